"""The island of The Last Paradise as one data table: sites, districts, groups,
counters, starting money and the environmental prize table.

Site numbering: district ``d`` (0..3) owns the beach sites ``4d``, ``4d+1``,
``4d+2`` and the central site ``4d+3``.  Groups 0..3 are the vacation districts,
group 4 is the centre (the four central sites), so a central site lies in two
groups.  Villas go on beach sites, hotels on their district's central site.

Rulings this table carries (RULINGS.md section 1): starting money 60/50/40 Paras
for 3/4/5 players; 10 Paras per placement bonus; 20 Paras for the exclusive and
the island bonus; prizes by the number of nature preserves, 9 or more pay 0.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

Side = Literal["nature", "building"]
"""Which side of a counter is up."""
NATURE: Side = "nature"
"""Side of a counter that leaves the land wild (its placer takes a tree)."""
BUILDING: Side = "building"
"""Side of a counter that shows a villa or a hotel (its buyer marks it)."""
SIDES: tuple[Side, Side] = (NATURE, BUILDING)
"""Both sides of a counter, in the order the rules name them."""

CounterKind = Literal["villa", "hotel"]
"""What a counter's building side shows."""
VILLA: CounterKind = "villa"
"""A counter for a beach site."""
HOTEL: CounterKind = "hotel"
"""A counter for a central site."""


@dataclass(frozen=True)
class District:
    """A vacation district: a name, the picture that marks it on the board, a colour, and its four sites."""

    index: int
    name: str
    symbol: str
    """The picture the board draws on the district and its sites, in words."""
    colour: str

    @property
    def beach_sites(self) -> tuple[int, int, int]:
        """The three beach sites, where this district's villas may go."""
        return (4 * self.index, 4 * self.index + 1, 4 * self.index + 2)

    @property
    def central_site(self) -> int:
        """The central site, where this district's hotel may go."""
        return 4 * self.index + 3


DISTRICTS: tuple[District, ...] = (
    District(0, "Palm", "a palm tree", "#3f9b4f"),
    District(1, "Shell", "a scallop shell", "#e58fb1"),
    District(2, "Coral", "a branch of coral", "#e8674a"),
    District(3, "Dune", "waves of sand", "#d7b35a"),
)
"""The four vacation districts, in board order."""


@dataclass(frozen=True)
class Site:
    """One of the sixteen building sites of the island."""

    index: int
    district: int
    central: bool

    @property
    def name(self) -> str:
        """A readable name such as "Palm beach 2" or "Coral centre"."""
        district = DISTRICTS[self.district].name
        if self.central:
            return f"{district} centre"
        return f"{district} beach {self.index % 4 + 1}"

    @property
    def kind(self) -> CounterKind:
        """Which counter may go here: a villa on the beach, a hotel in the centre."""
        return HOTEL if self.central else VILLA

    @property
    def groups(self) -> tuple[int, ...]:
        """The groups this site belongs to (its district, and the centre if central)."""
        return (self.district, CENTRE) if self.central else (self.district,)


SITES: tuple[Site, ...] = tuple(Site(i, i // 4, i % 4 == 3) for i in range(16))
"""All sixteen sites, by index."""

CENTRE = 4
"""Group index of the centre (the four central sites)."""
GROUP_NAMES: tuple[str, ...] = tuple(f"the {d.name} district" for d in DISTRICTS) + ("the centre",)
"""How bonus texts name each group."""
GROUP_SITES: tuple[tuple[int, ...], ...] = tuple(
    tuple(range(4 * d, 4 * d + 4)) for d in range(4)) + (tuple(d.central_site for d in DISTRICTS),)
"""The four sites of each group; index 4 is the centre."""


@dataclass(frozen=True)
class Counter:
    """A two-sided counter: a villa or hotel of one district on the front, nature behind."""

    id: str
    district: int
    kind: CounterKind

    @property
    def name(self) -> str:
        """A readable name such as "Palm villa"."""
        return f"{DISTRICTS[self.district].name} {self.kind}"

    def to_dict(self) -> dict[str, object]:
        """JSON-safe form for views and events."""
        return {"id": self.id, "district": self.district, "kind": self.kind, "name": self.name}


COUNTERS: dict[str, Counter] = {}
"""All sixteen counters by id: three villas and one hotel per district."""
for _d in DISTRICTS:
    for _k in range(1, 4):
        COUNTERS[f"{_d.name.lower()}-villa-{_k}"] = Counter(f"{_d.name.lower()}-villa-{_k}", _d.index, VILLA)
    COUNTERS[f"{_d.name.lower()}-hotel"] = Counter(f"{_d.name.lower()}-hotel", _d.index, HOTEL)

OPENING_VILLAS: tuple[str, ...] = tuple(f"{d.name.lower()}-villa-1" for d in DISTRICTS)
"""The villa of each district that starts on the board, building side up."""

STANDARD_STARTING_MONEY: dict[int, int] = {3: 60, 4: 50, 5: 40}
"""Paras each player starts with, by the number of players."""

PLACEMENT_BONUS = 10
"""Paras per nature counter / per building, for a placement bonus."""
EXCLUSIVE_BONUS = 20
"""Paras for owning every building of a group when it fills."""
ISLAND_BONUS = 20
"""Paras, once per player, for a building in every district."""

BonusKind = Literal["new building", "new nature", "exclusive", "island"]
"""Which bonus the bank pays: a placement bonus for a new building beside nature or for new
nature beside buildings, the exclusive bonus of a full group, or the island bonus."""

FIRST_PRIZE: tuple[int, ...] = (0, 200, 90, 80, 60, 40, 30, 20, 10)
"""First environmental prize by the number of preserves (index 0..8; 9 or more pays 0)."""
SECOND_PRIZE: tuple[int, ...] = (0, 0, 90, 40, 30, 20, 15, 10, 5)
"""Second environmental prize by the number of preserves (none for a single preserve)."""

ROUNDS = 12
"""Buying rounds after the start phase: one per counter in the pile."""


@dataclass(frozen=True)
class Placement:
    """What lies on a site: which counter, which side up, and who owns it.

    ``owner`` is None only for an opening villa that has not been sold yet.
    """

    counter: str
    side: str
    owner: int | None

    @property
    def is_building(self) -> bool:
        """True when the building side is up."""
        return self.side == BUILDING


Board = Mapping[int, Placement]
"""The island as a mapping from site index to what lies there (free sites absent)."""


def site_name(site: int) -> str:
    """The site's name ("Palm beach 2", "Coral centre"), or "site N" for a number that is no site of the island."""
    return SITES[site].name if 0 <= site < len(SITES) else f"site {site}"


def prize_for(preserves: int) -> tuple[int, int]:
    """The (first, second) environmental prize for this many preserves on the island."""
    if preserves <= 0 or preserves >= len(FIRST_PRIZE):
        return (0, 0)
    return (FIRST_PRIZE[preserves], SECOND_PRIZE[preserves])


def sites_for(counter: Counter) -> tuple[int, ...]:
    """The sites where ``counter`` may go on an empty island: its district's beach sites (a villa) or its
    district's central site (a hotel)."""
    district = DISTRICTS[counter.district]
    return district.beach_sites if counter.kind == VILLA else (district.central_site,)


def free_sites_for(board: Board, counter: Counter) -> list[int]:
    """The free sites where ``counter`` may go (:func:`sites_for`, not yet taken)."""
    return [s for s in sites_for(counter) if s not in board]


def group_is_full(board: Board, group: int) -> bool:
    """True when all four sites of the group are covered."""
    return all(s in board for s in GROUP_SITES[group])
