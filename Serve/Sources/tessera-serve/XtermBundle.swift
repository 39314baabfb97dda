import Foundation

/// xterm.js for the page as one script: Debian's node-xterm ships it as CommonJS modules (the
/// browser build in libjs-xterm only names them), so the server wraps each module in a function
/// and adds a small `require` that finds them by relative path, at start-up.
enum XtermBundle {
    static func script(from root: URL) throws -> String {
        let files = scripts(in: root, depth: 4).sorted { $0.path < $1.path }
        guard files.contains(where: { $0.path.hasSuffix("/public/Terminal.js") }) else {
            throw ServeError("--serve web needs xterm.js from Debian's node-xterm (\(root.path)); install it with make deps")
        }
        var script = "(function () {\n\"use strict\";\nvar sources = {};\n"
        for file in files {
            let name = String(file.path.dropFirst(root.path.count + 1).dropLast(3))
            guard let source = try? String(contentsOf: file, encoding: .utf8) else {
                throw ServeError("cannot read \(file.path)")
            }
            // A module's text goes inside a function; its own source-map comment would point nowhere.
            let body = source.replacingOccurrences(of: "//# sourceMappingURL=", with: "// source map: ")
            script += "sources[\(quoted(name))] = function (require, module, exports) {\n\(body)\n};\n"
        }
        script += """
            var loaded = {};
            function resolve(from, name) {
                var parts = from.split("/");
                parts.pop();
                name.split("/").forEach(function (part) {
                    if (part === "..") { parts.pop(); } else if (part !== ".") { parts.push(part); }
                });
                var path = parts.join("/").replace(/\\.js$/, "");
                return sources[path] ? path : path + "/index";
            }
            function load(path) {
                if (loaded[path]) { return loaded[path].exports; }
                if (!sources[path]) { throw new Error("xterm.js has no module " + path); }
                var module = { exports: {} };
                loaded[path] = module;
                sources[path](function (name) { return load(resolve(path, name)); }, module, module.exports);
                return module.exports;
            }
            window.Terminal = load("public/Terminal").Terminal;
            window.TerminalFit = load("addons/fit/fit");
            })();

            """
        return script
    }

    /// The modules under `directory`, without tests, following links to folders (node-xterm
    /// links its add-ons to libjs-xterm's), `depth` folders down at most.
    private static func scripts(in directory: URL, depth: Int) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.flatMap { name -> [URL] in
            let url = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
            if isDirectory.boolValue { return depth > 0 ? scripts(in: url, depth: depth - 1) : [] }
            return name.hasSuffix(".js") && !name.hasSuffix(".test.js") ? [url] : []
        }
    }

    /// `text` as a JavaScript string literal.
    private static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
