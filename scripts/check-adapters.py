#!/usr/bin/env python3
"""The adapters only translate: a lint of Sources/GrowingTextCore's adapters against docs/AdapterState.md.

An adapter turns a host's callbacks into its controller's events and applies the effects the
controller returns; the decisions (timing, reporting, which edit is cut) are the controller's. The
register docs/AdapterState.md lists, per adapter, every stored property with its kind and every call
that schedules, notifies, replaces or resizes through the surface outside the functions that apply
the controller's effects. This lint fails when the code and the register disagree:

- a stored property of an adapter that the register does not list, or lists under an unknown kind;
- a scheduling, notifying, replacing or resizing surface call (a surface method whose name contains
  schedule, notify, replace or resize) in a function that is neither one of the adapter's effect
  appliers (the register's "Applies effects" line) nor listed for that call;
- a register entry the code no longer has (the register stays exact).

Kinds a property may have: reference (the surface, a weak host), controller (a core value that
decides: the controller, a coalescer of geometry changes), cache (derived
values kept to save work, dropped whenever their inputs change), identity (which platform object is
which row or cell), reentrancy (set only around one call into the platform, named for it), and
decision (state that decides timing or reporting: it belongs in the controller; the register says
where it goes). A listed call is "applies" (it applies what a core value decided, e.g. a coalescer's
answer) or "decision" (the adapter decides it). The count of decisions, properties and calls, is
printed; `--max-decisions N` fails above N, so the count can only fall.

Usage: scripts/check-adapters.py [--register docs/AdapterState.md] [--max-decisions N] [--self-test]
"""
import argparse
import pathlib
import re
import sys

KINDS = {"reference", "controller", "cache", "identity", "reentrancy", "decision"}
CALL_KINDS = {"applies", "decision"}
CALL = re.compile(r"\bsurface\.([A-Za-z_]\w*)\s*\(")
FLAGGED = re.compile(r"(?i)schedule|notify|replace|resize")
PROPERTY = re.compile(
    r"^(?:(?:package|public|private|fileprivate|internal)(?:\((?:set)\))?\s+)*"
    r"(?:unowned\s+|weak\s+|lazy\s+)*(?:let|var)\s+([A-Za-z_]\w*)")
FUNC = re.compile(r"\b(?:func\s+([A-Za-z_]\w*)|(init)\s*[(<]|(deinit)\b)")
COMPUTED_VAR = re.compile(r"^(?:[a-z()]+\s+)*var\s+\w+\s*:[^=]*\{\s*$|^(?:[a-z()]+\s+)*var\s+\w+\s*:[^=]*\{.*\}\s*$")


def strip_line(line):
    """A line without its comment and string literals, for brace counting."""
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    return line.split("//", 1)[0]


def scan(source):
    """Stored properties at the type's top level, and (function, method) pairs of flagged surface calls."""
    properties, calls = [], []
    depth = 0
    in_type = False
    function, function_depth = None, None
    pending_function = None
    for raw in source.splitlines():
        line = strip_line(raw)
        stripped = line.strip()
        if not in_type and re.search(r"\b(class|struct|extension)\s+\w+", stripped) and "{" in stripped:
            in_type = True
        if in_type and depth == 1:
            match = FUNC.search(stripped)
            if match:
                pending_function = match.group(1) or match.group(2) or match.group(3)
            elif PROPERTY.match(stripped) and not COMPUTED_VAR.match(stripped):
                properties.append(PROPERTY.match(stripped).group(1))
        if function is not None:
            for method in CALL.findall(line):
                if FLAGGED.search(method):
                    calls.append((function, method))
        opened, closed = line.count("{"), line.count("}")
        if pending_function is not None and opened > 0:
            function, function_depth = pending_function, depth
            pending_function = None
            for method in CALL.findall(line.split("{", 1)[1]):
                if FLAGGED.search(method):
                    calls.append((function, method))
        depth += opened - closed
        if function is not None and depth <= function_depth:
            function, function_depth = None, None
        if in_type and depth == 0 and closed > 0:
            in_type = False
    return properties, calls


def read_register(text):
    """{adapter: {"properties": {name: kind}, "appliers": set, "calls": {(function, method)}}}."""
    register = {}
    adapter = None
    for line in text.splitlines():
        heading = re.match(r"^## `(\w+)`", line)
        if heading:
            adapter = heading.group(1)
            register[adapter] = {"properties": {}, "appliers": set(), "calls": {}}
            continue
        if adapter is None:
            continue
        appliers = re.match(r"^Applies effects: (.*)$", line)
        if appliers:
            register[adapter]["appliers"] = set(re.findall(r"`(\w+)`", appliers.group(1)))
            continue
        row = re.match(r"^\| `(\w+)` \| (\w+) \|", line)
        if row:
            register[adapter]["properties"][row.group(1)] = row.group(2)
            continue
        call = re.match(r"^\| `(\w+)` → `(\w+)` \| (\w+) \|", line)
        if call:
            register[adapter]["calls"][(call.group(1), call.group(2))] = call.group(3)
    return register


def check(sources, register):
    """The problems, and the number of decisions, for {adapter: [source texts]}."""
    problems = []
    decisions = 0
    for adapter, texts in sorted(sources.items()):
        entry = register.get(adapter)
        if entry is None:
            problems.append(f"{adapter}: not in the register")
            continue
        properties, calls = [], []
        for text in texts:
            found_properties, found_calls = scan(text)
            properties += found_properties
            calls += found_calls
        for name in properties:
            kind = entry["properties"].get(name)
            if kind is None:
                problems.append(f"{adapter}.{name}: a stored property the register does not list")
            elif kind not in KINDS:
                problems.append(f"{adapter}.{name}: unknown kind '{kind}'")
        for name, kind in entry["properties"].items():
            if name not in properties:
                problems.append(f"{adapter}.{name}: listed, but no longer a stored property")
            elif kind == "decision":
                decisions += 1
        for function, method in sorted(set(calls)):
            if function in entry["appliers"] or (function, method) in entry["calls"]:
                continue
            problems.append(
                f"{adapter}.{function}: calls surface.{method} outside the effect appliers, and the register"
                " does not list it")
        for (function, method), kind in sorted(entry["calls"].items()):
            if (function, method) not in calls:
                problems.append(f"{adapter}.{function} → {method}: listed, but the code makes no such call")
            elif kind not in CALL_KINDS:
                problems.append(f"{adapter}.{function} → {method}: unknown kind '{kind}'")
            elif kind == "decision":
                decisions += 1
        for function in sorted(entry["appliers"]):
            if not any(function == found for found, _ in calls) and not any(
                    re.search(rf"\bfunc {function}\b", text) for text in texts):
                problems.append(f"{adapter}.{function}: listed as an effect applier, but no such function")
    for adapter in sorted(set(register) - set(sources)):
        problems.append(f"{adapter}: in the register, but no such adapter")
    return problems, decisions


def adapter_sources(root):
    sources = {}
    for path in sorted((root / "Sources/GrowingTextCore").rglob("*Adapter*.swift")):
        adapter = path.stem.split("+")[0]
        sources.setdefault(adapter, []).append(path.read_text())
    return sources


SELF_TEST_SOURCE = """
package final class SampleAdapter<Surface: SampleSurface> {
    package unowned let surface: Surface
    private var isWaiting = false
    private var cache: [Int: Int] = [:]
    package var height: Double { controller.height }
    private var computed: Int {
        cache.count
    }

    package func callback() {
        surface.scheduleNextTurn()
        surface.setNeedsLayout()
    }

    private func send(_ event: Event) {
        for effect in controller.handle(event) {
            switch effect {
            case .notify: surface.notifyDidChange()
            }
        }
    }
}
"""


def self_test():
    register = read_register(
        "## `SampleAdapter`\n\nApplies effects: `send`.\n\n| Property | Kind | Why |\n|---|---|---|\n"
        "| `surface` | reference | the view |\n| `isWaiting` | decision | to the controller |\n"
        "| `cache` | cache | measured |\n\n| Call | Kind | Why |\n|---|---|---|\n"
        "| `callback` → `scheduleNextTurn` | decision | timing |\n")
    problems, decisions = check({"SampleAdapter": [SELF_TEST_SOURCE]}, register)
    assert problems == [], problems
    assert decisions == 2, decisions
    unlisted = SELF_TEST_SOURCE.replace("private var cache", "private var isLate = false\n    private var cache")
    problems, _ = check({"SampleAdapter": [unlisted]}, register)
    assert problems == ["SampleAdapter.isLate: a stored property the register does not list"], problems
    moved = SELF_TEST_SOURCE.replace("        surface.scheduleNextTurn()\n", "").replace(
        "    package func callback() {\n", "    package func callback() {\n        surface.replaceText()\n")
    problems, _ = check({"SampleAdapter": [moved]}, register)
    assert problems == [
        "SampleAdapter.callback: calls surface.replaceText outside the effect appliers, and the register does"
        " not list it",
        "SampleAdapter.callback → scheduleNextTurn: listed, but the code makes no such call",
    ], problems
    print("check-adapters: self-test passed")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--register", default="docs/AdapterState.md")
    parser.add_argument("--max-decisions", type=int)
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--list", action="store_true", help="print what the lint finds, for writing the register")
    args = parser.parse_args()
    if args.self_test:
        self_test()
        return 0
    root = pathlib.Path(__file__).resolve().parent.parent
    sources = adapter_sources(root)
    if args.list:
        for adapter, texts in sources.items():
            for text in texts:
                properties, calls = scan(text)
                print(adapter, "properties:", properties)
                print(adapter, "calls:", sorted(set(calls)))
        return 0
    register = read_register((root / args.register).read_text())
    problems, decisions = check(sources, register)
    for problem in problems:
        print(f"check-adapters: {problem}", file=sys.stderr)
    if args.max_decisions is not None and decisions > args.max_decisions:
        print(f"check-adapters: {decisions} decisions in adapters, more than {args.max_decisions}", file=sys.stderr)
        return 1
    if problems:
        return 1
    print(f"check-adapters: {len(sources)} adapters match the register; {decisions} decisions still in adapters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
