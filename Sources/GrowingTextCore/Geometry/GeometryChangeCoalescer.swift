/// Turns the position and size changes of an observed view, reported one by one as UIKit makes
/// them, into at most one read of the geometry per turn of the main run loop.
///
/// A rotation moves a view's `center` and resizes its `bounds` in the same layout pass, a keyboard
/// animation moves it on every frame, and scrolling sets the bounds' origin on every frame of a
/// scroll. The keyboard inset adapter and the composer docking adapter observe both properties
/// (key-value observation, old and new values) and hand each change to a coalescer:
///
/// 1. ``centerDidChange(from:to:)`` or ``boundsDidChange(from:to:)``; when it returns `true`, the
///    host schedules one call for the end of the turn (UIKit: `DispatchQueue.main.async`).
/// 2. A read of the geometry made for another reason meanwhile (a keyboard notification, the app's
///    layout pass) is reported with ``geometryWasRead()``.
/// 3. The scheduled call asks ``scheduledReadIsDue()``: `true` when a change came after the last
///    read, so the host reads once; `false` when a read since the change made it unnecessary.
///
/// A bounds change that keeps the size (a scroll) and a change to the same value count as nothing.
package struct GeometryChangeCoalescer: Hashable, Sendable {
    /// Whether the view moved or resized since its geometry was last read.
    package private(set) var isStale = false
    /// Whether a call of ``scheduledReadIsDue()`` waits for the end of the turn.
    package private(set) var isReadScheduled = false

    /// Creates a coalescer with nothing changed and nothing scheduled.
    package init() {}

    /// The view's `center` changed.
    ///
    /// - Parameters:
    ///   - old: The center before, or `nil` when the observation had none.
    ///   - new: The center after, or `nil`.
    /// - Returns: Whether the host must schedule ``scheduledReadIsDue()`` for the end of the turn
    ///   (the first change of the turn; `false` when one is scheduled already or nothing changed).
    package mutating func centerDidChange(from old: Point?, to new: Point?) -> Bool {
        old == new ? false : geometryDidChange()
    }

    /// The view's `bounds` changed; only the sizes are compared, since a change of the origin alone
    /// is a scroll, which moves nothing on the screen.
    ///
    /// - Parameters:
    ///   - old: The bounds' size before, or `nil` when the observation had none.
    ///   - new: The bounds' size after, or `nil`.
    /// - Returns: Whether the host must schedule ``scheduledReadIsDue()`` for the end of the turn.
    package mutating func boundsDidChange(from old: Size?, to new: Size?) -> Bool {
        old == new ? false : geometryDidChange()
    }

    /// The host read the geometry now: the changes so far are in it.
    package mutating func geometryWasRead() {
        isStale = false
    }

    /// The call scheduled at the end of the turn came.
    ///
    /// - Returns: Whether the host must read the geometry: `true` when the view changed after the
    ///   last read.
    package mutating func scheduledReadIsDue() -> Bool {
        isReadScheduled = false
        return isStale
    }

    private mutating func geometryDidChange() -> Bool {
        isStale = true
        guard !isReadScheduled else { return false }
        isReadScheduled = true
        return true
    }
}
