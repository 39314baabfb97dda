#!/usr/bin/env python3
"""Writes the link order for release builds: the functions the apps run when they start and
answer the usual keys, so the linker can place them side by side.

Why: the kernel maps a program's code in 64 KB runs around each page it touches, so code that
runs together but lies scattered over 16 MB of text costs most of those 16 MB in resident
memory. Placed together, it costs about its own size.

How: runs a release build of `tessera` under valgrind's callgrind in a pseudo-terminal, one
scenario per app (start, keys, quit), and keeps every function that ran if the binary defines
it: first what every scenario ran, then what fewer shared, each group in the order first seen.
Names the binary no longer has are skipped by the linker, so a stale list costs only memory.

Usage: python3 scripts/profile-link-order.py .build/release/tessera scripts/link-order.txt
Run from the repository root (the apps find their shipped data there).
"""
import fcntl, os, pty, select, shutil, signal, struct, subprocess, sys, tempfile, termios, time

KEYS = {"down": b"\x1bOB", "up": b"\x1bOA", "left": b"\x1bOD", "right": b"\x1bOC",
        "end": b"\x1bOF", "home": b"\x1bOH", "tab": b"\t", "enter": b"\r", "esc": b"\x1b"}

# (arguments, keys pressed one by one; anything not in KEYS is typed as is)
SCENARIOS = [
    (["animals"], "down down down tab tab x y enter esc i n esc + - ] ["),
    (["animals", "--rows", "1000000"], "end home down down"),
    (["vacation"], "a b @ tab c tab enter right enter esc"),
    (["health"], "down down a x left esc down"),
    ([], "down down enter esc down enter q"),
]


def run(binary, out, args, keys, state):
    pid, fd = pty.fork()
    if pid == 0:
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", XDG_STATE_HOME=state)
        os.execvp("valgrind", ["valgrind", "--tool=callgrind", "--dump-instr=no", "--demangle=no",
                               "--compress-strings=no", "--compress-pos=no",
                               f"--callgrind-out-file={out}", binary, *args])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))

    def drain(quiet, limit=8.0):
        # A live clock writes every second: stop after `limit` seconds even if never quiet.
        end = time.monotonic() + limit
        while time.monotonic() < end and select.select([fd], [], [], quiet)[0]:
            try:
                if not os.read(fd, 65536):
                    return
            except OSError:
                return

    drain(3.0)
    for key in keys.split():
        os.write(fd, KEYS.get(key, key.encode()))
        drain(0.4)
    drain(1.5)  # lets a live clock tick at least once
    os.write(fd, b"\x03")
    drain(3.0)
    # Under valgrind a live clock can keep Ctrl-C from landing; TERM ends it the same way.
    for _ in range(50):
        if os.waitpid(pid, os.WNOHANG)[0]:
            break
        time.sleep(0.1)
    else:
        os.kill(pid, signal.SIGTERM)
        drain(3.0)
        os.waitpid(pid, 0)
    os.close(fd)


def functions(profile):
    with open(profile, errors="replace") as f:
        for line in f:
            if line.startswith(("fn=", "cfn=")):
                yield line.split("=", 1)[1].strip()


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: profile-link-order.py BINARY OUTPUT")
    binary, output = sys.argv[1], sys.argv[2]
    if not shutil.which("valgrind"):
        sys.exit("profile-link-order: valgrind is needed (apt-get install valgrind)")
    defined = set()
    nm = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True)
    for line in nm.stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tTwW":
            defined.add(parts[2])
    with tempfile.TemporaryDirectory() as work:
        # valgrind 3.19 cannot read the DWARF 5 our toolchain writes; symbols are enough.
        stripped = os.path.join(work, "tessera")
        subprocess.run(["objcopy", "--strip-debug", binary, stripped], check=True)
        first_seen, runs_in = {}, {}
        for number, (args, keys) in enumerate(SCENARIOS):
            profile = os.path.join(work, f"profile-{number}.out")
            run(stripped, profile, args, keys, os.path.join(work, f"state-{number}"))
            for name in functions(profile):
                if name in defined:
                    first_seen.setdefault(name, len(first_seen))
                    runs_in.setdefault(name, set()).add(number)
    # What every app runs comes first, then what fewer share; each app's own code ends up in
    # one run of its own, so one app touches few of the others' pages.
    order = sorted(first_seen, key=lambda name: (-len(runs_in[name]), first_seen[name]))
    with open(output, "w") as f:
        f.write("\n".join(order) + "\n")
    print(f"{output}: {len(order)} functions")


if __name__ == "__main__":
    main()
