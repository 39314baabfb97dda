import Foundation

/// Sorting many rows fast: each sort key is turned into a rank once (rows with equal keys share
/// a rank), and a display order is then a counting sort of ranks, forward or reverse, in O(n).
/// Text keys are compared by a collation key built once per row: case-insensitive, with runs of
/// digits compared as numbers ("Crow 10021" before "Crow 100021").
enum SortRanks {
    /// Ranks for `keys`: 0 for the smallest, equal keys equal ranks. Few distinct values (an
    /// enum, a category) are ranked by binary search among them, without sorting every row.
    static func ranks<Key: Comparable>(of keys: [Key]) -> [Int32] {
        var distinct: [Key] = []
        func lowerBound(_ key: Key) -> Int {
            var low = 0, high = distinct.count
            while low < high { let mid = (low + high) / 2; if distinct[mid] < key { low = mid + 1 } else { high = mid } }
            return low
        }
        for key in keys {
            let i = lowerBound(key)
            if i == distinct.count || key < distinct[i] {
                distinct.insert(key, at: i)
                if distinct.count > 4096 {
                    let order = (0..<keys.count).sorted { keys[$0] < keys[$1] }
                    return ranks(sortedBy: order) { keys[$0] == keys[$1] }
                }
            }
        }
        return keys.map { Int32(lowerBound($0)) }
    }

    /// Ranks for text keys, by their collation keys.
    static func ranks(of keys: CollationKeys) -> [Int32] {
        let order = (0..<keys.count).sorted { keys.compare($0, $1) < 0 }
        return ranks(sortedBy: order) { keys.compare($0, $1) == 0 }
    }

    private static func ranks(sortedBy order: [Int], equal: (Int, Int) -> Bool) -> [Int32] {
        var ranks = [Int32](repeating: 0, count: order.count)
        var rank: Int32 = 0
        for (position, index) in order.enumerated() {
            if position > 0, !equal(order[position - 1], index) { rank += 1 }
            ranks[index] = rank
        }
        return ranks
    }

    /// The display order for rows ranked by `ranks` (the first array the primary key, the rest
    /// breaking its ties), each forward or reverse; rows that tie on every key keep their data
    /// order. A single key is a counting sort.
    static func order(_ keys: [(ranks: [Int32], reversed: Bool)], count: Int) -> [Int] {
        guard let first = keys.first else { return Array(0..<count) }
        if keys.count == 1 { return countingSort(first.ranks, reversed: first.reversed) }
        return (0..<count).sorted { a, b in
            for key in keys where key.ranks[a] != key.ranks[b] {
                return (key.ranks[a] < key.ranks[b]) != key.reversed
            }
            return a < b
        }
    }

    private static func countingSort(_ ranks: [Int32], reversed: Bool) -> [Int] {
        let buckets = Int(ranks.max() ?? -1) + 1
        var starts = [Int](repeating: 0, count: buckets + 1)
        for r in ranks { starts[Int(reversed ? Int32(buckets - 1) - r : r) + 1] += 1 }
        for i in 0..<buckets { starts[i + 1] += starts[i] }
        var order = [Int](repeating: 0, count: ranks.count)
        for (index, r) in ranks.enumerated() {
            let bucket = Int(reversed ? Int32(buckets - 1) - r : r)
            order[starts[bucket]] = index
            starts[bucket] += 1
        }
        return order
    }
}

/// Reads one sort key of many rows, a range at a time, then ranks them: a large table reads its
/// keys a slice per turn of the run loop, so sorting never freezes it.
final class RankBuilder<Row> {
    private let readRange: (Range<Int>, (Int) -> Row) -> Void
    private let rank: () -> [Int32]
    /// How many rows have been read.
    private(set) var read = 0

    init<Key>(keys initial: Key, append: @escaping (inout Key, Row) -> Void, rank: @escaping (Key) -> [Int32]) {
        var keys = initial
        readRange = { range, row in for i in range { append(&keys, row(i)) } }
        self.rank = { rank(keys) }
    }

    /// Reads the keys of rows `read..<end`.
    func read(upTo end: Int, row: (Int) -> Row) {
        guard end > read else { return }
        readRange(read..<end, row)
        read = end
    }

    /// The ranks of every row read.
    func ranks() -> [Int32] { rank() }
}

/// Collation keys for many strings in one buffer: a string's key is its text case-folded, with
/// each run of digits written as a marker, the count of its significant digits and the digits,
/// so that numbers compare by value and before letters. The first eight bytes are also kept as
/// one integer, which settles most comparisons without touching the buffer.
struct CollationKeys {
    private var bytes: [UInt8] = []
    private var starts: [Int32] = []
    private var prefixes: [UInt64] = []

    /// Room for `capacity` strings, added with `append`.
    init(capacity: Int) {
        starts.reserveCapacity(capacity + 1)
        prefixes.reserveCapacity(capacity)
        bytes.reserveCapacity(capacity * 16)
        starts.append(0)
    }

    /// How many strings have keys.
    var count: Int { prefixes.count }

    /// Adds the key of the next string.
    mutating func append(_ text: String) {
        let start = bytes.count
        Self.append(text, to: &bytes)
        var prefix: UInt64 = 0
        for i in 0..<8 { prefix = prefix << 8 | UInt64(start + i < bytes.count ? bytes[start + i] : 0) }
        prefixes.append(prefix)
        starts.append(Int32(bytes.count))
    }

    /// The key of one string, appended to `out`.
    static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        let appended = text.withUTF8 { utf8 -> Bool in
            guard !utf8.contains(where: { $0 >= 0x80 }) else { return false }
            append(folded: utf8, to: &out)
            return true
        }
        if !appended {
            var lowered = text.lowercased()
            lowered.withUTF8 { append(folded: $0, to: &out) }
        }
    }

    private static func append(folded: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var i = 0
        let count = folded.count
        while i < count {
            let byte = folded[i]
            if byte >= 0x30 && byte <= 0x39 {
                var end = i
                while end < count, folded[end] >= 0x30, folded[end] <= 0x39 { end += 1 }
                var first = i
                while first < end - 1, folded[first] == 0x30 { first += 1 }
                out.append(0x01)
                out.append(UInt8(min(255, end - first)))
                out.append(contentsOf: UnsafeBufferPointer(rebasing: folded[first..<end]))
                i = end
            } else {
                out.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
                i += 1
            }
        }
    }

    /// Negative when string `a` sorts first, positive when `b` does, zero when their keys are equal.
    func compare(_ a: Int, _ b: Int) -> Int {
        if prefixes[a] != prefixes[b] { return prefixes[a] < prefixes[b] ? -1 : 1 }
        let aStart = Int(starts[a]), aEnd = Int(starts[a + 1]), bStart = Int(starts[b]), bEnd = Int(starts[b + 1])
        let aCount = aEnd - aStart, bCount = bEnd - bStart
        if aCount > 8 && bCount > 8 {
            let common = min(aCount, bCount) - 8
            let order = bytes.withUnsafeBufferPointer { buffer in
                memcmp(buffer.baseAddress! + aStart + 8, buffer.baseAddress! + bStart + 8, common)
            }
            if order != 0 { return order < 0 ? -1 : 1 }
        }
        return aCount == bCount ? 0 : (aCount < bCount ? -1 : 1)
    }
}
