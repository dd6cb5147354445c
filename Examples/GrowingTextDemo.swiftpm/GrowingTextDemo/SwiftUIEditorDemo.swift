import GrowingText
import SwiftUI
import UIKit

/// The SwiftUI editor: a note that grows inside a `List` row, and a chat composer that sends with the
/// Return key, both reading SwiftUI's environment and modifiers.
struct SwiftUIEditorDemo: View {
    private struct Message: Identifiable {
        let id = UUID()
        let text: String
    }

    @State private var note = ""
    @State private var messages = [Message(text: "Say something nice")]
    // DocC begin: SwiftUI
    @State private var draft = ""
    @State private var isComposerFocused = false
    // DocC end

    var body: some View {
        List {
            Section("A note that grows in its row") {
                // DocC begin: SwiftUI
                GrowingTextEditor("Write a note", text: $note)
                    .growingTextLineLimit(2...8)
                    .growingTextInputAutocapitalization(.sentences)
                    .font(.callout)
                // DocC end
            }
            Section("Messages") {
                ForEach(messages) { message in
                    Text(message.text)
                }
            }
        }
        .safeAreaInset(edge: .bottom) {
            composer
        }
    }

    // DocC begin: SwiftUI
    private var composer: some View {
        HStack(alignment: .bottom, spacing: 8) {
            GrowingTextEditor("Message", text: $draft)
                .focused($isComposerFocused)
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .overlay(RoundedRectangle(cornerRadius: 18).stroke(Color(uiColor: .separator)))
                .growingTextLineLimit(1...6)
                .growingTextSubmitLabel(.send)
                .onGrowingTextSubmit(send)
                .growingTextMaximumLength(1000)
            Button("Send", action: send)
                .disabled(draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                .padding(.bottom, 8)
        }
        .padding(8)
        .background(.bar)
    }

    private func send() {
        let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        messages.append(Message(text: text))
        draft = ""
    }
    // DocC end

    /// The editor in a hosting controller, for the demo's tab bar.
    @MainActor
    static func makeViewController() -> UIViewController {
        UIHostingController(rootView: SwiftUIEditorDemo())
    }
}
