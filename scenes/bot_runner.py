"""Computer players think on the shared background :class:`scenes.worker.Worker`, so the window never stutters."""
from __future__ import annotations

import json
from typing import Any

from game.bots import StateBot, sight
from game.core import Action, Bot, State
from scenes.worker import Worker


class BotRunner:
    """Runs one bot decision at a time off the frame loop.

    The bot gets a private copy of ``view(seat)`` (never the state), so it can
    neither see nor change anything its seat may not; a searching bot (the Expert) gets
    :func:`game.bots.sight`, a resampled state with everything hidden from its seat drawn again.  Each decision carries
    a tag (the number of moves made when it was asked); an answer whose tag
    no longer matches the game (after an undo) is dropped by the caller.
    """

    def __init__(self) -> None:
        self._worker = Worker("bot")

    @property
    def thinking(self) -> int | None:
        """The seat whose bot is thinking, or None."""
        tag = self._worker.tag
        return None if tag is None else int(tag[0])

    def start(self, bot: Bot, seat: int, view: dict[str, Any], legal: list[Action], tag: int = 0) -> None:
        """Ask ``bot`` for a move in the background (RuntimeError while another bot is thinking)."""
        if self._worker.busy:
            raise RuntimeError("a bot is already thinking")
        private_view = json.loads(json.dumps(view))
        choices = list(legal)
        self._worker.start(lambda: bot.choose(private_view, choices, seat), (seat, tag))

    def ask(self, bot: Bot | StateBot, state: State, seat: int, seed: int, tag: int = 0) -> None:
        """Ask ``bot`` (made with ``seed``) for ``seat``'s move in ``state``, in the background: a searching
        bot from :func:`game.bots.sight`, any other from the seat's view (see :meth:`start`)."""
        if not isinstance(bot, StateBot):
            self.start(bot, seat, state.view(seat), state.legal_actions(seat), tag)
            return
        if self._worker.busy:
            raise RuntimeError("a bot is already thinking")
        seen = sight(state, seat, seed)
        self._worker.start(lambda: bot.choose_in(seen, seat), (seat, tag))

    def poll(self, patience: float = 0.002) -> tuple[int, Action] | None:
        """The (seat, action) once the bot has decided, else None. Bot errors re-raise.

        Waits up to ``patience`` seconds with the GIL released, so a busy frame
        loop can never starve the bot's thread.
        """
        decided = self.poll_tagged(patience)
        return None if decided is None else decided[:2]

    def poll_tagged(self, patience: float = 0.002) -> tuple[int, Action, int] | None:
        """Like :meth:`poll`, with the tag the decision was started with."""
        done = self._worker.poll(patience)
        if done is None:
            return None
        seat, tag = done.tag
        return seat, done.result, tag

    def discard(self) -> None:
        """Forget the decision under way (its answer is dropped); the worker stays for the next one."""
        self._worker.discard()

    def cancel(self) -> None:
        """Forget the current job and stop the worker (the table is gone)."""
        self._worker.stop()
