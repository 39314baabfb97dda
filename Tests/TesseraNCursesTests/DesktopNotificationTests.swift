import Foundation
import Tessera
import Testing
@testable import TesseraNCurses
@testable import TesseraTerminal

/// Notifications and task progress outside the window: which terminal gets which sequence,
/// byte for byte; what a hostile text cannot do to them; and, through the run loop on a fake
/// screen, the banner a terminal without them gets instead.
@Suite @MainActor struct DesktopNotificationTests {
    private func detect(_ variables: [String: String], tmux: String? = nil) -> DesktopIntegration {
        DesktopIntegration.detect(environment: { variables[$0] }, askTmux: { tmux })
    }

    private let booked = TerminalNotification(identifier: "trip-1", title: "Trip booked: Lisbon", body: "2026-05-03 to 2026-05-10")

    @Test func eachTerminalGetsItsOwnSequence() {
        let kitty = detect(["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"])
        #expect(kitty == DesktopIntegration(notifications: .osc99))
        let kittyBytes = kitty.sequence(for: booked)!
        let id = kittyBytes.split(separator: ":").first!.dropFirst(7)  // after "ESC ] 99;i="
        #expect(kittyBytes == "\u{1B}]99;i=\(id):d=0:p=title;Trip booked: Lisbon\u{1B}\\\u{1B}]99;i=\(id):d=1:p=body;2026-05-03 to 2026-05-10\u{1B}\\")
        #expect(id.allSatisfy { $0.isLetter || $0.isNumber })

        let wezterm = detect(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"])
        #expect(wezterm.sequence(for: booked) == "\u{1B}]777;notify;Trip booked: Lisbon;2026-05-03 to 2026-05-10\u{1B}\\")
        #expect(detect(["TERM": "foot"]).notifications == .osc777)

        let iterm = detect(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"])
        #expect(iterm.sequence(for: booked) == "\u{1B}]9;Trip booked: Lisbon: 2026-05-03 to 2026-05-10\u{1B}\\")

        let ghostty = detect(["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty"])
        #expect(ghostty == DesktopIntegration(notifications: .osc777, progress: true))
        #expect(ghostty.progressSequence(.normal(percent: 42)) == "\u{1B}]9;4;1;42\u{1B}\\")
        #expect(ghostty.progressSequence(.indeterminate) == "\u{1B}]9;4;3;0\u{1B}\\")
        #expect(ghostty.progressSequence(nil) == "\u{1B}]9;4;0;0\u{1B}\\")

        // Windows Terminal shows progress, not these notifications; xterm and the console neither.
        let windows = detect(["TERM": "xterm-256color", "WT_SESSION": "abc"])
        #expect(windows == DesktopIntegration(progress: true))
        #expect(windows.sequence(for: booked) == nil)
        for plain in [["TERM": "xterm-256color"], ["TERM": "linux"], ["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"]] {
            #expect(detect(plain) == DesktopIntegration(), "\(plain)")
            #expect(detect(plain).sequence(for: booked) == nil)
            #expect(detect(plain).progressSequence(.normal(percent: 5)) == nil)
        }
    }

    @Test func underTmuxOnlyThroughAllowedPassthroughToAKnownTerminal() {
        let inside = ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TMUX": "/tmp/tmux-1/default,1,0"]
        let kittyOutside = detect(inside, tmux: "xterm-kitty\tkitty(0.35.2)\t1")
        #expect(kittyOutside == DesktopIntegration(notifications: .osc99, tmuxPassthrough: true))
        let wezterm = detect(inside, tmux: "xterm-256color\tWezTerm 20240203\ton")
        #expect(wezterm.sequence(for: booked) == "\u{1B}Ptmux;\u{1B}\u{1B}]777;notify;Trip booked: Lisbon;2026-05-03 to 2026-05-10\u{1B}\u{1B}\\\u{1B}\\")
        #expect(detect(inside, tmux: "xterm-kitty\tkitty(0.35.2)\t0") == DesktopIntegration(), "passthrough off: banner")
        #expect(detect(inside, tmux: "\t\t1") == DesktopIntegration(), "no client attached: not known")
        #expect(detect(inside, tmux: nil) == DesktopIntegration(), "tmux did not answer")
        // Outside tmux, tmux is never asked.
        var asked = false
        _ = DesktopIntegration.detect(environment: { ["TERM": "xterm-kitty"][$0] }, askTmux: { asked = true; return nil })
        #expect(!asked)
    }

    /// A title holding ESC, BEL, the 8-bit ST, a newline and a bidi override: none of it
    /// reaches the terminal, so the sequence ends where it was meant to and starts nothing.
    @Test func aHostileTextCannotEndTheSequenceOrStartAnother() {
        let hostile = TerminalNotification(identifier: "\u{1B}]2;id\u{07}",
                                           title: "Hi\u{1B}]0;owned\u{07}\u{1B}[2J\u{9C}\u{202E}there;4;1;50",
                                           subtitle: "sub\ntitle", body: "x\u{1B}\\\u{1B}]52;c;AAAA\u{07}")
        for kind in [DesktopIntegration.NotificationSequence.osc9, .osc777, .osc99] {
            for tmux in [false, true] {
                let sequence = DesktopIntegration(notifications: kind, tmuxPassthrough: tmux).sequence(for: hostile)!
                let scalars = Array(sequence.unicodeScalars)
                #expect(!scalars.contains("\u{07}") && !scalars.contains("\u{9C}") && !scalars.contains("\u{202E}") && !scalars.contains("\n"))
                // Every ESC is one the sequence itself writes: an introducer, a terminator, or
                // (inside tmux) the doubling of one.
                let escapes = scalars.indices.filter { scalars[$0] == "\u{1B}" }.count
                let parts = kind == .osc99 ? 2 : 1
                #expect(escapes == (tmux ? parts * 4 + 2 : parts * 2), "\(kind) \(tmux): \(sequence.debugDescription)")
                #expect(!sequence.contains("owned\u{07}") && !sequence.contains("\u{1B}]52;") && !sequence.contains("\u{1B}\u{1B}]52;"))
            }
        }
        // OSC 9 and 777 separate fields with `;` and read `9;4;…` as progress: a text's semicolons are commas.
        #expect(DesktopIntegration(notifications: .osc9).sequence(for: TerminalNotification(identifier: "p", title: "4;1;50", body: ""))
                == "\u{1B}]9;4,1,50\u{1B}\\")
        #expect(DesktopIntegration.payload(String(repeating: "é", count: 1000)).count == DesktopIntegration.longestField)
    }

    // MARK: Through the run loop

    private struct Plain: View {
        var body: some View { Text("The app underneath, row one") }
    }

    /// The signals' source reads the object unowned: it lives as long as the test.
    private let signals = FakeSignals()

    private func session(_ screen: FakeScreen, hub: NotificationHub) -> TerminalSession<FakeScreen> {
        let host = ViewHost(rootView: Plain(), size: screen.size)
        return TerminalSession(producer: host, screen: screen, signals: signals.source, servesMainThread: false, hub: hub)
    }

    @Test func aTerminalWithoutNotificationsShowsABannerThatGoesAway() async {
        let clock = TestClock()
        let hub = NotificationHub(clock: clock)
        let screen = FakeScreen(size: Size(width: 70, height: 5))
        let session = session(screen, hub: hub)
        session.start()
        #expect(screen.shows("The app underneath"))
        hub.deliver(booked)
        for _ in 0..<20 where !screen.shows("Trip booked") {
            session.turn(waitingAtMost: 20)
            await Task.yield()
        }
        #expect(screen.shows("Trip booked: Lisbon"))
        #expect(screen.shows("2026-05-03 to 2026-05-10"))
        #expect(screen.notifications.isEmpty)
        await clock.advance(by: NotificationHub.bannerDuration)
        for _ in 0..<20 where screen.shows("Trip booked") {
            session.turn(waitingAtMost: 20)
            await Task.yield()
        }
        #expect(!screen.shows("Trip booked"))
        #expect(screen.shows("The app underneath, row one"))
    }

    @Test func aTerminalThatShowsNotificationsGetsItAndNoBanner() {
        let hub = NotificationHub(clock: TestClock())
        let screen = FakeScreen(size: Size(width: 70, height: 5))
        screen.showsNotifications = true
        let session = session(screen, hub: hub)
        session.start()
        hub.deliver(booked)
        #expect(screen.notifications == [booked])
        #expect(hub.banners.isEmpty)
    }

    @Test func progressGoesToTheScreenOnlyWhenItChanges() {
        let hub = NotificationHub(clock: TestClock())
        let screen = FakeScreen(size: Size(width: 70, height: 5))
        let session = session(screen, hub: hub)
        session.start()
        let a = ObjectIdentifier(Plain.self), b = ObjectIdentifier(Text.self)
        hub.reportProgress(.normal(percent: 10), from: a)
        hub.reportProgress(.normal(percent: 10), from: a)
        hub.reportProgress(.indeterminate, from: b)
        hub.reportProgress(nil, from: b)
        hub.reportProgress(nil, from: a)
        #expect(screen.progressReports == [.normal(percent: 10), .indeterminate, .normal(percent: 10), nil])
    }
}
