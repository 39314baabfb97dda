#!/usr/bin/env python3
"""End to end: a live run's deferred work and printing, on a pseudo-terminal.

Runs .build/debug/run-loop-check (Tests/e2e/RunLoopCheck), whose first frame prints to
standard output and standard error and starts two Foundation timers, a
DispatchQueue.main.asyncAfter and a Task.sleep. Checks that the screen comes to say all four
fired, that nothing printed reached the screen while the app had the terminal, and that what
it printed is written to the terminal once the app has given it back, and kept in its log.
Standard library only; builds nothing ($RUN_LOOP_CHECK_BIN names another binary)."""

import atexit
import fcntl
import os
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
BIN = os.environ.get("RUN_LOOP_CHECK_BIN", os.path.join(ROOT, ".build", "debug", "run-loop-check"))
LEAVE_ALTERNATE_SCREEN = b"\x1b[?1049l"
PRINTED = b"printed to standard output during the run"
WRITTEN = b"written to standard error during the run"

results = {"passed": 0, "failed": 0}


def check(name, condition, detail=""):
    results["passed" if condition else "failed"] += 1
    print(("PASS " if condition else "FAIL ") + name + ("" if condition or not detail else f" ({detail})"))


class Pty:
    """The program on one end of a pty (its controlling terminal), this script on the other."""

    def __init__(self, args, state):
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": state, "TERM": "xterm-256color",
               "LANG": "C.UTF-8", "XDG_STATE_HOME": os.path.join(state, "state"), "SWIFT_BACKTRACE": "enable=no"}
        self.process = subprocess.Popen([BIN] + args, stdin=slave, stdout=slave, stderr=slave, env=env,
                                        start_new_session=True,
                                        preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
        os.close(slave)
        self.master = master
        self.output = b""

    def read_for(self, seconds):
        """Adds what the program writes within `seconds` to `output`; less once the pty closes."""
        deadline = time.monotonic() + seconds
        while select.select([self.master], [], [], max(0.0, deadline - time.monotonic()))[0]:
            chunk = self.read_some()
            if not chunk:
                return
            self.output += chunk

    def read_some(self):
        try:
            return os.read(self.master, 65536)
        except OSError:  # EIO: the program closed its side
            return b""

    def wait_for(self, needle, tries=100):
        """Reads until `needle` shows, at most `tries` reads of 0.1 s."""
        for _ in range(tries):
            if needle in self.output:
                return True
            self.read_for(0.1)
        return needle in self.output

    def finish(self, seconds=5):
        """Reads until the program exits; its status, or None if it did not within `seconds`."""
        self.read_for(0.5)
        try:
            code = self.process.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            code = None
        self.read_for(0.2)
        os.close(self.master)
        return code


def run(label, ending):
    """One run, ended by `ending` (a function given the pty); checks the screen and the output after."""
    state = scratch_directory(prefix="tessera-runloop-")
    pty = Pty([], state)
    for name in [b"Timer.scheduledTimer", b"Timer added to RunLoop.main", b"DispatchQueue.main.asyncAfter", b"Task.sleep"]:
        check(f"{label}: {name.decode()} fires in a live run", pty.wait_for(b"fired: " + name),
              pty.output[-300:].decode(errors="replace"))
    during = pty.output
    check(f"{label}: nothing printed reaches the screen while the app has the terminal",
          PRINTED not in during and WRITTEN not in during)
    code = ending(pty)
    after = pty.output[len(during):]
    restored = after.rfind(LEAVE_ALTERNATE_SCREEN)
    check(f"{label}: the app left the alternate screen", restored >= 0)
    # Leaving it twice makes the terminal restore the cursor it saved on entering, which a
    # resize has made stale: tmux then writes the shell's prompt over old lines.
    check(f"{label}: the app left the alternate screen once", after.count(LEAVE_ALTERNATE_SCREEN) == 1,
          f"{after.count(LEAVE_ALTERNATE_SCREEN)} times")
    tail = after[restored:] if restored >= 0 else b""
    check(f"{label}: what it printed to standard output is written after the terminal is given back", PRINTED in tail,
          repr(after[-400:]))
    if label == "SIGSEGV":
        # After a crash stderr holds the crash report: it stays in the log, off the shell.
        check(f"{label}: what it wrote to standard error stays in the log", WRITTEN not in tail)
    else:
        check(f"{label}: what it wrote to standard error is written after the terminal is given back", WRITTEN in tail)
    log_path = os.path.join(state, "state", "run-loop-check", "run-loop-check.log")
    try:
        with open(log_path, "rb") as log:
            logged = log.read()
    except OSError:
        logged = b""
    check(f"{label}: the log keeps both", PRINTED in logged and WRITTEN in logged, log_path)
    return code


code = run("q", lambda pty: (os.write(pty.master, b"q"), pty.finish())[1])
check("q: exits 0", code == 0, str(code))
code = run("SIGTERM", lambda pty: (pty.process.terminate(), pty.finish())[1])
check("SIGTERM: exits 143", code == 143, str(code))
# A crash: the crash guard restores the terminal and writes what was kept before dying.
code = run("SIGSEGV", lambda pty: (pty.process.send_signal(signal.SIGSEGV), pty.finish(seconds=30))[1])
check("SIGSEGV: dies by the signal", code == -signal.SIGSEGV, str(code))

# A log that cannot be opened (the state directory is a file): said in one line once the
# terminal is restored, where the user can read it.
state = scratch_directory(prefix="tessera-runloop-")
open(os.path.join(state, "state"), "w").close()
pty = Pty([], state)
pty.wait_for(b"q quits")
os.write(pty.master, b"q")
code = pty.finish()
check("no log: exits 0", code == 0, str(code))
check("no log: says so after the terminal is restored",
      b"could not open the log" in pty.output[pty.output.rfind(LEAVE_ALTERNATE_SCREEN):], repr(pty.output[-300:]))

print(f"{results['passed']} passed, {results['failed']} failed")
sys.exit(1 if results["failed"] else 0)
