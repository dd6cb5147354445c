#!/usr/bin/env python3
"""Generate GrowingTextCore's Unicode property tables from the Unicode Character Database.

Reads the Unicode 15.0 data vendored in Data/Unicode (the default for --data) and writes one Swift file with two
two-stage lookup tables, stored as base64 string literals that the core decodes once:

- the line-break table: the Line_Break class after UAX #14 rule LB1 (AI, SG, XX -> AL; SA -> CM or
  AL by General_Category; CJ -> NS), plus the two flags rules LB30 and LB30b need;
- the cell-width table: the width class of a scalar (zero, narrow, ambiguous, wide) plus the emoji
  properties the terminal width rule needs.

Usage: generate-unicode-tables.py [--data DIR] [--output FILE]   (default output: stdout)
"""

import argparse
import base64
import os
import re
import sys

# The vendored Unicode Character Database files (Data/Unicode/README.md).
DEFAULT_DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Data", "Unicode")

CODE_POINTS = 0x110000

# The order is the raw value of the Swift enum `LineBreakClass`; only classes left after LB1.
LINE_BREAK_CLASSES = [
    "BK", "CR", "LF", "NL", "SP", "ZW", "ZWJ", "CM", "WJ", "GL", "BA", "BB", "B2", "HY", "CB",
    "CL", "CP", "EX", "IN", "NS", "OP", "QU", "IS", "NU", "PO", "PR", "SY", "AL", "HL", "ID",
    "EB", "EM", "H2", "H3", "JL", "JV", "JT", "RI",
]
LB_EAST_ASIAN = 0x40       # East_Asian_Width F, W or H (the $EastAsian set of LB30)
LB_PICTOGRAPHIC_CN = 0x80  # Extended_Pictographic and unassigned (LB30b)

WIDTH_ZERO, WIDTH_NARROW, WIDTH_AMBIGUOUS, WIDTH_WIDE = 0, 1, 2, 3
WIDTH_EMOJI_PRESENTATION = 0x04
WIDTH_EXTENDED_PICTOGRAPHIC = 0x08
WIDTH_EMOJI_VARIATION_BASE = 0x10  # has an emoji-style variation sequence (base + U+FE0F)


def parse_ranges(path):
    """Yields (first, last, value) for each data line of a UCD-style semicolon file."""
    with open(path, encoding="utf-8") as data:
        for line in data:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [field.strip() for field in line.split(";")]
            bounds = fields[0].split("..")
            first = int(bounds[0], 16)
            last = int(bounds[-1], 16)
            yield first, last, fields[1]


def version_of(path):
    """The version in a UCD file's first line, e.g. `# LineBreak-15.0.0.txt` -> 15.0.0."""
    with open(path, encoding="utf-8") as data:
        first_line = data.readline()
    match = re.search(r"-(\d+\.\d+\.\d+)\.txt", first_line)
    if not match:
        sys.exit(f"cannot read the Unicode version from {path}: {first_line.strip()}")
    return match.group(1)


def emoji_version_of(path):
    with open(path, encoding="utf-8") as data:
        for line in data:
            match = re.match(r"#\s*Version:\s*(\S+)", line)
            if match:
                return match.group(1)
    sys.exit(f"cannot read the emoji version from {path}")


def fill(values, first, last, value):
    for code_point in range(first, last + 1):
        values[code_point] = value


def load_property(path, defaults, missing):
    values = [missing] * CODE_POINTS
    for first, last, value in defaults:
        fill(values, first, last, value)
    for first, last, value in parse_ranges(path):
        fill(values, first, last, value)
    return values


def load_binary(path, name):
    values = [False] * CODE_POINTS
    for first, last, value in parse_ranges(path):
        if value == name:
            fill(values, first, last, True)
    return values


def swift_case(line_break_class):
    name = line_break_class.lower()
    return f"`{name}`" if name in ("in", "is") else name


def two_stage(values):
    """The smallest two-stage table with byte-sized block numbers: (shift, stage1, stage2)."""
    best = None
    for shift in range(5, 10):
        size = 1 << shift
        blocks = {}
        stage1 = []
        stage2 = bytearray()
        for start in range(0, CODE_POINTS, size):
            block = bytes(values[start:start + size])
            if block not in blocks:
                blocks[block] = len(blocks)
                stage2 += block
            stage1.append(blocks[block])
        if len(blocks) > 0x100:
            continue  # stage 1 holds one byte per block
        total = len(stage1) + len(stage2)
        if best is None or total < best[0]:
            best = (total, shift, stage1, bytes(stage2))
    if best is None:
        sys.exit("no two-stage layout has at most 256 distinct blocks")
    return best[1], best[2], best[3]


def swift_base64(name, data, indent="    "):
    """A multi-line string literal holding `data` as base64, 96 characters a line."""
    encoded = base64.b64encode(data).decode("ascii")
    lines = [encoded[i:i + 96] for i in range(0, len(encoded), 96)]
    body = "\n".join(indent + "    " + line for line in lines)
    return f'{indent}static let {name}: String = """\n{body}\n{indent}    """\n'


def table_source(name, summary, values):
    shift, stage1, stage2 = two_stage(values)
    stage1_bytes = bytes(stage1)
    return (
        f"    /// {summary}\n"
        f"    /// Two stages: block number = stage 1[scalar >> {shift}], value =\n"
        f"    /// stage 2[block number << {shift} + scalar & {(1 << shift) - 1}]; "
        f"{len(stage2) >> shift} distinct blocks.\n"
        f"    static let {name}Shift = {shift}\n"
        + swift_base64(f"{name}Stage1", stage1_bytes)
        + swift_base64(f"{name}Stage2", stage2)
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=DEFAULT_DATA)
    parser.add_argument("--output")
    arguments = parser.parse_args()
    data = arguments.data
    line_break_path = os.path.join(data, "LineBreak.txt")
    width_path = os.path.join(data, "EastAsianWidth.txt")
    category_path = os.path.join(data, "extracted", "DerivedGeneralCategory.txt")
    emoji_path = os.path.join(data, "emoji", "emoji-data.txt")
    variation_path = os.path.join(data, "emoji", "emoji-variation-sequences.txt")
    prop_list_path = os.path.join(data, "PropList.txt")
    for path in (line_break_path, width_path, category_path, emoji_path, variation_path, prop_list_path):
        if not os.path.exists(path):
            sys.exit(f"missing {path}: the vendored Unicode data (Data/Unicode) is incomplete")

    versions = {version_of(path) for path in (line_break_path, width_path, category_path, prop_list_path)}
    if len(versions) != 1:
        sys.exit(f"the data files disagree on the Unicode version: {sorted(versions)}")
    version = versions.pop()
    emoji_version = emoji_version_of(os.path.join(data, "emoji", "emoji-sequences.txt"))

    # The defaults for unlisted code points, as the headers of LineBreak.txt and EastAsianWidth.txt state.
    ideographic = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD),
                   (0x30000, 0x3FFFD)]
    line_break = load_property(
        line_break_path,
        [(a, b, "ID") for a, b in ideographic + [(0x1F000, 0x1FAFF), (0x1FC00, 0x1FFFD)]]
        + [(0x20A0, 0x20CF, "PR")],
        "XX")
    east_asian = load_property(width_path, [(a, b, "W") for a, b in ideographic], "N")
    category = load_property(category_path, [], "Cn")
    pictographic = load_binary(emoji_path, "Extended_Pictographic")
    presentation = load_binary(emoji_path, "Emoji_Presentation")
    # Format characters that are drawn: they span the digits after them (U+0600 ARABIC NUMBER SIGN).
    concatenation_mark = load_binary(prop_list_path, "Prepended_Concatenation_Mark")
    variation_base = [False] * CODE_POINTS
    with open(variation_path, encoding="utf-8") as sequences:
        for line in sequences:
            fields = line.split("#", 1)[0].split(";")[0].split()
            if len(fields) == 2 and fields[1] == "FE0F":
                variation_base[int(fields[0], 16)] = True

    line_break_values = bytearray(CODE_POINTS)
    width_values = bytearray(CODE_POINTS)
    for code_point in range(CODE_POINTS):
        cls = line_break[code_point]
        if cls in ("AI", "SG", "XX"):
            cls = "AL"
        elif cls == "SA":
            cls = "CM" if category[code_point] in ("Mn", "Mc") else "AL"
        elif cls == "CJ":
            cls = "NS"
        value = LINE_BREAK_CLASSES.index(cls)
        if east_asian[code_point] in ("F", "W", "H"):
            value |= LB_EAST_ASIAN
        if pictographic[code_point] and category[code_point] == "Cn":
            value |= LB_PICTOGRAPHIC_CN
        line_break_values[code_point] = value

        hangul_jamo_not_initial = 0x1160 <= code_point <= 0x11FF or 0xD7B0 <= code_point <= 0xD7FF
        invisible_format = (category[code_point] == "Cf" and code_point != 0xAD
                            and not concatenation_mark[code_point])
        if category[code_point] in ("Mn", "Me") or invisible_format or hangul_jamo_not_initial:
            width = WIDTH_ZERO
        elif east_asian[code_point] in ("W", "F"):
            width = WIDTH_WIDE
        elif east_asian[code_point] == "A":
            width = WIDTH_AMBIGUOUS
        else:
            width = WIDTH_NARROW
        if presentation[code_point]:
            width |= WIDTH_EMOJI_PRESENTATION
        if pictographic[code_point]:
            width |= WIDTH_EXTENDED_PICTOGRAPHIC
        if variation_base[code_point]:
            width |= WIDTH_EMOJI_VARIATION_BASE
        width_values[code_point] = width

    cases = "\n".join(
        f"    case {swift_case(cls)} = {index}" for index, cls in enumerate(LINE_BREAK_CLASSES))
    source = f"""\
// GENERATED FILE: DO NOT EDIT. Run scripts/generate-unicode-tables.py (CI checks it is current).
// Unicode {version} (LineBreak-{version}.txt, EastAsianWidth-{version}.txt,
// DerivedGeneralCategory-{version}.txt, PropList-{version}.txt), emoji data {emoji_version} (emoji-data.txt,
// emoji-variation-sequences.txt), from the files vendored in Data/Unicode.

/// A Line_Break class as UAX #14 rule LB1 leaves it: AI, SG and XX are AL; SA is CM (Mn, Mc) or AL;
/// CJ is NS.
enum LineBreakClass: UInt8 {{
{cases}
}}

/// The generated property tables, as base64 literals that ``UnicodeProperties`` decodes once.
enum UnicodeTables {{
    /// The version of the Unicode Character Database the tables were generated from.
    static let unicodeVersion = "{version}"

    /// Line-break table values: bits 0-5 are a ``LineBreakClass``.
    static let lineBreakClassMask: UInt8 = 0x3F
    /// Line-break table flag: East_Asian_Width is F, W or H (the $EastAsian set of rule LB30).
    static let lineBreakEastAsian: UInt8 = 0x{LB_EAST_ASIAN:02X}
    /// Line-break table flag: Extended_Pictographic and unassigned (rule LB30b).
    static let lineBreakPictographicUnassigned: UInt8 = 0x{LB_PICTOGRAPHIC_CN:02X}

    /// Width table values: bits 0-1 are the width class (0 zero, 1 narrow, 2 ambiguous, 3 wide).
    static let widthClassMask: UInt8 = 0x03
    /// Width table flag: Emoji_Presentation.
    static let widthEmojiPresentation: UInt8 = 0x{WIDTH_EMOJI_PRESENTATION:02X}
    /// Width table flag: Extended_Pictographic.
    static let widthExtendedPictographic: UInt8 = 0x{WIDTH_EXTENDED_PICTOGRAPHIC:02X}
    /// Width table flag: the scalar has an emoji-style variation sequence (scalar + U+FE0F).
    static let widthEmojiVariationBase: UInt8 = 0x{WIDTH_EMOJI_VARIATION_BASE:02X}

{table_source("lineBreak", "Line_Break class and flags per scalar.", line_break_values)}
{table_source("width", "Width class and emoji flags per scalar.", width_values)}}}
"""
    if arguments.output:
        with open(arguments.output, "w", encoding="utf-8") as output:
            output.write(source)
    else:
        sys.stdout.write(source)


if __name__ == "__main__":
    main()
