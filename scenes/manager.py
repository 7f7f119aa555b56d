"""The scene stack and the main loop: dt-based, letterboxed, guarded, and cool when idle.

The loop runs at 60 fps while something animates, a dozen frames a second
while only the waves roll, and waits for input while nothing moves; a frame
is drawn only when something may have changed (:mod:`scenes.pacing`).

The guard (:meth:`App.frame`): an unexpected error in a scene's ``handle``,
``update`` or ``draw`` (a computer player's error surfaces in ``update``)
writes a crash report, leaves every open scene without saving anything more
(the game's save stays as it was before the error) and shows the apology
screen, which goes back to a fresh menu.  An error on the apology screen, or
on the menu it opened before that has run a moment, quits with code 1
instead of going round in circles.  An autoplay run says in one line where
the crash report is and ends with code 1.
"""
from __future__ import annotations

import logging
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pygame

from game.core import Result
from game.record import GameRecord
from game.saves import write_save
from game.spec import GameSpec
from scenes.apology import ApologyScene
from scenes.autoplay import Autoplay
from scenes.base import WAKE_EVENT, Motion, Scene, collect_left_screens
from scenes.config import Settings, load_settings, save_settings
from scenes.crash import open_games, write_crash_report
from scenes.heap import give_back_big_frees
from scenes.pacing import FPS, STILL_WAKE, Pacer, is_input, wait_for_events
from scenes.presenter import Presenter
from scenes.stack import SceneStack
from scenes.window import WINDOW_TITLE, AppWindow, open_app_window, wants_high_dpi
from sounds.player import SoundPlayer
from sprites import pen
from sprites.damage import FrameCanvas
from sprites.display import LOGICAL_SIZE, Letterbox

log = logging.getLogger(__name__)

MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
REPAINT_EVENTS = (pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED,
                  pygame.WINDOWSIZECHANGED, pygame.WINDOWDISPLAYCHANGED)
"""Window events after which the window may have lost its picture: the next frame paints it whole."""
RECOVERY_FRAMES = 30
"""Frames the menu must run after the apology before a new error gets an apology again (not an exit)."""


def prefer_plain_framebuffer() -> None:
    """On X11, show frames through shared memory instead of OpenGL (SDL_FRAMEBUFFER_ACCELERATION, if set, wins).

    Where OpenGL is a software rasteriser (no GPU driver, a virtual machine,
    a virtual display) presenting a frame through it costs about 4 ms of CPU;
    through shared memory about 0.15 ms (measured on Xvfb by bench/idle.py).
    """
    if pygame.display.get_init() and pygame.display.get_driver() == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


class App:
    """The window, the settings, the sounds, the scene stack and the loop."""

    def __init__(self, settings: Settings | None = None, autoplay: Autoplay | None = None,
                 window_size: tuple[int, int] = LOGICAL_SIZE, high_dpi: bool | None = None) -> None:
        """``window_size`` is in the desktop's points; ``high_dpi`` (default: :func:`scenes.window.wants_high_dpi`)
        opens a window that may have more pixels than points (:mod:`scenes.window`)."""
        give_back_big_frees()
        self.settings = settings if settings is not None else load_settings()
        self.autoplay = autoplay
        self.stack = SceneStack()
        self.canvas = pygame.Surface(LOGICAL_SIZE)
        self.windowed_size = window_size
        self.pacer = Pacer()
        prefer_plain_framebuffer()
        self.is_fullscreen = self.settings.fullscreen and autoplay is None
        self.maximized = False
        """Whether the window (not fullscreen) was last maximized: leaving fullscreen gives it back so."""
        self.host: AppWindow
        self.host, self.window = open_app_window(
            wants_high_dpi(sys.platform, os.environ) if high_dpi is None else high_dpi,
            self.windowed_size, self.is_fullscreen)
        self.presenter = Presenter(self.host.show)
        self.pacer.want_draw()
        self.letterbox = Letterbox(self.window.get_size())
        self._fit_canvas()
        self.sounds = SoundPlayer(self.settings.volume, self.settings.muted)
        self.running = True
        self.exit_code = 0
        self.clock = pygame.time.Clock()
        self._last_frame = time.perf_counter()
        self.frames = 0
        """Frames drawn so far."""
        self.on_first_frame: Callable[[], None] | None = None
        self.started = time.perf_counter()
        self._autoplay_line: str | None = None
        self.crash_report: Path | None = None
        """The last crash report written (None: none yet, or it could not be written)."""
        self._recovering = 0
        self._phase: tuple[str, Scene | None] = ("start", None)
        self._collected = 0
        """The stack's count of scenes left when the app last collected what they held."""

    # window ---------------------------------------------------------------
    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        self.is_fullscreen = fullscreen
        self.pacer.want_draw()
        self.presenter.invalidate()
        return self.host.open(self.windowed_size, fullscreen)

    def set_fullscreen(self, fullscreen: bool) -> None:
        """Switch between fullscreen and a resizable window (F11), and remember it."""
        self.settings.fullscreen = fullscreen
        if fullscreen == self.is_fullscreen:
            return
        if fullscreen and not self.maximized:
            self.windowed_size = self.host.points()
        self.window = self._open_window(fullscreen)
        if not fullscreen and self.maximized:
            self.host.maximize()  # its new size may come now or as a resize event
            self.window = self.host.surface()
        self.letterbox = Letterbox(self.window.get_size())
        self._fit_canvas()

    def toggle_fullscreen(self) -> None:
        """F11: fullscreen or a window, saved like a change made on the Settings screen (which shows it)."""
        self.settings.fullscreen = not self.settings.fullscreen
        self.apply_settings()
        for scene in self.stack.scenes:
            scene.settings_changed()

    def resize(self, size: tuple[int, int]) -> None:
        """Follow a window resize to ``size`` pixels."""
        size = (max(size[0], 320), max(size[1], 180))
        if not self.settings.fullscreen and not self.maximized:  # un-maximized, it comes back to the size before
            self.windowed_size = self.host.to_points(size)
        self.window = self.host.surface()
        self.letterbox = Letterbox(size)
        self._fit_canvas()
        self.pacer.want_draw()
        self.presenter.invalidate()

    def _fit_canvas(self) -> None:
        """Draw at the letterbox's real size from now on: the pen's scale follows the window, and the canvas is
        made anew when its pixel size changes (pictures made at another scale are forgotten by the pen)."""
        width, height = self.letterbox.rect[2:]
        pixels = (max(1, width), max(1, height))
        scale = pixels[0] / LOGICAL_SIZE[0]
        pen.set_scale(scale)
        if pygame.Surface.get_size(self.canvas) == pixels:
            return
        if pixels == LOGICAL_SIZE:
            self.canvas = pygame.Surface(LOGICAL_SIZE)
        else:
            self.canvas = FrameCanvas(LOGICAL_SIZE, scale=scale, device=pixels)
        for scene in self.stack.scenes:
            scene.rescaled()  # widgets are made again at the new scale

    @property
    def animation_speed(self) -> float:
        """How fast animations run: the setting, or near-instant in autoplay."""
        return 60.0 if self.autoplay else self.settings.animation_speed

    def mouse_position(self) -> tuple[int, int]:
        """The mouse in canvas coordinates."""
        return self.letterbox.to_logical(self.host.to_pixels(pygame.mouse.get_pos()))

    def apply_settings(self) -> None:
        """Apply changed settings (sound, fullscreen) and save them."""
        self.sounds.volume = self.settings.volume
        self.sounds.muted = self.settings.muted
        self.set_fullscreen(self.settings.fullscreen)
        try:
            save_settings(self.settings)
        except OSError as exc:
            log.warning("could not save settings: %s", exc)

    # scenes ---------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        """Push a scene on the stack."""
        self.stack.push(scene)

    def pop(self) -> Scene:
        """Pop the top scene; quit when none is left."""
        scene = self.stack.pop()
        if not self.stack.scenes:
            self.quit()
        return scene

    def replace(self, scene: Scene) -> None:
        """Replace the top scene."""
        self.stack.replace(scene)

    def quit(self, code: int = 0) -> None:
        """End the main loop."""
        self.running = False
        self.exit_code = code

    # loop -----------------------------------------------------------------
    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """Translate window mouse positions to canvas positions."""
        if event.type in MOUSE_EVENTS:
            data = dict(event.dict)
            data["pos"] = self.letterbox.to_logical(self.host.to_pixels(event.pos))
            if "rel" in data:
                rel = self.host.to_pixels(event.rel)
                scale = self.letterbox.scale
                data["rel"] = (int(rel[0] / scale), int(rel[1] / scale))
            return pygame.event.Event(event.type, data)
        return event

    def handle(self, event: pygame.event.Event) -> None:
        """Route one pygame event: window matters here, the rest to the top scene."""
        if event.type == WAKE_EVENT:
            return
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            width, height = self.host.to_pixels(event.size)
            self.resize((round(width), round(height)))
            return
        if event.type in REPAINT_EVENTS:
            self.presenter.invalidate()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        scene = self.stack.top
        if scene is None:
            return
        self._phase = ("handle", scene)
        event = self.map_event(event)
        if scene.has_ui and scene.ui.process_events(event):
            return
        scene.handle(event)

    @property
    def motion(self) -> Motion:
        """How the top scene moves now (always active in an autoplay run, which runs flat out)."""
        scene = self.stack.top
        if self.autoplay is not None or scene is None:
            return "active"
        return scene.motion

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: input, update, and a draw when something may have changed (:class:`Pacer`)."""
        events = pygame.event.get() if events is None else events
        for event in events:  # before any size is followed: a maximized window's size is not its own
            if event.type in (pygame.WINDOWMAXIMIZED, pygame.WINDOWRESTORED) and not self.is_fullscreen:
                self.maximized = event.type == pygame.WINDOWMAXIMIZED
        moved = self.host.new_pixels()
        if moved is not None:
            self.resize(moved)
        if self.stack.left != self._collected:  # screens left since the last frame: what they held goes now
            self._collected = self.stack.left
            self._phase = ("collect", None)
            collect_left_screens()
        for event in events:
            self.handle(event)
            if not self.running:
                return
        scene = self.stack.top
        if scene is not None:
            self._phase = ("update", scene)
            scene.update(dt)
            if scene.has_ui:
                scene.ui.update(dt)
        if self.pacer.should_draw(dt, any(is_input(e) for e in events), self.motion, self.stack.changes,
                                  self.animation_speed):
            self.draw()

    def draw(self) -> None:
        """Draw the visible scenes onto the canvas and the canvas into the window (its CPU cost noted by the pacer)."""
        started = time.thread_time()
        self._draw()
        self.pacer.note_frame(time.thread_time() - started)

    def _draw(self) -> None:
        visible = self.stack.visible()
        canvas = self.canvas
        if isinstance(canvas, FrameCanvas):
            canvas.begin()
        if not visible or not (visible[0].paints_whole and visible[0].opaque):
            canvas.fill((0, 0, 0))
        for scene in visible:
            self._phase = ("draw", scene)
            scene.draw(canvas)
            if scene.has_ui:
                scene.ui.draw_ui(pen.device_view(canvas))
        self.present(canvas.finish() if isinstance(canvas, FrameCanvas) else None)

    def present(self, changed: list[pygame.Rect] | None = None) -> None:
        """Show the canvas in the window with letterbox bars (:mod:`scenes.presenter`): only the ``changed``
        parts of it when they are known (:mod:`sprites.damage`)."""
        self._phase = ("present", None)
        self.presenter.present(self.canvas, self.window, self.letterbox, changed)
        self.frames += 1
        if self.frames == 1 and self.on_first_frame is not None:
            self.on_first_frame()
        if self._autoplay_line is not None:
            self._end_autoplay()
        elif self.autoplay is not None and self.autoplay.stop_after is not None:
            self._check_autoplay_stop(self.autoplay.stop_after)

    # autoplay -------------------------------------------------------------
    def finish_autoplay(self, spec: GameSpec, result: Result) -> None:
        """Note the result of an autoplay game; the run ends after the next frame."""
        scores = ", ".join(f"{s.seat}:{s.score}" for s in result.standings)
        self._autoplay_line = f"{spec.id} finished: {result.summary} [{scores}]"

    def _end_autoplay(self) -> None:
        assert self.autoplay is not None and self._autoplay_line is not None
        if self.autoplay.screenshot:
            try:
                pygame.image.save(self.canvas, self.autoplay.screenshot)
            except (pygame.error, OSError) as exc:
                print(f"error: could not write the screenshot to {self.autoplay.screenshot}: {exc}",
                      file=sys.stderr, flush=True)
                self.quit(1)
                return
        if self.autoplay.record is not None and not self._save_autoplay(self.autoplay.record):
            return
        if self.autoplay.record is not None and self.autoplay.record.state.is_over:
            from scenes.records.keeping import keep_autoplay_game

            saved = Path(self.autoplay.save) if self.autoplay.save else None
            keep_autoplay_game(self.autoplay.record, saved)  # in the saves folder, so the records can be rebuilt
        print(self._autoplay_line, flush=True)
        self.quit(0)

    def _check_autoplay_stop(self, stop_after: int) -> None:
        """Once the run has played ``stop_after`` moves of a game still going on, save it and end the run."""
        autoplay = self.autoplay
        assert autoplay is not None
        record = autoplay.record
        if record is None or autoplay.moves_played < stop_after or record.state.is_over:
            return
        from scenes.games import replayed

        kept = replayed(record, count=autoplay.moves_before + stop_after)  # exactly K moves, however the frames fell
        if self._save_autoplay(kept):
            print(f"{record.spec.id} saved after {len(kept.moves)} moves: {autoplay.save}", flush=True)
            self.quit(0)

    def _save_autoplay(self, record: GameRecord) -> bool:
        """Write the game to ``--save`` if asked; on failure say why in one line and end with code 1."""
        assert self.autoplay is not None
        if self.autoplay.save is None:
            return True
        try:
            write_save(Path(self.autoplay.save), record)
        except OSError as exc:
            print(f"error: could not write the save to {self.autoplay.save}: {exc.strerror or exc}",
                  file=sys.stderr, flush=True)
            self.quit(1)
            return False
        return True

    def _check_autoplay_time(self) -> None:
        if self.autoplay is not None and time.perf_counter() - self.started > self.autoplay.time_limit:
            print(f"error: autoplay did not finish within {self.autoplay.time_limit:.0f} s",
                  file=sys.stderr, flush=True)
            self.quit(1)

    def run(self) -> int:
        """The main loop; returns the process exit code."""
        while self.running:
            self.tick()
        self.shutdown()
        return self.exit_code

    def tick(self) -> None:
        """One pass of the main loop: wait as long as the top scene's motion allows (input cuts it short), then a frame."""
        events: list[pygame.event.Event] | None = None
        pace = self.pacer.pace(self.motion)
        wait = self.pacer.wait_time(self.motion, time.perf_counter() - self._last_frame)
        if wait > 0:
            events = wait_for_events(wait)
        dt = self.clock.tick(FPS) / 1000.0  # never faster than FPS, even when input floods in
        self._last_frame = time.perf_counter()
        if events is not None:
            events += pygame.event.get()
        # A long frame does not jump animations on; a still scene's timers get the time that passed.
        self.frame(min(dt, STILL_WAKE if pace == "still" else 0.1), events)
        self._check_autoplay_time()

    def shutdown(self) -> None:
        """Leave every scene (top first): bot workers stop, saves are let go.

        A scene that fails while leaving is logged; the others still leave.
        """
        while self.stack.scenes:
            scene = self.stack.scenes.pop()
            try:
                scene.on_exit()
            except Exception:
                log.exception("error while leaving %s", type(scene).__name__)

    # the guard -----------------------------------------------------------------
    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame of the main loop (:meth:`step`), with an unexpected error turned into the apology screen."""
        try:
            self.step(dt, events)
        except Exception as error:
            self.crashed(error)
            return
        if self._recovering and not isinstance(self.stack.top, ApologyScene):
            self._recovering -= 1

    def crashed(self, error: Exception) -> None:
        """Report ``error``, leave every scene without saving, and apologise (or quit with code 1)."""
        phase, scene = self._phase
        where = f"{phase} of {type(scene).__name__}" if scene is not None else phase
        scenes = list(self.stack.scenes)
        self.crash_report = report = write_crash_report(error, where, scenes)
        named = str(report) if report is not None else "none could be written"
        if self.autoplay is not None:
            log.info("autoplay stopped by an error in %s", where, exc_info=error)
            said = " ".join(f"{type(error).__name__}: {error}".split())[:200]
            print(f"error: autoplay stopped by an unexpected error in {where} ({said}); crash report: {named}",
                  file=sys.stderr, flush=True)
            self.quit(1)
            return
        if self._recovering:
            log.critical("error in %s right after an earlier one; quitting; crash report: %s", where, named,
                         exc_info=error)
            self.quit(1)
            return
        log.error("unexpected error in %s; crash report: %s", where, named, exc_info=error)
        games = open_games(scenes)
        self.shutdown()
        self._recovering = RECOVERY_FRAMES
        self._phase = ("opening the apology", None)
        try:
            self.stack.push(ApologyScene(self, report, games))
        except Exception as again:
            self.crashed(again)  # now recovering: quits


__all__ = ["App", "Autoplay", "SceneStack", "RECOVERY_FRAMES", "WINDOW_TITLE", "prefer_plain_framebuffer"]
"""Autoplay and SceneStack live in their own modules; main.py and the tests take them from here too."""
