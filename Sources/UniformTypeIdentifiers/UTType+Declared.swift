// The system's declared types apps name most, with their identifiers, filename extensions, MIME
// types and the kinds they conform to, as Apple's UTType constants declare them.
extension UTType {
    public static let item = UTType(identifier: "public.item", parents: [])
    public static let content = UTType(identifier: "public.content", parents: ["public.item"])
    public static let compositeContent = UTType(identifier: "public.composite-content", parents: ["public.content"])
    public static let data = UTType(identifier: "public.data", parents: ["public.item"])
    public static let directory = UTType(identifier: "public.directory", parents: ["public.item"])
    public static let folder = UTType(identifier: "public.folder", parents: ["public.directory"])
    public static let url = UTType(identifier: "public.url", parents: ["public.data"])
    public static let fileURL = UTType(identifier: "public.file-url", parents: ["public.url"])

    public static let text = UTType(identifier: "public.text", parents: ["public.data", "public.content"])
    public static let plainText = UTType(identifier: "public.plain-text", parents: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"])
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text", parents: ["public.plain-text"])
    public static let json = UTType(identifier: "public.json", parents: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"])
    public static let xml = UTType(identifier: "public.xml", parents: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"])
    public static let html = UTType(identifier: "public.html", parents: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"])
    public static let commaSeparatedText = UTType(identifier: "public.comma-separated-values-text", parents: ["public.text"], extensions: ["csv"], mimeTypes: ["text/csv"])
    public static let rtf = UTType(identifier: "public.rtf", parents: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf"])
    public static let sourceCode = UTType(identifier: "public.source-code", parents: ["public.plain-text"])
    public static let swiftSource = UTType(identifier: "public.swift-source", parents: ["public.source-code"], extensions: ["swift"])

    public static let image = UTType(identifier: "public.image", parents: ["public.data", "public.content"])
    public static let png = UTType(identifier: "public.png", parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"])
    public static let jpeg = UTType(identifier: "public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg"], mimeTypes: ["image/jpeg"])
    public static let heic = UTType(identifier: "public.heic", parents: ["public.image"], extensions: ["heic"], mimeTypes: ["image/heic"])
    public static let gif = UTType(identifier: "com.compuserve.gif", parents: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"])
    public static let tiff = UTType(identifier: "public.tiff", parents: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"])
    public static let bmp = UTType(identifier: "com.microsoft.bmp", parents: ["public.image"], extensions: ["bmp"], mimeTypes: ["image/bmp"])
    public static let svg = UTType(identifier: "public.svg-image", parents: ["public.image", "public.xml"], extensions: ["svg"], mimeTypes: ["image/svg+xml"])
    public static let pdf = UTType(identifier: "com.adobe.pdf", parents: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"])

    public static let audiovisualContent = UTType(identifier: "public.audiovisual-content", parents: ["public.data", "public.content"])
    public static let movie = UTType(identifier: "public.movie", parents: ["public.audiovisual-content"])
    public static let video = UTType(identifier: "public.video", parents: ["public.movie"])
    public static let audio = UTType(identifier: "public.audio", parents: ["public.audiovisual-content"])
    public static let mpeg4Movie = UTType(identifier: "public.mpeg-4", parents: ["public.movie"], extensions: ["mp4"], mimeTypes: ["video/mp4"])
    public static let quickTimeMovie = UTType(identifier: "com.apple.quicktime-movie", parents: ["public.movie"], extensions: ["mov"], mimeTypes: ["video/quicktime"])
    public static let mp3 = UTType(identifier: "public.mp3", parents: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"])
    public static let mpeg4Audio = UTType(identifier: "public.mpeg-4-audio", parents: ["public.audio"], extensions: ["m4a"], mimeTypes: ["audio/mp4"])

    public static let archive = UTType(identifier: "public.archive", parents: ["public.data"])
    public static let zip = UTType(identifier: "public.zip-archive", parents: ["public.archive"], extensions: ["zip"], mimeTypes: ["application/zip"])
    public static let spreadsheet = UTType(identifier: "public.spreadsheet", parents: ["public.content"])
    public static let presentation = UTType(identifier: "public.presentation", parents: ["public.composite-content"])

    /// The types above, by identifier.
    static let declared: [String: UTType] = Dictionary(uniqueKeysWithValues: [
        item, content, compositeContent, data, directory, folder, url, fileURL,
        text, plainText, utf8PlainText, json, xml, html, commaSeparatedText, rtf, sourceCode, swiftSource,
        image, png, jpeg, heic, gif, tiff, bmp, svg, pdf,
        audiovisualContent, movie, video, audio, mpeg4Movie, quickTimeMovie, mp3, mpeg4Audio,
        archive, zip, spreadsheet, presentation,
    ].map { ($0.identifier, $0) })
}
