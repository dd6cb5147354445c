import GrowingTextCore
import GrowingTextLayout

/// Our UAX #14 breaker, through its two public forms.
public enum OurLineBreaker {
    /// Counts opportunities with the allocation-free `forEachOpportunity(in:_:)`.
    public static func countOpportunities(in text: Substring) -> Int {
        var count = 0
        LineBreaker.forEachOpportunity(in: text) { _ in count += 1 }
        return count
    }

    /// Counts opportunities through the array-returning `opportunities(in:)`.
    public static func countCollectedOpportunities(in text: Substring) -> Int {
        LineBreaker.opportunities(in: text).count
    }
}

extension OurLineBreaker {
    /// The opportunities as offsets in Unicode scalars, for comparing engines.
    public static func opportunityScalarOffsets(in text: Substring) -> [Int] {
        LineBreaker.opportunities(in: text).map {
            text.unicodeScalars.distance(from: text.startIndex, to: $0.index)
        }
    }
}
