"""The Undo and Hint buttons: the Hint key, a lone letter, stands on a key cap (bare, "I" read as a text cursor)."""
from __future__ import annotations

import pygame

from sprites import palette
from sprites.undo_button import HintButton, UndoButton


def ink_runs_of_the_key(button: UndoButton) -> int:
    """Runs of the button's ink along its middle row in the key, the rightmost group of strokes (8 clear pixels
    part it from the word): the key's letters, and its cap's sides."""
    pygame.font.init()
    surface = pygame.Surface((300, 80))
    surface.fill((20, 40, 60))
    button.draw(surface, True)
    row = button.rect.centery
    runs, inside, clear = 0, False, 0
    for x in range(button.rect.right - 4, button.rect.x, -1):
        dark = sum(surface.get_at((x, row))[:3]) < sum(palette.SAND) // 2
        if dark and not inside:
            runs += 1
        clear = 0 if dark else clear + 1
        if runs and clear >= 8:
            break
        inside = dark
    return runs


def test_the_hint_key_stands_on_a_key_cap() -> None:
    assert ink_runs_of_the_key(HintButton(pygame.Rect(10, 10, 130, 38))) == 3  # the cap's sides and the I


def test_a_longer_key_is_written_bare() -> None:
    assert ink_runs_of_the_key(UndoButton(pygame.Rect(10, 10, 150, 38))) > 3  # Ctrl+Z's letters, no cap
