"""The state of a game of Paradise Fallen and the flow of a turn.

A turn (``state.turn`` is the seat playing) has a *play phase* and an *end
phase*.  In the play phase the player trips, explores, lays Aberrations and
uses one island power, in any order and as often as the rules allow; Aptitudes
only while nothing else has been done this turn.  ``EndPlay`` starts the end
phase: ``Discard`` any cards one by one, then ``Done`` draws up to 5 (6 after
Hawaii's power this turn) and play passes to the left (seat + 1).  A choice a
card or power asks for (a raid's pick, Oahu's sail, Lanai's deal, ...) is
``state.pending``; ``to_move`` is then whoever makes it.

Rulings where the rulebook and RULINGS §3 are silent (also in the in-app rules):

* Who starts is chosen at setup (the rulebook's "last player to have visited an
  island"): a seat, or "random" (the default), drawn from the game's seed after
  the deal.  A game recorded before the choice existed starts with seat 1
  (``FIRST_SEAT``).  Every canoe starts on the centre; each seat is dealt 5 cards.
* A trip is offered along the cheapest path to each destination for each set of
  card-effect gaps (Raiding Tribe, Driftwood) it may cross; a trip back to where
  the canoe is only when it crosses such a gap.  Ties: the shortest path, then
  the first in number order.  The payment must cover the cost irredundantly (no
  card could be left out); one card may overpay and the surplus is lost.  Cards
  with one face are interchangeable, so a payment names the lowest ids of each
  face in the hand (:func:`~game.paradise_fallen.trips.canonical_payment`).
* After a trip its gaps' card effects happen in the order crossed.  Driftwood
  draws one card the first time it is crossed in a turn.  Raiding Tribe: the
  player on the traveller's left (seat + 1) picks one of the traveller's cards,
  shuffled face down, and it is discarded face up (an empty hand loses nothing).
* Island powers are used in the play phase, one a turn, with any face-up token
  (the one just earned too); the power must be able to do something (Oahu: an
  explored island elsewhere; Molokai: an Island card for an island orthogonally
  next to the canoe that you have not explored; Kauai and Kahoolawe: an
  Aberration in play).  Kauai moves up to two Aberrations one at a time (the
  same one twice if wanted; Done stops early).  Niihau returns only Ration
  cards (not Island cards paid as rations) paid this turn and still in the
  discard pile.  Lanai draws one card per player, only the user sees them, and
  gives each player one; with fewer cards drawn, some players get none.
* Aptitudes are played only before anything else this turn (several may be),
  and only when they can act (the Shaman: an Aberration in play; Ancestors'
  Blessing: a spent token of yours; the Trickster: another player holding
  cards).  Lasting ones lie face up until the end of the turn (the refill's
  ``Done``), then go to the discard pile; the others act at once and are
  discarded first.  The Sea Turtle's ride and Oahu's sail are free and cross
  no gap effects.  The Trickster's card is taken at random by the game.
* Only the canonical trip and payment are legal (``problem`` and
  ``legal_actions`` agree exactly, as the contract asks): a table that lets a
  player pick cards maps them with ``canonical_payment`` first.
* The deck is reshuffled from the discard pile as soon as it runs out; if the
  discard pile was empty then, as soon as a card reaches it (at the end of the
  move that put it there, as the rulebook's "at any point the deck is empty,
  immediately shuffle" asks); with both empty, draws stop short.
* ``turns_left`` counts the turns still to play once the end is triggered,
  the one under way included (the number of players at the trigger).
* The end: once a player has explored 8/7/6 islands (2/3/4 players; Molokai's
  count too), that player finishes the turn and every other player has exactly
  one more turn.  Most explored islands wins; a tie goes to most face-up
  Kanaloa tokens; still tied, the victory is shared.
"""
from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any, ClassVar

from game.base import GameState, Hiding, Legality, Pictures
from game.core import Action, Event, GameRng, Result, Seat, Standing, TieBreak, make_seats

from . import hidden, legal, narrate, play, snapshot
from .cards import APTITUDE_BY_NAME, CARDS, CENTRE, DECK_SIZE, HAND_SIZE, ISLANDS, PLAYER_TARGETS
from .events import CardsDrawn, DeckReshuffled, EndTriggered

TOKEN_UP = "up"
"""An explored island's Kanaloa token lying face up (its power is there to use)."""


class ParadiseFallenState(GameState):
    """A game of Paradise Fallen in progress (follows :class:`game.core.State`; the base owns the seats,
    ``apply``, the result's guard and the versioned JSON)."""

    GAME_ID: ClassVar[str] = "paradise-fallen"
    VERSION: ClassVar[int] = 1
    TITLE: ClassVar[str] = "Paradise Fallen"
    LEGAL: ClassVar[Legality] = legal
    PICTURES: ClassVar[Pictures] = snapshot
    HIDDEN: ClassVar[Hiding] = hidden

    def __init__(self, seats: Sequence[Seat], grid: Sequence[str], rng: GameRng) -> None:
        super().__init__(seats, rng)
        n = len(seats)
        self.grid = list(grid)
        self.deck: list[int] = []
        """Face down; the top card is the last."""
        self.discard: list[int] = []
        """Face up, bottom to top."""
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.canoes = [CENTRE] * n
        self.aberrations: dict[int, list[int]] = {}
        self.explored: list[list[dict[str, Any]]] = [[] for _ in range(n)]
        """Per seat: {"island", "card", "token"} in the order explored."""
        self.active: list[list[int]] = [[] for _ in range(n)]
        """Per seat: lasting Aptitudes face up for this turn."""
        self.turn = 0
        self.turn_number = 1
        self.phase = "play"
        self.acted = False
        self.power_used = False
        self.refill_to = HAND_SIZE
        self.paid_rations: list[int] = []
        self.driftwood_drawn = False
        self.effects: list[str] = []
        """Card effects of the last trip still to happen, in order."""
        self.pending: dict[str, Any] | None = None
        self.end_triggered_by: int | None = None
        self.turns_left: int | None = None
        """Turns still to be played once the end is triggered, the one under way included."""
        self.winners: list[int] = []

    # --- the State protocol -------------------------------------------------
    @property
    def target(self) -> int:
        """Explored islands that trigger the end."""
        return PLAYER_TARGETS[self.players]

    @property
    def to_move(self) -> tuple[int, ...]:
        """The one seat to act: the decider of a pending choice, else the seat whose turn it is."""
        if self.phase == "over":
            return ()
        if self.pending is not None:
            return (int(self.pending["seat"]),)
        return (self.turn,)

    def carry_out(self, seat: int, action: Action) -> list[Event]:
        """Carry out a legal action (see :mod:`play`); a card it put on the discard pile while the deck was
        empty is shuffled into a new deck at once."""
        events = play.carry_out(self, seat, action)
        return events if self.phase == "over" else events + self.reshuffle_if_empty()

    def progress(self) -> str:
        """How far the game has come: the turn, or who won."""
        summary = self.result().summary if self.phase == "over" else ""
        return narrate.progress(self.turn_number, self.turns_left, summary)

    def clone(self) -> "ParadiseFallenState":
        """An independent deep copy (faster than the base's deepcopy)."""
        twin = copy.copy(self)
        twin.rng = self.rng.clone()
        twin._seats = list(self._seats)
        for name in ("grid", "deck", "discard", "canoes", "paid_rations", "effects", "winners"):
            setattr(twin, name, list(getattr(self, name)))
        twin.hands = [list(h) for h in self.hands]
        twin.active = [list(a) for a in self.active]
        twin.aberrations = {s: list(c) for s, c in self.aberrations.items()}
        twin.explored = [[dict(e) for e in row] for row in self.explored]
        twin.pending = copy.deepcopy(self.pending)
        return twin

    @property
    def is_over(self) -> bool:
        """True once the last turn has ended."""
        return self.phase == "over"

    def ranking(self) -> dict[int, tuple[int, int]]:
        """Each seat's (explored islands, face-up Kanaloa tokens): the score, then the rules' one tie-break."""
        return {s: (len(self.explored[s]), self.tokens_up(s)) for s in range(self.players)}

    def standings(self) -> Result:
        """Most explored islands wins (Molokai's count too); a tie goes to most face-up tokens; still tied, shared.

        Each standing's breakdown is the islands it explored (they are its score); its face-up tokens are its tie-break.
        """
        keys = self.ranking()
        order = sorted(keys, key=lambda s: (-keys[s][0], -keys[s][1], s))
        standings = []
        for seat in order:
            count, tokens = keys[seat]
            rank = 1 + sum(1 for other in keys if keys[other] > keys[seat])
            tied = any(keys[other][0] == count for other in keys if other != seat)
            standings.append(Standing(seat, rank, count, {island: 1 for island in ISLANDS if island in self.explored_islands(seat)},
                                      narrate.tie_note(tokens) if tied else "",
                                      [TieBreak(narrate.FACE_UP_TOKENS, tokens)]))
        best = keys[order[0]]
        names = [self._seats[s].name for s in order if keys[s] == best]
        broken = any(keys[s][0] == best[0] and keys[s] != best for s in keys)
        summary = narrate.result_summary(names, best[0], best[1], broken)
        if self.end_triggered_by is not None:
            summary += narrate.last_turns(self.end_triggered_by, [seat.name for seat in self._seats])
        return Result(standings, summary, narrate.ISLANDS_EXPLORED)

    def result_winners(self) -> list[int]:
        """The seats with most explored islands, then most face-up tokens (several: a shared win)."""
        keys = self.ranking()
        return [s for s in range(self.players) if keys[s] == max(keys.values())]

    # --- what the rules ask of a seat ---------------------------------------
    def tokens_up(self, seat: int) -> int:
        """Face-up Kanaloa tokens before ``seat``."""
        return sum(1 for e in self.explored[seat] if e["token"] == TOKEN_UP)

    def explored_islands(self, seat: int) -> list[str]:
        """The islands ``seat`` has explored, in order."""
        return [e["island"] for e in self.explored[seat]]

    def aptitudes(self, seat: int) -> list[str]:
        """Names of the lasting Aptitudes ``seat`` has face up this turn."""
        return [CARDS[c].name for c in self.active[seat]]

    def position_of(self, island: str) -> int:
        """Where ``island`` lies on the grid."""
        return self.grid.index(island)

    def card_count(self) -> int:
        """Every card somewhere (deck, discard, hands, explored, Aberrations in play, active Aptitudes, Lanai's deal)."""
        return len(self.all_cards())

    def all_cards(self) -> list[int]:
        """Every card id where it lies now (each of the 85 exactly once in a sound state)."""
        cards = self.deck + self.discard + [c for h in self.hands for c in h]
        cards += [e["card"] for row in self.explored for e in row]
        cards += [c for spot in self.aberrations.values() for c in spot]
        cards += [c for a in self.active for c in a]
        if self.pending is not None and self.pending["kind"] == "lanai":
            cards += list(self.pending["cards"])
        return cards

    # --- moving cards ---------------------------------------------------------
    def reshuffle_if_empty(self) -> list[Event]:
        """The deck is empty and the discard pile is not: shuffle it into a new deck."""
        if self.deck or not self.discard:
            return []
        self.deck, self.discard = self.discard, []
        self.rng.shuffle(self.deck)
        return [self.happened(DeckReshuffled(len(self.deck)))]

    def draw_cards(self, count: int) -> tuple[list[int], list[Event]]:
        """Take up to ``count`` cards off the deck (reshuffling as it runs out); the cards and events."""
        cards: list[int] = []
        events: list[Event] = []
        for _ in range(count):
            events += self.reshuffle_if_empty()
            if not self.deck:
                break
            cards.append(self.deck.pop())
            events += self.reshuffle_if_empty()
        return cards, events

    def draw(self, seat: int, count: int, why: str) -> list[Event]:
        """``seat`` draws ``count`` cards into the hand (fewer if deck and discard run dry)."""
        cards, reshuffles = self.draw_cards(count)
        self.hands[seat] += cards
        if not cards:
            return reshuffles
        return reshuffles + [self.happened(CardsDrawn(seat, len(cards), why))]

    def to_discard(self, seat: int, card: int) -> None:
        """Move ``card`` from ``seat``'s hand to the top of the discard pile."""
        self.hands[seat].remove(card)
        self.discard.append(card)

    def check_end(self, seat: int) -> list[Event]:
        """Trigger the end (once) when ``seat`` has explored the target number of islands."""
        if self.end_triggered_by is not None or len(self.explored[seat]) < self.target:
            return []
        self.end_triggered_by, self.turns_left = seat, self.players
        return [self.happened(EndTriggered(seat, self.target))]

    def is_lasting(self, card: int) -> bool:
        """True for an Aptitude that lies face up for the rest of the turn."""
        return APTITUDE_BY_NAME[CARDS[card].name].lasting


def deal_grid(rng: GameRng) -> list[str]:
    """The nine islands laid out at random, row by row."""
    grid = list(ISLANDS)
    rng.shuffle(grid)
    return grid


RANDOM_FIRST = "random"
"""The first-player choice that lets the seed pick who starts."""
FIRST_SEAT = 1
"""Who starts a game recorded without the choice: seat 1 (seats count from 1 here, as on the setup screen)."""


def new_game(seats: Sequence[Seat] | int, seed: int | None = None,
             first_player: int | str = FIRST_SEAT) -> ParadiseFallenState:
    """A new game for 2-4 seats, deterministic for ``seed``: grid laid, deck shuffled, five cards each, and
    ``first_player`` (a seat from 1, or ``RANDOM_FIRST``: drawn after the deal) to start."""
    if isinstance(seats, int):
        seats = make_seats([f"Player {i + 1}" for i in range(seats)])
    seats = list(seats)
    if not 2 <= len(seats) <= 4:
        raise ValueError("Paradise Fallen is for 2 to 4 players")
    rng = GameRng(seed)
    state = ParadiseFallenState(seats, deal_grid(rng), rng)
    state.deck = list(range(DECK_SIZE))
    rng.shuffle(state.deck)
    for seat in range(len(seats)):
        state.hands[seat] = [state.deck.pop() for _ in range(HAND_SIZE)]
    if first_player == RANDOM_FIRST:
        state.turn = rng.randrange(len(seats))
    elif isinstance(first_player, int) and not isinstance(first_player, bool) and 1 <= first_player <= len(seats):
        state.turn = first_player - 1
    else:
        raise ValueError(f"seat {first_player} is not at a table of {len(seats)}")
    return state
