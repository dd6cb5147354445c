import GrowingTextCore
import Testing

@Suite("Answering a size proposal")
struct ProposalSizingTests {
    @Test func aRealWidthIsMeasuredAndReported() throws {
        let sizing = try #require(ProposalSizing(proposedWidth: 320, currentWidth: 200))
        #expect(sizing.measuringWidth == 320)
        #expect(sizing.size(height: 56) == Size(width: 320, height: 56))
    }

    @Test func theMinimumProbeShrinksToZeroWidthAtTheCurrentHeight() throws {
        for proposed: Double in [0, -4, -.infinity] {
            let sizing = try #require(ProposalSizing(proposedWidth: proposed, currentWidth: 200))
            #expect(sizing.measuringWidth == 200)
            #expect(sizing.size(height: 38) == Size(width: 0, height: 38))
        }
    }

    @Test func theMaximumProbeTakesAnyWidth() throws {
        let sizing = try #require(ProposalSizing(proposedWidth: .infinity, currentWidth: 200))
        #expect(sizing.measuringWidth == 200)
        #expect(sizing.size(height: 38) == Size(width: .infinity, height: 38))
    }

    @Test func theIdealProbeIsTheCurrentWidth() throws {
        for proposed: Double? in [nil, .nan] {
            let sizing = try #require(ProposalSizing(proposedWidth: proposed, currentWidth: 200))
            #expect(sizing.measuringWidth == 200)
            #expect(sizing.size(height: 38) == Size(width: 200, height: 38))
        }
    }

    @Test func beforeTheFirstLayoutProbesMeasureUnwrapped() throws {
        #expect(ProposalSizing(proposedWidth: nil, currentWidth: 0) == nil)
        #expect(ProposalSizing(proposedWidth: .nan, currentWidth: .nan) == nil)
        let minimum = try #require(ProposalSizing(proposedWidth: 0, currentWidth: 0))
        #expect(minimum.measuringWidth == .greatestFiniteMagnitude)
        #expect(minimum.size(height: 20).width == 0)
        let maximum = try #require(ProposalSizing(proposedWidth: .infinity, currentWidth: .infinity))
        #expect(maximum.measuringWidth == .greatestFiniteMagnitude)
    }

    @Test func badHeightsReportZero() throws {
        let sizing = try #require(ProposalSizing(proposedWidth: 320, currentWidth: 0))
        #expect(sizing.size(height: .nan) == Size(width: 320, height: 0))
        #expect(sizing.size(height: -3) == Size(width: 320, height: 0))
        #expect(sizing.size(height: .infinity) == Size(width: 320, height: 0))
    }

    @Test func autoLayoutFittingWithARequiredWidthIsAProposal() throws {
        let fixed = try #require(
            ProposalSizing(fittingTargetWidth: 300, isWidthRequired: true, currentWidth: 0))
        #expect(fixed.measuringWidth == 300)
        #expect(fixed.size(height: 76) == Size(width: 300, height: 76))
        let free = try #require(
            ProposalSizing(fittingTargetWidth: 300, isWidthRequired: false, currentWidth: 120))
        #expect(free.measuringWidth == 120)
        #expect(free.size(height: 76) == Size(width: 120, height: 76))
        #expect(ProposalSizing(fittingTargetWidth: 300, isWidthRequired: false, currentWidth: 0) == nil)
    }
}
