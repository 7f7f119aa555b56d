"""The private hand of the player to act: an opaque band over the bottom of the visible table.

It reads only ``state.view(seat)`` and ``legal_actions(seat)`` of its own seat
and sends only actions found among them.  The table above it stays visible and
holds no secret; the band covers the public prompt, and H folds it away
(nothing private shows then).  Pushed after the hand-over cover when another
human saw the last private screen; the pause menu over it hides it.  Only
input that began after it showed acts on it (:class:`scenes.fresh_keys.FreshKeys`).

Mouse: drag the canoe to an island (or click the island) to plan a trip, its
path and price show while dragging; click cards to choose the payment, or
Enter for the cheapest.  Drag a card onto a glowing place, or click it then
the place.  Click a gold token for its island's power.  Right click reads a
card at full size (pointing at it does too).  Keys: see :func:`modes.keys_hint`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import Action
from game.paradise_fallen import prompts
from game.paradise_fallen.actions import Done, EndPlay, Trip
from game.paradise_fallen.trips import canonical_payment
from scenes.base import Motion
from scenes.paradise_fallen import choices, modes
from scenes.paradise_fallen.hand_input import HandInput
from scenes.paradise_fallen.hand_keys import HandKeys
from scenes.paradise_fallen.hand_view import draw_overlay
from scenes.paradise_fallen.hint_places import hint_places
from scenes.play import UNDO_KEY
from scenes.private_overlay import PrivateOverlay
from sprites.drag import DragAndDrop
from sprites.paradise_fallen.layout import CHOSEN_LIFT, HAND_AREA, hand_slots
from sprites.tween import Animator

if TYPE_CHECKING:
    from scenes.paradise_fallen.table import ParadiseFallenScene

Grip = tuple[str, int]
"""What is dragged: ("card", card id) or ("canoe", seat)."""


class HandOverlay(PrivateOverlay["ParadiseFallenScene"]):
    """One human seat's hand and choices, over the shared table."""

    def __init__(self, table: "ParadiseFallenScene", seat: int) -> None:
        super().__init__(table, seat)
        self.animator = Animator(speed=self.app.animation_speed)
        self.drag: DragAndDrop[Grip] = DragAndDrop(self._pick, self._drop, self.animator)
        self.choosing = modes.Choosing()
        self.view: dict[str, Any] = {}
        self.legal: list[Action] = []
        self._seen = -1
        self.cursor = 4
        self.focus = 0
        self.folded = False
        self.reading: int | None = None
        """A card read at full size (right click or R) until the next click or key."""
        self.hover: int | None = None
        self.dragging_to: int | None = None
        """While the canoe is dragged: the island under it."""
        self.waiting: list[pygame.event.Event] = []
        """Keys, clicks and drags made while the table animated, carried out once it is still (see ``HandKeys.wait_or_refuse``
        and ``HandInput.wait_or_answer_click``)."""
        self.input = HandInput(self)
        self.keyboard = HandKeys(self, self.input)
        self.refresh()

    # the seat's own view ---------------------------------------------------------
    def refresh(self, force: bool = False) -> None:
        """Read the seat's view and legal actions again after a move, at once: the hand's cards change when the
        move is made, while the table still shows it (input waits for the table either way, see ``acting``)."""
        moves = len(self.table.record.moves)
        if not force and moves == self._seen:
            return
        self._seen = moves
        state = self.table.state
        canoe = self.view.get("canoes", [None] * (self.seat + 1))[self.seat]
        self.view = state.view(self.seat)
        if canoe != self.view["canoes"][self.seat]:  # the canoe sailed: the keyboard cursor goes with it
            self.cursor = int(self.view["canoes"][self.seat])
        self.legal = list(state.legal_actions(self.seat)) if self.seat in state.to_move else []
        self.choosing.clear()
        self.focus = min(self.focus, max(0, len(self.hand) - 1))
        self.forget_gone_cards()

    def forget_gone_cards(self) -> None:
        """A card read at full size that left this seat's sight closes (a discarded card's preview stayed over its
        replacement); the card under the mouse now is read instead."""
        if self.hover is not None:
            self.hover = self.input.readable_at(self.app.mouse_position())
        if self.reading is not None and self.reading not in self.cards_in_sight():
            self.reading = None

    def cards_in_sight(self) -> set[int]:
        """Every face-up card this seat sees: its hand, Lanai's deal, the explored islands, Aberrations, the
        discard's top."""
        view = self.view
        seen = set(self.hand) | set(self.deal_cards)
        seen |= {int(item["card"]) for row in view["explored"] for item in row}
        seen |= {int(c) for cards in view["aberrations"].values() for c in cards}
        return seen | ({int(view["discard"][-1])} if view["discard"] else set())

    @property
    def hand(self) -> list[int]:
        """The seat's hand, as its view holds it."""
        return [int(c) for c in self.view.get("hand", [])]

    @property
    def deal_cards(self) -> list[int]:
        """Lanai's drawn cards waiting to be given out (only in this seat's own view)."""
        pending = self.view.get("pending") or {}
        return [int(c) for c in pending.get("cards", [])] if pending.get("kind") == "lanai" else []

    @property
    def acting(self) -> bool:
        """True when input may act: the table shows the present and this seat is to move."""
        return bool(self.legal) and not self.table.busy and not self.folded

    def hand_rects(self) -> list[pygame.Rect]:
        """Where the hand's cards lie (Lanai's deal, if any, lies at the right end after them)."""
        extra = len(self.deal_cards)
        right = HAND_AREA.right - 14 - (extra * 100 + 20 if extra else 0)
        rects = hand_slots(len(self.hand), HAND_AREA.x + 14, right)
        return [r.move(0, -CHOSEN_LIFT) if card in self.choosing.chosen or card == self.choosing.held else r
                for r, card in zip(rects, self.hand)]

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """Where ``action`` is made (see :mod:`scenes.paradise_fallen.hint_places`)."""
        return hint_places(self, action)

    def deal_rects(self) -> list[pygame.Rect]:
        """Where Lanai's drawn cards lie."""
        cards = self.deal_cards
        return hand_slots(len(cards), HAND_AREA.right - 14 - len(cards) * 100 + 8, HAND_AREA.right - 14)

    # acting -----------------------------------------------------------------------
    def send(self, action: Action | None) -> bool:
        """Send ``action`` if it is legal now (it always comes from the legal list); True when it was applied."""
        if action is None or not self.acting or action not in self.legal:
            return False
        done = self.table.perform(self.seat, action)
        if done:
            self.choosing.clear()
            self.reading = None
        return done

    def plan_trip(self, dest: int, choice: int = 0) -> None:
        """Plan a trip to ``dest``: a free trip goes at once; otherwise the payment is chosen next."""
        plan = choices.plan_trip(self.view, self.seat, self.legal, dest, choice)
        if plan is None:
            if dest != int(self.view["canoes"][self.seat]):
                self.table.say(prompts.spot_refusal(self.view, self.seat, dest))
            return
        if plan.cost <= 0:
            self.send(choices.matching_trip(plan, ()))
            return
        self.choosing.clear()
        self.choosing.plan = plan

    def pay(self) -> None:
        """Pay the planned trip: with the chosen cards if they make a legal payment (else the rules say why not),
        or the cheapest way."""
        plan = self.choosing.plan
        if plan is None:
            return
        trip: Trip | None
        if self.choosing.chosen:
            trip = choices.matching_trip(plan, self.choosing.chosen)
            if trip is None:
                wanted = Trip(plan.path, canonical_payment(plan.hand, self.choosing.chosen))
                self.table.say(self.table.state.problem(self.seat, wanted) or prompts.cannot_sail(self.view["grid"][plan.dest]))
                return
        else:
            trip = choices.proposed_trip(plan, choices.worth_keeping(self.view, self.seat, plan.dest))
        self.send(trip)

    def end_or_done(self, key: str) -> None:
        """E ends the play phase; D finishes the end phase or a pending Nihoa or Kauai (when it cannot, the rules
        say why)."""
        wanted = EndPlay if key == "end" else Done
        action = modes.simple(self.legal, wanted)
        if action is None and self.acting:
            self.table.say(self.table.state.problem(self.seat, wanted()) or prompts.NOT_NOW)
            return
        self.send(action)

    # the drag's callbacks ---------------------------------------------------------
    def _pick(self, pos: tuple[float, float]) -> tuple[Grip, tuple[float, float]] | None:
        return self.input.pick((round(pos[0]), round(pos[1])))

    def _drop(self, grip: Grip, pos: tuple[float, float], top_left: tuple[float, float]) -> bool:
        return self.input.drop(grip, (round(pos[0]), round(pos[1])))

    # scene ------------------------------------------------------------------------
    def on_enter(self) -> None:
        """Start the guard: nothing pressed before the hand showed acts on it."""
        self.keys.arm(self.app.frames)

    def on_resume(self) -> None:
        """Back from the pause menu: the guard starts again; the view is read again (an undo may have come)."""
        self.keys.arm(self.app.frames)
        self.waiting.clear()
        self.refresh(force=True)

    @property
    def motion(self) -> Motion:
        """Active while the table animates or something slides home; else as the table waits (still while the player
        thinks, ambient while a message or a computer's thinking sign shows)."""
        if self.table.busy or self.animator.busy:
            return "active"
        return self.table.waiting_motion

    def update(self, dt: float) -> None:
        """Run the table under the hand (its events, its computers), then close once the seat's part is over."""
        self.keys.wait(dt)
        self.animator.speed = self.app.animation_speed
        self.animator.update(dt)
        self.table.update(dt)
        self.refresh()
        if self.table.busy:
            return
        if self.waiting and self.app.stack.top is self:
            self.keyboard.carry_out_waiting()
        state = self.table.state
        if state.is_over or self.seat not in state.to_move or self.table.pending_kind() == "raid":
            self.close()

    def close(self) -> None:
        """Take the hand off the table (nothing private stays)."""
        if self.app.stack.top is self:
            self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        """Fresh input only (see :meth:`~scenes.private_overlay.PrivateOverlay.fresh`): the log and Undo of the table,
        then the hand's controls (see :class:`HandInput`)."""
        if not self.fresh(event):
            return
        if event.type == pygame.KEYDOWN and event.key == UNDO_KEY and event.mod & pygame.KMOD_CTRL:
            self.drag.cancel()
            self.waiting.clear()
            if self.table.undo():
                self.refresh(force=True)
            return
        if self.drag.carried is None and self.table.log_panel.handle(event, self.app.mouse_position()):
            return
        if self.table.undo_button.clicked(event) and not self.drag.dragging:
            if self.table.undo():
                self.refresh(force=True)
            return
        if not self.drag.dragging and self.hint_input(event):
            return
        self.input.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Glows, the planned path, the cursor, and the opaque band of the hand (see :mod:`hand_view`), then this
        seat's hint."""
        draw_overlay(surface, self)
        self.draw_hint(surface)
