extension GrowingTextController {
    /// What the host measured about the content at one width.
    ///
    /// Heights are in the host's units (points on iOS, cells in a terminal) and include the vertical
    /// text container insets, as `UITextView.sizeThatFits(_:)` returns them. Bad numbers (NaN,
    /// negative) count as 0, as in ``ContentMeasurement``.
    public struct Measurement: Hashable, Sendable {
        /// The width the content was measured at: `FittingWidth.widthToMeasure(current:)` of the
        /// view's width. A layout pass at a width that would be measured differently measures again.
        public var width: Double
        /// The height of the text, insets included.
        public var contentHeight: Double
        /// The heights of the real lines at ``width``, top first, where the host has them, each from
        /// its top to the next line's top (so they hold the line spacing wherever TextKit puts it,
        /// and the height of fallback fonts and attachments); empty when it has not.
        public var lineFragmentHeights: [Double]
        /// The height of the placeholder, insets included; 0 when there is none.
        public var placeholderHeight: Double
        /// The height of a line past the real line fragments, as the paragraph style makes it; `nil`
        /// (the default) leaves ``GrowthPolicy/lineHeight`` to the configuration.
        package var lineHeight: Double?
        /// Whether the text is empty.
        public var isTextEmpty: Bool

        /// Creates a measurement.
        ///
        /// - Parameters:
        ///   - width: The width measured at.
        ///   - contentHeight: The text's height, insets included.
        ///   - lineFragmentHeights: The real line fragment heights, top first; none by default.
        ///   - placeholderHeight: The placeholder's height, insets included; 0 by default.
        ///   - isTextEmpty: Whether the text is empty; `false` by default.
        public init(
            width: Double, contentHeight: Double, lineFragmentHeights: [Double] = [],
            placeholderHeight: Double = 0, isTextEmpty: Bool = false
        ) {
            self.width = width
            self.contentHeight = contentHeight
            self.lineFragmentHeights = lineFragmentHeights
            self.placeholderHeight = placeholderHeight
            self.isTextEmpty = isTextEmpty
        }

        /// The measurement as ``GrowthPolicy/resolve(_:)`` takes it.
        var content: ContentMeasurement {
            ContentMeasurement(
                contentHeight: contentHeight, placeholderHeight: placeholderHeight, isTextEmpty: isTextEmpty)
        }
    }

    /// The scroll view's state as the host reads it at the moment of an event.
    public struct ScrollState: Hashable, Sendable {
        /// The bounds' size as they are now (they may lag behind the resolved height until the next
        /// layout pass).
        public var bounds: Size
        /// The vertical content offset.
        public var contentOffsetY: Double
        /// The adjusted content inset (UIKit's `adjustedContentInset`, alignment inset included).
        public var adjustedContentInset: Insets
        /// The caret (end of the selection) in content coordinates, or `nil` when the view is not
        /// editing. On TextKit 2 the host lays the text out up to the caret before reading it.
        public var caret: Rect?

        /// Creates a scroll state.
        ///
        /// - Parameters:
        ///   - bounds: The bounds' size.
        ///   - contentOffsetY: The vertical content offset; 0 by default.
        ///   - adjustedContentInset: The adjusted content inset; none by default.
        ///   - caret: The caret in content coordinates; `nil` (not editing) by default.
        public init(
            bounds: Size, contentOffsetY: Double = 0, adjustedContentInset: Insets = .zero, caret: Rect? = nil
        ) {
            self.bounds = bounds
            self.contentOffsetY = contentOffsetY
            self.adjustedContentInset = adjustedContentInset
            self.caret = caret
        }
    }

    /// Why the host measured the content.
    public enum MeasurementReason: Hashable, Sendable {
        /// The user edited the text (typing, paste, dictation, an accepted cut): the change may
        /// animate and the caret is revealed.
        case edit
        /// The app set the text in code: no animation, the caret is revealed.
        case textSetInCode
        /// Something else that changes the layout: the width, the font, insets, Dynamic Type,
        /// attributes, exclusion paths, the placeholder. No animation, no caret reveal.
        case layoutChange
    }

    /// The text as it is after a change (UIKit's `textDidChangeNotification`, or text set in code).
    public struct TextChange: Hashable, Sendable {
        /// Who or what made a change, which decides whether and when the maximum length cuts it.
        public enum Source: Hashable, Sendable {
            /// The user's input: keys, paste, autocorrection, drops, an input method's commit. Cut
            /// at once.
            case user
            /// Dictation while it runs: cut once it ends (``Event/dictationEnded(text:)``), since
            /// changing the text meanwhile breaks it.
            case dictation
            /// An undo or a redo: never cut, since a change made meanwhile would land on the other
            /// stack, and what it brings back was there before.
            case undoOrRedo
            /// The app's code: never cut.
            case code
        }

        /// The text after the change.
        public var text: String
        /// The range, in UTF-16 code units of ``text``, that the change left (UIKit's
        /// `NSTextStorage.editedRange`), or `nil` when the host does not know it; then nothing is cut.
        public var editedRange: Range<Int>?
        /// How much the change lengthened the text, in UTF-16 code units (UIKit's
        /// `NSTextStorage.changeInLength`); negative when it shortened it.
        public var changeInLength: Int
        /// The marked (input-method or inline-prediction) range in UTF-16 code units, or `nil` when
        /// nothing is marked. Marked text is not the user's until committed: the limit never counts
        /// it, and cuts nothing while anything is marked.
        public var markedRange: Range<Int>?
        /// Who made the change.
        public var source: Source

        /// Creates a text change.
        ///
        /// - Parameters:
        ///   - text: The text after the change.
        ///   - editedRange: The edited UTF-16 range of `text`; `nil` (unknown) by default.
        ///   - changeInLength: The change in length in UTF-16 code units; 0 by default.
        ///   - markedRange: The marked UTF-16 range; `nil` by default.
        ///   - source: Who made the change; the user by default.
        public init(
            text: String, editedRange: Range<Int>? = nil, changeInLength: Int = 0,
            markedRange: Range<Int>? = nil,
            source: Source = .user
        ) {
            self.text = text
            self.editedRange = editedRange
            self.changeInLength = changeInLength
            self.markedRange = markedRange
            self.source = source
        }
    }

    /// Something that happened to the growing text view, in the order the host's platform delivers
    /// it.
    public enum Event: Hashable, Sendable {
        /// The app changed a limit, the font, the insets, the alignment, an editing rule, or the
        /// display scale changed.
        case configurationChanged(Configuration)
        /// The host measured the content (after an edit, text set in code, or a layout change).
        case contentMeasured(Measurement, ScrollState, reason: MeasurementReason)
        /// A layout pass reached the view (UIKit's `layoutSubviews`), with the real bounds.
        case layoutPass(ScrollState)
        /// The layout pass scheduled by ``Effect/scheduleLayoutCompletion`` is over.
        case layoutCompleted
        /// The constraint update pass reached the view (UIKit's `updateConstraints`).
        case constraintsUpdate
        /// The text changed: the user edited it, composition moved on, dictation or undo changed it,
        /// or code set it. What a user's change inserted past the maximum length is cut back
        /// (``Effect/replaceText(range:with:caret:)``); see <doc:TextController> for the rule.
        case textChanged(TextChange)
        /// Dictation ended (UIKit: the input mode changed from dictation): what it inserted past the
        /// maximum length is cut now.
        case dictationEnded(text: String)
        /// Something changed the text's layout without an edit or a configuration change: attributes
        /// edited in the text storage (mention highlighting), exclusion paths, line fragment padding.
        /// The content is measured again in the next layout pass.
        case contentInvalidated
        /// The text size changed (Dynamic Type: UIKit's `UIContentSizeCategory.didChangeNotification`).
        /// In the next layout pass the host reloads its configuration (``Effect/reloadConfiguration``)
        /// and measures again; the new height never animates.
        case contentSizeCategoryChanged
        /// The caret moved without an edit (arrow keys); it is revealed at the next layout pass.
        case selectionChanged
        /// The view's cell is about to show another row (UIKit's `prepareForReuse()`): the content
        /// goes back to its top, and nothing pending about the old row's text carries over.
        case prepareForReuse(ScrollState)
        /// An undo or a redo group is over (UIKit's `NSUndoManagerDidUndoChange` or
        /// `NSUndoManagerDidRedoChange`, or the end of the layout pass its edits asked for, or the
        /// next change): the host measures its steps next, as one change with
        /// ``MeasurementReason/edit``. That
        /// change is no key the user typed: the view may be settling it as it resigns inside a list's
        /// update, so its container resizes on a later turn
        /// (``Effect/resizeContainer(_:byEditing:)`` with `byEditing` false).
        case undoGroupEnded
        /// Editing is about to end (UIKit's `resignFirstResponder()`, before the app's delegate hears
        /// that it ended): the text is trimmed if ``EditingPolicy/trimsWhitespaceOnEndEditing`` says so.
        case editingWillEnd(text: String)
        /// The view's container (a list cell) starts fitting itself, which may lay the view out at a
        /// height that is not its row's (the old one, while the row resizes), or its list holds the
        /// row at its old height until the list can resize it: layout passes until the matching
        /// ``containerDidResize`` settle nothing (no scrolling switch, no caret reveal). The two
        /// nest (a cell fits itself while its list holds its row); ``prepareForReuse(_:)`` ends
        /// every one still open.
        case containerWillResize
        /// The container's fitting is over, or its list resized the row: once no resize is open, the
        /// next layout pass, at the real bounds, settles.
        case containerDidResize
    }
}
