/// A row pinned to its on-screen position across a change of the rows, so the list does not jump.
///
/// Capture the anchor *before* a change (a row grows, rows are inserted or removed above the
/// viewport, estimates are replaced by measurements, the width changes), apply the change to
/// ``RowHeights``, then ask the anchor for the corrected viewport. The formula is the one Texture,
/// Signal and MagazineLayout use: the anchor row's distance to the top of the bounds is the same
/// before and after, `rowMinY' - offsetY' == rowMinY - offsetY`, then the offset is clamped to the
/// valid range (the only case where the anchor can move on screen). Adding the total height delta
/// to the offset, as MessageKit does, is wrong when the growth happens below the anchor.
///
/// The anchor is chosen in this order:
/// 1. the bottom of the content, when `pinsToBottom` is set and the view is at its bottom
///    (a chat list keeps the newest message in view while the composer grows);
/// 2. the row being edited, when it is visible (an editing row scrolled out of view would drag the
///    visible rows with it);
/// 3. the first row in the visible span (top bias).
///
/// ```swift
/// let anchor = ScrollAnchor(capturing: rows, viewport: viewport, editingRow: editingID)
/// rows.setMeasuredHeight(newHeight, for: editingID)
/// viewport = anchor.viewport(restoringIn: rows, from: viewport)
/// ```
public struct ScrollAnchor<ID: Hashable & Sendable>: Hashable, Sendable {
    /// What the anchor holds still.
    public enum Kind: Hashable, Sendable {
        /// A row: its top edge keeps its distance to the top of the bounds.
        case row(ID)
        /// The bottom of the content stays at the bottom of the visible span.
        case bottom
        /// Nothing (the list was empty): the offset is only clamped.
        case none
    }

    /// What the anchor holds still.
    public var kind: Kind
    /// The anchor row's top edge minus the content offset, when it was captured: its position on
    /// screen relative to the top of the bounds. 0 for ``Kind/bottom`` and ``Kind/none``.
    public var distanceFromTop: Double

    /// Creates an anchor from its parts (for tests and custom policies).
    ///
    /// - Parameters:
    ///   - kind: What the anchor holds still.
    ///   - distanceFromTop: For a row, its top edge minus the content offset.
    @inlinable public init(kind: Kind, distanceFromTop: Double = 0) {
        self.kind = kind
        self.distanceFromTop = distanceFromTop
    }

    /// Captures the anchor of a list before a change.
    ///
    /// - Parameters:
    ///   - rows: The rows before the change; rows start at content offset 0.
    ///   - viewport: The list's viewport before the change.
    ///   - editingRow: The row holding the first responder, if any. It is the anchor while any
    ///     part of it is in the visible span; an unknown ID is ignored.
    ///   - pinsToBottom: Whether the list keeps its bottom in view when it is scrolled to the
    ///     bottom (chat style). Defaults to `false`.
    /// - Complexity: O(log N) expected.
    @inlinable public init(
        capturing rows: RowHeights<ID>, viewport: Viewport, editingRow: ID? = nil, pinsToBottom: Bool = false
    ) {
        var atBottom = viewport
        atBottom.contentHeight = rows.totalHeight
        if pinsToBottom && atBottom.isAtBottom {
            self.init(kind: .bottom)
            return
        }
        let offsetY = viewport.offsetY
        if let editingRow, let (minY, height) = rows.verticalExtent(of: editingRow),
            minY < viewport.visibleMaxY, minY + height > viewport.visibleMinY
        {
            self.init(kind: .row(editingRow), distanceFromTop: minY - offsetY)
            return
        }
        guard let (id, minY) = rows.row(atOffset: max(0, viewport.visibleMinY)) else {
            self.init(kind: .none)
            return
        }
        self.init(kind: .row(id), distanceFromTop: minY - offsetY)
    }

    /// The vertical offset that keeps the anchor still after the change, clamped to the valid range.
    ///
    /// If the anchor row was removed, the current offset is only clamped.
    ///
    /// - Parameters:
    ///   - rows: The rows after the change.
    ///   - viewport: The viewport to correct: its size and insets may have changed too (the
    ///     keyboard); its `contentHeight` is ignored in favour of `rows.totalHeight`.
    /// - Returns: The corrected vertical content offset.
    /// - Complexity: O(log N) expected.
    @inlinable public func contentOffsetY(restoringIn rows: RowHeights<ID>, from viewport: Viewport) -> Double
    {
        var corrected = viewport
        corrected.contentHeight = rows.totalHeight
        switch kind {
        case .row(let id):
            guard let minY = rows.offset(of: id) else {
                return corrected.clampedContentOffsetY(viewport.offsetY)
            }
            return corrected.clampedContentOffsetY(minY - Viewport.finite(distanceFromTop))
        case .bottom:
            return corrected.maximumContentOffsetY
        case .none:
            return corrected.clampedContentOffsetY(viewport.offsetY)
        }
    }

    /// The viewport after the change: `contentHeight` set to `rows.totalHeight` and the offset
    /// from ``contentOffsetY(restoringIn:from:)``.
    ///
    /// - Parameters:
    ///   - rows: The rows after the change.
    ///   - viewport: The viewport to correct.
    /// - Returns: The corrected viewport, ready for a caret reveal and then for the shell.
    /// - Complexity: O(log N) expected.
    @inlinable public func viewport(restoringIn rows: RowHeights<ID>, from viewport: Viewport) -> Viewport {
        var corrected = viewport
        corrected.contentOffset.y = contentOffsetY(restoringIn: rows, from: viewport)
        corrected.contentHeight = rows.totalHeight
        return corrected
    }
}
