"""Big freed pictures given back to the system at once (glibc's malloc, on Linux).

glibc serves a big allocation from its own heap once a bigger one has been
freed (its mmap threshold grows to 32 MB), and a heap keeps what is freed.
At a 3840x2160 window every card face and panel is a few megabytes, so a
session kept 60 MB or more of freed pictures.  A fixed threshold makes
every picture over :data:`MMAP_THRESHOLD` its own mapping, given back when
freed.
"""
from __future__ import annotations

import ctypes
import sys

M_MMAP_THRESHOLD = -3
"""glibc's ``mallopt`` parameter for the mmap threshold (malloc.h)."""
MMAP_THRESHOLD = 256 * 1024
"""Bytes from which an allocation is a mapping of its own (a 256x256 picture of 32-bit pixels)."""


def give_back_big_frees(platform: str = sys.platform) -> bool:
    """Fix glibc's mmap threshold at :data:`MMAP_THRESHOLD`; False where there is no glibc to ask."""
    if not platform.startswith("linux"):
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):  # another C library (musl has no mallopt)
        return False
    return bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))


def give_back_freed() -> bool:
    """Hand the freed memory at the top of glibc's heaps back to the system (after a game's pictures are let
    go); False where there is no glibc to ask."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        malloc_trim = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):
        return False
    malloc_trim(0)
    return True


__all__ = ["MMAP_THRESHOLD", "give_back_big_frees", "give_back_freed"]
