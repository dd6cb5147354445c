// A command-line tool's code written against GrowingTextTerminal and GrowingTextCore 0.1.0. It must
// NOT compile: `.ci/run` checks that every line marked `renamed` fails with an error naming its
// replacement, so an upgrading tool gets a fix-it or a message instead of "no member".
import GrowingTextCore
import GrowingTextTerminal

func oldSpellings() throws {
    let configuration = PromptConfiguration(minimumLines: 2, maximumLines: 6)  // renamed
    _ = PromptConfiguration(placeholder: "Why?", minimumLines: 1, prompt: "> ")  // renamed
    _ = configuration.maximumLines  // renamed
    _ = configuration.minimumLines  // renamed
    _ = configuration.prompt  // renamed
    _ = PromptConfiguration.defaultPrompt  // renamed
    let prompt = GrowingPrompt(configuration: configuration, text: "draft")  // renamed
    _ = GrowingPrompt(placeholder: "Message", maximumNumberOfLines: 6, text: "draft")  // renamed
    _ = prompt.text  // renamed
    let policy = EditingPolicy(maximumLength: 10)
    _ = policy.showsPlaceholder(for: "", isEditing: false)  // renamed
    let text = "hello"
    _ = policy.acceptedEdit(replacing: text.startIndex..<text.endIndex, with: "x", in: text)  // renamed
    let change = GrowingTextController.TextChange(text: "a", isUserEdit: false)  // renamed
    _ = change.isUserEdit  // renamed
    _ = GrowingTextController.Event.boundsChanged(Size(width: 1, height: 1))  // renamed
    _ = GrowingTextController.selection(restoring: 0..<0, from: "a", to: "b")  // renamed
}
