"""The Last Paradise: what the public table holds beyond the counters (trees, buildings, the race for the
environmental prize, the auction history) and each player's money breakdown at the end."""
from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from game.core import make_seats
from game.last_paradise import (
    BANK,
    DISTRICTS,
    NATURE,
    RULES_TEXT,
    Bid,
    BonusPaid,
    CounterBought,
    CounterPlaced,
    DealLapsed,
    DealPaid,
    LastParadiseState,
    LedgerEntry,
    Placement,
    PrizePaid,
    RoundEnded,
    environmental_prizes,
    make_bot,
    new_game,
    prize_for,
)
from game.last_paradise.narrate import BREAKDOWN_LABELS
from game.last_paradise.narrate import event as describe
from game.last_paradise.scoring import PRIZE_REASON, money_breakdown
from game.last_paradise.summary import auction_rows, round_report
from sprites.backdrop import seat_look
from sprites.last_paradise.counters import SeatLook
from sprites.last_paradise.flights import MOST_COINS, flying_coins
from sprites.last_paradise.history import BUYER_MIN, HISTORY_PANEL, LOT_W, PRICE_W, seat_columns
from sprites.last_paradise.panels import (
    DEAL_PANEL,
    LOG_AREA,
    LOT_BOX,
    LOT_PANEL,
    PILE_BOX,
    PROMPT_WIDTH,
    STATUS_BAR,
    caption_lines,
    deal_button_rects,
    draw_deals,
    lot_caption,
    prompt_lines,
    seat_line,
    seat_row,
)
from sprites.last_paradise.reveal import MARKER_RADIUS, RevealShow, hand_marker, name_lines
from sprites.last_paradise.reveal import PANEL as REVEAL_PANEL
from sprites.last_paradise.widgets import draw_hand
from sprites.text import font, start_recording, stop_recording
from tests.kit.seat_shapes import shape_read
from tests.kit.typed import as_a

ANTON, BIRGIT, CLAUS = 0, 1, 2
LONG_NAMES = ["Maximilianus Aba", "Wilhelmina Roseb", "Konstantinopelnc", "Bartholomew Quid", "Aleksandra Wyzte"]


@pytest.fixture(autouse=True)
def _fonts() -> Iterator[None]:
    """Text is measured with the app's fonts."""
    pygame.font.init()
    yield


def bot_game(seats: int, seed: int) -> LastParadiseState:
    """A whole game played by the computer players."""
    state = new_game(seats, seed)
    rng = random.Random(seed)
    while not state.is_over:
        seat = rng.choice(state.to_move)
        bot = make_bot("easy" if seat % 2 else "hard", seed * 31 + len(state.ledger) + seat)
        state.apply(seat, bot.choose(state.view(seat), state.legal_actions(seat), seat))
    return state


def test_the_public_view_shows_trees_buildings_and_the_prize_at_stake_now() -> None:
    """Trees, buildings and the prize each seat would take if the game ended now are on the public table."""
    state = new_game(make_seats(["Anton", "Birgit", "Claus"]), 1)
    state.board[0] = Placement("palm-villa-2", NATURE, ANTON)
    state.board[1] = Placement("palm-villa-3", NATURE, ANTON)
    state.board[5] = Placement("shell-villa-2", NATURE, BIRGIT)
    state.board[8] = Placement("coral-villa-2", "building", CLAUS)
    state.trees = [2, 1, 0]
    public = state.view(None)
    assert public["preserves"] == 3
    first, second = prize_for(3)
    assert public["prizes"] == {"first": first, "second": second} == {"first": 80, "second": 40}
    rows = public["seats"]
    assert [r["trees"] for r in rows] == [2, 1, 0]
    assert [r["nature"] for r in rows] == [2, 1, 0]
    assert rows[CLAUS]["buildings"] >= 1
    assert [r["prize_now"] for r in rows] == [80, 40, 0]
    assert all(r["money"] is None for r in rows)
    state.trees = [1, 1, 0]  # a tie for most trees shares first and second
    assert [r["prize_now"] for r in state.view(None)["seats"]] == [60, 60, 0]


def test_the_prize_at_stake_follows_the_rules_function_all_game() -> None:
    """At every step of a bot game, each seat's prize now is what environmental_prizes says for the trees."""
    state = new_game(4, 8)
    rng = random.Random(8)
    seen_prize = False
    while not state.is_over:
        view = state.view(None)
        expected = environmental_prizes(dict(enumerate(state.trees)), view["preserves"])
        assert [s["prize_now"] for s in view["seats"]] == [expected[i] for i in range(4)]
        seen_prize = seen_prize or any(expected.values())
        seat = rng.choice(state.to_move)
        legal = state.legal_actions(seat)
        action = legal[0] if isinstance(legal[0], Bid) and rng.random() < 0.5 else rng.choice(legal)
        state.apply(seat, action)
    assert seen_prize


def test_money_breakdown_reads_each_kind_of_payment_from_the_ledger() -> None:
    """Lots are paid to the bank, bonuses and the prize come from it, deals pass between players."""
    ledger = [LedgerEntry(ANTON, BANK, 12, "bought the Palm villa"),
              LedgerEntry(BANK, ANTON, 10, "villa beside new nature in the Palm district"),
              LedgerEntry(BIRGIT, ANTON, 5, "deal: nature on Palm beach 2"),
              LedgerEntry(ANTON, CLAUS, 3, "deal: building on Dune centre"),
              LedgerEntry(BANK, ANTON, 20, "a building in every district"),
              LedgerEntry(BANK, ANTON, 40, PRIZE_REASON),
              LedgerEntry(BIRGIT, BANK, 7, "bought the Shell villa")]
    lines = money_breakdown(ledger, ANTON, 50)
    assert list(lines) == list(BREAKDOWN_LABELS)
    assert lines == {"Starting money": 50, "Paid for lots": -12, "Bonuses": 30, "Deals received": 5,
                     "Deals paid": -3, "Environmental prize": 40}
    assert sum(lines.values()) == 110  # Anton's money now: the parts add up to it
    assert money_breakdown(ledger, BIRGIT, 50)["Paid for lots"] == -7
    assert money_breakdown(ledger, BIRGIT, 50)["Deals paid"] == -5
    assert money_breakdown(ledger, CLAUS, 50)["Deals received"] == 3


@pytest.mark.parametrize("seats,seed", [(3, 2), (4, 5), (5, 3)])
def test_the_results_breakdown_adds_up_to_the_money_each_player_ends_with(seats: int, seed: int) -> None:
    """Starting money, lots, bonuses, deals and the prize add up to the final money, which is the score; the rules
    break no tie (equal money shares the rank), so there is no tie-break figure, and each loser has a note."""
    state = bot_game(seats, seed)
    result = state.result()
    assert sorted(s.seat for s in result.standings) == list(range(seats))
    for standing in result.standings:
        lines = standing.breakdown
        assert list(lines) == list(BREAKDOWN_LABELS)
        assert lines["Starting money"] == state.starting_money
        assert sum(lines.values()) == state.money[standing.seat] == standing.score
        assert lines["Environmental prize"] == state.prizes[standing.seat]
        assert lines["Paid for lots"] <= 0 and lines["Deals paid"] <= 0
        assert lines["Bonuses"] >= 0 and lines["Deals received"] >= 0
        assert standing.tie_breaks == []
        lost = standing.score < state.starting_money
        assert standing.note == (f"Lost: below the starting {state.starting_money} Paras." if lost else "")
    paid = -sum(s.breakdown["Paid for lots"] for s in result.standings)
    assert paid == sum(a["price"] for a in state.auctions if a["winner"] is not None)
    assert (sum(s.breakdown["Deals paid"] for s in result.standings)
            == -sum(s.breakdown["Deals received"] for s in result.standings))


# --- the round summary and the auction history (pure) ---------------------------------------------------------
def test_auction_rows_tell_each_opening_of_the_hands() -> None:
    """A tie and its repeat are two rows of one lot: the first without a buyer, the repeat with price and buyer."""
    auctions = [{"round": 0, "counter": "palm-villa-1", "bids": {"0": 5, "1": 3, "2": 0}, "winner": 0, "price": 3,
                 "rule": "second-highest bid", "minimum": 0, "stage": "first call"},
                {"round": 1, "counter": "coral-hotel", "bids": {"0": 9, "1": 9, "2": 2}, "winner": None, "price": 0,
                 "rule": "tie repeat", "minimum": 0, "stage": "first call"},
                {"round": 1, "counter": "coral-hotel", "bids": {"0": 12, "1": 10}, "winner": 0, "price": 10,
                 "rule": "second-highest bid", "minimum": 9, "stage": "tie repeat"}]
    rows = auction_rows(auctions)
    assert [(r.lot, r.stage, r.buyer, r.price, r.outcome) for r in rows] == [
        ("Palm villa", "", 0, 3, "sold"),
        ("Coral hotel", "", None, None, "tie"),
        ("Coral hotel", "tie repeat (at least 9)", 0, 10, "sold")]
    assert rows[2].bids == {0: 12, 1: 10}


def test_a_round_report_tells_the_purchase_placement_bonuses_deals_and_race() -> None:
    """Every section of a round's summary, from the round's events and the public view after it."""
    names = ["Anton", "Birgit", "Claus"]
    events = [CounterBought(ANTON, "dune-villa-2", 7), CounterPlaced(ANTON, 13, "dune-villa-2", "nature"),
              BonusPaid(BIRGIT, 10, "villa beside new nature in the Dune district", "new nature"),
              DealPaid(CLAUS, ANTON, 4, 6, "nature"), DealLapsed(BIRGIT, ANTON, "building"), RoundEnded(5)]
    view = {"preserves": 2, "prizes": {"first": 90, "second": 90},
            "seats": [{"index": 0, "trees": 2, "prize_now": 180}, {"index": 1, "trees": 0, "prize_now": 0},
                      {"index": 2, "trees": 0, "prize_now": 0}]}
    report = round_report(5, 12, events, names, view)
    assert report.title == "Round 5 of 12: the Dune villa"
    sections = dict(report.sections)
    assert sections["Bought and placed"] == ["Anton bought it for 7 Paras.",
                                             "Anton left Dune beach 2 as nature and took a tree."]
    assert sections["Bonuses"] == ["Birgit +10: placement bonus (villa beside new nature in the Dune district)."]
    assert sections["Deals"] == ["Claus paid Anton 4 Paras (of 6 agreed) for nature.",
                                 "Birgit's offer for building lapsed: nothing paid."]
    race = sections["The race for the environmental prize"]
    assert race == ["2 nature counters on the island: prizes 90 and 90.", "If the game ended now: Anton 180 (2 trees)."]


def test_a_quiet_round_says_so() -> None:
    view = {"preserves": 0, "prizes": {"first": 0, "second": 0}, "seats": []}
    report = round_report(2, 12, [CounterBought(BIRGIT, "shell-villa-3", 0), CounterPlaced(BIRGIT, 5, "shell-villa-3",
                                                                                          "building")],
                          ["Anton", "Birgit", "Claus"], view)
    sections = dict(report.sections)
    assert sections["Bonuses"] == ["No bonus this round."] and sections["Deals"] == ["No deal this round."]
    assert sections["The race for the environmental prize"] == ["0 nature counters on the island: nobody has a tree yet."]


# --- payments, words and layout ---------------------------------------------------------------------------------
@pytest.mark.parametrize("amount", range(1, 220))
def test_flying_coins_add_up_to_the_payment(amount: int) -> None:
    """+10 flies as one 10 (not 5+1+1+1+1+1); many coins become one coin with the amount."""
    coins = flying_coins(amount)
    assert sum(coins) == amount and len(coins) <= MOST_COINS
    assert coins == sorted(coins, reverse=True)


def test_flying_coins_examples() -> None:
    assert flying_coins(10) == [10] and flying_coins(20) == [10, 10] and flying_coins(15) == [10, 5]
    assert flying_coins(7) == [5, 1, 1] and flying_coins(47) == [47] and flying_coins(60) == [60]


def test_one_tree_is_a_tree() -> None:
    """The log and the finale say "1 tree", "2 trees"."""
    assert "for 1 tree " in as_a(str, describe(PrizePaid(ANTON, 30, 1), ["Anton"]))
    assert "for 2 trees " in as_a(str, describe(PrizePaid(ANTON, 30, 2), ["Anton"]))
    assert seat_line({"money": None, "buildings": 1, "trees": 1, "prize_now": 0}) == "Paras ?  \u00b7  1 building  \u00b7  1 tree"
    assert "2 buildings" in seat_line({"money": None, "buildings": 2, "trees": 0, "prize_now": 0})


def test_the_rules_name_the_districts_by_what_the_board_shows() -> None:
    """No stray symbols (Y @ * ~) that the board never draws: the districts' pictures are said in words."""
    for symbol in ("(Y)", "(@)", "(*)", "(~)"):
        assert symbol not in RULES_TEXT
    for district in DISTRICTS:
        assert district.symbol in RULES_TEXT and len(district.symbol) > 3


def test_names_under_five_hands_keep_to_their_columns() -> None:
    """Sixteen-character names under five hands: every line fits its own column (no overlap with the next)."""
    gap = REVEAL_PANEL.w // 5
    for name in LONG_NAMES + ["Konstantinopelnc", "A B C D E F G H I J"]:
        lines = name_lines(name, 16, gap - 12)
        assert 1 <= len(lines) <= 2
        assert all(font(16, True).size(line)[0] <= gap - 12 for line in lines), lines


def test_a_long_status_line_stays_on_the_status_bar() -> None:
    """However long the names, the status line takes at most two lines inside the bar, left of Undo."""
    prompt = "Sealed bid for the Coral hotel: waiting for " + ", ".join(LONG_NAMES)
    size, lines = prompt_lines(prompt)
    assert len(lines) <= 2 and all(font(size, True).size(line)[0] <= PROMPT_WIDTH for line in lines)
    assert 6 + 22 * len(lines) <= STATUS_BAR.bottom


def test_the_lot_caption_is_never_cut() -> None:
    """The longest caption (an opening villa's) fits the lot panel whole, with no ellipsis."""
    text = "the opening villa on Coral beach 3: it stays there, its buyer marks it"
    width = PILE_BOX.x - 14 - (LOT_BOX.right + 14)
    size, lines = caption_lines(text, width, LOT_PANEL.bottom - 6 - (LOT_BOX.y + 24))
    assert " ".join(lines) == text and size >= 13


def test_a_chooser_named_in_one_run_of_letters_keeps_the_caption_clear_of_the_pile() -> None:
    """The opening-villa caption naming a sixteen-letter chooser in Chinese characters (one word, no space to break
    at) breaks between letters, so no line runs under the face-down pile; every letter is still told."""
    name = "山田太郎山田太郎山田太郎山田太郎"
    view = {"phase": "choose lot", "chooser": 0, "opening_left": [1, 2], "seats": [{"name": name}], "lot": None}
    text = " ".join(lot_caption(view, "building")[1:])
    width = PILE_BOX.x - 14 - (LOT_BOX.right + 14)
    size, lines = caption_lines(text, width, LOT_PANEL.bottom - 6 - (LOT_BOX.y + 24))
    assert all(font(size).size(line)[0] <= width for line in lines), lines
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")


def test_accept_and_decline_are_comfortable_and_apart() -> None:
    """Four offers (five seats): every button at least 80×26, inside the deal panel, none touching another."""
    rects = [r for i in range(4) for r in deal_button_rects(i)]
    for rect in rects:
        assert rect.w >= 80 and rect.h >= 26 and DEAL_PANEL.contains(rect)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert DEAL_PANEL.bottom <= LOG_AREA.top
    assert all(seat_row(i).bottom < LOT_PANEL.top for i in range(5))


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_the_history_table_fits_its_panel(seats: int) -> None:
    """Lot, one column per seat, price and buyer lie inside the panel; a sixteen-letter buyer's name fits whole."""
    columns = seat_columns(seats)
    assert columns[0].x == HISTORY_PANEL.x + 12 + LOT_W
    buyer_width = HISTORY_PANEL.right - 12 - (columns[-1].right + PRICE_W + 24)
    assert buyer_width >= BUYER_MIN - 24
    assert font(14).size("Aleksandra Wyzte")[0] <= buyer_width
    assert all(font(16, True).size("200")[0] < c.w for c in columns)


def test_every_open_hand_carries_its_seats_shape() -> None:
    """Colour-blind palette, five bidders: beside each open hand's cuff is its seat's marker, read back from the
    pixels as that seat's own shape (the hands used to show the seat's colour only)."""
    looks = [SeatLook(*seat_look(i, True)) for i in range(5)]
    show = RevealShow(title="Hands open", bids={i: i + 1 for i in range(5)}, names=LONG_NAMES, looks=looks,
                      sentence="", winner=None, elapsed=3.2)
    surface = pygame.Surface((1280, 720))
    surface.fill((10, 40, 60))
    show.draw(surface)
    gap = REVEAL_PANEL.w // 5
    for seat, look in enumerate(looks):
        palm = draw_hand(pygame.Surface((1280, 720)), (REVEAL_PANEL.x + gap // 2 + seat * gap, REVEAL_PANEL.y + 130),
                         look.colour, 1.0)
        box = pygame.Rect(0, 0, 2 * MARKER_RADIUS + 4, 2 * MARKER_RADIUS + 4)
        box.center = hand_marker(palm)
        assert shape_read(surface, look.colour, box) == look.shape, seat


@pytest.mark.parametrize("name", ["山田太郎山田太郎山田太郎山田太郎", "Maximilianus Aba"])
def test_a_long_offering_name_is_told_whole_on_its_deal_row(name: str) -> None:
    """An offer from a seat with a sixteen-letter name, Accept and Decline showing: the name is drawn whole (on
    two smaller lines when one cannot hold it), no line running into the offer's words or the buttons."""
    view = {"seats": [{"name": "Anton"}, {"name": name}],
            "offers": [{"seat": 1, "amount": 5, "condition": "nature", "accepted": None}]}
    drawn = start_recording()
    try:
        draw_deals(pygame.Surface((1280, 720)), view, True)
    finally:
        stop_recording()
    accept, _decline = deal_button_rects(0)
    room = accept.x - 8 - (DEAL_PANEL.x + 10) - font(14).size("5 for nature")[0] - 8
    lines = [line for line in drawn if not line.startswith(("Deals", "5 for", "Accept", "Decline"))]
    assert "".join(lines).replace(" ", "") == f"{name}:".replace(" ", ""), lines
    assert all(font(12, True).size(line)[0] <= room for line in lines)
