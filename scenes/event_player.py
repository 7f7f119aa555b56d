"""The event player every table shares (a part of :class:`scenes.play.GameScene`).

Every applied move gives its events, each with the public view as of that event
(:meth:`game.record.GameRecord.apply_noted`).  They play one after another: the table shows that event's
view (``shown``), sounds it, writes its log line, lets the game scene animate it
(:meth:`~scenes.play.GameScene.show_event`) and lingers for the event kind's pace.
"""
from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any, Protocol

from game.core import Event, State
from game.record import GameRecord
from game.spec import GameSpec
from scenes.showing import LogLine, Showing

if TYPE_CHECKING:
    from scenes.manager import App


class _Table(Protocol):
    """What of its table the event player uses."""

    @property
    def PACE(self) -> dict[type, float]: ...  # noqa: N802 - the table's class constants
    @property
    def SOUNDS(self) -> dict[type, str]: ...  # noqa: N802
    @property
    def LOG_LATER(self) -> tuple[type, ...]: ...  # noqa: N802
    app: "App"
    record: GameRecord
    shown: dict[str, Any]
    log: list[LogLine]
    _queue: deque[Showing]
    _linger: float

    @property
    def spec(self) -> GameSpec: ...
    @property
    def state(self) -> State: ...
    @property
    def names(self) -> list[str]: ...
    @property
    def speed(self) -> float: ...
    @property
    def animating(self) -> bool: ...
    def narrate(self, event: Event) -> str | None: ...
    def add_log(self, move: int, text: str) -> None: ...
    def show_event(self, event: Event, move: int) -> None: ...
    def reset_table(self) -> None: ...


class EventPlayer:
    """Queues a move's events and shows them in order, each in its time, writing the game log."""

    def _told_history(self: "_Table") -> list[LogLine]:
        """The log of the moves made before this scene opened (a resumed game)."""
        lines: list[LogLine] = []
        for index, _move, events in self.record.replay():
            lines += [LogLine(index, text) for event in events if (text := self.narrate(event))]
        return lines

    def narrate(self: "_Table", event: Event) -> str | None:
        """The log sentence of ``event`` (None: not logged)."""
        return self.spec.narrate(event, self.names)

    def add_log(self: "_Table", move: int, text: str) -> None:
        """Add a sentence to the game log."""
        self.log.append(LogLine(move, text))

    def queue_events(self: "_Table", noted: list[tuple[Event, dict[str, Any]]], move: int) -> None:
        """Queue a move's events to be shown, then the view after the move."""
        self._queue.extend(Showing(event, view, move) for event, view in noted)
        self._queue.append(Showing(None, self.state.view(None), move))

    def play_events(self: "_Table", dt: float) -> None:
        """Show queued events one after another, each once the one before has had its time."""
        self._linger = max(0.0, self._linger - dt * self.speed)
        while self._queue and self._linger <= 0 and not self.animating:
            item = self._queue.popleft()
            self.shown = item.view
            if item.event is None:
                continue
            self._linger = self.PACE.get(type(item.event), 0.0)
            sound = self.SOUNDS.get(type(item.event))
            if sound:
                self.app.sounds.play(sound)
            if not isinstance(item.event, self.LOG_LATER):
                text = self.narrate(item.event)
                if text:
                    self.add_log(item.move, text)
            self.show_event(item.event, item.move)

    def upcoming(self: "_Table") -> list[Event]:
        """The events still waiting to be shown for the move being shown (to look ahead in an animation)."""
        found: list[Event] = []
        for item in self._queue:
            if item.event is None:
                break
            found.append(item.event)
        return found

    def jump_to_now(self: "_Table") -> None:
        """Skip whatever is still to be shown: the table shows the state as it is."""
        self._queue.clear()
        self._linger = 0.0
        self.shown = self.state.view(None)
        self.reset_table()
