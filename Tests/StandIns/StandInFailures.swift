import Testing

/// Where a stand-in reports what UIKit would refuse, or what must never pass quietly: a layout loop,
/// a list queried inside its own update, an undo whose range no longer fits the text.
///
/// A test records each as an issue (Swift Testing's `Issue.record`), at the stand-in's line. A run
/// that is not a test, or that judges the failures itself (the explorer of event orders, the fuzz
/// tooling), collects them instead: it runs its sequence inside ``collecting(into:_:)``.
enum StandInFailures {
    /// The collector of the sequence running on this task, or `nil` in a test.
    @TaskLocal private static var collector: FailureCollector?

    /// Reports a failure: to the collector of the running sequence, else as an issue of the test.
    static func record(
        _ message: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        if let collector {
            collector.record(message)
        } else {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            )
        }
    }

    /// Runs `body` with the stand-ins' failures collected into `collector` instead of recorded as
    /// issues.
    static func collecting<Result>(into collector: FailureCollector, _ body: () throws -> Result)
        rethrows -> Result
    {
        try $collector.withValue(collector, operation: body)
    }
}

/// The stand-ins' failures of one sequence, in order.
///
/// Only the task that runs the sequence touches it (``StandInFailures/collecting(into:_:)``), which is
/// why it can be handed to the task-local storage unchecked.
final class FailureCollector: @unchecked Sendable {
    /// The failures so far, oldest first.
    private(set) var failures: [String] = []

    init() {}

    func record(_ message: String) {
        failures.append(message)
    }
}
