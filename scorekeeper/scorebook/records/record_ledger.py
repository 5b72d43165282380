"""A table's games kept as runs of about :data:`BLOCK` games (in the order they were started),
each with its :class:`~.record_parts.Part` of the records, in the app's cache: the first read
of a table's records after one of its games changed reads that game alone, sums again the part
of its run, and joins the parts (a few milliseconds at 10,000 games, where summing every game
again took most of a second).

What is kept for a table's games (as filtered, with its names made one person) is a
:class:`Ledger`: each game's version as it was read, and each run's games and part; each run's
games, as :class:`~.record_parts.GameLine`, are kept apart under a key of their own that is
never used again once the run changes, so that two requests bringing the ledger up to date at
once each keep a whole one. A ledger or a run dropped from the cache is read again from the
database. Which games changed is found by comparing the versions (every change of what a game
shows makes its next version; a game deleted or moved away is gone; one moved in is new).
"""

from __future__ import annotations

import uuid
from array import array
from bisect import bisect_right
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, case

from scorekeeper.extensions import cache, db
from scorekeeper.models import Game, Player

from ..changes.people import people_stamp
from ..scores.tally import current_engine_version
from .record_parts import GameLine, Part, SeatLine, joined, part_of
from .table_games import TableGames
from .turns import let_others_run

BLOCK = 256
"""Games of a run as first cut; a run that grows to twice as many is cut in two."""
MOST_CHANGED = 1000
"""Changed games past which the ledger is read again whole rather than run by run."""


@dataclass(frozen=True)
class Run:
    """Games one after another: the cache key of their lines, the order of the first, their
    ids, and their part of the records."""

    key: str
    first: tuple[datetime, int]
    ids: array[int]
    part: Part


@dataclass(frozen=True)
class Ledger:
    """A table's games as kept: the stamp of the games it was brought up to date with
    (``TableGames.stamp``: count, newest id, latest change, sum of versions), each game's
    version as read (as new as the stamp, or newer; as two arrays, game ids and versions,
    which the cache keeps as bytes), the runs, and their parts joined."""

    stamp: tuple[Any, ...]
    ids: array[int]
    versions: array[int]
    runs: tuple[Run, ...]
    whole: Part

    def version_of(self) -> dict[int, int]:
        """Each game's version as read, by game id."""
        return dict(zip(self.ids, self.versions, strict=True))


def summed_part(games: TableGames) -> Part:
    """The records' part of every game of ``games`` (each name made one person at their
    table counting as that person), brought up to date with the games' versions."""
    people = dict(people_stamp(games.owner)) if isinstance(games.owner, int) else {}
    wanted = (games.owner, games.wanted, sorted(people.items()))
    key = f"record-ledger {wanted!r} {current_engine_version()}"
    whole: tuple[tuple[Any, ...], Part] | None = cache.get(f"{key} whole")
    if whole is not None and whole[0] == games.stamp:  # the records read it more than once
        return whole[1]
    kept: Ledger | None = cache.get(key)
    ledger = _read(games, people) if kept is None else _brought_up_to_date(kept, games, people)
    if ledger is not kept:
        cache.set(key, ledger)
    cache.set(f"{key} whole", (ledger.stamp, ledger.whole))
    return ledger.whole


def _read(games: TableGames, people: Mapping[str, str]) -> Ledger:
    """Every game of ``games`` read and cut into runs, a run at a time (the other requests
    having their turn before each: see :mod:`.turns`)."""
    ordered = games.query.with_only_columns(Game.id).order_by(Game.created_at, Game.id)
    ids = db.session.execute(ordered).scalars().all()
    runs = []
    versions: dict[int, int] = {}
    for start in range(0, len(ids), BLOCK):
        let_others_run()
        lines = sorted(
            _lines(Game.id.in_(ids[start : start + BLOCK])).values(), key=lambda line: line.order
        )
        if lines:
            runs.append(_run(lines, people))
            versions |= {line.id: line.version for line in lines}
    return _ledger(games.stamp, versions, runs)


def _brought_up_to_date(ledger: Ledger, games: TableGames, people: Mapping[str, str]) -> Ledger:
    """``ledger`` with each game changed, added or gone since it was kept read again in its
    run (``ledger`` itself where none is).

    The games changed since the latest change the ledger holds are found on their own; only
    where the versions then do not add up to the games' stamp (a game deleted, or moved in or
    away) are all the games' versions compared."""
    if ledger.stamp == games.stamp:
        return ledger
    let_others_run()
    query = games.query.with_only_columns(Game.id, Game.version).order_by(None)
    since = query.where(Game.changed_at >= ledger.stamp[2]) if ledger.stamp[2] else query
    was = ledger.version_of()
    now = was | {game_id: version for game_id, version in db.session.execute(since)}
    count, _, _, versions = games.stamp
    if len(now) != count or sum(now.values()) != versions:
        now = {game_id: version for game_id, version in db.session.execute(query)}
    gone = was.keys() - now.keys()
    changed = [game_id for game_id, version in now.items() if was.get(game_id) != version]
    if not gone and not changed:
        return replace(ledger, stamp=games.stamp)
    if len(changed) > MOST_CHANGED:
        return _read(games, people)
    fresh = _lines(Game.id.in_(changed)) if changed else {}
    leaving = gone | set(changed)
    runs = list(ledger.runs)
    touched: dict[int, dict[int, GameLine]] = {}
    for place, run in enumerate(runs):
        if not leaving.isdisjoint(run.ids):
            touched[place] = _run_lines(run)
            for game_id in leaving.intersection(run.ids):
                touched[place].pop(game_id, None)
    firsts = [run.first for run in runs]
    for line in fresh.values():
        place = max(bisect_right(firsts, line.order) - 1, 0)
        if not runs:
            runs.append(Run("", line.order, array("q"), Part()))
        if place not in touched:
            touched[place] = _run_lines(runs[place])
        touched[place][line.id] = line
    cut: list[Run] = []
    for place, run in enumerate(runs):
        if place not in touched:
            cut.append(run)
            continue
        cache.delete(run.key)
        lines = sorted(touched[place].values(), key=lambda line: line.order)
        size = -(-len(lines) // 2) if len(lines) >= 2 * BLOCK else BLOCK * 2
        cut += [_run(lines[start : start + size], people) for start in range(0, len(lines), size)]
    versions = {game_id: was[game_id] for game_id in was.keys() - leaving}
    versions |= {line.id: line.version for line in fresh.values()}
    return _ledger(games.stamp, versions, cut)


def _ledger(stamp: tuple[Any, ...], versions: dict[int, int], runs: list[Run]) -> Ledger:
    whole = joined([run.part for run in runs])
    ids = array("q", versions.keys())
    return Ledger(stamp, ids, array("q", versions.values()), tuple(runs), whole)


def _run(lines: list[GameLine], people: Mapping[str, str]) -> Run:
    """A run of ``lines`` (in order), its lines kept under a key of its own."""
    key = f"record-run {uuid.uuid4().hex}"
    cache.set(key, lines)
    ids = array("q", (line.id for line in lines))
    return Run(key, lines[0].order, ids, part_of(lines, people))


def _run_lines(run: Run) -> dict[int, GameLine]:
    """The games of ``run`` by id, as kept, or read again where the cache dropped them."""
    kept: list[GameLine] | None = cache.get(run.key) if run.key else []
    if kept is None:
        return _lines(Game.id.in_(list(run.ids)))
    return {line.id: line for line in kept}


def _lowest() -> ColumnElement[bool]:
    """Whether a game's stored rules say its lowest total wins."""
    return case((Game.rules["winner"].as_string() == "lowest", True), else_=False)


def _lines(which: ColumnElement[bool]) -> dict[int, GameLine]:
    """The games ``which`` lets through, by id, each with its players' stored numbers in
    seating order (a game without players has none)."""
    query = (
        db.select(
            Game.id,
            Game.version,
            Game.variant,
            _lowest(),
            Game.created_at,
            Game.view_id,
            Game.finished,
            Game.deal_count,
            Game.rules["teams"].as_integer(),
            Player.name_key,
            Player.name,
            Player.seat,
            Player.won,
            Player.total,
            Player.best_deal,
            Player.best_deal_number,
            Player.lowest_deal,
            Player.lowest_deal_number,
            Player.below_highest,
            Player.above_lowest,
            Player.went_out,
            Player.hand_points,
            Player.colour,
            Player.avatar,
        )
        .outerjoin(Player, Player.game_id == Game.id)
        .where(which)
        .order_by(Game.id, Player.seat)
    )
    return _grouped(db.session.execute(query))


def _grouped(rows: Iterable[Any]) -> dict[int, GameLine]:
    """The rows of :func:`_lines` as games. Equal words (names, colours, presets) are made one
    string, which the cache then keeps once a run (a quarter fewer bytes at 10,000 games)."""
    found: dict[int, GameLine] = {}
    seats: dict[int, list[SeatLine]] = {}
    words: dict[str, str] = {}
    for row in rows:
        game_id = row[0]
        if game_id not in found:
            found[game_id] = GameLine._make((*row[:9], ()))
            seats[game_id] = []
        if row[9] is not None:
            key, name, *numbers, colour, avatar = row[9:]
            key, name, colour = (words.setdefault(word, word) for word in (key, name, colour))
            seats[game_id].append(SeatLine._make((key, name, *numbers, colour, avatar)))
    return {
        game_id: line._replace(
            variant=words.setdefault(line.variant, line.variant),
            lowest=bool(line.lowest),
            finished=bool(line.finished),
            seats=tuple(seats[game_id]),
        )
        for game_id, line in found.items()
    }
