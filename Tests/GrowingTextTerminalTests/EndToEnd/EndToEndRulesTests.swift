import TestSupport
import Testing

/// When the end-to-end suites run, and which binary they run.
@Suite struct EndToEndRulesTests {
    @Test func withoutTmuxTheSuitesSkipLocallyButRunAndFailOnCI() {
        #expect(TmuxSession.runsEndToEndTests(tmuxInstalled: true, environment: [:]))
        #expect(!TmuxSession.runsEndToEndTests(tmuxInstalled: false, environment: [:]))
        #expect(TmuxSession.runsEndToEndTests(tmuxInstalled: false, environment: ["CI": "true"]))
    }

    @Test func withoutTheXToolsTheXtermSuitesSkipLocallyButRunAndFailOnCI() {
        #expect(XtermSession.runsXtermTests(toolsInstalled: true, environment: [:]))
        #expect(!XtermSession.runsXtermTests(toolsInstalled: false, environment: [:]))
        #expect(!XtermSession.runsXtermTests(toolsInstalled: false, environment: ["CI": "false"]))
        #expect(XtermSession.runsXtermTests(toolsInstalled: false, environment: ["CI": "true"]))
    }

    @Test func theBinaryComesFromTheBuildNeverFromPath() throws {
        #expect(BuiltProducts.path("sh") == nil)
        let growtext = try BuiltProducts.growtext()
        #expect(growtext.hasPrefix("/"))
        #expect(growtext.hasSuffix("/growtext"))
    }
}
