import Foundation
import SourcePorting

// The build plugin's tool: `presentation-lab-port MANIFEST OUTPUT-FOLDER` ports the project's
// Swift files the manifest names into the folder the build compiles. What cannot be ported is
// printed as the compiler prints, `file:line: warning: …`, so it shows in the build log.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let manifestPath = arguments.first, let output = arguments.last else {
    FileHandle.standardError.write(Data("usage: presentation-lab-port LabImport.json OUTPUT-FOLDER\n".utf8))
    exit(2)
}
do {
    let manifest = try JSONDecoder().decode(PortManifest.self, from: Data(contentsOf: URL(fileURLWithPath: manifestPath)))
    let folder = URL(fileURLWithPath: output)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (source, file) in try manifest.port(into: folder) {
        for problem in file.problems { print("\(source):\(problem.line): warning: \(problem.message)") }
    }
} catch {
    FileHandle.standardError.write(Data("presentation-lab-port: \(error)\n".utf8))
    exit(1)
}
