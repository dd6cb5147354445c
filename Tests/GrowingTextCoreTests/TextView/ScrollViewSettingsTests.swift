import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// A stand-in for two scroll-view behaviours a growing text view sits in:
///
/// - S1 on iPhone a status-bar tap scrolls to the top only when exactly one on-screen scroll view has
///   `scrollsToTop` on (the default), and a text view is a scroll view (`UIScrollView.h` header
///   comment on `scrollsToTop`; Apple doc "scrollsToTop"; RSKGrowingTextView.swift L233 and
///   SLKTextView.m L83 turn it off).
/// - S2 with automatic adjustment (`.automatic`, as `.scrollableAxes` for a text view), the vertical
///   safe-area insets join `adjustedContentInset` only while the content is taller than the bounds
///   (Apple docs "adjustedContentInset", "UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes").
struct ScrollViewStandIn {
    /// The scroll views on screen that take the status-bar tap, by name, and whether the tap scrolls
    /// `target` (S1).
    static func statusBarTapScrolls(_ target: String, candidates: [String: Bool]) -> Bool {
        let takers = candidates.filter(\.value).map(\.key)
        return takers == [target]
    }

    /// The bottom of `adjustedContentInset` for a content inset of 0 (S2).
    static func adjustedBottomInset(
        settings: ScrollViewSettings, safeAreaBottom: Double, contentHeight: Double, boundsHeight: Double
    ) -> Double {
        settings.adjustsContentInsetForSafeArea && contentHeight > boundsHeight ? safeAreaBottom : 0
    }
}

/// `scrollsToTop` was left on (a status-bar tap stopped scrolling the message list) and
/// `contentInsetAdjustmentBehavior` was not `.never`.
@Suite("Scenarios: the growing text view's scroll-view settings")
struct ScrollViewSettingsTests {
    private let uiKitDefault = ScrollViewSettings(scrollsToTop: true, adjustsContentInsetForSafeArea: true)

    @Test func theGrowingTextViewKeepsNeither() {
        #expect(
            ScrollViewSettings.growingTextView
                == ScrollViewSettings(scrollsToTop: false, adjustsContentInsetForSafeArea: false))
    }

    /// A message list and a composer on screen: with the view's settings the tap scrolls the list;
    /// with UIKit's defaults two scroll views take it and nothing scrolls.
    @Test func aStatusBarTapScrollsTheMessageList() {
        let settings = ScrollViewSettings.growingTextView
        #expect(
            ScrollViewStandIn.statusBarTapScrolls(
                "list", candidates: ["list": true, "composer": settings.scrollsToTop]))
        #expect(
            !ScrollViewStandIn.statusBarTapScrolls(
                "list", candidates: ["list": true, "composer": uiKitDefault.scrollsToTop]))
    }

    /// A composer over the home indicator (34 points of safe area) crossing its maximum of 116 points:
    /// with the view's settings its inset stays 0 (the controller's alone); with UIKit's it jumps by
    /// 34 as the content passes the bounds.
    @Test func theInsetsDoNotChangeAtTheMaximum() {
        for content in [100.0, 136] {
            #expect(
                ScrollViewStandIn.adjustedBottomInset(
                    settings: .growingTextView, safeAreaBottom: 34, contentHeight: content, boundsHeight: 116)
                    == 0)
        }
        #expect(
            ScrollViewStandIn.adjustedBottomInset(
                settings: uiKitDefault, safeAreaBottom: 34, contentHeight: 136, boundsHeight: 116) == 34)
    }
}
