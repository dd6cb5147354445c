/// The list's defects the explorer finds that are known and being fixed elsewhere, each with the
/// condition that tells its violations apart and a shortest reproduction the explorer found. Remove a
/// finding once its fix lands: its reproduction then passes, and
/// `ExplorerTests.knownFindingsStillReproduce` fails until it is removed.
extension ListExploration {
    static let knownFindings: [KnownFinding<ListExploration>] = [
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
                "a key's inverse registered with UIKit's own objects outlives text set in code on the window's "
                + "undo manager (a documented limitation)",
            matches: { violation, sequence in
                let choices = sequence.choices
                return [.undoOverOtherText, .undoRangeOutsideText].contains(violation.invariant)
                    && choices.sharesUndoManagerWithWindow && choices.typingUndoTarget == .textSystem
            },
            reproduction: .init(
                seed: 0x1894, facts: .init(rowLines: [1, 1, 1, 1, 1, 1, 1, 1]),
                steps: [
                    .init(.appendRowATurnAhead(lines: 3)), .init(.beginEditing(onScreen: 2)),
                    .init(.type("\n")),
                    .init(.reconfigureRow(11, lines: 1)), .init(.undo),
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
                "a row whose text changes height while the row is off screen comes back at the height the list "
                + "measured before (if UIKit keeps the heights it measured, unsourced)",
            matches: { violation, _ in
                violation.invariant == .rowHeightDisagreesAtRest && violation.detail.contains("off screen")
            },
            reproduction: .init(
                seed: 0xca,
                facts: .init(rowLines: [2, 3, 1, 2, 3, 2, 1, 1, 1, 2]),
                steps: [
                    .init(.beginEditing(onScreen: 2), timing: 0x0316_2203_c208_8355),
                    .init(.deleteEditedRow, timing: 0x770b_ead9_aedb_7bcf),
                    .init(.textSize(lineHeight: 28), timing: 0xe79c_932c_7759_18fb),
                    .init(.beginEditing(onScreen: 7), timing: 0xa5aa_3c4c_3fcf_50a5),
                    .init(.reconfigureRow(3, lines: 1), timing: 0x1812_6c78_ade6_5def),
                    .init(.deleteEditedRow, timing: 0x6a9d_6906_1d60_f2a2),
                ])
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
    ]
}
