"""The in-app rules of Paradise Fallen say what the rules layer does: every card's effect, and when a power may
be used with nothing to act on."""
from __future__ import annotations

from game.paradise_fallen.actions import UsePower
from game.paradise_fallen.cards import ABERRATIONS, APTITUDES, ISLAND_POWERS, Aberration, Aptitude
from game.paradise_fallen.help_text import RULES_TEXT
from tests.kit.paradise_fallen_rules import explored, ration, table


def test_every_card_and_power_is_explained() -> None:
    faces: tuple[Aberration | Aptitude, ...] = (*ABERRATIONS, *APTITUDES)
    for face in faces:
        assert f"<b>{face.name}</b>" in RULES_TEXT and face.text in RULES_TEXT
    for island, power in ISLAND_POWERS.items():
        assert f"<b>{island}</b>" in RULES_TEXT and power in RULES_TEXT


def test_the_text_matches_niihau_spent_with_nothing_to_take_back() -> None:
    """Niihau with no Ration paid this turn is still a legal power: the help must not promise otherwise."""
    state = table([[ration(2)], [ration(1)]])
    explored(state, 0, "Niihau")
    assert UsePower("Niihau") in state.legal_actions(0)
    assert "A power must be able to do something" not in RULES_TEXT
    assert "Niihau may be spent even when" in RULES_TEXT
