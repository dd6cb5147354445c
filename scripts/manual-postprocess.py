#!/usr/bin/env python3
"""Touches the mdoc page swift-argument-parser's generate-manual plugin writes, on stdin, to stdout.

Usage: manual-postprocess.py VERSION HELP_JSON < plugin-output > page

- A blank line of a discussion becomes `.Pp` (mdoc warns about empty lines), and `.Os` names
  "growtext VERSION".
- Non-ASCII characters, which the plugin drops ("marked ÷ in" came out "marked  in"), are put
  back as roff escapes (`\\[u00F7]`): each line of the page that equals a line of the help text
  (HELP_JSON, `growtext --experimental-dump-help`) with its non-ASCII characters removed is
  replaced by that help line, escaped. A help line whose characters cannot be matched that way
  is an error, so a character can never be dropped silently.
- Each key table of the help (rows "  KEYS   description", continuation rows indented to the
  description's column, after a "Keys:" line) becomes an mdoc tag list, so that a description
  that does not fit the terminal wraps under the description's column instead of back at the
  paragraph's indent. A description starts at the first word that starts with a lowercase letter
  (key names start with a capital: Ctrl+X, Alt+Enter, Up, Paste); a row with no such word holds
  keys too wide for their column, and its description is the continuation rows below it; such a
  row with none below is an error.
- Each sentence of a discussion starts a line (mdoc's rule: `mandoc -T lint` warns otherwise), and a
  paragraph break right before a list item or the list's end is left out (the item breaks anyway).
"""
import json, re, sys

version, help_path = sys.argv[1:3]
help_lines = []


def collect(value):
    if isinstance(value, dict):
        for key, item in value.items():
            if key != "defaultValue":  # the page does not show default values
                collect(item)
    elif isinstance(value, list):
        for item in value:
            collect(item)
    elif isinstance(value, str):
        help_lines.extend(value.split("\n"))


collect(json.load(open(help_path)))


def escape(text):
    text = text.replace("\\", "\\e")
    text = "".join(c if ord(c) < 0x80 else "\\[u%04X]" % ord(c) for c in text)
    return "\\&" + text if text[:1] in (".", "'") else text


restored = {}
for line in help_lines:
    if any(ord(c) >= 0x80 for c in line):
        restored["".join(c for c in line if ord(c) < 0x80)] = line
found = set()

lines = sys.stdin.read().split("\n")
if lines and lines[-1] == "":
    lines.pop()
output = []
index = 0
while index < len(lines):
    line = lines[index]
    index += 1
    if line == "":
        line = ".Pp"
    if line == ".Os":
        output.append(".Os growtext " + version)
        continue
    if line in restored:
        found.add(line)
        line = escape(restored[line])
    if line == ".Pp" or line.startswith((".It", ".El")):
        if output and output[-1] == ".Pp":
            output.pop()
    if line.startswith("."):
        output.append(line)
    else:
        # A sentence ends at ". " before a capital letter (no help text abbreviates that way).
        output.extend(re.split(r"(?<=[.!?]) +(?=[A-Z])", line))
    if line != "Keys:":
        continue
    output.append(".Bl -tag -width 22n -compact")
    items = []
    while index < len(lines) and lines[index].startswith("  "):
        row = lines[index]
        index += 1
        if row.startswith(" " * 24) and items:
            items[-1][1].append(row.strip())
            continue
        words = row.strip().split(" ")
        start = next((i for i, word in enumerate(words) if i > 0 and re.match(r"[a-z]", word)), None)
        if start is None:
            if index < len(lines) and lines[index].startswith(" " * 24):
                items.append((row.strip(), []))
                continue
            sys.exit(f"manual-postprocess: no description in the key row {row!r}")
        keys = " ".join(words[:start]).strip()
        items.append((keys, [" ".join(w for w in words[start:] if w)]))
    for keys, description in items:
        output.append('.It "%s"' % keys.replace('"', '\\(dq'))
        output.append(escape(" ".join(description)))
    output.append(".El")
    # The row after the table is a blank line of the discussion: the list ends the paragraph.
    if index < len(lines) and lines[index] == "":
        index += 1
        output.append(".Pp")

missing = set(restored) - found
if missing:
    sys.exit("manual-postprocess: help lines with non-ASCII characters not found in the page:\n"
             + "\n".join(restored[line] for line in sorted(missing)))
print("\n".join(output))
