import Tessera

/// What a terminal shows outside its window, and how to tell it: desktop notifications (OSC 9,
/// OSC 777 or kitty's OSC 99) and task progress (OSC 9;4). Decided once from the environment
/// the program was started in (`TERM`, `TERM_PROGRAM`, the variables terminals set), and under
/// tmux from what tmux says of the terminal it is attached to and whether it lets sequences
/// through. A terminal not known to show them gets none: an unknown terminal may print them,
/// and an OSC 9 terminal would show a progress report as a notification.
package struct DesktopIntegration: Sendable, Equatable {
    /// How a terminal takes a notification.
    package enum NotificationSequence: Sendable, Equatable {
        /// `OSC 9 ; text ST` (iTerm2): one line, title and body joined.
        case osc9
        /// `OSC 777 ; notify ; title ; body ST` (foot, Ghostty, WezTerm, urxvt's extension).
        case osc777
        /// kitty's `OSC 99`: the title, then the body, as one notification.
        case osc99
    }

    /// The notification sequence, or nil: notifications become banners in the app.
    package var notifications: NotificationSequence?
    /// Whether the terminal shows OSC 9;4 progress.
    package var progress = false
    /// Whether every sequence goes inside tmux's DCS passthrough.
    package var tmuxPassthrough = false

    /// Nothing outside the window: banners only.
    package init(notifications: NotificationSequence? = nil, progress: Bool = false, tmuxPassthrough: Bool = false) {
        self.notifications = notifications
        self.progress = progress
        self.tmuxPassthrough = tmuxPassthrough
    }

    /// What tmux says of itself: `#{client_termname}`, `#{client_termtype}` and
    /// `#{allow-passthrough}`, tab-separated (`tmux display-message -p`).
    package static let tmuxQuery = "#{client_termname}\t#{client_termtype}\t#{allow-passthrough}"

    /// What the terminal shows, from the environment variables `environment` looks up.
    /// `askTmux` answers `tmuxQuery` inside tmux (nil when tmux could not be asked); it is
    /// called only when `TMUX` is set.
    package static func detect(environment: (String) -> String?, askTmux: () -> String?) -> DesktopIntegration {
        if environment("TMUX").map({ !$0.isEmpty }) ?? false {
            // The environment is tmux's own; the terminal outside is what tmux says it is.
            guard let answer = askTmux() else { return DesktopIntegration() }
            let fields = answer.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
            guard fields.count == 3, ["1", "on", "all"].contains(fields[2]) else { return DesktopIntegration() }
            // client_termtype is the terminal's own answer to "who are you" (XTVERSION):
            // "kitty(0.35.2)", "WezTerm 20240203", "iTerm2 3.5.0".
            var outer = known(termName: fields[0], program: String(fields[1].prefix { $0 != "(" && $0 != " " }))
            outer.tmuxPassthrough = outer.notifications != nil || outer.progress
            return outer
        }
        var result = known(termName: environment("TERM") ?? "", program: environment("TERM_PROGRAM") ?? "")
        if result.notifications == nil, environment("KITTY_WINDOW_ID").map({ !$0.isEmpty }) ?? false { result.notifications = .osc99 }
        if environment("WT_SESSION").map({ !$0.isEmpty }) ?? false { result.progress = true }
        if environment("ConEmuANSI") == "ON" { result.progress = true }
        return result
    }

    /// The terminals known by their terminfo name or their program name.
    private static func known(termName: String, program: String) -> DesktopIntegration {
        let term = termName.lowercased(), program = program.lowercased()
        if term == "xterm-kitty" || program == "kitty" { return DesktopIntegration(notifications: .osc99) }
        if term == "xterm-ghostty" || program == "ghostty" { return DesktopIntegration(notifications: .osc777, progress: true) }
        if program == "wezterm" { return DesktopIntegration(notifications: .osc777) }
        if term == "foot" || term.hasPrefix("foot-") || program == "foot" { return DesktopIntegration(notifications: .osc777) }
        if program == "iterm.app" || program == "iterm2" { return DesktopIntegration(notifications: .osc9) }
        return DesktopIntegration()
    }

    // MARK: Sequences

    /// The longest text, in characters, a field of a notification keeps.
    package static let longestField = 256

    /// `notification` as the terminal takes it, or nil when it takes none. Every field is
    /// made inert first (`payload`): no control character, so no ESC, BEL or ST can end the
    /// sequence early or start another.
    package func sequence(for notification: TerminalNotification) -> String? {
        guard let notifications else { return nil }
        let title = Self.payload(notification.title)
        let body = Self.payload([notification.subtitle, notification.body].filter { !$0.isEmpty }.joined(separator: " — "))
        let sequence: String
        switch notifications {
        case .osc9:
            sequence = Self.osc("9;" + Self.field(body.isEmpty ? title : title.isEmpty ? body : title + ": " + body))
        case .osc777:
            sequence = Self.osc("777;notify;" + Self.field(title) + ";" + Self.field(body))
        case .osc99:
            // The identifier only joins the two parts: a fresh one of safe characters, so a
            // request's identifier never reaches the terminal.
            let id = "t" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
            if body.isEmpty {
                sequence = Self.osc("99;i=\(id):p=title;" + title)
            } else {
                sequence = Self.osc("99;i=\(id):d=0:p=title;" + title) + Self.osc("99;i=\(id):d=1:p=body;" + body)
            }
        }
        return wrapped(sequence)
    }

    /// The progress report for `state` (nil: cleared), or nil when the terminal shows none.
    package func progressSequence(_ state: TaskProgressState?) -> String? {
        guard progress else { return nil }
        let body = switch state {
        case .normal(let percent)?: "9;4;1;\(min(100, max(0, percent)))"
        case .indeterminate?: "9;4;3;0"
        case nil: "9;4;0;0"
        }
        return wrapped(Self.osc(body))
    }

    /// `text` made inert for the inside of an OSC string: control characters (C0, DEL, C1,
    /// which hold ESC, BEL and the 8-bit ST) and bidi overrides dropped, line breaks and tabs
    /// made spaces, cut to `longestField` characters.
    package static func payload(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: scalars.append(" ")
            case 0x00...0x1F, 0x7F...0x9F: continue
            case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: continue
            default: scalars.append(scalar)
            }
        }
        let inert = String(scalars)
        return inert.count > longestField ? String(inert.prefix(longestField - 1)) + "…" : inert
    }

    /// A field of OSC 9 or 777, where `;` separates fields (and `9;4;…` is a progress report):
    /// a semicolon the text holds becomes a comma.
    private static func field(_ text: String) -> String {
        text.replacingSemicolons()
    }

    private static func osc(_ body: String) -> String { "\u{1B}]" + body + "\u{1B}\\" }

    /// Inside tmux's passthrough when that is how it must go: `DCS tmux; … ST`, every ESC of
    /// the sequence doubled.
    private func wrapped(_ sequence: String) -> String {
        guard tmuxPassthrough else { return sequence }
        return "\u{1B}Ptmux;" + sequence.replacingEscapes() + "\u{1B}\\"
    }
}

private extension StringProtocol {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    func replacingSemicolons() -> String { String(map { $0 == ";" ? "," : $0 }) }

    func replacingEscapes() -> String {
        var result = ""
        for character in self { result += character == "\u{1B}" ? "\u{1B}\u{1B}" : String(character) }
        return result
    }
}
