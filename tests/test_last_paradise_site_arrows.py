"""The Last Paradise's arrow keys among the glowing sites go where the arrow points, on the real island layout;
an arrow with no glowing site that way is answered (the ring stays, the table says so, the refusal sound)."""
from __future__ import annotations

import random
from itertools import combinations, product

import pygame
import pytest

from game.last_paradise import DISTRICTS
from game.last_paradise.board import site_name
from scenes.last_paradise.arrows import ARROWS, step_toward
from sprites.last_paradise.board import IslandLayout
from tests.kit.last_paradise_scene import last_paradise_state, press, step_until, table
from tests.kit.paradisio_scene import words_drawn

KEYS = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP, "down": pygame.K_DOWN}
BACK = {"left": "right", "right": "left", "up": "down", "down": "up"}
LAYOUT = IslandLayout()
CENTRES = {site: box.center for site, box in enumerate(LAYOUT.sites)}


def lies_that_way(start: tuple[float, float], end: tuple[float, float], arrow: str) -> bool:
    """True when ``end``'s centre is within 45° of the arrow's direction from ``start``."""
    dx, dy = ARROWS[arrow]
    rx, ry = end[0] - start[0], end[1] - start[1]
    along, across = rx * dx + ry * dy, abs(rx * dy - ry * dx)
    return along > 0 and across <= along


def test_on_the_whole_island_every_arrow_goes_that_way_and_the_opposite_arrow_comes_back() -> None:
    """All sixteen sites glowing: from each site each arrow rings a site that lies that way (or none), and the
    opposite arrow rings the site it came from."""
    moves = 0
    for site, centre in CENTRES.items():
        for arrow in ARROWS:
            to = step_toward(centre, CENTRES, arrow)
            if to is None:
                assert not any(lies_that_way(centre, c, arrow) for s, c in CENTRES.items() if s != site), (site, arrow)
                continue
            moves += 1
            assert lies_that_way(centre, CENTRES[to], arrow), f"{arrow} from {site_name(site)} went to {site_name(to)}"
            assert step_toward(CENTRES[to], CENTRES, BACK[arrow]) == site, f"{arrow} then back from {site_name(site)}"
    assert moves >= 40


def test_on_any_few_glowing_sites_an_arrow_never_goes_the_wrong_way() -> None:
    """Random handfuls of glowing sites: a step always lies within 45° of the arrow, and there is a step whenever
    some glowing site lies that way."""
    rng = random.Random(7)
    for _ in range(300):
        glowing = {s: CENTRES[s] for s in rng.sample(range(16), rng.randint(2, 8))}
        for site, centre in glowing.items():
            for arrow in ARROWS:
                to = step_toward(centre, glowing, arrow)
                some = any(lies_that_way(centre, c, arrow) for s, c in glowing.items() if s != site)
                assert (to is not None) == some
                assert to is None or lies_that_way(centre, glowing[to], arrow)


def glowing_sets() -> list[tuple[int, ...]]:
    """Every set of sites the table can make glow together: opening villas (one beach site in each of two to four
    districts) and a villa's free beach sites (two or three of one district); a hotel's lone site needs no arrow."""
    beaches = [d.beach_sites for d in DISTRICTS]
    sets = [s for beach in beaches for k in (2, 3) for s in combinations(beach, k)]
    return sets + [tuple(pick) for k in (2, 3, 4) for districts in combinations(beaches, k) for pick in product(*districts)]


def pointing(start: tuple[float, float], end: tuple[float, float]) -> str:
    """The arrow a player presses to go from ``start`` toward ``end``: the one along the longer leg."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    if abs(dx) >= abs(dy):
        return "right" if dx > 0 else "left"
    return "down" if dy > 0 else "up"


def test_every_glowing_site_is_reached_by_pressing_the_arrow_that_points_at_it() -> None:
    """On every set of sites the table can make glow, from each one, pressing the arrow that points most nearly at
    another site (again from each site the ring reaches) rings that site within three presses."""
    for glowing in glowing_sets():
        places = {s: CENTRES[s] for s in glowing}
        for start, goal in product(glowing, glowing):
            ringed: int | None = start
            for _ in range(3):
                if ringed == goal or ringed is None:
                    break
                ringed = step_toward(places[ringed], places, pointing(places[ringed], places[goal]))
            assert ringed == goal, f"{site_name(start)} toward {site_name(goal)} among {glowing}"


def test_the_playtesters_opening_villas_by_arrows(tmp_path, monkeypatch) -> None:
    """The four opening villas (Palm and Dune on the left, Shell and Coral on the right): each arrow press rings the
    villa that lies that way; Up on the top villa stays put and says so with the refusal sound; Enter picks."""
    app, scene = table(tmp_path, monkeypatch, ["human", "easy", "easy"], seed=11)
    state = last_paradise_state(scene)
    step_until(app, lambda: not scene.busy)
    assert state.phase == "choose lot" and state.seats[state.chooser].is_human
    palm, shell, coral, dune = state.opening_left
    assert [site_name(s) for s in (palm, shell, coral, dune)] == [
        "Palm beach 2", "Shell beach 3", "Coral beach 2", "Dune beach 2"]
    press(app, pygame.K_LEFT)  # the first arrow rings the villa that way from the island's centre
    assert scene.controls.selected == palm
    for arrow, expected in (("right", shell), ("down", coral), ("left", dune), ("up", palm), ("down", dune),
                            ("right", coral), ("up", shell), ("left", palm)):
        before = scene.controls.selected
        press(app, KEYS[arrow])
        assert scene.controls.selected == expected, f"{arrow} from {site_name(before or 0)}"
    played = len(app.sounds.played)
    press(app, pygame.K_UP)  # nothing glows above the Palm villa
    assert scene.controls.selected == palm and app.sounds.played[played:] == ["invalid"]
    assert any("No glowing site further up" in line for line in words_drawn(app))
    press(app, pygame.K_RIGHT)  # the ring moves on, and the note that said "nothing that way" goes
    assert scene.controls.selected == shell
    assert not any("No glowing site further" in line for line in words_drawn(app))
    press(app, pygame.K_LEFT, pygame.K_RETURN)
    assert state.lot_site == palm and not state.opening_left.count(palm)


@pytest.mark.parametrize("seed", [5, 11, 2])
def test_from_every_glowing_site_of_the_table_each_arrow_goes_that_way_or_is_answered(tmp_path, monkeypatch,
                                                                                       seed: int) -> None:
    """On a real table, from each ringed opening villa, each arrow key rings a villa in that direction or leaves the
    ring where it was with the refusal sound; the opposite arrow brings the ring back."""
    app, scene = table(tmp_path, monkeypatch, ["human", "human", "human"], seed=seed)
    step_until(app, lambda: not scene.busy)
    targets = scene.controls.targets()
    assert len(targets) == 4
    for site in targets:
        for arrow, key in KEYS.items():
            scene.controls.selected = site  # the ring on this villa, as arrows would have left it
            played = len(app.sounds.played)
            press(app, key)
            to = scene.controls.selected
            assert to in targets
            if to == site:
                assert app.sounds.played[played:] == ["invalid"], f"{arrow} from {site_name(site)} said nothing"
                assert not any(lies_that_way(CENTRES[site], CENTRES[t], arrow) for t in targets if t != site)
                continue
            assert lies_that_way(CENTRES[site], CENTRES[to], arrow), f"{arrow}: {site_name(site)} -> {site_name(to)}"
            press(app, KEYS[BACK[arrow]])
            assert scene.controls.selected == site, f"{arrow} and back from {site_name(site)}"


def test_the_ring_tip_is_drawn_calm_and_a_wrong_arrow_as_a_refusal(tmp_path, monkeypatch) -> None:
    """Playtest: "…is ringed: Enter again picks it" came in the red-edged box of a refused move."""
    from sprites import palette
    from sprites.last_paradise.board import BOARD_RECT

    app, scene = table(tmp_path, monkeypatch, ["human", "easy", "easy"], seed=11)
    step_until(app, lambda: not scene.busy)

    def edge() -> tuple[int, int, int]:
        app.step(1 / 60, [])
        r, g, b, _ = app.canvas.get_at((400, BOARD_RECT.bottom - 7))  # the message box's bottom edge
        return r, g, b

    press(app, pygame.K_RETURN)  # nothing ringed: the first site is ringed and the table says what Enter does now
    assert "is ringed" in scene.message and edge() == palette.GLOW
    press(app, pygame.K_LEFT, pygame.K_UP)  # the Palm villa, then nothing above it: refused
    assert "No glowing site further up" in scene.message and edge() == palette.WARN


def test_the_ring_tip_goes_once_an_arrow_moves_the_ring(tmp_path, monkeypatch) -> None:
    """Seen in a real window: "Palm beach 2 is ringed: Enter again picks it" stayed up after Right had ringed the
    Shell villa."""
    app, scene = table(tmp_path, monkeypatch, ["human", "easy", "easy"], seed=11)
    step_until(app, lambda: not scene.busy)
    press(app, pygame.K_RETURN)
    ringed = scene.controls.selected
    assert ringed is not None and "is ringed" in scene.message
    press(app, pygame.K_RIGHT)
    assert scene.controls.selected != ringed
    assert not any("is ringed" in line for line in words_drawn(app))
