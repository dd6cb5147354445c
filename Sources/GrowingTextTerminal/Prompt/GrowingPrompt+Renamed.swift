// API renamed since 0.1.0 so that the prompt names its settings as `GrowingTextView` does, kept for
// one minor version so that the compiler offers the new name (a fix-it). Each traps if ever
// reached, which the compiler prevents. `widthModel` is no longer public (set
// `GROWTEXT_WIDTH_MODEL` in ``GrowingPrompt/environment``); `PromptTheme`'s environment helpers and
// `PromptHistoryFile.parse(_:)` served the `growtext` command only.
extension GrowingPrompt {
    /// Renamed: the text the box opens with is ``initialText``.
    @available(*, unavailable, renamed: "init(configuration:initialText:history:)")
    public init(configuration: PromptConfiguration, text: String, history: [String] = []) {
        fatalError("unavailable")
    }

    /// Renamed: the text the box opens with is ``initialText``.
    @available(
        *, unavailable,
        renamed: "init(placeholder:minimumNumberOfLines:maximumNumberOfLines:initialText:history:)"
    )
    public init(
        placeholder: String = "", minimumNumberOfLines: Int = 1, maximumNumberOfLines: Int = 5, text: String,
        history: [String] = []
    ) {
        fatalError("unavailable")
    }

    /// Renamed to ``initialText``.
    @available(*, unavailable, renamed: "initialText")
    public var text: String { fatalError("unavailable") }
}

extension PromptConfiguration {
    /// Renamed: the limits take `GrowingTextView`'s names, and the prefix of every row is
    /// ``rowPrefix``.
    @available(
        *, unavailable,
        renamed:
            "init(placeholder:minimumNumberOfLines:maximumNumberOfLines:maximumLength:width:enterInsertsNewline:header:rowPrefix:theme:)"
    )
    public init(
        placeholder: String = "", minimumLines: Int = 1, maximumLines: Int = 5, maximumLength: Int? = nil,
        width: Int? = nil, enterInsertsNewline: Bool = false, header: String = "",
        prompt: String = PromptConfiguration.defaultRowPrefix, theme: PromptTheme = PromptTheme()
    ) {
        fatalError("unavailable")
    }

    /// Renamed to ``defaultRowPrefix``.
    @available(*, unavailable, renamed: "defaultRowPrefix")
    public static var defaultPrompt: String { fatalError("unavailable") }

    /// Renamed to ``minimumNumberOfLines``.
    @available(*, unavailable, renamed: "minimumNumberOfLines")
    public var minimumLines: Int { fatalError("unavailable") }

    /// Renamed to ``maximumNumberOfLines``.
    @available(*, unavailable, renamed: "maximumNumberOfLines")
    public var maximumLines: Int { fatalError("unavailable") }

    /// Renamed to ``rowPrefix``.
    @available(*, unavailable, renamed: "rowPrefix")
    public var prompt: String { fatalError("unavailable") }
}
