"""What every game scene shares: the event player, bots off the frame loop, undo,
the game log, saving after every move, hand-over, pause and results.

The event player: every applied move gives its events, each with the public
view as of that event (:meth:`game.record.GameRecord.apply_noted`).  They play
one after another: the table shows that event's view (``shown``), sounds it,
writes its log line, lets the game scene animate it (:meth:`GameScene.show_event`)
and lingers for the event kind's pace.  So no text or panel runs ahead of the
animation it describes, and each game scene only says how an event looks.
"""
from __future__ import annotations

import logging
from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.core import Action, Event, IllegalAction, Seat, State
from game.record import GameRecord
from game.saves import SaveLock, write_save
from game.spec import GameSpec
from scenes.base import Motion, Scene
from scenes.bot_runner import BotRunner
from scenes.event_player import EventPlayer
from scenes.handover import HandoverScene
from scenes.hints import HintDesk
from scenes.lesson import NO_UNDO, LessonDesk
from scenes.showing import LogLine, Showing
from scenes.table_help import TableHelp
from sprites.log_panel import LogPanel
from sprites.thinking import ThinkingSign
from sprites.tween import Animator
from sprites.undo_button import HintButton, UndoButton

if TYPE_CHECKING:
    from scenes.manager import App

log = logging.getLogger(__name__)

UNDO_KEY = pygame.K_z


class GameScene(EventPlayer, TableHelp, Scene):
    """Base of each game's table scene.

    Subclasses draw the table from :attr:`shown` (the public view as of the
    event being shown), turn input into legal actions passed to
    :meth:`perform`, animate events in :meth:`show_event`, report
    :attr:`animating` while an event's animation must finish before the next
    one, and drop what is in the air in :meth:`reset_table`.
    """

    paints_whole = True

    PACE: ClassVar[dict[type, float]] = {}
    """Seconds (at animation speed 1) the table lingers on each kind of event."""
    PRIVATE_PACE: ClassVar[float] = 0.4
    """Seconds (at animation speed 1) a computer player's private step takes, whatever it decides."""
    SOUNDS: ClassVar[dict[type, str]] = {}
    """The sound each kind of event makes."""
    LOG_LATER: ClassVar[tuple[type, ...]] = ()
    """Event kinds whose log line the game scene adds itself, once its animation has shown it."""
    # every table makes these for its own layout: what flies on it, the game log, the Undo button
    animator: Animator
    log_panel: LogPanel
    undo_button: UndoButton

    def __init__(self, app: "App", record: GameRecord, save_path: Path | None = None,
                 lock: SaveLock | None = None) -> None:
        super().__init__(app)
        self.record = record
        self.save_path = save_path
        self.lock = lock
        self.runner = BotRunner()
        self.thinking_sign = ThinkingSign()
        self.message = ""
        self.message_time = 0.0
        self.message_tip = False
        """True when the message is a tip (what a key does now), drawn calm, not as a refusal."""
        humans = [seat.index for seat in record.seats if seat.is_human]
        self.private_seat: int | None = humans[0] if len(humans) == 1 and not record.moves else None
        """The human who last saw a private screen, for the whole table (None: nobody yet, or the game was resumed).

        A lone human among computers needs no cover in a new game; a resumed
        game covers its first private screen (whoever opened it may not be that human).
        """
        self.cover_lifted = False
        """True from the moment the cover is lifted until the private screen it hid is opened."""
        self._held: tuple[int, Action, int] | None = None
        self._hold = 0.0
        self.finished = False
        self.watching = False
        """True in a replay: no computer moves, no input acts, nothing is saved."""
        self.speed_factor = 1.0
        """Multiplies the animation speed (a replay's chosen speed)."""
        self.hints = HintDesk(self)
        """The hints asked at this table (:mod:`scenes.hints`)."""
        self.lesson: LessonDesk | None = None
        """The lesson this table is playing (:mod:`scenes.lesson`; None: a game without one)."""
        self._hint_button: HintButton | None = None
        self.shown: dict[str, Any] = record.state.view(None)
        self._queue: deque[Showing] = deque()
        self._linger = 0.0
        self.log: list[LogLine] = self._told_history()

    # the game -----------------------------------------------------------------
    @property
    def spec(self) -> GameSpec:
        """The game being played."""
        return self.record.spec

    @property
    def state(self) -> State:
        """The rules' state now (the table may still be showing an earlier event)."""
        return self.record.state

    @property
    def seed(self) -> int:
        """The game's seed."""
        return self.record.seed

    @property
    def options(self) -> dict[str, Any]:
        """The game's options."""
        return self.record.options

    @property
    def seats(self) -> list[Seat]:
        """The seats at the table."""
        return self.record.seats

    @property
    def names(self) -> list[str]:
        """The seats' names, in seat order."""
        return [seat.name for seat in self.record.seats]

    @property
    def speed(self) -> float:
        """How fast animations run now."""
        return self.app.animation_speed * self.speed_factor

    # things subclasses override -------------------------------------------------
    @property
    def animating(self) -> bool:
        """True while the event being shown must finish its animation before the next one."""
        return False

    def show_event(self, event: Event, move: int) -> None:
        """Start showing ``event`` (``shown`` is already the view as of it)."""

    def reset_table(self) -> None:
        """Drop everything in the air and draw :attr:`shown` afresh (after an undo or a jump)."""

    @property
    def busy(self) -> bool:
        """True while events are still being shown; computer players and humans wait."""
        return bool(self._queue) or self._linger > 0 or self.animating

    @property
    def motion(self) -> Motion:
        """Active while events play out, else :attr:`waiting_motion`.

        A still table waits for input: a held tile or counter moves only with
        the mouse, and a computer player's decision wakes the loop itself (a
        private decision held for its fixed time keeps the loop active, so it
        lands on time).
        """
        return "active" if self.busy or self._held is not None else self.waiting_motion

    @property
    def waiting_motion(self) -> Motion:
        """While nothing plays: ambient while a message shows (it goes by itself) or the thinking sign pulses."""
        if self.hints.thinking or self.hints.shown_to(self.hint_viewer()) is not None \
                or self.lesson is not None and self.lesson.showing:
            return "ambient"  # the button says it thinks; the pointer pulses
        return "ambient" if self.message_time > 0 or self.thinking_sign.shown is not None else "still"

    def thinking_anchor(self, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s thinking sign shows on this table (None: nowhere); each table draws it there."""
        return None

    # acting -----------------------------------------------------------------
    def perform(self, seat: int, action: Action) -> bool:
        """Apply an action; on an illegal one, say why on the table and change nothing."""
        refusal = self.attempt(seat, action)
        if refusal is not None:
            self.say(refusal)
        return refusal is None

    def attempt(self, seat: int, action: Action) -> str | None:
        """Apply an action and queue its events; an illegal one changes nothing and its reason is returned.

        Private screens use this to show the reason on their own screen.
        """
        if self.watching:
            return "This is a replay: watch, or leave it to play."
        if self.lesson is not None:
            action, refused = self.lesson.vet(seat, action)
            if refused is not None:
                self.app.sounds.play("invalid")
                return refused
        try:
            noted = self.record.apply_noted(seat, action)
        except IllegalAction as exc:
            self.app.sounds.play("invalid")
            return str(exc)
        if self.lesson is not None:
            self.lesson.moved(seat)
        self.queue_events(noted, len(self.record.moves) - 1)
        self.autosave()
        return None

    def log_or_undo(self, event: pygame.event.Event) -> bool:
        """The game log's scrolling, the Undo button and the Hint button and key, which every table has; True when
        one took ``event``."""
        if self.lesson is not None and self.lesson.input(event):
            return True
        if self.log_panel.handle(event, self.app.mouse_position()):
            return True
        if self.undo_button.clicked(event) and not self.watching:
            self.undo()
            return True
        return self.hints.input(event, self.hint_viewer())

    def run_animator(self, dt: float) -> None:
        """Move what flies on the table on by ``dt`` at the table's speed."""
        self.animator.speed = self.speed
        self.animator.update(dt)

    def undo(self) -> bool:
        """Take back the last person's move (Ctrl+Z, the Undo button); say why not when it cannot be."""
        if self.watching or self.finished:
            return False
        if self.lesson is not None and self.lesson.active:
            self.app.sounds.play("invalid")
            self.say(NO_UNDO)
            return False
        why = self.record.undo_problem()
        if why is not None:
            self.app.sounds.play("invalid")
            self.say(f"Nothing to undo: {why}.")
            return False
        before = len(self.record.moves)
        seat = self.record.undo()
        assert seat is not None
        computers = before - len(self.record.moves) - 1
        self.runner.discard()
        self.hints.drop()
        self._held = None
        self.log = [line for line in self.log if line.move < len(self.record.moves)]
        self.jump_to_now()
        self.autosave()
        self.app.sounds.play("click")
        answer = "" if computers == 0 else f", and the computer's {'answer' if computers == 1 else 'answers'} with it"
        self.say(f"{self.names[seat]}'s move is taken back{answer}.")
        return True

    @property
    def can_undo(self) -> bool:
        """True when Undo would take a move back now."""
        return not self.watching and not self.finished and self.record.undo_point() is not None

    def autosave(self) -> None:
        """Keep the game on disk after every move, so a closed window loses nothing.

        Autoplay runs and replays save nothing.  A finished game stays saved
        (marked finished) so it can be replayed from the saved-games list.
        """
        if self.app.autoplay is not None or self.watching or self.save_path is None:
            return
        try:
            write_save(self.save_path, self.record)
        except OSError as exc:
            log.warning("could not save the game: %s", exc)
            self.say(f"Your game could not be saved: {exc.strerror or exc}. Play on; it is still in memory.")

    def say(self, text: str, tip: bool = False) -> None:
        """Show a short message to the table (an illegal move's reason; with ``tip``, a calm word on what a key
        does now)."""
        self.message = text
        self.message_time = 4.0
        self.message_tip = tip

    def human_seats_to_move(self) -> list[int]:
        """Human seats that must act now, in seat order (none in a replay)."""
        if self.watching:
            return []
        return [s for s in self.state.to_move if self.seats[s].is_human]

    def request_private(self, seat: int, purpose: str = "") -> bool:
        """True if ``seat`` may see its private screen now; otherwise put up the cover.

        A lone human among computers needs the cover only before the first
        private screen of a resumed game (whoever opened it may not be that
        human); the last viewer is kept for the whole table.  With two humans
        or more, every private screen is covered: between two of them the
        table was public, so anyone may be looking (never in autoplay, where no
        human sits).  ``purpose`` says on the cover what is decided.
        """
        if self.private_seat == seat and (self.cover_lifted or sum(s.is_human for s in self.seats) == 1):
            self.cover_lifted = False
            return True

        def revealed() -> None:
            self.private_seat = seat
            self.cover_lifted = True

        self.app.push(HandoverScene(self.app, self.seats[seat].name, revealed, purpose, self.pause))
        return False

    def private_step(self, seat: int) -> bool:
        """True when ``seat``'s move now is a private choice (a sealed bid): how long it takes must not tell what it is."""
        return False

    # loop -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Esc opens the pause menu, Ctrl+Z undoes; subclasses call this for what they do not use."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.pause()
        elif event.type == pygame.KEYDOWN and event.key == UNDO_KEY and event.mod & pygame.KMOD_CTRL:
            self.undo()

    def pause(self) -> None:
        """Open the pause menu (resume, this game's rules, settings, quit to menu); over a private screen it hides it."""
        from scenes.pause import PauseScene

        hides = any(getattr(scene, "private", False) for scene in self.app.stack.scenes)
        self.app.push(PauseScene(self.app, rules=(self.spec.title, self.spec.rules_text), hides=hides))

    def update(self, dt: float) -> None:
        """Show events, count down messages, let bots move (the thinking sign keeps their time), and finish the game."""
        self.play_events(dt)
        self.hints.update(dt)
        if self.lesson is not None:
            self.lesson.update(dt)
        self.message_time = max(0.0, self.message_time - dt)
        if not (self.finished or self.watching):
            self._hold = max(0.0, self._hold - dt * self.speed)
            self._drive_bots()
            if self.state.is_over and not self.busy and self.runner.thinking is None:
                self.finish()
        self.thinking_sign.update(dt, self.runner.thinking, len(self.record.moves))

    def _drive_bots(self) -> None:
        """Apply a computer player's decision (a private one only once its fixed time is up), or start the next one
        (during a lesson: its reply)."""
        if self.lesson is not None and self.lesson.drive():
            return
        decided = self._held or self.runner.poll_tagged()
        self._held = decided if decided is not None and self._hold > 0 else None
        if decided is not None and self._held is None:
            seat, action, tag = decided
            if tag != self.record.decision_point() or seat not in self.state.to_move:
                log.info("dropped a computer move made for an earlier table")
            elif self.state.problem(seat, action) is None:
                self.perform(seat, action)
            else:
                log.warning("bot for seat %d chose %s, which is not legal", seat, action)
        if self.busy or self.runner.thinking is not None or self._held is not None or self.state.is_over:
            return
        for seat in self.state.to_move:
            kind = self.seats[seat].kind
            if kind != "human":
                self._hold = self.PRIVATE_PACE if self.private_step(seat) else 0.0
                state, seed, point = self.record.bot_question(seat)
                self.runner.ask(self.spec.make_bot(kind, seed), state, seat, seed, tag=point)
                return

    def finish(self) -> None:
        """Record the finished game in the players' records, show the results (and end an autoplay run)."""
        from scenes.results import ResultsScene

        self.finished = True
        result = self.state.result()
        if self.app.autoplay is None and self.save_path is not None and self.lesson is None:
            from scenes.records.keeping import record_finished

            record_finished(self.save_path, self.record)  # once per save id: a game loaded again counts nothing
        self.app.push(ResultsScene(self.app, self.spec, result, list(self.seats), seed=self.seed,
                                   options=self.options, record=self.record))
        if self.app.autoplay is not None:
            self.app.finish_autoplay(self.spec, result)

    def on_enter(self) -> None:
        """A new game is saved at once (a resumed one is left as it is until a move is made)."""
        if self.save_path is not None and not self.save_path.exists():
            self.autosave()

    def on_exit(self) -> None:
        """Stop the bot worker and let go of the save (it stays for Continue)."""
        self.runner.cancel()
        self.hints.stop()
        if self.lock is not None:
            self.lock.release()
        super().on_exit()
