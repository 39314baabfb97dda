/// How SwiftUI moves a view in or out when it is inserted or removed. A terminal shows the
/// insertion or removal at once, on the next frame; the transition is accepted so a SwiftUI
/// file compiles unchanged.
public struct AnyTransition: Sendable {
    /// The transition's name, as SwiftUI spells it.
    let name: String

    /// Fading in and out.
    public static let opacity = AnyTransition(name: "opacity")
    /// Growing from and shrinking to nothing.
    public static let scale = AnyTransition(name: "scale")
    /// Sliding in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(name: "slide")
    /// No movement at all.
    public static let identity = AnyTransition(name: "identity")
    /// Sliding in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Growing from and shrinking to `scale` of the view's size.
    public static func scale(scale: Double) -> AnyTransition { AnyTransition(name: "scale") }
    /// Moved by `offset` as it comes and goes.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition(name: "offset") }
    /// `insertion` when the view comes, `removal` when it goes.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric")
    }
    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: name + "+" + other.name) }
    /// This transition, timed by `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    /// Accepts SwiftUI's transition; the view comes and goes at once (see `AnyTransition`).
    public func transition(_ transition: AnyTransition) -> some View { self }

    /// Accepts SwiftUI's blur. Cells cannot be blurred, so the view is drawn sharp.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
}
