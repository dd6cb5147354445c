#!/usr/bin/env python3
"""Judges the log of one self-test run on a simulator (the demo app launched with
-GrowingTextSelfTest, .github/workflows/ci.yml) against the SKIPs allowed on its iOS version.

  check-log.py --ios MAJOR [--allowed FILE] LOG   exit 0 when the run is acceptable, 1 otherwise
  check-log.py --self-test                        run the fixture logs in fixtures/ (for .ci/run)

A run is acceptable when it printed its summary, played as many scenarios as the allowed list says
there are (one line each, the counts adding up), failed none, and skipped only what the list allows
on that iOS version: each SKIP's scenario, phase and shortfall must match an entry. So a run that
judged fewer scenarios than the list expects (an app that stopped early, every edit unreported,
SKIPs nobody listed) fails, and says why.

The allowed list (allowed-skips.txt beside this script) has a `scenarios: N` line and one entry per
line, fields separated by `|`:
  iOS versions (`15 16`, or `all`) | scenario id | phase (`start`, a number, or `any`) |
  text the SKIP line's shortfall contains | why the SKIP is allowed
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PREAMBLE = "the platform did not do what the scenario needs: "
SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed, (\d+) skipped$")
OUTCOME = re.compile(r"^(PASS|FAIL|SKIP) (\S+) \(")
SKIP_PLACE = re.compile(
    r"\): (at the start|in phase (\d+) of \d+ \(.*?\)), " + re.escape(PREAMBLE) + r"(.*)$")


class ListError(Exception):
    pass


def read_allowed(path):
    """The expected number of scenarios and the entries of an allowed list."""
    expected, entries = None, []
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("scenarios:"):
                expected = int(line.split(":", 1)[1])
                continue
            fields = [field.strip() for field in line.split("|")]
            if len(fields) != 5 or not all(fields):
                raise ListError(f"{path}:{number}: expected 5 non-empty fields separated by |")
            versions, scenario, phase, shortfall, reason = fields
            if phase not in ("start", "any") and not phase.isdigit():
                raise ListError(f"{path}:{number}: the phase is `start`, a number or `any`, not {phase}")
            entries.append({"versions": versions.split(), "scenario": scenario, "phase": phase,
                            "shortfall": shortfall, "reason": reason})
    if expected is None:
        raise ListError(f"{path}: no `scenarios: N` line")
    return expected, entries


def applies(entry, ios):
    return "all" in entry["versions"] or ios in entry["versions"]


def check(log_text, ios, expected, entries):
    """The problems of a run's log, one sentence each; none when the run is acceptable."""
    lines = [line.rstrip("\r") for line in log_text.splitlines()]
    problems = []
    summaries = [m for m in map(SUMMARY.match, lines) if m]
    outcomes = [(m.group(1), m.group(2), line) for line in lines for m in [OUTCOME.match(line)] if m]
    if not summaries:
        return [f"the self-test printed no summary on iOS {ios} (did the app crash or hang?)"]
    passed, failed, skipped = map(int, summaries[-1].groups())
    counted = {kind: sum(1 for k, _, _ in outcomes if k == kind) for kind in ("PASS", "FAIL", "SKIP")}
    if (counted["PASS"], counted["FAIL"], counted["SKIP"]) != (passed, failed, skipped):
        problems.append(
            f"the summary says {passed} passed, {failed} failed, {skipped} skipped, but the log has"
            f" {counted['PASS']} PASS, {counted['FAIL']} FAIL and {counted['SKIP']} SKIP lines")
    ids = [scenario for _, scenario, _ in outcomes]
    repeated = sorted({scenario for scenario in ids if ids.count(scenario) > 1})
    if repeated:
        problems.append(f"scenarios reported more than once: {', '.join(repeated)}")
    total = passed + failed + skipped
    if total != expected:
        problems.append(f"the run played {total} scenarios; the allowed list expects {expected}")
    for kind, scenario, line in outcomes:
        if kind == "FAIL":
            problems.append(f"FAIL {scenario}: {line}")
    for kind, scenario, line in outcomes:
        if kind != "SKIP":
            continue
        place = SKIP_PLACE.search(line)
        if not place:
            problems.append(f"a SKIP line this check cannot read: {line}")
            continue
        phase = "start" if place.group(1) == "at the start" else place.group(2)
        shortfall = place.group(3)
        if not any(applies(entry, ios) and entry["scenario"] == scenario
                   and entry["phase"] in ("any", phase) and entry["shortfall"] in shortfall
                   for entry in entries):
            problems.append(f"a SKIP not allowed on iOS {ios} (phase {phase}): {line}")
    allowed = {entry["scenario"] for entry in entries if applies(entry, ios)}
    least = expected - len(allowed)
    if passed + failed < least:
        problems.append(
            f"the run judged {passed + failed} scenarios; the allowed list expects at least {least} on"
            f" iOS {ios}")
    return problems


def judge(log_path, ios, allowed_path):
    expected, entries = read_allowed(allowed_path)
    with open(log_path, encoding="utf-8", errors="replace") as f:
        problems = check(f.read(), ios, expected, entries)
    allowed = sum(1 for entry in entries if applies(entry, ios))
    if problems:
        prefix = "::error::" if os.environ.get("GITHUB_ACTIONS") == "true" else ""
        for problem in problems:
            print(f"{prefix}self-test on iOS {ios}: {problem}")
        return 1
    print(f"self-test on iOS {ios}: acceptable ({expected} scenarios; {allowed} SKIPs allowed here)")
    return 0


# Each fixture log's expected verdict: None for acceptable, else a part of the problem it must show.
FIXTURES = {
    "accept-ios15-listed-skips.log": None,
    "accept-ios18-all-judged.log": None,
    "reject-ios18-skip-listed-for-ios15.log": "a SKIP not allowed on iOS 18 (phase start)",
    "reject-ios18-every-edit-unreported.log": "the run judged 0 scenarios; the allowed list expects at least 4",
    "reject-ios15-skip-in-another-phase.log": "a SKIP not allowed on iOS 15 (phase 3)",
    "reject-ios18-short-run.log": "the run played 3 scenarios; the allowed list expects 5",
    "reject-ios18-no-summary.log": "printed no summary",
    "reject-ios18-failed.log": "FAIL growth",
    "reject-ios18-lines-lost.log": "but the log has 4 PASS, 0 FAIL and 0 SKIP lines",
}


def self_test():
    fixtures = os.path.join(HERE, "fixtures")
    expected, entries = read_allowed(os.path.join(fixtures, "allowed-skips.txt"))
    found = sorted(name for name in os.listdir(fixtures) if name.endswith(".log"))
    if found != sorted(FIXTURES):
        print(f"check-log self-test: fixtures {found} differ from the table {sorted(FIXTURES)}")
        return 1
    failures = 0
    for name, wanted in sorted(FIXTURES.items()):
        ios = re.search(r"-ios(\d+)-", name).group(1)
        with open(os.path.join(fixtures, name), encoding="utf-8") as f:
            problems = check(f.read(), ios, expected, entries)
        if wanted is None and problems:
            print(f"check-log self-test: {name} should be acceptable: {problems}")
            failures += 1
        elif wanted is not None and not any(wanted in problem for problem in problems):
            print(f"check-log self-test: {name} should show `{wanted}`, got {problems}")
            failures += 1
    try:
        read_allowed(os.path.join(HERE, "allowed-skips.txt"))
    except (ListError, OSError) as error:
        print(f"check-log self-test: {error}")
        failures += 1
    if failures:
        return 1
    print(f"check-log self-test: {len(FIXTURES)} fixture logs judged as expected")
    return 0


def main(argv):
    if argv == ["--self-test"]:
        return self_test()
    ios, allowed, logs = None, os.path.join(HERE, "allowed-skips.txt"), []
    args = iter(argv)
    for arg in args:
        if arg == "--ios":
            ios = next(args, None)
        elif arg == "--allowed":
            allowed = next(args, None)
        elif arg.startswith("-"):
            print(__doc__, file=sys.stderr)
            return 2
        else:
            logs.append(arg)
    if not ios or not allowed or len(logs) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        return judge(logs[0], ios, allowed)
    except (ListError, OSError) as error:
        print(f"check-log: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
