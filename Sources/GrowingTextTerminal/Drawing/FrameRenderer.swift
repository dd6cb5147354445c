/// Turns successive frames into the escape sequences that update the screen, rewriting only what
/// changed.
///
/// The renderer remembers what it believes each row shows. For each new frame it compares rows
/// cell by cell and, for a changed row, moves the cursor to the first differing cell, writes the rest
/// and erases what the old row had beyond it. Typing one character at the end of a line therefore
/// costs a cursor move and that character, not a screen. Every character passes through
/// ``TerminalGlyphs/visible(_:)``, so controls, ESC and bidi overrides in the text are drawn as
/// visible symbols and never act on the terminal; lines are clipped to the width so the terminal
/// never wraps on its own.
///
/// Two modes:
/// - ``Mode/inline``: the frame is drawn from the row the cursor was on when drawing started, with
///   relative cursor movement only; growing past the bottom of the screen scrolls the terminal with
///   line feeds. Rows once used stay reserved (cleared when the frame shrinks).
/// - ``Mode/fullScreen``: the frame starts at the top-left corner (use it on the alternate screen).
///
/// A frame taller than the terminal is cut to the terminal's rows; a cursor outside the frame is
/// clamped into it.
@_spi(Benchmarks) public struct FrameRenderer: Sendable {
    /// Where frames are drawn.
    @_spi(Benchmarks) public enum Mode: Sendable {
        /// Below the cursor's starting row, scrolling the terminal as needed.
        case inline
        /// From the top-left corner of the (alternate) screen.
        case fullScreen
    }

    private struct Cell: Equatable {
        var character: Character
        var width: Int
        var style: TextStyle

        /// Cells are the same when they write the same bytes: comparing the characters would
        /// compare them as canonically equivalent strings, which costs a normalisation for any
        /// character beyond ASCII, and a terminal may well draw equivalent forms apart.
        static func == (lhs: Cell, rhs: Cell) -> Bool {
            lhs.width == rhs.width && lhs.style == rhs.style
                && lhs.character.utf8.elementsEqual(rhs.character.utf8)
        }
    }

    /// The drawing mode.
    package let mode: Mode
    /// Width and visible-symbol rules.
    package var glyphs: TerminalGlyphs
    /// Whether colours are emitted; `false` under `NO_COLOR` (other attributes stay).
    package var usesColor: Bool

    private var screen: [[Cell]?] = []
    private var started = false
    private var cursorRow = 0
    private var cursorColumn: Int?
    private var cursorVisible: Bool?
    private var columns = 0
    private var style = TextStyle.plain
    private var needsRestart = false
    /// The width behaviour measured at an earlier resize, if one told.
    private var measuredReflow: TerminalReflow?
    /// Lines of an earlier drawing that a re-wrapping terminal pushed into the scrollback, top first.
    private var hiddenLines: [[Cell]] = []
    /// Cells of an earlier drawing's line in the scrollback that the first row continues.
    private var hiddenPrefix: [Cell] = []
    /// The screen row the drawing's first row is on (negative when it is above the screen's top),
    /// known from the cursor report at a resize and followed as the drawing scrolls the screen;
    /// `nil` when unknown.
    private var topRow: Int?
    /// The screen's height `topRow` counts in.
    private var screenRows = 0

    /// How the terminal treats its rows on a resize as its name tells
    /// (``TerminalReflow/named(environment:)``), for when its cursor report cannot tell; `nil` (the
    /// default) when unknown: then only rows that are the drawing's under either behaviour are erased.
    package var namedReflow: TerminalReflow?

    /// Whether the terminal's name tells it is tmux (``TerminalReflow/isTmux(environment:)``): then a
    /// cursor report that has lost the drawing after a resize is answered by erasing from the
    /// drawing's top found from its bottom row, which tmux keeps in place. `false` by default.
    package var namedTmux = false

    /// Creates a renderer that has drawn nothing yet.
    /// - Parameters:
    ///   - mode: Inline or full screen.
    ///   - glyphs: Width and visible-symbol rules.
    ///   - usesColor: Whether to emit colours; pass `false` when `NO_COLOR` is set.
    @_spi(Benchmarks) public init(mode: Mode, glyphs: TerminalGlyphs, usesColor: Bool = true) {
        self.mode = mode
        self.glyphs = glyphs
        self.usesColor = usesColor
    }

    /// The bytes that bring the screen from the previous frame to `frame`.
    /// - Parameters:
    ///   - frame: What to show.
    ///   - size: The terminal's size now; a width change redraws the whole frame.
    /// - Returns: Bytes to write to the terminal, empty when nothing changed.
    /// - Complexity: O(cells of the frame).
    @_spi(Benchmarks) public mutating func render(_ frame: Frame, size: TerminalSize) -> [UInt8] {
        var output: [UInt8] = []
        if !started {
            start(into: &output)
        } else if size.columns != columns || needsRestart {
            output += relocate(to: size, cursorReport: nil)
        }
        needsRestart = false
        columns = size.columns
        if size.rows != screenRows { topRow = nil }
        screenRows = size.rows
        let lines = frame.lines.prefix(size.rows).map(cells)
        if frame.cursor == nil, cursorVisible != false {
            output += Array("\u{1B}[?25l".utf8)
            cursorVisible = false
        }
        // Rows the frame no longer uses are cleared (inline, they stay reserved).
        for row in 0..<max(lines.count, screen.count) {
            let new = row < lines.count ? lines[row] : []
            let old = row < screen.count ? screen[row] : nil
            if let old, old == new { continue }
            draw(row: row, new: new, old: old, into: &output)
        }
        if let cursor = frame.cursor, !lines.isEmpty {
            let row = min(max(0, cursor.row), lines.count - 1)
            let column = min(max(0, cursor.column), columns - 1)
            move(toRow: row, column: column, into: &output)
            if cursorVisible != true {
                output += Array("\u{1B}[?25h".utf8)
                cursorVisible = true
            }
        }
        return output
    }

    /// The bytes that put the cursor at the start of a fresh line when the line it is on holds text
    /// before it, and leave it where it is at the start of a line: spaces to the end of the line,
    /// then a carriage return. From column 0 the spaces fill the line exactly and the terminal waits
    /// to wrap, so the return stays on that line; after text, they wrap onto the next line first
    /// (zsh's `PROMPT_SP` does the same). Written before the first inline frame, so that what a
    /// script printed without a newline (`printf 'Name: '`) stays above the box instead of being
    /// erased, with no round trip to ask the terminal where the cursor is.
    /// - Parameter columns: The terminal's width.
    package static func freshLineBytes(columns: Int) -> [UInt8] {
        [UInt8](repeating: 0x20, count: max(1, columns)) + [0x0D]
    }

    /// The bytes that erase the cursor's row and every row below it, leaving the cursor at the row's
    /// start. Not a bare `CR ESC[J`: from the screen's top-left corner that erases the whole screen,
    /// which tmux (`scroll-on-clear`, on by default) first scrolls into the scrollback, where the
    /// erased frame would stay for good. So the row is erased on its own, then everything below from
    /// its second column, where the row is already empty.
    static let eraseDownBytes: [UInt8] = Array("\r\u{1B}[K\u{1B}[2G\u{1B}[J\r".utf8)

    /// Forgets what is on the screen, so the next frame is drawn in full from the cursor's current
    /// row (inline) or on a cleared screen (full screen). Use it after the process resumes from a stop.
    package mutating func invalidate() {
        started = false
        screen = []
        cursorRow = 0
        cursorColumn = nil
        cursorVisible = nil
        style = .plain
        needsRestart = false
        hiddenLines = []
        hiddenPrefix = []
        topRow = nil
    }

    /// The bytes that erase the frame from where the cursor is now (inline: up to the frame's top,
    /// then erase below); empty in full-screen mode, where leaving the alternate screen erases it.
    package var cleanupBytes: [UInt8] {
        guard started, mode == .inline else { return [] }
        return (cursorRow > 0 ? Array("\u{1B}[\(cursorRow)A".utf8) : []) + Self.eraseDownBytes
    }

    /// Makes the next frame go back to the top of the current one, erase everything below and draw in
    /// full: for Ctrl+L, and after the process resumed while the screen may hold other output.
    package mutating func redrawAll() {
        needsRestart = started
    }

    /// The bytes that end drawing: inline, the frame is erased (`clear`) or the cursor goes to the
    /// line below it; the cursor is shown. The renderer is then reset as by ``invalidate()``.
    /// - Parameter clear: Whether to erase the frame (inline mode).
    /// - Returns: Bytes to write.
    package mutating func finish(clear: Bool) -> [UInt8] {
        var output: [UInt8] = []
        if started, mode == .inline {
            if clear {
                output += cleanupBytes
            } else {
                move(toRow: max(0, screen.count - 1), column: 0, into: &output)
                output += Array("\r\n".utf8)
            }
        }
        output += Array("\u{1B}[0m\u{1B}[?25h".utf8)
        invalidate()
        return output
    }

    private mutating func start(into output: inout [UInt8]) {
        started = true
        style = .plain
        switch mode {
        case .inline:
            output += Array("\r".utf8)
            screen = [nil]
            topRow = nil
        case .fullScreen:
            output += Array("\u{1B}[H\u{1B}[2J".utf8)
            screen = []
        }
        cursorRow = 0
        cursorColumn = 0
    }

    /// The bytes that go back to the top of what was drawn and erase it, after the terminal changed
    /// size, so that the next frame is drawn in full from there.
    ///
    /// Inline, where the top now is depends on what the terminal did with the rows (see
    /// ``TerminalReflow``); `cursorReport` is where the terminal says its cursor is now, which tells
    /// the behaviours apart when their predicted cursor columns differ (the answer is remembered),
    /// bounds the move at the screen's top, and tells which rows went into the scrollback: those
    /// are remembered too, and erased when a re-wrapping terminal brings them back. Without a report
    /// the move is predicted from the behaviour measured earlier or named (``namedReflow``), and rows
    /// in the scrollback are forgotten. When neither the report nor what is known tells the
    /// behaviours apart, the move is the smaller of their predictions (``InlineRelocation``): a stale
    /// copy of the drawing's top rows may stay, but no row above the drawing is erased. In tmux
    /// (``namedTmux``), a report that has lost the drawing (tmux put the cursor on the top-left
    /// corner) is answered from the drawing's bottom row, which tmux keeps in place. Full screen,
    /// the screen is cleared.
    /// - Parameters:
    ///   - size: The terminal's size now.
    ///   - cursorReport: The cursor's position (row and column from 0) the terminal reported after the
    ///     resize, or `nil` when it did not answer.
    /// - Returns: Bytes to write; empty when nothing was drawn.
    package mutating func relocate(to size: TerminalSize, cursorReport: CellPosition?) -> [UInt8] {
        needsRestart = false
        defer { columns = size.columns }
        guard started else { return [] }
        var output: [UInt8] = []
        switch mode {
        case .inline:
            let input = relocationInput(withScrollback: cursorReport != nil)
            let row = max(0, min(cursorRow, screen.count - 1))
            let lastRow = max(row, screen.lastIndex { !($0 ?? []).isEmpty } ?? 0)
            let below = screen[(row + 1)..<(lastRow + 1)].map { $0 ?? [] }
            let decision = InlineRelocation(
                lines: input.lines.map { $0.map(\.width) }, cursorCell: input.cell,
                cursorColumn: input.column,
                rowsAbove: input.rowsAbove, width: size.columns, report: cursorReport,
                known: measuredReflow ?? namedReflow, isTmux: namedTmux,
                linesBelow: below.map { $0.map(\.width) },
                bottomRow: size.rows == screenRows ? topRow.map { $0 + lastRow } : nil)
            if decision.isMeasured { measuredReflow = decision.reflow }
            let lines = input.lines + below
            if let prefixLine = input.prefixLine, decision.hiddenLineCount > prefixLine {
                // Still wholly in the scrollback, the line still continues onto the first row.
                hiddenLines = Array(lines.prefix(prefixLine))
            } else {
                hiddenLines = Array(lines.prefix(decision.hiddenLineCount))
                hiddenPrefix =
                    decision.hiddenPrefixCells > 0
                    ? Array(lines[decision.hiddenLineCount].prefix(decision.hiddenPrefixCells)) : []
            }
            // Where the drawing starts now: below the reported row, or where it started before when
            // the width and height did not change (a redraw asked for).
            if let cursorReport {
                topRow = cursorReport.row - decision.rowsUp
            } else if size.columns != columns || size.rows != screenRows {
                topRow = nil
            } else {
                topRow = topRow.map { $0 + row - decision.rowsUp }
            }
            screenRows = size.rows
            if decision.rowsUp > 0 { output += Array("\u{1B}[\(decision.rowsUp)A".utf8) }
            output += Self.eraseDownBytes
            screen = [[]]
        case .fullScreen:
            output += Array("\u{1B}[H\u{1B}[2J".utf8)
            screen = []
        }
        cursorRow = 0
        cursorColumn = 0
        return output
    }

    /// What was drawn above and on the cursor's row, as the logical lines a re-wrapping terminal
    /// keeps: the lines still in the scrollback (when `withScrollback`), the first row joined to the
    /// line it continues, the rows down to the cursor's; and the cursor's cell in its line, its column,
    /// the rows a truncating terminal shows above it, and the index of the line the first row
    /// continues when that row is empty (tmux does not join an empty row to the line above).
    private func relocationInput(
        withScrollback: Bool
    ) -> (lines: [[Cell]], cell: Int, column: Int, rowsAbove: Int, prefixLine: Int?) {
        let row = max(0, min(cursorRow, screen.count - 1))
        var lines = (0...row).map { screen[$0] ?? [] }
        let column = cursorColumn ?? lines[row].reduce(0) { $0 + $1.width }
        var cell = 0
        var start = 0
        while cell < lines[row].count, start < column {
            start += lines[row][cell].width
            cell += 1
        }
        guard withScrollback, !hiddenLines.isEmpty || !hiddenPrefix.isEmpty else {
            return (lines, cell, column, row, nil)
        }
        if row == 0, lines[0].isEmpty {
            let prefixLine = hiddenPrefix.isEmpty ? nil : hiddenLines.count
            return (
                hiddenLines + (hiddenPrefix.isEmpty ? [] : [hiddenPrefix]) + [[]], 0, column, 0, prefixLine
            )
        }
        if row == 0 { cell += hiddenPrefix.count }
        lines[0] = hiddenPrefix + lines[0]
        return (hiddenLines + lines, cell, column, row, nil)
    }

    private func cells(_ line: FrameLine) -> [Cell] {
        var result: [Cell] = []
        var used = 0
        for span in line.spans {
            let spanStyle =
                usesColor
                ? span.style
                : TextStyle(
                    isDim: span.style.isDim, isBold: span.style.isBold, isInverse: span.style.isInverse)
            for character in span.text {
                let (shown, width) = glyphs.visible(character)
                guard used + width <= columns else { return result }
                used += width
                result.append(Cell(character: shown, width: width, style: spanStyle))
            }
        }
        return result
    }

    private mutating func draw(row: Int, new: [Cell], old: [Cell]?, into output: inout [UInt8]) {
        var old = old
        // Inline, a row that gets shorter is cleared from its start and written again: tmux keeps
        // counting the cells erased at a row's end as the row's width, so after `ESC[K` a resize would
        // re-wrap the row as if it still held them, and the renderer could no longer tell where its
        // rows went (see `relocate(to:cursorReport:)`).
        if mode == .inline, let shrinking = old,
            new.reduce(0, { $0 + $1.width }) < shrinking.reduce(0, { $0 + $1.width })
        {
            old = nil
        }
        let oldWidth: Int
        if let old {
            var prefix = 0
            while prefix < min(old.count, new.count), old[prefix] == new[prefix] {
                prefix += 1
            }
            oldWidth = old.reduce(0) { $0 + $1.width }
            // A same-width change (overtyping, a replaced character) keeps the tail in place.
            var end = new.count
            if oldWidth == new.reduce(0, { $0 + $1.width }) {
                var oldEnd = old.count
                while end > prefix, oldEnd > prefix, old[oldEnd - 1] == new[end - 1] {
                    end -= 1
                    oldEnd -= 1
                }
            }
            let column = new[..<prefix].reduce(0) { $0 + $1.width }
            move(toRow: row, column: column, into: &output)
            write(new[prefix..<end], into: &output)
            cursorColumn = column + new[prefix..<end].reduce(0) { $0 + $1.width }
        } else {
            move(toRow: row, column: 0, into: &output)
            output += Array("\u{1B}[K".utf8)
            write(new[...], into: &output)
            oldWidth = 0
            cursorColumn = new.reduce(0) { $0 + $1.width }
        }
        let newWidth = new.reduce(0) { $0 + $1.width }
        if newWidth < oldWidth {
            output += Array("\u{1B}[K".utf8)
        }
        if let column = cursorColumn, column >= columns {
            // Pending wrap: the real column is uncertain until the next move.
            cursorColumn = nil
        }
        while screen.count <= row { screen.append(nil) }
        screen[row] = new
    }

    private mutating func write(_ cells: ArraySlice<Cell>, into output: inout [UInt8]) {
        for cell in cells {
            if cell.style != style {
                output += sgr(cell.style)
                style = cell.style
            }
            output += Array(String(cell.character).utf8)
        }
        if style != .plain {
            output += Array("\u{1B}[0m".utf8)
            style = .plain
        }
    }

    private func sgr(_ style: TextStyle) -> [UInt8] {
        var code = "\u{1B}[0"
        if style.isBold { code += ";1" }
        if style.isDim { code += ";2" }
        if style.isInverse { code += ";7" }
        if let color = style.color { code += ";3\(color.rawValue)" }
        return Array((code + "m").utf8)
    }

    private mutating func move(toRow row: Int, column: Int, into output: inout [UInt8]) {
        switch mode {
        case .fullScreen:
            if row != cursorRow || cursorColumn != column {
                output += Array("\u{1B}[\(row + 1);\(column + 1)H".utf8)
            }
        case .inline:
            let lastReserved = screen.count - 1
            let target = min(row, lastReserved)
            if target < cursorRow {
                output += Array((cursorRow - target == 1 ? "\u{1B}[A" : "\u{1B}[\(cursorRow - target)A").utf8)
            } else if target > cursorRow {
                output += Array((target - cursorRow == 1 ? "\u{1B}[B" : "\u{1B}[\(target - cursorRow)B").utf8)
            }
            if row > lastReserved {
                // New rows: line feeds scroll the terminal when the frame reaches its bottom.
                output += [UInt8](repeating: 0x0A, count: row - lastReserved)
                while screen.count <= row { screen.append(nil) }
                if let top = topRow, top + row > screenRows - 1 { topRow = screenRows - 1 - row }
            }
            if cursorColumn != column {
                output += Array((column == 0 ? "\r" : "\u{1B}[\(column + 1)G").utf8)
            }
        }
        cursorRow = row
        cursorColumn = column
    }
}
