import GrowingTextCore
import GrowingTextLayout

/// The texts the keystroke scenarios edit.
public enum EditingText: String, CaseIterable, Sendable {
    /// The 541-byte typing paragraph alone.
    case paragraph
    /// 10 KB of the multilingual corpus (many paragraphs) with the typing paragraph in its middle.
    case text10KB = "10KB"
    /// 10 MB of the multilingual corpus (many paragraphs) with the typing paragraph in its middle.
    case text10MB = "10MB"
    /// One 10 MB paragraph with no newline: the corpus with its newlines turned into spaces.
    case paragraph10MB = "paragraph10MB"
    /// 1 KB of `x`: a run with no break opportunity, every line broken where it is full. The
    /// keystroke is at its start (after the first `x`): the baseline of ``unbroken10MB``.
    case unbroken1KB = "x1KB"
    /// 10 MB of `x`, the keystroke at its start (after the first `x`): every line after it is filled
    /// to the last cell from the run's start, so a layout that re-wraps until line starts coincide
    /// re-wraps the whole run.
    case unbroken10MB = "x10MB"
    /// 10 MB of `x`, the keystroke in its middle (after 5 MB of it).
    case unbrokenMiddle10MB = "x10MB-middle"

    /// A label for benchmark names.
    public var label: String {
        switch self {
        case .paragraph: "541 B paragraph"
        case .text10KB: "10 KB text"
        case .text10MB: "10 MB text"
        case .paragraph10MB: "10 MB paragraph"
        case .unbroken1KB: "1 KB of x"
        case .unbroken10MB: "10 MB of x"
        case .unbrokenMiddle10MB: "10 MB of x, in its middle"
        }
    }
}

/// The keystrokes the scenarios measure.
public enum EditKind: String, CaseIterable, Sendable {
    /// A character typed in the middle of the paragraph.
    case insert
    /// Backspace over the character before the middle of the paragraph.
    case backspace
    /// Enter in the middle of the paragraph, splitting it in two.
    case enter
    /// Backspace at the start of the paragraph's second half, joining it to the first (the text
    /// holds a newline at the middle of the paragraph, which this deletes).
    case join
}

/// The keystroke scene: a text laid out at a terminal width and one keystroke in the middle of its
/// typing paragraph, followed by what a growing view asks next (the new content height and the
/// caret's position). A class because the benchmark keeps it across iterations: ``undo()``, run
/// outside the measured span, restores the text, so every sample edits the same text.
public final class EditingFixture {
    /// The text before the keystroke.
    public let text: String
    /// The layout, kept equal to `text` between iterations.
    public var layout: TextLayout
    /// The keystroke.
    public let edit: EditKind
    /// The UTF-8 offset of the caret before the keystroke: the character boundary nearest the middle
    /// of the typing paragraph (for ``EditKind/join``, just after the newline put there).
    public let offset: Int
    /// The UTF-8 length of the character before `offset`, which Backspace deletes.
    let previousCharacterLength: Int
    /// The wrap width in cells.
    public static let width = 80
    /// The paragraph typed into (541 UTF-8 bytes with its newline; mixed scripts and emoji, 6 lines
    /// at 80 cells), the same for every text.
    public static let typingParagraph = Corpus.multilingual(byteCount: 500, seed: 7) + "\n"

    /// Builds `text` and lays it out, ready for one `edit`.
    public init(text kind: EditingText, edit: EditKind) {
        let paragraph = Array(Self.typingParagraph.utf8)
        var middle = Self.middle(of: Self.typingParagraph)
        var typing = paragraph
        if edit == .join {
            typing.insert(0x0A, at: middle)
            middle += 1
        }
        var before: [UInt8] = []
        var after: [UInt8] = []
        switch kind {
        case .paragraph:
            typing.removeLast()  // the paragraph alone: no newline after it
        case .text10KB, .text10MB, .paragraph10MB:
            let total = kind == .text10KB ? 10 * 1024 : 10 * 1024 * 1024
            var corpus = Array(Corpus.multilingual(byteCount: max(0, total - typing.count)).utf8)
            if kind == .paragraph10MB {
                corpus = corpus.map { $0 == 0x0A ? 0x20 : $0 }
                typing[typing.count - 1] = 0x20
            }
            let split =
                corpus[..<(corpus.count / 2)].lastIndex(of: kind == .paragraph10MB ? 0x20 : 0x0A)
                .map { $0 + 1 } ?? 0
            before = Array(corpus[..<split])
            after = Array(corpus[split...])
        case .unbroken1KB, .unbroken10MB:
            // The keystroke after the first x (for join, a newline put there).
            typing = edit == .join ? [0x0A] : []
            middle = typing.count
            before = [0x78]
            after = Array(repeating: 0x78, count: (kind == .unbroken1KB ? 1024 : 10 * 1024 * 1024) - 1)
        case .unbrokenMiddle10MB:
            typing = edit == .join ? [0x0A] : []
            middle = typing.count
            before = Array(repeating: 0x78, count: 5 * 1024 * 1024)
            after = before
        }
        let text = String(decoding: before + typing, as: UTF8.self) + String(decoding: after, as: UTF8.self)
        self.text = text
        self.edit = edit
        offset = before.count + middle
        let prefix = String(decoding: (before + typing)[..<offset], as: UTF8.self)
        previousCharacterLength = prefix.last.map { $0.utf8.count } ?? 0
        layout = TextLayout(text: text, width: Self.width)
    }

    /// Performs the keystroke, then asks for the new content height and the caret's position.
    @inline(never)
    public func perform() -> (height: Double, caret: CaretPosition) {
        let caret: Int
        switch edit {
        case .insert:
            layout.replaceCharacters(in: offset..<offset, with: "x")
            caret = offset + 1
        case .backspace:
            layout.replaceCharacters(in: offset - previousCharacterLength..<offset, with: "")
            caret = offset - previousCharacterLength
        case .enter:
            layout.replaceCharacters(in: offset..<offset, with: "\n")
            caret = offset + 1
        case .join:
            layout.replaceCharacters(in: offset - 1..<offset, with: "")
            caret = offset - 1
        }
        return (layout.contentHeight(lineHeight: 17), layout.position(of: Caret(offset: caret)))
    }

    /// Undoes what ``perform()`` did, restoring the original text.
    public func undo() {
        switch edit {
        case .insert, .enter:
            layout.replaceCharacters(in: offset..<offset + 1, with: "")
        case .backspace:
            let start = offset - previousCharacterLength
            let utf8 = text.utf8
            let deleted = text[
                utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: offset)]
            layout.replaceCharacters(in: start..<start, with: String(deleted))
        case .join:
            layout.replaceCharacters(in: offset - 1..<offset - 1, with: "\n")
        }
    }

    /// The UTF-8 offset of the last character boundary at or before the middle of `paragraph`.
    static func middle(of paragraph: String) -> Int {
        var offset = 0
        for character in paragraph {
            let next = offset + character.utf8.count
            if next > paragraph.utf8.count / 2 {
                break
            }
            offset = next
        }
        return offset
    }
}

extension EditingFixture {
    /// Whether the layout after ``perform()`` and after ``undo()`` equals a layout of the same text
    /// made from scratch (lines, paragraph count, height and caret): the scenario's result check.
    public func verify() -> Bool {
        let result = perform()
        let edited = TextLayout(text: layout.text, width: Self.width)
        let caret = edited.position(of: Caret(offset: expectedCaretOffset))
        guard layout.lines == edited.lines, layout.paragraphCount == edited.paragraphCount,
            result.height == edited.contentHeight(lineHeight: 17), result.caret == caret,
            layout.text.utf8.count == text.utf8.count + expectedLengthChange
        else { return false }
        undo()
        let restored = TextLayout(text: text, width: Self.width)
        return layout.text == text && layout.lines == restored.lines
            && layout.paragraphCount == restored.paragraphCount
    }

    private var expectedCaretOffset: Int {
        switch edit {
        case .insert, .enter: offset + 1
        case .backspace: offset - previousCharacterLength
        case .join: offset - 1
        }
    }

    private var expectedLengthChange: Int {
        switch edit {
        case .insert, .enter: 1
        case .backspace: -previousCharacterLength
        case .join: -1
        }
    }
}

/// Typing on: characters typed one after another at the caret in the middle of the typing paragraph,
/// each keystroke followed by what a growing view asks next (the content height and the caret). No
/// undo between keystrokes, so the costs that come with typing on count too: a word pushed onto the
/// next line, the paragraph's line count changing, the gap buffer widening.
public final class TypingFixture {
    /// The layout being typed into.
    public var layout: TextLayout
    /// The text, kept equal to the layout's for ``verify()``.
    public private(set) var text: String
    /// The caret's UTF-8 offset.
    public private(set) var caret: Int
    /// What is typed, a character at a time, over and over: words of several scripts and spaces.
    public static let typed = Array("Typing on, 日本語のテキスト, and a word or two more. ")
    private var next = 0

    /// The text of `kind` laid out at ``EditingFixture/width``, the caret at the middle of its typing
    /// paragraph.
    public init(text kind: EditingText) {
        let fixture = EditingFixture(text: kind, edit: .insert)
        layout = fixture.layout
        text = fixture.text
        caret = fixture.offset
    }

    /// Types the next character.
    @inline(never)
    public func typeNext() -> (height: Double, caret: CaretPosition) {
        let character = String(Self.typed[next % Self.typed.count])
        next += 1
        layout.replaceCharacters(in: caret..<caret, with: character)
        caret += character.utf8.count
        return (layout.contentHeight(lineHeight: 17), layout.position(of: Caret(offset: caret)))
    }

    /// Whether the layout equals a layout of the same text made from scratch (lines, height, caret):
    /// the scenario's result check. Rebuilds the expected text from what was typed.
    public func verify() -> Bool {
        var expected = text
        let typed = (0..<next).map { String(Self.typed[$0 % Self.typed.count]) }.joined()
        let utf8 = expected.utf8
        let start = caret - typed.utf8.count
        expected.insert(contentsOf: typed, at: utf8.index(utf8.startIndex, offsetBy: start))
        let fresh = TextLayout(text: expected, width: EditingFixture.width)
        return layout.text == expected && layout.lines == fresh.lines
            && layout.position(of: Caret(offset: caret)) == fresh.position(of: Caret(offset: caret))
    }
}
