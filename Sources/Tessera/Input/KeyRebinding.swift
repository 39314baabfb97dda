import Foundation

/// The name of a keyboard command a control answers (`"table.find"`), by which an app's
/// `.keyMap(_:)` and the user's keys file give the command other keys.
///
/// The names are listed in `KeyCommandID.all`; the guide's "Keys" section lists them with
/// their keys.
public struct KeyCommandID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name, as `.keyMap(_:)` and the keys file write it.
    public let rawValue: String
    /// The command named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The command named by the literal: `"table.find"`.
    public init(stringLiteral value: String) { rawValue = value }
    /// The name.
    public var description: String { rawValue }
}

/// What a command's new keys must be: how many, and whether Enter and Space are refused.
package struct KeyCommandRule: Sendable {
    /// The number of keys, each doing what the command's key in that place does (`table.row`:
    /// up, then down); nil when every key does the same and any number will do.
    package var keys: Int?
    /// For a command that destroys something (a list's Delete): Enter and Space, which
    /// confirm and activate everywhere else, are refused.
    package var isDestructive = false
    /// For a text field's command: a character typed without Control or Alt is refused, as
    /// the field types it.
    package var isTextEditing = false
}

extension KeyCommandID {
    /// Every command that can be given other keys, with what its keys must be.
    package static let rules: [KeyCommandID: KeyCommandRule] = [
        "table.row": KeyCommandRule(keys: 2), "table.find": KeyCommandRule(), "table.select": KeyCommandRule(),
        "table.sort-column": KeyCommandRule(keys: 2), "table.reverse": KeyCommandRule(),
        "table.page": KeyCommandRule(keys: 2), "table.first-last": KeyCommandRule(keys: 2),
        "table.next-match": KeyCommandRule(keys: 2), "table.find-done": KeyCommandRule(), "table.stop-finding": KeyCommandRule(),
        "list.row": KeyCommandRule(keys: 2), "list.edit": KeyCommandRule(), "list.done": KeyCommandRule(),
        "list.select": KeyCommandRule(), "list.actions": KeyCommandRule(),
        "list.delete": KeyCommandRule(isDestructive: true),
        "list.page": KeyCommandRule(keys: 2), "list.first-last": KeyCommandRule(keys: 2),
        "list.open": KeyCommandRule(), "list.move": KeyCommandRule(keys: 2), "list.next-field": KeyCommandRule(keys: 2),
        "list.next-action": KeyCommandRule(), "list.previous-action": KeyCommandRule(),
        "list.run-action": KeyCommandRule(), "list.full-swipe": KeyCommandRule(isDestructive: true),
        "list.hide-actions": KeyCommandRule(),
        "table.find-erase": KeyCommandRule(), "table.find-move": KeyCommandRule(keys: 4),
        "button.activate": KeyCommandRule(), "toggle.toggle": KeyCommandRule(), "link.open": KeyCommandRule(),
        "disclosure.toggle": KeyCommandRule(), "disclosure.expand-collapse": KeyCommandRule(keys: 2),
        "picker.open": KeyCommandRule(), "picker.step": KeyCommandRule(keys: 2), "picker.first-last": KeyCommandRule(keys: 2),
        "stepper.step": KeyCommandRule(keys: 2), "stepper.more": KeyCommandRule(), "stepper.less": KeyCommandRule(),
        "slider.step": KeyCommandRule(keys: 2), "slider.least": KeyCommandRule(), "slider.most": KeyCommandRule(),
        "date-picker.field": KeyCommandRule(keys: 2), "date-picker.change": KeyCommandRule(keys: 2),
        "menu.open": KeyCommandRule(), "menu.close": KeyCommandRule(), "context-menu.open": KeyCommandRule(),
        "toolbar.more": KeyCommandRule(), "accessibility.actions": KeyCommandRule(), "accessibility.rotor": KeyCommandRule(keys: 2),
        "navigation.open": KeyCommandRule(), "navigation.back": KeyCommandRule(),
        "scroll.page": KeyCommandRule(keys: 2), "scroll.line": KeyCommandRule(keys: 2), "scroll.top-bottom": KeyCommandRule(keys: 2),
        "tab-view.tab": KeyCommandRule(keys: 2), "tab-view.previous-next": KeyCommandRule(keys: 2),
        "search.start": KeyCommandRule(), "search.cancel": KeyCommandRule(),
        "sheet.size": KeyCommandRule(keys: 2), "sheet.close": KeyCommandRule(), "inspector.width": KeyCommandRule(keys: 2),
        "alert.cancel": KeyCommandRule(), "alert.choose": KeyCommandRule(keys: 2),
        "text.submit": KeyCommandRule(isTextEditing: true), "text.move": KeyCommandRule(keys: 2, isTextEditing: true),
        "text.move-word": KeyCommandRule(keys: 2, isTextEditing: true), "text.start-end": KeyCommandRule(keys: 2, isTextEditing: true),
        "text.erase": KeyCommandRule(keys: 2, isTextEditing: true), "text.erase-word": KeyCommandRule(isTextEditing: true),
        "text.erase-to-start-end": KeyCommandRule(keys: 2, isTextEditing: true),
    ]

    /// Every command that can be given other keys, sorted by name.
    public static var all: [KeyCommandID] { rules.keys.sorted { $0.rawValue < $1.rawValue } }

    /// Why `keys` cannot be this command's keys, or nil when they can.
    package func problem(with keys: [KeyPress]) -> String? {
        guard let rule = KeyCommandID.rules[self] else { return "unknown command '\(rawValue)'" }
        if keys.isEmpty { return "\(rawValue) needs a key" }
        if let count = rule.keys, keys.count != count {
            return "\(rawValue) takes \(count) keys, one for each of its directions, in order"
        }
        if rule.isDestructive, let refused = keys.first(where: { $0.key == .enter || $0.key == .space }) {
            return "\(rawValue) deletes and cannot take \(refused.key.name), which confirms elsewhere"
        }
        if rule.isTextEditing, let refused = keys.first(where: { KeyTrigger.typing.matches($0) }) {
            return "\(rawValue) is a text field's and cannot take \(refused.key.name), which the field types"
        }
        return nil
    }
}

/// The keys an app (`.keyMap(_:)`) and the user (the keys file) gave commands, the user's
/// winning. Never changed once made, so a node's kept key map compares it by identity first.
package final class KeyRebindings: Sendable, Equatable {
    private let app: [KeyCommandID: [KeyTrigger]]
    private let user: [KeyCommandID: [KeyTrigger]]

    private init(app: [KeyCommandID: [KeyTrigger]], user: [KeyCommandID: [KeyTrigger]]) {
        self.app = app
        self.user = user
    }

    /// No command given other keys.
    package static let none = KeyRebindings(app: [:], user: [:])

    package var isEmpty: Bool { app.isEmpty && user.isEmpty }

    /// The keys `command` was given, or nil for its own.
    package func keys(for command: KeyCommandID) -> [KeyTrigger]? { user[command] ?? app[command] }

    /// These with `keys` from the app over its earlier ones (an inner `.keyMap` wins).
    package func addingApp(_ keys: [KeyCommandID: [KeyTrigger]]) -> KeyRebindings {
        KeyRebindings(app: app.merging(keys) { _, inner in inner }, user: user)
    }

    /// These with the user's keys, which win over the app's.
    package func withUser(_ keys: [KeyCommandID: [KeyTrigger]]) -> KeyRebindings {
        KeyRebindings(app: app, user: keys)
    }

    package static func == (a: KeyRebindings, b: KeyRebindings) -> Bool { a.app == b.app && a.user == b.user }

    /// `keys` as triggers, the commands whose keys break a rule left out (and a debug build
    /// stops there: a program's own mistake).
    package static func checked(_ keys: [KeyCommandID: [KeyPress]]) -> [KeyCommandID: [KeyTrigger]] {
        var result: [KeyCommandID: [KeyTrigger]] = [:]
        for (command, presses) in keys {
            if let problem = command.problem(with: presses) {
                assertionFailure(".keyMap: " + problem)
                continue
            }
            result[command] = presses.map { KeyTrigger($0.key, $0.modifiers) }
        }
        return result
    }
}

/// A keys file that cannot be used: which file, which line, and why, in one line.
public struct KeysFileError: Error, CustomStringConvertible, Equatable {
    /// The file's path.
    public var path: String
    /// The line that is wrong (from 1); 0 when the file could not be read.
    public var line: Int
    /// What is wrong.
    public var message: String
    /// `path:line: message`, as compilers write it; the program starts with its own keys.
    public var description: String {
        (line > 0 ? "\(path):\(line): " : "\(path): ") + message + "; using the default keys"
    }
}

extension KeyRebindings {
    /// The user's keys file: `$XDG_CONFIG_HOME/tessera/keys`, else `~/.config/tessera/keys`.
    package static var defaultFile: URL {
        let base = ProcessEnvironment.nonEmpty("XDG_CONFIG_HOME").map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: ProcessEnvironment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".config")
        return base.appendingPathComponent("tessera/keys")
    }

    /// The keys a keys file gives: one command a line, its name, `=`, and its keys separated by
    /// spaces, written as `--keys` writes them or as help names them (`table.row = k j`,
    /// `table.find = Ctrl-F`); `#` starts a comment. Any line that is wrong makes the whole
    /// file unused, so what runs is never half the user's keys.
    package static func parseFile(_ text: String, path: String) throws(KeysFileError) -> [KeyCommandID: [KeyTrigger]] {
        var result: [KeyCommandID: [KeyTrigger]] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            func fail(_ message: String) -> KeysFileError { KeysFileError(path: path, line: index + 1, message: message) }
            guard let equals = line.firstIndex(of: "=") else { throw fail("expected 'command = keys'") }
            let command = KeyCommandID(line[..<equals].trimmingCharacters(in: .whitespaces))
            var presses: [KeyPress] = []
            for word in line[line.index(after: equals)...].split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                do { presses.append(try KeyScript.key(named: String(word))) } catch {
                    throw fail("unknown key '\(word)'")
                }
            }
            if let problem = command.problem(with: presses) { throw fail(problem) }
            if result[command] != nil { throw fail("\(command) is given keys twice") }
            result[command] = presses.map { KeyTrigger($0.key, $0.modifiers) }
        }
        return result
    }

    /// The keys in the file at `url`; nil when `url` is the default file and there is none.
    package static func load(from url: URL, required: Bool) throws(KeysFileError) -> [KeyCommandID: [KeyTrigger]]? {
        guard required || FileManager.default.fileExists(atPath: url.path) else { return nil }
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw KeysFileError(path: url.path, line: 0, message: "cannot be read")
        }
        return try parseFile(text, path: url.path)
    }
}

extension KeyMap {
    /// This map with the keys `rebindings` gave its commands: a command given keys answers
    /// those alone, and the footer and help name them.
    package func rebound(by rebindings: KeyRebindings) -> KeyMap {
        guard !rebindings.isEmpty else { return self }
        var map = self
        for index in map.commands.indices {
            guard let id = map.commands[index].id, let keys = rebindings.keys(for: id) else { continue }
            map.commands[index].rebind(to: keys)
        }
        return map
    }
}

extension KeyCommand {
    /// Answers `keys` in place of its own: the key in each place does what its own key in
    /// that place did (the last of its own for any beyond), and the label names the new keys.
    mutating func rebind(to keys: [KeyTrigger]) {
        let own = triggers
        let run = self.run
        triggers = keys
        label = KeyCommand.names(of: keys)
        self.run = { press in
            let place = min(keys.firstIndex { $0.matches(press) } ?? 0, own.count - 1)
            let stood = own[place]
            return run(stood.key.map { KeyPress($0, modifiers: stood.modifiers) } ?? press)
        }
    }
}

private struct KeyRebindingsKey: EnvironmentKey {
    static var defaultValue: KeyRebindings { .none }
}

extension EnvironmentValues {
    /// The keys the app and the user gave controls' commands.
    package var keyRebindings: KeyRebindings {
        get { self[KeyRebindingsKey.self] }
        set { self[KeyRebindingsKey.self] = newValue }
    }
}

extension View {
    /// Gives controls' commands in this view other keys: each command answers the keys given
    /// and no longer its own, and the footer and `?` help name the new ones.
    ///
    /// ```swift
    /// AnimalTable().keyMap(["table.find": [KeyPress(.character("f"))], "table.row": [KeyPress(.character("k")), KeyPress(.character("j"))]])
    /// ```
    ///
    /// A command with a key for each direction (`table.row`: up, then down) takes that many
    /// keys in that order; a destructive one (`list.delete`) never takes Enter or Space. A
    /// debug build stops at keys that break these rules; a release build keeps the command's
    /// own keys. The user's keys file (`--keys-file`) wins over these.
    public func keyMap(_ keys: [KeyCommandID: [KeyPress]]) -> some View {
        let checked = KeyRebindings.checked(keys)
        return transformEnvironment { $0.keyRebindings = $0.keyRebindings.addingApp(checked) }
    }
}
