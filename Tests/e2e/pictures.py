#!/usr/bin/env python3
"""End to end: pictures on terminals that answer differently. The vacation gallery runs on a
pseudo-terminal whose other end answers like kitty (the graphics query too), like a Sixel
terminal, like tmux, or like the Linux console, and the bytes the app writes are checked:
kitty gets the photograph once as a PNG with Unicode placeholders, freed when the page
changes; Sixel gets a DCS picture; tmux and the console get half-blocks and nothing else;
nothing is written for a picture that did not change; no half-blocks are sent under pixels.
Then the frame where the photograph appears is measured in every mode against the frame
without it (its text art), and each is checked against what it costs now.
Standard library only. Builds nothing: expects .build/debug/tessera (or $TESSERA_BIN)."""

import base64
import fcntl
import os
import re
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import termios
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BIN = os.environ.get("TESSERA_BIN", os.path.join(ROOT, ".build", "debug", "tessera"))
GRAPHICS_QUERY = b"\x1b_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\x1b\\"
PLACEHOLDER = "\U0010EEEE".encode()
passed = failed = 0


def check(name, condition, detail=""):
    global passed, failed
    print(("PASS " if condition else "FAIL ") + name + ("" if condition or not detail else f" ({detail})"))
    if condition:
        passed += 1
    else:
        failed += 1


class Pty:
    """The app on a pty of ROWS x COLS; the other end answers `answers` (query -> reply)."""

    def __init__(self, args, answers, term, env=None, size=(30, 100)):
        self.answers, self.output, self.answered = answers, b"", set()
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", size[0], size[1], size[1] * 10, size[0] * 20))
        self.state = tempfile.mkdtemp(prefix="tessera-pictures-")
        environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.state, "TERM": term,
                       "LANG": "C.UTF-8", "XDG_STATE_HOME": os.path.join(self.state, "state")}
        environment.update(env or {})
        self.process = subprocess.Popen([BIN] + args, stdin=slave, stdout=slave, stderr=slave, env=environment,
                                        start_new_session=True, preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
        os.close(slave)
        self.master = master

    def settle(self, quiet=0.6, limit=10):
        """Reads (answering the queries it has been asked) until nothing has come for `quiet`
        seconds, or the app closed its end; returns what came."""
        start, end = len(self.output), time.monotonic() + limit
        while time.monotonic() < end and select.select([self.master], [], [], quiet)[0]:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                break
            if not chunk:
                break
            self.output += chunk
            waiting = [q for q in self.answers if q not in self.answered and q in self.output]
            for query in waiting:
                self.answered.add(query)
                os.write(self.master, self.answers[query])
        return self.output[start:]

    def keys(self, data):
        os.write(self.master, data)
        return self.settle()

    def quit(self):
        os.write(self.master, b"q")
        try:
            self.process.wait(5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.settle(0.1, 1)
        os.close(self.master)
        shutil.rmtree(self.state, ignore_errors=True)


KITTY = {b"\x1b[c": b"\x1b[?62;c", GRAPHICS_QUERY: b"\x1b_Gi=31;OK\x1b\\"}
SIXEL = {b"\x1b[c": b"\x1b[?63;1;2;4;6;9;15;22c"}
PLAIN = {b"\x1b[c": b"\x1b[?62;c"}
RIGHT, ENTER, TAB = b"\x1b[C", b"\r", b"\t"


def gallery_on(answers, term, env=None, marker=None, extra=()):
    """The app at the gallery (Right, Enter from the sign-in form) and the bytes of that frame.
    A loaded machine can answer the start-up queries after the app stopped waiting (100 ms),
    and the app then draws cells: tried up to five times for `marker`."""
    for attempt in range(5):
        app = Pty(["vacation", *extra], answers, term, env)
        app.settle()
        gallery = app.keys(RIGHT + ENTER)
        if marker is None or marker in gallery or attempt == 4:
            return app, gallery
        app.quit()


# --- kitty: the graphics query, the PNG once, placeholders, freed when the page changes -----
# (kitty sets KITTY_WINDOW_ID; its own terminfo entry is not needed for the check.)
app, gallery = gallery_on(KITTY, "xterm-256color", {"KITTY_WINDOW_ID": "1"}, marker=b"\x1b_Ga=T")
check("kitty: the graphics query is asked before the device attributes", GRAPHICS_QUERY + b"\x1b[c" in app.output)
sent = re.findall(rb"\x1b_Ga=T,U=1,f=100,t=d,i=(\d+),c=(\d+),r=(\d+),q=2,m=\d;([A-Za-z0-9+/=]*)\x1b\\", gallery)
check("kitty: the gallery sends its photograph once, as a PNG", len(sent) == 1 and base64.b64decode(sent[0][3])[:8] == b"\x89PNG\r\n\x1a\n",
      f"{len(sent)} transmissions")
if sent:
    image_id, columns, rows = int(sent[0][0]), int(sent[0][1]), int(sent[0][2])
    colour = f"\x1b[38;2;{image_id >> 16 & 255};{image_id >> 8 & 255};{image_id & 255}m".encode()
    check(f"kitty: {columns} x {rows} placeholder cells in the picture's colour", gallery.count(PLACEHOLDER) == columns * rows
          and gallery.count(colour) == rows, f"{gallery.count(PLACEHOLDER)} placeholders")
    check("kitty: no half-blocks are sent under the placeholders", "▀".encode() not in gallery and "▄".encode() not in gallery)
    moved = app.keys(TAB)
    check("kitty: a frame that leaves the picture alone writes nothing of it",
          len(moved) > 0 and b"\x1b_G" not in moved and PLACEHOLDER not in moved, f"{len(moved)} bytes")
    paged = app.keys(RIGHT)
    check("kitty: the next photograph frees the last one and sends its own",
          f"\x1b_Ga=d,d=I,i={image_id},q=2\x1b\\".encode() in paged and paged.count(b"\x1b_Ga=T") == 1)
app.quit()

# --- Sixel: a DCS picture where the device attributes list 4 -------------------------------
app, gallery = gallery_on(SIXEL, "xterm-256color", marker=b"\x1bP")
sixels = re.findall(rb"\x1bP0;1;0q\"1;1;(\d+);(\d+)", gallery)
check("sixel: the gallery draws its photograph as Sixel, cell-sized (10 x 20 pixels a cell)",
      len(sixels) == 1 and int(sixels[0][0]) % 10 == 0 and int(sixels[0][1]) % 20 == 0, f"{sixels}")
check("sixel: no half-blocks are sent under the pixels", "▀".encode() not in gallery and "▄".encode() not in gallery)
again = app.keys(TAB)
check("sixel: a frame that leaves the picture alone writes nothing of it", len(again) > 0 and b"\x1bP" not in again)
app.quit()

# --- 256 colours without pixels: half-blocks written once, and the next photograph drawn -----
HALF_BLOCKS = ["▀".encode(), "▄".encode(), "█".encode()]
app, gallery = gallery_on(PLAIN, "xterm-256color")
check("256 colours: the photograph is half-blocks", any(glyph in gallery for glyph in HALF_BLOCKS))
moved = app.keys(TAB)
check("256 colours: a frame that leaves the picture alone writes nothing of it",
      len(moved) > 0 and not any(glyph in moved for glyph in HALF_BLOCKS), f"{len(moved)} bytes")
paged = app.keys(RIGHT)
check("256 colours: the next photograph is drawn in the picture's place, not the last one kept",
      b"Kyoto" in paged and sum(paged.count(glyph) for glyph in HALF_BLOCKS) > 30,
      f"{sum(paged.count(glyph) for glyph in HALF_BLOCKS)} half-blocks")
app.quit()

# --- tmux and the Linux console: half-blocks, nothing else ---------------------------------
for label, term, env in [("tmux", "tmux-256color", {"TMUX": "/tmp/tmux-0/default,1,0"}), ("TERM=linux", "linux", {})]:
    app, gallery = gallery_on(PLAIN, term, env)
    check(f"{label}: the photograph is half-blocks, with no picture sequence",
          any(glyph in gallery for glyph in HALF_BLOCKS) and b"\x1b_G" not in gallery and b"\x1bP" not in gallery and b"\x1b]1337" not in gallery
          and PLACEHOLDER not in gallery)
    app.quit()

# --- The target: bytes of the frame the photograph appears on, against its text art --------
text_art = tempfile.mkdtemp(prefix="tessera-text-art-")
shutil.copytree(os.path.join(ROOT, "Resources"), text_art, dirs_exist_ok=True)
for name in os.listdir(os.path.join(text_art, "photos")):
    if name.endswith((".png", ".jpg")):
        os.remove(os.path.join(text_art, "photos", name))
costs = {}
for label, answers, term, extra, env, marker in [
        ("text art", PLAIN, "xterm-256color", ["--data", text_art], {}, None),
        ("half-blocks, 256 colours", PLAIN, "xterm-256color", [], {}, None),
        ("half-blocks, 24-bit", PLAIN, "xterm-direct", [], {}, None),
        ("kitty", KITTY, "xterm-256color", [], {"KITTY_WINDOW_ID": "1"}, b"\x1b_G"),
        ("sixel", SIXEL, "xterm-256color", [], {}, b"\x1bP"),
        ("iTerm2", PLAIN, "xterm-256color", [], {"TESSERA_PICTURES": "iTerm2"}, b"\x1b]1337")]:
    app, gallery = gallery_on(answers, term, env, marker, extra)
    costs[label] = len(gallery)
    if label == "text art":
        check("text art: the gallery without picture files shows the text art", b"\x1b_G" not in gallery and "▀".encode() not in gallery)
    app.quit()
shutil.rmtree(text_art, ignore_errors=True)
# The target: at most 2x the frame without the picture. 256-colour half-blocks meet it
# (half-blocks written by the picture writer, each colour set alone, the block turned to keep
# the pen, blanks on one colour, the marked blanks under them never sent); docs/DECISIONS.md
# says why the other modes cannot for a photograph. Each is held to what it costs now (bytes
# are counted, not timed): the last round measured 4,463 (256 colours), 13,622 (24-bit),
# 13,636 (kitty), 10,065 (Sixel) and 9,876 (iTerm2) bytes. Sixel costs a little more since
# its 16 registers are the photograph's own colours, not a fixed cube's (which banded).
base = max(1, costs["text art"])
print("MEASURE the gallery's first frame at 100x30: " + ", ".join(f"{k} {v} bytes ({v / base:.1f}x)" for k, v in costs.items()))
check("half-blocks, 256 colours: the gallery's first frame costs at most 2x the frame without the photograph",
      costs["half-blocks, 256 colours"] <= 2 * base, f"{costs['half-blocks, 256 colours']:,} bytes against {base:,}")
for label, budget in [("half-blocks, 24-bit", 5_300), ("kitty", 7_400), ("sixel", 11_300), ("iTerm2", 5_700)]:
    check(f"{label}: the gallery's first frame costs at most {budget:,} bytes", costs[label] <= budget, f"{costs[label]:,} bytes")

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
