"""The 2-player Paradisio match: rounds of tile laying, first to 3 island tokens.

How Paradise Table reads the rulebook (RULINGS.md §2, PARADISIO.md):

- Each round the 16 tiles are shuffled and dealt 8 and 8, face up: both hands
  are open information, so every view shows everything.
- A random player starts round 1.  The first tile of a round goes in the
  middle of the table, cell (0, 0); every later tile must share a side with a
  placed tile, match every placed neighbour and keep all tiles inside a 4×4
  box (see :mod:`game.paradisio.grid`).
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

from game.base import GameState
from game.codec import decode_state, encode_state
from game.core import (
    Action,
    CorruptSave,
    Event,
    GameRng,
    IllegalAction,
    Result,
    Seat,
    Standing,
)
from game.paradisio.actions import (
    MatchWon,
    Place,
    RoundStarted,
    RoundTied,
    RoundWon,
    StartRule,
    TilePlaced,
)
from game.paradisio.grid import Square, legal_placements, placement_problem, sentence, square_room
from game.paradisio.tiles import TILE_COUNT, TILES, tile_corners

TOKENS_TO_WIN = 3
"""Island tokens needed to win the match."""

HAND_SIZE = 8
"""Tiles dealt to each player at the start of a round."""

SAVE_VERSION = 1

ROUND_COLUMNS = 8
"""Up to this many rounds, the result has a breakdown column per round (longer matches: the notes tell)."""


def placed_view(placed: Square) -> list[dict[str, Any]]:
    """Placed tiles as a view shows them: cell, tile id, turn, kind name and corners, row by row."""
    return [{"cell": [c, r], "tile_id": t, "turn": turn, "kind": TILES[t].name, "corners": list(tile_corners(t, turn))}
            for (c, r), (t, turn) in sorted(placed.items())]


def square_from_view(placed: list[dict[str, Any]]) -> Square:
    """Placed tiles as cell -> (tile_id, turn), from a view's list (the inverse of :func:`placed_view`)."""
    return {(p["cell"][0], p["cell"][1]): (p["tile_id"], p["turn"]) for p in placed}


def can_place(placed: Square, hand: Sequence[int]) -> bool:
    """True when some tile of ``hand`` has a legal place on the table."""
    seen: set[str] = set()
    for tile_id in hand:
        kind = TILES[tile_id].name
        if kind in seen:
            continue
        seen.add(kind)
        if legal_placements(placed, tile_id):
            return True
    return False


class ParadisioState(GameState):
    """A whole 2-player match: the table, both open hands, tokens and turn."""

    GAME_ID: ClassVar[str] = "paradisio"

    def __init__(self, seats: Sequence[Seat], rng: GameRng, tokens_to_win: int = TOKENS_TO_WIN) -> None:
        self._seats = list(seats)
        self.rng = rng
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
    def seats(self) -> list[Seat]:
        """The two seats, in seat order."""
        return list(self._seats)

    @property
    def to_move(self) -> tuple[int, ...]:
        """The seat to place a tile now (empty once the match is over, and between a round's end and the next deal)."""
        return () if self.is_over or self._round_over else (self.player,)

    @property
    def is_over(self) -> bool:
        """True once a player has collected enough tokens."""
        return self.winner is not None

    def legal_actions(self, seat: int) -> list[Action]:
        """Every Place the seat may make now (all four turns of each fitting tile)."""
        if self.is_over or seat != self.player:
            return []
        return [Place(tile_id, p.cell, p.turn)
                for tile_id in self.hands[seat] for p in legal_placements(self.placed, tile_id)]

    def problem(self, seat: int, action: Action) -> str | None:
        """Why ``seat`` may not take ``action`` now, in a player's words (None if it may)."""
        if self.is_over:
            return "the match is over"
        if not isinstance(action, Place):
            return "in Paradisio the only move is placing a tile"
        if seat != self.player:
            return "it is not your turn"
        if action.tile_id not in self.hands[seat]:
            return "that is not your tile"
        if action.turn not in range(4):
            return "a tile can be turned 0 to 3 quarter turns"
        return placement_problem(self.placed, action.tile_id, (action.cell[0], action.cell[1]), action.turn)

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Place a tile; end the round (and maybe the match) when the next player is stuck."""
        why = self.problem(seat, action)
        if why:
            raise IllegalAction(sentence(why))
        assert isinstance(action, Place)
        cell = (int(action.cell[0]), int(action.cell[1]))
        self.hands[seat].remove(action.tile_id)
        self.placed[cell] = (action.tile_id, action.turn)
        self.last_placer = seat
        events: list[Event] = [self.happened(TilePlaced(seat, action.tile_id, cell, action.turn))]
        other = 1 - seat
        tied = len(self.placed) == TILE_COUNT
        if not tied and can_place(self.placed, self.hands[other]):
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
        if self.winner is not None:
            return f"{self._seats[self.winner].name} won {self.tokens[self.winner]}–{self.tokens[1 - self.winner]}"
        return f"Round {self.round} · tokens {self.tokens[0]}–{self.tokens[1]}"

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

    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything on the table (Paradisio is open information), JSON-safe."""
        return {
            "game": self.GAME_ID,
            "you": seat,
            "seats": [s.to_dict() for s in self._seats],
            "round": self.round,
            "starter": self.starter,
            "to_move": list(self.to_move),
            "hands": [list(h) for h in self.hands],
            "placed": placed_view(self.placed),
            "last_placer": self.last_placer,
            "tokens": list(self.tokens),
            "tokens_to_win": self.tokens_to_win,
            "is_over": self.is_over,
            "winner": self.winner,
            "last_round": None if self.last_round is None else {
                "round": self.last_round[0], "placed": placed_view(self.last_round[1]),
                "hands": [list(h) for h in self.last_round[2]]},
            "rounds": list(self.rounds),
        }

    def clone(self) -> "ParadisioState":
        """An independent deep copy."""
        other = ParadisioState(self._seats, self.rng.clone(), self.tokens_to_win)
        other._copy_table_from(self)
        return other

    def _copy_table_from(self, source: "ParadisioState") -> None:
        self.tokens = list(source.tokens)
        self.round, self.starter, self.player = source.round, source.starter, source.player
        self.hands = [list(h) for h in source.hands]
        self.placed = dict(source.placed)
        self.last_placer, self.winner = source.last_placer, source.winner
        self.last_round = None if source.last_round is None else (
            source.last_round[0], dict(source.last_round[1]), [list(h) for h in source.last_round[2]])
        self.rounds = list(source.rounds)

    def result(self) -> Result:
        """Winner first, with each seat's island tokens and, round by round, the token it took (1) or not (0).

        Each standing's note says in words which rounds the seat won and which were tied.
        """
        winner = self.winner
        if winner is None:
            raise ValueError("the match is not over yet")
        loser = 1 - winner
        standings = []
        for rank, seat in enumerate((winner, loser)):
            breakdown = {"island tokens": self.tokens[seat]}
            if len(self.rounds) <= ROUND_COLUMNS:
                breakdown |= {f"round {n}": int(taker == seat) for n, taker in enumerate(self.rounds, start=1)}
            standings.append(Standing(seat, rank + 1, self.tokens[seat], breakdown, rounds_note(self.rounds, seat)))
        name = self._seats[winner].name
        played = len(self.rounds)
        tied = self.rounds.count(None)
        rounds = f"{played} round{'s' if played != 1 else ''}" + (f", {tied} tied" if tied else "")
        return Result(standings, f"{name} wins {self.tokens[winner]}–{self.tokens[loser]} in island tokens "
                                 f"({rounds})")

    # -- saving ---------------------------------------------------------------
    def to_json(self) -> str:
        """Versioned JSON text of the whole match."""
        return encode_state(self.GAME_ID, SAVE_VERSION, {
            "seats": [s.to_dict() for s in self._seats],
            "rng": self.rng.to_json(),
            "tokens_to_win": self.tokens_to_win,
            "tokens": self.tokens,
            "round": self.round,
            "starter": self.starter,
            "player": self.player,
            "hands": self.hands,
            "placed": _square_rows(self.placed),
            "last_placer": self.last_placer,
            "winner": self.winner,
            "last_round": None if self.last_round is None else [
                self.last_round[0], _square_rows(self.last_round[1]), self.last_round[2]],
            "rounds": self.rounds,
        })

    @classmethod
    def from_json(cls, text: str | bytes) -> "ParadisioState":
        """Rebuild a match from :meth:`to_json` text; raises CorruptSave on bad data."""
        data = decode_state(text, cls.GAME_ID, SAVE_VERSION)
        try:
            state = cls([Seat.from_dict(s) for s in data["seats"]], GameRng.from_json(data["rng"]),
                        int(data["tokens_to_win"]))
            state.tokens = [int(t) for t in data["tokens"]]
            state.round, state.starter = int(data["round"]), int(data["starter"])
            state.player = int(data["player"])
            state.hands = [[int(t) for t in hand] for hand in data["hands"]]
            state.placed = _square_from_rows(data["placed"])
            state.last_placer = None if data["last_placer"] is None else int(data["last_placer"])
            state.winner = None if data["winner"] is None else int(data["winner"])
            last = data.get("last_round")  # saves from before it was kept have none
            if last is not None:
                state.last_round = (int(last[0]), _square_from_rows(last[1]), [[int(t) for t in h] for h in last[2]])
            rounds = data.get("rounds", [])  # saves from before rounds were kept have none
            if not isinstance(rounds, list):
                raise TypeError("rounds")
            state.rounds = [None if taker is None else int(taker) for taker in rounds]
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError) as exc:
            raise CorruptSave("the Paradisio save is damaged") from exc
        state._check_sane()
        return state

    def _check_sane(self) -> None:
        """Raise CorruptSave unless the tiles, seats and tokens add up."""
        tiles = [t for hand in self.hands for t in hand] + [t for t, _ in self.placed.values()]
        ok = (len(self._seats) == 2 and len(self.hands) == 2 and len(self.tokens) == 2
              and sorted(tiles) == list(range(TILE_COUNT)) and self.player in (0, 1)
              and self.starter in (0, 1) and all(turn in range(4) for _, turn in self.placed.values())
              and self.winner in (None, 0, 1) and min(self.tokens) >= 0)
        if not ok:
            raise CorruptSave("the Paradisio save does not add up")
        finished = self.round - 1 + (self.winner is not None)
        if self.rounds and (len(self.rounds) != finished or any(t not in (None, 0, 1) for t in self.rounds)
                            or [self.rounds.count(0), self.rounds.count(1)] != self.tokens):
            raise CorruptSave("the Paradisio save's rounds do not add up to its tokens")
        try:
            square_room(self.placed)
            if self.last_round is not None:
                square_room(self.last_round[1])
        except ValueError as exc:
            raise CorruptSave("the Paradisio save has a tile outside the 4×4 square") from exc


def rounds_note(rounds: Sequence[int | None], seat: int) -> str:
    """In words, the rounds ``seat`` won and the rounds tied: "won rounds 1, 3 and 4 · round 2 tied"."""
    won = [n for n, taker in enumerate(rounds, start=1) if taker == seat]
    tied = [n for n, taker in enumerate(rounds, start=1) if taker is None]
    parts = []
    if won:
        parts.append(f"won {_numbered('round', won)}")
    if tied:
        parts.append(f"{_numbered('round', tied)} tied")
    return " · ".join(parts) or "won no round"


def _numbered(word: str, numbers: Sequence[int]) -> str:
    """"round 2", "rounds 1 and 3", "rounds 1, 3 and 4"."""
    if len(numbers) == 1:
        return f"{word} {numbers[0]}"
    return f"{word}s {', '.join(map(str, numbers[:-1]))} and {numbers[-1]}"


def _square_rows(square: Square) -> list[list[int]]:
    """Placed tiles as save rows ``[col, row, tile_id, turn]``."""
    return [[c, r, t, turn] for (c, r), (t, turn) in sorted(square.items())]


def _square_from_rows(rows: list[list[Any]]) -> Square:
    """Placed tiles from :func:`_square_rows` rows."""
    return {(int(c), int(r)): (int(t), int(turn)) for c, r, t, turn in rows}


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
    """Rebuild a playable state from a view (Paradisio is open information).

    No bot uses it (the bots think from the view itself); it shows that a view
    holds everything the rules need.  The deal order is not in a view, so the
    rebuilt state deals later rounds differently.
    """
    state = ParadisioState([Seat.from_dict(s) for s in view["seats"]], GameRng(0),
                           int(view["tokens_to_win"]))
    state.tokens = list(view["tokens"])
    state.round, state.starter = int(view["round"]), int(view["starter"])
    state.player = view["to_move"][0] if view["to_move"] else state.starter
    state.hands = [list(h) for h in view["hands"]]
    state.placed = square_from_view(view["placed"])
    state.last_placer, state.winner = view["last_placer"], view["winner"]
    state.rounds = list(view.get("rounds", []))
    last = view.get("last_round")
    if last is not None:
        state.last_round = (last["round"], square_from_view(last["placed"]), [list(h) for h in last["hands"]])
    return state
