import TestSupport

/// UIKit's uncertain choices, as the stand-ins of one app process read them: every behaviour
/// `docs/UIKitBehaviours.md` grades C (or B against another source) that the stand-ins model in more
/// than one way.
///
/// Fixed choices are one variant, chosen by the test: what ``UIKitVariant`` and ``ListVariant`` say,
/// whenever they are read, as the scenario tests run them under each. The variant's getters note
/// each read in the running ``Consultation``, so that a scenario runs only under the combinations of
/// the behaviours it read (``forEachBehaviour(of:sourceLocation:_:)``). Seeded choices draw from a
/// generator, and record what they drew: the facts of a process (the iOS version's behaviour, which
/// undo manager the view has, the list's sizing path) once, when the choices are made, and the facts
/// of timing (how many passes the bounds take, whether UIKit scrolls to the caret, where a layout
/// commit falls between drains of the main queue) at every read, from a generator reseeded at each
/// event (``beginEvent(seed:)``), so that an event keeps its timing when the events around it change
/// (a shrinker drops them).
final class Choices {
    /// One choice a seeded read drew: which behaviour, and what UIKit did.
    struct Draw: Hashable, Sendable, CustomStringConvertible {
        var behaviour: String
        var value: String

        var description: String { "\(behaviour): \(value)" }
    }

    /// The text view's facts (V1, V3, V4, V7, V8) and, for fixed choices, its timing (V5, V6).
    let uikit: UIKitVariant
    /// The list's facts (L7, L9, L10, L11, L14).
    let list: ListVariant
    /// V11: whether the view hears the undo manager's end of an undo group.
    let postsUndoGroupEnd: Bool
    /// I5: whether the view's undo manager is its window's.
    let sharesUndoManagerWithWindow: Bool
    /// V13: whether an edit of the text storage made in code (the view's own cut or trim, the app's
    /// mention) posts `textDidChangeNotification`.
    let storageEditsPostNotification: Bool
    /// I6: the target UIKit registers the inverses of the view's own edits with.
    let typingUndoTarget: TextViewStandIn.UndoStep.Target
    /// V9: whether Return accepts an inline prediction before its newline, or drops it.
    let acceptsPredictionOnReturn: Bool
    /// The list view and the iOS version that decide how its rows are resized (L5).
    let listKind: ListKind
    /// The generator of the current event's timing, or `nil` for fixed choices.
    private var timing: SplitMix64?
    /// Every seeded draw, the process's first, then each event's in order.
    private(set) var draws: [Draw] = []

    /// Fixed choices: UIKit as `uikit` and `list` say, and as the stand-ins' defaults say for the
    /// facts the variants do not hold.
    init(uikit: UIKitVariant = .common, list: ListVariant = .common) {
        self.uikit = uikit
        self.list = list
        postsUndoGroupEnd = true
        storageEditsPostNotification = false
        sharesUndoManagerWithWindow = false
        typingUndoTarget = .textSystem
        acceptsPredictionOnReturn = true
        listKind = .table
    }

    /// Seeded choices: the process's facts drawn now from `seed`, the timing of each event from the
    /// seed ``beginEvent(seed:)`` gives it.
    init(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        uikit = UIKitVariant.all.randomElement(using: &generator) ?? .common
        list = ListVariant.all.randomElement(using: &generator) ?? .common
        postsUndoGroupEnd = Bool.random(using: &generator)
        sharesUndoManagerWithWindow = Bool.random(using: &generator)
        typingUndoTarget = [.textSystem, .textStorage, .view].randomElement(using: &generator) ?? .textSystem
        acceptsPredictionOnReturn = Bool.random(using: &generator)
        listKind = ListKind.allCases.randomElement(using: &generator) ?? .table
        timing = SplitMix64(seed: generator.next())
        // Drawn after the timing's seed, so that the facts and the timing drawn before it stay the
        // same for every seed.
        storageEditsPostNotification = Bool.random(using: &generator)
        draws = [
            Draw(behaviour: "text view", value: uikit.testDescription),
            Draw(behaviour: "list", value: list.testDescription),
            Draw(behaviour: "V11 undo group end", value: postsUndoGroupEnd ? "posted" : "never"),
            Draw(
                behaviour: "V13 storage edits in code",
                value: storageEditsPostNotification ? "post the notification" : "silent"),
            Draw(
                behaviour: "I5 undo manager",
                value: sharesUndoManagerWithWindow ? "the window's" : "the view's own"),
            Draw(behaviour: "I6 typing's undo target", value: typingUndoTarget.testDescription),
            Draw(behaviour: "V9 Return", value: acceptsPredictionOnReturn ? "accepts" : "drops"),
            Draw(behaviour: "list kind", value: listKind.rawValue),
        ]
    }

    /// Whether the choices are drawn from a generator.
    var isSeeded: Bool { timing != nil }

    /// The next event's timing is drawn from `seed`; fixed choices ignore it.
    func beginEvent(seed: UInt64) {
        guard timing != nil else { return }
        timing = SplitMix64(seed: seed)
    }

    /// V5: how many layout passes the bounds take to follow a new intrinsic height, 1 or 2.
    var passesToSettle: Int {
        draw("V5 passes to settle", fixed: uikit.passesToSettle, among: [1, 2])
    }

    /// V6: whether UIKit scrolls to the caret after this edit.
    var uikitScrollsToCaret: Bool {
        draw("V6 UIKit scrolls to the caret", fixed: uikit.uikitScrollsToCaret, among: [true, false])
    }

    /// L12: whether this turn's Core Animation commit (the pending layout passes) comes before the
    /// drain of the main queue, or after it.
    var commitsBeforeDrain: Bool {
        draw("L12 commit before the drain", fixed: true, among: [true, false])
    }

    /// L18: whether a first responder in a cell that `reloadData()` takes into the reuse pool stays
    /// first responder, its cell dequeued again for a row, or resigns as it leaves.
    var reloadKeepsFirstResponder: Bool {
        draw("L18 a reload keeps the first responder", fixed: false, among: [false, true])
    }

    /// L18: whether the reuse pool gives out the cells `reloadData()` took into it last in, first
    /// out (the cell of the last row on screen first), or in the order they showed their rows.
    var reusePoolGivesLastCellFirst: Bool {
        draw("L18 the reuse pool gives the last cell first", fixed: false, among: [false, true])
    }

    private func draw<Value: CustomStringConvertible>(
        _ behaviour: String, fixed: Value, among values: [Value]
    )
        -> Value
    {
        guard var generator = timing, let value = values.randomElement(using: &generator) else {
            return fixed
        }
        timing = generator
        draws.append(Draw(behaviour: behaviour, value: value.description))
        return value
    }
}
