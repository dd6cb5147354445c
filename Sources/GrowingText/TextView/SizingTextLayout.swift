#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    /// A layout of a copy of a text view's text at another width than the view's (a width SwiftUI
    /// proposes, a width the app asks `sizeThatFits(_:)` for), for the heights of its lines.
    ///
    /// The technique is Apple's "Calculating Text Height" (Text Layout Programming Guide): a text
    /// storage, a layout manager and a text container of the width. The objects are made once and
    /// kept; each layout copies the text in, so nothing the view edits is shared, and empties the
    /// copy afterwards. It runs TextKit 2 when the view does, TextKit 1 otherwise, so that the lines
    /// break as the view would break them.
    @MainActor
    final class SizingTextLayout {
        private lazy var textKit1:
            (storage: NSTextStorage, manager: NSLayoutManager, container: NSTextContainer) = {
                let storage = NSTextStorage()
                let manager = NSLayoutManager()
                let container = NSTextContainer()
                manager.addTextContainer(container)
                storage.addLayoutManager(manager)
                return (storage, manager, container)
            }()
        /// The TextKit 2 layout manager (`NSTextLayoutManager`, iOS 16 and later), with its container.
        private var textKit2: NSObject?

        /// The line fragments of `text` laid out in a container `width` wide, top first, at most
        /// `count` of them.
        ///
        /// - Parameters:
        ///   - text: The text to lay out; copied.
        ///   - count: The most fragments to return.
        ///   - width: The container's width: the view's width less the horizontal insets, never
        ///     below 0 (`FittingWidth.textContainerWidth`).
        ///   - template: The view's text container, whose padding, line break mode and line limit
        ///     the layout takes (not its exclusion paths, which are placed for the view's own width).
        ///   - usesTextKit2: Whether the view lays its text out with TextKit 2.
        /// - Returns: The fragments' frames in container coordinates.
        func lineFragmentFrames(
            of text: NSAttributedString, upTo count: Int, width: CGFloat, like template: NSTextContainer,
            usesTextKit2: Bool
        ) -> [LineFragmentFrame] {
            if #available(iOS 16.0, *), usesTextKit2 {
                return textKit2Frames(of: text, upTo: count, width: width, like: template)
            }
            return textKit1Frames(of: text, upTo: count, width: width, like: template)
        }

        private func textKit1Frames(
            of text: NSAttributedString, upTo count: Int, width: CGFloat, like template: NSTextContainer
        ) -> [LineFragmentFrame] {
            let (storage, manager, container) = textKit1
            Self.configure(container, width: width, like: template)
            storage.setAttributedString(text)
            defer { storage.setAttributedString(NSAttributedString()) }
            return manager.lineFragmentFrames(upTo: count)
        }

        @available(iOS 16.0, *)
        private func textKit2Frames(
            of text: NSAttributedString, upTo count: Int, width: CGFloat, like template: NSTextContainer
        ) -> [LineFragmentFrame] {
            let manager = textKit2 as? NSTextLayoutManager ?? NSTextLayoutManager()
            textKit2 = manager
            let container = manager.textContainer ?? NSTextContainer()
            Self.configure(container, width: width, like: template)
            let content = NSTextContentStorage()
            content.attributedString = NSAttributedString(attributedString: text)
            content.addTextLayoutManager(manager)
            manager.textContainer = container
            defer { content.removeTextLayoutManager(manager) }
            return manager.lineFragmentFrames(upTo: count)
        }

        private static func configure(
            _ container: NSTextContainer, width: CGFloat, like template: NSTextContainer
        ) {
            container.size = CGSize(width: width, height: .greatestFiniteMagnitude)
            container.lineFragmentPadding = template.lineFragmentPadding
            container.lineBreakMode = template.lineBreakMode
            container.maximumNumberOfLines = template.maximumNumberOfLines
        }
    }
#endif
