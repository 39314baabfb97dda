#!/usr/bin/env python3
"""A user's program against a bare one: how long each takes through a pseudo-terminal to its
first screen (the bare one: to print a line and exit), launched in turn so both see the same
machine, with the program's peak memory once the screen is up.

Usage: python3 Benchmarks/startup_bench.py BARE LABEL=PROGRAM [LABEL=PROGRAM ...]
BARE is a Swift program that prints one line and exits; each PROGRAM is a Tessera app, with its
arguments after it if it takes any ("LABEL=.build/release/tessera animals").
"""
import fcntl, os, pty, select, shlex, statistics, struct, sys, termios, time

from page_cache import evict

RUNS = int(os.environ.get("STARTUP_RUNS", "15"))
QUIET = 0.15  # seconds of silence that end the first screen


def launch(command):
    """Seconds from launch to the last byte before QUIET of silence (or to the end of output),
    and the peak RSS in MB while the program still runs (None for one that has exited)."""
    argv = shlex.split(command)
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8",
                   XDG_STATE_HOME=f"/tmp/tessera-startup-bench-{os.getppid()}")
        os.execve(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    last, ended = start, False
    while True:
        ready, _, _ = select.select([fd], [], [], QUIET)
        if not ready:
            break
        try:
            data = os.read(fd, 65536)
        except OSError:
            ended = True
            break
        if not data:
            ended = True
            break
        # Answer the device-attributes query at once, as terminals do.
        if b"\x1b[c" in data:
            os.write(fd, b"\x1b[?62;22c")
        last = time.perf_counter()
    peak = None
    if not ended:
        with open(f"/proc/{pid}/status") as f:
            peak = next((int(l.split()[1]) / 1024 for l in f if l.startswith("VmHWM")), None)
        os.write(fd, b"\x03")
    os.waitpid(pid, 0)
    os.close(fd)
    return (last - start) * 1000, peak


def main():
    bare = sys.argv[1]
    programs = [arg.split("=", 1) for arg in sys.argv[2:]]
    evict(bare, *(shlex.split(command)[0] for _, command in programs))
    times = {label: [] for label, _ in programs}
    peaks = {label: [] for label, _ in programs}
    bare_times = []
    for _ in range(RUNS):
        bare_times.append(launch(bare)[0])
        for label, path in programs:
            t, peak = launch(path)
            times[label].append(t)
            if peak is not None:
                peaks[label].append(peak)
    base = statistics.median(bare_times)
    print(f"| program (median of {RUNS} launches, taken in turn) | to first screen | × bare | peak RSS |")
    print("|---|---:|---:|---:|")
    print(f"| a bare Swift program (prints a line, exits) | {base:.1f} ms | 1.0× | – |")
    for label, _ in programs:
        t = statistics.median(times[label])
        peak = f"{statistics.median(peaks[label]):.1f} MB" if peaks[label] else "–"
        print(f"| {label} | {t:.1f} ms | {t / base:.1f}× | {peak} |")


if __name__ == "__main__":
    main()
