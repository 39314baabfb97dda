import Foundation

/// Text written as a string literal, with SwiftUI's interpolations: `\(value, specifier: "%.1f")`,
/// `\(date, style: .time)` and `\(value, format: .number)`. A terminal program has no string
/// tables, so the key is the text shown: `Text("Hello \(name)")` shows `Hello Ada`.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The text the key stands for.
    let text: String

    /// The key `value`, shown as it is.
    public init(_ value: String) { text = value }
    /// The key written as a literal.
    public init(stringLiteral value: String) { text = value }
    /// The key written with interpolations.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// The pieces of an interpolated key, with SwiftUI's interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// Room for the literal's pieces.
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        /// A literal piece.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A value, as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        /// A number with a `printf` format: `\(speed, specifier: "%.1f")` gives `3.5`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, value)
        }
        /// A date in one of `Text`'s date styles, as it reads when the text is made.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            text += Text.LiveDate(date: date, style: style).string(now: Date(), in: nil)
        }
        /// A value in a Foundation format style: `\(price, format: .number)`.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(value)
        }
    }
}

extension Text {
    /// The text `key` stands for. `tableName`, `bundle` and `comment` are accepted for SwiftUI's
    /// signature: a terminal program has no string tables, so the key is shown as written.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key.text)
    }

    /// A value in a Foundation format style: `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(format.format(input))
    }
}
