// An app's SwiftUI view written against GrowingText 0.1.0. It must NOT compile: `.ci/run` checks
// that ios-check fails here with an error that names the initialiser's new name, so an upgrading
// app gets a fix-it instead of "extra arguments".
import GrowingText
import SwiftUI

struct ComposerView: View {
    @State private var message = ""

    var body: some View {
        GrowingTextEditor("Message", text: $message, minimumLines: 1, maximumLines: 6)
    }
}
