"""The Paradisio rules in Paradise Table's own words (pygame_gui HTML subset)."""

from game.advice import HINT_HELP

_TILES = (
    "<b>The tiles</b><br>"
    "There are 16 square tiles. Each of the four corners of a tile is land or sea: "
    "1 open sea, 4 small islands (one land corner), 4 coasts (two land corners side by side), "
    "1 isthmus and 1 strait (two land corners facing across the tile; the isthmus joins the land "
    "through the middle, the strait lets the sea run through instead), 4 bays (three land corners) "
    "and 1 island interior (all land). You may turn a tile a quarter at a time before laying it.<br><br>"
)
_SOLITAIRE_LEVELS = (
    "An <b>island</b> is a connected piece of land inside the square; a <b>sea</b> is a connected "
    "piece of water inside the square (the water around the square does not count). Pieces that "
    "only touch at a single point are separate.<br>"
    "<b>Level 1</b>: fill the square with all 16 tiles.<br>"
    "<b>Level 2</b>: fill the square so that there is just one island (any number of seas) "
    "or just one sea (any number of islands).<br>"
    "<b>Level 3</b>: fill the square so that there is just one island and just one sea.<br>"
    "Every level can be solved in many ways. Puzzles may give you some tiles already laid; "
    "ask for a hint if you are stuck."
)
RULES_TEXT: str = (
    "<font size=5><b>Paradisio</b></font><br>"
    "<i>Two players build one island picture together. Whoever lays the last tile of a round "
    "takes an island token; three tokens win.</i><br><br>"
    + _TILES
    + (
    "<b>Laying a tile</b><br>"
    "The first tile of a round goes in the middle of the table. After that, a tile must:<br>"
    "- share at least one whole side with a tile already down;<br>"
    "- match every neighbour: along a shared side, land meets land and sea meets sea at both ends;<br>"
    "- keep the whole picture inside a 4 by 4 square (never more than 4 tiles wide or tall).<br><br>"
    "<b>A round</b><br>"
    "Every round the 16 tiles are mixed and each player gets 8, face up, so both hands are always "
    "in view. Players take turns laying one tile each. As soon as the player whose turn it is has no "
    "tile that fits anywhere, the round is over and the other player (who laid the last tile) takes "
    "an island token. If all 16 tiles get laid, nobody scores.<br>"
    "The loser of a round begins the next one; after a round with no winner, the player who did not "
    "begin it begins the next. A random player begins the first round.<br><br>"
    "<b>Winning</b><br>"
    "The first player with 3 island tokens wins the match.<br>"
    "<i>Tip: watch both hands. Leave gaps that only one of your own tiles can fill, and keep that "
    "tile for the end.</i><br><br>"
    f"{HINT_HELP}<br><br>"
    "<font size=5><b>Solitaire</b></font><br>"
    "Alone, you lay all 16 tiles into a 4 by 4 square, matching every shared side as above. "
    )
    + _SOLITAIRE_LEVELS
)
"""The rules of the match and of the three solitaire levels, for the help screen."""

SOLITAIRE_RULES_TEXT: str = (
    "<font size=5><b>Paradisio solitaire</b></font><br>"
    "<i>Alone, you lay all 16 tiles into a 4 by 4 square. Along every shared side land meets land and "
    "sea meets sea at both ends. A tile may go on any empty cell: it need not touch another tile.</i><br>"
    + _SOLITAIRE_LEVELS + " A puzzle's given tiles carry a small peg and stay where they are.<br><br>"
    + _TILES
)
"""The solitaire's own rules first, for its pause screen (the match's rules are in :data:`RULES_TEXT`)."""
