extension LengthUnit {
    /// A fixed frame's width in columns: as `columns(_:)`, except that a positive length in
    /// points is at least one column, so a thin bar (`.frame(width: 4)`) still shows.
    @MainActor static func frameColumns(_ length: Int?) -> Int? { length.map { $0 > 0 ? max(1, columns($0)) : columns($0) } }
    /// A fixed frame's height in rows: as `rows(_:)`, except that a positive length in points
    /// is at least one row (BookClub's reading bar, `.frame(height: 4)`).
    @MainActor static func frameRows(_ length: Int?) -> Int? { length.map { $0 > 0 ? max(1, rows($0)) : rows($0) } }
}
