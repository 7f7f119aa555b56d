"""What the Last Resort table says to its players, whole, in the words of :mod:`.narrate`: why a move is
refused (:mod:`.legal`), what the table waits for and what the deciding player can do, the banners over
the table and the short labels that rise from it.  Facts (a price, a loss, a gain) come from the rules
(:mod:`.costs`, :mod:`.boards`); a scene only chooses when to show them.  Pure text; never imports pygame.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core import Action, Event

from . import events as ev
from .actions import Build, CheckOut, ChooseAdvert, Eject, PassBuild, PlaceMalfunction, RemoveMalfunction, Welcome
from .boards import PLATFORM_PRESTIGE, TRENDS, VIEWING_PLATFORMS
from .costs import ejection_loss
from .narrate import quid, season_words, space_words, tile_words, track
from .tiles import PRESTIGE_OF

# --- refusals (the sentences of :func:`.legal.problem`) ------------------------------------------------
GAME_OVER = "The game is over."
NOT_A_MOVE = "That is not a move of Last Resort."
NO_SUCH_SEAT = "There is no such seat at this table."
NOT_YOUR_TURN = "It is not your turn."
ADVERT_PLAYED = "You have already played your Advert."
NO_SUCH_ADVERT = "There is no such Advert card."
IMPROVEMENTS_ONCE = "The Improvements Advert may be played only once a year."
REPAIR_ONLY_CONNECTED = "Only a Malfunction whose removal leaves the station connected can be repaired."
MALFUNCTION_CHEAPEST = "A Malfunction goes on the cheapest empty space linked to your station."
IMPROVEMENT_ICONS = "An Improvement needs two Amenity, two Attraction and two Berth icons on your station."
BUILD_LINKED = "A tile goes on an empty space linked to your station."
NO_SUCH_COLOUR = "There is no tourist of that colour."
FITS_SO_NO_EJECTION = "A tourist that fits on your station cannot be ejected."
NO_TILE_THERE = "There is no tile on that space to take a tourist."
NO_SUCH_PLACE = "That tile has no such tourist space."
PLACE_TAKEN = "That tourist space is taken."
SAME_AS_FIRST_PLACE = ("That tourist space is just like another free one on the same tile: the tourist takes "
                       "the first of them.")
_WRONG_PHASE: dict[type, str] = {
    ChooseAdvert: "Adverts are played only in the Advertise phase.",
    PlaceMalfunction: "There is no Malfunction to place now.",
    RemoveMalfunction: "There is no Malfunction to repair now.",
    CheckOut: "Tiles are checked out only in the Check Out phase.",
    Build: "Tiles are built only in the Build phase.",
    PassBuild: "Building can be skipped only in the Build phase.",
    Welcome: "Tourists are taken only in the Arrivals phase.",
    Eject: "Tourists are taken only in the Arrivals phase.",
}


def wrong_phase(action: Action) -> str:
    """Why a move of another phase is refused now."""
    return _WRONG_PHASE.get(type(action), "That move is not possible now.")


ONLY_CLEAR_KINDS = "Only Amenities, Attractions or Berths can be checked out."
NOT_YOUR_CHECK_OUT = "Your Advert does not let you check out {kinds}."
NOT_ON_OFFER = "That tile is not in the offer your Advert lets you buy from ({kinds})."
TOO_DEAR = "You cannot afford it: it costs {price} there and you have {cash}."
NONE_IN_LOUNGE = "There is no {colour} tourist in the lounge."
FITS_NOWHERE = "No tourist space on your station takes a {colour} tourist: take it to eject it."
WRONG_COLOUR = "That tourist space does not take {colour} tourists."
NO_TWIN = "A Berth or the Cryopods never take two {colour} tourists."
NO_PLACE_THERE = "No free tourist space there takes a {colour} tourist."
"""The table: a tourist let go where no free space takes it."""


# --- the table's words ---------------------------------------------------------------------------------
PHASE_WORDS = {"advertise": "Advertise", "malfunction": "Malfunctions", "repair": "Repair", "checkout": "Check-out",
               "build": "Build", "arrivals": "Arrivals", "over": "Game over"}
"""The phases as the status line and the progress name them."""
ORDER_WORDS = {"arrivals": "draft order", "build": "build order (least cash first)"}
"""What the order of play the status line shows is, by phase."""
ADVERT_RULE = ("Choose your Advert; it is played face down and all turn over together. Two players on the same "
               "Advert (not Berths) each gain a Malfunction.")
"""The rule the private Advert panel recalls."""
_DOING = {"malfunction": "places a Malfunction on one of the cheapest linked spaces",
          "repair": "chooses a Malfunction for the Repair Drones", "checkout": "chooses what to check out",
          "build": "builds (or builds nothing)", "arrivals": "takes a tourist from the lounge"}


ADVERT_COVER = "{season}: {name} chooses an Advert in secret"
"""What the hand-over cover says is decided behind it (``season``: :func:`.narrate.season_words`)."""
DECIDE = {
    "malfunction": "{name}: put your Malfunction on a glowing space (the cheapest linked ones). Click it, or arrows "
                   "and Enter.",
    "repair": "{name}: click a glowing Malfunction to repair it (arrows and Enter).",
    "checkout": "{name}: check out one kind of tile; each button says what it pays ({keys}, or Tab and Enter). "
                "You have {cash}.",
    "arrivals": "{name}: drag a tourist from the lounge onto a glowing tourist space, or the number on its slot "
                "(or Tab) for a colour, "
                "arrows and Enter to seat it. Chosen: {colour}.",
}
"""The deciding player's prompt on the table, by phase (the Build phase and an ejection: below)."""
CHECK_OUT_CHOICE = "{kinds}: {pay}"
"""A check-out button: the kind and what it pays ("Attractions: 7 QUID")."""
EJECT_CHOICE = "Take and eject {colour}"
PASS_CHOICE = "Build nothing"
BUILD_FIRST = "Choose a tile from the offer first (drag it, or Tab), or build nothing (P)."
CHOOSE_ADVERT_FIRST = "Choose an Advert first (click a card, or 1–4)."
ADVERT_KEYS = "Click a card or 1–4 (arrows) to choose. R reads your station's tiles; H hides; Esc pauses."
"""The Advert panel's key hint (two lines beside its button)."""
ADVERT_READING = "Reading your station: arrows move, R or Esc ends (the cards wait)."
"""The Advert panel's key hint while R reads the station."""


def waiting_for_adverts(waiting: Sequence[str], chosen: Sequence[str]) -> str:
    """The public prompt while Adverts are chosen (who has chosen shows; what, never)."""
    done = f" Face down already: {', '.join(chosen)}." if chosen else ""
    return f"Everyone plays an Advert face down; they turn over together. Waiting for {', '.join(waiting)}.{done}"


def waiting_for(phase: str, name: str) -> str:
    """The public prompt while ``name`` decides in ``phase``."""
    return f"{name} {_DOING.get(phase, 'decides')}."


def decide_build(name: str, cash: int, tile: str) -> str:
    """The deciding player's prompt: what to build (``tile``: the name of the tile chosen, or "")."""
    chosen = f" Chosen: {tile}; glowing spaces show the total price." if tile else ""
    return (f"{name}: drag a glowing tile onto a glowing space of your station, or press the number on a tile (or "
            f"Tab) to choose it, then arrows and Enter to build; P builds nothing.{chosen} You have {quid(cash)}.")


NO_NUMBER_KEYS = {
    "malfunction": "The number keys pick nothing here: click a glowing space for your Malfunction, or move there "
                   "with the arrows and press Enter.",
    "repair": "The number keys pick nothing here: click the glowing Malfunction to repair, or move there with the "
              "arrows and press Enter.",
    "build": "No tile on offer fits your station now, so the number keys pick nothing: build nothing with P.",
}
NO_NUMBER_KEYS_NOW = "The number keys pick nothing now."
"""What a number key answers where nothing is numbered (the Malfunction and Repair phases choose a space)."""
NOTHING_UNDER_KEY = "Nothing here carries the number {digit}: the keys go from {keys}."
"""A number key past the last one shown (``keys``: :func:`key_range` of what is numbered)."""


def no_number_here(phase: str, digit: int, count: int) -> str:
    """What a number key that picks nothing answers: the phase's way to choose, or the keys there are."""
    if count <= 0:
        return NO_NUMBER_KEYS.get(phase, NO_NUMBER_KEYS_NOW)
    return NOTHING_UNDER_KEY.format(digit=digit, keys=key_range(count))


def key_range(count: int) -> str:
    """The number keys of ``count`` choices: "1", "1–2", "1–3"."""
    return "1" if count <= 1 else f"1–{count}"


SEATED_AT_ONCE = "Only one choice"
"""The banner's title when the rules seat a player's tourist themselves (see :func:`.narrate.auto_seated`)."""
CONFIRM_CHOICE = "Confirm"
UNDO_PLACING = "Undo"
PLATFORM_COVERED = ("It covers a Viewing Platform: no more End of Year prestige from it "
                    f"({PLATFORM_PRESTIGE} on every track).")
"""What a build on a Viewing Platform gives up, said before it is made."""


def platform_note(space: int) -> str:
    """What a build on ``space`` gives up besides its price ("" unless it covers a Viewing Platform)."""
    return PLATFORM_COVERED if space in VIEWING_PLATFORMS else ""


def confirm_build(name: str, tile: int, space: int, price: int) -> str:
    """The prompt while a placement waits for its Confirm: building deals a new tile, so it cannot be taken back."""
    note = platform_note(space)
    return (f"{name}: build {tile_words(tile)} on {space_words(space)} for {quid(price)}? "
            f"{note + ' ' if note else ''}It deals a new tile, so it cannot be undone after: Enter confirms, "
            "Esc takes it back.")


def decide_ejection(name: str, colour: str, loss: int) -> str:
    """The deciding player's prompt when the chosen colour fits nowhere (``loss``: what ejecting it costs)."""
    cost = f"you lose {loss} {track(PRESTIGE_OF[colour])} prestige" if loss else "it costs you no prestige"  # type: ignore[index]
    return (f"{name}: no tourist space on your station takes a {colour} tourist. If you take one it is ejected "
            f"into space and {cost}. Choose another colour (Tab, 1–4), or press E to take and eject it.")


# --- banners and labels over the table ---------------------------------------------------------------
def banner(event: Event, names: Sequence[str], view: dict[str, Any]) -> tuple[str, list[str]] | None:
    """The title and lines of the banner an event puts over the table (``view``: the table as of the event),
    or None for an event with no banner."""
    if isinstance(event, ev.TouristEjected):
        name = names[event.seat]
        kind, loss = ejection_loss(view, event.seat, event.colour)  # type: ignore[arg-type]
        lost = f"{loss} {track(kind)} prestige lost" if loss else "the Airlock Recycler saves its prestige"
        return (f"{name} ejects a {event.colour} tourist",
                [f"No tourist space on {name}'s station takes a {event.colour} tourist, so it is ejected into space: "
                 f"{lost} (never below 0)."])
    if isinstance(event, ev.YearEnded):
        return (f"End of Year {event.year}",
                [f"Each uncovered Viewing Platform gives {PLATFORM_PRESTIGE} prestige on every track."])
    if isinstance(event, ev.AdvertsRevealed):
        return "Adverts revealed", []
    if isinstance(event, ev.TrendTurned):
        trend = TRENDS[event.trend]
        return f"New Trend: {trend.name}", [f"A {track(trend.a)}, B {track(trend.b)}, C {track(trend.c)}."]
    if isinstance(event, ev.OffersRenewed):
        return f"Year {event.year} tiles", [f"The Attractions and Amenities of Year {event.year} are on offer."]
    if isinstance(event, ev.SeasonBegan):
        return season_words(event.year, event.season), ["Everyone chooses an Advert in secret."]
    if isinstance(event, ev.GameOver):
        return "Game over", [event.summary]
    return None


_LABELS: dict[type, str] = {ev.BuildPassed: "builds nothing", ev.NothingToCheckOut: "nothing to check out",
                            ev.MalfunctionMissed: "no Malfunction placed", ev.MalfunctionRemoved: "Repaired",
                            ev.MalfunctionTurnedUp: "Turned up", ev.MalfunctionStruck: "Strikes"}


def label(event: Event) -> str | None:
    """The few words that rise from the table for an event (cash in or out, a note), or None."""
    if isinstance(event, (ev.CashGained, ev.TileBuilt, ev.CashPaid)):
        amount = event.price if isinstance(event, ev.TileBuilt) else event.amount
        return f"+{amount}" if isinstance(event, ev.CashGained) else f"-{amount}"
    if isinstance(event, ev.BonusPaid):
        return f"+{event.amount} ({track(event.kind)} bonus)"
    return _LABELS.get(type(event))
