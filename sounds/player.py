"""A tiny sound player: plays named WAV files from sounds/, silent if there is no device."""
from __future__ import annotations

import logging

import pygame

from sprites.assets import asset_path

log = logging.getLogger(__name__)


class SoundPlayer:
    """Plays short effects by name (``place``, ``invalid``…) at the settings' volume."""

    def __init__(self, volume: float = 0.8, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self.available = self._start_mixer()
        self.played: list[str] = []
        """Names played so far (tests read this; it costs nothing)."""

    @staticmethod
    def _start_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            return True
        except pygame.error as exc:
            log.info("no sound device (%s); playing silently", exc)
            return False

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._cache:
            sound = None
            path = asset_path("sounds", f"{name}.wav")
            if self.available and path.exists():
                try:
                    sound = pygame.mixer.Sound(str(path))
                except pygame.error as exc:
                    log.warning("cannot load sound %s: %s", path, exc)
            self._cache[name] = sound
        return self._cache[name]

    def play(self, name: str) -> None:
        """Play one effect; unknown names and a missing device are silent."""
        self.played.append(name)
        if self.muted or self.volume <= 0:
            return
        sound = self._load(name)
        if sound is not None:
            sound.set_volume(self.volume)
            sound.play()
