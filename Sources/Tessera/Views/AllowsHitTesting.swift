/// Where `.allowsHitTesting(_:)` keeps its flag: a click finds nothing in a subtree that does
/// not take clicks, and goes to what is drawn under it.
package final class HitTestingNode: PassthroughNode {
    var allowsHitTesting = true
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
}

extension View {
    /// With false, clicks and the wheel pass through this view to whatever is under it, as
    /// taps do in SwiftUI; the keyboard still reaches the controls inside.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        NodeView(self, make: { HitTestingNode() }, configure: { $0.allowsHitTesting = enabled })
    }
}

extension Node {
    /// True for the layout containers (stacks, spacers, padding, frames), which take a click
    /// only where a view inside them is: their empty space lets it through to what is drawn
    /// behind, as in SwiftUI (a modifier such as `.onTapGesture` around one still takes it).
    var passesClicksWhereEmpty: Bool {
        self is StackNode || self is ZStackNode || self is SpacerNode || self is PaddingNode || self is FrameNode
    }
}
