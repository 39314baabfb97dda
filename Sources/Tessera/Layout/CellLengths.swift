extension LengthUnit {
    /// `columns` columns as a length to write: what `columns(_:)` reads back as the same
    /// columns. Tessera's own views write their gaps with it, so a program that reads lengths
    /// as points does not shrink them (a title bar's two columns after `‹ Back` would round to
    /// none).
    @MainActor static func written(columns: Int) -> Int { current == .points ? columns * pointsPerColumn : columns }
    /// `rows` rows as a length to write: what `rows(_:)` reads back as the same rows.
    @MainActor static func written(rows: Int) -> Int { current == .points ? rows * pointsPerRow : rows }

    /// A length across written in floating point (an offset, a position) as columns, not
    /// rounded: itself in cells, or points divided by `pointsPerColumn`.
    @MainActor static func columns(exactly length: Double) -> Double { current == .points ? length / Double(pointsPerColumn) : length }
    /// A length down written in floating point as rows, not rounded.
    @MainActor static func rows(exactly length: Double) -> Double { current == .points ? length / Double(pointsPerRow) : length }
    /// `columns` as the program reads lengths across: itself, or points (a drag's location).
    @MainActor static func written(columns: Double) -> Double { current == .points ? columns * Double(pointsPerColumn) : columns }
    /// `rows` as the program reads lengths down: itself, or points.
    @MainActor static func written(rows: Double) -> Double { current == .points ? rows * Double(pointsPerRow) : rows }
}
