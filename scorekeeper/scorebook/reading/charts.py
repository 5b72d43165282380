"""Charts drawn on the server as SVG: where each line, bar and tick goes.

The numbers come from the engine (running totals, standings); this module only places them on
a drawing of :data:`WIDTH` by a height, in SVG user units. The templates
``games/_totals_chart.html`` and ``tables/_wins_chart.html`` draw what it places.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

WIDTH = 340
"""The width of every chart's drawing (its viewBox); it is scaled to the page's width."""
SERIES = 8
"""Line and bar styles (dash, marker) before they repeat: one per seat. Each line and bar is
drawn in its player's colour (``scorebook.changes.people.COLOURS``), else the style's own."""
MARKS = 12
"""The most markers a line carries: on a longer game every so many deals are marked (and the
last), so that 300 deals draw a line, not a band of markers."""
LABEL_CHARACTER = 7.2
"""About the width of one character of a tick's label (12 px tabular digits), in SVG units."""
TARGET_IN_VIEW = 0.5
"""How near the target the best total must come (a share of the target) for the running
totals chart to reach up to it: earlier, the scale follows the scores alone."""


@dataclass(frozen=True)
class Tick:
    """A labelled grid line: ``value`` in points at ``at`` on the chart's axis."""

    value: int
    at: float


@dataclass(frozen=True)
class Line:
    """One player's running total after each deal (in partnerships one team's, named by its
    players), as points of the drawing (deal 0 first)."""

    name: str
    style: int
    colour: str | None
    """The player's colour (a key of ``scorebook.changes.people.COLOURS``), ``None``: the
    style's."""
    points: tuple[tuple[float, float], ...]
    marks: tuple[tuple[float, float], ...]
    """Where the line's markers go: after every deal, or every so many deals (:data:`MARKS`)."""

    @property
    def path(self) -> str:
        """The line as an SVG ``points`` attribute."""
        return " ".join(f"{x},{y}" for x, y in self.points)


@dataclass(frozen=True)
class LineChart:
    """Running totals, one line per player (or team), with the target drawn across."""

    height: float
    left: float
    right: float
    top: float
    bottom: float
    lines: tuple[Line, ...]
    y_ticks: tuple[Tick, ...]
    x_ticks: tuple[Tick, ...]
    target: Tick | None


@dataclass(frozen=True)
class Bar:
    """One player's bar: ``count`` drawn ``length`` long, on the row whose top is ``y``."""

    name: str
    style: int
    colour: str | None
    """The player's colour (a key of ``scorebook.changes.people.COLOURS``), ``None``: the
    style's."""
    count: int
    y: float
    length: float


@dataclass(frozen=True)
class BarChart:
    """Counts per player (games won), one horizontal bar each."""

    height: float
    left: float
    right: float
    row: float
    bars: tuple[Bar, ...]


def nice_step(span: float, ticks: int = 6) -> int:
    """A round step (1, 2 or 5 times a power of ten) giving at most ``ticks`` steps over ``span``.

    >>> nice_step(5000), nice_step(315), nice_step(0)
    (1000, 100, 1)
    """
    rough = max(span / ticks, 1)
    power = 1
    while power * 10 <= rough:
        power *= 10
    for factor in (1, 2, 5, 10):
        if power * factor >= rough:
            return power * factor
    return power * 10  # pragma: no cover  (the loop always returns)


def running_totals_chart(
    names: Sequence[str],
    totals: Sequence[Sequence[int]],
    target: int | None,
    colours: Sequence[str | None] = (),
    start: Sequence[int] = (),
) -> LineChart:
    """Place the running totals: ``totals[d][p]`` is player ``p``'s total after deal ``d + 1``;
    each line in the player's colour of ``colours`` (by seat), if given. In partnerships the
    "players" are the teams: their names, their totals (the engine's ``team_totals``) and a
    colour each.

    Every line starts before the first deal at its ``start`` (by seat: the points of a game
    resumed from paper), else at 0. The vertical axis follows the scores: it runs
    from the lowest total (or 0) to the highest, in round steps, and reaches up to the target
    only once the best total is within :data:`TARGET_IN_VIEW` of it; the target line is drawn
    when it is on the chart (``target`` then set). A game without a target (``None``: a fixed
    number of deals, or stakes) draws none.

    >>> chart = running_totals_chart(["Ann", "Bob"], [[100, -20], [300, 40]], 500)
    >>> [tick.value for tick in chart.y_ticks]
    [-100, 0, 100, 200, 300, 400, 500]
    >>> chart.lines[0].points[0] == (chart.left, chart.y_ticks[1].at)
    True
    >>> early = running_totals_chart(["Ann", "Bob"], [[120, 45]], 5000)  # far from 5,000
    >>> [tick.value for tick in early.y_ticks], early.target
    ([0, 20, 40, 60, 80, 100, 120], None)
    >>> running_totals_chart(["Ann", "Bob"], [[2, -2]], None).target is None  # Tonk: stakes
    True
    >>> resumed = running_totals_chart(["Ann", "Bob"], [[1230, 790]], 1500, start=(1200, 800))
    >>> resumed.lines[0].points[0][1] < resumed.lines[1].points[0][1]  # Ann starts higher
    True

    A line of 300 deals carries a marker every 25 deals, the last included, and the axis moves
    right to make room for "10,000":

    >>> long = running_totals_chart(["Ann"], [[deal * 33] for deal in range(1, 301)], None)
    >>> len(long.lines[0].marks), long.lines[0].marks[-1] == long.lines[0].points[-1]
    (12, True)
    >>> long.y_ticks[-1].value, long.left, chart.left
    (10000, 51.2, 36.8)
    """
    height, right, top, bottom = 220.0, WIDTH - 14.0, 12.0, 190.0
    before = tuple(start) or (0,) * len(names)
    values = [*before, *(value for row in totals for value in row)]
    highest = max([*values, 0])
    if target is not None and highest >= target * (1 - TARGET_IN_VIEW):
        highest = max(highest, target)
    step = nice_step(highest - min([*values, 0]))
    low = (min([*values, 0]) // step) * step
    high = -(-highest // step) * step
    span = max(high - low, 1)
    widest = max(len(f"{value:,}") for value in (low, high))
    left = round(8 + LABEL_CHARACTER * widest, 1)  # the longest label fits left of the axis

    def y(value: int) -> float:
        return round(bottom - (value - low) * (bottom - top) / span, 1)

    deals = len(totals)

    def x(deal: int) -> float:
        return round(left + deal * (right - left) / max(deals, 1), 1)

    every = -(-deals // MARKS)  # deals between two markers
    marked = [deal for deal in range(1, deals + 1) if deal % every == 0 or deal == deals]

    def line(seat: int, name: str) -> Line:
        first = (x(0), y(before[seat]))
        points = (first, *((x(deal), y(row[seat])) for deal, row in enumerate(totals, 1)))
        colour = colours[seat] if seat < len(colours) else None
        return Line(name, seat % SERIES, colour, points, tuple(points[deal] for deal in marked))

    lines = tuple(line(seat, name) for seat, name in enumerate(names))
    x_step = nice_step(deals, 6)
    return LineChart(
        height=height,
        left=left,
        right=right,
        top=top,
        bottom=bottom,
        lines=lines,
        y_ticks=tuple(Tick(value, y(value)) for value in range(low, high + 1, step)),
        x_ticks=tuple(Tick(deal, x(deal)) for deal in range(0, deals + 1, x_step)),
        target=None if target is None or target > high else Tick(target, y(target)),
    )


def count_chart(
    names: Sequence[str], counts: Sequence[int], colours: Sequence[str | None] = ()
) -> BarChart:
    """Place one horizontal bar per player, as long as their count (the longest fills the row),
    each in the player's colour of ``colours``, if given.

    >>> chart = count_chart(["Ann", "Bob"], [2, 1])
    >>> full = chart.right - chart.left
    >>> [bar.length for bar in chart.bars] == [full, full / 2]
    True
    """
    left, right, row = 96.0, WIDTH - 40.0, 32.0
    most = max([*counts, 1])
    bars = tuple(
        Bar(
            name,
            seat % SERIES,
            colours[seat] if seat < len(colours) else None,
            count,
            seat * row,
            count * (right - left) / most,
        )
        for seat, (name, count) in enumerate(zip(names, counts, strict=True))
    )
    return BarChart(height=max(len(bars), 1) * row, left=left, right=right, row=row, bars=bars)
