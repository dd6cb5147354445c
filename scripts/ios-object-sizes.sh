#!/usr/bin/env bash
# Prints the size of the arm64 iOS object of each module an iOS app links through GrowingText, built
# as ios-check builds them (whole-module, -O) against the SDK that `../shared/ios/ios-check setup`
# unpacked, plus the modules each imports. Objects go to a temporary folder; nothing is written here.
#
#   scripts/ios-object-sizes.sh [DIR...]   (default: Sources/GrowingTextCore Sources/GrowingText)
set -euo pipefail
cd "$(dirname "$0")/.."
cache=${IOS_SDK_CACHE:-$HOME/.cache/ios-sdk}
[ -d "$cache/iPhoneOS16.5.sdk" ] || { echo "the iOS SDK is not set up (../shared/ios/ios-check setup)" >&2; exit 3; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
[ $# -gt 0 ] || set -- Sources/GrowingTextCore Sources/GrowingText
for dir in "$@"; do
    name=$(basename "$dir")
    mapfile -t files < <(find "$dir" -name '*.swift' | sort)
    swiftc -c -wmo -O -parse-as-library -module-name "$name" -swift-version 6 \
        -target arm64-apple-ios15.0 -sdk "$cache/iPhoneOS16.5.sdk" -resource-dir "$cache/resource-dir" \
        -module-cache-path "$cache/module-cache" -I "$out" \
        -emit-module -emit-module-path "$out/$name.swiftmodule" -o "$out/$name.o" "${files[@]}"
    imports=$({ grep -rhoE '^\s*(@_exported )?import [A-Za-z]+' "$dir" --include='*.swift' || true; } | awk '{print $NF}' | sort -u | tr '\n' ' ')
    printf '%-22s %8d bytes  %3d files  imports: %s\n' "$name" "$(stat -c %s "$out/$name.o")" "${#files[@]}" "$imports"
done
