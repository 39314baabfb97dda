#!/usr/bin/env bash
# SwiftUI code in the Swift 5 language mode makes views outside the main actor, as SwiftUI's
# views (main-actor types declared @preconcurrency) allow: Tests/e2e/Swift5Check type-checks
# against the debug build with no error and no warning. Builds nothing: expects the modules of
# `swift build` in .build/debug.
set -uo pipefail
cd "$(dirname "$0")/../.."
B="$PWD/.build/debug"
[ -f "$B/Modules/Tessera.swiftmodule" ] || { echo "FAIL $B/Modules/Tessera.swiftmodule is missing: run swift build first"; echo "0 passed, 1 failed"; exit 1; }
out=$(swiftc -typecheck -swift-version 5 -I "$B/Modules" \
  -Xcc -fmodule-map-file="$B/CSwiftConformances.build/module.modulemap" \
  -Xcc -fmodule-map-file="$B/CTesseraImage.build/module.modulemap" \
  Tests/e2e/Swift5Check/*.swift 2>&1)
if [ -z "$out" ]; then echo "PASS Swift 5 code makes views outside the main actor"; echo "1 passed, 0 failed"; exit 0; fi
echo "FAIL Swift 5 code making views outside the main actor: $(grep -c 'error:' <<< "$out") errors, $(grep -c 'warning:' <<< "$out") warnings"
grep -E 'error:|warning:' <<< "$out" | head -10
echo "0 passed, 1 failed"; exit 1
