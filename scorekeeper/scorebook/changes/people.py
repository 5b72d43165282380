"""The people at the table: each player's colour and avatar, chosen once and kept for the
table, and a table's names that are one person (``Ann`` is ``Anna``).

A colour is one of :data:`COLOURS`, by its key; how each looks in the light and the dark
colour scheme is the stylesheet's (``static/css/app.css``: ``.colour-<key>``), each chosen so
that it passes WCAG AA as used. An avatar is one emoji or one or two letters; a player without
one shows the first letter of their name (:func:`initial`). A new game takes each name's look
from the table's last game with that name (:func:`kept_looks`), else the first colour no one
else has, in seating order (:func:`chosen_looks`).

Two names at a table may be one person (:func:`same_person`, undone by
:func:`two_people_again`): the table's records count the one as the other, by mapping each
player's name key to its person's (:func:`people_stamp`, read by ``record_parts.part_of``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from sqlalchemy import func
from sqlalchemy.exc import IntegrityError

from scorekeeper.extensions import db
from scorekeeper.models import Game, Player, SamePerson, Table
from scorekeeper.rules.problems import Problem, ProblemError

from ..names import name_problem, normal_name
from ..writing import change, write_transaction

COLOURS = (
    "blue",
    "orange",
    "green",
    "purple",
    "red",
    "teal",
    "pink",
    "olive",
    "brown",
    "indigo",
    "magenta",
    "grey",
)
"""The players' colours, by key, in the order a new game's seats are given them."""
MOST_LETTERS = 2
"""An avatar of letters has one or two."""
MAX_AVATAR = 16
"""The most characters (code points) an avatar may hold: an emoji built of several (a family,
a flag) fits."""
KEYCAP = "\u20e3"
VARIATION_SELECTORS = frozenset("\ufe0e\ufe0f")
SKIN_TONES = range(0x1F3FB, 0x1F400)
REGIONAL_INDICATORS = range(0x1F1E6, 0x1F200)


class LookError(ProblemError):
    """A colour not in :data:`COLOURS` (``game.player_colour_unknown``) or an avatar that is
    neither one emoji nor one or two letters (``game.player_avatar_refused``)."""


@dataclass(frozen=True)
class Look:
    """How a player is shown: ``colour`` (a key of :data:`COLOURS`) and ``avatar`` (one emoji
    or one or two letters; ``None``: the name's initial)."""

    colour: str
    avatar: str | None = None

    def shown(self, name: str) -> str:
        """The avatar shown for ``name``: this one, else the name's :func:`initial`."""
        return self.avatar or initial(name)


def initial(name: str) -> str:
    """The avatar of a player who chose none: the name's first character, in capitals.

    >>> initial("anna"), initial("\\u0142ucja")
    ('A', 'Ł')
    """
    return name[:1].upper()


def avatar_shown(player: Player) -> str:
    """The avatar a player is shown with: their own, else their name's :func:`initial`."""
    return Look(player.colour, player.avatar).shown(player.name)


def verified_avatar(text: str | None) -> str | None:
    """``text`` as an avatar is stored: ``None`` when empty (the name's initial is shown).

    :raises LookError: unless it is one emoji (a family or a flag included) or one or two
        letters.

    >>> verified_avatar(" Jo "), verified_avatar(""), verified_avatar("\\U0001f98a")
    ('Jo', None, '🦊')
    """
    avatar = normal_name(text or "")
    if not avatar:
        return None
    if (
        len(avatar) > MAX_AVATAR
        or name_problem(avatar)
        or not (_letters(avatar) or _one_emoji(avatar))
    ):
        raise LookError(Problem("game.player_avatar_refused", {"avatar": avatar}, ("avatar",)))
    return avatar


def verified_colour(colour: str) -> str:
    """:raises LookError: unless ``colour`` is a key of :data:`COLOURS`."""
    if colour not in COLOURS:
        raise LookError(Problem("game.player_colour_unknown", {"colour": colour}, ("colour",)))
    return colour


def _letters(text: str) -> bool:
    """One or two letters (each with its accents)."""
    letters = [char for char in text if unicodedata.category(char) != "Mn"]
    return len(letters) <= MOST_LETTERS and all(char.isalpha() for char in letters)


def _one_emoji(text: str) -> bool:
    """One emoji: a symbol (or a keycap's digit), then only what builds it further (skin
    tones, variation selectors, a keycap, tags, a second regional indicator, or a zero-width
    joiner and another symbol)."""
    first, rest = text[0], text[1:]
    if ord(first) in REGIONAL_INDICATORS:
        return len(rest) == 1 and ord(rest) in REGIONAL_INDICATORS
    if first in "0123456789#*":
        return rest in (KEYCAP, "\ufe0f" + KEYCAP)
    if unicodedata.category(first) != "So":
        return False
    joined = False
    for char in rest:
        if joined:
            if unicodedata.category(char) != "So":
                return False
            joined = False
        elif char == "\u200d":
            joined = True
        elif not (
            char in VARIATION_SELECTORS or ord(char) in SKIN_TONES or 0xE0020 <= ord(char) < 0xE0080
        ):
            return False
    return not joined


def kept_looks(table: Table | None) -> dict[str, Look]:
    """Each name's look in the table's last game with that name, by name key (casefolded);
    none for a game at no table. The database picks each name's last game (one row a name
    read, not one a game)."""
    if table is None:
        return {}
    newest = func.row_number().over(
        partition_by=Player.name_key, order_by=(Game.created_at.desc(), Game.id.desc())
    )
    ranked = (
        db.select(Player.name_key, Player.colour, Player.avatar, newest.label("place"))
        .join(Game, Player.game_id == Game.id)
        .where(Game.table_id == table.id)
        .subquery()
    )
    rows = db.session.execute(
        db.select(ranked.c.name_key, ranked.c.colour, ranked.c.avatar).where(ranked.c.place == 1)
    )
    return {key: Look(colour, avatar) for key, colour, avatar in rows}


def chosen_looks(
    names: Sequence[str], asked: Sequence[Look | None], kept: Mapping[str, Look]
) -> list[Look]:
    """Each player's look, in seating order: the one ``asked`` for the seat, else the one
    ``kept`` for the name (by casefolded name), else the first colour of :data:`COLOURS` that no
    earlier look has (the initial as avatar).

    >>> [look.colour for look in chosen_looks(["Ann", "Bob"], [None, None], {})]
    ['blue', 'orange']
    >>> chosen_looks(["Ann", "Bob"], [None], {"ann": Look("orange", "A")})[1].colour
    'blue'
    """
    looks = [
        seat_asked or kept.get(name.casefold())
        for name, seat_asked in zip(names, [*asked, *[None] * len(names)], strict=False)
    ]
    taken = {look.colour for look in looks if look is not None}
    free = [colour for colour in COLOURS if colour not in taken] or list(COLOURS)
    chosen: list[Look] = []
    for look in looks:
        if look is None:
            look = Look(free.pop(0) if free else COLOURS[len(chosen) % len(COLOURS)])
        chosen.append(look)
    return chosen


def seated_players(
    names: Sequence[str], looks: Sequence[Look], starting: Sequence[int]
) -> list[Player]:
    """A new game's players in seating order, each with their look and their points before
    the first deal (``starting``, a game resumed from paper; their total until a deal). As many
    as the shortest of the three: an imported archive's starting scores are counted against
    its players after (``verify_starting``), never here, where a mismatch would be a crash."""
    return [
        Player(
            seat=seat,
            name=name,
            colour=look.colour,
            avatar=look.avatar,
            starting_score=points,
            total=points,
        )
        for seat, (name, look, points) in enumerate(zip(names, looks, starting, strict=False))
    ]


def change_look(game: Game, seat: int, look: Look) -> None:
    """Give the player at ``seat`` of ``game`` the colour and avatar of ``look`` (checked with
    :func:`verified_colour` and :func:`verified_avatar`), as the game's next version.

    :raises LookError: for a colour or avatar refused; nothing is stored.
    :raises LookupError: for a seat the game has not.
    :raises StaleGameError: if another request changed the game meanwhile.
    """
    colour, avatar = verified_colour(look.colour), verified_avatar(look.avatar)
    if not 0 <= seat < len(game.players):
        raise LookupError(seat)

    def plan() -> Callable[[], None]:
        def write() -> None:
            player = game.players[seat]
            player.colour, player.avatar = colour, avatar

        return write

    change(game, plan)


class SamePersonError(ProblemError):
    """Two names that cannot be made one person: ``table.person_unknown`` (a name no one played
    under at the table), ``table.person_same_name`` (a name and itself) or
    ``table.person_merged`` (a name already counted as another)."""


def people_stamp(table_id: int) -> tuple[tuple[str, str], ...]:
    """The table's names made one person, as pairs of name key and person key: what a
    table's records are summed under besides its games."""
    rows = db.session.execute(
        db.select(SamePerson.name_key, SamePerson.person_key)
        .where(SamePerson.table_id == table_id)
        .order_by(SamePerson.name_key)
    )
    return tuple((name, person) for name, person in rows)


def same_people(table: Table) -> list[SamePerson]:
    """The table's names made one person, the latest first."""
    query = db.select(SamePerson).where(SamePerson.table_id == table.id)
    return list(db.session.execute(query.order_by(SamePerson.id.desc())).scalars())


def same_person(table: Table, name: str, person: str, names: Sequence[str]) -> SamePerson:
    """Count ``name`` as ``person`` in the table's records from now on (``Ann`` is ``Anna``):
    both among ``names``, the names played under at the table. Names already made one with
    ``name`` go with it to ``person``; a ``person`` who is another's name counts as that one.

    :raises SamePersonError: for a name not among ``names``, a name and itself, or a ``name``
        already counted as another person (undo that first; also when another request made it
        one with someone meanwhile).
    """
    keys = {known.casefold(): known for known in names}
    for field, given in (("name", name), ("person", person)):
        if given.casefold() not in keys:
            problem = Problem("table.person_unknown", {"name": given}, (field,))
            raise SamePersonError(problem)
    merged = dict(people_stamp(table.id))
    name_key = name.casefold()
    person_key = merged.get(person.casefold(), person.casefold())
    if name_key == person_key:
        params = {"name": name, "person": person}
        raise SamePersonError(Problem("table.person_same_name", params, ("person",)))
    if name_key in merged:
        params = {"name": name, "person": keys.get(merged[name_key], merged[name_key])}
        raise SamePersonError(Problem("table.person_merged", params, ("name",)))
    try:
        with write_transaction():
            for alias in db.session.execute(
                db.select(SamePerson).filter_by(table_id=table.id, person_key=name_key)
            ).scalars():
                alias.person_key = person_key
            row = SamePerson(table_id=table.id, name_key=name_key, person_key=person_key)
            db.session.add(row)
    except IntegrityError:  # made one with someone by another request meanwhile
        params = {"name": name, "person": person}
        raise SamePersonError(Problem("table.person_merged", params, ("name",))) from None
    return row


def two_people_again(table: Table, same_id: int) -> SamePerson | None:
    """Undo :func:`same_person`: the name counts as itself again in the table's records.

    :returns: what was undone, ``None`` if the table has no such row (undone already).
    """
    with write_transaction():
        row = db.session.get(SamePerson, same_id)
        if row is None or row.table_id != table.id:
            return None
        db.session.delete(row)
    return row
