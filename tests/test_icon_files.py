"""The checked-in icon files that build.spec packs are what ``python -m sprites.make_icon`` writes today.

The icon is drawn in code (sprites/icon.py); the ICO, ICNS and PNG in
sprites/images are its written copies, and the build uses those copies. A change
to the drawing without running make_icon again would ship yesterday's icon, so
each image inside each file is decoded and compared with today's drawing. Pixels
are compared, not file bytes: another zlib or libpng (the Windows and macOS
wheels of pygame-ce bring their own) may pack the same picture differently.
"""
from __future__ import annotations

import io
import struct
from pathlib import Path

import pygame
import pytest

from sprites.icon import draw_icon
from sprites.make_icon import ICNS_TYPES, ICO_SIZES, ICON_FOLDER, icns_bytes, ico_bytes

ROOT = Path(__file__).resolve().parent.parent
TOLERANCE = 2
"""Largest channel difference allowed: smoothscale's SIMD and plain-C paths may round a step apart."""


def ico_images(data: bytes) -> dict[int, bytes]:
    """Pixel size -> PNG bytes of each image of an ICO file."""
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1), "not an ICO icon file"
    images = {}
    for i in range(count):
        width, height, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert width == height
        images[width or 256] = data[offset:offset + length]
    return images


def icns_elements(data: bytes) -> list[tuple[bytes, bytes]]:
    """(type, PNG bytes) of each element of an ICNS file, in file order."""
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    elements, at = [], 8
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack_from(">I", data, at + 4)[0]
        elements.append((kind, data[at + 8:at + length]))
        at += length
    return elements


def largest_difference(png: bytes, size: int) -> int:
    """The largest channel difference between a PNG and today's drawing at ``size`` pixels."""
    stored = pygame.image.load(io.BytesIO(png), "icon.png")
    assert stored.get_size() == (size, size)
    drawn = pygame.image.tobytes(draw_icon(size), "RGBA")
    kept = pygame.image.tobytes(stored, "RGBA")
    return max((abs(a - b) for a, b in zip(drawn, kept)), default=0)


@pytest.fixture(scope="module")
def icon_folder() -> Path:
    pygame.display.init()
    return ICON_FOLDER


def test_the_icon_folder_is_the_one_build_spec_packs(icon_folder):
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert icon_folder == ROOT / "sprites" / "images"
    for name in ("icon.ico", "icon.icns", "icon.png"):
        assert f'images / "{name}"' in spec, f"build.spec should pack sprites/images/{name}"


def test_png_icon_shows_todays_drawing(icon_folder):
    worst = largest_difference((icon_folder / "icon.png").read_bytes(), 256)
    assert worst <= TOLERANCE, "icon.png is not today's icon: run python -m sprites.make_icon"


def test_windows_ico_holds_each_size_of_todays_drawing(icon_folder):
    data = (icon_folder / "icon.ico").read_bytes()
    images = ico_images(data)
    assert sorted(images) == sorted(ICO_SIZES)
    assert ico_bytes(images) == data, "the ICO should be laid out as make_icon lays it out"
    for size, png in images.items():
        worst = largest_difference(png, size)
        assert worst <= TOLERANCE, f"the {size} px image is not today's icon: run python -m sprites.make_icon"


def test_macos_icns_holds_each_type_of_todays_drawing(icon_folder):
    data = (icon_folder / "icon.icns").read_bytes()
    elements = icns_elements(data)
    assert [kind for kind, _ in elements] == [kind for kind, _ in ICNS_TYPES]
    by_size = {size: png for (_, size), (_, png) in zip(ICNS_TYPES, elements)}
    assert icns_bytes(by_size) == data, "the ICNS should be laid out as make_icon lays it out"
    for (kind, size), (_, png) in zip(ICNS_TYPES, elements):
        worst = largest_difference(png, size)
        assert worst <= TOLERANCE, f"the {kind.decode()} image is not today's icon: run python -m sprites.make_icon"
