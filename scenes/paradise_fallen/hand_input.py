"""Mouse of the private hand (its keys are in :mod:`hand_keys`): every mouse action has a key, and each sends only a legal action."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.paradise_fallen import prompts
from game.paradise_fallen.actions import Done, EndPlay, UsePower
from game.paradise_fallen.cards import CARDS
from game.paradise_fallen.trips import aberrations_of, payable, rations_in
from scenes.paradise_fallen import choices, modes
from scenes.paradise_fallen.view import public_card_at
from sprites.paradise_fallen.layout import HAND_AREA, canoe_spot, island_at, mark_rect, spot_at
from sprites.paradise_fallen.seats import seat_at, token_at

if TYPE_CHECKING:
    from scenes.paradise_fallen.hand import Grip, HandOverlay

ARROWS = {pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0), pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1)}
CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER)
FOLDED_BAR = pygame.Rect(HAND_AREA.x, HAND_AREA.bottom - 44, HAND_AREA.w, 44)


def digit_of(event: pygame.event.Event) -> str:
    """The digit 1-9 a key press types (its text, or the digit keys of the row or the keypad), else ""."""
    typed = str(getattr(event, "unicode", "") or "")
    if typed.isascii() and typed.isdigit():
        return typed
    for first in (pygame.K_1, pygame.K_KP1):
        if first <= event.key <= first + 8:
            return str(event.key - first + 1)
    return ""


@dataclass
class HandButton:
    """A button of the hand's band: its place, words, key and what it does."""

    rect: pygame.Rect
    label: str
    hint: str
    press: Callable[[], None]


class HandInput:
    """Turns input on the hand overlay into choices and legal actions."""

    def __init__(self, overlay: "HandOverlay") -> None:
        self.o = overlay

    # what lies where --------------------------------------------------------------
    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The hand card under ``pos`` (the top-most of overlapping ones)."""
        for rect, card in reversed(list(zip(self.o.hand_rects(), self.o.hand))):
            if rect.collidepoint(pos):
                return card
        return None

    def deal_index_at(self, pos: tuple[int, int]) -> int | None:
        """The Lanai card under ``pos`` (its index in the deal)."""
        for index, rect in enumerate(self.o.deal_rects()):
            if rect.collidepoint(pos):
                return index
        return None

    def mark_at(self, pos: tuple[int, int]) -> int | None:
        """The Aberration under ``pos``."""
        for spot, cards in aberrations_of(self.o.view).items():
            for index in reversed(range(len(cards))):
                if mark_rect(spot, index, len(cards)).collidepoint(pos):
                    return cards[index]
        return None

    def readable_at(self, pos: tuple[int, int]) -> int | None:
        """Any face-up card this player may read under ``pos``: the hand, Lanai's deal, the table."""
        card = self.card_at(pos)
        if card is None and (index := self.deal_index_at(pos)) is not None:
            card = self.o.deal_cards[index]
        return card if card is not None else public_card_at(self.o.view, pos)

    def buttons(self) -> list[HandButton]:
        """The band's buttons, right to left: Hide, then what the moment allows."""
        o = self.o
        wanted: list[tuple[str, str, Callable[[], None]]] = [("Hide", "H", self.toggle_fold)]
        if o.choosing.plan is not None:
            paid = rations_in(o.choosing.chosen)
            wanted += [("Cancel", "Esc", o.choosing.clear),
                       (f"Pay {paid}" if o.choosing.chosen else "Pay cheapest", "Enter", o.pay)]
        if modes.simple(o.legal, Done) is not None:
            wanted.append(("Done", "D", lambda: o.end_or_done("done")))
        if modes.simple(o.legal, EndPlay) is not None and o.choosing.plan is None:
            wanted.append(("End play", "E", lambda: o.end_or_done("end")))
        found, right = [], HAND_AREA.right - 10
        for label, hint, press in wanted:
            width = 60 + 9 * len(label) + 8 * len(hint)
            found.append(HandButton(pygame.Rect(right - width, HAND_AREA.y + 6, width, 32), label, hint, press))
            right -= width + 8
        return found

    def toggle_fold(self) -> None:
        """Fold the hand away (or show it again)."""
        self.o.folded = not self.o.folded
        self.o.choosing.clear()

    # dragging ---------------------------------------------------------------------
    def pick(self, pos: tuple[int, int]) -> "tuple[Grip, tuple[float, float]] | None":
        """Pick up the player's canoe (trips are legal and no card is held: with one held, a click on the canoe plays
        it there, an Aptitude on its canoe) or a card some action plays."""
        o = self.o
        if not o.acting or o.choosing.plan is not None:
            return None
        canoe = canoe_spot(int(o.view["canoes"][o.seat]), o.seat)
        if canoe.inflate(12, 14).collidepoint(pos) and choices.trip_destinations(o.legal) and o.choosing.held is None:
            return ("canoe", o.seat), (float(canoe.x), float(canoe.y))
        card = self.card_at(pos)
        if card is not None and card in choices.playable_cards(o.legal) and modes.discard_action(o.legal, card) is None:
            rect = o.hand_rects()[o.hand.index(card)]
            return ("card", card), (float(rect.x), float(rect.y))
        return None

    def drop(self, grip: "Grip", pos: tuple[int, int]) -> bool:
        """A canoe dropped on an island plans the trip; a card dropped on a glowing place is played."""
        o = self.o
        kind, item = grip
        if kind == "canoe":
            o.dragging_to = None
            dest = island_at(pos, 20)
            if dest is not None and dest != int(o.view["canoes"][o.seat]):
                o.plan_trip(dest)
            return True
        if self.card_at(pos) == item or HAND_AREA.collidepoint(pos):
            self.click_card(item)
            return False
        targets = choices.card_targets(o.legal, item, o.view, o.seat)
        spot = spot_at(pos)
        if spot is not None and spot in targets:
            return o.send(targets[spot])
        play = choices.untargeted(o.legal, item)
        if play is not None and seat_at(o.view, pos) == o.seat:  # an Aptitude laid before its player
            return o.send(play)
        where = "your canoe or your own row" if play is not None else "the glowing places"
        o.table.say(f"{CARDS[item].name} cannot go there: drop it on {where}.")
        return False

    # input -------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Every input of the hand (already fresh)."""
        o = self.o
        if event.type == pygame.MOUSEMOTION:
            o.hover = self.readable_at(event.pos)
            if o.drag.carried is not None and o.drag.carried.item[0] == "canoe":
                o.dragging_to = island_at(event.pos, 20)
        if o.folded:
            self._handle_folded(event)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            card = self.readable_at(event.pos)
            o.reading = None if card == o.reading else card
            if card is None:
                o.choosing.clear()
            return
        if self.wait_or_answer_click(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            o.reading = None
            for button in self.buttons():
                if button.rect.collidepoint(event.pos):
                    button.press()
                    return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP) and o.drag.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and o.acting:
            self.click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.o.keyboard.key(event)

    def wait_or_answer_click(self, event: pygame.event.Event) -> bool:
        """A left click or drag made while the table still animates: kept with the keys pressed then and carried
        out once it is still (a drag is played again from its press to its drop); with no move left to this seat,
        a click on something that acts is answered at once. True when the event was kept or answered."""
        o = self.o
        if not o.table.busy or o.drag.carried is not None:
            return False
        pressed = [e.type for e in o.waiting if e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]
        held = bool(pressed) and pressed[-1] == pygame.MOUSEBUTTONDOWN
        if not (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1
                or event.type == pygame.MOUSEMOTION and held):
            return False
        if o.legal:
            o.waiting.append(event)
        elif event.type == pygame.MOUSEBUTTONUP and (self.acts_on_click(event.pos) or self.card_at(event.pos) is not None
                                                     or any(b.rect.collidepoint(event.pos) for b in self.buttons())):
            o.table.say(prompts.NOT_NOW)
        return True

    def _handle_folded(self, event: pygame.event.Event) -> None:
        """Folded: H or a click on the bar opens the hand again, Esc pauses; nothing else acts unseen."""
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_h
                or event.type == pygame.MOUSEBUTTONUP and event.button == 1 and FOLDED_BAR.collidepoint(event.pos)):
            self.o.folded = False
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.o.table.pause()
        elif event.type == pygame.KEYDOWN and (event.key in (pygame.K_e, pygame.K_d, pygame.K_p, pygame.K_r,
                                                            pygame.K_SPACE, *CONFIRM) or digit_of(event)):
            self.o.table.say(prompts.HAND_FOLDED)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.acts_on_click(event.pos):
            self.o.table.say(prompts.HAND_FOLDED_CLICK)

    def acts_on_click(self, pos: tuple[int, int]) -> bool:
        """True where a click acts with the hand shown: an island or gap, a seat's panel."""
        return spot_at(pos) is not None or seat_at(self.o.view, pos) is not None

    def click(self, pos: tuple[int, int]) -> None:
        """A left click (not a drag) on the table or the hand."""
        o, c = self.o, self.o.choosing
        deal = self.deal_index_at(pos)
        if deal is not None:
            c.deal_focus = deal
            return
        card = self.card_at(pos)
        if card is not None:
            self.click_card(card)
            return
        if c.plan is not None:
            dest = island_at(pos)
            if dest is not None and dest != c.plan.dest:
                o.plan_trip(dest)
            return
        seat = seat_at(o.view, pos)
        token = token_at(o.view, o.seat, pos)
        if token is not None and token in modes.token_actions(o.legal):
            o.send(modes.token_actions(o.legal)[token])
            return
        if token is not None and seat == o.seat and not modes.seat_actions(o.legal) and not o.deal_cards:
            o.table.say(self.power_refusal(token))
            return
        if seat is not None:
            self.choose_seat(seat)
            return
        mark = self.mark_at(pos)
        marks = modes.mark_choices(o.legal, c)
        if mark is not None and mark in marks and c.held is None and c.picked is None:
            self.choose_mark(mark, marks[mark])
            return
        spot = spot_at(pos)
        if spot is not None and self.act_at(spot):
            return
        c.held = c.picked = None

    def click_card(self, card: int) -> None:
        """A card of the hand clicked (or chosen with Space): pay with it, discard it, pick it up or play it."""
        o, c = self.o, self.o.choosing
        if not o.acting:
            return
        if c.plan is not None:
            if not payable(card):
                o.table.say(f"{CARDS[card].name} cannot pay rations.")
            elif card in c.chosen:
                c.chosen.remove(card)
            else:
                c.chosen.append(card)
            return
        discard = modes.discard_action(o.legal, card)
        if discard is not None:
            o.send(discard)
        elif card == c.held:
            play = choices.untargeted(o.legal, card)
            if play is not None:
                o.send(play)
            else:
                c.held = None
        elif card in choices.playable_cards(o.legal):
            c.held, c.picked = card, None
        else:
            o.table.say(prompts.unplayable(card))

    def power_refusal(self, island: str) -> str:
        """Why the seat's token of ``island`` gives no power now, in the rules' words."""
        return self.o.table.state.problem(self.o.seat, UsePower(island)) or prompts.unplayable_power(island)

    def choose_mark(self, card: int, action: object) -> None:
        """Shaman: remove the Aberration; Kauai: pick it, then its new place."""
        if action is not None:
            self.o.send(action)  # type: ignore[arg-type]
        else:
            self.o.choosing.picked = card

    def choose_seat(self, seat: int) -> None:
        """A player chosen: the Trickster's victim, or the one who gets Lanai's focused card."""
        o, c = self.o, self.o.choosing
        cards = o.deal_cards
        if cards:
            c.deal[c.deal_focus] = seat
            left = [i for i in range(len(cards)) if i not in c.deal]
            if left:
                c.deal_focus = left[0]
            else:
                deal = modes.deal_action(o.legal, c, len(cards))
                if deal is None:
                    o.table.say(prompts.DEAL_AGAIN)
                    c.deal.clear()
                    c.deal_focus = 0
                o.send(deal)
            return
        action = modes.seat_actions(o.legal).get(seat)
        if action is not None:
            o.send(action)

    def act_at(self, spot: int) -> bool:
        """Act on an island or gap: play the held card, sail free, move or swap Aberrations, or plan a trip."""
        o, c = self.o, self.o.choosing
        actions = modes.spot_actions(o.view, o.seat, o.legal, c)
        if spot in actions:
            return o.send(actions[spot])
        if spot in modes.spot_picks(o.legal, c):
            c.picked = spot
            return True
        if c.held is None and c.picked is None and spot < 9 and spot in choices.trip_destinations(o.legal):
            o.plan_trip(spot)
            return True
        if c.held is None and c.picked is None and not o.view.get("pending"):
            o.table.say(prompts.spot_refusal(o.view, o.seat, spot))  # nothing to do there: the rules say why
        return False
