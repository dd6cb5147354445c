import CHeapStats
import GrowingTextCore
import GrowingTextLayout

#if canImport(Glibc)
    import Glibc
#endif

/// Measures what a `TextLayout` of a large text costs in memory: live heap bytes (glibc's
/// `mallinfo2`) and the process's peak resident set (`VmHWM`) before and after the layout.
///
/// A layout of a short text is made and dropped first, so that what the process builds once on first
/// use and keeps for every later layout (the line breaker's pair table) is reported on a line of its
/// own, not as part of this text's layout.
public enum MemoryReport {
    public static func run(byteCount: Int) {
        let warmUpStart = liveHeapBytes()
        withExtendedLifetime(TextLayout(text: "warm up, 1 2 3", width: EditingFixture.width)) {}
        let oneTimeHeap = liveHeapBytes() - warmUpStart
        let startHeap = liveHeapBytes()
        var text = Corpus.multilingual(byteCount: byteCount)
        text.makeContiguousUTF8()
        let textBytes = text.utf8.count
        let textHeap = liveHeapBytes() - startHeap
        let peakBefore = peakResidentBytes()
        let layout = TextLayout(text: text, width: EditingFixture.width)
        let layoutHeap = liveHeapBytes() - startHeap - textHeap
        let peakAfter = peakResidentBytes()
        print("text: \(textBytes) bytes, \(layout.paragraphCount) paragraphs, \(layout.lineCount) lines")
        print("heap held by the text: \(textHeap) bytes")
        print("heap held by the layout: \(layoutHeap) bytes = \(ratio(layoutHeap, textBytes))x the text")
        print(
            "heap built once per process on first use (kept for every layout): \(oneTimeHeap) bytes; "
                + "with it: \(ratio(layoutHeap + oneTimeHeap, textBytes))x the text"
        )
        print("peak resident before layout: \(peakBefore) bytes, after: \(peakAfter) bytes")
        print(
            "peak resident growth from the layout: \(peakAfter - peakBefore) bytes = \(ratio(peakAfter - peakBefore, textBytes))x the text"
        )
        withExtendedLifetime((text, layout)) {}
    }

    private static func ratio(_ value: Int, _ base: Int) -> String {
        let scaled = (value * 100 + base / 2) / max(1, base)
        return "\(scaled / 100).\(scaled % 100 < 10 ? "0" : "")\(scaled % 100)"
    }

    /// Bytes in use by malloc right now.
    static func liveHeapBytes() -> Int {
        Int(gt_live_heap_bytes())
    }

    /// The process's peak resident set size from /proc/self/status, in bytes.
    static func peakResidentBytes() -> Int {
        #if canImport(Glibc)
            guard let file = fopen("/proc/self/status", "r") else { return 0 }
            defer { fclose(file) }
            var line = [CChar](repeating: 0, count: 256)
            while fgets(&line, Int32(line.count), file) != nil {
                let text = String(
                    decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if text.hasPrefix("VmHWM:") {
                    let kilobytes = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
                    return kilobytes * 1024
                }
            }
            return 0
        #else
            return 0
        #endif
    }
}
