/// What a text view's `delegate` property reads and forwards to when the view keeps its own
/// forwarding object (a proxy) between UIKit and the app's delegate.
///
/// UIKit talks to the proxy; the proxy enforces the view's rules and forwards every message to the
/// app's delegate. Libraries that chain delegates (RxCocoa's `DelegateProxy`, IQKeyboardManager's
/// return-key handler) read `delegate`, keep what they read as the object to forward to, and set
/// themselves. If the getter returned the proxy, the proxy would end up forwarding to the library
/// and the library back to the proxy, until the stack overflows. So the getter returns the app's
/// delegate, and assigning the proxy itself (read from an older version, or restored by a library)
/// means "no app delegate", never a loop.
///
/// `Object` is whatever identifies a delegate: `ObjectIdentifier` in UIKit, a name in tests.
package struct DelegateForwarding<Object: Hashable & Sendable>: Hashable, Sendable {
    /// The view's own forwarding object.
    package let proxy: Object
    /// The delegate the app (or a chaining library) set, which the proxy forwards to.
    package private(set) var appDelegate: Object?

    /// Creates the forwarding state of a view with no app delegate.
    ///
    /// - Parameter proxy: The view's forwarding object.
    package init(proxy: Object) {
        self.proxy = proxy
    }

    /// Takes what was assigned to `delegate`.
    ///
    /// - Parameter object: The new delegate; the proxy itself counts as `nil`.
    package mutating func assign(_ object: Object?) {
        appDelegate = object == proxy ? nil : object
    }
}
