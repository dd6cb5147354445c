/// Usage lines that fit an 80-column terminal.
///
/// swift-argument-parser prints a command's usage on one line after `USAGE: `, however long, and
/// indents the lines of a usage given in `CommandConfiguration(usage:)` after the first by the width
/// of `USAGE: `. A command with many options that are not all optional (the parser lists them one by
/// one instead of `[<options>]`) gives its usage here, broken between its parts.
enum UsageText {
    /// The width of `USAGE: `, before the usage's first line and added before each later one.
    private static let label = 7

    /// `command` and its `parts` on lines of at most `width` columns once shown after `USAGE: `,
    /// each later line starting under the first part.
    /// - Parameters:
    ///   - command: The command's name with its parents' (`growtext notes`).
    ///   - parts: The arguments and options as the parser shows them (`[--max-lines <max-lines>]`).
    ///   - width: The widest line; 80 by default.
    /// - Returns: The usage, for `CommandConfiguration(usage:)`.
    static func wrapped(_ command: String, _ parts: [String], width: Int = 80) -> String {
        let indent = String(repeating: " ", count: command.count + 1)
        var lines = [command]
        for part in parts {
            let last = lines[lines.count - 1]
            if label + last.count + 1 + part.count <= width || last == indent {
                lines[lines.count - 1] = last + " " + part
            } else {
                lines.append(indent + part)
            }
        }
        return lines.joined(separator: "\n")
    }
}
