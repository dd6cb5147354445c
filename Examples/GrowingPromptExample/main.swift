// The code of the DocC article "A growing prompt in your command-line tool" (GrowingPromptInYourTool),
// built with the package and run in tmux by `GrowingPromptExampleTests`: with no argument it asks
// for a message, with `commit` for a commit message with the longer set of options.
import GrowingTextTerminal

if CommandLine.arguments.dropFirst().first == "commit" {
    do {
        // DocC begin: GrowingPromptInYourTool
        let configuration = PromptConfiguration(
            placeholder: "Why this change?", maximumNumberOfLines: 8, maximumLength: 200,
            enterInsertsNewline: true, header: "Commit message")
        let prompt = GrowingPrompt(configuration: configuration, history: ["Fix the caret at the maximum"])
        if let message = try prompt.read() {
            print("Committing: \(message)")
        }
        // DocC end
    } catch {
        print("Cannot read a commit message: \(error)")
    }
} else {
    // DocC begin: GrowingPromptInYourTool
    let prompt = GrowingPrompt(placeholder: "Message", maximumNumberOfLines: 6)
    do {
        if let message = try prompt.read() {
            print("Sending: \(message)")
        } else {
            print("Cancelled")
        }
    } catch {
        // No usable terminal (no /dev/tty under cron) or the terminal closed.
        print("Cannot read a message: \(error)")
    }
    // DocC end
}
