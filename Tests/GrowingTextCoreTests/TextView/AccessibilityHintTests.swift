import GrowingTextCore
import Testing

@Suite("Accessibility hint")
struct AccessibilityHintTests {
    @Test func thePlaceholderIsTheHintWhileTheTextIsEmpty() {
        #expect(AccessibilityHint.hint(appHint: nil, placeholder: "Message", isTextEmpty: true) == "Message")
        #expect(AccessibilityHint.hint(appHint: nil, placeholder: "Message", isTextEmpty: false) == nil)
    }

    @Test func theAppsHintAlwaysWins() {
        #expect(
            AccessibilityHint.hint(appHint: "Sends to Ana", placeholder: "Message", isTextEmpty: true)
                == "Sends to Ana")
        #expect(AccessibilityHint.hint(appHint: "", placeholder: "Message", isTextEmpty: true) == "")
        #expect(
            AccessibilityHint.hint(appHint: "Sends to Ana", placeholder: nil, isTextEmpty: false)
                == "Sends to Ana")
    }

    /// What the view's `accessibilityHint` getter reads: the app's hint over the placeholder's.
    @Test func theAppsHintWinsOverThePlaceholdersInTheGetter() {
        #expect(AccessibilityHint.hint(appHint: "Sends to Ana", placeholderHint: "Message") == "Sends to Ana")
        #expect(AccessibilityHint.hint(appHint: "", placeholderHint: "Message") == "")
        #expect(AccessibilityHint.hint(appHint: nil, placeholderHint: "Message") == "Message")
        #expect(AccessibilityHint.hint(appHint: nil, placeholderHint: nil) == nil)
    }

    @Test func aBlankPlaceholderIsNoHint() {
        #expect(AccessibilityHint.hint(appHint: nil, placeholder: "", isTextEmpty: true) == nil)
        #expect(AccessibilityHint.hint(appHint: nil, placeholder: " \n\t", isTextEmpty: true) == nil)
        #expect(AccessibilityHint.hint(appHint: nil, placeholder: nil, isTextEmpty: true) == nil)
    }
}
