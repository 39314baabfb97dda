#!/usr/bin/env python3
"""Checks that an xterm screenshot shows a picture's pixels, not its cells: in the cells where
the `--snapshot` text shows the picture's box, a half-block can hold two colours at most,
while real pixels (Sixel) hold many. Prints how many of those cells hold more than two.

usage: picture_pixels.py SHOT.xwd SNAPSHOT.txt COLUMNS ROWS MINIMUM
Exits 1 when fewer than MINIMUM cells (a fraction, 0–1, of the picture's) do."""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("xwd", os.path.join(HERE, "..", "..", "scripts", "xwd-to-png.py"))
xwd = importlib.util.module_from_spec(spec)
spec.loader.exec_module(xwd)


def picture_box(snapshot):
    """The cells (x, y, width, height) of the first picture box in a --snapshot text screen."""
    lines = open(snapshot, encoding="utf-8").read().split("\n")
    for y, line in enumerate(lines):
        if "▣" in line and y > 0:
            top = y
            while top > 0 and "┌" not in lines[top]:
                top -= 1
            left = lines[top].index("┌")
            right = lines[top].index("┐", left)
            bottom = top
            while bottom + 1 < len(lines) and "└" not in lines[bottom]:
                bottom += 1
            return left, top, right - left + 1, bottom - top + 1
    sys.exit(f"{snapshot}: no picture box")


def main():
    shot, snapshot, columns, rows, minimum = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5])
    width, height, pixels = xwd.read_xwd(shot)
    cell_w, cell_h = width // columns, height // rows
    x0, y0, w, h = picture_box(snapshot)
    many = 0
    for cy in range(y0, y0 + h):
        for cx in range(x0, x0 + w):
            colours = {pixels[py][px] for py in range(cy * cell_h, (cy + 1) * cell_h) for px in range(cx * cell_w, (cx + 1) * cell_w)}
            many += len(colours) > 2
    total = w * h
    print(f"{many} of the picture's {total} cells ({w}x{h} at {x0},{y0}; cells of {cell_w}x{cell_h} pixels) hold more than two colours")
    return 0 if many >= minimum * total else 1


if __name__ == "__main__":
    sys.exit(main())
