/// How a terminal treats the rows already on its screen when its width changes.
///
/// Terminals disagree, and an inline UI redrawn after a resize must know which rows are its own:
/// - ``rewraps``: a row wider than the new width is split into several rows, rows split that way
///   are joined again when the terminal widens, the cursor stays on the cell it was on, and rows
///   pushed above the screen's top go to the scrollback (and come back when lines join again).
///   tmux (checked with 3.3a: it keeps the screen's blank bottom rows, so splitting pushes the rows
///   above the cursor up), VTE (GNOME Terminal), kitty, iTerm2, Alacritty, WezTerm and most
///   terminals of the last decade do this. In tmux a row erased whole also ends the line of the row
///   above it, so rows of an inline UI pushed into the scrollback come back only when rows below
///   them join again, which the UI's own rows (each ended by the UI) never do: near the window's
///   top, where a narrowing splits the UI into more rows than lie above it, its top rows stay in
///   the scrollback, and no escape sequence erases or fetches one row there.
/// - ``truncates``: rows keep their place, cells past the new width are cut, the cursor keeps its
///   row and is clamped into the width. xterm and the Linux console do this.
///
/// The renderer tells the two apart from where the terminal reports its cursor after a resize
/// (``InlineRelocation``) and falls back on the terminal's name when the report cannot tell.
package enum TerminalReflow: Hashable, Sendable {
    /// Rows are re-wrapped: split when narrower, joined again when wider.
    case rewraps
    /// Rows keep their place and are cut at the new width.
    case truncates

    /// The behaviour the terminal's name tells for certain, for resizes whose cursor report fits
    /// either behaviour, or `nil` when the name does not tell.
    ///
    /// tmux (`TMUX` set, whatever `TERM` says: users often set `TERM=xterm-256color` inside it) and
    /// kitty, Alacritty and WezTerm (`TERM` of `xterm-kitty`, `alacritty`, `wezterm`; every terminal
    /// sets `TERM` for what runs in it, also across `ssh`) re-wrap; the Linux console (`linux`)
    /// truncates. Variables such as `VTE_VERSION` or `XTERM_VERSION` are not read: a terminal
    /// started from another one's shell inherits them, so they can name the wrong terminal, and a
    /// wrong "re-wraps" erases shell output above the UI.
    /// - Parameter environment: The process environment.
    /// - Returns: The behaviour, or `nil`.
    package static func named(environment: [String: String]) -> TerminalReflow? {
        let term = environment["TERM"] ?? ""
        if isTmux(environment: environment) { return .rewraps }
        if term == "linux" { return .truncates }
        if ["xterm-kitty", "alacritty", "wezterm"].contains(term) { return .rewraps }
        return nil
    }

    /// Whether the terminal is tmux by its name: `TMUX` set, or `TERM` starting with `tmux`.
    ///
    /// tmux re-wraps keeping the blank rows below the UI (rows above go into its scrollback), and a
    /// cursor whose row it pushes into the scrollback goes to the screen's top-left corner; the
    /// renderer finds the UI from its bottom row then (``InlineRelocation``).
    /// - Parameter environment: The process environment.
    package static func isTmux(environment: [String: String]) -> Bool {
        !(environment["TMUX"] ?? "").isEmpty || (environment["TERM"] ?? "").hasPrefix("tmux")
    }

    /// The row and column a terminal that re-wraps puts a cell of a line on, at `width` columns.
    ///
    /// Cells fill rows left to right; a wide cell that does not fit at the end of a row starts the
    /// next one (tmux, VTE and kitty leave that last column empty).
    /// - Parameters:
    ///   - cellWidths: The widths of the line's cells (1 or 2).
    ///   - index: The cell, from 0; `cellWidths.count` is the position after the last cell.
    ///   - width: The terminal's width, at least 1.
    /// - Returns: The row within the line, and the column within that row.
    static func position(ofCell index: Int, in cellWidths: [Int], width: Int) -> (row: Int, column: Int) {
        var row = 0
        var column = 0
        for (cell, cellWidth) in cellWidths.enumerated() {
            if column + cellWidth > width, column > 0 {
                row += 1
                column = 0
            }
            if cell == index { return (row, column) }
            column += cellWidth
        }
        return (row, column)
    }

    /// The rows a line takes in a terminal that re-wraps, at `width` columns (an empty line takes one).
    /// - Parameters:
    ///   - cellWidths: The widths of the line's cells.
    ///   - width: The terminal's width, at least 1.
    /// - Returns: At least 1.
    static func rows(of cellWidths: [Int], width: Int) -> Int {
        position(ofCell: cellWidths.count, in: cellWidths, width: width).row + 1
    }

    /// The number of cells on the first `rows` rows of a line re-wrapped at `width`.
    static func cells(onFirst rows: Int, of cellWidths: [Int], width: Int) -> Int {
        var count = 0
        while count < cellWidths.count, position(ofCell: count, in: cellWidths, width: width).row < rows {
            count += 1
        }
        return count
    }
}

/// Where an inline UI's drawing is after the terminal changed width, and which of its rows the
/// terminal pushed out of reach: the decision behind ``FrameRenderer/relocate(to:cursorReport:)``.
///
/// The input is what the renderer drew above and on the cursor's row, as the logical lines a
/// re-wrapping terminal keeps (the lines of an earlier drawing still in the scrollback first), and
/// the cursor's place on its line. Each ``TerminalReflow`` predicts how many rows now lie between
/// the cursor and the top of that drawing, and in which column the terminal shows the cursor. When
/// the terminal's report of its cursor matches one prediction's column and not the other's, that
/// behaviour is the terminal's (and is remembered), except a re-wrapping column left of the
/// truncating one: a terminal that truncates clamps the cursor into every width it passes through,
/// also widths applied before the program heard of them (a window dragged narrower and back), so
/// it can report that column too. Otherwise the behaviour already known (measured earlier, or told
/// by the terminal's name) decides, and when none is known the move is the smaller of the two
/// predictions: only rows that are the UI's under either behaviour are erased, so a wrong guess can
/// leave a stale copy of the UI's top rows, never erase the shell's output above it. The report's
/// row bounds the move: rows above the screen's top are in the scrollback, and those that are the UI's own are handed back as ``hiddenLineCount`` and
/// ``hiddenPrefixCells``, because a re-wrapping terminal brings them back on screen when it widens.
///
/// In tmux (known by its name), a report whose column is neither the caret's nor one of the line's
/// last cell (where tmux puts a cursor past its line's end) has lost the UI: a narrowing pushed the
/// cursor's own row into the scrollback, tmux put the cursor on the screen's top-left corner, and
/// the resizes after it were applied before the program heard of them. The cursor is then on a row
/// of the UI or a blank one below it, never above it, so nothing above its row is erased unless
/// the UI's bottom row is known: tmux keeps the blank rows below the UI when it re-wraps (it pushes
/// rows above into the scrollback instead, and adds blank rows at the bottom only when everything
/// fits on the screen, which moves the UI up, never down), so the UI's bottom row stays where it
/// was drawn or above it, and its top is as many rows above as the UI's lines take at the new
/// width. Other terminals that re-wrap are not assumed to keep the rows below (a terminal that
/// keeps its top row in place moves them), so a report that has lost the UI there is taken as
/// before, by the behaviour known.
struct InlineRelocation: Equatable {
    /// Rows to move up from the cursor to reach the top of the UI's drawing on screen.
    var rowsUp: Int
    /// The behaviour the decision was made for.
    var reflow: TerminalReflow
    /// Whether the report told the behaviours apart (so the caller can remember it).
    var isMeasured: Bool
    /// Leading lines of the input now wholly in the scrollback.
    var hiddenLineCount: Int
    /// Cells of the next line that are in the scrollback (its first rows); the screen's top row is
    /// that line's continuation, so what is drawn there joins it where the terminal keeps the line
    /// continued. tmux ends it when the row is erased: the rows predicted are then fewer than the
    /// terminal's, and the move stops short of the rows above, never past them.
    var hiddenPrefixCells: Int

    /// Decides.
    /// - Parameters:
    ///   - lines: Cell widths of the logical lines drawn above the cursor's line, top first, then of
    ///     the cursor's line.
    ///   - cursorCell: The cursor's cell in its line (the count of cells before it).
    ///   - cursorColumn: The cursor's column before the resize.
    ///   - rowsAbove: Rows drawn above the cursor's row that a truncating terminal still shows (the
    ///     lines still in the scrollback are not counted).
    ///   - width: The new width, at least 1.
    ///   - report: The cursor's position the terminal reported after the resize, if it did.
    ///   - known: The behaviour measured at an earlier resize or told by the terminal's name, if any.
    ///   - isTmux: Whether the terminal's name tells it is tmux (``TerminalReflow/isTmux(environment:)``).
    ///   - linesBelow: Cell widths of the rows drawn below the cursor's row, down to the last one
    ///     holding cells (each its own line).
    ///   - bottomRow: The screen row the drawing's last row was on before the resize, if known (the
    ///     screen's height unchanged since).
    init(
        lines: [[Int]], cursorCell: Int, cursorColumn: Int, rowsAbove: Int, width: Int,
        report: CellPosition?, known: TerminalReflow?, isTmux: Bool = false, linesBelow: [[Int]] = [],
        bottomRow: Int? = nil
    ) {
        let width = max(1, width)
        let cursorLine = lines.last ?? []
        var cursor = TerminalReflow.position(ofCell: cursorCell, in: cursorLine, width: width)
        // Past the last cell of a full row, a terminal that re-wraps shows the cursor at the row's
        // end, or at the start of the next row when the line continues there (an empty row the
        // next frame will be drawn on); the reported column tells which.
        if cursor.column >= width, report?.column == 0, width > 1 {
            cursor = (cursor.row + 1, 0)
        }
        let lineRows = lines.dropLast().map { TerminalReflow.rows(of: $0, width: width) }
        let rewrapRows = lineRows.reduce(0, +) + cursor.row
        let rewrapColumn = min(cursor.column, width - 1)
        let truncateColumn = min(cursorColumn, width - 1)
        var reflow = known
        isMeasured = false
        if let report, rewrapColumn != truncateColumn {
            // A terminal that truncates clamps the cursor into every width it passes through, also
            // those applied before the program heard of them, so it may report any column up to
            // the truncated one: a smaller column that re-wrapping predicts proves nothing.
            if report.column == rewrapColumn, rewrapColumn > truncateColumn {
                reflow = .rewraps
                isMeasured = true
            } else if report.column == truncateColumn {
                reflow = .truncates
                isMeasured = true
            }
        }
        // Unknown: move by the smaller prediction, erasing only rows that are the UI's either way.
        let settled = reflow ?? (rewrapRows <= rowsAbove ? .rewraps : .truncates)
        self.reflow = settled
        var rows = settled == .rewraps ? rewrapRows : rowsAbove
        // The rows of each line, and the lines the walk through the scrollback may pass over whole.
        var walkRows = lineRows + [cursor.row + 1]
        var walkLines = lines
        // A terminal that re-wraps keeps the cursor on its cell; only a cursor past its line's end
        // is put on the line's last column, when a narrowing makes the line end at a row's end: on
        // either column of a wide last cell.
        var lastCellColumns = 0..<0
        if cursorCell > 0, cursorCell <= cursorLine.count {
            let start = TerminalReflow.position(ofCell: cursorCell - 1, in: cursorLine, width: width).column
            lastCellColumns = start..<(start + cursorLine[cursorCell - 1])
        }
        if let report, isTmux, reflow == .rewraps, report.column != rewrapColumn,
            !lastCellColumns.contains(report.column)
        {
            // The cursor left the UI: the UI's top is found from its bottom, or not at all.
            walkLines = lines + linesBelow
            walkRows = walkLines.map { TerminalReflow.rows(of: $0, width: width) }
            let top = bottomRow.map { $0 - walkRows.reduce(0, +) + 1 }
            rows = top.map { max(0, report.row - $0) } ?? 0
        }
        rowsUp = min(rows, report.map { max(0, $0.row) } ?? rows)
        hiddenLineCount = 0
        hiddenPrefixCells = 0
        guard settled == .rewraps, rows > rowsUp else { return }
        // Walk the lines top down through the rows above the screen.
        var hidden = rows - rowsUp
        for (index, line) in walkLines.enumerated() {
            if hidden >= walkRows[index], index < walkLines.count - 1 {
                hidden -= walkRows[index]
                hiddenLineCount += 1
                continue
            }
            hiddenPrefixCells = TerminalReflow.cells(onFirst: hidden, of: line, width: width)
            break
        }
    }
}
