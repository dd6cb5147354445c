import Foundation
import GrowingTextLayout
import TestSupport
import Testing

/// Every help screen fits an 80-column terminal, the width help is read in when the terminal does
/// not say (`COLUMNS` unset, output not a terminal): usage lines included, which
/// swift-argument-parser does not wrap.
@Suite("Help width")
struct HelpWidthTests {
    /// The subcommands `growtext --experimental-dump-help` lists, so a new one is checked too.
    private static func subcommands() throws -> [String] {
        let dump = Subprocess.run([try BuiltProducts.growtext(), "--experimental-dump-help"])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
        let command = try #require(json["command"] as? [String: Any])
        let subcommands = try #require(command["subcommands"] as? [[String: Any]])
        return subcommands.compactMap { $0["commandName"] as? String }.filter { $0 != "help" }
    }

    /// The arguments of each subcommand as its usage names them (`--max-lines`, `<file>`), help and
    /// version left out.
    private static func usageNames() throws -> [String: [String]] {
        let dump = Subprocess.run([try BuiltProducts.growtext(), "--experimental-dump-help"])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
        let command = try #require(json["command"] as? [String: Any])
        var names: [String: [String]] = [:]
        for subcommand in try #require(command["subcommands"] as? [[String: Any]]) {
            let name = try #require(subcommand["commandName"] as? String)
            let arguments = subcommand["arguments"] as? [[String: Any]] ?? []
            names[name] = arguments.compactMap { argument -> String? in
                if argument["kind"] as? String == "positional" {
                    return (argument["valueName"] as? String).map { "<\($0)>" }
                }
                let preferred = argument["preferredName"] as? [String: Any]
                guard let long = preferred?["name"] as? String, !["help", "version"].contains(long) else {
                    return nil
                }
                return "--" + long
            }
        }
        return names
    }

    private static func columns(_ line: Substring) -> Int {
        let width = TerminalCellWidth()
        return line.reduce(0) { $0 + width.cellWidth(of: $1) }
    }

    @Test func theSubcommandsAreTheFiveKnown() throws {
        #expect(try Self.subcommands().sorted() == ["breaks", "measure", "notes", "prompt", "resolve"])
    }

    @Test func everyHelpLineOfEveryCommandFitsEightyColumns() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = nil
        environment["LINES"] = nil
        let binary = try BuiltProducts.growtext()
        var screens = [["--help"]]
        for name in try Self.subcommands() {
            screens += [[name, "--help"], ["help", name]]
        }
        for arguments in screens {
            let run = Subprocess.run([binary] + arguments, environment: environment)
            #expect(run.status == 0, "\(arguments)")
            #expect(run.output.count > 200, "\(arguments)")
            for line in run.output.split(separator: "\n") where Self.columns(line) > 80 {
                Issue.record(
                    "growtext \(arguments.joined(separator: " ")): \(Self.columns(line)) columns: \(line)")
            }
        }
    }

    /// The usages written out to fit (``UsageText``) name every argument of their command, so one
    /// added later cannot be missing from them; a usage of `<options>` names none.
    @Test func everyUsageNamesEveryArgumentOfItsCommand() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = nil
        let binary = try BuiltProducts.growtext()
        for (name, arguments) in try Self.usageNames() where name != "help" {
            let help = Subprocess.run([binary, name, "--help"], environment: environment).output
            let usage = help.components(separatedBy: "\n\n").first { $0.hasPrefix("USAGE: ") } ?? ""
            let words = Set(usage.split(whereSeparator: { " \n[]".contains($0) }).map(String.init))
            guard !words.contains("<options>") else { continue }
            for argument in arguments {
                #expect(words.contains(argument), "growtext \(name): \(argument) is not in \(usage)")
            }
        }
    }
}
