"""The 2-player Paradisio match: rounds of tile laying, first to 3 island tokens.

How Paradise Table reads the rulebook (RULINGS.md §2, PARADISIO.md):

- Each round the 16 tiles are shuffled and dealt 8 and 8, face up: both hands
  are open information, so every view shows everything.
- A random player starts round 1.  The first tile of a round goes in the
  middle of the table, cell (0, 0); every later tile must share a side with a
  placed tile, match every placed neighbour and keep all tiles inside a 4×4
  box (see :mod:`game.paradisio.grid` and :mod:`game.paradisio.legal`).
- A round ends when the player to move cannot place any tile: the other
  player, who placed the last tile, wins an island token.  When all 16 tiles
  are down the round is a tie and nobody scores.
- The loser of a round starts the next; after a tie, the player who did not
  start the tied round starts.  Every new round reshuffles all 16 tiles.
- The first player to collect 3 island tokens wins the match.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from game.base import GameState, Hiding, Legality, Pictures
from game.core import Action, Event, GameRng, Result, Seat, Standing
from game.paradisio import hidden, legal, narrate, snapshot
from game.paradisio.actions import Place
from game.paradisio.events import MatchWon, RoundStarted, RoundTied, RoundWon, StartRule, TilePlaced
from game.paradisio.grid import Square
from game.paradisio.tiles import TILE_COUNT

TOKENS_TO_WIN = 3
"""Island tokens needed to win the match."""

HAND_SIZE = 8
"""Tiles dealt to each player at the start of a round."""


class ParadisioState(GameState):
    """A whole 2-player match: the table, both open hands, tokens and turn."""

    GAME_ID: ClassVar[str] = "paradisio"
    TITLE: ClassVar[str] = "Paradisio"
    LEGAL: ClassVar[Legality] = legal
    PICTURES: ClassVar[Pictures] = snapshot
    HIDDEN: ClassVar[Hiding] = hidden

    def __init__(self, seats: Sequence[Seat], rng: GameRng, tokens_to_win: int = TOKENS_TO_WIN) -> None:
        super().__init__(seats, rng)
        self.tokens_to_win = tokens_to_win
        self.tokens = [0, 0]
        self.round = 0
        self.starter = 0
        self.player = 0
        self.hands: list[list[int]] = [[], []]
        self.placed: Square = {}
        self.last_placer: int | None = None
        self.winner: int | None = None
        self._round_over = False
        self.last_round: tuple[int, Square, list[list[int]]] | None = None
        """The last finished round as it ended: its number, the placed tiles and both hands."""
        self.rounds: list[int | None] = []
        """Who took the token in each finished round, round 1 first (None: a tie)."""

    # -- the State protocol -------------------------------------------------
    @property
    def to_move(self) -> tuple[int, ...]:
        """The seat to place a tile now (empty once the match is over, and between a round's end and the next deal)."""
        return () if self.is_over or self._round_over else (self.player,)

    @property
    def is_over(self) -> bool:
        """True once a player has collected enough tokens."""
        return self.winner is not None

    def carry_out(self, seat: int, action: Action) -> list[Event]:
        """Place a tile; end the round (and maybe the match) when the next player is stuck."""
        assert isinstance(action, Place)
        cell = (int(action.cell[0]), int(action.cell[1]))
        self.hands[seat].remove(action.tile_id)
        self.placed[cell] = (action.tile_id, action.turn)
        self.last_placer = seat
        events: list[Event] = [self.happened(TilePlaced(seat, action.tile_id, cell, action.turn))]
        other = 1 - seat
        tied = len(self.placed) == TILE_COUNT
        if not tied and legal.can_place(self.placed, self.hands[other]):
            self.player = other
            return events
        self.last_round = (self.round, dict(self.placed), [list(h) for h in self.hands])
        self._round_over = True  # only while the round's end is told: the next deal (or the match's end) follows at once
        self.rounds.append(None if tied else seat)
        if tied:
            events.append(self.happened(RoundTied(self.round, self.token_pair())))
            events += self._next_round(1 - self.starter, "tied")
        else:
            self.tokens[seat] += 1
            events.append(self.happened(RoundWon(self.round, seat, other, self.token_pair())))
            if self.tokens[seat] >= self.tokens_to_win:
                self.winner = seat
                events.append(self.happened(MatchWon(seat, self.token_pair())))
            else:
                events += self._next_round(other, "lost")
        return events

    def progress(self) -> str:
        """The round and the island tokens, e.g. "Round 3 · tokens 1–1"."""
        return narrate.progress([s.name for s in self.seats], self.round, self.token_pair(), self.winner)

    def token_pair(self) -> tuple[int, int]:
        """Both seats' island tokens, seat 0 first."""
        return self.tokens[0], self.tokens[1]

    def _next_round(self, starter: int, because: StartRule = "drawn") -> list[Event]:
        """Shuffle all 16 tiles, deal 8 and 8 face up, and let ``starter`` begin."""
        tiles = list(range(TILE_COUNT))
        self.rng.shuffle(tiles)
        self.hands = [sorted(tiles[:HAND_SIZE]), sorted(tiles[HAND_SIZE:2 * HAND_SIZE])]
        self.placed = {}
        self.round += 1
        self.starter = self.player = starter
        self.last_placer = None
        self._round_over = False
        return [self.happened(RoundStarted(self.round, starter, (tuple(self.hands[0]), tuple(self.hands[1])), because))]

    # -- the end ----------------------------------------------------------------
    def standings(self) -> Result:
        """Winner first; each seat's score is its island tokens, made of one part per round it won.

        Each standing's note says in words which rounds the seat won and which were tied.
        """
        winner = self.winner
        assert winner is not None
        names = [s.name for s in self.seats]
        standings = [Standing(seat, rank, self.tokens[seat], narrate.rounds_won(self.rounds, seat),
                              narrate.rounds_note(self.rounds, seat))
                     for rank, seat in enumerate((winner, 1 - winner), start=1)]
        return Result(standings, narrate.match_summary(names, winner, self.token_pair(), self.rounds),
                      narrate.ISLAND_TOKENS)

    # -- copies and saves ---------------------------------------------------------
    def clone(self) -> "ParadisioState":
        """An independent copy (faster than a deep copy)."""
        other = ParadisioState(self.seats, self.rng.clone(), self.tokens_to_win)
        other.tokens = list(self.tokens)
        other.round, other.starter, other.player = self.round, self.starter, self.player
        other.hands = [list(h) for h in self.hands]
        other.placed = dict(self.placed)
        other.last_placer, other.winner = self.last_placer, self.winner
        other.last_round = None if self.last_round is None else (
            self.last_round[0], dict(self.last_round[1]), [list(h) for h in self.last_round[2]])
        other.rounds = list(self.rounds)
        return other

def new_game(seats: Sequence[Seat], seed: int | None = None, *,
             tokens_to_win: int = TOKENS_TO_WIN) -> ParadisioState:
    """Start a match for two seats: a random first player and a fresh deal."""
    if len(seats) != 2:
        raise ValueError("Paradisio is played by exactly 2 players")
    state = ParadisioState(seats, GameRng(seed), tokens_to_win)
    first = state.rng.randrange(2)
    state._next_round(first)
    return state


def state_from_view(view: dict[str, Any]) -> ParadisioState:
    """A playable match rebuilt from a view (see :func:`game.paradisio.snapshot.state_from_view`)."""
    return snapshot.state_from_view(ParadisioState, view)
