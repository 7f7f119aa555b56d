"""What every game scene shares: bots off the frame loop, hand-over, pause, results."""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from game.core import Action, Event, GameSpec, IllegalAction, State
from game.saves import delete_save, write_save
from scenes.base import Scene
from scenes.bot_runner import BotRunner
from scenes.config import data_dir
from scenes.handover import HandoverScene

if TYPE_CHECKING:
    from scenes.manager import App

log = logging.getLogger(__name__)


class GameScene(Scene):
    """Base of each game's table scene.

    Subclasses draw the table from ``state.view(...)``, turn input into legal
    actions passed to :meth:`perform`, animate the events in
    :meth:`on_events`, and report :attr:`busy` while an animation should
    finish before computer players move on.
    """

    def __init__(self, app: "App", spec: GameSpec, state: State, seed: int = 0,
                 options: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        self.spec = spec
        self.state = state
        self.seed = seed
        self.options = dict(options or {})
        self.bots = {seat.index: spec.make_bot(seat.kind, seed * 101 + seat.index)
                     for seat in state.seats if not seat.is_human}
        self.runner = BotRunner()
        self.message = ""
        self.message_time = 0.0
        self.private_seat: int | None = None
        self.finished = False

    # things subclasses override ---------------------------------------------
    @property
    def busy(self) -> bool:
        """True while an animation should play out before bots act."""
        return False

    def on_events(self, events: list[Event]) -> None:
        """Animate and sound the events of an applied action."""

    # acting -----------------------------------------------------------------
    def perform(self, seat: int, action: Action) -> bool:
        """Apply an action; on an illegal one, say why on the table and change nothing."""
        refusal = self.attempt(seat, action)
        if refusal is not None:
            self.say(refusal)
        return refusal is None

    def attempt(self, seat: int, action: Action) -> str | None:
        """Apply an action and animate it; an illegal one changes nothing and its reason is returned.

        Private screens use this to show the reason on their own screen.
        """
        try:
            events = self.state.apply(seat, action)
        except IllegalAction as exc:
            self.app.sounds.play("invalid")
            return str(exc)
        self.on_events(events)
        self.autosave()
        return None

    def autosave(self) -> None:
        """Keep the game on disk after every move, so a closed window loses nothing.

        Autoplay runs save nothing; a finished game's save is removed.
        """
        if self.app.autoplay is not None:
            return
        try:
            if self.state.is_over:
                delete_save(data_dir(), self.spec.id)
            else:
                write_save(data_dir(), self.spec.id, self.state, self.seed, self.options)
        except OSError as exc:
            log.warning("could not save the game: %s", exc)

    def say(self, text: str) -> None:
        """Show a short message to the table (an illegal move's reason, a tip)."""
        self.message = text
        self.message_time = 4.0

    def human_seats_to_move(self) -> list[int]:
        """Human seats that must act now, in seat order."""
        return [s for s in self.state.to_move if self.state.seats[s].is_human]

    def request_private(self, seat: int, purpose: str = "") -> bool:
        """True if ``seat`` may see its private screen now; otherwise put up the cover.

        The cover is needed whenever the private screen belongs to a different
        human than the one who last saw one (never in autoplay, where no human sits).
        """
        if self.private_seat == seat:
            return True

        def revealed() -> None:
            self.private_seat = seat

        self.app.push(HandoverScene(self.app, self.state.seats[seat].name, revealed, purpose, self.pause))
        return False

    def end_private(self) -> None:
        """The private screen is hidden again (the next private screen needs a cover)."""
        self.private_seat = None

    # loop -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Esc opens the pause menu; subclasses call this first."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.pause()

    def pause(self) -> None:
        """Open the pause menu (resume, this game's rules, settings, quit to menu)."""
        from scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, rules=(self.spec.title, self.spec.rules_text)))

    def update(self, dt: float) -> None:
        """Count down messages, let bots move, and finish the game."""
        self.message_time = max(0.0, self.message_time - dt)
        if self.finished:
            return
        self._drive_bots()
        if self.state.is_over and not self.busy and self.runner.thinking is None:
            self.finish()

    def _drive_bots(self) -> None:
        decided = self.runner.poll()
        if decided is not None:
            seat, action = decided
            if seat in self.state.to_move and action in self.state.legal_actions(seat):
                self.perform(seat, action)
            else:
                log.warning("bot for seat %d chose %s, which is no longer legal", seat, action)
        if self.busy or self.runner.thinking is not None or self.state.is_over:
            return
        for seat in self.state.to_move:
            if seat in self.bots:
                self.runner.start(self.bots[seat], seat, self.state.view(seat), self.state.legal_actions(seat))
                return

    def finish(self) -> None:
        """Show the results (and end an autoplay run)."""
        from scenes.results import ResultsScene

        self.finished = True
        result = self.state.result()
        self.app.push(ResultsScene(self.app, self.spec, result, list(self.state.seats),
                                   seed=self.seed, options=self.options))
        if self.app.autoplay is not None:
            self.app.finish_autoplay(self.spec, result)

    def on_enter(self) -> None:
        """A new or resumed game is saved at once."""
        self.autosave()

    def on_exit(self) -> None:
        """Stop the bot worker when the game is left (the save stays for Continue)."""
        self.runner.cancel()
