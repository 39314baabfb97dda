#!/usr/bin/env python3
"""End to end, the terminal layer under bad conditions: input split between reads, invalid
UTF-8, Ctrl-C in and after pastes, every signal that ends the process sent at random moments
(from the first milliseconds after exec), TERM=dumb, and thousands of keys typed without
bracketed paste. Runs the built `tessera` on a pseudo-terminal whose other end is a fake
terminal answering the start-up queries like kitty. Standard library only; builds nothing:
expects .build/debug/tessera (or $TESSERA_BIN). Prints PASS/FAIL lines and a count last."""

import atexit
import fcntl
import os
import random
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

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
BIN = os.environ.get("TESSERA_BIN", os.path.join(ROOT, ".build", "debug", "tessera"))
SEED = int(os.environ.get("TESSERA_E2E_SEED", str(int(time.time()))))
random.seed(SEED)

KITTY = {
    b"\x1b[?2026$p": b"\x1b[?2026;2$y",
    b"\x1b[?1004$p": b"\x1b[?1004;2$y",
    b"\x1b[?u": b"\x1b[?0u",
    b"\x1b[c": b"\x1b[?62;c",
}
KITTY_PUSH, KITTY_POP = b"\x1b[>1u", b"\x1b[<u"
ALT_ON, ALT_OFF = b"\x1b[?1049h", b"\x1b[?1049l"

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


def start_as_a_terminal_does():
    """In the child before exec: the pty as its controlling terminal, and the signals the matrix
    sends at their default action, as a terminal emulator starts its shell. Run under `nohup`
    (or anything else that ignores SIGHUP), the app would inherit SIGHUP ignored, and one sent
    before its handler is in place would be dropped, as it should be for such a parent."""
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    for number in (signal.SIGHUP, signal.SIGINT, signal.SIGTERM, signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2,
                   signal.SIGALRM, signal.SIGVTALRM, signal.SIGXCPU):
        signal.signal(number, signal.SIG_DFL)


class FakeTerminal:
    """A pty with the app on one side and this object on the other, answering queries. The
    app's end stays open here too, so its modes can be read after the app has gone."""

    def __init__(self, args, answers=KITTY, term="xterm-256color", size=(24, 100), env=None):
        self.answers = answers
        self.output = b""
        self.answered = set()
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", size[0], size[1], 0, 0))
        self.shell_modes = termios.tcgetattr(slave)
        self.state = scratch_directory(prefix="tessera-redteam-")
        environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.state, "TERM": term,
                       "LANG": "C.UTF-8", "XDG_STATE_HOME": os.path.join(self.state, "state")}
        environment.update(env or {})
        self.started = time.monotonic()
        self.process = subprocess.Popen([BIN] + args, stdin=slave, stdout=slave, stderr=slave, env=environment,
                                        start_new_session=True,
                                        preexec_fn=start_as_a_terminal_does)
        self.slave = slave
        self.master = master
        os.set_blocking(master, False)

    def pump(self, seconds):
        end = time.monotonic() + seconds
        while True:
            left = end - time.monotonic()
            ready, _, _ = select.select([self.master], [], [], max(0, left))
            if ready:
                try:
                    chunk = os.read(self.master, 65536)
                except (BlockingIOError, OSError):
                    chunk = b""
                if chunk:
                    self.output += chunk
                    for query, answer in self.answers.items():
                        if query not in self.answered and query in self.output:
                            self.answered.add(query)
                            self.send(answer)
                    continue
            if left <= 0:
                return

    def wait_for(self, needle, seconds=5, after=0):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if needle in self.output[after:]:
                return True
            self.pump(0.02)
        return needle in self.output[after:]

    def send(self, data):
        """Writes everything, reading the app's output meanwhile so neither side blocks."""
        while data:
            try:
                written = os.write(self.master, data)
                data = data[written:]
            except BlockingIOError:
                self.pump(0.005)

    def finish(self, seconds=10):
        """Waits for the app to exit; returns its exit status (128 + n for a signal)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.pump(0.02)
            code = self.process.poll()
            if code is not None:
                self.pump(0.05)
                return 128 - code if code < 0 else code
        self.process.kill()
        self.process.wait()
        return None

    def restored(self):
        """What is still wrong with the terminal after the app has gone (empty: nothing)."""
        problems = []
        out = self.output
        if out.rfind(ALT_ON) > out.rfind(ALT_OFF):
            problems.append("still on the alternate screen")
        if out.count(KITTY_PUSH) != out.count(KITTY_POP):
            problems.append(f"kitty keyboard pushed {out.count(KITTY_PUSH)}, popped {out.count(KITTY_POP)}")
        for mode in (b"1000", b"1002", b"1006", b"2004", b"1004"):
            if out.rfind(b"\x1b[?" + mode + b"h") > out.rfind(b"\x1b[?" + mode + b"l"):
                problems.append(f"mode {mode.decode()} left on")
        modes = termios.tcgetattr(self.slave)
        if modes[3] != self.shell_modes[3] or modes[0] != self.shell_modes[0]:
            problems.append("tty modes not restored")
        return problems

    def close(self):
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass


def started(terminal, ready=b"q quits"):
    return terminal.wait_for(ready, 10) and terminal.wait_for(KITTY_PUSH, 2)


def last_input(terminal, after):
    """The names the check screen gave the inputs since `after`."""
    return re.findall(rb"Last input: ([^\x1b\r\n]*)", terminal.output[after:])


def reset_input(terminal):
    """A plain key between checks, so that the next name is written whole."""
    mark = len(terminal.output)
    terminal.send(b"x")
    terminal.wait_for(b"key x", 2, after=mark)
    return len(terminal.output)


# 1. A paste whose end marker is split across two reads, 60 ms apart: the paste ends and the
#    keys after it are keys (before: the app stayed in the paste for ever).
term = FakeTerminal(["check"])
if started(term):
    mark = reset_input(term)
    term.send(b"\x1b[200~pasted\x1b[20")
    term.pump(0.06)
    term.send(b"1~")
    check("split paste end marker: the paste arrives", term.wait_for(b"paste of 6 characters", 3, after=mark))
    mark = len(term.output)
    term.send(b"\x1b[13;2u")
    check("split paste end marker: the next key is a key", term.wait_for(b"Shift-Enter", 3, after=mark))

    # 2. A key's sequence split after its second byte: the key, never letters.
    for first, second, name in [(b"\x1b[1;5", b"A", b"Ctrl-\xe2\x86\x91"), (b"\x1b[97;5", b"u", b"Ctrl-a"),
                                (b"\x1b[1;3", b"D", b"Alt-\xe2\x86\x90"), (b"\x1b", b"[1;5B", b"Ctrl-\xe2\x86\x93")]:
        mark = reset_input(term)
        term.send(first)
        term.pump(0.06 if len(first) > 1 else 0.02)
        term.send(second)
        ok = term.wait_for(name, 3, after=mark)
        term.pump(0.1)
        typed = [n for n in last_input(term, mark) if re.search(rb"key [0-9;\[]$", n)]
        check(f"split sequence {(first + second)!r}: {name.decode()}, no letters", ok and not typed,
              repr(last_input(term, mark)))

    # 3. Invalid UTF-8 just before a paste's end marker: U+FFFD, and the paste still ends.
    mark = reset_input(term)
    term.send(b"\x1b[200~ab\xff\x1b[201~")
    check("invalid UTF-8 in a paste: the paste ends", term.wait_for(b"paste of 3 characters", 3, after=mark))
    mark = len(term.output)
    term.send(b"\x1b[13;2u")
    check("invalid UTF-8 in a paste: the next key is a key", term.wait_for(b"Shift-Enter", 3, after=mark))

    # 4. Esc, then a key typed a moment later, read apart: two keys, not Alt.
    mark = reset_input(term)
    term.send(b"\x1b")
    escape = term.wait_for(b"Esc", 3, after=mark)
    mark = len(term.output)
    term.pump(0.3)
    term.send(b"y")
    term.pump(0.3)
    check("Esc then y, 300 ms apart: Esc, then y, not Alt-y",
          escape and b"y" in term.output[mark:] and b"Alt-y" not in term.output[mark:], repr(term.output[mark:]))
    term.send(b"q")
    check("input checks: exit status 0", term.finish() == 0)
term.close()

# 5. Ctrl-C after a long paste, and in a paste that never ends: the app quits at once.
term = FakeTerminal(["check"])
if started(term):
    body = b"0123456789abcdef" * 12500  # 200 KB
    began = time.monotonic()
    term.send(b"\x1b[200~" + body + b"\x1b[201~\x03")
    code = term.finish(30)
    check(f"Ctrl-C after a 200 KB paste: quits ({time.monotonic() - began:.2f} s)", code == 0, f"got {code}")
    check("Ctrl-C after a 200 KB paste: terminal restored", not term.restored(), ", ".join(term.restored()))
term.close()
term = FakeTerminal(["check"])
if started(term):
    term.send(b"\x1b[200~a paste that lost its end")
    term.pump(0.4)
    term.send(b"\x03")
    code = term.finish(5)
    check("Ctrl-C in a paste that lost its end: quits", code == 0, f"got {code}")
term.close()

# 6. The signal matrix: each signal at a random moment, some in the first 30 ms after exec,
#    some once the screen shows. The terminal is restored and the exit status is the signal's.
SIGNALS = [signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2, signal.SIGALRM, signal.SIGVTALRM, signal.SIGXCPU,
           signal.SIGTERM, signal.SIGHUP, signal.SIGINT]
for number in SIGNALS:
    name = signal.Signals(number).name
    for moment in ["early", "early", "running"]:
        term = FakeTerminal(["check"])
        if moment == "early":
            delay = random.uniform(0, 0.03)
            term.pump(max(0, delay - (time.monotonic() - term.started)))
            label = f"{name} {delay * 1000:.0f} ms after exec"
        else:
            started(term)
            term.pump(random.uniform(0, 0.2))
            label = f"{name} while running"
        term.process.send_signal(number)
        code = term.finish(20)
        check(f"{label}: exit status {128 + number}", code == 128 + number, f"got {code}")
        problems = term.restored()
        check(f"{label}: terminal restored", not problems, ", ".join(problems))
        term.close()

# 7. TERM=dumb: refused with one line, nothing drawn.
term = FakeTerminal(["check"], term="dumb")
code = term.finish(5)
text = term.output.decode(errors="replace").strip()
check("TERM=dumb: exit status 1", code == 1, f"got {code}")
check("TERM=dumb: one line naming the terminal type, no escape sequences",
      "dumb" in text and "\n" not in text and "\x1b" not in text, repr(text))
term.close()

# 8. 5,000 characters typed into a text field without bracketed paste (a terminal that does not
#    have it, or a tool typing): all arrive, and Ctrl-C right after them quits.
term = FakeTerminal(["animals"])
if started(term, ready=b"Favourite Fruit"):
    for key in [b"\x1b[B", b"i", b"\t", b"\x15"]:  # Down, the inspector, its name field, Ctrl-U
        term.send(key)
        term.pump(0.3)
    mark = len(term.output)
    began = time.monotonic()
    term.send(b"abcdefghij" * 499 + b"ZZZZZEND!!")
    arrived = term.wait_for(b"ZZZZZEND!!", 60, after=mark)
    took = time.monotonic() - began
    print(f"     5,000 characters typed without bracketed paste: {took:.2f} s")
    check("typing 5,000 characters: all arrive within the hang guard (60 s)", arrived)
    began = time.monotonic()
    term.send(b"\x03")
    code = term.finish(30)
    check(f"typing 5,000 characters: Ctrl-C then quits ({time.monotonic() - began:.2f} s)", code == 0, f"got {code}")
    saved = os.path.join(term.state, "state", "tessera", "animals.json")
    name = "abcdefghij" * 499 + "ZZZZZEND!!"
    check("typing 5,000 characters: every one is in the saved name, in order",
          os.path.exists(saved) and f'"{name}"' in open(saved).read())
term.close()

# 9. --inline=8 with the prompt at the top of the pane: the region starts on the cursor's row
#    (asked with DSR 6), not at the bottom with blank lines above it.
answers = dict(KITTY)
answers[b"\x1b[6n"] = b"\x1b[3;1R"
term = FakeTerminal(["animals", "--inline=8"], answers=answers, size=(24, 100))
if started(term, ready=b"Favourite Fruit"):
    check("inline at the top: the region is rows 3 to 10", b"\x1b[3;10r\x1b[?6h" in term.output, repr(re.findall(rb"\x1b\[[0-9;]*r", term.output)))
    term.send(b"q")
    code = term.finish()
    check("inline at the top: exit status 0, cursor left under the region",
          code == 0 and b"\x1b[?6l\x1b[r\x1b[10;1H\r" in term.output, f"got {code}")
term.close()

print(f"seed {SEED}")
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
