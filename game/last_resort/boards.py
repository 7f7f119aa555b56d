"""Last Resort's boards and cards as data: the station grid (A side), the four stations,
the Advert cards, the Trend cards, the round track, the Evil A.I. deck and the end bonuses.

The station is a grid of 4 rows by 6 columns; space ``i`` is row ``i // 6``,
column ``i % 6``.  Printed costs run from 1 (the two Viewing Platforms) to 8, as
RULINGS §4 asks.  Every station starts with its Orientation on space 8, its
Cryopods on space 14 and a face-down Malfunction on the ❗ space 15.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .tiles import CRYOPODS, ORIENTATIONS, Colour, Prestige

ROWS, COLUMNS = 4, 6
SPACE_COSTS: tuple[int, ...] = (
    8, 4, 5, 5, 1, 8,
    6, 3, 2, 2, 3, 6,
    6, 3, 2, 2, 3, 6,
    8, 1, 5, 5, 4, 8,
)
"""The printed cost of every station space (A side), row by row."""
SPACES = len(SPACE_COSTS)
ORIENTATION_SPACE = 8
CRYOPODS_SPACE = 14
START_MALFUNCTION_SPACE = 15
"""The space marked ❗: a face-down Malfunction lies there from the start."""
VIEWING_PLATFORMS: tuple[int, ...] = tuple(i for i, c in enumerate(SPACE_COSTS) if c == min(SPACE_COSTS))
"""The cheapest spaces (cost 1): each one left uncovered gives prestige on every track at each End of Year."""
PLATFORM_PRESTIGE = 1
"""What each uncovered Viewing Platform gives on every prestige track at each End of Year."""
EJECTION_LOSS = 1
"""The prestige an ejected tourist costs on the track of its colour (none with an Airlock Recycler)."""


def neighbours(space: int) -> tuple[int, ...]:
    """The spaces orthogonally next to ``space`` on the station grid."""
    row, col = divmod(space, COLUMNS)
    found = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = row + dr, col + dc
        if 0 <= r < ROWS and 0 <= c < COLUMNS:
            found.append(r * COLUMNS + c)
    return tuple(found)


@dataclass(frozen=True)
class Station:
    """A player board: its colour, its Orientation and Cryopods tiles, starting prestige and tourists."""

    index: int
    colour: str
    orientation: int
    cryopods: int
    start_prestige: dict[Prestige, int]
    absent: Colour
    """The colour printed nowhere on the starting spaces: it fills the 'Any Colour' space."""
    cryopods_start: Colour
    """The colour of the tourist printed on the Cryopods at the start."""


STATIONS: tuple[Station, ...] = (
    Station(0, "Blue", ORIENTATIONS[0], CRYOPODS[0], {"relax": 3, "inspire": 2, "entertain": 0, "thrill": 1},
            "red", "pink"),
    Station(1, "Pink", ORIENTATIONS[1], CRYOPODS[1], {"relax": 0, "inspire": 1, "entertain": 3, "thrill": 2},
            "green", "blue"),
    Station(2, "Yellow", ORIENTATIONS[2], CRYOPODS[2], {"relax": 1, "inspire": 0, "entertain": 2, "thrill": 3},
            "blue", "green"),
    Station(3, "Green", ORIENTATIONS[3], CRYOPODS[3], {"relax": 2, "inspire": 3, "entertain": 1, "thrill": 0},
            "pink", "red"),
)
"""The four stations (seat ``i`` plays station ``i``).  Each starts with one tourist of every colour and a
different order of the prestige values 3, 2, 1, 0, so no two trackers ever start on one space."""

AdvertKind = Literal["amenity", "attraction", "berth", "improvement"]
ClearKind = Literal["amenity", "attraction", "berth"]


@dataclass(frozen=True)
class Advert:
    """An Advert card: what it lets its player build, and the tile types it may check out (a choice of one)."""

    kind: AdvertKind
    name: str
    """The card's title ("Berths")."""
    build: AdvertKind
    """The kind of tile its player may buy and build."""
    check_out: tuple[ClearKind, ...]
    """The kinds of tile its player may check out, one of them."""


ADVERTS: dict[AdvertKind, Advert] = {
    "amenity": Advert("amenity", "Amenity", "amenity", ("attraction", "berth")),
    "attraction": Advert("attraction", "Attraction", "attraction", ("amenity", "berth")),
    "berth": Advert("berth", "Berths", "berth", ("amenity", "attraction")),
    "improvement": Advert("improvement", "Improvements", "improvement", ("amenity", "attraction", "berth")),
}
"""The four Advert cards every player holds (the Improvements card once per year)."""
ADVERT_KINDS: tuple[AdvertKind, ...] = tuple(ADVERTS)
NO_MALFUNCTION_ADVERT: AdvertKind = "berth"
"""Players who share this Advert gain no Malfunction."""

TrendLetter = Literal["A", "B", "C"]


@dataclass(frozen=True)
class Card:
    """Base of the Trend and Evil A.I. cards: a card's number in its deck, and its name."""

    index: int
    name: str


@dataclass(frozen=True)
class Trend(Card):
    """A Trend card: the prestige type of trends A, B and C (the fourth type breaks build ties)."""

    letters: tuple[Prestige, Prestige, Prestige]
    """The prestige types of the Arrivals marked A, B and C."""

    def of(self, letter: TrendLetter) -> Prestige:
        """The prestige type the card names for ``letter``."""
        return self.letters["ABC".index(letter)]

    @property
    def a(self) -> Prestige:
        """The prestige type of trend A."""
        return self.letters[0]

    @property
    def b(self) -> Prestige:
        """The prestige type of trend B."""
        return self.letters[1]

    @property
    def c(self) -> Prestige:
        """The prestige type of trend C."""
        return self.letters[2]

    @property
    def missing(self) -> Prestige:
        """The prestige type not printed on the card (it breaks ties in the Build phase)."""
        return next(p for p in ("relax", "inspire", "entertain", "thrill") if p not in self.letters)


TRENDS: tuple[Trend, ...] = (
    Trend(0, "Zero-G Getaways", ("relax", "inspire", "entertain")),
    Trend(1, "Adrenaline Orbit", ("thrill", "entertain", "inspire")),
    Trend(2, "Party Planet", ("entertain", "thrill", "relax")),
    Trend(3, "Cosmic Calm", ("inspire", "relax", "thrill")),
)
"""The 4 Trend cards; each leaves out a different prestige type."""


@dataclass(frozen=True)
class Arrivals:
    """One Arrivals space of the round track: the trend it follows and how many tourists come."""

    letter: TrendLetter
    counts: tuple[int, int, int]
    """Tourists for 1–2, 3 and 4 players."""

    def tourists(self, players: int) -> int:
        """How many tourists arrive at a table of ``players`` (solo counts as 1–2)."""
        return self.counts[max(0, players - 2)]


ROUND_TRACK: tuple[Arrivals, ...] = (
    Arrivals("A", (7, 10, 14)), Arrivals("B", (9, 13, 18)), Arrivals("C", (11, 16, 22)),
    Arrivals("B", (9, 13, 18)), Arrivals("C", (11, 16, 22)), Arrivals("A", (13, 19, 26)),
    Arrivals("C", (11, 16, 22)), Arrivals("A", (13, 19, 26)), Arrivals("B", (15, 22, 30)),
)
"""The nine Arrivals phases, three per Year (the third is the rulebook's 11 / 16 / 22 example)."""
YEARS = 3
SEASONS_PER_YEAR = 3
EXTRA_MALFUNCTIONS_AFTER: tuple[int, ...] = (2, 5)
"""Two players only: both gain a Malfunction after these Arrivals phases (1-based)."""

START_CASH = 10
PRESTIGE_CAP = 20
END_BONUSES: dict[int, tuple[int, ...]] = {1: (10,), 2: (10,), 3: (10, 6), 4: (10, 6, 3)}
"""End-game cash for the highest, 2nd and 3rd on each prestige track, by player count
(solo: the Evil A.I. counts as the second player)."""


@dataclass(frozen=True)
class EvilCard(Card):
    """A card of the Evil A.I. deck (solo): its Advert, the cash it banks, the prestige it gains
    in the Build phase (lights), and the colours it drafts, most wanted first."""

    advert: AdvertKind
    """The Advert it plays with the players' (a player on the same one, but Berths, gains a Malfunction)."""
    cash: int
    """What it banks at Check-out."""
    lights: tuple[int, int, int, int]
    """The prestige it gains (Relax, Inspire, Entertain, Thrill) when the Build phase starts."""
    wants: tuple[Colour, ...]


EVIL_CARDS: tuple[EvilCard, ...] = (
    EvilCard(0, "Hostile Takeover", "amenity", 13, (1, 1, 0, 0), ("blue", "green", "pink", "red")),
    EvilCard(1, "Price War", "attraction", 15, (0, 0, 1, 1), ("red", "pink", "blue", "green")),
    EvilCard(2, "Smear Campaign", "amenity", 12, (2, 0, 0, 0), ("green", "blue", "red", "pink")),
    EvilCard(3, "Poached Staff", "attraction", 14, (0, 0, 2, 0), ("pink", "red", "green", "blue")),
    EvilCard(4, "Cheap Flights", "berth", 16, (0, 1, 0, 1), ("red", "green", "blue", "pink")),
    EvilCard(5, "Flash Sale", "improvement", 14, (1, 0, 1, 0), ("blue", "pink", "red", "green")),
    EvilCard(6, "Viral Review", "amenity", 13, (0, 2, 0, 0), ("green", "pink", "blue", "red")),
    EvilCard(7, "Sabotage", "attraction", 12, (0, 0, 0, 2), ("red", "blue", "green", "pink")),
    EvilCard(8, "Luxury Rebrand", "improvement", 16, (1, 1, 1, 1), ("pink", "green", "red", "blue")),
)
"""The 9 Evil A.I. cards: one is turned over each season, with the Adverts."""
EVIL_START_PRESTIGE = 1
"""The Evil A.I.'s trackers start on 1, behind any player's tracker on that space."""
