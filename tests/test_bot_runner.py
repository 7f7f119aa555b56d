"""Computer players think on a worker thread and see only a private copy of their view."""
from __future__ import annotations

import pytest

from scenes.bot_runner import BotRunner
from tests.kit.typed import Token


class Greedy:
    def choose(self, view, legal, seat):
        view["money"] = -1  # a bot scribbling on its view must not reach the table
        return legal[-1]


class Broken:
    def choose(self, view, legal, seat):
        raise RuntimeError("bot bug")


def busy_frame() -> None:
    sum(i * i for i in range(20000))


def test_a_busy_frame_loop_still_gets_the_bots_answer_promptly():
    runner = BotRunner()
    view = {"money": 10}
    for _ in range(5):
        runner.start(Greedy(), 2, view, [Token("a"), Token("b")])
        assert runner.thinking == 2
        for frames in range(1, 30):  # noqa: B007 (read after the loop)
            got = runner.poll()
            if got is not None:
                break
            busy_frame()
        assert got == (2, Token("b")) and frames < 30
        assert runner.thinking is None
    assert view == {"money": 10}
    runner.cancel()


def test_one_decision_at_a_time():
    runner = BotRunner()
    runner.start(Greedy(), 0, {}, [Token("1")])
    with pytest.raises(RuntimeError):
        runner.start(Greedy(), 1, {}, [Token("1")])
    runner.cancel()


def test_bot_errors_surface_on_the_frame_loop():
    runner = BotRunner()
    runner.start(Broken(), 0, {}, [Token("1")])
    with pytest.raises(RuntimeError, match="bot bug"):
        for _ in range(1000):
            runner.poll(0.01)
    runner.cancel()
