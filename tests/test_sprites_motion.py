"""Tweens and drag-and-drop, without a window."""
from __future__ import annotations

import pygame

from sprites.drag import DragAndDrop
from sprites.tween import Animator, Tween


def test_tween_glides_and_calls_back_once():
    calls = []
    animator = Animator(speed=2.0)
    tween = animator.add(Tween((0, 0), (100, 50), 1.0, on_done=lambda: calls.append(1)))
    animator.update(0.25)
    x, y = tween.position
    assert 0 < x < 100 and 0 < y < 50 and animator.busy
    animator.update(0.25)
    assert tween.position == (100, 50) and calls == [1] and not animator.busy
    animator.update(1.0)
    assert calls == [1]


def test_drag_drop_accepted_and_refused_slides_home():
    animator = Animator()
    dropped = []
    accept = {"ok": True}

    def pick(pos):
        return ("tile", (10, 10)) if pos[0] < 50 else None

    def drop(item, pos, top_left):
        dropped.append((item, pos))
        return accept["ok"]

    dnd = DragAndDrop(pick, drop, animator)
    assert not dnd.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(200, 200), button=1))
    assert dnd.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(20, 20), button=1))
    dnd.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 220), rel=(0, 0), buttons=(1, 0, 0)))
    assert dnd.carried is not None and dnd.carried.position == (290, 210)
    dnd.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(300, 220), button=1))
    assert dropped == [("tile", (300, 220))] and not dnd.returning
    accept["ok"] = False
    dnd.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(20, 20), button=1))
    dnd.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(400, 400), button=1))
    assert len(dnd.returning_items()) == 1
    animator.finish_all()
    assert dnd.returning_items() == []
