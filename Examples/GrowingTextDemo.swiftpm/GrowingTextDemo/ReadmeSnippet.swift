import GrowingText
import SwiftUI
import UIKit

/// The README's UIKit snippet, verbatim, so CI proves it compiles.
final class ReadmeSnippetViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // README begin
        let input = GrowingTextView()
        input.placeholder = "Message"
        input.maximumNumberOfLines = 5
        view.addSubview(input)  // Auto Layout: pin its edges; no height constraint needed
        // README end
        input.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            input.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            input.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            input.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
    }
}

/// The README's SwiftUI snippet, verbatim, so CI proves it compiles.
struct ReadmeSnippetComposer: View {
    let send: (String) -> Void

    // SwiftUI README begin
    @State private var draft = ""

    var body: some View {
        GrowingTextEditor("Message", text: $draft)
            .growingTextLineLimit(1...6)  // grow from one line to six, then scroll
            .growingTextSubmitLabel(.send)
            .onGrowingTextSubmit { send(draft) }
    }
    // SwiftUI README end
}
