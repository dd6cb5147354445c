import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Every way text reaches the view, against the maximum length: what each path inserted is cut
/// exactly, what the app put there is never cut but is measured, nothing is changed while dictation
/// or an undo runs, and the app hears of every change the view makes once. One line holds 30
/// characters; a line is 20 points, the insets 8 + 8.
@Suite("Scenarios: every way text reaches the view")
struct InputPathTests {
    private func view(limit: Int?, _ variant: UIKitVariant) -> TextViewStandIn {
        let view = TextViewStandIn(
            configuration: TextViewStandIn.configuration(maximumLength: limit), variant: variant)
        view.appear()
        return view
    }

    /// Typing into the middle of a run of equal letters at the limit removes the typed letter where
    /// it was typed: the caret stays.
    @Test func aKeyCutInARunOfEqualLettersKeepsTheCaret() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 3, variant)
            view.type("xaa")
            view.caret = 2
            view.type("a")
            #expect(view.text == "xaa")
            #expect(view.caret == 2)
        }
    }

    /// A paste cut to the limit keeps the start of what was pasted, where it was pasted.
    @Test func aCutPasteKeepsItsStart() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 12, variant)
            view.type("hello world")
            view.caret = 6
            view.paste("world wide ")
            #expect(view.text == "hello wworld")
            #expect(view.caret == 7)
        }
    }

    /// A selection cut or deleted, and an autocorrection, are changes like a key: never cut when
    /// they shorten the text; an autocorrection that lengthens it past the limit is cut at its end.
    @Test func selectionCutsAndAutocorrectionsAreCutLikeKeys() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 10, variant)
            view.type("teh cat")
            view.cut(4..<7)
            #expect(view.text == "teh ")
            view.type("sat on")
            view.autocorrect(0..<3, with: "there")
            #expect(view.text == "the sat on")
            #expect(view.caret == 3)
        }
    }

    /// A hardware keyboard's Return at the limit adds no newline.
    @Test func aHardwareReturnAtTheLimitIsCut() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 3, variant)
            view.type("abc")
            view.pressReturn()
            #expect(view.text == "abc")
            #expect(view.lineCount == 1)
        }
    }

    /// The app's edit of the text storage (a mention) is never cut, not by the next key either, and
    /// it is measured: the view grows for it.
    @Test func theAppsTextStorageEditIsMeasuredAndNeverCut() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 10, variant)
            view.type("hi ")
            view.appEditTextStorage(0..<0, with: "@someone-with-a-very-long-name ")
            #expect(view.text == "@someone-with-a-very-long-name hi ")
            #expect(view.boundsHeight == 56)
            view.type("x")
            #expect(view.text == "@someone-with-a-very-long-name hi ")
        }
    }

    /// The app's `insertText(_:)` (an emoji panel): cut like a key when UIKit reports it (it is the
    /// user's input on their behalf), measured and never cut when UIKit does not; either way the
    /// next key cuts only itself.
    @Test func theAppsInsertTextIsCutOnlyWhenReported() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 5, variant)
            view.type("ab")
            view.appInsertText("😀😀😀😀")
            let expected = variant.codeEditReport == .nothing ? "ab😀😀😀😀" : "ab😀😀😀"
            #expect(view.text == expected)
            view.type("c")
            #expect(view.text == expected)
        }
    }

    /// The app hears of the cut once, whatever UIKit tells of the view's replacement (V1): its
    /// delegate ends with the view's text.
    @Test func theAppHearsOfTheCutOnce() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 5, variant)
            view.paste("abcdefgh")
            #expect(view.text == "abcde")
            #expect(
                view.appTextDidChange == ["abcdefgh", "abcde"] || view.appTextDidChange == ["abcde", "abcde"])
            #expect(view.appTextDidChange.count == 2)
            #expect(view.appTextDidChange.last == "abcde")
        }
    }

    /// Undo takes back the edit and its cut together; redo brings the cut edit back; nothing is
    /// cut while they run, so the undo manager's ranges always fit the text.
    @Test func undoAndRedoOfACutPaste() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 10, variant)
            view.type("12345")
            view.paste("abcdefghij")
            #expect(view.text == "12345abcde")
            view.undo()
            #expect(view.text == "12345")
            view.redo()
            #expect(view.text == "12345abcde")
            view.undo()
            #expect(view.text == "12345")
            #expect(view.appTextDidChange.last == "12345")
        }
    }

    /// One undo of a cut paste is one change: the app's delegate hears the text the undo left once
    /// (UIKit reports its own step; the view's step that brings back what it cut is not reported on
    /// its own), the view's change hook runs once, and the height never follows the uncut paste in
    /// between. A redo is heard as the paste was: UIKit's report of the pasted text, then the view's
    /// of the cut, with one settled change. Whether or not the undo manager's end of the group
    /// reaches the view (V11).
    @Test(arguments: [true, false])
    func oneUndoOfACutPasteIsOneChange(postsUndoGroupEnd: Bool) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 30, variant)
            view.postsUndoGroupEnd = postsUndoGroupEnd
            var settled: [String] = []
            view.onTextDidSettle = { [unowned view] in settled.append(view.text) }
            let typed = String(repeating: "a", count: 25)
            view.type(typed)
            view.paste("bcdefghijk")  // two lines uncut, one line cut
            #expect(view.text == typed + "bcdef")
            view.appTextDidChange.removeAll()
            settled.removeAll()
            let heightChanges = view.heightChanges.count
            view.undo()
            #expect(view.text == typed)
            #expect(view.appTextDidChange == [typed])
            #expect(settled == [typed])
            #expect(view.heightChanges.count == heightChanges)
            view.redo()
            #expect(view.text == typed + "bcdef")
            #expect(view.appTextDidChange == [typed, typed + "bcdefghijk", typed + "bcdef"])
            #expect(settled == [typed, typed + "bcdef"])
            #expect(view.heightChanges.count == heightChanges)
        }
    }

    /// An undo that no layout pass settled yet (a paste in the same turn, with or without the undo
    /// manager's end of the group) is settled before the paste is read: the paste is cut to the
    /// limit, whatever the settling lays out.
    @Test(arguments: [true, false])
    func aPasteRightAfterAnUndoIsCut(postsUndoGroupEnd: Bool) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 20, variant)
            view.postsUndoGroupEnd = postsUndoGroupEnd
            view.type("a\nb\nc")
            #expect(view.boundsHeight == 76)
            view.undo(layout: false)
            view.paste(String(repeating: "x", count: 26))
            #expect(view.text == String(repeating: "x", count: 20))
            #expect(view.boundsHeight == 36)
        }
    }

    /// An undo of the view's own change alone (the trim when editing ended) is reported to the app
    /// once, by the view, since UIKit reports nothing of it; with or without the end of the group.
    @Test(arguments: [true, false])
    func anUndoOfTheViewsOwnChangeIsReportedOnce(postsUndoGroupEnd: Bool) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(trims: true), variant: variant)
            view.appear()
            view.postsUndoGroupEnd = postsUndoGroupEnd
            var settled: [String] = []
            view.onTextDidSettle = { [unowned view] in settled.append(view.text) }
            view.type("hello  ")
            view.endEditing()
            #expect(view.text == "hello")
            view.appTextDidChange.removeAll()
            settled.removeAll()
            view.undo()
            #expect(view.text == "hello  ")
            #expect(view.appTextDidChange == ["hello  "])
            #expect(settled == ["hello  "])
        }
    }

    /// An undo whose group's end never reaches the view (V11) is settled once the layout pass its
    /// edits asked for and its turn are over, never inside the pass: the app's delegate hears of the
    /// undone trim, and the height the undo brings back is applied, outside `layoutSubviews` (the
    /// stand-in fails a delegate call or an animation inside it, B12).
    @Test func anUndoSettledAfterALayoutPassRunsNothingInsideIt() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(trims: true), variant: variant)
            view.appear()
            view.postsUndoGroupEnd = false
            view.type("hello\n\n\n")
            #expect(view.boundsHeight == 96)
            view.endEditing()
            #expect(view.text == "hello")
            #expect(view.boundsHeight == 36)
            view.appTextDidChange.removeAll()
            view.undo()
            #expect(view.text == "hello\n\n\n")
            #expect(view.appTextDidChange == ["hello\n\n\n"])
            #expect(view.boundsHeight == 96)
            #expect(
                view.heightNotifications.last.map { ($0.to, $0.duringLayout) } ?? (0, true) == (96, false))
        }
    }

    /// An undo whose group's end never reaches the view (V11) changes the height as the edit it
    /// undoes did: animated, once, outside the layout pass (the pass that finds the undone text
    /// leaves its measuring to the undo's settling after it).
    @Test func anUndoSettledAfterALayoutPassAnimatesItsHeight() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: nil, variant)
            view.postsUndoGroupEnd = false
            view.paste("a\nb\nc")
            #expect(view.boundsHeight == 76)
            let animations = view.animations.count
            view.boundsHeightChanges.removeAll()
            view.undo()
            #expect(view.text == "")
            #expect(view.boundsHeight == 36)
            #expect(view.animations.count == animations + 1)
            #expect(view.boundsHeightChanges.map(\.animated) == [true])
        }
    }

    /// Dictation over the limit: nothing is changed while it runs (its placeholder and streamed
    /// results stay as UIKit put them); once it ends, what it inserted beyond the limit is cut.
    @Test func dictationIsCutWhenItEnds() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 10, variant)
            view.type("12345")
            view.dictate(["hello", "hello world"])
            #expect(view.text == "12345hello")
            #expect(view.caret == 10)
            #expect(view.appTextDidChange.last == "12345hello")
        }
    }

    /// Inline predictions are not the user's text until accepted, and the view never edits the text
    /// while one is marked (B28): keys typed past the limit while a prediction shows stay until the
    /// prediction is gone, then they are cut, whether the user drops the prediction or accepts it
    /// (an accepted prediction is cut like a paste).
    @Test(arguments: [true, false])
    func keysTypedWhileAPredictionShowsAreCutOnceItIsGone(accepts: Bool) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 5, variant)
            view.type("abcd")
            view.typeWhilePredicting("e", nextPrediction: "xy")
            #expect(view.text == "abcdexy")
            view.typeWhilePredicting("f", nextPrediction: "gh")
            #expect(view.text == "abcdefgh")  // nothing changes while the prediction is marked
            #expect(view.markedRange == 6..<8)
            if accepts { view.acceptPrediction() } else { view.dropPrediction() }
            #expect(view.text == "abcde")
            #expect(view.markedRange == nil)
            #expect(view.caret == 5)
            #expect(view.appTextDidChange.last == "abcde")
        }
    }

    /// Text set in code while keys past the limit wait under a prediction ends the wait: a later key
    /// at the start of the app's text cuts only itself, never the app's text.
    @Test func textSetInCodeWhileKeysWaitUnderAPredictionEndsTheWait() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 3, variant)
            view.typeWhilePredicting("abcd", nextPrediction: "xy")
            #expect(view.text == "abcdxy")
            view.setText("hello")
            view.caret = 0
            view.type("!")
            #expect(view.text == "hello")
            #expect(view.caret == 0)
        }
    }

    /// Return while a prediction shows, at the limit: no newline and no prediction, whether UIKit
    /// accepts or drops the prediction first (V9).
    @Test(arguments: [true, false])
    func returnWhileAPredictionShowsAtTheLimit(acceptsPredictionOnReturn: Bool) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 5, variant)
            view.type("abc")
            view.typeWhilePredicting("de", nextPrediction: "fg")
            view.pressReturnWhilePredicting(accepts: acceptsPredictionOnReturn)
            #expect(view.text == "abcde")
            #expect(view.markedRange == nil)
            #expect(view.appTextDidChange.last == "abcde")
        }
    }

    /// Return while a prediction shows, below the limit: UIKit's choice stands, and the newline is
    /// the user's.
    @Test(arguments: [true, false])
    func returnWhileAPredictionShowsBelowTheLimit(acceptsPredictionOnReturn: Bool) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 20, variant)
            view.type("hel")
            view.typeWhilePredicting("l", nextPrediction: "o")
            view.pressReturnWhilePredicting(accepts: acceptsPredictionOnReturn)
            #expect(view.text == (acceptsPredictionOnReturn ? "hello\n" : "hell\n"))
            #expect(view.boundsHeight == 56)
        }
    }
}

/// A focused view scrolled by the user lays itself out on every frame; nothing changed, so nothing
/// is laid out up to the caret or measured again.
@Suite("Scenarios: scrolling a focused view")
struct ScrollingWorkTests {
    @Test func scrollFramesReadNoCaret() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear(text: (1...12).map(String.init).joined(separator: "\n"))
            view.type("x")
            #expect(view.isScrollEnabled)
            view.contentOffsetY = 0
            let reads = view.caretReads
            view.scroll(frames: 10, by: 10)
            #expect(view.caretReads == reads)
            #expect(view.contentOffsetY == 100)
        }
    }
}
