#!/usr/bin/env python3
"""End to end: `tessera vacation --serve web` on loopback, through its WebSocket and in Chromium.

Starts the server on a free port of 127.0.0.1 and reads the address it prints, then: the page,
its scripts and the WebSocket answer 403 without the token; a tab's WebSocket shows the
sign-in form, takes keys that sign in, resizes, and ends with the program's exit status on
Ctrl-C; two tabs at once each get their own session; a tab closed, or dropped in the middle
of a frame, ends its program and leaves the server serving. Then headless Chromium (Debian's)
loads the page: the screenshot is taken once the terminal shows the sign-in form, and keys
typed into the page sign in. Standard library only (a small WebSocket client, which also
speaks to Chromium's DevTools); builds nothing (.build/debug/tessera and
Serve/.build/debug/tessera-serve, found on PATH).
SCREENSHOTS=DIR keeps the screenshot as DIR/serve-web.png."""

import base64
import http.client
import json
import os
import re
import select
import shutil
import socket
import struct
import subprocess
import sys
import time
import urllib.parse

sys.dont_write_bytecode = True
from serve_common import SIGN_IN, Server as ServeProcess, built, check, end, finish, work_directory

WORK = work_directory("serve-web")


class WebSocket:
    """A WebSocket client (RFC 6455) over a plain socket: enough for the server and DevTools."""

    def __init__(self, port, path, timeout=20):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(request.encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(4096)
            if not chunk:
                break
            head += chunk
        head, _, self.pending = head.partition(b"\r\n\r\n")
        self.status = int(head.split(b" ")[1]) if head.startswith(b"HTTP/1.1 ") else 0
        self.closed = self.status != 101

    def send(self, payload, opcode=2):
        if isinstance(payload, str):
            payload, opcode = payload.encode(), 1
        mask = os.urandom(4)
        length = len(payload)
        header = bytes([0x80 | opcode])
        if length < 126:
            header += bytes([0x80 | length])
        elif length < 65536:
            header += bytes([0x80 | 126]) + struct.pack("!H", length)
        else:
            header += bytes([0x80 | 127]) + struct.pack("!Q", length)
        masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def _read(self, count, deadline):
        while len(self.pending) < count:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([self.sock], [], [], remaining)[0]:
                raise TimeoutError
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.pending += chunk
        data, self.pending = self.pending[:count], self.pending[count:]
        return data

    def receive(self, seconds=10):
        """The next message as (opcode, payload); (8, b"") once closed; None on time-out."""
        deadline = time.monotonic() + seconds
        message, first = b"", None
        try:
            while True:
                head = self._read(2, deadline)
                opcode, length = head[0] & 0x0F, head[1] & 0x7F
                if length == 126:
                    length = struct.unpack("!H", self._read(2, deadline))[0]
                elif length == 127:
                    length = struct.unpack("!Q", self._read(8, deadline))[0]
                payload = self._read(length, deadline)
                if opcode == 8:
                    self.closed = True
                    return 8, payload
                if opcode == 9:
                    self.send(payload, opcode=10)
                    continue
                if opcode == 10:
                    continue
                first = first if opcode == 0 else opcode
                message += payload
                if head[0] & 0x80:
                    return first, message
        except TimeoutError:
            return None
        except (ConnectionError, OSError):
            self.closed = True
            return 8, b""

    def close(self):
        try:
            self.send(b"\x03\xe8", opcode=8)
        except OSError:
            pass
        self.sock.close()


class Tab:
    """A tab's session as the page would run it: binary out of the program, keys and sizes in."""

    def __init__(self, port, token, columns=80, rows=24):
        self.ws = WebSocket(port, f"/session?token={token}&cols={columns}&rows={rows}")
        self.output = b""
        self.texts = []

    def pump(self, seconds):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and not self.ws.closed:
            message = self.ws.receive(max(0.01, deadline - time.monotonic()))
            if message is None:
                return
            opcode, payload = message
            if opcode == 2:
                self.output += payload
            elif opcode == 1:
                self.texts.append(json.loads(payload))

    def wait_for(self, needle, seconds=20):
        deadline = time.monotonic() + seconds
        while needle not in self.output and time.monotonic() < deadline and not self.ws.closed:
            self.pump(0.1)
        return needle in self.output

    def wait_closed(self, seconds=20):
        deadline = time.monotonic() + seconds
        while not self.ws.closed and time.monotonic() < deadline:
            self.pump(0.2)
        return self.ws.closed


class Server(ServeProcess):
    """The web server, with the address and token it announces."""

    def __init__(self, *options):
        super().__init__(WORK, "web", *options)
        found = re.search(rb"at (http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]+)) ", self.line)
        self.url = found.group(1).decode() if found else None
        self.port = int(found.group(2)) if found else None
        self.token = found.group(3).decode() if found else None

    def get(self, path):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=20)
        connection.request("GET", path)
        response = connection.getresponse()
        body = response.read()
        connection.close()
        return response.status, response.getheader("Content-Type") or "", body


def protocol(server):
    token = server.token
    for path in ["/", "/?token=0000", "/xterm.js", "/xterm.css?token=", f"/?token={token}x"]:
        status, _, _ = server.get(path)
        check(f"GET {path} without the right token: 403", status == 403, str(status))
    status, kind, page = server.get(f"/?token={token}")
    check("the page with the token: 200, HTML that loads xterm.js with the token",
          status == 200 and kind.startswith("text/html") and f"xterm.js?token={token}".encode() in page, f"{status} {kind}")
    status, kind, script = server.get(f"/xterm.js?token={token}")
    check("xterm.js, put together from Debian's modules", status == 200 and b'load("public/Terminal")' in script
          and len(script) > 100_000, f"{status} {len(script)} bytes")
    status, kind, css = server.get(f"/xterm.css?token={token}")
    check("xterm.css from Debian's libjs-xterm", status == 200 and b".xterm" in css, f"{status} {kind}")
    for path in ["/session?cols=80&rows=24", f"/session?token={token}x&cols=80&rows=24", "/?token=0"]:
        refused = WebSocket(server.port, path)
        check(f"a WebSocket to {path.split('&')[0]} without the right token: 403, no session", refused.status == 403
              and "session web-" not in server.stderr(), str(refused.status))
        refused.sock.close()

    tab = Tab(server.port, token, 90, 28)
    check("a tab's session shows the sign-in form", tab.wait_for(SIGN_IN), repr(tab.output[-200:]))
    check("…at the tab's size, with its own state directory", server.wait_log("session web-1 started (90x28, xterm-256color)"),
          server.stderr())
    other = Tab(server.port, token, 64, 20)
    check("a second tab at once gets its own session", other.wait_for(SIGN_IN) and server.wait_log("session web-2 started (64x20"),
          server.stderr())
    tab.ws.send(b"a@b.co\tpw\r")
    check("keys sent sign in to the planner", tab.wait_for(b"DESTINATIONS"), repr(tab.output[-300:]))
    before = len(tab.output)
    tab.ws.send(json.dumps({"cols": 70, "rows": 22}))
    tab.pump(1.5)
    check("a resize redraws the screen", len(tab.output) > before + 500, f"{len(tab.output) - before} bytes")
    tab.ws.send(b"\x03")
    check("Ctrl-C ends the session: the exit status, then the socket closes",
          tab.wait_closed() and {"exit": 0} in tab.texts, f"{tab.texts}")
    check("…and the other tab is still running", other.wait_for(b"\x1b") and not other.ws.closed and "web-2 ended" not in server.stderr())
    other.ws.close()
    check("a closed tab ends its program", server.wait_log("session web-2 ended"), server.stderr())

    # Dropped while a frame is on its way: the program ends, the server serves on.
    dropped = Tab(server.port, token, 200, 60)
    dropped.wait_for(SIGN_IN)
    dropped.ws.send(json.dumps({"cols": 180, "rows": 50}))
    dropped.ws.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    dropped.ws.sock.close()
    for _ in range(150):
        if server.stderr().count(" ended ") == 3:
            break
        time.sleep(0.1)
    check("a tab dropped mid-frame ends its program", server.stderr().count(" ended ") == 3, server.stderr())
    again = Tab(server.port, token)
    check("…and the server still serves the next tab", again.wait_for(SIGN_IN))
    again.ws.send(b"\x03")
    again.wait_closed()


class DevTools:
    """Headless Chromium, driven through its DevTools protocol."""

    def __init__(self):
        self.profile = os.path.join(WORK, "chromium")
        self.process = subprocess.Popen(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-port=0",
             "--remote-debugging-address=127.0.0.1", f"--user-data-dir={self.profile}", "--window-size=1000,640",
             "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        for _ in range(300):
            if os.path.exists(port_file) and open(port_file).read().count("\n") >= 1:
                break
            time.sleep(0.1)
        port = int(open(port_file).read().split("\n")[0])
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
        connection.request("GET", "/json/list")
        pages = [target for target in json.loads(connection.getresponse().read()) if target["type"] == "page"]
        path = urllib.parse.urlparse(pages[0]["webSocketDebuggerUrl"]).path
        self.ws = WebSocket(port, path)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            message = self.ws.receive(deadline - time.monotonic())
            if message is None or message[0] == 8:
                break
            reply = json.loads(message[1])
            if reply.get("id") == self.next_id:
                return reply.get("result", {})
        return {}

    def screen(self):
        """The terminal's rows as text, read from xterm.js's buffer."""
        script = ("(function(){var t=window.tesseraTerminal;if(!t)return '';var b=t._core.buffer,out=[];"
                  "for(var i=0;i<t.rows;i++){out.push(b.translateBufferLineToString(b.ydisp+i,true));}return out.join('\\n');})()")
        return self.call("Runtime.evaluate", expression=script, returnByValue=True).get("result", {}).get("value", "")

    def wait_screen(self, text, tries=100):
        for _ in range(tries):
            if text in self.screen():
                return True
            time.sleep(0.1)
        return False

    def type(self, text):
        """Typed a character at a time, as keys (xterm.js reads key presses, not input events)."""
        for character in text:
            self.call("Input.dispatchKeyEvent", type="keyDown", text=character, key=character)
            self.call("Input.dispatchKeyEvent", type="keyUp", key=character)

    def key(self, name, code):
        for kind in ["rawKeyDown", "keyUp"]:
            self.call("Input.dispatchKeyEvent", type=kind, key=name, code=name, windowsVirtualKeyCode=code,
                      nativeVirtualKeyCode=code)
        if name == "Enter":
            self.call("Input.dispatchKeyEvent", type="char", text="\r", key="Enter")

    def stop(self):
        end(self.process)


def browser(server):
    if not shutil.which("chromium"):
        check("Chromium is installed (make deps)", False)
        return
    chromium = DevTools()
    try:
        chromium.call("Page.enable")
        chromium.call("Page.navigate", url=server.url)
        check("Chromium: the page's terminal shows the sign-in form", chromium.wait_screen("Sign in to plan your next trip"),
              chromium.screen())
        time.sleep(0.3)
        shot = base64.b64decode(chromium.call("Page.captureScreenshot", format="png").get("data", ""))
        path = os.path.join(os.environ.get("SCREENSHOTS") or WORK, "serve-web.png")
        with open(path, "wb") as file:
            file.write(shot)
        check("Chromium: a screenshot of it", shot.startswith(b"\x89PNG") and len(shot) > 10_000, f"{len(shot)} bytes at {path}")
        chromium.type("a@b.co")
        chromium.key("Tab", 9)
        chromium.type("pw")
        chromium.key("Enter", 13)
        check("Chromium: keys typed into the page sign in", chromium.wait_screen("DESTINATIONS"), chromium.screen())
    finally:
        chromium.stop()


def main():
    if not built():
        return
    server = Server("--serve-limit", "4")
    if not check("the server prints its loopback address with a token", server.url is not None, repr(server.line) + server.stderr()):
        server.stop()
        return
    try:
        protocol(server)
        browser(server)
    finally:
        code = server.stop()
    check("SIGTERM stops the server (exit 0)", code == 0, str(code))


try:
    main()
finally:
    shutil.rmtree(WORK, ignore_errors=True)
sys.exit(finish())
