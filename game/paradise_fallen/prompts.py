"""What the Paradise Fallen table and hand say while the game waits: each pending choice (to its decider and of
the decider to the table), the rule of a choice the hand offers, the status line, the hints, the note by a
trip's price, and why a card or a trip the hand was asked for cannot be had.

The sentences of events, moves and results are in :mod:`.narrate`; the refusals of illegal moves with their
rules (:mod:`.legal`, :mod:`.powers`).  Pure text; never imports pygame.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .cards import CARDS
from .fares import cheapest, trip_fares
from .narrate import Names, cards, join_names

CHOICES = {
    "raid": ("pick the card the Raiding Tribe takes", "picks the card the Raiding Tribe takes"),
    "oahu": ("choose where Oahu's power sails your canoe", "chooses where Oahu's power sails the canoe"),
    "sea_turtle": ("choose where the Sea Turtle takes your canoe", "chooses where the Sea Turtle takes the canoe"),
    "molokai": ("explore with Molokai's power", "explores with Molokai's power"),
    "kauai": ("move Aberrations with Kauai's power, or say done", "moves Aberrations with Kauai's power"),
    "kahoolawe": ("choose two spots to swap", "chooses two places whose Aberrations Kahoolawe's power swaps"),
    "lanai": ("give out Lanai's cards", "gives out Lanai's cards"),
    "nihoa": ("discard for Nihoa's power, or say done", "discards for Nihoa's power"),
    "trickster": ("choose whom the Trickster robs", "chooses whom the Trickster robs"),
    "shaman": ("choose the Aberration the Shaman removes", "chooses the Aberration the Shaman removes"),
    "blessing": ("choose the token Ancestors' Blessing turns up", "chooses the token Ancestors' Blessing turns up"),
}
"""What each pending choice asks: said to its decider (the end of "First ..."), and of the decider to the table."""


CHOICE_RULES = {
    "oahu": "Oahu: sail free to one of your explored islands",
    "sea_turtle": "Sea Turtle: ride free to a neighbouring island",
    "molokai": "Molokai: explore an island next to your canoe with its Island card, with no token",
    "kauai": "Kauai: move an Aberration to another place of its kind, {moves_left} moves left",
    "kahoolawe": "Kahoolawe: swap the Aberrations of two like places, two islands or two gaps",
    "lanai": "Lanai: give each drawn card to a player, one each",
    "nihoa": "Nihoa: discard any cards, {discarded} so far, then draw as many",
    "trickster": "Trickster: take a random card from another player",
    "shaman": "Shaman: send an Aberration in play to the discard pile",
    "blessing": "Ancestors' Blessing: turn one of your spent tokens face up",
    "end": "End phase: discard any cards, then Done refills your hand to {refill_to}",
}
"""What the player deciding a pending choice (or the end phase) may do, by the rules; the table adds how."""


def choice_rule(kind: str, view: dict[str, Any]) -> str:
    """The rule of the choice ``kind`` (or "end": the end phase) for the seat whose ``view`` this is."""
    pending = view.get("pending") or {}
    return CHOICE_RULES[kind].format(moves_left=pending.get("moves_left", ""), discarded=pending.get("discarded", 0),
                                     refill_to=view.get("refill_to", 5))


def first_choose(kind: str) -> str:
    """The refusal of a move while a choice is pending: that choice comes first."""
    return f"First {CHOICES[kind][0]}; that move is not one of the choices."


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
        return f"{names[seat]} {CHOICES.get(str(pending['kind']), ('', 'makes a choice'))[1]}."
    seat = int(view["turn"])
    who = f"{names[seat]}, a computer," if computers[seat] else names[seat]
    return f"{who} is playing turn {view['turn_number']}."


def raid_title(picker: str, victim: str) -> str:
    """The heading of a Raiding Tribe's pick on the table."""
    return f"Raiding Tribe: {picker} picks one of {victim}'s cards, face down"


RAID_HINT = "Click a card, or press its number (arrows and Enter). It goes to the discard pile, face up."
HANDS_HINT = "Hands are secret: each player's hand shows only to them, over this table. Point at any face-up card to read it."


def status(view: dict[str, Any], names: Names, named: bool = True, brief: bool = False) -> str:
    """The top line: the turn, whose it is and the phase, and how the end stands: once a player has reached the
    goal, who did and (``named``; else how many turns) who still plays after this turn. ``brief`` leaves out the
    turn's number, the end phase's explanation and a second naming of the player to move (two long names fill the
    line)."""
    if view["phase"] == "over":
        winners = view.get("winners") or []
        return "Game over: " + " and ".join(names[w] for w in winners) + (" share the win" if len(winners) > 1 else " wins")
    turn = int(view["turn"])
    phase = "play phase" if view["phase"] == "play" else "end phase" if brief else "end phase (discard, then refill)"
    line = f"{names[turn]} · {phase}" if brief else f"Turn {view['turn_number']} · {names[turn]} · {phase}"
    ender = view.get("end_triggered_by")
    if ender is None:
        return line + f" · first to {view['target']} explored islands ends the game"
    left = view.get("turns_left")
    players = int(view["players"])
    after = [names[(turn + step) % players] for step in range(1, left)] if left is not None else []
    if left is not None and not after:
        more = "this is the last turn"
    elif named and after:
        more = f"still to play after this turn: {join_names(after)}"
    else:
        more = f"{len(after)} more turn{'s' if len(after) != 1 else ''} after this one" if left is not None else "last turns"
    who = "" if brief and ender == turn else f"{names[ender]} "  # brief: the player to move is not named twice
    return line + f" · {who}reached {view['target']}: {more}"


def hand_titles(name: str, cards: int) -> list[str]:
    """The private hand's title, longest first (the band shows the longest that fits beside its buttons)."""
    count = f"{cards} card{'s' if cards != 1 else ''}"
    return [f"Private to {name}: your hand, {count}", f"{name}'s hand, {count}", f"{name}: {count}"]


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
    lost = "you lose a card" if raids == 1 else f"you lose {cards(raids)}"
    return note + (f" · Raiding Tribe: {lost}" if raids else "")


def cannot_sail(island: str) -> str:
    """A trip the player asked for that no legal trip makes."""
    return f"You cannot sail to {island} now."


def too_dear(island: str, cost: int, held: int, via: Sequence[str] = ()) -> str:
    """A trip the hand cannot pay: its price (by way of the islands ``via``, its cheapest path) and what the
    cards pay, as the label of the dragged canoe says."""
    way = f" by way of {' and '.join(via)}," if via else ""
    return f"{island} costs {cost} {'ration' if cost == 1 else 'rations'}{way} and your cards pay {held}: too dear."


END_PHASE_ONLY = "In the end phase you may only discard cards, then say done."
GAP_TAKES_ABERRATIONS = "Only an Aberration goes in a gap: pick one up from your hand first."
HAND_FOLDED = "Your hand is hidden: press H to show it first."
HAND_FOLDED_CLICK = "Your hand is hidden: click the bar below or press H to show it first."


def no_token_numbered(number: int, usable: int) -> str:
    """A number key that no glowing token shows, with how many do."""
    if usable == 1:
        return f"No token shows {number}: press 1 for the one glowing token's power."
    return f"No token shows {number}: press 1 to {usable} for the glowing tokens' powers."
NOT_NOW = "That cannot be done now."


def spot_refusal(view: dict[str, Any], seat: int, spot: int) -> str:
    """Why a click (or Enter) on the island or gap ``spot`` does nothing for ``seat`` now, from the rules' fares:
    the end phase, a gap with no Aberration held, the island the canoe is on, a trip too dear for the hand."""
    if view["phase"] == "end":
        return END_PHASE_ONLY
    if spot >= len(view["grid"]):
        return GAP_TAKES_ABERRATIONS
    island = str(view["grid"][spot])
    if spot == int(view["canoes"][seat]):
        return f"Your canoe is on {island}: explore it with its Island card, or sail on."
    fare = cheapest(fare for fare in trip_fares(view, seat) if fare.dest == spot)
    if fare is not None and not fare.payable:
        via = [str(view["grid"][p]) for p in fare.path[:-1] if p < len(view["grid"])]
        return too_dear(island, fare.cost, fare.held, via)
    return cannot_sail(island)


DEAL_NOBODY_YET = "to nobody yet"
"""Under a card of Lanai's deal not yet given to anyone."""
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
