#!/usr/bin/env python3
"""End to end: `tessera vacation --serve ssh`, driven by OpenSSH's client on loopback.

Starts the server on a free port of 127.0.0.1 with a key made here, then: a client in tmux
signs in to the planner, resizes, signs out and quits with Ctrl-C (which ends that session
only); two sessions at once at different sizes; a key or password the server does not list,
a command, and one session past the limit are each turned away in one line; a client killed
while a frame is on its way leaves the server serving; 50 sessions opened and closed leave
the server's memory, threads and descriptors flat; the host key is made once and kept; the
server stops on SIGTERM and its sessions end with it. Standard library, ssh, ssh-keygen and
tmux; builds nothing (.build/debug/tessera, or $TESSERA_BIN, and Serve/.build/debug/tessera-serve,
or $TESSERA_SERVE_BIN, which the app finds on PATH).

With --measure it prints, instead of checking, a local start against a start over SSH and
the keystroke round trip over SSH against a local one (no timing is ever asserted)."""

import fcntl
import os
import re
import select
import shutil
import signal
import struct
import subprocess
import sys
import termios
import time

sys.dont_write_bytecode = True
from serve_common import BIN, SERVE_BIN, SIGN_IN, Server as ServeProcess, built, check, end, finish, results, work_directory
import serve_common

WORK = work_directory("serve-ssh")
SOCKET = f"serve-ssh-{os.getpid()}"


def environment(**extra):
    return serve_common.environment(WORK, **extra)


class Server(ServeProcess):
    """The SSH server, with the port and host key it announces."""

    def __init__(self, *options, state="state"):
        # The server's own terminal and display must not reach a session.
        env = environment(TERM="screen", DISPLAY=":99", TMUX="/tmp/tmux-0/default,1,0")
        super().__init__(WORK, "ssh", *options, state=state, env=env)
        found = re.search(rb"at 127\.0\.0\.1:(\d+) \(host key (SHA256:\S+),", self.line)
        self.port = int(found.group(1)) if found else None
        self.fingerprint = found.group(2).decode() if found else None

    def status(self, field):
        """A number from /proc/PID/status (VmRSS in kB, Threads)."""
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
        return -1

    def descriptors(self):
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))

    def children(self):
        """The server's child processes still running (the sessions' programs)."""
        found = []
        for pid in filter(str.isdigit, os.listdir("/proc")):
            try:
                with open(f"/proc/{pid}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
                if int(fields[1]) == self.process.pid and fields[0] != "Z":
                    found.append(int(pid))
            except (OSError, IndexError, ValueError):
                pass
        return found


def ssh_command(port, user="alice", key="key", command=None, extra=()):
    args = ["ssh", "-p", str(port), "-o", "StrictHostKeyChecking=no", "-o", f"UserKnownHostsFile={WORK}/known_hosts",
            "-o", "LogLevel=ERROR", "-o", "ConnectTimeout=10", "-o", "BatchMode=yes", "-F", "/dev/null", *extra]
    if key:
        args += ["-o", "IdentitiesOnly=yes", "-i", os.path.join(WORK, key)]
    args.append(f"{user}@127.0.0.1")
    if command:
        args.append(command)
    return args


class Pty:
    """A command on one end of a pty of `columns`×`rows`, this script on the other."""

    def __init__(self, args, columns=80, rows=24, env=None):
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        self.process = subprocess.Popen(args, stdin=slave, stdout=slave, stderr=slave, env=env or environment(TERM="xterm-256color"),
                                        start_new_session=True, preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
        os.close(slave)
        self.master = master
        self.output = b""

    def read_for(self, seconds):
        deadline = time.monotonic() + seconds
        while select.select([self.master], [], [], max(0.0, deadline - time.monotonic()))[0]:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            self.output += chunk

    def wait_for(self, needle, seconds=20):
        deadline = time.monotonic() + seconds
        while needle not in self.output and time.monotonic() < deadline:
            self.read_for(0.05)
        return needle in self.output

    def finish(self, seconds=10):
        try:
            code = self.process.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            end(self.process, 0)
            code = None
        self.read_for(0.1)
        os.close(self.master)
        return code


def tmux(*args):
    return subprocess.run(["tmux", "-L", SOCKET, *args], capture_output=True, text=True, env=environment()).stdout


def client(name, port, columns, rows, user="alice"):
    """A client in its own tmux session: the real terminal a user would bring."""
    command = " ".join(f"'{part}'" for part in ssh_command(port, user=user))
    tmux("new-session", "-d", "-s", name, "-x", str(columns), "-y", str(rows),
         f"env TERM=xterm-256color {command}; echo EXIT=$?; sleep 60")


def screen(name):
    return tmux("capture-pane", "-p", "-t", name)


def wait_screen(name, text, tries=100):
    for _ in range(tries):
        if text in screen(name):
            return True
        time.sleep(0.1)
    return text in screen(name)


def rule_width(name):
    """The width of the title's rule, which spans the app's screen."""
    widths = [len(line.rstrip()) for line in screen(name).splitlines() if line.startswith("──")]
    return widths[0] if widths else 0


def make_key(name):
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", name, "-f", os.path.join(WORK, name)], check=True)


def cpu_ms(pid):
    """User and system CPU time of a process so far, in milliseconds (/proc/PID/stat)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def measure():
    """Start-up and keystroke round trip, local against SSH, printed (never asserted). The
    round trips are taken in turns, 40 keystrokes local then 40 over SSH, five times, so a
    load that comes and goes on a shared machine weighs on both alike; the server's and the
    session's CPU time per keystroke say where the time over SSH goes."""
    server = Server("--serve-keys", os.path.join(WORK, "key.pub"), "--serve-limit", "4")
    if server.port is None:
        print("the server did not start:", server.line, server.stderr())
        return

    def started(args, env=None):
        begin = time.monotonic()
        pty = Pty(args, env=env)
        pty.wait_for(SIGN_IN)
        return pty, (time.monotonic() - begin) * 1000

    def round_trips(pty, times, count):
        pty.read_for(0.3)
        for index in range(count):
            os.write(pty.master, b"x" if index % 2 == 0 else b"\x7f")
            begin = time.monotonic()
            select.select([pty.master], [], [], 2)
            times.append((time.monotonic() - begin) * 1000)
            pty.read_for(0.03)

    local_env = environment(TERM="xterm-256color", XDG_STATE_HOME=os.path.join(WORK, "local"))
    sessions = {"local": ([BIN, "vacation"], local_env), "ssh": (ssh_command(server.port), None)}
    starts = {}
    for label, (args, env) in sessions.items():
        starts[label] = []
        for _ in range(5):
            pty, elapsed = started(args, env)
            starts[label].append(elapsed)
            os.write(pty.master, b"\x03")
            pty.finish()
        starts[label].sort()
    ptys = {label: started(args, env)[0] for label, (args, env) in sessions.items()}
    program = server.children()[0]
    times = {label: [] for label in ptys}
    watched = {"server": server.process.pid, "program": program, "client": ptys["ssh"].process.pid}
    spent = dict.fromkeys(watched, 0.0)
    for _ in range(5):
        for label, pty in ptys.items():
            before = {name: cpu_ms(pid) for name, pid in watched.items()}
            round_trips(pty, times[label], 40)
            if label == "ssh":
                for name, pid in watched.items():
                    spent[name] += cpu_ms(pid) - before[name]
    with open(f"/proc/{program}/status") as status:
        rss = [line.split()[1] for line in status if line.startswith("VmRSS:")]
    print(f"ssh: a session's program {rss[0]} kB resident; the server {server.status('VmRSS')} kB")
    for label, pty in ptys.items():
        os.write(pty.master, b"\x03")
        pty.finish()
        found = sorted(times[label])
        median, p95 = found[len(found) // 2], found[int(len(found) * 0.95)]
        print(f"{label}: start to the sign-in form {starts[label][2]:.0f} ms (median of 5, "
              f"{starts[label][0]:.0f}–{starts[label][-1]:.0f}); keystroke round trip median {median:.2f} ms, "
              f"p95 {p95:.2f} ms ({len(found)} keystrokes)")
    count = len(times["ssh"])
    print(f"ssh: CPU a keystroke: the server {spent['server'] / count:.2f} ms, the session's program {spent['program'] / count:.2f} ms, "
          f"OpenSSH's client {spent['client'] / count:.2f} ms; load average {os.getloadavg()[0]:.1f}")
    server.stop()


def main():
    if not built():
        return
    make_key("key")
    make_key("stranger")
    if "--measure" in sys.argv:
        return measure()
    keys = os.path.join(WORK, "keys")
    shutil.copy(os.path.join(WORK, "key.pub"), keys)
    with open(keys, "a") as file:
        file.write("# a comment, then a key type this server does not take\nssh-dss AAAAB3NzaC1kc3MAAACBAP== old\n")

    # Without tessera-serve beside it or on PATH, --serve says how to build it, in one line.
    alone = os.path.join(WORK, "alone")
    os.mkdir(alone)
    shutil.copy(BIN, alone)
    missing = subprocess.run([os.path.join(alone, "tessera"), "vacation", "--serve", "ssh", "--serve-keys", keys],
                             capture_output=True, text=True, env=environment(PATH="/usr/bin:/bin"), timeout=30)
    check("no tessera-serve: exit 1 with one line saying how to build it",
          missing.returncode == 1 and missing.stderr.count("\n") == 1 and "make serve" in missing.stderr,
          f"{missing.returncode}: {missing.stderr!r}")

    server = Server("--serve-keys", keys, "--serve-limit", "60")
    if not check("the server announces its loopback port and host key", server.port is not None, repr(server.line) + server.stderr()):
        server.stop()
        return
    check("a key line it cannot take is said in one line and skipped", "line 3: not a key this server takes" in server.stderr(),
          server.stderr())
    key_file = os.path.join(server.state, "serve", "ssh_host_ed25519_key")
    check("the host key is kept in the state directory, readable by its owner only",
          os.path.exists(key_file) and os.stat(key_file).st_mode & 0o777 == 0o600)

    # Sign in to the planner, resize, sign out, then Ctrl-C ends this session only.
    client("one", server.port, 90, 28)
    check("ssh: the sign-in form in the client's terminal", wait_screen("one", "Sign in to plan your next trip"), screen("one"))
    check("ssh: the client's size and TERM reach the program",
          rule_width("one") == 90 and server.wait_log("session ssh-alice-1 started (90x28, xterm-256color)"),
          f"{rule_width('one')}; {server.stderr()}")
    client("two", server.port, 64, 20)
    check("two at once: the second session gets its own state directory and its size",
          wait_screen("two", "Sign in to plan") and server.wait_log("session ssh-alice-2 started (64x20"), server.stderr())
    check("two at once: each screen is drawn at its own width", rule_width("one") == 90 and rule_width("two") == 64,
          f"{rule_width('one')} and {rule_width('two')}")
    environments = []
    for pid in server.children():
        with open(f"/proc/{pid}/environ", "rb") as file:
            environments.append(dict(item.split(b"=", 1) for item in file.read().split(b"\0") if b"=" in item))
    sessions_dir = os.path.join(server.state, "serve", "sessions").encode()
    check("each program gets the client's TERM, its own state directory, and not the server's display or tmux",
          len(environments) == 2 and all(env.get(b"TERM") == b"xterm-256color" and b"DISPLAY" not in env and b"TMUX" not in env
                                         and env.get(b"XDG_STATE_HOME", b"").startswith(sessions_dir) for env in environments)
          and len({env.get(b"XDG_STATE_HOME") for env in environments}) == 2, str(environments)[:300])
    tmux("send-keys", "-t", "one", "a@b.co", "Tab", "pw", "Enter")
    check("ssh: keys typed sign in to the planner", wait_screen("one", "DESTINATIONS"), screen("one"))
    check("…in that session only", "Sign in to plan" in screen("two"), screen("two"))
    tmux("resize-window", "-t", "one", "-x", "72", "-y", "22")
    for _ in range(50):
        if rule_width("one") == 72:
            break
        time.sleep(0.1)
    check("a resize reaches the program (window-change)", rule_width("one") == 72 and "DESTINATIONS" in screen("one"), screen("one"))
    # Signing in focuses the destinations; Tab from them is Sign Out….
    tmux("send-keys", "-t", "one", "Tab", "Enter")
    check("sign out asks first", wait_screen("one", "Sign out of a@b.co?"), screen("one"))
    tmux("send-keys", "-t", "one", "Up", "Enter")
    check("signed out: back at the sign-in form", wait_screen("one", "Sign in to plan your next trip"), screen("one"))
    tmux("send-keys", "-t", "one", "C-c")
    check("Ctrl-C ends that session, and ssh exits 0", wait_screen("one", "EXIT=0"), screen("one"))
    check("Ctrl-C leaves the other session running", "Sign in to plan" in screen("two") and len(server.children()) == 1,
          f"{server.children()}; {screen('two')}")
    tmux("send-keys", "-t", "two", "C-c")
    check("the second session ends too", wait_screen("two", "EXIT=0") and server.wait_log("session ssh-alice-2 ended (exit 0)"),
          server.stderr())

    # Who may not come in, and what is not run.
    stranger = subprocess.run(ssh_command(server.port, key="stranger", extra=["-tt"]), capture_output=True, text=True,
                              stdin=subprocess.DEVNULL, timeout=30)
    check("a key that is not listed is refused", stranger.returncode == 255 and "Permission denied" in stranger.stderr,
          f"{stranger.returncode}: {stranger.stderr!r}")
    command = subprocess.run(ssh_command(server.port, command="cat /etc/passwd"), capture_output=True, text=True,
                             stdin=subprocess.DEVNULL, timeout=30)
    check("a command is not run: one line says so and ssh exits 1",
          command.returncode == 1 and command.stdout == "" and command.stderr.strip().count("\n") == 0
          and "runs no commands" in command.stderr, f"{command.returncode}: {command.stdout[:80]!r} {command.stderr!r}")

    # A client killed while a frame is on its way: the server serves on.
    before = server.children()
    pty = Pty(ssh_command(server.port, extra=["-tt"]), columns=200, rows=60)
    pty.wait_for(SIGN_IN)
    fcntl.ioctl(pty.master, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 180, 0, 0))
    os.kill(pty.process.pid, signal.SIGWINCH)
    pty.read_for(0.01)
    pty.process.kill()
    pty.finish()
    gone = False
    for _ in range(100):
        if server.children() == before:
            gone = True
            break
        time.sleep(0.1)
    check("a client killed mid-frame: its program ends", gone, f"{server.children()}")
    check("a client killed mid-frame: the server still serves", server.process.poll() is None)
    again = Pty(ssh_command(server.port, extra=["-tt"]))
    check("…and the next client gets the sign-in form", again.wait_for(SIGN_IN), repr(again.output[-200:]))
    os.write(again.master, b"\x03")
    check("…and leaves with Ctrl-C, exit 0", again.finish() == 0)

    # 50 sessions opened and closed: memory, threads and descriptors stay flat.
    def session():
        pty = Pty(ssh_command(server.port, extra=["-tt"]))
        shown = pty.wait_for(SIGN_IN)
        os.write(pty.master, b"\x03")
        return shown and pty.finish() == 0

    for _ in range(5):
        session()
    time.sleep(0.5)
    rss, threads, descriptors = server.status("VmRSS"), server.status("Threads"), server.descriptors()
    served = sum(session() for _ in range(50))
    time.sleep(1)
    grown = server.status("VmRSS") - rss
    check("50 sessions opened and closed, each showing the form and exiting 0", served == 50, f"{served} of 50")
    check(f"…leave the server's memory flat (under 4 MB more: {rss} kB, then {rss + grown} kB)", grown < 4096)
    # A thread kept per session would add 50; a pool may start a few more of its own under load.
    check("…and keep no thread or descriptor per session",
          server.status("Threads") <= threads + 4 and server.descriptors() == descriptors and server.children() == [],
          f"threads {threads}→{server.status('Threads')}, descriptors {descriptors}→{server.descriptors()}")
    fingerprint = server.fingerprint
    code = server.stop()
    check("SIGTERM stops the server (exit 0)", code == 0, str(code))

    # The host key is made once: a restart shows the same one.
    server = Server("--serve-keys", keys, "--serve-limit", "1")
    check("restarted: the same host key", server.fingerprint == fingerprint and fingerprint is not None,
          f"{fingerprint} then {server.fingerprint}")
    client("first", server.port, 80, 24)
    wait_screen("first", "Sign in to plan")
    full = subprocess.run(ssh_command(server.port, extra=["-tt"]), capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=30)
    check("past --serve-limit: turned away in one line, exit 1",
          full.returncode == 1 and "all 1 sessions this server runs at once are in use" in full.stdout + full.stderr,
          f"{full.returncode}: {full.stdout!r} {full.stderr!r}")
    children = server.children()
    code = server.stop()
    check("stopping the server hangs up its sessions and waits for them", code == 0 and children
          and not any(os.path.exists(f"/proc/{pid}") for pid in children), f"exit {code}, {children}")
    check("…and the client sees its session end", wait_screen("first", "EXIT="), screen("first"))

    # A password from the file the operator names (made by tessera-serve --hash-password).
    line = subprocess.run([SERVE_BIN, "--hash-password", "bob"], input="correct horse\n", capture_output=True, text=True).stdout
    check("a password line is a slow derivation (PBKDF2-HMAC-SHA256, 600,000 rounds), never a plain hash",
          re.fullmatch(r"bob:pbkdf2-sha256:600000:[0-9a-f]{32}:[0-9a-f]{64}\n", line) is not None, repr(line))
    passwords = os.path.join(WORK, "passwords")
    with open(passwords, "w") as file:
        file.write(line)
    server = Server("--serve-passwords", passwords, state="state-passwords")
    askpass = os.path.join(WORK, "askpass")
    for password, expected in [("correct horse", 0), ("wrong", 255)]:
        with open(askpass, "w") as file:
            file.write(f"#!/bin/sh\necho '{password}'\n")
        os.chmod(askpass, 0o700)
        env = environment(TERM="xterm-256color", SSH_ASKPASS=askpass, SSH_ASKPASS_REQUIRE="force", DISPLAY=":0")
        args = ssh_command(server.port, user="bob", key=None, extra=["-tt", "-o", "PreferredAuthentications=password",
                                                                     "-o", "NumberOfPasswordPrompts=1"])
        args[args.index("BatchMode=yes")] = "BatchMode=no"
        pty = Pty(args, env=env)
        if expected == 0:
            check("a listed password signs in", pty.wait_for(SIGN_IN) and server.wait_log("session ssh-bob-1 started"),
                  repr(pty.output[-200:]) + server.stderr())
            os.write(pty.master, b"\x03")
            pty.finish()
        else:
            code = pty.finish(seconds=20)
            check("a wrong password is refused", code == 255 and SIGN_IN not in pty.output, f"{code}: {pty.output[-200:]!r}")
    server.stop()


try:
    main()
finally:
    subprocess.run(["tmux", "-L", SOCKET, "kill-server"], capture_output=True)
    shutil.rmtree(WORK, ignore_errors=True)
sys.exit(0 if "--measure" in sys.argv and not results["failed"] else finish())
