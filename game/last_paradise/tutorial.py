"""Learn to play The Last Paradise: the start phase and rounds 1 and 2 on a fixed deal (seed 11).

Lani is the youngest, so she puts the first opening villa up for auction.  She buys the Palm villa at the
second price, the Shell villa after a tie repeat and the Coral villa, and leaves the Dune villa to Oahu.
Round 1 turns up a Dune villa: Lani buys it, accepts Oahu's offer for nature and leaves it wild (Oahu's
villa earns 10, Lani takes a tree and the deal's 5).  Round 2 turns up the Dune hotel: Lani builds it
beside her nature (10) and, with a building in every district, takes the island bonus (20).  Notes then
read the exclusive bonus and the environmental prize off the table as it stands.  Round 3 turns up a Coral
villa: Lani lets Maui buy it and makes the offer herself (5 for nature), which Maui accepts and keeps.  Maui's and Oahu's
moves are written down (the easy bots bid more wildly), so the story never changes.  See
:mod:`game.tutorial` for the steps' kinds.
"""
from __future__ import annotations

from game.tutorial import Do, Lesson, Note, Reply

from .actions import Answer, Bid, ChooseLot, Offer, PassOffer, Place
from .board import BUILDING, DISTRICTS, NATURE

PALM, SHELL, CORAL, DUNE = DISTRICTS
PALM_VILLA = PALM.beach_sites[1]
"""Palm beach 2, where the Palm opening villa stands on this deal."""
SHELL_VILLA = SHELL.beach_sites[2]
"""Shell beach 3, the Shell opening villa's site."""
CORAL_VILLA = CORAL.beach_sites[1]
"""Coral beach 2, the Coral opening villa's site."""
DUNE_WILD = DUNE.beach_sites[0]
"""Dune beach 1, where Lani leaves round 1's villa as nature (Oahu's opening villa is on Dune beach 2)."""
MAUI, OAHU = 1, 2

LESSON = Lesson(
    game="last-paradise",
    seed=11,
    names=("Lani", "Maui", "Oahu"),
    topics=("goal", "opening villas", "sealed bid", "second price", "ties", "offer", "building vs nature",
            "deal", "building bonus", "island bonus", "exclusive bonus", "environmental prize"),
    steps=(
        Note("You are Lani, against Maui and Oahu: each of you starts with 60 Paras, kept secret, and only money "
             "counts at the end. Whoever ends below 60 has lost, and of the others the richest wins.",
             topic="goal"),
        Do("One villa of each district already stands on the island, and these four are auctioned first. As the "
           "youngest you choose the first: put the Palm villa up for auction.",
           ChooseLot(PALM_VILLA), "For this lesson, start with the Palm villa.", topic="opening villas"),
        Do("Everyone bids in secret, from 0 up to what they hold, and the highest bid wins. Bid 10 Paras for the "
           "Palm villa.", Bid(10), "For this lesson, bid exactly 10 Paras.", topic="sealed bid"),
        Reply(Bid(7)),
        Reply(Bid(4)),
        Do("Hands open: you 10, Maui 7, Oahu 4, so you win but pay only the second-highest bid, 7 Paras, to the "
           "bank. The buyer picks the next opening villa: put the Shell villa up for auction.",
           ChooseLot(SHELL_VILLA), "For this lesson, choose the Shell villa next.", topic="second price"),
        Do("Bid 6 Paras for the Shell villa.", Bid(6), "For this lesson, bid exactly 6 Paras."),
        Reply(Bid(6)),
        Reply(Bid(3)),
        Note("You and Maui both bid 6, a tie for the highest bid, so only the two of you bid again, each at least "
             "6. If nobody raises in a repeat, a lot decides who gets the villa at that price.", topic="ties"),
        Do("Raise to 8 Paras in the tie repeat.", Bid(8), "Raise to exactly 8 Paras, to win the repeat."),
        Reply(Bid(6)),
        Do("Maui stayed at 6, so you win the Shell villa and pay 6, the second-highest bid of the repeat. Put the "
           "Coral villa up for auction next.", ChooseLot(CORAL_VILLA), "For this lesson, choose the Coral villa.",
           topic="ties"),
        Note("The first time you own a building in all four districts, the bank pays you 20, the island bonus. "
             "You have villas in Palm and Shell, and the Coral villa would be your third district.",
             topic="island bonus"),
        Do("Bid 9 Paras for the Coral villa.", Bid(9), "For this lesson, bid exactly 9 Paras."),
        Reply(Bid(5)),
        Reply(Bid(8)),
        Do("You win the Coral villa for Oahu's 8, and the last opening villa, in Dune, comes up by itself. Bid 0 "
           "this time to keep your money.", Bid(0), "For this lesson, bid 0 and let the others have the Dune villa."),
        Reply(Bid(5)),
        Reply(Bid(9)),
        Do("Oahu bought the Dune villa for 5; now the other twelve counters come up one a round, and the buyer "
           "decides where each goes and which side up. Bid 8 Paras for round 1's Dune villa.",
           Bid(8), "For this lesson, bid exactly 8 Paras."),
        Reply(Bid(3)),
        Reply(Bid(5)),
        Reply(PassOffer()),
        Reply(Offer(5, NATURE)),
        Do("You won for 5; now each other player may offer the buyer money for putting the counter down nature "
           "or building side up, and Oahu offers you 5 for nature. Accept: an accepted offer is binding, paid at "
           "the end of the round if you meet its condition.",
           Answer(OAHU, True), "For this lesson, accept Oahu's offer.", topic="offer"),
        Do("Left as nature, a counter gives you a tree and pays 10 to the owner of every building in its "
           "district; built, it earns you 10 for each nature counter already there. Put this villa nature side "
           "up on Dune beach 1, as agreed.",
           Place(DUNE_WILD, NATURE), "Put it nature side up on Dune beach 1, as you agreed with Oahu.",
           topic="building vs nature"),
        Note("The bank paid Oahu 10 for the Dune villa beside your new nature, you took a tree, and Oahu paid you "
             "the 5 Paras of the deal. Had you built instead, the deal would have lapsed and nobody paid.",
             topic="deal"),
        Note("Round 2 shows the Dune hotel: it goes only on Dune centre, which lies both in Dune and in the centre, "
             "the group of the four central sites."),
        Do("Bid 12 Paras for the Dune hotel.", Bid(12), "For this lesson, bid exactly 12 Paras."),
        Reply(Bid(6)),
        Reply(Bid(3)),
        Reply(PassOffer()),
        Reply(PassOffer()),
        Do("You won the hotel for 6 and nobody made an offer. Build it on Dune centre, beside your nature "
           "counter.", Place(DUNE.central_site, BUILDING), "Build the hotel on Dune centre, building side up.",
           topic="building bonus"),
        Note("Your hotel earned 10 for the nature counter in Dune, and with a building in all four districts you "
             "took the island bonus of 20, paid once per player.", topic="island bonus"),
        Note("When a district's last site is filled, whoever owns every building in it gets 20, the exclusive "
             "bonus. Palm, Shell and Coral hold only your villas so far, but Dune's bonus will go to nobody, as "
             "Oahu's villa stands beside your hotel.", topic="exclusive bonus"),
        Note("After round 12 the most trees win the first environmental prize and the next most the second, the "
             "bigger the less nature there is on the island. With 1 nature counter and the only tree yours, you "
             "would take 200 now; a second counter would make the prizes 90 and 90.",
             topic="environmental prize"),
        Do("Round 3 shows a Coral villa. Bid 0 this time and let Maui buy it: you will make an offer instead.",
           Bid(0), "For this lesson, bid 0 and let Maui buy the Coral villa."),
        Reply(Bid(7)),
        Reply(Bid(4)),
        Reply(PassOffer()),
        Do("Maui won it, and you may offer Maui money for a side: as nature it pays your Coral villa 10, built it "
           "would share Coral with yours. Offer 5 Paras for nature: press Nature, set 5, then confirm the offer.",
           Offer(5, NATURE), "For this lesson, offer Maui exactly 5 Paras for nature.", topic="offer"),
        Reply(Answer(0, True)),
        Reply(Place(CORAL.beach_sites[0], NATURE)),
        Note("Maui accepted and left it nature side up on Coral beach 1: the bank paid your villa 10 and you paid "
             "Maui the 5 of the deal. Maui took a tree, so the two prizes are now 90 and 90.", topic="deal"),
    ),
    more="Play on against Maui and Oahu to the end of round 12; the Rules page (Esc, then Rules) has the rest, such as a round "
         "where everyone bids 0, the whole prize table and the final appraisal.",
)
"""The Last Paradise's tutorial."""
