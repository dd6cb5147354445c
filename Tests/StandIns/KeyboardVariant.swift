import Testing

/// The orders in which UIKit may deliver a rotation with the keyboard up, modelled in each plausible
/// variant because no source fixes them; every keyboard scenario runs under each it can tell apart
/// (`forEachBehaviour(of: KeyboardVariant.all)`).
struct KeyboardVariant: Hashable, Sendable, CustomTestStringConvertible, BehaviourVariant {
    /// KV1 (C): the keyboard's will-change-frame notification for a rotation arrives before the
    /// layout pass that gives the scroll view its new frame, after it in the same turn, or in a
    /// later turn. Source and grade: `docs/UIKitBehaviours.md` KV1.
    enum NotificationOrder: Hashable, Sendable, CaseIterable {
        case beforeLayout
        case afterLayoutSameTurn
        case laterTurn
    }

    var notificationOrder: NotificationOrder {
        get { consulted("KV1", storedNotificationOrder) }
        set { storedNotificationOrder = newValue }
    }
    /// KV2 (C): the rotation's layout resizes and moves the scroll view in one turn, or resizes it
    /// in one turn and moves it in the next (a transition animated by a coordinator). Source and
    /// grade: `docs/UIKitBehaviours.md` KV2.
    var layoutTurns: Int {
        get { consulted("KV2", storedLayoutTurns) }
        set { storedLayoutTurns = newValue }
    }

    /// The choices, read without noting a consultation.
    private var storedNotificationOrder: NotificationOrder
    private var storedLayoutTurns: Int

    init(notificationOrder: NotificationOrder, layoutTurns: Int) {
        storedNotificationOrder = notificationOrder
        storedLayoutTurns = layoutTurns
    }

    static let all: [KeyboardVariant] = NotificationOrder.allCases.flatMap { order in
        [1, 2].map { KeyboardVariant(notificationOrder: order, layoutTurns: $0) }
    }

    var choices: [BehaviourChoice] {
        [
            BehaviourChoice(id: "KV1", value: "notification \(storedNotificationOrder)"),
            BehaviourChoice(id: "KV2", value: "layout over \(storedLayoutTurns) turn(s)"),
        ]
    }

    var testDescription: String { choices.map(\.value).joined(separator: ", ") }
}
