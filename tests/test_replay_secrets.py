"""Replay's "Show everything" shows what the table hid at the move shown: every Paradise Fallen hand,
every sealed bid and money of The Last Paradise, every Last Resort Advert chosen before the reveal; and
its tip says so (it said Paradise Fallen "has no secrets")."""
from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.core import State, make_seats
from game.last_paradise import narrate as lp_narrate
from game.last_resort import narrate as lr_narrate
from game.paradise_fallen import narrate as pf_narrate
from game.record import GameRecord
from game.registry import available_games
from scenes.manager import App
from scenes.replay import ReplayScene, start_replay
from scenes.replay_secrets import WORDS, shown_parts
from sprites import text as drawn_text
from sprites.replay_bar import LIST_BUTTON, LIST_PANEL
from tests.kit.app import fast_app, key, make_app  # noqa: F401  (fast_app: the app fixture)

FRAME = 1 / 60
NAMES = ["Ana", "Bo", "Cy"]
GAMES = available_games()




def finished(game_id: str, seed: int = 3) -> GameRecord:
    """A whole game of three easy computer players."""
    spec = GAMES[game_id]
    record = GameRecord.start(spec, make_seats(NAMES, ["easy"] * 3), seed)
    while not record.state.is_over:
        seat = record.state.to_move[0]
        bot = spec.make_bot("easy", record.bot_seed(seat))
        record.apply(seat, bot.choose(record.state.view(seat), record.state.legal_actions(seat), seat))
    return record


def _pf_hand(state: State) -> str | None:
    hand = state.view(0).get("hand")
    return pf_narrate.card_name(int(hand[0])) if hand else None


def _lp_bid(state: State) -> str | None:
    bid = (state.view(0).get("auction") or {}).get("my_bid")
    return lp_narrate.paras(int(bid)) if bid is not None and state.simultaneous else None


def _lr_advert(state: State) -> str | None:
    advert = state.view(0)["seats"][0].get("advert")
    public = state.view(None)["seats"][0].get("advert")
    return lr_narrate.advert_name(str(advert)) if advert and not public else None


HIDDEN: dict[str, Callable[[State], str | None]] = {
    "paradise-fallen": _pf_hand, "last-paradise": _lp_bid, "last-resort": _lr_advert}
"""Per game: the name of something of seat 1's that the table does not see at a moment (None: nothing)."""


def _moment(record: GameRecord, hidden: Callable[[State], str | None]) -> tuple[int, str]:
    """The first count of moves after which seat 1 holds a hidden item, and the item's name (the move shown
    last being another seat's, whose line tells nothing of it)."""
    replayed = GameRecord(record.spec, record.seats, record.seed, record.options)
    for count in range(len(record.moves) + 1):
        item = hidden(replayed.state)
        if item is not None and (count == 0 or record.moves[count - 1].seat != 0):
            return count, item  # the caption tells the last move, so not one of Ana's own
        move = record.moves[count]
        replayed.apply(move.seat, move.action)
    raise AssertionError("nothing was ever hidden")


def _drawn(app: App, replay: ReplayScene) -> list[str]:
    for _ in range(2000):
        if not replay.table.busy:
            break
        app.step(FRAME, [])
    drawn = drawn_text.start_recording()
    app.step(FRAME, [])
    words = list(drawn)
    drawn_text.stop_recording()
    return words


@pytest.mark.parametrize("game_id", sorted(HIDDEN))
def test_show_everything_draws_what_the_table_hid_at_that_move(app: App, game_id: str) -> None:
    record = finished(game_id)
    count, item = _moment(record, HIDDEN[game_id])
    replay = start_replay(app, record)
    app.step(FRAME, [])
    replay.seek(count)

    def named(words: list[str]) -> bool:
        return any(item in text and "Ana" in text for text in words)

    assert not named(_drawn(app, replay)), f"{item} shown before Show everything"
    app.step(FRAME, [key(pygame.K_s)])
    assert replay.everything
    assert named(_drawn(app, replay)), f"{item} of Ana's not shown with Show everything"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_switch_tip_says_what_it_shows(game_id: str) -> None:
    """Every part a game declares a seat's own has words here, and the tip names it (no "no secrets" for a
    game with hands)."""
    spec = GAMES[game_id]
    from scenes.replay_secrets import everything_note

    note = everything_note(spec, False)
    parts = shown_parts(spec)
    for part in parts:
        assert part.name in WORDS, f"no words for {part.name}"
        assert WORDS[part.name].what in note
    assert ("no secrets" in note) == (not parts)


def test_the_list_buttons_tip_leaves_the_open_lists_key_help_in_view(app: App) -> None:
    """The tip of "List of moves (L)" was drawn over the list's own key help at its foot."""
    from sprites.replay_bar import BarLook, draw_bar, draw_move_list

    surface = pygame.Surface((1280, 720))
    help_line = pygame.Rect(LIST_PANEL.x, LIST_PANEL.bottom - 30, LIST_PANEL.w, 30)
    draw_move_list(surface, [], 0, None, None, "0 of 0 played", None)
    before = surface.copy()
    for hovered in ("list", "everything", "leave"):
        surface.blit(before, (0, 0))
        draw_bar(surface, BarLook(0, 10, False, "1\u00d7", "", False, False, True, hovered, "A note"))
        area = help_line.clip(surface.get_rect())
        assert pygame.image.tobytes(surface.subsurface(area), "RGB") == \
            pygame.image.tobytes(before.subsurface(area), "RGB"), hovered
    assert LIST_BUTTON.centerx > LIST_PANEL.x


