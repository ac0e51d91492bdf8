/// Why a document could not be read, in the words a console message shows.
package enum InterfaceBuilderDocumentError: Error, CustomStringConvertible {
    case unreadable(fileName: String, reason: String)
    case malformed(fileName: String, line: Int, reason: String)
    case notInterfaceBuilder(fileName: String, rootElement: String)

    package var description: String {
        switch self {
        case let .unreadable(fileName, reason):
            "Could not read the Interface Builder document '\(fileName)': \(reason)"
        case let .malformed(fileName, line, reason):
            "The document \"\(fileName)\" could not be opened: line \(line): \(reason). Open it in Xcode to repair it, or restore it from version control."
        case let .notInterfaceBuilder(fileName, rootElement):
            "The document \"\(fileName)\" is not an Interface Builder document: its root element is <\(rootElement)>, not <document>."
        }
    }
}
