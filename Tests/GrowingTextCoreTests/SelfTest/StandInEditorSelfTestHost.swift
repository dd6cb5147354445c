import GrowingTextCore
import GrowingTextSelfTest

@testable import UIKitStandIns

/// The self-test's SwiftUI editor host over the stand-ins: an ``EditorHostStandIn`` (SwiftUI and the
/// app's state) hosting an ``EditorViewStandIn`` (the text view), both running the production
/// adapter, in one ``SwiftUIVariant``. The demo app's `SwiftUIEditorSelfTestHost` is the same over a
/// real `GrowingTextEditor` in a `UIHostingController`.
///
/// The editor's container (``SelfTest/EditorContainer``: a `List` row, a `Form`, a sheet) is not
/// modelled: every one is the stand-in's SwiftUI host, which applies each size it asks at once. When
/// and how a real container applies the height only a device can judge.
final class StandInEditorSelfTestHost: EditorSelfTestHost {
    let variant: SwiftUIVariant
    private var host: EditorHostStandIn

    init(variant: SwiftUIVariant) {
        self.variant = variant
        host = EditorHostStandIn(variant: variant)
    }

    func start(_ configuration: SelfTest.EditorConfiguration) {
        host = EditorHostStandIn(variant: variant)
        host.configuration.lineLimits = LineLimits(configuration.maximumNumberOfLines)
        host.appear()
    }

    func perform(_ step: SelfTest.EditorStep) {
        switch step {
        case .tap:
            host.view.tap()
        case .type(let text):
            for character in text {
                host.view.type(String(character))
            }
        case .compose(let text):
            host.view.compose(text)
        case .commitComposition(let text):
            host.view.commit(text)
        case .setTextInApp(let text):
            host.appChanges { $0.text = text }
        case .setFocusInApp(let isFocused):
            host.appChanges { $0.isFocused = isFocused }
        case .setDisabledInApp(let isDisabled):
            host.appChanges { $0.isEnabled = !isDisabled }
        }
    }

    func read() -> SelfTest.EditorReading {
        // The hosted view's measurer is a text view stand-in with its defaults.
        let metrics = TextViewStandIn()
        return SelfTest.EditorReading(
            binding: host.text, viewText: host.view.text, isFocusBindingOn: host.isFocused,
            isFirstResponder: host.view.isFirstResponder, isEditable: host.view.isEditable,
            hasMarkedText: host.view.marked != nil,
            height: host.proposedSizes.last.flatMap { $0 }?.height ?? 0, lineHeight: metrics.fontLineHeight,
            verticalInsets: metrics.insets.vertical, pixel: 0.5, platformShortfalls: [],
            scrollingSwitchesOn: host.view.textView.scrollEnabledChanges.filter { $0 }.count)
    }
}
