import UIKit

/// The self-test's keyboard: it posts the keyboard's notifications on `NotificationCenter.default`
/// with the `userInfo` UIKit sends (begin and end frames in the screen's coordinates, a 0.25 s
/// duration, curve 7, `isLocal`; the screen as the object from iOS 16.1, `nil` before), and tells
/// the app's handler of every will-change-frame it sees, as an app's observer would hear it.
///
/// Its notifications carry a mark of their own in `userInfo`; a keyboard notification without it
/// comes from a real keyboard. Where nothing should bring one (nothing first responder), a real
/// keyboard is a shortfall of the platform (``shortfalls``), not a failure of the code; where a view
/// is first responder, a real keyboard may come (a simulator without a hardware keyboard), and its
/// frames count as the keyboard's like the posted ones (``frame``).
@MainActor
final class KeyboardNotificationPoster: NSObject {
    /// Every real keyboard's notification seen since ``start(in:onWillChangeFrame:)``, one sentence.
    private(set) var shortfalls: [String] = []
    /// The docked keyboard's frame on the screen, from the last will-change-frame notification, or
    /// `nil` while none shows.
    private(set) var frame: CGRect?
    private weak var view: UIView?
    private var realKeyboardIsShortfall = true
    private var onWillChangeFrame: (CGRect, Double, Int) -> Void = { _, _, _ in }

    private static let markKey = "GrowingTextSelfTestPosted"

    /// The screen of the view's window scene.
    var screen: UIScreen? { view?.window?.windowScene?.screen }

    /// Starts a scenario: no keyboard, and `onWillChangeFrame` told of every will-change-frame
    /// notification (its end frame, duration and curve).
    ///
    /// - Parameters:
    ///   - view: A view in the window whose screen the keyboard is on.
    ///   - realKeyboardIsShortfall: Whether a real keyboard's notification is a shortfall (nothing
    ///     is first responder); `true` by default.
    ///   - onWillChangeFrame: The app's handler.
    func start(
        in view: UIView, realKeyboardIsShortfall: Bool = true,
        onWillChangeFrame: @escaping (CGRect, Double, Int) -> Void = { _, _, _ in }
    ) {
        stop()
        self.view = view
        self.realKeyboardIsShortfall = realKeyboardIsShortfall
        shortfalls = []
        frame = nil
        if screen == nil {
            shortfalls.append("the view is in no window scene's screen")
        }
        self.onWillChangeFrame = onWillChangeFrame
        for name in [
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
            UIResponder.keyboardWillHideNotification,
        ] {
            NotificationCenter.default.addObserver(
                self, selector: #selector(keyboardNotification(_:)), name: name, object: nil)
        }
    }

    /// A keyboard notification, posted here or by UIKit, on the main thread.
    @objc private func keyboardNotification(_ notification: Notification) {
        let info = notification.userInfo ?? [:]
        if info[Self.markKey] == nil, realKeyboardIsShortfall {
            shortfalls.append("a real keyboard's \(notification.name.rawValue) arrived during the scenario")
        }
        guard notification.name == UIResponder.keyboardWillChangeFrameNotification,
            let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let isOnScreen = screen.map { end.minY < $0.bounds.height && end.height > 0 } ?? false
        frame = isOnScreen ? end : nil
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
        onWillChangeFrame(end, duration ?? 0.25, curve ?? 7)
    }

    /// Stops telling the app's handler.
    func stop() {
        NotificationCenter.default.removeObserver(self)
        onWillChangeFrame = { _, _, _ in }
    }

    /// A docked keyboard of `height` points shows (will-show, then will-change-frame), or changes to
    /// that height (will-change-frame).
    func show(height: Double) {
        guard let bounds = screen?.bounds else { return }
        let end = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if frame == nil {
            post(UIResponder.keyboardWillShowNotification, end: end)
        }
        post(UIResponder.keyboardWillChangeFrameNotification, end: end)
        frame = end
    }

    /// The keyboard hides (will-change-frame, then will-hide), moving below the screen.
    func hide() {
        guard let bounds = screen?.bounds else { return }
        let end = CGRect(x: 0, y: bounds.height, width: bounds.width, height: frame?.height ?? 336)
        post(UIResponder.keyboardWillChangeFrameNotification, end: end)
        post(UIResponder.keyboardWillHideNotification, end: end)
        frame = nil
    }

    private func post(_ name: Notification.Name, end: CGRect) {
        guard let screen else { return }
        let bounds = screen.bounds
        let begin = frame ?? CGRect(x: 0, y: bounds.height, width: bounds.width, height: end.height)
        let object: Any?
        if #available(iOS 16.1, *) {
            object = screen
        } else {
            object = nil
        }
        NotificationCenter.default.post(
            name: name, object: object,
            userInfo: [
                UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
                UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
                Self.markKey: true,
            ])
    }
}
