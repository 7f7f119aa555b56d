"""The hard bot's secret Advert (game.last_resort.advertising): it reads only its seat's view, and expecting
the others' choices it varies its Adverts and shares a non-Berths Advert less than seats that each play the
Advert best for themselves alone."""
from __future__ import annotations

import json
from collections import Counter
from typing import Any, cast

from game.core import Action, derived_seed
from game.last_resort import LastResortState, make_bot, new_game
from game.last_resort.actions import ChooseAdvert
from game.last_resort.advertising import prospect
from game.last_resort.boards import NO_MALFUNCTION_ADVERT
from game.last_resort.bot import HardBot


def advertise_points(seed: int, seats: int) -> list[LastResortState]:
    """States of a hard 4-seat game at each Advertise decision after the first seat has chosen."""
    state, found, moves = new_game(seats, seed), [], 0
    while not state.is_over:
        seat = state.to_move[0]
        if state.phase == "advertise" and state.adverts:
            found.append(state.clone())
        state.apply(seat, make_bot("hard", derived_seed(seed, moves)).choose(state.view(seat), state.legal_actions(seat), seat))
        moves += 1
    return found


def test_the_advert_depends_only_on_the_view() -> None:
    checked = 0
    for state in advertise_points(3, 4)[::2]:
        seat = state.to_move[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        chosen = HardBot(11).choose(view, legal, seat)
        assert HardBot(11).choose(json.loads(json.dumps(view)), legal, seat) == chosen
        for k in range(3):
            twin = state.resample(seat, k)
            assert twin.view(seat) == view
            assert HardBot(11).choose(twin.view(seat), twin.legal_actions(seat), seat) == chosen
            checked += twin.adverts != state.adverts
    assert checked  # some resample drew another Advert for a seat that had chosen


def selfish(view: dict[str, Any], legal: list[Action], seat: int) -> Action:
    """The baseline: the Advert best for the seat alone (what each computer seat played before)."""
    bot = HardBot(0)
    return max(legal, key=lambda a: prospect(bot, view, seat, cast(ChooseAdvert, a).advert).value)


def season_tally(seed: int, baseline: bool) -> tuple[int, int, Counter[tuple[int, str]]]:
    """Seasons, players on a shared non-Berths Advert summed over them, and Adverts by seat, of one game."""
    state, moves, seasons, sharing, played = new_game(4, seed), 0, 0, 0, Counter[tuple[int, str]]()
    while not state.is_over:
        seat = state.to_move[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        if baseline and isinstance(legal[0], ChooseAdvert):
            action = selfish(view, legal, seat)
        else:
            action = make_bot("hard", derived_seed(seed, seat, moves)).choose(view, legal, seat)
        state.apply(seat, action)
        moves += 1
        if isinstance(action, ChooseAdvert):
            played[(seat, action.advert)] += 1
            if len(state.adverts) == 4 and state.revealed:
                seasons += 1
                sharing += sum(n for a, n in Counter(state.adverts.values()).items()
                               if n > 1 and a != NO_MALFUNCTION_ADVERT)
    return seasons, sharing, played


def test_hard_adverts_vary_and_collide_less_than_each_seat_playing_its_own_best() -> None:
    seeds = range(5)
    hard = [season_tally(seed, False) for seed in seeds]
    base = [season_tally(seed, True) for seed in seeds]
    hard_rate = sum(s for _, s, _ in hard) / sum(n for n, _, _ in hard)
    base_rate = sum(s for _, s, _ in base) / sum(n for n, _, _ in base)
    print(f"players per season on a shared non-Berths Advert: hard {hard_rate:.2f}, each for itself {base_rate:.2f}")
    assert hard_rate < base_rate - 0.5, (hard_rate, base_rate)
    for _, _, played in hard:
        for seat in range(4):
            assert len([a for (s, a) in played if s == seat]) >= 2  # never one Advert all game
