import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Dictation's placeholder (U+FFFC, B20) never reaches the SwiftUI editor's binding: a Send that
/// reads the binding while dictation starts sends what the user had, and the binding follows the
/// streamed results without writing anything back over them.
@Suite("Scenarios: the SwiftUI editor's binding during dictation")
struct EditorDictationPlaceholderTests {
    @Test func theBindingNeverHoldsThePlaceholder() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            forEachBehaviour(of: UIKitVariant.all) { uikit in
                let host = EditorHostStandIn.focusedEditor(variant, uikit: uikit, text: "hi ")
                host.view.startDictation()
                #expect(host.view.text == "hi \u{FFFC}")
                #expect(host.text == "hi ")
                host.view.dictationResult("hello")
                #expect(host.text == "hi hello")
                host.view.endDictation()
                #expect(host.view.text == "hi hello")
                #expect(host.text == "hi hello")
                #expect(host.textWrites == ["hi hello"])
                #expect(host.view.textWritesInCode == 1)
            }
        }
    }
}
