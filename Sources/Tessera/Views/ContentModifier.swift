/// A modifier around one view that can be written again around another: a modifier on a view
/// that stands for several (a `ForEach`, a `Group`, a tuple) applies to each of them, as in
/// SwiftUI. `List { ForEach(items) { Row($0) }.listRowSeparator(.hidden) }` is a row per item,
/// each without its separator, and `HStack { ForEach(0..<3) { Text("\($0)") }.padding() }`
/// pads each text, side by side. Each view keeps the identity its `ForEach` gave it.
@MainActor
package protocol ContentModifier: View {
    /// The view modified.
    var modifiedContent: any View { get }
    /// The same modifier around `content`.
    func modifying(_ content: any View) -> any View
    /// The type of the view modified.
    static var modifiedType: any View.Type { get }
    /// Whether it applies to each view its content stands for; false for a node that holds
    /// several views of its own (see `Node.modifiesEachView`).
    static var modifiesEach: Bool { get }
}

extension ContentModifier {
    /// Each view its content stands for is modified.
    package static var modifiesEach: Bool { true }
    /// Whether the view modified (looked for through the modifiers around it) stands for
    /// several views, each of which it modifies, known from the type alone.
    static var modifiesSeveral: Bool { modifiesEach && _ViewTraits.standsForSeveral(modifiedType) }
}

extension _ViewTraits {
    /// Whether a view of `type` may stand for other than one view, known from the type alone:
    /// a `ForEach`, a tuple, a group or conditional of those, or a modifier on one.
    @MainActor package static func standsForSeveral(_ type: any View.Type) -> Bool {
        let traits = type._viewTraits
        if let multi = traits.multi { return multi.standsForSeveral }
        if let modifier = traits.modifier { return modifier.modifiesSeveral }
        return false
    }
}

extension NodeView: ContentModifier {
    /// Drawn by its node, compared field by field; applies to each view its content stands for.
    public static var _viewTraits: _ViewTraits { _ViewTraits(primitive: Self.self, modifier: Self.self) }
    package var modifiedContent: any View { content }
    package func modifying(_ content: any View) -> any View { around(content) }
    private func around<C: View>(_ content: C) -> any View { NodeView<N, C>(content, make: make, configure: configure) }
    package static var modifiesEach: Bool { N.modifiesEachView }
    package static var modifiedType: any View.Type { Content.self }
}

extension EnvironmentWriter: ContentModifier {
    package var modifiedContent: any View { content }
    package func modifying(_ content: any View) -> any View { around(content) }
    private func around<C: View>(_ content: C) -> any View { EnvironmentWriter<C, Change>(content: content, change: change) }
    package static var modifiedType: any View.Type { Content.self }
}

extension PaddingView: ContentModifier {
    /// Drawn by its node, compared field by field; applies to each view its content stands for.
    static var _viewTraits: _ViewTraits { _ViewTraits(primitive: Self.self, modifier: Self.self) }
    var modifiedContent: any View { content }
    func modifying(_ content: any View) -> any View { around(content) }
    private func around<C: View>(_ content: C) -> any View { PaddingView<C>(content: content, insets: insets, inCells: inCells) }
    static var modifiedType: any View.Type { Content.self }
}

extension ModifiedContent: ContentModifier {
    /// Composed through its `body`, its state kept in the modifier; applies to each view its
    /// content stands for, each with a state of its own.
    public static var _viewTraits: _ViewTraits { _ViewTraits(propertySource: Self.self, modifier: Self.self) }
    package var modifiedContent: any View { content }
    package func modifying(_ content: any View) -> any View { around(content) }
    private func around<C: View>(_ content: C) -> any View { ModifiedContent<C, Modifier>(content: content, modifier: modifier) }
    package static var modifiedType: any View.Type { Content.self }
}
