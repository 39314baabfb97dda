#!/usr/bin/env python3
"""End to end: memory does not grow with every presentation opened and closed. Runs the built
`tessera animals --snapshot --keys` with 100 and with 1,000 open/close cycles of help, the
Nibble Bulletin and the inspector (and plain Down/Up moves), and compares the peak resident
size of the two runs (`/usr/bin/time`): a cycle may cost a little (an observation of the store), never kilobytes.
Standard library only. Builds nothing: expects .build/debug/tessera (or $TESSERA_BIN).

Each frame's observation of what it drew is retired when a whole frame is drawn (at the latest
every 32 frames, see docs/DECISIONS.md); before that, each stayed registered in the models it
read until one of them changed, about 20 KB a frame (1,000 cycles grew the peak by 42–45 MB)."""

import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
BIN = os.environ.get("TESSERA_BIN", os.path.join(ROOT, ".build", "debug", "tessera"))
# Growth allowed from 100 to 1,000 cycles: 4 MB, about 4 KB a cycle (an opening leaves an
# observation of the store until the next edit, 1–3 KB). Before the fix a cycle cost 16–47 KB
# (1,000 bulletin cycles: about 48 MB). 1,000 rather than 2,000 keeps the run near a minute.
SMALL, LARGE = 100, 1000
BOUND_KB = 4096

CASES = [
    ("help", '"?" Escape'),
    ("bulletin", '"n" Escape'),
    ("inspector", '"i" "i"'),
    ("moves", "Down Up"),
]

passed = failed = 0


def peak_kb(keys, cycles, state):
    """Peak resident size (KB) of one snapshot run playing `keys` `cycles` times."""
    script = " ".join([keys] * cycles)
    env = dict(os.environ, XDG_STATE_HOME=state, NO_COLOR="1")
    result = subprocess.run(["/usr/bin/time", "-f", "%M", BIN, "animals", "--snapshot", "--size", "100x30",
                             "--state-dir", state, "--keys", script],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, timeout=120)
    if result.returncode != 0:
        raise RuntimeError(f"exit {result.returncode}: {result.stderr.strip().splitlines()[:1]}")
    return int(result.stderr.strip().splitlines()[-1])


def check(case):
    """The PASS or FAIL line for one case."""
    name, keys = case
    with tempfile.TemporaryDirectory() as state:
        try:
            small = peak_kb(keys, SMALL, state)
            large = peak_kb(keys, LARGE, state)
        except subprocess.TimeoutExpired:
            return False, f"FAIL {name}: no answer within 120 s"
        except Exception as error:  # a crash is a failure, said in one line
            return False, f"FAIL {name}: {error}"
    grown = large - small
    if grown <= BOUND_KB:
        return True, f"PASS {name} ({SMALL} cycles {small} KB, {LARGE} cycles {large} KB)"
    return False, f"FAIL {name}: peak grew {grown} KB from {SMALL} to {LARGE} cycles (bound {BOUND_KB} KB)"


if not os.access(BIN, os.X_OK):
    print(f"FAIL setup: {BIN} not built")
    sys.exit(1)
# The cases run side by side, to stay under a minute on two cores.
with ThreadPoolExecutor(max_workers=len(CASES)) as pool:
    for ok, line in pool.map(check, CASES):
        print(line)
        if ok:
            passed += 1
        else:
            failed += 1
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
