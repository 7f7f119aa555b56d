"""Every kind of Paradise Fallen event with the sentence it must read as (names: Ana, Ben, Cy)."""
from __future__ import annotations

from game.core import Event
from game.paradise_fallen import events as ev

NAMES = ["Ana", "Ben", "Cy"]
CASES: list[tuple[Event, list[str]]] = [
    (ev.TurnStarted(1, 4), ["Turn 4: Ben plays."]),
    (ev.CardsDrawn(0, 2, "Maui"), ["Ana draws 2 cards for Maui's power."]),
    (ev.CardsDrawn(2, 1, "refill"), ["Cy draws 1 card, refilling the hand at the end of the turn."]),
    (ev.TripMade(1, 4, (5, 2), 5, (48, 58), 0, ("Maui", "Niihau")),
     ["Ben sails to Niihau by way of Maui for 5 rations, paying a Ration worth 2 and a Ration worth 3."]),
    (ev.TripMade(0, 4, (7,), 2, (58,), 1, ("Kahoolawe",)), ["; 1 ration left over is lost."]),
    (ev.TripMade(0, 4, (7,), 1, (36,), 0, ("Kahoolawe",)), ["sails to Kahoolawe for 1 ration, paying"]),
    (ev.TripMade(0, 4, (3,), 0, (), 0, ("Hawaii",)), ["paying nothing."]),
    (ev.Explored(0, "Hawaii", 0, True), ["Ana explores Hawaii and takes its Kanaloa token. Its power: Draw 1 card"]),
    (ev.Explored(0, "Maui", 8, False), ["with Molokai's power, without a Kanaloa token."]),
    (ev.PowerUsed(1, "Oahu"), ["Ben spends the token of Oahu, one power a turn: Sail at once"]),
    (ev.AptitudePlayed(2, 76), ["Cy plays the Aptitude Navigator: This turn"]),
    (ev.AberrationPlayed(0, 64, 4, "Molokai"), ["Ana lays Green Mist on Molokai: +2 to enter"]),
    (ev.AberrationPlayed(0, 70, 12, "between Molokai and Maui"), ["Raiding Tribe in the gap between Molokai and Maui"]),
    (ev.AberrationMoved(0, 64, 4, 3, "Hawaii"), ["Kauai: Ana moves Green Mist on Hawaii."]),
    (ev.SpotsSwapped(1, 3, 4, ("Hawaii", "Molokai")), ["Kahoolawe: Ben swaps the Aberrations on Hawaii and on Molokai."]),
    (ev.AberrationRemoved(2, 72, 9, "between Kauai and Oahu"), ["Shaman: Cy sends Coral Reef from the gap between"]),
    (ev.Raided(2, 1, 8), ["Raiding Tribe: Cy picks one of Ben's cards face down, and a Maui card goes to the discard"]),
    (ev.CardTaken(0, 1), ["Trickster: Ana takes a card at random from Ben's hand."]),
    (ev.CardsGiven(0, (1, 1, 1)), ["Lanai: Ana gives out the drawn cards face down, one each to Ana, Ben and Cy."]),
    (ev.CardsGiven(0, (0, 1, 0)), ["one each to Ben."]),
    (ev.CardsReturned(0, (58,)), ["Niihau: Ana takes back the Ration cards paid this turn: a Ration worth 3."]),
    (ev.CardsReturned(0, ()), ["Niihau: none of the Ration cards"]),
    (ev.CardDiscarded(1, 36, "end of turn"), ["Ben discards a Ration worth 1."]),
    (ev.CardDiscarded(1, 36, "Nihoa"), ["a Ration worth 1 for Nihoa's power."]),
    (ev.SailedFree(0, 4, 8, "Oahu", "Nihoa"), ["Oahu: Ana's canoe sails free to Nihoa."]),
    (ev.DeckReshuffled(40), ["new deck of 40 cards."]),
    (ev.TokenRevived(2, "Maui"), ["Ancestors' Blessing: Cy's token on Maui is face up again."]),
    (ev.PlayEnded(0), ["Ana ends the play phase;"]),
    (ev.EndTriggered(1, 7), ["Ben has explored 7 islands, the goal, and ends the game: Cy and Ana each play one more turn."]),
    (ev.TurnEnded(0, (76,)), ["Ana's turn ends; Navigator goes to the discard pile."]),
    (ev.TurnEnded(0, (76, 77)), ["Navigator and Outrigger go to the discard pile."]),
    (ev.TurnEnded(0, ()), ["Ana's turn ends."]),
    (ev.GameOver((1,), (7, 7, 5), (2, 3, 0)), ["Ben wins the tie at 7 islands with the most face-up Kanaloa tokens, 3."]),
    (ev.GameOver((0, 1), (7, 7, 5), (2, 2, 0)), ["Ana and Ben share the victory with 7 islands and 2 face-up tokens each."]),
    (ev.GameOver((2,), (5, 4, 7), (2, 2, 0)), ["Cy wins with 7 explored islands."]),
    (ev.GameOver((1,), (7, 7, 5), (2, 3, 0), 0),
     ["Ben wins the tie", "Ana reached the goal first; Ben and Cy played their last turns."]),
]
