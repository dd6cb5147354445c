import GrowingTextCore
import Testing

@_spi(Benchmarks) @testable import GrowingTextTerminal

/// The copy-on-write copies of the terminal's hosts: a copy holds every field of the original.
///
/// Each host keeps everything but its adapter in one stored value; these tests fail when a stored
/// field is added beside it (where the copy would not take it) or when a copy differs from the
/// original in anything.
@Suite("Host copies")
struct HostCopyTests {
    /// The stored properties of an object, by name, in declaration order.
    private func storedProperties(of object: AnyObject) -> [String] {
        Mirror(reflecting: object).children.compactMap(\.label)
    }

    /// Everything a value holds, as `dump` writes it: two values that print alike hold the same.
    private func contents(_ value: some Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }

    @Test func aBoxHostCopyKeepsEveryField() {
        let host = GrowingTextBoxHost(
            editor: TextEditor(text: "one two three four", width: 5),
            growth: GrowthPolicy(maximumNumberOfLines: 2),
            editing: EditingPolicy(maximumLength: 40),
            placeholder: "Say something", gutter: FrameSpan("> "))
        host.layOut(textWidth: 5, availableRows: 3)
        _ = host.rendering(gutterWidth: 2)
        let before = host.editorState
        host.state.editor.apply(.newline)
        host.editorDidChange(from: before)
        host.layOut(textWidth: 6, availableRows: 2)
        _ = host.rendering(gutterWidth: 2)

        let copy = GrowingTextBoxHost(copying: host)

        #expect(storedProperties(of: host) == ["state", "adapter"])
        #expect(contents(copy.state) == contents(host.state))
        #expect(contents(copy.adapter.controller) == contents(host.adapter.controller))
        // Not a vacuous comparison: the state moved away from its initial values.
        #expect(copy.state.rows == 2)
        #expect(copy.state.contentOffsetY > 0)
    }

    @Test func aNotesListHostCopyKeepsEveryField() {
        let host = NotesListHost(
            notes: ["first", "second note", "third"].map(NoteText.init), maximumNumberOfLines: 3,
            size: TerminalSize(columns: 12, rows: 5),
            glyphs: .testing)
        _ = host.render()
        #expect(host.handle(.addNote))
        #expect(host.handle(.edit(.insert("new"))))
        host.resize(to: TerminalSize(columns: 10, rows: 4))
        _ = host.render()

        let copy = NotesListHost(copying: host)

        #expect(storedProperties(of: host) == ["state", "adapter"])
        #expect(contents(copy.state) == contents(host.state))
        #expect(contents(copy.adapter.controller) == contents(host.adapter.controller))
        #expect(copy.state.notes.count == 4)
        #expect(copy.state.undoHistory.count == 2)
        #expect(copy.state.current == 1)
    }
}
