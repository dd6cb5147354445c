/// The list's defects the explorer found that are fixed since, each with the condition that tells
/// its violations apart and a shortest reproduction it found before the fix. A run classifies against
/// them only when asked (`scripts/explore.sh` with `EXPLORE_FIXED_FINDINGS=1`), to count how soon the
/// explorer finds each one in an older core; otherwise a regression shows as an unknown finding.
extension ListExploration {
    static let fixedFindings: [KnownFinding<ListExploration>] = [
        KnownFinding(
            name:
                "a cell whose text changes height before a coordinator configured it makes a coordinator of its "
                + "own, never dropped",
            matches: { violation, _ in
                violation.invariant == .coordinatorsPerList
                    || (violation.invariant == .listResizedTwiceInOneTurn
                        && !violation.detail.hasSuffix(" 0 coordinators of cells"))
            },
            reproduction: .init(
                seed: 0x6, facts: .init(rowLines: [1, 2, 3]), steps: [.init(.scroll(by: 36))])
        ),
        KnownFinding(
            name:
                "a row's text view trimmed or settled as it leaves the list updates the list inside UIKit's update",
            matches: { violation, sequence in
                [.listQueriedInUpdate, .listUpdateNested].contains(violation.invariant)
                    && sequence.steps[violation.step].action.takesRowsOut
            },
            reproduction: .init(
                seed: 0x3a, facts: .init(rowLines: [1, 1, 1, 1, 1, 1, 1, 1], trims: true),
                steps: [.init(.beginEditing(onScreen: 6)), .init(.type("\n")), .init(.deleteEditedRow)])
        ),
        KnownFinding(
            name:
                "in a list whose cells made coordinators of their own, a text size change leaves a row at its old "
                + "height",
            matches: { violation, sequence in
                violation.invariant == .rowHeightDisagreesAtRest && sequence.facts.wiring == .cellsOnTheirOwn
                    && sequence.steps[...violation.step].contains {
                        if case .textSize = $0.action { true } else { false }
                    }
            },
            reproduction: .init(
                seed: 0x23bc,
                facts: .init(
                    rowLines: [2, 3, 1, 2, 3, 2, 1, 3, 2, 2, 3, 1, 2, 1, 3, 1], maximumLines: 2,
                    wiring: .cellsOnTheirOwn),
                steps: [
                    .init(.scroll(by: 400), timing: 0xb807_a071_42f0_e937),
                    .init(.textSize(lineHeight: 16), timing: 0xba06_4006_b845_19c0),
                ])
        ),
        KnownFinding(
            name:
                "a cell reused out of a window keeps the old row's undo actions on the window's undo manager",
            matches: { violation, sequence in
                let choices = sequence.choices
                return [.undoOverOtherText, .undoRangeOutsideText].contains(violation.invariant)
                    && choices.sharesUndoManagerWithWindow && choices.typingUndoTarget != .textSystem
                    && choices.list.cellsJoinListOnDisplay
            },
            reproduction: .init(
                seed: 0x279f, facts: .init(rowLines: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
                steps: [
                    .init(.beginEditing(onScreen: 4)), .init(.paste(1)), .init(.beginEditing(onScreen: 2)),
                    .init(.scroll(by: 400)), .init(.beginEditing(onScreen: 3)), .init(.undo),
                ])
        ),
        KnownFinding(
            name:
                "after the app reloads the list's data, a reused cell's height change, reported while the "
                + "coordinator knew the cell by the row it showed before, resizes that row again for nothing",
            matches: { violation, sequence in
                violation.invariant == .listResizedForNothing
                    && sequence.steps[...violation.step].contains {
                        if case .insertRowAndReloadData = $0.action { true } else { false }
                    }
            },
            reproduction: .init(
                seed: 0x45,
                facts: .init(rowLines: [1, 3, 3, 1, 2, 1, 1, 3, 2, 3, 1, 1], maximumLines: 4),
                steps: [
                    .init(.scroll(by: 400), timing: 0x8a35_83ea_41bc_91ae),
                    .init(.insertRowAndReloadData(at: 17, lines: 2), timing: 0xe787_3cac_da08_f3b1),
                ])
        ),
    ]
}
