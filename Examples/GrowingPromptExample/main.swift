// The code of the DocC article "A growing prompt in your command-line tool" (GrowingPromptInYourTool),
// built with the package and run in tmux by `GrowingPromptExampleTests`: with no argument it asks
// for a message, with `commit` for a commit message with the longer set of options.
import Foundation
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
    } catch let error as GrowingPromptError {
        print("Stopped: \(error)")
        exit(error.exitStatus)
    } catch {
        print("Cannot read a commit message: \(error)")
        exit(2)
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
    } catch let error as GrowingPromptError {
        // A signal ended the prompt, or the terminal closed: exit as a shell reports it (143 for
        // SIGTERM, 130 for SIGINT, 129 for a hang-up), so that a script sees the tool was stopped.
        print("Stopped: \(error)")
        exit(error.exitStatus)
    } catch {
        // No usable terminal (no /dev/tty under cron).
        print("Cannot read a message: \(error)")
        exit(2)
    }
    // DocC end
}
