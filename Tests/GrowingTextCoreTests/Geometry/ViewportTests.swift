import GrowingTextCore
import Testing

@Suite struct ViewportTests {
    @Test func validRangeAndVisibleSpan() {
        let viewport = Viewport(
            contentOffset: Point(x: 0, y: 100), size: Size(width: 320, height: 400),
            contentInset: Insets(top: 20, bottom: 30), contentHeight: 1000)
        #expect(viewport.minimumContentOffsetY == -20)
        #expect(viewport.maximumContentOffsetY == 630)
        #expect(viewport.visibleMinY == 120)
        #expect(viewport.visibleMaxY == 470)
        #expect(viewport.visibleHeight == 350)
        #expect(!viewport.isAtBottom)
        #expect(viewport.withContentOffsetY(629.6).isAtBottom)
        #expect(viewport.clampedContentOffsetY(-50) == -20)
        #expect(viewport.clampedContentOffsetY(700) == 630)
        #expect(viewport.clampedContentOffsetY(300) == 300)
    }

    @Test func shortContentSitsAtItsTop() {
        let viewport = Viewport(
            size: Size(width: 320, height: 400), contentInset: Insets(top: 64), contentHeight: 100)
        #expect(viewport.maximumContentOffsetY == -64)
        #expect(viewport.clampedContentOffsetY(50) == -64)
        #expect(viewport.isAtBottom)
    }

    @Test func badValuesAreNormalised() {
        let viewport = Viewport(
            contentOffset: Point(x: 0, y: .nan), size: Size(width: 320, height: -400),
            contentInset: Insets(top: .nan, bottom: .infinity), contentHeight: .infinity)
        #expect(viewport.minimumContentOffsetY == 0)
        #expect(viewport.maximumContentOffsetY == 0)
        #expect(viewport.visibleMinY == 0)
        #expect(viewport.visibleHeight == 0)
        #expect(viewport.clampedContentOffsetY(.nan) == 0)
        #expect(viewport.clampedContentOffsetY(.infinity) == 0)
        #expect(viewport.clampedContentOffsetY(-.infinity) == 0)
    }
}
