"""A human's Advert, chosen on a private overlay over the visible table.

The overlay is an opaque panel over the bottom left of the table (the small
stations and the tracks); the player's own station shows large above it, and
the offers, the lounge and the log stay in view while they decide.  It reads
only ``state.view(seat)`` and ``legal_actions(seat)`` of its own seat and
sends only a ChooseAdvert found among them.  Pushed after the hand-over cover
when another human saw the last private screen; the pause menu over it hides
it; H folds it away (nothing private shows then).  Only input that began after
it showed acts on it (:class:`scenes.fresh_keys.FreshKeys`).

Mouse: click a card to choose it, then "Play it face down".  Keys: 1–4 or the
arrows (Tab) choose, Enter chooses the outlined card if none is chosen yet and
else plays the chosen card; R reads the station's tiles
at full size as on the table (arrows move, R or Esc ends).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import Action
from game.last_resort import prompts
from game.last_resort.actions import ChooseAdvert
from game.last_resort.boards import ADVERT_KINDS
from scenes.base import Motion
from scenes.last_resort import pointing
from scenes.last_resort.control_input import typed_digit
from scenes.play import UNDO_KEY
from scenes.private_overlay import PrivateOverlay
from sprites import palette, pen
from sprites.last_resort.card_text import shrunk
from sprites.last_resort.faces import draw_advert
from sprites.last_resort.layout import LARGE_GRID
from sprites.text import draw_text, fit_lines, fit_text, font

if TYPE_CHECKING:
    from scenes.last_resort.table import LastResortScene

PANEL = pygame.Rect(LARGE_GRID.x - 4, LARGE_GRID.bottom + 6, LARGE_GRID.w + 8, 714 - LARGE_GRID.bottom - 6)
PANEL_FILL = (30, 48, 70)
FOLDED_H = 40
HIDE_KEY = pygame.K_h
CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER)
HINT_SIZE = 13
"""The key hint's size (9 window pixels at 900×560)."""
PLAYED_SHADE = (20, 24, 30, 170)
"""The see-through dark over an Advert card played already this year."""


@pen.cached(maxsize=2)
def played_shade(size: tuple[int, int]) -> pygame.Surface:
    """The shade laid over an Advert card of ``size`` that cannot be played (made once per scale)."""
    shade = pen.surface(size, pygame.SRCALPHA)
    shade.fill(PLAYED_SHADE)
    return shade


class AdvertOverlay(PrivateOverlay["LastResortScene"]):
    """One human seat's Advert choice, over the shared table."""

    def __init__(self, table: "LastResortScene", seat: int) -> None:
        super().__init__(table, seat)
        self.view: dict[str, Any] = {}
        self.legal: list[ChooseAdvert] = []
        self.chosen: str | None = None
        self.focus = 0
        self.folded = False
        self.refresh()

    def refresh(self) -> None:
        """Read the seat's own view and its legal Adverts."""
        state = self.table.state
        self.view = state.view(self.seat)
        self.legal = [a for a in state.legal_actions(self.seat) if isinstance(a, ChooseAdvert)]

    def allowed(self, kind: str) -> bool:
        """True when the Advert ``kind`` may be played now."""
        return ChooseAdvert(kind) in self.legal  # type: ignore[arg-type]

    # geometry --------------------------------------------------------------------
    def card_rects(self) -> list[pygame.Rect]:
        """The four Advert cards, two by two."""
        w, h = (PANEL.w - 42) // 2, 86
        return [pygame.Rect(PANEL.x + 14 + (i % 2) * (w + 14), PANEL.y + 84 + (i // 2) * (h + 10), w, h)
                for i in range(len(ADVERT_KINDS))]

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """An Advert is chosen on its card, then played face down by its button."""
        if isinstance(action, ChooseAdvert) and action.advert in ADVERT_KINDS:
            return [self.card_rects()[ADVERT_KINDS.index(action.advert)], self.play_button]
        return []

    @property
    def play_button(self) -> pygame.Rect:
        """The "Play it face down" button."""
        return pygame.Rect(PANEL.right - 250, PANEL.bottom - 50, 236, 38)

    @property
    def fold_button(self) -> pygame.Rect:
        """Hide (or, folded, the whole bar that shows the panel again)."""
        if self.folded:
            return self.folded_bar
        return pygame.Rect(PANEL.right - 108, PANEL.y + 8, 96, 28)

    @property
    def folded_bar(self) -> pygame.Rect:
        """The bar left when the panel is folded away."""
        return pygame.Rect(PANEL.x, PANEL.bottom - FOLDED_H, PANEL.w, FOLDED_H)

    # acting ----------------------------------------------------------------------
    def choose(self, index: int) -> None:
        """Choose the ``index``-th card (one that may not be played says why)."""
        if not 0 <= index < len(ADVERT_KINDS):
            return
        self.focus = index
        kind = ADVERT_KINDS[index]
        if self.allowed(kind):
            self.chosen = kind
        else:
            self.table.say(self.table.state.problem(self.seat, ChooseAdvert(kind)) or "")

    def play(self) -> None:
        """Play the chosen card face down (it is among the legal actions); the panel closes."""
        kind = self.chosen
        if kind is None:
            self.table.say(prompts.CHOOSE_ADVERT_FIRST)
            return
        action = ChooseAdvert(kind)  # type: ignore[arg-type]
        if action not in self.legal or self.table.busy:
            return
        if self.table.perform(self.seat, action):
            self.app.sounds.play("click")
            self.close()

    def close(self) -> None:
        """Take the panel off the table (nothing private stays)."""
        self.table.private_view = None
        if self.app.stack.top is self:
            self.app.pop()

    # scene -----------------------------------------------------------------------
    def on_enter(self) -> None:
        """Start the guard; the seat's own station shows large meanwhile."""
        self.keys.arm(self.app.frames)
        self.table.private_view = self.seat

    def on_resume(self) -> None:
        """Back from the pause menu: the guard starts again; the view is read again."""
        self.keys.arm(self.app.frames)
        self.refresh()

    @property
    def motion(self) -> Motion:
        """As the table under it: active while it animates, still while the player thinks."""
        return self.table.motion

    def update(self, dt: float) -> None:
        """Run the table under the panel; close once this seat has no Advert to choose."""
        self.keys.wait(dt)
        self.table.update(dt)
        state = self.table.state
        if state.is_over or self.seat not in state.to_move or self.table.public_now()["phase"] != "advertise":
            self.close()

    def handle(self, event: pygame.event.Event) -> None:
        """Fresh input only: choose and play a card, fold the panel, undo, pause."""
        if not self.fresh(event):
            return
        if event.type == pygame.KEYDOWN and event.key == UNDO_KEY and event.mod & pygame.KMOD_CTRL:
            self.table.undo()
            return
        if self.hint_input(event):
            return
        if self.table.log_panel.handle(event, self.app.mouse_position()):
            return
        clicked = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        if event.type == pygame.KEYDOWN and event.key == HIDE_KEY or clicked and self.fold_button.collidepoint(event.pos):
            self.folded = not self.folded
            return
        if event.type == pygame.KEYDOWN and pointing.look(self.table, event):
            return  # R reads the station's tiles as on the table (arrows move, R or Esc ends)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.pause()
            return
        if self.folded:
            return
        if clicked:
            self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _click(self, pos: tuple[int, int]) -> None:
        if self.play_button.collidepoint(pos):
            self.play()
            return
        for index, rect in enumerate(self.card_rects()):
            if rect.collidepoint(pos):
                self.choose(index)

    def _key(self, event: pygame.event.Event) -> None:
        number = typed_digit(event)
        if number.isascii() and number.isdigit() and 1 <= int(number) <= len(ADVERT_KINDS):
            self.choose(int(number) - 1)
        elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB, pygame.K_LEFT, pygame.K_UP):
            back = event.key in (pygame.K_LEFT, pygame.K_UP) or event.mod & pygame.KMOD_SHIFT
            step = {pygame.K_UP: -2, pygame.K_DOWN: 2}.get(event.key, -1 if back else 1)
            self.choose((self.focus + step) % len(ADVERT_KINDS))
        elif (event.key in CONFIRM or event.key == pygame.K_SPACE) and self.chosen is None:
            self.choose(self.focus)  # the outlined card: Enter chooses it, the next Enter plays it
        elif event.key in CONFIRM or event.key == pygame.K_SPACE:
            self.play()

    # drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The opaque panel of the four Advert cards (or, folded, a bar that holds nothing private), and this seat's
        hint."""
        self.draw_panel(surface)
        self.draw_hint(surface)

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The opaque panel of the four Advert cards (or, folded, a bar that holds nothing private)."""
        if self.folded:
            bar = self.folded_bar
            pen.rect(surface, PANEL_FILL, bar, border_radius=10)
            pen.rect(surface, palette.SAND, bar, 2, border_radius=10)
            draw_text(surface, fit_text(f"{self.name}'s Advert: folded away. H or a click shows it.", 16,
                                        bar.w - 30, True), 16, palette.SAND, True, midleft=(bar.x + 14, bar.centery))
            return
        pen.rect(surface, PANEL_FILL, PANEL, border_radius=12)
        pen.rect(surface, palette.SAND, PANEL, 3, border_radius=12)
        title, size = self.title()
        draw_text(surface, title, size, palette.GLOW, True, midleft=(PANEL.x + 14, PANEL.y + 22))
        button = self.fold_button
        pen.rect(surface, palette.SAND, button, border_radius=8)
        draw_text(surface, "Hide  [H]", 14, palette.INK, True, center=button.center)
        y = PANEL.y + 38
        for line in fit_lines(prompts.ADVERT_RULE, 14, PANEL.w - 28)[:2]:
            draw_text(surface, line, 14, palette.PAPER, topleft=(PANEL.x + 14, y))
            y += 18
        for index, (kind, rect) in enumerate(zip(ADVERT_KINDS, self.card_rects())):
            draw_advert(surface, kind, rect)
            if not self.allowed(kind):
                surface.blit(played_shade(rect.size), rect)
                draw_text(surface, "Played this year", 14, palette.SAND, True, midbottom=(rect.centerx, rect.bottom - 4))
            draw_text(surface, str(index + 1), 14, palette.GLOW, True, topright=(rect.right - 6, rect.y + 4))
            if kind == self.chosen:
                pen.rect(surface, palette.GLOW, rect.inflate(8, 8), 4, border_radius=10)
            elif index == self.focus:
                pen.rect(surface, palette.PAPER, rect.inflate(6, 6), 2, border_radius=9)
        play = self.play_button
        ready = self.chosen is not None
        pen.rect(surface, palette.SAND if ready else (92, 108, 118), play, border_radius=8)
        draw_text(surface, "Play it face down  [Enter]", 15, palette.INK if ready else (150, 160, 166), True,
                  center=play.center)
        size = self.hint_size()
        for words, where in self.hint_lines():
            draw_text(surface, words, size, (170, 186, 200), topleft=where.topleft)

    def title(self) -> tuple[str, int]:
        """(words, size) of the panel's title: whose it is and their cash, a size or more smaller for a long name;
        a name too long even so is cut, never the cash ("Private to 山田太郎山田太郎山田太… · 10 QUID")."""
        cash = f" · {self.view['seats'][self.seat]['cash']} QUID"
        width = self.fold_button.x - PANEL.x - 24
        words, size = shrunk(f"Private to {self.name}{cash}", width, (19, 18, 17, 16, 15), True)
        if "\u2026" in words:
            words = fit_text(f"Private to {self.name}", size, width - font(size, True).size(cash)[0], True) + cash
        return words, size

    def hint_lines(self) -> list[tuple[str, pygame.Rect]]:
        """The key hint, whole, in two lines left of the play button (and where each is drawn); while R reads the
        station, how reading ends."""
        size, lines = self._hint_wrapped()
        face = font(size)
        step = max(face.get_linesize(), face.get_height())  # lines never overlap, however the font rounds
        y = self.play_button.centery - step * len(lines) // 2
        return [(line, pygame.Rect((PANEL.x + 14, y + i * step), face.size(line))) for i, line in enumerate(lines)]

    def hint_size(self) -> int:
        """The size the key hint is drawn in (see :meth:`_hint_wrapped`)."""
        return self._hint_wrapped()[0]

    def _hint_wrapped(self) -> tuple[int, list[str]]:
        """(size, lines) of the key hint: two lines at :data:`HINT_SIZE`, or a size smaller where the letters come
        out wider in the window (a font rasterised at another size); cut only if two lines hold it at neither."""
        text = prompts.ADVERT_READING if self.table.look_cursor is not None else prompts.ADVERT_KEYS
        width = self.play_button.x - PANEL.x - 24
        for size in (HINT_SIZE, HINT_SIZE - 1):
            lines = fit_lines(text, size, width)
            if len(lines) <= 2:
                return size, lines
        return size, lines[:1] + [fit_text(" ".join(lines[1:]), size, width)]
