"""Last Resort: the rules layer.  Pure Python, never imports pygame.

Design (RULINGS §4; every number lives once in :mod:`.tiles` or :mod:`.boards`)
---------------------------------------------------------------------------
Components, designed so every rulebook example stays true:

* Station (A side): a 4x6 grid of spaces with printed costs 1–8 (:data:`boards.SPACE_COSTS`).
  The two cost-1 spaces are the Viewing Platforms.  Orientation on space 8, Cryopods on 14,
  the ❗ face-down Malfunction on 15.  Every station has the same grid; the four stations
  differ in their Orientation spaces, the tourist on their Cryopods and their starting prestige
  (a different order of 3, 2, 1, 0 each; Blue: Relax 3, Inspire 2, Entertain 0, Thrill 1).
  Each starts with one tourist of every colour (the 'Any Colour' space holds the absent one).
* 24 Attractions and 24 Amenities (8 per year), 9 Berths (3 any-colour spaces, none twice,
  3 when full), 11 Improvements (cost 0, effects in :data:`tiles.IMPROVEMENT_EFFECTS`),
  18 Malfunctions (face down they only block a space; with the 'Something's Gone Wrong' option
  they lie face up and strike at every End of Year: lose prestige and/or pay cash).
* Adverts: Amenity (checks out Attractions or Berths), Attraction (Amenities or Berths),
  Berths (Amenities or Attractions), Improvements (any one of the three; once per year).
* 4 Trend cards, each leaving out one prestige type; 9 Arrivals phases (the third brings
  11 / 16 / 22 tourists for 1–2 / 3 / 4 players).
* 9 Evil A.I. cards (solo): Advert, cash banked, prestige gained, colours drafted.

Rulings where the rulebook is silent (also in the in-app rules, :mod:`.help_text`):

1. Seat ``i`` plays station ``i`` (Blue, Pink, Yellow, Green).
2. Cash is public (the Build order depends on it).  Only a chosen Advert is secret, until all are revealed.
3. Check-out choices are made openly, one player at a time in seat order.  A player whose every
   choice would clear no tourist is skipped.
4. Build order is fixed when the Build phase starts: least cash first, then the higher tracker
   on the prestige type the visible Trend leaves out.  Buying is optional; a player who cannot
   build anything (no tile, no cash, no Improvement icons) is skipped.
5. Draft order is fixed when the tourists arrive: best tracker on the trend's track first.  A
   player may pick any tourist in the lounge; one that fits nowhere on their station is ejected
   (no choice to eject one that fits).  A pick with only one possible outcome happens by itself.
6. Several players gaining a Malfunction at once place theirs in seat order; when the pile holds
   fewer than they gain together, none of them gains one (it would be unfair to serve seat 1 first).
   A Malfunction with no empty space touching the station is not placed.
7. Improvements: one per player is turned face up at the start and the rest go back to the box,
   so that offer is never refilled.  The Improvements Advert returns at the End of Year.
8. 2 players: the extra Malfunctions come right after the 2nd and 5th Arrivals phases.  Not solo.
9. At the end of Year 3, Viewing Platforms still give their prestige, then every tile is cleared.
   With 'Something's Gone Wrong', Malfunctions strike at every End of Year (Year 3 too) before
   the Viewing Platforms count; a payment takes at most what the player has.
10. The bag never runs short of more than it holds: if fewer tourists are in it than due, all come.
11. Solo: the Evil A.I. counts as a second player for the tile offers, the Berth count, the
    arrivals and the end bonuses.  Each season one of its cards is revealed with the Adverts: a
    player who played the same Advert (not Berths) gains a Malfunction; it banks the card's cash
    at Check-out, gains the card's prestige in the Build phase and drafts in prestige order like a
    player, taking the first colour on its card still in the lounge (the tourist goes back to the
    bag).  It builds nothing and takes no tiles.  Its trackers start on 1, behind a player's.  It wins with more cash (ties: the tie-breaks;
    it has no Malfunctions).
12. Final tie-breaks: total prestige, then the number of tracks on which one is ahead of every
    other tied player, then fewest Malfunctions; still tied: a shared place.
13. The four Orientations pay alike: 1 and 2 on their coloured places, 2 on the 'Any Colour' one.  (Blue's
    'Any Colour' place once paid 3, to make up for two-player games against Pink; with computer players
    that choose their Adverts against each other it made Blue the favourite at three players.)  A game
    begun before this ruling keeps the earlier pay: its record has no ``any_colour_pay`` option, which
    then means 3 (:data:`ANY_COLOUR`, not shown at setup; Blue's earlier Orientation is tile 68, the
    ruled one tile 76).
"""
from __future__ import annotations

from game.spec import Option, declare

from .bot import make_bot
from .state import LastResortState, new_game
from .tiles import ANY_COLOUR_PAY, EARLIER_ANY_COLOUR_PAY, ORIENTATIONS_BY_PAY

ANY_COLOUR = Option("any_colour_pay", "Blue's 'Any Colour' Orientation place pays",
                    tuple(sorted(ORIENTATIONS_BY_PAY)), ANY_COLOUR_PAY, missing=EARLIER_ANY_COLOUR_PAY, shown=False)
"""Ruling 13: 2, as on the other stations; a record made before it (no such option) meant 3."""

SPEC = declare(__name__, LastResortState, id="last-resort", title="Last Resort", players=(1, 4),
               blurb="Run a space station for astro-tourists: advertise, build, welcome guests and cash in.",
               options=(Option("something_wrong", "Something's Gone Wrong", (False, True), False,
                                      labels={False: "off (face down)", True: "on (they strike)"}), ANY_COLOUR))
"""What the app's menu needs to offer Last Resort."""

__all__ = ["SPEC", "ANY_COLOUR", "new_game", "LastResortState", "make_bot"]
