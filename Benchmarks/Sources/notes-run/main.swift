@_spi(Benchmarks) import BenchmarkSupport
import Foundation
@_spi(Benchmarks) import GrowingTextTerminal

/// `growtext notes` on a 7.6 MB file of 20,000 notes, without a terminal: each scenario runs the
/// program's code path (``NotesFixture``) and prints its wall-clock time next to the baseline's in
/// the same run. For instruction counts, run one scenario under
/// `valgrind --tool=callgrind --toggle-collect='*NotesFixture*<function>*'` (see README.md).
let usage = """
    usage: notes-run generate FILE            write the deterministic 7.6 MB file of 20,000 notes
           notes-run first-frame FILE         read + decode + build + first frame
           notes-run baseline FILE            measure every note, as the list did before
           notes-run resize FILE              80x24 -> 100x40 -> 80x24, a frame each
           notes-run jump FILE                Ctrl+End, Ctrl+Home, a frame each
           notes-run type FILE [keystrokes]   Ctrl+End, then type characters, a frame each
           notes-run save FILE                one atomic save of the whole list (writes FILE)
           notes-run generate-large FILE      write the deterministic 56 MB file of 100,000 notes
           notes-run save-typing FILE         a keystroke as a save starts: the save on the typing
                                              path (baseline), then Ctrl+S and keys during the
                                              background save (writes FILE)
           notes-run all FILE                 every timed scenario above, in one process
           notes-run generate-text FILE BYTES  BYTES of multilingual prose as plain text (peers.sh)
           notes-run generate-note FILE BYTES  the same prose as one note
           notes-run generate-notes FILE BYTES the same prose as one note per paragraph
           notes-run note-keys [keystrokes]   each key in a 1 KB note and a 10 MB note, same run
           notes-run note-key SIZE insert|letter|backspace|enter|join|left|right [keystrokes] [right]
                                              one kind, collected for callgrind (--collect-atstart=no);
                                              SIZE: 1KB|10MB (prose, caret at the end), x1KB|x10MB,
                                              e1KB|e10MB, cjk1KB|cjk10MB (runs, caret at the start);
                                              [right]: the caret moved that many characters right first
           notes-run open-key SIZE KIND [keystrokes]
                                              as note-key, in the note just opened: the caret at
                                              its start, the rest of a long note not laid out yet
           notes-run lay-out FILE             first frame, then the rest of the current note laid
                                              out a stretch and a frame at a time, as between keys
           notes-run prompt-key SIZE KIND [keystrokes] [right|middle]
                                              the same in growtext prompt (inline frame; Enter is Ctrl+J)
    """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "note-keys" {
    runNoteKeys(count: arguments.count > 1 ? Int(arguments[1]) ?? 20 : 20)
    exit(0)
}
if arguments.first == "open-key", arguments.count >= 3, let size = NoteSize(rawValue: arguments[1]),
    let key = NoteKey(rawValue: arguments[2])
{
    runOpenKey(size: size, key: key, count: arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1)
    exit(0)
}
if arguments.first == "note-key" || arguments.first == "prompt-key", arguments.count >= 3,
    let size = NoteSize(rawValue: arguments[1]), let key = NoteKey(rawValue: arguments[2])
{
    let count = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
    if arguments.count > 4 && arguments[4] == "middle" {
        // The caret at the text's middle character, placed as a click would (the prompt only).
        guard arguments.first == "prompt-key" else {
            print("middle: the prompt only (the notes reach a caret offset by key presses)")
            exit(2)
        }
        runPromptKey(size: size, key: key, count: count, caretAtMiddle: true)
        exit(0)
    }
    let caretRight = arguments.count > 4 ? Int(arguments[4]) ?? 0 : 0
    if arguments.first == "note-key" {
        runNoteKey(size: size, key: key, count: count, caretRight: caretRight)
    } else {
        runPromptKey(size: size, key: key, count: count, caretRight: caretRight)
    }
    exit(0)
}
guard arguments.count >= 2 else {
    print(usage)
    exit(2)
}
let path = arguments[1]
let clock = ContinuousClock()

func milliseconds(_ duration: Duration) -> String {
    let value = Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
    return String(format: "%.3f ms", value)
}

@discardableResult
func timed<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
    var result: T?
    let duration = try clock.measure { result = try body() }
    print("\(label): \(milliseconds(duration))")
    return result!
}

func runFirstFrame() {
    let (_, program, _, bytes) = timed("first frame (read + decode + build + draw)") {
        NotesFixture.openAndDrawFirstFrame(path: path)
    }
    print(
        "  \(program.list.count) notes, \(bytes.count) bytes drawn, \(program.list.loadedNoteCount) notes laid out"
    )
}

/// The first frame, then what the run loop does between keys until the current note is laid out:
/// a stretch and a frame at a time.
func runLayOut() {
    let fixture = timed("first frame (read + decode + build + draw)") { NotesFixture(path: path) }
    var stretches: [Duration] = []
    while fixture.isLayingOut {
        stretches.append(clock.measure { fixture.layOutStretch() })
    }
    let total = stretches.reduce(Duration.zero, +)
    print(
        "  the rest laid out in \(stretches.count) stretches + frames: \(milliseconds(total)), "
            + "the longest \(milliseconds(stretches.max() ?? .zero))")
}

func runBaseline() {
    let notes = timed("read + decode") { (try? NotesStore(path: path).load()) ?? [] }
    timed("list + first frame from decoded notes") {
        NotesFixture.buildListAndDrawFirstFrame(notes: notes, store: NotesStore(path: path))
    }
    let rows = timed("baseline: measure every note") { NotesFixture.measureEveryNote(notes) }
    print("  \(rows) rows in all")
}

/// The keystroke typed as a save starts, before (the save on the typing path) and after (the save on
/// a background thread), in the same run on the same file; then every key typed while the
/// background save runs, one every 2 ms.
func runSaveWhileTyping() {
    let fixture = NotesFixture(path: path)
    fixture.jumpToLastNote()
    timed("before: save on the typing path, then a keystroke + frame") { fixture.saveThenType() }
    let start = clock.now
    timed("after: Ctrl+S (snapshot, background save starts), then a keystroke + frame") {
        fixture.startSaveThenType()
    }
    var keys: [Duration] = []
    while fixture.isSaving {
        keys.append(clock.measure { fixture.typeCharacter() })
        usleep(2_000)
    }
    fixture.waitForSave()
    print("  background save done after \(milliseconds(clock.now - start))")
    keys.sort()
    if let slowest = keys.last {
        print(
            "  \(keys.count) keystrokes + frames during the save: median \(milliseconds(keys[keys.count / 2])), "
                + "slowest \(milliseconds(slowest))")
    }
}

if let form = LargeNotes.Form(rawValue: arguments[0]) {
    guard arguments.count == 3, let byteCount = Int(arguments[2]) else {
        print(usage)
        exit(2)
    }
    let (bytes, notes) = try LargeNotes.write(form, byteCount: byteCount, to: path)
    print("\(path): \(bytes) bytes, \(notes) notes")
    exit(0)
}

switch arguments[0] {
case "generate":
    let bytes = try NotesFixture.writeFile(path: path)
    print("\(path): \(bytes) bytes, \(NotesFixture.noteCount) notes")
case "generate-large":
    let bytes = try NotesFixture.writeFile(path: path, count: 100_000, maximumBytes: 1100)
    print("\(path): \(bytes) bytes, 100000 notes")
case "save-typing":
    runSaveWhileTyping()
case "first-frame":
    runFirstFrame()
case "lay-out":
    runLayOut()
case "baseline":
    runBaseline()
case "resize":
    let fixture = NotesFixture(path: path)
    timed("resize to 100x40") { fixture.resize(to: NotesFixture.resizedSize) }
    timed("resize back to 80x24") { fixture.resize(to: NotesFixture.size) }
case "jump":
    let fixture = NotesFixture(path: path)
    timed("Ctrl+End (last note)") { fixture.jumpToLastNote() }
    timed("Ctrl+Home (first note)") { fixture.jumpToFirstNote() }
case "type":
    let fixture = NotesFixture(path: path)
    fixture.jumpToLastNote()
    let count = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
    let duration = clock.measure { for _ in 0..<count { fixture.typeCharacter() } }
    print("type a character + frame: \(milliseconds(duration / count)) per keystroke (\(count) keystrokes)")
case "save":
    let fixture = NotesFixture(path: path)
    timed("atomic save") { fixture.save() }
case "all":
    runFirstFrame()
    runBaseline()
    let fixture = NotesFixture(path: path)
    timed("resize to 100x40") { fixture.resize(to: NotesFixture.resizedSize) }
    timed("resize back to 80x24") { fixture.resize(to: NotesFixture.size) }
    timed("Ctrl+End (last note)") { fixture.jumpToLastNote() }
    timed("Ctrl+Home (first note)") { fixture.jumpToFirstNote() }
    let duration = clock.measure { for _ in 0..<100 { fixture.typeCharacter() } }
    print("type a character + frame: \(milliseconds(duration / 100)) per keystroke (100 keystrokes)")
    timed("atomic save") { fixture.save() }
default:
    print(usage)
    exit(2)
}
