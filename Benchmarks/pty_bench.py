#!/usr/bin/env python3
"""End-to-end numbers through a real pseudo-terminal: the release binary, ncurses and the
kernel included. Launches `tessera` at a fixed size, presses keys, and records the time until
the screen goes quiet, the bytes written per key, idle CPU and wake-ups.

Usage: python3 Benchmarks/pty_bench.py [path/to/tessera]
"""
import fcntl, os, pty, select, signal, statistics, struct, sys, termios, time

from page_cache import evict

BIN = sys.argv[1] if len(sys.argv) > 1 else ".build/release/tessera"
evict(BIN)
QUIET = 0.030  # seconds of silence that mark a finished frame

def spawn(args, cols=100, rows=30):
    pid, fd = pty.fork()
    if pid == 0:
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
        env["XDG_STATE_HOME"] = "/tmp/tessera-pty-bench-state"
        os.execve(BIN, [BIN] + args, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    return pid, fd

def drain_until_quiet(fd, quiet=QUIET, limit=10.0, start=None):
    """Reads until no byte arrives for `quiet` seconds; returns (bytes, seconds to last byte)
    from `start` (now if not given: a key's time starts before it is written, since this
    process may be descheduled between the write and the first read, and the app answer)."""
    start = time.perf_counter() if start is None else start
    last = start; total = 0
    while time.perf_counter() - start < limit:
        r, _, _ = select.select([fd], [], [], quiet)
        if not r:
            if total or time.perf_counter() - start > 2.0:
                break
            continue
        try:
            data = os.read(fd, 65536)
        except OSError:
            break
        if not data:
            break
        # Answer the start-up query for device attributes, as every terminal does (xterm's
        # reply): the app stops waiting for replies at this one.
        if b"\x1b[c" in data:
            os.write(fd, b"\x1b[?62;22c")
        total += len(data); last = time.perf_counter()
    return total, last - start

def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as f:
        parts = f.read().rsplit(")", 1)[1].split()
    return int(parts[11]) + int(parts[12])

def switches(pid):
    """Voluntary context switches of every thread (Dispatch runs work off the main thread)."""
    total = 0
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/status") as f:
                for line in f:
                    if line.startswith("voluntary_ctxt_switches"):
                        total += int(line.split()[1])
        except FileNotFoundError:
            pass
    return total

def stop(pid, fd):
    """Ctrl-C, then waits for the app to exit and closes its terminal."""
    os.write(fd, b"\x03")
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass
    os.close(fd)

def startup(args, runs=7):
    """Median time from launch to the last byte of the first screen, over several launches."""
    times, sizes = [], []
    for _ in range(runs):
        pid, fd = spawn(args)
        size, seconds = drain_until_quiet(fd, quiet=0.15)
        times.append(seconds * 1000); sizes.append(size)
        stop(pid, fd)
    return statistics.median(times), int(statistics.median(sizes))

def measure(label, args, keys):
    first, first_bytes = startup(args)
    pid, fd = spawn(args)
    drain_until_quiet(fd, quiet=0.2)
    rows = [f"| {label} | startup to quiet (median of 7 launches) | {first:.1f} ms | {first_bytes} B |"]
    for name, seq, n in keys:
        times, sizes = [], []
        for i in range(n):
            # End alternates with Home, so every press moves.
            pressed = time.perf_counter()
            os.write(fd, HOME if seq == END and i % 2 else seq)
            b, t = drain_until_quiet(fd, start=pressed)
            times.append(t * 1000); sizes.append(b)
        rows.append(f"| {label} | {name} key→quiet (median of {n}) | {statistics.median(times):.2f} ms | {int(statistics.median(sizes))} B |")
    # Idle: nothing pressed for 3 s, after idle worker threads have exited (they would
    # take their switch counts with them mid-measurement).
    drain_until_quiet(fd, quiet=0.3)
    time.sleep(6)
    drain_until_quiet(fd, quiet=0.05)
    c0, s0, w0 = cpu_ticks(pid), switches(pid), time.perf_counter()
    idle_bytes, _ = drain_until_quiet(fd, quiet=3.0, limit=3.5)
    elapsed = time.perf_counter() - w0
    cpu = (cpu_ticks(pid) - c0) / os.sysconf("SC_CLK_TCK") / elapsed * 100
    wakeups = (switches(pid) - s0) / elapsed
    rows.append(f"| {label} | idle CPU / wake-ups | {cpu:.2f} % | {wakeups:.1f}/s |")
    with open(f"/proc/{pid}/status") as f:
        hwm = next((l.split()[1] for l in f if l.startswith("VmHWM")), "?")
    rows.append(f"| {label} | peak RSS | {int(hwm)/1024:.1f} MB | |")
    stop(pid, fd)
    return rows

# keypad mode: xterm sends application-mode cursor keys.
DOWN, END, HOME, TAB = b"\x1bOB", b"\x1bOF", b"\x1bOH", b"\t"
print("| app | measure | time / CPU | bytes / wake-ups |")
print("|---|---|---:|---:|")
for row in measure("animals", ["animals"], [("Down", DOWN, 30), ("Tab", TAB, 10)]): print(row)
for row in measure("animals --rows 1000000", ["animals", "--rows", "1000000"], [("Down", DOWN, 30), ("End/Home", END, 10)]): print(row)
for row in measure("vacation", ["vacation"], [("Tab", TAB, 20)]): print(row)
for row in measure("health (frozen clock)", ["health", "--clock", "2026-03-14T09:41:00Z"], [("Down", DOWN, 10)]): print(row)
for row in measure("health (live 1 Hz)", ["health"], []): print(row)
