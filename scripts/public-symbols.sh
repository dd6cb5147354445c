#!/usr/bin/env bash
# Counts the public API of each library module: the symbols of its DocC symbol graph, as an app
# (or a command-line tool) that imports it sees them. The modules are compiled for
# arm64-apple-ios15 against the iOS SDK that ../shared/ios/ios-check sets up, so GrowingText's UIKit
# and SwiftUI code counts too; the other modules give the same symbols on Linux.
#
#   scripts/public-symbols.sh            # one line per module: name, symbols, of which types
#
# Needs `../shared/ios/ios-check setup` done on the machine (IOS_SDK_CACHE, default ~/.cache/ios-sdk).
set -euo pipefail
cd "$(dirname "$0")/.."
cache="${IOS_SDK_CACHE:-$HOME/.cache/ios-sdk}"
sdk="$cache/iPhoneOS16.5.sdk"
[[ -f "$cache/.ready" ]] || { echo "public-symbols: the iOS SDK is not set up (../shared/ios/ios-check setup)" >&2; exit 3; }
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT; [[ -n "${KEEP:-}" ]] && trap - EXIT && echo "$out" >&2
for module in GrowingTextCore GrowingTextSelfTest GrowingTextLayout GrowingText GrowingTextTerminal; do
    mkdir -p "$out/graphs/$module"
    swiftc -c -wmo -parse-as-library -module-name "$module" -package-name GrowingText -swift-version 6 \
        -target arm64-apple-ios15.0 -sdk "$sdk" -resource-dir "$cache/resource-dir" \
        -module-cache-path "$cache/module-cache" -I "$out" \
        -emit-module -emit-module-path "$out/$module.swiftmodule" -o "$out/$module.o" \
        -emit-symbol-graph -emit-symbol-graph-dir "$out/graphs/$module" -symbol-graph-minimum-access-level public \
        $(find "Sources/$module" -name '*.swift' | sort) >/dev/null
done
python3 - "$out/graphs" <<'PY'
import glob, json, os, sys
root = sys.argv[1]
types = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"}
for module in ["GrowingTextCore", "GrowingTextSelfTest", "GrowingTextLayout", "GrowingText", "GrowingTextTerminal"]:
    own, reexported = {}, {}
    # The module's graph and its graphs of extensions to other modules' types. Symbols without a
    # source location (members a protocol's extension provides, synthesized operators) are not
    # counted: nobody wrote them here.
    for path in glob.glob(os.path.join(root, module, f"{module}*.symbols.json")):
        for symbol in json.load(open(path))["symbols"]:
            uri = symbol.get("location", {}).get("uri", "")
            if not uri:
                continue
            where = own if f"/Sources/{module}/" in uri else reexported
            where[symbol["identifier"]["precise"]] = symbol["kind"]["identifier"]
    line = f"{module}: {len(own)} public symbols, {sum(k in types for k in own.values())} of them types"
    if reexported:
        line += f"; {len(reexported)} more re-exported from other modules"
    print(line)
PY
