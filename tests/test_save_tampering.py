"""Hand-edited and damaged saves: each loads as an exact legal game or is refused with a sentence.

Every case is written to a file and read with :func:`game.saves.load_save`, as
Continue and the saved-games list do.  Whatever loads must be the clean replay
of its own moves with JSON-safe views; whatever is refused raises CorruptSave
with a sentence in a player's words; nothing else may escape, and reading the
list line of the file never raises.  The named cases are the ones of issue 7;
tests/test_save_random_damage.py then makes hundreds of random edits of real saves.
"""
from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.core import CorruptSave
from game.record import GameRecord
from tests.kit.saves import GAMES, SAVES, nested, outcome, save_of, write


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

BOTH: list[tuple[str, Callable[[dict[str, Any]], Any] | None]] = [
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
    ("options deeply nested", _options({"starting_money": nested(900)})),
    ("a move deeply nested", _seat(nested(900))),
    ("the whole file deeply nested", lambda save: "[" * 100_000 + "]" * 100_000),
    ("the record deeply nested", _field("header.record", nested(900))),
    ("progress deeply nested", _field("header.progress", nested(900))),
    ("players deeply nested", _field("header.players", nested(900))),
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
