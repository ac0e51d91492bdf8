import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A storyboard or xib read from its XML source: the document element and everything under it.
/// Apple's compiled forms (`.storyboardc`, `.nib`) are private formats and are not read.
package struct InterfaceBuilderDocument {
    /// The file's name as messages show it (`Main.storyboard`).
    package let fileName: String
    package let root: InterfaceBuilderElement

    /// What kept the document from being read to its end, when something did: the elements
    /// before that point are kept, so what can be loaded is.
    package let problem: InterfaceBuilderDocumentError?

    /// Parses `data`. A document that breaks off (malformed XML) keeps what came before the break
    /// and names it in `problem`; one with nothing to keep, or that is not an Interface Builder
    /// document, throws an error naming the file and line.
    package init(data: Data, fileName: String) throws {
        let reader = ElementTreeReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        let finished = parser.parse()
        var problem: InterfaceBuilderDocumentError?
        if let failure = reader.failure {
            problem = .malformed(fileName: fileName, line: failure.line, reason: failure.reason)
        } else if !finished {
            problem = .malformed(fileName: fileName, line: parser.lineNumber, reason: "the XML ends early")
        }
        guard let root = reader.root else {
            throw problem ?? .malformed(fileName: fileName, line: 1, reason: "the file holds no element")
        }
        guard root.name == "document" else {
            throw InterfaceBuilderDocumentError.notInterfaceBuilder(fileName: fileName, rootElement: root.name)
        }
        self.fileName = fileName
        self.root = root
        self.problem = problem
    }

    /// A document with nothing in it: what stands for one that could not be read.
    package static func empty(fileName: String) -> InterfaceBuilderDocument {
        InterfaceBuilderDocument(fileName: fileName, root: InterfaceBuilderElement(name: "document", attributes: [:], line: 1), problem: nil)
    }

    init(fileName: String, root: InterfaceBuilderElement, problem: InterfaceBuilderDocumentError?) {
        self.fileName = fileName
        self.root = root
        self.problem = problem
    }

    /// Reads the file at `url`.
    package init(contentsOf url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw InterfaceBuilderDocumentError.unreadable(fileName: url.lastPathComponent, reason: error.localizedDescription)
        }
        try self.init(data: data, fileName: url.lastPathComponent)
    }

    /// Elements by their `id`, for connections and segues, which name their ends by it.
    package func elementsByIdentifier() -> [String: InterfaceBuilderElement] {
        var byIdentifier: [String: InterfaceBuilderElement] = [:]
        for element in root.descendants { if let id = element.id { byIdentifier[id] = element } }
        return byIdentifier
    }
}

/// Builds the element tree as the parser reports it, keeping each element's line.
private final class ElementTreeReader: NSObject, XMLParserDelegate {
    var root: InterfaceBuilderElement?
    var failure: (line: Int, reason: String)?
    private var open: [InterfaceBuilderElement] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let element = InterfaceBuilderElement(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        if let parent = open.last { parent.append(element) } else if root == nil { root = element }
        open.append(element)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        open.last?.text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        let code = (parseError as NSError).code
        failure = (parser.lineNumber, Self.reasons[code] ?? "XML error \(code)")
    }

    /// The commonest of libxml2's error codes (which Foundation's parser reports), in words.
    private static let reasons: [Int: String] = [
        4: "the file is empty", 5: "the document ends before its elements are closed",
        38: "an attribute value is not quoted", 39: "an attribute value is not finished",
        40: "an attribute is not finished", 41: "an attribute has no value",
        68: "a name is missing", 73: "a tag is not closed", 76: "an element is closed by a different tag",
        26: "an entity is not defined", 23: "an entity reference is not finished",
    ]
}
