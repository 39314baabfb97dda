import CTesseraImage
import Foundation

extension RGBGrid {
    /// The pixels as a PNG file (for the terminals that take one: kitty, iTerm2); nil if
    /// libpng could not write it.
    package func pngData() -> Data? {
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = bytes.withUnsafeBufferPointer { tessera_image_encode_png($0.baseAddress, UInt32(width), UInt32(height), &out, &length) }
        guard status == 0, let out else { return nil }
        defer { free(out) }
        return Data(bytes: out, count: length)
    }
}

/// The pixel size of a terminal's cell, when the terminal says (TIOCGWINSZ).
package enum CellPixels {
    /// Width and height of a cell on the terminal `descriptor`, or nil.
    package static func size(of descriptor: Int32) -> Size? {
        var width: Int32 = 0, height: Int32 = 0
        guard tessera_cell_pixel_size(descriptor, &width, &height) == 0, width > 0, height > 0 else { return nil }
        return Size(width: Int(width), height: Int(height))
    }
}
