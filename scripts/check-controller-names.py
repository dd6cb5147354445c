#!/usr/bin/env python3
"""Checks that every controller event and effect a DocC article names exists.

The names an article gives are
- its symbol links to a case: ``GrowingTextController/Event/textChanged(_:)``,
  ``KeyboardInsetController/Effect/revealCaret``: the case must be in that type's enum;
- in its diagrams (code blocks without a language), every `.name` (`.contentMeasured`,
  `.setHeight`) and every other lowerCamelCase word (`setScrollEnabled`): the case must be in some
  controller's `Event` or `Effect` enum. With `--dotted-only`, for articles whose diagrams also name
  the platform's methods (`willDisplay`), only the `.name`s are checked.
With `--complete TYPE`, the article must also name every case of TYPE's `Event` and `Effect` (as a
`.name` in a diagram or a symbol link), so a case added later cannot be missing from its diagram.
The enums are read from Sources/GrowingTextCore: every `enum Event` and `enum Effect` nested in a
type or an extension of one. Exit 1, one line per name that does not exist.

Usage: scripts/check-controller-names.py [--root DIR] [--dotted-only] [--complete TYPE] ARTICLE...
       scripts/check-controller-names.py --self-test
"""

import argparse
import pathlib
import re
import sys
import tempfile

TOP_LEVEL = re.compile(
    r"^(?:(?:public|package|internal|fileprivate|private|final)\s+)*"
    r"(?:struct|class|enum|actor|extension)\s+([A-Za-z_][\w.]*)")
NESTED_ENUM = re.compile(r"^\s+(?:(?:public|package|internal)\s+)?enum\s+(Event|Effect)\b[^{]*\{")
CASE = re.compile(r"(?:^|[;\s])case\s+(.*)")
LINK = re.compile(r"``([A-Za-z_]\w*)/(Event|Effect)/([A-Za-z_]\w*)")
DIAGRAM_NAME = re.compile(r"(?<![\w)\]])\.([a-z]\w*)")
CAMEL_WORD = re.compile(r"(?<![\w.])([a-z]+[A-Z]\w*)")


def controller_cases(root):
    """{(type, "Event" or "Effect"): set of case names} from Sources/GrowingTextCore."""
    cases = {}
    for path in sorted((root / "Sources" / "GrowingTextCore").rglob("*.swift")):
        owner = None
        current = None
        depth = 0
        for line in path.read_text(encoding="utf-8").splitlines():
            code = line.split("//", 1)[0]
            top = TOP_LEVEL.match(code)
            if top:
                owner = top.group(1).split(".")[0]
            if current is None:
                nested = NESTED_ENUM.match(code)
                if not (nested and owner):
                    continue
                current = cases.setdefault((owner, nested.group(1)), set())
                depth = 1
                code = code[nested.end():]
            # The cases of the enum itself, not of a type nested in it: only at depth 1.
            for piece in re.split(r"([{}])", code):
                if piece == "{":
                    depth += 1
                elif piece == "}":
                    depth -= 1
                elif depth == 1:
                    for case in CASE.finditer(piece):
                        for element in re.split(r",\s*(?![^()]*\))", case.group(1)):
                            name = re.match(r"\s*([A-Za-z_]\w*)", element)
                            if name:
                                current.add(name.group(1))
            if depth <= 0:
                current = None
    return cases


def diagrams(text):
    """The lines of the article's code blocks that have no language (its diagrams)."""
    inside = False
    is_diagram = False
    for number, line in enumerate(text.splitlines(), start=1):
        fence = re.match(r"^\s*```(\w*)", line)
        if fence:
            if inside:
                inside = False
            else:
                inside = True
                is_diagram = fence.group(1) == ""
            continue
        if inside and is_diagram:
            yield number, line


def check(root, article, dotted_only=False, complete=None):
    cases = controller_cases(root)
    every_case = set().union(*cases.values()) if cases else set()
    text = article.read_text(encoding="utf-8")
    problems = []
    for number, line in enumerate(text.splitlines(), start=1):
        for owner, kind, name in LINK.findall(line):
            if name not in cases.get((owner, kind), set()):
                problems.append(f"{article}:{number}: ``{owner}/{kind}/{name}`` is no case of {owner}.{kind}")
    for number, line in diagrams(text):
        names = DIAGRAM_NAME.findall(line) + ([] if dotted_only else CAMEL_WORD.findall(line))
        for name in names:
            if name not in every_case:
                problems.append(f"{article}:{number}: {name} is no case of a controller's Event or Effect")
    if complete:
        named = {name for _, line in diagrams(text) for name in DIAGRAM_NAME.findall(line)}
        named |= {name for owner, _, name in LINK.findall(text) if owner == complete}
        for kind in ("Event", "Effect"):
            for name in sorted(cases.get((complete, kind), set()) - named):
                problems.append(f"{article}: {complete}.{kind}.{name} is missing from the article")
    return problems


def self_test():
    """A wrong name in a link or a diagram fails the check; the right ones pass."""
    failures = []
    with tempfile.TemporaryDirectory() as directory:
        root = pathlib.Path(directory)
        sources = root / "Sources" / "GrowingTextCore"
        sources.mkdir(parents=True)
        (sources / "Controller.swift").write_text(
            "public struct TextController {}\n"
            "extension TextController {\n"
            "    public enum Event: Hashable {\n"
            "        /// A change.\n"
            "        case textChanged(String), layoutPass\n"
            "        case measured(reason: Reason)\n"
            "        public enum Reason { case edit }\n"
            "    }\n"
            "    public enum Effect { case setHeight(Double) }\n"
            "}\n")
        article = root / "Article.md"
        good = (
            "Send ``TextController/Event/textChanged(_:)``, apply ``TextController/Effect/setHeight(_:)``.\n"
            "```\n .textChanged ─▶ .setHeight, .layoutPass, .measured (e.g. 1.5)\n```\n"
            "```swift\nlet x = y.notAName\n```\n")
        broken = {
            "a link to a missing event": good.replace("Event/textChanged", "Event/textDidChange"),
            "a link to an effect as an event": good.replace("Effect/setHeight", "Event/setHeight"),
            "a missing name in a diagram": good.replace(".layoutPass", ".boundsChanged"),
            "a nested enum's case as an event": good.replace(".layoutPass", ".edit"),
            "a missing name without a dot": good.replace(".setHeight,", "refuseProposedEdit,"),
        }
        article.write_text(good)
        if check(root, article, complete="TextController"):
            failures.append(f"the complete article failed: {check(root, article, complete='TextController')}")
        article.write_text(good.replace(", .layoutPass", ""))
        if not check(root, article, complete="TextController"):
            failures.append("an article missing a case passed --complete")
        article.write_text(good)
        if check(root, article):
            failures.append(f"the good article failed: {check(root, article)}")
        for what, text in broken.items():
            article.write_text(text)
            if not check(root, article):
                failures.append(f"{what} passed")
    for failure in failures:
        print(f"check-controller-names self-test: {failure}", file=sys.stderr)
    if not failures:
        print(
            f"check-controller-names self-test: the good article passes, {len(broken) + 1} broken ones fail")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("articles", nargs="*")
    parser.add_argument("--root", default=".")
    parser.add_argument("--dotted-only", action="store_true", help="check only the .names of diagrams")
    parser.add_argument("--complete", metavar="TYPE", help="every case of TYPE's Event and Effect must be named")
    parser.add_argument("--self-test", action="store_true", help="check that wrong names fail the check")
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test()
    root = pathlib.Path(arguments.root)
    problems = [
        problem
        for article in arguments.articles
        for problem in check(
            root, pathlib.Path(article), dotted_only=arguments.dotted_only, complete=arguments.complete)
    ]
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
