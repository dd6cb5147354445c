import GrowingTextCore
import Testing

/// Issue 9: reading `delegate` returned the view's internal forwarding object; a library that chains
/// delegates saved it, set itself, and the two forwarded to each other until the stack overflowed.
///
/// The stand-in models two chaining libraries, each citing its source:
/// - RxCocoa's `DelegateProxy`: reads the getter, keeps the value as its forward delegate unless it
///   is the proxy itself, assigns itself (RxSwift `RxCocoa/Common/DelegateProxyType.swift`
///   L177-202; issues #705, #706).
/// - IQKeyboardReturnKeyHandler: captures `textView.delegate`, installs itself, forwards to the
///   captured one, restores it on removal (IQKeyboardManager `IQKeyboardReturnKeyHandler.swift`
///   @9d6aacbe L28-56, L481-499).
@Suite("Delegate chaining does not loop")
struct DelegateChainingTests {
    /// Delegates as names; `forwards` is each chaining library's forward delegate.
    struct Chain {
        var forwarding = DelegateForwarding(proxy: "proxy")
        var forwards: [String: String] = [:]

        mutating func install(_ library: String) {
            if let previous = forwarding.appDelegate { forwards[library] = previous }
            forwarding.assign(library)
        }

        /// The objects a message from UIKit visits; a chain longer than 50 is a stack overflow.
        func delivery() -> [String] {
            var visited = ["proxy"]
            var next = forwarding.appDelegate
            while let current = next, visited.count <= 50 {
                visited.append(current)
                next = current == "proxy" ? forwarding.appDelegate : forwards[current]
            }
            return visited
        }
    }

    @Test func rxCocoaChainsAfterTheAppsDelegate() {
        var chain = Chain()
        chain.forwarding.assign("app")
        chain.install("rx")
        #expect(chain.forwarding.appDelegate == "rx")
        #expect(chain.delivery() == ["proxy", "rx", "app"])
    }

    @Test func aLibraryInstalledWithoutAnAppDelegateEndsTheChain() {
        var chain = Chain()
        chain.install("rx")
        #expect(chain.delivery() == ["proxy", "rx"])
    }

    @Test func restoringWhatWasReadGivesTheAppsDelegateBack() {
        var chain = Chain()
        chain.forwarding.assign("app")
        let saved = chain.forwarding.appDelegate
        chain.install("returnKeyHandler")
        chain.forwarding.assign(saved)
        #expect(chain.delivery() == ["proxy", "app"])
    }

    @Test func assigningTheProxyItselfMeansNoDelegate() {
        var chain = Chain()
        chain.forwarding.assign("app")
        chain.forwarding.assign("proxy")
        #expect(chain.forwarding.appDelegate == nil)
        #expect(chain.delivery() == ["proxy"])
    }
}
