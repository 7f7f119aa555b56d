"""Hints at a table: the Hint button and key, the hint worked out off the frame loop, and where it is shown.

A human seat to move asks (the Hint button, or :data:`HINT_KEY`, on the table or on its own private
screen); :func:`game.advice.weigh` works the hint out on a :class:`scenes.worker.Worker` from a copy of the
state taken on the frame loop (it reads only what :func:`game.bots.sight` draws from that seat's view), and
the button says "Thinking…" meanwhile.  The answer is kept only if the game is still where it was asked,
the seat still to move: it is counted in the record (:meth:`game.record.GameRecord.count_hint`, saved with
the game) and shown: the game's sentence, and the pointer (:mod:`sprites.pointer`) at the place of the
move, which the screen showing it finds (``hint_place``, see :class:`HintDesk`).

A hint is shown only on its own seat's screen (:meth:`scenes.play.GameScene.hint_viewer`): never while
another seat's private screen is up, never behind the cover.  It goes when the move is made, the turn
passes or a move is taken back.  Asking again in the same position shows the same hint, counted once.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.advice import Weighed, hint_seed, weigh
from game.core import Action
from scenes.worker import Worker
from sprites.pointer import draw_pointer, draw_ring, draw_words

if TYPE_CHECKING:
    from scenes.play import GameScene

HINT_KEY = pygame.K_i
"""The hint's key on every table and private screen (H hides a private screen; I is free everywhere)."""

PlaceFinder = Callable[[Action], list[pygame.Rect]]
"""Where an action is made on a screen: the place it is made at first (the space, the cell, the button), then
what it uses (the tile or card to carry there); empty when the screen shows no place for it."""


@dataclass(frozen=True)
class Hint:
    """A hint worked out for ``seat`` after ``moves`` moves: what the search weighed and its sentence."""

    seat: int
    moves: int
    weighed: Weighed
    sentence: str

    @property
    def action(self) -> Action:
        """The move the hint suggests."""
        return self.weighed.action


class HintDesk:
    """The hints of one table: asking, the answer off the frame loop, what is shown, and counting."""

    def __init__(self, table: "GameScene") -> None:
        self.table = table
        self.worker = Worker("hint")
        self.hint: Hint | None = None
        """The hint worked out for the position now (None: none asked, or it has gone)."""
        self.clock = 0.0
        """Seconds the hint has shown (the pointer's pulse)."""

    @property
    def thinking(self) -> bool:
        """True while a hint is being worked out."""
        return self.worker.busy

    def can_ask(self, seat: int | None) -> bool:
        """True when ``seat`` (the seat whose screen is up) may ask for a hint now."""
        table = self.table
        return (seat is not None and not table.watching and not table.finished and not table.state.is_over
                and table.seats[seat].is_human and seat in table.state.to_move
                and (table.lesson is None or not table.lesson.active))  # a lesson says what to do itself

    def ask(self, seat: int | None) -> bool:
        """Start working out ``seat``'s hint (once per position; a hint already shown stays); False when it may not ask."""
        if not self.can_ask(seat) or self.thinking:
            return False
        assert seat is not None
        moves = len(self.table.record.moves)
        if self.hint is not None and (self.hint.seat, self.hint.moves) == (seat, moves):
            return True
        record = self.table.record
        state = record.state.clone()  # taken here, on the frame loop: the worker never reads the live state
        seed = hint_seed(record.seed, moves, seat)
        spec = record.spec
        names = [s.name for s in record.seats]
        hint_words = spec.narration.hint
        assert hint_words is not None, f"{spec.title} has no hint words"

        def work() -> Hint:
            weighed = weigh(spec, state, seat, seed)
            return Hint(seat, moves, weighed, hint_words(weighed, names))

        self.worker.start(work, (seat, moves))
        return True

    def update(self, dt: float) -> None:
        """Take a finished hint (if the game is still where it was asked: then it is counted and saved) and
        drop a hint whose moment has passed."""
        self.clock += dt
        done = self.worker.poll()
        if done is not None:
            found: Hint = done.result
            if self._current(found):
                self.hint = found
                self.clock = 0.0
                self.table.record.count_hint(found.seat)
                self.table.autosave()
                self.table.hint_given(found.action)
        if self.hint is not None and not self._current(self.hint):
            self.hint = None

    def _current(self, hint: Hint) -> bool:
        return hint.moves == len(self.table.record.moves) and self.can_ask(hint.seat)

    def drop(self) -> None:
        """Forget the hint and any hint under way (a move taken back)."""
        self.worker.discard()
        self.hint = None

    def stop(self) -> None:
        """The table is gone."""
        self.worker.stop()

    def shown_to(self, viewer: int | None) -> Hint | None:
        """The hint to show on ``viewer``'s screen now (None: none, or it is another seat's)."""
        hint = self.hint
        if hint is None or viewer is None or hint.seat != viewer or not self._current(hint):
            return None
        return hint

    def viewer(self) -> int | None:
        """The seat whose screen is up, who may see and ask for its hint: the seat of a private screen of this
        table on top; on the table itself, the first human to move in public (a private step's hint belongs on
        its private screen); None under a cover, the pause menu or any other screen."""
        table = self.table
        top = table.app.stack.top
        if top is not table:
            seat = getattr(top, "seat", None) if getattr(top, "table", None) is table else None
            return seat if isinstance(seat, int) else None
        humans = [seat for seat in table.human_seats_to_move() if not table.private_step(seat)]
        return humans[0] if humans and not table.busy else None

    def input(self, event: pygame.event.Event, viewer: int | None) -> bool:
        """The Hint key or a click on the Hint button asks ``viewer``'s hint; True when it took ``event``."""
        asked = (event.type == pygame.KEYDOWN and event.key == HINT_KEY
                 and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
                 or self.can_ask(viewer) and self.table.hint_button.clicked(event))
        if not asked:
            return False
        if not self.ask(viewer):
            self.table.app.sounds.play("invalid")
        return True

    def draw_for(self, surface: pygame.Surface, viewer: int | None, words: pygame.Rect, place_of: PlaceFinder) -> None:
        """The Hint button (while ``viewer`` may ask; "Thinking…" while it works) and ``viewer``'s hint; ``viewer``
        None: the table's own viewer, drawn only while the table is on top."""
        table = self.table
        if table.watching:
            return
        if viewer is None:
            if table.app.stack.top is not table:
                return
            viewer = self.viewer()
        if self.can_ask(viewer):
            button = table.hint_button
            button.draw(surface, not self.thinking, button.hit(table.app.mouse_position()),
                        button.THINKING if self.thinking else "")
        self.draw(surface, viewer, words, place_of)

    def draw(self, surface: pygame.Surface, viewer: int | None, words: pygame.Rect, place_of: PlaceFinder) -> None:
        """``viewer``'s hint, if any: its sentence in a box at the bottom of ``words``, the pointer at its place."""
        hint = self.shown_to(viewer)
        if hint is None:
            return
        places = place_of(hint.action)
        for used in places[1:]:
            draw_ring(surface, used, self.clock)
        if places:
            draw_pointer(surface, places[0], self.clock)
        draw_words(surface, hint.sentence, words)
