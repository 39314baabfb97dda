"""What Tests/e2e/serve_ssh.py and serve_web.py share: the binaries, the PASS/FAIL lines, and
`tessera vacation --serve …` started on a free loopback port with the line it prints read."""

import os
import select
import subprocess
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BIN = os.environ.get("TESSERA_BIN", os.path.join(ROOT, ".build", "debug", "tessera"))
SERVE_BIN = os.environ.get("TESSERA_SERVE_BIN", os.path.join(ROOT, "Serve", ".build", "debug", "tessera-serve"))
SIGN_IN = b"Sign in to plan your next trip"

results = {"passed": 0, "failed": 0}


def check(name, condition, detail=""):
    results["passed" if condition else "failed"] += 1
    print(("PASS " if condition else "FAIL ") + name + ("" if condition or not detail else f" ({detail})"))
    return condition


def built():
    """Whether both programs are there; a FAIL line says so when not."""
    ready = os.access(BIN, os.X_OK) and os.access(SERVE_BIN, os.X_OK)
    return ready or check("tessera and tessera-serve are built (swift build, make serve)", False, f"{BIN}, {SERVE_BIN}")


def environment(work, **extra):
    # The app finds tessera-serve on PATH, as it would once installed.
    path = os.path.dirname(SERVE_BIN) + ":" + os.environ.get("PATH", "/usr/bin:/bin")
    env = {"PATH": path, "HOME": work, "LANG": "C.UTF-8",
           "XDG_STATE_HOME": os.path.join(work, "xdg"), "SWIFT_BACKTRACE": "enable=no"}
    env.update(extra)
    return env


def end(process, seconds=10):
    """SIGTERM, then SIGKILL if `process` is still running `seconds` later; its exit status."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    return process.returncode


class Server:
    """`tessera vacation --serve TRANSPORT=127.0.0.1:0 --state-dir WORK/STATE OPTIONS…`: the
    line it prints on stdout (`line`) and what it writes on stderr (kept in a file)."""

    def __init__(self, work, transport, *options, state="state", env=None):
        self.state = os.path.join(work, state)
        self.log = open(os.path.join(work, f"{state}-{time.monotonic_ns()}.log"), "w+b")
        self.process = subprocess.Popen([BIN, "vacation", "--serve", f"{transport}=127.0.0.1:0", "--state-dir", self.state,
                                         *options], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=self.log,
                                        env=env or environment(work), start_new_session=True)
        self.line = b""
        deadline = time.monotonic() + 30
        while b"\n" not in self.line and time.monotonic() < deadline:
            if select.select([self.process.stdout], [], [], 0.5)[0]:
                chunk = os.read(self.process.stdout.fileno(), 4096)
                if not chunk:
                    break
                self.line += chunk

    def stderr(self):
        self.log.seek(0)
        return self.log.read().decode(errors="replace")

    def wait_log(self, text, tries=100):
        for _ in range(tries):
            if text in self.stderr():
                return True
            time.sleep(0.1)
        return text in self.stderr()

    def stop(self):
        code = end(self.process)
        self.process.stdout.close()
        return code


def finish():
    """The closing line, and the exit status: 1 when a check failed or none ran."""
    print(f"{results['passed']} passed, {results['failed']} failed")
    return 1 if results["failed"] or not results["passed"] else 0


def work_directory(name):
    return tempfile.mkdtemp(prefix=f"tessera-{name}-")
