#!/usr/bin/env python3
"""Generate the cell-width oracle data the tests compare TerminalCellWidth with.

The oracle is the Python `wcwidth` package, an independent implementation of the terminal width
conventions (pin: wcwidth==0.9.4, which uses Unicode 18 data). It writes one Swift file holding:

- runs of single scalars assigned in Unicode 15.0 (excluding controls and surrogates, which
  GrowingText replaces by visible symbols or cannot hold) with wcwidth's width for them, with
  ambiguous characters narrow and wide;
- every sequence of emoji-test.txt (Unicode 15.0) with wcwidth's width.

Usage: python3 -m venv /tmp/wcvenv && /tmp/wcvenv/bin/pip install wcwidth==0.9.4
       /tmp/wcvenv/bin/python scripts/generate-width-oracle.py \
           --output Tests/GrowingTextCoreTests/Unicode/WidthOracle.generated.swift
"""

import argparse
import os
import sys

import wcwidth

PINNED_VERSION = "0.9.4"

# The vendored Unicode Character Database files (Data/Unicode/README.md).
DEFAULT_DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Data", "Unicode")


def general_categories(path):
    categories = ["Cn"] * 0x110000
    with open(path, encoding="utf-8") as data:
        for line in data:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            code_points, category = (field.strip() for field in line.split(";"))
            bounds = code_points.split("..")
            for code_point in range(int(bounds[0], 16), int(bounds[-1], 16) + 1):
                categories[code_point] = category
    return categories


def widths(text):
    return wcwidth.width(text), wcwidth.width(text, ambiguous_width=2)


def scalar_runs(categories):
    """Lines `FIRST-LAST:narrow,wide` over consecutive assigned scalars of equal widths."""
    runs = []
    for code_point in range(0x110000):
        if categories[code_point] in ("Cn", "Cs", "Cc"):
            continue
        pair = widths(chr(code_point))
        if runs and runs[-1][1] == code_point - 1 and runs[-1][2] == pair:
            runs[-1][1] = code_point
        else:
            runs.append([code_point, code_point, pair])
    return [f"{first:04X}-{last:04X}:{pair[0]},{pair[1]}" for first, last, pair in runs]


def emoji_sequences(path):
    """Lines `HEX HEX …:narrow,wide` for every sequence of emoji-test.txt."""
    lines = []
    with open(path, encoding="utf-8") as data:
        for line in data:
            fields = line.split("#", 1)[0].split(";")
            if len(fields) != 2:
                continue
            code_points = fields[0].split()
            text = "".join(chr(int(code_point, 16)) for code_point in code_points)
            pair = widths(text)
            lines.append(f"{' '.join(code_points)}:{pair[0]},{pair[1]}")
    return lines


def literal(name, summary, lines):
    body = "\n".join("        " + line for line in lines)
    return f'    /// {summary}\n    static let {name}: String = """\n{body}\n        """\n'


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=DEFAULT_DATA)
    parser.add_argument("--output", required=True)
    arguments = parser.parse_args()
    if wcwidth.__version__ != PINNED_VERSION:
        sys.exit(f"wcwidth {wcwidth.__version__} is installed; pip install wcwidth=={PINNED_VERSION}")
    categories = general_categories(
        os.path.join(arguments.data, "extracted", "DerivedGeneralCategory.txt"))
    runs = scalar_runs(categories)
    sequences = emoji_sequences(os.path.join(arguments.data, "emoji", "emoji-test.txt"))
    source = (
        f"// GENERATED FILE: DO NOT EDIT. Run scripts/generate-width-oracle.py (Python wcwidth "
        f"{PINNED_VERSION}).\n\n"
        "/// Cell widths according to the Python `wcwidth` package, an independent oracle.\n"
        "enum WidthOracle {\n"
        f'    static let version = "{wcwidth.__version__}"\n\n'
        + literal("scalarRuns", "Single scalars assigned in Unicode 15.0: `FIRST-LAST:narrow,wide`.", runs)
        + "\n"
        + literal("emojiSequences", "The sequences of emoji-test.txt: `HEX HEX …:narrow,wide`.", sequences)
        + "}\n"
    )
    with open(arguments.output, "w", encoding="utf-8") as output:
        output.write(source)


if __name__ == "__main__":
    main()
