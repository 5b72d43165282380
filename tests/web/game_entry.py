"""The CSRF token of a page (``csrf_token``), as a form sends it back."""

from __future__ import annotations

import re


def csrf_token(page: str) -> str:
    match = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page)
    assert match is not None
    return match.group(1)
