import Foundation

/// Shared pieces of the chart renderers: the value-to-fraction scale, a braille dot grid and
/// number labels. Internal: views reach charts through `SparklineRenderer` and
/// `LineChartRenderer`.

/// Maps values onto 0…1 for a closed range. A flat range (every value equal) maps to 0.5 so
/// flat data sits in the middle of the plot.
struct ChartScale: Equatable {
    let lower: Double
    let upper: Double

    /// The scale for `values`, or for `range` when given. `nil` when there is nothing to scale
    /// (no finite value and no range).
    init?(values: [Double?], range: ClosedRange<Double>? = nil) {
        if let range, range.lowerBound.isFinite, range.upperBound.isFinite {
            lower = range.lowerBound; upper = range.upperBound
            return
        }
        var lo = Double.infinity, hi = -Double.infinity
        for case let v? in values where v.isFinite {
            lo = min(lo, v); hi = max(hi, v)
        }
        guard lo <= hi else { return nil }
        lower = lo; upper = hi
    }

    var isFlat: Bool { upper <= lower }

    /// Where `value` falls between the bounds, clamped to 0…1.
    func fraction(_ value: Double) -> Double {
        if isFlat { return 0.5 }
        return min(1, max(0, (value - lower) / (upper - lower)))
    }

    /// The dot row (0 = top) of `value` in a grid `dotHeight` dots tall.
    func dotRow(_ value: Double, dotHeight: Int) -> Int {
        let span = Double(max(0, dotHeight - 1))
        return Int(((1 - fraction(value)) * span).rounded(.toNearestOrAwayFromZero))
    }
}

/// A value that can be plotted: present and finite.
@inline(__always)
func plottable(_ value: Double?) -> Double? {
    guard let value, value.isFinite else { return nil }
    return value
}

/// A grid of braille dots, two across and four down per cell (Unicode braille patterns,
/// U+2800…U+28FF, which every terminal font draws one column wide).
struct BrailleGrid {
    let columns: Int
    let rows: Int
    private(set) var bits: [UInt8]

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        bits = Array(repeating: 0, count: self.columns * self.rows)
    }

    var dotWidth: Int { columns * 2 }
    var dotHeight: Int { rows * 4 }

    /// The bit of each dot, indexed [column within cell][row within cell].
    private static let dotBits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// Turns on the dot at (`x`, `y`) in dot coordinates; dots outside the grid are ignored.
    mutating func plot(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        bits[(y / 4) * columns + x / 2] |= Self.dotBits[x % 2][y % 4]
    }

    /// Turns on every dot `other`, a grid of the same size, has on.
    mutating func overlay(_ other: BrailleGrid) {
        for i in bits.indices where i < other.bits.count { bits[i] |= other.bits[i] }
    }

    /// Draws a continuous (eight-connected) line of dots between two points, ends included.
    mutating func line(from a: (x: Int, y: Int), to b: (x: Int, y: Int)) {
        var x = a.x, y = a.y
        let dx = abs(b.x - a.x), dy = -abs(b.y - a.y)
        let sx = a.x < b.x ? 1 : -1, sy = a.y < b.y ? 1 : -1
        var err = dx + dy
        while true {
            plot(x: x, y: y)
            if x == b.x && y == b.y { break }
            let e2 = 2 * err
            if e2 >= dy { err += dy; x += sx }
            if e2 <= dx { err += dx; y += sy }
        }
    }

    /// The braille glyph of one cell, or `nil` when the cell has no dots.
    func glyph(column: Int, row: Int) -> Character? {
        let b = bits[row * columns + column]
        guard b != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(b)) else { return nil }
        return Character(scalar)
    }
}

/// Short number labels for chart axes.
enum ChartLabel {
    /// `value` as a whole number when `integral`, otherwise with one decimal ("2.5", "3").
    static func format(_ value: Double, integral: Bool) -> String {
        guard value.isFinite else { return "–" }
        if integral || value.magnitude >= 1e15 { return String(Int(value.rounded())) }
        let tenths = Int((value * 10).rounded())
        let whole = tenths / 10, digit = abs(tenths % 10)
        let sign = tenths < 0 && whole == 0 ? "-" : ""
        return digit == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(digit)"
    }

    /// Whether every plottable value is a whole number.
    static func allIntegral(_ values: [Double?]) -> Bool {
        values.allSatisfy { v in plottable(v).map { $0.rounded() == $0 } ?? true }
    }
}

extension ScreenBuffer {
    /// Sets one single-width cell only when it lies inside `clip` (and the buffer).
    mutating func setClipped(_ character: Character, x: Int, y: Int, style: Style, clip: Rect) {
        guard clip.contains(Point(x: x, y: y)) else { return }
        set(Cell(character, style: style), x: x, y: y)
    }
}

extension ChartLabel {
    /// How dates on an axis are written.
    enum DateFormat {
        /// "09:41", when every date is on a whole minute and they span at most two days.
        case minutes
        /// "09:41:05".
        case seconds
        /// "03-14", for dates spanning more than two days.
        case days

        init(spanning seconds: [Double], timeZone: TimeZone?) {
            guard let low = seconds.min(), let high = seconds.max() else { self = .minutes; return }
            if high - low > 2 * 86_400 {
                self = .days
            } else if seconds.allSatisfy({ ChartLabel.clock($0, timeZone: timeZone).second == 0 }) {
                self = .minutes
            } else {
                self = .seconds
            }
        }
    }

    /// A date (seconds since 1970) written as `format` in `timeZone`, or in local time as the
    /// C library knows it when `timeZone` is nil (no time-zone tables are loaded).
    static func format(date seconds: Double, as format: DateFormat, timeZone: TimeZone?) -> String {
        let parts = clock(seconds, timeZone: timeZone)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        switch format {
        case .minutes: return two(parts.hour) + ":" + two(parts.minute)
        case .seconds: return two(parts.hour) + ":" + two(parts.minute) + ":" + two(parts.second)
        case .days: return two(parts.month) + "-" + two(parts.day)
        }
    }

    /// The calendar and clock fields of a date in `timeZone` (nil: local time).
    static func clock(_ seconds: Double, timeZone: TimeZone?) -> (month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        guard seconds.isFinite, seconds.magnitude < 1e15 else { return (1, 1, 0, 0, 0) }
        var time = time_t(seconds.rounded(.down))
        var parts = tm()
        if let timeZone {
            time += time_t(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds)))
            gmtime_r(&time, &parts)
        } else {
            localtime_r(&time, &parts)
        }
        return (Int(parts.tm_mon) + 1, Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
    }
}
