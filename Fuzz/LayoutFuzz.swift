// Fuzzes the layout: arbitrary bytes become a text (invalid UTF-8 decoded with U+FFFD), a width, a tab
// width and a series of edits. After the last edit (or the first layout when there is none) it traps
// unless: the text is exactly what the edits made; the lines cover it in order, start at cluster
// boundaries and fit the width (or hold one cluster wider than it, plus hanging blanks); the wrapping
// is the greedy one (see `checkGreedyWrapping`); caret positions map back to the same position at a
// cluster boundary (every caret of a short text, an even sample of a long one); and the incremental
// layout equals one laid out from scratch.
//
//   scripts/fuzz.sh Layout -runs=10000000 -max_len=512
//
// Input layout: byte 0 width (signed), byte 1 tab width (signed), byte 2 edit count (low 3 bits) and
// the first wrap window of the gap buffer (next 3 bits: 1, 2, 3, 5, 8, 16, 64 or 1,024 bytes), then
// 5 bytes per edit (start and end as 16-bit numbers taken modulo the text's length + 1, so an edit can
// reach every offset of any text the fuzzer makes; replacement length), then the text; each edit's
// replacement is taken from the end of the text bytes.

/// The UTF-8 offsets of the cluster boundaries of `text`.
private func clusterBoundaries(of text: String) -> [Int] {
    var offsets = [0]
    var offset = 0
    for character in text {
        offset += character.utf8.count
        offsets.append(offset)
    }
    return offsets
}

/// `value` reduced into `0...text.utf8.count` and moved back to a scalar boundary.
private func scalarOffset(_ value: Int, in text: String) -> Int {
    let utf8 = Array(text.utf8)
    var offset = value % (utf8.count + 1)
    while offset > 0 && offset < utf8.count && utf8[offset] & 0xC0 == 0x80 {
        offset -= 1
    }
    return offset
}

private func substring(_ text: String, _ range: Range<Int>) -> Substring {
    let utf8 = text.utf8
    return text[
        utf8.index(
            utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
                utf8.startIndex, offsetBy: range.upperBound)]
}

private func check(_ layout: TextLayout, text: String) {
    check(layout.text == text, "the layout holds the edited text")
    let lines = layout.lines
    check(lines.count == layout.lineCount, "line count")
    let boundaries = clusterBoundaries(of: text)
    let boundarySet = Set(boundaries)
    var start = 0
    for line in lines {
        check(line.range.lowerBound == start, "lines cover the text in order")
        check(boundarySet.contains(start), "lines start at cluster boundaries")
        check(substring(text, line.contentRange) == line.text, "line text")
        let ink = line.text.reversed().drop { $0 == " " || $0 == "\t" }
        check(
            line.width <= layout.configuration.width || ink.count == 1, "no line wider than the width")
        start = line.range.upperBound
    }
    check(start == text.utf8.count, "lines end at the text's end")
    checkGreedyWrapping(layout, text: text)
    // Every boundary of a short text, an even sample of a long one: the check stays O(n) per input.
    let step = max(1, boundaries.count / 8)
    for offset in boundaries.enumerated().filter({ $0.offset % step == 0 }).map(\.element) {
        for affinity in [CaretAffinity.downstream, .upstream] {
            let position = layout.position(of: Caret(offset: offset, affinity: affinity))
            let back = layout.caret(at: position)
            check(boundarySet.contains(back.offset), "carets stand at cluster boundaries")
            check(layout.position(of: back) == position, "caret positions round-trip")
            if back.offset != offset {
                let between = substring(text, min(back.offset, offset)..<max(back.offset, offset))
                check(
                    between.allSatisfy {
                        $0 != "\t" && layout.configuration.cellWidth.cellWidth(of: $0) == 0
                    },
                    "only zero-width clusters share a caret position")
            }
        }
    }
    let fresh = TextLayout(text: text, configuration: layout.configuration)
    check(fresh.lines == lines, "incremental layout equals layout from scratch")
}

/// Traps unless every paragraph is wrapped greedily over its break opportunities, checked line by line
/// against the rules rather than against a second copy of the wrapper's loop:
///
/// - a line ends at a break opportunity (one at a cluster boundary), at its paragraph's end, or is an
///   emergency break: no opportunity fits, so it ends after the last cluster that fits (or after its
///   one cluster wider than the width);
/// - no line ends before the last opportunity that still fits (greedy), and a paragraph whose rest
///   fits is not wrapped again.
///
/// A cluster "fits" when the line's cells up to its end are at most the width, counting from the
/// line's start with tab stops, or when it is the line's first cluster; spaces and tabs always fit
/// (they hang past the width).
private func checkGreedyWrapping(_ layout: TextLayout, text: String) {
    var lines = layout.lines[...]
    var paragraph: [Character] = []
    var start = 0
    for character in text {
        if character.isNewline {
            checkParagraph(paragraph, at: start, of: text, lines: &lines, configuration: layout.configuration)
            start += paragraph.reduce(character.utf8.count) { $0 + $1.utf8.count }
            paragraph = []
        } else {
            paragraph.append(character)
        }
    }
    checkParagraph(paragraph, at: start, of: text, lines: &lines, configuration: layout.configuration)
    check(lines.isEmpty, "every line belongs to a paragraph")
}

/// Checks the lines of one paragraph (`content`, its clusters without the newline, starting at UTF-8
/// offset `start`) and removes them from the front of `lines`.
private func checkParagraph(
    _ content: [Character], at start: Int, of text: String, lines: inout ArraySlice<LayoutLine>,
    configuration: TextLayoutConfiguration
) {
    // Cluster boundaries (UTF-8 offsets from the text's start) and the opportunities among them.
    var boundaries = [start]
    for character in content { boundaries.append(boundaries.last! + character.utf8.count) }
    let paragraph = substring(text, start..<boundaries.last!)
    var isOpportunity = [Bool](repeating: false, count: boundaries.count)
    for opportunity in LineBreaker.opportunities(in: paragraph) {
        let offset = text.utf8.distance(from: text.startIndex, to: opportunity.index)
        check(!opportunity.isMandatory || offset == boundaries.last!, "no hard break inside a paragraph")
        if let cluster = boundaries.firstIndex(of: offset) { isOpportunity[cluster] = true }
    }
    // The layout's line starts in this paragraph, as cluster indices.
    var starts: [Int] = []
    while let line = lines.popFirst() {
        let cluster = boundaries.firstIndex(of: line.range.lowerBound)
        check(cluster != nil, "a line starts at a cluster boundary of its paragraph")
        starts.append(cluster!)
        if line.endsParagraph { break }
    }
    check(starts.first == 0, "a paragraph's first line starts at its start")
    guard !content.isEmpty else { return }
    for (index, lineStart) in starts.enumerated() {
        let end = index + 1 < starts.count ? starts[index + 1] : content.count
        // The last boundary up to which the line fits, and the last opportunity up to there.
        var lastFitting = lineStart
        var column = 0
        while lastFitting < content.count {
            let character = content[lastFitting]
            column += configuration.cells(of: character, atColumn: column)
            let isBlank = character == " " || character == "\t"
            if !isBlank && lastFitting > lineStart && column > configuration.width { break }
            lastFitting += 1
        }
        let lastOpportunity = (lineStart + 1...lastFitting).last { isOpportunity[$0] }
        let line = {
            "the line from cluster \(lineStart) to \(end) of \(content) at width \(configuration.width)"
        }
        if lastFitting == content.count {
            check(end == content.count, "a paragraph whose rest fits is not wrapped again: \(line())")
        } else if let lastOpportunity {
            check(
                end == lastOpportunity,
                "a line ends at the last opportunity that still fits (\(lastOpportunity)): \(line())")
        } else {
            check(
                end == lastFitting,
                "an emergency break comes after the last cluster that fits (\(lastFitting)): \(line())")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 3 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let editCount = Int(bytes[2] & 7)
    let header = 3 + 5 * editCount
    guard size >= header else { return 0 }
    var textBytes = Array(bytes[header...])
    var configuration = TextLayoutConfiguration(
        width: Int(Int8(bitPattern: bytes[0])), tabWidth: Int(Int8(bitPattern: bytes[1])))
    // The bytes re-wrapping first reads past an edit from the paragraph's gap buffer: a few bytes, so
    // that edits take the path that widens the window, or the default.
    configuration.wrapWindow = [1, 2, 3, 5, 8, 16, 64, 1024][Int(bytes[2] >> 3) & 7]
    var replacements: [String] = []
    for edit in 0..<editCount {
        let length = min(Int(bytes[3 + 5 * edit + 4] & 15), textBytes.count)
        replacements.append(String(decoding: textBytes.suffix(length), as: UTF8.self))
        textBytes.removeLast(length)
    }
    var text = String(decoding: textBytes, as: UTF8.self)
    var layout = TextLayout(text: text, configuration: configuration)
    if editCount == 0 {
        check(layout, text: text)
    }
    for edit in 0..<editCount {
        let field = 3 + 5 * edit
        let a = scalarOffset(Int(bytes[field]) << 8 | Int(bytes[field + 1]), in: text)
        let b = scalarOffset(Int(bytes[field + 2]) << 8 | Int(bytes[field + 3]), in: text)
        let range = min(a, b)..<max(a, b)
        let utf8 = text.utf8
        text.replaceSubrange(
            utf8.index(
                utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
                    utf8.startIndex, offsetBy: range.upperBound),
            with: replacements[edit])
        layout.replaceCharacters(in: range, with: replacements[edit])
        check(layout.utf8Count == text.utf8.count, "the edit lands in the layout")
    }
    if editCount > 0 {
        check(layout, text: text)
    }
    return 0
}
