/// A heading's level, as SwiftUI's `AccessibilityHeadingLevel`: a reader moves between headings
/// of one level. `.unspecified` is a heading of no particular level.
public enum AccessibilityHeadingLevel: Int, Hashable, Sendable {
    /// A heading of no particular level.
    case unspecified = 0
    /// A level-one heading.
    case h1 = 1
    /// A level-two heading.
    case h2 = 2
    /// A level-three heading.
    case h3 = 3
    /// A level-four heading.
    case h4 = 4
    /// A level-five heading.
    case h5 = 5
    /// A level-six heading.
    case h6 = 6
}

extension View {
    /// Marks the view a heading of `level` for a reader, as the `.isHeader` trait does, with its
    /// level: the tree reads `heading "Title" level 1`. The screen does not change.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibilityMark { element in
            element.role = .heading
            if level != .unspecified { element.states.append("level \(level.rawValue)") }
        }
    }
}
