import GrowingTextCore
import TestSupport

/// A list of growing rows as the explorer runs it: a `ListStandIn` (a table or a collection view, as
/// the choices draw it) running the production list, cell and text view adapters and controllers,
/// every row a growing text cell configured as it comes on screen, the stand-ins on one run loop,
/// under seeded choices; the user edits a row while the app changes the rows.
enum ListExploration: ExploredFeature {
    /// How the app wires its cells.
    enum Wiring: String, CaseIterable, Hashable, Sendable {
        /// The documented wiring: the text set, then the cell handed to the app's coordinator.
        case coordinator
        /// No coordinator: each cell makes one of its own.
        case cellsOnTheirOwn = "cells on their own"
    }

    /// The app's list.
    struct Facts: ExploredFacts, Sendable {
        /// The lines of each row's text, top to bottom.
        var rowLines: [Int] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
        var maximumLines = 4
        var trims = false
        var maximumLength: Int?
        var wiring = Wiring.coordinator

        var description: String {
            var parts = ["\(rowLines.count) rows", "at most \(maximumLines) lines", "\(wiring.rawValue)"]
            if trims { parts.append("trims") }
            if let maximumLength { parts.append("limit \(maximumLength)") }
            return parts.joined(separator: ", ")
        }

        var sourceLiteral: String {
            """
            .init(
                            rowLines: \(rowLines), maximumLines: \(maximumLines), trims: \(trims), \
            maximumLength: \(maximumLength.map(String.init) ?? "nil"), wiring: .\(wiring))
            """
        }
    }

    /// One event. Rows are named by their index among the rows there are then, or among the rows on
    /// screen; a step that cannot happen does nothing.
    enum Action: Hashable, Sendable {
        case type(String)
        case deleteBackward
        case paste(Int)
        case undo
        case redo
        /// The user taps into the text of the row on screen at this index.
        case beginEditing(onScreen: Int)
        case endEditing
        case scroll(by: Double)
        case deleteRow(Int)
        case deleteEditedRow
        case reloadRow(Int, lines: Int)
        case reloadEditedRow(lines: Int)
        case moveRow(Int, to: Int)
        case applySnapshot(deleting: Int?, reconfiguring: Int, lines: Int)
        case reconfigureRow(Int, lines: Int)
        case appendRowATurnAhead(lines: Int)
        /// The app inserts a row into its model and reloads the list's data rather than inserting it.
        case insertRowAndReloadData(at: Int, lines: Int)
        case textSize(lineHeight: Double)
        case changeWidth(to: Double)
    }

    static let name = "list"

    static func facts(using generator: inout SplitMix64) -> Facts {
        Facts(
            rowLines: (0..<Int.random(in: 10...20, using: &generator)).map { _ in
                Int.random(in: 1...3, using: &generator)
            },
            maximumLines: Int.random(in: 2...5, using: &generator),
            trims: Bool.random(using: &generator),
            maximumLength: Bool.random(using: &generator) ? Int.random(in: 8...30, using: &generator) : nil,
            wiring: Int.random(in: 0..<4, using: &generator) == 0 ? .cellsOnTheirOwn : .coordinator)
    }

    static func action(given facts: Facts, using generator: inout SplitMix64) -> Action {
        let row = { (generator: inout SplitMix64) in Int.random(in: 0..<20, using: &generator) }
        let lines = { (generator: inout SplitMix64) in Int.random(in: 1...4, using: &generator) }
        let weighted: [(Int, (inout SplitMix64) -> Action)] = [
            (14, { .type(["a", "b c", "\n", " ", "\na"].randomElement(using: &$0) ?? "a") }),
            (4, { _ in .deleteBackward }),
            (5, { .paste(Int.random(in: 1...40, using: &$0)) }),
            (5, { _ in .undo }),
            (2, { _ in .redo }),
            (8, { .beginEditing(onScreen: Int.random(in: 0..<8, using: &$0)) }),
            (3, { _ in .endEditing }),
            (6, { .scroll(by: [-400, -120, -36, 36, 120, 400].randomElement(using: &$0) ?? 120) }),
            (2, { .deleteRow(row(&$0)) }),
            (3, { _ in .deleteEditedRow }),
            (2, { .reloadRow(row(&$0), lines: lines(&$0)) }),
            (3, { .reloadEditedRow(lines: lines(&$0)) }),
            (2, { .moveRow(row(&$0), to: row(&$0)) }),
            (
                2,
                {
                    .applySnapshot(
                        deleting: Bool.random(using: &$0) ? row(&$0) : nil, reconfiguring: row(&$0),
                        lines: lines(&$0))
                }
            ),
            (3, { .reconfigureRow(row(&$0), lines: lines(&$0)) }),
            (2, { .appendRowATurnAhead(lines: lines(&$0)) }),
            (2, { .insertRowAndReloadData(at: row(&$0), lines: lines(&$0)) }),
            (1, { .textSize(lineHeight: [16, 20, 28].randomElement(using: &$0) ?? 20) }),
            (1, { .changeWidth(to: [320, 390, 600].randomElement(using: &$0) ?? 390) }),
        ]
        return ExplorerDraw.weighted(weighted, otherwise: .undo, using: &generator)
    }

    static func simplerFacts(than facts: Facts) -> [Facts] {
        var simpler: [Facts] = []
        func with(_ change: (inout Facts) -> Void) {
            var candidate = facts
            change(&candidate)
            if candidate != facts { simpler.append(candidate) }
        }
        with { $0.trims = false }
        with { $0.maximumLength = nil }
        with { $0.wiring = .coordinator }
        with { $0.rowLines = $0.rowLines.map { _ in 1 } }
        with { $0.maximumLines = 4 }
        return simpler
    }

    static func simplerActions(than action: Action) -> [Action] {
        switch action {
        case .paste(let count): [count / 2, count - 1].filter { $0 > 0 && $0 < count }.map(Action.paste)
        case .type(let text) where text.count > 1:
            [.type(String(text.prefix(1))), .type(String(text.dropFirst()))]
        case .applySnapshot(let deleting?, let row, let lines):
            [.applySnapshot(deleting: nil, reconfiguring: row, lines: lines), .deleteRow(deleting)]
        default: []
        }
    }

    /// The text of a row of `lines` lines.
    static func text(lines: Int) -> String {
        (0..<lines).map { "row line \($0 + 1)" }.joined(separator: "\n")
    }
}

extension ListExploration.Action {
    /// Whether the action takes a row's cell out of the list inside UIKit's update (a delete, a
    /// reload, a snapshot that deletes).
    var takesRowsOut: Bool {
        switch self {
        case .deleteRow, .deleteEditedRow, .reloadRow, .reloadEditedRow: true
        case .applySnapshot(let deleting, _, _): deleting != nil
        default: false
        }
    }
}
