/// Where UIKit would print a console warning, this port prints the same text to standard error.
enum Diagnostics {
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
