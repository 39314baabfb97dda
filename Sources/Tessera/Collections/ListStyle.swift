/// SwiftUI's list styles. A terminal draws every list the same way — rows a full row apart,
/// separators of `─`, section headers as dim capitals — because the distinctions between the
/// styles (inset cards, rounded groups, a translucent sidebar) are shapes and shades a grid of
/// cells does not have. The style is accepted so a SwiftUI file compiles unchanged.
public enum ListStyle: Hashable, Sendable {
    /// SwiftUI's list styles, all drawn alike.
    case automatic, plain, inset, insetGrouped, grouped, sidebar
}

/// SwiftUI's form styles. A `Form` is drawn as grouped sections with a leading title column
/// (SwiftUI's `.grouped` and `.columns` at once); the style is accepted so a SwiftUI file
/// compiles unchanged.
public enum FormStyle: Hashable, Sendable {
    /// SwiftUI's form styles, all drawn as grouped sections with a title column.
    case automatic, grouped, columns
}

extension View {
    /// Accepts SwiftUI's list style; every style draws the terminal's one list (see `ListStyle`).
    public func listStyle(_ style: ListStyle) -> some View { self }

    /// Accepts SwiftUI's form style; a form always draws grouped sections with a title column.
    public func formStyle(_ style: FormStyle) -> some View { self }
}
