import GrowingTextCore
import Testing

/// The once-per-turn rule the keyboard adjuster and the composer docking share: changes observed one
/// by one schedule one call per turn, and a read since the last change makes that call read nothing.
@Suite struct GeometryChangeCoalescerTests {
    private let portrait = Size(width: 390, height: 844)
    private let landscape = Size(width: 844, height: 390)

    /// A rotation moves `center` and resizes `bounds` in one pass: the first change schedules, the
    /// second does not, and the scheduled call reads once.
    @Test func aRotationSchedulesOneReadForTheTurn() {
        var coalescer = GeometryChangeCoalescer()
        let resized = coalescer.boundsDidChange(from: portrait, to: landscape)
        let moved = coalescer.centerDidChange(from: Point(x: 195, y: 422), to: Point(x: 422, y: 195))
        #expect(resized)
        #expect(!moved)
        #expect(coalescer.isStale)
        let reads = coalescer.scheduledReadIsDue()
        #expect(reads)
        coalescer.geometryWasRead()
        #expect(coalescer == GeometryChangeCoalescer())
    }

    /// A read made for another reason after the change (a keyboard notification, the app's layout
    /// pass) leaves nothing for the scheduled call; the next change schedules again.
    @Test func aReadAfterTheChangeMakesTheScheduledReadUnnecessary() {
        var coalescer = GeometryChangeCoalescer()
        let resized = coalescer.boundsDidChange(from: portrait, to: landscape)
        coalescer.geometryWasRead()
        let reads = coalescer.scheduledReadIsDue()
        let movedLater = coalescer.centerDidChange(from: .zero, to: Point(x: 1, y: 0))
        #expect(resized)
        #expect(!reads)
        #expect(movedLater)
    }

    /// A change after the read but before the scheduled call is read by that call, and schedules
    /// nothing more.
    @Test func aChangeAfterTheReadIsReadByTheScheduledCall() {
        var coalescer = GeometryChangeCoalescer()
        let moved = coalescer.centerDidChange(from: .zero, to: Point(x: 0, y: 10))
        coalescer.geometryWasRead()
        let movedAgain = coalescer.centerDidChange(from: Point(x: 0, y: 10), to: Point(x: 0, y: 20))
        let reads = coalescer.scheduledReadIsDue()
        #expect(moved)
        #expect(!movedAgain)
        #expect(reads)
    }

    /// A scroll (the bounds' origin moves, the size stays) and a set to the same value are no change;
    /// an observation that lost a value (`nil`) counts as a change.
    @Test func scrollsAndSameValuesAreNoChange() {
        var coalescer = GeometryChangeCoalescer()
        var changes: [Bool] = []
        for _ in 0..<60 { changes.append(coalescer.boundsDidChange(from: portrait, to: portrait)) }
        changes.append(coalescer.centerDidChange(from: Point(x: 3, y: 4), to: Point(x: 3, y: 4)))
        changes.append(coalescer.centerDidChange(from: nil, to: nil))
        #expect(changes == Array(repeating: false, count: 62))
        #expect(!coalescer.isStale)
        #expect(!coalescer.isReadScheduled)
        let reads = coalescer.scheduledReadIsDue()
        let appeared = coalescer.boundsDidChange(from: nil, to: portrait)
        #expect(!reads)
        #expect(appeared)
    }

    /// A turn with several layout passes (a keyboard animation's frames within one turn) still reads
    /// once; after the call the next turn's first change schedules again.
    @Test func everyTurnSchedulesAtMostOnce() {
        var coalescer = GeometryChangeCoalescer()
        var scheduled = 0
        var reads: [Bool] = []
        for turn in 0..<3 {
            for frame in 0..<10 {
                let y = Double(turn * 10 + frame)
                if coalescer.centerDidChange(from: Point(x: 0, y: y), to: Point(x: 0, y: y + 1)) {
                    scheduled += 1
                }
            }
            reads.append(coalescer.scheduledReadIsDue())
            coalescer.geometryWasRead()
        }
        #expect(scheduled == 3)
        #expect(reads == [true, true, true])
    }
}
