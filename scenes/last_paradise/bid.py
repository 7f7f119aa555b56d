"""The private sealed-bid screen of The Last Paradise.

The player builds a bid by dragging Para coins from the purse into a closed
hand (and back), by typing it, or with +/- and the arrow keys; in a tie repeat
the minimum is spelled out.  Confirm (Enter) puts the bid in and hides the
screen: the next human sees the hand-over cover, and nobody sees the amount
until all hands open together on the table.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.last_paradise import Bid
from scenes.last_paradise.private import CONFIRM_KEYS, PrivateScreen
from sprites import palette
from sprites.drag import DragAndDrop
from sprites.last_paradise.coins import COIN_RADIUS, CoinStack, draw_coin
from sprites.last_paradise.widgets import Button, draw_hand
from sprites.text import draw_text
from sprites.tween import Animator, Point

if TYPE_CHECKING:
    from scenes.last_paradise.table import LastParadiseScene

PURSE_AREA = pygame.Rect(60, 250, 520, 230)
HAND_AREA = pygame.Rect(700, 250, 520, 230)
CoinGrip = tuple[str, int, int]
"""A coin being dragged: where it came from ("purse" or "hand"), its index in that stack, and its value."""


def stage_text(stage: str, minimum: int) -> str:
    """The rule of this bidding round, in a sentence."""
    if stage == "tie repeat":
        return (f"Tie repeat: you tied for the highest bid. Bid again: at least {minimum} Paras "
                f"(the tied amount). If nobody raises, a lot decides.")
    if stage == "second call":
        return "Second call: nobody bid above 0, so everyone bids once more. If again nobody bids, a lot gives the counter away."
    return ("Put as many Paras as you like in your closed hand (an empty hand bids 0). "
            "The highest bid wins and pays the second-highest bid to the bank.")


class BidScene(PrivateScreen):
    """One human seat's sealed bid, on a screen only that player sees."""

    def __init__(self, table: "LastParadiseScene", seat: int) -> None:
        auction = table.state.view(seat)["auction"] or {}
        minimum = int(auction.get("minimum", 0))
        money = int(table.state.view(seat)["seats"][seat]["money"])
        super().__init__(table, seat, minimum, money, minimum)
        self.stage = str(auction.get("stage", "first call"))
        lot = self.view.get("lot") or {}
        self.lot_name = str(lot.get("name", "the counter"))
        self.animator = Animator(speed=self.app.animation_speed)
        self.drag: DragAndDrop[CoinGrip] = DragAndDrop(self._pick, self._drop, self.animator)
        self.purse = CoinStack(PURSE_AREA)
        self.hand = CoinStack(pygame.Rect(HAND_AREA.x + 10, HAND_AREA.y, HAND_AREA.w - 170, HAND_AREA.h), keep_change=False)
        self.amount_buttons(60, 520)
        self.buttons.add(Button(pygame.Rect(600, 520, 220, 44), "Empty hand", self.empty_hand, "0"))
        self.confirm = self.buttons.add(Button(pygame.Rect(880, 600, 340, 60), "Confirm bid", self.confirm_bid, "Enter"))
        self._lay_out()

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
        where, _index, value = grip
        if where == "purse" and HAND_AREA.collidepoint(pos):
            self.change(value)
            return True
        if where == "hand" and PURSE_AREA.collidepoint(pos):
            if self.amount - value < self.low:
                self.note = f"In a tie repeat you must bid at least {self.low} Paras."
                return False
            self.change(-value)
            return True
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
        """Slide refused coins home."""
        self.animator.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Purse, closed hand, the amount, the buttons (own money only)."""
        self.draw_header(surface, f"Sealed bid for the {self.lot_name}", stage_text(self.stage, self.low))
        if self.low:
            draw_text(surface, f"Minimum bid: {self.low} Paras", 26, palette.GLOW, True, topleft=(60, 196))
        pygame.draw.rect(surface, (46, 74, 90), PURSE_AREA, border_radius=14)
        draw_text(surface, f"Purse: {self.money - self.amount} Paras", 20, palette.SAND, True,
                  bottomleft=(PURSE_AREA.x + 6, PURSE_AREA.y - 4))
        pygame.draw.rect(surface, (58, 46, 40), HAND_AREA, border_radius=14)
        draw_hand(surface, (HAND_AREA.right - 80, HAND_AREA.centery), palette.SAND_DARK, 0.0)
        draw_text(surface, f"Your closed hand: {self.amount} Paras", 20, palette.SAND, True,
                  bottomleft=(HAND_AREA.x + 6, HAND_AREA.y - 4))
        lifted = self.drag.returning_items()
        if self.drag.carried is not None:
            lifted.append((self.drag.carried.item, self.drag.carried.position))
        self.purse.draw(surface, {index for (where, index, _), _pos in lifted if where == "purse"})
        self.hand.draw(surface, {index for (where, index, _), _pos in lifted if where == "hand"})
        for (_where, _index, value), (x, y) in lifted:
            draw_coin(surface, (x + COIN_RADIUS[value], y + COIN_RADIUS[value]), value)
        draw_text(surface, "Drag coins between purse and hand, type the amount, or use + / - and the arrows.",
                  16, palette.PAPER, topleft=(60, 490))
        draw_text(surface, "Bid:", 30, palette.SAND, True, midright=(690, 630))
        draw_text(surface, str(self.amount), 54, palette.GLOW, True, midleft=(706, 628))
        self.buttons.draw(surface)
