"""A Paradisio match told in plain sentences: one line for each event, naming the rule behind it.

Pure text for the game log and the replay; never imports pygame.  Paradisio is
open information (both hands lie face up), so no line can give a secret away.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.core import Event

from .actions import MatchWon, RoundStarted, RoundTied, RoundWon, TilePlaced
from .tiles import TILE_COUNT, TILES


def tile_words(tile_id: int) -> str:
    """A tile as a player names it: "the isthmus tile" (one in the box), "a coast tile" (one of several)."""
    if not 0 <= tile_id < TILE_COUNT:
        return f"tile #{tile_id}"
    kind = TILES[tile_id].kind
    if kind.count == 1:
        return f"the {kind.name} tile"
    return f"a {kind.name} tile"


def place_words(cell: Sequence[int]) -> str:
    """Where a cell lies, counted from the round's first tile in the middle: "2 right and 1 up from the middle"."""
    col, row = int(cell[0]), int(cell[1])
    if col == row == 0:
        return "in the middle of the table"
    steps = []
    if col:
        steps.append(f"{abs(col)} {'right' if col > 0 else 'left'}")
    if row:
        steps.append(f"{abs(row)} {'down' if row > 0 else 'up'}")
    return " and ".join(steps) + " from the middle"


def token_words(tokens: Sequence[int], names: Sequence[str]) -> str:
    """Both seats' island tokens: "Ana 2, Ben 1"."""
    return f"{names[0]} {tokens[0]}, {names[1]} {tokens[1]}"


def describe(event: Event, names: Sequence[str]) -> str | None:
    """One log line for an event (None for events the log leaves out)."""
    if isinstance(event, TilePlaced):
        if tuple(event.cell) == (0, 0):
            return f"{names[event.seat]} lays the first tile, {tile_words(event.tile_id)}, in the middle of the table"
        return f"{names[event.seat]} lays {tile_words(event.tile_id)} {place_words(event.cell)}"
    if isinstance(event, RoundWon):
        winner, loser = names[event.winner], names[event.loser]
        return (f"Round {event.round} ends: {loser} cannot place any tile, so {winner}, who laid the last "
                f"tile, takes an island token (tokens: {token_words(event.tokens, names)})")
    if isinstance(event, RoundTied):
        return (f"Round {event.round} is a tie: all {TILE_COUNT} tiles are down, so nobody takes an island "
                f"token (tokens: {token_words(event.tokens, names)})")
    if isinstance(event, RoundStarted):
        return start_sentence(event, names)
    if isinstance(event, MatchWon):
        won, lost = event.tokens[event.winner], event.tokens[1 - event.winner]
        return f"{names[event.winner]} wins the match, {won}–{lost} in island tokens (the first to {won} tokens wins)"
    return None


def start_rule(event: RoundStarted) -> str:
    """In a few words, why the starter of a round starts it: "lost round 1: the loser starts"."""
    if event.because == "lost":
        return f"lost round {event.round - 1}: the loser starts"
    if event.because == "tied":
        return f"round {event.round - 1} was a tie, started by the other player"
    return "drawn at random"


def start_sentence(event: RoundStarted, names: Sequence[str]) -> str:
    """Who starts a round and the rule that says so."""
    starter = names[event.starter]
    deal = "8 tiles each, face up"
    if event.because == "lost":
        why = f"{starter} lost round {event.round - 1}, and the loser starts the next round"
    elif event.because == "tied":
        why = f"round {event.round - 1} was a tie and {starter} did not start it"
    else:
        why = "drawn at random"
    return f"Round {event.round}: {starter} starts ({why}); {deal}"
