"""The app's cache in a process's memory, bounded by the bytes it holds as well as by entries.

Flask-Caching's ``SimpleCache`` keeps at most ``CACHE_THRESHOLD`` entries, whatever their size:
a table's records or a page of its games can take megabytes each, so a process could keep
gigabytes. This is the same cache (values are pickled as they are kept, so each one's size is
known) that also drops its oldest entries while it holds more than ``CACHE_MAX_BYTES`` (config),
and does not keep a value larger than an eighth of that at all. Chosen with
``CACHE_TYPE = "scorekeeper.web.sized_cache.SizedCache"`` (scorekeeper/config.py).
"""

from __future__ import annotations

from typing import Any

from flask import Flask
from flask_caching.backends.simplecache import SimpleCache

LARGEST_SHARE = 8
"""A value may take at most 1/LARGEST_SHARE of the bytes: one read never empties the cache."""


Entry = tuple[float, bytes]
"""An entry as ``SimpleCache`` keeps it: when it expires, and its value pickled."""


class _Entries(dict[str, Entry]):
    """The cache's entries, with the bytes of their pickled values counted as entries come
    and go (``SimpleCache`` sets, pops and clears them), so that checking the bound costs
    nothing: summing a thousand entries on every check took about 0.15 ms, twice for each
    value kept, and once more for each entry dropped."""

    def __init__(self) -> None:
        super().__init__()
        self.bytes = 0

    def __setitem__(self, key: str, entry: Entry) -> None:
        self.pop(key, None)
        super().__setitem__(key, entry)
        self.bytes += len(entry[1])

    def __delitem__(self, key: str) -> None:
        self.bytes -= len(self[key][1])
        super().__delitem__(key)

    def pop(self, key: str, *default: Any) -> Any:  # the signature of dict.pop
        if key not in self:
            return super().pop(key, *default)
        entry = super().pop(key)
        self.bytes -= len(entry[1])
        return entry

    def clear(self) -> None:
        super().clear()
        self.bytes = 0


class SizedCache(SimpleCache):
    """``SimpleCache`` holding at most ``max_bytes`` bytes of pickled values.

    :param max_bytes: the most bytes its values may take together (bytes, pickled).
    """

    def __init__(self, max_bytes: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._cache: _Entries = _Entries()
        self.max_bytes = max_bytes

    @classmethod
    def factory(
        cls, app: Flask, config: dict[str, Any], args: list[Any], kwargs: dict[str, Any]
    ) -> SizedCache:
        kwargs.update(threshold=config["CACHE_THRESHOLD"], max_bytes=config["CACHE_MAX_BYTES"])
        return cls(*args, **kwargs)

    def held_bytes(self) -> int:
        """The bytes its values take now (pickled)."""
        return self._cache.bytes

    def set(self, key: str, value: Any, timeout: Any = None) -> bool:
        """Keep ``value`` under ``key``, then drop the oldest entries while over a bound; a
        value too large to keep, or that cannot be pickled, is not kept (and an older one under
        ``key`` is dropped).

        :returns: whether it was kept.
        """
        dumped = self.serializer.dumps(value)
        with self._lock:
            if dumped is None or len(dumped) > self.max_bytes // LARGEST_SHARE:
                self._cache.pop(key, None)
                return False
            self._cache[key] = (self._normalize_timeout(timeout), dumped)
            self._prune()
            return True

    def add(self, key: str, value: Any, timeout: Any = None) -> bool:
        with self._lock:
            return not self.has(key) and self.set(key, value, timeout)

    def _over_threshold(self) -> bool:
        return super()._over_threshold() or self.held_bytes() > self.max_bytes
