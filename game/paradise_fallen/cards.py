"""Paradise Fallen's components as data: the nine islands, the 85-card deck, the grid.

Numbers from the rulebook and RULINGS §3; the 12 Aberrations and 9 Aptitudes are
the house's own design within the rulebook's kinds (Green Mist and Raiding Tribe
exactly as the rulebook's examples).  Everything a card does is in this one table,
so a change is made in one place.

The grid is 3×3, positions 0–8 row by row (4 is the centre).  A *spot* is where an
Aberration can lie: an island position 0–8, or a gap between two orthogonally
adjacent islands, numbered 9–20 in :data:`GAPS` order.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Kind = Literal["island", "ration", "aberration", "aptitude"]
Where = Literal["island", "gap"]

ISLAND_COSTS: dict[str, int] = {
    "Hawaii": 3, "Kauai": 3, "Maui": 2, "Oahu": 2, "Niihau": 2,
    "Molokai": 1, "Lanai": 1, "Nihoa": 1, "Kahoolawe": 4,
}
"""Each island's ration cost to enter or pass through it (RULINGS §3)."""

ISLANDS: tuple[str, ...] = tuple(ISLAND_COSTS)
"""The nine islands, in the order their Island cards are numbered."""

ISLAND_POWERS: dict[str, str] = {
    "Hawaii": "Draw 1 card now; refill to 6 at the end of this turn.",
    "Kauai": "Move up to two Aberrations in play, each to a like location.",
    "Lanai": "Draw one card per player and give one to each player, yourself too.",
    "Molokai": "Explore an island next to your canoe with its card (no token).",
    "Maui": "Draw 2 cards now.",
    "Oahu": "Sail at once, free, to any island you have explored.",
    "Kahoolawe": "Swap all Aberrations of one location with those of a like one.",
    "Niihau": "Take back into your hand the Ration cards you paid this turn.",
    "Nihoa": "Discard any number of cards and draw as many.",
}
"""Kanaloa's discovery bonus of each island, in the words the card shows."""

PRONUNCIATIONS: dict[str, str] = {
    "Hawaii": "ha-why-ee", "Kauai": "ka-why-ee", "Lanai": "la-nigh", "Molokai": "mo-low-kai",
    "Maui": "mow-ee", "Oahu": "oh-wah-hu", "Kahoolawe": "kah-ho-oh-lah-wee",
    "Niihau": "nee-how", "Nihoa": "nee-ho-uh",
}
"""How to say each island's name (the rulebook gives them)."""

PLAYER_TARGETS: dict[int, int] = {2: 8, 3: 7, 4: 6}
"""Explored islands that trigger the end of the game, by player count."""

HAND_SIZE = 5
"""Cards a hand is refilled to at the end of a turn (Hawaii's power: 6)."""

CENTRE = 4
"""The grid position where every canoe starts."""

GRID_SIDE = 3
ISLAND_SPOTS = 9
"""Spots 0–8 are the islands of the grid; spots from 9 on are the gaps."""

GAPS: tuple[tuple[int, int], ...] = (
    (0, 1), (1, 2), (3, 4), (4, 5), (6, 7), (7, 8),   # across a row
    (0, 3), (3, 6), (1, 4), (4, 7), (2, 5), (5, 8),   # down a column
)
"""The twelve gaps between orthogonally adjacent positions; gap ``i`` is spot ``9 + i``."""


def gap_spot(a: int, b: int) -> int | None:
    """The spot of the gap between positions ``a`` and ``b``, or None if they are not orthogonal neighbours."""
    pair = (min(a, b), max(a, b))
    return ISLAND_SPOTS + GAPS.index(pair) if pair in GAPS else None


def neighbours(pos: int, diagonal: bool = False) -> list[int]:
    """Grid positions one step from ``pos``: orthogonal, and diagonal too if ``diagonal``."""
    row, col = divmod(pos, GRID_SIDE)
    found = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr, dc) == (0, 0) or (dr and dc and not diagonal):
                continue
            r, c = row + dr, col + dc
            if 0 <= r < GRID_SIDE and 0 <= c < GRID_SIDE:
                found.append(r * GRID_SIDE + c)
    return found


@dataclass(frozen=True)
class Aberration:
    """An Aberration's face: where it lies and what it changes.

    ``enter``/``leave`` change a step onto / away from the island it lies on;
    ``cross`` changes a step over the gap it lies in; ``effect`` names a card
    effect on whoever crosses it ("raid": lose a card the player on the left
    picks face down; "driftwood": draw a card, the first crossing each turn).
    """

    name: str
    where: Where
    text: str
    enter: int = 0
    leave: int = 0
    cross: int = 0
    effect: str | None = None


ABERRATIONS: tuple[Aberration, ...] = (
    Aberration("Green Mist", "island", "+2 to enter this island, -2 to leave it.", enter=2, leave=-2),
    Aberration("Lava Flow", "island", "+3 to enter this island.", enter=3),
    Aberration("Sacred Tabu", "island", "+1 to enter this island, +1 to leave it.", enter=1, leave=1),
    Aberration("Thick Jungle", "island", "+1 to enter this island.", enter=1),
    Aberration("Calm Lagoon", "island", "-1 to enter this island.", enter=-1),
    Aberration("Trade Winds", "island", "-1 to leave this island.", leave=-1),
    Aberration("Raiding Tribe", "gap", "Whoever crosses loses a card: the player on their left picks it face down.",
               effect="raid"),
    Aberration("Driftwood", "gap", "The first time you cross it in a turn, draw a card.", effect="driftwood"),
    Aberration("Coral Reef", "gap", "+2 to cross this gap.", cross=2),
    Aberration("Strong Current", "gap", "+1 to cross this gap.", cross=1),
    Aberration("Whirlpool", "gap", "+3 to cross this gap.", cross=3),
    Aberration("Fair Current", "gap", "-1 to cross this gap.", cross=-1),
)
"""The twelve Aberrations, one card each."""


@dataclass(frozen=True)
class Aptitude:
    """An Aptitude's face.  ``lasting`` ones work for the rest of the turn they are
    played in (then go to the discard pile); the others act once, at once."""

    name: str
    text: str
    lasting: bool


APTITUDES: tuple[Aptitude, ...] = (
    Aptitude("Navigator", "This turn your canoe may also step diagonally.", True),
    Aptitude("Outrigger", "This turn Aberrations do not touch your trips.", True),
    Aptitude("Strong Paddlers", "This turn each of your trips costs 1 less.", True),
    Aptitude("Wayfinder", "This turn you pay only for the island where a trip ends.", True),
    Aptitude("Sea Turtle", "Ride at once, free, to an island next to your canoe.", False),
    Aptitude("Fisherman", "Draw 2 cards now.", False),
    Aptitude("Trickster", "Take a card at random from another player's hand.", False),
    Aptitude("Shaman", "Put one Aberration in play onto the discard pile.", False),
    Aptitude("Ancestors' Blessing", "Turn one of your spent Kanaloa tokens face up again.", False),
)
"""The nine Aptitudes, one card each."""

RATION_VALUES: tuple[int, ...] = (1,) * 12 + (2,) * 10 + (3,) * 6
"""The 28 Ration cards by the rations each gives."""

ISLAND_CARD_COPIES = 4
ISLAND_CARD_RATIONS = 1
"""An Island card played as rations gives this many."""


@dataclass(frozen=True)
class Card:
    """One card of the deck: ``id`` 0–84, its kind and its face.

    ``name`` is the island, aberration or aptitude name ("Ration" for rations);
    ``value`` is the rations it gives when paid (Island cards 1, Aberrations and
    Aptitudes 0: they cannot pay).
    """

    id: int
    kind: Kind
    name: str
    value: int
    text: str


def _deck() -> tuple[Card, ...]:
    cards: list[Card] = []
    for island in ISLANDS:
        for _ in range(ISLAND_CARD_COPIES):
            cards.append(Card(len(cards), "island", island, ISLAND_CARD_RATIONS,
                              f"Explore {island} from there. Or pay 1 ration."))
    for value in RATION_VALUES:
        cards.append(Card(len(cards), "ration", "Ration", value, f"{value} ration{'s' if value > 1 else ''}."))
    for aberration in ABERRATIONS:
        cards.append(Card(len(cards), "aberration", aberration.name, 0, aberration.text))
    for aptitude in APTITUDES:
        cards.append(Card(len(cards), "aptitude", aptitude.name, 0, aptitude.text))
    return tuple(cards)


CARDS: tuple[Card, ...] = _deck()
"""The 85 cards by id: 36 Island (0–35), 28 Ration (36–63), 12 Aberration (64–75), 9 Aptitude (76–84)."""

DECK_SIZE = len(CARDS)
ABERRATION_BY_NAME: dict[str, Aberration] = {a.name: a for a in ABERRATIONS}
APTITUDE_BY_NAME: dict[str, Aptitude] = {a.name: a for a in APTITUDES}


def face_key(card: int) -> tuple[str, str, int]:
    """What a card looks like (kind, name, value): two cards with one face are interchangeable."""
    face = CARDS[card]
    return (face.kind, face.name, face.value)
