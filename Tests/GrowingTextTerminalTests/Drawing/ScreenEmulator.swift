@_spi(Benchmarks) import GrowingTextTerminal

/// An independent, minimal terminal: it interprets exactly the sequences the renderer may emit
/// (CR, LF, CUU, CUD, CHA, CUP, ED, EL, SGR, cursor visibility) on a grid of cells, so tests can
/// compare the screen a byte stream produces with the frame that was meant.
struct ScreenEmulator {
    private(set) var cells: [[Character?]]
    private(set) var row = 0
    private(set) var column = 0
    private(set) var errors: [String] = []
    private var pendingWrap = false
    let columns: Int
    let width: (Character) -> Int

    init(columns: Int, rows: Int, width: @escaping (Character) -> Int) {
        self.columns = columns
        self.width = width
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// The rows as text, continuation cells of wide characters skipped, trailing spaces removed.
    var lines: [String] {
        cells.map { line in
            String(String(line.compactMap { $0 }).reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    mutating func feed(_ bytes: [UInt8]) {
        let characters = Array(String(decoding: bytes, as: UTF8.self))
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\r":
                column = 0
                pendingWrap = false
            case "\n":
                lineFeed()
            case "\u{1B}":
                guard index < characters.count, characters[index] == "[" else {
                    errors.append("ESC not followed by [")
                    continue
                }
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
        pendingWrap = false
        if row == cells.count - 1 {
            cells.removeFirst()
            cells.append(Array(repeating: " ", count: columns))
        } else {
            row += 1
        }
    }

    private mutating func control(_ final: Character, _ parameters: String) {
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
        let count = max(1, numbers.first ?? 1)
        if final != "m", final != "h", final != "l" { pendingWrap = false }
        switch final {
        case "A": row = max(0, row - count)
        case "B": row = min(cells.count - 1, row + count)
        case "G": column = min(columns - 1, count - 1)
        case "H":
            row = min(cells.count - 1, max(1, numbers.first ?? 1) - 1)
            column = min(columns - 1, max(1, numbers.count > 1 ? numbers[1] : 1) - 1)
        case "K": erase(row: row, from: column)
        case "J":
            if parameters == "2" {
                for line in cells.indices { erase(row: line, from: 0) }
            } else {
                erase(row: row, from: column)
                for line in (row + 1)..<cells.count { erase(row: line, from: 0) }
            }
        case "m", "h", "l": break
        default: errors.append("unexpected CSI \(parameters)\(final)")
        }
    }

    private mutating func erase(row line: Int, from start: Int) {
        guard start < columns else { return }
        if start > 0, cells[line][start] == nil { cells[line][start - 1] = " " }
        for cell in start..<columns { cells[line][cell] = " " }
    }

    private mutating func put(_ character: Character) {
        let cellWidth = width(character)
        if pendingWrap {
            errors.append("autowrap at row \(row)")
            pendingWrap = false
            column = 0
            lineFeed()
        }
        guard column + cellWidth <= columns else {
            errors.append("character past the right edge at row \(row)")
            return
        }
        if cells[row][column] == nil, column > 0 { cells[row][column - 1] = " " }
        if column + cellWidth < columns, cells[row][column + cellWidth] == nil {
            cells[row][column + cellWidth] = " "
        }
        cells[row][column] = character
        if cellWidth == 2 { cells[row][column + 1] = nil }
        column += cellWidth
        if column == columns {
            column = columns - 1
            pendingWrap = true
        }
    }
}
