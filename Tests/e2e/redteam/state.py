#!/usr/bin/env python3
"""State files under faults: what a user sees, what is on disk, the exit status.

Runs `.build/debug/tessera` (or $TESSERA_BIN) headless with --snapshot and live through a
pty. Prints PASS/FAIL (or SKIP, when the machine cannot make the fault) per check and a
final count; exits non-zero on any failure. Standard library only.
"""
import json, os, pty, re, select, shutil, subprocess, sys, tempfile, time, unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
BIN = os.environ.get("TESSERA_BIN", os.path.join(ROOT, ".build", "debug", "tessera"))
WORK = tempfile.mkdtemp(prefix="tessera-state-e2e-")
passed = failed = 0
SIGN_IN = '"ada@example.com" Tab "pw" Enter'
# Signing in focuses the destinations: Enter opens the first.
BOOK = SIGN_IN + ' Enter Enter "2027-01-10" Tab "2027-01-12" Enter'


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"PASS {name}")
    else:
        failed += 1
        print(f"FAIL {name}" + (f": {detail}" if detail else ""))


def skip(name, why):
    print(f"SKIP {name}: {why}")


def fresh(name):
    path = os.path.join(WORK, name)
    os.makedirs(path)
    return path


def snapshot(app, state_dir, keys=None, size="100x30"):
    args = [BIN, app, "--snapshot", "--size", size, "--state-dir", state_dir]
    if keys:
        args += ["--keys", keys]
    return subprocess.run(args, capture_output=True, text=True, timeout=30)


SEQUENCE = re.compile(r"\x1b(\[([0-9;?<>=]*)([ -/]*)([@-~])|\][^\x07\x1b]*(?:\x07|\x1b\\)|[()][0-9A-Za-z]|[=>78DEHMc])")


class Screen:
    """Just enough of a terminal to read what ncurses drew: cursor moves, erases, repeats, text."""

    def __init__(self, rows=30, cols=100):
        self.rows, self.cols = rows, cols
        self.cells = [[" "] * cols for _ in range(rows)]
        self.y = self.x = 0
        self.last = " "
        self.top, self.bottom = 0, rows - 1

    def put(self, ch):
        width = 2 if unicodedata.east_asian_width(ch) in "WF" else (0 if unicodedata.combining(ch) else 1)
        if width == 0:
            return
        if self.x + width > self.cols:
            self.x = 0
            self.line_feed()
        self.cells[self.y][self.x] = ch
        if width == 2 and self.x + 1 < self.cols:
            self.cells[self.y][self.x + 1] = ""
        self.x += width
        self.last = ch

    def line_feed(self):
        if self.y == self.bottom:
            del self.cells[self.top]
            self.cells.insert(self.bottom, [" "] * self.cols)
        else:
            self.y = min(self.rows - 1, self.y + 1)

    def feed(self, text):
        i = 0
        while i < len(text):
            ch = text[i]
            if ch == "\x1b":
                m = SEQUENCE.match(text, i)
                if not m:
                    if i + 1 >= len(text):
                        return text[i:]
                    i += 1
                    continue
                if m.group(4):
                    self.csi(m.group(2), m.group(3), m.group(4))
                i = m.end()
                continue
            if ch == "\r":
                self.x = 0
            elif ch == "\n":
                self.line_feed()
            elif ch == "\b":
                self.x = max(0, self.x - 1)
            elif ch >= " ":
                self.put(ch)
            i += 1
        return ""

    def csi(self, params, intermediate, final):
        if params.startswith("?") or intermediate:
            return
        args = [int(a) if a.isdigit() else 0 for a in params.split(";")] if params else []
        n = args[0] if args and args[0] > 0 else 1
        if final in "Hf":
            self.y = min(self.rows - 1, (args[0] if args and args[0] else 1) - 1)
            self.x = min(self.cols - 1, (args[1] if len(args) > 1 and args[1] else 1) - 1)
        elif final == "A": self.y = max(0, self.y - n)
        elif final == "B": self.y = min(self.rows - 1, self.y + n)
        elif final == "C": self.x = min(self.cols - 1, self.x + n)
        elif final == "D": self.x = max(0, self.x - n)
        elif final == "G": self.x = min(self.cols - 1, n - 1)
        elif final == "d": self.y = min(self.rows - 1, n - 1)
        elif final == "b":
            for _ in range(n): self.put(self.last)
        elif final == "X":
            for k in range(self.x, min(self.cols, self.x + n)): self.cells[self.y][k] = " "
        elif final == "K":
            mode = args[0] if args else 0
            span = range(self.x, self.cols) if mode == 0 else range(0, self.x + 1) if mode == 1 else range(self.cols)
            for k in span: self.cells[self.y][k] = " "
        elif final == "J":
            mode = args[0] if args else 0
            if mode == 0:
                self.csi("", "", "K")
                for row in range(self.y + 1, self.rows): self.cells[row] = [" "] * self.cols
            elif mode in (2, 3):
                self.cells = [[" "] * self.cols for _ in range(self.rows)]
        elif final == "r":
            self.top = (args[0] - 1) if args and args[0] else 0
            self.bottom = (args[1] - 1) if len(args) > 1 and args[1] else self.rows - 1
        elif final == "L":
            for _ in range(n):
                del self.cells[self.bottom]
                self.cells.insert(self.y, [" "] * self.cols)
        elif final == "M":
            for _ in range(n):
                del self.cells[self.y]
                self.cells.insert(self.bottom, [" "] * self.cols)
        elif final == "P":
            row = self.cells[self.y]
            del row[self.x:self.x + n]
            row.extend([" "] * (self.cols - len(row)))
        elif final == "@":
            row = self.cells[self.y]
            for _ in range(n): row.insert(self.x, " ")
            del row[self.cols:]

    def text(self):
        return "\n".join("".join(row).rstrip() for row in self.cells)

    def footer(self):
        return "".join(self.cells[self.rows - 1]).rstrip()


class Live:
    """One app in a pty, 100x30; stderr to a file."""

    def __init__(self, app, state_dir=None, env=None, wrap=None):
        master, slave = pty.openpty()
        import fcntl, struct, termios
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
        self.err = tempfile.NamedTemporaryFile(dir=WORK, delete=False)
        args = [BIN, app] + (["--state-dir", state_dir] if state_dir else [])
        if wrap:
            args = wrap(args)
        environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", **(env or {}))
        environment.setdefault("XDG_STATE_HOME", os.path.join(WORK, "xdg-unused"))
        self.proc = subprocess.Popen(args, stdin=slave, stdout=slave, stderr=self.err, env=environment,
                                     start_new_session=True, close_fds=True)
        os.close(slave)
        self.master = master
        self.screen = Screen()
        self.decoder = __import__("codecs").getincrementaldecoder("utf-8")("replace")
        self.pending = ""

    def text(self):
        """The screen as it stands now."""
        return self.screen.text()

    def pump(self, seconds):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            ready, _, _ = select.select([self.master], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(self.master, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                self.pending = self.screen.feed(self.pending + self.decoder.decode(chunk))

    def wait_for(self, needle, seconds=5):
        """Reads until `needle` shows (bounded: at most `seconds`)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if needle in self.text():
                return True
            if self.proc.poll() is not None:
                self.pump(0.1)
                return needle in self.text()
            self.pump(0.1)
        return needle in self.text()

    def send(self, data, settle=0.15):
        os.write(self.master, data.encode())
        self.pump(settle)

    def finish(self, keys="q", seconds=8):
        if keys:
            self.send(keys)
        try:
            code = self.proc.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            code = self.proc.wait()
        self.pump(0.1)
        os.close(self.master)
        with open(self.err.name) as f:
            return code, f.read()


def edit_first_animal(live, suffix="X"):
    """Opens the inspector, types after the first animal's name, leaves the field."""
    live.send("i", 0.3)
    live.send("\t", 0.3)
    live.send(suffix, 0.3)
    live.send("\x1b", 0.5)


def load(path):
    with open(path) as f:
        return json.load(f)


def namespace_wrap(setup):
    """Runs the app inside a user and mount namespace after `setup` (mount commands)."""
    def wrap(args):
        quoted = " ".join("'" + a.replace("'", "'\\''") + "'" for a in args)
        return ["unshare", "-rm", "sh", "-c", f"{setup} && exec {quoted}"]
    return wrap


def namespaces_work():
    return shutil.which("unshare") and subprocess.run(["unshare", "-rm", "true"], capture_output=True).returncode == 0


def save_failure(name, state_dir, reason, wrap=None, env=None):
    live = Live("animals", state_dir, env=env, wrap=wrap)
    live.wait_for("Help")
    edit_first_animal(live)
    live.wait_for(f"Could not save animals.json: {reason}")
    footer = live.screen.footer()
    code, err = live.finish("q")
    check(f"{name}: the footer says the save failed", f"⚠ Could not save animals.json: {reason}" in footer, footer)
    check(f"{name}: one line on stderr at exit", f"Could not save animals.json: {reason}" in err, repr(err))
    check(f"{name}: exit status is not 0", code != 0, f"exit {code}")


# --- Save failures -------------------------------------------------------------------------

if namespaces_work():
    d = fresh("readonly")
    save_failure("read-only file system", d, "Read-only file system",
                 wrap=namespace_wrap(f"mount --bind {d} {d} && mount -o remount,ro,bind {d}"))
    d = fresh("full")
    save_failure("full file system", d, "No space left on device",
                 wrap=namespace_wrap(f"mount -t tmpfs -o size=64k tmpfs {d} && (dd if=/dev/zero of={d}/fill bs=4k 2>/dev/null; true)"))
elif os.geteuid() != 0:
    d = fresh("readonly")
    os.chmod(d, 0o555)
    save_failure("read-only directory", d, "Permission denied")
    os.chmod(d, 0o755)
    skip("full file system", "no user namespaces to mount a small tmpfs (StateStoreTests covers it)")
else:
    skip("read-only and full file systems", "root without user namespaces")

d = fresh("file-is-dir")
os.makedirs(os.path.join(d, "animals.json", "inside"))
save_failure("animals.json is a directory", d, "Is a directory")
check("animals.json is a directory: it is left alone", os.path.isdir(os.path.join(d, "animals.json", "inside")))

home = fresh("dir-is-file")
with open(os.path.join(home, "tessera"), "w") as f:
    f.write("not a directory\n")
save_failure("the state directory is a file", None, "Not a directory", env={"XDG_STATE_HOME": home})
check("the state directory is a file: it is left alone", open(os.path.join(home, "tessera")).read() == "not a directory\n")

# --- A symlinked state file is written through to its target --------------------------------

d = fresh("symlink")
os.makedirs(os.path.join(d, "elsewhere"))
os.makedirs(os.path.join(d, "state"))
with open(os.path.join(d, "elsewhere", "real.json"), "w") as f:
    json.dump({"kept": 1}, f)
os.symlink("../elsewhere/real.json", os.path.join(d, "state", "animals.json"))
live = Live("animals", os.path.join(d, "state"))
live.wait_for("Help")
edit_first_animal(live)
code, err = live.finish("q")
link = os.path.join(d, "state", "animals.json")
check("symlinked state file: still a link after a save", os.path.islink(link))
target = load(os.path.join(d, "elsewhere", "real.json"))
check("symlinked state file: the target holds the edit and what it had",
      target.get("kept") == 1 and "Fabrizio Fish" in target.get("animals.edits", {}), json.dumps(target)[:200])

# --- One bad element keeps the others -------------------------------------------------------

good = {"id": "t1", "destinationID": "kyoto", "destinationName": "Kyoto", "start": "2027-03-01",
        "end": "2027-03-05", "travellers": 1, "notes": "Temples"}
bad = dict(good, id="t2", destinationName="Zermatt", destinationID="zermatt", start="2027-02-01", travellers="two")
no_notes = {k: v for k, v in good.items() if k != "notes"}
no_notes.update(id="t3", destinationName="Lake Bled", destinationID="bled", start="2027-04-01")
d = fresh("vacation-bad")
with open(os.path.join(d, "vacation.json"), "w") as f:
    json.dump({"trips": [good, bad, no_notes]}, f)
out = snapshot("vacation", d, SIGN_IN).stdout
check("vacation: the trips that decode are shown", "Kyoto" in out and "Lake Bled" in out, out[-400:])
check("vacation: the footer says one trip could not be read", "1 of 3 entries" in out, out.splitlines()[-1] if out else "")
live = Live("vacation", d)
live.wait_for("Help")
for key in ['ada@example.com', '\t', 'pw', '\r']:
    live.send(key, 0.3)
live.wait_for("Kyoto")
for key in ['\r', '\r', '2027-01-10', '\t', '2027-01-12', '\r']:
    live.send(key, 0.4)
code, err = live.finish("q")
trips = load(os.path.join(d, "vacation.json")).get("trips", [])
ids = [t.get("id") for t in trips]
check("vacation: booking keeps every old trip, the bad one as it was",
      len(trips) == 4 and "t1" in ids and "t3" in ids and bad in trips, json.dumps(ids))

d = fresh("health-bad")
conditions = [{"id": "c1", "text": "Hay fever", "flagged": False}, {"id": "c2", "text": "Broken toe", "flagged": "yes"},
              {"id": "c3", "text": "Night owl", "flagged": True}]
with open(os.path.join(d, "health.json"), "w") as f:
    json.dump({"conditions": conditions}, f)
out = snapshot("health", d).stdout
check("health: the user's conditions are shown, not the defaults",
      "Hay fever" in out and "Night owl" in out and "Seasonal allergies" not in out, out[-600:])
check("health: the footer says one condition could not be read", "1 of 3 entries" in out, out.splitlines()[-1] if out else "")

d = fresh("animals-bad")
edits = {"Fabrizio Fish": {"name": "Fabrizio Renamed"}, "Professor Acorn": {"suspicion": "maybe"}}
with open(os.path.join(d, "animals.json"), "w") as f:
    json.dump({"animals.edits": edits}, f)
out = snapshot("animals", d).stdout
check("animals: the edit beside a bad one is shown", "Fabrizio Renamed" in out, out[:300])
footer = out.splitlines()[-1] if out else ""
check("animals: the footer names the edit that could not be read", "Professor Acorn" in footer, footer)
live = Live("animals", d)
live.wait_for("Help")
live.send("\x1b[B", 0.3)
live.send("\x1b[B", 0.3)
edit_first_animal(live, "Y")
code, err = live.finish("q")
saved = load(os.path.join(d, "animals.json")).get("animals.edits", {})
check("animals: an edit elsewhere keeps the bad entry as it was and the good one",
      saved.get("Professor Acorn") == {"suspicion": "maybe"} and saved.get("Fabrizio Fish") == {"name": "Fabrizio Renamed"}
      and len(saved) == 3, json.dumps(saved))

# --- Two instances on one state directory --------------------------------------------------

def two_instances(name):
    """Starts two instances on one directory; the later one renames the first animal and quits."""
    directory = fresh(name)
    first, second = Live("animals", directory), Live("animals", directory)
    first.wait_for("Help")
    second.wait_for("Help")
    edit_first_animal(second, "B")
    second.finish("q")
    return directory, first


d, first = two_instances("two")
first.send("\x1b[B", 0.3)
edit_first_animal(first, "A")
code, err = first.finish("q")
saved = load(os.path.join(d, "animals.json")).get("animals.edits", {})
check("two instances: both edits survive (the earlier instance quits last)",
      saved.get("Fabrizio Fish", {}).get("name") == "Fabrizio FishB"
      and any(v.get("name", "").endswith("A") for k, v in saved.items() if k != "Fabrizio Fish"), json.dumps(saved))

d, first = two_instances("two-same")
edit_first_animal(first, "A")
first.wait_for("Both instances changed")
told = first.screen.footer()
code, err = first.finish("q")
asides = [n for n in os.listdir(d) if n.startswith("animals.conflict-")]
kept = load(os.path.join(d, asides[0])) if asides else {}
check("two instances, one value: the second is told", 'Both instances changed "animals.edits" in animals.json' in told, told)
check("two instances, one value: the other's version is kept beside the file",
      kept.get("animals.edits", {}).get("Fabrizio Fish", {}).get("name") == "Fabrizio FishB", str(asides))
# The footer cuts the line at the screen's width; the whole of it, with the name of the file
# kept aside, is in the log and printed once the terminal is given back.
check("two instances, one value: the whole line, with the file kept aside, is printed after",
      bool(asides) and f'Both instances changed "animals.edits" in animals.json; the other\'s version: {asides[0]}' in err, err)

# --- Leftover temporary files, an oversized state file ---------------------------------------

d = fresh("leftovers")
dead = subprocess.Popen(["true"])
dead.wait()
stale = os.path.join(d, f".animals.json.{dead.pid}.tmp")
alive = os.path.join(d, f".animals.json.{os.getpid()}.tmp")
for path in (stale, alive):
    with open(path, "w") as f:
        f.write("{" * 1000)
snapshot("animals", d)
check("a killed save's temporary file is removed at start-up", not os.path.exists(stale))
check("a running process's temporary file is left alone", os.path.exists(alive))

d = fresh("oversized")
big = os.path.join(d, "animals.json")
with open(big, "w") as f:
    f.write('{"pad": "' + "x" * (17 * 1024 * 1024) + '"}')
size = os.path.getsize(big)
result = snapshot("animals", d)
asides = [n for n in os.listdir(d) if n.startswith("animals.too-large-")]
check("an oversized state file: the footer says so", "over the 16 MB limit" in result.stdout, result.stdout.splitlines()[-1] if result.stdout else result.stderr)
check("an oversized state file: moved aside whole, not read",
      len(asides) == 1 and os.path.getsize(os.path.join(d, asides[0])) == size and not os.path.exists(big), str(asides))

shutil.rmtree(WORK, ignore_errors=True)
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
