"""How the derived undo barriers count unseen items (game/barriers.py): an item is known by its value,
whatever its shape, and no two different values count as one."""
from __future__ import annotations

from typing import Any

import pytest

from game.barriers import _items, frozen


@pytest.mark.parametrize("a, b", [
    (1, True), (0, False), (1, 1.5), ("1", 1), ([1, 2], [2, 1]), (["tile", 3], ["tile", 4]),
    ({"a": 1}, [["a", 1]]), ([[1]], [1]), (None, 0), ({"a": [1]}, {"a": [2]}),
])
def test_different_items_never_count_as_one(a: Any, b: Any) -> None:
    assert frozen(a) != frozen(b)
    assert _items([a, b]) != _items([a, a])


@pytest.mark.parametrize("value", [3, "x", ["tile", 12], ["advert", 1, "berth"], {"b": 2, "a": [1, {"c": None}]}, [[1, 2], "x"]])
def test_an_item_is_counted_by_its_value(value: Any) -> None:
    """The same value built twice (dict keys in another order too) is the same item, by the quick path or not."""
    again = dict(reversed(list(value.items()))) if isinstance(value, dict) else value
    assert _items([value, again]) == _items([value]) + _items([again])
    assert len(_items([value, again])) == 1
    assert _items([value]) - _items([again]) == _items([])


def test_an_item_must_be_json_like() -> None:
    with pytest.raises(TypeError):
        frozen(object())
