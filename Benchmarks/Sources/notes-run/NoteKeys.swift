import BenchmarkSupport
import CCallgrind
import GrowingTextTerminal

/// The sizes of the one note that `note-keys` types in: the issue's 1 KB and 10 MB notes.
enum NoteSize: String, CaseIterable {
    case note1KB = "1KB"
    case note10MB = "10MB"

    /// Multilingual prose of many paragraphs, as a long note has.
    var text: String {
        Corpus.multilingual(byteCount: self == .note1KB ? 1024 : 10 * 1024 * 1024)
    }
}

/// The keystrokes measured, each followed by its frame. Run in this order, each `count` times,
/// they leave the note as it was: x typed, deleted, a line broken, joined, the caret left and back.
enum NoteKey: String, CaseIterable {
    case insert, backspace, enter, join, left, right

    /// Sends the keystroke to `fixture` and draws the frame that follows.
    func press(in fixture: NotesFixture) {
        switch self {
        case .insert: fixture.type("x")
        case .backspace, .join: fixture.press(.backspace)
        case .enter: fixture.press(.enter)
        case .left: fixture.press(.left)
        case .right: fixture.press(.right)
        }
    }

    /// The keystroke that comes before this one in a run of ``allCases``, so that a callgrind run of
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
    let fixtures = NoteSize.allCases.map { NotesFixture(note: $0.text) }
    var samples: [[NoteKey: [Duration]]] = Array(repeating: [:], count: fixtures.count)
    for _ in 0..<5 {
        for (index, fixture) in fixtures.enumerated() {
            for key in NoteKey.allCases {
                let duration = clock.measure { for _ in 0..<count { key.press(in: fixture) } }
                samples[index][key, default: []].append(duration / count)
            }
        }
    }
    print("keystroke + frame, median of 5 rounds of \(count), caret at the end of the note:")
    for key in NoteKey.allCases {
        let medians = samples.map { $0[key]!.sorted()[2] }
        let ratio = Double(medians[1] / .nanoseconds(1)) / Double(medians[0] / .nanoseconds(1))
        let columns = zip(NoteSize.allCases, medians).map { "\($0.rawValue) \(milliseconds($1))" }
        print(
            "  \(key.rawValue): \(columns.joined(separator: ", ")); 10MB / 1KB \(String(format: "%.2f", ratio))"
        )
    }
}

/// `notes-run note-key 1KB|10MB KIND [keystrokes]`: only the keystrokes of one kind (and their frames)
/// are collected under `valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no`.
func runNoteKey(size: NoteSize, key: NoteKey, count: Int) {
    let fixture = NotesFixture(note: size.text)
    callgrind_start_instrumentation()
    for _ in 0..<count {
        key.preparation?.press(in: fixture)
        callgrind_toggle_collect()
        key.press(in: fixture)
        callgrind_toggle_collect()
    }
    let caret = fixture.program.list.caretPosition
    print(
        "\(key.rawValue) × \(count) in the \(size.rawValue) note: caret line \(caret.line) column \(caret.column)"
    )
}
