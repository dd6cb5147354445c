// API replaced since 0.1.0, kept for one minor version so that the compiler names the
// replacement. Each traps if ever reached, which the compiler prevents. The controller's state
// (`measurement`, `resolution`, `isScrollEnabled`, `alignmentInset`, `bounds`) is no longer public:
// the effects carry what a host applies.
extension GrowingTextController.TextChange {
    /// Replaced: a change says who made it (``Source``) and what it edited.
    @available(
        *, unavailable,
        message:
            "use init(text:editedRange:changeInLength:markedRange:source:); isUserEdit: false is source: .code"
    )
    public init(text: String, markedRange: Range<Int>? = nil, isUserEdit: Bool) {
        fatalError("unavailable")
    }

    /// Replaced by ``source``.
    @available(*, unavailable, message: "use source (isUserEdit: false is source == .code)")
    public var isUserEdit: Bool { fatalError("unavailable") }
}

extension GrowingTextController.Event {
    /// Gone: nothing sent it; the controller learns the view's bounds from its layout passes.
    @available(*, unavailable, message: "send layoutPass(_:) from the view's layout pass instead")
    public static func boundsChanged(_ size: Size) -> Self {
        fatalError("unavailable")
    }
}

extension GrowingTextController {
    /// Moved to the SwiftUI editor's binding rule.
    @available(*, unavailable, renamed: "EditorBindingRule.selection(restoring:from:to:)")
    public static func selection(restoring selection: Range<Int>, from oldText: String, to newText: String)
        -> Range<Int>
    {
        fatalError("unavailable")
    }

    /// Replaced by the SwiftUI editor's binding rule.
    @available(
        *, unavailable,
        message:
            "use EditorBindingRule.writeBack(_:viewText:markedRange:selection:) and EditorBindingRule.committedText(_:markedRange:)"
    )
    public static func selectionAfterBindingUpdate(
        _ bindingText: String, viewText: String, selection: Range<Int>, isComposing: Bool, isPublishing: Bool
    ) -> Range<Int> {
        fatalError("unavailable")
    }
}
