"""Mouse and keyboard on the Last Paradise table: choosing the opening lot, answering
offers, and placing the bought counter (drag it, or arrows + Enter; F / right click flips).

Arrows move the ring among the glowing sites by where they lie (:mod:`scenes.last_paradise.arrows`); an arrow with no
glowing site that way is answered with the refusal sound and a line saying so. Tab steps through them in turn.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.last_paradise import Answer, ChooseLot, Place, Side, prompts
from game.last_paradise.board import site_name
from scenes.last_paradise.arrows import nearest, step_toward
from sprites import palette, pen
from sprites.drag import DragAndDrop
from sprites.last_paradise.counters import draw_counter
from sprites.last_paradise.panels import (
    FLIP_BUTTON,
    LOG_AREA,
    LOT_BOX,
    PROMPT_WIDTH,
    deal_button_rects,
)
from sprites.text import font
from sprites.tween import Point

if TYPE_CHECKING:
    from scenes.last_paradise.table import LastParadiseScene

NEXT_KEYS = (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB)
PREVIOUS_KEYS = (pygame.K_LEFT, pygame.K_UP)
ARROW_KEYS = {pygame.K_LEFT: "left", pygame.K_RIGHT: "right", pygame.K_UP: "up", pygame.K_DOWN: "down"}
"""Arrows move the ring by where the sites lie (:mod:`scenes.last_paradise.arrows`); Tab steps through them in turn."""
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
KEY_HINTS = {"choose lot": ": click it (or arrows + Enter)", "answer": " (buttons, or A / D)",
             "place": ": drag it to a glowing site (F flips; arrows + Enter)"}
"""The keys of a person's step, after the status line."""


class TableControls:
    """Turns table input into legal actions through the scene's ``perform``."""

    def __init__(self, table: "LastParadiseScene") -> None:
        self.table = table
        self.side: Side = "building"
        self.selected: int | None = None
        self.ring_note = ""
        """What the table said when Enter rang the first site (it goes once a site is chosen)."""
        self.arrow_note = ""
        """What the table said when an arrow found no glowing site that way (it goes once the ring moves)."""
        self.drag: DragAndDrop[str] = DragAndDrop(self._pick, self._drop, table.animator)

    # who may do what now ----------------------------------------------------
    def _human_to_act(self, phase: str) -> int | None:
        view = self.table.shown
        if self.table.busy or view["phase"] != phase or not view["to_move"]:
            return None
        seat = view["to_move"][0]
        return seat if seat in self.table.human_seats_to_move() else None

    def targets(self) -> list[int]:
        """Sites the human at the table may pick now (an opening villa, or a free site for the lot), from the rules."""
        seat = self._human_to_act("choose lot")
        if seat is None:
            seat = self._human_to_act("place")
        if seat is None:
            return []
        return sorted({a.site for a in self.table.state.legal_actions(seat) if isinstance(a, (ChooseLot, Place))})

    @property
    def can_place(self) -> bool:
        """True when a human buyer is to place the lot."""
        return self._human_to_act("place") is not None

    @property
    def can_answer(self) -> bool:
        """True when a human buyer is to answer offers."""
        return self._human_to_act("answer") is not None

    @property
    def lifted(self) -> bool:
        """True while the lot is off its box (carried or sliding home)."""
        return self.drag.dragging or bool(self.drag.returning)

    def person_acts(self, view: dict[str, Any]) -> bool:
        """True when a person at the table is the one to act in ``view`` (key hints are for them only:
        never while a computer acts, never in a replay)."""
        seats = self.table.seats
        return not self.table.watching and any(seats[s].is_human for s in view["to_move"])

    def prompt(self, view: dict[str, Any]) -> str:
        """The status line: whose turn it is and what to do (:func:`game.last_paradise.prompts.prompt`), and the keys
        only when a person at the table acts."""
        names = self.table.names
        movers = [names[s] for s in view["to_move"]]
        crowded = len(movers) > 2 and font(16, True).size(", ".join(movers))[0] > PROMPT_WIDTH // 2
        line = prompts.prompt(view, names, crowded)
        if self.person_acts(view) and not (view["phase"] == "place" and view.get("lot") is None):
            line += KEY_HINTS.get(view["phase"], "")
        return line

    # input ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Route one event to the log, the Undo button, the lot choice, the deal answers or the placement."""
        if self.drag.carried is None and self.table.log_or_undo(event):
            return
        chooser = self._human_to_act("choose lot")
        buyer = self._human_to_act("place")
        answerer = self._human_to_act("answer")
        if chooser is not None:
            self._handle_sites(event, lambda site: self.table.choose_lot(chooser, site))
        elif buyer is not None:
            if self.drag.handle(event):
                return
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 or (
                    event.type == pygame.KEYDOWN and event.key == pygame.K_f) or (
                    event.type == pygame.MOUSEBUTTONUP and event.button == 1 and FLIP_BUTTON.collidepoint(event.pos)):
                self.flip()
                return
            self._handle_sites(event, lambda site: self.place(buyer, site))
        elif answerer is not None:
            self._handle_answers(event, answerer)
        elif self._asks_the_table(event):
            self.table.app.sounds.play("invalid")
            self.table.say(prompts.not_now(prompts.prompt(self.table.shown, self.table.names)))

    def _asks_the_table(self, event: pygame.event.Event) -> bool:
        """True for a click on a site, the lot or a deal, or a table key, while nobody at the table may act (the
        table has settled: a key pressed while it moves is not refused)."""
        if self.table.busy or self.table.watching or self.table.finished:
            return False
        if event.type == pygame.KEYDOWN:
            return bool(event.key in NEXT_KEYS + PREVIOUS_KEYS + CHOOSE_KEYS or event.key == pygame.K_f)
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        deals = [rect for i in range(4) for rect in deal_button_rects(i)]
        return (self.table.layout.site_at(event.pos) is not None or LOT_BOX.collidepoint(event.pos)
                or any(rect.collidepoint(event.pos) for rect in deals))

    def _handle_sites(self, event: pygame.event.Event, choose: Callable[[int], bool]) -> None:
        targets = self.targets()
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            site = self.table.layout.site_at(event.pos)
            if site is not None:
                self._chosen(choose(site))
        elif event.type == pygame.KEYDOWN and targets:
            if event.key in ARROW_KEYS:
                self._arrow(targets, ARROW_KEYS[event.key])
            elif event.key == pygame.K_TAB:
                index = targets.index(self.selected) + 1 if self.selected in targets else 0
                self.selected = targets[index % len(targets)]
            elif event.key in CHOOSE_KEYS and self.selected in targets:
                site, self.selected = self.selected, None
                self._chosen(choose(site))
            elif event.key in CHOOSE_KEYS:  # nothing ringed yet: ring the first site and say what Enter does now
                self.selected = targets[0]
                self.ring_note = prompts.site_ringed(site_name(targets[0]))
                self.table.say(self.ring_note, tip=True)

    def _arrow(self, targets: list[int], arrow: str) -> None:
        """Move the ring to the nearest glowing site that way (the first arrow starts from the island's centre);
        when none lies that way the ring stays and the table says so, with the refusal sound."""
        sites = self.table.layout.sites
        places = {site: sites[site].center for site in targets}
        ringed = self.selected
        if ringed is None or ringed not in targets:
            centre = self.table.layout.centre
            first = step_toward(centre, places, arrow)
            self.selected = nearest(centre, places) if first is None else first
            return
        step = step_toward(sites[ringed].center, places, arrow)
        if step is None:
            self.table.app.sounds.play("invalid")
            self.arrow_note = prompts.nothing_that_way(arrow, site_name(ringed))
            self.table.say(self.arrow_note)
            return
        self.selected = step
        if self.table.message in (self.arrow_note, self.ring_note):  # the ring moved: "nothing that way" or
            self.table.message_time = 0.0  # "<site> is ringed" no longer holds

    def _chosen(self, done: bool) -> None:
        """A site was chosen: once the move is made, the note that said how to choose it goes."""
        if done and self.table.message == self.ring_note:
            self.table.message_time = 0.0

    def _handle_answers(self, event: pygame.event.Event, buyer: int) -> None:
        offers = self.table.shown.get("offers") or []
        open_offers = [o for o in offers if o["accepted"] is None]
        if event.type == pygame.KEYDOWN and open_offers and event.key in (pygame.K_a, pygame.K_y, pygame.K_d, pygame.K_n):
            accept = event.key in (pygame.K_a, pygame.K_y)
            self.table.perform(buyer, Answer(open_offers[0]["seat"], accept))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, offer in enumerate(offers[:4]):
                accept_rect, decline_rect = deal_button_rects(i)
                for rect, yes in ((accept_rect, True), (decline_rect, False)):
                    if offer["accepted"] is None and rect.collidepoint(event.pos):
                        self.table.perform(buyer, Answer(offer["seat"], yes))
                        return

    # placement --------------------------------------------------------------
    def flip(self) -> None:
        """Turn the lot over: building side or nature side up."""
        self.side = "nature" if self.side == "building" else "building"
        self.table.app.sounds.play("click")

    def place(self, buyer: int, site: int) -> bool:
        """Put the lot on ``site`` with the current side up (the rules say why if not)."""
        if self.table.perform(buyer, Place(site, self.side)):
            self.side = "building"
            self.selected = None
            self._chosen(True)
            return True
        return False

    def _pick(self, pos: Point) -> tuple[str, Point] | None:
        if self.can_place and LOT_BOX.collidepoint(pos):
            return "lot", LOT_BOX.topleft
        return None

    def _drop(self, item: str, pos: Point, _top_left: Point) -> bool:
        buyer = self._human_to_act("place")
        site = self.table.layout.site_at(pos)
        if buyer is None:
            return False
        if site is None:
            self.table.say(prompts.DROP_ON_A_SITE)
            self.table.app.sounds.play("invalid")
            return False
        return self.place(buyer, site)

    def cancel(self) -> None:
        """Drop whatever is held back home (Esc)."""
        self.drag.cancel()

    # drawing ----------------------------------------------------------------
    def draw_glow(self, surface: pygame.Surface) -> None:
        """Glow under the sites a human may pick now."""
        for site in self.targets():
            pen.rect(surface, palette.GLOW, self.table.layout.sites[site].inflate(16, 16), 6, border_radius=14)

    def draw_selection(self, surface: pygame.Surface) -> None:
        """The keyboard's chosen site."""
        if self.selected is not None and self.selected in self.targets():
            pen.rect(surface, palette.WARN, self.table.layout.sites[self.selected].inflate(22, 22), 4, border_radius=16)

    def draw_carried(self, surface: pygame.Surface) -> None:
        """The lot in the buyer's hand, or sliding back."""
        lot = self.table.shown.get("lot")
        if lot is None:
            return
        spots = [pos for _, pos in self.drag.returning_items()]
        if self.drag.carried is not None:
            spots.append(self.drag.carried.position)
        for x, y in spots:
            box = pygame.Rect(round(x), round(y), LOT_BOX.w, LOT_BOX.h)
            draw_counter(surface, box, int(lot["district"]), str(lot["kind"]), self.side, lifted=True)


__all__ = ["TableControls", "LOG_AREA"]
