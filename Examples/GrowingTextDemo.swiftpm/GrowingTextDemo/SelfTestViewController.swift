import GrowingTextCore
import GrowingTextSelfTest
import UIKit

/// The screen of the self-test: shown instead of the demo when the app is launched with
/// `-GrowingTextSelfTest`, it runs every scenario of `GrowingTextSelfTest` against the real UIKit
/// views, prints a `PASS` or `FAIL` line per scenario and a final `N passed, M failed` line to
/// standard output, and exits with status 0 when all passed, 1 otherwise.
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

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
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
        let host = UIKitSelfTestHost(container: view)
        let report = GrowingTextSelfTest.run(on: host) { line in
            print(line)
        }
        exit(report.failed == 0 ? 0 : 1)
    }
}
