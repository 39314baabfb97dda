import Foundation
import Tessera

/// How a terminal shows a picture's pixels, best first; `cells` is the half-blocks (or
/// braille) every terminal shows.
public enum PictureProtocol: String, Sendable, CaseIterable {
    /// The kitty graphics protocol, placed with Unicode placeholders (kitty, Ghostty).
    case kitty
    /// DEC Sixel (xterm -ti vt340, foot, WezTerm, mlterm, contour).
    case sixel
    /// iTerm2's inline images (OSC 1337).
    case iTerm2
    /// Cells only.
    case cells
}

/// Sixel: six rows of pixels a band, each colour's run in a band a line of characters.
package enum SixelEncoder {
    /// How many colour registers a picture takes at most.
    package static let registers = 16

    /// The DCS sequence that draws `grid` at the cursor, pixel for pixel, opaque. The
    /// registers are the picture's own colours (`RGBGrid.indexed`, a median cut where it has
    /// more than `registers`), undithered, so that neighbours of one colour make runs
    /// (`!count`) and smooth skies and water keep their shades instead of banding in the steps
    /// of a fixed palette; a colour's line in a band ends at its last pixel: a photograph
    /// scaled up to a cell's pixels repeats each of its own pixels, which costs a run, not a dot.
    package static func encode(_ grid: RGBGrid) -> String {
        let width = grid.width, height = grid.height
        guard width > 0, height > 0 else { return "" }
        let indexed = grid.indexed(limit: registers)
        let index = indexed.indices
        var out = "\u{1B}P0;1;0q\"1;1;\(width);\(height)"
        let percent = { (value: UInt8) in (Int(value) * 100 + 127) / 255 }
        for register in 0..<indexed.count {
            let rgb = indexed.colours[register * 3..<register * 3 + 3].map(percent)
            out += "#\(register);2;\(rgb[0]);\(rgb[1]);\(rgb[2])"
        }
        var bandTop = 0
        var row = [UInt8](repeating: 0, count: width)
        while bandTop < height {
            let bandRows = min(6, height - bandTop)
            var inBand = [Bool](repeating: false, count: indexed.count)
            for y in bandTop..<bandTop + bandRows { for x in 0..<width { inBand[Int(index[y * width + x])] = true } }
            var firstColour = true
            for register in inBand.indices where inBand[register] {
                for x in 0..<width {
                    var bits: UInt8 = 0
                    for dy in 0..<bandRows where index[(bandTop + dy) * width + x] == register { bits |= 1 << dy }
                    row[x] = bits
                }
                if !firstColour { out += "$" }
                firstColour = false
                out += "#\(register)"
                // The line ends at the colour's last pixel in the band.
                var end = width
                while end > 0, row[end - 1] == 0 { end -= 1 }
                var x = 0
                while x < end {
                    var run = 1
                    while x + run < width, row[x + run] == row[x] { run += 1 }
                    let character = Character(Unicode.Scalar(63 + row[x]))
                    if run > 3 { out += "!\(run)\(character)" } else { out += String(repeating: character, count: run) }
                    x += run
                }
            }
            out += "-"
            bandTop += 6
        }
        return out + "\u{1B}\\"
    }
}

/// The kitty graphics protocol with Unicode placeholders: the picture is sent once as a PNG
/// with a virtual placement of so many columns and rows, and cells of U+10EEEE (coloured with
/// the picture's id, a diacritic for the row and one for the column) show it; they are text,
/// so they move, scroll and clip as text does, in tmux too.
package enum KittyGraphics {
    /// The placeholder character.
    package static let placeholder: Unicode.Scalar = "\u{10EEEE}"

    /// The combining marks that number rows and columns 0, 1, 2…: kitty's list (Unicode's
    /// combining marks of class 230 without decompositions), its first 128.
    package static let diacritics: [UInt32] = [
        0x0305, 0x030D, 0x030E, 0x0310, 0x0312, 0x033D, 0x033E, 0x033F, 0x0346, 0x034A, 0x034B, 0x034C, 0x0350, 0x0351, 0x0352, 0x0357,
        0x035B, 0x0363, 0x0364, 0x0365, 0x0366, 0x0367, 0x0368, 0x0369, 0x036A, 0x036B, 0x036C, 0x036D, 0x036E, 0x036F, 0x0483, 0x0484,
        0x0485, 0x0486, 0x0487, 0x0592, 0x0593, 0x0594, 0x0595, 0x0597, 0x0598, 0x0599, 0x059C, 0x059D, 0x059E, 0x059F, 0x05A0, 0x05A1,
        0x05A8, 0x05A9, 0x05AB, 0x05AC, 0x05AF, 0x05C4, 0x0610, 0x0611, 0x0612, 0x0613, 0x0614, 0x0615, 0x0616, 0x0617, 0x0657, 0x0658,
        0x0659, 0x065A, 0x065B, 0x065D, 0x065E, 0x06D6, 0x06D7, 0x06D8, 0x06D9, 0x06DA, 0x06DB, 0x06DC, 0x06DF, 0x06E0, 0x06E1, 0x06E2,
        0x06E4, 0x06E7, 0x06E8, 0x06EB, 0x06EC, 0x0730, 0x0732, 0x0733, 0x0735, 0x0736, 0x073A, 0x073D, 0x073F, 0x0740, 0x0741, 0x0743,
        0x0745, 0x0747, 0x0749, 0x074A, 0x07EB, 0x07EC, 0x07ED, 0x07EE, 0x07EF, 0x07F0, 0x07F1, 0x07F3, 0x0816, 0x0817, 0x0818, 0x0819,
        0x081B, 0x081C, 0x081D, 0x081E, 0x081F, 0x0820, 0x0821, 0x0822, 0x0823, 0x0825, 0x0826, 0x0827, 0x0829, 0x082A, 0x082B, 0x082C,
    ]

    /// The query sent at start-up: a 1 × 1 picture that is not kept; kitty answers
    /// `ESC _ G i=31;OK ESC \`, other terminals nothing (or an error).
    package static let query = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"

    /// Sends `png` as picture `id` with a virtual placement `columns` × `rows` cells, in
    /// chunks of 4096 base64 bytes; kitty answers nothing (`q=2`).
    package static func transmit(png: Data, id: UInt32, columns: Int, rows: Int) -> String {
        let encoded = Array(png.base64EncodedString().utf8)
        var out = ""
        var offset = 0
        repeat {
            let end = min(encoded.count, offset + 4096)
            let more = end < encoded.count ? 1 : 0
            let keys = offset == 0 ? "a=T,U=1,f=100,t=d,i=\(id),c=\(columns),r=\(rows),q=2,m=\(more)" : "m=\(more),q=2"
            out += "\u{1B}_G\(keys);" + String(decoding: encoded[offset..<end], as: UTF8.self) + "\u{1B}\\"
            offset = end
        } while offset < encoded.count
        return out
    }

    /// Frees picture `id` and its placements.
    package static func delete(id: UInt32) -> String { "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\" }

    /// The placeholder cells for `columns` of row `row` of picture `id`, from column `firstColumn`,
    /// in the picture's colour (24-bit: the id's three bytes), ending with the colour reset.
    /// Only the first names its row and column: kitty takes a placeholder without them as the
    /// next column of the one to its left in the same colour, so the others cost 4 bytes, not 8.
    package static func placeholders(id: UInt32, row: Int, firstColumn: Int, columns: Int) -> String {
        guard row < diacritics.count else { return "" }
        var out = AnsiWriter.colors(foreground: .rgb(UInt8(id >> 16 & 0xFF), UInt8(id >> 8 & 0xFF), UInt8(id & 0xFF)), background: nil)
        var scalars = String.UnicodeScalarView()
        for column in firstColumn..<min(diacritics.count, firstColumn + columns) {
            scalars.append(placeholder)
            guard column == firstColumn else { continue }
            scalars.append(Unicode.Scalar(diacritics[row])!)
            scalars.append(Unicode.Scalar(diacritics[column])!)
        }
        out += String(scalars)
        return out + AnsiWriter.defaultForeground
    }
}

/// iTerm2's inline images: the file, in base64, sized to so many cells.
package enum ITerm2Images {
    /// OSC 1337 drawing `png` over `columns` × `rows` cells at the cursor.
    package static func sequence(png: Data, columns: Int, rows: Int) -> String {
        "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);preserveAspectRatio=0:" + png.base64EncodedString() + "\u{7}"
    }
}
