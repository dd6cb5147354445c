import GrowingTextCore
import Testing

@Suite("CollectionRowResizing: how a collection view resizes a grown item")
struct CollectionRowResizingTests {
    @Test func iOS16WithSelfSizingInvalidationInvalidatesTheGrownCell() {
        for invalidation in [SelfSizingInvalidation.enabled, .enabledIncludingConstraints] {
            #expect(
                CollectionRowResizing.method(
                    osMajorVersion: 16, selfSizingInvalidation: invalidation, changedRowIsKnown: true)
                    == .invalidateCellAndLayOut)
        }
        #expect(
            CollectionRowResizing.method(
                osMajorVersion: 18, selfSizingInvalidation: .enabled, changedRowIsKnown: true)
                == .invalidateCellAndLayOut)
    }

    @Test func iOS15RunsABatchUpdateWhateverTheSetting() {
        #expect(
            CollectionRowResizing.method(
                osMajorVersion: 15, selfSizingInvalidation: .enabled, changedRowIsKnown: true)
                == .batchUpdates)
    }

    @Test func disabledInvalidationRunsABatchUpdate() {
        #expect(
            CollectionRowResizing.method(
                osMajorVersion: 16, selfSizingInvalidation: .disabled, changedRowIsKnown: true)
                == .batchUpdates)
    }

    /// Dynamic Type (every row) or a cell no longer on screen: no one cell to invalidate.
    @Test func noKnownChangedRowRunsABatchUpdate() {
        #expect(
            CollectionRowResizing.method(
                osMajorVersion: 17, selfSizingInvalidation: .enabledIncludingConstraints,
                changedRowIsKnown: false) == .batchUpdates)
    }

    /// A version that cannot be real (0, negative) is treated as before iOS 16.
    @Test func nonsenseVersionsRunABatchUpdate() {
        #expect(
            CollectionRowResizing.method(
                osMajorVersion: -1, selfSizingInvalidation: .enabled, changedRowIsKnown: true)
                == .batchUpdates)
    }
}
