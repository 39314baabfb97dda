/// Whether a view's content is being edited: `List` rows with `.onDelete` show a delete
/// marker and rows with `.onMove` a move handle while it is active.
public enum EditMode: Sendable, Hashable {
    /// Not editing.
    case inactive
    /// Editing for a moment, started by a gesture in SwiftUI; drawn as `.active` here.
    case transient
    /// Editing, as `EditButton` turns it on.
    case active

    /// True for `.active` and `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The edit mode of the views inside, if something provides one: the app, with
    /// `.environment(\.editMode, $mode)`, or a `NavigationStack`, which keeps one for its
    /// content when the app sets none.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button titled "Edit" that turns the nearest edit mode on, and "Done" that turns it off.
///
/// ```swift
/// List { ForEach(trips) { Text($0.name) }.onDelete { trips.remove(atOffsets: $0) } }
///     .toolbar { EditButton() }
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// A button that toggles the edit mode of the environment.
    public init() {}

    /// The button, titled for what it does next.
    public var body: some View {
        let mode = editMode
        let editing = mode?.wrappedValue.isEditing ?? false
        return Button(editing ? "Done" : "Edit") {
            guard let mode else { return }
            mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active
        }
        .disabled(mode == nil)
    }
}
