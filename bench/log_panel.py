"""How much the shared game log panel costs: wrapping a long log once, a frame with nothing new, a frame after one new line."""
from __future__ import annotations

import time

import frames  # noqa: F401  (sets up the dummy display and the import path)
import pygame

from scenes.play import LogLine
from sprites.log_panel import LogPanel

ENTRIES = 500


def main() -> None:
    """Print the figures."""
    pygame.display.init()
    pygame.font.init()
    surface = pygame.Surface((1280, 720))
    panel = LogPanel(pygame.Rect(16, 536, 300, 178))
    lines = [LogLine(i, f"Maximilianus Ole lays a small island tile {i % 3} left and 2 up from the middle")
             for i in range(ENTRIES)]
    start = time.perf_counter()
    panel.draw(surface, lines)
    first = time.perf_counter() - start
    start = time.perf_counter()
    for _ in range(2000):
        panel.draw(surface, lines)
    same = (time.perf_counter() - start) / 2000
    start = time.perf_counter()
    for i in range(200):
        lines = lines + [LogLine(ENTRIES + i, f"Bartholomew-Anne lays a coast tile {i} right from the middle")]
        panel.draw(surface, lines)
    grown = (time.perf_counter() - start) / 200
    print(f"log panel: first draw of {ENTRIES} entries {first * 1000:.1f} ms; a frame with nothing new "
          f"{same * 1e6:.0f} µs; a frame after one new entry {grown * 1000:.2f} ms")


if __name__ == "__main__":
    main()
