import Foundation

/// A shape that can be drawn smaller by an amount on every side, as SwiftUI's
/// `InsettableShape`: `Circle().inset(by: 4)`.
public protocol InsettableShape: Shape {
    /// The kind of shape `inset(by:)` gives.
    associatedtype InsetShape: InsettableShape
    /// The shape drawn `amount` inside its frame on every side (in braille dots when drawn).
    func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape drawn inside its frame by an amount: what `inset(by:)` gives.
public struct InsetShape<Base: Shape>: InsettableShape {
    var base: Base
    var amount: CGFloat
    /// The inset, and the base shape's own values.
    public var animatableData: AnimatablePair<CGFloat, Base.AnimatableData> {
        get { AnimatablePair(amount, base.animatableData) }
        set { amount = newValue.first; base.animatableData = newValue.second }
    }
    /// The base shape's outline in `rect` made smaller by the inset on every side.
    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    /// The same shape inset further.
    public func inset(by amount: CGFloat) -> InsetShape<Base> { InsetShape(base: base, amount: self.amount + amount) }
}

extension Rectangle: InsettableShape {
    /// The rectangle drawn `amount` inside its frame.
    public func inset(by amount: CGFloat) -> InsetShape<Rectangle> { InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle drawn `amount` inside its frame.
    public func inset(by amount: CGFloat) -> InsetShape<RoundedRectangle> { InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    /// The capsule drawn `amount` inside its frame.
    public func inset(by amount: CGFloat) -> InsetShape<Capsule> { InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse drawn `amount` inside its frame.
    public func inset(by amount: CGFloat) -> InsetShape<Ellipse> { InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    /// The circle drawn `amount` inside its frame.
    public func inset(by amount: CGFloat) -> InsetShape<Circle> { InsetShape(base: self, amount: amount) }
}

/// Any shape, its type hidden, as SwiftUI's `AnyShape`: a property that returns one of two
/// shapes returns `AnyShape(Circle())` or `AnyShape(Rectangle())`.
public struct AnyShape: Shape {
    private let outline: @MainActor (CGRect) -> Path
    /// `shape`, its type hidden.
    public init<S: Shape>(_ shape: S) { outline = { shape.path(in: $0) } }
    /// The hidden shape's outline.
    public func path(in rect: CGRect) -> Path { outline(rect) }
}

extension Angle: AdditiveArithmetic {
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The angle turned the other way.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
}
