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
        KnownFinding(
            name:
                "in a collection view, a text size change up, a scroll and a text size change back leave a row "
                + "taller than its text view at rest (seen in long runs)",
            matches: { violation, sequence in
                violation.invariant == .rowHeightDisagreesAtRest && sequence.choices.listKind != .table
                    && sequence.steps[...violation.step].filter {
                        if case .textSize = $0.action { true } else { false }
                    }.count >= 2
            },
            reproduction: .init(
                seed: 0xe63f,
                facts: .init(
                    rowLines: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], maximumLines: 4, wiring: .coordinator),
                steps: [
                    .init(.reconfigureRow(3, lines: 4), timing: 0xffbc_38d8_0693_12dd),
                    .init(.beginEditing(onScreen: 0), timing: 0xe01b_6a2a_c21b_1554),
                    .init(.textSize(lineHeight: 28), timing: 0x10ce_33cf_c3cc_6fc8),
                    .init(.scroll(by: 400), timing: 0x59a1_81db_8834_7641),
                    .init(.textSize(lineHeight: 20), timing: 0x4f07_8571_6d5e_f5de),
                ])
        ),
    ]
}
