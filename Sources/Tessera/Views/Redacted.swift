/// Why a view's content is hidden, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// The reasons in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shown as a placeholder while the real content loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Hidden because it is private to the user.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Hidden because the app shows it only when it is not idle.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }

extension EnvironmentValues {
    /// Why the text below is hidden; empty unless a view sets `.redacted(reason:)`.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Draws the text inside as blocks of `░`, one per cell it would cover, keeping its
    /// length, lines and place: `Text("You cannot read me").redacted(reason: .placeholder)`
    /// shows `░░░ ░░░░░░ ░░░░ ░░`. An empty `reason` shows the text again.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment { $0.redactionReasons.formUnion(reason) }
    }

    /// Shows the text inside as it is, inside a `.redacted(reason:)` view.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}

extension TextNode {
    /// `lines` as they are, or with each visible character as `░` (two for a wide one) when
    /// the environment redacts the text.
    func redacted(_ lines: [String]) -> [String] {
        guard !environment.redactionReasons.isEmpty else { return lines }
        return lines.map { line in
            String(line.flatMap { character -> [Character] in
                if character.isWhitespace { return [character] }
                return Array(repeating: "░", count: max(1, DisplayWidth.width(of: String(character))))
            })
        }
    }
}
