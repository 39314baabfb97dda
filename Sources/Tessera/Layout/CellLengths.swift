extension LengthUnit {
    /// `columns` columns as a length to write: what `columns(_:)` reads back as the same
    /// columns. Tessera's own views write their gaps with it, so a program that reads lengths
    /// as points does not shrink them (a title bar's two columns after `‹ Back` would round to
    /// none).
    @MainActor static func written(columns: Int) -> Int { current == .points ? columns * pointsPerColumn : columns }
    /// `rows` rows as a length to write: what `rows(_:)` reads back as the same rows.
    @MainActor static func written(rows: Int) -> Int { current == .points ? rows * pointsPerRow : rows }
}
