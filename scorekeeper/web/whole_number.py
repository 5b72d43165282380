"""A whole number read from what a page or a link sent (a page number, a version)."""

from __future__ import annotations

import re


def whole_number(text: str) -> int | None:
    """``text`` as a whole number of up to 18 digits (0-9 only), or ``None``.

    >>> whole_number("12"), whole_number("²"), whole_number("-1")
    (12, None, None)
    """
    return int(text) if re.fullmatch(r"[0-9]{1,18}", text) else None
