"""The private sealed-bid panel of The Last Paradise.

The player builds a bid by dragging Para coins from the purse into a closed
hand (and back) or clicking a coin to send it across, by typing it, or with +/- and the arrow keys; in a tie repeat
the minimum is spelled out.  Confirm (Enter) puts the bid in and closes the
panel: the next human sees the hand-over cover, and nobody sees the amount
until all hands open together on the table.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import Action
from game.last_paradise import Bid, bid_range, narrate, prompts
from scenes.last_paradise.private import BUTTON_Y, CONFIRM_KEYS, PrivateScreen
from sprites import palette, pen
from sprites.drag import DragAndDrop
from sprites.last_paradise.coins import COIN_RADIUS, CoinStack, draw_coin
from sprites.last_paradise.widgets import Button, draw_hand
from sprites.text import draw_text
from sprites.tween import Animator, Point

if TYPE_CHECKING:
    from scenes.last_paradise.table import LastParadiseScene

BOX_Y, BOX_H = 138, 110
"""Where the purse and the hand lie in the panel, and how tall they are."""
PURSE_X, PURSE_W = 20, 300
HAND_X, HAND_W = 332, 270
FIST_ROOM = 100
"""The right end of the hand box, where the closed fist is drawn."""
COIN_ROWS = ((10,), (5, 1))
CoinGrip = tuple[str, int, int]
"""A coin being dragged: where it came from ("purse" or "hand"), its index in that stack, and its value."""


class BidScene(PrivateScreen):
    """One human seat's sealed bid, on a panel only that player sees."""

    def __init__(self, table: "LastParadiseScene", seat: int) -> None:
        view = table.state.view(seat)
        low, high = bid_range(view, seat)
        super().__init__(table, seat, low, high, low)
        self.stage = str((view["auction"] or {}).get("stage", "first call"))
        lot = self.view.get("lot") or {}
        self.lot_name = str(lot.get("name", "the counter"))
        self.animator = Animator(speed=self.app.animation_speed)
        self.drag: DragAndDrop[CoinGrip] = DragAndDrop(self._pick, self._drop, self.animator)
        self.purse_area = self.at(PURSE_X, BOX_Y, PURSE_W, BOX_H)
        self.hand_area = self.at(HAND_X, BOX_Y, HAND_W, BOX_H)
        self.purse = CoinStack(self.purse_area, rows=COIN_ROWS, first_row=28, row_gap=54)
        self.hand = CoinStack(self.at(HAND_X, BOX_Y, HAND_W - FIST_ROOM, BOX_H), keep_change=False, rows=COIN_ROWS,
                              first_row=28, row_gap=54)
        self.amount_buttons(20, BUTTON_Y)
        self.buttons.add(Button(self.at(386, BUTTON_Y, 160, 42), "Empty hand", self.empty_hand, "0"))
        self.confirm = self.buttons.add(Button(self.at(560, BUTTON_Y, 220, 42), "Confirm bid", self.confirm_bid,
                                               "Enter"))
        self._lay_out()
        self.minimum_rect = pygame.Rect(0, 0, 0, 0)
        """Where the minimum of a tie repeat was drawn last (none: not drawn)."""

    def title(self) -> str:
        """The lot, and the stage of a repeat."""
        return prompts.bid_title(self.lot_name, self.stage)

    def rule(self) -> str:
        """How this bidding round works."""
        return prompts.bid_rule(self.stage, self.low)

    # the bid ----------------------------------------------------------------
    def set_amount(self, value: int) -> None:
        """Change the bid and move the coins to match."""
        super().set_amount(value)
        self._lay_out()

    def empty_hand(self) -> None:
        """Take every coin out of the hand (down to the minimum of a tie repeat)."""
        self.typed = ""
        self.set_amount(self.low)

    def confirm_bid(self) -> None:
        """Put the bid in."""
        self.finish(Bid(self.amount))

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """Where a bid is made now: the button that brings the hand toward its amount (the next of -10 / -1 / +1 /
        +10 to press), and once the hand holds it, Confirm."""
        if not isinstance(action, Bid):
            return []
        return [self.toward(action.amount, self.confirm)]

    def _lay_out(self) -> None:
        self.purse.lay_out(self.money - self.amount)
        self.hand.lay_out(self.amount)

    # dragging coins ---------------------------------------------------------
    def _pick(self, pos: Point) -> tuple[CoinGrip, Point] | None:
        for where, stack in (("purse", self.purse), ("hand", self.hand)):
            index = stack.coin_at(pos)
            if index is not None:
                value, centre = stack.coins[index]
                r = COIN_RADIUS[value]
                return (where, index, value), (centre[0] - r, centre[1] - r)
        return None

    def _drop(self, grip: CoinGrip, pos: Point, _top_left: Point) -> bool:
        where, index, value = grip
        stack = self.purse if where == "purse" else self.hand
        if stack.coin_at(pos) == index:  # a click on a coin (let go where it lay) sends it across
            pos = (self.hand_area if where == "purse" else self.purse_area).center
        if where == "purse" and self.hand_area.collidepoint(pos):
            self.change(value)
            return True
        if where == "hand" and self.purse_area.collidepoint(pos):
            if self.amount - value < self.low:
                self.note = prompts.tie_minimum(self.low)
                return False
            self.change(-value)
            return True
        if not (self.hand_area.collidepoint(pos) if where == "hand" else self.purse_area.collidepoint(pos)):
            self.note = prompts.COIN_TO_HAND if where == "purse" else prompts.COIN_TO_PURSE  # it slides home
        return False

    # loop -------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> None:
        """Coins by drag, Enter to confirm, then the shared amount keys and buttons."""
        if self.drag.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS:
            if not self.buttons.press_focused():
                self.confirm_bid()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_0 and not self.typed:
            self.empty_hand()
            return
        super().handle_input(event)

    def update(self, dt: float) -> None:
        """Count the guard time; slide refused coins home."""
        super().update(dt)
        self.animator.update(dt)

    def draw_body(self, surface: pygame.Surface) -> None:
        """Purse, closed hand and the bid (own money only)."""
        draw_text(surface, f"Purse: {narrate.paras(self.money - self.amount)}", 16, palette.SAND, True,
                  bottomleft=(self.purse_area.x + 2, self.purse_area.y - 2))
        draw_text(surface, f"Your closed hand: {narrate.paras(self.amount)}", 16, palette.SAND, True,
                  bottomleft=(self.hand_area.x + 2, self.hand_area.y - 2))
        pen.rect(surface, (46, 74, 90), self.purse_area, border_radius=12)
        pen.rect(surface, (58, 46, 40), self.hand_area, border_radius=12)
        draw_hand(surface, (self.hand_area.right - FIST_ROOM // 2, self.hand_area.centery + 12), palette.SAND_DARK, 0.0)
        lifted = self.drag.returning_items()
        if self.drag.carried is not None:
            lifted.append((self.drag.carried.item, self.drag.carried.position))
        self.purse.draw(surface, {index for (where, index, _), _pos in lifted if where == "purse"})
        self.hand.draw(surface, {index for (where, index, _), _pos in lifted if where == "hand"})
        for (_where, _index, value), (x, y) in lifted:
            draw_coin(surface, (x + COIN_RADIUS[value], y + COIN_RADIUS[value]), value)
        if self.low and not self.note:
            self.note_minimum(surface)
        self.draw_amount(surface, "Your bid", "bids", 616, BOX_Y - 22, 170)

    def note_minimum(self, surface: pygame.Surface) -> None:
        """The minimum of a tie repeat, just under the bid (in the note's place: clear of Confirm and its ring)."""
        self.minimum_rect = draw_text(surface, f"Minimum bid: {narrate.paras(self.low)}", 15, palette.SAND, True,
                                      topleft=self.at(616, BOX_Y - 22 + 82).topleft)
