"""The private offer panel of The Last Paradise: money to the buyer on a condition, or no offer.

Money is secret, so a human offerer sees their own money here, on a panel
only they see (behind the hand-over cover when another human looked last).
The panel opens with no offer chosen: Enter then makes no offer.  A seat with
0 Paras gets the same cover and the same panel (it can only make no offer),
so the table cannot tell who is broke.  The offer itself is public once made
(the buyer answers it on the table).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import Action
from game.last_paradise import Offer, PassOffer, Side, narrate, offer_range, prompts
from scenes.last_paradise.private import BUTTON_Y, CONFIRM_KEYS, PrivateScreen
from sprites import palette, pen
from sprites.last_paradise.counters import draw_counter
from sprites.last_paradise.widgets import Button
from sprites.text import draw_text, fit_lines

if TYPE_CHECKING:
    from scenes.last_paradise.table import LastParadiseScene

SIDE_Y = 206
"""Where the Nature and Building buttons lie in the panel (their counters stand above them)."""


class OfferScene(PrivateScreen):
    """One human seat's offer to the buyer (no offer until the player picks an amount and a side)."""

    def __init__(self, table: "LastParadiseScene", seat: int) -> None:
        lowest, highest = offer_range(table.state.view(seat), seat)
        super().__init__(table, seat, 0, highest, 0)  # 0: no offer
        self.can_offer = lowest <= highest
        """False when the rules allow no offer at all (the seat holds nothing): it may only pass."""
        self.condition: Side | None = None
        self.lot = self.view.get("lot") or {}
        buyer = self.view.get("buyer")
        self.buyer_name = str(self.view["seats"][buyer]["name"]) if buyer is not None else "the buyer"
        self.sides: dict[Side, Button] = {}
        if self.can_offer:
            self.sides = {"nature": self.buttons.add(Button(self.at(20, SIDE_Y, 150, 42), "Nature",
                                                            lambda: self.choose("nature"), "N")),
                          "building": self.buttons.add(Button(self.at(186, SIDE_Y, 160, 42), "Building",
                                                              lambda: self.choose("building"), "B"))}
            self.amount_buttons(20, BUTTON_Y)
            self.pass_button = self.buttons.add(Button(self.at(386, BUTTON_Y, 150, 42), "Pass", self.pass_offer, "P"))
            self.confirm = self.buttons.add(Button(self.at(548, BUTTON_Y, 232, 42), "Make no offer",
                                                   self.confirm_offer, "Enter"))
        else:
            self.confirm = self.buttons.add(Button(self.at(548, BUTTON_Y, 232, 42), "No offer", self.pass_offer,
                                                   "Enter"))
            self.pass_button = self.confirm

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """Where an offer is made now: its side's button until that side is chosen, then the button that brings the
        amount toward it, then Confirm; no offer is its own button."""
        if isinstance(action, Offer) and action.condition in self.sides:
            if self.condition != action.condition:
                return [self.sides[action.condition].rect]
            return [self.toward(action.amount, self.confirm)]
        if isinstance(action, PassOffer):
            return [self.pass_button.rect]
        return []

    @property
    def broke(self) -> bool:
        """True when this seat can make no offer (it holds no Paras)."""
        return not self.can_offer

    def title(self) -> str:
        """Whom the offer is to, and for which lot."""
        return prompts.offer_title(self.buyer_name, str(self.lot.get("name", "counter")))

    def rule(self) -> str:
        """How offers work."""
        return prompts.OFFER_RULE

    def choose(self, condition: Side) -> None:
        """Name the side the offer is for."""
        self.condition = condition
        if self.note == prompts.PICK_THE_SIDE:
            self.note = ""

    def set_amount(self, value: int) -> None:
        """Set the amount and name the confirm button after what Enter does now."""
        super().set_amount(value)
        if not self.broke:
            self.confirm.label = "Make offer" if self.amount else "Make no offer"

    def confirm_offer(self) -> None:
        """Enter: no offer while the amount is 0; otherwise the offer, once a side is chosen."""
        if self.amount == 0:
            self.pass_offer()
        elif self.condition is None:
            self.note = prompts.PICK_THE_SIDE
        else:
            self.finish(Offer(self.amount, self.condition))

    def pass_offer(self) -> None:
        """Make no offer this round."""
        self.finish(PassOffer())

    def handle_input(self, event: pygame.event.Event) -> None:
        """N/B choose the side, P passes, Enter confirms; then the shared keys (none but Enter, P and Esc when broke)."""
        if event.type == pygame.KEYDOWN:
            if event.key in CONFIRM_KEYS:
                if not self.buttons.press_focused():
                    self.confirm_offer()
                return
            if event.key == pygame.K_p:
                self.pass_offer()
                return
            if self.broke and event.key not in (pygame.K_ESCAPE, pygame.K_TAB, pygame.K_SPACE):
                return
            if event.key in (pygame.K_n, pygame.K_b):
                self.choose("nature" if event.key == pygame.K_n else "building")
                return
        super().handle_input(event)

    def type_digits(self, text: str) -> None:
        """Typed digits set the amount (a broke seat has nothing to type)."""
        if not self.broke:
            super().type_digits(text)

    def summary(self) -> str:
        """What Enter does now, in a sentence: no offer, or who pays whom, when, and on what condition."""
        return prompts.offer_summary(self.buyer_name, str(self.lot.get("name", "counter")), self.amount,
                                     self.condition, self.broke)

    def draw_body(self, surface: pygame.Surface) -> None:
        """Both sides of the lot to choose from (or why there is nothing to offer), the offer and what it means."""
        if self.broke:
            for i, line in enumerate(fit_lines(narrate.CANNOT_OFFER, 20, 340, True)[:3]):
                draw_text(surface, line, 20, palette.GLOW, True, topleft=self.at(20, 124 + 28 * i).topleft)
        else:
            draw_text(surface, "Pay if it goes down:", 16, palette.SAND, True, topleft=self.at(20, 116).topleft)
            for side, button in self.sides.items():
                box = pygame.Rect(0, 0, 56, 56)
                box.midbottom = (button.rect.centerx, button.rect.y - 6)
                draw_counter(surface, box, int(self.lot.get("district", 0)), str(self.lot.get("kind", "villa")), side)
                if side == self.condition:
                    pen.rect(surface, palette.GLOW, button.rect.union(box).inflate(12, 10), 4,
                                     border_radius=12)
        shown = "No offer" if self.amount == 0 else f"{narrate.paras(self.amount)} for {self.condition or '...'}"
        y = self.draw_amount(surface, "Your offer", "offers", 380, 116, 390, shown=shown)
        for line in fit_lines(self.summary(), 15, 390)[:max(0, (BUTTON_Y - 4 - y) // 19)]:  # above the buttons
            draw_text(surface, line, 15, palette.PAPER, topleft=self.at(380, y).topleft)
            y += 19
