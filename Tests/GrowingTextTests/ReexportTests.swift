import GrowingText
import Testing

/// `import GrowingText` alone must give an app the core's types, on every platform.
@Suite struct ReexportTests {
    @Test func coreGeometryIsVisibleThroughGrowingText() {
        let rect = Rect(x: 0, y: 10, width: 100, height: 20)
        #expect(rect.maxY == 30)
        #expect(
            rect.intersection(Rect(x: 50, y: 25, width: 100, height: 100))
                == Rect(x: 50, y: 25, width: 50, height: 5))
    }
}
