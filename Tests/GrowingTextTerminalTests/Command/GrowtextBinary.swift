import Foundation
import TestSupport
import Testing

/// The built `growtext` command, run as a user runs it: arguments, bytes on standard input, and
/// what comes back on standard output, standard error and the exit status.
enum GrowtextBinary {
    struct Run {
        var output: String
        var error: String
        var status: Int32
    }

    /// Runs `growtext` with `arguments`, feeding `stdin` from a file. Standard error goes to a file
    /// too, so a command that writes much to both streams cannot block on a full pipe.
    static func run(_ arguments: [String], stdin: Data = Data()) throws -> Run {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("growtext-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputFile = scratch.appendingPathComponent("stdin")
        let errorFile = scratch.appendingPathComponent("stderr")
        try stdin.write(to: inputFile)
        try Data().write(to: errorFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try BuiltProducts.growtext())
        process.arguments = arguments
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self),
            status: process.terminationStatus)
    }
}
