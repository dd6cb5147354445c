import TestSupport
import Testing

@testable import GrowingTextCore

@Suite struct GrowthSweepTests {
    /// A number from a mix of ordinary values and the bad ones the policy must normalise.
    static func number(_ generator: inout SplitMix64, upTo limit: Double) -> Double {
        switch Int.random(in: 0..<20, using: &generator) {
        case 0: .nan
        case 1: .infinity
        case 2: -Double.random(in: 0...limit, using: &generator)
        case 3: 0
        case 4: Double(Int.random(in: 0...Int(limit), using: &generator))
        default: Double.random(in: 0...limit, using: &generator)
        }
    }

    static func policy(_ generator: inout SplitMix64) -> GrowthPolicy {
        GrowthPolicy(
            minimumNumberOfLines: Int.random(in: -2...8, using: &generator),
            maximumNumberOfLines: Bool.random(using: &generator)
                ? Int.random(in: -2...12, using: &generator) : nil,
            minimumHeight: number(&generator, upTo: 200),
            maximumHeight: Bool.random(using: &generator) ? number(&generator, upTo: 400) : nil,
            insets: Insets(top: number(&generator, upTo: 20), bottom: number(&generator, upTo: 20)),
            lineHeight: number(&generator, upTo: 40),
            measuredLineHeights: (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                number(&generator, upTo: 60)
            },
            displayScale: [1, 2, 3, 0, .nan, 2.5].randomElement(using: &generator)!,
            verticalAlignment: GrowthPolicy.VerticalAlignment.allCases.randomElement(using: &generator)!
        )
    }

    @Test func resolutionInvariants() {
        var generator = SplitMix64(seed: 0x6772_6F77)
        for _ in 0..<20_000 {
            let policy = Self.policy(&generator)
            let content = Self.number(&generator, upTo: 600)
            let resolution = policy.resolve(contentHeight: content)
            let minimum = policy.effectiveMinimumHeight
            let maximum = policy.effectiveMaximumHeight
            let scale = resolution.displayScale
            #expect(minimum <= maximum)
            #expect(resolution.height >= minimum && resolution.height <= maximum, "\(policy) \(content)")
            #expect(resolution.height.isFinite)
            let pixels = resolution.height * scale
            #expect(abs(pixels - pixels.rounded()) < 1e-6, "not on the pixel grid: \(policy) \(content)")
            // What NaN, infinite and negative contents resolve to is hard-coded in GrowthBadInputTests.
            if content.isFinite, content >= 0 {
                if content > maximum + 1e-6 { #expect(resolution.scrolls, "\(policy) \(content)") }
                if content <= maximum { #expect(!resolution.scrolls, "\(policy) \(content)") }
                #expect(resolution.contentOffsetY <= max(0, resolution.height - content) + 1e-9)
            }
            if resolution.scrolls { #expect(resolution.height == maximum) }
            #expect(resolution.visibleLines >= 0)
            #expect(resolution.contentOffsetY >= 0)
            if resolution.scrolls || policy.verticalAlignment == .top {
                #expect(resolution.contentOffsetY == 0)
            }

            var tracker = GrowthTracker(height: Self.number(&generator, upTo: 400))
            _ = tracker.update(to: resolution, animated: true)
            #expect(
                tracker.update(to: resolution, animated: true) == nil,
                "tracker emitted twice for \(resolution)")
        }
    }

    @Test func growingContentNeverShrinksTheView() {
        var generator = SplitMix64(seed: 105)
        for _ in 0..<2_000 {
            let policy = Self.policy(&generator)
            var previous = -Double.infinity
            for step in 0..<40 {
                let height = policy.resolve(contentHeight: Double(step) * 7.3).height
                #expect(height >= previous, "\(policy) shrank at step \(step)")
                previous = height
            }
        }
    }
}
