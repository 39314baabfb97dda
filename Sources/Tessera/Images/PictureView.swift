import Foundation

/// How resizable pictures inside fill the space they are given: what `aspectRatio`,
/// `scaledToFit` and `scaledToFill` set.
package struct PictureFit: Hashable, Sendable {
    /// Width over height of the picture shown; nil: the picture's own.
    package var ratio: Double?
    package var mode: ContentMode
}

private struct PictureFitKey: EnvironmentKey { static var defaultValue: PictureFit? { nil } }

extension EnvironmentValues {
    /// How resizable pictures fill their space; nil: stretched to it.
    package var pictureFit: PictureFit? { get { self[PictureFitKey.self] } set { self[PictureFitKey.self] = newValue } }
}

/// A decoded picture, or why there is none, with what it is called.
package struct PictureContent: Hashable, Sendable {
    package var result: Result<Picture, PictureError>
    package var label: String
}

/// The view that draws a picture's cells: `Image` of a file, a resource, data or a URL.
struct PictureView: PrimitiveView {
    typealias NodeType = PictureNode
    var content: PictureContent
    var isResizable: Bool

    func makeNode() -> PictureNode { PictureNode() }
    func update(_ node: PictureNode) {
        if node.content != content || node.isResizable != isResizable {
            node.content = content
            node.isResizable = isResizable
            node.invalidate([.measure, .draw])
        }
    }
}

/// Cells per pixel a picture is shown at when it is not resizable: a cell is about 8 pixels
/// wide and 16 high in most terminal fonts.
package enum PictureMetrics {
    package static let pixelsPerColumn = 8, pixelsPerRow = 16
    /// How many more pixels a row holds than a column: the cells' shape.
    package static let cellAspect = 2.0

    /// The cells `picture` takes at its own size (at least one by one).
    package static func naturalSize(of picture: Picture) -> Size {
        Size(width: max(1, (picture.width + pixelsPerColumn - 1) / pixelsPerColumn),
             height: max(1, (picture.height + pixelsPerRow - 1) / pixelsPerRow))
    }

    /// The largest size within `proposal` with the shape of a picture `ratio` wide over high
    /// (fit); or the proposal itself, with the picture cropped to it (fill), where it names
    /// both sides.
    package static func size(ratio: Double, mode: ContentMode, proposal: ProposedSize, natural: Size) -> Size {
        let perRow = ratio * cellAspect  // columns a row of cells holds at this shape
        func rows(forColumns columns: Int) -> Int { max(1, Int((Double(columns) / perRow).rounded())) }
        func columns(forRows rows: Int) -> Int { max(1, Int((Double(rows) * perRow).rounded())) }
        switch (proposal.width, proposal.height) {
        case (nil, nil): return natural
        case (let w?, nil): return Size(width: max(0, w), height: w <= 0 ? 0 : rows(forColumns: w))
        case (nil, let h?): return Size(width: h <= 0 ? 0 : columns(forRows: h), height: max(0, h))
        case (let w?, let h?):
            guard w > 0, h > 0 else { return .zero }
            if mode == .fill { return Size(width: w, height: h) }
            if columns(forRows: h) <= w { return Size(width: columns(forRows: h), height: h) }
            return Size(width: w, height: min(h, rows(forColumns: w)))
        }
    }

    /// The part of `picture` a frame of `size` shows: all of it, or for `.fill`, the middle
    /// with the frame's shape.
    package static func crop(of picture: Picture, size: Size, fit: PictureFit?) -> PictureCrop {
        let whole = PictureCrop(whole: picture)
        guard let fit, fit.mode == .fill, size.width > 0, size.height > 0 else { return whole }
        let frameRatio = Double(size.width) / (Double(size.height) * cellAspect)
        let pictureRatio = whole.width / whole.height
        if frameRatio > pictureRatio {
            let height = whole.width / frameRatio
            return PictureCrop(x: 0, y: (whole.height - height) / 2, width: whole.width, height: height)
        }
        let width = whole.height * frameRatio
        return PictureCrop(x: (whole.width - width) / 2, y: 0, width: width, height: whole.height)
    }
}

package final class PictureNode: Node {
    var content = PictureContent(result: .failure(PictureError("", "no picture")), label: "")
    var isResizable = false
    /// The cells last drawn, for the picture, size and crop they were drawn at: a frame that
    /// draws the picture again at the same size scales nothing.
    private var drawn: (picture: Picture, size: Size, crop: PictureCrop, colors: Bool, cells: [Cell])?

    private var fit: PictureFit? { isResizable ? environment.pictureFit : nil }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        switch content.result {
        case .failure(let error):
            let width = DisplayWidth.width(of: error.description) + 2
            return Size(width: min(p.width ?? width, width), height: 1)
        case .success(let picture):
            let natural = PictureMetrics.naturalSize(of: picture)
            guard isResizable else { return natural }
            guard let fit else { return Size(width: p.width ?? natural.width, height: p.height ?? natural.height) }
            let ratio = fit.ratio ?? Double(picture.width) / Double(picture.height)
            return PictureMetrics.size(ratio: ratio, mode: fit.mode, proposal: p, natural: natural)
        }
    }

    override package func accessibilityElement() -> AccessibilityElement? {
        guard !frame.isEmpty else { return nil }
        switch content.result {
        case .success(let picture):
            return AccessibilityElement(role: .image, label: content.label, value: "\(picture.width) × \(picture.height) pixels")
        case .failure(let error):
            return AccessibilityElement(role: .image, label: content.label, value: error.description)
        }
    }

    override package func draw(_ canvas: inout CellCanvas) {
        guard frame.width > 0, frame.height > 0 else { return }
        switch content.result {
        case .failure(let error):
            // The one line that says why, where the picture would be.
            canvas.write("⚠ " + error.description, x: frame.minX, y: frame.minY, width: frame.width,
                         style: Style(foreground: .yellow))
        case .success(let picture):
            let colors = environment.colorsEnabled
            let crop = PictureMetrics.crop(of: picture, size: frame.size, fit: fit)
            let cells: [Cell]
            if let drawn, drawn.picture == picture, drawn.size == frame.size, drawn.crop == crop, drawn.colors == colors {
                cells = drawn.cells
            } else {
                cells = Self.cells(of: picture, crop: crop, size: frame.size, colors: colors)
                drawn = (picture, frame.size, crop, colors, cells)
            }
            let visible = frame.intersection(canvas.clip)
            guard !visible.isEmpty else { return }
            for y in visible.minY..<visible.maxY {
                let row = (y - frame.minY) * frame.width - frame.minX
                for x in visible.minX..<visible.maxX { canvas.buffer.set(cells[row + x], x: x, y: y) }
            }
            canvas.buffer.place(PicturePlacement(picture: picture, label: content.label, frame: frame, visible: visible, crop: crop,
                                                 cellsHash: PicturePlacement.hash(of: canvas.buffer, in: visible)))
        }
    }

    /// The cells of `crop` of `picture` in `size`: half-blocks in colour, braille without.
    static func cells(of picture: Picture, crop: PictureCrop, size: Size, colors: Bool) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(size.width * size.height)
        if colors {
            let grid = picture.scaled(crop, width: size.width, height: size.height * 2)
            for y in 0..<size.height { for x in 0..<size.width { cells.append(PictureCells.halfBlock(grid, x: x, y: y)) } }
        } else {
            let grid = picture.scaled(crop, width: size.width * 2, height: size.height * 4)
            for y in 0..<size.height { for x in 0..<size.width { cells.append(PictureCells.braille(grid, x: x, y: y)) } }
        }
        return cells
    }
}
