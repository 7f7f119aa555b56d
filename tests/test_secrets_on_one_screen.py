"""Secrets on one screen (The Last Paradise), by pixels: each moment is drawn twice through the real drawing path
(caches on), once from the real game and once from a game the viewer cannot tell from it, and the two frames
must be the very same pixels.

The twin is ``state.resample(seat, seed)`` while ``seat``'s private panel is open (the other sealed bids and the
pile redrawn), or ``state.resample(None, seed)`` on the public table and under a cover (every secret redrawn).
Money is private on screen, yet every payment is announced, so a resample keeps it (game/last_paradise/hidden.py);
so the other seats' money is also planted (changed in the twin), and neither the table nor a panel may change.
(The covers' and panels' guards against stale input are in tests/test_last_paradise_guards.py.)"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core import State
from game.last_paradise import Bid, ChooseLot, LastParadiseState
from game.record import GameRecord
from scenes.handover import HandoverScene
from scenes.last_paradise.bid import BidScene
from scenes.last_paradise.offer import OfferScene
from scenes.pause import PauseScene
from tests.kit.app import top_as
from tests.kit.last_paradise_scene import (
    GUARD_FRAMES,
    Twins,
    last_paradise_state,
    new_record,
    offer_step_record,
    open_private,
    rules_to_round_one,
    twin_record,
)

SEED = 11
"""The resamples' seed."""


def bids_in(record: GameRecord, *bids: int) -> GameRecord:
    """``record`` after the opening lot is chosen (by the rules) and seats 0, 1, ... bid ``bids`` in turn."""
    state = record.state
    assert isinstance(state, LastParadiseState)
    if state.phase == "choose lot":
        record.apply(state.chooser, ChooseLot(state.opening_left[0]))
    for seat, amount in enumerate(bids):
        record.apply(seat, Bid(amount))
    return record


def planted(state: State, money: dict[int, int]) -> LastParadiseState:
    """A copy of ``state`` with these seats' money changed: what nobody else may ever see."""
    twin = state.clone()
    assert isinstance(twin, LastParadiseState)
    for seat, amount in money.items():
        twin.money[seat] = amount
    return twin


def resampled(record: GameRecord, seat: int | None) -> GameRecord:
    """``record`` with its state resampled for ``seat`` (None: the public table), checked to differ where it may."""
    state = record.state
    twin = state.resample(seat, SEED)
    assert isinstance(state, LastParadiseState) and isinstance(twin, LastParadiseState)
    assert twin.pile != state.pile, "the resample kept the pile's order: choose another seed"
    others = {s: b for s, b in state.bids.items() if s != seat}
    assert not others or {s: twin.bids[s] for s in others} != others, "the resample kept the other bids"
    return twin_record(record, twin)


def public_resample(record: GameRecord) -> GameRecord:
    """The twin of the public table: every secret redrawn."""
    return resampled(record, None)


def resample_for(seat: int) -> Callable[[GameRecord], GameRecord]:
    """The twin of ``seat``'s private panel: what ``seat`` cannot see redrawn."""
    return lambda record: resampled(record, seat)


def planting(money: dict[int, int]) -> Callable[[GameRecord], GameRecord]:
    """The twin with these seats' money planted."""
    return lambda record: twin_record(record, planted(record.state, money))


def through_cover_to_panel(twins: Twins, kind: type, where: str, panels_alike: bool = True) -> None:
    """Both tables call the next human: the cover (compared frame by frame), lifted by Enter, and the panel
    (compared too unless the twin planted the panel's own secrets)."""
    twins.step_same(twins.covered, f"{where}: until the cover")
    twins.step_same(lambda: False, f"{where}: the cover", frames=GUARD_FRAMES, must_end=False)
    twins.press(pygame.K_RETURN)
    if panels_alike:
        twins.step_same(lambda: isinstance(twins.app.stack.top, kind), f"{where}: until the panel")
        twins.step_same(lambda: False, f"{where}: the panel", frames=GUARD_FRAMES, must_end=False)
    else:
        for _ in range(GUARD_FRAMES + 2):
            twins.step()
    assert all(isinstance(app.stack.top, kind) for app in twins.apps)


def type_on_both(twins: Twins, where: str, *keys: tuple[int, str]) -> None:
    for key, text in keys:
        twins.press(key, text)
        twins.same(f"{where}: after {pygame.key.name(key)}")


# the cover and the public table ------------------------------------------------------------
def test_the_cover_between_two_humans_panels_shows_nothing_hidden(tmp_path, monkeypatch) -> None:
    """Anton has bid 23 in secret; the cover that passes the screen to Birgit is the same with every bid and the
    pile redrawn (resample for the public table), and with the others' money planted."""
    for twin_of in (public_resample, planting({0: 77, 2: 13})):
        record = bids_in(new_record(["human"] * 3, money=60), 23)
        twins = Twins(tmp_path, monkeypatch, record, twin_of(record))
        twins.step_same(twins.covered, "until the cover")
        twins.step_same(lambda: False, "the cover", frames=3 * GUARD_FRAMES, must_end=False)
        assert top_as(twins.app, HandoverScene).name == "Birgit" and twins.compared > 3 * GUARD_FRAMES


def test_the_public_table_during_a_bid_shows_no_bid_and_no_money(tmp_path, monkeypatch) -> None:
    """A lone human has bid 37; while the computers take their sealed bids (a fixed time each), the public table
    is the same with the bids and the pile redrawn, and with every seat's money planted."""
    for twin_of in (public_resample, planting({0: 5, 1: 61, 2: 3})):
        record = bids_in(new_record(["human", "easy", "easy"], money=80), 37)
        twins = Twins(tmp_path, monkeypatch, record, twin_of(record), speed=1.0)
        twins.step_same(twins.moved, "while the computers bid")
        assert twins.compared > 15, twins.compared  # the computer's private step takes its fixed time


# the private panels ------------------------------------------------------------------------
def test_a_sealed_bid_panel_shows_its_bidder_nothing_of_the_others(tmp_path, monkeypatch) -> None:
    """Birgit's panel (her money and her bid) is the same when Anton's bid and the pile are redrawn for her, and
    when Anton's and Claus's money is planted; through the cover, the panel and her typing."""
    for twin_of in (resample_for(1), planting({0: 71, 2: 24})):
        record = bids_in(new_record(["human"] * 3, money=60), 23)
        twins = Twins(tmp_path, monkeypatch, record, twin_of(record))
        through_cover_to_panel(twins, BidScene, "Birgit's bid")
        type_on_both(twins, "Birgit types", (pygame.K_1, "1"), (pygame.K_7, "7"), (pygame.K_UP, ""),
                     (pygame.K_PAGEUP, ""))
        assert top_as(twins.app, BidScene).amount == 28


def test_a_tie_repeat_panel_shows_nothing_of_the_other_tied_bid(tmp_path, monkeypatch) -> None:
    """Anton and Birgit tied at 23; Anton has bid again (30); Birgit's tie-repeat panel is the same with his new
    bid redrawn (at least 23) and the pile reshuffled."""
    record = bids_in(new_record(["human"] * 3, money=60), 23, 23, 4)
    assert record.state.to_move == (0, 1)
    record.apply(0, Bid(30))
    twins = Twins(tmp_path, monkeypatch, record, resampled(record, 1))
    through_cover_to_panel(twins, BidScene, "Birgit's tie repeat")
    type_on_both(twins, "Birgit types", (pygame.K_2, "2"), (pygame.K_9, "9"))


def test_the_offer_panel_shows_nothing_of_the_others(tmp_path, monkeypatch) -> None:
    """Birgit's offer to the buyer: the cover, her panel, her amount and side, and the table after her offer are
    the same with the pile redrawn for her and with the buyer's and Claus's money planted."""
    for twin_of in (resample_for(1), planting({0: 9, 2: 52})):
        record = new_record(["human"] * 3, money=60)
        rules_to_round_one(record, 0)
        assert record.state.to_move == (1,)
        twins = Twins(tmp_path, monkeypatch, record, twin_of(record))
        through_cover_to_panel(twins, OfferScene, "Birgit's offer")
        type_on_both(twins, "Birgit offers", (pygame.K_5, "5"), (pygame.K_n, "n"), (pygame.K_RETURN, ""))
        twins.step_same(twins.covered, "until Claus's cover")
        assert last_paradise_state(record).offers[0]["amount"] == 5


def test_a_panel_hidden_by_the_pause_its_rules_or_folded_away_shows_nothing(tmp_path, monkeypatch) -> None:
    """Over Birgit's panel the pause menu and its rules hide it whole, and folded away (H) it shows nothing
    private: the same pixels when her own money is planted and the others' bids are redrawn."""
    record = bids_in(new_record(["human"] * 3, money=80), 23)
    twin = record.state.resample(1, SEED)
    assert isinstance(twin, LastParadiseState)
    twin.money[1] = 41
    twins = Twins(tmp_path, monkeypatch, record, twin_record(record, twin))
    through_cover_to_panel(twins, BidScene, "Birgit's bid", panels_alike=False)
    twins.press(pygame.K_1, "1")  # her bid, 1 Para: on her panel only
    twins.press(pygame.K_ESCAPE)
    assert isinstance(twins.app.stack.top, PauseScene)
    twins.step_same(lambda: False, "the pause over her panel", frames=5, must_end=False)
    for app in twins.apps:
        top_as(app, PauseScene).open_rules()
    twins.step_same(lambda: False, "the rules over her panel", frames=5, must_end=False)
    for app in twins.apps:
        app.pop()
        app.pop()
    assert isinstance(twins.app.stack.top, BidScene)
    for _ in range(GUARD_FRAMES):  # back from the pause, the panel waits its guard time again
        twins.step()
    twins.press(pygame.K_h, "h")
    assert twins.app.stack.top.folded
    twins.step_same(lambda: False, "her folded panel", frames=5, must_end=False)
    type_on_both(twins, "typing unseen", (pygame.K_5, "5"))


# a broke seat's step looks like any other ---------------------------------------------------
def test_a_broke_computer_seats_offer_step_looks_like_one_with_money(tmp_path, monkeypatch) -> None:
    """A computer seat with 0 Paras is asked for its offer like one with money (planted in the twin): the same
    frames while it decides, for the same fixed time."""
    record, broke, _rich = offer_step_record(["human", "easy", "easy", "easy"])
    twin = twin_record(record, planted(record.state, {broke: 25}))
    twins = Twins(tmp_path, monkeypatch, record, twin, speed=1.0)
    twins.step_same(twins.moved, "while it decides")
    assert twins.compared > 15


def test_a_broke_humans_offer_step_looks_like_one_with_money(tmp_path, monkeypatch) -> None:
    """A human with 0 Paras gets the same cover as one with money (planted in the twin), and after the panel (private
    to that player) Enter makes no offer on both, and the table goes on the same."""
    record, broke, _rich = offer_step_record(["human"] * 4)
    twins = Twins(tmp_path, monkeypatch, record, twin_record(record, planted(record.state, {broke: 25})))
    twins.step_same(twins.covered, "until the cover")
    twins.step_same(lambda: False, "the cover", frames=GUARD_FRAMES, must_end=False)
    for app in twins.apps:
        open_private(app, OfferScene)  # private to that player: one panel says why it can offer nothing
    twins.press(pygame.K_RETURN)
    twins.same("after Enter")
    twins.step_same(twins.covered, "until the next cover")
    assert all(last_paradise_state(scene).to_move != (broke,) and not last_paradise_state(scene).offers for scene in twins.scenes)


# the reveal is never spoiled ---------------------------------------------------------------
def test_the_closed_hands_tell_nothing_of_the_bids_or_the_outcome(tmp_path, monkeypatch) -> None:
    """Anton and Birgit bid 23; Claus bids 4 on one table (a tie follows) and 30 on the other (he wins): from his
    confirming until the hands are open, both tables show the same pixels."""
    record = bids_in(new_record(["human"] * 3, money=60), 23, 23)
    twins = Twins(tmp_path, monkeypatch, record, twin_record(record, record.state.clone()))
    for app, digits in zip(twins.apps, ("04", "30")):
        open_private(app, BidScene)
        for digit in digits:
            key = pygame.key.key_code(digit)
            app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=digit, scancode=0),
                              pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=digit, scancode=0)])
    twins.press(pygame.K_RETURN)
    assert [last_paradise_state(scene).auctions[-1]["bids"][2] for scene in twins.scenes] == [4, 30]

    def opened() -> bool:
        return any(scene.show is not None and scene.show.opened >= 1.0 for scene in twins.scenes)
    twins.step_same(opened, "the hands closed")
    assert twins.compared > 10
