#!/usr/bin/env python3
"""Writes Resources/heart-rate.json: three minutes of simulated heart rate, one sample a second.

The trace opens at rest (78 BPM), jumps to 94 as the wearer stands up, climbs while walking,
eases off during a pause, picks up again and settles back towards rest. The random source is
seeded, so running the script again reproduces the file byte for byte.
"""
import json
import math
import pathlib
import random

SEED = 20230605
COUNT = 180
LOW, HIGH = 60, 140

# (seconds, target BPM): the level the trace drifts towards from that second on.
PLAN = [(0, 78), (4, 96), (20, 112), (60, 122), (85, 98), (110, 116), (140, 104), (160, 84)]


def target(t):
    level = PLAN[0][1]
    for start, bpm in PLAN:
        if t >= start:
            level = bpm
    return level


def generate():
    rng = random.Random(SEED)
    samples = [78, 78, 79, 78, 94]
    value = float(samples[-1])
    while len(samples) < COUNT:
        t = len(samples)
        # Drift towards the planned level, with a slow breathing wobble and some noise.
        value += (target(t) - value) * 0.12
        wobble = 2.0 * math.sin(t / 4.5)
        noisy = value + wobble + rng.gauss(0, 1.6)
        samples.append(max(LOW, min(HIGH, round(noisy))))
    return samples


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    samples = generate()
    rows = [", ".join(str(s) for s in samples[i:i + 20]) for i in range(0, len(samples), 20)]
    body = ",\n    ".join(rows)
    text = '{\n  "unit": "BPM",\n  "samples": [\n    ' + body + "\n  ]\n}\n"
    json.loads(text)  # refuse to write anything that is not valid JSON
    (root / "Resources" / "heart-rate.json").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
