/// `growtext prompt`'s editing path without a terminal, for the benchmarks: the prompt program handles
/// each input event, then its frame is drawn inline into bytes, as ``TerminalSession`` does between
/// reads. Nothing is read from or written to a terminal.
@_spi(Benchmarks) public struct PromptKeystrokeDriver {
    /// The terminal the prompt draws in.
    @_spi(Benchmarks) public let size: TerminalSize
    private var program: PromptProgram
    private var renderer: FrameRenderer

    /// A prompt holding `text`, its first frame drawn; the caret at the text's end, as the prompt
    /// opens.
    /// - Parameters:
    ///   - text: The initial text (`--value`).
    ///   - size: The terminal's size; 80 × 24 by default.
    @_spi(Benchmarks) public init(text: String, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
        self.size = size
        program = PromptProgram(text: text, glyphs: .standard)
        renderer = FrameRenderer(mode: .inline, glyphs: .standard, usesColor: true)
        _ = draw()
    }

    /// Handles one input event and draws the frame that follows.
    /// - Parameter event: A key press or typed text, as the input decoder delivers them.
    /// - Returns: The bytes the frame wrote.
    @_spi(Benchmarks) @discardableResult
    public mutating func handle(_ event: InputEvent) -> Int {
        _ = program.handle(event)
        return draw()
    }

    /// Puts the caret at UTF-16 offset `offset` of the text (clamped to it) and draws the frame that
    /// follows, as a click there would: how a benchmark reaches the middle of a text of megabytes
    /// without a key press per character.
    /// - Returns: The bytes the frame wrote.
    @_spi(Benchmarks) @discardableResult
    public mutating func placeCaret(atUTF16Offset offset: Int) -> Int {
        program.box.editor.setCaret(atUTF16Offset: offset)
        return draw()
    }

    /// The caret's visual line and cell column in the prompt's box.
    @_spi(Benchmarks) public var caret: (line: Int, column: Int) {
        let position = program.box.editor.model.caretPosition
        return (position.line, position.column)
    }

    private mutating func draw() -> Int {
        renderer.render(program.frame(for: size), size: size).count
    }
}
