"""Helpers shared by the Paradise Fallen scene tests (this module holds no tests itself)."""
from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core import Action, SeatKind, make_seats
from game.paradise_fallen import SPEC
from game.paradise_fallen.actions import Discard, Done, EndPlay, Explore, SwapSpots, Trip
from game.paradise_fallen.cards import CARDS, DECK_SIZE
from game.record import GameRecord
from game.spec import GameSpec
from scenes.manager import App
from scenes.paradise_fallen.hand import HandOverlay
from scenes.paradise_fallen.table import ParadiseFallenScene
from sprites import text as drawn_text
from sprites.paradise_fallen.layout import tile_rect
from tests.kit.app import make_app
from tests.kit.last_paradise_scene import cover_up, lift_cover, press, step_until, wait_guard
from tests.kit.paradise_fallen_rules import GRID, card, paradise_fallen_state, ration

NAMES = ["Wilhelmina-Grace", "Bartholomew Oxx", "Cleopatra Vance", "Dmitri Kowalsky"]
"""Sixteen letters at most, as long as the setup screen allows."""


def new_record(kinds: Sequence[SeatKind], seed: int = 5) -> GameRecord:
    """A fresh game with these seat kinds (names from NAMES), computers playing as :class:`Explorer`."""
    return GameRecord.start(explorer_spec(), make_seats(NAMES[:len(kinds)], kinds), seed)


def bot_move(record: GameRecord) -> None:
    """The seat to move plays as the easy computer would (the rules alone, no table)."""
    state = record.state
    seat = state.to_move[0]
    bot = record.spec.make_bot("easy", record.bot_seed(seat))
    record.apply(seat, bot.choose(state.view(seat), state.legal_actions(seat), seat))


def table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, record: GameRecord,
          speed: float = 8.0) -> tuple[App, ParadiseFallenScene]:
    """An app showing the Paradise Fallen table of ``record``."""
    app = make_app(tmp_path, monkeypatch)
    app.settings.animation_speed = speed
    scene = ParadiseFallenScene(app, record)
    app.push(scene)
    return app, scene


def open_hand(app: App) -> HandOverlay:
    """Step until a hand overlay is on top (lifting a cover on the way) and its guard time has passed."""
    step_until(app, lambda: cover_up(app) is not None or isinstance(app.stack.top, HandOverlay))
    if cover_up(app) is not None:
        lift_cover(app)
        step_until(app, lambda: isinstance(app.stack.top, HandOverlay))
    wait_guard(app)
    top = app.stack.top
    assert isinstance(top, HandOverlay)
    return top


def find_seed(kinds: Sequence[SeatKind], wanted: Callable[[GameRecord], bool], seeds: range = range(200)) -> GameRecord:
    """The first fresh game (by seed) where ``wanted`` holds at its start."""
    for seed in seeds:
        record = new_record(kinds, seed)
        if wanted(record):
            return record
    raise AssertionError("no seed gives the wanted start")


def centre(position: int) -> tuple[int, int]:
    """The middle of an island tile."""
    return tile_rect(position).center


def mouse(kind: int, pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    """A mouse event at a canvas position."""
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=button)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Press at ``start``, move there in a few frames, release at ``end``."""
    app.step(1 / 60, [mouse(pygame.MOUSEBUTTONDOWN, start)])
    for k in range(1, 5):
        pos = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
        app.step(1 / 60, [mouse(pygame.MOUSEMOTION, pos)])
    app.step(1 / 60, [mouse(pygame.MOUSEBUTTONUP, end)])


def drawn_after(app: App, act: Callable[[], object]) -> set[str]:
    """The texts drawn on the frame after ``act`` (the input is in, the next frame draws); a sentence wrapped
    over a few lines drawn one after another counts whole too (a refusal's box is narrow)."""
    act()
    drawn = drawn_text.start_recording()
    try:
        app.step(1 / 60, [])
    finally:
        drawn_text.stop_recording()
    wrapped = {" ".join(drawn[i:j]) for i in range(len(drawn)) for j in range(i + 2, min(len(drawn), i + 6) + 1)}
    return set(drawn) | wrapped


def click(app: App, pos: tuple[int, int]) -> None:
    """A left click at a canvas position, in one frame."""
    app.step(1 / 60, [mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)])


def last_action(record: GameRecord) -> Action:
    """The action of the last move made."""
    return record.moves[-1].action


def set_table(record: GameRecord, hands: list[list[int]], aberrations: dict[int, list[int]] | None = None) -> None:
    """Give the fresh game of ``record`` the fixtures' grid, these hands and Aberrations (the rest is the deck)."""
    state = paradise_fallen_state(record)
    state.grid = list(GRID)
    state.hands = [list(h) for h in hands]
    state.aberrations = dict(aberrations or {})
    used = {c for h in hands for c in h} | {c for cards in (aberrations or {}).values() for c in cards}
    state.deck = [c for c in range(DECK_SIZE) if c not in used]
    state.discard = []


def new(kinds: Sequence[SeatKind], names: Sequence[str] = ("Ana", "Ben", "Cleo", "Dan")) -> GameRecord:
    """A fresh game (seed 1) of Ana, Ben, Cleo and Dan (or ``names``) with these seat kinds, computers playing as
    :class:`Explorer`."""
    return GameRecord.start(explorer_spec(), make_seats(list(names)[:len(kinds)], kinds), 1)


def with_power(record: GameRecord, island: str) -> None:
    """Seat 0 has explored ``island`` with its token up."""
    explored = card(island)
    state = paradise_fallen_state(record)
    state.deck.remove(explored)
    state.explored[0].append({"island": island, "card": explored, "token": "up"})


def raid_table(names: Sequence[str] = ("Ana", "Ben", "Cleo")) -> GameRecord:
    """Ana (human) holds the cards to sail over a Raiding Tribe to Oahu; Ben (human, on her left) will pick; Cleo is
    human too (or the players called ``names``)."""
    record = new(["human", "human", "human"], names)
    hand = [ration(2), ration(1), card("Maui"), card("Lanai")]
    set_table(record, [hand, [ration(3), card("Oahu")], [ration(1, 1)]], {9 + 8: [card("Raiding Tribe")]})  # gap 1-4
    return record


def ben_picks(app: App, scene: ParadiseFallenScene) -> None:
    """Ana sails over the Raiding Tribe by keys (the cursor up twice to Oahu, Enter plans, Enter pays the cheapest
    way); the pick then waits for Ben on the shared table, its guard time passed."""
    open_hand(app)
    press(app, pygame.K_UP, pygame.K_UP, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    step_until(app, lambda: scene.raid.picker() == 1)
    wait_guard(app)
    assert app.stack.top is scene


__all__ = ["NAMES", "ben_picks", "bot_move", "centre", "click", "drag", "find_seed", "last_action", "new", "new_record", "open_hand",
           "raid_table", "set_table", "step_until", "table", "wait_guard", "with_power", "Explorer", "explorer_spec"]


class Explorer:
    """A plain computer player for the table tests: explore, sail to islands it holds cards for, keep hands fresh."""

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Explore if it can; else sail toward an island it holds a card for; else end play; discard dead cards."""
        hand = set(view.get("hand", []))
        explored = {item["island"] for item in view["explored"][seat]}
        wanted = {view["grid"].index(CARDS[c].name) for c in hand
                  if CARDS[c].kind == "island" and CARDS[c].name not in explored}
        for action in legal:
            if isinstance(action, Explore):
                return action
        trips = [a for a in legal if isinstance(a, Trip) and a.path[-1] in wanted
                 and not any(CARDS[c].name == view["grid"][a.path[-1]] for c in a.pay)]
        if trips:
            return trips[0]
        for action in legal:
            if isinstance(action, Discard) and (CARDS[action.card].kind in ("aberration", "aptitude")
                                                or CARDS[action.card].name in explored):
                return action
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards and not wanted and len(hand) > 2:  # nothing to explore with: draw afresh
            return discards[0]
        for kind in (EndPlay, Done):
            found = next((a for a in legal if isinstance(a, kind)), None)
            if found is not None:
                return found
        return legal[0]


def explorer_spec() -> GameSpec:
    """Paradise Fallen with :class:`Explorer` for every computer seat (the games end in a few hundred moves)."""
    return dataclasses.replace(SPEC, make_bot=lambda level, seed: Explorer())


def kahoolawe_centre_picked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                            aberrations: dict[int, list[int]]) -> tuple[GameRecord, App]:
    """A table where seat 0 used Kahoolawe by key 1 and clicked the centre island as the first place."""
    record = new(["human", "easy"])
    set_table(record, [[ration(1)], [ration(2)]], aberrations)
    with_power(record, "Kahoolawe")
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    press(app, pygame.K_1)
    step_until(app, lambda: not scene.busy and overlay.legal and isinstance(overlay.legal[0], SwapSpots))
    click(app, tile_rect(4).midtop)
    assert overlay.choosing.picked == 4
    return record, app
