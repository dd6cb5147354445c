import GrowingTextCore
import GrowingTextSelfTest
import UIKit

/// The screen of the self-test: shown instead of the demo when the app is launched with
/// `-GrowingTextSelfTest`, it runs every scenario of `GrowingTextSelfTest` against the real UIKit
/// views, the SwiftUI editor, the keyboard adjuster, the composer docking and a table under the
/// keyboard, prints a `PASS`, `FAIL` or `SKIP` line per scenario and a final `N passed, M failed, K
/// skipped` line to standard output, and exits with status 0 when none failed, 1 otherwise. A
/// skipped scenario (the platform did not do what its steps need) does not fail it.
///
/// ```sh
/// xcrun simctl launch --console-pty booted org.growingtext.demo -GrowingTextSelfTest
/// ```
final class SelfTestViewController: UIViewController {
    /// Whether the app was launched to run the self-test.
    static var isRequested: Bool {
        ProcessInfo.processInfo.arguments.contains("-GrowingTextSelfTest")
    }

    private var hasStarted = false
    /// The child whose view holds the scenarios' views: a child, so that its traits can be overridden
    /// (Dynamic Type) on every iOS version.
    private let content = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addChild(content)
        content.view.frame = view.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !hasStarted else { return }
        hasStarted = true
        // Started from a run loop timer, not from the main queue: each step turns the run loop, and
        // what the views queue on the main queue (the end of a layout, the caret read of a table)
        // runs in those turns only when the self-test is not itself a block of that serial queue.
        perform(#selector(runSelfTest), with: nil, afterDelay: 0.5)
    }

    @objc private func runSelfTest() {
        let host = UIKitSelfTestHost(container: content.view) { [weak self] category in
            self?.overrideContentSizeCategory(category)
        }
        let editorHost = SwiftUIEditorSelfTestHost(parent: content, container: content.view)
        let keyboardHost = UIKitKeyboardSelfTestHost(container: content.view)
        let dockingHost = UIKitDockingSelfTestHost(container: content.view)
        let tableKeyboardHost = UIKitTableKeyboardSelfTestHost(container: content.view)
        let report = SelfTest.run(
            on: host, editorHost: editorHost, keyboardHost: keyboardHost, dockingHost: dockingHost,
            tableKeyboardHost: tableKeyboardHost
        ) { line in
            print(line)
            // The console is read line by line while the app runs (CI reads the last line).
            fflush(stdout)
        }
        exit(report.failed == 0 ? 0 : 1)
    }

    /// Overrides the content size category of the scenarios' views, or removes the override.
    private func overrideContentSizeCategory(_ category: UIContentSizeCategory?) {
        setOverrideTraitCollection(
            category.map { UITraitCollection(preferredContentSizeCategory: $0) }, forChild: content)
    }
}
