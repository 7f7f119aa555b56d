"""The private offer screen of The Last Paradise: money to the buyer on a condition, or no offer.

Money is secret, so a human offerer sees their own money here, behind the
hand-over cover.  The offer itself is public once made (the buyer answers it
on the table).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.last_paradise import Offer, PassOffer, Side
from scenes.last_paradise.private import CONFIRM_KEYS, PrivateScreen
from sprites import palette
from sprites.last_paradise.counters import draw_counter
from sprites.last_paradise.widgets import Button
from sprites.text import draw_text, fit_lines

if TYPE_CHECKING:
    from scenes.last_paradise.table import LastParadiseScene

EXPLAIN = ("Offer the buyer Paras if the counter goes down with the side you name up. The buyer accepts or "
           "declines in public; an accepted deal is binding and paid at the end of the round, only if its "
           "condition is met. Press N or B to pick the side.")


class OfferScene(PrivateScreen):
    """One human seat's offer to the buyer."""

    def __init__(self, table: "LastParadiseScene", seat: int) -> None:
        money = int(table.state.view(seat)["seats"][seat]["money"])
        super().__init__(table, seat, 1, money, min(5, money))
        self.condition: Side = "nature"
        lot = self.view.get("lot") or {}
        self.lot = lot
        buyer = self.view.get("buyer")
        self.buyer_name = str(self.view["seats"][buyer]["name"]) if buyer is not None else "the buyer"
        self.amount_buttons(60, 440)
        self.sides = {"nature": self.buttons.add(Button(pygame.Rect(60, 344, 240, 54), "Nature",
                                                        lambda: self.choose("nature"), "N")),
                      "building": self.buttons.add(Button(pygame.Rect(320, 344, 240, 54), "Building",
                                                          lambda: self.choose("building"), "B"))}
        self.buttons.add(Button(pygame.Rect(560, 600, 300, 60), "No offer", self.pass_offer, "P"))
        self.buttons.add(Button(pygame.Rect(900, 600, 320, 60), "Make offer", self.make_offer, "Enter"))

    def choose(self, condition: Side) -> None:
        """Name the side the offer is for."""
        self.condition = condition

    def make_offer(self) -> None:
        """Offer the amount on the chosen condition."""
        self.finish(Offer(self.amount, self.condition))

    def pass_offer(self) -> None:
        """Make no offer this round."""
        self.finish(PassOffer())

    def handle_input(self, event: pygame.event.Event) -> None:
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
        super().handle_input(event)

    def summary(self) -> str:
        """The offer in a sentence: who pays whom, when, and on what condition."""
        lot = self.lot.get("name", "counter")
        return (f"If {self.buyer_name} accepts and lays the {lot} {self.condition} side up, you pay "
                f"{self.buyer_name} {self.amount} Paras at the end of the round. Otherwise nothing is paid.")

    def draw(self, surface: pygame.Surface) -> None:
        """Both sides of the lot to choose from, the amount, the offer in words, the offers made so far."""
        self.draw_header(surface, f"Offer to {self.buyer_name} for the {self.lot.get('name', 'counter')}", EXPLAIN)
        draw_text(surface, "Pay if it goes down:", 22, palette.SAND, True, topleft=(60, 196))
        for side, button in self.sides.items():
            box = pygame.Rect(0, 0, 96, 96)
            box.midbottom = (button.rect.centerx, button.rect.y - 10)
            draw_counter(surface, box, int(self.lot.get("district", 0)), str(self.lot.get("kind", "villa")), side)
            if side == self.condition:
                pygame.draw.rect(surface, palette.GLOW, button.rect.union(box).inflate(20, 16), 5, border_radius=14)
        draw_text(surface, "Offer:", 30, palette.SAND, True, midright=(200, 540))
        draw_text(surface, f"{self.amount} Paras for {self.condition}", 38, palette.GLOW, True, midleft=(214, 540))
        y = 236
        for line in fit_lines(self.summary(), 20, 560):
            draw_text(surface, line, 20, palette.PAPER, topleft=(660, y))
            y += 28
        names = [str(s["name"]) for s in self.view["seats"]]
        made = [f"{names[o['seat']]}: {o['amount']} Paras for {o['condition']}" for o in self.view.get("offers") or []]
        draw_text(surface, "Offers already made:" if made else "No other offers yet.", 18, palette.SAND, True,
                  topleft=(660, y + 16))
        for i, line in enumerate(made[:4]):
            draw_text(surface, line, 18, palette.PAPER, topleft=(680, y + 44 + 24 * i))
        self.buttons.draw(surface)
