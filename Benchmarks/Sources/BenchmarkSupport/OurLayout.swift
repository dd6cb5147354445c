import GrowingTextCore
import GrowingTextLayout

/// Full layouts with our `TextLayout`, for tools that should not import the core themselves.
public enum OurLayout {
    /// Lays `text` out from scratch at `width` cells and returns its visual line count.
    public static func lineCount(of text: String, width: Int) -> Int {
        TextLayout(text: text, width: width).lineCount
    }
}
