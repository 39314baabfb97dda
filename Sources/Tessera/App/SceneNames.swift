/// SwiftUI's window style without a title bar. A terminal window has no title bar to hide, so
/// this draws as `.automatic` does: the whole screen.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// The style.
    public init() {}
    /// The whole screen.
    public var displayMode: TerminalDisplayMode { .fullScreen }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// No title bar; in a terminal, the whole screen (see `HiddenTitleBarWindowStyle`).
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension Scene {
    /// Runs `action` with the old and new value when `value` changes, as `View.onChange(of:initial:_:)`
    /// does on the scene's root view.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void) -> some Scene {
        TransformedScene(base: self) { AnyView($0.onChange(of: value, initial: initial, action)) }
    }

    /// Runs `action` when `value` changes, as `View.onChange(of:initial:_:)` does on the scene's root view.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void) -> some Scene {
        TransformedScene(base: self) { AnyView($0.onChange(of: value, initial: initial, action)) }
    }

    /// iOS 14's form, handed the new value only.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> some Scene {
        TransformedScene(base: self) { AnyView($0.onChange(of: value, perform: action)) }
    }
}
