import Foundation

/// Runs another program to its end: the bench's compiler, references and children.
enum Subprocess {
    /// Its exit status and everything it wrote (standard output and error together).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) -> (exitCode: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
