"""The Linux desktop entry that build.spec puts beside the app starts the app next to it, with the file it is given.

Its Exec is read as the Desktop Entry Specification says (string escapes, then
quoting, then field codes) and run against a stand-in ``ParadiseTable`` that
writes down its arguments; where GLib's ``gio`` is installed, GNOME's own
launcher runs the entry too.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENTRY = ROOT / "linux" / "ParadiseTable.desktop"
STRING_ESCAPES = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
QUOTED_ESCAPES = '"`$\\'
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="a desktop entry runs through sh on Linux (POSIX only)")


def entry_keys(text: str) -> dict[str, str]:
    """The keys of the [Desktop Entry] group, their string escapes undone."""
    keys: dict[str, str] = {}
    group = None
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("["):
            group = line.strip()
            continue
        key, _, value = line.partition("=")
        if group == "[Desktop Entry]":
            keys[key.strip()] = unescape_string(value.strip())
    return keys


def unescape_string(value: str) -> str:
    """A desktop-entry string value with ``\\s``, ``\\n``, ``\\t``, ``\\r`` and ``\\\\`` undone."""
    out, chars = [], iter(value)
    for char in chars:
        if char == "\\":
            follower = next(chars)
            assert follower in STRING_ESCAPES, f"unknown string escape \\{follower}"
            out.append(STRING_ESCAPES[follower])
        else:
            out.append(char)
    return "".join(out)


def exec_arguments(command: str, entry: Path, file: str | None) -> list[str]:
    """The argument list the Exec value ``command`` runs for ``entry`` opening ``file`` (or nothing)."""
    words: list[str] = []
    word: list[str] = []
    in_word = quoted = False
    chars = iter(command)
    for char in chars:
        if quoted and char == "\\":
            follower = next(chars)
            assert follower in QUOTED_ESCAPES, f"\\{follower} is no escape inside a quoted argument"
            word.append(follower)
        elif char == '"':
            quoted, in_word = not quoted, True
        elif char == " " and not quoted:
            if in_word:
                words.append("".join(word))
            word, in_word = [], False
        else:
            word.append(char)
            in_word = True
    assert not quoted, "an unclosed quote in Exec"
    if in_word:
        words.append("".join(word))
    codes = {"%k": [str(entry)], "%f": [file] if file is not None else []}
    return [part for w in words for part in codes.get(w, [w])]


@pytest.fixture
def unpacked(tmp_path: Path) -> Path:
    """An unpacked app folder (in a path with a space) holding the entry and a stand-in app that notes its arguments."""
    folder = tmp_path / "my games" / "ParadiseTable"
    folder.mkdir(parents=True)
    shutil.copyfile(ENTRY, folder / ENTRY.name)
    app = folder / "ParadiseTable"
    app.write_text('#!/bin/sh\nd="$(dirname "$0")"\n'
                   'for a in "$@"; do printf "%s\\n" "$a"; done > "$d/arguments.tmp" && mv "$d/arguments.tmp" "$d/arguments.txt"\n')
    os.chmod(app, 0o755)
    return folder


def test_entry_names_the_app_and_the_icon_build_spec_puts_beside_it():
    keys = entry_keys(ENTRY.read_text(encoding="utf-8"))
    assert keys["Type"] == "Application" and keys["Name"] == "Paradise Table"
    assert keys["Terminal"] == "false"
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert f'folder / "{keys["Icon"]}.png"' in spec, "build.spec should copy the icon the entry names"
    assert '"linux" / f"{NAME}.desktop"' in spec


@posix_only
@pytest.mark.parametrize("file", [None, "/home/lani/Saved games/a \"quoted\" $HOME `game`.json"])
def test_exec_runs_the_app_beside_the_entry_with_the_file(unpacked, file):
    keys = entry_keys((unpacked / ENTRY.name).read_text(encoding="utf-8"))
    argv = exec_arguments(keys["Exec"], unpacked / ENTRY.name, file)
    subprocess.run(argv, check=True, timeout=30, cwd="/")
    assert (unpacked / "arguments.txt").read_text().splitlines() == ([] if file is None else [file])


GLIB_LAUNCH = """
import sys
import gi
gi.require_version("Gio", "2.0")
from gi.repository import Gio
entry, file = sys.argv[1:]
assert Gio.DesktopAppInfo.new_from_filename(entry).launch([Gio.File.new_for_path(file)], None)
"""
"""Launch an entry as GNOME's file manager and shell do: loaded from its file, so %k is known.

(``gio launch`` is no stand-in: it loads the entry's keys without its file name, so %k comes out empty.)"""


def python_with_glib() -> str | None:
    """A Python interpreter of the system that has GLib's bindings (PyGObject), or None."""
    for candidate in ("/usr/bin/python3", shutil.which("python3")):
        if candidate and subprocess.run([candidate, "-c", "import gi"], capture_output=True).returncode == 0:
            return candidate
    return None


@posix_only
def test_glib_launches_the_app_beside_the_entry(unpacked):
    python = python_with_glib()
    if python is None:
        pytest.skip("no system Python with GLib's bindings (python3-gi)")
    save = unpacked.parent / "a saved game.json"
    save.write_text("{}")
    subprocess.run([python, "-c", GLIB_LAUNCH, str(unpacked / ENTRY.name), str(save)], check=True, timeout=30, cwd="/")
    noted = unpacked / "arguments.txt"
    deadline = time.monotonic() + 10
    while not noted.exists() and time.monotonic() < deadline:  # GLib starts the app and returns at once
        time.sleep(0.05)
    time.sleep(0.2)
    assert noted.read_text().splitlines() == [str(save)]
