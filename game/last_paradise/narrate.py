"""The Last Paradise in words: every sentence a player reads about its moves, events, refusals and results.

* :func:`event`: one whole sentence for each public event, naming the rule behind it (None for the
  events the log leaves out: a hand closing, a round's end).
* :func:`move` and :func:`sealed`: what a seat did, and what the table saw of it (of a sealed bid,
  only that it was entered).
* The refusals of :func:`game.last_paradise.legal.problem` and the words of the results (the
  breakdown's labels, the appraisal's summary and notes).

The table's status line and the rules its private panels spell out are in :mod:`.prompts`.

No sentence holds a secret: sealed bids appear only once the hands open, and no money total
appears anywhere but on its owner's private panel.  Pure text; never imports pygame.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.advice import Weighed, sentence
from game.core import Action, Event

from . import actions as act
from . import events as ev
from .auction import RULE_NO_BIDS, RULE_SECOND_HIGHEST, RULE_TIE_REPEAT
from .board import COUNTERS, DISTRICTS, ROUNDS, SITES, Board, Placement, free_sites_for, site_name
from .scoring import exclusive_bonus, island_bonus, placement_bonuses

Names = Sequence[str]


def paras(amount: int) -> str:
    """An amount of money in words: "1 Para", "12 Paras"."""
    return f"{amount} Para" if amount == 1 else f"{amount} Paras"


def join_names(names: Sequence[str]) -> str:
    """"Anton", "Anton and Birgit", "Anton, Birgit and Claus"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def trees(count: int) -> str:
    """"1 tree", "3 trees"."""
    return f"{count} tree" if count == 1 else f"{count} trees"


# --- events ---------------------------------------------------------------------------------
def event(happening: Event, names: Names) -> str | None:
    """One whole sentence for a public event, naming the rule behind it (None for the events the log
    leaves out: a hand closing tells nothing, a round's end has its own summary)."""
    match happening:
        case ev.LotChosen(None, site, counter):
            return (f"Last of the opening lots: the {COUNTERS[counter].name} on {site_name(site)} is up for auction "
                    "(nothing left to choose).")
        case ev.LotChosen(int(seat), site, counter):
            return (f"{names[seat]} puts the {COUNTERS[counter].name} on {site_name(site)} up for auction "
                    "(the youngest chooses the first opening lot, then each buyer the next).")
        case ev.CounterRevealed(number, counter):
            return f"Round {number} of {ROUNDS}: the pile shows a {COUNTERS[counter].name}; everyone bids for it in secret."
        case ev.BidsRevealed():
            return reveal_sentence(happening, names)
        case ev.TieRepeat(seats, minimum):
            return f"{join_names([names[s] for s in seats])} tied, so only they bid again (a tie repeat), each at least {minimum}."
        case ev.SecondCall():
            return "No bids: nobody bid above 0, so everyone bids once more."
        case ev.LotDrawn(_, winner, 0):
            return f"Lot drawn: nobody bid twice, so {names[winner]} gets the counter for free."
        case ev.LotDrawn(_, winner, price):
            return f"Lot drawn: nobody raised, so a lot picks {names[winner]}, who pays {price}."
        case ev.CounterBought(seat, counter, price):
            return f"{names[seat]} buys the {COUNTERS[counter].name} for {paras(price)}, paid to the bank."
        case ev.OfferMade(seat, amount, condition):
            return (f"{names[seat]} offers the buyer {paras(amount)} if the counter goes down {condition} side up "
                    "(binding once accepted).")
        case ev.OfferPassed(seat):
            return f"{names[seat]} makes no offer."
        case ev.OfferAnswered(seat, maker, True):
            return (f"{names[seat]} accepts the offer of {names[maker]}: it is paid at the end of the round "
                    "if the condition is met.")
        case ev.OfferAnswered(seat, maker):
            return f"{names[seat]} declines the offer of {names[maker]}."
        case ev.CounterPlaced(seat, site, _, "nature"):
            return f"{names[seat]} leaves {site_name(site)} as nature and takes a tree."
        case ev.CounterPlaced(seat, site, counter):
            return f"{names[seat]} builds a {COUNTERS[counter].kind} on {site_name(site)}."
        case ev.BonusPaid():
            return bonus_sentence(happening, names)
        case ev.DealPaid(payer, payee, amount, agreed, condition):
            short = "" if amount == agreed else f" (of {agreed} agreed: nobody pays more than they hold)"
            return (f"Deal met, the counter went down {condition} side up: {names[payer]} pays "
                    f"{names[payee]} {paras(amount)}{short}.")
        case ev.DealLapsed(payer, payee, condition):
            return (f"Deal lapses: {names[payer]} offered {names[payee]} money for {condition}, "
                    "but the counter went down the other side up, so nothing is paid.")
        case ev.GameOver(summary):
            return (f"Appraisal: {summary.rstrip('.')} (anyone below their starting money has lost; "
                    "of the rest, the most money wins).")
        case ev.PrizePaid(seat, amount, count):
            return (f"{names[seat]}: +{amount}, environmental prize for {trees(count)} "
                    "(most trees take the first prize, the next most the second).")
    return None


def reveal_sentence(e: ev.BidsRevealed, names: Names) -> str:
    """The hands opening: every bid, and the rule that decides with them."""
    stage = f" (tie repeat, at least {e.minimum})" if e.minimum else ""
    bids = ", ".join(f"{names[s]} {a}" for s, a in sorted(e.bids.items()))
    if e.rule == RULE_SECOND_HIGHEST and e.winner is not None:
        winner = names[e.winner]
        if sum(1 for amount in e.bids.values() if amount > 0) == 1:
            decided = f"{winner} alone bid above 0 and pays nothing (the second-highest bid is 0)"
        else:
            decided = f"{winner} bid highest and pays the second-highest bid, {e.price}"
    elif e.rule == RULE_TIE_REPEAT:
        decided = "a tie for the highest bid"
    elif e.rule == RULE_NO_BIDS:
        decided = "nobody bid above 0"
    elif e.minimum:
        decided = f"nobody raised above {e.minimum}, so a lot decides"
    else:
        decided = "nobody bid above 0 twice, so a lot decides and the counter is free"
    return f"Hands open{stage}: {bids}; {decided}."


def bonus_sentence(e: ev.BonusPaid, names: Names) -> str:
    """A bonus from the bank: which bonus, and the rule that pays it."""
    who = names[e.seat]
    if e.bonus == "island":
        return f"{who}: +{e.amount}, island bonus for a building in every district (paid once per player)."
    if e.bonus == "exclusive":
        return f"{who}: +{e.amount}, exclusive bonus: the group is full and {e.reason} belongs to {who}."
    if e.bonus == "new building":
        rule = "a new building earns 10 for each nature counter already in its group"
    else:
        rule = "new nature pays 10 to the owner of each building in its group"
    return f"{who}: +{e.amount}, placement bonus for a {e.reason} ({rule})."


def outcome_sentence(decisive: Event, names: Names) -> str:
    """What decided an auction round, for the opening of the hands: a tie, a second call, a lot, or the sale."""
    if isinstance(decisive, ev.CounterBought):
        if decisive.price == 0:  # the second-highest bid was 0
            return f"{names[decisive.seat]} wins, the only bid above 0: pays the second-highest bid, 0."
        return f"{names[decisive.seat]} wins and pays {paras(decisive.price)}, the second-highest bid."
    return event(decisive, names) or ""


# --- moves ----------------------------------------------------------------------------------
def move(seat: int, action: Action, names: Names) -> str:
    """What ``seat`` did, in a whole sentence ("Ana bids 12 Paras in secret.", "Ana makes no offer.")."""
    name = names[seat]
    match action:
        case act.ChooseLot(site):
            return f"{name} puts the {_district(site)} villa on {site_name(site)} up for auction."
        case act.Bid(amount):
            return f"{name} bids {paras(amount)} in secret."
        case act.Offer(amount, condition):
            return f"{name} offers the buyer {paras(amount)} if the counter goes down {condition} side up."
        case act.PassOffer():
            return f"{name} makes no offer."
        case act.Answer(offer_from, accept):
            return f"{name} {'accepts' if accept else 'declines'} the offer of {names[offer_from]}."
        case act.Place(site, side):
            kind = _kind(site)
            if side == "nature":
                return f"{name} puts the {kind} down nature side up on {site_name(site)} and takes a tree."
            return f"{name} builds a {kind} on {site_name(site)}."
    raise ValueError(f"{action!r} is no move of The Last Paradise")


def _district(site: int) -> str:
    """The district a site's villa belongs to ("opening" off the board)."""
    return DISTRICTS[SITES[site].district].name if 0 <= site < len(SITES) else "opening"


def _kind(site: int) -> str:
    """What a site holds when built ("counter" off the board)."""
    return SITES[site].kind if 0 <= site < len(SITES) else "counter"


def advice(action: Action, names: Names) -> str:
    """A move as advice to its mover, lower case ("bid 9 Paras", "build a hotel on the Coral Beach")."""
    match action:
        case act.ChooseLot(site):
            return f"put the {_district(site)} villa on {site_name(site)} up for auction"
        case act.Bid(amount):
            return f"bid {paras(amount)}"
        case act.Offer(amount, condition):
            return f"offer the buyer {paras(amount)} if the counter goes down {condition} side up"
        case act.PassOffer():
            return "make no offer"
        case act.Answer(offer_from, accept):
            return f"{'accept' if accept else 'decline'} the offer of {names[offer_from]}"
        case act.Place(site, side):
            kind = _kind(site)
            if side == "nature":
                return f"put the {kind} down nature side up on {site_name(site)} and take a tree"
            return f"build a {kind} on {site_name(site)}"
    raise ValueError(f"{action!r} is no move of The Last Paradise")


def hint(weighed: Weighed, names: Names) -> str:
    """A hint in one sentence: the move, what it does by the rules, and why (:func:`game.advice.sentence`)."""
    return sentence(weighed, lambda action: advice(action, names), does=move_does(weighed, names))


def move_does(weighed: Weighed, names: Names) -> str:
    """What a hinted move does by the rules, read from the seat's own view ("" without a view)."""
    action, view = weighed.action, weighed.view
    if view is None or view.get("viewer") is None:
        return ""
    me = int(view["viewer"])
    board = {s["site"]: Placement(s["counter"], s["side"], s["owner"]) for s in view["board"] if s["counter"]}
    island_paid = bool(view["seats"][me]["island_bonus"])
    match action:
        case act.Place():
            return _pays_now(board, action, me) + _also(board, action, me, island_paid, view.get("lot") or {})
        case act.Bid(0):
            return "you keep your money, and the lot goes to whoever bids highest for the second-highest bid"
        case act.Bid():
            lot = view.get("lot") or {}
            counter = COUNTERS[lot["id"]] if lot.get("id") in COUNTERS else None
            if counter is None:
                return "if yours is the highest bid you pay only the second-highest"
            sites = [lot["site"]] if lot.get("site") is not None else free_sites_for(board, counter)
            return (f"if yours is the highest bid you pay only the second-highest for the {counter.name}, and "
                    f"{_site_outlook(board, sites, me, island_paid)}")
        case act.ChooseLot(site):
            return f"the table bids for that villa next, and {_site_outlook(board, [site], me, island_paid)}"
        case act.Offer(amount, condition):
            return (f"if the buyer accepts and puts the counter down {condition} side up, you pay "
                    f"{paras(amount)} at the end of the round, else nothing")
        case act.PassOffer():
            return "you bind yourself to nothing and keep your money"
        case act.Answer(offer_from, accept):
            offer = next((o for o in view.get("offers", []) if o.get("seat") == offer_from), None)
            if offer is None:
                return ""
            if accept:
                return (f"{names[offer_from]} pays you {paras(int(offer['amount']))} at the end of the round if you "
                        f"put the counter down {offer['condition']} side up")
            return "you stay free to put the counter down either side up"
    return ""


def _earns(board: Board, site: int, counter: str, me: int, island_paid: bool, side: str = "building") -> int:
    """What putting ``counter`` on ``site`` ``side`` up would pay ``me`` at once by the rules: placement, exclusive
    and island bonuses."""
    paid = sum(p.amount for p in placement_bonuses(board, site, side, me) if p.seat == me)
    return paid + _full_group_bonuses(board, site, counter, me, island_paid, side)


def _full_group_bonuses(board: Board, site: int, counter: str, me: int, island_paid: bool, side: str) -> int:
    """The exclusive and island bonuses ``me`` would earn once ``counter`` lies on ``site`` ``side`` up."""
    after = {**board, site: Placement(counter, side, me)}
    paid = 0
    for group in SITES[site].groups:
        exclusive = exclusive_bonus(after, group)
        paid += exclusive.amount if exclusive is not None and exclusive.seat == me else 0
    island = island_bonus(after, me, island_paid)
    return paid + (island.amount if island is not None else 0)


def _also(board: Board, action: act.Place, me: int, island_paid: bool, lot: dict[str, object]) -> str:
    """The exclusive and island bonuses a placement earns at once by the rules, after its placement bonuses."""
    extra = _full_group_bonuses(board, action.site, str(lot.get("id", "")), me, island_paid, action.side)
    return f", and {paras(extra)} of exclusive or island bonus" if extra else ""


def _site_outlook(board: Board, sites: Sequence[int], me: int, island_paid: bool) -> str:
    """What the lot's best site would pay its buyer built, or what nature there would bring."""
    lot = next((board[s].counter for s in sites if s in board), None)
    best = max(((_earns({k: v for k, v in board.items() if k != s}, s, lot or "", me, island_paid), s)
                for s in sites), default=(0, -1))
    if best[0]:
        return f"built on {site_name(best[1])} it would pay you {paras(best[0])} of bonuses at once"
    return "left as nature it would bring you a tree toward the environmental prize"


def _pays_now(board: Board, action: act.Place, me: int) -> str:
    """What a hinted placement pays by the rules' placement bonuses."""
    paid = placement_bonuses(board, action.site, action.side, me)
    mine = sum(p.amount for p in paid if p.seat == me)
    theirs = sum(p.amount for p in paid if p.seat != me)
    if not mine and not theirs:
        return "it pays no placement bonus at once"
    if not theirs:
        return f"it pays you {paras(mine)} of placement bonuses at once"
    if not mine:
        return f"it pays rivals {paras(theirs)} of placement bonuses at once, you nothing"
    return f"it pays you {paras(mine)} of placement bonuses at once, rivals {paras(theirs)}"


def sealed(seat: int, action: Action, names: Names) -> str:
    """What the table saw of a move: of a sealed bid only that it was entered, of any other move the move."""
    if isinstance(action, act.Bid):
        return f"{names[seat]} enters a sealed bid."
    return move(seat, action, names)


# --- refusals (legal.problem) ---------------------------------------------------------------
GAME_OVER = "The game is over."
NO_SUCH_SEAT = "There is no such seat at this table."
ALREADY_BID = "You have already bid."
ONLY_THE_TIED = "Only the seats tied for the highest bid take part in this repeat."
NOT_YOUR_TURN = "It is not your turn."
NOT_UP_FOR_AUCTION = "That villa is not up for auction."
BID_IN_WHOLE_PARAS = "A bid is a whole number of Paras."
NO_NEGATIVE_BID = "A bid cannot be negative."
CANNOT_OFFER = "You hold 0 Paras, so you can make no offer this time."
OFFER_AT_LEAST_ONE = "An offer must be at least 1 Para."
OFFER_CONDITION = 'An offer\'s condition is "nature" or "building".'
NO_OPEN_OFFER = "There is no open offer from that seat."
ACCEPT_OR_DECLINE = "An offer is either accepted or declined."
WHICH_SIDE_UP = 'A counter goes down "nature" or "building" side up.'
NO_SUCH_SITE = "There is no such site."
HOTEL_IN_THE_CENTRE = "A hotel can only go on its district's central site."
VILLA_ON_THE_BEACH = "A villa can only go on a beach site."
SITE_TAKEN = "That site is taken."
TASKS = {"choose lot": "choose the next opening villa to auction", "bid": "enter sealed bids",
         "offer": "make offers to the buyer", "answer": "answer the offers", "place": "place the counter"}
"""What the table is doing in each phase, for :func:`not_now`."""


def not_now(phase: str) -> str:
    """An action of another phase than ``phase``."""
    return f"That is not possible now: the table is waiting to {TASKS[phase]}."


def only_have(money: int) -> str:
    """More than the seat holds."""
    return f"You only have {paras(money)}."


def bid_at_least(minimum: int) -> str:
    """A bid under the minimum of a tie repeat."""
    return f"A bid must be at least {minimum} in this repeat."


def villa_of_district(district: int) -> str:
    """A villa on a beach site of another district."""
    name = DISTRICTS[district].name
    return f"A {name} villa can only go on a {name} beach site."


# --- results ----------------------------------------------------------------------------------
STARTING_MONEY = "Starting money"
PAID_FOR_LOTS = "Paid for lots"
BONUSES = "Bonuses"
DEALS_RECEIVED = "Deals received"
DEALS_PAID = "Deals paid"
PRIZE = "Environmental prize"
FINAL_MONEY = "Final money"
"""What the score is: the money a player ends with."""
BREAKDOWN_LABELS = (STARTING_MONEY, PAID_FOR_LOTS, BONUSES, DEALS_RECEIVED, DEALS_PAID, PRIZE)
"""The parts of a player's final money, in the order they add up (what was paid out is negative)."""


def appraisal_summary(winners: Sequence[str], money: int, starting: int) -> str:
    """The appraisal in a sentence: who wins with how much, who share the win, or that everybody lost."""
    if not winners:
        return f"Everybody lost: nobody kept the {starting} Paras they started with."
    if len(winners) == 1:
        return f"{winners[0]} wins with {money} Paras."
    return f"{join_names(list(winners))} share the win with {money} Paras each."


def lost_note(starting: int) -> str:
    """The results' note for a player who ended below the starting money."""
    return f"Lost: below the starting {starting} Paras."
