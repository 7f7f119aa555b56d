"""The state of a game of The Last Paradise and the whole flow of a game.

Phases (``state.phase``) and who moves (``state.to_move``):

* ``"choose lot"`` - start phase: the chooser picks an opening villa to auction
  (first a random "youngest" seat, then the buyer of the last lot).  The last
  of the four is chosen automatically.
* ``"bid"`` - every seat still to bid moves at once (a sealed bid).
* ``"offer"`` - rounds 1..12: the other seats, one at a time in seat order after
  the buyer, offer the buyer money for "nature" or "building", or pass.
  A seat with no money is asked too (its only legal action is ``PassOffer``),
  so the table never learns who is broke from a step that was skipped.
* ``"answer"`` - the buyer accepts or declines each offer.
* ``"place"`` - the buyer puts the counter down; then the round ends: bonuses,
  then the deals that were met.
* ``"over"`` - after round 12 and the environmental prizes.

Rulings chosen here (the rulebook and RULINGS.md are silent): every seat takes
part in a sealed bid, a seat with no money bidding 0; the start phase has no
negotiation (those villas stay villas); the island bonus is also checked when
an opening villa is bought; a deal's condition is the side of the counter.
"""
from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any, ClassVar

from game.base import GameState, Hiding, Legality, Pictures
from game.core import Action, Event, GameRng, Result, Seat, Standing, make_seats

from . import events as ev
from . import hidden, legal, narrate, snapshot
from .actions import Answer, Bid, ChooseLot, Offer, PassOffer, Place
from .auction import FIRST_CALL, RULE_NO_BIDS, Stage, sealed_auction
from .board import BUILDING, COUNTERS, DISTRICTS, NATURE, OPENING_VILLAS, ROUNDS, SITES, STANDARD_STARTING_MONEY, Placement
from .ledger import BANK, LedgerEntry, transfer
from .legal import Phase
from .scoring import PRIZE_REASON, Payment, appraisal, environmental_prizes, exclusive_bonus, island_bonus, money_breakdown, placement_bonuses


class LastParadiseState(GameState):
    """A game of The Last Paradise in progress (follows :class:`game.core.State`)."""

    GAME_ID: ClassVar[str] = "last-paradise"
    VERSION: ClassVar[int] = 1
    TITLE: ClassVar[str] = "Last Paradise"
    LEGAL: ClassVar[Legality] = legal
    PICTURES: ClassVar[Pictures] = snapshot
    HIDDEN: ClassVar[Hiding] = hidden
    """As in "the Last Paradise save is damaged"."""

    def __init__(self, seats: Sequence[Seat], starting_money: int, rng: GameRng) -> None:
        super().__init__(seats, rng)
        n = len(seats)
        self.starting_money = starting_money
        self.money = [starting_money] * n
        self.ledger: list[LedgerEntry] = []
        self.board: dict[int, Placement] = {}
        self.pile: list[str] = []
        self.phase: Phase = "choose lot"
        self.round = 0
        self.youngest = 0
        self.chooser = 0
        self.opening_left: list[int] = []
        self.lot: str | None = None
        self.lot_site: int | None = None
        self.stage: Stage = FIRST_CALL
        self.bidders: list[int] = []
        self.minimum = 0
        self.bids: dict[int, int] = {}
        self.auctions: list[dict[str, Any]] = []
        self.buyer: int | None = None
        self.offers: list[dict[str, Any]] = []
        self.offer_queue: list[int] = []
        self.trees = [0] * n
        self.island_paid = [False] * n
        self.prizes = [0] * n

    # --- the State protocol -------------------------------------------------
    @property
    def to_move(self) -> tuple[int, ...]:
        """All seats still to bid in a sealed bid; otherwise the one seat to act."""
        if self.phase == "bid":
            return tuple(s for s in self.bidders if s not in self.bids)
        if self.phase == "choose lot":
            return (self.chooser,)
        if self.phase == "offer":
            return tuple(self.offer_queue[:1])
        if self.phase in ("answer", "place"):
            assert self.buyer is not None
            return (self.buyer,)
        return ()

    @property
    def simultaneous(self) -> bool:
        """True while sealed bids are entered (each bidder in secret, revealed together)."""
        return self.phase == "bid"

    def progress(self) -> str:
        """How far the game has come: the start phase, a round of twelve, or who won."""
        if self.phase == "over":
            summary = self.result().summary.rstrip(".")
            return summary if len(summary) <= 60 else summary[:59] + "…"
        if self.round == 0:
            return "Opening villas"
        return f"Round {self.round} of {ROUNDS}"

    def carry_out(self, seat: int, action: Action) -> list[Event]:
        """Carry out a legal action for ``seat`` and return its events."""
        if isinstance(action, ChooseLot):
            return self._auction_opening_villa(seat, action.site)
        if isinstance(action, Bid):
            return self._enter_bid(seat, action.amount)
        if isinstance(action, Offer):
            self.offers.append({"seat": seat, "amount": action.amount, "condition": action.condition,
                                "accepted": None})
            return [self.happened(ev.OfferMade(seat, action.amount, action.condition))] + self._next_offer(pop=True)
        if isinstance(action, PassOffer):
            return [self.happened(ev.OfferPassed(seat))] + self._next_offer(pop=True)
        if isinstance(action, Answer):
            return self._answer(seat, action)
        assert isinstance(action, Place)
        return self._place(seat, action.site, action.side)

    def clone(self) -> "LastParadiseState":
        """An independent deep copy (placements and ledger entries are immutable, so shared)."""
        twin = copy.copy(self)
        twin.rng = self.rng.clone()
        for name, value in vars(self).items():
            if isinstance(value, (list, dict)) and name != "auctions" and name != "offers":
                setattr(twin, name, copy.copy(value))
        twin.auctions = [{**a, "bids": dict(a["bids"])} for a in self.auctions]
        twin.offers = [dict(o) for o in self.offers]
        return twin

    @property
    def is_over(self) -> bool:
        """True once the environmental prizes are paid."""
        return self.phase == "over"

    def standings(self) -> Result:
        """Final standings after the appraisal (rank 1: the winners; none if all lost).

        Each breakdown is where the seat's final money came from (:func:`.scoring.money_breakdown`); the
        rules break no tie (equal money shares a rank), so ``tie_breaks`` stay empty, and a note says who
        lost by ending below the starting money.
        """
        money = dict(enumerate(self.money))
        judged = appraisal(money, self.starting_money, {s.index: s.name for s in self.seats})
        standings = [Standing(s, judged.ranks[s], money[s], money_breakdown(self.ledger, s, self.starting_money),
                              judged.notes.get(s, ""))
                     for s in sorted(money, key=lambda s: (judged.ranks[s], s))]
        return Result(standings, judged.summary, narrate.FINAL_MONEY)

    # --- start phase and auctions -------------------------------------------
    def start(self) -> list[Event]:
        """Set up the board and pile and open the start phase (called by :func:`new_game`)."""
        for counter in OPENING_VILLAS:
            district = DISTRICTS[COUNTERS[counter].district]
            site = self.rng.choice(district.beach_sites)
            self.board[site] = Placement(counter, BUILDING, None)
            self.opening_left.append(site)
        self.pile = [c for c in COUNTERS if c not in OPENING_VILLAS]
        self.rng.shuffle(self.pile)
        self.youngest = self.chooser = self.rng.randrange(self.players)
        return []

    def _auction_opening_villa(self, seat: int | None, site: int) -> list[Event]:
        self.opening_left.remove(site)
        self.lot_site, self.lot = site, self.board[site].counter
        self._open_bidding(FIRST_CALL, list(range(self.players)), 0)
        return [self.happened(ev.LotChosen(seat, site, self.lot))]

    def _open_bidding(self, stage: Stage, bidders: list[int], minimum: int) -> None:
        self.phase, self.stage, self.bidders, self.minimum, self.bids = "bid", stage, bidders, minimum, {}

    def _enter_bid(self, seat: int, amount: int) -> list[Event]:
        self.bids[seat] = amount
        events: list[Event] = [self.happened(ev.BidEntered(seat))]
        if len(self.bids) < len(self.bidders):
            return events
        outcome = sealed_auction(self.bids, self.minimum, self.stage)
        self.auctions.append({"round": self.round, "counter": self.lot, "bids": dict(self.bids),
                              "winner": outcome.winner, "price": outcome.price, "rule": outcome.rule,
                              "minimum": self.minimum, "stage": self.stage})
        events.append(self.happened(ev.BidsRevealed(dict(self.bids), outcome.winner, outcome.price, outcome.rule, self.minimum)))
        if outcome.lot:
            winner = self.rng.choice(outcome.lot)
            self.auctions[-1]["winner"] = winner
            events.append(self.happened(ev.LotDrawn(outcome.lot, winner, outcome.price)))
            return events + self._sell(winner, outcome.price)
        if outcome.winner is not None:
            return events + self._sell(outcome.winner, outcome.price)
        if outcome.rule == RULE_NO_BIDS:
            events.append(self.happened(ev.SecondCall(outcome.rebid)))
        else:
            events.append(self.happened(ev.TieRepeat(outcome.rebid, outcome.minimum)))
        self._open_bidding(outcome.stage, list(outcome.rebid), outcome.minimum)
        return events

    def _sell(self, buyer: int, price: int) -> list[Event]:
        assert self.lot is not None
        counter = COUNTERS[self.lot]
        transfer(self.money, self.ledger, buyer, BANK, price, f"bought the {counter.name}")
        self.buyer, self.bids, self.bidders = buyer, {}, []
        events: list[Event] = [self.happened(ev.CounterBought(buyer, self.lot, price))]
        if self.round > 0:
            self.offers = []
            self.offer_queue = [(buyer + k) % self.players for k in range(1, self.players)]
            self.phase = "offer"
            return events + self._next_offer(pop=False)
        assert self.lot_site is not None
        self.board[self.lot_site] = Placement(self.lot, BUILDING, buyer)
        events += self._pay_bonuses([self._island_bonus(buyer)])
        events.append(self.happened(ev.RoundEnded(self.round)))
        self.chooser = buyer
        if len(self.opening_left) == 1:
            return events + self._auction_opening_villa(None, self.opening_left[0])
        if self.opening_left:
            self.phase, self.lot, self.lot_site = "choose lot", None, None
            return events
        return events + self._reveal_next()

    def _reveal_next(self) -> list[Event]:
        self.round += 1
        self.lot, self.lot_site, self.buyer = self.pile.pop(0), None, None
        counter = COUNTERS[self.lot]
        self._open_bidding(FIRST_CALL, list(range(self.players)), 0)
        return [self.happened(ev.CounterRevealed(self.round, counter.id, counter.district, counter.kind))]

    # --- negotiation ----------------------------------------------------------
    def _next_offer(self, pop: bool) -> list[Event]:
        """The next rival in the queue is asked, money or not (a seat with none may only pass)."""
        if pop:
            self.offer_queue.pop(0)
        if not self.offer_queue:
            self.phase = "answer" if self.offers else "place"
        return []

    def _answer(self, seat: int, action: Answer) -> list[Event]:
        for offer in self.offers:
            if offer["seat"] == action.offer_from:
                offer["accepted"] = action.accept
        if all(o["accepted"] is not None for o in self.offers):
            self.phase = "place"
        return [self.happened(ev.OfferAnswered(seat, action.offer_from, action.accept))]

    # --- placement and the end of a round -----------------------------------
    def _place(self, seat: int, site: int, side: str) -> list[Event]:
        counter, self.lot = self.lot, None  # off the lot box, onto the island
        assert counter is not None
        payments: list[Payment | None] = list(placement_bonuses(self.board, site, side, seat))
        self.board[site] = Placement(counter, side, seat)
        events: list[Event] = [self.happened(ev.CounterPlaced(seat, site, counter, side))]
        if side == NATURE:
            self.trees[seat] += 1
        payments += [exclusive_bonus(self.board, g) for g in SITES[site].groups]
        if side == BUILDING:
            payments.append(self._island_bonus(seat))
        events += self._pay_bonuses(payments)
        for offer in self.offers:
            if not offer["accepted"]:
                continue
            if offer["condition"] != side:
                events.append(self.happened(ev.DealLapsed(offer["seat"], seat, offer["condition"])))
                continue
            paid = transfer(self.money, self.ledger, offer["seat"], seat, offer["amount"],
                            f"deal: {offer['condition']} on {SITES[site].name}")
            events.append(self.happened(ev.DealPaid(offer["seat"], seat, paid, offer["amount"], offer["condition"])))
        events.append(self.happened(ev.RoundEnded(self.round)))
        self.offers = []
        if self.round < ROUNDS:
            return events + self._reveal_next()
        return events + self._finish()

    def _island_bonus(self, seat: int) -> Payment | None:
        """The island bonus ``seat`` earns now, if any; it is marked paid (it is paid once)."""
        payment = island_bonus(self.board, seat, self.island_paid[seat])
        if payment is not None:
            self.island_paid[seat] = True
        return payment

    def _pay_bonuses(self, payments: Sequence[Payment | None]) -> list[Event]:
        events: list[Event] = []
        for payment in payments:
            if payment is None:
                continue
            transfer(self.money, self.ledger, BANK, payment.seat, payment.amount, payment.reason)
            events.append(self.happened(ev.BonusPaid(payment.seat, payment.amount, payment.reason, payment.bonus)))
        return events

    def _finish(self) -> list[Event]:
        preserves = sum(1 for p in self.board.values() if p.side == NATURE)
        prizes = environmental_prizes(dict(enumerate(self.trees)), preserves)
        events: list[Event] = []
        for seat, amount in prizes.items():
            self.prizes[seat] = amount
            if amount:
                transfer(self.money, self.ledger, BANK, seat, amount, PRIZE_REASON)
                events.append(self.happened(ev.PrizePaid(seat, amount, self.trees[seat])))
        self.phase, self.lot, self.buyer = "over", None, None
        result = self.result()
        events.append(self.happened(ev.GameOver(result.summary, tuple(result.winners))))
        return events


def new_game(seats: Sequence[Seat] | int, seed: int | None = None,
             starting_money: int | str | None = None) -> LastParadiseState:
    """A new game for 3-5 seats, deterministic for ``seed``.

    ``starting_money``: None or "standard" for 60/50/40 Paras (3/4/5 players),
    or a whole number of Paras for everyone.
    """
    if isinstance(seats, int):
        seats = make_seats([f"Player {i + 1}" for i in range(seats)])
    seats = list(seats)
    if not 3 <= len(seats) <= 5:
        raise ValueError("The Last Paradise is for 3 to 5 players")
    if starting_money in (None, "standard"):
        money = STANDARD_STARTING_MONEY[len(seats)]
    elif isinstance(starting_money, int) and not isinstance(starting_money, bool) and starting_money > 0:
        money = starting_money
    else:
        raise ValueError(f"starting money must be 'standard' or a positive whole number, not {starting_money!r}")
    state = LastParadiseState(seats, money, GameRng(seed))
    state.start()
    return state

