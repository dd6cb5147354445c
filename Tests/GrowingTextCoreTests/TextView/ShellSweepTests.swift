import GrowingTextCore
import TestSupport
import Testing

@Suite("Shell geometry sweeps")
struct ShellSweepTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func settledOffsetIsValidAndShowsACaretThatFits(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<5_000 {
            let height = Double.random(in: 1...800, using: &random)
            let viewport = Viewport(
                contentOffset: Point(x: 0, y: Double.random(in: -500...3_000, using: &random)),
                size: Size(width: 320, height: height),
                contentInset: Insets(
                    top: Double.random(in: 0...100, using: &random),
                    bottom: Double.random(in: 0...400, using: &random)),
                contentHeight: Double.random(in: 0...3_000, using: &random))
            let caret = Rect(
                x: 4, y: Double.random(in: 0...3_000, using: &random), width: 2,
                height: Double.random(in: 1...40, using: &random))
            let margin = Double.random(in: 0...16, using: &random)
            let offset = ScrollPosition.settledContentOffsetY(in: viewport, revealing: caret, margin: margin)
            #expect(offset >= viewport.minimumContentOffsetY - 1e-9)
            #expect(offset <= viewport.maximumContentOffsetY + 1e-9)
            let settled = viewport.withContentOffsetY(offset)
            let caretInContent = caret.maxY <= viewport.contentHeight && caret.height <= settled.visibleHeight
            if caretInContent {
                #expect(caret.minY >= settled.visibleMinY - 1e-6)
                #expect(caret.maxY <= settled.visibleMaxY + 1e-6)
            }
        }
    }

    @Test(arguments: [4, 5] as [UInt64])
    func placeholderStaysInsideTheView(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<5_000 {
            let width = Double.random(in: 0...1_000, using: &random)
            let insets = Insets(
                top: Double.random(in: 0...40, using: &random),
                left: Double.random(in: 0...40, using: &random),
                bottom: Double.random(in: 0...40, using: &random),
                right: Double.random(in: 0...40, using: &random))
            let padding = Double.random(in: 0...10, using: &random)
            let frame = PlaceholderLayout.labelFrame(
                viewWidth: width, textContainerInset: insets, lineFragmentPadding: padding, labelHeight: 20)
            #expect(frame.width >= 0)
            #expect(frame.minX >= 0)
            if frame.width > 0 {
                let rightEdge: Double = frame.maxX + insets.right + padding
                #expect(abs(rightEdge - width) < 1e-9)
            }
        }
    }
}
