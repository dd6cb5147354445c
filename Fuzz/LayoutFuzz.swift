// Fuzzes the layout: arbitrary bytes become a text (invalid UTF-8 decoded with U+FFFD), a width, a tab
// width and a series of edits. After the last edit (or the first layout when there is none) it traps
// unless: the text is exactly what the edits made; the lines cover it in order, start at cluster
// boundaries and fit the width (or hold one cluster wider than it, plus hanging blanks); caret
// positions map back to the same position at a cluster boundary (every caret of a short text, an even
// sample of a long one); and the incremental layout equals one laid out from scratch.
//
//   scripts/fuzz.sh Layout -runs=10000000 -max_len=512
//
// Input layout: byte 0 width (signed), byte 1 tab width (signed), byte 2 edit count (low 3 bits), then
// 3 bytes per edit (start, end, replacement length), then the text; each edit's replacement is taken
// from the end of the text bytes.

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

/// `offset` scaled into `0...text.utf8.count` and moved back to a scalar boundary.
private func scalarOffset(_ byte: UInt8, in text: String) -> Int {
    let utf8 = Array(text.utf8)
    var offset = utf8.isEmpty ? 0 : Int(byte) % (utf8.count + 1)
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
    precondition(layout.text == text, "the layout holds the edited text")
    let lines = layout.lines
    precondition(lines.count == layout.lineCount, "line count")
    let boundaries = clusterBoundaries(of: text)
    let boundarySet = Set(boundaries)
    var start = 0
    for line in lines {
        precondition(line.range.lowerBound == start, "lines cover the text in order")
        precondition(boundarySet.contains(start), "lines start at cluster boundaries")
        precondition(substring(text, line.contentRange) == line.text, "line text")
        let ink = line.text.reversed().drop { $0 == " " || $0 == "\t" }
        precondition(
            line.width <= layout.configuration.width || ink.count == 1, "no line wider than the width")
        start = line.range.upperBound
    }
    precondition(start == text.utf8.count, "lines end at the text's end")
    // Every boundary of a short text, an even sample of a long one: the check stays O(n) per input.
    let step = max(1, boundaries.count / 8)
    for offset in boundaries.enumerated().filter({ $0.offset % step == 0 }).map(\.element) {
        for affinity in [CaretAffinity.downstream, .upstream] {
            let position = layout.position(of: Caret(offset: offset, affinity: affinity))
            let back = layout.caret(at: position)
            precondition(boundarySet.contains(back.offset), "carets stand at cluster boundaries")
            precondition(layout.position(of: back) == position, "caret positions round-trip")
            if back.offset != offset {
                let between = substring(text, min(back.offset, offset)..<max(back.offset, offset))
                precondition(
                    between.allSatisfy {
                        $0 != "\t" && layout.configuration.cellWidth.cellWidth(of: $0) == 0
                    },
                    "only zero-width clusters share a caret position")
            }
        }
    }
    let fresh = TextLayout(text: text, configuration: layout.configuration)
    precondition(fresh.lines == lines, "incremental layout equals layout from scratch")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 3 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let editCount = Int(bytes[2] & 7)
    let header = 3 + 3 * editCount
    guard size >= header else { return 0 }
    var textBytes = Array(bytes[header...])
    let configuration = TextLayoutConfiguration(
        width: Int(Int8(bitPattern: bytes[0])), tabWidth: Int(Int8(bitPattern: bytes[1])))
    var replacements: [String] = []
    for edit in 0..<editCount {
        let length = min(Int(bytes[3 + 3 * edit + 2] & 15), textBytes.count)
        replacements.append(String(decoding: textBytes.suffix(length), as: UTF8.self))
        textBytes.removeLast(length)
    }
    var text = String(decoding: textBytes, as: UTF8.self)
    var layout = TextLayout(text: text, configuration: configuration)
    if editCount == 0 {
        check(layout, text: text)
    }
    for edit in 0..<editCount {
        let a = scalarOffset(bytes[3 + 3 * edit], in: text)
        let b = scalarOffset(bytes[3 + 3 * edit + 1], in: text)
        let range = min(a, b)..<max(a, b)
        let utf8 = text.utf8
        text.replaceSubrange(
            utf8.index(
                utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
                    utf8.startIndex, offsetBy: range.upperBound),
            with: replacements[edit])
        layout.replaceCharacters(in: range, with: replacements[edit])
        precondition(layout.utf8Count == text.utf8.count, "the edit lands in the layout")
    }
    if editCount > 0 {
        check(layout, text: text)
    }
    return 0
}
