import GrowingTextCore
import Testing

/// iPhone portrait: 390 × 844 points, 34-point home indicator, a 336-point keyboard.
/// iPad portrait: 1024 × 1366 points, a 398-point keyboard.
@Suite struct KeyboardAvoidanceTests {
    let phone = Rect(x: 0, y: 0, width: 390, height: 844)
    let phoneKeyboard = Rect(x: 0, y: 508, width: 390, height: 336)
    let pad = Rect(x: 0, y: 0, width: 1024, height: 1366)

    func insets(
        _ keyboard: Rect, view: Rect, screen: Rect, safeArea: Double = 0, existing: Double = 0
    ) -> KeyboardInsets {
        KeyboardAvoidance.bottomInsets(
            for: KeyboardFrameChange(endFrame: keyboard), scrollViewFrame: view, screenBounds: screen,
            safeAreaBottomInset: safeArea, existingBottomInset: existing)
    }

    @Test func dockedKeyboardOverFullScreenView() {
        let result = insets(phoneKeyboard, view: phone, screen: phone, safeArea: 34, existing: 10)
        #expect(
            result
                == KeyboardInsets(
                    keyboardOverlap: 336, addedBottomInset: 302, contentInsetBottom: 312,
                    scrollIndicatorInsetBottom: 312))
    }

    @Test func viewAboveATabBar() {
        // The view ends at 761, above an 83-point tab bar, and has no bottom safe area of its own.
        let result = insets(phoneKeyboard, view: Rect(x: 0, y: 0, width: 390, height: 761), screen: phone)
        #expect(result.keyboardOverlap == 253)
        #expect(result.contentInsetBottom == 253)
    }

    @Test func viewUnderATabBarCountsTheSafeAreaOnce() {
        // The view extends under the tab bar; UIKit already insets it by 83.
        let result = insets(phoneKeyboard, view: phone, screen: phone, safeArea: 83)
        #expect(result.addedBottomInset == 253)
    }

    @Test func formSheetOnIPad() {
        // A 540 × 620 sheet ending at 993: the keyboard, whose top is at 968, covers 25 points.
        let sheet = Rect(x: 242, y: 373, width: 540, height: 620)
        let result = insets(Rect(x: 0, y: 968, width: 1024, height: 398), view: sheet, screen: pad)
        #expect(result.keyboardOverlap == 25)
        #expect(result.addedBottomInset == 25)
    }

    @Test func slideOverWindow() {
        let slideOver = Rect(x: 704, y: 0, width: 320, height: 1366)
        let result = insets(
            Rect(x: 0, y: 968, width: 1024, height: 398), view: slideOver, screen: pad, safeArea: 20)
        #expect(result.keyboardOverlap == 398)
        #expect(result.addedBottomInset == 378)
    }

    @Test func hardwareKeyboardShortcutBar() {
        // The software keyboard's frame lies below the screen except its 55-point shortcut bar.
        let result = insets(
            Rect(x: 0, y: 789, width: 390, height: 336), view: phone, screen: phone, safeArea: 34)
        #expect(result.keyboardOverlap == 55)
        #expect(result.addedBottomInset == 21)
    }

    @Test func floatingUndockedAndSplitKeyboardsGetNoInset() {
        let floating = Rect(x: 300, y: 700, width: 320, height: 250)
        let undocked = Rect(x: 0, y: 600, width: 1024, height: 398)
        let splitHalf = Rect(x: 0, y: 900, width: 400, height: 466)
        for keyboard in [floating, undocked, splitHalf] {
            #expect(!KeyboardAvoidance.isDocked(keyboardFrame: keyboard, screenBounds: pad))
            #expect(insets(keyboard, view: pad, screen: pad, existing: 12).contentInsetBottom == 12)
        }
    }

    @Test func hiddenKeyboardRestoresTheUsersInset() {
        let hidden = KeyboardAvoidance.bottomInsets(
            for: KeyboardFrameChange(endFrame: .zero, animation: .immediate), scrollViewFrame: phone,
            screenBounds: phone, safeAreaBottomInset: 34,
            existingBottomInset: 12, existingScrollIndicatorBottomInset: 4)
        #expect(
            hidden
                == KeyboardInsets(
                    keyboardOverlap: 0, addedBottomInset: 0, contentInsetBottom: 12,
                    scrollIndicatorInsetBottom: 4))
        // The hide notification's end frame lies just below the screen.
        let below = insets(
            Rect(x: 0, y: 844, width: 390, height: 336), view: phone, screen: phone, existing: 12)
        #expect(below.contentInsetBottom == 12)
    }

    @Test func emptyOrZeroFrameIsNoKeyboard() {
        #expect(insets(.zero, view: phone, screen: phone).keyboardOverlap == 0)
        #expect(
            insets(Rect(x: 0, y: 844, width: 390, height: 0), view: phone, screen: phone).keyboardOverlap == 0
        )
    }

    @Test func rotationSwapsTheFrames() {
        let landscape = Rect(x: 0, y: 0, width: 844, height: 390)
        let landscapeKeyboard = Rect(x: 0, y: 181, width: 844, height: 209)
        let result = insets(landscapeKeyboard, view: landscape, screen: landscape, safeArea: 21)
        #expect(result.keyboardOverlap == 209)
        #expect(result.addedBottomInset == 188)
        // A stale portrait frame against the landscape screen is ignored until the next notification.
        #expect(insets(phoneKeyboard, view: landscape, screen: landscape).keyboardOverlap == 0)
    }

    @Test func keyboardMissingTheViewCoversNothing() {
        let topHalf = Rect(x: 0, y: 0, width: 390, height: 400)
        #expect(insets(phoneKeyboard, view: topHalf, screen: phone).keyboardOverlap == 0)
    }
}

@Suite struct KeyboardAvoidanceBadInputTests {
    let phone = Rect(x: 0, y: 0, width: 390, height: 844)

    func overlap(_ keyboard: Rect, view: Rect? = nil, screen: Rect? = nil) -> Double {
        KeyboardAvoidance.overlap(
            keyboardFrame: keyboard, scrollViewFrame: view ?? phone, screenBounds: screen ?? phone)
    }

    @Test func nonFiniteFramesCoverNothing() {
        #expect(overlap(Rect(x: 0, y: .nan, width: 390, height: 336)) == 0)
        #expect(overlap(Rect(x: 0, y: 508, width: .infinity, height: 336)) == 0)
        #expect(
            overlap(
                Rect(x: 0, y: 508, width: 390, height: 336),
                view: Rect(x: .nan, y: 0, width: 390, height: 844)) == 0)
        #expect(
            overlap(
                Rect(x: 0, y: 508, width: 390, height: 336),
                screen: Rect(x: 0, y: 0, width: .nan, height: 844)) == 0)
    }

    @Test func negativeSizesCoverNothing() {
        #expect(overlap(Rect(x: 0, y: 844, width: 390, height: -336)) == 0)
        #expect(
            overlap(
                Rect(x: 0, y: 508, width: 390, height: 336),
                screen: Rect(x: 0, y: 0, width: -390, height: 844)) == 0)
    }

    @Test func hugeFramesAreClippedToTheScreen() {
        #expect(overlap(Rect(x: -1e300, y: 508, width: 1e301, height: 1e301)) == 336)
        #expect(overlap(Rect(x: 0, y: 1e300, width: 390, height: 336)) == 0)
    }

    /// Found by the fuzzer: at 1e17 doubles are 16 apart, so the view's maxY rounds to minY + 16.
    @Test func hugeCoordinatesNeverOverlapMoreThanTheView() {
        let screen = Rect(x: 0, y: 0, width: 100, height: 2e17)
        let keyboard = Rect(x: 0, y: 1e17, width: 100, height: 1e17)
        #expect(overlap(keyboard, view: Rect(x: 0, y: 1e17, width: 100, height: 10), screen: screen) == 10)
    }

    @Test func badInsetsCountAsZero() {
        let change = KeyboardFrameChange(endFrame: Rect(x: 0, y: 508, width: 390, height: 336))
        let result = KeyboardAvoidance.bottomInsets(
            for: change, scrollViewFrame: phone, screenBounds: phone, safeAreaBottomInset: .nan,
            existingBottomInset: -.infinity, existingScrollIndicatorBottomInset: -5)
        #expect(
            result
                == KeyboardInsets(
                    keyboardOverlap: 336, addedBottomInset: 336, contentInsetBottom: 336,
                    scrollIndicatorInsetBottom: 336))
        let negativeSafeArea = KeyboardAvoidance.bottomInsets(
            for: change, scrollViewFrame: phone, screenBounds: phone, safeAreaBottomInset: -50)
        #expect(negativeSafeArea.addedBottomInset == 336)
        let hugeSafeArea = KeyboardAvoidance.bottomInsets(
            for: change, scrollViewFrame: phone, screenBounds: phone, safeAreaBottomInset: 1e300)
        #expect(hugeSafeArea.addedBottomInset == 0)
    }
}
