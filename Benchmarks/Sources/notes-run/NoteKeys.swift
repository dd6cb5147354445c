@_spi(Benchmarks) import BenchmarkSupport
import CCallgrind
@_spi(Benchmarks) import GrowingTextTerminal

/// The one note that `note-keys` types in: 1 KB and 10 MB of prose, the caret at the note's end, and
/// 1 KB and 10 MB of runs with every line full, the caret at the note's start: `x` (no break
/// opportunity), `é` (two bytes a cell, no break opportunity) and `中` (three bytes, two cells, a break
/// opportunity before every one, so every line is full too).
enum NoteSize: String, CaseIterable {
    case note1KB = "1KB"
    case note10MB = "10MB"
    case unbroken1KB = "x1KB"
    case unbroken10MB = "x10MB"
    case accented1KB = "e1KB"
    case accented10MB = "e10MB"
    case ideographs1KB = "cjk1KB"
    case ideographs10MB = "cjk10MB"

    /// Multilingual prose of many paragraphs, as a long note has, or a run of `x`.
    var text: String {
        switch self {
        case .note1KB: Corpus.multilingual(byteCount: 1024)
        case .note10MB: Corpus.multilingual(byteCount: 10 * 1024 * 1024)
        case .unbroken1KB: String(repeating: "x", count: 1024)
        case .unbroken10MB: String(repeating: "x", count: 10 * 1024 * 1024)
        case .accented1KB: String(repeating: "é", count: 512)
        case .accented10MB: String(repeating: "é", count: 5 * 1024 * 1024)
        case .ideographs1KB: String(repeating: "中", count: 341)
        case .ideographs10MB: String(repeating: "中", count: 10 * 1024 * 1024 / 3)
        }
    }

    /// The notes `note-keys` times: the prose and the runs of `x`.
    static let timed: [NoteSize] = [.note1KB, .note10MB, .unbroken1KB, .unbroken10MB]

    /// The letter the text repeats (`x` for the prose), which the `letter` keystroke types.
    var letter: String {
        switch self {
        case .accented1KB, .accented10MB: "\u{E9}"
        case .ideographs1KB, .ideographs10MB: "中"
        default: "x"
        }
    }

    /// Whether the caret starts at the text's start (the runs) rather than at its end (the prose).
    var caretStartsAtTextStart: Bool { self != .note1KB && self != .note10MB }

    /// The fixture: the prose notes with the caret at the end, the runs of `x` at the start.
    func fixture() -> NotesFixture {
        let fixture = NotesFixture(note: text)
        if caretStartsAtTextStart {
            fixture.jumpToFirstNote()
        }
        return fixture
    }
}

/// The keystrokes measured, each followed by its frame. Run in this order, each `count` times,
/// they leave the note as it was: x typed, deleted, a line broken, joined, the caret left and back.
enum NoteKey: String, CaseIterable {
    case insert, backspace, enter, join, left, right
    /// The text's own letter typed (``NoteSize/letter``): `x` is another kind of scalar in a run of
    /// `é` or ideographs.
    case letter

    /// Sends the keystroke to `fixture` and draws the frame that follows.
    func press(in fixture: NotesFixture, letter: String = "x") {
        switch self {
        case .insert: fixture.type("x")
        case .letter: fixture.type(letter)
        case .backspace, .join: fixture.press(.backspace)
        case .enter: fixture.press(.enter)
        case .left: fixture.press(.left)
        case .right: fixture.press(.right)
        }
    }

    /// The keystrokes `note-keys` times, in this order.
    static let timed: [NoteKey] = [.insert, .backspace, .enter, .join, .left, .right]

    /// The keystroke that comes before this one in a run of ``timed``, so that a callgrind run of
    /// one kind presses what it needs first (uncounted): Backspace deletes typed x's, join a break.
    var preparation: NoteKey? {
        switch self {
        case .backspace: .insert
        case .join: .enter
        case .right: .left
        default: nil
        }
    }
}

/// `notes-run note-keys [keystrokes]`: each key kind in a 1 KB note and in a 10 MB note, alternately,
/// five rounds; prints the median time per keystroke + frame for each and the 10 MB ÷ 1 KB ratio.
func runNoteKeys(count: Int) {
    let fixtures = NoteSize.timed.map { $0.fixture() }
    var samples: [[NoteKey: [Duration]]] = Array(repeating: [:], count: fixtures.count)
    for _ in 0..<5 {
        for (index, fixture) in fixtures.enumerated() {
            for key in NoteKey.timed {
                let duration = clock.measure { for _ in 0..<count { key.press(in: fixture) } }
                samples[index][key, default: []].append(duration / count)
            }
        }
    }
    print(
        "keystroke + frame, median of 5 rounds of \(count), caret at the end of the prose notes, at the start of the x runs:"
    )
    for key in NoteKey.timed {
        let medians = samples.map { $0[key]!.sorted()[2] }
        func ratio(_ large: Int, _ small: Int) -> String {
            String(
                format: "%.2f",
                Double(medians[large] / .nanoseconds(1)) / Double(medians[small] / .nanoseconds(1)))
        }
        let columns = zip(NoteSize.timed, medians).map { "\($0.rawValue) \(milliseconds($1))" }
        print(
            "  \(key.rawValue): \(columns.joined(separator: ", ")); 10MB / 1KB \(ratio(1, 0)), x10MB / x1KB \(ratio(3, 2))"
        )
    }
}

/// `notes-run note-key SIZE KIND [keystrokes] [right]` (SIZE a ``NoteSize``; `right` moves the caret
/// that many characters right first, uncounted: Enter inside a run rather than at its start): only the keystrokes of one kind (and their frames)
/// are collected under `valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no`.
func runNoteKey(size: NoteSize, key: NoteKey, count: Int, caretRight: Int = 0) {
    let fixture = size.fixture()
    for _ in 0..<caretRight { fixture.press(.right) }
    callgrind_start_instrumentation()
    for _ in 0..<count {
        key.preparation?.press(in: fixture, letter: size.letter)
        callgrind_toggle_collect()
        key.press(in: fixture, letter: size.letter)
        callgrind_toggle_collect()
    }
    let caret = fixture.program.list.caretPosition
    print(
        "\(key.rawValue) × \(count) in the \(size.rawValue) note: caret line \(caret.line) column \(caret.column)"
    )
}

/// `notes-run open-key SIZE KIND [keystrokes]`: the note just opened (its first frame drawn, the
/// caret at its start, a long note laid out only as far as that frame needed and no stretch of the
/// rest laid out between the keys), then the keystrokes of one kind and their frames, collected as
/// ``runNoteKey(size:key:count:caretRight:)`` collects them.
func runOpenKey(size: NoteSize, key: NoteKey, count: Int) {
    let fixture = NotesFixture(note: size.text, caretAtEnd: false)
    callgrind_start_instrumentation()
    for _ in 0..<count {
        key.preparation?.press(in: fixture, letter: size.letter)
        callgrind_toggle_collect()
        key.press(in: fixture, letter: size.letter)
        callgrind_toggle_collect()
    }
    let caret = fixture.program.list.caretPosition
    print(
        "\(key.rawValue) × \(count) in the \(size.rawValue) note just opened: caret line \(caret.line) column "
            + "\(caret.column), \(fixture.isLayingOut ? "still laying out" : "laid out")")
}
