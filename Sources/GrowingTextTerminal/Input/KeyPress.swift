/// A key the terminal reported, independent of modifiers.
@_spi(Benchmarks) public enum Key: Hashable, Sendable {
    /// A character key, as the terminal sent it; with ``KeyModifiers/control`` or ``KeyModifiers/alt``
    /// it names the letter (`Ctrl+A` is `.character("a")` with `.control`).
    case character(Character)
    /// Enter (carriage return).
    case enter
    /// Tab.
    case tab
    /// Backspace (DEL or Ctrl+H).
    case backspace
    /// Delete (forward).
    case delete
    /// Escape, reported only after the lone-Esc timeout or before another escape.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Insert.
    case insert
    /// A function key, F1 to F12.
    case function(Int)
}

/// Modifier keys held with a key, as xterm encodes them (`CSI 1;5C` is Ctrl+Right).
@_spi(Benchmarks) public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bit set: shift 1, alt 2, control 4, meta 8 (xterm's parameter minus one).
    @_spi(Benchmarks) public let rawValue: Int

    /// Creates a set from xterm's bits.
    /// - Parameter rawValue: Shift 1, alt 2, control 4, meta 8.
    @_spi(Benchmarks) public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Shift.
    package static let shift = KeyModifiers(rawValue: 1)
    /// Alt (Option); also what an ESC prefix means.
    package static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    @_spi(Benchmarks) public static let control = KeyModifiers(rawValue: 4)
    /// Meta.
    package static let meta = KeyModifiers(rawValue: 8)
}

/// A key with the modifiers held.
@_spi(Benchmarks) public struct KeyPress: Hashable, Sendable {
    /// The key.
    package var key: Key
    /// The modifiers held with it.
    package var modifiers: KeyModifiers

    /// Creates a key press.
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers; none by default.
    @_spi(Benchmarks) public init(_ key: Key, _ modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A control-letter press such as `KeyPress.control("a")` for Ctrl+A.
    /// - Parameter letter: The lowercase letter.
    /// - Returns: The key press.
    package static func control(_ letter: Character) -> KeyPress {
        KeyPress(.character(letter), .control)
    }

    /// An Alt-letter press such as `KeyPress.alt("b")` for Alt+B.
    /// - Parameter letter: The letter.
    /// - Returns: The key press.
    package static func alt(_ letter: Character) -> KeyPress {
        KeyPress(.character(letter), .alt)
    }
}

/// One decoded unit of terminal input.
@_spi(Benchmarks) public enum InputEvent: Hashable, Sendable {
    /// Typed text: printable characters with no modifier (may hold several clusters from one read).
    case text(String)
    /// A key press that is not plain text (controls, arrows, Alt-letters, ...).
    case key(KeyPress)
    /// Text pasted with bracketed paste, line breaks normalised to LF, to be inserted as one edit.
    case paste(String)
}
