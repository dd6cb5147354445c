import GrowingTextCore
import Testing

/// The keyboard adjuster's rules, as the notifications and geometry changes UIKit
/// delivers, through ``KeyboardInsetController``.
///
/// Modelled behaviours, each from its source (`docs/UIKitBehaviours.md`, K1-K6):
/// - keyboard frames are in the screen's coordinate space, in the current orientation (Apple doc
///   "keyboardFrameEndUserInfoKey"; niw/KeyboardGuide `KeyboardGuide.swift` `updateKeyboardState`);
/// - a window in Slide Over or Split View does not fill the screen, so window and screen
///   coordinates differ (same sources; SLKTextViewController.m L407);
/// - the safe area is already in `adjustedContentInset` (IQKeyboardManager+Position.swift L627-628);
/// - a frame change of the scroll view (a toolbar appearing, a sheet resized, Split View resized)
///   posts no keyboard notification (Apple's keyboard notifications are about the keyboard only:
///   doc "keyboardWillChangeFrameNotification").
@Suite("Scenarios: the keyboard over a scroll view")
struct KeyboardScenarioTests {
    /// iPhone 390 × 844, a full-screen scroll view, 34-point home indicator.
    private func phone(
        content: Double = 0, indicator: Double = 0, height: Double = 844, safeArea: Double = 34
    )
        -> KeyboardInsetController.Geometry
    {
        KeyboardInsetController.Geometry(
            frameInWindow: Rect(x: 0, y: 0, width: 390, height: height),
            windowFrameInScreen: Rect(x: 0, y: 0, width: 390, height: 844),
            screenBounds: Rect(x: 0, y: 0, width: 390, height: 844), safeAreaBottomInset: safeArea,
            contentInsetBottom: content, indicatorInsetBottom: indicator)
    }

    private let animation = KeyboardAnimation(duration: 0.25, curveRawValue: 7)

    private func keyboard(top: Double) -> KeyboardFrameChange {
        KeyboardFrameChange(endFrame: Rect(x: 0, y: top, width: 390, height: 844 - top), animation: animation)
    }

    /// The app sets its own bottom inset (a 44-point toolbar) while the keyboard is up. The next
    /// keyboard change (the predictive bar: 380 points) keeps it under the keyboard, and hiding
    /// the keyboard gives it back. The old adjuster captured the app's insets once, when the
    /// keyboard first appeared, and overwrote the 44 with 0 + 346, then restored 0.
    @Test func insetsTheAppSetsWhileTheKeyboardIsUpAreKept() {
        var controller = KeyboardInsetController()
        #expect(
            controller.handle(
                .keyboardWillChangeFrame(
                    keyboard(top: 508), isLocal: true, isOnScrollViewScreen: true, geometry: phone()))
                == [.setBottomInsets(content: 302, indicator: 302, animation: animation), .revealCaret])
        #expect(
            controller.handle(
                .keyboardWillChangeFrame(
                    keyboard(top: 464), isLocal: true, isOnScrollViewScreen: true,
                    geometry: phone(content: 44, indicator: 302)))
                == [.setBottomInsets(content: 390, indicator: 346, animation: animation), .revealCaret])
        #expect(
            controller.handle(
                .keyboardWillHide(animation, isLocal: true, geometry: phone(content: 390, indicator: 346)))
                == [.setBottomInsets(content: 44, indicator: 0, animation: animation)])
    }

    /// The scroll view shrinks to 700 points (a toolbar below it, so no safe area) while the
    /// keyboard is up, and no keyboard notification comes: the inset is recomputed from the
    /// geometry change, 700 − 508 = 192. The old adjuster kept 302 until the next notification. A
    /// geometry change that changes nothing (a scroll) does not pull the view back to the caret.
    @Test func aFrameChangeOfTheScrollViewRecomputesTheInsets() {
        var controller = KeyboardInsetController()
        _ = controller.handle(
            .keyboardWillChangeFrame(
                keyboard(top: 508), isLocal: true, isOnScrollViewScreen: true, geometry: phone()))
        #expect(
            controller.handle(
                .scrollViewGeometryChanged(phone(content: 302, indicator: 302, height: 700, safeArea: 0)))
                == [.setBottomInsets(content: 192, indicator: 192, animation: .immediate), .revealCaret])
        #expect(
            controller.handle(
                .scrollViewGeometryChanged(phone(content: 192, indicator: 192, height: 700, safeArea: 0)))
                == [])
    }

    /// Rotation to landscape: the screen is 844 × 390 and the keyboard 209 points tall. The
    /// notification can come before the scroll view has its new frame (order unsourced, commonly
    /// reported), so the inset is first computed for the portrait frame (844 − 181 − 34 = 629); the
    /// frame change then corrects it to 390 − 181 − 21 (landscape safe area) = 188. The old adjuster
    /// kept 629 until the next notification.
    @Test func rotationRecomputesTheInsetsWhenTheFrameArrivesAfterTheKeyboard() {
        var controller = KeyboardInsetController()
        _ = controller.handle(
            .keyboardWillChangeFrame(
                keyboard(top: 508), isLocal: true, isOnScrollViewScreen: true, geometry: phone()))
        let landscapeKeyboard = KeyboardFrameChange(
            endFrame: Rect(x: 0, y: 181, width: 844, height: 209), animation: animation)
        let stale = phone(content: 302, indicator: 302)
        var staleLandscape = stale
        staleLandscape.screenBounds = Rect(x: 0, y: 0, width: 844, height: 390)
        staleLandscape.windowFrameInScreen = staleLandscape.screenBounds
        #expect(
            controller.handle(
                .keyboardWillChangeFrame(
                    landscapeKeyboard, isLocal: true, isOnScrollViewScreen: true, geometry: staleLandscape))
                == [.setBottomInsets(content: 629, indicator: 629, animation: animation), .revealCaret])
        var landscape = staleLandscape
        landscape.contentInsetBottom = 629
        landscape.indicatorInsetBottom = 629
        landscape.frameInWindow = Rect(x: 0, y: 0, width: 844, height: 390)
        landscape.safeAreaBottomInset = 21
        #expect(
            controller.handle(.scrollViewGeometryChanged(landscape))
                == [.setBottomInsets(content: 188, indicator: 188, animation: .immediate), .revealCaret])
    }

    /// iPad 1024 × 1366 in portrait, the app in Slide Over: its window is 320 × 1318 at (694, 24) on
    /// the screen. The docked keyboard (398 points, screen coordinates) covers the scroll view from
    /// screen y 968 to its bottom at 1342: 374 points. Comparing the screen frame with window
    /// coordinates, as the old adjuster did before iOS 16.1, gave 1318 − 968 = 350.
    @Test func aSlideOverWindowIsPlacedOnTheScreenBeforeComparingFrames() {
        var controller = KeyboardInsetController()
        let geometry = KeyboardInsetController.Geometry(
            frameInWindow: Rect(x: 0, y: 0, width: 320, height: 1318),
            windowFrameInScreen: Rect(x: 694, y: 24, width: 320, height: 1318),
            screenBounds: Rect(x: 0, y: 0, width: 1024, height: 1366))
        let ipadKeyboard = KeyboardFrameChange(
            endFrame: Rect(x: 0, y: 968, width: 1024, height: 398), animation: animation)
        #expect(
            controller.handle(
                .keyboardWillChangeFrame(
                    ipadKeyboard, isLocal: true, isOnScrollViewScreen: true, geometry: geometry))
                == [.setBottomInsets(content: 374, indicator: 374, animation: animation), .revealCaret])
    }

    /// A scroll view without a window (its screen is unknown) gets nothing; the keyboard is kept and
    /// applied when the scroll view has a window again. The old iOS 16.1+ path converted a
    /// window-less view to the screen as if its root sat at the screen's origin.
    @Test func aScrollViewWithoutAWindowWaitsForOne() {
        var controller = KeyboardInsetController()
        #expect(
            controller.handle(
                .keyboardWillChangeFrame(
                    keyboard(top: 508), isLocal: true, isOnScrollViewScreen: true, geometry: nil))
                == [])
        #expect(controller.handle(.scrollViewGeometryChanged(nil)) == [])
        #expect(
            controller.handle(.scrollViewGeometryChanged(phone()))
                == [.setBottomInsets(content: 302, indicator: 302, animation: .immediate), .revealCaret])
    }

    /// Another app's keyboard, or a keyboard on another screen, changes nothing; stopping restores
    /// the app's insets; the caret is revealed above the keyboard in the same step.
    @Test func otherAppsAndScreensAreIgnoredAndStoppingRestores() {
        var controller = KeyboardInsetController()
        #expect(
            controller.handle(
                .keyboardWillChangeFrame(
                    keyboard(top: 508), isLocal: false, isOnScrollViewScreen: true, geometry: phone()))
                == [])
        #expect(
            controller.handle(
                .keyboardWillChangeFrame(
                    keyboard(top: 508), isLocal: true, isOnScrollViewScreen: false, geometry: phone()))
                == [])
        _ = controller.handle(
            .keyboardWillChangeFrame(
                keyboard(top: 508), isLocal: true, isOnScrollViewScreen: true,
                geometry: phone(content: 10, indicator: 10)))
        let viewport = Viewport(
            size: Size(width: 390, height: 844), contentInset: Insets(top: 91, bottom: 346),
            contentHeight: 2000)
        #expect(
            controller.handle(.caretRead(Rect(x: 0, y: 600, width: 2, height: 20), viewport))
                == [.setContentOffsetY(130)])
        #expect(
            controller.handle(.stopped(phone(content: 312, indicator: 312)))
                == [.setBottomInsets(content: 10, indicator: 10, animation: .immediate)])
    }
}
