/// The geometry of a chat screen: a message list above a composer that rides on the keyboard, as a
/// value that takes each layout of the screen and returns what to do to the list.
///
/// The composer is docked to the keyboard through Auto Layout (`UIKeyboardLayoutGuide`, iOS 15+:
/// its top edge follows the docked keyboard and rests on the safe area when the keyboard is hidden),
/// so its frame is where the keyboard is, on every frame of the keyboard's animation and of an
/// interactive dismissal. The list fills the screen behind it; the controller turns the composer's
/// top edge into the list's bottom inset, so the last message ends ``spacing`` above the composer,
/// and, when the list was scrolled to its bottom, moves the offset with the inset so the last message
/// stays in view: the list's bottom is pinned to the composer as the keyboard moves and as the
/// composer grows.
///
/// ```
/// host (each layout pass)                 controller
/// ──────────────────────────────────────  ─────────────────────────────────────────────
/// laidOut(g)                           →  covered height → inset → [.setBottomInset(i),
///                                                                   .setContentOffsetY(y)]
/// ```
///
/// - Source: Apple doc "Adjusting your layout with keyboard layout guide" (the guide tracks the
///   docked keyboard; off screen its top is the safe area's bottom); Apple doc
///   "UIScrollView.KeyboardDismissMode.interactive" (the keyboard follows the drag and no keyboard
///   notification arrives during it, so only layout passes carry the composer's position). That the
///   layout guide moves on every frame of the drag is stated in WWDC21 session 10259 and was not run
///   here.
///
/// ## Bad input
/// NaN or infinite edges count as 0 covered; a composer below the list's bottom covers nothing; a
/// negative or NaN ``spacing`` counts as 0. The inset is never negative.
public struct ComposerDocking: Sendable {
    /// The screen's geometry as the host reads it on a layout pass.
    public struct Geometry: Hashable, Sendable {
        /// The list's scroll geometry now (its adjusted insets include the inset applied before).
        public var viewport: Viewport
        /// The list's `contentInset.bottom` now.
        public var contentInsetBottom: Double
        /// The bottom edge of the list's frame, in the coordinates of the view holding list and composer.
        public var listMaxY: Double
        /// The top edge of the composer (its bar, not only the text view), in the same coordinates.
        public var composerMinY: Double

        /// Creates a geometry.
        ///
        /// - Parameters:
        ///   - viewport: The list's scroll geometry.
        ///   - contentInsetBottom: The list's own bottom content inset.
        ///   - listMaxY: The list frame's bottom edge.
        ///   - composerMinY: The composer's top edge.
        public init(viewport: Viewport, contentInsetBottom: Double, listMaxY: Double, composerMinY: Double) {
            self.viewport = viewport
            self.contentInsetBottom = contentInsetBottom
            self.listMaxY = listMaxY
            self.composerMinY = composerMinY
        }
    }

    /// What the host must do to the list, in order.
    public enum Effect: Hashable, Sendable {
        /// Set the list's `contentInset.bottom` and `verticalScrollIndicatorInsets.bottom`.
        case setBottomInset(Double)
        /// Set the list's vertical content offset, without animation.
        case setContentOffsetY(Double)
    }

    /// The space between the last message and the composer, in points; 8 by default.
    public var spacing: Double

    /// Creates a docking controller.
    ///
    /// - Parameter spacing: The space kept above the composer; NaN or negative counts as 0.
    public init(spacing: Double = 8) {
        self.spacing = spacing
    }

    /// The list's bottom content inset for a composer: the height the composer covers, plus the
    /// spacing, minus the safe area UIKit already adds to the adjusted inset.
    ///
    /// - Parameters:
    ///   - geometry: The screen as laid out.
    /// - Returns: The inset; never negative, never NaN.
    public func bottomInset(for geometry: Geometry) -> Double {
        let covered = geometry.listMaxY - geometry.composerMinY
        let safeArea = geometry.viewport.contentInset.bottom - geometry.contentInsetBottom
        let inset = Self.length(covered) + Self.length(spacing) - Self.length(safeArea)
        return max(0, inset)
    }

    /// Takes a layout pass and returns the effects that dock the list to the composer.
    ///
    /// - Parameter geometry: The screen as laid out now, the composer already where the keyboard
    ///   layout guide put it.
    /// - Returns: Nothing when the inset is already right; else the new inset and, when the list was
    ///   at its bottom, the offset that keeps it there.
    public func laidOut(_ geometry: Geometry) -> [Effect] {
        let inset = bottomInset(for: geometry)
        let current = Self.length(geometry.contentInsetBottom)
        guard abs(inset - current) >= Self.tolerance else { return [] }
        var effects = [Effect.setBottomInset(inset)]
        let before = geometry.viewport
        guard before.isAtBottom else { return effects }
        var after = before
        after.contentInset.bottom = Self.length(before.contentInset.bottom) - current + inset
        let offsetY = after.maximumContentOffsetY
        if offsetY != before.contentOffset.y { effects.append(.setContentOffsetY(offsetY)) }
        return effects
    }

    /// Inset changes below this (a quarter point) are layout noise and are skipped.
    public static let tolerance = 0.25

    private static func length(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }
}
