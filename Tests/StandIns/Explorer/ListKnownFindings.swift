/// The list's defects the explorer finds that are known and being fixed elsewhere, each with the
/// condition that tells its violations apart and a shortest reproduction the explorer found. Remove a
/// finding once its fix lands: its reproduction then passes, and
/// `ExplorerTests.knownFindingsStillReproduce` fails until it is removed.
extension ListExploration {
    static let knownFindings: [KnownFinding<ListExploration>] = [
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
    ]
}
