"""The ETags a client sends back in ``If-Match`` and ``If-None-Match``, compressed or not.

Flask-Compress gives a compressed answer's strong ETag the name of its compression: the ETag
``"4"`` is sent as ``"4:gzip"`` (``"4:br"``, ``"4:zstd"``, ...), and a client that accepts
compression (browsers, ``requests``, ``curl --compressed``) sends that form back. Either form
names the same state.
"""

from __future__ import annotations

from werkzeug.datastructures import ETags

from scorekeeper.extensions import compress


def names_etag(tags: ETags, etag: str) -> bool:
    """Whether ``tags`` (a request's ``If-Match`` or ``If-None-Match``) names the strong ETag
    ``etag``, as the app set it or as Flask-Compress sent it with an answer it compressed.

    A ``*`` names no ETag in particular: the caller decides what it means.
    """
    compressions = {*compress.enabled_algorithms, *compress.streaming_algorithms}
    return tags.contains(etag) or any(tags.contains(f"{etag}:{name}") for name in compressions)
