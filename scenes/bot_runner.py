"""Computer players think on a worker thread, so the window never stutters."""
from __future__ import annotations

import json
import logging
from concurrent.futures import Future, ThreadPoolExecutor, wait
from typing import Any

from game.core import Action, Bot
from scenes.base import wake_loop

log = logging.getLogger(__name__)


class BotRunner:
    """Runs one bot decision at a time off the frame loop.

    The bot gets a private copy of ``view(seat)`` (never the state), so it can
    neither see nor change anything its seat may not.  Each decision carries
    a tag (the number of moves made when it was asked); an answer whose tag
    no longer matches the game (after an undo) is dropped by the caller.
    """

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self._job: Future[Action] | None = None
        self._seat: int | None = None
        self._tag = 0

    @property
    def thinking(self) -> int | None:
        """The seat whose bot is thinking, or None."""
        return self._seat

    def start(self, bot: Bot, seat: int, view: dict[str, Any], legal: list[Action], tag: int = 0) -> None:
        """Ask ``bot`` for a move in the background."""
        if self._job is not None:
            raise RuntimeError("a bot is already thinking")
        private_view = json.loads(json.dumps(view))
        self._seat, self._tag = seat, tag
        self._job = self._pool.submit(bot.choose, private_view, list(legal), seat)
        self._job.add_done_callback(lambda _job: wake_loop())  # a still table waiting on it looks at once

    def poll(self, patience: float = 0.002) -> tuple[int, Action] | None:
        """The (seat, action) once the bot has decided, else None. Bot errors re-raise.

        Waits up to ``patience`` seconds with the GIL released, so a busy frame
        loop can never starve the bot's thread.
        """
        decided = self.poll_tagged(patience)
        return None if decided is None else decided[:2]

    def poll_tagged(self, patience: float = 0.002) -> tuple[int, Action, int] | None:
        """Like :meth:`poll`, with the tag the decision was started with."""
        if self._job is None:
            return None
        if not self._job.done():
            wait([self._job], timeout=patience)
            if not self._job.done():
                return None
        job, seat = self._job, self._seat
        self._job, self._seat = None, None
        assert seat is not None
        return seat, job.result(), self._tag

    def discard(self) -> None:
        """Forget the decision under way (its answer is dropped); the worker stays for the next one."""
        self._job, self._seat = None, None

    def cancel(self) -> None:
        """Forget the current job and stop the worker."""
        self.discard()
        self._pool.shutdown(wait=False, cancel_futures=True)
