import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as `.onDelete` hands them: `items.remove(atOffsets: $0)`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }

    /// Moves the elements at `source` so they stand before the element that was at
    /// `destination` (or at the end), as `.onMove` hands them:
    /// `items.move(fromOffsets: $0, toOffset: $1)`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        let target = index(startIndex, offsetBy: Swift.max(0, Swift.min(count, destination - before)))
        insert(contentsOf: moving, at: target)
    }
}
