"""The private offer screen of The Last Paradise: money to the buyer on a condition, or no offer.

Money is secret, so a human offerer sees their own money here, behind the
hand-over cover.  The offer itself is public once made (the buyer answers it
on the table).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.last_paradise import Offer, PassOffer
from scenes.last_paradise_private import CONFIRM_KEYS, PrivateScreen
from sprites import palette
from sprites.last_paradise_counters import draw_counter
from sprites.last_paradise_text import draw_text
from sprites.last_paradise_widgets import Button

if TYPE_CHECKING:
    from scenes.last_paradise_table import LastParadiseScene

EXPLAIN = ("Offer the buyer Paras if the counter goes down with the side you name up. The buyer accepts or "
           "declines in public; an accepted deal is binding and paid at the end of the round, only if its "
           "condition is met. Press N or B to pick the side.")


class OfferScene(PrivateScreen):
    """One human seat's offer to the buyer."""

    def __init__(self, table: "LastParadiseScene", seat: int) -> None:
        money = int(table.state.view(seat)["seats"][seat]["money"])
        super().__init__(table, seat, 1, money, min(5, money))
        self.condition = "nature"
        lot = self.view.get("lot") or {}
        self.lot = lot
        buyer = self.view.get("buyer")
        self.buyer_name = str(self.view["seats"][buyer]["name"]) if buyer is not None else "the buyer"
        self.amount_buttons(60, 470)
        self.buttons.add(Button(pygame.Rect(60, 360, 240, 54), "Nature", lambda: self.choose("nature"), "N"))
        self.buttons.add(Button(pygame.Rect(320, 360, 240, 54), "Building", lambda: self.choose("building"), "B"))
        self.buttons.add(Button(pygame.Rect(560, 600, 300, 60), "No offer", self.pass_offer, "P"))
        self.buttons.add(Button(pygame.Rect(900, 600, 320, 60), "Make offer", self.make_offer, "Enter"))

    def choose(self, condition: str) -> None:
        """Name the side the offer is for."""
        self.condition = condition

    def make_offer(self) -> None:
        """Offer the amount on the chosen condition."""
        self.finish(Offer(self.amount, self.condition))

    def pass_offer(self) -> None:
        """Make no offer this round."""
        self.finish(PassOffer())

    def handle(self, event: pygame.event.Event) -> None:
        """N/B choose the side, P passes, Enter offers; then the shared keys."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_n:
                self.choose("nature")
                return
            if event.key == pygame.K_b:
                self.choose("building")
                return
            if event.key == pygame.K_p:
                self.pass_offer()
                return
            if event.key in CONFIRM_KEYS:
                if not self.buttons.press_focused():
                    self.make_offer()
                return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        """The lot, both sides to choose from, the amount and the buttons."""
        self.draw_header(surface, f"Offer to {self.buyer_name} for the {self.lot.get('name', 'counter')}", EXPLAIN)
        draw_text(surface, "Pay if it goes down:", 22, palette.SAND, True, topleft=(60, 320))
        chosen = self.buttons.buttons[4 if self.condition == "nature" else 5].rect
        pygame.draw.rect(surface, palette.GLOW, chosen.inflate(16, 16), 5, border_radius=14)
        for i, side in enumerate(("nature", "building")):
            box = pygame.Rect(620 + i * 120, 330, 96, 96)
            draw_counter(surface, box, int(self.lot.get("district", 0)), str(self.lot.get("kind", "villa")), side)
        draw_text(surface, "Offer:", 30, palette.SAND, True, midright=(200, 580))
        draw_text(surface, f"{self.amount} Paras for {self.condition}", 40, palette.GLOW, True, midleft=(214, 580))
        self.buttons.draw(surface)
