extension GrowingTextViewAdapter {
    /// The view's text without the stretch an input method marks (a composition, an inline
    /// prediction): what the user has committed, as ``EditingPolicy`` defines it. `GrowingTextView`'s
    /// `committedText` reads it.
    package var committedText: String {
        EditingPolicy.committedText(surface.currentText, markedRange: surface.markedTextUTF16Range)
    }
}
