#!/usr/bin/env python3
"""Renders All Clear's PNG icons from assets/icon.svg with rsvg-convert (Debian's librsvg2-bin).

usage: scripts/make-icons.py ICON_SVG OUT_DIR [RSVG_CONVERT]
writes OUT_DIR/icon-192.png, icon-512.png (the SVG as it is: rounded corners, transparent
       outside them), icon-maskable-512.png (full bleed, the coin inside the maskable safe circle)
       and apple-touch-icon.png (180 px, full bleed: iOS rounds the corners itself).

A full-bleed icon is the same SVG with the tile's corners squared (its rx dropped) and the group
"coin" (the coin, the pip and the letter) scaled about the centre of the view box.
"""
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

SVG = 'http://www.w3.org/2000/svg'

ICONS = [
    # name, size in pixels, rounded corners (as the SVG draws them), scale of the coin
    ('icon-192.png', 192, True, 1.0),
    ('icon-512.png', 512, True, 1.0),
    ('icon-maskable-512.png', 512, False, 0.85),
    ('apple-touch-icon.png', 180, False, 0.95),
]


def variant(source, rounded, scale):
    """The SVG text of one icon: `source` itself, or its full-bleed form."""
    if rounded and scale == 1.0:
        return source
    ET.register_namespace('', SVG)
    root = ET.fromstring(source)
    tile = root.find(f'{{{SVG}}}rect')
    coin = root.find(f"{{{SVG}}}g[@id='coin']")
    if tile is None or coin is None:
        sys.exit('make-icons.py: the SVG needs its tile (the first rect) and a group with id="coin"')
    if not rounded:
        tile.attrib.pop('rx', None)
    x, y, w, h = (float(v) for v in root.get('viewBox').split())
    cx, cy = x + w / 2, y + h / 2
    coin.set('transform', f'translate({cx:g} {cy:g}) scale({scale:g}) translate({-cx:g} {-cy:g})')
    return ET.tostring(root)


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit('usage: make-icons.py ICON_SVG OUT_DIR [RSVG_CONVERT]')
    source_path, out = sys.argv[1], sys.argv[2]
    rsvg = sys.argv[3] if len(sys.argv) == 4 else 'rsvg-convert'
    with open(source_path, 'rb') as f:
        source = f.read()
    os.makedirs(out, exist_ok=True)
    for name, size, rounded, scale in ICONS:
        subprocess.run([rsvg, '--width', str(size), '--height', str(size), '--format', 'png',
                        '--output', os.path.join(out, name)],
                       input=variant(source, rounded, scale), check=True)


if __name__ == '__main__':
    main()
