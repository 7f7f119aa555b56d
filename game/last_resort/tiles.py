"""Last Resort's tiles as data: Attractions, Amenities, Berths, Improvements, the
starting Orientation and Cryopods of each station, and the Malfunctions.

Designed within RULINGS §4 so every rulebook example stays true: the VRcade costs
3 and has a Thrill space; the Astrocat Café takes Entertain tourists only; the
Holoplex pays 4 for a tourist; the Swim-Sim Pool lights 2 Relax, 2 Inspire,
1 Entertain, 1 Thrill; a Berth pays 3 when full and 0 otherwise; Cryopods pay 1
per tourist.  Each number lives here once.

Tourist colours: red = Thrill, pink = Entertain, blue = Relax, green = Inspire.
A tourist space takes the colours it names ("*" in the short form: any colour),
one tourist at a time.  Prestige lights always read Relax, Inspire, Entertain,
Thrill.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Colour = Literal["red", "pink", "blue", "green"]
Prestige = Literal["relax", "inspire", "entertain", "thrill"]
TileKind = Literal["attraction", "amenity", "berth", "improvement", "orientation", "cryopods"]
Icon = Literal["amenity", "attraction", "berth"]

COLOURS: tuple[Colour, ...] = ("red", "pink", "blue", "green")
"""The four tourist colours, in the order the lounge and the bag list them."""
PRESTIGE: tuple[Prestige, ...] = ("relax", "inspire", "entertain", "thrill")
"""The four prestige types, in the order of a tile's lights."""
PRESTIGE_OF: dict[Colour, Prestige] = {"red": "thrill", "pink": "entertain", "blue": "relax", "green": "inspire"}
"""What each tourist colour wants from a holiday (and the track an ejection costs)."""
PRESTIGE_NAMES: dict[Prestige, str] = {"relax": "Relaxation", "inspire": "Inspiration",
                                       "entertain": "Entertainment", "thrill": "Thrills"}
TOURISTS_PER_COLOUR = 30
TOURISTS = TOURISTS_PER_COLOUR * len(COLOURS)
"""120 astro-tourists in all."""

BERTH_COST = 3
"""A Berth costs 3 wherever it is built (no space cost)."""
BERTH_FULL_PAY = 3
"""A full Berth pays 3 when cleared; one with an empty space pays 0."""
IMPROVEMENT_ICONS_NEEDED = 2
"""An Improvement needs at least this many of each icon on the station."""

_SHORT: dict[str, tuple[Colour, ...]] = {"R": ("red",), "P": ("pink",), "B": ("blue",), "G": ("green",),
                                         "*": COLOURS}


@dataclass(frozen=True)
class TouristSpace:
    """One place for a tourist on a tile: the colours it takes and the cash it pays on check-out."""

    colours: tuple[Colour, ...]
    cash: int

    @property
    def any_colour(self) -> bool:
        """True for an 'Any Colour' space."""
        return len(self.colours) == len(COLOURS)


def spaces(*short: str) -> tuple[TouristSpace, ...]:
    """Tourist spaces from short forms: "R3" a red space paying 3, "RP2" red or pink paying 2, "*1" any colour."""
    made = []
    for item in short:
        letters, cash = item.rstrip("0123456789"), int(item.lstrip("RPBG*"))
        colours = tuple(c for letter in letters for c in _SHORT[letter])
        made.append(TouristSpace(colours, cash))
    return tuple(made)


@dataclass(frozen=True)
class Tile:
    """A tile's face: name, kind, year back (0: none), printed cost, prestige lights, tourist spaces.

    ``effect`` names what an Improvement does (see :data:`IMPROVEMENT_EFFECTS`); ``text`` is
    what the tile says in words.
    """

    id: int
    name: str
    kind: TileKind
    year: int
    """The Year on the tile's back (0: none, as on Berths and Improvements)."""
    cost: int
    lights: tuple[int, int, int, int]
    spaces: tuple[TouristSpace, ...]
    effect: str = ""
    text: str = ""

    @property
    def icons(self) -> tuple[Icon, ...]:
        """The icons this tile adds to a station (Orientation: Amenity and Attraction; Cryopods: Berth)."""
        if self.kind == "orientation":
            return ("amenity", "attraction")
        if self.kind == "cryopods":
            return ("berth",)
        if self.kind in ("amenity", "attraction", "berth"):
            return (self.kind,)
        return ()

    @property
    def berth_like(self) -> bool:
        """Berths and Cryopods: any colour, but never two of one colour on the tile."""
        return self.kind in ("berth", "cryopods")

    def prestige(self) -> dict[Prestige, int]:
        """The lights as a mapping from prestige type to amount."""
        return dict(zip(PRESTIGE, self.lights))


_Row = tuple[str, int, tuple[int, int, int, int], tuple[str, ...]]

TILE_TABLE = """
attraction 1
    VRcade              | 3 | 0 0 1 1 | R3 RP2
    Astrocat Café       | 2 | 1 0 1 0 | P2 P3
    Holoplex            | 4 | 0 1 1 0 | P4 R2
    Gravity Slide       | 2 | 0 0 0 2 | R2 R2
    Comet Karaoke       | 1 | 0 0 1 0 | P2 *1
    Rocket Rodeo        | 4 | 0 0 0 2 | R3 R3
    Meteor Theatre      | 3 | 0 1 1 0 | P3 G2
    Laser Tag Dome      | 2 | 0 0 1 1 | R2 P2
attraction 2
    Zero-G Arena        | 5 | 0 0 1 2 | R4 R3 P3
    Black Hole Coaster  | 6 | 0 0 0 3 | R4 R4
    Hologram Circus     | 5 | 0 1 2 0 | P4 P3 G3
    Asteroid Golf       | 4 | 1 0 1 1 | P3 R3
    Starlight Casino    | 6 | 0 0 3 1 | P4 P4
    Mars Rover Rally    | 5 | 0 1 0 2 | R3 G3 R3
    Alien Petting Zoo   | 4 | 1 1 1 0 | P3 B3
    Plasma Disco        | 5 | 0 0 2 1 | P4 *3
attraction 3
    Supernova Stage     | 8 | 0 1 3 2 | P5 P5 R4
    Warp Drive Racer    | 7 | 0 0 1 4 | R5 R5 R4
    Comet Surfing       | 6 | 1 0 1 3 | R5 R4
    Galactic Gladiators | 8 | 0 0 2 3 | R6 P5
    Quantum Theatre     | 7 | 0 2 3 0 | P5 G4 P4
    Meteor Skydive      | 6 | 0 0 1 3 | R4 R4 *3
    Robot Rock Opera    | 7 | 0 1 4 0 | P5 P5
    Event Horizon Fair  | 8 | 1 1 2 2 | P5 R5 *4
amenity 1
    Nebula Spa          | 3 | 2 0 0 0 | B3 B2
    Star Library        | 2 | 0 2 0 0 | G2 G2
    Hydro Garden        | 1 | 1 0 0 0 | B2 *1
    Moon Bistro         | 2 | 1 1 0 0 | B2 G2
    Zen Capsules        | 4 | 2 1 0 0 | B3 B3
    Orbit Gallery       | 3 | 0 2 0 0 | G3 G2
    Crater Sauna        | 2 | 1 0 0 1 | B2 R2
    Sky Chapel          | 4 | 0 2 1 0 | G3 G3
amenity 2
    Swim-Sim Pool       | 6 | 2 2 1 1 | B4 G3
    Aurora Baths        | 5 | 3 0 0 0 | B4 B4
    Cosmic Observatory  | 5 | 0 3 0 0 | G4 G4
    Floating Tea House  | 4 | 2 1 0 0 | B3 G3
    Museum of Earth     | 6 | 0 3 1 0 | G4 G3 P3
    Lunar Massage       | 4 | 2 0 0 1 | B3 R3
    Meditation Ring     | 5 | 2 1 0 0 | B4 *3
    Planetarium         | 4 | 1 2 0 0 | G3 B3
amenity 3
    Celestial Gardens   | 7 | 3 2 0 0 | B5 G5
    Infinity Spa        | 8 | 4 1 0 0 | B5 B5 B4
    Hall of Stars       | 7 | 0 4 1 0 | G5 G5
    Gravity-Free Yoga   | 6 | 3 1 0 0 | B4 B4 *3
    Archive of Worlds   | 8 | 1 4 0 0 | G5 G5 B4
    Sunrise Lounge      | 6 | 2 2 0 0 | B4 G4
    Stardust Retreat    | 7 | 3 0 1 1 | B5 R4
    Cathedral of Light  | 8 | 2 3 1 0 | G5 B5 *4
"""
"""The 24 Attractions and 24 Amenities, 8 of each per year: name | cost | lights (Relax, Inspire, Entertain,
Thrill) | tourist spaces (the short form of :func:`spaces`)."""


def _table_rows(text: str) -> dict[str, dict[int, tuple[_Row, ...]]]:
    """The rows of :data:`TILE_TABLE` by kind and year, in their order."""
    rows: dict[str, dict[int, list[_Row]]] = {}
    heading: list[_Row] = []
    for line in text.strip().splitlines():
        if "|" not in line:
            kind, year = line.split()
            heading = rows.setdefault(kind, {}).setdefault(int(year), [])
            continue
        name, cost, lights, short = (part.strip() for part in line.split("|"))
        a, b, c, d = (int(n) for n in lights.split())
        heading.append((name, int(cost), (a, b, c, d), tuple(short.split())))
    return {kind: {year: tuple(found) for year, found in years.items()} for kind, years in rows.items()}


TILE_ROWS = _table_rows(TILE_TABLE)
"""The rows of the Attractions and Amenities, by kind and year."""

BERTH_COUNT = 9

IMPROVEMENT_EFFECTS: dict[str, tuple[str, tuple[int, int, int, int], str]] = {
    "repair": ("Repair Drones", (0, 0, 0, 0),
               "When built: remove one of your Malfunctions (your station must stay connected)."),
    "platform": ("Observation Deck", (0, 0, 0, 0),
                 "Counts as one more uncovered Viewing Platform at every End of Year."),
    "shield": ("Deflector Shield", (0, 0, 0, 0),
               "You gain no Malfunction for playing the same Advert as another player."),
    "recycler": ("Airlock Recycler", (0, 0, 0, 0), "Ejecting a tourist costs you no Prestige."),
    "concierge": ("Concierge Bots", (0, 0, 0, 0), "Each tourist you check out pays 1 more."),
    "annex": ("Berth Annex", (0, 0, 0, 0), "Your full Berths pay 5 instead of 3."),
    "grant": ("Tourism Grant", (0, 0, 0, 0), "Gain 4 at every End of Year."),
    "fame": ("Hall of Fame", (1, 1, 1, 1), "Gain 1 Prestige on every track."),
    "cryo": ("Cryo Annex", (0, 0, 0, 0), "Your Cryopods pay 2 for each tourist."),
    "press": ("Press Office", (0, 0, 0, 0), "When built: gain 1 Prestige on each track the visible Trend names."),
    "investor": ("Investor Suite", (0, 0, 0, 0), "Gain 8 at the end of the game."),
}
"""The 11 Improvements: effect code -> (name, lights, what it does).  They cost 0 and need
two of each icon on the station; they have no tourist spaces."""

GRANT_CASH = 4
INVESTOR_CASH = 8
ANNEX_BERTH_PAY = 5
CRYO_ANNEX_PAY = 2


def _tiles() -> tuple[Tile, ...]:
    made: list[Tile] = []

    def add(name: str, kind: TileKind, year: int, cost: int, lights: tuple[int, int, int, int],
            places: tuple[TouristSpace, ...], effect: str = "", text: str = "") -> None:
        made.append(Tile(len(made), name, kind, year, cost, lights, places, effect, text))

    for kind in ("attraction", "amenity"):
        for year in (1, 2, 3):
            for name, cost, lights, short in TILE_ROWS[kind][year]:
                add(name, kind, year, cost, lights, spaces(*short))
    for _ in range(BERTH_COUNT):
        add("Berth", "berth", 0, BERTH_COST, (0, 0, 0, 0), spaces("*0", "*0", "*0"),
            text=f"Any colours, none twice. Pays {BERTH_FULL_PAY} when full, 0 otherwise.")
    for effect, (name, lights, text) in IMPROVEMENT_EFFECTS.items():
        add(name, "improvement", 0, 0, lights, (), effect, text)

    def orientation(name: str, short: tuple[str, ...]) -> None:
        add(f"{name} Orientation", "orientation", 0, 0, (0, 0, 0, 0), spaces(*short),
            text="Counts as an Amenity and an Attraction.")

    for name, short in ORIENTATION_SPACES:  # as games begun before ruling 13 saved them (ids 68–71)
        orientation(name, EARLIER_BLUE_ORIENTATION if name == "Blue" else short)
    for name, _ in ORIENTATION_SPACES:
        add(f"{name} Cryopods", "cryopods", 0, 0, (0, 0, 0, 0), spaces("*1", "*1", "*1"),
            text="Counts as a Berth. Any colours, none twice; pays 1 per tourist.")
    orientation(*ORIENTATION_SPACES[0])  # Blue's of ruling 13 (id 76)
    return tuple(made)


ORIENTATION_SPACES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Blue", ("B1", "G2", "*2")),
    ("Pink", ("P1", "R2", "*2")),
    ("Yellow", ("R1", "P2", "*2")),
    ("Green", ("G1", "B2", "*2")),
)
"""Each station's Orientation: its tourist spaces (the 'Any Colour' one starts with the absent colour).  All four
pay alike, 1, 2 and 2 (ruling 13 of the package)."""
EARLIER_BLUE_ORIENTATION: tuple[str, ...] = ("B1", "G2", "*3")
"""Blue's Orientation before ruling 13: its 'Any Colour' place paid 3.  Games begun before keep it."""

TILES: tuple[Tile, ...] = _tiles()
"""Every tile by id: Attractions 0–23 (8 per year), Amenities 24–47, Berths 48–56,
Improvements 57–67, Orientations 68–71 and Cryopods 72–75 (one per station), and Blue's Orientation of
ruling 13, 76 (68 is Blue's as it was before, for the games begun then)."""

ATTRACTIONS: dict[int, tuple[int, ...]] = {y: tuple(t.id for t in TILES if t.kind == "attraction" and t.year == y)
                                           for y in (1, 2, 3)}
AMENITIES: dict[int, tuple[int, ...]] = {y: tuple(t.id for t in TILES if t.kind == "amenity" and t.year == y)
                                         for y in (1, 2, 3)}
BERTHS: tuple[int, ...] = tuple(t.id for t in TILES if t.kind == "berth")
IMPROVEMENTS: tuple[int, ...] = tuple(t.id for t in TILES if t.kind == "improvement")
_ORIENTATION_IDS = tuple(t.id for t in TILES if t.kind == "orientation")
ORIENTATIONS: tuple[int, ...] = (_ORIENTATION_IDS[-1], *_ORIENTATION_IDS[1:4])
"""Each station's Orientation tile, in station order (ruling 13: all pay alike)."""
EARLIER_ORIENTATIONS: tuple[int, ...] = _ORIENTATION_IDS[:4]
"""Each station's Orientation tile in a game begun before ruling 13 (Blue's 'Any Colour' place pays 3)."""
ORIENTATIONS_BY_PAY: dict[int, tuple[int, ...]] = {TILES[ids[0]].spaces[-1].cash: ids
                                                   for ids in (ORIENTATIONS, EARLIER_ORIENTATIONS)}
"""The stations' Orientation tiles by what Blue's 'Any Colour' place pays: 2 (ruling 13), 3 (before)."""
ANY_COLOUR_PAY, EARLIER_ANY_COLOUR_PAY = ORIENTATIONS_BY_PAY
CRYOPODS: tuple[int, ...] = tuple(t.id for t in TILES if t.kind == "cryopods")
TILE_BY_NAME: dict[str, Tile] = {t.name: t for t in TILES if t.kind != "berth"}


@dataclass(frozen=True)
class Malfunction:
    """A Malfunction tile.  Face down it only blocks a space.  With the 'Something's Gone Wrong'
    module it lies face up and strikes at every End of Year: ``lose`` one prestige on each track
    named (not below 0), and ``pay`` cash to the bank (as much as the player has)."""

    id: int
    name: str
    lose: tuple[Prestige, ...]
    pay: int

    @property
    def text(self) -> str:
        """What the face says."""
        parts = [f"lose 1 {PRESTIGE_NAMES[kind]}" for kind in self.lose]
        if self.pay:
            parts.insert(0, f"pay {self.pay}")
        return "At each End of Year: " + " and ".join(parts) + "."


MALFUNCTION_ROWS: tuple[tuple[str, tuple[Prestige, ...], int], ...] = (
    ("Leaky Airlock", ("relax",), 0),
    ("Flickering Lights", ("inspire",), 0),
    ("Broken Jukebox", ("entertain",), 0),
    ("Jammed Thrusters", ("thrill",), 0),
    ("Noisy Vents", ("relax",), 0),
    ("Cracked Viewport", ("inspire",), 0),
    ("Glitching Holograms", ("entertain",), 0),
    ("Wobbly Gravity", ("thrill",), 0),
    ("Space Mould", (), 1),
    ("Power Surge", (), 2),
    ("Rogue Vacuum Bot", (), 1),
    ("Clogged Recycler", (), 1),
    ("Meteor Dent", ("thrill", "relax"), 0),
    ("Solar Flare Damage", ("inspire", "entertain"), 0),
    ("Frozen Pipes", (), 2),
    ("Stuck Elevator", ("relax", "entertain"), 0),
    ("Hull Breach Alarm", ("thrill", "inspire"), 0),
    ("Gremlin Nest", ("entertain",), 1),
)
"""The 18 Malfunction faces: name, prestige lost and cash paid at each End of Year (the module)."""

MALFUNCTIONS: tuple[Malfunction, ...] = tuple(Malfunction(i, *row) for i, row in enumerate(MALFUNCTION_ROWS))
"""The 18 Malfunctions by id."""
