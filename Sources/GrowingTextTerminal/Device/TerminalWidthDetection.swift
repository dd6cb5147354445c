import GrowingTextLayout

/// How a session learns the width model of its terminal, in order: the `GROWTEXT_WIDTH_MODEL`
/// environment variable (a ``TerminalCellWidth/WidthModel`` raw value), the model the
/// ``TerminalWidthCache`` remembers for this terminal, the terminal's own answers to a
/// ``TerminalWidthProbe`` (then remembered), and per code point when it does not answer in time:
/// the rule of xterm, VTE and tmux 3.3, under which text laid out for grapheme clusters breaks.
struct TerminalWidthDetection {
    /// How long the terminal has to answer, in milliseconds: a local terminal answers in about one,
    /// a terminal across `ssh` in a round trip.
    static let timeout = 200
    /// The narrowest terminal the probe runs in: its samples must not wrap.
    static let minimumColumns = 8

    /// The process environment.
    let environment: [String: String]

    /// The width model for the terminal on `device`, which is in raw mode. Asking prints a few
    /// clusters on the cursor's line and erases that line; keys typed meanwhile are handed back to
    /// the device, to be read first.
    func model(on device: TerminalDevice) -> TerminalCellWidth.WidthModel {
        if let name = environment["GROWTEXT_WIDTH_MODEL"],
            let model = TerminalCellWidth.WidthModel(rawValue: name)
        {
            return model
        }
        let cache = TerminalWidthCache(environment: environment)
        if let model = cache?.model { return model }
        guard let columns = device.size?.columns, columns >= Self.minimumColumns else { return .perCodePoint }
        var probe = TerminalWidthProbe()
        device.ask(
            TerminalWidthProbe.query, into: &probe, timeoutMilliseconds: Self.timeout, endingOnResume: false)
        device.write(TerminalWidthProbe.erase)
        guard let model = probe.model else { return .perCodePoint }
        cache?.store(model)
        return model
    }
}
