#!/usr/bin/env python3
"""Compiles source folders for iOS with the team's ios-check, each module under the package name
given with it, as Xcode builds an app package against a library package: `package` declarations
are visible within one package and not across.

  ios-check-packages.py IOS_CHECK [--strict] [--allow-missing] PACKAGE=DIR...

ios-check itself passes one package name to every module (its --package-name), so a demo app
compiled with the library under the library's name could use the library's `package` API and still
compile there, while Xcode would reject it. This script loads ios-check (its SDK set-up and compile
loop, unchanged) and gives each folder its own package name on the `swiftc` command ios-check builds.
"""
import importlib.machinery
import importlib.util
import os
import subprocess
import sys
import types


def load(path):
    loader = importlib.machinery.SourceFileLoader("ios_check", path)
    spec = importlib.util.spec_from_loader("ios_check", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0 if argv else 2
    ios_check, rest = argv[0], argv[1:]
    strict = "--strict" in rest
    allow_missing = "--allow-missing" in rest
    pairs = [arg.split("=", 1) for arg in rest if not arg.startswith("--")]
    if not pairs or any(len(pair) != 2 or not all(pair) for pair in pairs):
        print(__doc__, file=sys.stderr)
        return 2
    module = load(ios_check)
    if not os.path.exists(module.READY):
        if allow_missing:
            print("ios-check-packages: SKIPPED: no iOS SDK set up here (ios-check setup GIT_DIR)")
            return 0
        print("ios-check-packages: no iOS SDK set up here", file=sys.stderr)
        return 3
    packages = {os.path.basename(directory.rstrip("/")): package for package, directory in pairs}

    def run(command, **options):
        name = command[command.index("-module-name") + 1]
        index = command.index("-package-name")
        command = command[:index + 1] + [packages[name]] + command[index + 2:]
        return subprocess.run(command, **options)

    module.subprocess = types.SimpleNamespace(run=run)
    for package, directory in pairs:
        print(f"ios-check-packages: {os.path.basename(directory.rstrip('/'))} in package {package}")
    # The package name given here is replaced per module by `run` above.
    return module.compile_modules(
        [directory for _, directory in pairs], "arm64-apple-ios15.0", [], "6", strict=strict,
        package_name="placeholder")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
