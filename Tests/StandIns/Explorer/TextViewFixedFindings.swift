/// The text view's defects the explorer found that are fixed since, each with the condition that tells
/// its violations apart and a shortest reproduction it found before the fix. A run classifies against
/// them only when asked (`scripts/explore.sh` with `EXPLORE_FIXED_FINDINGS=1`), to count how soon the
/// explorer finds each one in an older core; otherwise a regression shows as an unknown finding.
extension TextViewExploration {
    static let fixedFindings: [KnownFinding<TextViewExploration>] = [
        KnownFinding(
            name: "two storage edits reported once are cut as one range, text between them included",
            matches: { violation, sequence in
                [.cutBeyondInsertion, .cutBelowLimit].contains(violation.invariant)
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
            name: "text set in code inside an undo removes the undo manager's actions while it undoes",
            matches: { violation, sequence in
                violation.invariant == .undoManagerClearedWhileUndoing
                    && [.setsTextAgain, .setsTextAgainAndLaysOut].contains(sequence.facts.reaction)
                    && [.undo, .redo].contains(sequence.steps[violation.step].action)
            },
            reproduction: .init(
                seed: 0x4, facts: .init(reaction: .setsTextAgain), steps: [.init(.type(" ")), .init(.undo)])
        ),
        KnownFinding(
            name: "the cut or the trim replaces marked text",
            matches: { violation, _ in violation.invariant == .replacementOverMarkedText },
            reproduction: .init(
                seed: 0x2f, facts: .init(trims: true, predictsInline: true),
                steps: [.init(.stream([" "])), .init(.predict("abcabc")), .init(.leaveWindow)])
        ),
        KnownFinding(
            name: "a layout pass in textViewDidChange drops the edit, so an insertion past the limit is kept",
            matches: { violation, sequence in
                violation.invariant == .insertionPastLimitKept
                    && [.laysOut, .setsTextAgainAndLaysOut].contains(sequence.facts.reaction)
                    && !sequence.choices.uikit.notificationBeforeDelegate
            },
            reproduction: .init(
                seed: 0x5, facts: .init(maximumLength: 13, reaction: .laysOut), steps: [.init(.paste(14))])
        ),
        KnownFinding(
            name: "text set again in textViewDidChange turns the maximum length off",
            matches: { violation, sequence in
                violation.invariant == .insertionPastLimitKept
                    && [.setsTextAgain, .setsTextAgainAndLaysOut].contains(sequence.facts.reaction)
                    && !sequence.choices.uikit.notificationBeforeDelegate
            },
            reproduction: .init(
                seed: 0x5, facts: .init(maximumLength: 13, reaction: .setsTextAgain),
                steps: [.init(.paste(14))])
        ),
        KnownFinding(
            name: "a paste past the limit after an undo is not cut",
            matches: { violation, sequence in
                violation.invariant == .insertionPastLimitKept && !sequence.choices.postsUndoGroupEnd
                    && sequence.steps[..<violation.step].contains { [.undo, .redo].contains($0.action) }
            },
            reproduction: .init(
                seed: 0x122, facts: .init(maximumLength: 10, reaction: .laysOut),
                steps: [
                    .init(.stream(["\nabc", "한bb", "cc"]), timing: 0x03c7_4e58_5c9e_e482),
                    .init(.undo, timing: 0x38b6_d0fc_a7a0_fa11),
                    .init(.type("ab \n"), timing: 0x6831_e4a8_a6b8_0516),
                ])
        ),
        KnownFinding(
            name: "text set in code to what it already is ends the undo history",
            matches: { violation, _ in violation.invariant == .sameTextChangedSomething },
            reproduction: .init(
                seed: 0x1, facts: .init(), steps: [.init(.stream(["abc"])), .init(.setSameText)])
        ),
        KnownFinding(
            name: "the trim runs before the app refuses to end editing",
            matches: { violation, _ in violation.invariant == .refusedEndOfEditingChangedText },
            reproduction: .init(
                seed: 0x55, facts: .init(trims: true, refusesToEndEditing: true),
                steps: [.init(.type("\n")), .init(.endEditing)])
        ),
        KnownFinding(
            name:
                "text set in code to what a composition shows ends it uncommitted, yet what it held is cut at "
                + "the next commit, taking the app's characters",
            matches: { violation, sequence in
                violation.invariant == .cutBeyondInsertion
                    && sequence.steps[..<violation.step].contains {
                        if case .setText = $0.action { true } else { false }
                    }
                    && sequence.steps[..<violation.step].contains {
                        if case .compose = $0.action { true } else { false }
                    }
            },
            reproduction: .init(
                seed: 0x24d4a, facts: .init(maximumLength: 7),
                steps: [
                    .init(.compose("abc"), timing: 0x816d_9edf_378b_9f15),
                    .init(.setText("abc"), timing: 0xe48b_c754_1725_94f6),
                    .init(.appEditStorage(at: 8, length: 3, with: "abc \n"), timing: 0x3adb_522b_9391_6439),
                    .init(.compose("ab\n"), timing: 0xc73f_cef9_8ffd_e23d),
                    .init(.commit("ab한"), timing: 0x1cb0_b03b_d387_50b4),
                ])
        ),
        KnownFinding(
            name:
                "text set in code in the app's textViewDidChange after a key ends the undo history while the key's "
                + "undo group is still open: the key's inverse lands after the end, and an undo replays it over "
                + "the app's text",
            matches: { violation, sequence in
                [.undoOverOtherText, .undoRangeOutsideText].contains(violation.invariant)
                    && sequence.facts.reaction == .replacesNewlines
            },
            reproduction: .init(
                seed: 0x3f, facts: .init(reaction: .replacesNewlines),
                steps: [
                    .init(.type("\n"), timing: 0x8538_e650_1eea_addb),
                    .init(.undo, timing: 0x3904_fe4e_0c3f_0337),
                ])
        ),
    ]
}
