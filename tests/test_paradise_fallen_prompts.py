"""Paradise Fallen's hand prompts: every pending choice names its keyboard way, and no key that does nothing."""
from __future__ import annotations

from typing import Any

import pytest

from scenes.paradise_fallen.modes import Choosing, keys_hint, prompt


def pending_view(kind: str) -> dict[str, Any]:
    """A seat-0 view in the play phase with ``kind`` pending for seat 0."""
    return {"phase": "play", "pending": {"seat": 0, "kind": kind, "moves_left": 2, "discarded": 0},
            "grid": ["Maui"] * 9, "refill_to": 5}


def test_the_shaman_keys_offer_no_done_key_but_kauai_does() -> None:
    assert "D done" not in keys_hint(pending_view("shaman"), 0)
    assert "D done" in keys_hint(pending_view("kauai"), 0)
    assert "Tab chooses among several" in keys_hint(pending_view("shaman"), 0)


@pytest.mark.parametrize("kind", ["molokai", "oahu", "sea_turtle", "lanai", "trickster"])
def test_each_pending_prompt_names_a_key(kind: str) -> None:
    text = prompt(pending_view(kind), 0, [], Choosing(), ["Ana", "Ben"])
    assert any(key in text for key in ("Enter", "press", "Tab")), text
