#!/usr/bin/env python3
"""The red-team checks: every script in Tests/e2e/redteam/ run in turn against the built
`tessera` (.build/debug/tessera, or $TESSERA_BIN) — hostile state directories, hostile text
through every output format, split and invalid input, signals at any moment, memory over many
presentations. Each script prints PASS/FAIL lines and `N passed, N failed` last; this sums
them, and fails when any script fails, times out, or ends without its count line."""

import os
import re
import subprocess
import sys
import time

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "redteam")
LIMIT = 300  # seconds a script may take before it counts as failed

scripts = sorted(name for name in os.listdir(HERE) if name.endswith(".py") and not name.startswith("_"))
passed = failed = 0
for name in scripts:
    started = time.monotonic()
    try:
        run = subprocess.run([sys.executable, os.path.join(HERE, name)], stdin=subprocess.DEVNULL,
                             capture_output=True, text=True, errors="replace", timeout=LIMIT)
        output, code = run.stdout + run.stderr, run.returncode
    except subprocess.TimeoutExpired as expired:
        output, code = (expired.stdout or b"").decode(errors="replace") + f"\ntimed out after {LIMIT} s", -1
    sys.stdout.write(output if output.endswith("\n") else output + "\n")
    counts = re.findall(r"^(\d+) passed, (\d+) failed", output, re.MULTILINE)
    if counts:
        passed += int(counts[-1][0])
        failed += int(counts[-1][1])
    if code != 0 or not counts:
        failed += 0 if counts and int(counts[-1][1]) else 1
        print(f"FAIL {name}: exit status {code}" + ("" if counts else ", no count line"))
    print(f"---- {name}: {time.monotonic() - started:.1f} s")

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed or not scripts else 0)
