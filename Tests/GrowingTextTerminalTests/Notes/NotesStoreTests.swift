import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

@Suite("Notes store")
struct NotesStoreTests {
    @Test func encodesPrettyPrintedUTF8WithEscapedControls() {
        let data = NotesStore.encode(["a", "é\n/", "\u{1B}]0;x\u{07}", ""])
        #expect(
            String(decoding: data, as: UTF8.self)
                == "[\n  \"a\",\n  \"é\\n/\",\n  \"\\u001b]0;x\\u0007\",\n  \"\"\n]\n")
    }

    @Test func decodesHandWrittenJSON() throws {
        let notes = try NotesStore.decode(Data(#"[ "x", "y\u0041\n", "日本" ]"#.utf8), path: "n.json")
        #expect(notes == ["x", "yA\n", "日本"])
        #expect(try NotesStore.decode(Data("[]".utf8), path: "n.json") == [])
    }

    @Test func roundTripsUnicodeControlsAndLargeNotes() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        let notes = [
            "plain", "two\nlines", "", "CR LF\r\nkept", "日本語のメモ", "e\u{301} combining", "👩‍👩‍👧 family 🇫🇷",
            "\u{1B}]0;pwned\u{07}\u{1B}]52;c;aGk=\u{07}\u{1B}[2J", "bidi \u{202E}abc", "\u{0}nul",
            String(repeating: "megabyte ", count: 120_000),
        ]
        try store.save(notes)
        #expect(try store.load() == notes)
        #expect(directory.names() == ["notes.json"])
    }

    @Test func missingFileIsCreatedWithTheSample() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        #expect(try store.load() == nil)
        let notes = try store.loadOrCreate()
        #expect(notes.count == 4)
        #expect(notes[0].hasPrefix("Welcome to growtext notes."))
        #expect(try store.load() == notes)
    }

    @Test(arguments: [
        ("{}", "expected an array whose elements are all strings"),
        ("[1, 2]", "expected an array whose elements are all strings"),
        ("[\"a\", null]", "expected an array whose elements are all strings"),
        ("\"just a string\"", "expected an array whose elements are all strings"),
        ("not json", "invalid JSON"),
        ("[\"torn", "invalid JSON"),
        ("[\"a\",", "invalid JSON"),
        ("[\"a\",]", "invalid JSON"),
        ("[\"a\", \"b\",\n]", "invalid JSON"),
        ("", "the file is empty"),
    ])
    func corruptFilesAreRefusedAndLeftUntouched(contents: String, reason: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(Array(contents.utf8), to: "notes.json")
        let store = NotesStore(path: directory.path("notes.json"))
        #expect(throws: NotesStoreError.corrupt(path: store.path, reason: reason)) {
            try store.loadOrCreate()
        }
        #expect(directory.bytes("notes.json") == Array(contents.utf8))
        #expect(directory.names() == ["notes.json"])
    }

    @Test func invalidUTF8IsRefusedAndLeftUntouched() throws {
        let directory = try TemporaryDirectory()
        let bytes: [UInt8] = [0x5B, 0x22, 0x61, 0xFF, 0xFE, 0x22, 0x5D]
        try directory.write(bytes, to: "notes.json")
        let store = NotesStore(path: directory.path("notes.json"))
        #expect(throws: NotesStoreError.corrupt(path: store.path, reason: "the file is not valid UTF-8")) {
            try store.loadOrCreate()
        }
        #expect(directory.bytes("notes.json") == bytes)
    }

    @Test func corruptErrorMessageNamesTheFile() {
        let error = NotesStoreError.corrupt(path: "/tmp/n.json", reason: "invalid JSON")
        #expect(
            error.description
                == "/tmp/n.json is not a JSON array of strings (invalid JSON); it was left untouched")
    }

    @Test func aDirectoryIsRefusedAsNotARegularFile() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            atPath: directory.path("notes.json"), withIntermediateDirectories: false)
        let store = NotesStore(path: directory.path("notes.json"))
        #expect(throws: NotesStoreError.notRegularFile(path: store.path, kind: "a directory")) {
            try store.load()
        }
    }

    @Test func repeatedSavesLeaveNoTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        for round in 0..<20 {
            try store.save((0...round).map { "note \($0)" })
        }
        #expect(directory.names() == ["notes.json"])
        #expect(try store.load()?.last == "note 19")
    }

    @Test func staleTemporaryFilesFromAKilledSaveAreRemovedOnLoad() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        try store.save(["kept"])
        try directory.write(Array("[\"half".utf8), to: ".notes.json.tmp-a1B2c3")
        try directory.write(Array("other".utf8), to: ".notes.json.tmp-not-ours")
        #expect(try store.loadOrCreate() == ["kept"])
        #expect(directory.names() == [".notes.json.tmp-not-ours", "notes.json"])
    }

    @Test func savingKeepsTheFilePermissions() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("notes.json"))
        try store.save(["a"])
        chmod(store.path, 0o600)
        try store.save(["b"])
        var status = stat()
        stat(store.path, &status)
        #expect(status.st_mode & 0o777 == 0o600)
    }

    @Test func savingThroughASymbolicLinkReplacesTheTarget() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            atPath: directory.path("real"), withIntermediateDirectories: false)
        try NotesStore(path: directory.path("real/notes.json")).save(["old"])
        symlink(directory.path("real/notes.json"), directory.path("link.json"))
        let store = NotesStore(path: directory.path("link.json"))
        try store.save(["new"])
        let destination = try FileManager.default.destinationOfSymbolicLink(
            atPath: directory.path("link.json"))
        #expect(destination == directory.path("real/notes.json"))
        #expect(try NotesStore(path: directory.path("real/notes.json")).load() == ["new"])
    }

    @Test func saveIntoAMissingDirectoryIsReportedNotThrownAway() throws {
        let directory = try TemporaryDirectory()
        let store = NotesStore(path: directory.path("gone/notes.json"))
        #expect(
            throws: NotesStoreError.writeFailed(
                path: store.path, step: "creating a temporary file", errno: ENOENT)
        ) {
            try store.save(["a"])
        }
    }

    @Test func renameOntoADirectoryFailsAndRemovesTheTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            atPath: directory.path("notes.json"), withIntermediateDirectories: false)
        try directory.write([0x78], to: "notes.json/inside")
        let store = NotesStore(path: directory.path("notes.json"))
        #expect(throws: NotesStoreError.self) { try store.save(["a"]) }
        #expect(directory.names() == ["notes.json"])
    }

    /// A directory the save cannot write into, for every user: its "directory" is a regular file,
    /// which root cannot create files in either (a read-only directory would not stop root, and CI
    /// runs as root).
    @Test func unwritableDirectoryIsReportedAndTheFileKept() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Array("not a directory".utf8), to: "file")
        let store = NotesStore(path: directory.path("file/notes.json"))
        #expect(
            throws: NotesStoreError.writeFailed(
                path: store.path, step: "creating a temporary file", errno: ENOTDIR)
        ) {
            try store.save(["new"])
        }
        #expect(directory.bytes("file") == Array("not a directory".utf8))
        #expect(directory.names() == ["file"])
    }
}
