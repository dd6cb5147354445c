// Methods replaced since 0.1.0, kept for one minor version so that the compiler names the
// replacement. Each traps if ever reached, which the compiler prevents.
extension EditingPolicy {
    /// Replaced by the UTF-16 offsets overload, the one every host measures in.
    @available(
        *, unavailable,
        message:
            "use acceptedEdit(replacingUTF16:with:in:isComposing:) with UTF-16 offsets (String.Index(utf16Offset:in:) and utf16Offset(in:) convert)"
    )
    public func acceptedEdit(
        replacing range: Range<String.Index>, with replacement: String, in text: String,
        isComposing: Bool = false
    ) -> AcceptedEdit {
        fatalError("unavailable")
    }

    /// Replaced: the placeholder needs only whether the text is empty.
    @available(*, unavailable, message: "use showsPlaceholder(isTextEmpty: text.isEmpty, isEditing:)")
    public func showsPlaceholder(for text: String, isEditing: Bool) -> Bool {
        fatalError("unavailable")
    }
}
