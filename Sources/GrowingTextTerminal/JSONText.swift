/// JSON string literals, written by hand so the command's key order is exactly as documented.
///
/// `growtext measure --json`, `growtext prompt --output json` and the prompt's history file share it.
package enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and controls escaped, the rest as UTF-8.
    /// - Parameter text: The text to quote.
    /// - Returns: The literal, with its surrounding quotes.
    package static func quoted(_ text: Substring) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}", "\u{2029}": result += "\\u\(String(scalar.value, radix: 16))"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
