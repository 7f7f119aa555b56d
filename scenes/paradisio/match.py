"""The 2-player Paradisio match: two open trays, the floating table, island tokens.

The human seat to move drags a tile from its tray onto the table (or uses
the keyboard, see :mod:`scenes.paradisio.holding`); cells where the held tile
fits in its current turn glow brightly, cells where another turn fits glow
with a turning arrow.  Computer seats move through :class:`scenes.play.GameScene`.
Every round ends with the finished table kept, its dead holes crossed out, a
panel saying who took it and why, and an island token flying to the winner;
with a person at the table it waits for "Next round" (see
:mod:`scenes.paradisio.round_end`), and :attr:`animating` stays True meanwhile
so the next deal and the bots wait.  Each deal says who starts the round.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.core import Action, Event
from game.paradisio import narrate
from game.paradisio.actions import Place
from game.paradisio.events import MatchWon, RoundStarted, RoundTied, RoundWon, TilePlaced
from game.paradisio.grid import SquareRoom, glow_cells, square_room
from game.paradisio.snapshot import square_from_view
from game.record import GameRecord
from game.saves import SaveLock
from game.tutorial import Do, Note
from scenes.base import Motion
from scenes.paradisio.holding import ENTER_KEYS, TILE_KEYS, TileHolding
from scenes.paradisio.match_news import TableNews, dealt_hands
from scenes.paradisio.match_view import draw_match
from scenes.paradisio.round_end import RoundEnd, won_words
from scenes.play import GameScene
from scenes.showing import LogLine
from sprites import palette
from sprites.drag import snap_tween
from sprites.log_panel import LogPanel
from sprites.paradisio.match_art import (
    HINT_RECT,
    LOG_AREA,
    TABLE_GRID,
    TRAYS,
    UNDO_RECT,
    StillLayer,
    seat_colour_of,
    token_centre,
    tray_slot,
    tray_thinking_spot,
)
from sprites.tween import (
    Animator,
    Point,
    Tween,
    ease_in_out,
    ease_out_cubic,
)
from sprites.undo_button import UndoButton

if TYPE_CHECKING:
    from scenes.manager import App

Cell = tuple[int, int]

FLY_TIME = 0.35
TOKEN_FLIGHT = 1.0
KEYS_KEPT = 8
"""At most this many tile keys wait while the table moves (a held-down key repeats)."""
DEAL_NOTICE_TIME = 2.6
"""How long "Round 2 · Ana starts" shows over the table after a deal (seconds at animation speed 1)."""


class ParadisioMatchScene(GameScene):
    """The match table; see the module docstring."""

    PACE = {RoundStarted: 0.2}

    def __init__(self, app: "App", record: GameRecord, save_path: Path | None = None,
                 lock: SaveLock | None = None) -> None:
        super().__init__(app, record, save_path, lock)
        self.animator = Animator(speed=self.speed)
        self.holding = TileHolding(self, self.animator)
        self.slots: list[list[int]] = dealt_hands(self.shown, record.moves)
        self.log_panel = LogPanel(LOG_AREA)
        self.undo_button = UndoButton(UNDO_RECT)
        self.news = TableNews()
        self.news.recall(self.shown, record.moves, self.names)
        dealt = record.fresh_state().view(None)
        opening = RoundStarted(1, dealt["starter"], (tuple(dealt["hands"][0]), tuple(dealt["hands"][1])))
        self.log.insert(0, LogLine(-1, self.narrate(opening) or ""))
        self.flying: dict[int, tuple[Tween, int]] = {}
        """Tiles on their way (to the table or, at a deal, to a tray), by tile id: the flight and the turn."""
        self.round_end: RoundEnd | None = None
        """The finished round kept on show (None during play)."""
        self.deal_notice: tuple[str, str] | None = None
        """Who starts the round just dealt, and the rule (shown a while over the table)."""
        self.deal_age = 0.0
        self.token_flight: Tween | None = None
        self.shown_tokens: tuple[int, int] = (self.shown["tokens"][0], self.shown["tokens"][1])
        self._drop_from: Point | None = None
        self.still_cache: StillLayer | None = None
        """The still layer kept between frames (None: drawn whole at the next frame)."""
        self._glow: tuple[tuple[Any, ...], tuple[list[Cell], list[Cell]]] | None = None
        self.waiting_keys: list[pygame.event.Event] = []
        """Tile keys pressed while the table moved or a computer played: carried out at the player's turn."""
        if not record.moves:
            self._tell_deal(opening)

    # facts from the view ----------------------------------------------------
    @property
    def animating(self) -> bool:
        """True while tiles fly or a finished round is on show: the next event waits."""
        return bool(self.flying) or self.round_end is not None

    @property
    def waiting_motion(self) -> Motion:
        """Ambient while the notice of who starts the round shows, or the news glows (both go by themselves)."""
        if self.deal_notice is not None or self.news.fresh > 0:
            return "ambient"
        return super().waiting_motion

    @property
    def waits_for_people(self) -> bool:
        """True when a finished round waits for "Next round" (a person plays; not a replay or an autoplay run)."""
        return any(seat.is_human for seat in self.seats) and not self.watching and self.app.autoplay is None

    def placed_square(self) -> dict[Cell, tuple[int, int]]:
        """The shown table as cell -> (tile_id, turn)."""
        return square_from_view(self.shown["placed"])

    def room(self) -> SquareRoom:
        """Where the round's 4×4 square can still lie on the shown table."""
        return square_room(tuple(p["cell"]) for p in self.shown["placed"])

    def thinking_anchor(self, seat: int) -> pygame.Rect | None:
        """A computer's thinking sign goes in its tray's header, after its name."""
        return tray_thinking_spot(seat, self.shown["seats"][seat])

    def human_to_move(self) -> int | None:
        """The human seat that may pick a tile now (None while bots move, animations play, or in a replay)."""
        if self.busy or self.shown["is_over"] or not self.shown["to_move"]:
            return None
        seat = self.shown["to_move"][0]
        return seat if seat in self.human_seats_to_move() else None

    def glowing(self) -> tuple[list[Cell], list[Cell]]:
        """Cells where the held tile fits in its turn, and cells where only another turn fits."""
        held = self.holding.held
        if held is None:
            return [], []
        key = (held, self.holding.turn_of(held), self.shown["round"], len(self.shown["placed"]))
        if self._glow is None or self._glow[0] != key:
            self._glow = (key, glow_cells(self.placed_square(), held, key[1]))
        return self._glow[1]

    # the HoldingTable the controls ask ---------------------------------------
    def pick(self, pos: Point) -> tuple[int, Point] | None:
        """A tile of the human seat to move, under ``pos``."""
        seat = self.human_to_move()
        for owner, slots in enumerate(self.slots):
            for index, tile_id in enumerate(slots):
                rect = tray_slot(owner, index)
                if tile_id not in self.shown["hands"][owner] or not rect.collidepoint(pos):
                    continue
                if owner == seat:
                    return tile_id, (float(rect.x), float(rect.y))
                self._refuse_tile(owner)
                return None
        return None

    def _refuse_tile(self, owner: int) -> None:
        """Say why a tile in a tray may not be picked up now (another's turn, or the table still moving)."""
        to_move = self.shown["to_move"]
        if self.watching or self.shown["is_over"] or not to_move:
            return
        self.app.sounds.play("invalid")
        self.say(narrate.not_your_tile(self.names[owner], self.names[to_move[0]]))

    def drop(self, tile_id: int, turn: int, pos: Point, top_left: Point) -> bool:
        """Place the carried tile on the cell under the mouse, or refuse (it slides home)."""
        cell = TABLE_GRID.cell_at(pos)
        seat = self.human_to_move()
        if seat is None:
            return False
        if cell is None and TRAYS[seat].collidepoint(pos):
            return False  # put back in the tray: the player changed their mind, nothing to refuse
        if cell is None:
            self.app.sounds.play("invalid")
            self.say(narrate.DROP_ON_THE_TABLE)
            return False
        self._drop_from = top_left
        return self._made(self.perform(seat, Place(tile_id, cell, turn)))

    def choices(self) -> list[int]:
        """Tab goes through the tiles of the human seat to move, in tray order."""
        seat = self.human_to_move()
        if seat is None:
            return []
        return [t for t in self.slots[seat] if t in self.shown["hands"][seat]]

    def hand_tile_at(self, pos: Point) -> int | None:
        """A tile in the tray of the person to move, under ``pos`` (no word said about others' trays)."""
        seat = self.human_to_move()
        if seat is None:
            return None
        return next((tile_id for index, tile_id in enumerate(self.slots[seat])
                     if tile_id in self.shown["hands"][seat] and tray_slot(seat, index).collidepoint(pos)), None)

    def clamp(self, cell: Cell) -> Cell:
        """Keep the keyboard cursor on the table."""
        lo, hi = TABLE_GRID.cols
        return (min(hi, max(lo, cell[0])), min(hi, max(lo, cell[1])))

    def place(self, tile_id: int, turn: int, cell: Cell) -> bool:
        """Enter: place the keyboard-chosen tile at the cursor."""
        seat = self.human_to_move()
        if seat is None:
            return False
        self._drop_from = None
        return self._made(self.perform(seat, Place(tile_id, cell, turn)))

    def _made(self, done: bool) -> bool:
        """A tile went down: a note about an earlier try (Tab first, drop on the table) is over."""
        if done:
            self.message_time = 0.0
        return done

    # input ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """The log and Undo, then the tile controls; Esc lets go of a held tile, else opens the pause menu.

        While a finished round waits, its button (or a fresh Enter or Space) goes on to the next deal.
        """
        if self._note_first(event):
            return
        if self.round_end is not None and self.round_end.pressed(event, self.app.frames):
            self.go_on()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.holding.let_go():
            return
        if self.holding.drag.carried is None and self.log_or_undo(event):
            return
        if self._keeps_for_later(event):
            self.waiting_keys.append(event)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            if not self._hold_lesson_tile():
                self.holding.handle(event)
            self._aim_cursor()
            return
        if self.holding.handle(event, self.app.mouse_position()):
            return
        if (event.type == pygame.KEYDOWN and event.key in ENTER_KEYS and self.human_to_move() is not None
                and self.round_end is None):
            self.say(narrate.TAB_FIRST)
            return
        super().handle(event)

    def _note_first(self, event: pygame.event.Event) -> bool:
        """While the finished round waits and the lesson's note about it is up, a key goes to the lesson first (Enter
        reads on past the note, so it is never left over the next deal); its button still goes on at once."""
        lesson = self.lesson
        if self.round_end is None or lesson is None or event.type != pygame.KEYDOWN:
            return False
        return isinstance(lesson.coach.step, Note) and lesson.input(event)

    def _keeps_for_later(self, event: pygame.event.Event) -> bool:
        """True for a tile key (Tab, R, an arrow, Enter) pressed while a person plays here but the table is not
        yet theirs (a tile flies, a deal lands, the computer plays): it waits for :meth:`_carry_out_waiting`."""
        if event.type != pygame.KEYDOWN or event.key not in TILE_KEYS or len(self.waiting_keys) >= KEYS_KEPT:
            return False
        if self.watching or self.finished or self.round_end is not None or self.shown["is_over"]:
            return False
        return self.human_to_move() is None and any(seat.is_human for seat in self.seats)

    def _carry_out_waiting(self) -> None:
        """The table is the player's again: the keys pressed meanwhile act now, in order (none once the round is over)."""
        if not self.waiting_keys:
            return
        if self.round_end is not None or self.shown["is_over"] or self.finished:
            self.waiting_keys.clear()
        elif self.human_to_move() is not None:
            waiting, self.waiting_keys = self.waiting_keys, []
            for event in waiting:
                self.handle(event)

    def undo(self) -> bool:
        """Take back the last move; at a table of two people say why it cannot be: the other player has seen it."""
        seen = self._seen_by()
        if seen is None or self.watching or self.finished:
            return super().undo()
        self.app.sounds.play("invalid")
        self.say(narrate.tile_seen(self.names[self.record.moves[-1].seat], self.names[seen]))
        return False

    def _seen_by(self) -> int | None:
        """The other person, to move now, who has seen the last tile placed by a person (None: not so)."""
        record = self.record
        if not record.moves or record.barriers[-1] or record.undo_point() is not None:
            return None
        mover = record.moves[-1].seat
        waiting = [s for s in self.state.to_move if s != mover and self.seats[s].is_human]
        return waiting[0] if waiting and self.seats[mover].is_human else None

    def _hold_lesson_tile(self) -> bool:
        """A lesson's first Tab at a step that lays a tile holds that tile (the one its pointer rings), the cursor on
        its cell; True when it did."""
        lesson = self.lesson
        step = lesson.coach.step if lesson is not None and lesson.active else None
        move = step.move if isinstance(step, Do) else None
        if not isinstance(move, Place) or self.holding.selected is not None or move.tile_id not in self.choices():
            return False
        self.holding.selected = move.tile_id
        cell = tuple(move.cell)
        self.holding.cursor = self.clamp((cell[0], cell[1]))
        return True

    def _aim_cursor(self) -> None:
        """Put the keyboard cursor on a cell where the chosen tile fits, if it is not on one."""
        now, other = self.glowing()
        if self.holding.cursor not in now + other and (now or other):
            self.holding.cursor = (now or other)[0]

    # events -----------------------------------------------------------------
    def show_event(self, event: Event, move: int) -> None:
        """A tile flies to the table, a round ends with a banner and a token, a new deal flies to the trays."""
        seat = getattr(event, "seat", None)
        self.news.tell(event, self.names, seat is not None and not self.seats[seat].is_human)
        if isinstance(event, TilePlaced):
            self._fly_to_table(event)
        elif isinstance(event, RoundWon):
            won = next((e for e in self.upcoming() if isinstance(e, MatchWon)), None)
            self._token_moment(event, won)
        elif isinstance(event, RoundTied):
            self._keep_round(*narrate.round_tied_words(event.round), palette.SAND_DARK, (), "Next round")
        elif isinstance(event, RoundStarted):
            self._deal(event)
            self._tell_deal(event)

    def reset_table(self) -> None:
        """Nothing in the air: the trays and tokens as the shown table has them."""
        self.animator.tweens.clear()
        self.flying.clear()
        self.round_end = None
        self.deal_notice = None
        self.token_flight = None
        self.holding.reset()
        self.waiting_keys.clear()
        self._drop_from = None
        self.slots = dealt_hands(self.shown, self.record.moves)
        self.shown_tokens = (self.shown["tokens"][0], self.shown["tokens"][1])
        self.news.recall(self.shown, self.record.moves, self.names)

    def _fly_to_table(self, event: TilePlaced) -> None:
        end = TABLE_GRID.cell_rect(event.cell).topleft
        if self._drop_from is not None:
            start, self._drop_from = self._drop_from, None
            tween = snap_tween(start, end)
            self.app.sounds.play("place")
        else:
            slots = self.slots[event.seat]
            index = slots.index(event.tile_id) if event.tile_id in slots else 0
            start = tray_slot(event.seat, index).topleft
            tween = Tween(start, end, FLY_TIME, ease_out_cubic, on_done=lambda: self.app.sounds.play("place"))
        self.flying[event.tile_id] = (self.animator.add(tween), event.turn)
        tween.on_done = self._landed(event.tile_id, tween.on_done)

    def _landed(self, tile_id: int, then: Callable[[], None] | None) -> Callable[[], None]:
        def done() -> None:
            self.flying.pop(tile_id, None)
            if then is not None:
                then()
        return done

    def _keep_round(self, title: str, reason: str, colour: tuple[int, int, int], holes: tuple[Cell, ...],
                    button: str) -> None:
        """Keep the finished table on show with its words and dead holes (see :mod:`scenes.paradisio.round_end`)."""
        placed = [(p["cell"][0], p["cell"][1]) for p in self.shown["placed"]]
        self.holding.reset()
        self.round_end = RoundEnd.make(title, reason, colour, holes, placed, button, self.waits_for_people,
                                       self.app.frames)

    def go_on(self) -> None:
        """Leave the finished round: the next deal (or the results) follows."""
        if self.round_end is not None:
            self.round_end = None
            self.app.sounds.play("click")

    def _token_moment(self, ending: RoundWon, won: MatchWon | None) -> None:
        winner = self.shown["seats"][ending.winner]
        colour = seat_colour_of(winner, ending.winner, self.app.settings.colour_blind)
        title, reason, holes = won_words(self.shown, ending.winner, ending.loser, ending.round,
                                         None if won is None else won.tokens)
        self._keep_round(title, reason, colour, holes, "See the results" if won is not None else "Next round")
        self.app.sounds.play("round_won")
        cells = [TABLE_GRID.cell_rect(tuple(p["cell"])) for p in self.shown["placed"]]
        start = cells[0].unionall(cells[1:]).center
        end = token_centre(ending.winner, ending.tokens[ending.winner] - 1)

        def arrived() -> None:
            self.token_flight = None
            self.shown_tokens = ending.tokens

        self.token_flight = self.animator.add(Tween(start, end, TOKEN_FLIGHT, ease_in_out, arrived, delay=0.4))

    def _deal(self, event: RoundStarted) -> None:
        """A new round: the dealt tiles fly from the middle into the trays."""
        self.holding.reset()
        self.slots = [list(hand) for hand in event.hands]
        centre = TABLE_GRID.cell_rect((0, 0)).topleft
        for seat, hand in enumerate(self.slots):
            for index, tile_id in enumerate(hand):
                tween = Tween(centre, tray_slot(seat, index).topleft, 0.4, ease_out_cubic,
                              delay=0.04 * (index * 2 + seat))
                self.flying[tile_id] = (self.animator.add(tween), 0)
                tween.on_done = self._landed(tile_id, None)

    # time -------------------------------------------------------------------
    def _tell_deal(self, event: RoundStarted) -> None:
        """Say over the table who starts the round just dealt."""
        self.deal_notice = narrate.deal_notice(event, self.names)
        self.deal_age = 0.0

    def update(self, dt: float) -> None:
        """Tweens advance, a finished round waits or times out, then the base lets bots move and ends the game."""
        self.run_animator(dt)
        if self.round_end is not None and self.round_end.update(dt, self.speed):
            self.round_end = None
        if self.deal_notice is not None:
            self.deal_age += dt * self.speed
            if self.deal_age >= DEAL_NOTICE_TIME:
                self.deal_notice = None
        self.holding.update(dt, self.speed)
        self.news.update(dt * self.speed)
        super().update(dt)
        self._carry_out_waiting()

    # drawing ----------------------------------------------------------------
    def hint_rect(self) -> pygame.Rect:
        """The Hint button: beside Undo, at the bottom of the news."""
        return HINT_RECT

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """A tile goes to its cell of the table, from its place in the tray."""
        if not isinstance(action, Place):
            return []
        places = [TABLE_GRID.cell_rect((action.cell[0], action.cell[1]))]
        for owner, slots in enumerate(self.slots):
            if action.tile_id in slots:
                places.append(tray_slot(owner, slots.index(action.tile_id)))
        return places

    def hint_given(self, action: Action) -> None:
        """The hinted tile swings round to the turn the hint lays it in (the cell it points at then glows as one
        the tile fits as it is turned now; the player need not work out the turn from the words)."""
        if isinstance(action, Place) and any(action.tile_id in slots for slots in self.slots):
            steps = (action.turn - self.holding.turn_of(action.tile_id)) % 4
            if steps:
                self.holding.turn(action.tile_id, steps if steps < 3 else -1)

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the table (see :mod:`scenes.paradisio.match_view`), and its hint (on top)."""
        draw_match(surface, self)
        self.draw_hint(surface)
