"""Slow work off the frame loop: one job at a time on a background thread, its result handed back on the loop.

Every screen that thinks uses a :class:`Worker`: the computer players of every game's table (through
:class:`scenes.bot_runner.BotRunner`) and the Paradisio solitaire's puzzle making and hints.  A job is a
function of no arguments started with a *tag*; :meth:`Worker.poll`, called once a frame, hands back
``(tag, result)`` once the job is done (a job's error is raised there, on the frame loop), so the
screen can tell whether the answer is still wanted.

Each job runs on its own daemon thread, so nothing waits for it: Esc, the pause menu and closing the
window all work while a job runs, and the app can quit in the middle of one.  A job that is discarded
(an undo, a newer question) or whose screen is gone (:meth:`Worker.stop`) runs to its end unheeded,
and its result is dropped.
"""
from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from scenes.base import wake_loop

T = TypeVar("T")


@dataclass(frozen=True)
class Done(Generic[T]):
    """A finished job: the tag it was started with and what it returned."""

    tag: Any
    result: T


class _Job:
    """One job on its thread: its tag, and its result or error once it ends."""

    def __init__(self, work: Callable[[], Any], tag: Hashable) -> None:
        self.tag = tag
        self.ended = threading.Event()
        self.result: Any = None
        self.error: BaseException | None = None
        self._work = work

    def run(self) -> None:
        try:
            self.result = self._work()
        except BaseException as error:  # handed to the frame loop by poll, which raises it there
            self.error = error
        finally:
            self.ended.set()
            wake_loop()  # a still screen waiting on it looks at once


class Worker:
    """Runs one job at a time off the frame loop (see the module docstring)."""

    def __init__(self, name: str = "worker") -> None:
        self.name = name
        self._job: _Job | None = None
        self._stopped = False

    @property
    def busy(self) -> bool:
        """True while a job is running or its result has not been handed back yet."""
        return self._job is not None

    @property
    def tag(self) -> Any:
        """The tag of the job under way (None when there is none)."""
        return None if self._job is None else self._job.tag

    def start(self, work: Callable[[], Any], tag: Hashable = None) -> None:
        """Start ``work`` on a background thread; its result comes back with ``tag`` from :meth:`poll`.

        RuntimeError while another job is under way (:meth:`discard` it first), or once stopped.
        """
        if self._stopped:
            raise RuntimeError(f"the {self.name} worker has stopped")
        if self._job is not None:
            raise RuntimeError(f"the {self.name} worker is already busy")
        job = _Job(work, tag)
        self._job = job
        threading.Thread(target=job.run, name=self.name, daemon=True).start()

    def poll(self, patience: float = 0.0) -> Done[Any] | None:
        """The finished job's tag and result (once), else None; a job's error is raised here.

        Waits up to ``patience`` seconds with the GIL released, so a busy frame loop can never starve the
        job's thread.
        """
        job = self._job
        if job is None or not job.ended.wait(patience):
            return None
        self._job = None
        if job.error is not None:
            raise job.error
        return Done(job.tag, job.result)

    def wait(self, timeout: float | None = None) -> Done[Any] | None:
        """Block until the job is done and hand it back (tests, benches); None if there is none."""
        job = self._job
        if job is None:
            return None
        job.ended.wait(timeout)
        return self.poll()

    def discard(self) -> None:
        """Forget the job under way: it runs on unheeded and its result is dropped."""
        self._job = None

    def stop(self) -> None:
        """The screen is gone: forget the job under way and start no other."""
        self.discard()
        self._stopped = True
