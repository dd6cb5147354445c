/// What a UI shell knows about one layout constraint installed on a growing view: the facts that
/// decide whether the view may take it over as its height constraint.
///
/// The UIKit shell fills this from an `NSLayoutConstraint` (its class name, identifier, attributes,
/// relation, whether it is active); ``HeightConstraintRule`` then decides. Keeping the facts plain
/// makes the decision testable where UIKit does not exist.
package struct LayoutConstraintFacts: Hashable, Sendable {
    /// The constraint's runtime class name, for example `"NSLayoutConstraint"` or UIKit's private
    /// `"NSContentSizeLayoutConstraint"`.
    package var className: String
    /// The constraint's identifier, or `nil` when it has none.
    package var identifier: String?
    /// Whether the constraint's first item is the growing view and its first attribute is the height.
    package var constrainsOwnHeight: Bool
    /// Whether the constraint relates the height to another item (a second item is set).
    package var hasSecondItem: Bool
    /// Whether the relation is `==` (not `<=` or `>=`).
    package var isEquality: Bool
    /// Whether the constraint is active.
    package var isActive: Bool

    /// Creates the facts for one constraint.
    ///
    /// - Parameters:
    ///   - className: The runtime class name of the constraint object.
    ///   - identifier: The constraint's identifier, if any.
    ///   - constrainsOwnHeight: Whether it constrains the growing view's own height.
    ///   - hasSecondItem: Whether it has a second item.
    ///   - isEquality: Whether its relation is `==`.
    ///   - isActive: Whether it is active.
    package init(
        className: String, identifier: String? = nil, constrainsOwnHeight: Bool, hasSecondItem: Bool = false,
        isEquality: Bool = true, isActive: Bool = true
    ) {
        self.className = className
        self.identifier = identifier
        self.constrainsOwnHeight = constrainsOwnHeight
        self.hasSecondItem = hasSecondItem
        self.isEquality = isEquality
        self.isActive = isActive
    }
}

/// Which constraint a growing view drives when the app gave it a fixed height constraint.
///
/// A growing view normally reports its height through its intrinsic content size, so the app adds no
/// height constraint. When the app did add one (`heightAnchor.constraint(equalToConstant:)`, often
/// from a storyboard), the intrinsic size loses to it, so the view must update that constraint's
/// constant instead. UIKit installs constraints of its own on the same view that look alike: since
/// iOS 16 the intrinsic content size itself is expressed as `NSContentSizeLayoutConstraint`s, and a
/// view driven by its superview's autoresizing mask or hosted by a table carries
/// `NSAutoresizingMaskLayoutConstraint` and `UIView-Encapsulated-Layout-…` constraints. Driving one of
/// those (RSKGrowingTextView did, after iOS 16) fights UIKit and breaks layout, so they are excluded.
package enum HeightConstraintRule {
    /// Runtime class names of constraints UIKit creates and owns.
    package static let systemClassNames: Set<String> = [
        "NSContentSizeLayoutConstraint",
        "NSAutoresizingMaskLayoutConstraint",
    ]

    /// Identifier prefixes of constraints UIKit creates and owns (encapsulated layout, stack views,
    /// temporary layout during fitting-size computation).
    package static let systemIdentifierPrefixes: [String] = [
        "UIView-Encapsulated-Layout-",
        "UISV-",
        "_UITemporaryLayout",
    ]

    /// Whether a constraint is one the app added to fix the growing view's height, so the view may
    /// drive its constant.
    ///
    /// True only for an active `==` constraint on the view's own height with no second item, whose
    /// class and identifier are not UIKit's own.
    /// - Parameter facts: What the shell read from the constraint.
    /// - Returns: `true` when the view should drive this constraint's constant.
    package static func isAppHeightConstraint(_ facts: LayoutConstraintFacts) -> Bool {
        guard facts.constrainsOwnHeight, !facts.hasSecondItem, facts.isEquality, facts.isActive else {
            return false
        }
        if systemClassNames.contains(facts.className) {
            return false
        }
        if let identifier = facts.identifier,
            systemIdentifierPrefixes.contains(where: { identifier.hasPrefix($0) })
        {
            return false
        }
        return true
    }

    /// The position of the constraint to drive among a view's constraints, or `nil` when the app added
    /// none (the view then reports its height as its intrinsic content size).
    ///
    /// When several qualify, the first wins: that is the order UIKit lists a view's constraints in,
    /// so the choice is stable from one layout pass to the next.
    /// - Parameter constraints: The facts of every constraint installed on the view, in UIKit's order.
    /// - Returns: The index of the constraint to drive, or `nil`.
    /// - Complexity: O(*n*) in the number of constraints.
    package static func indexOfConstraintToDrive(among constraints: [LayoutConstraintFacts]) -> Int? {
        constraints.firstIndex(where: isAppHeightConstraint)
    }
}
