import CTesseraImage
import Foundation
import Synchronization

/// A decoded picture: its pixels as red, green, blue and alpha bytes, rows top to bottom.
/// Shared by reference and never changed, so views holding the same picture compare equal
/// without comparing pixels.
package final class Picture: Sendable, Hashable {
    /// Columns and rows of pixels.
    package let width: Int, height: Int
    /// Four bytes a pixel.
    package let pixels: [UInt8]

    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "a picture's pixels are four bytes each")
        self.width = width; self.height = height; self.pixels = pixels
    }

    package static func == (a: Picture, b: Picture) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The pixel at (x, y) as (red, green, blue, alpha).
    package func rgba(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}

/// Why a picture could not be shown, in one line that names it: "photo.png: not a PNG or JPEG file".
public struct PictureError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The line shown where the picture would be.
    public let description: String
    package init(_ name: String, _ reason: String) {
        description = Sanitizer.sanitize(name.isEmpty ? reason : "\(name): \(reason)")
    }
}

/// Decodes PNG and JPEG files (through libpng and libjpeg-turbo) and keeps what it decoded
/// from files, so a view made again does not decode again.
package enum PictureDecoder {
    /// The most pixels a picture may have (4096 × 4096): a file claiming more is refused
    /// before its pixels are allocated, whatever its size on disk.
    package static let maximumPixels = 4096 * 4096
    /// The largest file read (the same limit as for a data file).
    package static let maximumFileBytes = DataSource.maximumFileBytes

    /// The picture `data` holds; `name` names it in the error.
    package static func decode(_ data: Data, name: String) -> Result<Picture, PictureError> {
        var image = tessera_image()
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw -> Int32 in
            let bytes = raw.bindMemory(to: UInt8.self)
            return tessera_image_decode(bytes.baseAddress, bytes.count, UInt64(maximumPixels), &image, &message, message.count)
        }
        guard status == 0, let pointer = image.pixels else {
            return .failure(PictureError(name, String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        }
        defer { tessera_image_free(&image) }
        let width = Int(image.width), height = Int(image.height)
        let pixels = Array(UnsafeBufferPointer(start: pointer, count: width * height * 4))
        return .success(Picture(width: width, height: height, pixels: pixels))
    }

    private static let decodedData = Mutex<[Data: Result<Picture, PictureError>]>([:])

    /// `decode`, kept for the same bytes (at most 32 pictures): a body that makes
    /// `Image(data:label:)` on every run decodes once.
    package static func decodeKeeping(_ data: Data, name: String) -> Result<Picture, PictureError> {
        if let known = decodedData.withLock({ $0[data] }) { return known }
        let result = decode(data, name: name)
        decodedData.withLock { cache in
            if cache.count >= 32 { cache.removeAll() }
            cache[data] = result
        }
        return result
    }

    private struct FileKey: Hashable { var path: String; var size: Int; var modified: Double }
    private static let files = Mutex<[FileKey: Result<Picture, PictureError>]>([:])

    /// The picture in the file at `path`, decoded once for as long as the file keeps its size
    /// and modification time (at most 32 are kept).
    package static func load(path: String) -> Result<Picture, PictureError> {
        let name = (path as NSString).lastPathComponent
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            return .failure(PictureError(name, "no such file"))
        }
        let size = (attributes[.size] as? Int) ?? 0
        guard size <= maximumFileBytes else {
            return .failure(PictureError(name, "\(size) bytes, more than the \(maximumFileBytes / 1024 / 1024) MB allowed"))
        }
        let key = FileKey(path: path, size: size, modified: (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)
        if let known = files.withLock({ $0[key] }) { return known }
        let result: Result<Picture, PictureError>
        if let handle = FileHandle(forReadingAtPath: path) {
            let data = (try? handle.read(upToCount: maximumFileBytes + 1)) ?? Data()
            try? handle.close()
            result = data.count > maximumFileBytes ? .failure(PictureError(name, "more than the \(maximumFileBytes / 1024 / 1024) MB allowed"))
                : decode(data, name: name)
        } else {
            result = .failure(PictureError(name, "cannot be read (permission denied?)"))
        }
        files.withLock { cache in
            if cache.count >= 32 { cache.removeAll() }
            cache[key] = result
        }
        return result
    }

    /// The folder `Image("name")` looks in: `TESSERA_RESOURCES` when set, else `Resources`
    /// beside the executable.
    package static var resourcesDirectory: URL {
        if let directory = ResourceLocator.overrideDirectory { return directory }
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".")
        return executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("Resources", isDirectory: true)
    }

    /// The file for `Image(name)`: `name` as given, or with `.png`, `.jpg` or `.jpeg` added,
    /// in `resourcesDirectory`; nil when there is none.
    package static func resourcePath(named name: String) -> String? {
        // A name is a file in the folder, never a path out of it.
        guard !name.isEmpty, !name.contains("/"), name != "..", name != "." else { return nil }
        let directory = resourcesDirectory
        for candidate in [name, name + ".png", name + ".jpg", name + ".jpeg"] {
            let path = directory.appendingPathComponent(candidate).path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue { return path }
        }
        return nil
    }
}
