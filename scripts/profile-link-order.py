#!/usr/bin/env python3
"""Writes the link order for release builds: the functions the apps run when they start and
answer the usual keys, so the linker can place them side by side. Package.swift gives the order
to the link of every program that uses the toolkit, so a program of a user's own is profiled
too: the TodoList example, whose first screen and keys (a list, a search field, a sheet) reach
toolkit, runtime and Foundation code the demo apps do not.

Why: the kernel maps a program's code in 64 KB runs around each page it touches, so code that
runs together but lies scattered over 16 MB of text costs most of those 16 MB in resident
memory. Placed together, it costs about its own size.

How: runs a release build of `tessera` (and of the TodoList, if given) under valgrind's
callgrind in a pseudo-terminal, one scenario per app (start, keys, quit), and keeps every
function that ran if a binary defines it: first what every scenario ran, then what fewer
shared, each group in the order first seen. Then each scenario again under valgrind's lackey,
which sees every load and store, for the data the start reads: after the functions, the list
names one symbol of each data section read, in the order first read. Names a binary does not
have are skipped by the linker, so a stale list costs only memory.

The linker moves sections, not functions: naming a function that lies in a large section of
many (the Swift runtime's libswiftCore holds 1.6 MB of its code in one) moves all of it. Such
functions go after all the others, so the functions that have sections of their own lie
together at the start instead of being pushed apart by those blocks. Which section holds what
is read from each binary's link map, BINARY.map (lld's -Map, which `make link-order` writes);
without one every function counts as having a section of its own.

Usage: python3 scripts/profile-link-order.py .build/release/tessera scripts/link-order.txt [TODOLIST]
TODOLIST is the example's static release build (`make link-order` builds it). Run from the
repository root (the apps find their shipped data there).
"""
import bisect, fcntl, os, pty, re, select, shutil, signal, struct, subprocess, sys, tempfile, termios, threading, time

KEYS = {"down": b"\x1bOB", "up": b"\x1bOA", "left": b"\x1bOD", "right": b"\x1bOC",
        "end": b"\x1bOF", "home": b"\x1bOH", "tab": b"\t", "enter": b"\r", "esc": b"\x1b",
        "space": b" ", "backspace": b"\x7f"}

# (program: 0 tessera, 1 the TodoList; arguments; keys pressed one by one, anything not in KEYS
# typed as is)
SCENARIOS = [
    (0, ["animals"], "down down down tab tab x y enter esc i n esc + - ] ["),
    (0, ["animals", "--rows", "1000000"], "end home down down"),
    (0, ["vacation"], "a b @ tab c tab enter right enter esc"),
    (0, ["health"], "down down a x left esc down"),
    (0, [], "down down enter esc down enter q"),
    # Search, select and open a todo, close its sheet, add one in the "New todo" field.
    (1, [], "b a backspace backspace tab down space o esc tab tab tab tab t e a enter"),
]


def run(binary, tool, args, keys, state):
    """Runs BINARY under valgrind with TOOL's options in a pseudo-terminal, presses KEYS, quits."""
    pid, fd = pty.fork()
    if pid == 0:
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", XDG_STATE_HOME=state)
        os.execvpe("valgrind", ["valgrind", *tool, binary, *args], env)
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


# An input section at least this large holding more than one function is a block.
BLOCK = 16 * 1024
MAP_LINE = re.compile(r"\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ ( *)(.*)$")


def input_sections(binary):
    """BINARY's input sections from its link map, [] without one: each as (output section,
    start, size, the symbols it defines in the map's order)."""
    sections = []
    if not os.path.exists(binary + ".map"):
        return sections
    output = None
    with open(binary + ".map", errors="replace") as f:
        for line in f:
            # VMA LMA size align, then the name indented: none an output section, 8 spaces an
            # input section, 16 a symbol.
            match = MAP_LINE.match(line)
            if not match:
                continue
            start, size, indent, name = int(match[1], 16), int(match[2], 16), len(match[3]), match[4].strip()
            if indent == 0:
                output = name
            elif indent == 8:
                sections.append((output, start, size, []))
            elif indent == 16 and sections:
                sections[-1][3].append(name)
    return sections


def blocked(sections):
    """The functions that lie in a block."""
    return {name for _, _, size, members in sections if size >= BLOCK and len(members) > 1 for name in members}


# Data the programs read lies in the same 64 KB runs, so the input sections of read-only and
# writable data that a scenario touches are placed together too. valgrind's lackey prints every
# load and store; the link map says which input section holds each address, and the linker moves
# a data section by any symbol it defines: the first the map lists. In a Swift object that is
# often a `got.` entry for a type, which every object referring to that type defines too, so
# those objects' data comes along; measured, that resides 0.3-0.4 MB less than naming only a
# symbol of the section's own. Sections that define none (merged strings) stay where they are.
DATA = (".rodata", ".data.rel.ro", ".data")


def data_sections(sections):
    """The data input sections as (start, size, first symbol), by start."""
    return sorted((start, size, members[0] if members else None)
                  for output, start, size, members in sections if output in DATA)


def data_touched(binary, args, keys, state, work, sections):
    """The first symbol of each data section SECTIONS lists that a run reads or writes, in order."""
    if not sections:
        return []
    fifo = os.path.join(work, "lackey.fifo")
    if os.path.exists(fifo):
        os.remove(fifo)
    os.mkfifo(fifo)
    starts = [section[0] for section in sections]
    low, high = sections[0][0], sections[-1][0] + sections[-1][1]
    order, seen = [], set()

    def read():
        with open(fifo, "rb") as trace:
            for line in trace:
                # " L addr,size", " S …", " M …"; instruction lines start with "I".
                if line[:1] != b" ":
                    continue
                address = int(line[3:line.index(b",")], 16)
                if not low <= address < high:
                    continue
                index = bisect.bisect_right(starts, address) - 1
                start, size, symbol = sections[index]
                if index in seen or address >= start + size:
                    continue
                seen.add(index)
                if symbol:
                    order.append(symbol)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    run(binary, ["--tool=lackey", "--trace-mem=yes", f"--log-file={fifo}"], args, keys, state)
    reader.join(60)
    return order


def functions(profile):
    with open(profile, errors="replace") as f:
        for line in f:
            if line.startswith(("fn=", "cfn=")):
                yield line.split("=", 1)[1].strip()


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit("usage: profile-link-order.py TESSERA OUTPUT [TODOLIST]")
    binaries, output = [sys.argv[1]] + sys.argv[3:], sys.argv[2]
    if not shutil.which("valgrind"):
        sys.exit("profile-link-order: valgrind is needed (apt-get install valgrind)")
    defined = set()
    for binary in binaries:
        nm = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True)
        for line in nm.stdout.splitlines():
            parts = line.split()
            if len(parts) == 3 and parts[1] in "tTwW":
                defined.add(parts[2])
    with tempfile.TemporaryDirectory() as work:
        # valgrind 3.19 cannot read the DWARF 5 our toolchain writes; symbols are enough.
        stripped = []
        for number, binary in enumerate(binaries):
            stripped.append(os.path.join(work, f"program-{number}"))
            subprocess.run(["objcopy", "--strip-debug", binary, stripped[-1]], check=True)
        first_seen, runs_in, example_runs, data_first_seen = {}, {}, set(), {}
        maps = [input_sections(binary) for binary in binaries]
        data = [data_sections(sections) for sections in maps]
        for number, (program, args, keys) in enumerate(SCENARIOS):
            if program >= len(stripped):
                continue
            profile = os.path.join(work, f"profile-{number}.out")
            run(stripped[program], ["--tool=callgrind", "--dump-instr=no", "--demangle=no",
                                    "--compress-strings=no", "--compress-pos=no",
                                    f"--callgrind-out-file={profile}"],
                args, keys, os.path.join(work, f"state-{number}"))
            for name in functions(profile):
                if name in defined:
                    first_seen.setdefault(name, len(first_seen))
                    runs_in.setdefault(name, set()).add(number)
                    if program == 1:
                        example_runs.add(name)
            for name in data_touched(stripped[program], args, keys, os.path.join(work, f"data-state-{number}"),
                                     work, data[program]):
                data_first_seen.setdefault(name, len(data_first_seen))
    # What the example runs comes first, since any program's start runs much the same (the
    # runtime, the scene, stacks, text, a list, the terminal); then what every demo app runs,
    # then what fewer share, so one app touches few of the others' pages. Functions in blocks
    # last, in the same order.
    blocks = set().union(*(blocked(sections) for sections in maps))
    order = sorted(first_seen, key=lambda name: (name in blocks, name not in example_runs,
                                                 -len(runs_in[name]), first_seen[name]))
    # Then the data sections, in the order first touched (they are placed within their own
    # output sections, so where they stand in the list beside the functions does not matter).
    data_order = [name for name in data_first_seen if name not in first_seen]
    with open(output, "w") as f:
        f.write("\n".join(order + data_order) + "\n")
    print(f"{output}: {len(order)} functions, {len(blocks & set(order))} of them in blocks; "
          f"{len(data_order)} data sections")


if __name__ == "__main__":
    main()
