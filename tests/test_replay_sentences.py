"""A replay of any game, at any length, reads as whole sentences from the game's ``narrate`` module.

Random full games of every game and player count are told line by line (``scenes.replay_lines``):
every move, every sealed move and every event sentence must be a whole sentence (a capital or a
name first, a full stop, question or exclamation mark last) with no code left in it: no class name of
an action or an event (as written or lower-cased, nor conjugated like "dones"), no snake_case or
camelCase word, no "None", no lower-case id in brackets like "(kauai)".
"""
from __future__ import annotations

import importlib
import pkgutil
import random
import re

import pytest

from game.core import Action, Event, make_seats
from game.record import GameRecord
from game.registry import available_games
from scenes.replay_lines import game_lines

GAMES = available_games()
NAMES = ["Ana", "Bartholomew Quin", "Chidi", "Dagny", "Émile"]
SEEDS = 6

_SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
_CAMEL = re.compile(r"\b[a-z]+[A-Z][a-zA-Z]*\b|\b[A-Z][a-z]+[A-Z][a-z]+[A-Za-z]*\b")
_BRACKETED_ID = re.compile(r"\([a-z][a-z_]*\)")
_END = re.compile(r"[.!?][\"'”’)]*$")
_GLUED = re.compile(r"[.!?][;:,]")


def code_words(game_id: str) -> set[str]:
    """Every action and event class name of a game (defined anywhere in its package), as written,
    lower-cased, and conjugated the way the old replay glued them ("dones")."""
    package = importlib.import_module(GAMES[game_id].new_game.__module__.rsplit(".", 1)[0])
    classes: set[type] = set()
    for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        for value in vars(importlib.import_module(info.name)).values():
            if isinstance(value, type) and issubclass(value, (Action, Event)) and value not in (Action, Event):
                classes.add(value)
    words = {"dones"}  # "Done" glued into a verb; other one-word names conjugate into English ("bids")
    for kind in classes:
        name = kind.__name__
        if sum(ch.isupper() for ch in name) > 1:  # a name of several words: none of its forms is English
            words |= {name, name.lower(), name.lower() + "s", name.lower() + "es"}
    return words


def problems(text: str, names: list[str], banned: set[str]) -> list[str]:
    """What is wrong with ``text`` as a sentence a player reads."""
    found = []
    if not text or text != text.strip() or "\n" in text:
        found.append("not one line")
    elif not (text[0].isupper() or any(text.startswith(n) for n in names)):
        found.append("does not begin with a capital or a name")
    if not _END.search(text):
        found.append("does not end a sentence")
    if match := _GLUED.search(text):
        found.append(f"a sentence's end glued to more punctuation {match.group(0)!r}")
    for pattern in (_SNAKE, _CAMEL, _BRACKETED_ID):
        if (match := pattern.search(text)) and match.group(0) not in names:
            found.append(f"code word {match.group(0)!r}")
    words = set(re.findall(r"[A-Za-z]+", text))
    found += [f"code name {w!r}" for w in sorted(words & banned)]
    if re.search(r"\bNone\b", text):
        found.append("says None")
    return found


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_line_of_a_replay_is_a_whole_sentence(game_id: str) -> None:
    spec = GAMES[game_id]
    banned = code_words(game_id)
    assert banned, "no action or event class was found to look for"
    seen = 0
    for players in range(spec.min_players, spec.max_players + 1):
        names = NAMES[:players]
        for seed in range(SEEDS):
            rng = random.Random(f"sentences/{game_id}/{players}/{seed}")
            record = GameRecord.start(spec, make_seats(names), seed)
            while not record.state.is_over:
                seat = rng.choice(record.state.to_move)
                legal = record.state.legal_actions(seat)
                bot = spec.make_bot(rng.choice(("easy", "hard")) if game_id != "paradisio" else "easy", seed)
                action = bot.choose(record.state.view(seat), legal, seat) if rng.random() < 0.7 else rng.choice(legal)
                record.apply(seat, action)
            for line in game_lines(record):
                for text in (line.choice, line.veiled, *line.told, line.text(False), line.text(True)):
                    seen += 1
                    wrong = problems(text, names, banned)
                    assert not wrong, f"{game_id}: {text!r}: {', '.join(wrong)}"
    assert seen > 100


def test_the_check_finds_glued_words() -> None:
    banned = code_words("last-resort")
    assert problems("Ana enters a sealed chooseadvert", NAMES, banned)
    assert problems("Ana dones.", NAMES, code_words("paradise-fallen"))
    assert problems("Ana is choosing (kauai).", NAMES, banned)
    assert problems("Ana passes", NAMES, banned)
    assert problems("Ana's turn ends.; Turn 2: Ben plays.", NAMES, banned)
    assert not problems("Ana chooses an Advert in secret.", NAMES, banned)
