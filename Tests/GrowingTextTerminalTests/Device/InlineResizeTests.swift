@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// The inline prompt across bursts of resizes, on terminals that re-wrap their rows (tmux, and the
/// top-anchored kind) and on one that truncates them (xterm): the run loop's sequence, played on a
/// ``ReflowingTerminal``: at the first resize of a burst the frame is found from the terminal's cursor
/// report and erased; after the last it is found again (rows the scrollback gave back) and drawn.
@Suite("Inline frame across resizes")
struct InlineResizeTests {
    static let shellLines = (1...8).map { "shell \($0)" }
    static let typed = String(repeating: "abc ", count: 12)
    static let frameAt40 = [
        "│ abc abc abc abc abc abc abc abc abc", "│ abc abc abc", "Esc cancel · Enter submit",
    ]
    /// Ten widths, narrow and wide, ending where they began.
    static let widths = [22, 40, 15, 38, 20, 30, 12, 40, 25, 40]

    /// How the ten resizes reach the program: all before it looks, one at a time, or in pairs.
    enum Bursts: CaseIterable, Sendable {
        case one, each, pairs

        func split(_ widths: [Int]) -> [[Int]] {
            switch self {
            case .one: [widths]
            case .each: widths.map { [$0] }
            case .pairs:
                stride(from: 0, to: widths.count, by: 2).map { Array(widths[$0..<min($0 + 2, widths.count)]) }
            }
        }
    }

    struct Run {
        var terminal: ReflowingTerminal
        var renderer: FrameRenderer
        var program: PromptProgram

        init(
            _ behaviour: ReflowingTerminal.Behaviour, lines: [String], text: String, named: TerminalReflow?,
            configuration: PromptConfiguration = PromptConfiguration()
        ) {
            terminal = ReflowingTerminal(
                behaviour, columns: 40, height: 12, lines: lines,
                width: { TerminalGlyphs.testing.visible($0).width })
            renderer = FrameRenderer(mode: .inline, glyphs: .testing)
            renderer.namedReflow = named
            // tmux is named by `TMUX`, which tmux sets for what runs in it.
            renderer.namedTmux = named != nil && behaviour == .tmux
            program = PromptProgram(text: text, configuration: configuration, glyphs: .testing)
            draw()
        }

        var size: TerminalSize { TerminalSize(columns: terminal.columns, rows: terminal.height) }

        mutating func draw() {
            terminal.feed(renderer.render(program.frame(for: size), size: size))
        }

        /// What the run loop does: relocate at the first resize, again after the last, then draw.
        /// `heard` is, for each burst, the resize at which the program hears of it (0 unless given:
        /// a busy machine can let the terminal apply more before the program runs).
        mutating func resize(_ bursts: [[Int]], heard: [Int] = []) {
            for (number, burst) in bursts.enumerated() {
                for (index, width) in burst.enumerated() {
                    terminal.resize(columns: width)
                    if index == (number < heard.count ? heard[number] : 0) {
                        terminal.feed(renderer.relocate(to: size, cursorReport: terminal.cursorReport))
                    }
                }
                terminal.feed(renderer.relocate(to: size, cursorReport: terminal.cursorReport))
                draw()
            }
        }

        /// The screen's rows without the blank ones at the bottom.
        var screen: [String] { Array(terminal.screen.reversed().drop(while: \.isEmpty).reversed()) }
    }

    /// The behaviour as a terminal's name tells it (tmux, kitty; the Linux console).
    static func named(_ behaviour: ReflowingTerminal.Behaviour) -> TerminalReflow {
        behaviour == .truncates ? .truncates : .rewraps
    }

    /// Every burst's first narrowing splits the frame's rows before the program hears of it; tmux then
    /// pushes the rows above up (its blank bottom rows stay), the shell's first, and after several
    /// bursts rows of the frame too: those stay in the scrollback, out of the program's reach. The
    /// screen always shows the shell's lines and one frame.
    @Test(arguments: ReflowingTerminal.Behaviour.allCases, Bursts.allCases)
    func tenResizesLeaveOneFrameAndKeepTheShellsLines(behaviour: ReflowingTerminal.Behaviour, bursts: Bursts)
    {
        var run = Run(behaviour, lines: Self.shellLines, text: Self.typed, named: Self.named(behaviour))
        #expect(run.screen == Self.shellLines + Self.frameAt40)
        run.resize(bursts.split(Self.widths))
        let screen = run.screen
        #expect(screen.suffix(3) == Self.frameAt40[...])
        #expect(screen.dropLast(3) == Self.shellLines.suffix(screen.count - 3)[...])
        if behaviour != .tmux || bursts == .one {
            #expect(run.terminal.buffer == Self.shellLines + Self.frameAt40)
        } else {
            #expect(run.terminal.buffer.prefix(8) == Self.shellLines[...])
        }
        run.terminal.feed(run.renderer.finish(clear: true))
        #expect(run.screen == Self.shellLines.suffix(screen.count - 3))
    }

    @Test(arguments: ReflowingTerminal.Behaviour.allCases, Bursts.allCases)
    func endingNarrowerDrawsTheFrameAtTheLastWidth(behaviour: ReflowingTerminal.Behaviour, bursts: Bursts) {
        var run = Run(behaviour, lines: Self.shellLines, text: Self.typed, named: Self.named(behaviour))
        run.resize(bursts.split([30, 18, 25, 16]))
        #expect(
            run.terminal.buffer
                == Self.shellLines + [
                    "│ abc abc abc", "│ abc abc abc", "│ abc abc abc", "│ abc abc abc", "Esc cancel",
                ])
        run.terminal.feed(run.renderer.finish(clear: true))
        #expect(run.terminal.buffer == Self.shellLines)
    }

    /// The prompt on the screen's second row. tmux pushes rows of the frame split by the first
    /// narrowing into the scrollback before the program hears of the resize (its blank bottom rows
    /// stay); those stay there, but the screen shows the frame once.
    @Test(arguments: ReflowingTerminal.Behaviour.allCases, Bursts.allCases)
    func atTheTopOfTheScreenTheScreenShowsOneFrame(behaviour: ReflowingTerminal.Behaviour, bursts: Bursts) {
        var run = Run(behaviour, lines: ["above"], text: Self.typed, named: Self.named(behaviour))
        run.resize(bursts.split(Self.widths))
        let screen = run.screen
        #expect(screen.suffix(3) == Self.frameAt40[...])
        #expect(screen.dropLast(3).allSatisfy { $0 == "above" })
        if behaviour != .tmux {
            #expect(run.terminal.buffer == ["above"] + Self.frameAt40)
        }
        run.terminal.feed(run.renderer.finish(clear: true))
        #expect(run.screen.allSatisfy { $0 == "above" })
    }

    /// The prompt on the screen's second row in tmux, each of ten resizes heard on its own (a
    /// window's edge dragged in steps, each more than the settling time apart). A narrowing that
    /// splits the frame into more rows than lie above it pushes the frame's top rows into the
    /// scrollback before the program hears of it, and there they stay: tmux gives rows back only
    /// where rows below them join again on a widening, which the frame's rows (each ended by the
    /// program, whose erasing also ends the line of the row above) never do, and no sequence erases
    /// or fetches a row of the scrollback. The screen shows one frame; the scrollback holds those
    /// stale rows, row for row what tmux 3.3a showed for the same steps.
    @Test func atTheTopOfTmuxEachResizeOnItsOwnLeavesCopiesInTheScrollbackOnly() {
        var run = Run(.tmux, lines: ["above"], text: Self.typed, named: .rewraps)
        run.resize(Bursts.each.split([22, 40, 15, 38, 20, 30, 14, 40, 25, 40]))
        let stale = [
            "│ abc abc abc abc abc", "│ abc abc abc abc abc abc abc abc abc",
            "│ abc abc abc abc abc abc abc abc abc", "│ abc abc abc abc abc abc abc", "│ abc abc abc",
            "│ abc abc abc abc abc abc",
        ]
        #expect(run.terminal.buffer == ["above"] + stale + Self.frameAt40)
        #expect(run.screen == Self.frameAt40)
        run.terminal.feed(run.renderer.finish(clear: true))
        #expect(run.screen.isEmpty)
        #expect(run.terminal.buffer == ["above"] + stale)
    }

    /// Each resize on its own, in tmux, from a prompt near the window's top, over seeded random
    /// widths: whatever went into the scrollback, the screen shows the shell's lines and one frame,
    /// nothing else, and the shell's lines are all kept, once each, in order.
    @Test(arguments: [["above"], ["shell 1", "shell 2", "shell 3"]])
    func nearTheTopOfTmuxTheScreenShowsOneFrameAndTheShellsLines(lines: [String]) {
        var generator = SplitMix64(seed: 0x7E5_12E)
        for _ in 0..<150 {
            let widths = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                Int.random(in: 14...60, using: &generator)
            }
            var run = Run(.tmux, lines: lines, text: Self.typed, named: .rewraps)
            run.resize(Bursts.each.split(widths))
            let frame = run.program.frame(for: run.size).lines.map { line in
                String(line.text.reversed().drop(while: { $0 == " " }).reversed())
            }
            let screen = run.screen
            #expect(Array(screen.suffix(frame.count)) == frame, "\(widths)")
            #expect(screen.dropLast(frame.count).allSatisfy { $0.isEmpty || lines.contains($0) }, "\(widths)")
            #expect(run.terminal.buffer.filter { lines.contains($0) } == lines, "\(widths)")
        }
    }

    /// Near the top of tmux, when the program hears of a burst only after more resizes have been
    /// applied (a starved process): a narrowing of the two-row box drawn at 50 columns to 22 pushes
    /// the cursor's own row into the scrollback, tmux puts the cursor on the top-left corner, detached
    /// from the box, and after the widening to 57 the report shows it on the hint's row, where the
    /// caret never is (column 28, not 49). The box's row above it is found from the box's bottom,
    /// which tmux keeps above the same blank rows, and erased with the rest.
    @Test func aBurstHeardLateAfterTheCursorWentIntoTheScrollbackLeavesOneBox() {
        var run = Run(.tmux, lines: ["above"], text: Self.typed, named: .rewraps)
        run.resize([[34, 30, 23], [36, 32, 50], [22, 14, 57], [58, 40]], heard: [0, 1, 2, 0])
        #expect(run.screen == Self.frameAt40)
        #expect(run.terminal.buffer == ["above"] + Self.frameAt40)
        run.terminal.feed(run.renderer.finish(clear: true))
        #expect(run.terminal.buffer == ["above"])
    }

    /// Bursts the program hears of late (after one to four of their resizes were applied), over
    /// seeded random widths, from a prompt near the screen's top, under every behaviour: whatever
    /// the terminal did with the cursor meanwhile, the screen shows the shell's lines and one box,
    /// nothing else, and the shell's lines are all kept, once each, in order.
    @Test(
        arguments: ReflowingTerminal.Behaviour.allCases, [["above"], ["shell 1", "shell 2", "shell 3"]])
    func burstsHeardLateNearTheTopLeaveOneBoxAndTheShellsLines(
        behaviour: ReflowingTerminal.Behaviour, lines: [String]
    ) {
        var generator = SplitMix64(seed: 0x1A7E)
        for _ in 0..<400 {
            let bursts = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                    Int.random(in: 14...60, using: &generator)
                }
            }
            let heard = bursts.map { Int.random(in: 0..<$0.count, using: &generator) }
            var run = Run(behaviour, lines: lines, text: Self.typed, named: Self.named(behaviour))
            run.resize(bursts, heard: heard)
            let frame = run.program.frame(for: run.size).lines.map { line in
                String(line.text.reversed().drop(while: { $0 == " " }).reversed())
            }
            let screen = run.screen
            #expect(Array(screen.suffix(frame.count)) == frame, "\(bursts) heard \(heard)")
            #expect(
                screen.dropLast(frame.count).allSatisfy { $0.isEmpty || lines.contains($0) },
                "\(bursts) heard \(heard): \(screen)")
            #expect(run.terminal.buffer.filter { lines.contains($0) } == lines, "\(bursts) heard \(heard)")
        }
    }

    /// xterm (or the Linux console), the box drawn at 77 columns with the caret at column 50, a
    /// burst to 73, 45, 19 and 32 heard only after its last resize: xterm clamped the cursor to
    /// column 18 at 19 columns and left it there at 32, the very column a re-wrapping terminal puts
    /// the caret's cell on at 32 (50 − 32). The report does not prove re-wrapping, so the box is
    /// found where xterm keeps it and the shell's line above stays.
    @Test(arguments: [nil, TerminalReflow.truncates])
    func aColumnClampedByANarrowerWidthHeardLateDoesNotLookReWrapped(named: TerminalReflow?) {
        var run = Run(.truncates, lines: ["above"], text: Self.typed, named: named)
        run.resize([[41, 44, 65, 77], [73, 45, 19, 32]], heard: [1, 3])
        let frame = ["│ abc abc abc abc abc abc abc", "│ abc abc abc abc abc", "Esc cancel · Enter submit"]
        #expect(run.terminal.buffer == ["above"] + frame)
        run.terminal.feed(run.renderer.finish(clear: true))
        #expect(run.terminal.buffer == ["above"])
    }

    /// Bursts heard late, over seeded random widths, from a prompt below one shell line, on a
    /// terminal whose name tells nothing (or tells its behaviour), for the behaviours such names
    /// leave open: the shell's line is never erased, and the box is drawn once at the bottom.
    @Test(arguments: [ReflowingTerminal.Behaviour.rewrapsFromTheTop, .truncates], [false, true])
    func burstsHeardLateNeverEraseTheShellsLine(behaviour: ReflowingTerminal.Behaviour, isNamed: Bool) {
        var generator = SplitMix64(seed: 0x5A1E_C01)
        for _ in 0..<300 {
            let bursts = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                    Int.random(in: 14...80, using: &generator)
                }
            }
            let heard = bursts.map { Int.random(in: 0..<$0.count, using: &generator) }
            var run = Run(
                behaviour, lines: ["above"], text: Self.typed, named: isNamed ? Self.named(behaviour) : nil)
            run.resize(bursts, heard: heard)
            let frame = run.program.frame(for: run.size).lines.map { line in
                String(line.text.reversed().drop(while: { $0 == " " }).reversed())
            }
            #expect(run.terminal.buffer.first == "above", "\(bursts) heard \(heard)")
            #expect(Array(run.screen.suffix(frame.count)) == frame, "\(bursts) heard \(heard)")
        }
    }

    /// A header above the box and wide characters, which a re-wrapping terminal moves to the next
    /// row when they do not fit at a row's end: the rows above the caret are the header's and the
    /// box's, none of them as wide as the terminal.
    @Test(arguments: ReflowingTerminal.Behaviour.allCases, Bursts.allCases)
    func aHeaderAndWideCharacters(behaviour: ReflowingTerminal.Behaviour, bursts: Bursts) {
        let text = String(repeating: "中文 ab ", count: 6) + "\n" + String(repeating: "字", count: 5)
        let configuration = PromptConfiguration(header: "Commit message for the release branch")
        var run = Run(
            behaviour, lines: Self.shellLines, text: text, named: Self.named(behaviour),
            configuration: configuration)
        let frame = [
            "Commit message for the release branch", "│ 中文 ab 中文 ab 中文 ab 中文 ab 中文",
            "│ ab 中文 ab", "│ 字字字字字", "Esc cancel · Enter submit",
        ]
        #expect(run.screen == Self.shellLines.suffix(7) + frame)
        run.resize(bursts.split([23, 17, 31, 13, 40]))
        let screen = run.screen
        #expect(screen.suffix(5) == frame[...])
        #expect(screen.dropLast(5) == Self.shellLines.suffix(screen.count - 5)[...])
        if behaviour != .tmux || bursts == .one {
            #expect(run.terminal.buffer == Self.shellLines + frame)
        }
        run.terminal.feed(run.renderer.finish(clear: true))
        #expect(run.screen == Self.shellLines.suffix(screen.count - 5))
    }

    /// A terminal that truncates, named as one that re-wraps: where the caret's column is past the new
    /// width, the reported column tells them apart, and the frame is found.
    @Test func theReportedColumnCorrectsTheName() {
        let text = "abcdefghijklmnopqrstuvwxyz"
        var run = Run(.truncates, lines: Self.shellLines, text: text, named: .rewraps)
        run.resize([[20]])
        #expect(
            run.terminal.buffer == Self.shellLines + ["│ abcdefghijklmnopqr", "│ stuvwxyz", "Esc cancel"])
    }

    /// Texts whose caret stays left of every new width, so the cursor report cannot tell the
    /// behaviours apart, while lines above the caret are wider than the new width, so the behaviours
    /// disagree on how many rows the box now has above the caret.
    static let ambiguousTexts = [
        String(repeating: "abc ", count: 9) + "\nab",
        "Commit\n" + String(repeating: "word ", count: 7) + "\nx",
        String(repeating: "中文 ", count: 12) + "\nok",
    ]

    /// A terminal whose name tells nothing (xterm or GNOME Terminal, both `TERM=xterm-256color`),
    /// resized where its cursor report fits both behaviours: whatever it does with its rows, the
    /// shell's lines above the box are never erased (a stale copy of the box's top rows may stay
    /// between them and the box), and the box is drawn once at the bottom at the new width.
    @Test(
        arguments: ReflowingTerminal.Behaviour.allCases,
        [[[20]], [[20], [40]], [[30], [15], [40]], [[20, 30]]])
    func anUnknownTerminalNeverLosesTheShellsLines(behaviour: ReflowingTerminal.Behaviour, bursts: [[Int]]) {
        for text in Self.ambiguousTexts {
            var run = Run(behaviour, lines: Self.shellLines, text: text, named: nil)
            run.resize(bursts)
            #expect(Array(run.terminal.buffer.prefix(Self.shellLines.count)) == Self.shellLines, "\(text)")
            let frame = run.program.frame(for: run.size).lines.map { line in
                String(line.text.reversed().drop(while: { $0 == " " }).reversed())
            }
            #expect(Array(run.screen.suffix(frame.count)) == frame, "\(text)")
        }
    }
}
