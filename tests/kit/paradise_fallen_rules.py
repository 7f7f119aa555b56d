"""Tables set up by hand for the Paradise Fallen rules tests: a chosen grid, hands and deck."""
from __future__ import annotations

from collections.abc import Sequence

from game.core import Action, Event, Seat
from game.paradise_fallen import new_game
from game.paradise_fallen.cards import CARDS, DECK_SIZE, gap_spot
from game.paradise_fallen.state import ParadiseFallenState
from tests.kit.typed import HoldsState, state_as

GRID = ["Kauai", "Oahu", "Niihau",
        "Hawaii", "Molokai", "Maui",
        "Lanai", "Kahoolawe", "Nihoa"]
"""A fixed layout: Molokai in the centre, Oahu above it, Maui to its right, Kahoolawe below."""


def paradise_fallen_state(holder: HoldsState) -> ParadiseFallenState:
    """The Paradise Fallen state a record or a table holds now."""
    return state_as(ParadiseFallenState, holder)


def gap_of(a: int, b: int) -> int:
    """The spot of the gap between neighbouring positions ``a`` and ``b``."""
    spot = gap_spot(a, b)
    assert spot is not None, f"positions {a} and {b} are not neighbours"
    return spot


def cards_named(name: str, value: int | None = None) -> list[int]:
    """Every card id with this name (and this ration value), lowest first."""
    return [c.id for c in CARDS if c.name == name and (value is None or c.value == value)]


def card(name: str, copy: int = 0, value: int | None = None) -> int:
    """The ``copy``-th card called ``name`` ("Ration" with a ``value``)."""
    return cards_named(name, value)[copy]


def ration(value: int, copy: int = 0) -> int:
    """The ``copy``-th Ration card of ``value``."""
    return card("Ration", copy, value)


def table(hands: Sequence[Sequence[int]], grid: Sequence[str] = GRID, deck_top: Sequence[int] = (),
          discard: Sequence[int] = (), players: int | None = None, seats: Sequence[Seat] = ()) -> ParadiseFallenState:
    """A game at the start of seat 0's turn with these hands (and these ``seats``, if given); ``deck_top`` are
    the next cards drawn, in order; the other cards lie under them (or in ``discard``)."""
    count = len(seats) or (players if players is not None else len(hands))
    state = new_game(list(seats) or count, 1)
    state.grid = list(grid)
    full = [list(h) for h in hands] + [[] for _ in range(count - len(hands))]
    state.hands = full
    used = {c for h in full for c in h} | set(deck_top) | set(discard)
    rest = [c for c in range(DECK_SIZE) if c not in used]
    state.deck = rest + list(reversed(deck_top))
    state.discard = list(discard)
    return state


def act(state: ParadiseFallenState, action: Action, seat: int | None = None) -> list[Event]:
    """Apply ``action`` for ``seat`` (the seat to move when None), checking it was legal."""
    mover = state.to_move[0] if seat is None else seat
    assert action in state.legal_actions(mover), f"{action!r} is not legal: {state.problem(mover, action)}"
    events = state.apply(mover, action)
    assert sorted(state.all_cards()) == list(range(DECK_SIZE)), "a card is lost or doubled"
    return events


def give(state: ParadiseFallenState, seat: int, card: int) -> None:
    """Put ``card`` into ``seat``'s hand, taking it from the deck or the discard pile."""
    for pile in (state.deck, state.discard):
        if card in pile:
            pile.remove(card)
    state.hands[seat].append(card)


def lay(state: ParadiseFallenState, aberrations: dict[int, list[int]]) -> None:
    """Put these Aberrations on the table, taking them from wherever they were."""
    for cards in aberrations.values():
        for card in cards:
            for pile in (state.deck, state.discard, *state.hands):
                if card in pile:
                    pile.remove(card)
    state.aberrations = {spot: list(cards) for spot, cards in aberrations.items()}


def kinds(events: Sequence[Event]) -> list[str]:
    """The class names of events, in order."""
    return [type(e).__name__ for e in events]


def explored(state: ParadiseFallenState, seat: int, island: str, token: str = "up") -> None:
    """Put an explored island before ``seat`` (its first card not in play elsewhere)."""
    free = [c for c in cards_named(island) if c in state.deck]
    state.deck.remove(free[0])
    state.explored[seat].append({"island": island, "card": free[0], "token": token})
