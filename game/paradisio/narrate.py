"""Every sentence Paradisio says about a match, whole: moves, events, a round's end, the results.

Pure text for the log, the replay, the banners and the results; never imports pygame.  Paradisio is
open information (both hands lie face up), so no line can give a secret away and a move's sealed
sentence is the move's own.  Where a tile goes is said from the round's first tile, which lies in the
middle of the table ("two places right and one up from the first tile"); how it lies is said by where
its land or sea is ("its land along the top").  The words of the solitaire are in
:mod:`game.paradisio.solitaire_words`; the refusals of a placement are the grid's phrases
(:func:`game.paradisio.grid.placement_problem`, made sentences by :mod:`game.paradisio.legal`).
"""
from __future__ import annotations

from collections.abc import Sequence

from game.advice import Weighed, sentence
from game.core import Action, Event

from .actions import Place
from .events import MatchWon, RoundStarted, RoundTied, RoundWon, TilePlaced
from .grid import SIDES, Cell, Square, dead_holes
from .legal import can_place
from .snapshot import square_from_view
from .tiles import JOIN_LAND, TILE_COUNT, TILES, tile_corners

CORNER_WORDS = ("top-left", "top-right", "bottom-right", "bottom-left")
"""The corners NW, NE, SE, SW as a player names them."""
SIDE_WORDS = ("top", "right", "bottom", "left")
"""Side ``i`` joins corners ``i`` and ``i + 1``: NW–NE is the top, NE–SE the right, and so on."""
COUNT_WORDS = {1: "one", 2: "two", 3: "three"}
"""How far from the first tile a cell can lie, in words (the square is 4 wide)."""
HANDS_DEALT = "8 tiles each, face up"


# --- tiles and cells -----------------------------------------------------------------

def tile_words(tile_id: int) -> str:
    """A tile as a player names it: "the isthmus tile" (one in the box), "a coast tile" (one of several)."""
    if not 0 <= tile_id < TILE_COUNT:
        return "a tile not in the box"
    kind = TILES[tile_id].kind
    if kind.count == 1:
        return f"the {kind.name} tile"
    return f"a {kind.name} tile"


def look_words(tile_id: int, turn: int) -> str:
    """How a tile lies once turned, by where its land or sea is ("its land along the top"); "" when every
    turn looks the same (the open sea, the interior)."""
    if not 0 <= tile_id < TILE_COUNT:
        return ""
    corners = tile_corners(tile_id, turn)
    land = [i for i, is_land in enumerate(corners) if is_land]
    if len(land) in (0, 4):
        return ""
    if len(land) == 1:
        return f"its land in the {CORNER_WORDS[land[0]]} corner"
    if len(land) == 3:
        sea = next(i for i, is_land in enumerate(corners) if not is_land)
        return f"its sea in the {CORNER_WORDS[sea]} corner"
    first, second = land
    if second - first == 2:  # the isthmus joins its land corners, the strait its sea corners
        colour = "land" if TILES[tile_id].kind.join == JOIN_LAND else "sea"
        ends = land if colour == "land" else [(first + 1) % 4, (second + 1) % 4]
        return f"its {colour} running from the {CORNER_WORDS[min(ends)]} to the {CORNER_WORDS[max(ends)]} corner"
    side = first if second == first + 1 else second  # corners 3 and 0 make the left side
    return f"its land along the {SIDE_WORDS[side]}"


def place_words(cell: Sequence[int]) -> str:
    """Where a cell lies, from the round's first tile in the middle of the table: "just right of the first
    tile", "two places left and one down from the first tile"."""
    col, row = int(cell[0]), int(cell[1])
    if col == row == 0:
        return "in the middle of the table"
    across = "right" if col > 0 else "left"
    upright = "below" if row > 0 else "above"
    if row == 0 or col == 0:
        steps = abs(col or row)
        way = f"{across} of" if row == 0 else upright
        return f"just {way} the first tile" if steps == 1 else f"{_count(steps)} places {way} the first tile"
    down = "down" if row > 0 else "up"
    places = "place" if abs(col) == 1 else "places"
    return f"{_count(abs(col))} {places} {across} and {_count(abs(row))} {down} from the first tile"


def _count(number: int) -> str:
    return COUNT_WORDS.get(number, str(number))


def placement_words(tile_id: int, cell: Sequence[int], turn: int) -> str:
    """A tile and how and where it lies: "a coast tile, its land along the top, just above the first tile"."""
    look = look_words(tile_id, turn)
    return f"{tile_words(tile_id)}{', ' + look + ',' if look else ''} {place_words(cell)}"


# --- moves and events -------------------------------------------------------------------

def move(seat: int, action: Action, names: Sequence[str]) -> str:
    """What ``seat`` did, as a whole sentence: "Ana places a coast tile, its land along the top, just
    right of the first tile."."""
    if not isinstance(action, Place):
        return f"{names[seat]} makes a move Paradisio does not know."
    return f"{names[seat]} places {placement_words(action.tile_id, action.cell, action.turn)}."


def advice(action: Action) -> str:
    """A move as advice to its mover: "place a coast tile, its land along the top, just right of the first tile"."""
    if not isinstance(action, Place):
        return "make a move"
    return f"place {placement_words(action.tile_id, action.cell, action.turn)}"


def hint(weighed: Weighed, names: Sequence[str]) -> str:
    """A hint in one sentence: the move, what it does by the rules, and why (:func:`game.advice.sentence`)."""
    return sentence(weighed, advice, SURE, does=placement_does(weighed, names))


def matched_edges(placed: Square, cell: Cell, tile_id: int, turn: int) -> tuple[int, bool, bool]:
    """How many placed neighbours a tile at ``cell`` meets edge to edge, and whether land, sea meet along them."""
    corners = tile_corners(tile_id, turn)
    edges, land, sea = 0, False, False
    for _, (dc, dr), pairs in SIDES:
        if (cell[0] + dc, cell[1] + dr) in placed:
            edges += 1
            land = land or any(corners[mine] for mine, _ in pairs)
            sea = sea or any(not corners[mine] for mine, _ in pairs)
    return edges, land, sea


def placement_does(weighed: Weighed, names: Sequence[str]) -> str:
    """What a hinted placement does by the rules, from the seat's view: the edges it matches, and whether it wins
    or ties the round or leaves a hole only one player can fill ("" for no placement or no view)."""
    action, view = weighed.action, weighed.view
    if not isinstance(action, Place) or view is None or view.get("you") is None:
        return ""
    me = int(view["you"])
    rival = names[1 - me] if len(names) > 1 else "the other player"
    placed = square_from_view(view["placed"])
    cell = (int(action.cell[0]), int(action.cell[1]))
    if not placed:
        said = "it opens the round, and every later tile must match it"
    else:
        edges, land, sea = matched_edges(placed, cell, action.tile_id, action.turn)
        colours = " and ".join(c for c, met in (("land to land", land), ("sea to sea", sea)) if met)
        said = f"it matches {_count(edges)} edge{'s' if edges != 1 else ''}, {colours}"
    after = dict(placed)
    after[cell] = (action.tile_id, action.turn)
    mine = [t for t in view["hands"][me] if t != action.tile_id]
    theirs = list(view["hands"][1 - me])
    if len(after) == TILE_COUNT:
        return f"{said}, and as the last tile it ties the round"
    if not can_place(after, theirs):
        return f"{said}, and no tile {rival} holds fits after it, so you win the round"
    rival_holes, my_holes = set(dead_holes(after, theirs)), set(dead_holes(after, mine))
    if rival_holes - my_holes:
        return f"{said}, and it leaves a hole only you can fill"
    if my_holes - rival_holes:
        return f"{said}, but it leaves a hole only {rival} can fill"
    return said


SURE = {"win": "it wins this round whatever the other player does",
        "tie": "the best this round holds for you is a tie, and this move keeps it whatever the other player does",
        "loss": "against the best replies every move loses this round, and this one is as good as any"}
"""What a hint says of a move whose round the search worked out to its end."""


def sealed(seat: int, action: Action, names: Sequence[str]) -> str:
    """What the table saw of a move: all of it, since Paradisio has no secret moves."""
    return move(seat, action, names)


def event(happened: Event, names: Sequence[str]) -> str | None:
    """One whole sentence for an event of the match (None for an event this game does not make)."""
    match happened:
        case TilePlaced(seat=seat, tile_id=tile_id, cell=cell, turn=turn):
            where = placement_words(tile_id, cell, turn)
            if tuple(cell) == (0, 0):
                return f"{names[seat]} lays the first tile: {where}."
            return f"{names[seat]} lays {where}."
        case RoundWon(round=number, winner=winner, loser=loser, tokens=tokens):
            return (f"Round {number} ends: {names[loser]} cannot place any tile, so {names[winner]}, who laid the "
                    f"last tile, takes an island token. Tokens: {token_words(tokens, names)}.")
        case RoundTied(round=number, tokens=tokens):
            return (f"Round {number} is a tie: all {TILE_COUNT} tiles are down, so nobody takes an island token. "
                    f"Tokens: {token_words(tokens, names)}.")
        case RoundStarted(round=number, starter=starter):
            return f"Round {number}: {names[starter]} starts, {start_reason(happened, names)}; {HANDS_DEALT}."
        case MatchWon(winner=winner, tokens=tokens):
            won, lost = tokens[winner], tokens[1 - winner]
            return f"{names[winner]} wins the match, {won}–{lost} in island tokens: the first to {won} tokens wins."
    return None


def last_tile(placed: TilePlaced, names: Sequence[str]) -> str:
    """The table's news of the tile laid last, short for its panel (the tile is outlined on the table, so how it
    lies goes unsaid): "Ben lays a coast tile just right of the first tile."."""
    name, tile = names[placed.seat], tile_words(placed.tile_id)
    if tuple(placed.cell) == (0, 0):
        return f"{name} lays the first tile, {tile}, in the middle of the table."
    return f"{name} lays {tile} {place_words(placed.cell)}."


def tile_seen(mover: str, waiting: str) -> str:
    """Undo asked for at a table of two people: the other player is to move and has seen the tile."""
    return (f"Nothing to undo: {waiting} has seen {mover}'s tile and is to move, so it stays "
            "(a tile is taken back only before another player has seen it).")


def not_your_tile(owner: str, to_move: str) -> str:
    """A tile of a tray whose player is not to move was pressed."""
    if owner == to_move:
        return f"Wait a moment: {owner}'s tiles can be picked up once the table has settled."
    return f"That tile is {owner}'s, and it is {to_move}'s turn to lay one."


DROP_ON_THE_TABLE = "Drop the tile on a cell of the table; it went back to your tray."
"""A tile dropped off the table."""

TAB_FIRST = "Press Tab to take one of your tiles first, then the arrows and Enter put it down."
"""Enter pressed with no tile chosen by keyboard."""


def nothing_to_take_back(empty: bool, solved: bool) -> str:
    """Delete pressed on a solitaire cell whose tile may not go back to the tray: why."""
    if solved:
        return "The square is solved: start a new puzzle or free play to move tiles again."
    if empty:
        return "No tile lies under the cursor: Delete sends the tile there back to the tray."
    return "That tile is part of the puzzle and stays where it is."


def token_words(tokens: Sequence[int], names: Sequence[str]) -> str:
    """Both seats' island tokens: "Ana 2, Ben 1"."""
    return f"{names[0]} {tokens[0]}, {names[1]} {tokens[1]}"


def start_reason(started: RoundStarted, names: Sequence[str]) -> str:
    """Why the starter of a round starts it, to follow "Ben starts": "because the loser of round 1 starts"."""
    if started.because == "lost":
        return f"because the loser of round {started.round - 1} starts the next round"
    if started.because == "tied":
        return f"because round {started.round - 1} was a tie and {names[started.starter]} did not start it"
    return "drawn at random"


def start_rule(started: RoundStarted) -> str:
    """In a few words, why the starter of a round starts it: "lost round 1: the loser starts"."""
    if started.because == "lost":
        return f"lost round {started.round - 1}: the loser starts"
    if started.because == "tied":
        return f"round {started.round - 1} was a tie, started by the other player"
    return "drawn at random"


def round_news(started: RoundStarted, names: Sequence[str]) -> tuple[str, str]:
    """The table's news of a deal: "Round 2: Ben starts" and, in brackets, the rule."""
    return f"Round {started.round}: {names[started.starter]} starts", f"({start_rule(started)})"


def deal_notice(started: RoundStarted, names: Sequence[str]) -> tuple[str, str]:
    """The notice over the table after a deal: "Round 2 · Ben starts" and, in brackets, the rule."""
    return f"Round {started.round} · {names[started.starter]} starts", f"({start_rule(started)})"


def progress(names: Sequence[str], round_number: int, tokens: Sequence[int], winner: int | None) -> str:
    """How far the match has come: "Round 3 · tokens 1–1", or "Ana won 3–1" once it is over."""
    if winner is not None:
        return f"{names[winner]} won {tokens[winner]}–{tokens[1 - winner]}"
    return f"Round {round_number} · tokens {tokens[0]}–{tokens[1]}"


# --- a round's end on the table -------------------------------------------------------------

def _tiles(count: int) -> str:
    return f"{count} tile{'' if count == 1 else 's'}"


def _holes(count: int) -> str:
    return "the crossed-out hole" if count == 1 else f"any of the {count} crossed-out holes"


def round_won_words(names: Sequence[str], winner: int, loser: int, round_number: int, left: int, holes: int,
                    match_tokens: tuple[int, int] | None) -> tuple[str, str]:
    """Title and reason of a won round: the loser holds ``left`` tiles and none fits any of the ``holes``
    crossed out (``match_tokens`` when the round also wins the match)."""
    stuck = (f"{names[loser]} has {_tiles(left)} left and none fits {_holes(holes)}" if left
             else f"{names[loser]} has no tile left")
    if match_tokens is not None:
        won, lost = match_tokens[winner], match_tokens[1 - winner]
        return (f"{names[winner]} wins the match!",
                f"{stuck}, so {names[winner]}, who laid the last tile, takes round {round_number} "
                f"and the match, {won}–{lost} in island tokens.")
    return (f"{names[winner]} wins round {round_number}",
            f"{stuck}, so {names[winner]}, who laid the last tile, takes an island token.")


def round_tied_words(round_number: int) -> tuple[str, str]:
    """Title and reason of a tied round."""
    return (f"Round {round_number} is a tie",
            f"All {TILE_COUNT} tiles are down, so nobody is left stuck: no island token this round.")


# --- the results ----------------------------------------------------------------------------

ISLAND_TOKENS = "Island tokens"
"""What the score is: the tokens won in the match."""


def round_part(number: int) -> str:
    """The results' name of the token a round earned: "Round 2"."""
    return f"Round {number}"


def rounds_won(rounds: Sequence[int | None], seat: int) -> dict[str, int]:
    """The parts of a seat's score, round by round: 1 for each round it won, 0 for each round the other player
    won (they add up to its tokens; a tied round earned nobody a token and has no part)."""
    return {round_part(n): int(taker == seat) for n, taker in enumerate(rounds, start=1) if taker is not None}


def rounds_note(rounds: Sequence[int | None], seat: int) -> str:
    """In words, the rounds ``seat`` won and the rounds tied: "won rounds 1, 3 and 4 · round 2 tied"."""
    won = [n for n, taker in enumerate(rounds, start=1) if taker == seat]
    tied = [n for n, taker in enumerate(rounds, start=1) if taker is None]
    parts = []
    if won:
        parts.append(f"won {_numbered('round', won)}")
    if tied:
        parts.append(f"{_numbered('round', tied)} tied")
    return " · ".join(parts) or "won no round"


def _numbered(word: str, numbers: Sequence[int]) -> str:
    """"round 2", "rounds 1 and 3", "rounds 1, 3 and 4"."""
    if len(numbers) == 1:
        return f"{word} {numbers[0]}"
    return f"{word}s {', '.join(map(str, numbers[:-1]))} and {numbers[-1]}"


def match_summary(names: Sequence[str], winner: int, tokens: Sequence[int], rounds: Sequence[int | None]) -> str:
    """The results' summary, a whole sentence like the other games': Ana wins 3–1 in island tokens (5 rounds, 1 tied)."""
    played, tied = len(rounds), list(rounds).count(None)
    count = f"{played} round{'s' if played != 1 else ''}" + (f", {tied} tied" if tied else "")
    return f"{names[winner]} wins {tokens[winner]}–{tokens[1 - winner]} in island tokens ({count})."
