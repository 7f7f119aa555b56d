"""The four prestige tracks: values up to 20, and who is ahead on a shared space.

A track is a list of ``[party, value]`` pairs, best first (a party is a seat, or
:data:`EVIL_AI`).  Trackers never stack: one that gains onto an occupied space goes
behind those already there; one that loses onto an occupied space stays ahead of
them; trackers that move at the same moment (:func:`move_together`) keep the order they had among
themselves.  Above 20, each further symbol pays 1 instead (the caller banks it).
"""
from __future__ import annotations

from dataclasses import dataclass

from .boards import PRESTIGE_CAP
from .tiles import PRESTIGE, Prestige

EVIL_AI = -1
"""The party number of the Evil A.I. (solo) on the tracks and in the ledger."""

Track = list[list[int]]


@dataclass(frozen=True)
class Move:
    """How a tracker moved: from ``before`` to ``after``; ``overflow`` symbols above the cap pay cash."""

    before: int
    after: int
    overflow: int


def value(track: Track, party: int) -> int:
    """Where ``party``'s tracker stands."""
    return next(v for p, v in track if p == party)


def position(track: Track, party: int) -> int:
    """0 for the tracker ahead of all others, 1 for the next, and so on."""
    return next(i for i, (p, _) in enumerate(track) if p == party)


def order(track: Track) -> list[int]:
    """Parties best first."""
    return [p for p, _ in track]


def new_track(start: list[tuple[int, int]]) -> Track:
    """A track with ``(party, value)`` trackers; on a shared space the earlier-listed is ahead."""
    track: Track = []
    for party, amount in start:
        index = next((i for i, (_, v) in enumerate(track) if v < amount), len(track))
        track.insert(index, [party, amount])
    return track


def move_together(track: Track, amounts: dict[int, int]) -> dict[int, Move]:
    """Move several trackers at the same moment (RULINGS: simultaneous gains), each by its amount in
    ``amounts`` (negative: a loss), within 0–20.

    A tracker that gains goes behind the trackers already on the space it reaches, one that loses stays
    ahead of them, and trackers that move keep the order they had among themselves (never seat order).
    """
    moves: dict[int, Move] = {}
    for party, amount in amounts.items():
        before = value(track, party)
        after = max(0, min(PRESTIGE_CAP, before + amount))
        moves[party] = Move(before, after, max(0, before + amount - after))

    def place(item: tuple[int, list[int]]) -> tuple[int, int, int]:
        index, (party, before) = item
        after = moves[party].after if party in moves else before
        arrival = 1 if after == before else (2 if after > before else 0)  # losers ahead, gainers behind
        return (-after, arrival, index)

    placed = sorted(enumerate(track), key=place)
    track[:] = [[party, moves[party].after if party in moves else before] for _, (party, before) in placed]
    return moves


def gain(track: Track, party: int, amount: int) -> Move:
    """Move ``party`` up ``amount`` (capped at 20; behind trackers already on the new space)."""
    return move_together(track, {party: amount})[party]


def lose(track: Track, party: int, amount: int) -> Move:
    """Move ``party`` down ``amount`` (not below 0; ahead of trackers already on the new space)."""
    return move_together(track, {party: -amount})[party]


def totals(tracks: dict[Prestige, Track], party: int) -> int:
    """``party``'s prestige over all four tracks."""
    return sum(value(tracks[kind], party) for kind in PRESTIGE)


def check_track(track: Track, parties: list[int]) -> None:
    """Raise ValueError unless ``track`` holds each party once, values 0–20, best first."""
    if sorted(p for p, _ in track) != sorted(parties):
        raise ValueError("a prestige track does not hold every tracker once")
    values = [v for _, v in track]
    if any(not 0 <= v <= PRESTIGE_CAP for v in values) or values != sorted(values, reverse=True):
        raise ValueError("a prestige track is out of order")
