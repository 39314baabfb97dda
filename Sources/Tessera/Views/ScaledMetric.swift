/// A length that SwiftUI scales with the reader's text size, as `@ScaledMetric` does. A terminal's
/// text is the terminal's own size, and Tessera's lengths are cells, so the value is used as
/// written.
///
/// ```swift
/// @ScaledMetric(relativeTo: .title) private var iconSize = 2.0
/// ```
@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint & Sendable>: Sendable {
    /// The text style whose size the value would follow.
    public let textStyle: Font.TextStyle
    private let base: Value

    /// A metric of `wrappedValue`, following the body text size.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A metric of `wrappedValue`, following the size of `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.base = wrappedValue
        self.textStyle = textStyle
    }

    /// The value as written: a terminal does not scale text.
    public var wrappedValue: Value { base }
}
