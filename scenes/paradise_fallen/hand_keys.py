"""The keyboard of the private hand: arrows walk the places Enter acts on, Tab and Space pick cards, digits pick
tokens and players, and a key pressed while the table animates is carried out once it is still."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.paradise_fallen import prompts
from game.paradise_fallen.cards import ISLAND_SPOTS
from game.paradise_fallen.trips import aberrations_of
from scenes.paradise_fallen import choices, modes
from scenes.paradise_fallen.hand_input import CONFIRM, HandInput, digit_of
from sprites.paradise_fallen.layout import cursor_step_among

if TYPE_CHECKING:
    from scenes.paradise_fallen.hand import HandOverlay

ARROWS = {pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0), pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1)}


class HandKeys:
    """Turns key presses on the hand overlay into choices and legal actions (the mouse's ways, by keys)."""

    def __init__(self, overlay: "HandOverlay", hand_input: HandInput) -> None:
        self.o = overlay
        self.input = hand_input

    def key(self, event: pygame.event.Event) -> None:
        """The keyboard's way to everything the mouse does."""
        o, c = self.o, self.o.choosing
        k = event.key
        if k == pygame.K_h:
            self.input.toggle_fold()
        elif k == pygame.K_ESCAPE:
            if c.plan is not None or c.held is not None or c.picked is not None or c.chosen:
                c.clear()
            elif o.reading is not None:
                o.reading = None
            else:
                o.table.pause()
        elif k == pygame.K_r:
            cards = o.deal_cards or o.hand
            focused = cards[o.focus] if 0 <= o.focus < len(cards) else None
            o.reading = None if o.reading == focused else focused
        elif k == pygame.K_TAB and len(modes.marks_at(o.view, o.legal, c, o.cursor)) > 1:
            c.mark_focus += -1 if event.mod & pygame.KMOD_SHIFT else 1
        elif k == pygame.K_TAB:
            count = len(o.deal_cards) or len(o.hand)
            if count:
                o.focus = (o.focus + (-1 if event.mod & pygame.KMOD_SHIFT else 1)) % count
                if o.deal_cards:
                    c.deal_focus = o.focus
        elif k in ARROWS:
            o.cursor = cursor_step_among(o.cursor, *ARROWS[k], self.cursor_stops())
            c.mark_focus = 0
        elif not o.acting:
            self.wait_or_refuse(event)
        elif k == pygame.K_SPACE and 0 <= o.focus < len(o.hand) and not o.deal_cards:
            self.input.click_card(o.hand[o.focus])
        elif k in CONFIRM:
            self.confirm()
        elif k == pygame.K_p and c.plan is not None:
            o.plan_trip(c.plan.dest, c.plan.paths.index(c.plan.path) + 1)
        elif k == pygame.K_e:
            o.end_or_done("end")
        elif k == pygame.K_d:
            o.end_or_done("done")
        else:
            self.number(digit_of(event))

    def wait_or_refuse(self, event: pygame.event.Event) -> None:
        """A key that acts, pressed while the table still animates: kept and carried out once it is still.

        With no move left to this seat (its turn is over), the key is answered at once instead.
        """
        o = self.o
        if o.legal and o.table.busy:
            o.waiting.append(event)
        elif not o.legal:
            o.table.say(prompts.NOT_NOW)

    def carry_out_waiting(self) -> None:
        """The keys and clicks kept while the table animated, in the order made, now that it is still."""
        waiting, self.o.waiting = self.o.waiting, []
        for event in waiting:
            self.input.handle(event)

    def cursor_stops(self) -> set[int]:
        """Where the keyboard cursor stops: the places Enter acts on now (the held card's targets, Kahoolawe's and
        Kauai's places, Aberrations to pick); with nothing held or picked, every island too (Enter plans a trip
        there or says why not). A gap is a stop only when something can happen in it."""
        o, c = self.o, self.o.choosing
        if c.held is not None:
            return set(choices.card_targets(o.legal, c.held, o.view, o.seat))
        stops = set(modes.spot_actions(o.view, o.seat, o.legal, c)) | modes.spot_picks(o.legal, c)
        if c.picked is None:
            stops |= {spot for spot in aberrations_of(o.view) if modes.marks_at(o.view, o.legal, c, spot)}
            stops |= set(range(ISLAND_SPOTS))
        return stops

    def confirm(self) -> None:
        """Enter: pay the planned trip, play the held card at the cursor, or act at the cursor."""
        o, c = self.o, self.o.choosing
        if c.plan is not None:
            o.pay()
            return
        if c.held is not None:
            targets = choices.card_targets(o.legal, c.held, o.view, o.seat)
            play = targets.get(o.cursor) or choices.untargeted(o.legal, c.held)
            if play is not None:
                o.send(play)
            return
        mark = modes.focused_mark(o.view, o.legal, c, o.cursor)
        if mark is not None:
            self.input.choose_mark(mark, modes.mark_choices(o.legal, c)[mark])
            return
        self.input.act_at(o.cursor)

    def number(self, typed: str) -> None:
        """A digit: a player (Trickster, Lanai), or the token labelled with it (the usable ones, numbered in the
        order explored); with none usable, the rules say why the n-th explored island's token gives nothing."""
        if not (typed.isdigit() and typed.isascii()) or typed == "0":
            return
        o = self.o
        n = int(typed) - 1
        if o.deal_cards or modes.seat_actions(o.legal):
            if n < int(o.view["players"]):
                self.input.choose_seat(n)
            return
        numbered = modes.numbered_tokens(o.view, o.seat, o.legal)
        explored = o.view["explored"][o.seat]
        if n < len(numbered):
            o.send(modes.token_actions(o.legal)[numbered[n][1]])
        elif numbered:
            o.table.say(prompts.no_token_numbered(n + 1, len(numbered)))
        elif n < len(explored):
            o.table.say(self.input.power_refusal(str(explored[n]["island"])))
