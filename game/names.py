"""What a name, or any line read from a file to be shown, may hold (no pygame here).

A line that is drawn must draw something: a control character (NUL above all),
a lone surrogate, an unassigned code point or a line separator makes pygame
refuse the whole line, and a name made only of marks and joiners has no width
at all, which pygame refuses too.  So a shown line holds none of the first kind
and a name holds at least one letter, digit, punctuation mark or symbol.
"""
from __future__ import annotations

import unicodedata

HIDDEN = frozenset(("Cc", "Cs", "Co", "Cn", "Zl", "Zp"))
"""Categories no shown line may hold: controls, surrogates, private use, unassigned, line breaks."""
VISIBLE = frozenset("LNPS")
"""First letters of the categories that draw something: letters, numbers, punctuation, symbols."""


def is_shown_line(text: str, limit: int) -> bool:
    """True for a line of at most ``limit`` characters that pygame can draw (it may be empty)."""
    return len(text) <= limit and not any(unicodedata.category(ch) in HIDDEN for ch in text)


def is_name(text: str, limit: int) -> bool:
    """True for a name that can be shown: a shown line with at least one letter, digit, mark of punctuation or symbol."""
    return is_shown_line(text, limit) and any(unicodedata.category(ch)[0] in VISIBLE for ch in text)
