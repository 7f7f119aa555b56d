"""Adding up the players' records: won counts shared first places, head to head, computer levels, sorting, history."""
from __future__ import annotations

from scenes.records.keeping import known_players
from scenes.records.rows import GameLine, SeatLine
from scenes.records.tally import head_to_head, history, level_tallies, player_tallies, rivals, sort_tallies


def game(save_id: str, when: float, *seats: tuple[str, str, int, int], game_id: str = "paradisio") -> GameLine:
    """A game from (name, kind, rank, score) per seat."""
    return GameLine(save_id, game_id, when, 1, tuple(SeatLine(i, name, f"#00000{i}", kind, rank, score)
                                                     for i, (name, kind, rank, score) in enumerate(seats)))


GAMES = [
    game("g1", 100.0, ("Ana", "human", 1, 3), ("Ben", "human", 2, 1)),
    game("g2", 200.0, ("Ana", "human", 2, 0), ("Ben", "human", 1, 3)),
    game("g3", 300.0, ("Ana", "human", 1, 2), ("Ben", "human", 1, 2)),
    game("g4", 400.0, ("Ana", "human", 1, 50), ("Cy", "human", 2, 40), ("Mango bot", "hard", 3, 30),
         game_id="last-paradise"),
    game("g5", 500.0, ("Ben", "human", 2, 10), ("Mango bot", "easy", 1, 20), game_id="last-paradise"),
]


def test_played_won_shared_win_rate_best_average_and_last_played_per_player_and_game() -> None:
    tallies = {(t.name, t.game): t for t in player_tallies(GAMES)}
    ana = tallies[("Ana", "paradisio")]
    assert (ana.played, ana.won, ana.shared, ana.best, ana.last_played) == (3, 2, 1, 3, 300.0)
    assert round(ana.win_rate, 3) == 0.667 and round(ana.average, 3) == round(5 / 3, 3)
    ben = tallies[("Ben", "paradisio")]
    assert (ben.played, ben.won, ben.shared) == (3, 2, 1)
    assert tallies[("Mango bot", "last-paradise")].computer and tallies[("Mango bot", "last-paradise")].played == 2


def test_computer_seats_are_counted_by_level() -> None:
    assert [(t.game, t.name, t.played, t.won) for t in level_tallies(GAMES)] == [
        ("last-paradise", "Computer: easy", 1, 1), ("last-paradise", "Computer: hard", 1, 0)]


def test_head_to_head_counts_who_finished_ahead_and_the_games_level() -> None:
    [met] = head_to_head(GAMES, "Ana", "Ben")
    assert (met.game, met.met, met.first_ahead, met.second_ahead, met.level) == ("paradisio", 3, 1, 1, 1)
    assert head_to_head(GAMES, "Ana", "Cy")[0].first_ahead == 1
    assert head_to_head(GAMES, "Cy", "Ben") == []
    assert rivals(GAMES)[0] == ("Ana", "Ben")


def test_sorting_by_each_column_and_the_other_way_round() -> None:
    tallies = player_tallies(GAMES)
    assert [t.name for t in sort_tallies(tallies, "best")][:2] == ["Ana", "Cy"]
    assert [t.name for t in sort_tallies(tallies, "name")] == sorted(t.name for t in tallies)
    assert sort_tallies(tallies, "name", reverse=True) == sort_tallies(tallies, "name")[::-1]
    latest = sort_tallies(tallies, "last played")
    assert (latest[0].name, latest[0].game) in {("Ben", "last-paradise"), ("Mango bot", "last-paradise")}
    assert [round(t.win_rate, 2) for t in sort_tallies(tallies, "win rate")] == \
        sorted((round(t.win_rate, 2) for t in tallies), reverse=True)


def test_a_players_history_and_the_names_offered_on_the_setup_screen() -> None:
    assert [(o.game, o.rank, o.shared) for o in history(GAMES, "Ana").outcomes] == [
        ("paradisio", 1, False), ("paradisio", 2, False), ("paradisio", 1, True), ("last-paradise", 1, False)]
    assert [(p.name, p.colour) for p in known_players(GAMES)] == [("Ben", "#000000"), ("Ana", "#000000"),
                                                                   ("Cy", "#000001")]
