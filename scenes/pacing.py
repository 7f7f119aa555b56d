"""How often the main loop runs and draws, so a board game idles cool.

The top scene says how it moves now (:attr:`scenes.base.Scene.motion`):

- ``"active"``: something is animating; the loop runs and draws at :data:`FPS`.
- ``"ambient"``: only a gentle background moves (the menu's waves); the loop
  draws up to :data:`AMBIENT_FPS` times a second, and at once when input
  arrives.  Ambient frames are held to :data:`AMBIENT_BUDGET` of a core: a
  big window, whose every frame costs more to draw, draws them less often
  (:meth:`Pacer.note_frame` keeps the cost of the frames drawn).
- ``"still"``: nothing changes until input arrives; the loop waits for
  events and draws nothing new until one comes (or the stack changes, or a
  scene asks with :meth:`Pacer.want_draw`).

After any input, and after the scene stops being active, the loop keeps
drawing at full rate for :data:`SETTLE_TIME` (seconds at animation speed 1),
so a short fade or slide started by the last move or key (a glow dying
away, a refused tile sliding home) ends smoothly even when the scene does
not report it.  A still scene's ``update`` still runs every
:data:`STILL_WAKE` seconds, and at once when a worker thread wakes the loop
(:func:`scenes.base.wake_loop`: a computer player has decided).

Waiting polls the event queue with short sleeps (:data:`POLL`) instead of
``pygame.event.wait``: pygame-ce's wait spins on a one-millisecond timer,
which costs about 2% of a core by itself.
"""
from __future__ import annotations

import time

import pygame

from scenes.base import WAKE_EVENT, Motion

FPS = 60
"""Frames a second while something moves."""
AMBIENT_FPS = 12
"""Frames a second while only the background moves (at most: see :data:`AMBIENT_BUDGET`)."""
AMBIENT_BUDGET = 0.03
"""The share of one core ambient frames may take: frames are drawn no more often than their cost allows."""
AMBIENT_LEAST_FPS = 1
"""Ambient frames a second however much each costs (a background that still visibly moves)."""
STILL_WAKE = 0.25
"""Seconds a still scene waits for input before its ``update`` runs anyway (nothing is drawn then)."""
SETTLE_TIME = 1.5
"""Seconds (at animation speed 1) of full-rate drawing after input or after the scene stops being active."""
POLL = 0.01
"""Seconds between two looks at the event queue while waiting (the latency of input when idle)."""

FRAME_RATES: dict[Motion, float] = {"active": FPS, "ambient": AMBIENT_FPS, "still": 0}
"""Frames a second of each kind of motion (0: only when input arrives; ambient at most)."""


def wait_for_events(timeout: float) -> list[pygame.event.Event]:
    """The events that arrive within ``timeout`` seconds, returned as soon as any is there ([] if none)."""
    end = time.perf_counter() + timeout
    while True:
        events = pygame.event.get()
        left = end - time.perf_counter()
        if events or left <= 0:
            return events
        time.sleep(min(POLL, left))


def is_input(event: pygame.event.Event) -> bool:
    """True for an event that may change what shows (everything but a worker's wake-up call)."""
    return event.type not in (WAKE_EVENT, pygame.NOEVENT)


class Pacer:
    """Decides how long the loop may wait before the next frame and whether a frame is drawn."""

    def __init__(self) -> None:
        self.settle = SETTLE_TIME
        """Seconds of full-rate drawing left (the first frames after start are drawn)."""
        self.wanted = True
        """True when the next frame must be drawn (a new window, a resize, a scene's request)."""
        self.every_frame = False
        """True: draw every frame whatever moves (frame-time benchmarks time the drawing)."""
        self._stack_seen = -1
        self._motion: Motion = "still"
        """The scene's motion at the last frame."""
        self.frame_cost = 0.0
        """Seconds of CPU a drawn frame costs, smoothed over the last few frames (0: none drawn yet)."""

    def want_draw(self) -> None:
        """Draw the next frame whatever the scene's motion (the window was made anew, a scene changed its look)."""
        self.wanted = True

    def pace(self, motion: Motion) -> Motion:
        """The pace the loop runs at: the scene's motion, or active while settling."""
        return "active" if self.settle > 0 else motion

    def frame_rate(self, motion: Motion) -> float:
        """Frames a second for a scene moving as ``motion`` now (0: wait for input); ambient frames as often as
        :data:`AMBIENT_BUDGET` allows at their cost, between :data:`AMBIENT_LEAST_FPS` and :data:`AMBIENT_FPS`."""
        pace = self.pace(motion)
        if pace == "ambient" and self.frame_cost > 0:
            return max(AMBIENT_LEAST_FPS, min(AMBIENT_FPS, AMBIENT_BUDGET / self.frame_cost))
        return FRAME_RATES[pace]

    def note_frame(self, cost: float) -> None:
        """A frame was drawn and shown for ``cost`` seconds of CPU (what ambient frames are paced by)."""
        self.frame_cost = cost if self.frame_cost == 0 else 0.8 * self.frame_cost + 0.2 * cost

    def wait_time(self, motion: Motion, since_last: float) -> float:
        """Seconds the loop may wait for input before the next frame, ``since_last`` after the last one."""
        rate = self.frame_rate(motion)
        if rate >= FPS:
            return 0.0
        period = 1.0 / rate if rate else STILL_WAKE
        return max(0.0, period - since_last)

    def should_draw(self, dt: float, had_input: bool, motion: Motion, stack_changes: int,
                    speed: float = 1.0) -> bool:
        """After a frame's input and update: True if the frame is drawn.

        Drawn: after input, while the scene is not still and the frame it stops, while settling, when the stack
        changed since the last drawn frame, or when asked.
        """
        if had_input or motion == "active":
            self.settle = SETTLE_TIME / max(speed, 0.1)
        else:
            self.settle = max(0.0, self.settle - dt)
        stopped = motion == "still" and self._motion != "still"  # what went by itself in the last update shows gone
        self._motion = motion
        draw = (had_input or motion != "still" or stopped or self.settle > 0 or self.wanted or self.every_frame
                or stack_changes != self._stack_seen)
        if draw:
            self.wanted = False
            self._stack_seen = stack_changes
        return draw
