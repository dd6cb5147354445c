import TestSupport
import Testing

@testable import GrowingTextLayout

/// ``LineRecords`` reads as the array of its lines' records, however runs of identical lines are
/// kept: checked against a plain array under random edits.
@Suite("Line records")
struct LineRecordsTests {
    /// Random records with increasing starts: stretches of identical lines (a kind, a width, a
    /// length apart) between single lines of other widths.
    static func randomRecords(using generator: inout SplitMix64) -> [LineRecord] {
        var records: [LineRecord] = []
        var start = 0
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
            if Bool.random(using: &generator) {
                let length = Int.random(in: 1...5, using: &generator)
                let kind: UInt8 = [1, 0x85, 0x8B].randomElement(using: &generator)!
                for _ in 0..<Int.random(in: 1...40, using: &generator) {
                    records.append(
                        LineRecord(
                            start: start, width: length, state: LineBreakState(), reach: start + length + 2,
                            unbrokenKind: kind))
                    start += length
                }
            } else {
                let length = Int.random(in: 1...9, using: &generator)
                records.append(
                    LineRecord(
                        start: start, width: Int.random(in: 0...9, using: &generator),
                        state: LineBreakState(),
                        reach: start + length + Int.random(in: 0...3, using: &generator)))
                start += length
            }
        }
        return records
    }

    /// `records` kept with their runs as runs (``LineRecords/compressRuns(fromEntry:)``), some
    /// appended as runs at once.
    static func compressed(_ records: [LineRecord], using generator: inout SplitMix64) -> LineRecords {
        var result = LineRecords()
        if Bool.random(using: &generator) {
            result = LineRecords(records)
        } else {
            for record in records { result.append(record) }
        }
        result.compressRuns(fromEntry: 0)
        return result
    }

    @Test("a long run of identical lines is one entry; short ones and other lines are their own")
    func compression() {
        let state = LineBreakState()
        var records = (0..<100).map {
            LineRecord(start: $0 * 80, width: 80, state: state, reach: $0 * 80 + 82, unbrokenKind: 1)
        }
        records.append(LineRecord(start: 8_000, width: 5, state: state, reach: .max))
        var lines = LineRecords(records)
        lines.compressRuns(fromEntry: 0)
        #expect(lines.entries.count == 2)
        #expect(lines.count == 101)
        #expect(lines.expanded == records)
        #expect(lines[57].start == 57 * 80)
        #expect(lines.lineIndex(containing: 4_321, contentLength: 8_005) == 54)
        // Fifteen alike are not worth a run.
        var short = LineRecords(Array(records[85...]))
        short.compressRuns(fromEntry: 0)
        #expect(short.entries.count == 16)
    }

    @Test("splits, replacements and changes of how starts count read as on an array (seeded)")
    func randomOperations() {
        var generator = SplitMix64(seed: 0x11E5_0001)
        for _ in 0..<300 {
            var model = Self.randomRecords(using: &generator)
            var lines = Self.compressed(model, using: &generator)
            let contentLength = (model.last?.start ?? 0) + 1_000
            for _ in 0..<6 {
                let lower = Int.random(in: 0...model.count, using: &generator)
                let upper = Int.random(in: lower...model.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    // Replace with records that keep the starts increasing: the model's own, moved.
                    let piece = Array(model[lower..<upper].suffix(Int.random(in: 0...3, using: &generator)))
                    var new = LineRecords()
                    new.append(contentsOf: Self.compressed(piece, using: &generator), lines: 0..<piece.count)
                    model.replaceSubrange(lower..<upper, with: piece)
                    lines.replaceSubrange(lower..<upper, with: new)
                case 1:
                    let end = lines.endOfStretch(from: lower) { !$0.countsFromEnd }
                    #expect(end == (model[lower...].firstIndex { $0.countsFromEnd } ?? model.count))
                    lines.modifyEntries(inLines: lower..<end) {
                        $0 = $0.countingFromEnd(contentLength: contentLength)
                    }
                    for index in lower..<end {
                        model[index] = model[index].countingFromEnd(contentLength: contentLength)
                    }
                case 2:
                    let start = lines.startOfStretch(before: upper) { $0.countsFromEnd }
                    #expect(start == (model[..<upper].lastIndex { !$0.countsFromEnd }.map { $0 + 1 } ?? 0))
                    lines.modifyEntries(inLines: start..<upper) {
                        $0 = $0.countingFromStart(contentLength: contentLength)
                    }
                    for index in start..<upper {
                        model[index] = model[index].countingFromStart(contentLength: contentLength)
                    }
                default:
                    lines.makeEntry(at: lower)
                }
                lines.validate()
                #expect(lines.count == model.count)
                #expect(lines.expanded == model)
                #expect((0..<model.count).allSatisfy { lines[$0] == model[$0] })
                let bounds = min(lower, model.count)..<min(upper, model.count)
                #expect(
                    lines.reachBound(ofLines: bounds, endsParagraph: false)
                        == Paragraph.reachBound(of: LineRecords(Array(model[bounds])), endsParagraph: false))
                if !model.isEmpty {
                    let offset = Int.random(in: 0..<contentLength, using: &generator)
                    let expected = model.lastIndex { $0.start(contentLength: contentLength) <= offset } ?? 0
                    #expect(lines.lineIndex(containing: offset, contentLength: contentLength) == expected)
                    let from = Int.random(in: 0..<model.count, using: &generator)
                    let run = model[from]
                    let end = model[from...].firstIndex { !$0.continuesRun(of: run) } ?? model.count
                    #expect(lines.endOfUnbrokenRun(from: from) == end)
                }
            }
        }
    }
}
