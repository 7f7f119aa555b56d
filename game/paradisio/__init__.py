"""Paradisio: a 2-player tile-laying match and a three-level solitaire.

Pure Python rules; never imports pygame.  See :mod:`game.paradisio.match` for
how the rulebook is read, :mod:`game.paradisio.grid` for the coordinates.
"""
from __future__ import annotations

from game.legacy_narration import glued_move, glued_sealed
from game.spec import GameSpec, Narration

from .actions import MatchWon, Place, RoundStarted, RoundTied, RoundWon, TilePlaced, action_from_dict
from .bot import EasyBot, HardBot, make_bot
from .grading import make_puzzle
from .grid import (
    Cell,
    Placement,
    Region,
    Square,
    SquareRoom,
    glow_cells,
    islands_and_seas,
    legal_placements,
    placement_problem,
    regions,
    square_room,
)
from .help_text import RULES_TEXT
from .hidden import GAME_TYPE
from .match import ParadisioState, can_place, new_game, state_from_view
from .narrate import describe as narrate_event
from .solitaire import (
    Hint,
    Problem,
    check,
    count_completions,
    count_solutions,
    hint,
    is_solved,
    solve,
)
from .tiles import TILE_KINDS, TILES, Tile, TileKind, distinct_turns, tile_corners

__all__ = [
    "SPEC", "RULES_TEXT", "action_from_dict", "Cell", "Placement", "Region", "Square", "SquareRoom", "square_room", "Place", "TilePlaced",
    "RoundStarted", "RoundWon", "RoundTied", "MatchWon", "ParadisioState", "new_game",
    "state_from_view", "can_place", "glow_cells", "islands_and_seas", "legal_placements",
    "placement_problem", "regions", "TILE_KINDS", "TILES", "Tile", "TileKind", "distinct_turns",
    "tile_corners", "Hint", "Problem", "check", "count_completions", "count_solutions", "hint",
    "is_solved", "make_puzzle", "solve", "EasyBot", "HardBot", "make_bot", "narrate_event",
]


SPEC = GameSpec(
    id="paradisio",
    title="Paradisio",
    blurb="Two players lay island tiles edge to edge; whoever lays the last tile takes a token.",
    min_players=2,
    max_players=2,
    new_game=new_game,
    make_bot=make_bot,
    rules_text=RULES_TEXT,
    load=ParadisioState.from_json,
    action_from_dict=action_from_dict,
    game_type=GAME_TYPE,
    narration=Narration(narrate_event, glued_move, glued_sealed),
)
"""What the app's menu needs to offer Paradisio."""
