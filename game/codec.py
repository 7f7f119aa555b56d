"""Turning moves and states into JSON and back, refusing anything damaged with a sentence.

Pure Python, no I/O: :func:`action_decoder` makes a game's ``action_from_dict``,
:func:`encode_state` / :func:`decode_state` wrap a state's payload with its game
and version.
"""
from __future__ import annotations

import dataclasses
import json
import types
import typing
from typing import Any, Literal, get_args

from game.core import Action, ActionDecoder, CorruptSave, is_whole


def action_decoder(*kinds: type[Action]) -> ActionDecoder:
    """An ``action_from_dict`` for a game whose actions are ``kinds``.

    The data must name one of the kinds and hold exactly its fields, each of
    its declared type (int, bool, str, a Literal of those, or a tuple of ints);
    anything else raises CorruptSave, so no damaged move ever reaches the rules.
    """
    by_name = {kind.__name__: (kind, typing.get_type_hints(kind)) for kind in kinds}

    def action_from_dict(data: Any) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str) or data["type"] not in by_name:
            raise CorruptSave("a move is not one of this game's moves")
        kind, hints = by_name[data["type"]]
        names = [f.name for f in dataclasses.fields(kind)]
        if set(data) != {"type", *names}:
            raise CorruptSave(f"a {kind.__name__} move is damaged")
        values = {}
        for name in names:
            value = _decode_field(data[name], hints[name])
            if value is _BAD:
                raise CorruptSave(f"a {kind.__name__} move has a strange {name}")
            values[name] = value
        return kind(**values)

    return action_from_dict


_BAD = object()
LONGEST_TUPLE = 100
"""The most items a variable-length tuple field of an action may hold in a file."""


def _decode_field(value: Any, hint: Any) -> Any:
    """``value`` as the type ``hint`` wants it, or _BAD."""
    origin = typing.get_origin(hint)
    if hint is bool:
        return value if isinstance(value, bool) else _BAD
    if hint is int:
        return value if is_whole(value) else _BAD
    if hint is str:
        return value if isinstance(value, str) else _BAD
    if origin is Literal:
        return value if any(value == v and type(value) is type(v) for v in get_args(hint)) else _BAD
    if origin is tuple:
        items = get_args(hint)
        if len(items) == 2 and items[1] is Ellipsis:
            if not isinstance(value, list) or len(value) > LONGEST_TUPLE:
                return _BAD
            items = (items[0],) * len(value)
        if not isinstance(value, list) or len(value) != len(items):
            return _BAD
        decoded = tuple(_decode_field(v, h) for v, h in zip(value, items))
        return _BAD if _BAD in decoded else decoded
    if origin in (typing.Union, types.UnionType) and type(None) in get_args(hint):
        if value is None:
            return None
        rest = [h for h in get_args(hint) if h is not type(None)]
        return _decode_field(value, rest[0]) if len(rest) == 1 else _BAD
    raise TypeError(f"actions cannot hold a {hint!r}")


def encode_state(game: str, version: int, payload: dict[str, Any]) -> str:
    """Wrap a state's payload as versioned JSON text."""
    return json.dumps({"game": game, "version": version, "state": payload}, separators=(",", ":"))


def _briefly(value: Any) -> str:
    """A value read from a file, named in a few characters (a long one is cut short)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def decode_state(text: str | bytes, game: str, version: int) -> dict[str, Any]:
    """Unwrap :func:`encode_state` text, checking the game and version.

    Raises :class:`CorruptSave` with a readable sentence on any problem.
    """
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:  # UnicodeDecodeError is a ValueError
        raise CorruptSave("the save is not readable JSON") from exc
    if not isinstance(data, dict) or not isinstance(data.get("state"), dict):
        raise CorruptSave("the save has no game state in it")
    if data.get("game") != game:
        raise CorruptSave(f"the save is for {_briefly(data.get('game'))}, not {game!r}")
    if data.get("version") != version:
        raise CorruptSave(f"the save has version {_briefly(data.get('version'))}; this app reads version {version}")
    return data["state"]
