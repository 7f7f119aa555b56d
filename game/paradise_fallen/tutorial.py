"""Learn to play Paradise Fallen: Lani's first two turns on a fixed deal (seed 1416), against Kai.

The islands lie so (the canoes start on Niihau, in the centre)::

    Molokai  Maui    Kahoolawe
    Oahu     Niihau  Hawaii
    Lanai    Nihoa   Kauai

Lani starts with the Navigator, Lava Flow, a Maui card, a Ration worth 2 and a Kauai card.  Turn 1: a trip to
Maui paid with the Ration, exploring it, Maui's token drawing 2 cards (a second Maui card and a Molokai card),
a trip to Molokai paid with the spare Maui card, exploring Molokai, Lava Flow laid on Oahu next to Kai, the end
phase and the refill.  Kai's turn (the hard bot's moves on this deal, written down) pays its Oahu card as a
ration rather than enter Oahu through the Lava Flow.  Turn 3: the Navigator first, a diagonal trip to Lanai that
goes round the Lava Flow, exploring Lanai; then the goal and the last turns, and the game plays on without help.
Every trip the lesson asks for is the one the table's Enter pays (the cheapest way), and each step names the
cards to pay with.  See :mod:`game.tutorial` for the steps' kinds.
"""
from __future__ import annotations

from game.tutorial import Do, Lesson, Note, Reply

from .actions import Discard, Done, EndPlay, Explore, PlayAberration, PlayAptitude, Trip, UsePower

# Grid positions 0-8, row by row, on this deal, and the cards of the story by id (see cards.CARDS).
MOLOKAI, MAUI, OAHU, NIIHAU, LANAI = 0, 1, 3, 4, 6
RATION_2, RATION_3, SPARE_MAUI = 49, 58, 11
MAUI_CARD, MOLOKAI_CARD, LANAI_CARD = 9, 20, 24
LAVA_FLOW, NAVIGATOR = 65, 76
KAI_OAHU, KAI_MOLOKAI, KAI_RATION_2, KAI_STRONG_CURRENT, KAI_SEA_TURTLE = 13, 23, 53, 73, 80

LESSON = Lesson(
    game="paradise-fallen",
    seed=1416,
    names=("Lani", "Kai"),
    options={"first_player": 1},
    topics=("table", "trip", "paying", "exploring", "kanaloa", "aberration", "aptitude", "end phase", "goal",
            "last turns"),
    steps=(
        Note("You are Lani, against Kai: both canoes start on Niihau, the centre island, and whoever explores the "
             "most islands wins. Your 5 cards are secret: Island cards to explore with, Ration cards to pay your "
             "trips, and two special kinds, Aberrations and Aptitudes.", topic="table"),
        Note("Your canoe sails one island at a time, up, down, left or right, and a trip costs the rations of every "
             "island it enters. Maui, just above the centre, costs 2.", topic="trip"),
        Do("Sail to Maui and pay with your Ration worth 2: click Maui, that card, then Pay, or press Up to Maui "
           "and Enter twice to pay the cheapest way.", Trip((MAUI,), (RATION_2,)),
           "For this lesson, sail up to Maui and pay with your Ration worth 2.", topic="trip"),
        Do("Your canoe is on Maui, so your Maui card can explore it: drag the card onto Maui, or choose it with "
           "Tab, pick it up with Space and lay it with Enter.",
           Explore(MAUI_CARD), "Explore Maui now with your Maui card.", topic="exploring"),
        Note("An explored island's card stays before you with a Kanaloa token on it, the gold disc that holds the "
             "island's power, and a dot in your colour marks the island on the map. Once a turn you may spend one "
             "face-up token for that power, and Maui's draws 2 cards.",
             topic="kanaloa"),
        Do("Click Maui's gold token, or press 1, to spend it and draw 2 cards.", UsePower("Maui"),
           "Spend Maui's token now: the 2 cards it draws help you this turn.", topic="kanaloa"),
        Note("You drew a Molokai card and a second Maui card, which cannot explore Maui again. But any Island card "
             "pays 1 ration, as a Ration card pays its number, and what a payment gives over the price is lost.",
             topic="paying"),
        Do("Sail left to Molokai, which costs 1, and pay with your spare Maui card: click Molokai, that card, then "
           "Pay, or press Left and Enter twice.",
           Trip((MOLOKAI,), (SPARE_MAUI,)), "Sail left to Molokai and pay with your spare Maui card.",
           topic="paying"),
        Do("Explore Molokai with your Molokai card: its token stays face up, since you have used this turn's power.",
           Explore(MOLOKAI_CARD), "Explore Molokai now with your Molokai card.", topic="exploring"),
        Note("Aberrations stay on the table and change every player's trips: Lava Flow makes entering its island "
             "cost 3 more. Kai's canoe is still on the centre island, next to Oahu.", topic="aberration"),
        Do("Drag Lava Flow onto Oahu, left of the centre; by keys, with the card cursor on Lava Flow, press Space "
           "to pick it up, then Down and Enter: entering Oahu now costs 5.",
           PlayAberration(LAVA_FLOW, OAHU), "Lay Lava Flow on Oahu, the island left of the centre.",
           topic="aberration"),
        Note("Your Navigator is an Aptitude: Aptitudes are played only at the start of a turn, before anything "
             "else, so it waits for your next turn.", topic="aptitude"),
        Do("You have done all you can this turn: press E or click End play to end the play phase.", EndPlay(),
           "Keep your Navigator and Kauai card, and end the play phase with E.", topic="end phase"),
        Note("In the end phase you may discard any cards you do not want, then Done draws your hand back up to 5. "
             "Keep both of yours this time.", topic="end phase"),
        Do("Press D or click Done: you draw 3 cards, and Kai's turn begins.", Done(),
           "Keep both cards this time and press D for Done.", topic="end phase"),
        Reply(Trip((MAUI, MOLOKAI), (KAI_OAHU, KAI_RATION_2))),
        Note("Kai held an Oahu card, but your Lava Flow makes Oahu cost 5. Kai paid that card as 1 ration instead, "
             "and sailed to Molokai by way of Maui for 3.", topic="aberration"),
        Reply(Explore(KAI_MOLOKAI)),
        Reply(EndPlay()),
        Reply(Discard(KAI_STRONG_CURRENT)),
        Reply(Discard(KAI_SEA_TURTLE)),
        Reply(Done()),
        Note("Kai explored Molokai too, since each player may explore every island once. In the end phase Kai "
             "discarded both cards it had left and drew 5.", topic="end phase"),
        Do("Your refill brought a Lanai card; play the Navigator first, before anything else: click it, then your "
           "canoe, or pick it up with Tab and Space and press Enter. This turn your canoe may also step diagonally.",
           PlayAptitude(NAVIGATOR),
           "Play the Navigator first: Aptitudes come before anything else in a turn.", topic="aptitude"),
        Do("Sail diagonally through Niihau to Lanai, bottom left, for 2 + 1 = 3 with your Ration worth 3 (click "
           "Lanai, that card and Pay, or press Down twice and Enter twice): without the Navigator every way there costs 6.",
           Trip((NIIHAU, LANAI), (RATION_3,)),
           "Sail to Lanai, bottom left, and pay with your Ration worth 3.", topic="aptitude"),
        Do("Explore Lanai with your Lanai card.", Explore(LANAI_CARD), "Explore Lanai now with your Lanai card.",
           topic="exploring"),
        Note("You have explored 3 islands and Kai 1. With 2 players the first to explore 8 of the 9 islands brings "
             "the end, with 3 players 7 and with 4 players 6.", topic="goal"),
        Note("Every other player then plays one last turn, and the most islands wins. A tie goes to the most face-up "
             "Kanaloa tokens: your Molokai and Lanai count, your spent Maui does not.", topic="last turns"),
    ),
    more="Play on against Kai from here; the Rules page (Esc, then Rules) lists every island's power, Aberration and Aptitude.",
)
"""Paradise Fallen's tutorial."""
