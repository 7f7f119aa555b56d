"""Learn to play Last Resort: the first season of a two-player game on a fixed deal (seed 37), Lani against Maui.

Lani plays the first station (station 0, drawn in her seat's colour).  Both play the Amenity Advert, so both gain a Malfunction; Lani checks out her
Orientation, builds the Star Library, seats two red tourists and, with no room left, ejects a pink one.  Notes
then tell what the End of Year and the final scoring would give on this very table.  Maui's moves are the hard
bot's on this deal, written down so the story never changes; the Adverts are chosen at once and in secret, so
Lani's comes first and Maui's Reply after it (then Maui is the only seat still to choose).  See
:mod:`game.tutorial` for the steps' kinds.
"""
from __future__ import annotations

from game.core import Action
from game.tutorial import Do, Lesson, Note, Reply

from .actions import Build, CheckOut, ChooseAdvert, Eject, Welcome
from .boards import CRYOPODS_SPACE, ORIENTATION_SPACE
from .tiles import ANY_COLOUR_PAY, TILE_BY_NAME


def alike(wanted: Action, made: Action) -> bool:
    """Two ways of seating a tourist that look the same: the table seats a tourist of a colour on a tile, and the
    rules choose its place there."""
    return (isinstance(wanted, Welcome) and isinstance(made, Welcome)
            and (wanted.colour, wanted.space) == (made.colour, made.space))


STAR_LIBRARY, MOON_BISTRO = TILE_BY_NAME["Star Library"].id, TILE_BY_NAME["Moon Bistro"].id
"""The two Amenities built in the lesson: Lani's, then Maui's."""
LEFT_OF_ORIENTATION = ORIENTATION_SPACE - 1

LESSON = Lesson(
    game="last-resort",
    seed=37,
    names=("Lani", "Maui"),
    topics=("goal", "advert", "malfunction", "check-out", "building", "viewing platforms", "draft", "ejection",
            "end of year", "final scoring"),
    options={"any_colour_pay": ANY_COLOUR_PAY},  # said outright: the table deals the lesson as a record, and a
    # record without it is a game begun before ruling 13 (Blue's 'Any Colour' place paying 3, not 2)
    rivals="easy",
    alike=alike,
    steps=(
        Note("You are Lani, running your own space station against Maui: each season you advertise, check tourists "
             "out for cash, build, and welcome new tourists. After three Years of three seasons, whoever has the "
             "most cash, counted in QUID, wins.", topic="goal"),
        Note("Your station starts with two tiles and their tourists, the Orientation and below it the Cryopods, and "
             "a face-down Malfunction that blocks the space right of the Cryopods.", topic="goal"),
        Note("Each season begins with everyone playing one of four Adverts face down, all turned over together: "
             "Amenity, Attraction, Berths, or Improvements, playable only once a Year. Two players on the same Advert, "
             "unless it is Berths, each gain a Malfunction.", topic="advert"),
        Do("Play the Amenity Advert: it lets you check out your Attractions or your Berths, then build an Amenity. "
           "Click its card or press 1, then Enter.", ChooseAdvert("amenity"),
           "For this lesson, play the Amenity Advert.", topic="advert"),
        Reply(ChooseAdvert("amenity")),
        Note("Maui played Amenity too, so each of you gains a Malfunction for sharing an Advert. It lies face down "
             "on the cheapest empty space touching your station, here the one right of your Orientation, and "
             "blocks it.", topic="malfunction"),
        Do("Check Out: every tourist on the tiles you clear goes back to the bag and pays the cash printed on its "
           "place. Your Orientation counts as an Attraction, so check out Attractions for 5 QUID.",
           CheckOut("attraction"), "Your Berths, the Cryopods, pay only 1 QUID, and your Attractions 5.",
           topic="check-out"),
        Reply(CheckOut("attraction")),
        Note("Beside your station you have a tracker on each of four prestige tracks, Relaxation, Inspiration, Entertainment and "
             "Thrills: what blue, green, pink and red tourists want, in that order.", topic="goal"),
        Note("Build: each of you may buy one tile of your Advert's kind, least cash first. You both have 15 QUID, "
             "so the higher tracker on Relaxation, the prestige the Trend card leaves out, builds first: you.",
             topic="building"),
        Do("A tile must touch your station, and it costs its price plus the cost printed on its space. Build the "
           "Star Library, price 2, on the space left of your Orientation, cost 3, for 5 QUID: drag it there, then click "
           "Confirm or press Enter.",
           Build(STAR_LIBRARY, LEFT_OF_ORIENTATION),
           "For this lesson, build the Star Library on the space left of your Orientation, for 5 QUID.",
           topic="building"),
        Note("The green square marked 2 on the Star Library's face gave you 2 Inspiration, from 2 to 4: the higher "
             "you are on the track in trend, the sooner you pick new tourists.", topic="building"),
        Note("The two spaces printed 1 are Viewing Platforms: cheap to build on, but each one left uncovered gives "
             "you 1 prestige on every track at each End of Year.", topic="viewing platforms"),
        Reply(Build(MOON_BISTRO, LEFT_OF_ORIENTATION)),
        Note("Arrivals: 7 tourists come into the lounge, and the large station now shows Maui's, with the Moon "
             "Bistro Maui built, until it is your turn to pick. The Trend card makes Thrills the trend, and Maui is "
             "higher on Thrills, so Maui picks first, then you take turns until the lounge is empty.",
             topic="draft"),
        Reply(Welcome("red", ORIENTATION_SPACE, 1)),
        Do("A tourist needs a free place that takes its colour: a red one fits only the Any Colour place of your "
           "Orientation, which pays 2, or your Cryopods. Drag a red tourist onto your Orientation.",
           Welcome("red", ORIENTATION_SPACE, 2), "Seat a red tourist on the Any Colour place of your Orientation: it pays 2.",
           topic="draft"),
        Reply(Welcome("blue", LEFT_OF_ORIENTATION, 0)),
        Do("Your Cryopods take any colour but never two alike, and pay 1 for each tourist. Drag another red "
           "tourist onto your Cryopods.", Welcome("red", CRYOPODS_SPACE, 1),
           "Seat the red tourist on your Cryopods, the last place of yours that takes red.", topic="draft"),
        Reply(Welcome("pink", ORIENTATION_SPACE, 2)),
        Do("Neither of the two tourists left, a red and a pink, fits on your station, so whichever you take is ejected into space and costs 1 "
           "prestige of its colour, never below 0. Take the pink one, as your Entertainment is already 0: drag it "
           "onto your station, or press 2, the number on its slot, then E.", Eject("pink"),
           "Ejecting the red one would cost you 1 Thrills, the pink one nothing at 0 Entertainment.",
           topic="ejection"),
        Note("The pink tourist went back to the bag and your Entertainment stayed at 0. Maui's last tourist had "
             "only one place to go, so it was seated at once.", topic="ejection"),
        Note("Season 1 is over, and seasons 2 and 3 go the same way with more tourists. With two players, you each "
             "also gain a Malfunction after the 2nd and the 5th Arrivals."),
        Note("After every third season comes the End of Year: each uncovered Viewing Platform gives 1 prestige on "
             "every track. Both of yours are uncovered, so if the Year ended now you would gain 2 on each.",
             topic="end of year"),
        Note("Then the Improvements Advert comes back, a new Trend card is turned, and the next Year's Attractions "
             "and Amenities replace the ones on offer.", topic="end of year"),
        Note("After Year 3 every tile is checked out one last time, and the highest tracker on each prestige track "
             "takes 10 QUID. If the game ended now, that would be you on Relaxation and Inspiration, Maui on "
             "Entertainment and Thrills (the Advert panel hides the tracks: H puts it aside to see them).",
             topic="final scoring"),
        Note("The most cash wins, and you have 10 QUID each now. A tie goes to the most prestige on the four "
             "tracks, then to whoever is ahead on more tracks, then to the fewest Malfunctions.",
             topic="final scoring"),
    ),
    more="Play on against Maui to the end of Year 3; the Rules page (Esc, then Rules) tells the rest: Berths, the Improvements and "
         "the solo game.",
)
"""Last Resort's tutorial."""
