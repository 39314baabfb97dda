#!/usr/bin/env python3
"""End to end: hostile text in data files and state files reaches no output as a terminal
command. Each app runs with `--snapshot` in every format (text, ansi, accessibility) on data
and state full of escape sequences (OSC 52, OSC 0, DCS, CSI, ESC c), C1 controls, bidi
overrides and isolates, NUL and BEL; stdout and stderr must hold no ESC but the SGR and OSC 8
sequences the ansi format writes itself, and none of the others. Also: `--data DIR` reads only
the files it needs (an unrelated huge file in DIR, and `--data /usr`, fail fast or work), a
copied binary shows the data built into it, and `TESSERA_RESOURCES` still overrides it.
Standard library only. Builds nothing: expects .build/debug/tessera (or $TESSERA_BIN)."""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
BIN = os.environ.get("TESSERA_BIN", os.path.join(ROOT, ".build", "debug", "tessera"))

HOSTILE = ("\x1b]52;c;SEFDS0VE\x07"     # OSC 52: write the clipboard
           "\x1b]0;PWNED\x1b\\"         # OSC 0: set the title
           "\x1bP+q544e\x1b\\"          # DCS: ask for terminfo
           "\x1b[6n\x1b[2J\x1b[31m"     # CSI: report the cursor (a reply typed into the shell), clear, colour
           "\x1bc"                      # RIS: reset the terminal
           + "".join(chr(c) for c in range(0x80, 0xA0))  # every C1 control, as U+0080-U+009F
           + "\u202eevil\u202c\u2066iso\u2069\u202a\u202b\u202d\u2067\u2068"  # bidi overrides and isolates
           + "\x00\x07\x7f!")

# What the ansi format writes itself: SGR, and OSC 8 with a printable ASCII address.
ALLOWED = re.compile(r"\x1b\[[0-9;]*m|\x1b\]8;;[\x21-\x7e]*\x1b\\")
FORBIDDEN = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")

# Every outcome, in order: (name, passed).
results = []


def check(name, condition, detail=""):
    """Prints PASS or FAIL for `name` (with `detail` on a failure) and records it."""
    results.append((name, bool(condition)))
    print(("PASS " if condition else "FAIL ") + name + ("" if condition or not detail else f" ({detail})"))


def forbidden(text, ansi=False):
    """The first forbidden character in `text` with a little context, or None."""
    if ansi:
        text = ALLOWED.sub("", text)
    match = FORBIDDEN.search(text)
    if not match:
        return None
    return f"U+{ord(match.group()):04X} near {text[max(0, match.start() - 12):match.start() + 12]!r}"


def run(args, cwd=None, env=None, timeout=30):
    full_env = dict(os.environ)
    full_env.pop("TESSERA_RESOURCES", None)
    full_env.update(env or {})
    return subprocess.run(args, cwd=cwd, env=full_env, capture_output=True, timeout=timeout)


def write_json(path, value):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(value, f, ensure_ascii=False)


def hostile_files(work):
    """A data directory and a state directory in which every string is hostile."""
    data, state = os.path.join(work, "data"), os.path.join(work, "state")
    h = HOSTILE
    write_json(f"{data}/animals.json", [{"name": "Ant" + h, "fruit": "Fig" + h, "suspicion": "sneaky"},
                                        {"name": "Bee" + h, "fruit": "Mango", "suspicion": "innocent"}])
    write_json(f"{data}/health.json", {
        "steps": {"today": 1200, "goal": 10000, "hourly": [0, 100, 1100]},
        "restingHeartRate": {"today": 58, "week": [60, 59, 58]},
        "sleep": {"hours": 7.0, "week": [7.0, 6.5, 7.5]},
        "conditions": [{"id": "c1", "text": "Cold" + h, "flagged": True}]})
    write_json(f"{data}/heart-rate.json", {"unit": "bpm" + h, "samples": [60, 72, 80, 75]})
    write_json(f"{data}/destinations.json", [{
        "id": "d1", "name": "Dune" + h, "country": "Kay" + h, "bestSeason": "May" + h,
        "summary": "Sand" + h, "photo": "p1", "url": "https://example.org/dune"}])
    write_json(f"{data}/photos/captions.json", {"p1": "Pic" + h})
    with open(f"{data}/photos/p1.txt", "w", encoding="utf-8") as f:
        f.write("art" + h + "\nmore" + h + "\n")
    write_json(f"{state}/animals.json", {"animals.edits": {"Ant" + h: {"name": "Newt" + h, "notes": "Note" + h}}})
    write_json(f"{state}/health.json", {"conditions": [{"id": "s1", "text": "Saved" + h, "flagged": False},
                                                       {"id": "s2", "text": "Two" + h, "flagged": True}]})
    write_json(f"{state}/vacation.json", {"trips": [{
        "id": "t1", "destinationID": "d1", "destinationName": "Trip" + h, "start": "2026-04-01",
        "end": "2026-04-05", "travellers": 2, "notes": "Notes" + h}]})
    return data, state


def check_formats(work):
    data, state = hostile_files(work)
    # Each run, and whether its screen shows some of the hostile text (the heart-rate detail
    # shows only numbers).
    runs = [
        ("animals", [], True), ("animals", ["--keys", "i"], True), ("animals", ["--keys", "Down n"], True),
        ("health", [], True), ("health", ["--path", "conditions"], True), ("health", ["--path", "heart-rate"], False),
        ("vacation", [], True), ("vacation", ["--keys", '"ada@example.com" Tab "pw" Enter'], True),
        ("vacation", ["--keys", '"ada@example.com" Tab "pw" Enter Tab Tab Enter'], True),
    ]
    for app, extra, shows in runs:
        for fmt in ("text", "ansi", "accessibility"):
            args = [BIN, app, "--snapshot", "--size", "120x40", "--format", fmt,
                    "--state-dir", state, "--data", data] + extra
            result = run(args)
            out = result.stdout.decode("utf-8", "replace")
            err = result.stderr.decode("utf-8", "replace")
            name = f"{app} {' '.join(extra)} --format {fmt}".replace("  ", " ")
            if result.returncode != 0:
                check(f"{name}: runs", False, f"exit {result.returncode}: {err.strip()[:200]}")
                continue
            problem = forbidden(out, ansi=fmt == "ansi") or forbidden(err)
            shown = "\u241b]52;c;SEFDS0VE" in out or not shows
            check(f"{name}: nothing a terminal obeys reaches stdout or stderr", problem is None and shown,
                  problem or "the hostile text is not shown at all")


def check_errors(work):
    """An error naming a hostile file: one line, inert."""
    bad = os.path.join(work, "bad\x1b]0;PWNED\x07dir\u202e\x9b")
    os.makedirs(bad, exist_ok=True)
    with open(os.path.join(bad, "animals.json"), "w", encoding="utf-8") as f:
        f.write('[{"name": "x\x1b]52;c;AAAA\x07", "fruit": 3}]')
    result = run([BIN, "animals", "--snapshot", "--data", bad, "--state-dir", os.path.join(work, "s2")])
    err = result.stderr.decode("utf-8", "replace")
    check("a data error naming a hostile directory is one inert line on stderr",
          result.returncode == 65 and err.count("\n") == 1 and forbidden(err) is None and "animals.json" in err,
          f"exit {result.returncode}: {err!r}")
    missing = os.path.join(work, "no\x1b[2Jsuch\x07")
    result = run([BIN, "vacation", "--snapshot", "--data", missing, "--state-dir", os.path.join(work, "s3")])
    err = result.stderr.decode("utf-8", "replace")
    check("a missing --data directory with a hostile name is one inert line on stderr",
          result.returncode == 65 and err.count("\n") == 1 and forbidden(err) is None, f"exit {result.returncode}: {err!r}")


def check_data_directory(work):
    """--data DIR reads DIR/animals.json and so on, never the rest of DIR."""
    shipped = os.path.join(ROOT, "Resources")
    data = os.path.join(work, "big")
    shutil.copytree(shipped, data)
    # An unrelated file far below, larger than any data file may be (sparse: no disk used).
    deep = os.path.join(data, *["deep"] * 8)
    os.makedirs(deep)
    with open(os.path.join(deep, "huge.bin"), "wb") as f:
        f.truncate(40 * 1024 * 1024)
    # A data file that is a link to an endless device is read only up to the limit.
    endless = os.path.join(work, "endless")
    os.makedirs(endless)
    os.symlink("/dev/zero", os.path.join(endless, "animals.json"))
    result = run([BIN, "animals", "--snapshot", "--data", endless, "--state-dir", os.path.join(work, "s-big")])
    err = result.stderr.decode("utf-8", "replace")
    check("animals.json linked to /dev/zero is refused by name at the size limit",
          result.returncode == 65 and err.count("\n") == 1 and "animals.json: expected at most the 16 MB limit" in err,
          f"exit {result.returncode}: {err!r}")
    for app in ("animals", "vacation", "health"):
        result = run([BIN, app, "--snapshot", "--data", data, "--state-dir", os.path.join(work, "s-big")])
        check(f"{app} --data DIR with an unrelated huge file below works", result.returncode == 0,
              result.stderr.decode("utf-8", "replace").strip())
    result = run([BIN, "animals", "--snapshot", "--data", "/usr", "--state-dir", os.path.join(work, "s-usr")])
    err = result.stderr.decode("utf-8", "replace")
    check("animals --data /usr fails with one line naming /usr/animals.json",
          result.returncode == 65 and err == "tessera: /usr/animals.json: no such file\n", f"exit {result.returncode}: {err!r}")
    result = run([BIN, "health", "--snapshot", "--data", "/usr", "--state-dir", os.path.join(work, "s-usr")])
    err = result.stderr.decode("utf-8", "replace")
    check("health --data /usr fails with one line naming /usr/health.json",
          result.returncode == 65 and err == "tessera: /usr/health.json: no such file\n", f"exit {result.returncode}: {err!r}")


def check_copied_binary(work):
    """A binary copied anywhere carries its data; TESSERA_RESOURCES still overrides it."""
    directory = os.path.join(work, "x")
    os.makedirs(directory)
    copy = os.path.join(directory, "tessera")
    shutil.copy2(BIN, copy)
    env = {"HOME": work, "XDG_STATE_HOME": os.path.join(work, "xdg")}
    result = run([copy, "animals", "--snapshot", "--size", "100x30"], cwd="/", env=env)
    out = result.stdout.decode("utf-8", "replace")
    check("a copied binary run from / shows the shipped animals",
          result.returncode == 0 and "Fabrizio Fish" in out, result.stderr.decode("utf-8", "replace").strip())
    for app, word in (("vacation", "Sign in"), ("health", "Heart")):
        result = run([copy, app, "--snapshot", "--size", "100x30"], cwd="/", env=env)
        check(f"a copied binary run from / opens {app}", result.returncode == 0 and word in result.stdout.decode("utf-8", "replace"),
              result.stderr.decode("utf-8", "replace").strip())
    result = run([copy, "vacation", "--snapshot", "--size", "100x30", "--keys", '"ada@example.com" Tab "pw" Enter'], cwd="/", env=env)
    check("a copied binary shows the shipped destinations", "Kyoto" in result.stdout.decode("utf-8", "replace"),
          result.stderr.decode("utf-8", "replace").strip())
    result = run([copy, "--snapshot", "--size", "100x30"], cwd="/", env=env)
    out = result.stdout.decode("utf-8", "replace")
    check("a copied binary's launcher shows a preview", result.returncode == 0 and "Nothing to show" not in out
          and "Fabrizio Fish" in out, out[-300:])
    override = os.path.join(work, "override")
    write_json(f"{override}/animals.json", [{"name": "Override Otter", "fruit": "Kiwi", "suspicion": "innocent"}])
    result = run([copy, "animals", "--snapshot", "--size", "100x30"], cwd="/", env=dict(env, TESSERA_RESOURCES=override))
    check("TESSERA_RESOURCES overrides the built-in data", "Override Otter" in result.stdout.decode("utf-8", "replace"),
          result.stderr.decode("utf-8", "replace").strip())
    result = run([copy, "--snapshot", "--size", "100x30", "--keys", "Down Down"], cwd="/", env=dict(env, TESSERA_RESOURCES=override))
    out = " ".join(result.stdout.decode("utf-8", "replace").split())
    check("the launcher says why an app cannot start, whole", "Health Dashboard cannot start:" in out
          and "health.json: no such file" in out, out[-400:])
    result = run([copy, "health", "--snapshot"], cwd="/", env=dict(env, TESSERA_RESOURCES=override))
    err = result.stderr.decode("utf-8", "replace")
    check("TESSERA_RESOURCES without a file names it in one line",
          result.returncode == 65 and err.count("\n") == 1 and "health.json" in err, f"exit {result.returncode}: {err!r}")


def main():
    if not os.access(BIN, os.X_OK):
        print(f"FAIL no binary at {BIN} (swift build first)")
        print("0 passed, 1 failed")
        return 1
    work = tempfile.mkdtemp(prefix="tessera-redteam-output-")
    try:
        check_formats(work)
        check_errors(work)
        check_data_directory(work)
        check_copied_binary(work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    failed = sum(1 for _, ok in results if not ok)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
