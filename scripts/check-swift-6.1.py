#!/usr/bin/env python3
"""Checks that the package's Swift sources use nothing newer than Swift 6.1, the compiler of the
oldest Xcode CI builds with (Xcode 16.4) and the oldest this package supports.

  check-swift-6.1.py [DIR...]    scan the folders (default: the package's Swift folders); exit 1 on a find
  check-swift-6.1.py --self-test check the patterns against snippets that must and must not match

The machines this package is developed on have a newer compiler (Swift 6.3), which accepts the
language and library of 6.2 and 6.3 in Swift 6 mode: nothing there stops a newer feature. This is a
list of what Swift 6.2 and 6.3 added that code here could write (each with its Swift Evolution
proposal), matched in the code with comments and string literals blanked, and every manifest's
tools version. A list is not a compiler: the jobs of .github/workflows/ci.yml that build with Swift
6.1 (the Linux job in the swift:6.1 image, and every Xcode 16.4 build) are the complete check; this
one runs on every change, where no Swift 6.1 is at hand.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_DIRS = ["Sources", "Tests", "Examples", "Benchmarks", "Fuzz", "Package.swift"]
SKIP_DIRS = {".build", ".swiftpm", ".git"}

# (pattern, what it is and since when). Matched against code with comments and strings blanked.
CODE_PATTERNS = [
    (r"\bInlineArray\b", "InlineArray (Swift 6.2, SE-0453)"),
    (r"\[\s*\d+\s+of\s+[A-Z_]", "the [N of T] type sugar (Swift 6.2, SE-0483)"),
    (r"\b(?:Mutable)?(?:Raw)?Span\b|\bUTF8Span\b|\bOutputSpan\b|\.(?:mutableSpan|rawSpan|utf8Span)\b",
     "Span and its kin (Swift 6.2, SE-0447, SE-0456, SE-0464)"),
    (r"@concurrent\b", "@concurrent (Swift 6.2, SE-0461)"),
    (r"\bnonisolated\s*\(\s*nonsending\s*\)", "nonisolated(nonsending) (Swift 6.2, SE-0461)"),
    (r"\bTask\s*\.\s*immediate\b|\bTask\.name\b|\bTask\s*(?:<[^>]*>)?\s*\(\s*name\s*:",
     "Task.immediate or task names (Swift 6.2, SE-0472, SE-0469)"),
    (r"\bweak\s+let\b", "weak let (Swift 6.2, SE-0481)"),
    (r"`(?![A-Za-z_][A-Za-z0-9_]*`)[^`\n]+`", "a raw identifier (Swift 6.2, SE-0451)"),
    (r"@abi\s*\(", "@abi (Swift 6.2, SE-0476)"),
    (r"@c\b(?!\w)", "@c (Swift 6.3, SE-0495)"),
    (r"@export\s*\(|@inline\s*\(\s*always\s*\)|@specialized\s*\(|@section\s*\(|@used\b",
     "an attribute of Swift 6.3 (@export, @inline(always), @specialized, @section, @used)"),
    (r"\b[A-Za-z_]\w*::[A-Za-z_]", "a module selector (Swift 6.3, SE-0491)"),
    (r"@unsafe\b|@safe\b|(?<![\w.])unsafe\s+(?=[A-Za-z_(&])(?!func\b|var\b|let\b)",
     "strict memory safety's unsafe (Swift 6.2, SE-0458)"),
    (r"\\\.?[A-Za-z_][\w.]*\(\s*\)", "a key path to a method (Swift 6.2, SE-0479)"),
    (r"\bObservations\s*[({]", "Observations (Swift 6.2, SE-0475)"),
    (r"^\s*(?:public\s+|package\s+|internal\s+|private\s+|fileprivate\s+|final\s+)*"
     r"(?:extension|struct|class|enum|actor)\b[^{]*:[^{]*@MainActor\s+[A-Z]",
     "an isolated conformance (Swift 6.2, SE-0470)"),
    (r"^\s*using\s+@", "a default isolation for the file (Swift 6.2, SE-0478)"),
    (r"<\s*let\s+\w+\s*:", "an integer generic parameter (Swift 6.2, SE-0452)"),
    (r"\byielding\s+(?:borrow|mutate)\b", "yielding accessors (Swift 6.2, SE-0474)"),
    (r"~Escapable\b|@lifetime\s*\(", "non-escapable types (Swift 6.2)"),
    (r"\bAttachment\s*[.(<]|\bprocessExitsWith\s*:|\bexitsWith\s*:", "Swift Testing's attachments or exit tests (Swift 6.2)"),
    (r"\bTest\s*\.\s*cancel\b|\bseverity\s*:", "Swift Testing's cancellation or issue severity (Swift 6.3)"),
]
# Matched against the raw text: string interpolation lives inside the literals the code check blanks.
RAW_PATTERNS = [
    (r"\\\((?:[^()\[\]\n]|\([^()\n]*\)|\[[^\[\]\n]*\])*,\s*default\s*:",
     "a default in string interpolation (Swift 6.2, SE-0477)"),
]
MANIFEST_PATTERNS = [
    (r"defaultIsolation\s*\(", "SwiftSetting.defaultIsolation (tools 6.2)"),
    (r"\.treatAllWarnings\s*\(|\.treatWarning\s*\(", "warning control settings (tools 6.2)"),
    (r"\.strictMemorySafety\s*\(", "SwiftSetting.strictMemorySafety (tools 6.2)"),
    (r"NonisolatedNonsendingByDefault|InferIsolatedConformances",
     "an upcoming feature of Swift 6.2"),
]
TOOLS = re.compile(r"^//\s*swift-tools-version\s*:\s*(\d+)\.(\d+)")


def blank(code):
    """The code with comments and string literals replaced by spaces, lines kept."""
    out, i, n = [], 0, len(code)
    while i < n:
        if code.startswith("//", i):
            j = code.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif code.startswith("/*", i):
            j = code.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", code[i:j]))
            i = j
        elif code.startswith('"""', i) or code.startswith('#"""', i):
            start = code.index('"""', i)
            j = code.find('"""', start + 3)
            j = n if j < 0 else j + 3
            if j < n and code[j] == "#":
                j += 1
            out.append(re.sub(r"[^\n]", " ", code[i:j]))
            i = j
        elif code[i] == '"' or code.startswith('#"', i):
            j = code.index('"', i) + 1
            while j < n and code[j] not in '"\n':
                j += 2 if code[j] == "\\" else 1
            j = min(j + 1, n)
            if j < n and code[j] == "#":
                j += 1
            out.append(" " * (j - i))
            i = j
        else:
            out.append(code[i])
            i += 1
    return "".join(out)


def finds(text, is_manifest=False):
    """(line number, what) for each use of something newer than Swift 6.1 in one file's text."""
    found = []
    code = blank(text)
    for pattern, what in CODE_PATTERNS:
        for match in re.finditer(pattern, code, re.MULTILINE):
            found.append((code.count("\n", 0, match.start()) + 1, what))
    for pattern, what in RAW_PATTERNS:
        for match in re.finditer(pattern, text):
            found.append((text.count("\n", 0, match.start()) + 1, what))
    if is_manifest:
        for pattern, what in MANIFEST_PATTERNS:
            for match in re.finditer(pattern, code):
                found.append((code.count("\n", 0, match.start()) + 1, what))
        tools = TOOLS.match(text)
        if tools and (int(tools.group(1)), int(tools.group(2))) > (6, 1):
            found.append((1, f"swift-tools-version {tools.group(1)}.{tools.group(2)} (newer than 6.1)"))
    return sorted(set(found))


def swift_files(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for directory, subdirectories, files in os.walk(path):
            subdirectories[:] = sorted(d for d in subdirectories if d not in SKIP_DIRS)
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(directory, name)


MUST_MATCH = [
    "let a: InlineArray<3, Int> = [1, 2, 3]", "var b: [4 of UInt8]", "func f(_ s: Span<Int>) {}",
    "let s = array.mutableSpan", "@concurrent func g() async {}", "nonisolated(nonsending) func h() async {}",
    "Task.immediate { }", "Task(name: \"load\") { }", "weak let delegate: Delegate?",
    "@Test func `adds two numbers`() {}", "@abi(func old()) func new() {}", "@c func exported() {}",
    "@inline(always) func fast() {}", "let x = Swift::print", "let p = unsafe pointer.pointee",
    "let k = \\.description()", "let o = Observations { model.value }",
    "extension Model: @MainActor Equatable {}", "using @MainActor", "struct Vector<let N: Int> {}",
    "print(\"\\(value, default: \"none\")\")", "Attachment.record(data)",
    "await #expect(processExitsWith: .failure) { }", "try Test.cancel()",
    "Issue.record(\"x\", severity: .warning)",
]
MUST_NOT_MATCH = [
    "let span = 3  // a Span<Int> in a comment", "let text = \"InlineArray and weak let in a string\"",
    "let multi = \"\"\"\n    @concurrent and Task.immediate\n    \"\"\"", "let k = \\.count",
    "let items = [3, 4]", "@MainActor func f() {}", "let closure: @MainActor () -> Void = {}",
    "nonisolated func g() {}", "let weakly = 1", "Task { await work() }", "let u = unsafeBitCast(x, to: Int.self)",
    "func f(_ a: Int, _ b: Int,) {}", "let t = `default`", "extension Model: Equatable {}",
    "let s = \"\\(value)\"", "withKnownIssue { }", "let o = observations.count",
    "/// `InlineArray` in a DocC comment", "let ternary = a ? b : c",
    "print(\"\\(counts[key, default: 0])\")",
]


def self_test():
    failures = 0
    for snippet in MUST_MATCH:
        if not finds(snippet):
            print(f"check-swift-6.1 self-test: not found in {snippet!r}")
            failures += 1
    for snippet in MUST_NOT_MATCH:
        if finds(snippet):
            print(f"check-swift-6.1 self-test: wrongly found {finds(snippet)} in {snippet!r}")
            failures += 1
    if finds("// swift-tools-version: 6.2\n", is_manifest=True) == []:
        print("check-swift-6.1 self-test: tools version 6.2 not found")
        failures += 1
    if finds("// swift-tools-version: 6.1\n", is_manifest=True):
        print("check-swift-6.1 self-test: tools version 6.1 found")
        failures += 1
    if failures:
        return 1
    print(f"check-swift-6.1 self-test: {len(MUST_MATCH)} snippets found, {len(MUST_NOT_MATCH)} left alone")
    return 0


def main(argv):
    if argv == ["--self-test"]:
        return self_test()
    paths = argv or [os.path.join(ROOT, d) for d in DEFAULT_DIRS]
    count, problems = 0, 0
    for path in swift_files(paths):
        count += 1
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        for line, what in finds(text, is_manifest=os.path.basename(path) == "Package.swift"):
            print(f"{os.path.relpath(path, ROOT)}:{line}: {what}")
            problems += 1
    if problems:
        print(f"check-swift-6.1: {problems} uses of Swift newer than 6.1 in {count} files")
        return 1
    print(f"check-swift-6.1: {count} Swift files use nothing this check knows to be newer than Swift 6.1")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
