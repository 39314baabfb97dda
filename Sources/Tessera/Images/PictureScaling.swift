/// The part of a picture a view shows, in the picture's pixels: all of it when it fits, the
/// middle when it fills and is cropped.
package struct PictureCrop: Hashable, Sendable {
    package var x: Double, y: Double, width: Double, height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The whole of `picture`.
    package init(whole picture: Picture) { self.init(x: 0, y: 0, width: Double(picture.width), height: Double(picture.height)) }

    /// The part of this crop that `part` of `whole` (cells) shows.
    package func narrowed(to part: Rect, of whole: Rect) -> PictureCrop {
        guard whole.width > 0, whole.height > 0 else { return self }
        let sx = width / Double(whole.width), sy = height / Double(whole.height)
        return PictureCrop(x: x + Double(part.minX - whole.minX) * sx, y: y + Double(part.minY - whole.minY) * sy,
                           width: Double(part.width) * sx, height: Double(part.height) * sy)
    }
}

/// Pixels as red, green and blue bytes, after scaling: what the terminal protocols and the
/// half-blocks are made from.
package struct RGBGrid: Hashable, Sendable {
    package let width: Int, height: Int
    /// Three bytes a pixel, rows top to bottom.
    package var bytes: [UInt8]

    package subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let i = (y * width + x) * 3
        return (bytes[i], bytes[i + 1], bytes[i + 2])
    }
}

extension Picture {
    /// `crop` of the picture scaled to `width` × `height` pixels: each pixel the average of
    /// the source pixels it covers (or the nearest one when enlarging), composited over black
    /// where the picture is transparent.
    package func scaled(_ crop: PictureCrop, width: Int, height: Int) -> RGBGrid {
        let width = max(0, width), height = max(0, height)
        var bytes = [UInt8](repeating: 0, count: width * height * 3)
        guard width > 0, height > 0, self.width > 0, self.height > 0 else { return RGBGrid(width: width, height: height, bytes: bytes) }
        let sx = crop.width / Double(width), sy = crop.height / Double(height)
        func span(_ start: Double, _ length: Double, limit: Int) -> Range<Int> {
            let lower = min(limit - 1, max(0, Int(start.rounded(.down))))
            let upper = min(limit, max(lower + 1, Int((start + length).rounded(.up))))
            return lower..<upper
        }
        for y in 0..<height {
            let rows = span(crop.y + Double(y) * sy, sy, limit: self.height)
            for x in 0..<width {
                let columns = span(crop.x + Double(x) * sx, sx, limit: self.width)
                var r = 0, g = 0, b = 0, n = 0
                for py in rows {
                    var i = (py * self.width + columns.lowerBound) * 4
                    for _ in columns {
                        let a = Int(pixels[i + 3])
                        r += Int(pixels[i]) * a; g += Int(pixels[i + 1]) * a; b += Int(pixels[i + 2]) * a
                        n += 1
                        i += 4
                    }
                }
                let o = (y * width + x) * 3
                let d = max(1, n * 255)
                bytes[o] = UInt8((r + d / 2) / d); bytes[o + 1] = UInt8((g + d / 2) / d); bytes[o + 2] = UInt8((b + d / 2) / d)
            }
        }
        return RGBGrid(width: width, height: height, bytes: bytes)
    }
}

/// Pictures as cells: half-blocks (`▀`, the upper pixel the foreground, the lower one the
/// background, two pixels a cell) in colour, braille (eight dots a cell) without.
package enum PictureCells {
    /// The cell for the two pixels at column `x`, rows `2y` and `2y + 1` of `grid`.
    package static func halfBlock(_ grid: RGBGrid, x: Int, y: Int) -> Cell {
        let top = grid[x, 2 * y], bottom = grid[x, min(grid.height - 1, 2 * y + 1)]
        var style = Style.plain
        style.foreground = .rgb(top.r, top.g, top.b)
        style.background = .rgb(bottom.r, bottom.g, bottom.b)
        return Cell("▀", style: style)
    }

    /// The braille cell for the 2 × 4 pixels from (2x, 4y) of `grid`: a dot where the pixel
    /// is lighter than the threshold of an ordered dither.
    package static func braille(_ grid: RGBGrid, x: Int, y: Int) -> Cell {
        // Dot bits of U+2800 by (column, row) within the cell.
        let bits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        let thresholds: [[Int]] = [[32, 160, 96, 224], [192, 64, 255, 128]]
        var value: UInt32 = 0
        for dx in 0..<2 {
            for dy in 0..<4 {
                let px = 2 * x + dx, py = 4 * y + dy
                guard px < grid.width, py < grid.height else { continue }
                let p = grid[px, py]
                let luminance = (Int(p.r) * 299 + Int(p.g) * 587 + Int(p.b) * 114) / 1000
                if luminance >= thresholds[dx][dy] - 16 { value |= bits[dx][dy] }
            }
        }
        return Cell(Character(Unicode.Scalar(0x2800 + value)!))
    }
}
