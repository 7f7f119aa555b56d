"""Last Resort by keyboard and what the table says: a number key picks the lounge slot of that number, a tourist
the rules seat at once is said in a sentence, a refusal does not outlive its phase, a decision shows the
decider's own station, and the keyboard cursor is drawn as boldly as the glow."""
from __future__ import annotations

import pygame

from game.last_resort import SPEC, prompts
from game.last_resort.actions import Build, Welcome
from game.last_resort.events import TouristWelcomed
from game.last_resort.narrate import auto_seated, tile_words
from game.last_resort.tiles import COLOURS
from game.record import GameRecord
from sprites import palette
from tests.kit.last_paradise_scene import press
from tests.kit.last_resort_scene import NAMES, deciding, find_record, human_deciding, new_record, step_until, table


def _gap_in_lounge(legal: list) -> bool:  # noqa: ANN001 - legal actions
    present = {a.colour for a in legal if isinstance(a, Welcome)}
    return COLOURS[0] not in present and any(COLOURS[i] in present for i in (1, 2, 3))


def test_a_number_key_picks_the_lounge_slot_of_that_number(tmp_path, monkeypatch) -> None:
    """With no tourist in the first slot, 1 says so and picks nothing; the number of a slot with tourists picks
    that slot's colour (it picked the n-th colour present)."""
    record = find_record(["human", "easy", "easy"], human_deciding("arrivals", Welcome, _gap_in_lounge),
                         seeds=range(1, 200))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    controls = scene.controls
    present = controls.colours()
    slot = next(i for i in (3, 2, 1) if COLOURS[i] in present)
    press(app, pygame.K_1 + slot)
    assert controls.colour == COLOURS[slot]
    press(app, pygame.K_1)
    assert controls.colour == COLOURS[slot]
    assert scene.message == prompts.NONE_IN_LOUNGE.format(colour=COLOURS[0])


def _before_auto_seating() -> tuple[GameRecord, int, object]:
    """A game of a human (played here by the rules) and a computer just before a move after which the rules
    seat the human's tourist themselves; with the seat and action of that move."""
    for seed in range(1, 80):
        record = new_record(["human", "easy"], seed)
        while not record.state.is_over:
            state = record.state
            seat = state.to_move[0]
            action = SPEC.make_bot("easy", record.bot_seed(seat)).choose(state.view(seat), state.legal_actions(seat), seat)
            events = record.apply(seat, action)
            if any(isinstance(e, TouristWelcomed) and e.seat == 0 and not (seat == 0 and isinstance(action, Welcome)
                   and (action.space, action.slot) == (e.space, e.slot)) for e in events):
                again = new_record(["human", "easy"], seed)
                for move in record.moves[:-1]:
                    again.apply(move.seat, move.action)
                return again, seat, action
    raise AssertionError("no game seats a tourist by the rules")


def test_a_tourist_the_rules_seat_at_once_is_said_on_the_table(tmp_path, monkeypatch) -> None:
    """The human's only choice is taken by the rules: a banner says so in a sentence (not only the log)."""
    record, seat, action = _before_auto_seating()
    app, scene = table(tmp_path, monkeypatch, record)
    step_until(app, lambda: not scene.busy)
    assert scene.perform(seat, action)  # type: ignore[arg-type]
    step_until(app, lambda: scene.banner is not None and scene.banner.title == prompts.SEATED_AT_ONCE, frames=900)
    assert scene.banner is not None
    assert scene.banner.lines[0].startswith(f"{NAMES[0]} had a single choice")
    assert scene.banner.lines[0] == auto_seated(NAMES[0], _colour_in(scene.banner.lines[0]), _tile_in(scene, scene.banner.lines[0]))


def _colour_in(line: str) -> str:
    return next(c for c in COLOURS if f"a {c} tourist is seated" in line)


def _tile_in(scene, line: str) -> int:  # noqa: ANN001 - the scene
    """A tile on seat 0's station that the line names."""
    tiles = [int(space["tile"]) for space in scene.shown["seats"][0]["spaces"] if space["tile"] is not None]
    return next(t for t in tiles if f" on {tile_words(t)} at once" in line)


def test_a_refusal_goes_when_the_phase_moves_on(tmp_path, monkeypatch) -> None:
    """A message said in the Advertise phase (a refused Advert's reason) is not left over the next phase."""
    app, scene = table(tmp_path, monkeypatch, new_record(["easy", "easy"]))
    step_until(app, lambda: scene.shown["phase"] == "advertise")
    scene.say("That Advert cannot be played now.")
    step_until(app, lambda: scene.shown["phase"] != "advertise")
    app.step(1 / 60, [])
    assert scene.message_time == 0.0


def test_a_decision_shows_the_deciders_own_station(tmp_path, monkeypatch) -> None:
    """A station zoomed while others play gives way to the human's own when a decision comes to them."""
    record = find_record(["human", "easy", "easy"], human_deciding("build", Build))
    app, scene = table(tmp_path, monkeypatch, record)
    scene.pinned = 2
    deciding(app, scene)
    assert scene.large_seat() == 0


def test_the_keyboard_cursor_is_drawn_as_boldly_as_the_glow(tmp_path, monkeypatch) -> None:
    """The cursor's outline is a wide ring of paper white around its space (it was a 2-pixel line, lost among the
    3-pixel glow of the spaces around it)."""
    record = find_record(["human", "easy"], human_deciding("build", Build))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    press(app, pygame.K_TAB)
    app.draw()
    rect = scene.controls.cursor_rect()
    assert rect is not None
    ring = rect.inflate(6, 6)
    points = [(x, ring.y + d) for x in range(ring.x + 10, ring.right - 10) for d in range(4)]
    white = sum(1 for p in points if tuple(app.canvas.get_at(p))[:3] == palette.PAPER)
    assert white >= 0.9 * len(points)


def test_esc_goes_back_from_a_zoomed_station_before_it_pauses(tmp_path, monkeypatch) -> None:
    """After looking at another station large, Esc opened the pause menu; now it goes back first."""
    from scenes.pause import PauseScene

    record = find_record(["human", "easy"], human_deciding("build", Build))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    press(app, pygame.K_v)
    assert scene.pinned == 1 and scene.large_seat() == 1
    press(app, pygame.K_ESCAPE)
    assert scene.pinned is None and scene.large_seat() == 0 and app.stack.top is scene
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
