#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    extension GrowingTextView {
        /// The text the user has committed: ``text`` without the stretch the keyboard marks. Read it,
        /// not ``text``, when a composer sends.
        ///
        /// On iOS 17 and later the keyboard shows an inline prediction (the likely rest of a word, or
        /// the next word) in grey after the caret, as marked text (`markedTextRange`). During ordinary
        /// typing it is part of ``text`` for most keystrokes, until the user accepts it with a space or
        /// types on. A Send button that reads ``text`` sends words the user never accepted. This
        /// property leaves the marked stretch out, and changes nothing: reading it neither accepts nor
        /// drops the prediction.
        ///
        /// Why not commit the marked text first (`unmarkText()`), as UIKit does when editing ends:
        /// that puts the unaccepted prediction into the message (a whole predicted word the user never
        /// began included, where this property sends a begun word as far as it was typed), and chat
        /// apps that unmark before sending still report corrupted messages with predictions on iOS 17.
        /// Reading the committed text needs no call into the input system at all. After sending, set
        /// ``text`` to the empty string: setting the text ends the marked stretch with the rest.
        ///
        /// An input method's composition still being converted (Chinese, Japanese, Korean) is marked
        /// text too, and is left out the same way: it is provisional text, UIKit's definition of
        /// marked text, and what converting it gives is not known until the user confirms it (Return
        /// confirms a composition). So a Send during a composition sends what was confirmed before it,
        /// and clearing the composer afterwards discards the unconfirmed composition with the rest.
        /// ``GrowingTextEditor``'s binding holds the same text, so both composers send the same thing.
        ///
        /// Dictation's placeholder, the object character (U+FFFC) UIKit shows where the speech goes
        /// until the first result replaces it, is left out too: a Send as dictation starts sends what
        /// the user had, and the results streamed so far count. An attachment of the user's counts.
        ///
        /// A marked range that only partly covers a character (an emoji, a letter with its accents)
        /// keeps that character whole. <doc:ChatComposer> shows a whole Send.
        public var committedText: String { adapter.committedText }
    }
#endif
