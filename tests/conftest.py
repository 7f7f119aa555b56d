"""Test set-up: headless SDL before pygame is ever imported."""
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# No test may touch the real user folders: unless a test sets its own, every folder the app
# writes (settings, saves, logs and crash reports) lies in one scratch folder for the session.
_SCRATCH = Path(__import__("tempfile").mkdtemp(prefix="paradise-tests-"))
for _name, _sub in (("PARADISE_TABLE_CONFIG_DIR", "config"), ("PARADISE_TABLE_DATA_DIR", "data"),
                    ("PARADISE_TABLE_LOG_DIR", "logs")):
    os.environ.setdefault(_name, str(_SCRATCH / _sub))


@pytest.fixture(autouse=True)
def _drawn_at_scale_one() -> Iterator[None]:
    """Every test starts drawing at scale 1 (an app sized for another window sets the pen's scale)."""
    pen = sys.modules.get("sprites.pen")
    if pen is not None:
        pen.set_scale(1.0)
    yield
