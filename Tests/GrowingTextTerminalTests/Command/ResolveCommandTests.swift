import ArgumentParser
import Foundation
import Testing

@testable import growtext

@Suite struct ResolveCommandTests {
    static let readmeArguments = [
        "resolve", "--content-height", "100", "--line-height", "20", "--max-lines", "4",
    ]

    func resolve(_ arguments: [String]) throws -> ResolveCommand {
        try #require(try GrowText.parseAsRoot(arguments) as? ResolveCommand)
    }

    @Test func readmeCommandPrintsTheResolution() throws {
        let command = try resolve(Self.readmeArguments)
        #expect(try command.json() == #"{"contentOffsetY":0,"height":80,"scrolls":true,"visibleLines":4}"#)
    }

    @Test func everyOptionIsPassedThrough() throws {
        let command = try resolve([
            "resolve", "--content-height", "30", "--line-height", "20", "--min-lines", "3", "--max-lines",
            "5",
            "--min-height", "10", "--max-height", "500", "--inset-top", "8", "--inset-bottom", "8",
            "--scale", "2", "--align", "bottom",
        ])
        #expect(command.output == .init(height: 76, scrolls: false, visibleLines: 3, contentOffsetY: 46))
    }

    @Test(arguments: [
        ["resolve", "--line-height", "20"],
        ["resolve", "--content-height", "abc", "--line-height", "20"],
        ["resolve", "--content-height", "nan", "--line-height", "20"],
        ["resolve", "--content-height=-5", "--line-height", "20"],
        ["resolve", "--content-height", "10", "--line-height", "0"],
        ["resolve", "--content-height", "10", "--line-height", "20", "--scale", "inf"],
        ["resolve", "--content-height", "10", "--line-height", "20", "--max-lines", "-1"],
        ["resolve", "--content-height", "10", "--line-height", "20", "--min-lines", "0"],
        ["resolve", "--content-height", "10", "--line-height", "20", "--min-lines", "5", "--max-lines", "2"],
        [
            "resolve", "--content-height", "10", "--line-height", "20", "--min-height", "90", "--max-height",
            "40",
        ],
        ["resolve", "--content-height", "10", "--line-height", "20", "--align", "middle"],
    ])
    func invalidArgumentsAreUsageErrors(arguments: [String]) {
        do {
            _ = try GrowText.parseAsRoot(arguments)
            Issue.record("parsed invalid arguments \(arguments)")
        } catch {
            #expect(GrowText.exitCode(for: error) == .validationFailure)
            #expect(!GrowText.fullMessage(for: error).isEmpty)
        }
    }

    /// `--max-lines 0` is "no limit" in every command, as `maximumNumberOfLines = 0` is everywhere.
    @Test(arguments: [
        ["resolve", "--content-height", "10", "--line-height", "20", "--max-lines", "0"],
        ["measure", "--width", "10", "--max-lines", "0"],
        ["prompt", "--max-lines", "0"],
        ["prompt", "--min-lines", "4", "--max-lines", "0"],
        ["notes", "--max-lines", "0"],
    ])
    func zeroMaximumLinesIsNoLimitEverywhere(arguments: [String]) throws {
        _ = try GrowText.parseAsRoot(arguments)
    }

    @Test func zeroMaximumLinesResolvesWithoutAMaximum() throws {
        let result = try run([
            "resolve", "--content-height", "200", "--line-height", "20", "--max-lines", "0",
        ])
        #expect(result.status == 0)
        #expect(
            result.output == #"{"contentOffsetY":0,"height":200,"scrolls":false,"visibleLines":10}"# + "\n")
    }

    func run(_ arguments: [String]) throws -> GrowtextBinary.Run {
        try GrowtextBinary.run(arguments)
    }

    @Test func binaryPrintsJSONForTheReadmeCommand() throws {
        let result = try run(Self.readmeArguments)
        #expect(result.status == 0)
        #expect(result.output == #"{"contentOffsetY":0,"height":80,"scrolls":true,"visibleLines":4}"# + "\n")
        #expect(result.error.isEmpty)
    }

    @Test func binaryExitsWithStatusTwoOnInvalidArguments() throws {
        let result = try run(["resolve", "--content-height", "nan", "--line-height", "20"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("--content-height must be a finite number"))
        let negative = try run(["resolve", "--content-height", "-100", "--line-height", "20"])
        #expect(negative.status == 2)
        #expect(
            negative.error.contains(
                "--content-height must be a finite number of points, 0 or more; got -100.0."))
        let huge = try run([
            "resolve", "--content-height", "1e300", "--line-height", "1e-10", "--max-lines", "4",
        ])
        #expect(huge.status == 2)
        #expect(huge.error.contains("--content-height must be at most 1000000 points; got 1e+300."))
        let tiny = try run([
            "resolve", "--content-height", "100", "--line-height", "1e-10", "--max-lines", "4",
        ])
        #expect(tiny.status == 2)
        #expect(tiny.error.contains("--line-height must be at least 0.01; got 1e-10."))
        let largest = try run([
            "resolve", "--content-height", "1000000", "--line-height", "20", "--max-lines", "4",
        ])
        #expect(largest.output == #"{"contentOffsetY":0,"height":80,"scrolls":true,"visibleLines":4}"# + "\n")
        let missing = try run(["resolve", "--line-height", "20"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("--content-height"))
    }
}
