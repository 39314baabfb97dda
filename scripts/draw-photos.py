#!/usr/bin/env python3
"""Draws the Vacation Planner's photographs: small scenes painted pixel by pixel from the
shapes below (no source picture, no camera; they are the project's own), saved to
Resources/photos/<destination>.png, and two of them as JPEG (through libjpeg-turbo, with a
helper compiled here), so both decoders are used by the shipped app.

    python3 scripts/draw-photos.py

Needs python3, a C compiler and libjpeg-turbo's headers (make deps). The output is the same
on every run: the noise is a fixed hash, not a random generator."""

import math
import os
import struct
import subprocess
import tempfile
import zlib

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
OUT = os.path.join(ROOT, "Resources", "photos")
W, H = 144, 96
JPEG = {"merzouga", "zermatt"}


def noise(x, y, seed=0):
    """A repeatable value in [0, 1) for a pixel."""
    n = (x * 374761393 + y * 668265263 + seed * 2147483647) & 0xFFFFFFFF
    n = ((n ^ (n >> 13)) * 1274126177) & 0xFFFFFFFF
    return ((n ^ (n >> 16)) & 0xFFFF) / 65536.0


def mix(a, b, t):
    t = max(0.0, min(1.0, t))
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def gradient(y, top, bottom, y0=0, y1=H):
    return mix(top, bottom, (y - y0) / max(1, y1 - y0))


def ha_long_bay(x, y):
    horizon = 52
    if y < horizon:
        c = gradient(y, (250, 170, 150), (255, 220, 170), 0, horizon)
        for cx, w, top in [(22, 12, 14), (48, 8, 24), (92, 16, 10), (122, 9, 28)]:
            if abs(x - cx) < w * (0.6 + 0.4 * (y - top) / (horizon - top)) and y > top + abs(x - cx) * 0.4:
                c = mix((60, 80, 75), (110, 125, 120), (y - top) / 40)
        return c
    c = gradient(y, (70, 150, 140), (20, 80, 85), horizon, H)
    return mix(c, (255, 210, 170), 0.25 * noise(x // 3, y, 1))


def kyoto(x, y):
    c = gradient(y, (40, 40, 90), (230, 130, 90), 0, 70)
    if y > 70 - 6 * math.sin(x / 9):
        c = (35, 30, 40)
    px = 72
    for tier in range(5):
        top = 14 + tier * 11
        half = 8 + tier * 3
        if top <= y < top + 4 and abs(x - px) < half + (y - top) * 2:
            c = (25, 20, 30)
        if top + 4 <= y < top + 11 and abs(x - px) < half - 2:
            c = (120, 40, 35)
    if 4 <= y < 14 and abs(x - px) < 1:
        c = (25, 20, 30)
    if math.hypot(x - 118, y - 22) < 7:
        c = (255, 235, 200)
    return c


def zermatt(x, y):
    c = gradient(y, (40, 100, 190), (150, 200, 240), 0, 60)
    peak = 70 - abs(x - 66) * (1.9 if x < 66 else 1.2)
    if y > peak + 8:
        snow = y < 38 + 6 * noise(x // 4, 0, 2)
        c = (240, 240, 245) if snow else mix((120, 115, 110), (80, 75, 70), noise(x, y, 3))
    ridge = 70 + 6 * math.sin(x / 14)
    if y > ridge:
        c = mix((70, 140, 60), (40, 90, 40), (y - ridge) / 26)
        if noise(x // 2, y // 2, 4) > 0.93:
            c = (30, 60, 30)
    return c


def merzouga(x, y):
    c = gradient(y, (250, 160, 80), (255, 220, 150), 0, 50)
    if math.hypot(x - 40, y - 40) < 9:
        c = (255, 245, 210)
    for i, (base, amp, freq, shade) in enumerate([(50, 8, 23, 0.0), (62, 10, 31, 0.15), (76, 9, 19, 0.3)]):
        edge = base + amp * math.sin(x / freq + i * 2.1)
        if y > edge:
            light = 0.5 + 0.5 * math.cos(x / freq + i * 2.1)
            c = mix((235, 140, 60), (170, 80, 40), shade + 0.35 * (1 - light))
    return c


def lake_bled(x, y):
    c = gradient(y, (120, 170, 220), (200, 225, 240), 0, 40)
    hills = 38 + 10 * math.sin(x / 20) + 4 * math.sin(x / 7)
    if y > hills:
        c = mix((40, 90, 50), (25, 60, 35), noise(x // 2, y // 2, 5))
    if y > 58:
        c = mix((60, 120, 140), (30, 80, 100), (y - 58) / 38)
    # The island, its church: white walls, a red roof, a tower.
    if 52 <= y < 60 and abs(x - 92) < 16 - (60 - y):
        c = (50, 100, 50)
    if 44 <= y < 52 and 86 <= x < 100:
        c = (235, 230, 220)
    if 40 <= y < 44 and 85 + (44 - y) <= x < 101 - (44 - y):
        c = (170, 60, 45)
    if 30 <= y < 44 and 100 <= x < 104:
        c = (235, 230, 220) if y > 34 else (170, 60, 45)
    if 60 <= y < 70 and 86 <= x < 104 and noise(x, y, 6) > 0.4:
        c = mix(c, (220, 215, 205), 0.5)
    return c


def whitehaven_beach(x, y):
    c = gradient(y, (70, 160, 230), (170, 215, 245), 0, 36)
    if y > 36:
        c = mix((20, 170, 180), (90, 215, 210), (y - 36) / 20)
    shore = 58 + 6 * math.sin(x / 16)
    if y > shore:
        c = mix((250, 250, 245), (235, 230, 215), noise(x, y, 7))
    # A palm: a curved trunk, fronds.
    trunk_x = 28 + (70 - y) * 0.35
    if 22 <= y < 80 and abs(x - trunk_x) < 2:
        c = (110, 80, 50)
    for angle in range(0, 360, 40):
        a = math.radians(angle)
        for r in range(0, 22):
            fx = 28 + 15.5 * 0.35 + r * math.cos(a)
            fy = 22 + r * math.sin(a) * 0.6 + (r * r) / 40
            if abs(x - fx) < 1.2 and abs(y - fy) < 1.2:
                c = (30, 110, 40)
    return c


def lofoten(x, y):
    c = gradient(y, (5, 10, 30), (20, 40, 70), 0, 60)
    if noise(x, y, 8) > 0.992:
        c = (230, 230, 255)
    for base, freq, color in [(22, 17, (60, 230, 140)), (32, 23, (80, 200, 160))]:
        band = base + 7 * math.sin(x / freq) + 3 * math.sin(x / 5)
        d = y - band
        if -12 < d < 2:
            c = mix(c, color, (1 - abs(d + 5) / 8) * 0.9)
    peak = 62 - max(0, 22 - abs(x - 50) * 0.9) - max(0, 16 - abs(x - 112) * 0.7)
    if y > peak:
        c = (15, 20, 30) if y < 70 else c
    if y >= 70:
        c = mix((10, 25, 45), (5, 12, 25), (y - 70) / 26)
        if noise(x // 4, y, 9) > 0.8:
            c = mix(c, (60, 200, 140), 0.35)
    return c


def machu_picchu(x, y):
    c = gradient(y, (150, 180, 200), (220, 230, 235), 0, 40)
    if abs(y - 18 - 3 * math.sin(x / 11)) < 3 and noise(x // 3, 0, 10) > 0.3:
        c = (245, 245, 245)
    peak = 10 + abs(x - 98) * 1.6
    if y > peak:
        c = mix((40, 90, 50), (25, 65, 35), noise(x // 2, y // 2, 11))
    if y > 56 + 4 * math.sin(x / 18):
        c = (90, 140, 70) if (y // 4) % 2 == 0 else (70, 110, 55)
        if 30 < x < 70 and 62 < y < 80 and noise(x // 5, y // 4, 12) > 0.45:
            c = (150, 145, 135)
    return c


SCENES = {
    "ha-long-bay": ha_long_bay, "kyoto": kyoto, "zermatt": zermatt, "merzouga": merzouga,
    "lake-bled": lake_bled, "whitehaven-beach": whitehaven_beach, "lofoten": lofoten, "machu-picchu": machu_picchu,
}


def pixels(scene):
    rows = []
    for y in range(H):
        row = bytearray()
        for x in range(W):
            row += bytes(max(0, min(255, int(round(v)))) for v in scene(x, y))
        rows.append(bytes(row))
    return rows


def png(rows):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + r for r in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


HELPER = r"""
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>
/* PPM (P6) on stdin to a JPEG of quality 85 on stdout. */
int main(void) {
    int w, h, max;
    if (scanf("P6 %d %d %d", &w, &h, &max) != 3) return 1;
    getchar();
    unsigned char *rgb = malloc((size_t)w * h * 3);
    if (fread(rgb, 3, (size_t)w * h, stdin) != (size_t)w * h) return 1;
    struct jpeg_compress_struct c; struct jpeg_error_mgr e;
    c.err = jpeg_std_error(&e); jpeg_create_compress(&c); jpeg_stdio_dest(&c, stdout);
    c.image_width = w; c.image_height = h; c.input_components = 3; c.in_color_space = JCS_RGB;
    jpeg_set_defaults(&c); jpeg_set_quality(&c, 85, TRUE); jpeg_start_compress(&c, TRUE);
    while (c.next_scanline < c.image_height) { JSAMPROW row = rgb + (size_t)c.next_scanline * w * 3; jpeg_write_scanlines(&c, &row, 1); }
    jpeg_finish_compress(&c); jpeg_destroy_compress(&c); return 0;
}
"""


def main():
    os.makedirs(OUT, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        helper = os.path.join(work, "ppm-to-jpeg")
        with open(helper + ".c", "w") as f:
            f.write(HELPER)
        subprocess.run(["cc", "-O2", "-o", helper, helper + ".c", "-ljpeg"], check=True)
        for name, scene in SCENES.items():
            rows = pixels(scene)
            for ext in ("png", "jpg"):
                stale = os.path.join(OUT, f"{name}.{ext}")
                if os.path.exists(stale):
                    os.remove(stale)
            if name in JPEG:
                ppm = f"P6 {W} {H} 255\n".encode() + b"".join(rows)
                data = subprocess.run([helper], input=ppm, capture_output=True, check=True).stdout
                path = os.path.join(OUT, f"{name}.jpg")
            else:
                data = png(rows)
                path = os.path.join(OUT, f"{name}.png")
            with open(path, "wb") as f:
                f.write(data)
            print(f"wrote {os.path.relpath(path, ROOT)} ({len(data)} bytes)")


if __name__ == "__main__":
    main()
