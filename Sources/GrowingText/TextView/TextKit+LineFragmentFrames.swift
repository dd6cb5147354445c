#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    extension NSLayoutManager {
        /// The laid-out line fragments, top first, at most `count` of them, laid out as needed:
        /// each fragment's rectangle, not its used rectangle, which may leave the line spacing out.
        func lineFragmentFrames(upTo count: Int) -> [LineFragmentFrame] {
            var frames: [LineFragmentFrame] = []
            guard count > 0 else { return frames }
            enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: numberOfGlyphs)) {
                rect, _, _, _, stop in
                frames.append(LineFragmentFrame(minY: Double(rect.minY), height: Double(rect.height)))
                stop.pointee = ObjCBool(frames.count >= count)
            }
            return frames
        }
    }

    @available(iOS 16.0, *)
    extension NSTextLayoutManager {
        /// The laid-out lines, top first, at most `count` of them, laid out as needed: each line's
        /// typographic bounds, placed in its layout fragment.
        func lineFragmentFrames(upTo count: Int) -> [LineFragmentFrame] {
            var frames: [LineFragmentFrame] = []
            guard count > 0 else { return frames }
            enumerateTextLayoutFragments(from: documentRange.location, options: [.ensuresLayout]) {
                fragment in
                let top = Double(fragment.layoutFragmentFrame.minY)
                for line in fragment.textLineFragments where frames.count < count {
                    let bounds = line.typographicBounds
                    frames.append(
                        LineFragmentFrame(minY: top + Double(bounds.minY), height: Double(bounds.height)))
                }
                return frames.count < count
            }
            return frames
        }
    }
#endif
