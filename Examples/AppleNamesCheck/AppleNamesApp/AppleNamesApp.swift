// An app file as app developers write them: SwiftUI and UIKit names unqualified next to
// `import GrowingText`. It only has to compile (see README.md).
import GrowingText
import NewerSDKNames
import SwiftUI
import UIKit

extension VerticalAlignment {
    private enum MessageBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
    }

    /// A custom alignment guide, the common SwiftUI idiom that a top-level `VerticalAlignment` in
    /// GrowingText would break.
    static let messageBaseline = VerticalAlignment(MessageBaseline.self)
}

struct ComposerRow: View {
    @State private var text = ""
    let position = ScrollPosition()
    let geometry = ScrollGeometry()
    let selection = TextSelection()
    /// The editor's submit label, named with `import GrowingText` alone.
    let submitLabel: GrowingTextEditor.SubmitLabel = .send

    var body: some View {
        let vertical: VerticalAlignment = .top
        let horizontal: HorizontalAlignment = .leading
        let alignment: Alignment = .bottomLeading
        let axis: Axis = .vertical
        let edge: Edge = .bottom
        let edges: Edge.Set = .horizontal
        let font: Font = .body
        let color: Color = .accentColor
        let animation: Animation = .easeInOut
        let insets = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        return HStack(alignment: vertical) {
            GrowingTextEditor("Message", text: $text)
                .growingTextLineLimit(1...6)
                .growingTextVerticalAlignment(.bottom)
                .growingTextSubmitLabel(submitLabel)
            Text("Send").font(font).foregroundColor(color)
        }
        .frame(maxWidth: .infinity, alignment: alignment)
        .padding(edges, insets.leading)
        .padding(.vertical, insets.top)
        .alignmentGuide(horizontal) { $0[.leading] }
        .alignmentGuide(.messageBaseline) { $0[.bottom] }
        .animation(animation, value: text)
        .disabled(axis == .horizontal && edge == .top)
    }
}

/// SwiftUI's `submitLabel` on a `TextField` keeps its meaning next to the editor's environment
/// modifiers, which reach an editor after `.padding`.
struct SearchAndComposer: View {
    @State private var query = ""
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Search", text: $query)
                .submitLabel(.search)
                .onSubmit {}
            GrowingTextEditor("Message", text: $text, minimumNumberOfLines: 2, maximumNumberOfLines: 6)
                .padding(8)
                .growingTextSubmitLabel(.send)
                .onGrowingTextSubmit {}
                .growingTextForegroundStyle(.secondary)
        }
    }
}

@MainActor
func makeComposer() -> UIView {
    let input = GrowingTextView()
    input.verticalAlignment = .bottom
    let alignment: NSTextAlignment = .natural
    input.textAlignment = alignment
    let stack = UIStackView(arrangedSubviews: [input])
    stack.axis = .vertical
    stack.alignment = .fill
    return stack
}
