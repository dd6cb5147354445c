@_spi(Benchmarks) import BenchmarkSupport
import CCallgrind
@_spi(Benchmarks) import GrowingTextTerminal

/// `growtext prompt` holding one of the ``NoteSize`` texts, drawn inline at 80 × 24: the caret at the
/// end of the prose texts (where the prompt opens), at the start of the runs (Ctrl+Home).
func promptDriver(for size: NoteSize) -> PromptKeystrokeDriver {
    var driver = PromptKeystrokeDriver(text: size.text)
    if size.caretStartsAtTextStart {
        driver.handle(.key(KeyPress(.home, .control)))
    }
    return driver
}

extension NoteKey {
    /// Sends the keystroke to the prompt and draws the frame that follows. Enter submits in the
    /// prompt, so a line break is Ctrl+J, as a user types one there (Alt+Enter does the same).
    func press(in driver: inout PromptKeystrokeDriver, letter: String = "x") {
        switch self {
        case .insert: driver.handle(.text("x"))
        case .letter: driver.handle(.text(letter))
        case .backspace, .join: driver.handle(.key(KeyPress(.backspace)))
        case .enter: driver.handle(.key(KeyPress(.character("j"), .control)))
        case .left: driver.handle(.key(KeyPress(.left)))
        case .right: driver.handle(.key(KeyPress(.right)))
        }
    }
}

/// `notes-run prompt-key SIZE KIND [keystrokes] [right|middle]`: as `note-key` (`middle` puts the caret at
/// the text's middle character first, as a click would), in `growtext prompt`'s editing path
/// (the prompt program and its inline frame); only the keystrokes of one kind and their frames are
/// collected under `valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no`.
func runPromptKey(size: NoteSize, key: NoteKey, count: Int, caretRight: Int = 0, caretAtMiddle: Bool = false)
{
    var driver = promptDriver(for: size)
    for _ in 0..<caretRight { driver.handle(.key(KeyPress(.right))) }
    if caretAtMiddle {
        // The middle character's start: a run's letters are one UTF-16 unit each.
        let text = size.text
        driver.placeCaret(
            atUTF16Offset: text.utf16.distance(
                from: text.startIndex, to: text.index(text.startIndex, offsetBy: text.count / 2)))
    }
    callgrind_start_instrumentation()
    for _ in 0..<count {
        key.preparation?.press(in: &driver, letter: size.letter)
        callgrind_toggle_collect()
        key.press(in: &driver, letter: size.letter)
        callgrind_toggle_collect()
    }
    let caret = driver.caret
    print(
        "\(key.rawValue) × \(count) in the \(size.rawValue) prompt: caret line \(caret.line) column \(caret.column)"
    )
}
