"""Paradise Fallen told in whole sentences: every event and every move, and the results.

Given the seat names, :func:`event` says a public event (the log, the banners), :func:`move` what a seat did
(the replay), :func:`sealed` what the table saw of a move (Paradise Fallen has no secret move, so it is the
move's sentence), :func:`phrase` an action without its mover (its ``str()``).  Each is a template over the
event's or the action's fields in words (:func:`words_of`), so a translation replaces strings, not code.
No sentence holds a secret: cards drawn, taken or handed out are counted, never named; a card is named only
once it lies face up.  A move names a grid place by where it lies ("the top-left island"), since an action
holds positions and the grid is the state's.  What the table says while it waits is in :mod:`.prompts`;
the refusals of illegal moves live with their rules (:mod:`.legal`, :mod:`.powers`).  Pure text; never
imports pygame.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.advice import Weighed, sentence
from game.core import Action, Event

from . import actions as moves
from . import events as ev
from .cards import CARDS, GAPS, ISLAND_POWERS, ISLAND_SPOTS
from .fares import active_aptitudes
from .trips import aberrations_of, place_name, trip_cost

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


def card_name(card: int) -> str:
    """A card's name in a sentence ("a Ration worth 2", "a Maui card", "an Oahu card", "Green Mist")."""
    if not 0 <= card < len(CARDS):
        return "an unknown card"
    face = CARDS[card]
    if face.kind == "ration":
        return f"a Ration worth {face.value}"
    if face.kind == "island":
        return f"{'an' if face.name[0] in 'AEIOU' else 'a'} {face.name} card"
    return face.name


def card_name_first(card: int) -> str:
    """A card's name opening a sentence: only its first letter raised ("A Maui card", "A Ration worth 2")."""
    name = card_name(card)
    return name[:1].upper() + name[1:]


def paid_words(paid: Sequence[int]) -> str:
    """The cards a trip was paid with ("a Ration worth 2 and a Maui card"), or "nothing"."""
    return join_names([card_name(c) for c in paid]) or "nothing"


POSITIONS = ("top-left", "top-middle", "top-right", "middle-left", "centre", "middle-right",
             "bottom-left", "bottom-middle", "bottom-right")
"""Where each grid position lies, in words (an action holds positions; the grid's islands are the state's)."""


def place(spot: int) -> str:
    """A spot in words by where it lies: "the top-left island", "the gap between the centre and top-middle islands"."""
    if 0 <= spot < ISLAND_SPOTS:
        return f"the {POSITIONS[spot]} island"
    if ISLAND_SPOTS <= spot < ISLAND_SPOTS + len(GAPS):
        a, b = GAPS[spot - ISLAND_SPOTS]
        return f"the gap between the {POSITIONS[a]} and {POSITIONS[b]} islands"
    return "a place off the grid"


def _card_words(card: int) -> dict[str, str]:
    known = 0 <= card < len(CARDS)
    return {"card_name": card_name(card), "face": CARDS[card].name if known else "a card",
            "text": CARDS[card].text if known else ""}


def words_of(item: Event | Action, names: Names, mover: int | None = None) -> dict[str, Any]:
    """What the templates may say of an event or an action: its fields, and each in words (``name``: the acting
    seat's name, ``mover``'s for an action; ``face``, ``card_name`` and ``text`` of a card; ``*_place`` of a grid
    place, ``laid`` with its "on"/"in"; ``at``/``off`` of a place an event names; ...)."""
    fields = {f.name: getattr(item, f.name) for f in dataclasses.fields(item)}
    said: dict[str, Any] = dict(fields)
    actor = mover if isinstance(item, Action) else fields.get("seat")
    if actor is not None and 0 <= actor < len(names):
        said["name"] = names[actor]
    if isinstance(item, Action) and "seat" in fields:  # an action's seat is the other player it aims at
        said["other"] = names[fields["seat"]] if 0 <= fields["seat"] < len(names) else f"player {fields['seat'] + 1}"
    if "card" in fields:
        said.update(_card_words(fields["card"]))
    for key in ("spot", "position", "first", "second"):
        if key in fields and isinstance(fields[key], int):
            said[f"{key}_place"] = place(fields[key])
    if "spot" in fields:
        said["laid"] = ("in " if fields["spot"] >= ISLAND_SPOTS else "on ") + place(fields["spot"])
    if isinstance(fields.get("place"), str):
        gap = fields["place"].startswith("between")
        said["at"] = ("in the gap " if gap else "on ") + fields["place"]
        said["off"] = ("from the gap " if gap else "from ") + fields["place"]
    if "island" in fields:
        said["power"] = ISLAND_POWERS.get(fields["island"], "It does nothing.")
    if "victim" in fields:
        said["victim_name"] = names[fields["victim"]]
    if "size" in fields:
        said["size_cards"] = cards(fields["size"])
    return said


# --- events ---------------------------------------------------------------------------------------------------------
DRAW_REASONS = {"refill": ", refilling the hand at the end of the turn", "Hawaii": " for Hawaii's power",
                "Maui": " for Maui's power", "Nihoa": " for Nihoa's power, as many as discarded",
                "Lanai": " for Lanai's power, one per player, to give out", "Fisherman": " for the Fisherman",
                "Driftwood": " from Driftwood, crossed for the first time this turn"}
"""Why cards are drawn, by the rule that draws them."""


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


def _swapped(e: ev.SpotsSwapped, n: Names) -> str:
    if len(e.places) != 2:
        return f"Kahoolawe: {n[e.seat]} swaps the Aberrations of two places."
    first, second = (("in the gap " if p.startswith("between") else "on ") + p for p in e.places)
    return f"Kahoolawe: {n[e.seat]} swaps the Aberrations {first} and {second}."


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


def after_the_ender(ender: int, players: int) -> list[int]:
    """The seats that still play one turn each once ``ender`` has reached the goal, in turn order."""
    return [(ender + step) % players for step in range(1, players)]


def _end_triggered(e: ev.EndTriggered, n: Names) -> str:
    others = [n[s] for s in after_the_ender(e.seat, len(n))]
    each = "plays one more turn" if len(others) == 1 else "each play one more turn"
    return f"{n[e.seat]} has explored {e.target} islands, the goal, and ends the game: {join_names(others)} {each}."


def _game_over(e: ev.GameOver, n: Names) -> str:
    return _winner(e, n) + (last_turns(e.ended_by, n) if e.ended_by is not None else "")


def last_turns(ender: int, n: Names) -> str:
    """Who ended the game and who still played (a sentence, with a leading space, to follow the winner's)."""
    others = [n[s] for s in after_the_ender(ender, len(n))]
    played = "played a last turn" if len(others) == 1 else "played their last turns"
    return f" {n[ender]} reached the goal first; {join_names(others)} {played}."


def _winner(e: ev.GameOver, n: Names) -> str:
    best = max(e.explored)
    if len(e.winners) > 1:
        return (f"Game over: {join_names([n[s] for s in e.winners])} share the victory with {best} islands "
                f"and {e.tokens[e.winners[0]]} face-up tokens each.")
    winner = e.winners[0]
    if sum(1 for count in e.explored if count == best) > 1:
        return (f"Game over: {n[winner]} wins the tie at {best} islands with the most face-up Kanaloa tokens, "
                f"{e.tokens[winner]}.")
    return f"Game over: {n[winner]} wins with {best} explored islands."


EVENT_WORDS: dict[type[Event], str | Callable[[Any, Names], str]] = {
    ev.TurnStarted: "Turn {turn_number}: {name} plays.",
    ev.CardsDrawn: _drawn,
    ev.TripMade: _trip,
    ev.Explored: _explored,
    ev.PowerUsed: "{name} spends the token of {island}, one power a turn: {power}",
    ev.AptitudePlayed: "{name} plays the Aptitude {face}: {text}",
    ev.AberrationPlayed: "{name} lays {face} {at}: {text}",
    ev.AberrationMoved: "Kauai: {name} moves {face} {at}.",
    ev.SpotsSwapped: _swapped,
    ev.AberrationRemoved: "Shaman: {name} sends {face} {off} to the discard pile.",
    ev.Raided: "Raiding Tribe: {name} picks one of {victim_name}'s cards face down, and {card_name} goes to the discard pile.",
    ev.CardTaken: "Trickster: {name} takes a card at random from {victim_name}'s hand.",
    ev.CardsGiven: _given,
    ev.CardsReturned: _returned,
    ev.CardDiscarded: _discarded,
    ev.SailedFree: "{why}: {name}'s canoe sails free to {island}.",
    ev.DeckReshuffled: "The deck ran out: the discard pile is shuffled into a new deck of {size_cards}.",
    ev.TokenRevived: "Ancestors' Blessing: {name}'s token on {island} is face up again.",
    ev.PlayEnded: "{name} ends the play phase; the discards and the refill come next.",
    ev.EndTriggered: _end_triggered,
    ev.TurnEnded: _turn_ended,
    ev.GameOver: _game_over,
}
"""The sentence of each kind of event: a template over :func:`words_of`, or a function of the event and the names."""


def event(told: Event, names: Names) -> str | None:
    """One log line for a public event, naming the rule behind it (None: an event the log does not tell)."""
    words = EVENT_WORDS.get(type(told))
    if words is None:
        return None
    return words.format(**words_of(told, names)) if isinstance(words, str) else words(told, names)


# --- moves ----------------------------------------------------------------------------------------------------------
def _move_words(action: Action, names: Names, mover: int | None) -> dict[str, Any]:
    said = words_of(action, names, mover)
    if isinstance(action, moves.Trip):
        said["steps"] = "one step" if len(action.path) == 1 else f"{len(action.path)} steps"
        said["dest"] = place(action.path[-1]) if action.path else "nowhere"
        said["paid"] = paid_words(action.pay)
    if isinstance(action, moves.Deal):  # who gets a card, never which (the table did not see them)
        said["receivers"] = join_names([names[s] if s < len(names) else f"player {s + 1}" for s in sorted(action.seats)])
    if isinstance(action, moves.RaidPick) and mover is not None:  # the traveller robbed sits on the picker's right
        said["raided"] = names[(mover - 1) % len(names)]
    if isinstance(action, moves.RaidPick):
        said["slot_number"] = action.slot + 1
    return said


MOVE_WORDS: dict[type[Action], tuple[str, str]] = {
    moves.Trip: ("{name} sails {steps} to {dest}, paying {paid}.", "sail {steps} to {dest}, paying {paid}"),
    moves.Explore: ("{name} plays {card_name} to explore {face}.", "explore {face} with {card_name}"),
    moves.PlayAberration: ("{name} lays {face} {laid}.", "lay {face} {laid}"),
    moves.PlayAptitude: ("{name} plays the Aptitude {face}.", "play the Aptitude {face}"),
    moves.UsePower: ("{name} uses the power of {island}: {power}", "use the power of {island}"),
    moves.SailTo: ("{name} sails free to {position_place}.", "sail free to {position_place}"),
    moves.MoveAberration: ("{name} moves {face} {laid}.", "move {face} {laid}"),
    moves.SwapSpots: ("{name} swaps the Aberrations of {first_place} and {second_place}.",
                      "swap the Aberrations of {first_place} and {second_place}"),
    moves.RemoveAberration: ("{name} sends {face} to the discard pile.", "send {face} to the discard pile"),
    moves.TakeFrom: ("{name} takes a card at random from {other}'s hand.", "take a card at random from {other}'s hand"),
    moves.Revive: ("{name} turns the Kanaloa token of {island} face up again.", "turn the Kanaloa token of {island} face up again"),
    moves.Deal: ("{name} gives out Lanai's cards face down, one each to {receivers}.",
                 "give out Lanai's cards, one each to {receivers}"),
    moves.RaidPick: ("{name} picks one of {raided}'s face-down cards.", "pick face-down card {slot_number}"),
    moves.Discard: ("{name} discards {card_name}.", "discard {card_name}"),
    moves.EndPlay: ("{name} ends the play phase.", "end the play phase"),
    moves.Done: ("{name} is done.", "say done"),
}
"""Each kind of move: its sentence (given the mover) and its phrase (what ``str()`` of the action reads)."""

PLAYERS = tuple(f"player {n}" for n in range(1, 5))
"""How a phrase names the seats, with no names at hand."""


def move(seat: int, action: Action, names: Names) -> str:
    """What ``seat`` did, in a whole sentence that shows nothing the table did not see."""
    words = MOVE_WORDS.get(type(action))
    if words is None:
        return f"{names[seat]} makes a move."
    return words[0].format(**_move_words(action, names, seat))


def sealed(seat: int, action: Action, names: Names) -> str:
    """What the table saw of a move: Paradise Fallen has no secret move, so the move itself."""
    return move(seat, action, names)


def phrase(action: Action, names: Names = PLAYERS) -> str:
    """A move in words without its mover ("sail 2 steps to the top-left island, paying a Ration worth 3"), for ``str()``
    (the seats called "player 1"...) and for hints (by their names)."""
    words = MOVE_WORDS.get(type(action))
    return words[1].format(**_move_words(action, names, None)) if words is not None else "make a move"


def _grid_place(grid: Sequence[str], spot: int) -> str:
    """A spot by the island the view shows there ("Maui", "the gap between Maui and Hawaii")."""
    if 0 <= spot < ISLAND_SPOTS:
        return grid[spot]
    if ISLAND_SPOTS <= spot < ISLAND_SPOTS + len(GAPS):
        return "the gap " + place_name(grid, spot)
    return "a place off the grid"


def hint_phrase(action: Action, names: Names, view: Mapping[str, Any] | None) -> str:
    """:func:`phrase`, naming the islands the view's grid shows (every island lies face up) for their places."""
    if view is None or "grid" not in view:
        return phrase(action, names)
    grid = view["grid"]
    if isinstance(action, moves.Trip) and action.path:
        steps = "one step" if len(action.path) == 1 else f"{len(action.path)} steps"
        return f"sail {steps} to {_grid_place(grid, action.path[-1])}, paying {paid_words(action.pay)}"
    if isinstance(action, (moves.PlayAberration, moves.MoveAberration)):
        verb = "lay" if isinstance(action, moves.PlayAberration) else "move"
        where = ("in " if action.spot >= ISLAND_SPOTS else "on ") + _grid_place(grid, action.spot)
        return f"{verb} {_card_words(action.card)['face']} {where}"
    if isinstance(action, moves.SailTo):
        return f"sail free to {_grid_place(grid, action.position)}"
    if isinstance(action, moves.SwapSpots):
        return f"swap the Aberrations of {_grid_place(grid, action.first)} and {_grid_place(grid, action.second)}"
    return phrase(action, names)


def _nth(count: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(count, f"{count}th")


def _trip_does(action: moves.Trip, view: Mapping[str, Any], seat: int) -> str:
    grid = view["grid"]
    try:
        cost = trip_cost(grid, aberrations_of(view), view["canoes"][seat], action.path, active_aptitudes(view, seat))
    except (ValueError, IndexError, KeyError):
        return ""
    rations_paid = sum(1 for c in action.pay if CARDS[c].kind == "ration")
    paid = (" in Rations" if rations_paid == len(action.pay) else " in Island cards" if not rations_paid
            else " in Rations and Island cards")
    said = f"it costs {rations(cost)}" + (paid if action.pay else "")
    dest = action.path[-1]
    if not 0 <= dest < ISLAND_SPOTS:
        return said
    island = grid[dest]
    explored = [e["island"] for e in view["explored"][seat]]
    if island in explored:
        return f"{said}, and you explored {island} already"
    kept = list(view.get("hand", ()))
    for card in action.pay:
        if card in kept:
            kept.remove(card)
    if any(CARDS[c].kind == "island" and CARDS[c].name == island for c in kept):
        return f"{said}, and you keep {island}'s card to explore it, your {_nth(len(explored) + 1)} of {view['target']}"
    return f"{said}, to an island you have not explored"


def does(action: Action, view: Mapping[str, Any] | None) -> str:
    """What ``action`` does by the rules, from the seat's own ``view`` (lower case; "" when there is nothing to add)."""
    if view is None or view.get("viewer") is None or "grid" not in view:
        return ""
    seat = view["viewer"]
    if isinstance(action, moves.Trip) and action.path:
        return _trip_does(action, view, seat)
    if isinstance(action, moves.Explore) and 0 <= action.card < len(CARDS):
        island = CARDS[action.card].name
        count = len(view["explored"][seat]) + 1
        power = ISLAND_POWERS.get(island, "").rstrip(".")
        return (f"your {_nth(count)} explored island of the {view['target']} that end the game, whose Kanaloa "
                f"token gives its power ({power[:1].lower() + power[1:]})")
    if isinstance(action, moves.UsePower) and action.island in ISLAND_POWERS:
        power = ISLAND_POWERS[action.island].rstrip(".")
        return f"its Kanaloa token turns face down for its power, once a turn ({power[:1].lower() + power[1:]})"
    if isinstance(action, (moves.PlayAberration, moves.PlayAptitude)) and 0 <= action.card < len(CARDS):
        text = CARDS[action.card].text.rstrip(".")
        return f"{text[:1].lower() + text[1:]}" if text else ""
    return ""


def hint(weighed: Weighed, names: Names) -> str:
    """A hint in one sentence: the move, what it does by the rules (from the seat's view) and why
    (:func:`game.advice.sentence`)."""
    return sentence(weighed, lambda action: hint_phrase(action, names, weighed.view),
                    does=does(weighed.action, weighed.view))


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
        return summary.split(":")[0].split(". ")[0].rstrip(".")[:60]  # who won, not who ended the game
    if turns_left is not None:
        return f"Turn {turn_number}, the last round ({turns_left} to go)"
    return f"Turn {turn_number}"
