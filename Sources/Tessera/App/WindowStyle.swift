/// How a window group's window sits in the terminal, as SwiftUI's `WindowStyle` says how a
/// window looks on a desktop. The default takes the whole screen; `.inline` draws below the
/// prompt and leaves the last frame in the scrollback, for prompts and short forms.
///
/// ```swift
/// WindowGroup { ConfirmDeploy() }
///     .windowStyle(.inline(rows: 8))
/// ```
///
/// The command line's `--inline[=ROWS]` wins over the scene's style.
public protocol WindowStyle: Sendable {
    /// Where a window of this style is drawn.
    var displayMode: TerminalDisplayMode { get }
}

/// The whole screen (the alternate screen), given back to the shell on exit.
public struct AutomaticWindowStyle: WindowStyle {
    /// The default style.
    public init() {}
    /// The whole screen.
    public var displayMode: TerminalDisplayMode { .fullScreen }
}

/// Rows below the prompt in the normal screen, without the alternate screen.
public struct InlineWindowStyle: WindowStyle {
    /// How many rows the window takes (nil: the terminal's height).
    public var rows: Int?
    /// An inline window of `rows` rows (nil: the terminal's height).
    public init(rows: Int? = nil) { self.rows = rows }
    /// Below the prompt, in `rows` rows.
    public var displayMode: TerminalDisplayMode { .inline(rows: rows) }
}

extension WindowStyle where Self == AutomaticWindowStyle {
    /// The whole screen: what a window group has unless it says otherwise.
    public static var automatic: AutomaticWindowStyle { AutomaticWindowStyle() }
}

extension WindowStyle where Self == InlineWindowStyle {
    /// Below the prompt, as tall as the terminal.
    public static var inline: InlineWindowStyle { InlineWindowStyle() }
    /// Below the prompt, in `rows` rows.
    public static func inline(rows: Int) -> InlineWindowStyle { InlineWindowStyle(rows: rows) }
}

extension Scene {
    /// Sets how the scene's window sits in the terminal: `.automatic` (the whole screen) or
    /// `.inline(rows:)` (below the prompt).
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
        StyledScene(base: self, style: style)
    }
}

/// A scene with a window style.
struct StyledScene<Base: Scene>: PrimitiveScene {
    let base: Base
    let style: any WindowStyle

    var windowContent: AnyView? { SceneContent.window(of: base) }
    var windowDisplayMode: TerminalDisplayMode { style.displayMode }
    var windowTitle: String? { SceneContent.title(of: base) }
}
