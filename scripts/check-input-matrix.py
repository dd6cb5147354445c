#!/usr/bin/env python3
"""Checks docs/InputMatrix.md against the repository.

Every cell of the matrix is a row of a Markdown table:

    | Where | Status | Scenario tests | Rests on | Variants | Device |

and the check fails (exit 1, one line per problem) when
- a status is not one of `covered`, `partly`, `pending`, `not covered`, `n/a`;
- a covered or partly covered cell names no test, or names a test (`File.swift: function`) that is
  not a `@Test` function of that file under Tests/;
- a covered or partly covered cell cites a behaviour (`B1 (A)`) that docs/UIKitBehaviours.md does not
  record with that grade;
- its Variants column does not name exactly the `….all` families its tests run under (as argument
  lists, or through `forEachBehaviour(of: ….all)` in their bodies);
- a cell that is not pending names a self-test scenario (`self-test: name`) that
  Sources/GrowingTextSelfTest does not define.
Pending, not-covered and not-applicable cells must say why in their Scenario tests column; the names
a pending cell expects are not checked until it is marked covered.

Usage: scripts/check-input-matrix.py [--root DIR] [--summary] [MATRIX]
       scripts/check-input-matrix.py --self-test
"""

import argparse
import pathlib
import re
import sys
import tempfile

STATUSES = ("covered", "partly", "pending", "not covered", "n/a")
HEADER = ["Where", "Status", "Scenario tests", "Rests on", "Variants", "Device"]
TEST_NAME = re.compile(r"`([A-Za-z0-9_+]+\.swift): ([A-Za-z_][A-Za-z0-9_]*)`")
SCENARIO_NAME = re.compile(r"`self-test: ([A-Za-z0-9_-]+)`")
BEHAVIOUR = re.compile(r"\b([A-Z]{1,2}V?[0-9]+) \(([ABC])\)")
VARIANTS = re.compile(r"\b([A-Z][A-Za-z]*Variant\.[a-z]\w*)")
FAMILY_RUN = re.compile(r"\bforEachBehaviour\(of:\s*([A-Z][A-Za-z]*Variant\.[a-z]\w*)")
TEST_FUNCTION = re.compile(r"\s*(?:@\w+(?:\([^)]*\))?\s*)*func\s+([A-Za-z_]\w*)")
SCENARIO_DEFINITION = re.compile(r"static\s+(?:let|var)\s+([A-Za-z_]\w*)\s*(?::\s*Scenario\s*)?=\s*Scenario\(")
SCENARIO_ID = re.compile(r'\bid:\s*"((?:[^"\\]|\\\([^)]*\))*)"')
RECORDED_BEHAVIOUR = re.compile(r"^- \*\*([A-Z]{1,2}V?[0-9]+)\*\* \(([^)]*)\)", re.MULTILINE)


def balanced(text, start, brackets="()"):
    """The end of the group that opens at text[start] with brackets[0] and closes with brackets[1]."""
    depth = 0
    for index in range(start, len(text)):
        depth += {brackets[0]: 1, brackets[1]: -1}.get(text[index], 0)
        if depth == 0:
            return index + 1
    return len(text)


def body(text, start):
    """The braced body of the function whose signature starts at text[start]."""
    index = text.find("(", start)
    if index < 0:
        return ""
    opening = text.find("{", balanced(text, index))
    return text[opening:balanced(text, opening, "{}")] if opening >= 0 else ""


def test_functions(root):
    """{file name: {function: set of variant families}} for every Swift file under Tests/."""
    found = {}
    for path in sorted((root / "Tests").rglob("*.swift")):
        functions = found.setdefault(path.name, {})
        text = path.read_text(encoding="utf-8")
        for attribute in re.finditer(r"@Test\b", text):
            end = attribute.end()
            arguments = ""
            if text.startswith("(", end):
                arguments, end = text[end:balanced(text, end)], balanced(text, end)
            function = TEST_FUNCTION.match(text, end)
            if function:
                families = set(VARIANTS.findall(arguments))
                families |= set(FAMILY_RUN.findall(body(text, function.end())))
                functions[function.group(1)] = families
    return found


def scenarios(root):
    """A function that says whether a self-test scenario of that name exists.

    Scenarios are cited by their stable `id: "…"`. An id built by interpolation
    (`"collection-\\(path)-item-growth"`) matches a name whose interpolated part is a string literal
    of the same file ("self-sizing"). Sources that give no ids yet are cited by the `static let` that
    defines each scenario.
    """
    ids, patterns, lets = set(), [], set()
    for path in sorted((root / "Sources" / "GrowingTextSelfTest").rglob("*.swift")):
        text = path.read_text(encoding="utf-8")
        literals = set(re.findall(r'"([^"\\]*)"', text))
        lets.update(SCENARIO_DEFINITION.findall(text))
        for identifier in SCENARIO_ID.findall(text):
            parts = re.split(r"\\\([^)]*\)", identifier)
            if len(parts) == 1:
                ids.add(identifier)
            else:
                patterns.append((re.compile("(.+)".join(map(re.escape, parts)) + "$"), literals))
    if not ids and not patterns:
        return lambda name: name in lets

    def exists(name):
        if name in ids:
            return True
        for pattern, literals in patterns:
            match = pattern.match(name)
            if match and all(part in literals for part in match.groups()):
                return True
        return False

    return exists


def behaviours(root):
    """{ID: grades} as docs/UIKitBehaviours.md records them (a grade like "A, B" gives both)."""
    recorded = {}
    text = (root / "docs" / "UIKitBehaviours.md").read_text(encoding="utf-8")
    for identifier, grades in RECORDED_BEHAVIOUR.findall(text):
        recorded.setdefault(identifier, set()).update(re.findall(r"\b[ABC]\b", grades))
    return recorded


def cells(matrix_text):
    """(line number, section, cells) for each body row of each matrix table."""
    section = ""
    in_table = False
    for number, line in enumerate(matrix_text.splitlines(), start=1):
        if line.startswith("## ") or line.startswith("### "):
            section = line.lstrip("#").strip()
        if not line.startswith("|"):
            in_table = False
            continue
        columns = [column.strip() for column in line.strip().strip("|").split("|")]
        if columns == HEADER:
            in_table = True
            continue
        if not in_table or set(line.replace("|", "").strip()) <= set("-: "):
            continue
        yield number, section, columns


def check(root, matrix_path):
    """Returns (problems, counts by status)."""
    tests = test_functions(root)
    known_scenarios = scenarios(root)
    recorded = behaviours(root)
    problems = []
    counts = dict.fromkeys(STATUSES, 0)
    text = matrix_path.read_text(encoding="utf-8")
    for number, section, columns in cells(text):
        where = f"{matrix_path.name}:{number} ({section} / {columns[0]})"
        if len(columns) != len(HEADER):
            problems.append(f"{where}: {len(columns)} columns, expected {len(HEADER)}")
            continue
        _, status, named_tests, rests_on, variants, device = columns
        if status not in STATUSES:
            problems.append(f"{where}: status '{status}' is none of {', '.join(STATUSES)}")
            continue
        counts[status] += 1
        if status != "pending":
            for scenario in SCENARIO_NAME.findall(device):
                if not known_scenarios(scenario):
                    problems.append(f"{where}: no self-test scenario '{scenario}' in Sources/GrowingTextSelfTest")
        if status not in ("covered", "partly"):
            if len(named_tests) < 10:
                problems.append(f"{where}: a {status} cell must say why")
            continue
        names = TEST_NAME.findall(named_tests)
        if not names:
            problems.append(f"{where}: a {status} cell names no test as `File.swift: function`")
        runs_under = set()
        for file_name, function in names:
            if file_name not in tests:
                problems.append(f"{where}: no test file {file_name} under Tests/")
            elif function not in tests[file_name]:
                problems.append(f"{where}: no @Test function {function} in {file_name}")
            else:
                runs_under |= tests[file_name][function]
        named_variants = set(VARIANTS.findall(variants))
        if names and named_variants != runs_under:
            problems.append(
                f"{where}: Variants names {sorted(named_variants) or 'none'}, "
                f"the tests run under {sorted(runs_under) or 'none'}")
        for identifier, grade in BEHAVIOUR.findall(rests_on):
            if identifier not in recorded:
                problems.append(f"{where}: behaviour {identifier} is not in docs/UIKitBehaviours.md")
            elif grade not in recorded[identifier]:
                problems.append(
                    f"{where}: behaviour {identifier} is graded {'/'.join(sorted(recorded[identifier]))}"
                    f" in docs/UIKitBehaviours.md, not {grade}")
    if sum(counts.values()) == 0:
        problems.append(f"{matrix_path.name}: no matrix cell found (tables headed {' | '.join(HEADER)})")
    return problems, counts


def self_test():
    """The checker fails a broken test name, scenario, behaviour, variant list or status."""
    good_row = (
        "| Typing | covered | `SomeTests.swift: typingGrows` | B1 (A) | UIKitVariant.all |"
        " `self-test: width-change` |")
    good_rows = [
        good_row,
        good_row.replace("width-change", "collection-self-sizing-item-growth"),
        good_row.replace("typingGrows", "typingGrowsByWhatItReads"),
    ]
    broken_rows = {
        "a test that does not exist": good_row.replace("typingGrows", "typingGrowz"),
        "a file that does not exist": good_row.replace("SomeTests.swift", "OtherTests.swift"),
        "a function that is not a test": good_row.replace("typingGrows", "helper"),
        "a scenario that does not exist": good_row.replace("width-change", "width-chnage"),
        "a static let where scenarios have ids": good_row.replace("width-change", "growth"),
        "an interpolated id with a part that is no literal": good_row.replace(
            "width-change", "collection-sideways-item-growth"),
        "a behaviour that is not recorded": good_row.replace("B1 (A)", "B99 (A)"),
        "a behaviour with the wrong grade": good_row.replace("B1 (A)", "B1 (C)"),
        "variants the test does not run under": good_row.replace("UIKitVariant.all", "SwiftUIVariant.all"),
        "variants the test does not run through": good_row.replace("typingGrows", "typingGrowsByWhatItReads")
        .replace("UIKitVariant.all", "SwiftUIVariant.all"),
        "an unknown status": good_row.replace("| covered |", "| done |"),
        "a covered cell without a test": good_row.replace("`SomeTests.swift: typingGrows`", "typing tests"),
        "a reason that says nothing": "| Typing | n/a | — | — | — | — |",
    }
    failures = []
    with tempfile.TemporaryDirectory() as directory:
        root = pathlib.Path(directory)
        (root / "Tests" / "Suite").mkdir(parents=True)
        (root / "Tests" / "Suite" / "SomeTests.swift").write_text(
            "@Suite struct SomeTests {\n"
            "    @Test(arguments: UIKitVariant.all)\n    func typingGrows(variant: UIKitVariant) {}\n"
            "    @Test func typingGrowsByWhatItReads() {\n"
            "        forEachBehaviour(of: UIKitVariant.all) { variant in _ = variant }\n    }\n"
            "    func helper() {}\n}\n")
        (root / "Sources" / "GrowingTextSelfTest").mkdir(parents=True)
        (root / "Sources" / "GrowingTextSelfTest" / "Scenarios.swift").write_text(
            "extension SelfTest {\n    static let growth = Scenario(name: \"grows\")\n}\n")
        (root / "Sources" / "GrowingTextSelfTest" / "Rows.swift").write_text(
            "extension SelfTest {\n"
            "    static let rows = [\"batch-updates\", \"self-sizing\"].map { path in\n"
            "        Scenario(id: \"collection-\\(path)-item-growth\", name: \"grows\")\n"
            "    }\n"
            "    static let widthChange = Scenario(id: \"width-change\", name: \"re-wraps\")\n}\n")
        (root / "docs").mkdir()
        (root / "docs" / "UIKitBehaviours.md").write_text("- **B1** (A) a behaviour.\n")
        matrix = root / "InputMatrix.md"

        def run(row):
            matrix.write_text(
                "## Typing\n\n| " + " | ".join(HEADER) + " |\n| --- | --- | --- | --- | --- | --- |\n"
                + row + "\n")
            return check(root, matrix)[0]

        for row in good_rows:
            if run(row):
                failures.append(f"a good row failed: {run(row)}")
        for what, row in broken_rows.items():
            if not run(row):
                failures.append(f"{what} passed")
    for failure in failures:
        print(f"check-input-matrix self-test: {failure}", file=sys.stderr)
    if not failures:
        print(
            f"check-input-matrix self-test: {len(good_rows)} good rows pass, {len(broken_rows)} broken rows fail")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("matrix", nargs="?", default="docs/InputMatrix.md")
    parser.add_argument("--root", default=".")
    parser.add_argument("--summary", action="store_true", help="print the number of cells per status")
    parser.add_argument("--self-test", action="store_true", help="check that broken names fail the check")
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test()
    root = pathlib.Path(arguments.root)
    problems, counts = check(root, root / arguments.matrix)
    for problem in problems:
        print(problem, file=sys.stderr)
    if arguments.summary or not problems:
        print(", ".join(f"{count} {status}" for status, count in counts.items()))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
