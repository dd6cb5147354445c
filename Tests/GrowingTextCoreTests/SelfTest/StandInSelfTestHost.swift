import GrowingTextCore
import GrowingTextSelfTest

/// The self-test's host over the stand-ins of UIKit: a ``TextViewStandIn`` on its own, or the text
/// view of the first row of a ``ListStandIn`` of three rows, each running the production adapters, in
/// one variant of UIKit's uncertain behaviours. The demo app's host is the same over the real UIKit
/// views; a scenario that passes here and fails there names a behaviour modelled wrong here, or code
/// that depends on one.
final class StandInSelfTestHost: SelfTestHost {
    let variant: UIKitVariant
    private var view = TextViewStandIn()
    private var list: ListStandIn?

    init(variant: UIKitVariant) {
        self.variant = variant
    }

    func start(_ configuration: GrowingTextSelfTest.Configuration) {
        var viewConfiguration = TextViewStandIn.configuration(
            minimumLines: configuration.minimumNumberOfLines,
            maximumLines: configuration.maximumNumberOfLines,
            maximumLength: configuration.maximumLength, trims: configuration.trimsWhitespaceOnEndEditing)
        viewConfiguration.growth.minimumHeight = configuration.minimumHeight ?? 0
        if configuration.isInTableCell {
            // The coordinator's table: the text view's row and two rows of one line below it.
            let list = ListStandIn(
                table: TableStandIn(
                    width: 320, boundsHeight: 600, insets: Insets(), rowIDs: [0, 1, 2],
                    realHeights: [1: 36, 2: 36]),
                variant: variant)
            view = list.attachTextView(
                row: 0, lines: 1, maximumLines: configuration.maximumNumberOfLines ?? 0)
            viewConfiguration.animatesHeightChange = false  // as GrowingTextViewCell sets it
            self.list = list
        } else {
            view = TextViewStandIn(configuration: viewConfiguration, variant: variant)
            list = nil
        }
        view.configure { $0 = viewConfiguration }
        view.width = width(forCharacters: configuration.charactersPerLine)
        view.setText("")
        list?.layOut()  // the table displays the row
        list?.runDeferredWork()
    }

    func perform(_ step: GrowingTextSelfTest.Step) {
        switch step {
        case .type(let text):
            for character in text {
                view.type(String(character))
                list?.runDeferredWork()
            }
        case .paste(let text):
            view.paste(text)
        case .deleteBackward(let count):
            for _ in 0..<count {
                view.deleteBackward()
                list?.runDeferredWork()
            }
        case .setText(let text):
            view.setText(text)
        case .changeWidth(let characters):
            view.rotate(toWidth: width(forCharacters: characters))
        case .endEditing:
            view.endEditing()
        case .scrollToEnd:
            view.contentOffsetY = view.maximumContentOffsetY
        case .reuseCell(let text):
            view.adapter.prepareForReuse()  // GrowingTextViewCell.prepareForReuse()
            view.setText(text)
        }
        list?.runDeferredWork()
    }

    func read() -> GrowingTextSelfTest.Reading {
        GrowingTextSelfTest.Reading(
            height: view.boundsHeight, lineHeight: view.fontLineHeight, verticalInsets: view.insets.vertical,
            pixel: 1 / view.configuration.growth.displayScale, isScrollEnabled: view.isScrollEnabled,
            isCaretVisible: view.caretIsVisible, text: view.text,
            distanceFromTop: view.contentOffsetY + view.contentInsetTop,
            rowContentHeight: list?.table.laidOut[0],
            reducesMotion: view.configuration.reducesMotion, textDidChangeCalls: view.appTextDidChange.count,
            scrollingSwitchesOn: view.scrollEnabledChanges.filter { $0 }.count,
            animatedHeightChanges: view.animations.count, unreportedEdits: 0)
    }

    /// The stand-in's characters are all `characterWidth` wide; half a character more keeps the
    /// count from depending on rounding, as the UIKit host does.
    private func width(forCharacters characters: Int) -> Double {
        view.insets.horizontal + (Double(characters) + 0.5) * view.characterWidth
    }
}
