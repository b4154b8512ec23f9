#!/usr/bin/env python3
"""Draws All Clear's PNG icons (the design of assets/icon.svg) with the standard library only.

usage: scripts/make-icons.py OUT_DIR
writes OUT_DIR/icon-192.png, icon-512.png (rounded corners, transparent outside them),
       icon-maskable-512.png (full bleed, the coin inside the maskable safe circle) and
       apple-touch-icon.png (180 px, full bleed: iOS rounds the corners itself).

The design is kept in the 64-unit square of icon.svg: a green tile, a cream coin with a brown
rim, a red pip and a bold "A". Every shape is a signed distance in those units; a pixel's
coverage is how far its centre lies inside the edge (one pixel of soft edge), so the icons
are smooth at any size without a font or an image library.
"""
import math
import os
import struct
import sys
import zlib

GREEN = (0x18, 0x4E, 0x38)
CREAM = (0xF4, 0xEC, 0xD6)
RIM = (0x96, 0x82, 0x5F)
RED = (0xD0, 0x30, 0x20)

# The letter A of the SVG (bold sans, 18 units, baseline 48, centred on x = 32) as two
# contours filled even-odd: the outline with its crossbar, and the triangular counter.
A_OUTLINE = [(25.2, 48.0), (30.0, 35.0), (34.0, 35.0), (38.8, 48.0), (35.6, 48.0),
             (34.6, 45.2), (29.4, 45.2), (28.4, 48.0)]
A_COUNTER = [(30.2, 42.6), (33.8, 42.6), (32.0, 37.6)]


def rounded_square(x, y, radius):
    """Signed distance to the 64-unit tile with corners of `radius` (negative inside)."""
    qx = abs(x - 32.0) - (32.0 - radius)
    qy = abs(y - 32.0) - (32.0 - radius)
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - radius


def disc(x, y, cx, cy, r):
    return math.hypot(x - cx, y - cy) - r


def segment_distance(x, y, a, b):
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    t = ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)
    t = min(max(t, 0.0), 1.0)
    return math.hypot(x - ax - t * dx, y - ay - t * dy)


def letter_a(x, y):
    """Signed distance to the A: nearest edge, negative when inside (even-odd crossings)."""
    nearest = float('inf')
    inside = False
    for contour in (A_OUTLINE, A_COUNTER):
        for i, a in enumerate(contour):
            b = contour[i - 1]
            nearest = min(nearest, segment_distance(x, y, a, b))
            if (a[1] > y) != (b[1] > y):
                if x < a[0] + (y - a[1]) * (b[0] - a[0]) / (b[1] - a[1]):
                    inside = not inside
    return -nearest if inside else nearest


def draw(size, corner_radius, scale):
    """RGBA rows of one icon. `scale` shrinks the coin and letter about the centre."""
    units_per_pixel = 64.0 / size
    rows = []
    for j in range(size):
        row = bytearray()
        y = (j + 0.5) * units_per_pixel
        for i in range(size):
            x = (i + 0.5) * units_per_pixel
            # Coverage of a shape: 1 well inside, 0 well outside, a pixel-wide ramp between.
            def cover(distance_in_units):
                return min(max(0.5 - distance_in_units / units_per_pixel, 0.0), 1.0)
            alpha = cover(rounded_square(x, y, corner_radius)) if corner_radius > 0 else 1.0
            colour = GREEN
            # The coin and the letter are drawn in the SVG's units, scaled about the centre.
            cx = 32.0 + (x - 32.0) / scale
            cy = 32.0 + (y - 32.0) / scale
            unit = units_per_pixel / scale
            def cover_scaled(distance_in_units):
                return min(max(0.5 - distance_in_units / unit, 0.0), 1.0)
            layers = [
                (RIM, cover_scaled(disc(cx, cy, 32.0, 32.0, 23.0))),
                (CREAM, cover_scaled(disc(cx, cy, 32.0, 32.0, 21.0))),
                (RED, cover_scaled(disc(cx, cy, 32.0, 24.0, 5.0))),
            ]
            if 24.0 < cx < 40.0 and 34.0 < cy < 49.0:
                layers.append((RED, cover_scaled(letter_a(cx, cy))))
            for paint, amount in layers:
                if amount > 0.0:
                    colour = tuple(c + (p - c) * amount for c, p in zip(colour, paint))
            row += bytes((round(colour[0]), round(colour[1]), round(colour[2]), round(alpha * 255)))
        rows.append(bytes(row))
    return rows


def png(size, rows):
    def chunk(kind, body):
        return (struct.pack('>I', len(body)) + kind + body +
                struct.pack('>I', zlib.crc32(kind + body) & 0xFFFFFFFF))
    header = struct.pack('>IIBBBBB', size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA, no interlace
    raw = b''.join(b'\x00' + row for row in rows)  # filter type 0 on every row
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header) +
            chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))


ICONS = [
    # name, size, corner radius in units (0: full bleed), scale of the coin and letter
    ('icon-192.png', 192, 12.0, 1.0),
    ('icon-512.png', 512, 12.0, 1.0),
    ('icon-maskable-512.png', 512, 0.0, 0.85),
    ('apple-touch-icon.png', 180, 0.0, 0.95),
]


def main():
    if len(sys.argv) != 2:
        sys.exit('usage: make-icons.py OUT_DIR')
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, size, radius, scale in ICONS:
        with open(os.path.join(out, name), 'wb') as f:
            f.write(png(size, draw(size, radius, scale)))


if __name__ == '__main__':
    main()
