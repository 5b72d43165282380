"""What a process keeps in memory is bounded in bytes, not only in entries (issue 24, item 4):
a table's records entry reached 3.2 MB at 3,000 games, and 1,000 such entries were allowed."""

from __future__ import annotations

import pickle
from pathlib import Path

from flask import Flask
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.config import KEPT_BYTES
from scorekeeper.extensions import cache
from scorekeeper.scorebook.scores.kept import kept
from scorekeeper.web.sized_cache import LARGEST_SHARE, SizedCache
from tests.apps import make_app

BOUND = 8_000


def a_cache(threshold: int = 1000) -> SizedCache:
    return SizedCache(max_bytes=BOUND, threshold=threshold, default_timeout=3600)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 30), st.integers(0, 900)), max_size=80))
def test_the_bytes_kept_never_pass_the_bound_and_the_newest_is_kept(
    sets: list[tuple[int, int]],
) -> None:
    """Any run of values kept under any keys: the pickled values never take more than the
    bound together, and each value small enough is readable right after it was kept."""
    kept_here = a_cache()
    for key, size in sets:
        value = "x" * size
        assert kept_here.set(str(key), value) is True  # pickled, under 1/8 of 8,000 bytes
        assert kept_here.get(str(key)) == value
        assert kept_here.held_bytes() <= BOUND


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["set", "add", "delete", "clear"]),
            st.integers(0, 12),
            st.integers(0, 1500),
        ),
        max_size=60,
    )
)
def test_the_bytes_counted_are_the_bytes_held(steps: list[tuple[str, int, int]]) -> None:
    """The bytes the cache counts as values come and go (kept, replaced, too large, dropped
    to stay in its bounds of bytes and of entries, deleted, cleared) are always those of the
    values it holds."""
    kept_here = a_cache(threshold=6)
    for action, key, size in steps:
        if action == "set":
            kept_here.set(str(key), "x" * size)
        elif action == "add":
            kept_here.add(str(key), "y" * size)
        elif action == "delete":
            kept_here.delete(str(key))
        else:
            kept_here.clear()
        held = sum(len(value) for _, value in kept_here._cache.values())
        assert kept_here.held_bytes() == held <= BOUND


def test_the_oldest_go_first() -> None:
    kept_here = a_cache()
    for key in range(10):
        kept_here.set(str(key), "x" * 900)
    assert kept_here.held_bytes() <= BOUND
    still = [key for key in range(10) if kept_here.get(str(key)) is not None]
    assert still[0] > 0 and still == list(range(still[0], 10))


def test_a_value_too_large_is_not_kept_and_takes_the_old_one_with_it() -> None:
    kept_here = a_cache()
    kept_here.set("records", "small")
    assert kept_here.set("records", "x" * (BOUND // LARGEST_SHARE)) is False
    assert kept_here.get("records") is None
    assert kept_here.held_bytes() == 0


class Unpicklable:
    def __reduce__(self) -> str:
        raise pickle.PicklingError("not for pickling")


def test_a_value_that_cannot_be_pickled_is_not_kept_and_takes_the_old_one_with_it() -> None:
    kept_here = a_cache()
    kept_here.set("records", "small")
    assert kept_here.set("records", Unpicklable()) is False
    assert kept_here.get("records") is None
    assert kept_here.held_bytes() == 0


def test_the_entries_stay_bounded_too() -> None:
    kept_here = a_cache(threshold=5)
    for key in range(20):
        kept_here.set(str(key), key)
    assert len(kept_here._cache) <= 5
    assert kept_here.get("19") == 19


def test_add_keeps_only_what_is_not_there() -> None:
    kept_here = a_cache()
    assert kept_here.add("a", 1) is True
    assert kept_here.add("a", 2) is False
    assert kept_here.get("a") == 1


def test_the_app_keeps_its_numbers_in_the_bounded_cache(app: Flask) -> None:
    with app.app_context():
        assert isinstance(cache.cache, SizedCache)
        assert cache.cache.max_bytes == KEPT_BYTES


def test_a_draw_too_large_to_keep_is_drawn_again_and_answered_all_the_same(
    tmp_path: Path,
) -> None:
    small = make_app(tmp_path / "small.sqlite3", CACHE_MAX_BYTES=80_000)
    draws: list[int] = []

    def draw() -> str:
        draws.append(1)
        return "a page " * 2_000  # 14 KB: more than 1/8 of 80 KB

    with small.app_context():
        assert kept("table-page 1", draw) == kept("table-page 1", draw)
        assert len(draws) == 2
        assert cache.cache.held_bytes() == 0
        assert kept("table-page 2", lambda: "short") == "short"
        assert cache.cache.held_bytes() > 0
