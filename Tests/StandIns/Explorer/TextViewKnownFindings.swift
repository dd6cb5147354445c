/// The text view's defects the explorer finds that are known and being fixed elsewhere, each with
/// the condition that tells its violations apart and a shortest reproduction the explorer found.
/// Remove a finding once its fix lands: its reproduction then passes, and
/// `ExplorerTests.knownFindingsStillReproduce` fails until it is removed.
extension TextViewExploration {
    static let knownFindings: [KnownFinding<TextViewExploration>] = [
        KnownFinding(
            name:
                "two storage edits reported once, apart (Replace All), are not cut: the text may stay past the "
                + "maximum length (no one range holds only what they inserted)",
            matches: { violation, sequence in
                violation.invariant == .insertionPastLimitKept
                    && {
                        if case .replaceAll = sequence.steps[violation.step].action { true } else { false }
                    }()
            },
            reproduction: .init(
                seed: 0xbf, facts: .init(maximumLength: 4),
                steps: [
                    .init(.setText("bcabcabc")),
                    .init(.replaceAll(first: 3, gap: 3, length: 1, with: "bb\nc", backward: true)),
                ])
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
                seed: 0x58, facts: .init(), steps: [.init(.type("b")), .init(.setText("a")), .init(.undo)])
        ),
        KnownFinding(
            name:
                "an undo after the app's own edit of the text storage replays offsets that edit moved (the app's "
                + "to register, B18)",
            matches: { violation, sequence in
                [.undoOverOtherText, .undoRangeOutsideText].contains(violation.invariant)
                    && sequence.steps[..<violation.step].contains {
                        if case .appEditStorage = $0.action { true } else { false }
                    }
            },
            reproduction: .init(
                seed: 0x94e, facts: .init(),
                steps: [
                    .init(.type("\n한ab")), .init(.appEditStorage(at: 1, length: 3, with: "b\n")),
                    .init(.undo),
                ])
        ),
        KnownFinding(
            name:
                "an undo still pending when the next change comes is settled by measuring that change before its "
                + "cut, so scrolling turns on and off",
            matches: { violation, sequence in
                violation.invariant == .scrollingFlashes && !sequence.choices.postsUndoGroupEnd
                    && sequence.steps[..<violation.step].contains { [.undo, .redo].contains($0.action) }
            },
            reproduction: .init(
                seed: 0x1b,
                facts: .init(maximumLength: 5, minimumLines: 1, maximumLines: 2, reaction: .laysOut),
                steps: [
                    .init(.stream(["\n", "abca", "a a"]), timing: 0xe1d5_bb2f_f068_ba3a),
                    .init(.undo, timing: 0x612a_c6c6_12c5_bcb5),
                    .init(.type("\n"), timing: 0xc5da_53c6_1f3e_f125),
                ])
        ),
        KnownFinding(
            name:
                "the app's layout or text set in code inside an undo or a redo measures the text the group's first "
                + "steps left, so the height or scrolling changes twice",
            matches: { violation, sequence in
                [.scrollingFlashes, .heightChangesTwiceInOneChange].contains(violation.invariant)
                    && [.laysOut, .setsTextAgain, .setsTextAgainAndLaysOut].contains(sequence.facts.reaction)
                    && [.undo, .redo].contains(sequence.steps[violation.step].action)
            },
            reproduction: .init(
                seed: 0x473f, facts: .init(maximumLength: 5, maximumLines: 3, reaction: .setsTextAgain),
                steps: [
                    .init(.type("\n \na aababc한\n"), timing: 0xcfee_f3ab_d17b_137a),
                    .init(.undo, timing: 0xbe82_f0f5_7413_1ded),
                    .init(.redo, timing: 0x7c21_928f_5ad7_cc8e),
                ])
        ),
        KnownFinding(
            name:
                "a layout pass or text set in code in the app's textViewDidChange measures the change before its "
                + "cut, so the height or scrolling changes twice (the height the delegate hears last can be the "
                + "uncut text's)",
            matches: { violation, sequence in
                [.heightChangesTwiceInOneChange, .scrollingFlashes].contains(violation.invariant)
                    && [.laysOut, .setsTextAgain, .setsTextAgainAndLaysOut].contains(sequence.facts.reaction)
                    && sequence.facts.maximumLength != nil
            },
            reproduction: .init(
                seed: 0x5, facts: .init(maximumLength: 13, reaction: .laysOut),
                steps: [
                    .init(.paste(8), timing: 0xe338_aeea_d74b_09aa),
                    .init(.paste(23), timing: 0x910f_e2b3_462d_9047),
                ])
        ),
        KnownFinding(
            name:
                "with the app's height constraint, text set in code in the app's textViewDidChange applies a height "
                + "before the change is cut; the constraints pass that height asks for syncs the constraint to the "
                + "cut's height in the layout before the cut's animation, so that height shows unanimated",
            matches: { violation, sequence in
                violation.invariant == .heightAppliedBeforeAnimation
                    && [.laysOut, .setsTextAgain, .setsTextAgainAndLaysOut, .replacesNewlines].contains(
                        sequence.facts.reaction)
            },
            reproduction: .init(
                seed: 0x1dd4,
                facts: .init(maximumLength: 7, reaction: .setsTextAgain, holdsHeightConstraint: true),
                steps: [.init(.type("c\n한cabc\n"), timing: 0x3e56_2eb8_46e5_73dd)])
        ),
    ]
}
