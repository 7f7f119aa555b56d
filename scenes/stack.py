"""The scene stack: the top scene gets input, the visible ones are drawn."""
from __future__ import annotations

from scenes.base import Scene


class SceneStack:
    """A stack of scenes; the top one gets input, the visible ones are drawn."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.changes = 0
        """Counts pushes and pops: a frame after a change is always drawn."""
        self.left = 0
        """Counts the scenes that left (the app frees what they held at its next frame)."""

    @property
    def top(self) -> Scene | None:
        """The scene that gets input, or None when empty."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put a scene on top and enter it (the one it covers is told)."""
        if self.scenes:
            self.scenes[-1].on_cover(scene)
        self.scenes.append(scene)
        self.changes += 1
        scene.on_enter()

    def pop(self) -> Scene:
        """Remove the top scene; the one below resumes."""
        scene = self.scenes.pop()
        self.changes += 1
        self.left += 1
        scene.on_exit()
        if self.scenes:
            self.scenes[-1].on_resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another."""
        if self.scenes:
            self.changes += 1
            self.left += 1
            self.scenes.pop().on_exit()
        self.push(scene)

    def clear_to(self, scene: Scene) -> None:
        """Empty the stack and start again from ``scene``."""
        while self.scenes:
            self.changes += 1
            self.left += 1
            self.scenes.pop().on_exit()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: from the top-most opaque one upward."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]
