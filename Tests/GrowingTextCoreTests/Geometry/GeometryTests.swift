import GrowingTextCore
import Testing

@Suite struct GeometryTests {
    @Test func rectEdges() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.minX == 10)
        #expect(rect.maxX == 40)
        #expect(rect.minY == 20)
        #expect(rect.maxY == 60)
    }

    @Test func emptyAndNonFiniteRects() {
        #expect(Rect.zero.isEmpty)
        #expect(Rect(x: 0, y: 0, width: -5, height: 10).isEmpty)
        #expect(Rect(x: 0, y: 0, width: .nan, height: 10).isEmpty)
        #expect(Rect(x: 0, y: 0, width: .infinity, height: 10).isEmpty)
        #expect(!Rect(x: .nan, y: 0, width: 1, height: 1).isFinite)
        #expect(!Rect(x: 0, y: 0, width: 1, height: 1).isEmpty)
    }

    @Test func intersection() {
        let a = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(
            a.intersection(Rect(x: 50, y: 60, width: 100, height: 100))
                == Rect(x: 50, y: 60, width: 50, height: 40))
        #expect(a.intersection(Rect(x: 100, y: 0, width: 10, height: 10)) == nil)
        #expect(a.intersection(Rect(x: 200, y: 200, width: 10, height: 10)) == nil)
    }

    @Test func insetSums() {
        let insets = Insets(top: 8, left: 5, bottom: 12, right: 5)
        #expect(insets.vertical == 20)
        #expect(insets.horizontal == 10)
    }
}

@Suite struct GeometryBadInputTests {
    @Test func nonFiniteOrEmptyRectsIntersectNothing() {
        let a = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(a.intersection(Rect(x: .nan, y: 0, width: 10, height: 10)) == nil)
        #expect(Rect(x: .nan, y: 0, width: 10, height: 10).intersection(a) == nil)
        #expect(a.intersection(Rect(x: 0, y: 0, width: .infinity, height: 10)) == nil)
        #expect(a.intersection(Rect(x: 10, y: 10, width: -5, height: 10)) == nil)
    }
}
