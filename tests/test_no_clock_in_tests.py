"""No test measures time (issue 55): a test that asserts on wall-clock or CPU seconds passes on a
quiet machine and fails on CI's busy 2-core one. What such a test stood for is checked by what
does not depend on the machine (bytes, rows read, statements run, games summed, the order of
events); the seconds are measured by the scripts in ``benchmarks/``, whose figures are in its
README.

So no test reads a clock that measures how long something took: ``time.monotonic``,
``time.perf_counter``, ``time.process_time``, ``time.thread_time`` (and their ``_ns`` forms),
``time.time()``, nor a page's ``performance.now()``. A test may still set a page's clock
(Playwright's ``page.clock``), make dates, wait for what a page shows, or sleep."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CLOCKS = {
    name + suffix
    for name in ("monotonic", "perf_counter", "process_time", "thread_time", "time")
    for suffix in ("", "_ns")
}
"""The ``time`` module's clocks that tell how long something took."""

PAGE_CLOCK = re.compile(r"performance\s*\.\s*now\s*\(")
"""A page's own stopwatch, read by a script a test runs in the browser."""


def clock_reads(source: str) -> list[str]:
    """Where ``source`` (a Python file) reads a clock that measures time: each as
    ``line N: what``, in the order of the lines."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module == "time":
            found += [
                (node.lineno, f"from time import {alias.name}")
                for alias in node.names
                if alias.name in CLOCKS
            ]
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in CLOCKS
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id == "time"
        ):
            found.append((node.lineno, f"time.{node.func.attr}()"))
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and PAGE_CLOCK.search(node.value)
        ):
            found.append((node.lineno, "performance.now() in a page's script"))
    return [f"line {line}: {what}" for line, what in sorted(found)]


def test_no_test_reads_a_clock_to_measure_time() -> None:
    this = Path(__file__).resolve()
    files = [path for path in sorted((ROOT / "tests").rglob("*.py")) if path != this]
    assert len(files) > 100
    reads = {
        str(path.relative_to(ROOT)): found
        for path in files
        if (found := clock_reads(path.read_text()))
    }
    assert reads == {}


def test_the_search_finds_each_way_of_reading_a_clock() -> None:
    source = "\n".join(
        [
            "import time",
            "from time import perf_counter_ns, sleep",
            "started = time.monotonic()",
            "cpu = time.process_time()",
            "now = time.time()",
            "page.evaluate('() => performance.now()')",
            "time.sleep(1)",  # waiting is not measuring
            "page.clock.set_system_time(when)",  # nor is setting a page's clock
        ]
    )
    assert clock_reads(source) == [
        "line 2: from time import perf_counter_ns",
        "line 3: time.monotonic()",
        "line 4: time.process_time()",
        "line 5: time.time()",
        "line 6: performance.now() in a page's script",
    ]
