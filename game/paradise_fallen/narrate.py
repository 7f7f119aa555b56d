"""Paradise Fallen told in whole sentences: every event and every move, the results, and what the table waits for.

Given the seat names, :func:`event` says a public event (the log, the banners), :func:`move` what a seat did
(the replay), :func:`sealed` what the table saw of a move (Paradise Fallen has no secret move, so it is the
move's sentence).  No sentence holds a secret: cards drawn, taken or handed out are counted, never named; a
card is named only once it lies face up.  A move names a grid place by where it lies ("the top-left island"),
since an action holds positions and the grid is the state's.  The refusals of illegal moves live with their
rules (:mod:`legal`, :mod:`powers`).  Pure text; never imports pygame.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core import Action, Event

from . import actions as moves
from . import events as ev
from .actions import card_name
from .cards import CARDS, GAPS, ISLAND_POWERS, ISLAND_SPOTS

Names = Sequence[str]


def cards(count: int) -> str:
    """"1 card", "3 cards"."""
    return f"{count} card" if count == 1 else f"{count} cards"


def rations(count: int) -> str:
    """"1 ration", "3 rations"."""
    return f"{count} ration" if count == 1 else f"{count} rations"


def join_names(names: Sequence[str]) -> str:
    """"Ana", "Ana and Ben", "Ana, Ben and Cy"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def paid_words(paid: Sequence[int]) -> str:
    """The cards a trip was paid with ("a 2 Ration and a Maui card"), or "nothing"."""
    return join_names([card_name(c) for c in paid]) or "nothing"


# --- events ---------------------------------------------------------------------------------------------------------
DRAW_REASONS = {"refill": ", refilling the hand at the end of the turn", "Hawaii": " for Hawaii's power",
                "Maui": " for Maui's power", "Nihoa": " for Nihoa's power, as many as discarded",
                "Lanai": " for Lanai's power, one per player, to give out", "Fisherman": " for the Fisherman",
                "Driftwood": " from Driftwood, crossed for the first time this turn"}
"""Why cards are drawn, by the rule that draws them."""


def _at(place: str) -> str:
    return f"in the gap {place}" if place.startswith("between") else f"on {place}"


def _from(place: str) -> str:
    return f"from the gap {place}" if place.startswith("between") else f"from {place}"


def _drawn(e: ev.CardsDrawn, n: Names) -> str:
    return f"{n[e.seat]} draws {cards(e.count)}{DRAW_REASONS.get(e.why, '')}."


def _discarded(e: ev.CardDiscarded, n: Names) -> str:
    why = " for Nihoa's power" if e.why == "Nihoa" else ""
    return f"{n[e.seat]} discards {card_name(e.card)}{why}."


def _trip(e: ev.TripMade, n: Names) -> str:
    route = e.islands[-1] if e.islands else "another island"
    if len(e.islands) > 1:
        route += f" by way of {join_names(e.islands[:-1])}"
    lost = f"; {rations(e.wasted)} left over {'is' if e.wasted == 1 else 'are'} lost" if e.wasted else ""
    return f"{n[e.seat]} sails to {route} for {rations(e.cost)}, paying {paid_words(e.paid)}{lost}."


def _explored(e: ev.Explored, n: Names) -> str:
    if e.token:
        return f"{n[e.seat]} explores {e.island} and takes its Kanaloa token. Its power: {ISLAND_POWERS[e.island]}"
    return f"{n[e.seat]} explores {e.island} with Molokai's power, without a Kanaloa token."


def _given(e: ev.CardsGiven, n: Names) -> str:
    if all(c <= 1 for c in e.counts):
        given = "one each to " + join_names([n[s] for s, c in enumerate(e.counts) if c])
    else:
        given = join_names([f"{cards(c)} to {n[s]}" for s, c in enumerate(e.counts) if c])
    return f"Lanai: {n[e.seat]} gives out the drawn cards face down, {given}."


def _returned(e: ev.CardsReturned, n: Names) -> str:
    if not e.cards:
        return f"Niihau: none of the Ration cards {n[e.seat]} paid this turn is left in the discard pile."
    return f"Niihau: {n[e.seat]} takes back the Ration cards paid this turn: {paid_words(e.cards)}."


def _turn_ended(e: ev.TurnEnded, n: Names) -> str:
    if not e.aptitudes:
        return f"{n[e.seat]}'s turn ends."
    verb = "goes" if len(e.aptitudes) == 1 else "go"
    return f"{n[e.seat]}'s turn ends; {join_names([CARDS[c].name for c in e.aptitudes])} {verb} to the discard pile."


def _game_over(e: ev.GameOver, n: Names) -> str:
    best = max(e.explored)
    if len(e.winners) > 1:
        return (f"Game over: {join_names([n[s] for s in e.winners])} share the victory with {best} islands "
                f"and {e.tokens[e.winners[0]]} face-up tokens each.")
    winner = e.winners[0]
    if sum(1 for count in e.explored if count == best) > 1:
        return (f"Game over: {n[winner]} wins the tie at {best} islands with the most face-up Kanaloa tokens, "
                f"{e.tokens[winner]}.")
    return f"Game over: {n[winner]} wins with {best} explored islands."


TELLERS: dict[type[Event], Callable[[Any, Names], str]] = {
    ev.TurnStarted: lambda e, n: f"Turn {e.turn_number}: {n[e.seat]} plays.",
    ev.CardsDrawn: _drawn,
    ev.TripMade: _trip,
    ev.Explored: _explored,
    ev.PowerUsed: lambda e, n: f"{n[e.seat]} spends the token of {e.island}, one power a turn: {ISLAND_POWERS[e.island]}",
    ev.AptitudePlayed: lambda e, n: f"{n[e.seat]} plays the Aptitude {CARDS[e.card].name}: {CARDS[e.card].text}",
    ev.AberrationPlayed: lambda e, n: f"{n[e.seat]} lays {CARDS[e.card].name} {_at(e.place)}: {CARDS[e.card].text}",
    ev.AberrationMoved: lambda e, n: f"Kauai: {n[e.seat]} moves {CARDS[e.card].name} {_at(e.place)}.",
    ev.SpotsSwapped: lambda e, n: (f"Kahoolawe: {n[e.seat]} swaps the Aberrations {_at(e.places[0])} and {_at(e.places[1])}."
                                   if len(e.places) == 2 else f"Kahoolawe: {n[e.seat]} swaps two places' Aberrations."),
    ev.AberrationRemoved: lambda e, n: (f"Shaman: {n[e.seat]} sends {CARDS[e.card].name} {_from(e.place)} "
                                        "to the discard pile."),
    ev.Raided: lambda e, n: (f"Raiding Tribe: {n[e.seat]} picks one of {n[e.victim]}'s cards face down, "
                             f"and {card_name(e.card)} goes to the discard pile."),
    ev.CardTaken: lambda e, n: f"Trickster: {n[e.seat]} takes a card at random from {n[e.victim]}'s hand.",
    ev.CardsGiven: _given,
    ev.CardsReturned: _returned,
    ev.CardDiscarded: _discarded,
    ev.SailedFree: lambda e, n: f"{e.why}: {n[e.seat]}'s canoe sails free to {e.island}.",
    ev.DeckReshuffled: lambda e, n: f"The deck ran out: the discard pile is shuffled into a new deck of {cards(e.size)}.",
    ev.TokenRevived: lambda e, n: f"Ancestors' Blessing: {n[e.seat]}'s token on {e.island} is face up again.",
    ev.PlayEnded: lambda e, n: f"{n[e.seat]} ends the play phase; the discards and the refill come next.",
    ev.EndTriggered: lambda e, n: (f"{n[e.seat]} has explored {e.target} islands: the end is near, and every other "
                                   "player has one more turn."),
    ev.TurnEnded: _turn_ended,
    ev.GameOver: _game_over,
}
"""The sentence of each kind of event."""


def event(told: Event, names: Names) -> str | None:
    """One log line for a public event, naming the rule behind it (None: an event the log does not tell)."""
    teller = TELLERS.get(type(told))
    return teller(told, names) if teller is not None else None


# --- moves ----------------------------------------------------------------------------------------------------------
POSITIONS = ("top-left", "top-middle", "top-right", "middle-left", "centre", "middle-right",
             "bottom-left", "bottom-middle", "bottom-right")
"""Where each grid position lies, in words."""


def place(spot: int) -> str:
    """A spot in words by where it lies: "the top-left island", "the gap between the centre and top-middle islands"."""
    if 0 <= spot < ISLAND_SPOTS:
        return f"the {POSITIONS[spot]} island"
    if ISLAND_SPOTS <= spot < ISLAND_SPOTS + len(GAPS):
        a, b = GAPS[spot - ISLAND_SPOTS]
        return f"the gap between the {POSITIONS[a]} and {POSITIONS[b]} islands"
    return "a place off the grid"


def _laid(spot: int) -> str:
    return ("in " if spot >= ISLAND_SPOTS else "on ") + place(spot)


def _sail(a: moves.Trip, seat: int, n: Names) -> str:
    steps = "one step" if len(a.path) == 1 else f"{len(a.path)} steps"
    where = place(a.path[-1]) if a.path else "nowhere"
    return f"{n[seat]} sails {steps} to {where}, paying {paid_words(a.pay)}."


def _deal(a: moves.Deal, seat: int, n: Names) -> str:
    given = join_names([n[s] for s in sorted(a.seats) if 0 <= s < len(n)])
    return f"{n[seat]} gives out Lanai's cards face down, one each to {given}."


MOVE_WORDS: dict[type[Action], Callable[[Any, int, Names], str]] = {
    moves.Trip: _sail,
    moves.Explore: lambda a, s, n: f"{n[s]} plays {card_name(a.card)} to explore {CARDS[a.card].name}.",
    moves.PlayAberration: lambda a, s, n: f"{n[s]} lays {CARDS[a.card].name} {_laid(a.spot)}.",
    moves.PlayAptitude: lambda a, s, n: f"{n[s]} plays the Aptitude {CARDS[a.card].name}.",
    moves.UsePower: lambda a, s, n: f"{n[s]} uses the power of {a.island}: {ISLAND_POWERS.get(a.island, 'nothing.')}",
    moves.SailTo: lambda a, s, n: f"{n[s]} sails free to {place(a.position)}.",
    moves.MoveAberration: lambda a, s, n: f"{n[s]} moves {CARDS[a.card].name} {_laid(a.spot)}.",
    moves.SwapSpots: lambda a, s, n: f"{n[s]} swaps the Aberrations of {place(a.first)} and {place(a.second)}.",
    moves.RemoveAberration: lambda a, s, n: f"{n[s]} sends {CARDS[a.card].name} to the discard pile.",
    moves.TakeFrom: lambda a, s, n: f"{n[s]} takes a card at random from {n[a.seat]}'s hand.",
    moves.Revive: lambda a, s, n: f"{n[s]} turns the Kanaloa token of {a.island} face up again.",
    moves.Deal: _deal,
    # the traveller a Raiding Tribe robs sits on the picker's right
    moves.RaidPick: lambda a, s, n: f"{n[s]} picks one of {n[(s - 1) % len(n)]}'s face-down cards.",
    moves.Discard: lambda a, s, n: f"{n[s]} discards {card_name(a.card)}.",
    moves.EndPlay: lambda a, s, n: f"{n[s]} ends the play phase.",
    moves.Done: lambda a, s, n: f"{n[s]} is done.",
}
"""The sentence of each kind of move, given the mover's seat and every seat's name."""


def move(seat: int, action: Action, names: Names) -> str:
    """What ``seat`` did, in a whole sentence that shows nothing the table did not see."""
    words = MOVE_WORDS.get(type(action))
    return words(action, seat, names) if words is not None else f"{names[seat]} makes a move."


def sealed(seat: int, action: Action, names: Names) -> str:
    """What the table saw of a move: Paradise Fallen has no secret move, so the move itself."""
    return move(seat, action, names)


# --- what the table waits for ---------------------------------------------------------------------------------------
PENDING_WORDS = {
    "raid": "pick the card the Raiding Tribe takes", "oahu": "choose where Oahu's power sails your canoe",
    "sea_turtle": "choose where the Sea Turtle takes your canoe", "molokai": "explore with Molokai's power",
    "kauai": "move Aberrations with Kauai's power, or say done", "kahoolawe": "choose two spots to swap",
    "lanai": "give out Lanai's cards", "nihoa": "discard for Nihoa's power, or say done",
    "trickster": "choose whom the Trickster robs", "shaman": "choose the Aberration the Shaman removes",
    "blessing": "choose the token Ancestors' Blessing turns up",
}
"""What a pending choice asks of its decider, as the end of "First ..."."""

CHOOSING = {
    "oahu": "chooses where Oahu's power sails the canoe", "sea_turtle": "chooses where the Sea Turtle takes the canoe",
    "molokai": "explores with Molokai's power", "kauai": "moves Aberrations with Kauai's power",
    "kahoolawe": "chooses two places whose Aberrations Kahoolawe's power swaps", "lanai": "gives out Lanai's cards",
    "nihoa": "discards for Nihoa's power", "trickster": "chooses whom the Trickster robs",
    "shaman": "chooses the Aberration the Shaman removes", "blessing": "chooses the token Ancestors' Blessing turns up",
}
"""What the decider of a pending choice is doing, said to the whole table."""


def waiting(view: dict[str, Any], names: Names, computers: Sequence[bool]) -> str:
    """What the table waits for, said to everyone (never a secret)."""
    if view["phase"] == "over":
        return "The game is over."
    pending = view.get("pending")
    if pending:
        seat = int(pending["seat"])
        if pending["kind"] == "raid":
            return (f"Raiding Tribe: {names[seat]} picks one of {names[int(pending['victim'])]}'s "
                    f"{pending['slots']} face-down cards.")
        return f"{names[seat]} {CHOOSING.get(str(pending['kind']), 'makes a choice')}."
    seat = int(view["turn"])
    who = f"{names[seat]}, a computer," if computers[seat] else names[seat]
    return f"{who} is playing turn {view['turn_number']}."


def raid_title(picker: str, victim: str) -> str:
    """The heading of a Raiding Tribe's pick on the table."""
    return f"Raiding Tribe: {picker} picks one of {victim}'s cards, face down"


RAID_HINT = "Click a card, or press its number (arrows and Enter). It goes to the discard pile, face up."
HANDS_HINT = "Hands are secret: each player's hand shows only to them, over this table. Point at any face-up card to read it."


def status(view: dict[str, Any], names: Names) -> str:
    """The top line: the turn, whose it is and the phase, and how the end stands."""
    if view["phase"] == "over":
        winners = view.get("winners") or []
        return "Game over: " + " and ".join(names[w] for w in winners) + (" share the win" if len(winners) > 1 else " wins")
    turn = int(view["turn"])
    phase = "play phase" if view["phase"] == "play" else "end phase (discard, then refill)"
    line = f"Turn {view['turn_number']} · {names[turn]} · {phase}"
    ender = view.get("end_triggered_by")
    if ender is None:
        return line + f" · first to {view['target']} explored islands ends the game"
    left = view.get("turns_left")
    more = f"{left} more turn{'s' if left != 1 else ''}" if left is not None else "last turns"
    return line + f" · {names[ender]} reached {view['target']}: {more}"


def private_purpose(view: dict[str, Any], name: str) -> str:
    """What the hand-over cover says is to be decided behind it."""
    pending = view.get("pending")
    if pending and pending.get("kind") == "lanai":
        return f"{name} gives out Lanai's cards"
    return f"Turn {view.get('turn_number', '')}: {name} plays"


def fare_note(held: int, payable: bool, raids: int) -> str:
    """The note beside a trip's price on the grid: what the hand's cards pay (too little: too dear), and the cards a
    Raiding Tribe on the way would take."""
    note = f"your cards pay {held}" + ("" if payable else ": too dear")
    return note + (f" · Raiding Tribe: lose {cards(raids)}" if raids else "")


def cannot_sail(island: str) -> str:
    """A trip the player asked for that no legal trip makes."""
    return f"You cannot sail to {island} now."


DEAL_AGAIN = "Each player gets exactly one card: give them out again."


def unplayable(card: int) -> str:
    """Why a card of the hand cannot be played now (it is among no legal move)."""
    face = CARDS[card]
    if face.kind == "aptitude":
        return f"{face.name} is played only at the start of your turn, before anything else."
    if face.kind == "island":
        return f"Explore {face.name} from there (sail to it first), or pay with this card on a trip."
    if face.kind == "ration":
        return "Rations pay for trips: drag your canoe to an island."
    return f"{face.name} cannot be laid now."


def unplayable_power(island: str) -> str:
    """An island power the rules allow but the table does not offer now."""
    return f"{island}'s power could do nothing now."


# --- the result -----------------------------------------------------------------------------------------------------
ISLANDS_EXPLORED = "Islands explored"
"""The one part of a score: every island a player explored (Molokai's too)."""
FACE_UP_TOKENS = "Face-up Kanaloa tokens"
"""The rules' one tie-break."""


def tie_note(tokens: int) -> str:
    """The note of a standing whose islands another player matched."""
    return f"Tie-break: {tokens} face-up Kanaloa token{'s' if tokens != 1 else ''}"


def result_summary(winners: Sequence[str], islands: int, tokens: int, tie_broken: bool) -> str:
    """The result in a sentence: who won (or shared) with how many islands, and the tokens when they broke a tie."""
    if len(winners) == 1:
        summary = f"{winners[0]} wins with {islands} explored islands"
    else:
        summary = f"{' and '.join(winners)} share the victory with {islands} explored islands"
    if tie_broken:
        summary += f" and {tokens} face-up tokens"
    return summary + "."


def progress(turn_number: int, turns_left: int | None, summary: str = "") -> str:
    """How far a game has come (the saved games list): the turn, the last round, or who won."""
    if summary:
        return summary.split(":")[0][:60]
    if turns_left is not None:
        return f"Turn {turn_number}, the last round ({turns_left} to go)"
    return f"Turn {turn_number}"
