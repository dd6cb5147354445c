import GrowingText
import SwiftUI
import UIKit

/// The SwiftUI editor: a reply box with a limit, centred while it is short.
struct SwiftUIEditorDemo: View {
    @State private var reply = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Reply").font(.headline)
            GrowingTextEditor("Say something nice", text: $reply, minimumLines: 2, maximumLines: 6)
                .maximumLength(280)
                .verticalTextAlignment(.center)
                .padding(8)
                .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color(uiColor: .separator)))
            Text("\(reply.count)/280").font(.caption).foregroundColor(.secondary)
            Spacer()
        }
        .padding()
    }

    /// The editor in a hosting controller, for the demo's tab bar.
    @MainActor
    static func makeViewController() -> UIViewController {
        UIHostingController(rootView: SwiftUIEditorDemo())
    }
}
