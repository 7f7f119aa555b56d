"""Draw screens at several window sizes and say where each differs from its 1280x720 picture.

    python -m tests.kit.size_probe [screen name ...] [--sizes 1920x1080,2560x1440] [--out folder] [--frames N]

Prints, per screen and size, the blits of pictures made at another scale (``pen.strays``) and the squares
where the picture, laid over the 1280x720 one, is far from it; saves both pictures (and the difference) as PNGs.
"""
from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

FRAME = 1 / 60


def draw_screen(name: str, size: tuple[int, int], frames: int) -> tuple[pygame.Surface, int]:
    """The canvas after opening screen ``name`` in a window of ``size`` and ``frames`` frames; and the strays."""
    from scenes.manager import App
    from tests.kit.screens import write_saves
    from tests.kit.sizes import open_and_draw

    scratch = Path(tempfile.mkdtemp(prefix="size-probe-"))
    os.environ["PARADISE_TABLE_CONFIG_DIR"] = str(scratch / "config")
    os.environ["PARADISE_TABLE_DATA_DIR"] = str(scratch / "data")
    pygame.display.init()
    pygame.font.init()
    app = App(window_size=size)
    app.settings.animation_speed = 8.0
    write_saves()
    strays = open_and_draw(app, name, frames, FRAME)
    return app.canvas, strays


def main() -> None:
    """Parse the arguments, draw, compare, print."""
    from tests.kit.screens import SCREENS
    from tests.kit.sizes import SIZES, as_logical, difference, squares_apart

    parser = argparse.ArgumentParser()
    parser.add_argument("screens", nargs="*")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES[1:]))
    parser.add_argument("--out", default="/tmp/size-probe")
    parser.add_argument("--frames", type=int, default=40)
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(v) for v in part.split("x")) for part in args.sizes.split(",")]
    for name in args.screens or sorted(SCREENS):
        stem = name.replace(" ", "_")
        reference, _ = draw_screen(name, (1280, 720), args.frames)
        reference = reference.copy()
        pygame.image.save(reference, str(out / f"{stem}_1280x720.png"))
        for size in sizes:
            canvas, strays = draw_screen(name, size, args.frames)  # type: ignore[arg-type]
            apart = squares_apart(canvas, reference)
            label = f"{size[0]}x{size[1]}"
            pygame.image.save(canvas, str(out / f"{stem}_{label}.png"))
            pygame.image.save(difference(as_logical(canvas), reference), str(out / f"{stem}_{label}_diff.png"))
            worst = sorted(apart, key=lambda a: -a[2])[:6]
            print(f"{name:24} {label:10} strays={strays:4d} squares apart={len(apart):4d} worst={worst}", flush=True)


if __name__ == "__main__":
    main()
