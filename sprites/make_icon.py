"""Write the app's icon files for the packaged app (run: python -m sprites.make_icon).

The icon is drawn in code (:mod:`sprites.icon`); this writes it as
``sprites/images/icon.png`` (256 px), ``icon.ico`` (Windows: 16 to 256 px)
and ``icon.icns`` (macOS: 16 to 256 px), each image stored as PNG inside,
which both formats allow, so no image library beyond pygame is needed.
"""
from __future__ import annotations

import io
import os
import struct
from pathlib import Path

ICON_FOLDER = Path(__file__).resolve().parent / "images"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic11", 32),
              (b"ic12", 64), (b"ic13", 256))
"""ICNS element types and the pixel size of the PNG each holds (ic11–ic13 are the @2x ones)."""


def png_bytes(size: int) -> bytes:
    """The icon at ``size`` pixels as PNG file bytes."""
    import pygame

    from sprites.icon import draw_icon

    buffer = io.BytesIO()
    pygame.image.save(draw_icon(size), buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """A Windows ICO file holding each PNG of ``images`` (size -> PNG bytes)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, data = b"", b""
    for size in sizes:
        png = images[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """A macOS ICNS file holding a PNG element for each type of :data:`ICNS_TYPES`."""
    body = b"".join(kind + struct.pack(">I", 8 + len(images[size])) + images[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(folder: Path = ICON_FOLDER) -> list[Path]:
    """Write icon.png, icon.ico and icon.icns into ``folder``; returns their paths."""
    import pygame

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    images = {size: png_bytes(size) for size in sorted(set(ICO_SIZES) | {size for _, size in ICNS_TYPES})}
    folder.mkdir(parents=True, exist_ok=True)
    files = {"icon.png": images[256], "icon.ico": ico_bytes(images), "icon.icns": icns_bytes(images)}
    for name, data in files.items():
        (folder / name).write_bytes(data)
    return [folder / name for name in files]


if __name__ == "__main__":
    for written in write_icons():
        print(f"wrote {written} ({written.stat().st_size} bytes)")
