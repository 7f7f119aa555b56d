"""Paradise Fallen told in plain sentences: one log line for each public event, naming the rule.

No line holds a secret: cards drawn, taken or handed out are counted, never
named.  Pure text for the game log and the replay; never imports pygame.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.core import Event

from .actions import card_name
from .cards import CARDS, ISLAND_POWERS
from .events import (
    AberrationMoved,
    AberrationPlayed,
    AberrationRemoved,
    AptitudePlayed,
    CardDiscarded,
    CardsDrawn,
    CardsGiven,
    CardsReturned,
    CardTaken,
    DeckReshuffled,
    EndTriggered,
    Explored,
    GameOver,
    PlayEnded,
    PowerUsed,
    Raided,
    SailedFree,
    SpotsSwapped,
    TokenRevived,
    TripMade,
    TurnEnded,
    TurnStarted,
)


def cards(count: int) -> str:
    """"1 card", "3 cards"."""
    return f"{count} card" if count == 1 else f"{count} cards"


def join_names(names: Sequence[str]) -> str:
    """"Ana", "Ana and Ben", "Ana, Ben and Cy"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def describe(event: Event, names: Sequence[str]) -> str | None:
    """One log line for a public event, naming the rule behind it (None: not logged)."""
    if isinstance(event, TurnStarted):
        return f"Turn {event.turn_number}: {names[event.seat]} plays"
    if isinstance(event, CardsDrawn):
        return draw_sentence(event, names)
    if isinstance(event, TripMade):
        return trip_sentence(event, names)
    if isinstance(event, Explored):
        if event.token:
            return (f"{names[event.seat]} explores {event.island} and takes a Kanaloa token "
                    f"(power: {ISLAND_POWERS[event.island].rstrip('.')})")
        return f"{names[event.seat]} explores {event.island} with Molokai's power (no Kanaloa token)"
    if isinstance(event, PowerUsed):
        return (f"{names[event.seat]} spends the token of {event.island}: "
                f"{ISLAND_POWERS[event.island].rstrip('.')} (one power a turn)")
    if isinstance(event, AptitudePlayed):
        face = CARDS[event.card]
        return f"{names[event.seat]} plays the Aptitude {face.name}: {face.text.rstrip('.')}"
    if isinstance(event, (AberrationPlayed, AberrationMoved, SpotsSwapped, AberrationRemoved)):
        return aberration_sentence(event, names)
    if isinstance(event, Raided):
        return (f"Raiding Tribe: {names[event.picker]} picks one of {names[event.victim]}'s cards face down, "
                f"and {card_name(event.card)} goes to the discard pile")
    if isinstance(event, CardTaken):
        return f"Trickster: {names[event.taker]} takes a card at random from {names[event.victim]}'s hand"
    if isinstance(event, CardsGiven):
        given = ", ".join(f"{names[s]} {c}" for s, c in enumerate(event.counts) if c)
        return f"Lanai: {names[event.giver]} gives out the drawn cards face down ({given})"
    if isinstance(event, CardsReturned):
        if not event.cards:
            return f"Niihau: none of the Ration cards {names[event.seat]} paid this turn is left in the discard pile"
        back = ", ".join(card_name(c) for c in event.cards)
        return f"Niihau: {names[event.seat]} takes back the Ration cards paid this turn ({back})"
    if isinstance(event, CardDiscarded):
        why = " for Nihoa's power" if event.why == "Nihoa" else ""
        return f"{names[event.seat]} discards {card_name(event.card)}{why}"
    if isinstance(event, SailedFree):
        return f"{event.why}: {names[event.seat]}'s canoe sails free to {event.island}"
    if isinstance(event, DeckReshuffled):
        return f"The deck ran out: the discard pile is shuffled into a new deck of {cards(event.size)}"
    if isinstance(event, TokenRevived):
        return f"Ancestors' Blessing: {names[event.seat]}'s token on {event.island} is face up again"
    if isinstance(event, PlayEnded):
        return f"{names[event.seat]} ends the play phase (discard any cards, then refill)"
    if isinstance(event, EndTriggered):
        return (f"{names[event.seat]} has explored {event.target} islands: the end is near, "
                "every other player has one more turn")
    if isinstance(event, TurnEnded):
        if event.aptitudes:
            gone = join_names([CARDS[c].name for c in event.aptitudes])
            verb = "goes" if len(event.aptitudes) == 1 else "go"
            return f"{names[event.seat]}'s turn ends; {gone} {verb} to the discard pile"
        return f"{names[event.seat]}'s turn ends"
    if isinstance(event, GameOver):
        return game_over_sentence(event, names)
    return None


def draw_sentence(event: CardsDrawn, names: Sequence[str]) -> str:
    """Cards drawn, counted, with the rule that draws them."""
    who = names[event.seat]
    reasons = {"refill": "refilling the hand at the end of the turn", "Hawaii": "Hawaii's power",
               "Maui": "Maui's power", "Nihoa": "Nihoa's power, as many as discarded",
               "Lanai": "Lanai's power, one per player, to give out", "Fisherman": "the Fisherman",
               "Driftwood": "Driftwood, crossed for the first time this turn"}
    return f"{who} draws {cards(event.count)} ({reasons.get(event.why, event.why)})"


def trip_sentence(event: TripMade, names: Sequence[str]) -> str:
    """A trip: where the canoe went, what it cost and what was paid."""
    route = event.islands[-1] if event.islands else f"position {event.path[-1]}"
    if len(event.islands) > 1:
        route += f" by way of {join_names(event.islands[:-1])}"
    paid = ", ".join(card_name(c) for c in event.paid) if event.paid else "nothing"
    lost = f"; {event.wasted} left over and lost" if event.wasted else ""
    return f"{names[event.seat]} sails to {route} for {rations(event.cost)}, paying {paid}{lost}"


def rations(count: int) -> str:
    """"1 ration", "3 rations"."""
    return f"{count} ration" if count == 1 else f"{count} rations"


def aberration_sentence(event: Event, names: Sequence[str]) -> str:
    """An Aberration laid, moved, swapped or removed."""
    if isinstance(event, AberrationPlayed):
        face = CARDS[event.card]
        return f"{names[event.seat]} lays {face.name} {_at(event.place)}: {face.text.rstrip('.')}"
    if isinstance(event, AberrationMoved):
        return f"Kauai: {names[event.seat]} moves {CARDS[event.card].name} {_at(event.place)}"
    if isinstance(event, SpotsSwapped):
        first, second = event.places if len(event.places) == 2 else ("one spot", "another")
        return f"Kahoolawe: {names[event.seat]} swaps the Aberrations {_at(first)} and {_at(second)}"
    assert isinstance(event, AberrationRemoved)
    return f"Shaman: {names[event.seat]} sends {CARDS[event.card].name} {_from(event.place)} to the discard pile"


def _at(place: str) -> str:
    return f"in the gap {place}" if place.startswith("between") else f"on {place}"


def _from(place: str) -> str:
    return f"from the gap {place}" if place.startswith("between") else f"from {place}"


def game_over_sentence(event: GameOver, names: Sequence[str]) -> str:
    """The result, with the tie rule when it decided."""
    best = max(event.explored)
    if len(event.winners) > 1:
        return (f"Game over: {join_names([names[s] for s in event.winners])} share the victory "
                f"({best} islands and {event.tokens[event.winners[0]]} face-up tokens each)")
    winner = event.winners[0]
    tied = [s for s, count in enumerate(event.explored) if count == best]
    if len(tied) > 1:
        return (f"Game over: {names[winner]} wins the tie at {best} islands with the most face-up "
                f"Kanaloa tokens ({event.tokens[winner]})")
    return f"Game over: {names[winner]} wins with {best} explored islands"
