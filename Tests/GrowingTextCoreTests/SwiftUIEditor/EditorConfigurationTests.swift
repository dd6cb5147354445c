import GrowingTextCore
import Testing

/// Which of the SwiftUI editor's settings wins: the editor's own over the modifiers around it, the
/// nearest modifier over those further out, and the default where nothing is set.
@Suite("SwiftUI editor: which setting wins")
struct EditorConfigurationTests {
    typealias Configuration = EditorConfiguration<String, String, String, String>

    private static var defaults: Configuration.Defaults {
        Configuration.Defaults(
            font: "environment font", textColor: "label", keyboardType: "default",
            autocapitalization: "sentences")
    }

    @Test func theEditorsOwnSettingsWinOverTheEnclosingOnes() {
        var own = Configuration(lineLimits: LineLimits(2...3), font: "own font", returnKeyLabel: .send)
        own.submit = {}
        let enclosing = Configuration(
            lineLimits: LineLimits(1...9), maximumLength: 10, verticalAlignment: .center, font: "outer font",
            textColor: "red", keyboardType: "email", autocapitalization: "never", returnKeyLabel: .done)
        let merged = own.merged(over: enclosing)
        #expect(merged.lineLimits == LineLimits(2...3))
        #expect(merged.font == "own font")
        #expect(merged.returnKeyLabel == .send)
        #expect(merged.submit != nil)
        #expect(merged.maximumLength == 10)
        #expect(merged.verticalAlignment == .center)
        #expect(merged.textColor == "red")
        #expect(merged.keyboardType == "email")
        #expect(merged.autocapitalization == "never")
    }

    /// The modifiers nest outwards: each is merged over the ones further out, so the nearest wins.
    @Test func theNearestModifierWins() {
        let outer = Configuration(maximumLength: 100, textColor: "blue")
        let inner = Configuration(maximumLength: 5)
        let merged = Configuration().merged(over: inner.merged(over: outer))
        #expect(merged.maximumLength == 5)
        #expect(merged.textColor == "blue")
        #expect(merged.submit == nil)
    }

    @Test func whatIsSetNowhereTakesTheDefault() {
        let resolved = Configuration().resolved(with: Self.defaults)
        #expect(resolved.lineLimits == LineLimits(minimum: 1, maximum: 5))
        #expect(resolved.font == "environment font")
        #expect(resolved.verticalAlignment == .top)
        #expect(resolved.textColor == "label")
        #expect(resolved.keyboardType == "default")
        #expect(resolved.autocapitalization == "sentences")
        #expect(resolved.returnKeyLabel == .return)
    }

    @Test func whatIsSetBeatsTheDefault() {
        let resolved = Configuration(
            lineLimits: LineLimits(2...3), verticalAlignment: .bottom, font: "own font", textColor: "red",
            keyboardType: "email", autocapitalization: "words",
            returnKeyLabel: .go
        ).resolved(with: Self.defaults)
        #expect(resolved.lineLimits == LineLimits(2...3))
        #expect(resolved.font == "own font")
        #expect(resolved.verticalAlignment == .bottom)
        #expect(resolved.textColor == "red")
        #expect(resolved.keyboardType == "email")
        #expect(resolved.autocapitalization == "words")
        #expect(resolved.returnKeyLabel == .go)
    }

    /// Inline predictions follow the user's setting (`nil`) unless a modifier turns them off or on;
    /// the nearest wins, so a screen that turns them off can turn them back on for one editor.
    @Test func inlinePredictionsFollowTheNearestSettingElseTheUsers() {
        #expect(Configuration().resolved(with: Self.defaults).showsInlinePredictions == nil)
        let screen = Configuration(showsInlinePredictions: false)
        let inherited = Configuration().merged(over: screen).resolved(with: Self.defaults)
        #expect(inherited.showsInlinePredictions == false)
        let editor = Configuration(showsInlinePredictions: true)
        #expect(editor.merged(over: screen).resolved(with: Self.defaults).showsInlinePredictions == true)
    }
}
