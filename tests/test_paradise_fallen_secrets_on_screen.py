"""Paradise Fallen's secrets on the one shared screen, checked by pixels.

Each test plays the same moment twice through the real table (the hand overlay, the cover, the pause menu,
the raid's backs; every cache on): once as it is, once with the rules' state swapped at that moment for
``state.resample(seat, seed)``, a state that ``seat`` (the one whose private overlay is open; None on the
public table) cannot tell from the real one while everything hidden from it is dealt again.  The two frames
must be the same, pixel for pixel: what the screen shows depends on nothing that seat may not see.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.paradise_fallen.state import ParadiseFallenState
from game.record import GameRecord
from scenes.manager import App
from scenes.paradise_fallen.hand import HandOverlay
from scenes.paradise_fallen.table import ParadiseFallenScene
from tests.kit.last_paradise_scene import cover_up, press
from tests.kit.paradise_fallen_rules import card, ration
from tests.kit.paradise_fallen_scene import ben_picks, new, new_record, open_hand, raid_table, set_table, step_until, table, with_power

Script = Callable[[App, ParadiseFallenScene], object]
"""Moves a table to the moment to look at (the same inputs in both worlds; what it returns is not used)."""
SEEDS = (1, 2)


def frame(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, record: GameRecord, script: Script,
          swap: tuple[int | None, int] | None) -> bytes:
    """The frame of ``record``'s table once ``script`` has run; with ``swap`` (seat, seed), the rules' state is
    then replaced by its resample for that seat, every hand overlay and the table's still layer read it
    again, and the frame is drawn."""
    app, scene = table(tmp_path, monkeypatch, record)
    script(app, scene)
    if swap is not None:
        state = record.state
        assert isinstance(state, ParadiseFallenState)
        record.state = state.resample(*swap)
        assert record.state.hands != state.hands or record.state.deck != state.deck, "nothing was dealt again"
        for shown in app.stack.scenes:
            if isinstance(shown, HandOverlay):
                shown.refresh(force=True)
        scene.layer.forget()  # the still layer was drawn before the swap: it is drawn again (and cached) from the twin
    app.step(1 / 60, [])
    app.draw()
    return pygame.image.tobytes(app.canvas, "RGB")


def same_frames(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, build: Callable[[], GameRecord], script: Script,
                seat: int | None) -> None:
    """The moment's frame is the same on the real table and on each resample for ``seat``."""
    real = frame(tmp_path, monkeypatch, build(), script, None)
    for seed in SEEDS:
        twin = frame(tmp_path, monkeypatch, build(), script, (seat, seed))
        assert twin == real, f"the screen shows something hidden from seat {seat} (resample seed {seed})"


def three_humans() -> GameRecord:
    """Ana, Ben and Cleo, all human, at the start of a fresh game."""
    return new_record(["human", "human", "human"], 5)


def ana_ends_her_turn(app: App, scene: ParadiseFallenScene) -> None:
    """Ana opens her hand, ends the play phase, discards two cards and is done (two cards are drawn)."""
    open_hand(app)
    for key in (pygame.K_e, pygame.K_SPACE, pygame.K_SPACE):
        press(app, key)
        step_until(app, lambda: not scene.busy)
    press(app, pygame.K_d)


def test_an_open_hand_shows_only_its_own_cards(tmp_path, monkeypatch) -> None:
    """Ana's hand band is open: the other hands and the deck are dealt again, and nothing on screen changes."""
    same_frames(tmp_path, monkeypatch, three_humans, lambda app, scene: open_hand(app) and None, 0)


def test_the_refill_flies_as_backs_while_the_hand_stays_open(tmp_path, monkeypatch) -> None:
    """Between two players: Ana's refill is still flying from the deck while her band is up."""

    def flying(app: App, scene: ParadiseFallenScene) -> None:
        ana_ends_her_turn(app, scene)
        app.step(1 / 60, [])
        assert scene.busy and isinstance(app.stack.top, HandOverlay)

    same_frames(tmp_path, monkeypatch, three_humans, flying, 0)


def test_the_cover_before_the_next_player_shows_no_hand(tmp_path, monkeypatch) -> None:
    """The public table under the cover for Ben: every hand and the deck dealt again, the same frame."""

    def covered(app: App, scene: ParadiseFallenScene) -> None:
        ana_ends_her_turn(app, scene)
        step_until(app, lambda: cover_up(app) is not None)
        for _ in range(30):  # the cover fully shown
            app.step(1 / 60, [])

    same_frames(tmp_path, monkeypatch, three_humans, covered, None)


def test_the_next_players_table_shows_only_their_hand(tmp_path, monkeypatch) -> None:
    """The cover lifted for Ben, his hand open: Ana's new cards and Cleo's hand stay unseen."""

    def bens_turn(app: App, scene: ParadiseFallenScene) -> None:
        ana_ends_her_turn(app, scene)
        step_until(app, lambda: cover_up(app) is not None)
        overlay = open_hand(app)
        assert overlay.seat == 1

    same_frames(tmp_path, monkeypatch, three_humans, bens_turn, 1)


def test_the_pause_menu_over_a_hand_hides_it(tmp_path, monkeypatch) -> None:
    """Esc over Ana's hand: the pause menu shows no secret of anyone (a resample for the public table)."""

    def paused(app: App, scene: ParadiseFallenScene) -> None:
        overlay = open_hand(app)
        press(app, pygame.K_ESCAPE)
        assert app.stack.top is not overlay

    same_frames(tmp_path, monkeypatch, three_humans, paused, None)


def lanai_table() -> GameRecord:
    """Ana (human) holds Lanai's power, Ben is human too."""
    record = new(["human", "human"])
    set_table(record, [[ration(1), card("Maui")], [ration(2)]])
    with_power(record, "Lanai")
    return record


def ana_draws_for_lanai(app: App, scene: ParadiseFallenScene) -> HandOverlay:
    """Ana uses Lanai's power by key 1: the drawn cards wait in her band to be given out."""
    overlay = open_hand(app)
    press(app, pygame.K_1)
    step_until(app, lambda: not scene.busy and bool(overlay.deal_cards))
    return overlay


def test_lanais_drawn_cards_show_to_the_dealer(tmp_path, monkeypatch) -> None:
    """The dealer sees Lanai's cards in her band; Ben's hand and the deck dealt again change nothing."""
    same_frames(tmp_path, monkeypatch, lanai_table, lambda app, scene: ana_draws_for_lanai(app, scene) and None, 0)


def test_lanais_drawn_cards_stay_hidden_when_the_hand_is_folded(tmp_path, monkeypatch) -> None:
    """H folds the band away while Lanai's cards wait: the table alone shows, and it holds none of them."""

    def folded(app: App, scene: ParadiseFallenScene) -> None:
        overlay = ana_draws_for_lanai(app, scene)
        press(app, pygame.K_h)
        assert overlay.folded

    same_frames(tmp_path, monkeypatch, lanai_table, folded, None)


@pytest.mark.parametrize("seat", [1, None], ids=["the picker", "the table"])
def test_the_raiding_tribes_backs_tell_nothing(tmp_path, monkeypatch, seat) -> None:
    """Ben picks one of Ana's backs on the shared screen: Ana's hand dealt again (and Cleo's, and the deck)
    changes nothing the picker or anyone sees."""
    same_frames(tmp_path, monkeypatch, raid_table, ben_picks, seat)
