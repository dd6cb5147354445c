/// The line records of a paragraph, read by line index as an array of ``LineRecord``s is, where a
/// run of lines that differ only in their starts, each the same number of bytes after the one
/// before, is kept as one record.
///
/// A paragraph of megabytes without a break opportunity (one letter repeated) wraps into a line
/// every few dozen bytes, all alike but for their starts: a run of 10 MB of `x` is 131,072 lines.
/// Kept as one entry, an edit that moves the run (a letter of another kind typed into it, Enter
/// inside it) writes one record instead of all of them, and the run's end is known without
/// passing over its lines.
///
/// An entry is a record (a line), or the first line of a run of `count` lines, each `length` bytes
/// after the one before and otherwise equal to it: the line `k` lines into the run is the entry
/// ``LineRecord/advanced(by:)`` `k * length` bytes. All lines of an entry share every field but the
/// start, so a change to an entry's shared fields (how its starts count) is a change to each of
/// its lines. Operations that change lines from a line inside a run split the run there first
/// (O(e + r) for e entries and r runs after it; a paragraph without runs pays nothing for them), and
/// a replacement joins its new entries to the runs they continue, so an edit undone leaves the run
/// one entry again. Edits at many places in a run still leave it in as many pieces as they made it
/// differ (the lines between are other lines).
struct LineRecords: Sendable {
    /// A run among the entries.
    struct Run: Hashable, Sendable {
        /// The index of its entry, which is its first line.
        var entry: Int
        /// Its lines, at least 2.
        var count: Int
        /// The bytes from each line's start to the next one's.
        var length: Int
        /// The lines the runs before it stand for beyond their entries: its first line is
        /// `entry + extraBefore`.
        var extraBefore: Int
    }

    /// The records: one for each line, or for each run its first line.
    private(set) var entries: [LineRecord]
    /// The runs among ``entries``, in order.
    private(set) var runs: [Run]

    /// The fewest identical lines in a row that ``compressRuns(fromEntry:)`` keeps as one run:
    /// fewer are not worth the bookkeeping (prose has none this long).
    static let minimumRunCount = 16

    /// No lines.
    init() {
        entries = []
        runs = []
    }

    /// One entry for each of `records`.
    init(_ records: [LineRecord]) {
        entries = records
        runs = []
    }

    /// The number of lines.
    var count: Int {
        @inline(__always) get {
            guard let last = runs.last else { return entries.count }
            return entries.count &+ last.extraBefore &+ last.count &- 1
        }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The last line's record.
    var last: LineRecord? { isEmpty ? nil : self[count - 1] }

    /// Where line `index` is: its entry, how many lines into it, and the entry's run (an index into
    /// ``runs``) if it is one.
    private func locate(_ index: Int) -> (entry: Int, offset: Int, run: Int?) {
        guard !runs.isEmpty else { return (index, 0, nil) }
        // The last run starting at or before the line.
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low &+ high) / 2
            if runs[middle].entry &+ runs[middle].extraBefore <= index {
                low = middle &+ 1
            } else {
                high = middle
            }
        }
        guard low > 0 else { return (index, 0, nil) }
        let run = runs[low &- 1]
        let first = run.entry &+ run.extraBefore
        if index < first &+ run.count {
            return (run.entry, index &- first, low &- 1)
        }
        return (index &- run.extraBefore &- run.count &+ 1, 0, nil)
    }

    /// The index in ``runs`` of the last run whose entry is at or before `entry`, if any.
    private func lastRun(atOrBefore entry: Int) -> Int? {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low &+ high) / 2
            if runs[middle].entry <= entry {
                low = middle &+ 1
            } else {
                high = middle
            }
        }
        return low > 0 ? low &- 1 : nil
    }

    /// The first line of entry `entry` (`entries.count` gives ``count``), and its run if it is one.
    private func firstLine(ofEntry entry: Int) -> (line: Int, run: Int?) {
        guard let index = lastRun(atOrBefore: entry) else { return (entry, nil) }
        let run = runs[index]
        if run.entry == entry { return (entry &+ run.extraBefore, index) }
        return (entry &+ run.extraBefore &+ run.count &- 1, nil)
    }

    /// The record of line `index`.
    subscript(index: Int) -> LineRecord {
        // Inlined for the paragraphs without runs (all but a few), whose reads are an array's.
        @inline(__always) get { runs.isEmpty ? entries[index] : record(ofLine: index) }
    }

    /// The record of line `index` when there are runs.
    @inline(never)
    private func record(ofLine index: Int) -> LineRecord {
        let (entry, offset, run) = locate(index)
        guard let run, offset > 0 else { return entries[entry] }
        return entries[entry].advanced(by: offset &* runs[run].length)
    }

    /// Every line's record, in order.
    ///
    /// - Complexity: O(l) for l lines.
    var expanded: [LineRecord] {
        guard !runs.isEmpty else { return entries }
        var result: [LineRecord] = []
        result.reserveCapacity(count)
        forEachEntry(from: 0) { record, lines, length in
            for line in 0..<lines {
                result.append(record.advanced(by: line &* length))
            }
            return true
        }
        return result
    }

    /// Calls `body` with each entry from the one holding line `index` on, as the record of its
    /// first line from `index` on, its lines from there and their length, until `body` returns
    /// `false`.
    ///
    /// - Complexity: O(e) for the e entries passed.
    func forEachEntry(from index: Int, _ body: (LineRecord, Int, Int) -> Bool) {
        guard index < count else { return }
        var (entry, offset, found) = locate(index)
        // The next run at or after `entry`.
        var run = found ?? (lastRun(atOrBefore: entry).map { $0 &+ 1 } ?? 0)
        while entry < entries.count {
            let lines: Int
            let length: Int
            if run < runs.count && runs[run].entry == entry {
                lines = runs[run].count &- offset
                length = runs[run].length
                run &+= 1
            } else {
                lines = 1
                length = 0
            }
            let record = offset == 0 ? entries[entry] : entries[entry].advanced(by: offset &* length)
            guard body(record, lines, length) else { return }
            offset = 0
            entry &+= 1
        }
    }

    /// Reserves room for `capacity` entries.
    mutating func reserveCapacity(_ capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    /// Drops the entries' spare capacity.
    mutating func trim() {
        guard entries.capacity > entries.count else { return }
        entries = Array(unsafeUninitializedCapacity: entries.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: entries)
        }
    }

    /// Appends a line.
    mutating func append(_ record: LineRecord) {
        entries.append(record)
    }

    /// Appends `count` lines like `first`, the first being `first`, each `length` bytes after the
    /// one before: one entry.
    ///
    /// - Complexity: O(1) amortised.
    mutating func appendRun(_ first: LineRecord, count: Int, length: Int) {
        guard count > 1 else {
            if count == 1 { entries.append(first) }
            return
        }
        let extra = runs.last.map { $0.extraBefore &+ $0.count &- 1 } ?? 0
        runs.append(Run(entry: entries.count, count: count, length: length, extraBefore: extra))
        entries.append(first)
    }

    /// Appends lines `range` of `other`.
    ///
    /// - Complexity: O(e) for the e entries of `other` they take.
    mutating func append(contentsOf other: LineRecords, lines range: Range<Int>) {
        guard !other.runs.isEmpty else {
            entries.append(contentsOf: other.entries[range])
            #if DEBUG
                WrapCounter.current?.recordsCopied += range.count
            #endif
            return
        }
        var remaining = range.count
        other.forEachEntry(from: range.lowerBound) { record, lines, length in
            guard remaining > 0 else { return false }
            let taken = Swift.min(lines, remaining)
            appendRun(record, count: taken, length: length)
            #if DEBUG
                WrapCounter.current?.recordsCopied += 1
            #endif
            remaining &-= taken
            return remaining > 0
        }
    }

    /// Lines `range` of these.
    func lines(_ range: Range<Int>) -> LineRecords {
        var result = LineRecords()
        result.append(contentsOf: self, lines: range)
        return result
    }

    /// Makes line `index` the first line of an entry, splitting the run it is inside; `index` may
    /// be ``count``.
    ///
    /// - Returns: The index of that entry.
    /// - Complexity: O(1) when it already is one (or there are no runs: O(log r) otherwise);
    ///   O(e + r) for the e entries and r runs after it when it splits a run.
    @discardableResult
    mutating func makeEntry(at index: Int) -> Int {
        guard !runs.isEmpty else { return index }
        guard index < count else { return entries.count }
        let (entry, offset, found) = locate(index)
        guard let found, offset > 0 else { return entry }
        let run = runs[found]
        entries.insert(entries[entry].advanced(by: offset &* run.length), at: entry &+ 1)
        #if DEBUG
            WrapCounter.current?.recordsShifted += entries.count &- entry &- 2
        #endif
        var replacement: [Run] = []
        if offset > 1 {
            replacement.append(Run(entry: entry, count: offset, length: run.length, extraBefore: 0))
        }
        if run.count &- offset > 1 {
            replacement.append(
                Run(entry: entry &+ 1, count: run.count &- offset, length: run.length, extraBefore: 0))
        }
        for later in (found &+ 1)..<runs.count {
            runs[later].entry &+= 1
        }
        runs.replaceSubrange(found..<found &+ 1, with: replacement)
        updateExtra(from: found)
        return entry &+ 1
    }

    /// Recomputes ``Run/extraBefore`` from run `index` on.
    private mutating func updateExtra(from index: Int) {
        var extra =
            index > 0 ? runs[index &- 1].extraBefore &+ runs[index &- 1].count &- 1 : 0
        for later in index..<runs.count {
            runs[later].extraBefore = extra
            extra &+= runs[later].count &- 1
        }
    }

    /// Replaces lines `range` with the lines of `new`.
    ///
    /// - Complexity: O(n + e + r): n entries of `new`, e entries after the range (moved when the
    ///   entries change in number), r runs.
    mutating func replaceSubrange(_ range: Range<Int>, with new: LineRecords) {
        makeEntry(at: range.upperBound)
        let lower = makeEntry(at: range.lowerBound)
        // Read after both splits: splitting at the lower bound may split the same run again.
        replaceEntries(lower..<entryIndex(ofFirstLine: range.upperBound), with: new)
        // The new entries and their neighbours: lines that continue a run join it again (an edit
        // that put back what the one before took out leaves the run one entry, not three).
        coalesce(Swift.max(0, lower &- 1)..<Swift.min(entries.count, lower &+ new.entries.count &+ 1))
    }

    /// The entry whose first line is line `index` (made so), or `entries.count` for ``count``.
    private func entryIndex(ofFirstLine index: Int) -> Int {
        guard index < count else { return entries.count }
        return locate(index).entry
    }

    /// Joins entries of `window` that stand for lines of one run: a line or a run followed by lines
    /// that continue it (each the same record advanced by the run's length) become one run entry.
    /// Single lines alone become a run only when ``minimumRunCount`` of them are. The lines stay the
    /// same lines.
    ///
    /// - Complexity: O(w) for the w entries of the window, and a replacement of them when some join
    ///   (O(e + r) for the e entries and r runs after them); nothing without runs.
    private mutating func coalesce(_ window: Range<Int>) {
        guard !runs.isEmpty && window.count > 1 else { return }
        var result = LineRecords()
        var group: (record: LineRecord, count: Int, length: Int, hasRun: Bool)?
        func close() {
            guard let closed = group else { return }
            if closed.count > 1 && (closed.hasRun || closed.count >= Self.minimumRunCount) {
                result.appendRun(closed.record, count: closed.count, length: closed.length)
            } else {
                for line in 0..<closed.count {
                    result.append(closed.record.advanced(by: line &* closed.length))
                }
            }
        }
        var remaining = window.count
        forEachEntry(from: firstLine(ofEntry: window.lowerBound).line) { record, lines, length in
            if var current = group {
                let last = current.record.advanced(by: (current.count &- 1) &* current.length)
                let step =
                    current.count > 1 ? current.length : lines > 1 ? length : (last.distance(to: record) ?? 0)
                if record.unbrokenKind != 0 && step > 0 && (lines == 1 || length == step)
                    && last.advanced(by: step) == record
                {
                    current.count &+= lines
                    current.length = step
                    current.hasRun = current.hasRun || lines > 1
                    group = current
                    remaining &-= 1
                    return remaining > 0
                }
                close()
            }
            group = (record, lines, length, lines > 1)
            remaining &-= 1
            return remaining > 0
        }
        close()
        guard result.entries.count < window.count else { return }
        replaceEntries(window, with: result)
    }

    /// Replaces entries `range` with the entries of `new`.
    private mutating func replaceEntries(_ range: Range<Int>, with new: LineRecords) {
        let delta = new.entries.count &- range.count
        #if DEBUG
            WrapCounter.current?.recordsWritten += new.entries.count
            if delta != 0 {
                WrapCounter.current?.recordsShifted += entries.count &- range.upperBound
            }
        #endif
        if new.entries.count == range.count {
            entries.withUnsafeMutableBufferPointer { records in
                _ = UnsafeMutableBufferPointer(rebasing: records[range]).update(fromContentsOf: new.entries)
            }
        } else {
            entries.replaceSubrange(range, with: new.entries)
        }
        guard !runs.isEmpty || !new.runs.isEmpty else { return }
        // The runs before the range stay, those inside go, those after move by `delta`.
        let first =
            range.lowerBound > 0 ? (lastRun(atOrBefore: range.lowerBound &- 1).map { $0 &+ 1 } ?? 0) : 0
        let after =
            range.upperBound > 0 ? (lastRun(atOrBefore: range.upperBound &- 1).map { $0 &+ 1 } ?? 0) : 0
        var replacement = new.runs
        for index in replacement.indices {
            replacement[index].entry &+= range.lowerBound
        }
        for index in after..<runs.count {
            runs[index].entry &+= delta
        }
        runs.replaceSubrange(first..<after, with: replacement)
        updateExtra(from: first)
    }

    /// Removes lines `range`.
    mutating func removeSubrange(_ range: Range<Int>) {
        replaceSubrange(range, with: LineRecords())
    }

    /// Calls `body` on the entries of lines `range` (split at its bounds first): a change to an
    /// entry's shared fields changes every line of it.
    ///
    /// - Returns: The number of entries changed.
    @discardableResult
    mutating func modifyEntries(inLines range: Range<Int>, _ body: (inout LineRecord) -> Void) -> Int {
        guard !range.isEmpty else { return 0 }
        makeEntry(at: range.upperBound)
        let lower = makeEntry(at: range.lowerBound)
        let upper = entryIndex(ofFirstLine: range.upperBound)
        entries.withUnsafeMutableBufferPointer { records in
            for index in lower..<upper {
                body(&records[index])
            }
        }
        return upper &- lower
    }

    /// The first line of the longest stretch of lines before line `index` whose records all
    /// satisfy `predicate`, which must give the same answer for every line of an entry.
    ///
    /// - Complexity: O(e) for the e entries passed.
    func startOfStretch(before index: Int, where predicate: (LineRecord) -> Bool) -> Int {
        guard index > 0 else { return 0 }
        if runs.isEmpty {
            var line = index
            while line > 0 && predicate(entries[line &- 1]) {
                line &-= 1
            }
            return line
        }
        var (entry, offset, _) = locate(index &- 1)
        guard predicate(entries[entry]) else { return index }
        var line = index &- 1 &- offset
        while entry > 0 && predicate(entries[entry &- 1]) {
            entry &-= 1
            line = firstLine(ofEntry: entry).line
        }
        return line
    }

    /// The line after the longest stretch of lines from line `index` on whose records all satisfy
    /// `predicate`, which must give the same answer for every line of an entry.
    ///
    /// - Parameter limit: Where to stop looking: the result is at most `limit`.
    /// - Complexity: O(e) for the e entries passed.
    func endOfStretch(from index: Int, limit: Int = .max, where predicate: (LineRecord) -> Bool) -> Int {
        let limit = Swift.min(limit, count)
        guard index < limit else { return index }
        if runs.isEmpty {
            var line = index
            while line < limit && predicate(entries[line]) {
                line &+= 1
            }
            return line
        }
        var line = index
        forEachEntry(from: index) { record, lines, _ in
            guard predicate(record) else { return false }
            line &+= lines
            return line < limit
        }
        return Swift.min(line, limit)
    }

    /// The index of the line holding a content offset: the last line starting at or before it, in a
    /// paragraph whose content is `contentLength` bytes long.
    ///
    /// - Complexity: O(log e + log r).
    func lineIndex(containing offset: Int, contentLength: Int) -> Int {
        var low = 0
        var high = entries.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if entries[middle].start(contentLength: contentLength) <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        guard !runs.isEmpty else { return low }
        let (first, run) = firstLine(ofEntry: low)
        guard let run else { return first }
        let start = entries[low].start(contentLength: contentLength)
        let into = offset > start ? (offset &- start) / runs[run].length : 0
        return first &+ Swift.min(into, runs[run].count &- 1)
    }

    /// The longest distance from a line's start to its reach among lines `range`, leaving out the
    /// last line of the paragraph when `endsParagraph` (it read to the content's end).
    ///
    /// - Complexity: O(e) for the e entries of the range, a couple of instructions each.
    func reachBound(ofLines range: Range<Int>, endsParagraph: Bool) -> Int {
        let range = endsParagraph && !range.isEmpty ? range.lowerBound..<range.upperBound - 1 : range
        guard !range.isEmpty else { return 0 }
        var bound: UInt32 = 0
        if runs.isEmpty {
            entries[range].withUnsafeBufferPointer { records in
                for record in records {
                    bound = Swift.max(bound, record.storedReachDistance)
                }
            }
        } else {
            var line = range.lowerBound
            forEachEntry(from: range.lowerBound) { record, lines, _ in
                bound = Swift.max(bound, record.storedReachDistance)
                line &+= lines
                return line < range.upperBound
            }
        }
        return bound == .max ? .max : Int(bound)
    }

    /// Keeps each stretch of at least ``minimumRunCount`` entries from `first` on that are single
    /// lines of an unbroken run, each the same number of bytes after the one before and otherwise
    /// equal, as one run.
    ///
    /// - Complexity: O(e) for the e entries from `first` on, a byte's test each where none is a
    ///   line of an unbroken run.
    mutating func compressRuns(fromEntry first: Int) {
        let minimum = Self.minimumRunCount
        // A look for a stretch long enough first: most paragraphs have none.
        var streak = 0
        var found = false
        entries.withUnsafeBufferPointer { records in
            var index = first
            while index < records.count {
                if records[index].unbrokenKind != 0 {
                    streak &+= 1
                    if streak >= minimum {
                        found = true
                        return
                    }
                } else {
                    streak = 0
                }
                index &+= 1
            }
        }
        guard found else { return }
        var kept = Array(runs.prefix { $0.entry < first })
        var nextRun = kept.count
        var read = first
        var write = first
        while read < entries.count {
            if nextRun < runs.count && runs[nextRun].entry == read {
                var run = runs[nextRun]
                run.entry = write
                kept.append(run)
                entries[write] = entries[read]
                nextRun &+= 1
                read &+= 1
                write &+= 1
                continue
            }
            let record = entries[read]
            var end = read &+ 1
            var length = 0
            func isSingle(_ index: Int) -> Bool {
                index < entries.count && !(nextRun < runs.count && runs[nextRun].entry == index)
            }
            if record.unbrokenKind != 0 && isSingle(end),
                let distance = record.distance(to: entries[end]), distance > 0,
                record.advanced(by: distance) == entries[end]
            {
                length = distance
                end &+= 1
                while isSingle(end) && entries[end &- 1].advanced(by: length) == entries[end] {
                    end &+= 1
                }
            }
            if end &- read >= minimum {
                kept.append(Run(entry: write, count: end &- read, length: length, extraBefore: 0))
                entries[write] = record
                write &+= 1
            } else {
                for index in read..<end {
                    entries[write] = entries[index]
                    write &+= 1
                }
            }
            read = end
        }
        entries.removeSubrange(write...)
        runs = kept
        updateExtra(from: 0)
    }
}

extension LineRecords {
    /// Traps when the runs are out of order, stand for fewer than two lines, or disagree with the
    /// entries they point at.
    func validate() {
        var extra = 0
        var previous = -1
        for run in runs {
            precondition(run.entry > previous && run.entry < entries.count, "runs in order, on entries")
            precondition(run.count >= 2 && run.length > 0, "a run is lines of some bytes each")
            precondition(run.extraBefore == extra, "the lines before a run")
            extra += run.count - 1
            previous = run.entry
        }
    }
}

extension LineRecords: Equatable {
    /// Whether the two hold the same lines (however they are kept).
    static func == (lhs: LineRecords, rhs: LineRecords) -> Bool {
        lhs.runs == rhs.runs && lhs.entries == rhs.entries || lhs.expanded == rhs.expanded
    }
}
