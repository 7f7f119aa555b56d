"""Last Resort told in plain sentences: one line for each public event, naming the rule behind it.

No line holds a secret: Adverts appear only once all are revealed.  Pure text for
the game log and the replay; never imports pygame.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.core import Event

from .actions import kind_plural, tile_name
from .boards import ADVERTS, EVIL_CARDS, ROUND_TRACK, TRENDS
from .events import (
    AdvertChosen,
    AdvertsRevealed,
    BonusPaid,
    BuildPassed,
    CashGained,
    CashPaid,
    CheckedOut,
    EvilDrafted,
    GameOver,
    MalfunctionMissed,
    MalfunctionPlaced,
    MalfunctionRemoved,
    MalfunctionStruck,
    MalfunctionTurnedUp,
    NothingToCheckOut,
    OfferRefilled,
    OffersRenewed,
    PrestigeMoved,
    SeasonBegan,
    TileBuilt,
    TouristEjected,
    TouristsArrived,
    TouristWelcomed,
    TrendTurned,
    YearEnded,
)
from .prestige import EVIL_AI
from .tiles import COLOURS, MALFUNCTIONS, PRESTIGE_NAMES

_PLACES = {1: "highest", 2: "2nd highest", 3: "3rd highest"}


def quid(amount: int) -> str:
    """An amount of cash: "1 QUID", "12 QUID"."""
    return f"{amount} QUID"


def _who(who: int, names: Sequence[str]) -> str:
    return "The Evil A.I." if who == EVIL_AI else names[who] if 0 <= who < len(names) else f"Seat {who + 1}"


def _track(kind: str) -> str:
    return PRESTIGE_NAMES.get(kind, kind)  # type: ignore[call-overload]


def describe(event: Event, names: Sequence[str]) -> str | None:
    """One log line for a public event (None for events the log leaves out)."""
    if isinstance(event, SeasonBegan):
        return f"Year {event.year}, season {event.season}: everyone plays an Advert face down"
    if isinstance(event, AdvertChosen):
        return None
    if isinstance(event, AdvertsRevealed):
        played = ", ".join(f"{_who(s, names)}: {ADVERTS[a].name}" for s, a in enumerate(event.adverts))  # type: ignore[index]
        if event.evil_card is not None:
            played += f", the Evil A.I.: {EVIL_CARDS[event.evil_card].name} ({event.evil_advert})"
        return f"Adverts revealed - {played} (a shared Advert other than Berths brings a Malfunction)"
    if isinstance(event, MalfunctionPlaced):
        why = "after the 2nd and 5th Arrivals of a two-player game" if event.reason == "extra" else "for a shared Advert"
        return f"{_who(event.seat, names)} gains a Malfunction on space {event.space} ({why}; the cheapest linked space)"
    if isinstance(event, MalfunctionMissed):
        return f"{_who(event.seat, names)} would gain a Malfunction, but {event.why}"
    if isinstance(event, MalfunctionTurnedUp):
        face = MALFUNCTIONS[event.malfunction]
        return f"Something's gone wrong on {_who(event.seat, names)}'s station: {face.name} ({face.text})"
    if isinstance(event, MalfunctionStruck):
        face = MALFUNCTIONS[event.malfunction]
        return f"{face.name} strikes {_who(event.seat, names)}'s station ({face.text})"
    if isinstance(event, CashPaid):
        return f"{_who(event.who, names)} pays {quid(event.amount)} ({event.reason})"
    if isinstance(event, MalfunctionRemoved):
        return f"{_who(event.seat, names)}'s Repair Drones remove the Malfunction on space {event.space}"
    return _describe_more(event, names)


def _describe_more(event: Event, names: Sequence[str]) -> str | None:
    if isinstance(event, CheckedOut):
        what = "every tile (end of the game)" if event.kind == "all" else f"their {kind_plural(event.kind)}"
        count = sum(n for _, n, _ in event.tiles)
        return f"{_who(event.seat, names)} checks out {what}: {count} tourists back to the bag for {quid(event.total)}"
    if isinstance(event, NothingToCheckOut):
        return f"{_who(event.seat, names)} has no tourist to check out"
    if isinstance(event, CashGained):
        return f"{_who(event.who, names)} takes {quid(event.amount)} ({event.reason})"
    if isinstance(event, TileBuilt):
        return f"{_who(event.seat, names)} builds {tile_name(event.tile)} on space {event.space} for {quid(event.price)}"
    if isinstance(event, BuildPassed):
        return f"{_who(event.seat, names)} {'cannot build anything' if event.forced else 'builds nothing'} this season"
    if isinstance(event, OfferRefilled):
        return f"{tile_name(event.tile)} joins the {kind_plural(event.kind)} on offer"
    if isinstance(event, PrestigeMoved):
        way = "gains" if event.after > event.before else "loses"
        return (f"{_who(event.who, names)} {way} {_track(event.kind)} prestige: {event.before} to {event.after} "
                f"({event.reason})")
    if isinstance(event, TouristsArrived):
        counts = ", ".join(f"{n} {c}" for c, n in zip(COLOURS, event.counts) if n)
        first = _who(event.order[0], names).replace("The Evil", "the Evil") if event.order else "nobody"
        return (f"Arrivals {event.arrivals} of {len(ROUND_TRACK)}: {counts or 'no tourists'} arrive; "
                f"{_track(event.prestige)} is trending, so {first} picks first")
    if isinstance(event, TouristWelcomed):
        return f"{_who(event.seat, names)} welcomes a {event.colour} tourist onto space {event.space}"
    if isinstance(event, TouristEjected):
        return f"{_who(event.seat, names)} has no room for a {event.colour} tourist and ejects it into space"
    if isinstance(event, EvilDrafted):
        return f"The Evil A.I. takes a {event.colour} tourist"
    if isinstance(event, YearEnded):
        return f"End of Year {event.year}: uncovered Viewing Platforms give prestige on every track"
    if isinstance(event, TrendTurned):
        trend = TRENDS[event.trend]
        return f"New Trend: {trend.name} (A {_track(trend.a)}, B {_track(trend.b)}, C {_track(trend.c)})"
    if isinstance(event, OffersRenewed):
        return f"The Year {event.year} Attractions and Amenities are on offer"
    if isinstance(event, BonusPaid):
        return (f"{_who(event.who, names)} is {_PLACES.get(event.place, '')} on {_track(event.kind)} "
                f"and takes {quid(event.amount)}")
    if isinstance(event, GameOver):
        return event.summary.rstrip(".")
    return None
