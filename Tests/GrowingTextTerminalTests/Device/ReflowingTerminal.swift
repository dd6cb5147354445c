@_spi(Benchmarks) import GrowingTextTerminal

/// A terminal with a scrollback that reacts to width changes in one of the ways real terminals do,
/// for testing what an inline UI leaves on the screen across resizes. It interprets the sequences
/// the renderer emits (CR, LF, CUU, CUD, CHA, EL, ED, SGR, cursor visibility) and answers cursor
/// position requests.
///
/// Each behaviour follows a real terminal:
/// - ``Behaviour/tmux``: tmux 3.3a, from its source (`grid.c`, `screen.c`, `screen-write.c`) and
///   checked against it here. A row's width is the cells ever written to it since it was last
///   cleared whole (erasing its end does not shorten it); a row split by a resize continues into the
///   next (wrapped) and joins it again when wider, but an empty row after a wrapped one is never
///   joined; the cursor keeps its cell, and a cursor past its line's end goes to the end of the line;
///   the screen shows the last rows, blank ones included, so splitting pushes the rows above up into
///   the scrollback (the rows below the last one drawn stay), and when fewer rows than the screen's
///   are left blank rows are added at the bottom (`grid_reflow`); a cursor pushed into the
///   scrollback lands on the top-left corner (`screen_resize_cursor`); erasing below from the
///   top-left corner first scrolls the screen into the scrollback (`scroll-on-clear`); a row erased
///   whole (`ESC[K` from column 0 on a row that holds cells, or by `ESC[J`) ends the line of the row
///   above it, so that row, even in the scrollback, no longer joins what is drawn below it.
/// - ``Behaviour/rewrapsFromTheTop``: re-wraps as tmux does, but erasing shortens a row, the row at
///   the screen's top stays there unless the cursor would leave the screen, and clearing never
///   scrolls (the way VTE and kitty are described to behave).
/// - ``Behaviour/truncates``: xterm: rows keep their place, cells past the new width are cut, the
///   cursor keeps its row and is clamped into the width (`ScreenResize` in `screen.c` sets
///   `cur_col` to `max_col` when it is past it), at each resize, so a narrower width passed through
///   keeps the cursor left of where it was when the window widens again.
struct ReflowingTerminal {
    enum Behaviour: CaseIterable, Sendable, CustomStringConvertible {
        case tmux, rewrapsFromTheTop, truncates

        var description: String {
            switch self {
            case .tmux: "tmux"
            case .rewrapsFromTheTop: "re-wraps from the top"
            case .truncates: "truncates"
            }
        }
    }

    private struct Cell: Equatable {
        var character: Character
        var width: Int
    }

    private struct Row {
        /// Cells from column 0; a wide cell is followed by nothing (its second column is implied).
        var cells: [Cell?] = []
        /// The columns the terminal counts as used (tmux's `cellused`).
        var used = 0
        /// Whether the row continues on the next one.
        var wrapped = false

        var text: String { String(cells.compactMap { $0?.character }) }
    }

    let behaviour: Behaviour
    private(set) var columns: Int
    let height: Int
    private var rows: [Row]
    private var cursorX = 0
    private var cursorY = 0
    private var pendingWrap = false
    private let width: (Character) -> Int

    /// A terminal of `columns` × `height` whose first rows hold `lines`, the cursor on the row below.
    init(
        _ behaviour: Behaviour, columns: Int, height: Int, lines: [String],
        width: @escaping (Character) -> Int
    ) {
        self.behaviour = behaviour
        self.columns = columns
        self.height = height
        self.width = width
        rows = Array(repeating: Row(), count: height)
        for line in lines {
            feed(Array((line + "\r\n").utf8))
        }
    }

    private var history: Int { rows.count - height }

    /// The scrollback's rows then the screen's, trailing blank rows left out.
    var buffer: [String] {
        let texts = rows.map { String($0.text.reversed().drop(while: { $0 == " " }).reversed()) }
        return Array(texts.reversed().drop(while: \.isEmpty).reversed())
    }

    /// The screen's rows, trailing spaces removed.
    var screen: [String] {
        rows[history...].map { String($0.text.reversed().drop(while: { $0 == " " }).reversed()) }
    }

    /// The answer to a cursor position request, row and column from 0.
    var cursorReport: CellPosition { CellPosition(row: cursorY, column: min(cursorX, columns - 1)) }

    mutating func feed(_ bytes: [UInt8]) {
        let characters = Array(String(decoding: bytes, as: UTF8.self))
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\r":
                cursorX = 0
                pendingWrap = false
            case "\n", "\r\n":
                if character == "\r\n" { cursorX = 0 }
                pendingWrap = false
                lineFeed()
            case "\u{1B}":
                guard index < characters.count, characters[index] == "[" else { continue }
                index += 1
                var parameters = ""
                while index < characters.count, "0123456789;?".contains(characters[index]) {
                    parameters.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { return }
                control(characters[index], parameters)
                index += 1
            default:
                put(character)
            }
        }
    }

    private mutating func lineFeed() {
        if cursorY == height - 1 {
            rows.append(Row())
        } else {
            cursorY += 1
        }
    }

    private mutating func control(_ final: Character, _ parameters: String) {
        let count = max(1, Int(parameters) ?? 1)
        if final != "m", final != "h", final != "l" { pendingWrap = false }
        switch final {
        case "A": cursorY = max(0, cursorY - count)
        case "B": cursorY = min(height - 1, cursorY + count)
        case "G": cursorX = min(columns - 1, count - 1)
        case "K":
            // tmux erases a whole row only if it holds cells (`screen_write_clearline`).
            let row = rows[history + cursorY]
            if behaviour == .tmux, cursorX == 0, row.cells.isEmpty, row.used == 0 { break }
            erase(row: history + cursorY, from: cursorX)
        case "J":
            if behaviour == .tmux, cursorX == 0, cursorY == 0 {
                // scroll-on-clear: the screen's rows up to the last one used go to the scrollback.
                let last = rows[history...].lastIndex { $0.used > 0 } ?? history - 1
                if last >= history { rows.insert(contentsOf: rows[history...last], at: history) }
            }
            erase(row: history + cursorY, from: cursorX)
            for row in (history + cursorY + 1)..<rows.count { rows[row] = Row() }
            if behaviour == .tmux, history + cursorY + 1 < rows.count {
                rows[history + cursorY].wrapped = false
            }
        case "m", "h", "l": break
        default: break
        }
    }

    private mutating func erase(row index: Int, from column: Int) {
        if column == 0 {
            rows[index] = Row()
            // tmux: a row erased whole no longer continues the row above (`grid_clear_lines`), even
            // when that row is in the scrollback.
            if behaviour == .tmux, index > 0 { rows[index - 1].wrapped = false }
            return
        }
        var row = rows[index]
        if column < row.cells.count {
            if row.cells[column] == nil, column > 0 { row.cells[column - 1] = Cell(character: " ", width: 1) }
            row.cells.removeSubrange(column...)
        }
        if behaviour != .tmux { row.used = min(row.used, column) }
        rows[index] = row
    }

    private mutating func put(_ character: Character) {
        let cellWidth = width(character)
        if pendingWrap {
            rows[history + cursorY].wrapped = true
            cursorX = 0
            pendingWrap = false
            lineFeed()
        }
        let index = history + cursorY
        var row = rows[index]
        while row.cells.count < cursorX + cellWidth { row.cells.append(Cell(character: " ", width: 1)) }
        row.cells[cursorX] = Cell(character: character, width: cellWidth)
        if cellWidth == 2 { row.cells[cursorX + 1] = nil }
        row.used = max(row.used, cursorX + cellWidth)
        rows[index] = row
        cursorX += cellWidth
        if cursorX >= columns {
            cursorX = columns - 1
            pendingWrap = true
        }
    }

    /// Changes the width as the behaviour says (the height stays).
    mutating func resize(columns newColumns: Int) {
        pendingWrap = false
        guard behaviour != .truncates else {
            for index in rows.indices {
                var row = rows[index]
                var cut = min(row.cells.count, newColumns)
                if cut > 0, cut < row.cells.count, row.cells[cut] == nil { cut -= 1 }
                row.cells.removeSubrange(cut...)
                row.used = min(row.used, newColumns)
                rows[index] = row
            }
            columns = newColumns
            cursorX = min(cursorX, newColumns - 1)
            return
        }
        // The cursor as a place in a logical line (tmux's grid_wrap_position).
        let cursorRow = history + cursorY
        var line = 0
        var offset = 0
        for row in rows[..<cursorRow] {
            if row.wrapped { offset += row.used } else { (line, offset) = (line + 1, 0) }
        }
        let pastTheEnd = cursorX >= rows[cursorRow].used
        offset += cursorX
        let topRow = history
        var topLine = 0
        for row in rows[..<topRow] where !row.wrapped { topLine += 1 }
        // Re-wrap each logical line.
        var reflowed: [Row] = []
        var lineStarts: [Int] = []
        var index = 0
        while index < rows.count {
            var end = index
            while end < rows.count - 1, rows[end].wrapped { end += 1 }
            let chain = rows[index...end]
            let cells = chain.flatMap { row in row.cells.prefix(row.used).compactMap { $0 } }
            lineStarts.append(reflowed.count)
            let keepsEmptyTail = chain.count > 1 && chain.last!.used == 0
            var current = Row()
            for cell in cells {
                if current.used + cell.width > newColumns, current.used > 0 {
                    current.wrapped = true
                    reflowed.append(current)
                    current = Row()
                }
                current.cells.append(cell)
                if cell.width == 2 { current.cells.append(nil) }
                current.used += cell.width
            }
            if keepsEmptyTail {
                current.wrapped = true
                reflowed.append(current)
                reflowed.append(Row())
            } else {
                reflowed.append(current)
            }
            index = end + 1
        }
        // The cursor back (grid_unwrap_position).
        var row = lineStarts[line]
        if pastTheEnd {
            while reflowed[row].wrapped { row += 1 }
            offset = reflowed[row].used
        } else {
            while reflowed[row].wrapped, offset >= reflowed[row].used {
                offset -= reflowed[row].used
                row += 1
            }
        }
        while reflowed.count < height { reflowed.append(Row()) }
        var newHistory = reflowed.count - height
        if behaviour == .rewrapsFromTheTop {
            // The screen's top row stays on top unless the cursor would fall below the screen.
            newHistory = min(lineStarts[min(topLine, lineStarts.count - 1)], reflowed.count - height)
            newHistory = max(newHistory, row - height + 1)
            while reflowed.count < newHistory + height { reflowed.append(Row()) }
        }
        rows = reflowed
        columns = newColumns
        if row >= newHistory {
            cursorY = row - newHistory
            cursorX = min(offset, newColumns - 1)
        } else {
            (cursorX, cursorY) = (0, 0)
        }
        // Rows past the screen's bottom (the top-anchored kind) are not kept.
        if rows.count > newHistory + height { rows.removeSubrange((newHistory + height)...) }
    }
}
