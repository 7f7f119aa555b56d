"""The Raiding Tribe's pick, on the shared table: the player on the victim's left picks a face-down card.

The victim's cards show as identical backs (the rules shuffled them), so the
pick is public and needs no cover; no hand is shown meanwhile.  A human
picker clicks a back or presses its number (or the arrows and Enter); only
input that began after the pick showed counts.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.paradise_fallen import prompts
from game.paradise_fallen.actions import RaidPick as PickAction
from scenes.fresh_keys import GUARD_TIME, FreshKeys
from scenes.paradise_fallen.hand_input import digit_of
from sprites import palette, pen
from sprites.paradise_fallen.faces import draw_card, fitting_size
from sprites.paradise_fallen.layout import HAND_AREA, hand_slots
from sprites.text import draw_text, fit_text

if TYPE_CHECKING:
    from scenes.paradise_fallen.table import ParadiseFallenScene

TITLE_ROOM = HAND_AREA.w - 40
"""The width of the pick's title (the picker and the victim named) on the band."""

CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class RaidPick:
    """The raid's row of backs in the table's bottom band, and the picker's input."""

    def __init__(self, table: "ParadiseFallenScene") -> None:
        self.table = table
        self.keys = FreshKeys(GUARD_TIME, strict=True)
        self.focus = 0
        self._armed_for = -1

    @property
    def pending(self) -> dict[str, Any] | None:
        """The raid shown on the table, if one is pending."""
        pending = self.table.shown.get("pending")
        return pending if pending and pending.get("kind") == "raid" else None

    @property
    def showing(self) -> bool:
        """True while a raid's backs are on the table."""
        return self.pending is not None

    def picker(self) -> int | None:
        """The human who picks now (None: a computer picks, or the table is busy)."""
        pending = self.pending
        if pending is None or self.table.busy or self.table.watching:
            return None
        seat = int(pending["seat"])
        return seat if seat in self.table.human_seats_to_move() else None

    def slots(self) -> list[pygame.Rect]:
        """Where the victim's backs lie."""
        pending = self.pending
        count = int(pending["slots"]) if pending else 0
        return hand_slots(count, HAND_AREA.x + 20, HAND_AREA.right - 20)

    def reset(self) -> None:
        """Forget the focus (after an undo)."""
        self.focus = 0
        self._armed_for = -1

    def update(self, dt: float) -> None:
        """Arm the guard when a new pick shows; count its time."""
        moves = len(self.table.record.moves)
        if self.picker() is not None and self._armed_for != moves:
            self._armed_for = moves
            self.focus = 0
            self.keys.arm(self.table.app.frames)
        self.keys.wait(dt)

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on a back, its number, or arrows and Enter pick it; True when the event was the raid's."""
        seat = self.picker()
        if seat is None or not self.keys.fresh(event, self.table.app.frames):
            return False
        slots = self.slots()
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for index, rect in enumerate(slots):
                if rect.collidepoint(event.pos):
                    return self.pick(seat, index)
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and slots:
            self.focus = (self.focus + (1 if event.key == pygame.K_RIGHT else -1)) % len(slots)
            return True
        if event.key in CONFIRM and slots:
            return self.pick(seat, self.focus)
        number = digit_of(event)
        if number and 1 <= int(number) <= len(slots):
            return self.pick(seat, int(number) - 1)
        return False

    def pick(self, seat: int, slot: int) -> bool:
        """Send the pick (it is listed among the legal actions)."""
        action = PickAction(slot)
        if action in self.table.state.legal_actions(seat):
            self.table.perform(seat, action)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The backs in a row, the picker named, the focused one ringed."""
        pending = self.pending
        if pending is None:
            return
        names = self.table.names
        picker, victim = int(pending["seat"]), int(pending["victim"])
        title = prompts.raid_title(names[picker], names[victim])
        points = fitting_size(title, (20, 18, 16, 14), TITLE_ROOM, True)
        draw_text(surface, fit_text(title, points, TITLE_ROOM, True), points, palette.SAND, True,
                  topleft=(HAND_AREA.x + 20, HAND_AREA.y + 10))
        human = self.picker() is not None
        for index, rect in enumerate(self.slots()):
            draw_card(surface, None, rect)
            if human:
                draw_text(surface, str(index + 1), 16, palette.GLOW, True, midtop=(rect.centerx, rect.bottom + 4))
                if index == self.focus:
                    pen.rect(surface, palette.GLOW, rect.inflate(8, 8), 3, border_radius=10)
        if human:
            draw_text(surface, fit_text(prompts.RAID_HINT, 15, HAND_AREA.w - 40), 15, palette.PAPER,
                      bottomleft=(HAND_AREA.x + 20, HAND_AREA.bottom - 6))
