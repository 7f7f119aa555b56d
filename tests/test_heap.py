"""Big freed pictures go back to the system (Linux with glibc); elsewhere nothing is asked."""
from __future__ import annotations

import ctypes
import sys

import pytest

from scenes.heap import give_back_big_frees


def test_no_other_system_is_asked() -> None:
    assert give_back_big_frees("win32") is False
    assert give_back_big_frees("darwin") is False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc is a Linux matter")
def test_glibc_takes_the_fixed_threshold() -> None:
    if not hasattr(ctypes.CDLL(None), "mallopt"):
        pytest.skip("no glibc here")
    assert give_back_big_frees() is True
