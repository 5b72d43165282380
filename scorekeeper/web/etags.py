"""The ETags a client sends back in ``If-Match`` and ``If-None-Match``, compressed or not.

Flask-Compress gives a compressed answer's strong ETag the name of its compression: the ETag
``"4"`` is sent as ``"4:gzip"`` (``"4:br"``, ``"4:zstd"``, ...), and a client that accepts
compression (browsers, ``requests``, ``curl --compressed``) sends that form back. Either form
names the same state.
"""

from __future__ import annotations

from flask import Response, make_response
from werkzeug.datastructures import ETags

from scorekeeper.extensions import compress
from scorekeeper.words.languages import page_language


def names_etag(tags: ETags, etag: str) -> bool:
    """Whether ``tags`` (a request's ``If-Match`` or ``If-None-Match``) names the strong ETag
    ``etag``, as the app set it or as Flask-Compress sent it with an answer it compressed.

    A ``*`` names no ETag in particular: the caller decides what it means.
    """
    compressions = {*compress.enabled_algorithms, *compress.streaming_algorithms}
    return tags.contains(etag) or any(tags.contains(f"{etag}:{name}") for name in compressions)


def in_words(etag: str) -> str:
    """The ETag ``etag`` of an answer that says things in the page's language (the seats'
    cross-checks): another language, another answer."""
    return f"{etag}.{page_language()}"


def unchanged(etag: str) -> Response:
    """304: what the client holds is the answer tagged ``etag``; nothing more is read."""
    response = make_response("", 304)
    response.set_etag(etag)
    response.cache_control.no_cache = True
    return response
