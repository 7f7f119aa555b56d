"""One piece of slow work at a time off the frame loop (a new puzzle, a hint), its answer used on the frame loop."""
from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any


class Worker:
    """Runs one job at a time on a worker thread; :meth:`poll` hands its answer over on the frame loop."""

    def __init__(self, name: str) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=name)
        self._job: tuple[Future[Any], Callable[[Any], None]] | None = None

    @property
    def busy(self) -> bool:
        """True while a job is running or its answer has not been used yet."""
        return self._job is not None

    def run(self, work: Callable[[], Any], then: Callable[[Any], None]) -> None:
        """Start ``work``; ``then`` gets its answer at a later :meth:`poll` (ignored while busy)."""
        if self._job is None:
            self._job = (self._pool.submit(work), then)

    def poll(self) -> None:
        """Hand a finished job's answer to its ``then`` (call once a frame)."""
        if self._job is None or not self._job[0].done():
            return
        (job, then), self._job = self._job, None
        then(job.result())

    def wait(self) -> None:
        """Block until the job is done and its answer used (tests, benches)."""
        if self._job is not None:
            self._job[0].result()
            self.poll()

    def stop(self) -> None:
        """Let the thread go (work not started is dropped)."""
        self._pool.shutdown(wait=False, cancel_futures=True)
