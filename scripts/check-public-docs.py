#!/usr/bin/env python3
"""Checks that the public documentation speaks to users.

The public documentation is every DocC article (`Sources/*/*.docc/*.md`) and every `///` comment of
a `public` or `open` declaration in the library modules. It must not
- name a type that is `package` (or internal): an app cannot see it. A name counts when it is
  written as code (`Name`, ``Name``, or ``Name/member``) and some library declares it `package`,
  `internal`, `fileprivate` or `private` and none declares it `public` or `open`;
- carry development status or lab notes: "not run on a device", "not verified", "Benchmark P3",
  an issue number, a date, or a commit hash. Status is said once, in the README's table; run logs
  and measurements belong in `Benchmarks/README.md` and `Fuzz/README.md`.

Exit 1 with one line per finding.

Usage: scripts/check-public-docs.py [--root DIR]
       scripts/check-public-docs.py --self-test
"""

import argparse
import pathlib
import re
import sys
import tempfile

LIBRARIES = ["GrowingText", "GrowingTextCore", "GrowingTextLayout", "GrowingTextTerminal", "GrowingTextSelfTest"]
DECLARATION = re.compile(
    r"^\s*((?:@[\w()]+\s+)*)((?:(?:public|open|package|internal|fileprivate|private|final|indirect)\s+)*)"
    r"(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)")
PUBLIC_LINE = re.compile(r"^\s*(?:@(?!_spi)[\w()]+(?:\([^)]*\))?\s+)*(?:\w+\s+)*(?:public|open)\s")
LAB_NOTES = [
    (re.compile(r"\bnot (?:been )?(?:run|seen|tested|verified|observed) on (?:a )?(?:device|simulator)", re.I),
     "development status (say it once, in the README's status table)"),
    (re.compile(r"\b(?:was|were|has|have) not (?:been )?verified\b", re.I),
     "development status (say it once, in the README's status table)"),
    (re.compile(r"\bBenchmark P\d\b"), "a benchmark's lab notes (Benchmarks/README.md)"),
    (re.compile(r"\b[Ii]ssue #?\d+\b"), "an issue number"),
    (re.compile(r"\b20\d\d-[01]\d-[0-3]\d\b"), "a date (a run log belongs in Benchmarks/README.md or Fuzz/README.md)"),
    (re.compile(r"(?<![\w#&/.-])[0-9a-f]{7,40}(?![\w-])"), "a commit hash"),
]
# Apple's names that a package type also has: an article naming one means Apple's.
APPLE_NAMES = {"ScrollPosition"}
CODE_NAME = re.compile(r"``([A-Z]\w*)(?:/[^`]*)?``|(?<!`)`([A-Z]\w*)(?:\.\w+)*`(?!`)")


def code_only(line):
    """The line without its string literals and its comment, for counting braces."""
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    return line.split("//", 1)[0]


def type_names(root):
    """Top-level types declared non-public somewhere and public nowhere, in the library modules.

    Nested types are left out: their short names (`Defaults`, `Font`) are also Apple's, and an
    article naming one means Apple's.
    """
    hidden, public = set(), set()
    for module in LIBRARIES:
        for path in (root / "Sources" / module).rglob("*.swift"):
            depth = 0
            for line in path.read_text(encoding="utf-8").splitlines():
                match = DECLARATION.match(line)
                if match:
                    modifiers, name = match.group(2).split(), match.group(3)
                    if "public" in modifiers or "open" in modifiers:
                        public.add(name)
                    elif depth == 0:
                        hidden.add(name)
                code = code_only(line)
                depth += code.count("{") - code.count("}")
    return hidden - public - APPLE_NAMES


def public_doc_comments(path):
    """(line number, text) of each `///` line whose comment block documents a public declaration."""
    lines = path.read_text(encoding="utf-8").splitlines()
    block = []
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped.startswith("///"):
            block.append((number, stripped[3:]))
            continue
        if stripped.startswith("@") and block and not PUBLIC_LINE.match(line):
            continue  # an attribute line between the comment and its declaration
        if block and PUBLIC_LINE.match(line):
            yield from block
        block = []


def documents(root):
    for path in sorted(root.glob("Sources/*/*.docc/*.md")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            yield path, number, line
    for module in LIBRARIES:
        for path in sorted((root / "Sources" / module).rglob("*.swift")):
            for number, line in public_doc_comments(path):
                yield path, number, line


def check(root):
    hidden = type_names(root)
    problems = []
    in_code_block = False
    for path, number, line in documents(root):
        where = f"{path.relative_to(root)}:{number}"
        if path.suffix == ".md" and line.lstrip().startswith("```"):
            in_code_block = not in_code_block
            continue
        if in_code_block:
            continue
        for match in CODE_NAME.finditer(line):
            name = match.group(1) or match.group(2)
            if name in hidden:
                problems.append(f"{where}: names `{name}`, which an app cannot see (it is not public)")
        for pattern, what in LAB_NOTES:
            found = pattern.search(line)
            if found:
                problems.append(f"{where}: {what}: {found.group(0)!r}")
    return problems


def self_test():
    with tempfile.TemporaryDirectory() as directory:
        root = pathlib.Path(directory)
        source = root / "Sources" / "GrowingTextCore"
        (source / "GrowingTextCore.docc").mkdir(parents=True)
        (source / "Types.swift").write_text(
            "package struct Hidden {}\n"
            "public struct Shown {}\n"
            "/// Uses `Hidden` inside.\n"
            "struct Internal {}\n"
            "/// Says `Hidden`.\n"
            "@available(iOS 15, *)\n"
            "public func leaks() {}\n"
            "/// Not run on a device.\n"
            "public var status: Int { 0 }\n"
            "/// Fine: `Shown`, ``Shown/init()``.\n"
            "public let fine = 0\n"
            "/// SPI is not public documentation: `Hidden`.\n"
            "@_spi(Benchmarks) public struct Tool {\n"
            "    /// A nested type's short name is not checked: `Nested`.\n"
            "    package struct Nested {}\n"
            "}\n")
        (source / "GrowingTextCore.docc" / "Article.md").write_text(
            "Good: ``Shown``.\n"
            "Bad: ``Hidden/member``, measured 2026-11-25 at 5160c38 for issue 30.\n"
            "```swift\nlet inCode = Hidden()\n```\n")
        found = check(root)
        expected = [
            "Article.md:2: names `Hidden`",
            "Article.md:2: an issue number",
            "Article.md:2: a date",
            "Article.md:2: a commit hash",
            "Types.swift:5: names `Hidden`",
            "Types.swift:8: development status",
        ]
        missing = [e for e in expected if not any(e.split(": ", 1)[1] in p and e.split(":")[0] in p for p in found)]
        extra = [p for p in found if not any(e.split(": ", 1)[1] in p and e.split(":")[0] in p for e in expected)]
        if missing or extra or len(found) != len(expected):
            print("check-public-docs self-test failed", file=sys.stderr)
            for line in missing:
                print(f"  missed: {line}", file=sys.stderr)
            for line in extra:
                print(f"  unexpected: {line}", file=sys.stderr)
            return 1
        print(f"check-public-docs self-test: {len(expected)} planted findings found, nothing else")
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
