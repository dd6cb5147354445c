/// One row of a key table: the presses bound to a command, and the help line that describes them.
///
/// Every key a terminal program reacts to is a row of a table of these: ``EditKeyMap/bindings`` for
/// the editing keys shared by every text field, ``PromptProgram/keyBindings`` and
/// ``NotesProgram/keyBindings`` for the keys each program handles before the editing keys. The
/// programs look presses up in their table and `--help` is generated from the same tables by
/// ``KeyHelp``, so the two cannot disagree.
package struct KeyBinding<Command: Sendable>: Sendable {
    /// The presses, in the order help names them.
    package let presses: [KeyPress]
    /// The command they give.
    package let command: Command
    /// What the command does, as help says it (`nil`: not listed, such as the Ctrl+X prefix of
    /// Ctrl+X Ctrl+E). A line break continues the text on the next line, aligned with the summary.
    package let summary: String?
    /// How help names the keys when the press names would not say it (`Ctrl+E, Ctrl+X Ctrl+E`);
    /// `nil` names the presses.
    package let keysLabel: String?
    /// Whether a press also counts with extra modifiers (Alt+Enter still inserts a newline in the
    /// notes). An exact match in the table wins over one that ignores modifiers.
    package let ignoresModifiers: Bool
    /// Whether the program passes the press on to the editing keys when the command does not apply
    /// (Up walks the prompt's history on the first visual line only), so the editing help still
    /// lists the press.
    package let fallsThrough: Bool

    /// Creates a row.
    /// - Parameters:
    ///   - presses: The presses, in the order help names them.
    ///   - command: The command they give.
    ///   - summary: What the command does (`nil`: not listed in help).
    ///   - keysLabel: How help names the keys, when the press names would not say it.
    ///   - ignoresModifiers: Whether a press also counts with extra modifiers.
    ///   - fallsThrough: Whether the press may still reach the editing keys.
    package init(
        _ presses: [KeyPress], _ command: Command, _ summary: String?, keysLabel: String? = nil,
        ignoresModifiers: Bool = false, fallsThrough: Bool = false
    ) {
        self.presses = presses
        self.command = command
        self.summary = summary
        self.keysLabel = keysLabel
        self.ignoresModifiers = ignoresModifiers
        self.fallsThrough = fallsThrough
    }
}

/// Looking presses up in a key table, and the help generated from it.
package enum KeyHelp {
    /// The width of the keys column of every help table, so the program keys and the editing keys
    /// line up. With the two leading spaces, a summary line starts at column 24 and has 56 columns
    /// left before swift-argument-parser wraps help at 80.
    package static let keyColumn = 22

    /// The command of the first row that binds `press` exactly, else of the first row that binds
    /// its key and ignores modifiers.
    /// - Parameters:
    ///   - press: A key press.
    ///   - bindings: The table.
    /// - Returns: The command, or `nil` when no row binds the press.
    package static func command<Command>(for press: KeyPress, in bindings: [KeyBinding<Command>]) -> Command?
    {
        if let exact = bindings.first(where: { $0.presses.contains(press) }) { return exact.command }
        return bindings.first { $0.ignoresModifiers && $0.presses.contains { $0.key == press.key } }?.command
    }

    /// The presses a program takes before the editing keys ever see them: every press of its table
    /// except those of rows that fall through.
    /// - Parameter bindings: The program's table.
    /// - Returns: The presses, in table order.
    package static func reservedPresses<Command>(of bindings: [KeyBinding<Command>]) -> [KeyPress] {
        bindings.filter { !$0.fallsThrough }.flatMap(\.presses)
    }

    /// One row of key help: the keys and what they do.
    package struct Row: Hashable, Sendable {
        /// The keys, as help names them (`Ctrl+W, Alt+Backspace`).
        package var keys: String
        /// What they do; a line break continues the text on the next line of `--help`.
        package var summary: String

        /// Creates a row.
        /// - Parameters:
        ///   - keys: The keys, as help names them.
        ///   - summary: What they do.
        package init(keys: String, summary: String) {
            self.keys = keys
            self.summary = summary
        }
    }

    /// The table's rows, in table order. Presses in `reserved` are left out, and so is a row left
    /// with none, or without a summary.
    /// - Parameters:
    ///   - bindings: The table.
    ///   - reserved: Presses another table takes first.
    /// - Returns: The rows.
    package static func rows<Command>(
        for bindings: [KeyBinding<Command>], excluding reserved: [KeyPress] = []
    )
        -> [Row]
    {
        bindings.compactMap { binding -> Row? in
            guard let summary = binding.summary else { return nil }
            if let label = binding.keysLabel { return Row(keys: label, summary: summary) }
            var names: [String] = []
            for press in binding.presses where !reserved.contains(press) && !names.contains(press.name) {
                names.append(press.name)
            }
            guard !names.isEmpty else { return nil }
            return Row(keys: names.joined(separator: ", "), summary: summary)
        }
    }

    /// The rows of a program's whole "Keys" section: its own keys first, then `notes` (what is not
    /// a key press, such as a paste), then the editing keys it leaves to ``EditKeyMap``.
    /// - Parameters:
    ///   - programBindings: The program's table.
    ///   - notes: Rows placed between the two tables.
    /// - Returns: The rows.
    package static func sectionRows<Command>(for programBindings: [KeyBinding<Command>], notes: [Row] = [])
        -> [Row]
    {
        rows(for: programBindings) + notes
            + rows(for: EditKeyMap.bindings, excluding: reservedPresses(of: programBindings))
    }

    /// Rows as help lines (`  Keys  summary`); a key list that leaves no space in its column (three
    /// keys, as `Ctrl+Left, Alt+Left, Alt+B`) takes a line of its own, and its summary starts on the
    /// next line in the summaries' column, so every summary lines up.
    /// - Parameter rows: The rows.
    /// - Returns: The lines, continuation lines of a summary included.
    package static func lines(for rows: [Row]) -> [String] {
        let indent = String(repeating: " ", count: keyColumn + 2)
        return rows.flatMap { row -> [String] in
            let summaryLines = row.summary.split(separator: "\n", omittingEmptySubsequences: false).map {
                indent + $0
            }
            guard row.keys.count < keyColumn else { return ["  " + row.keys] + summaryLines }
            let keys = "  " + row.keys + String(repeating: " ", count: keyColumn - row.keys.count)
            return [keys + summaryLines[0].dropFirst(keyColumn + 2)] + summaryLines.dropFirst()
        }
    }

    /// The table as help lines, in table order (``rows(for:excluding:)``, ``lines(for:)``).
    /// - Parameters:
    ///   - bindings: The table.
    ///   - reserved: Presses another table takes first.
    /// - Returns: The lines, continuation lines of a summary included.
    package static func lines<Command>(
        for bindings: [KeyBinding<Command>], excluding reserved: [KeyPress] = []
    )
        -> [String]
    {
        lines(for: rows(for: bindings, excluding: reserved))
    }

    /// The whole "Keys" section of a program's help (``sectionRows(for:notes:)`` as lines).
    /// - Parameters:
    ///   - programBindings: The program's table.
    ///   - notes: Rows placed between the two tables.
    /// - Returns: The lines.
    package static func section<Command>(for programBindings: [KeyBinding<Command>], notes: [Row] = [])
        -> [String]
    {
        lines(for: sectionRows(for: programBindings, notes: notes))
    }
}
