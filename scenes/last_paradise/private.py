"""What the private screens of The Last Paradise share (sealed bid, offer to the buyer).

A private screen is an opaque **panel over the public table** (which holds no
secret), pushed after the hand-over cover unless a lone human sits at the
table: the player sees the lot, the board, the deals and the log while
deciding.  The panel lies over the half of the board away from the lot's
district, and H folds it away (nothing private shows then) to look at the
whole island; the table's "Auction history" button (or L, the history's own key) folds it too and
opens the history (the panel comes back with H, L or a click on its bar).  It reads only ``state.view(seat)`` of its own seat, so it
shows that player's money and nothing of anybody else's; when it closes
nothing private stays on the table, and the pause menu over it hides it.

Like the cover, it acts only on input that began on it after a short guard
time (:class:`scenes.fresh_keys.FreshKeys`): a double Space or Enter meant
for the table never confirms a bid here.  A key pressed within the guard time
is answered all the same: the panel says it did not count, to press it again.

An amount is set by typing digits, +/- or the arrow keys (Page Up/Down: 10 at
a time) or the buttons.  Digits come from any keyboard layout or input method
(KEYDOWN or TEXTINPUT, each key press read once); only decimal digits count,
whatever their script, and anything else typed is ignored.  What is shown is
what is typed on: typed digits show as typed, and when they are out of
range the screen says so and what Enter will send (the nearest legal amount).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.core import Action
from game.last_paradise import narrate, prompts
from game.last_paradise.board import COUNTERS, sites_for
from scenes.base import Motion
from scenes.last_paradise.chronicle import HISTORY_KEY
from scenes.private_overlay import PrivateOverlay
from sprites import palette, pen
from sprites.last_paradise.board import BOARD_RECT
from sprites.last_paradise.history import HISTORY_BUTTON
from sprites.last_paradise.widgets import Button, ButtonRow, key_label
from sprites.text import draw_text, fit_lines, fit_text
from sprites.typed_text import KeyText, decimal_digits

if TYPE_CHECKING:
    from scenes.last_paradise.table import LastParadiseScene

UP_KEYS = (pygame.K_UP, pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
DOWN_KEYS = (pygame.K_DOWN, pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS)
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
HIDE_KEY = pygame.K_h
TYPED_LIMIT = 4
"""Digits an amount takes (nobody holds 10,000 Paras)."""
PANEL_W, PANEL_H = 800, 340
PANEL_X = BOARD_RECT.x + 10
TOP_Y = BOARD_RECT.y + 6
BOTTOM_Y = 712 - PANEL_H
FOLDED_H = 44
PANEL_COLOUR = (30, 52, 66)
BUTTON_Y = 262
"""Where the row of buttons lies in the panel."""


def lot_sites(view: dict[str, Any]) -> list[int]:
    """The board sites the lot may end up on, by the rules: an opening villa's own site, else where its counter
    may go (:func:`game.last_paradise.board.sites_for`); none without a lot."""
    lot = view.get("lot")
    if not lot:
        return []
    if lot.get("site") is not None:
        return [int(lot["site"])]
    return list(sites_for(COUNTERS[str(lot["id"])]))


def panel_rect(view: dict[str, Any], site_y: Callable[[int], int]) -> pygame.Rect:
    """The private panel: over the half of the board away from where the lot may go (``site_y``: a site's height)."""
    heights = [site_y(site) for site in lot_sites(view)]
    lot_above = bool(heights) and sum(heights) / len(heights) < BOARD_RECT.centery
    return pygame.Rect(PANEL_X, BOTTOM_Y if lot_above else TOP_Y, PANEL_W, PANEL_H)


@pen.cached(maxsize=4)
def _shadow(size: tuple[int, int]) -> pygame.Surface:
    """The soft shadow under a panel of ``size`` (open, or folded to its bar), made once per drawing scale."""
    shadow = pen.surface((size[0] + 12, size[1] + 12), pygame.SRCALPHA)
    pen.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=18)
    return shadow


class PrivateScreen(PrivateOverlay["LastParadiseScene"]):
    """Base of a seat's private panel: own money, an amount to set, buttons.

    Subclasses give :meth:`title`, :meth:`rule` and :meth:`draw_body`, and lay
    out their widgets with :meth:`at` (positions inside the panel).
    """

    def __init__(self, table: "LastParadiseScene", seat: int, low: int, high: int, start: int) -> None:
        super().__init__(table, seat)
        self.view: dict[str, Any] = table.state.view(seat)
        self.money = int(self.view["seats"][seat]["money"])
        self.low = low
        self.high = high
        """The amounts the rules allow, from :mod:`game.last_paradise.legal` (the subclass reads them)."""
        self.amount = max(low, min(high, start))
        self.typed = ""
        self.key_text = KeyText()
        self.buttons = ButtonRow()
        self.note = ""
        self.done = False
        self.folded = False
        self.panel = panel_rect(self.view, lambda site: table.layout.sites[site].centery)

    def at(self, x: int, y: int, w: int = 0, h: int = 0) -> pygame.Rect:
        """A rectangle at (x, y) inside the panel."""
        return pygame.Rect(self.panel.x + x, self.panel.y + y, w, h)

    @property
    def fold_button(self) -> pygame.Rect:
        """The small button that folds the panel away (or, folded, the whole bar that opens it)."""
        if self.folded:
            return self.folded_bar
        return self.at(PANEL_W - 112, 10, 96, 30)

    @property
    def folded_bar(self) -> pygame.Rect:
        """The bar left of the folded panel, at the board's edge."""
        y = self.panel.y if self.panel.y == TOP_Y else self.panel.bottom - FOLDED_H
        return pygame.Rect(self.panel.x, y, PANEL_W, FOLDED_H)

    # things subclasses say --------------------------------------------------
    def title(self) -> str:
        """What is decided ("Sealed bid for the Coral hotel"); shown on the folded bar too, so never a secret."""
        raise NotImplementedError

    def rule(self) -> str:
        """The rule of this screen in a sentence or two."""
        return ""

    def draw_body(self, surface: pygame.Surface) -> None:
        """The screen's own part of the panel, between the header and the buttons."""

    # amount -----------------------------------------------------------------
    def set_amount(self, value: int) -> None:
        """Set the amount, kept between the lowest and highest allowed, saying why when clipped."""
        if value > self.high:
            self.note = prompts.hold_only(self.money)
        elif value < self.low:
            self.note = prompts.at_least(self.low)
        else:
            self.note = ""
        self.amount = max(self.low, min(self.high, value))

    @property
    def amount_text(self) -> str:
        """The amount as shown: the digits as typed, or the amount set by buttons, keys or coins."""
        return self.typed or str(self.amount)

    @property
    def typed_out_of_range(self) -> bool:
        """True when the typed digits are not an amount Enter can send (Enter sends :attr:`amount`, the nearest)."""
        return bool(self.typed) and int(self.typed) != self.amount

    def change(self, step: int) -> None:
        """Add ``step`` Paras (negative: take away)."""
        self.typed = ""
        self.set_amount(self.amount + step)

    def amount_buttons(self, x: int, y: int) -> None:
        """The row of -10 / -1 / +1 / +10 buttons starting at (x, y) inside the panel."""
        for step, left, width, hint in ((-10, 0, 96, "PgDn"), (-1, 102, 72, "-"), (1, 180, 72, "+"),
                                        (10, 258, 96, "PgUp")):
            self.buttons.add(Button(self.at(x + left, y, width, 42), f"{step:+d}", self._stepper(step), hint))

    def toward(self, amount: int, confirm: Button) -> pygame.Rect:
        """The amount button that brings the amount nearest toward ``amount`` (-10 / -1 / +1 / +10), or ``confirm``
        once it is there (where a pointer stands to set ``amount``)."""
        gap = amount - self.amount
        if gap == 0:
            return confirm.rect
        label = "+10" if gap >= 10 else "+1" if gap > 0 else "-10" if gap <= -10 else "-1"
        return next(b.rect for b in self.buttons.buttons if b.label == label)

    def _stepper(self, step: int) -> Callable[[], None]:
        """A button action that changes the amount by ``step``."""
        return lambda: self.change(step)

    def type_digits(self, text: str) -> None:
        """Type the decimal digits in ``text`` (any script) onto the typed amount; other characters do nothing."""
        digits = decimal_digits(text)
        if digits:
            self.typed = (self.typed + digits).lstrip("0")[:TYPED_LIMIT]
            self.set_amount(int(self.typed) if self.typed else 0)

    def handle_amount_key(self, event: pygame.event.Event) -> bool:
        """Digits type the amount; +/-, arrows and Page Up/Down change it. True when used."""
        if event.key in UP_KEYS:
            self.change(1)
        elif event.key in DOWN_KEYS:
            self.change(-1)
        elif event.key == pygame.K_PAGEUP:
            self.change(10)
        elif event.key == pygame.K_PAGEDOWN:
            self.change(-10)
        elif event.key == pygame.K_BACKSPACE:
            self.typed = self.typed[:-1]
            self.set_amount(int(self.typed) if self.typed else self.low)
        elif digits := decimal_digits(str(getattr(event, "unicode", "") or "")):
            self.type_digits(digits)
        else:
            return False
        return True

    # acting -----------------------------------------------------------------
    def finish(self, action: Action) -> None:
        """Hand the choice to the rules; on success close the panel (nothing private stays on the table)."""
        if self.done:
            return
        refusal = self.table.attempt(self.seat, action)
        if refusal is None:
            self.done = True
            self.app.sounds.play("click")
            self.app.pop()
        else:
            self.note = refusal

    def on_enter(self) -> None:
        """Start the guard: nothing pressed before the panel showed acts on it."""
        self.keys.arm(self.app.frames)

    def on_resume(self) -> None:
        """Back from the pause menu: the guard starts again."""
        self.keys.arm(self.app.frames)

    @property
    def motion(self) -> Motion:
        """Still: the panel changes only on input (a coin sliding home after a drop is drawn while the loop settles)."""
        return "still"

    def update(self, dt: float) -> None:
        """Count the guard time; a hint asked here comes in."""
        self.keys.wait(dt)
        self.table.hints.update(dt)

    def handle(self, event: pygame.event.Event) -> None:
        """Fresh input only: typed text (once per key press) types digits; the rest goes to :meth:`handle_input`."""
        if not self.fresh(event):
            if self.keys.too_soon(event):  # dropped by the guard, but answered: the panel says it did not count
                self.note = prompts.TOO_SOON
            return
        if self.note == prompts.TOO_SOON:
            self.note = ""
        if self.hint_input(event):
            return
        if (event.type == pygame.KEYDOWN and event.key == HISTORY_KEY
                or event.type == pygame.MOUSEBUTTONUP and event.button == 1 and HISTORY_BUTTON.collidepoint(event.pos)):
            chronicle = self.table.chronicle  # the auction history is public: the panel folds away to show it
            self.folded = not chronicle.history_open
            chronicle.toggle_history()
            return
        if self.folded:
            self._handle_folded(event)
            return
        if (event.type == pygame.KEYDOWN and event.key == HIDE_KEY
                or event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.fold_button.collidepoint(event.pos)):
            self.folded = True
            return
        typed = self.key_text.typed(event)
        if event.type == pygame.TEXTINPUT:
            self.type_digits(typed)
        else:
            self.handle_input(event)

    def _handle_folded(self, event: pygame.event.Event) -> None:
        """Folded: H or a click on the bar opens the panel again (closing the auction history), Esc pauses (or,
        over the history, closes it and opens the panel again); nothing else acts unseen."""
        if (event.type == pygame.KEYDOWN and event.key == HIDE_KEY
                or event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.folded_bar.collidepoint(event.pos)):
            self.folded = False
            self.table.chronicle.history_open = False
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.table.chronicle.history_open:  # Esc closes the history (as it says), back to the panel
                self.folded = self.table.chronicle.history_open = False
            else:
                self.table.pause()

    def handle_input(self, event: pygame.event.Event) -> None:
        """Buttons by click, Tab focus, the amount keys; subclasses add their own first."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.buttons.click(event.pos)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                self.buttons.tab(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            elif event.key == pygame.K_SPACE:
                self.buttons.press_focused()
            elif event.key == pygame.K_ESCAPE:
                self.table.pause()
            else:
                self.handle_amount_key(event)

    # drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The opaque panel over the table (or, folded, a bar that holds nothing private), and this seat's hint."""
        self.draw_panel(surface)
        self.draw_hint(surface)

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The opaque panel over the table (or, folded, a bar that holds nothing private)."""
        if self.folded:
            self._draw_folded(surface)
            return
        self._draw_frame(surface, self.panel)
        draw_text(surface, fit_text(self.title(), 24, PANEL_W - 150, True), 24, palette.SAND, True,
                  topleft=self.at(20, 10).topleft)
        self._draw_fold_button(surface, "Hide")
        private = f"Private to {self.name}: your money {narrate.paras(self.money)}"
        draw_text(surface, fit_text(private, 18, PANEL_W - 40, True), 18, palette.GLOW, True, topleft=self.at(20, 44).topleft)
        y = 72
        for line in fit_lines(self.rule(), 15, PANEL_W - 40)[:2]:
            draw_text(surface, line, 15, palette.PAPER, topleft=self.at(20, y).topleft)
            y += 19
        self.draw_body(surface)
        self.buttons.draw(surface)
        hint = (f"Tab and Space choose a button; {key_label(HIDE_KEY)} hides this panel to see the whole island; "
                f"{key_label(HISTORY_KEY)} the auction history; Esc pauses.")
        draw_text(surface, fit_text(hint, 14, PANEL_W - 40), 14, palette.mix(palette.PAPER, PANEL_COLOUR, 0.35),
                  topleft=self.at(20, PANEL_H - 26).topleft)

    def _draw_frame(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        surface.blit(_shadow(rect.size), (rect.x - 2, rect.y + 4))
        pen.rect(surface, PANEL_COLOUR, rect, border_radius=14)
        pen.rect(surface, palette.SAND, rect, 3, border_radius=14)

    def _draw_fold_button(self, surface: pygame.Surface, word: str) -> None:
        button = self.at(PANEL_W - 112, 10, 96, 30)
        pen.rect(surface, palette.SAND, button, border_radius=8)
        draw_text(surface, f"{word}  [{key_label(HIDE_KEY)}]", 15, palette.INK, True, center=button.center)

    def _draw_folded(self, surface: pygame.Surface) -> None:
        if self.table.chronicle.history_open:
            return  # the history fills the board and says how to close it (L or Esc: back to the panel)
        bar = self.folded_bar
        self._draw_frame(surface, bar)
        draw_text(surface, fit_text(f"{self.title()}: folded away", 18, PANEL_W - 150, True), 18, palette.SAND, True,
                  midleft=(bar.x + 20, bar.centery))
        button = pygame.Rect(bar.right - 112, bar.centery - 15, 96, 30)
        pen.rect(surface, palette.SAND, button, border_radius=8)
        draw_text(surface, f"Show  [{key_label(HIDE_KEY)}]", 15, palette.INK, True, center=button.center)

    def draw_amount(self, surface: pygame.Surface, label: str, verb: str, x: int, y: int, width: int,
                    shown: str | None = None) -> int:
        """The amount under ``label`` at (x, y) in the panel: the digits as typed (out of range: in the warning
        colour, with what Enter ``verb`` instead), and the note below; gives the panel's y under the note."""
        draw_text(surface, label, 16, palette.SAND, True, topleft=self.at(x, y).topleft)
        out = self.typed_out_of_range
        text = shown if shown is not None and not out else self.amount_text
        size = 52 if len(text) <= 6 else 30
        draw_text(surface, text, size, palette.WARN if out else palette.GLOW, True, topleft=self.at(x, y + 20).topleft)
        note = f"{self.note} Enter {verb} {self.amount}." if out else self.note
        line_y = y + 82
        for line in fit_lines(note, 15, width, True)[:3]:
            draw_text(surface, line, 15, palette.WARN if out else palette.GLOW, True, topleft=self.at(x, line_y).topleft)
            line_y += 19
        return line_y
