"""Random damage to real saves, and any JSON where a move, a seat, options or a snapshot belong: each
loads as an exact legal game or is refused with a sentence (hypothesis, derandomised)."""
from __future__ import annotations

import copy
import json
import math
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import CorruptSave, Seat
from tests.kit.saves import GAMES, SAVES, assert_sentence, nested, outcome, save_of, write

# --- random damage ---------------------------------------------------------------------------
ODD_VALUES: list[Any] = [None, True, False, 0, -1, 1, 2, 3, 99, 10 ** 9, -(10 ** 12), 10 ** 30, 0.5, -0.0, 1e300,
                         float("inf"), float("nan"),
                         "", "x", "nature", "building", "Place", "Bid", "bank", "human", "hard", "standard",
                         [], [0], [0, 0], [[0, 0, 0, 0]], {}, {"type": "Place"}, {"0": 1}, nested(50)]
"""Values a random edit puts in place of another."""

Path_ = tuple[Any, ...]


def pick_place(tree: Any, data: st.DataObject) -> Path_:
    """A place in a JSON tree, as the keys and indexes leading to it (the root is ()).

    It walks down from the root, so every key of a level is as likely as
    another, however big the value under it (the random generator's 625
    numbers do not drown the rest).
    """
    path: Path_ = ()
    node = tree
    while isinstance(node, (dict, list)) and node and data.draw(st.integers(0, 5), label="deeper") > 0:
        step = data.draw(st.sampled_from(list(node) if isinstance(node, dict) else range(len(node))), label="step")
        path += (step,)
        node = node[step]
    return path


def at(node: Any, path: Path_) -> Any:
    """The node at ``path``."""
    for step in path:
        node = node[step]
    return node


def _changed(value: Any, how: int) -> Any:
    """``value`` changed in a way that fits its kind: a nearby number, another type, a shorter list …"""
    if isinstance(value, bool):
        return [not value, int(value), str(value).lower()][how % 3]
    if isinstance(value, int):
        return [value + 1, value - 1, -value, value * 1000, str(value), float(value), value == 0][how % 7]
    if isinstance(value, float):
        return [int(value) if math.isfinite(value) else 0, -value, str(value)][how % 3]
    if isinstance(value, str):
        return [value[:-1], value + "x", value.upper(), "", len(value)][how % 5]
    if isinstance(value, list):
        return [value[:-1], value[1:], value + value[-1:], value[::-1], {str(i): v for i, v in enumerate(value)},
                []][how % 6]
    if isinstance(value, dict):
        items = list(value.items())
        return [dict(items[:-1]), dict(items[1:]), {**value, "extra": 1}, list(value.values()),
                {k + "_": v for k, v in items}][how % 5]
    return copy.deepcopy(ODD_VALUES[how % len(ODD_VALUES)])


def mutate(tree: Any, data: st.DataObject) -> Any:
    """One random edit somewhere in ``tree`` (returns the new tree; the root may be replaced)."""
    path = pick_place(tree, data)
    kind = data.draw(st.sampled_from(["odd", "change", "delete", "duplicate"]), label="edit")
    how = data.draw(st.integers(0, 1000), label="how")
    if kind == "odd":
        new: Any = copy.deepcopy(ODD_VALUES[how % len(ODD_VALUES)])  # later edits may change it in place
    elif kind == "change" or not path:
        new = _changed(at(tree, path), how)
    else:
        parent, last = at(tree, path[:-1]), path[-1]
        if kind == "delete":
            del parent[last]
        elif isinstance(parent, list):
            parent.insert(last, copy.deepcopy(parent[last]))
        else:
            parent[f"{last}2"] = copy.deepcopy(parent[last])
        return tree
    if not path:
        return new
    at(tree, path[:-1])[path[-1]] = new
    return tree


REGIONS = ["header", "seats", "options", "moves", "snapshot", "record"]
"""Where a random edit lands: its share of the save, not its share of the bytes (the snapshot is most of them)."""


def damaged(save: dict[str, Any], data: st.DataObject) -> dict[str, Any]:
    """``save`` after one to three random edits in chosen regions."""
    for _ in range(data.draw(st.integers(1, 3), label="edits")):
        region = data.draw(st.sampled_from(REGIONS), label="region")
        record = save.get("record") if isinstance(save.get("record"), dict) else None
        if region == "snapshot" and record is not None and isinstance(record.get("snapshot"), str):
            try:
                inner = json.loads(record["snapshot"])
            except ValueError:
                continue
            record["snapshot"] = json.dumps(mutate(inner, data), separators=(",", ":"))
        elif region in ("seats", "options", "moves") and record is not None and region in record:
            record[region] = mutate(record[region], data)
        elif region == "record" and record is not None:
            save["record"] = mutate(record, data)
        else:
            save = mutate(save, data)
            if not isinstance(save, dict):
                break
    return save


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("finished", [False, True], ids=["mid-game", "finished"])
@settings(max_examples=150, derandomize=True, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_random_damage_to_a_real_save_loads_a_legal_game_or_is_refused(tmp_path_factory: pytest.TempPathFactory,
                                                                      game_id: str, finished: bool,
                                                                      data: st.DataObject):
    save = damaged(save_of(game_id, finished), data)
    folder = tmp_path_factory.getbasetemp() / "damage"
    folder.mkdir(exist_ok=True)
    outcome(write(folder / f"{game_id}.json", json.dumps(save)))


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(10 ** 20), 10 ** 20) | st.sampled_from([0, 1, 2, 3, 4, 15, 16, 99])
    | st.floats(allow_nan=False) | st.text(max_size=8) | st.sampled_from(["nature", "building", "standard", "human"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)
"""Any JSON value a file could hold (small)."""


@pytest.mark.parametrize("game_id", sorted(GAMES))
@settings(max_examples=200, derandomize=True, deadline=None, database=None)
@given(data=st.data())
def test_any_json_is_a_move_of_the_game_or_refused(game_id: str, data: st.DataObject):
    spec = GAMES[game_id]
    known = [m[1] for m in SAVES[(game_id, True)]["record"]["moves"]]
    sample = copy.deepcopy(data.draw(st.sampled_from(known[:60])))
    if data.draw(st.booleans()):
        raw: Any = data.draw(JSON_VALUES)
    else:
        raw = sample
        raw[data.draw(st.sampled_from(sorted(raw)))] = data.draw(JSON_VALUES)
    try:
        action = spec.action_from_dict(raw)
    except CorruptSave as refused:
        assert_sentence(str(refused))
        return
    assert action.to_dict() == raw
    str(action)


@pytest.mark.parametrize("game_id", sorted(GAMES))
@settings(max_examples=100, derandomize=True, deadline=None, database=None)
@given(seat=JSON_VALUES, options=JSON_VALUES)
def test_any_json_is_a_seat_and_options_or_refused(game_id: str, seat: Any, options: Any):
    spec = GAMES[game_id]
    for check in (lambda: Seat.from_dict(seat), lambda: spec.check_options(options)):
        try:
            check()
        except CorruptSave as refused:
            assert_sentence(str(refused))


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("finished", [False, True], ids=["mid-game", "finished"])
@settings(max_examples=100, derandomize=True, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_a_damaged_snapshot_loads_as_a_state_or_is_refused(game_id: str, finished: bool, data: st.DataObject):
    snapshot = json.loads(SAVES[(game_id, finished)]["record"]["snapshot"])
    for _ in range(data.draw(st.integers(1, 3), label="edits")):
        snapshot = mutate(snapshot, data)
    try:
        state = GAMES[game_id].load(json.dumps(snapshot))
    except CorruptSave as refused:
        assert_sentence(str(refused))
        return
    assert GAMES[game_id].load(state.to_json()).to_json() == state.to_json()


def test_a_save_for_a_strange_game_or_version_is_refused_in_a_short_sentence():
    from game.codec import decode_state
    for header in ({"game": 10 ** 300, "version": 1}, {"game": "x" * 5000, "version": 1},
                   {"game": "last-paradise", "version": "v" * 5000}):
        with pytest.raises(CorruptSave) as refused:
            decode_state(json.dumps({**header, "state": {}}), "last-paradise", 1)
        assert_sentence(str(refused.value))
        assert len(str(refused.value)) < 120
