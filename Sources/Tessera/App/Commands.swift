/// A scene's commands, as SwiftUI spells them. A terminal has no menu bar: each command menu
/// becomes a menu in the window's toolbar (Tab or F10 reaches it, Enter opens it), and every
/// command button with a `.keyboardShortcut` answers its key from anywhere in the window and
/// is listed in help.

/// Commands a scene adds: `CommandMenu`s and `CommandGroup`s, built from a closure.
@MainActor @preconcurrency public protocol Commands {
    /// The commands these are made of.
    associatedtype Body: Commands
    /// The commands, built from others.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// Commands Tessera reads directly, rather than through `body`.
@MainActor
protocol PrimitiveCommands {
    /// The menus these commands add to, in order.
    var menus: [CommandMenuEntry] { get }
}

/// One menu's buttons, as a command adds them.
struct CommandMenuEntry {
    let name: String
    let content: AnyView
}

extension Commands {
    /// What these commands add, through their body when they are not primitive.
    var menus: [CommandMenuEntry] {
        if let primitive = self as? PrimitiveCommands { return primitive.menus }
        return body.menus
    }
}

/// A menu of its own among the window's menus: `CommandMenu("Tasks") { Button("New") { … } }`.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    let name: String
    let content: Content
    /// A menu titled `name` holding `content`'s buttons.
    public init(_ name: String, @ViewBuilder content: () -> Content) {
        self.name = Sanitizer.sanitize(name); self.content = content()
    }
    var menus: [CommandMenuEntry] { [CommandMenuEntry(name: name, content: AnyView(content))] }
    /// Read directly, not composed.
    public var body: Never { fatalError() }
}

/// Where a `CommandGroup` goes among the standard menus: a terminal app has none of the
/// standard items, so its buttons join the menu the placement belongs to (File, Edit, View,
/// Window, Help, or the app's menu).
public struct CommandGroupPlacement: Sendable {
    let menu: String
    /// About the app.
    public static let appInfo = CommandGroupPlacement(menu: "App")
    /// Settings.
    public static let appSettings = CommandGroupPlacement(menu: "App")
    /// Services.
    public static let systemServices = CommandGroupPlacement(menu: "App")
    /// Hiding the app.
    public static let appVisibility = CommandGroupPlacement(menu: "App")
    /// Quitting.
    public static let appTermination = CommandGroupPlacement(menu: "App")
    /// New documents and windows.
    public static let newItem = CommandGroupPlacement(menu: "File")
    /// Saving.
    public static let saveItem = CommandGroupPlacement(menu: "File")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement(menu: "File")
    /// Printing.
    public static let printItem = CommandGroupPlacement(menu: "File")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(menu: "Edit")
    /// Cut, copy and paste.
    public static let pasteboard = CommandGroupPlacement(menu: "Edit")
    /// Find and spelling.
    public static let textEditing = CommandGroupPlacement(menu: "Edit")
    /// Text formatting.
    public static let textFormatting = CommandGroupPlacement(menu: "View")
    /// The toolbar.
    public static let toolbar = CommandGroupPlacement(menu: "View")
    /// The sidebar.
    public static let sidebar = CommandGroupPlacement(menu: "View")
    /// Window sizes.
    public static let windowSize = CommandGroupPlacement(menu: "Window")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(menu: "Window")
    /// The list of windows.
    public static let singleWindowList = CommandGroupPlacement(menu: "Window")
    /// Help.
    public static let help = CommandGroupPlacement(menu: "Help")
}

/// Buttons added to a standard menu, before, after or instead of a group of its items.
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    let placement: CommandGroupPlacement
    let content: Content
    /// `content` before the group at `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group; content = addition()
    }
    /// `content` after the group at `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group; content = addition()
    }
    /// `content` instead of the group at `group` (a terminal app has no standard items to replace).
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group; content = addition()
    }
    var menus: [CommandMenuEntry] {
        Content.self == EmptyView.self ? [] : [CommandMenuEntry(name: placement.menu, content: AnyView(content))]
    }
    /// Read directly, not composed.
    public var body: Never { fatalError() }
}

/// No commands.
public struct EmptyCommands: Commands, PrimitiveCommands {
    /// No commands.
    nonisolated public init() {}
    var menus: [CommandMenuEntry] { [] }
    /// Read directly, not composed.
    public var body: Never { fatalError() }
}

/// SwiftUI's commands for showing the sidebar: none in a terminal, where the sidebar has its
/// own key.
public struct SidebarCommands: Commands, PrimitiveCommands {
    /// The commands.
    nonisolated public init() {}
    var menus: [CommandMenuEntry] { [] }
    /// Read directly, not composed.
    public var body: Never { fatalError() }
}

/// SwiftUI's commands for the toolbar: none in a terminal, where the toolbar is always shown.
public struct ToolbarCommands: Commands, PrimitiveCommands {
    /// The commands.
    nonisolated public init() {}
    var menus: [CommandMenuEntry] { [] }
    /// Read directly, not composed.
    public var body: Never { fatalError() }
}

/// SwiftUI's text editing commands: none in a terminal, where a text field's keys are its own.
public struct TextEditingCommands: Commands, PrimitiveCommands {
    /// The commands.
    nonisolated public init() {}
    var menus: [CommandMenuEntry] { [] }
    /// Read directly, not composed.
    public var body: Never { fatalError() }
}

/// SwiftUI's text formatting commands: none in a terminal.
public struct TextFormattingCommands: Commands, PrimitiveCommands {
    /// The commands.
    nonisolated public init() {}
    var menus: [CommandMenuEntry] { [] }
    /// Read directly, not composed.
    public var body: Never { fatalError() }
}

/// Several commands in a row, as a `CommandsBuilder` makes them.
public struct _CommandsList: Commands, PrimitiveCommands {
    let menus: [CommandMenuEntry]
    /// Read directly, not composed.
    public var body: Never { fatalError() }
}

/// Builds a scene's commands from a closure, as SwiftUI's `CommandsBuilder`.
@MainActor @preconcurrency @resultBuilder public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// One command, as it is.
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    /// Commands in a row.
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _CommandsList {
        var menus: [CommandMenuEntry] = []
        for part in repeat each content { menus += part.menus }
        return _CommandsList(menus: menus)
    }
    /// Commands shown only when a condition holds.
    public static func buildOptional<C: Commands>(_ content: C?) -> _CommandsList { _CommandsList(menus: content?.menus ?? []) }
    /// The first of two branches.
    public static func buildEither<C: Commands>(first content: C) -> _CommandsList { _CommandsList(menus: content.menus) }
    /// The second of two branches.
    public static func buildEither<C: Commands>(second content: C) -> _CommandsList { _CommandsList(menus: content.menus) }
    /// Commands for an availability check.
    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> _CommandsList { _CommandsList(menus: content.menus) }
}

/// The menus commands make, once each: groups for the same menu join it, in order.
@MainActor
func commandMenus<C: Commands>(_ commands: C) -> [CommandMenuEntry] {
    var names: [String] = []
    var contents: [String: [AnyView]] = [:]
    for entry in commands.menus {
        if contents[entry.name] == nil { names.append(entry.name) }
        contents[entry.name, default: []].append(entry.content)
    }
    return names.map { name in
        let views = contents[name] ?? []
        return CommandMenuEntry(name: name, content: AnyView(ForEach(0..<views.count, id: \.self) { views[$0] }))
    }
}

/// A window's root with its commands, each menu in the toolbar. A menu's buttons are laid out
/// where no one sees them, so their shortcuts answer from anywhere and help lists them.
struct CommandsRoot: View {
    let root: AnyView
    let menus: [CommandMenuEntry]

    var body: some View {
        root.toolbar {
            ForEach(0..<menus.count, id: \.self) { index in
                ToolbarItem { Menu(menus[index].name) { menus[index].content } }
            }
        }
    }
}

extension Scene {
    /// Adds menus of commands to the scene's windows: each `CommandMenu` (and each standard
    /// menu a `CommandGroup` adds to) is a menu in the toolbar, and a command button's
    /// `.keyboardShortcut` answers from anywhere in the window and is listed in help.
    public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene {
        let menus = commandMenus(content())
        return TransformedScene(base: self) { AnyView(CommandsRoot(root: $0, menus: menus)) }
    }
}
