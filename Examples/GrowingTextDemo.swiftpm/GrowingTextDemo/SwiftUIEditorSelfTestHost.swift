import GrowingText
import GrowingTextSelfTest
import SwiftUI
import UIKit

/// The self-test's SwiftUI editor host over the real views: a `GrowingTextEditor` in a
/// `UIHostingController`, bound to an observable model that plays the app's state (the draft, the
/// focus, whether the editor is disabled). The Linux tests run the same scenarios against the
/// stand-ins (`StandInEditorSelfTestHost`).
///
/// The user's edits go to the hosted `GrowingTextView` the way the keyboard makes them
/// (`replace(_:withText:)` of the selection, `setMarkedText(_:selectedRange:)`, `unmarkText()`); a tap
/// is the text view's `becomeFirstResponder()`, what a tap does. An edit that changed the text with
/// no `textDidChangeNotification`, or a hosted view the host cannot find, is a shortfall: the
/// scenario stops in that phase, its earlier phases keeping their verdicts. After each step the run
/// loop turns for 0.2 s, so that SwiftUI's updates and the main queue's blocks run.
///
/// The editor lives where the scenario says (``SelfTest/EditorContainer``): in a `VStack`, a `List`
/// row, a `Form`, or a sheet with detents presented over the app's view (iOS 16 and later: on iOS 15
/// the host reports that the platform lacks `presentationDetents`). The text view's switches of
/// scrolling are counted by key-value observation.
@MainActor
final class SwiftUIEditorSelfTestHost: NSObject, @preconcurrency EditorSelfTestHost {
    private let parent: UIViewController
    private let container: UIView
    private var hosting: UIHostingController<EditorSelfTestView>?
    private var model = EditorSelfTestModel()
    private var shortfalls: [String] = []
    private var reportedChanges = 0
    private let scrollingSwitches = SwitchCounter()
    private var scrollingObservation: NSKeyValueObservation?

    /// Creates the host.
    ///
    /// - Parameters:
    ///   - parent: The view controller the hosting controller becomes a child of.
    ///   - container: Its view, in a window, that the hosting controller's view fills.
    init(parent: UIViewController, container: UIView) {
        self.parent = parent
        self.container = container
    }

    func start(_ configuration: SelfTest.EditorConfiguration) {
        if let hosting {
            hosting.presentedViewController?.dismiss(animated: false)
            hosting.willMove(toParent: nil)
            hosting.view.removeFromSuperview()
            hosting.removeFromParent()
        }
        for view in container.subviews {
            view.removeFromSuperview()
        }
        shortfalls = []
        reportedChanges = 0
        scrollingSwitches.reset()
        scrollingObservation = nil
        model = EditorSelfTestModel()
        model.maximumNumberOfLines = configuration.maximumNumberOfLines
        model.container = configuration.container
        if configuration.container == .sheetWithDetents, #unavailable(iOS 16) {
            shortfalls.append("this iOS has no sheet detents (presentationDetents is iOS 16 and later)")
            return
        }
        let hosting = UIHostingController(rootView: EditorSelfTestView(model: model))
        parent.addChild(hosting)
        hosting.view.frame = container.bounds
        hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(hosting.view)
        hosting.didMove(toParent: parent)
        self.hosting = hosting
        settle()
        if configuration.container == .sheetWithDetents {
            // The sheet's presentation animates.
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.8))
        }
        if let textView {
            NotificationCenter.default.removeObserver(self)
            NotificationCenter.default.addObserver(
                self, selector: #selector(textDidChange(_:)), name: UITextView.textDidChangeNotification,
                object: textView)
            scrollingObservation = textView.observe(\.isScrollEnabled, options: [.old, .new]) {
                [scrollingSwitches] _, change in
                if change.oldValue == false, change.newValue == true {
                    scrollingSwitches.increment()
                }
            }
        } else {
            shortfalls.append("no GrowingTextView in the hosting controller's views")
        }
    }

    func perform(_ step: SelfTest.EditorStep) {
        switch step {
        case .tap:
            textView?.becomeFirstResponder()
        case .type(let text):
            for character in text {
                userEdit("the key \(SelfTest.quoted(String(character)))") { textView in
                    if let range = textView.selectedTextRange {
                        textView.replace(range, withText: String(character))
                    }
                }
            }
        case .compose(let text):
            userEdit("the marked text \(SelfTest.quoted(text))") { textView in
                textView.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
            }
        case .commitComposition(let text):
            userEdit("the committed text \(SelfTest.quoted(text))") { textView in
                textView.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
                textView.unmarkText()
            }
        case .setTextInApp(let text):
            model.text = text
        case .setFocusInApp(let isFocused):
            model.isFocused = isFocused
        case .setDisabledInApp(let isDisabled):
            model.isDisabled = isDisabled
        }
        settle()
    }

    func read() -> SelfTest.EditorReading {
        hosting?.view.layoutIfNeeded()
        let textView = textView
        let scale = textView?.traitCollection.displayScale ?? 0
        let insets = textView?.textContainerInset ?? .zero
        return SelfTest.EditorReading(
            binding: model.text, viewText: textView?.text ?? "", isFocusBindingOn: model.isFocused,
            isFirstResponder: textView?.isFirstResponder ?? false, isEditable: textView?.isEditable ?? false,
            hasMarkedText: textView?.markedTextRange != nil, height: Double(textView?.bounds.height ?? 0),
            lineHeight: Double(textView?.font?.lineHeight ?? 0),
            verticalInsets: Double(insets.top + insets.bottom),
            pixel: scale > 0 ? Double(1 / scale) : 1, platformShortfalls: shortfalls,
            scrollingSwitchesOn: scrollingSwitches.count)
    }

    /// The text view the editor hosts, in the hosting controller's view or in the sheet it presents.
    private var textView: GrowingTextView? {
        guard let hosting else { return nil }
        return Self.growingTextView(in: hosting.view)
            ?? hosting.presentedViewController.flatMap { Self.growingTextView(in: $0.view) }
    }

    private static func growingTextView(in view: UIView) -> GrowingTextView? {
        if let textView = view as? GrowingTextView { return textView }
        for subview in view.subviews {
            if let textView = growingTextView(in: subview) { return textView }
        }
        return nil
    }

    /// An edit as the user makes it: when it changed the text, UIKit must report it as a change.
    private func userEdit(_ description: String, _ body: (GrowingTextView) -> Void) {
        guard let textView else { return }
        let reported = reportedChanges
        let text = textView.text
        body(textView)
        settle()
        if reportedChanges == reported, textView.text != text {
            shortfalls.append(
                "UIKit did not report \(description) as a change (no textDidChangeNotification)")
        }
    }

    private func settle() {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.2))
        hosting?.view.layoutIfNeeded()
    }

    @objc private func textDidChange(_ notification: Notification) {
        reportedChanges += 1
    }
}

/// The app's state around the editor.
@MainActor
final class EditorSelfTestModel: ObservableObject {
    @Published var text = ""
    @Published var isFocused = false
    @Published var isDisabled = false
    var maximumNumberOfLines: Int?
    var container = SelfTest.EditorContainer.stack
}

/// The editor as an app writes it: bound to the model's draft and focus, disabled on demand.
@MainActor
struct EditorSelfTestView: View {
    @ObservedObject var model: EditorSelfTestModel

    var body: some View {
        switch model.container {
        case .stack:
            VStack(alignment: .leading) {
                editor
                Spacer()
            }
            .padding()
        case .listRow:
            List {
                Text("Above")
                editor
                Text("Below")
            }
        case .form:
            Form {
                Section("Message") {
                    editor
                }
            }
        case .sheetWithDetents:
            Text("The app's view under the sheet")
                .sheet(isPresented: .constant(true)) {
                    if #available(iOS 16, *) {
                        VStack(alignment: .leading) {
                            editor
                            Spacer()
                        }
                        .padding()
                        .presentationDetents([.medium, .large])
                    }
                }
        }
    }

    private var editor: some View {
        GrowingTextEditor("Message", text: $model.text)
            .focused($model.isFocused)
            .growingTextLineLimit(model.maximumNumberOfLines)
            .disabled(model.isDisabled)
    }
}
