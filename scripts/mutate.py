#!/usr/bin/env python3
"""The explorer's mutation score: each mutant of Fuzz/Explore/Mutants.txt is applied alone to a scratch
copy of Sources/GrowingTextCore (the repository is never touched), the explorer is built against it
(scripts/explore.sh with EXPLORE_CORE) and run on both features. A mutant is killed when a run reports
a finding no known finding matches, or crashes; it survived when both runs pass.

    scripts/mutate.py [--text-view N] [--list N] [--only SUBSTRING]
    scripts/mutate.py --check        # only that every mutant still applies (`.ci/run` runs this)

Scratch copies and builds go under .build-mutants/ (ignored by git).
"""
import argparse
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def mutants():
    """Each mutant as (name, file, old, new)."""
    blocks, current = [], None
    for line in open(os.path.join(ROOT, "Fuzz/Explore/Mutants.txt"), encoding="utf-8").read().splitlines():
        if line.startswith("## "):
            current = {"name": line[3:], "file": None, "old": [], "new": []}
            blocks.append(current)
        elif current is None or line.startswith("#") or not line:
            continue
        elif line.startswith("file: "):
            current["file"] = line[6:]
        elif line.startswith("-"):
            current["old"].append(line[1:])
        elif line.startswith("+"):
            current["new"].append(line[1:])
    return [(b["name"], b["file"], "\n".join(b["old"]) + "\n", "\n".join(b["new"]) + ("\n" if b["new"] else ""))
            for b in blocks]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--text-view", type=int, default=20000)
    parser.add_argument("--list", type=int, default=5000)
    parser.add_argument("--only", default="")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    if args.check:
        stale = [f"mutant {index} ({name}): its code is not in {path} exactly once"
                 for index, (name, path, old, _) in enumerate(mutants(), start=1)
                 if open(os.path.join(ROOT, "Sources/GrowingTextCore", path), encoding="utf-8").read().count(old) != 1]
        for line in stale:
            print(f"mutate.py: {line}", file=sys.stderr)
        if not stale:
            print(f"mutate.py: all {len(mutants())} mutants apply")
        return 1 if stale else 0
    scratch = os.path.join(ROOT, ".build-mutants")
    os.makedirs(scratch, exist_ok=True)
    results = []
    for index, (name, path, old, new) in enumerate(mutants(), start=1):
        if args.only not in name:
            continue
        core = os.path.join(scratch, f"core-{index}")
        shutil.rmtree(core, ignore_errors=True)
        shutil.copytree(os.path.join(ROOT, "Sources/GrowingTextCore"), core)
        source = os.path.join(core, path)
        text = open(source, encoding="utf-8").read()
        if text.count(old) != 1:
            sys.exit(f"mutant {index} ({name}) no longer applies: its code is not in {path} exactly once")
        open(source, "w", encoding="utf-8").write(text.replace(old, new))
        environment = dict(os.environ, EXPLORE_CORE=core, EXPLORE_OUT=os.path.join(scratch, f"build-{index}"))
        start = time.time()
        verdict, detail = "survived", ""
        for feature, count in (("text-view", args.text_view), ("list", args.list)):
            run = subprocess.run([os.path.join(ROOT, "scripts/explore.sh"), feature, str(count)], cwd=ROOT,
                                 env=environment, capture_output=True, text=True)
            if run.returncode == 0:
                continue
            if "unknown findings:" not in run.stdout and "error:" in run.stderr:
                sys.exit(f"mutant {index} ({name}) does not build:\n{run.stderr[-2000:]}")
            unknown = [line for line in run.stdout.splitlines() if line.startswith("- unknown:")]
            verdict = "killed"
            detail = f"{feature}: " + (unknown[0][2:] if unknown else "the run crashed: "
                                       + next((line for line in run.stderr.splitlines() if "rror" in line),
                                              f"exit {run.returncode}")[:160])
            break
        results.append((index, name, verdict, detail))
        print(f"{index:2}. {verdict:8} {name} ({time.time() - start:.0f} s){': ' + detail if detail else ''}",
              flush=True)
        shutil.rmtree(core, ignore_errors=True)
    killed = sum(1 for result in results if result[2] == "killed")
    print(f"killed {killed} of {len(results)} mutants ({100 * killed / max(len(results), 1):.0f} %)")


if __name__ == "__main__":
    sys.exit(main())
