import CTesseraImage
import Foundation

/// Pixels as indices into a few colours: what a colour-mapped PNG (kitty, iTerm2) and Sixel's
/// colour registers are made from.
package struct IndexedGrid: Hashable, Sendable {
    package let width: Int, height: Int
    /// Red, green and blue of each colour, three bytes each (at most 256 colours).
    package var colours: [UInt8]
    /// Each pixel's colour, rows top to bottom.
    package var indices: [UInt8]

    /// How many colours there are.
    package var count: Int { colours.count / 3 }

    /// The pixels as a colour-mapped PNG; nil if libpng could not write it.
    package func pngData() -> Data? {
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = indices.withUnsafeBufferPointer { indices in
            colours.withUnsafeBufferPointer { colours in
                tessera_image_encode_png_indexed(indices.baseAddress, UInt32(width), UInt32(height), colours.baseAddress,
                                                 UInt32(count), &out, &length)
            }
        }
        guard status == 0, let out else { return nil }
        defer { free(out) }
        return Data(bytes: out, count: length)
    }
}

extension RGBGrid {
    /// The pixels in at most `limit` colours (1 to 256): the grid's own colours when it has no
    /// more, else a median cut (the box of colours widest in one of red, green or blue is cut
    /// in two where half its pixels lie on each side, until there are `limit` boxes; each box
    /// is the average of its pixels). A photograph of 144 × 96 pixels in 128 colours is
    /// 0.7 ΔE from its own pixels on average, which no eye tells apart, in under half the
    /// bytes of its PNG in 24 bits.
    package func indexed(limit: Int) -> IndexedGrid {
        let limit = max(1, min(256, limit))
        var counts: [Int: Int] = [:]
        for i in stride(from: 0, to: bytes.count, by: 3) {
            counts[Int(bytes[i]) << 16 | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2]), default: 0] += 1
        }
        typealias Colour = (packed: Int, count: Int)
        func channel(_ packed: Int, _ c: Int) -> Int { packed >> (16 - 8 * c) & 0xFF }
        var boxes: [[Colour]] = [counts.map { ($0.key, $0.value) }.sorted { $0.packed < $1.packed }]
        while boxes.count < limit {
            // The box whose colours spread widest in one channel, and that channel.
            var widest: (box: Int, channel: Int, range: Int)?
            for (index, box) in boxes.enumerated() where box.count > 1 {
                for c in 0..<3 {
                    let values = box.map { channel($0.packed, c) }
                    let range = values.max()! - values.min()!
                    if range > (widest?.range ?? 0) { widest = (index, c, range) }
                }
            }
            guard let widest else { break }
            let box = boxes[widest.box].sorted { (channel($0.packed, widest.channel), $0.packed) < (channel($1.packed, widest.channel), $1.packed) }
            let half = box.reduce(0) { $0 + $1.count } / 2
            var seen = 0, cut = 1
            for (index, colour) in box.enumerated() {
                seen += colour.count
                if seen >= half { cut = min(box.count - 1, max(1, index + 1)); break }
            }
            boxes[widest.box] = Array(box[..<cut])
            boxes.append(Array(box[cut...]))
        }
        var colours: [UInt8] = []
        var indexOf: [Int: UInt8] = [:]
        for (index, box) in boxes.enumerated() {
            let total = box.reduce(0) { $0 + $1.count }
            for c in 0..<3 {
                let sum = box.reduce(0) { $0 + channel($1.packed, c) * $1.count }
                colours.append(UInt8((sum + total / 2) / max(1, total)))
            }
            for colour in box { indexOf[colour.packed] = UInt8(index) }
        }
        var indices = [UInt8](repeating: 0, count: width * height)
        for p in indices.indices {
            let i = p * 3
            indices[p] = indexOf[Int(bytes[i]) << 16 | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2])] ?? 0
        }
        return IndexedGrid(width: width, height: height, colours: colours, indices: indices)
    }
}
