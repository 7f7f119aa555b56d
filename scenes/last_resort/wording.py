"""What the Last Resort table's status line and prompt panel say now, in the words of
:mod:`game.last_resort.prompts` and with the facts of :mod:`game.last_resort.costs`; this module only
picks the sentence for the moment (and shortens the status line to fit)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.last_resort import costs, prompts
from game.last_resort.narrate import EVIL_NAME, quid, season_heading
from sprites.text import font

if TYPE_CHECKING:
    from scenes.last_resort.table import LastResortScene


def status_line(view: dict[str, Any], names: Sequence[str], width: int | None = None) -> str:
    """The top line: Year, season and phase, and the order of play where it matters.

    With ``width`` (pixels at 18 pt bold) the line is made shorter until the whole order fits: shorter words
    first, then first names (when they tell the players apart)."""
    if view["phase"] == "over":
        return prompts.PHASE_WORDS["over"]
    year, season = int(view["year"]), int(view["season"])
    whole, short = season_heading(year, season), season_heading(year, season, short=True)
    phase = prompts.PHASE_WORDS.get(str(view["phase"]), "")
    order = [int(p) for p in view.get("draft_order") or []] if view["phase"] == "arrivals" else \
        [int(p) for p in view.get("queue") or []] if view["phase"] == "build" else []
    if not order:
        return f"{whole} · {phase}"
    full = [names[p] if 0 <= p < len(names) else EVIL_NAME for p in order]
    firsts = [name.split()[0] if name.split() else name for name in full]
    what = prompts.ORDER_WORDS.get(str(view["phase"]), "order")
    lines = [f"{whole} · {phase} · {what}: " + ", ".join(full),
             f"{short} · {phase} · {what}: " + ", ".join(full),
             f"{short} · {phase} order: " + ", ".join(full)]
    if len(set(firsts)) == len(set(full)):
        lines.append(f"{short} · {phase} order: " + ", ".join(firsts))
    if width is None:
        return lines[0]
    face = font(18, True)
    return next((line for line in lines if face.size(line)[0] <= width), lines[-1])


def public_prompt(scene: "LastResortScene") -> str:
    """What the table waits for, said to everyone (never a secret)."""
    view = scene.shown
    names = scene.names
    phase = str(view["phase"])
    if phase == "over":
        return prompts.GAME_OVER
    if scene.busy:
        return "The table is showing the last moves…"
    waiting = [int(s) for s in view["to_move"]]
    if phase == "advertise":
        chosen = [names[i] for i, s in enumerate(view["seats"]) if s.get("advert_chosen")]
        return prompts.waiting_for_adverts([_who(scene, s) for s in waiting], chosen)
    if not waiting:
        return ""
    return prompts.waiting_for(phase, _who(scene, waiting[0]))


def _who(scene: "LastResortScene", seat: int) -> str:
    name = scene.names[seat]
    return name if scene.seats[seat].is_human else f"{name} (computer)"


def human_prompt(scene: "LastResortScene") -> str:
    """What the human deciding on the table can do, in words."""
    controls = scene.controls
    me = controls.seat_view()
    name, cash = str(me["name"]), int(me["cash"])
    phase = controls.phase
    pending = controls.pending
    if pending is not None:
        return prompts.confirm_build(name, pending.tile, pending.space, costs.build_price(pending.tile, pending.space))
    if phase == "build":
        return prompts.decide_build(name, cash, controls.tile_name())
    eject = controls.ejects() if phase == "arrivals" else None
    if eject is not None and controls.seat is not None:
        return prompts.decide_ejection(name, eject.colour, costs.ejection_cost(scene.shown, controls.seat, eject.colour))
    template = prompts.DECIDE.get(phase, "")
    return template.format(name=name, cash=quid(cash), colour=controls.current_colour() or "",
                           keys=prompts.key_range(len(controls.choices())))
