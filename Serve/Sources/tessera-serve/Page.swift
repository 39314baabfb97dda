import Foundation
import Tessera

/// The page each tab loads: a terminal filling the window, joined to a session by a WebSocket.
enum Page {
    static func html(title: String, token: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escaped(title))</title>
        <link rel="stylesheet" href="xterm.css?token=\(token)">
        <style>
          html, body { margin: 0; height: 100%; background: #1e1e1e; color: #ccc; font: 14px sans-serif; }
          body { display: flex; flex-direction: column; }
          #screen { flex: 1; min-height: 0; padding: 4px; }
          #status { padding: 2px 8px; background: #333; white-space: nowrap; overflow: hidden; }
        </style>
        </head>
        <body>
        <div id="screen"></div>
        <div id="status">Connecting…</div>
        <script src="xterm.js?token=\(token)"></script>
        <script>
        (function () {
          "use strict";
          var token = new URLSearchParams(location.search).get("token") || "";
          var status = document.getElementById("status");
          var terminal = new Terminal({ fontFamily: "DejaVu Sans Mono, monospace", fontSize: 15, cursorBlink: false,
                                        theme: { background: "#1e1e1e" } });
          terminal.open(document.getElementById("screen"));
          window.tesseraTerminal = terminal;
          var size = TerminalFit.proposeGeometry(terminal);
          if (size && size.cols > 0 && size.rows > 0) { terminal.resize(size.cols, size.rows); }
          var address = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/session?token=" +
            encodeURIComponent(token) + "&cols=" + terminal.cols + "&rows=" + terminal.rows;
          var socket = new WebSocket(address);
          socket.binaryType = "arraybuffer";
          var decoder = new TextDecoder("utf-8");
          var encoder = new TextEncoder();
          var ended = false;
          socket.onopen = function () { status.textContent = "Connected"; terminal.focus(); };
          socket.onmessage = function (event) {
            if (typeof event.data !== "string") { terminal.write(decoder.decode(event.data, { stream: true })); return; }
            var message = JSON.parse(event.data);
            ended = true;
            status.textContent = message.error !== undefined ? "Not started: " + message.error
              : "The session ended (exit " + message.exit + "). Reload the page to start another.";
          };
          socket.onclose = function () {
            if (!ended) { status.textContent = "The connection closed. Reload the page to start another session."; }
          };
          terminal.on("data", function (data) {
            if (socket.readyState === WebSocket.OPEN) { socket.send(encoder.encode(data)); }
          });
          terminal.on("resize", function (size) {
            if (socket.readyState === WebSocket.OPEN) { socket.send(JSON.stringify({ cols: size.cols, rows: size.rows })); }
          });
          window.addEventListener("resize", function () {
            var size = TerminalFit.proposeGeometry(terminal);
            if (size && size.cols > 0 && size.rows > 0) { terminal.resize(size.cols, size.rows); }
          });
        })();
        </script>
        </body>
        </html>

        """
    }

    /// `text` inert in HTML: control characters made visible, then `&<>"'` as entities.
    static func escaped(_ text: String) -> String {
        Sanitizer.sanitize(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
