"""The GitHub Actions build workflow runs what the README tells a Windows developer to run, on all three systems.

PyYAML is not among the project's libraries, so the workflow is read by its
layout: GitHub's YAML here is two-space indented blocks, each step a ``- `` item
with ``key: value`` lines and ``run: |`` blocks. :func:`read_steps` reads only
that shape and fails loudly on anything else, so a reshaped workflow is noticed
rather than half-read.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
CHECK_STEPS = ("Install", "Lint", "Type-check", "Test", "Build")
"""The steps whose command a developer runs by hand too, in the order the workflow runs them."""
VENV_SCRIPTS = ".venv\\Scripts\\"


def indent_of(line: str) -> int:
    """How many spaces a line starts with."""
    return len(line) - len(line.lstrip(" "))


def block_lines(lines: list[str], header: str) -> list[str]:
    """The lines nested under the one line equal (stripped) to ``header``, e.g. ``steps:``."""
    starts = [i for i, line in enumerate(lines) if line.strip() == header]
    assert len(starts) == 1, f"one {header!r} expected, found {len(starts)}"
    depth = indent_of(lines[starts[0]])
    body = []
    for line in lines[starts[0] + 1:]:
        if line.strip() and indent_of(line) <= depth:
            break
        body.append(line)
    return body


def mapping(lines: list[str]) -> dict[str, str]:
    """The ``key: value`` lines at the first line's depth (nested blocks skipped), quotes taken off the values."""
    found = [line for line in lines if line.strip() and not line.lstrip().startswith("#")]
    depth = indent_of(found[0])
    pairs = {}
    for line in found:
        if indent_of(line) == depth:
            key, _, value = line.strip().partition(":")
            pairs[key] = value.strip().strip('"')
    return pairs


def read_steps(text: str) -> list[dict[str, str]]:
    """The steps of the workflow's one job: each step's keys with their values (a ``|`` block as its lines).

    A key nested under a step's key (``with:``, ``env:``) is kept dotted: ``with.path``.
    """
    body = block_lines(text.splitlines(), "steps:")
    steps: list[dict[str, str]] = []
    item_depth = min(indent_of(line) for line in body if line.strip())
    key_depth = item_depth + 2
    block_key, owner_depth, block_depth = "", 0, 0  # block_key: the key whose `|` block is being read, if any
    parent = ""
    for line in body:
        in_block = bool(block_key) and indent_of(line) > owner_depth
        if not line.strip() or (not in_block and line.lstrip().startswith("#")):
            continue
        if in_block:
            block_depth = block_depth or indent_of(line)
            assert indent_of(line) >= block_depth, f"a block scalar line is out of step: {line!r}"
            steps[-1][block_key] += line[block_depth:] + "\n"
            continue
        block_key = ""
        if indent_of(line) == item_depth:
            assert line.lstrip().startswith("- "), f"a step must start with '- ': {line!r}"
            steps.append({})
            line = " " * key_depth + line.lstrip()[2:]
        depth = indent_of(line)
        key, colon, value = line.strip().partition(":")
        assert colon and re.fullmatch(r"[A-Za-z][\w-]*", key), f"not a key: value line: {line!r}"
        if depth == key_depth:
            parent = key
        elif depth == key_depth + 2 and parent:
            key = f"{parent}.{key}"
        else:
            raise AssertionError(f"unexpected indentation: {line!r}")
        value = value.strip()
        if value in ("|", "|-"):
            block_key, owner_depth, block_depth = key, depth, 0
            value = ""
        steps[-1][key] = value
    return steps


def readme_windows_lines() -> list[str]:
    """The commands of the README's PowerShell block for Windows developers."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"^```powershell\n(.*?)^```", readme, re.S | re.M)
    assert len(blocks) == 1, "the README should hold one PowerShell block"
    return [line.strip() for line in blocks[0].splitlines() if line.strip() and not line.startswith("#")]


def as_run_on_ci(readme_line: str) -> str:
    """A README command as the workflow writes it: the tools come from Python's own Scripts folder there, not .venv."""
    return readme_line.replace(VENV_SCRIPTS, "", 1) if readme_line.startswith(VENV_SCRIPTS) else readme_line


@pytest.fixture(scope="module")
def workflow() -> str:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "\t" not in text, "YAML does not allow tabs for indentation"
    return text


@pytest.fixture(scope="module")
def steps(workflow) -> dict[str, dict[str, str]]:
    named = {step["name"]: step for step in read_steps(workflow) if "name" in step}
    assert all("name" in step for step in read_steps(workflow)), "every step should say what it does"
    return named


def test_it_runs_on_the_three_systems_with_python_3_11(workflow):
    lines = workflow.splitlines()
    matrix = mapping(block_lines(lines, "matrix:"))
    assert matrix["os"] == "[ubuntu-latest, windows-latest, macos-latest]"
    assert matrix["python-version"] == '["3.11"]'
    job = mapping(block_lines(lines, "app:"))
    assert job["runs-on"] == "${{ matrix.os }}"
    assert mapping(block_lines(lines, "strategy:"))["fail-fast"] == "false", "one system's failure should not hide another's"
    assert mapping(block_lines(lines, "run:"))["shell"] == "bash", "one shell, so each command reads the same on every system"


def test_the_check_steps_are_the_readme_windows_commands_in_order(steps):
    ci = [steps[name]["run"] for name in CHECK_STEPS]
    readme = [as_run_on_ci(line) for line in readme_windows_lines()]
    assert [line for line in readme if line in ci] == ci, "the README's Windows commands and the workflow have drifted apart"
    assert steps["Install"]["run"] == "python -m pip install -r requirements-dev.txt"
    assert "make" not in " ".join(ci).split()


def test_the_build_line_is_the_makefile_one(steps):
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    dist = makefile.split("\ndist:", 1)[1].splitlines()[1].strip()
    assert steps["Build"]["run"] == dist.replace("$(BIN)/", "")


def test_the_tests_run_headless_as_the_readme_sets_them(workflow):
    env = mapping(block_lines(workflow.splitlines(), "env:"))
    readme_env: dict[str, str] = {}
    for line in readme_windows_lines():
        for name, value in re.findall(r'\$env:(\w+)="([^"]*)"', line):
            readme_env[name] = value
    assert env == readme_env == {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def test_the_smoke_test_plays_a_game_with_the_app_each_system_built(steps):
    smoke = steps["Smoke-test the built app"]["run"]
    assert "dist/ParadiseTable/ParadiseTable.exe" in smoke
    assert "dist/ParadiseTable.app/Contents/MacOS/ParadiseTable" in smoke
    assert "*) app=dist/ParadiseTable/ParadiseTable ;;" in smoke
    assert 'line=$("$app" --autoplay paradisio --players 2 --seed 1 --screenshot "$shot")\n' in smoke, \
        "bash -e stops the step on a bad exit code"
    assert 'test -s "$shot"' in smoke, "the smoke test should check the app drew its last frame"
    assert '*:"paradisio finished:"*) ;;' in smoke, "the smoke test should check the result line, not only the exit code"
    assert list(steps).index("Smoke-test the built app") == list(steps).index("Build") + 1


def test_each_system_keeps_its_build_as_an_artifact(steps):
    uploads = [step for step in steps.values() if step.get("uses", "").startswith("actions/upload-artifact@")]
    assert len(uploads) == 2
    windows, unix = uploads
    assert windows["if"] == "runner.os == 'Windows'" and windows["with.path"] == "dist/"
    assert unix["if"] == "runner.os != 'Windows'" and unix["with.path"] == "ParadiseTable-*.tar.gz"
    pack = steps["Pack"]["run"]  # tar keeps the Linux file modes and the bundle's links, which a zip would lose
    assert "tar -czf ParadiseTable-macos.tar.gz -C dist ParadiseTable.app" in pack
    assert "tar -czf ParadiseTable-linux.tar.gz -C dist ParadiseTable" in pack
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in ("ParadiseTable-windows", "ParadiseTable-macos", "ParadiseTable-linux"):
        assert f"`{name}`" in readme, f"the README's Install section should name the {name} artifact"
    assert unix["with.name"] == "ParadiseTable-${{ runner.os == 'macOS' && 'macos' || 'linux' }}"
    assert windows["with.name"] == "ParadiseTable-windows"
