"""The shared background worker (bots and the solitaire's puzzles): a job's result comes back with its tag
on the frame loop, a discarded or orphaned job's result is dropped, and the app can quit mid-job."""
from __future__ import annotations

import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from scenes.worker import Done, Worker

ROOT = Path(__file__).resolve().parent.parent


def test_a_result_comes_back_once_with_its_tag() -> None:
    worker = Worker("test")
    worker.start(lambda: 6 * 7, tag=("answer", 1))
    assert worker.busy and worker.tag == ("answer", 1)
    assert worker.wait(5) == Done(("answer", 1), 42)
    assert not worker.busy and worker.poll() is None


def test_one_job_at_a_time_and_an_error_is_raised_on_the_frame_loop() -> None:
    worker = Worker("test")
    gate = threading.Event()
    worker.start(gate.wait)
    with pytest.raises(RuntimeError):
        worker.start(lambda: 1)
    worker.discard()
    gate.set()

    def broken() -> None:
        raise ValueError("puzzle bug")

    worker.start(broken)
    with pytest.raises(ValueError, match="puzzle bug"):
        for _ in range(500):
            worker.poll(0.01)


def test_a_discarded_job_runs_on_unheeded_and_the_next_one_is_answered() -> None:
    worker = Worker("test")
    gate = threading.Event()
    worker.start(lambda: gate.wait(5) and "stale", tag="old")
    worker.discard()
    worker.start(lambda: "fresh", tag="new")
    gate.set()
    assert worker.wait(5) == Done("new", "fresh")


def test_a_stopped_worker_drops_its_result_and_takes_no_more_jobs() -> None:
    worker = Worker("test")
    gate = threading.Event()
    worker.start(gate.wait)
    worker.stop()
    gate.set()
    time.sleep(0.05)
    assert worker.poll(0.1) is None and not worker.busy
    with pytest.raises(RuntimeError):
        worker.start(lambda: 1)


def test_the_app_can_quit_while_a_job_runs() -> None:
    """Closing the window in the middle of a slow puzzle: the process ends at once, not when the job does."""
    program = ("import time\nfrom scenes.worker import Worker\n"
               "w = Worker('slow')\nw.start(lambda: time.sleep(60))\nw.stop()\nprint('bye')\n")
    began = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, timeout=50)
    assert done.returncode == 0 and done.stdout.strip() == "bye"
    assert time.perf_counter() - began < 20
