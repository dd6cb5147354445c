extension EditKeyMap {
    /// An editing command, the key presses bound to it (in the order help lists them) and what it
    /// does, as `--help` says it.
    package typealias Binding = KeyBinding<EditCommand>

    /// Every editing key of every text field: the one table that ``command(for:)`` looks keys up in
    /// and that the key help of `growtext prompt` and `growtext notes` is generated from.
    package static let bindings: [Binding] = [
        Binding([KeyPress(.left), .control("b")], .move(.left), "move left by character (grapheme cluster)"),
        Binding([KeyPress(.right), .control("f")], .move(.right), "move right by character"),
        Binding([KeyPress(.up), .control("p")], .move(.up), "move up a visual line, keeping the column"),
        Binding([KeyPress(.down), .control("n")], .move(.down), "move down a visual line"),
        Binding(
            [KeyPress(.left, .control), KeyPress(.left, .alt), .alt("b"), .alt("B")], .move(.wordLeft),
            "move to the start of the word"),
        Binding(
            [KeyPress(.right, .control), KeyPress(.right, .alt), .alt("f"), .alt("F")], .move(.wordRight),
            "move to the end of the word"),
        Binding([KeyPress(.home), .control("a")], .move(.lineStart), "move to the start of the visual line"),
        Binding([KeyPress(.end), .control("e")], .move(.lineEnd), "move to the end of the visual line"),
        Binding([KeyPress(.home, .control), .alt("<")], .move(.textStart), "move to the start of the text"),
        Binding([KeyPress(.end, .control), .alt(">")], .move(.textEnd), "move to the end of the text"),
        Binding(
            [KeyPress(.backspace), .control("h")], .deleteBackward, "delete the character before the caret"),
        Binding([KeyPress(.delete)], .deleteForward, "delete the character after the caret"),
        Binding(
            [.control("w"), KeyPress(.backspace, .alt), KeyPress(.backspace, .control)], .deleteWordBackward,
            "delete the word before the caret"),
        Binding(
            [.alt("d"), .alt("D"), KeyPress(.delete, .control), KeyPress(.delete, .alt)], .deleteWordForward,
            "delete the word after the caret"),
        Binding([.control("u")], .deleteToLineStart, "delete to the start of the visual line"),
        Binding([.control("k")], .deleteToLineEnd, "delete to the end of the visual line"),
        Binding([.control("_"), .control("/")], .undo, "undo"),
        Binding([.control("y")], .redo, "redo"),
        Binding([KeyPress(.tab)], .insert("\t"), "insert a tab"),
    ]

    /// The keys whose extra modifiers fall back: Shift or Meta held with an arrow, Home, End,
    /// Backspace or Delete is ignored, Ctrl counts before Alt, and a modifier the table does not
    /// bind for that key is ignored (Ctrl+Up moves up).
    private static let lenientKeys: Set<Key> = [.left, .right, .up, .down, .home, .end, .backspace, .delete]

    /// The command the table binds to `press`, with the fallbacks of ``lenientKeys``.
    static func boundCommand(for press: KeyPress) -> EditCommand? {
        if let command = lookUp(press) { return command }
        guard lenientKeys.contains(press.key) else { return nil }
        let modifiers: KeyModifiers =
            press.modifiers.contains(.control) ? .control : press.modifiers.contains(.alt) ? .alt : []
        return lookUp(KeyPress(press.key, modifiers)) ?? lookUp(KeyPress(press.key))
    }

    private static func lookUp(_ press: KeyPress) -> EditCommand? {
        KeyHelp.command(for: press, in: bindings)
    }
}

extension KeyPress {
    /// The press as help writes it: `Ctrl+W`, `Alt+Backspace`, `Ctrl+Home`, `Alt+<`.
    package var name: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.meta) { parts.append("Meta") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(key.name(modified: !modifiers.isEmpty))
        return parts.joined(separator: "+")
    }
}

extension Key {
    fileprivate func name(modified: Bool) -> String {
        switch self {
        case .character(let character): modified ? character.uppercased() : String(character)
        case .enter: "Enter"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .escape: "Esc"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "Page Up"
        case .pageDown: "Page Down"
        case .insert: "Insert"
        case .function(let number): "F\(number)"
        }
    }
}
