#!/usr/bin/env python3
"""Converts an X window dump (`xwd -id WINDOW`, 24 or 32 bits per pixel, TrueColor) into a
palette PNG of at most 256 colours, with nothing but the standard library.

usage: xwd-to-png.py IN.xwd OUT.png

A terminal screenshot has a few dozen colours plus the shades of anti-aliased glyph edges;
when there are more than 256, the channels are rounded to coarser steps until they fit, which
only touches those edges.
"""
import struct
import sys
import zlib


def read_xwd(path):
    data = open(path, "rb").read()
    fields = struct.unpack(">25I", data[:100])
    header_size, version, pixmap_format, depth, width, height = fields[:6]
    byte_order, bits_per_pixel, bytes_per_line = fields[7], fields[11], fields[12]
    red_mask, green_mask, blue_mask = fields[14], fields[15], fields[16]
    ncolors = fields[19]
    if version != 7 or pixmap_format != 2 or bits_per_pixel not in (24, 32):
        sys.exit(f"{path}: expected a 24- or 32-bit ZPixmap dump (version 7), "
                 f"found version {version}, format {pixmap_format}, {bits_per_pixel} bits per pixel")
    start = header_size + ncolors * 12
    step = bits_per_pixel // 8
    endian = "little" if byte_order == 0 else "big"

    def shift(mask):
        return (mask & -mask).bit_length() - 1

    shifts = [shift(m) for m in (red_mask, green_mask, blue_mask)]
    masks = (red_mask, green_mask, blue_mask)
    rows = []
    for y in range(height):
        line = data[start + y * bytes_per_line: start + y * bytes_per_line + width * step]
        row = []
        for x in range(0, width * step, step):
            value = int.from_bytes(line[x:x + step], endian)
            row.append(tuple((value & m) >> s for m, s in zip(masks, shifts)))
        rows.append(row)
    return width, height, rows


def quantise(rows):
    """Rounds channels to coarser steps until at most 256 colours remain."""
    step = 1
    while True:
        def snap(c):
            return min(255, (c // step) * step + step // 2) if step > 1 else c
        mapped = [[tuple(snap(c) for c in pixel) for pixel in row] for row in rows]
        colours = sorted({pixel for row in mapped for pixel in row})
        if len(colours) <= 256:
            return mapped, colours
        step *= 2


def write_png(path, width, height, rows, colours):
    index = {colour: i for i, colour in enumerate(colours)}
    raw = b"".join(b"\x00" + bytes(index[p] for p in row) for row in rows)

    def chunk(kind, payload):
        body = kind + payload
        return struct.pack(">I", len(payload)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0))
    png += chunk(b"PLTE", b"".join(bytes(c) for c in colours))
    png += chunk(b"IDAT", zlib.compress(raw, 9))
    png += chunk(b"IEND", b"")
    open(path, "wb").write(png)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: xwd-to-png.py IN.xwd OUT.png")
    width, height, rows = read_xwd(sys.argv[1])
    mapped, colours = quantise(rows)
    write_png(sys.argv[2], width, height, mapped, colours)


if __name__ == "__main__":
    main()
