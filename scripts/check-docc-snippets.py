#!/usr/bin/env python3
"""Checks that the code a DocC article shows is code the demo compiles.

Usage: check-docc-snippets.py SWIFT_DIR DOCC_DIR

Every block in SWIFT_DIR's .swift files between a line `// DocC begin: <Article>` and the next
`// DocC end` must appear, with its common indentation removed, in DOCC_DIR/<Article>.md. Exits 1
naming each block that does not, and when no block is marked at all (a renamed marker must not turn
the check into one that cannot fail).
"""
import pathlib, re, sys, textwrap

swift_dir, docc_dir = map(pathlib.Path, sys.argv[1:3])
begin = re.compile(r"^\s*// DocC begin: (\S+)\s*$")
failures, found = [], 0
for path in sorted(swift_dir.rglob("*.swift")):
    lines = path.read_text().splitlines()
    i = 0
    while i < len(lines):
        match = begin.match(lines[i])
        i += 1
        if not match:
            continue
        block = []
        while i < len(lines) and lines[i].strip() != "// DocC end":
            block.append(lines[i])
            i += 1
        found += 1
        snippet = textwrap.dedent("\n".join(block))
        article = docc_dir / f"{match.group(1)}.md"
        if not article.exists() or snippet not in article.read_text():
            failures.append(f"{path}: the block for {article.name} is not in it verbatim")
if found == 0:
    failures.append(f"no '// DocC begin:' block in {swift_dir}")
for failure in failures:
    print(failure, file=sys.stderr)
sys.exit(1 if failures else 0)
