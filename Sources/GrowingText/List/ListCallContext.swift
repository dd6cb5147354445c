#if canImport(UIKit)
    /// The calls of a list coordinator inside which its table or collection view must not be queried
    /// for its cells nor updated (docs/UIKitBehaviours.md L6: UIKit asserts, or nests the update):
    /// the app's configuration of a cell (`tableView(_:cellForRowAt:)`, a cell registration's
    /// handler) and the coordinator's own update. The core's list adapter never queries nor updates
    /// there; debug builds assert it where the coordinators query or update, as the tests' list
    /// stand-in records it. An update UIKit runs for the app (`deleteRows(at:with:)`, a snapshot) is
    /// no call of the coordinator's: the stand-in alone sees that one.
    @MainActor
    final class ListCallContext {
        private var calls: [StaticString] = []

        /// Runs `body` as the call `name`.
        func run<Result>(_ name: StaticString, _ body: () -> Result) -> Result {
            calls.append(name)
            defer { calls.removeLast() }
            return body()
        }

        /// Asserts, in debug builds, that `query` (a list query or update) is not made inside a call.
        func assertOutsideCalls(_ query: StaticString) {
            assert(calls.isEmpty, "the list coordinator called \(query) inside \(calls.last ?? "")")
        }
    }
#endif
