/// A part of an app's interface the system shows, as SwiftUI's `Scene`: an app's `body` is
/// made of scenes, usually one `WindowGroup`. A terminal is one window, so the app shows the
/// first `WindowGroup` of its body.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
///         .environment(\.colorScheme, .light)
/// }
/// ```
@MainActor @preconcurrency public protocol Scene {
    /// The scene this one is made of.
    associatedtype Body: Scene
    /// The scene's content, built from other scenes.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Scenes the runtime knows itself (a window group, a scene with a modifier, several scenes).
@MainActor
package protocol PrimitiveScene: Scene where Body == Never {
    /// The root view of the scene's window, or nil when the scene has no window.
    var windowContent: AnyView? { get }
    /// How the scene's first window is drawn: the outermost `.windowStyle` on the way to it,
    /// else the whole screen.
    var windowDisplayMode: TerminalDisplayMode { get }
    /// The title of the scene's first window group, for the program's `--help`.
    var windowTitle: String? { get }
}

extension PrimitiveScene {
    /// Primitive scenes have no body: the runtime reads `windowContent`.
    public var body: Never { fatalError("\(Self.self) is shown by the runtime") }
}

// Each function asks the runtime one question of a scene's type, whether it is primitive,
// which `window(of:)` asks too: the runtime answers it once per type. A question of another
// protocol (is it styled? several scenes? modified?) searched every conformance record of the
// program the first time, three more searches at every start.
@MainActor
enum SceneContent {
    /// The root view of the first window `scene` describes.
    static func window(of scene: some Scene) -> AnyView? {
        if let primitive = scene as? any PrimitiveScene { return primitive.windowContent }
        return window(of: scene.body)
    }

    /// How the first window is drawn: the outermost `.windowStyle` on the way to it, else the
    /// whole screen.
    static func displayMode(of scene: some Scene) -> TerminalDisplayMode {
        if let primitive = scene as? any PrimitiveScene { return primitive.windowDisplayMode }
        return displayMode(of: scene.body)
    }

    /// The title of the first window group, for the program's `--help`.
    static func title(of scene: some Scene) -> String? {
        if let primitive = scene as? any PrimitiveScene { return primitive.windowTitle }
        return title(of: scene.body)
    }
}

/// A window whose content is the same view hierarchy wherever it is opened: `WindowGroup`
/// as in SwiftUI. A terminal program has one window, showing `content`.
///
/// ```swift
/// @main
/// struct TodoApp: App {
///     var body: some Scene {
///         WindowGroup("Todos") { TodoList() }
///     }
/// }
/// ```
public struct WindowGroup<Content: View>: PrimitiveScene {
    /// The window's title: `--help` of the program starts with it.
    public let title: String?
    let content: Content

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.title = nil
        self.content = content()
    }

    /// A window group titled `title`, showing `content`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    package var windowContent: AnyView? { AnyView(content) }
    package var windowDisplayMode: TerminalDisplayMode { .fullScreen }
    package var windowTitle: String? { title }
}

/// Several scenes, from `@SceneBuilder`: the first one with a window is shown.
public struct TupleScene<each Content: Scene>: PrimitiveScene {
    let content: (repeat each Content)

    var scenes: [any Scene] {
        var list: [any Scene] = []
        for scene in repeat each content { list.append(scene) }
        return list
    }

    package var windowContent: AnyView? {
        for scene in scenes {
            if let view = SceneContent.window(of: scene) { return view }
        }
        return nil
    }

    package var windowDisplayMode: TerminalDisplayMode {
        for scene in scenes where SceneContent.window(of: scene) != nil { return SceneContent.displayMode(of: scene) }
        return .fullScreen
    }

    package var windowTitle: String? { scenes.lazy.compactMap { SceneContent.title(of: $0) }.first }
}

/// Builds an app's scenes from a closure, as SwiftUI's `SceneBuilder`.
@MainActor @preconcurrency @resultBuilder public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Several scenes.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(content: (repeat each content))
    }
    /// A scene written as an expression.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene with its window's root view transformed (an environment value set on it).
struct TransformedScene<Base: Scene>: PrimitiveScene {
    let base: Base
    let transform: @MainActor (AnyView) -> AnyView

    var windowContent: AnyView? {
        SceneContent.window(of: base).map(transform)
    }
    var windowDisplayMode: TerminalDisplayMode { SceneContent.displayMode(of: base) }
    var windowTitle: String? { SceneContent.title(of: base) }
}

extension Scene {
    /// Sets an environment value for every view in the scene's windows, as
    /// `View.environment(_:_:)` does for a view's descendants.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .environment(\.colorScheme, .light)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        TransformedScene(base: self) { AnyView($0.environment(keyPath, value)) }
    }

    /// Puts an `@Observable` object in the environment of every view in the scene's windows,
    /// read there with `@Environment(Model.self)`.
    ///
    /// ```swift
    /// WindowGroup { LibraryView() }
    ///     .environment(library)
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        TransformedScene(base: self) { AnyView($0.environment(object)) }
    }

    /// Puts an `ObservableObject` in the environment of every view in the scene's windows,
    /// read there with `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        TransformedScene(base: self) { AnyView($0.environmentObject(object)) }
    }
}
