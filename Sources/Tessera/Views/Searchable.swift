/// Where a search field goes. The terminal has one place for it, the top of the view that
/// `.searchable` modifies, so every placement draws it there; the values exist so that
/// SwiftUI code compiles unchanged.
public struct SearchFieldPlacement: Sendable, Hashable {
    private let name: String
    /// Where the platform puts it: the top of the modified view.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar, in SwiftUI; here, the top of the modified view.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In a sidebar, in SwiftUI; here, the top of the modified view.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the navigation bar, in SwiftUI; here, the top of the modified view.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

private struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsSearchFieldKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// True inside a `.searchable` view while its search field has focus.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// True for the text field `.searchable` adds, which the first focus passes over.
    var isSearchField: Bool {
        get { self[IsSearchFieldKey.self] }
        set { self[IsSearchFieldKey.self] = newValue }
    }
}

/// Holds a searchable view: the search field above, the content below. `/` focuses the field
/// when no text field is being typed into; Esc in the field empties it and leaves it.
package final class SearchableNode: PassthroughNode {
    /// The search field: the first text field in the first child.
    private var field: TextFieldNode? {
        var found: TextFieldNode?
        children.first?.forEachNode { node in
            if found == nil, let field = node as? TextFieldNode { found = field }
        }
        return found
    }
    var text = Binding.constant("")

    override package func makeKeyMap() -> KeyMap {
        guard let field, environment.isEnabled else { return .empty }
        if field.isFocused {
            return KeyMap([KeyCommand([KeyTrigger(.escape)], label: "Esc", "Cancel search", id: "search.cancel") { [unowned self] in
                text.wrappedValue = ""
                // On to the next control (the content, usually); if there is none, nowhere.
                if let host { host.focus.move(.next, in: host) }
                if field.isFocused { moveFocus(to: nil) }
            }])
        }
        if host?.focus.focused?.capturesText == true { return .empty }
        return KeyMap([KeyCommand([KeyTrigger(.character("/"))], label: "/", "Search", id: "search.start") { [unowned self] in
            moveFocus(to: field)
        }])
    }
}

struct SearchableView<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let prompt: String
    @FocusState private var fieldIsFocused: Bool

    var body: some View {
        let text = text
        return NodeView(VStack(alignment: .leading, spacing: 0) {
            TextField("", text: text, prompt: prompt).focused($fieldIsFocused).environment(\.isSearchField, true)
            content.environment(\.isSearching, fieldIsFocused)
        }, make: { SearchableNode() }, configure: { $0.text = text })
    }
}

extension View {
    /// A search field at the top of this view, bound to `text`: typing updates `text`, and the
    /// view filters its own data by it, as in SwiftUI.
    ///
    /// The field is a Tab stop; `/` focuses it while no text field is being typed into (the
    /// footer shows `/ Search`), and Esc empties it and leaves it. Inside a `NavigationStack`,
    /// apply it to the stack's content: the field then sits below the title bar. Every
    /// `placement` draws the field at the top of this view. While the field has focus,
    /// `@Environment(\.isSearching)` is true in this view.
    ///
    /// ```swift
    /// List(animals.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }) { animal in
    ///     Text(animal.name)
    /// }
    /// .searchable(text: $query, prompt: "Find an animal")
    /// ```
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchableView(content: self, text: text, prompt: prompt.map { $0.spans.map(\.string).joined() } ?? "Search")
    }

    /// A search field at the top of this view whose placeholder is the string `prompt`; it
    /// behaves as the variant that takes a `Text` prompt.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        SearchableView(content: self, text: text, prompt: String(prompt))
    }
}
