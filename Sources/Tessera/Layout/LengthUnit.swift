/// How the lengths given to `.frame`, `.padding` and the stacks' and grids' `spacing` are read,
/// for the whole program.
///
/// Tessera's lengths are cells: `.frame(width: 20)` is twenty columns. A SwiftUI file ported
/// as it is writes points (`.frame(width: 200)`, `.padding(16)`); with `LengthUnit.current`
/// set to `.points` before the first view is made, those are read as the screen would show
/// them, ten points a column and twenty a row, rounded to the nearest cell.
///
/// ```swift
/// @main struct Ported: App {
///     init() { LengthUnit.current = .points }
///     var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
public enum LengthUnit: Sendable, Hashable {
    /// A length is columns across and rows down (the default).
    case cells
    /// A length is points: ten to a column and twenty to a row, rounded.
    case points

    /// How every length in the program is read; `.cells` unless the program says otherwise.
    @MainActor public static var current: LengthUnit = .cells

    /// Points in a column.
    public static let pointsPerColumn = 10
    /// Points in a row.
    public static let pointsPerRow = 20

    /// `length` across as columns: itself in cells, or points rounded to columns.
    @MainActor static func columns(_ length: Int) -> Int { cells(length, per: pointsPerColumn) }
    /// `length` down as rows: itself in cells, or points rounded to rows.
    @MainActor static func rows(_ length: Int) -> Int { cells(length, per: pointsPerRow) }
    @MainActor static func columns(_ length: Int?) -> Int? { length.map { columns($0) } }
    @MainActor static func rows(_ length: Int?) -> Int? { length.map { rows($0) } }

    /// `length` in cells of `per` points when lengths are points; "as much as there is" and
    /// other lengths beyond any screen stay as they are.
    @MainActor private static func cells(_ length: Int, per points: Int) -> Int {
        guard current == .points, abs(length) < Int.infinity / 2 else { return length }
        let sign = length < 0 ? -1 : 1
        return sign * ((abs(length) * 2 + points) / (points * 2))
    }

    /// `insets` with each edge read as columns (leading, trailing) or rows (top, bottom).
    @MainActor static func cells(_ insets: EdgeInsets) -> EdgeInsets {
        guard current == .points else { return insets }
        return EdgeInsets(top: rows(insets.top), leading: columns(insets.leading), bottom: rows(insets.bottom), trailing: columns(insets.trailing))
    }
}
