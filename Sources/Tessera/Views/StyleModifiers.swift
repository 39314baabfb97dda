// SwiftUI's names for text, colour and list-row settings that apps written for SwiftUI use.
// Each either does what SwiftUI does, as far as a grid of cells can, or is accepted and
// documented in docs/SWIFTUI-DIFFERENCES.md as having no effect on a terminal.

private struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ReservedLinesKey: EnvironmentKey { static var defaultValue: Int { 0 } }

extension EnvironmentValues {
    /// Whether controls inside draw their titles (`.labelsHidden()`).
    package var labelsHidden: Bool { get { self[LabelsHiddenKey.self] } set { self[LabelsHiddenKey.self] = newValue } }
    /// The fewest lines text inside takes, even when it needs fewer (`.lineLimit(2, reservesSpace: true)`).
    package var reservedLines: Int { get { self[ReservedLinesKey.self] } set { self[ReservedLinesKey.self] = newValue } }
}

/// The top and bottom edges.
public enum VerticalEdge: Int8, CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// Some of the two edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// One bit per edge.
        public let rawValue: Int8
        /// The set whose bits are `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

extension View {
    /// Controls inside draw without their titles: a toggle is its `[x]` alone. A screen reader
    /// still reads each title.
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }

    /// At most `limit` lines for the text inside; with `reservesSpace`, text takes `limit` lines
    /// even when it needs fewer, so rows of differing text line up.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformEnvironment { $0.lineLimit = limit; $0.reservedLines = reservesSpace ? limit : 0 }
    }

    /// Between `range.lowerBound` and `range.upperBound` lines for the text inside: `.lineLimit(2...4)`.
    public func lineLimit(_ range: ClosedRange<Int>) -> some View {
        transformEnvironment { $0.lineLimit = range.upperBound; $0.reservedLines = range.lowerBound }
    }

    /// At least `range.lowerBound` lines for the text inside, and as many more as it needs.
    public func lineLimit(_ range: PartialRangeFrom<Int>) -> some View {
        transformEnvironment { $0.lineLimit = nil; $0.reservedLines = range.lowerBound }
    }

    /// At most `range.upperBound` lines for the text inside.
    public func lineLimit(_ range: PartialRangeThrough<Int>) -> some View {
        transformEnvironment { $0.lineLimit = range.upperBound; $0.reservedLines = 0 }
    }

    /// How far text may shrink to fit. A terminal's cells do not shrink: text that does not fit
    /// is truncated (or wrapped) as without it, so this changes nothing.
    public func minimumScaleFactor(_ factor: Double) -> some View { self }

    /// The typeface family of text inside. A terminal draws every family in its one monospaced
    /// face, so this changes nothing.
    public func fontDesign(_ design: Font.Design?) -> some View { self }

    /// Light or dark colours for this view and everything inside: the colour scheme and the
    /// theme's semantic colours (accent, secondary, selection, bars) follow it. Nil keeps the
    /// scheme the app was started with (`--theme`).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment { values in
            guard let colorScheme else { return }
            values.colorScheme = colorScheme
            values.theme = colorScheme == .light ? .light : .dark
        }
    }

    /// Hides the separator under this row of a `List` (`.hidden`), or shows it (`.visible`,
    /// `.automatic`). A terminal list draws separators under rows only, so `edges` hides the
    /// separator when it holds `.bottom`; `.top` alone changes nothing.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        NodeView(self, make: { ListRowOptionsNode() }, configure: {
            $0.separatorHidden = edges.contains(.bottom) ? visibility == .hidden : nil
        })
    }
}

/// What fills text or a shape: a colour, a gradient, or either behind `AnyShapeStyle`.
///
/// A terminal cell has one foreground and one background colour, so a gradient fills with one
/// representative colour: the colour halfway along it.
public protocol ShapeStyle: Sendable {}

/// A style that resolves to one colour a cell can show.
protocol ResolvedShapeStyle: ShapeStyle {
    /// The colour a cell is drawn in.
    var representativeColor: Color { get }
}

extension Color: ResolvedShapeStyle {
    var representativeColor: Color { self }
}

/// Colours at positions 0…1 along a line or out from a centre.
public struct Gradient: Hashable, Sendable, ResolvedShapeStyle {
    /// One colour at one position.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where the colour is, 0 (the start) to 1 (the end).
        public var location: Double
        /// A colour at `location`.
        public init(color: Color, location: Double) { self.color = color; self.location = location }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// Stops at the given positions.
    public init(stops: [Stop]) { self.stops = stops.sorted { $0.location < $1.location } }

    /// Colours spread evenly from start to end.
    public init(colors: [Color]) {
        let last = Double(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $1, location: Double($0) / last) }
    }

    /// The colour at `location` (0…1), mixed from the stops on either side.
    func color(at location: Double) -> Color {
        guard let first = stops.first else { return .default }
        guard let after = stops.firstIndex(where: { $0.location >= location }) else { return stops[stops.count - 1].color }
        guard after > 0 else { return first.color }
        let a = stops[after - 1], b = stops[after]
        let t = b.location > a.location ? (location - a.location) / (b.location - a.location) : 0
        let (r1, g1, b1) = a.color.rgbComponents, (r2, g2, b2) = b.color.rgbComponents
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
        return .rgb(mix(r1, r2), mix(g1, g2), mix(b1, b2))
    }

    var representativeColor: Color { color(at: 0.5) }
}

/// A gradient along a line, as SwiftUI's; a terminal fills with its colour halfway along.
public struct LinearGradient: Hashable, Sendable, ResolvedShapeStyle {
    /// The colours.
    public var gradient: Gradient
    /// Where the line starts and ends, in the filled area (0…1 on each axis).
    public var startPoint: UnitPoint, endPoint: UnitPoint
    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    /// Colours spread evenly from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// Stops from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    var representativeColor: Color { gradient.representativeColor }
}

/// A gradient out from a centre, as SwiftUI's; a terminal fills with its colour halfway out.
public struct RadialGradient: Hashable, Sendable, ResolvedShapeStyle {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in the filled area (0…1 on each axis).
    public var center: UnitPoint
    /// Where the first and last colours are, from the centre.
    public var startRadius: Double, endRadius: Double
    /// A gradient from `startRadius` to `endRadius` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    /// Colours spread evenly from `startRadius` to `endRadius`.
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    var representativeColor: Color { gradient.representativeColor }
}

/// Any shape style, its type hidden: `AnyShapeStyle(isOn ? Color.green : Color.gray)`.
public struct AnyShapeStyle: ShapeStyle, EnvironmentalShapeStyle {
    let base: any ShapeStyle
    /// `style`, its type hidden. A style of an app's own type (not a colour, a gradient or one
    /// of SwiftUI's styles) draws in the terminal's default colour.
    public init<S: ShapeStyle>(_ style: S) { base = style }
    func resolvedColor(in environment: EnvironmentValues, asBackground: Bool) -> Color {
        base.resolvedColor(in: environment, asBackground: asBackground)
    }
}

extension View {
    /// The style of text and glyphs in this view: a colour, a gradient's colour halfway along,
    /// or what a style such as `.tint` or `.secondary` is where the view is drawn.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self, change: ShapeStyleForeground(style: style))
    }
    /// A background of this style behind the view: a colour, a gradient's colour halfway
    /// along, a material's shade, or what a style such as `.tint` is where the view is drawn.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        NodeView(self, make: { BackgroundNode() }, configure: {
            $0.fill = Style(background: style.resolvedColor(in: $0.environment, asBackground: true)); $0.isOverlay = false
        })
    }
}
