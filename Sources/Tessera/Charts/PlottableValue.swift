import Foundation

/// A type whose values a chart can place on an axis: numbers and dates.
///
/// Every standard integer and floating-point type conforms, and so does `Date`. Another
/// `BinaryInteger` or `BinaryFloatingPoint` type conforms with an empty extension:
///
/// ```swift
/// extension Celsius: Plottable {}   // Celsius: BinaryFloatingPoint
/// ```
public protocol Plottable {
    /// The value's position on an axis, as a number (a date: seconds since 1970).
    var plottableNumber: Double { get }
}

extension Plottable where Self: BinaryInteger {
    /// The integer as a `Double`.
    public var plottableNumber: Double { Double(self) }
}

extension Plottable where Self: BinaryFloatingPoint {
    /// The number as a `Double`.
    public var plottableNumber: Double { Double(self) }
}

extension Int: Plottable {}
extension Int8: Plottable {}
extension Int16: Plottable {}
extension Int32: Plottable {}
extension Int64: Plottable {}
extension UInt: Plottable {}
extension UInt8: Plottable {}
extension UInt16: Plottable {}
extension UInt32: Plottable {}
extension UInt64: Plottable {}
extension Double: Plottable {}
extension Float: Plottable {}

extension Date: Plottable {
    /// Seconds since 1970: charts over dates are charts over time.
    public var plottableNumber: Double { timeIntervalSince1970 }
}

/// A value for one of a mark's axes, with the name of what it measures, as in Swift Charts:
/// `LineMark(x: .value("Time", sample.date), y: .value("BPM", sample.bpm))`.
public struct PlottableValue<Value: Plottable> {
    /// What the value measures ("Time", "BPM"); a rule writes it beside its value.
    public let label: String
    /// The value itself.
    public let value: Value

    /// A value named `label`: `.value("BPM", 72)`.
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, value: value)
    }

    /// The value as an axis position; `nil` when it is not finite (NaN or infinite).
    var position: Double? {
        let number = value.plottableNumber
        return number.isFinite ? number : nil
    }

    /// Whether the axis shows this value as a time of day or date rather than a number.
    var isDate: Bool { Value.self == Date.self }
}
