#!/usr/bin/env python3
"""Checks the UIKit shell (`Sources/GrowingText`) against the crash classes of docs/CrashClasses.md.

Each rule is a pattern that crashed, or can crash, a UIKit text view or list; the register says why
and what else enforces it. The checker reads Swift source with its comments and string literals
blanked, matches braces to find the declaration (function, initialiser, computed property) and the
extension around each call, and fails on:

- off-main: `addObserver(_:selector:name:object: nil)` whose selector's method is not `nonisolated`
  (every poster of the name reaches it, on its own thread, and a main-actor `@objc` method traps
  off the main thread); `addObserver(forName:object: nil, queue: nil, …)` (the block runs on the
  poster's thread);
- unowned undo targets: `registerUndo(withTarget: self` or `prepare(withInvocationTarget: self`, and
  `registerUndo(withTarget: target) { … }` whose closure does not capture `target` in its capture
  list (an undo manager does not retain its targets; the action must keep its own alive);
- undo-manager misuse: `removeAllActions(` in a declaration that does not first assert that the
  undo manager is not undoing (an `assert(` naming `isUndoing`, or a call of a function that holds
  one);
- storage edits under marked text: an edit of the characters of `textStorage`
  (`replaceCharacters`, `insert`, `deleteCharacters`, `append`, `setAttributedString`,
  `mutableString`) or a UITextInput edit (`replace(_:withText:)`, `insertText(_:)`) in a
  declaration that does not first check `markedTextRange == nil`;
- list updates from callbacks: a list update or query of cells (`beginUpdates`, `performBatchUpdates`,
  `reloadRows`, `cellForRow`, `visibleCells`, …) or of counts (`numberOfRows`, …) anywhere but in
  the coordinators' bindings of `GrowingListSurface` (the code that applies the list adapter's
  effects); and in those bindings, an update or query of cells not preceded by the debug assert
  `assertOutsideCalls(` in the same declaration.

What it cannot see is in docs/CrashClasses.md: which thread calls a key-value observation, an update
UIKit runs for the app, a receiver whose type hides its name, code outside `Sources/GrowingText`.

Exit 1 with one line per finding.

Usage: scripts/check-crash-classes.py [--root DIR]
       scripts/check-crash-classes.py --self-test
"""

import argparse
import bisect
import pathlib
import re
import sys
import tempfile

SHELL = pathlib.Path("Sources") / "GrowingText"
DECLARATION = re.compile(
    r"^(?:(?:@\w+(?:\([^)]*\))?|public|open|package|internal|fileprivate|private(?:\(set\))?|final|override"
    r"|static|class|nonisolated|mutating|lazy|convenience|required|dynamic|weak)\s+)*"
    r"(func|init|var|deinit|subscript|extension|class|struct|enum|protocol|actor)\b[\s?!]*([\w`]*)")
MEMBER_DECLARATIONS = {"func", "init", "var", "deinit", "subscript"}
LIST_CELL_CALLS = [
    "beginUpdates", "endUpdates", "performBatchUpdates", "reloadData", "reloadRows", "reloadSections",
    "reloadItems", "reconfigureRows", "reconfigureItems", "insertRows", "deleteRows", "moveRow",
    "insertItems", "deleteItems", "moveItem", "insertSections", "deleteSections", "cellForRow",
    "cellForItem", "visibleCells", "indexPathsForVisibleRows", "indexPathsForVisibleItems", "rectForRow",
    "layoutAttributesForItem",
]
LIST_COUNT_CALLS = ["numberOfRows", "numberOfItems", "numberOfSections"]
# The package's own types share some of these names (`adapter.moveRow`); their receivers are not lists.
OWN_RECEIVERS = {"adapter", "cellAdapter", "controller", "listCalls"}
# A call is found from its dot, and its receiver read backwards from there (`list_call_receiver`): a
# pattern that begins with the receiver would try every position of the blanked comments' long runs
# of spaces, and took minutes.
LIST_CALL = re.compile(r"\.\s*(" + "|".join(LIST_CELL_CALLS + LIST_COUNT_CALLS) + r")\b")
RECEIVER_BEFORE = re.compile(r"(\w*)\s*[?!]?\s*$")


def list_call_receiver(text, dot):
    """The word before a call's dot, past blanks and an optional `?` or `!` (empty for none)."""
    return RECEIVER_BEFORE.search(text[max(0, dot - 200):dot]).group(1)
STORAGE_EDIT = re.compile(
    r"\btextStorage\s*[?!]?\s*\.\s*(replaceCharacters|insert|deleteCharacters|append|setAttributedString"
    r"|mutableString)\b|\binsertText\s*\(|\breplace\s*\(")
MARKED_CHECK = re.compile(r"markedTextRange\s*==\s*nil")
UNDO_REMOVAL = re.compile(r"\bremoveAllActions\s*\(")
UNDO_ASSERT = re.compile(r"\bassert\s*\([^;]*?isUndoing", re.S)


def blanked(text):
    """The source with comments and string literals replaced by spaces (newlines kept)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:j - 1]) + '"')
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append('"' + " " * (j - i - 2) + '"' if j - i >= 2 else text[i:j])
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def last_statement(header):
    """The last statement of the text before a brace: lines joined while brackets are open."""
    statements, current, depth = [], [], 0
    for line in header.split("\n"):
        if depth == 0 and current and line.strip() and not re.match(r"\s*[)\].?:-]", line):
            statements.append("\n".join(current))
            current = []
        current.append(line)
        depth += line.count("(") + line.count("[") - line.count(")") - line.count("]")
    statements.append("\n".join(current))
    return next((s for s in reversed(statements) if s.strip()), "").strip()


class Source:
    """One file: its blanked text, its blocks (brace pairs) and what declares each one."""

    def __init__(self, path, root):
        self.name = str(path.relative_to(root))
        self.text = blanked(path.read_text())
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        self.blocks = []  # (open, close, kind, name, header)
        stack, previous = [], 0
        for match in re.finditer(r"[{};]", self.text):
            char, at = match.group(0), match.start()
            if char == "{":
                header = last_statement(self.text[previous:at])
                found = DECLARATION.match(header)
                kind, name = (found.group(1), found.group(2)) if found else (None, None)
                stack.append((at, kind, name, header))
            elif char == "}" and stack:
                opened, kind, name, header = stack.pop()
                self.blocks.append((opened, at, kind, name, header))
            previous = at + 1

    def line(self, position):
        return bisect.bisect_right(self.line_starts, position)

    def enclosing(self, position, kinds):
        """The innermost block around `position` whose declaration is one of `kinds`."""
        inside = [b for b in self.blocks if b[0] < position < b[1] and b[2] in kinds]
        return max(inside, key=lambda b: b[0], default=None)

    def outermost(self, position, kinds):
        inside = [b for b in self.blocks if b[0] < position < b[1] and b[2] in kinds]
        return min(inside, key=lambda b: b[0], default=None)

    def call_arguments(self, open_paren):
        """The text between a call's parentheses, from the index of its `(`."""
        depth = 0
        for i in range(open_paren, len(self.text)):
            depth += {"(": 1, ")": -1}.get(self.text[i], 0)
            if depth == 0:
                return self.text[open_paren + 1:i], i
        return self.text[open_paren + 1:], len(self.text)


def nonisolated_methods(sources):
    """Every method name the shell declares, and whether each declaration is `nonisolated`."""
    declared = {}
    for source in sources:
        for match in re.finditer(r"((?:@\w+(?:\([^)]*\))?\s+|\w+\s+)*)func\s+(\w+)", source.text):
            declared.setdefault(match.group(2), []).append("nonisolated" in match.group(1).split())
    return declared


def check_observers(source, methods):
    problems = []
    for match in re.finditer(r"\baddObserver\s*\(", source.text):
        arguments, _ = source.call_arguments(match.end() - 1)
        where = f"{source.name}:{source.line(match.start())}"
        if not re.search(r"\bobject\s*:\s*nil\b", arguments):
            continue
        if re.search(r"\bforName\s*:", arguments):
            if re.search(r"\bqueue\s*:\s*nil\b", arguments):
                problems.append(f"{where}: off-main: a block observer with object: nil and queue: nil runs "
                                "on every poster's thread; give it queue: .main")
            continue
        selector = re.search(r"#selector\(\s*(?:\w+\.)*(\w+)", arguments)
        if not selector:
            continue
        name = selector.group(1)
        found = methods.get(name)
        if found is None:
            problems.append(f"{where}: off-main: cannot find the selector's method {name}")
        elif not all(found):
            problems.append(f"{where}: off-main: {name} is observed with object: nil, so any thread reaches "
                            "it; declare it nonisolated and hop with onMainActor(_:)")
    return problems


def check_undo_targets(source):
    problems = []
    for match in re.finditer(r"\b(registerUndo\s*\(\s*withTarget|prepare\s*\(\s*withInvocationTarget)\s*:\s*",
                             source.text):
        where = f"{source.name}:{source.line(match.start())}"
        target = re.match(r"[\w.]+", source.text[match.end():])
        target = target.group(0) if target else ""
        if target == "self" or target.startswith("self."):
            problems.append(f"{where}: unowned target: an undo manager does not retain {target}; register with "
                            "an object the action keeps alive")
            continue
        if match.group(1).startswith("prepare"):
            problems.append(f"{where}: unowned target: prepare(withInvocationTarget:) cannot keep {target} "
                            "alive; use registerUndo(withTarget:handler:) capturing it")
            continue
        _, close = source.call_arguments(source.text.index("(", match.start()))
        closure = re.match(r"\s*\{\s*\[([^\]]*)\]", source.text[close + 1:])
        captured = [c.strip().split("=")[0].strip() for c in closure.group(1).split(",")] if closure else []
        if target not in captured:
            problems.append(f"{where}: unowned target: the action does not capture {target or 'its target'}, "
                            "so nothing keeps it alive")
    return problems


def function_prefix(source, position):
    """The text of the enclosing declaration's body before `position`, or None outside one."""
    block = source.enclosing(position, MEMBER_DECLARATIONS)
    return None if block is None else source.text[block[0]:position]


def undo_asserting_functions(sources):
    names = set()
    for source in sources:
        for opened, closed, kind, name, _ in source.blocks:
            if kind == "func" and UNDO_ASSERT.search(source.text[opened:closed]):
                names.add(name)
    return names


def check_undo_removals(source, asserting):
    problems = []
    helper = re.compile(r"\b(" + "|".join(sorted(asserting)) + r")\s*\(") if asserting else None
    for match in UNDO_REMOVAL.finditer(source.text):
        before = function_prefix(source, match.start()) or ""
        if UNDO_ASSERT.search(before) or (helper and helper.search(before)):
            continue
        problems.append(f"{source.name}:{source.line(match.start())}: undo-manager misuse: removeAllActions "
                        "without asserting first that the undo manager is not undoing or redoing")
    return problems


def check_storage_edits(source):
    problems = []
    for match in STORAGE_EDIT.finditer(source.text):
        if match.group(0).startswith("replace"):
            arguments, _ = source.call_arguments(match.end() - 1)
            if not re.search(r"\bwithText\s*:", arguments):
                continue
        before = function_prefix(source, match.start()) or ""
        if MARKED_CHECK.search(before):
            continue
        problems.append(f"{source.name}:{source.line(match.start())}: storage edit under marked text: the "
                        "edit is not guarded by markedTextRange == nil")
    return problems


def check_list_calls(source):
    problems = []
    for match in LIST_CALL.finditer(source.text):
        receiver, call = list_call_receiver(source.text, match.start()), match.group(1)
        if receiver in OWN_RECEIVERS:
            continue
        where = f"{source.name}:{source.line(match.start())}"
        extension = source.outermost(match.start(), {"extension"})
        if extension is None or not re.search(r":[^{]*\bGrowingListSurface\b", extension[4]):
            problems.append(f"{where}: list update from a callback: {call} outside the coordinators' "
                            "GrowingListSurface bindings")
            continue
        if call in LIST_COUNT_CALLS:
            continue
        before = function_prefix(source, match.start()) or ""
        if "assertOutsideCalls(" not in before:
            problems.append(f"{where}: list update from a callback: {call} without the debug assert "
                            "assertOutsideCalls first")
    return problems


def check(root):
    paths = sorted((root / SHELL).rglob("*.swift"))
    sources = [Source(path, root) for path in paths]
    methods = nonisolated_methods(sources)
    asserting = undo_asserting_functions(sources)
    problems = []
    for source in sources:
        problems += check_observers(source, methods)
        problems += check_undo_targets(source)
        problems += check_undo_removals(source, asserting)
        problems += check_storage_edits(source)
        problems += check_list_calls(source)
    return problems


PLANTED = '''
import UIKit

final class Planted: UITextView {
    func observe() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(isolated(_:)), name: .a, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(free(_:)), name: .a, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(isolated(_:)), name: .a, object: textStorage)
        NotificationCenter.default.addObserver(forName: .a, object: nil, queue: nil) { _ in }
        NotificationCenter.default.addObserver(forName: .a, object: nil, queue: .main) { _ in }
        // NotificationCenter.default.addObserver(self, selector: #selector(isolated(_:)), name: .a, object: nil)
    }

    @objc private func isolated(_ notification: Notification) {}
    @objc nonisolated private func free(_ notification: Notification) {}

    func registerUndos(target: Target) {
        undoManager?.registerUndo(withTarget: self) { _ in }
        undoManager?.registerUndo(withTarget: target) { _ in }
        undoManager?.registerUndo(withTarget: target) { [target] _ in target.run() }
        undoManager?.prepare(withInvocationTarget: target)
        let text = "registerUndo(withTarget: self) is fine in a string"
    }

    func removeUnchecked() {
        undoManager?.removeAllActions()
    }

    func removeChecked() {
        assertNotUndoing()
        undoManager?.removeAllActions(withTarget: self)
    }

    private func assertNotUndoing() {
        assert(!(undoManager?.isUndoing ?? false) && !(undoManager?.isRedoing ?? false))
    }

    func editUnguarded() {
        textStorage.replaceCharacters(in: NSRange(), with: "")
        replace(selectedTextRange!, withText: "x")
    }

    func editGuarded() {
        guard markedTextRange == nil else { return }
        textStorage.replaceCharacters(in: NSRange(), with: "")
        insertText("x")
    }

    func listCallback(_ tableView: UITableView) {
        tableView.beginUpdates()
        let count = tableView.numberOfRows(inSection: 0)
        adapter.moveRow(id, to: 0)
    }
}

extension Coordinator: @preconcurrency GrowingListSurface {
    package var visibleCells: [VisibleCell] {
        listCalls.assertOutsideCalls("a query")
        return tableView?.indexPathsForVisibleRows ?? []
    }

    package var rowCountsInList: [Int] {
        (0..<tableView.numberOfSections).map(tableView.numberOfRows(inSection:))
    }

    package func resizeRows() {
        UIView.performWithoutAnimation {
            tableView?.beginUpdates()
        }
    }
}
'''


def self_test():
    with tempfile.TemporaryDirectory() as directory:
        root = pathlib.Path(directory)
        (root / SHELL).mkdir(parents=True)
        (root / SHELL / "Planted.swift").write_text(PLANTED)
        found = check(root)
        lines = PLANTED.split("\n")

        def line_of(fragment, nth=1):
            hits = [i for i, line in enumerate(lines, start=1) if fragment in line]
            return hits[nth - 1]

        expected = [
            (line_of("addObserver("), "off-main: isolated is observed with object: nil"),
            (line_of("queue: nil"), "off-main: a block observer"),
            (line_of("registerUndo(withTarget: self)"), "unowned target: an undo manager does not retain self"),
            (line_of("registerUndo(withTarget: target) { _ in }"), "unowned target: the action does not capture"),
            (line_of("prepare(withInvocationTarget"), "unowned target: prepare(withInvocationTarget:)"),
            (line_of("undoManager?.removeAllActions()"), "undo-manager misuse"),
            (line_of("textStorage.replaceCharacters", 1), "storage edit under marked text"),
            (line_of("withText: \"x\""), "storage edit under marked text"),
            (line_of("tableView.beginUpdates()"), "list update from a callback: beginUpdates outside"),
            (line_of("tableView.numberOfRows(inSection: 0)"), "list update from a callback: numberOfRows outside"),
            (line_of("tableView?.beginUpdates()"), "list update from a callback: beginUpdates without"),
        ]
        missing = [f"Planted.swift:{n}: {what}" for n, what in expected
                   if not any(f"Planted.swift:{n}: " in p and what in p for p in found)]
        extra = [p for p in found if not any(f"Planted.swift:{n}: " in p and what in p for n, what in expected)]
        if missing or extra:
            print("check-crash-classes self-test failed", file=sys.stderr)
            for line in missing:
                print(f"  missed: {line}", file=sys.stderr)
            for line in extra:
                print(f"  unexpected: {line}", file=sys.stderr)
            return 1
        print(f"check-crash-classes self-test: {len(expected)} planted violations found, nothing else")
        return 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default=pathlib.Path(__file__).resolve().parent.parent, type=pathlib.Path)
    parser.add_argument("--self-test", action="store_true")
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test()
    problems = check(arguments.root)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
