"""Hand-edited and damaged saves: each loads as an exact legal game or is refused with a sentence.

Every case is written to a file and read with :func:`game.saves.load_save`, as
Continue and the saved-games list do.  Whatever loads must be the clean replay
of its own moves with JSON-safe views; whatever is refused raises CorruptSave
with a sentence in a player's words; nothing else may escape, and reading the
list line of the file never raises.  The named cases are the ones of issue 7;
a property test then makes hundreds of random edits of real saves.
"""
from __future__ import annotations

import copy
import json
import math
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import CorruptSave, Seat, make_seats
from game.record import GameRecord
from game.registry import available_games
from game.saves import UNREADABLE, load_save, read_summary, save_text

GAMES = available_games()
_PYTHON_WORDS = re.compile(r"Traceback|\b\w*(Error|Exception)\b|<\w+ object|\bint\(\)|\bwith base\b|File \"")


def played(game_id: str, finished: bool, seed: int = 5) -> GameRecord:
    """A real game of ``game_id`` at its biggest table, random legal moves, half played or finished."""
    spec = GAMES[game_id]
    record = GameRecord.start(spec, make_seats([f"P{i}" for i in range(spec.max_players)]), seed)
    rng = random.Random(seed)
    while not record.state.is_over and (finished or len(record.moves) < 40):
        seat = rng.choice(record.state.to_move)
        record.apply(seat, rng.choice(record.state.legal_actions(seat)))
    return record


SAVES: dict[tuple[str, bool], dict[str, Any]] = {
    (game_id, finished): json.loads(save_text(played(game_id, finished)))
    for game_id in GAMES for finished in (False, True)}
"""A real save of each game, half played and finished, as the JSON the file holds."""


def save_of(game_id: str, finished: bool = False) -> dict[str, Any]:
    """A fresh copy of a real save, to edit."""
    return copy.deepcopy(SAVES[(game_id, finished)])


def assert_sentence(text: str) -> None:
    """A refusal in a player's words: a short line, no program words."""
    assert 10 <= len(text) <= 300 and "\n" not in text and text[0].isalpha(), repr(text)
    assert not _PYTHON_WORDS.search(text), repr(text)


def outcome(path: Path) -> GameRecord | CorruptSave:
    """Load ``path`` as the app does: a legal game, or CorruptSave with a sentence (anything else fails the test)."""
    summary = read_summary(path)
    assert summary.problem is None or summary.problem[:1].isalpha()
    try:
        record = load_save(path, GAMES)
    except CorruptSave as refused:
        assert_sentence(str(refused))
        assert str(refused) != UNREADABLE, f"no check named this damage: {refused.__cause__!r}"
        return refused
    check_legal(record)
    return record


def check_legal(record: GameRecord) -> None:
    """A loaded game is the clean replay of its own moves, and shows JSON-safe views."""
    again = GameRecord.start(record.spec, record.seats, record.seed, record.options)
    for move in record.moves:
        again.apply(move.seat, move.action)
    state = record.state
    assert state.to_json() == again.state.to_json()
    for seat in [None, *range(len(state.seats))]:
        view = state.view(seat)
        assert json.loads(json.dumps(view, allow_nan=False)) == view
    assert isinstance(state.progress(), str)
    if state.is_over:
        assert state.result().standings
    else:
        assert all(state.legal_actions(seat) for seat in state.to_move)


def write(path: Path, content: dict[str, Any] | bytes | str) -> Path:
    """Put ``content`` (a save's JSON, text or raw bytes) in ``path``."""
    if isinstance(content, dict):
        content = json.dumps(content)
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return path


def snapshot_edited(save: dict[str, Any], edit: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    """``save`` with ``edit`` applied to the state inside its snapshot text."""
    snapshot = json.loads(save["record"]["snapshot"])
    edit(snapshot["state"])
    save["record"]["snapshot"] = json.dumps(snapshot, separators=(",", ":"))
    return save


def first_move_of(save: dict[str, Any], kind: str) -> list[Any]:
    """The first ``[seat, action]`` of the save whose action is a ``kind``."""
    return next(m for m in save["record"]["moves"] if m[1]["type"] == kind)


# --- the cases of issue 7 ------------------------------------------------------------------
def _tile_outside_the_square_in_the_snapshot(save: dict[str, Any]) -> dict[str, Any]:
    def edit(state: dict[str, Any]) -> None:
        state["placed"][0][0] = 5
    return snapshot_edited(save, edit)


def _tile_outside_the_square_in_a_move(save: dict[str, Any]) -> dict[str, Any]:
    save["record"]["moves"][2][1]["cell"] = [4, 0]
    return save


def _tile_outside_the_square_in_move_and_snapshot(save: dict[str, Any]) -> dict[str, Any]:
    move = save["record"]["moves"][-1][1]
    move["cell"] = [move["cell"][0] + 9, move["cell"][1]]

    def edit(state: dict[str, Any]) -> None:
        for row in state["placed"]:
            if row[2] == move["tile_id"]:
                row[0] += 9
    return snapshot_edited(save, edit)


def _money_of_a_billion(save: dict[str, Any]) -> dict[str, Any]:
    def edit(state: dict[str, Any]) -> None:
        state["money"][0] = 10 ** 9
    return snapshot_edited(save, edit)


def _money_of_a_billion_with_its_ledger(save: dict[str, Any]) -> dict[str, Any]:
    def edit(state: dict[str, Any]) -> None:
        state["money"][0] += 10 ** 9
        state["ledger"].append({"payer": "bank", "payee": 0, "amount": 10 ** 9, "reason": "a gift"})
    return snapshot_edited(save, edit)


def _seat(number: Any) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def edit(save: dict[str, Any]) -> dict[str, Any]:
        save["record"]["moves"][1][0] = number
        return save
    return edit


def _options(options: Any) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def edit(save: dict[str, Any]) -> dict[str, Any]:
        save["record"]["options"] = options
        return save
    return edit


def _seats(count: int) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def edit(save: dict[str, Any]) -> dict[str, Any]:
        seats = save["record"]["seats"]
        save["record"]["seats"] = [{**seats[i % len(seats)], "index": i} for i in range(count)]
        save["players"] = [f"P{i}" for i in range(count)]
        return save
    return edit


def _field(where: str, value: Any) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """Set one field: "header.key", "record.key", "seat.key" (the first seat's) or "move.key" (the first move's action)."""
    part, key = where.split(".")

    def edit(save: dict[str, Any]) -> dict[str, Any]:
        target = {"header": save, "record": save["record"], "seat": save["record"]["seats"][0],
                  "move": save["record"]["moves"][0][1]}[part]
        target[key] = value
        return save
    return edit


def _other_games_move(game_id: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def edit(save: dict[str, Any]) -> dict[str, Any]:
        other = next(g for g in GAMES if g != game_id)
        seat, action = SAVES[(other, False)]["record"]["moves"][0]
        save["record"]["moves"].insert(1, [seat % len(save["record"]["seats"]), action])
        return save
    return edit


def _nested(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


def _text_edit(edit: Callable[[str], str]) -> Callable[[dict[str, Any]], str]:
    return lambda save: edit(json.dumps(save))


def _wrong_save_game(save: dict[str, Any]) -> dict[str, Any]:
    save["record"]["game"] = next(g for g in GAMES if g != save["game"])
    return save


REFUSED: list[tuple[str, str, Callable[[dict[str, Any]], Any]]] = [
    ("paradisio", "tile outside the square in the snapshot", _tile_outside_the_square_in_the_snapshot),
    ("paradisio", "tile outside the square in a move", _tile_outside_the_square_in_a_move),
    ("paradisio", "tile outside the square in a move and the snapshot", _tile_outside_the_square_in_move_and_snapshot),
    ("paradisio", "tile id a bool", _field("move.tile_id", True)),
    ("paradisio", "tile id huge", _field("move.tile_id", 10 ** 30)),
    ("paradisio", "cell of bools", _field("move.cell", [True, False])),
    ("paradisio", "cell of three numbers", _field("move.cell", [0, 0, 0])),
    ("paradisio", "a turn of 4", _field("move.turn", 4)),
    ("paradisio", "an option", _options({"tokens_to_win": 1})),
    ("paradisio", "one seat", _seats(1)),
    ("paradisio", "three seats", _seats(3)),
    ("last-paradise", "money of a billion", _money_of_a_billion),
    ("last-paradise", "money of a billion with its ledger", _money_of_a_billion_with_its_ledger),
    ("last-paradise", "starting money 7", _options({"starting_money": 7})),
    ("last-paradise", "starting money a bool", _options({"starting_money": True})),
    ("last-paradise", "starting money huge", _options({"starting_money": 10 ** 30})),
    ("last-paradise", "starting money as text", _options({"starting_money": "60"})),
    ("last-paradise", "an unknown option", _options({"starting_money": 60, "speed": 3})),
    ("last-paradise", "two seats", _seats(2)),
    ("last-paradise", "six seats", _seats(6)),
    ("last-paradise", "a bid of a bool", lambda save: (first_move_of(save, "Bid")[1].update(amount=True), save)[1]),
    ("last-paradise", "a bid of 10**30",
     lambda save: (first_move_of(save, "Bid")[1].update(amount=10 ** 30), save)[1]),
    ("last-paradise", "a site of 99", lambda save: (first_move_of(save, "ChooseLot")[1].update(site=99), save)[1]),
]
"""(game, case, edit): edits that no legal game survives."""

BOTH: list[tuple[str, Callable[[dict[str, Any]], Any]]] = [
    ("seat 99 in a move", _seat(99)),
    ("seat -1 in a move", _seat(-1)),
    ("seat a bool in a move", _seat(True)),
    ("seat huge in a move", _seat(10 ** 40)),
    ("seat as text in a move", _seat("0")),
    ("options a list", _options([])),
    ("options missing", _options(None)),
    ("no seats", _seats(0)),
    ("save format 1", _field("header.save_format", 1)),
    ("save format 3", _field("header.save_format", 3)),
    ("save format as text", _field("header.save_format", "2")),
    ("save format a bool", _field("header.save_format", True)),
    ("save format huge", _field("header.save_format", 10 ** 40)),
    ("the record names the other game", _wrong_save_game),
    ("moves a dict", _field("record.moves", {})),
    ("moves a string", _field("record.moves", "moves")),
    ("moves missing", _field("record.moves", None)),
    ("a move of the other game", None),  # filled in per game below
    ("seed a bool", _field("record.seed", True)),
    ("seed huge", _field("record.seed", 10 ** 30)),
    ("seed negative", _field("record.seed", -1)),
    ("seed a float", _field("record.seed", 5.0)),
    ("seed with 5000 digits", _text_edit(lambda text: re.sub(r'"seed": 5\b', '"seed": ' + "9" * 5000, text))),
    ("seed NaN", _text_edit(lambda text: re.sub(r'"seed": 5\b', '"seed": NaN', text))),
    ("seat index a bool", _field("seat.index", False)),
    ("seat kind unknown", _field("seat.kind", "wizard")),
    ("seat name of 500 letters", _field("seat.name", "x" * 500)),
    ("the move's type missing", _field("move.type", None)),
    ("the snapshot missing", _field("record.snapshot", None)),
    ("the snapshot not JSON", _field("record.snapshot", "{")),
    ("the snapshot a number", _field("record.snapshot", "5")),
    ("the snapshot deeply nested", _field("record.snapshot", "[" * 100_000 + "]" * 100_000)),
    ("the snapshot of another version", lambda save: (save["record"].update(
        snapshot=save["record"]["snapshot"].replace('"version":1', '"version":2', 1)), save)[1]),
    ("options deeply nested", _options({"starting_money": _nested(900)})),
    ("a move deeply nested", _seat(_nested(900))),
    ("the whole file deeply nested", lambda save: "[" * 100_000 + "]" * 100_000),
    ("the record deeply nested", _field("header.record", _nested(900))),
    ("progress deeply nested", _field("header.progress", _nested(900))),
    ("players deeply nested", _field("header.players", _nested(900))),
    ("not UTF-8", lambda save: b"\xff\xfe" + json.dumps(save).encode("utf-16-le")),
    ("empty", lambda save: b""),
    ("a list", lambda save: "[]"),
]
"""(case, edit): edits of either game's save that must be refused."""


def _cases() -> list[Any]:
    cases = [pytest.param(game_id, edit, id=f"{game_id}: {name}") for game_id, name, edit in REFUSED]
    for game_id in GAMES:
        for name, edit in BOTH:
            cases.append(pytest.param(game_id, edit or _other_games_move(game_id), id=f"{game_id}: {name}"))
    return cases


@pytest.mark.parametrize("game_id, edit", _cases())
def test_a_tampered_save_is_refused_with_a_sentence(tmp_path: Path, game_id: str, edit: Callable[[dict], Any]):
    path = write(tmp_path / f"{game_id}-tampered.json", edit(save_of(game_id)))
    assert isinstance(outcome(path), CorruptSave)
    assert path.exists(), "a refused save must stay where it is until the app sets it aside"


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("finished", [False, True])
def test_a_truncated_save_is_refused_wherever_it_was_cut(tmp_path: Path, game_id: str, finished: bool):
    text = json.dumps(save_of(game_id, finished)).encode()
    rng = random.Random(len(text))
    for cut in sorted({1, 2, len(text) - 1, *rng.sample(range(len(text)), 30)}):
        assert isinstance(outcome(write(tmp_path / "cut.json", text[:cut])), CorruptSave), cut


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("name, edit", [
    ("a byte order mark", lambda text: "\ufeff" + text),
    ("spaces and new lines", lambda text: json.dumps(json.loads(text), indent=2)),
    ("keys in another order", lambda text: json.dumps(dict(reversed(json.loads(text).items())))),
    ("save format 2.0", lambda text: text.replace('"save_format": 2', '"save_format": 2.0', 1)),
    ("an unknown header field", lambda text: text.replace("{", '{"comment": "mine", ', 1)),
    ("saved_at NaN (the list shows the file's time)", lambda text: re.sub(r'"saved_at": [0-9.]+', '"saved_at": NaN', text)),
    ("saved_at huge", lambda text: re.sub(r'"saved_at": [0-9.]+', '"saved_at": 1e300', text)),
    ("the header names a game that does not exist (the record says which)",
     lambda text: re.sub(r'"game": "[^"]*"', '"game": "monopoly"', text, count=1)),
    ("the header names another game (the record says which)", lambda text: json.dumps(
        {**json.loads(text), "game": next(g for g in GAMES if f'"game": "{g}"' not in text[:80])})),
])
def test_a_save_edited_harmlessly_still_loads(tmp_path: Path, game_id: str, name: str, edit: Callable[[str], str]):
    save = save_of(game_id, finished=True)
    record = outcome(write(tmp_path / "edited.json", edit(json.dumps(save))))
    assert isinstance(record, GameRecord), record
    assert [move.to_json() for move in record.moves] == save["record"]["moves"]


# --- random damage ---------------------------------------------------------------------------
ODD_VALUES: list[Any] = [None, True, False, 0, -1, 1, 2, 3, 99, 10 ** 9, -(10 ** 12), 10 ** 30, 0.5, -0.0, 1e300,
                         float("inf"), float("nan"),
                         "", "x", "nature", "building", "Place", "Bid", "bank", "human", "hard", "standard",
                         [], [0], [0, 0], [[0, 0, 0, 0]], {}, {"type": "Place"}, {"0": 1}, _nested(50)]
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
