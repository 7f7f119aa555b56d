"""How each Last Resort event looks on the table: tiles and tourists fly, cash rises from each tile checked
out, trackers slide, banners explain.  The words come from :mod:`game.last_resort.prompts`; this module
only says where things move (no state changes)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import Event
from game.last_resort import events as ev
from game.last_resort import prompts
from game.last_resort.tiles import COLOURS
from scenes.last_resort.notices import Banner
from sprites import palette
from sprites.backdrop import colour_index
from sprites.last_resort.board import EVIL_MARKER, Marker, evil_gain_spot, initial, offer_tiles, tracker_point
from sprites.last_resort.flights import label_box
from sprites.last_resort.layout import (
    BAG_RECT,
    LARGE_HEADER,
    LOG_AREA,
    evil_card_rect,
    lounge_spot,
    mini_header_rect,
    offer_rect,
    offer_row,
)
from sprites.last_resort.station import gain_spot, slot_centre
from sprites.tween import Point

if TYPE_CHECKING:
    from scenes.last_resort.table import LastResortScene

SPACE_OUT: Point = (LOG_AREA.x - 20.0, 30.0)
"""Where an ejected tourist drifts off to (out of the station, into space)."""
BANNER_TIME: dict[type, tuple[float, bool]] = {
    ev.TouristEjected: (1.2, True), ev.AdvertsRevealed: (1.4, True), ev.YearEnded: (0.9, True),
    ev.TrendTurned: (0.7, False), ev.OffersRenewed: (0.7, False), ev.SeasonBegan: (0.7, False),
    ev.GameOver: (1.5, True)}
"""How long each event's banner shows (at speed 1), and whether the next event waits for it."""


def show_event(scene: "LastResortScene", before: dict[str, Any], event: Event) -> None:
    """Animate ``event`` on ``scene`` (``before``: the public view as of the event before it)."""
    flights = scene.flights
    if isinstance(event, ev.TileBuilt):
        _fly_tile(scene, before, event)
    elif isinstance(event, ev.TouristWelcomed):
        tile = _tile_on(scene.shown, event.seat, event.space)
        cell = scene.cell_rect(event.seat, event.space)
        end = slot_centre(tile, cell, event.slot) if tile is not None else cell.center
        flights.meeple(event.colour, lounge_point(event.colour), (float(end[0]), float(end[1])),
                       hides=(event.seat, event.space, event.slot))
    elif isinstance(event, ev.TouristEjected):
        flights.meeple(event.colour, lounge_point(event.colour), SPACE_OUT)
    elif isinstance(event, ev.EvilDrafted):
        flights.meeple(event.colour, lounge_point(event.colour), bag_point())
    elif isinstance(event, ev.TouristsArrived):
        for i, (colour, count) in enumerate(zip(COLOURS, event.counts)):
            for k in range(min(count, 4)):
                flights.meeple(colour, bag_point(), lounge_point(colour), 0.06 * (i * 4 + k))
    elif isinstance(event, ev.CheckedOut):
        _show_check_out(scene, before, event)
    elif isinstance(event, ev.MalfunctionPlaced):
        end = scene.cell_rect(event.seat, event.space).topleft
        flights.malfunction((float(BAG_RECT.x), float(BAG_RECT.bottom)), (float(end[0]), float(end[1])),
                            (event.seat, event.space, -1))
    elif isinstance(event, ev.PrestigeMoved):
        start = tracker_point(before, event.kind, event.seat, event.before)
        end = tracker_point(scene.shown, event.kind, event.seat, event.after)
        flights.marker(tracker_look(scene, event.seat), (float(start[0]), float(start[1])), (float(end[0]), float(end[1])),
                       (str(event.kind), int(event.seat)))
    elif isinstance(event, ev.OfferRefilled):
        _fly_refill(scene, event)
    _label(scene, event)
    _banner(scene, event)


def tracker_looks(scene: "LastResortScene") -> list[Marker]:
    """Every seat's prestige tracker: the seat's colour (in the palette chosen), its shape in every palette (the
    shapes are what the colour-blind palette shows) and the player's initial."""
    blind = scene.app.settings.colour_blind
    found: list[Marker] = []
    for seat, name in zip(scene.seats, scene.names):
        index = colour_index(seat.colour, seat.index)
        found.append((palette.seat_colour(index, blind), palette.SEAT_SHAPES[index % len(palette.SEAT_SHAPES)],
                      initial(name)))
    return found


def tracker_look(scene: "LastResortScene", party: int) -> Marker:
    """One party's tracker (the Evil A.I.'s for a party below 0)."""
    return EVIL_MARKER if party < 0 else tracker_looks(scene)[party]


def _label(scene: "LastResortScene", event: Event) -> None:
    """The words that rise from the table: cash at a header, a note on a space."""
    words = prompts.label(event)
    if words is None or isinstance(event, ev.TileBuilt):
        return
    colour = "gain" if isinstance(event, (ev.CashGained, ev.BonusPaid, ev.MalfunctionRemoved)) else "pay"
    space = getattr(event, "space", None)
    seat = int(getattr(event, "seat", -1))
    if isinstance(space, int) and 0 <= seat < scene.players and 0 <= space < 24:
        centre = scene.cell_rect(seat, space).center
        scene.flights.label(words, (float(centre[0]), float(centre[1])), colour)
    else:
        _header_label(scene, seat, words, colour)


def _header_label(scene: "LastResortScene", party: int, words: str, colour: str = "pay", delay: float = 0.0) -> None:
    """Cash shown at a header (a station's, the Evil A.I.'s card) beside its words, not over them; it fades where
    it shows (rising, it would cross the line above)."""
    size = label_box(words, (0, 0)).size
    if party < 0 or party >= scene.players:
        at = evil_gain_spot(evil_card_rect(), size)
    else:
        large = party == scene.large_seat()
        rect = LARGE_HEADER if large else mini_header_rect(scene.small_seats().index(party))
        at = gain_spot(rect, scene.shown["seats"][party], scene.names[party], scene.looks()[party], large, size)
    scene.flights.label(words, (float(at[0]), float(at[1])), colour, delay, rise=0.0)


def _banner(scene: "LastResortScene", event: Event) -> None:
    words = prompts.banner(event, scene.names, scene.shown)
    if words is None:
        return
    time, blocking = BANNER_TIME.get(type(event), (0.7, False))
    revealed = event.adverts if isinstance(event, ev.AdvertsRevealed) else ()
    evil = event.evil_card if isinstance(event, ev.AdvertsRevealed) else None
    scene.banner = Banner(words[0], words[1], time, blocking, tuple(revealed), evil)


def _fly_tile(scene: "LastResortScene", before: dict[str, Any], event: ev.TileBuilt) -> None:
    start: Point = (float(offer_row("attraction").x), float(offer_row("attraction").y))
    for kind, index, tile in offer_tiles(before):
        if tile == event.tile:
            rect = offer_rect(kind, index)
            start = (float(rect.x), float(rect.y))
    end = scene.cell_rect(event.seat, event.space).topleft
    scene.flights.tile(event.tile, start, (float(end[0]), float(end[1])), (event.seat, event.space, -1))
    _header_label(scene, event.seat, prompts.label(event) or "")


def _fly_refill(scene: "LastResortScene", event: ev.OfferRefilled) -> None:
    for kind, index, tile in offer_tiles(scene.shown):
        if tile == event.tile:
            rect = offer_rect(kind, index)
            row = offer_row(kind)
            scene.flights.tile(tile, (float(row.right - 40), float(row.y)), (float(rect.x), float(rect.y)))


def _show_check_out(scene: "LastResortScene", before: dict[str, Any], event: ev.CheckedOut) -> None:
    """Each cleared tile shows the cash it earned; its tourists walk back to the bag."""
    spaces = before["seats"][event.seat]["spaces"]
    for i, (space, _tourists, cash) in enumerate(event.tiles):
        rect = scene.cell_rect(event.seat, space)
        scene.flights.label(f"+{cash}", (float(rect.centerx), float(rect.centery)), delay=0.08 * i)
        for colour in [g for g in spaces[space]["tourists"] if g is not None]:
            scene.flights.meeple(colour, (float(rect.centerx), float(rect.bottom - 12)), bag_point(), 0.08 * i)
    if not event.tiles:
        _header_label(scene, event.seat, "+0", "gain")


def _tile_on(view: dict[str, Any], seat: int, space: int) -> int | None:
    tile = view["seats"][seat]["spaces"][space]["tile"]
    return int(tile) if tile is not None else None


def lounge_point(colour: str) -> Point:
    """Where the tourists of ``colour`` stand in the lounge."""
    spot = lounge_spot([str(c) for c in COLOURS].index(colour) if colour in COLOURS else 0)
    return (float(spot.centerx), float(spot.centery))


def bag_point() -> Point:
    """Where tourists go into (and come out of) the bag."""
    return (float(BAG_RECT.x + 90), float(BAG_RECT.y + 32))
