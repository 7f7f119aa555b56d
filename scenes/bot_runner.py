"""Computer players think on a worker thread, so the window never stutters."""
from __future__ import annotations

import json
import logging
from concurrent.futures import Future, ThreadPoolExecutor, wait
from typing import Any

from game.core import Action, Bot

log = logging.getLogger(__name__)


class BotRunner:
    """Runs one bot decision at a time off the frame loop.

    The bot gets a private copy of ``view(seat)`` (never the state), so it can
    neither see nor change anything its seat may not.
    """

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self._job: Future[Action] | None = None
        self._seat: int | None = None

    @property
    def thinking(self) -> int | None:
        """The seat whose bot is thinking, or None."""
        return self._seat

    def start(self, bot: Bot, seat: int, view: dict[str, Any], legal: list[Action]) -> None:
        """Ask ``bot`` for a move in the background."""
        if self._job is not None:
            raise RuntimeError("a bot is already thinking")
        private_view = json.loads(json.dumps(view))
        self._seat = seat
        self._job = self._pool.submit(bot.choose, private_view, list(legal), seat)

    def poll(self, patience: float = 0.002) -> tuple[int, Action] | None:
        """The (seat, action) once the bot has decided, else None. Bot errors re-raise.

        Waits up to ``patience`` seconds with the GIL released, so a busy frame
        loop can never starve the bot's thread.
        """
        if self._job is None:
            return None
        if not self._job.done():
            wait([self._job], timeout=patience)
            if not self._job.done():
                return None
        job, seat = self._job, self._seat
        self._job, self._seat = None, None
        assert seat is not None
        return seat, job.result()

    def cancel(self) -> None:
        """Forget the current job (its answer is dropped) and stop the worker."""
        self._job, self._seat = None, None
        self._pool.shutdown(wait=False, cancel_futures=True)
