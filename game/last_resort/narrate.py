"""Last Resort in whole sentences: every move, every public event and the end, given the seat names.

:func:`event` tells the log and the replay what happened, naming the rule behind it; :func:`move` says what
a seat did and :func:`sealed` what the table saw of it (a chosen Advert stays secret until all are revealed:
"Ana chooses an Advert in secret.").  The words of the table (banners, prompts and refusals) are in
:mod:`.prompts`, built from the same vocabulary.  No line holds a secret.  Pure text; never imports pygame.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.advice import Weighed, sentence
from game.core import Action, Event

from . import events as ev
from .actions import Build, CheckOut, ChooseAdvert, Eject, PassBuild, PlaceMalfunction, RemoveMalfunction, Welcome
from .boards import (
    ADVERTS,
    COLUMNS,
    EVIL_CARDS,
    NO_MALFUNCTION_ADVERT,
    PLATFORM_PRESTIGE,
    SEASONS_PER_YEAR,
    SPACE_COSTS,
    TRENDS,
    VIEWING_PLATFORMS,
    YEARS,
)
from .costs import build_price, check_out_pay, ejection_cost
from .prestige import EVIL_AI, Track, totals
from .scoring import tracks_ahead
from .tiles import COLOURS, MALFUNCTIONS, PRESTIGE, PRESTIGE_NAMES, PRESTIGE_OF, TILES, Prestige

# --- the vocabulary -----------------------------------------------------------------------------------
_PLURAL = {"amenity": "Amenities", "attraction": "Attractions", "berth": "Berths", "improvement": "Improvements"}
_ROWS = ("top row", "second row", "third row", "bottom row")
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")
_PLACES = {1: "highest", 2: "2nd highest", 3: "3rd highest"}


SHORT_TRACK_NAMES: dict[str, str] = {"relax": "Relax", "inspire": "Inspire", "entertain": "Entertain",
                                     "thrill": "Thrills"}
"""The prestige tracks in a word short enough for a narrow column or the Trend card's three columns."""
IMPROVEMENT_GISTS: dict[str, str] = {
    "repair": "Removes a Malfunction", "platform": "+1 Viewing Platform", "shield": "Same Advert: safe",
    "recycler": "Eject with no Prestige lost", "concierge": "Tourists pay 1 more", "annex": "Full Berths pay 5, not 3",
    "grant": "Gain 4 every End of Year", "fame": "+1 Prestige on all tracks", "cryo": "Cryopods pay 2 each",
    "press": "+1 on each Trend track", "investor": "Gain 8 at the game's end",
}
"""What each Improvement does, in two short lines for its face on offer (the whole text is read at full size)."""


def quid(amount: int) -> str:
    """An amount of cash: "1 QUID", "12 QUID"."""
    return f"{amount} QUID"


def who(party: int, names: Sequence[str], start: bool = True) -> str:
    """A seat's name, or the Evil A.I. ("The Evil A.I." to start a sentence, "the Evil A.I." inside one)."""
    if party == EVIL_AI:
        return "The Evil A.I." if start else "the Evil A.I."
    return names[party] if 0 <= party < len(names) else f"Seat {party + 1}"


def track(kind: str) -> str:
    """A prestige track's name: "Relaxation", "Inspiration", "Entertainment", "Thrills"."""
    return PRESTIGE_NAMES.get(kind, "prestige")  # type: ignore[call-overload]


def kind_plural(kind: str) -> str:
    """"Amenities", "Attractions", "Berths", "Improvements"."""
    return _PLURAL.get(kind, "tiles")


def advert_name(kind: str) -> str:
    """An Advert card's name: "Amenity", "Attraction", "Berths", "Improvements"."""
    card = ADVERTS.get(kind)  # type: ignore[call-overload]
    return card.name if card is not None else "unknown"


def tile_words(tile: int) -> str:
    """A tile as a sentence names it: "the VRcade", "a Berth" (Berths are all alike), "the Orientation"."""
    if not 0 <= tile < len(TILES):
        return "a tile"
    face = TILES[tile]
    if face.kind in ("orientation", "cryopods"):  # "the Orientation": the rules' "Blue Orientation" would contradict
        return f"the {face.name.split()[-1]}"     # the colour of the seat that owns it (seat 1 plays "Blue")
    return "a Berth" if face.kind == "berth" else f"the {face.name}"


def space_words(space: int) -> str:
    """Where a station space is, as a player finds it: "the Viewing Platform in the top row", "the third space
    from the left in the second row"."""
    if not 0 <= space < len(SPACE_COSTS):
        return "a space off the station"
    row, column = divmod(space, COLUMNS)
    if space in VIEWING_PLATFORMS:
        return f"the Viewing Platform in the {_ROWS[row]}"
    return f"the {_ORDINALS[column]} space from the left in the {_ROWS[row]}"


def season_words(year: int, season: int) -> str:
    """"Year 2, season 1" (``season`` 1–9 on the round track), as the log says it."""
    return f"Year {year}, season {(season - 1) % SEASONS_PER_YEAR + 1}"


def season_heading(year: int, season: int, short: bool = False) -> str:
    """The status line's "Year 2 of 3 · season 1 of 3" (``short``: "Year 2/3 · season 1/3"), counting the
    season within its Year as :func:`season_words` does."""
    within = (season - 1) % SEASONS_PER_YEAR + 1
    if short:
        return f"Year {year}/{YEARS} · season {within}/{SEASONS_PER_YEAR}"
    return f"Year {year} of {YEARS} · season {within} of {SEASONS_PER_YEAR}"


def bag_words(count: int) -> str:
    """The bag's label: "Bag: 1 tourist", "Bag: 57 tourists"."""
    return f"Bag: {_count(count, 'tourist')}"


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def _count(number: int, thing: str) -> str:
    return f"{number} {thing}{'' if number == 1 else 's'}"


def _listed(items: Sequence[str]) -> str:
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


# --- moves -------------------------------------------------------------------------------------------------
_MOVES: dict[type, str] = {
    ChooseAdvert: "{name} chooses the {advert} Advert in secret.",
    CheckOut: "{name} checks out {kind}.",
    Build: "{name} builds {tile} on {space}.",
    PassBuild: "{name} builds nothing this season.",
    PlaceMalfunction: "{name} puts the Malfunction on {space}.",
    RemoveMalfunction: "{name} repairs the Malfunction on {space}.",
    Welcome: "{name} welcomes a {colour} tourist onto the tile on {space}.",
    Eject: "{name} takes a {colour} tourist and ejects it into space.",
}
"""What each kind of move says, its fields in words (:data:`_FIELD_WORDS`)."""
_FIELD_WORDS: dict[str, Callable[[Any], str]] = {"advert": advert_name, "kind": kind_plural, "tile": tile_words,
                                                 "space": space_words}


def move(seat: int, action: Action, names: Sequence[str]) -> str:
    """What ``seat`` did, as one sentence (an Advert is named, and said to be secret)."""
    words = {key: _FIELD_WORDS.get(key, str)(value) for key, value in vars(action).items()}
    return _MOVES.get(type(action), "{name} makes a move.").format(name=who(seat, names), **words)


_ADVICE: dict[type, str] = {
    ChooseAdvert: "choose the {advert} Advert",
    CheckOut: "check out {kind}",
    Build: "build {tile} on {space}",
    PassBuild: "build nothing this season",
    PlaceMalfunction: "put the Malfunction on {space}",
    RemoveMalfunction: "repair the Malfunction on {space}",
    Welcome: "welcome a {colour} tourist onto the tile on {space}",
    Eject: "take a {colour} tourist and eject it into space",
}
"""Each kind of move as advice to its mover, lower case (:func:`advice`)."""


def advice(action: Action) -> str:
    """A move as advice to its mover ("build a Spa tile on space 12")."""
    words = {key: _FIELD_WORDS.get(key, str)(value) for key, value in vars(action).items()}
    return _ADVICE.get(type(action), "make a move").format(**words)


def _build_does(action: Build, view: dict[str, Any], seat: int) -> str:
    if not 0 <= action.tile < len(TILES) or not 0 <= action.space < len(SPACE_COSTS):
        return ""
    price = build_price(action.tile, action.space)
    face = TILES[action.tile]
    said = f"it costs {quid(price)}" + (f" (tile {face.cost}, space {price - face.cost})" if price != face.cost else "")
    if action.space in VIEWING_PLATFORMS:
        said += ", covering a Viewing Platform"
    lit = [f"{n} {track(kind)}" for kind, n in zip(PRESTIGE, face.lights) if n]
    return said + (f", lighting {_listed(lit)}" if lit else "")


def does(action: Action, view: dict[str, Any] | None) -> str:
    """What ``action`` does by the rules, from the seat's own ``view`` (lower case; "" when there is nothing to add)."""
    if view is None or view.get("viewer") is None or "seats" not in view:
        return ""
    seat = view["viewer"]
    if isinstance(action, Build):
        return _build_does(action, view, seat)
    if isinstance(action, ChooseAdvert) and action.advert in ADVERTS:
        card = ADVERTS[action.advert]
        said = (f"it builds {kind_plural(card.build)} and checks out "
                f"{_listed([kind_plural(k) for k in card.check_out]).replace(' and ', ' or ')}")
        return said + (", safe to share" if action.advert == NO_MALFUNCTION_ADVERT else
                       ", but shared it brings a Malfunction")
    if isinstance(action, CheckOut):
        return f"it pays {quid(check_out_pay(view, seat, action.kind))}"
    if isinstance(action, Welcome):
        return f"{action.colour} is {track(PRESTIGE_OF[action.colour])}"
    if isinstance(action, Eject):
        loss = ejection_cost(view, seat, action.colour)
        return (f"it costs {loss} {track(PRESTIGE_OF[action.colour])} prestige" if loss
                else "it costs you no prestige")
    if isinstance(action, PlaceMalfunction):
        return "it lies face down until something goes wrong"
    if isinstance(action, RemoveMalfunction):
        return "the Repair Drones take it away"
    return ""


def hint(weighed: Weighed, names: Sequence[str]) -> str:
    """A hint in one sentence: the move, what it does by the rules (from the seat's view) and why
    (:func:`game.advice.sentence`)."""
    return sentence(weighed, advice, does=does(weighed.action, weighed.view))


def sealed(seat: int, action: Action, names: Sequence[str]) -> str:
    """What the table saw of ``seat``'s move: an Advert chosen, not which; any other move in full."""
    if isinstance(action, ChooseAdvert):
        return f"{who(seat, names)} chooses an Advert in secret."
    return move(seat, action, names)


# --- events ------------------------------------------------------------------------------------------------
_MISSED = {"pile empty": "the Malfunction pile is empty", "no space": "no empty space touches the station",
           "pile short": "the Malfunction pile holds too few for everyone gaining one"}
_CAUSES = {"evil card": "from its card", "ejection": "for the ejected tourist",
           "platforms": "from the uncovered Viewing Platforms"}


def _cause(event: ev.PrestigeMoved) -> str:
    if event.reason == "lights":
        return f"from the lights of {tile_words(event.about)}"
    if event.reason == "press":
        return f"from {tile_words(event.about)}"
    if event.reason == "malfunction" and 0 <= event.about < len(MALFUNCTIONS):
        return f"from the {MALFUNCTIONS[event.about].name}"
    return _CAUSES.get(event.reason, "")


def _cash_gained(event: ev.CashGained, names: Sequence[str]) -> str:
    name = who(event.seat, names)
    if event.reason == "evil card":
        return f"{name} banks {quid(event.amount)} from its card."
    if event.reason == "overflow":
        return f"{name} takes {quid(event.amount)} for {track(event.about)} prestige above 20."
    source = {"grant": "the Tourism Grant", "investor": "the Investor Suite"}.get(event.reason, "the bank")
    return f"{name} takes {quid(event.amount)} from {source}."


def _arrived(event: ev.TouristsArrived, names: Sequence[str]) -> str:
    counts = _listed([f"{n} {c}" for c, n in zip(COLOURS, event.counts) if n])
    first = who(event.order[0], names, start=False) if event.order else "nobody"
    come = "no tourists arrive" if not counts else f"{counts} tourist arrives" if sum(event.counts) == 1 else \
        f"{counts} tourists arrive"
    year = (event.arrivals - 1) // SEASONS_PER_YEAR + 1
    return (f"Arrivals, {season_words(year, event.arrivals)}: {come}; {track(event.prestige)} is trending, "
            f"so {first} picks first.")


def _revealed(event: ev.AdvertsRevealed, names: Sequence[str]) -> str:
    played = [f"{who(s, names)} played {advert_name(a)}" for s, a in enumerate(event.adverts)]
    if event.evil_card is not None and event.evil_advert is not None:
        played.append(f"the Evil A.I. played {advert_name(event.evil_advert)} ({EVIL_CARDS[event.evil_card].name})")
    return f"The Adverts are revealed: {_listed(played)}.{_shared(event, names)}"


def _shared(event: ev.AdvertsRevealed, names: Sequence[str]) -> str:
    """What the reveal brings: " Ana and Ben both played Attraction: a shared Advert other than Berths brings a
    Malfunction." naming every Advert (not Berths) that more than one party played; nothing when none was."""
    parties = [(who(s, names, start=False), a) for s, a in enumerate(event.adverts)]
    if event.evil_advert is not None:
        parties.append((who(EVIL_AI, names, start=False), event.evil_advert))
    groups = []
    for kind in dict.fromkeys(a for _, a in parties):
        sharing = [p for p, a in parties if a == kind]
        if kind != NO_MALFUNCTION_ADVERT and len(sharing) > 1:
            together = "both" if len(sharing) == 2 else "all"
            groups.append(f"{_listed(sharing)} {together} played {advert_name(kind)}")
    return f" {'; '.join(groups)}: a shared Advert other than Berths brings a Malfunction." if groups else ""


def _checked_out(event: ev.CheckedOut, names: Sequence[str]) -> str:
    count = sum(n for _, n, _ in event.tiles)
    what = "clears every tile at the end of the game" if event.kind == "all" else f"checks out {kind_plural(event.kind)}"
    went = f"{_count(count, 'tourist')} {'goes' if count == 1 else 'go'} back to the bag"
    return f"{who(event.seat, names)} {what}: {went}, for {quid(event.total)}."


def _prestige(event: ev.PrestigeMoved, names: Sequence[str]) -> str:
    way = "gains" if event.after > event.before else "loses"
    cause = _cause(event)
    moved = f"{track(event.kind)} prestige, {event.before} to {event.after}"
    return f"{who(event.seat, names)} {way} {moved}{', ' + cause if cause else ''}."


def event(happened: Event, names: Sequence[str]) -> str | None:
    """One whole sentence for a public event (None for an Advert chosen: the move says it, in secret)."""
    match happened:
        case ev.AdvertChosen():
            return None
        case ev.SeasonBegan(year, season):
            return f"{season_words(year, season)} begins: everyone chooses an Advert in secret."
        case ev.AdvertsRevealed():
            return _revealed(happened, names)
        case ev.MalfunctionPlaced(seat, space, "extra"):
            return (f"{who(seat, names)} gains a Malfunction after the 2nd and 5th Arrivals of a two-player game, "
                    f"face down on {space_words(space)}.")
        case ev.MalfunctionPlaced(seat, space):
            return f"{who(seat, names)} gains a Malfunction for a shared Advert, face down on {space_words(space)}."
        case ev.MalfunctionMissed(seat, _, why):
            return f"{who(seat, names)} would gain a Malfunction, but {_MISSED.get(why, 'it has nowhere to go')}."
        case ev.MalfunctionTurnedUp(seat, _, face):
            shown = MALFUNCTIONS[face]
            return f"Something's gone wrong on {who(seat, names)}'s station: the {shown.name}. {shown.text}"
        case ev.MalfunctionStruck(seat, _, face):
            return f"A Malfunction strikes {who(seat, names)}'s station: the {MALFUNCTIONS[face].name}."
        case ev.CashPaid(seat, amount, face):
            return f"{who(seat, names)} pays {quid(amount)} for the {MALFUNCTIONS[face].name}."
        case ev.MalfunctionRemoved(seat, space):
            return f"{who(seat, names)}'s Repair Drones remove the Malfunction on {space_words(space)}."
        case ev.CheckedOut():
            return _checked_out(happened, names)
        case ev.NothingToCheckOut(seat):
            return f"{who(seat, names)} has no tourist to check out."
        case ev.CashGained():
            return _cash_gained(happened, names)
        case ev.TileBuilt(seat, tile, space, price):
            return f"{who(seat, names)} builds {tile_words(tile)} on {space_words(space)} for {quid(price)}."
        case ev.BuildPassed(seat, forced):
            return f"{who(seat, names)} {'cannot build anything' if forced else 'builds nothing'} this season."
        case ev.OfferRefilled(kind, tile):
            return f"{_capital(tile_words(tile))} joins the {kind_plural(kind)} on offer."
        case ev.PrestigeMoved():
            return _prestige(happened, names)
        case ev.TouristsArrived():
            return _arrived(happened, names)
        case ev.TouristWelcomed(seat, colour, _, _, tile):
            return f"{who(seat, names)} welcomes a {colour} tourist onto {tile_words(tile)}."
        case ev.TouristEjected(seat, colour):
            return f"{who(seat, names)} has no room for a {colour} tourist and ejects it into space."
        case ev.EvilDrafted(_, colour):
            return f"The Evil A.I. takes a {colour} tourist, and it goes back to the bag."
        case ev.YearEnded(year):
            return (f"End of Year {year}: each uncovered Viewing Platform gives {PLATFORM_PRESTIGE} prestige "
                    "on every track.")
        case ev.TrendTurned(index):
            trend = TRENDS[index]
            return f"A new Trend is turned: {trend.name} (A {track(trend.a)}, B {track(trend.b)}, C {track(trend.c)})."
        case ev.OffersRenewed(year):
            return f"The Attractions and Amenities of Year {year} come on offer."
        case ev.BonusPaid(seat, kind, place, amount):
            return f"{who(seat, names)} is {_PLACES.get(place, 'placed')} on {track(kind)} and takes {quid(amount)}."
        case ev.GameOver(_, summary):
            return summary
    return None


# --- the end -------------------------------------------------------------------------------------------------
RESULT_PARTS: dict[str, str] = {
    "start": "Starting cash", "attraction": "Attractions", "amenity": "Amenities", "berth": "Berths",
    "all": "Final clear-out", **{f"{kind} bonus": f"{name} bonus" for kind, name in SHORT_TRACK_NAMES.items()},
    "improvements": "Improvements", "other": "Prestige above 20", "building": "Building",
    "malfunctions": "Malfunctions paid", "evil card": "Evil A.I. cards",
}
"""The parts of a final breakdown (by ledger part) and their headings on the results."""
FINAL_CASH = "Final cash"
"""What the score is: the cash a player ends with."""
TIE_PRESTIGE = "more total prestige"
TIE_TRACKS = "ahead on more tracks"
TIE_MALFUNCTIONS = "fewer Malfunctions"
"""The tie-breaks after cash, in the rules' order, each saying which way it counts (the score sheet's rows
read "Tie-break 3: fewer Malfunctions")."""
EVIL_NAME = "Evil A.I."
"""The Evil A.I.'s name over its column of the solo results."""


def summary(ranked: list[list[int]], cash: dict[int, int], names: Sequence[str]) -> str:
    """The result in one sentence ("Ana wins with 52 in cash."; solo: against the Evil A.I.)."""
    first = ranked[0]
    if EVIL_AI in first and len(first) == 1:
        return f"The Evil A.I. wins with {cash[EVIL_AI]} against {names[0]}'s {cash[0]}."
    if EVIL_AI in cash:
        return f"{names[0]} beats the Evil A.I. with {cash[0]} against {cash[EVIL_AI]}."
    winners = " and ".join(who(p, names, start=False) for p in first)
    return f"{winners} win{'s' if len(first) == 1 else ''} with {cash[first[0]]} in cash."


def tie_break_note(ranked: list[list[int]], cash: dict[int, int], tracks: dict[Prestige, Track],
                   malfunctions: dict[int, int], party: int) -> str:
    """Why ``party`` stands where it does when others had its cash ("" when its cash alone decides)."""
    same_cash = [p for p in cash if cash[p] == cash[party] and p != party]
    if not same_cash:
        return ""
    mine = totals(tracks, party)
    same_prestige = [p for p in same_cash if totals(tracks, p) == mine]
    if not same_prestige:
        return f"Equal cash: {mine} total prestige decided."
    group = [party, *same_prestige]
    ahead = tracks_ahead(tracks, party, group)
    if any(tracks_ahead(tracks, p, group) != ahead for p in same_prestige):
        return f"Equal cash and prestige: ahead on {_count(ahead, 'track')}."
    if any(malfunctions[p] != malfunctions[party] for p in same_prestige):
        return f"Equal cash and prestige: {_count(malfunctions[party], 'Malfunction')}."
    return "Tied on every tie-break."


# --- the End of Year summary ----------------------------------------------------------------------------------
YEAR_SUMMARY_HINT = "Click, or press Enter or Space, to play on"


def year_summary(year: int, platforms: Sequence[int], names: Sequence[str], trend: int | None,
                 tiles: Sequence[int]) -> tuple[str, list[str]]:
    """The title and lines of the End of Year summary: each seat's uncovered Viewing Platforms and the prestige
    they gave, the new Trend, the tiles that came on offer (``trend`` None and ``tiles`` empty after the last
    Year)."""
    lines = []
    for seat, count in enumerate(platforms):
        gain = count * PLATFORM_PRESTIGE
        given = f"+{gain} prestige on every track" if gain else "no prestige"
        lines.append(f"{who(seat, names)}: {_count(count, 'uncovered Viewing Platform')}, {given}.")
    if trend is not None:
        card = TRENDS[trend]
        lines.append(f"New Trend: {card.name} (A {track(card.a)}, B {track(card.b)}, C {track(card.c)}).")
    if tiles:
        named = ", ".join(TILES[t].name for t in tiles if 0 <= t < len(TILES))
        lines.append(f"New tiles on offer for Year {year + 1}: {named}.")
    return f"End of Year {year}", lines


def auto_seated(name: str, colour: str, tile: int) -> str:
    """Said when the rules seat a player's tourist themselves: one colour left in the lounge, one place for it."""
    return (f"{name} had a single choice (only {colour} tourists are left, and one place takes them): a {colour} "
            f"tourist is seated on {tile_words(tile)} at once.")
