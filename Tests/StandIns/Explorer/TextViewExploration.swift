import GrowingTextCore
import TestSupport

/// The growing text view as the explorer runs it: a `TextViewStandIn` running the production
/// adapter and controller, on a run loop of its own (``MainRunLoopStandIn``), under seeded choices,
/// in an app whose code the facts describe, reached by the user's input on every path the stand-in
/// models, the app's code and UIKit's undo.
enum TextViewExploration: ExploredFeature {
    /// What the app does in its `textViewDidChange(_:)`.
    enum Reaction: String, CaseIterable, Hashable, Sendable {
        case nothing
        /// Re-applies the text (or attributes for the same text: `attributedText` set again).
        case setsTextAgain = "sets the text again"
        /// Lays out at once (`layoutIfNeeded()`, a counter or a send button moved).
        case laysOut = "lays out"
        /// Both, the text first.
        case setsTextAgainAndLaysOut = "sets the text again and lays out"
        /// Sets the text again on the next turn of the main queue (a formatter dispatched).
        case setsTextAgainOnNextTurn = "sets the text again on the next turn"
        /// Sets a text of its own when the text holds a newline: the text with each newline a space
        /// (a field that stays one paragraph, formatted as the user types).
        case replacesNewlines = "replaces newlines with spaces"
    }

    /// The app's code around the view.
    struct Facts: ExploredFacts, Sendable {
        var maximumLength: Int?
        var trims = false
        var minimumLines = 1
        var maximumLines: Int? = 5
        var reaction = Reaction.nothing
        var refusesToEndEditing = false
        /// Whether the keyboard shows inline predictions (iOS 17, B21).
        var predictsInline = false
        /// Whether the app gave the view a height constraint of its own (a storyboard's), which the
        /// view keeps at its height (B2, B5).
        var holdsHeightConstraint = false

        var description: String {
            var parts = [maximumLength.map { "limit \($0)" } ?? "no limit"]
            parts.append("lines \(minimumLines)...\(maximumLines.map(String.init) ?? "any")")
            if trims { parts.append("trims") }
            if reaction != .nothing { parts.append("the app \(reaction.rawValue) in textViewDidChange") }
            if refusesToEndEditing { parts.append("the app refuses to end editing") }
            if predictsInline { parts.append("inline predictions") }
            if holdsHeightConstraint { parts.append("the app's height constraint") }
            return parts.joined(separator: ", ")
        }

        var sourceLiteral: String {
            let limit = maximumLength.map(String.init) ?? "nil"
            let maximum = maximumLines.map(String.init) ?? "nil"
            return """
                .init(
                            maximumLength: \(limit), trims: \(trims), minimumLines: \(minimumLines), \
                maximumLines: \(maximum),
                            reaction: .\(reaction), refusesToEndEditing: \(refusesToEndEditing), \
                predictsInline: \(predictsInline),
                            holdsHeightConstraint: \(holdsHeightConstraint))
                """
        }
    }

    /// One event. Numbers are read against the state the step finds: offsets and lengths are clamped
    /// to the text, a step that cannot happen (typing into a view not being edited) does nothing.
    enum Action: Hashable, Sendable {
        case type(String)
        case deleteBackward
        case moveCaret(to: Int)
        /// Pastes that many characters.
        case paste(Int)
        /// Cuts that many characters before the caret.
        case cut(Int)
        /// Autocorrection replaces that many characters before the caret.
        case autocorrect(Int, with: String)
        /// Replace All: two matches of `length` characters, the first at `first`, the second `gap`
        /// characters after it, replaced by `text`, the later match first when `backward` (I10).
        case replaceAll(first: Int, gap: Int, length: Int, with: String, backward: Bool)
        /// Pieces inserted one after another, each reported, with no layout pass between them.
        case stream([String])
        case compose(String)
        /// A composition takes back that many committed characters before the caret (I11).
        case composeOver(Int, with: String)
        case commit(String)
        case predict(String)
        case typeWhilePredicting(String, next: String)
        case acceptPrediction
        case dropPrediction
        case returnWhilePredicting
        case dictate([String])
        case undo
        case redo
        case setText(String)
        case setSameText
        case appInsertText(String)
        /// The app edits the text storage: that many characters from `at` become `text`.
        case appEditStorage(at: Int, length: Int, with: String)
        /// A drop at an offset, told like a paste or like code (I3).
        case drop(String, at: Int, likeAPaste: Bool)
        case endEditing
        case beginEditing
        case rotate(toWidth: Double)
        case textSize(lineHeight: Double)
        case leaveWindow
        case returnToWindow
        /// The app sets the text it has again on the next turn of the main queue.
        case appSetsSameTextOnNextTurn
        /// Constraints of a higher priority hold the view at a height, or let it go (`nil`).
        case squeeze(to: Double?)
    }

    static let name = "text view"

    static func facts(using generator: inout SplitMix64) -> Facts {
        let minimumLines = Int.random(in: 1...2, using: &generator)
        return Facts(
            maximumLength: Int.random(in: 0..<10, using: &generator) < 7
                ? Int.random(in: 4...24, using: &generator) : nil,
            trims: Bool.random(using: &generator),
            minimumLines: minimumLines,
            maximumLines: Int.random(in: 0..<5, using: &generator) == 0
                ? nil : Int.random(in: minimumLines...6, using: &generator),
            reaction: Reaction.allCases.randomElement(using: &generator) ?? .nothing,
            refusesToEndEditing: Int.random(in: 0..<4, using: &generator) == 0,
            predictsInline: Bool.random(using: &generator),
            holdsHeightConstraint: Int.random(in: 0..<4, using: &generator) == 0)
    }

    /// Short words, a space and a newline; a CJK character (one UTF-16 unit) for compositions.
    private static let pieces = ["a", "b", "c", "ab", "abc", " ", "\n", "한"]

    private static func word(using generator: inout SplitMix64, upTo count: Int = 3) -> String {
        (0..<Int.random(in: 1...count, using: &generator)).map { _ in
            pieces.randomElement(using: &generator) ?? "a"
        }.joined()
    }

    static func action(given facts: Facts, using generator: inout SplitMix64) -> Action {
        let small = { (generator: inout SplitMix64) in Int.random(in: 0...12, using: &generator) }
        var weighted: [(Int, (inout SplitMix64) -> Action)] = [
            (20, { .type(word(using: &$0)) }),
            (6, { _ in .deleteBackward }),
            (4, { .moveCaret(to: small(&$0)) }),
            (10, { .paste(Int.random(in: 1...30, using: &$0)) }),
            (3, { .cut(Int.random(in: 1...6, using: &$0)) }),
            (4, { .autocorrect(Int.random(in: 1...4, using: &$0), with: word(using: &$0)) }),
            (
                4,
                {
                    .replaceAll(
                        first: small(&$0), gap: Int.random(in: 0...4, using: &$0),
                        length: Int.random(in: 1...3, using: &$0), with: word(using: &$0, upTo: 4),
                        backward: Bool.random(using: &$0))
                }
            ),
            (4, { g in .stream((0..<Int.random(in: 2...4, using: &g)).map { _ in word(using: &g) }) }),
            (3, { .compose(word(using: &$0, upTo: 2)) }),
            (2, { .composeOver(Int.random(in: 1...2, using: &$0), with: word(using: &$0, upTo: 2)) }),
            (3, { .commit(word(using: &$0, upTo: 2)) }),
            (
                3,
                { g in .dictate((0..<Int.random(in: 1...3, using: &g)).map { _ in word(using: &g, upTo: 6) })
                }
            ),
            (10, { _ in .undo }),
            (5, { _ in .redo }),
            (3, { .setText(word(using: &$0, upTo: 6)) }),
            (4, { _ in .setSameText }),
            (2, { .appInsertText(word(using: &$0)) }),
            (
                2,
                {
                    .appEditStorage(
                        at: small(&$0), length: Int.random(in: 0...3, using: &$0), with: word(using: &$0))
                }
            ),
            (2, { .drop(word(using: &$0, upTo: 6), at: small(&$0), likeAPaste: Bool.random(using: &$0)) }),
            (3, { _ in .endEditing }),
            (3, { _ in .beginEditing }),
            (1, { .rotate(toWidth: [200, 300, 420].randomElement(using: &$0) ?? 300) }),
            (1, { .textSize(lineHeight: [16, 20, 28].randomElement(using: &$0) ?? 20) }),
            (2, { _ in .leaveWindow }),
            (2, { _ in .returnToWindow }),
            (2, { _ in .appSetsSameTextOnNextTurn }),
            (2, { .squeeze(to: [nil, 30, 50, 70].randomElement(using: &$0) ?? nil) }),
        ]
        if facts.predictsInline {
            weighted += [
                (4, { .predict(word(using: &$0, upTo: 2)) }),
                (4, { .typeWhilePredicting(word(using: &$0, upTo: 1), next: word(using: &$0, upTo: 2)) }),
                (2, { _ in .acceptPrediction }),
                (2, { _ in .dropPrediction }),
                (2, { _ in .returnWhilePredicting }),
            ]
        }
        return ExplorerDraw.weighted(weighted, otherwise: .undo, using: &generator)
    }

    static func simplerFacts(than facts: Facts) -> [Facts] {
        var simpler: [Facts] = []
        func with(_ change: (inout Facts) -> Void) {
            var candidate = facts
            change(&candidate)
            if candidate != facts { simpler.append(candidate) }
        }
        with { $0.reaction = .nothing }
        with { $0.refusesToEndEditing = false }
        with { $0.trims = false }
        with { $0.predictsInline = false }
        with { $0.holdsHeightConstraint = false }
        with { $0.minimumLines = 1 }
        with { $0.maximumLines = 5 }
        with { $0.maximumLength = nil }
        return simpler
    }

    static func simplerActions(than action: Action) -> [Action] {
        func shorter(_ text: String) -> [String] {
            text.count > 1 ? [String(text.prefix(1)), String(text.dropFirst())] : []
        }
        switch action {
        case .type(let text): return shorter(text).map(Action.type)
        case .paste(let count):
            return [count / 2, count - 1].filter { $0 > 0 && $0 < count }.map(Action.paste)
        case .stream(let pieces) where pieces.count > 1:
            return [
                .stream(Array(pieces.dropFirst())), .stream(Array(pieces.dropLast())), .type(pieces.joined()),
            ]
        case .dictate(let results) where results.count > 1:
            return [.dictate(Array(results.dropFirst())), .dictate(Array(results.dropLast()))]
        case .setText(let text): return [.setText("")] + shorter(text).map(Action.setText)
        default: return []
        }
    }
}
