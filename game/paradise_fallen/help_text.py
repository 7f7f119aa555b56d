"""The rules of Paradise Fallen in our own words, for the in-app help (pygame_gui HTML).

Each card's text comes from :mod:`cards`, so the help and the cards never disagree.
"""
from __future__ import annotations

from game.advice import HINT_HELP

from .cards import ABERRATIONS, APTITUDES, ISLAND_COSTS, ISLAND_POWERS, PRONUNCIATIONS


def _islands() -> str:
    return "<br>".join(f"<b>{name}</b> ({PRONUNCIATIONS[name]}), cost {cost}: {ISLAND_POWERS[name]}"
                       for name, cost in ISLAND_COSTS.items())


def _aberrations() -> str:
    return "<br>".join(f"<b>{a.name}</b> ({'on an island' if a.where == 'island' else 'in a gap'}): {a.text}"
                       for a in ABERRATIONS)


def _aptitudes() -> str:
    return "<br>".join(f"<b>{a.name}</b> ({'lasts the turn' if a.lasting else 'at once'}): {a.text}"
                       for a in APTITUDES)


RULES_TEXT: str = (
    "<b>Paradise Fallen</b> (2 to 4 players)<br>"
    "Paddle your canoe around nine Hawaiian islands and explore them. The first to explore 8 islands "
    "(2 players), 7 (3 players) or 6 (4 players) brings the end near: every other player then has one "
    "more turn. Most explored islands wins; a tie goes to the most face-up Kanaloa tokens; still tied, "
    "the victory is shared.<br><br>"
    "<b>The table</b><br>"
    "The islands lie in a 3 by 3 grid, at random; every canoe starts on the centre island. The deck has "
    "85 cards: 36 Island cards (4 per island), 28 Ration cards (twelve 1s, ten 2s, six 3s), 12 Aberrations "
    "and 9 Aptitudes. Everyone is dealt 5 cards, and hands are secret. The last player to have visited an "
    "island starts (chosen at setup, or at random); play passes to the left.<br><br>"
    "<b>Your turn</b><br>"
    "<i>Play phase</i>, in any order and as often as you like: make trips, explore, lay Aberrations, and use "
    "one island power. Aptitudes can only be played at the start of your turn, before anything else (several "
    "if you like). <i>End phase</i>: discard any cards you do not want, then draw up to 5 (6 if you used "
    "Hawaii's power this turn). A bigger hand keeps its size. Whenever the deck runs out, the discard pile "
    "is shuffled into a new deck at once (if both are empty, draws stop short).<br><br>"
    "<b>Trips</b><br>"
    "The canoe moves one island at a time, up, down, left or right. Each island entered costs its rations, "
    "plus the changes of the Aberrations that apply to that step: leaving the island you are on, crossing "
    "the gap, entering the next island. A step never costs less than 0. Add up the whole trip and pay at "
    "once with Ration cards (their number) or Island cards (1 each). You may not pay with a card you "
    "could leave out; one card may pay more than needed, and what is left over is lost. Paid cards go to "
    "the discard pile. You may make several trips a turn, and other canoes never block you. The table "
    "offers the cheapest path to each island, and also a path over a Raiding Tribe or Driftwood gap "
    "where that makes a difference.<br>"
    "Example: a trip entering Molokai (1), then Maui (2), then Oahu (2) costs 5 rations.<br><br>"
    "<b>Exploring and Kanaloa's powers</b><br>"
    "Play the Island card of the island your canoe is on to explore it: the card stays face up before you "
    "with a Kanaloa token. Each player explores each island once; others may explore it too. Once a turn "
    "you may spend one face-up token (the one just earned too) for that island's power:<br>"
    + _islands() + "<br>"
    "Oahu, Molokai, Kauai and Kahoolawe can be used only when they have something to act on; Niihau may be "
    "spent even when none of this turn's Ration cards is left to take back (the token is then wasted). "
    "Kauai moves up to two Aberrations one at a time, "
    "each to a like place (island to island, gap to gap). Niihau returns only Ration cards paid this turn "
    "that are still in the discard pile. Lanai's drawn cards are seen only by you; you give one to each "
    "player, yourself too.<br><br>"
    "<b>Aberrations</b> (stay in play; several on one place add up)<br>"
    + _aberrations() + "<br>"
    "Raiding Tribe: after the trip, the player on the traveller's left picks one of the traveller's cards "
    "face down (shuffled), and it is discarded face up. Card effects happen in the order the gaps were "
    "crossed.<br><br>"
    "<b>Aptitudes</b> (lasting ones lie before you until the end of your turn; all go to the discard pile)<br>"
    + _aptitudes() + "<br>"
    "An Aptitude is played only when it can act: the Shaman needs an Aberration in play, Ancestors' "
    "Blessing a spent token of yours, the Trickster another player holding cards. "
    "The Sea Turtle's ride and Oahu's sail are free and set off no gap effects.<br><br>"
    "<b>House rulings</b><br>"
    "Who starts is chosen at setup (random by default; a game saved before the choice existed starts "
    "with seat 1). Island cards and Rations pay the same way whatever their copy. The end comes "
    "after the player who reached the target finishes the turn and each other player has played exactly "
    "one more turn; Molokai's explorations count.<br><br>"
    + HINT_HELP
)
"""The rules of Paradise Fallen shown in the app's help."""
