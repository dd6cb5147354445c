extension GrowingTextViewAdapter {
    /// The view's text without the stretch an input method marks (a composition, an inline
    /// prediction) and without dictation's placeholder: what the user has committed, as
    /// ``EditingPolicy`` and ``DictationPlaceholder`` define it. `GrowingTextView`'s `committedText`
    /// reads it.
    package var committedText: String {
        let text = DictationPlaceholder.removing(
            dictationPlaceholderUTF16Range, from: surface.currentText,
            markedRange: surface.markedTextUTF16Range)
        return EditingPolicy.committedText(text.text, markedRange: text.markedRange)
    }
}
