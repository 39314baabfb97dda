#!/usr/bin/env python3
"""End to end: runs the built `tessera` on a pseudo-terminal whose other end is a fake
terminal, answering the start-up queries like kitty (or not at all), and checks the bytes the
app writes: synchronized output around frames, the kitty keyboard pushed and popped on every
way out, focus events, keys decoded from kitty's encoding, the clipboard, 24-bit colour.
Standard library only. Builds nothing: expects .build/debug/tessera (or $TESSERA_BIN)."""

import base64
import atexit
import fcntl
import os
import re
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time


def scratch_directory(prefix="tessera-"):
    """A temporary directory removed when this script exits, however its checks went."""
    path = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, path, True)
    return path

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BIN = os.environ.get("TESSERA_BIN", os.path.join(ROOT, ".build", "debug", "tessera"))

ESC = b"\x1b"
QUERIES = b"\x1b[?2026$p\x1b[?1004$p\x1b[?u\x1b[c"
SYNC_BEGIN, SYNC_END = b"\x1b[?2026h", b"\x1b[?2026l"
KITTY_PUSH, KITTY_POP = b"\x1b[>1u", b"\x1b[<u"
FOCUS_ON, FOCUS_OFF = b"\x1b[?1004h", b"\x1b[?1004l"

# What kitty answers: both modes known and reset (2), keyboard flags 0, then DA.
KITTY = {
    b"\x1b[?2026$p": b"\x1b[?2026;2$y",
    b"\x1b[?1004$p": b"\x1b[?1004;2$y",
    b"\x1b[?u": b"\x1b[?0u",
    b"\x1b[c": b"\x1b[?62;c",
}
# A terminal that answers nothing at all.
SILENT = {}

passed = 0
failed = 0


def check(name, condition, detail=""):
    global passed, failed
    if condition:
        print(f"PASS {name}")
        passed += 1
    else:
        print(f"FAIL {name}" + (f" ({detail})" if detail else ""))
        failed += 1


class FakeTerminal:
    """A pty with the app on one side and this object on the other, answering queries."""

    def __init__(self, args, answers, term="xterm-256color", size=(24, 80), env=None, controlling=True, binary=None):
        self.answers = answers
        self.output = b""
        self.answered = set()
        self.started = time.monotonic()
        self.events = []  # (time, offset in output) when each answer was sent
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", size[0], size[1], 0, 0))
        self.state = scratch_directory(prefix="tessera-pty-")
        environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.state, "TERM": term,
                       "LANG": "C.UTF-8", "XDG_STATE_HOME": os.path.join(self.state, "state")}
        environment.update(env or {})
        # Without `controlling`, the pty is not the app's controlling terminal: closing this
        # end sends it no SIGHUP, it only sees its input hang up.
        self.process = subprocess.Popen([binary or BIN] + args, stdin=slave, stdout=slave, stderr=slave, env=environment,
                                        start_new_session=True,
                                        preexec_fn=(lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0)) if controlling else None)
        os.close(slave)
        self.master = master

    def pump(self, seconds):
        """Reads what the app writes for `seconds`, answering queries as they appear."""
        end = time.monotonic() + seconds
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return
            ready, _, _ = select.select([self.master], [], [], left)
            if not ready:
                return
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            self.output += chunk
            for query, answer in self.answers.items():
                if query not in self.answered and query in self.output:
                    self.answered.add(query)
                    os.write(self.master, answer)

    def wait_for(self, needle, seconds=5, after=0):
        """Pumps until `needle` appears in the output past offset `after`."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if needle in self.output[after:]:
                return True
            self.pump(0.05)
        return needle in self.output[after:]

    def send(self, data):
        os.write(self.master, data)

    def state_letter(self):
        try:
            with open(f"/proc/{self.process.pid}/stat") as stat:
                return stat.read().rsplit(")", 1)[1].split()[0]
        except OSError:
            return "gone"

    def wait_state(self, letter, seconds=5):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if self.state_letter() == letter:
                return True
            self.pump(0.05)
        return False

    def finish(self, seconds=5):
        """Waits for the app to exit; returns its exit status (128 + n for a signal)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.pump(0.05)
            code = self.process.poll()
            if code is not None:
                self.pump(0.1)
                os.close(self.master)
                return 128 - code if code < 0 else code
        self.process.kill()
        self.process.wait()
        os.close(self.master)
        return None


def balanced_kitty_stack(output):
    """Every push is popped, and a pop never comes before its push."""
    depth = 0
    for match in re.finditer(re.escape(KITTY_PUSH) + b"|" + re.escape(KITTY_POP), output):
        depth += 1 if match.group() == KITTY_PUSH else -1
        if depth < 0 or depth > 1:
            return False
    return depth == 0


def started(label, terminal, ready=b"q quits"):
    ok = terminal.wait_for(ready, 8) and terminal.wait_for(KITTY_PUSH if terminal.answers else ready, 2)
    check(f"{label}: screen shows", ok, repr(terminal.output[-200:]))
    return ok


# 1. Like kitty: the queries, frames wrapped, the keyboard pushed; keys decoded; q pops.
term = FakeTerminal(["check"], KITTY)
if started("kitty q", term):
    out = term.output
    check("kitty: the queries are written once", out.count(QUERIES) == 1)
    first_frame = out.find(b"Tessera terminal demo")
    check("kitty: the first frame is inside synchronized output",
          0 <= out.rfind(SYNC_BEGIN, 0, first_frame) and out.find(SYNC_END, first_frame) > first_frame)
    check("kitty: focus events on", FOCUS_ON in out)
    check("kitty: the check screen names what the terminal answered",
          b"Terminal: 256 colours \xc2\xb7 synchronized output \xc2\xb7 kitty keyboard \xc2\xb7 focus events" in out)
    check("kitty: the keyboard is pushed after the first frame", out.find(KITTY_PUSH) > first_frame)
    # "Last input: key NAME": a plain key between, so that ncurses writes the whole new name
    # after the unchanged "key ", not just the cells that changed.
    for sequence, name in [(b"\x1b[13;2u", b"Shift-Enter"), (b"\x1b[13;5u", b"Ctrl-Enter"),
                           (b"\x1b[105;5u", b"Ctrl-i"), (b"\x1b[27u", b"Esc"), (b"\t", b"Tab")]:
        mark = len(term.output)
        term.send(b"x")
        term.wait_for(b"key x", 2, after=mark)
        mark = len(term.output)
        term.send(sequence)
        check(f"kitty: {sequence!r} reaches the app as {name.decode()}", term.wait_for(name, 2, after=mark))
    mark = len(term.output)
    term.send(b"x")
    term.wait_for(b"key x", 2, after=mark)
    mark = len(term.output)
    term.send(b"\x1b[13;2u")
    term.wait_for(b"Shift-Enter", 2, after=mark)
    frame = term.output[mark:]
    check("kitty: a key's frame is inside synchronized output",
          frame.find(SYNC_BEGIN) >= 0 and frame.find(SYNC_BEGIN) < frame.find(b"Shift-Enter") < frame.find(SYNC_END))
    for report, name in [(b"\x1b[O", b"window unfocused"), (b"\x1b[I", b"window focused")]:
        mark = len(term.output)
        term.send(b"x")
        term.wait_for(b"key x", 2, after=mark)
        mark = len(term.output)
        term.send(report)
        check(f"kitty: focus report {report!r} reaches the app as {name.decode()}", term.wait_for(name, 2, after=mark))
    mark = len(term.output)
    term.send(b"\x1b[999;1:2:3;xyz\x1b[;;q")
    term.pump(0.3)
    check("kitty: malformed and unknown sequences are dropped whole", b"xyz" not in term.output[mark:]
          and b"key ;" not in term.output[mark:] and b"key u" not in term.output[mark:])
    term.send(b"q")
    code = term.finish()
    check("kitty q: exit status 0", code == 0, f"got {code}")
    tail = term.output[term.output.rfind(b"Shift-Enter"):]
    check("kitty q: keyboard popped, focus events off, sync ended", KITTY_POP in tail and FOCUS_OFF in tail
          and tail.rfind(SYNC_END) > tail.rfind(SYNC_BEGIN))
    check("kitty q: the stack is balanced", balanced_kitty_stack(term.output))
    check("kitty q: popped before leaving the alternate screen",
          0 <= term.output.rfind(KITTY_POP) < term.output.rfind(b"\x1b[?1049l"))

# 2. Every other way out pops the keyboard exactly once.
ways = [
    ("Ctrl-C", lambda t: t.send(b"\x1b[99;5u"), 0),
    ("SIGTERM", lambda t: t.process.send_signal(signal.SIGTERM), 143),
    ("SIGHUP", lambda t: t.process.send_signal(signal.SIGHUP), 129),
    ("crash", lambda t: t.send(b"!"), 128 + signal.SIGILL),  # fatalError traps with ud2: SIGILL
    ("SIGSEGV", lambda t: t.process.send_signal(signal.SIGSEGV), 128 + signal.SIGSEGV),
]
for label, way, status in ways:
    term = FakeTerminal(["check"], KITTY)
    if not started(f"kitty {label}", term):
        term.finish(1)
        continue
    # Dispatch registers its signal sources on another thread, a moment after the first frame.
    term.pump(0.3)
    mark = len(term.output)
    way(term)
    code = term.finish()
    check(f"kitty {label}: exit status {status}", code == status, f"got {code}")
    check(f"kitty {label}: keyboard popped", KITTY_POP in term.output[mark:])
    check(f"kitty {label}: focus events off", FOCUS_OFF in term.output[mark:])
    check(f"kitty {label}: the stack is balanced", balanced_kitty_stack(term.output))

# 3. Ctrl-Z pops; the continued app pushes again.
term = FakeTerminal(["check"], KITTY)
if started("kitty Ctrl-Z", term):
    mark = len(term.output)
    term.send(b"\x1b[122;5u")
    check("kitty Ctrl-Z: the process stops", term.wait_state("T"))
    term.pump(0.2)
    stopped = term.output[mark:]
    check("kitty Ctrl-Z: keyboard popped before stopping", KITTY_POP in stopped and KITTY_PUSH not in stopped)
    mark = len(term.output)
    term.process.send_signal(signal.SIGCONT)
    check("kitty Ctrl-Z: pushed again after SIGCONT", term.wait_for(KITTY_PUSH, 3, after=mark))
    term.send(b"q")
    code = term.finish()
    check("kitty Ctrl-Z: quits after fg", code == 0, f"got {code}")
    check("kitty Ctrl-Z: the stack is balanced", balanced_kitty_stack(term.output))

# 4. A terminal that answers nothing: the queries and nothing else new, within the bound.
term = FakeTerminal(["check"], SILENT)
if started("silent", term):
    out = term.output
    check("silent: the queries are written", out.count(QUERIES) == 1)
    check("silent: the check screen says nothing answered", b"no answer to the start-up queries" in out)
    for name, sequence in [("no synchronized output", SYNC_BEGIN), ("no kitty push", KITTY_PUSH),
                           ("no focus events", FOCUS_ON)]:
        check(f"silent: {name}", sequence not in out)
    term.send(b"\x1b[13;2u")
    term.pump(0.3)
    term.send(b"q")
    check("silent q: exit status 0", term.finish() == 0)
    check("silent: no kitty pop", KITTY_POP not in term.output)

# 4b. The clipboard: `y` on a row of the animals table writes OSC 52 with the row, and nothing
#     before it does.
term = FakeTerminal(["animals"], KITTY, size=(24, 100))
if started("animals y", term, ready=b"Favourite Fruit"):
    term.pump(0.3)
    check("animals: no OSC 52 before the user asks", b"\x1b]52;" not in term.output)
    mark = len(term.output)
    term.send(b"\x1b[B")  # Down: Professor Acorn
    term.pump(0.3)
    term.send(b"y")
    row = base64.b64encode("Professor Acorn\tApple\tSuspicious".encode()).decode()
    check("animals y: OSC 52 carries the selected row", term.wait_for(f"\x1b]52;c;{row}\x1b\\".encode(), 3, after=mark),
          repr(re.findall(rb"\x1b\]52;[^\x1b]*", term.output)))
    check("animals y: the status line says so", term.wait_for(b"Copied Professor Acorn", 2, after=mark))
    term.send(b"q")
    check("animals y: exit status 0", term.finish() == 0)
    check("animals: one copy, one OSC 52", term.output.count(b"\x1b]52;") == 1)

# 4c. Notifications: booking a trip in a terminal that shows them (WezTerm: OSC 777) writes
#     exactly one notification, its text inert; one that shows none (plain xterm) gets a
#     banner in the app instead and no notification bytes; --snapshot prints none either.
NOTIFY_777, NOTIFY_9, NOTIFY_99 = b"\x1b]777;notify;", b"\x1b]9;", b"\x1b]99;"
# Signing in focuses the destinations: Down is Kyoto.
BOOKING = [b"ada@example.com", b"\t", b"hunter2", b"\r", b"\x1b[B", b"\r", b"\r", b"2026-03-01", b"\t", b"2026-03-05", b"\r"]


def notifications_in(output):
    """The OSC 9 notifications (not 9;4 progress), OSC 777 and OSC 99 sequences in `output`."""
    nine = [m for m in re.findall(rb"\x1b\]9;[^\x1b\x07]*", output) if not m.startswith(b"\x1b]9;4;")]
    return nine + re.findall(rb"\x1b\]777;[^\x1b\x07]*", output) + re.findall(rb"\x1b\]99;[^\x1b\x07]*", output)


def book_a_trip(term):
    for keys in BOOKING:
        term.send(keys)
        term.pump(0.25)
    return term.wait_for(b"2026-03-01 Kyoto", 5)


for label, env, shows in [("WezTerm", {"TERM_PROGRAM": "WezTerm"}, True), ("xterm", {}, False)]:
    term = FakeTerminal(["vacation"], SILENT, size=(30, 100), env=env)
    if started(f"notify {label}", term, ready=b"Sign In"):
        check(f"notify {label}: nothing before the booking", not notifications_in(term.output))
        booked = book_a_trip(term)
        check(f"notify {label}: the trip is booked", booked, repr(term.output[-300:]))
        term.pump(0.5)
        found = notifications_in(term.output)
        if shows:
            check(f"notify {label}: exactly one OSC 777 notification", len(found) == 1, repr(found))
            check(f"notify {label}: it names the trip",
                  found[:1] == [b"\x1b]777;notify;Trip booked: Kyoto;2026-03-01 to 2026-03-05 \xc2\xb7 2 travellers"], repr(found))
        else:
            check(f"notify {label}: no notification sequence", found == [], repr(found))
            check(f"notify {label}: a banner in the app instead", b"Trip booked: Kyoto" in term.output)
        term.send(b"q")
        check(f"notify {label}: exit status 0", term.finish() == 0)

snapshot = subprocess.run([BIN, "vacation", "--snapshot", "--size", "100x30", "--keys",
                           '"ada@example.com" Tab "hunter2" Enter Down Enter Enter "2026-03-01" Tab "2026-03-05" Enter'],
                          capture_output=True, env={**os.environ, "TERM_PROGRAM": "WezTerm", "XDG_STATE_HOME": scratch_directory()}, timeout=60)
check("notify --snapshot: the booking shows as a banner", b"Trip booked: Kyoto" in snapshot.stdout, snapshot.stdout[-500:])
check("notify --snapshot: no escape sequence at all", b"\x1b" not in snapshot.stdout and snapshot.returncode == 0)

# 4d. Task progress: a `.taskProgress()` progress view at 40 % in Ghostty (which shows OSC 9;4)
#     reports it once, and quitting clears it; xterm gets neither.
PREVIEW_BIN = os.environ.get("PREVIEW_BIN", os.path.join(ROOT, ".build", "debug", "preview-check"))
for label, env, shows in [("Ghostty", {"TERM_PROGRAM": "ghostty"}, True), ("xterm", {}, False)]:
    term = FakeTerminal(["--preview", "Upload_Previews"], SILENT, env=env, binary=PREVIEW_BIN)
    if started(f"progress {label}", term, ready=b"Uploading"):
        term.pump(0.3)
        term.send(b"q")
        check(f"progress {label}: exit status 0", term.finish() == 0)
        reports = re.findall(rb"\x1b\]9;4;[0-9;]*\x1b\\", term.output)
        expected = [b"\x1b]9;4;1;40\x1b\\", b"\x1b]9;4;0;0\x1b\\"] if shows else []
        check(f"progress {label}: {'40 % reported, then cleared on the way out' if shows else 'no progress report'}",
              reports == expected, repr(reports))

# 4a'. A key typed while the start-up queries are out (the replies are read once the first
#      frame is made): it reaches the app after the first frame, not the screen as text.
typing = dict(KITTY)
typing[b"\x1b[c"] = b"\x1b[B" + KITTY[b"\x1b[c"]  # Down, just before the DA reply
term = FakeTerminal(["animals"], typing, size=(24, 100))
if started("typed during the queries", term, ready=b"Favourite Fruit"):
    # The second row, Professor Acorn, drawn selected (reverse video) by the frame after it.
    check("typed during the queries: the Down moved the table", term.wait_for(b"7mProfessor Acorn", 3), repr(term.output[-300:]))
    check("typed during the queries: no reply shown as text", b"62;c" not in term.output and b"2026;2" not in term.output)
    term.send(b"q")
    check("typed during the queries: exit status 0", term.finish() == 0)

# 4b'. A terminal that goes away without a SIGHUP (this end closed, the pty not the app's
#      controlling terminal): the app sees its input hang up, writes the pending edit and exits
#      129 as for SIGHUP, instead of reading nothing forever.
term = FakeTerminal(["animals"], KITTY, size=(24, 100), controlling=False)
if started("hang-up", term, ready=b"Favourite Fruit"):
    for key in [b"\x1b[B", b"i", b"\t", b"\x15"]:  # Down, the inspector, its name field, Ctrl-U
        term.send(key)
        term.pump(0.3)
    term.send(b"Quiet Quoll\r")
    term.pump(0.3)
    os.close(term.master)
    try:
        code = term.process.wait(5)
    except subprocess.TimeoutExpired:
        term.process.kill()
        code = None
    check("hang-up: exit status 129", code == 129, f"got {code}")
    saved = os.path.join(term.state, "state", "tessera", "animals.json")
    check("hang-up: the edit is on disk", os.path.exists(saved) and "Quiet Quoll" in open(saved).read())

# 4c. Inline mode on a kitty-like terminal: no alternate screen, the rows as a scroll region,
#     the keyboard pushed and popped, and on exit the region reset with the cursor below.
term = FakeTerminal(["animals", "--inline=8"], KITTY, size=(24, 100))
if started("inline", term, ready=b"Favourite Fruit"):
    check("inline: no alternate screen", b"\x1b[?1049h" not in term.output)
    check("inline: the bottom 8 rows are the region, addressed from its top", b"\x1b[17;24r\x1b[?6h" in term.output)
    term.send(b"q")
    check("inline q: exit status 0", term.finish() == 0)
    tail = term.output[term.output.rfind(KITTY_POP):]
    check("inline q: keyboard popped, then the region reset and a new line below the frame",
          KITTY_POP in term.output and b"\x1b[?6l\x1b[r\x1b[24;1H\r" in tail)
    check("inline q: the normal screen is never told to leave the alternate one", b"\x1b[?1049l" not in term.output)
    check("inline q: the stack is balanced", balanced_kitty_stack(term.output))

# 5. Colour depth: 24-bit SGR with a direct-colour terminfo entry, or COLORTERM=truecolor and
#    an entry's direct sibling; 256 colours otherwise; NO_COLOR still wins.
for label, term_name, env, expected in [
    ("TERM=xterm-direct", "xterm-direct", {}, b"24-bit colour"),
    ("COLORTERM=truecolor", "xterm-256color", {"COLORTERM": "truecolor"}, b"24-bit colour"),
    ("COLORTERM=truecolor without a direct entry", "screen-256color", {"COLORTERM": "truecolor"}, b"256 colours"),
    ("NO_COLOR with xterm-direct", "xterm-direct", {"NO_COLOR": "1"}, b"no colour"),
]:
    term = FakeTerminal(["check"], SILENT, term=term_name, env=env)
    term.wait_for(b"q quits", 8)
    term.pump(0.2)
    term.send(b"q")
    term.finish()
    direct = re.findall(rb"\x1b\[[0-9;]*[34]8:2::[0-9]+:[0-9]+:[0-9]+m", term.output)
    check(f"{label}: the check screen says {expected.decode()}", b"Terminal: " + expected in term.output)
    wants_direct = expected == b"24-bit colour"
    check(f"{label}: {'24-bit' if wants_direct else 'no 24-bit'} SGR written", bool(direct) == wants_direct, f"{len(direct)} found")
    if wants_direct:
        # The demo's gradient: rgb(8·step, 64, 255 − 8·step), exact.
        check(f"{label}: RGB colours are exact", b"48:2::8:64:247m" in term.output)


def startup_delay(answers):
    """Seconds from the queries to the first frame."""
    terminal = FakeTerminal(["check"], answers)
    terminal.wait_for(QUERIES, 5)
    queried = time.monotonic()
    terminal.wait_for(b"Tessera terminal demo", 5)
    delay = time.monotonic() - queried
    terminal.send(b"q")
    terminal.finish()
    return delay


silent_delay = min(startup_delay(SILENT) for _ in range(3))
kitty_delay = min(startup_delay(KITTY) for _ in range(3))
print(f"     start-up wait: {silent_delay * 1000:.0f} ms answering nothing, {kitty_delay * 1000:.0f} ms answering like kitty")
check("silent: start-up waits no more than the bound (100 ms, plus slack)", silent_delay < 0.35)
check("kitty: the DA reply ends the wait early", kitty_delay < silent_delay)

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
