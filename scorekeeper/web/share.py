"""Sharing a game: its view link as a QR code that another phone's camera can open."""

from __future__ import annotations

from functools import lru_cache

import segno
from markupsafe import Markup


@lru_cache(maxsize=1024)
def qr_svg(url: str, title: str) -> Markup:
    """``url`` as a QR code: an inline SVG, dark on light whatever the page's colours (cameras
    read it best that way), sized by CSS, named ``title`` for screen readers (in the page's
    language). Kept once made: a link's code never changes.

    >>> qr_svg("http://example.com/g/abc", "QR code").startswith('<svg viewBox=')
    True
    """
    code = segno.make(url, error="m", micro=False)
    svg = code.svg_inline(
        scale=1,
        border=4,
        dark="#000",
        light="#fff",
        omitsize=True,
        svgclass="qr",
        title=title,
    )
    return Markup(svg)
