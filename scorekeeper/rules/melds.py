"""Melds: recognising sets and runs with wild cards, and checking lay-offs.

A *set* is three or more cards of one rank; a *run* three or more consecutive cards of one suit
(000 pagat 5000 Rummy, Melds; 001 pagat 500 Rummy, The Melds). A wild card stands for any card
that the meld needs; a card of the deal's wild rank may also stand for itself. A meld needs at
least one card that stands for itself, so jokers alone are no meld. The order in which the cards
are given does not matter: "if 6's are wild, 8-6-10 is a valid run" (000 Melds).

For each check there is ``check_*`` (a :class:`MeldVerdict`), ``verify_*`` (raises
:class:`IllegalMeldError` with the problem) and ``can_*`` (a bool).

>>> from scorekeeper.rules.presets import find_preset
>>> verdict = check_meld(Card.parse("8S 6D 10S"), find_preset("5000-rummy"), Rank.SIX)
>>> verdict.valid, verdict.kinds, verdict.points, verdict.cards[1].stands_for
(True, ('run',), 115, '9S')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Literal

from .cards import JOKER, Card, Rank, Suit, notations
from .errors import IllegalMeldError
from .options import Rules
from .problems import Problem

MeldKind = Literal["set", "run"]
MIN_MELD = 3
"""Cards in the smallest meld: "three or more" (000 Melds; 001 The Melds)."""


@dataclass(frozen=True)
class CardReading:
    """One card of a meld and what it stands for.

    ``stands_for`` is a card in notation for a run (``"9S"``), a rank for a set (``"9"``: a
    wild card in a set stands for a card of that rank, whatever its suit), or ``None`` when the
    meld is illegal.
    """

    card: Card
    wild: bool
    stands_for: str | None


@dataclass(frozen=True)
class MeldVerdict:
    """The verdict on a meld or a lay-off.

    :ivar valid: whether the rules allow it.
    :ivar kinds: every kind it can be read as (``("set", "run")`` for ``9D JK JK``).
    :ivar problem: for an illegal meld, what is wrong, naming the problem card (codes
        ``meld.*``, ``lay_off.*`` and, for cards the packs do not hold, ``card.*``); else
        ``None``.
    :ivar points: the value of the cards (for a lay-off, of the cards laid off) under the best
        reading, in points; ``None`` when illegal.
    :ivar cards: each card and what it stands for under the best reading.
    """

    valid: bool
    kinds: tuple[MeldKind, ...]
    problem: Problem | None
    points: int | None
    cards: tuple[CardReading, ...]


@dataclass(frozen=True)
class _Reading:
    """One way to read a meld: the rank each card stands for, in a suit for a run."""

    kind: MeldKind
    suit: Suit | None
    stands: tuple[Rank, ...]
    card_points: tuple[int, ...]
    wild: tuple[bool, ...]
    """Each card counted as wild for the wild-card limits (000 Variations, Rules of Play)."""
    places: tuple[int, ...] = ()
    """For a run, each card's place in it (0: the low end)."""
    natural: tuple[bool, ...] = ()
    """For a run, each card that stands for itself (the anchors the run is built on)."""

    @property
    def wilds(self) -> int:
        return sum(self.wild)

    def within_wild_limits(self, rules: Rules) -> bool:
        """Whether the meld keeps to the table's limits on wild cards: more naturals than
        wilds, and at most ``max_wilds_per_meld`` in the meld or, where ``split_long_melds``,
        in each part of 3 or more cards that it can be split into (000 Variations, Rules of
        Play; George: "A set can contain at most one wild card", no split)."""
        if rules.naturals_must_outnumber_wilds and len(self.wild) - self.wilds <= self.wilds:
            return False
        limit = rules.max_wilds_per_meld
        if limit is None:
            return True
        if not rules.split_long_melds:
            return self.wilds <= limit
        if self.kind == "set":
            return self.wilds <= limit * (len(self.wild) // MIN_MELD)
        in_order = [wild for _, wild in sorted(zip(self.places, self.wild, strict=True))]
        return _splits_within(in_order, limit)

    def points(self, shown: range) -> int:
        return sum(self.card_points[i] for i in shown)

    def stands_for(self, i: int) -> str:
        """What card ``i`` stands for: a rank for a set (``"9"``), a card in notation for a
        run (``"9S"``; a numbered tile by its number, ``"12K"``)."""
        rank = self.stands[i]
        return str(rank) if self.suit is None else str(Card(rank, self.suit))


def _splits_within(in_order: Sequence[bool], limit: int) -> bool:
    """Whether a run's cards, low to high (True: wild), split into parts of 3 or more cards
    with at most ``limit`` wild cards each."""
    size = len(in_order)
    fits = [True] + [False] * size
    for stop in range(MIN_MELD, size + 1):
        fits[stop] = any(
            fits[start] and sum(in_order[start:stop]) <= limit
            for start in range(0, stop - MIN_MELD + 1)
        )
    return fits[size]


def check_meld(
    cards: Sequence[Card],
    rules: Rules,
    wild_rank: Rank | None = None,
    stated: Sequence[str | None] = (),
) -> MeldVerdict:
    """Judge ``cards`` as a new meld.

    A wild card stands for what the player states (``stated``), else for what its place in a
    run as entered says: ``6C 7C JK`` is 6-7-8, ``JK 7C 6C`` is 8-7-6 (001 pagat 500 Rummy,
    Jokers: "by putting the cards down in this arrangement you are specifying that the joker
    represents the club8"). Only where the order fits no run (cards entered out of order) is
    the best reading taken, and ``cards`` shows it.

    :param cards: the meld's cards; a run in order, low to high or high to low.
    :param rules: the game's rules (packs fixed with :meth:`Rules.for_players` where known).
    :param wild_rank: the deal's wild rank, if the game has one.
    :param stated: what each card is stated to stand for (a card like ``"8C"`` in a run, a rank
        like ``"9"`` for a set), ``None`` where nothing is stated; empty: nothing stated.
    :returns: the verdict, with every kind, the points under the best reading and the reason
        when illegal.
    """
    return _judge(cards, rules, wild_rank, stated)[0]


def _judge(
    cards: Sequence[Card], rules: Rules, wild_rank: Rank | None, stated: Sequence[str | None]
) -> tuple[MeldVerdict, list[_Reading]]:
    """:func:`check_meld`'s verdict, with the readings the meld as entered allows (none when
    it is illegal)."""
    wild = [rules.is_wild(card, wild_rank) for card in cards]
    problem = _too_few(cards) or _pack_problem(cards, rules) or _stated_problem(cards, wild, stated)
    if problem is None:
        readings = list(_readings(cards, wild, rules, wild_rank))
        legal = [reading for reading in readings if reading.within_wild_limits(rules)]
        fixed = _fixed(legal, cards, stated, rules, wild_rank)
        if fixed:
            return _verdict(cards, wild, fixed, range(len(cards))), fixed
        problem = (
            _explain_stated(cards, stated)
            if legal
            else _explain_wild_limits(cards, readings, rules) or _explain(cards, wild, rules)
        )
    return _illegal(cards, wild, problem), []


def _stated_problem(
    cards: Sequence[Card], wild: Sequence[bool], stated: Sequence[str | None]
) -> Problem | None:
    """A statement on a card that is not wild: only a wild card stands for another card."""
    for card, is_wild, stands in zip(cards, wild, stated, strict=False):
        if stands is not None and not is_wild:
            return Problem("meld.stated_not_wild", {"card": str(card), "stated": stands})
    return None


def _explain_stated(cards: Sequence[Card], stated: Sequence[str | None]) -> Problem:
    said = tuple((str(card), stands) for card, stands in zip(cards, stated, strict=False) if stands)
    return Problem("meld.not_as_stated", {"cards": notations(cards), "stated": said})


def _fixed(
    readings: Sequence[_Reading],
    cards: Sequence[Card],
    stated: Sequence[str | None],
    rules: Rules,
    wild_rank: Rank | None,
) -> list[_Reading]:
    """The readings a meld as entered allows: those that keep what is stated, and of its run
    readings those that follow the order entered (low to high, else high to low) where the
    order fits one; sets keep their readings (a wild card in a set stands for the rank)."""
    kept = [reading for reading in readings if _keeps(reading, stated)]
    runs = [reading for reading in kept if reading.kind == "run"]
    for descending in (False, True):
        ordered = [
            again
            for reading in runs
            if (again := _in_order(reading, cards, descending, rules, wild_rank)) is not None
            and _keeps(again, stated)
        ]
        if ordered:
            return [reading for reading in kept if reading.kind == "set"] + ordered
    return kept


def _keeps(reading: _Reading, stated: Sequence[str | None]) -> bool:
    """Whether ``reading`` gives every card what is stated for it: in a run the card stated,
    in a set the rank stated (or the rank of the card stated)."""
    for i, stands in enumerate(stated):
        if stands is None:
            continue
        if reading.kind == "run" and reading.stands_for(i) != stands:
            return False
        if reading.kind == "set" and stands.rstrip("CDHS") != str(reading.stands[i]):
            return False
    return True


def _in_order(
    reading: _Reading,
    cards: Sequence[Card],
    descending: bool,
    rules: Rules,
    wild_rank: Rank | None,
) -> _Reading | None:
    """``reading``'s run with each card in the place its position as entered gives it, or
    ``None`` where a natural card is out of that order."""
    size = len(cards)
    window = [Rank.ACE] * size
    for i, place in enumerate(reading.places):
        window[place] = reading.stands[i]
    places = [size - 1 - i if descending else i for i in range(size)]
    if any(natural and reading.places[i] != places[i] for i, natural in enumerate(reading.natural)):
        return None
    assert reading.suit is not None
    return _run_reading_at(cards, reading.natural, window, reading.suit, places, rules, wild_rank)


def as_melded(
    cards: Sequence[Card],
    rules: Rules,
    wild_rank: Rank | None = None,
    stated: Sequence[str | None] = (),
) -> tuple[str | None, ...]:
    """What each wild card of a run stands for, as melded (:func:`check_meld`), to be kept with
    the meld: "this cannot subsequently be changed" (001 pagat 500 Rummy, Jokers); a wild card
    in its own place stands for itself. A meld that may still be a set or a run keeps only
    what was stated, as does an illegal one.

    >>> from scorekeeper.rules.presets import find_preset
    >>> as_melded(Card.parse("6C 7C JK"), find_preset("500-rummy"))
    (None, None, '8C')
    """
    verdict = check_meld(cards, rules, wild_rank, stated)
    if verdict.kinds != ("run",):
        return tuple(stated) + (None,) * (len(cards) - len(stated))
    return tuple(
        reading.stands_for if reading.wild and reading.stands_for != str(reading.card) else None
        for reading in verdict.cards
    )


def verify_meld(cards: Sequence[Card], rules: Rules, wild_rank: Rank | None = None) -> MeldVerdict:
    """Like :func:`check_meld`, for a meld that must be legal.

    :raises IllegalMeldError: carrying the verdict's problem, when it is not.
    """
    verdict = check_meld(cards, rules, wild_rank)
    if verdict.problem is not None:
        raise IllegalMeldError(verdict.problem)
    return verdict


def can_meld(cards: Sequence[Card], rules: Rules, wild_rank: Rank | None = None) -> bool:
    """Whether ``cards`` are a legal new meld."""
    return check_meld(cards, rules, wild_rank).valid


def extending_cards(
    cards: Sequence[Card],
    rules: Rules,
    wild_rank: Rank | None = None,
    stated: Sequence[str | None] = (),
) -> tuple[Card, ...]:
    """The cards that, entered after ``cards``, still make a legal meld with them: what may
    join a legal meld being entered, so that any other card starts the next meld.

    Each card the game's packs hold is tried once at the end, as a player taps it; a card the
    packs have no copy left of for this meld is not among them.

    :param cards: the meld as entered so far, in the order entered.
    :param rules: the game's rules.
    :param wild_rank: the deal's wild rank, if the game has one.
    :param stated: as for :func:`check_meld`; the added card states nothing.
    :returns: the distinct cards, in pack order (clubs to spades, ace to king, then the joker);
        empty when ``cards`` is no legal meld yet.

    >>> from scorekeeper.rules.presets import find_preset
    >>> rules = find_preset("5000-rummy")
    >>> notations(extending_cards(Card.parse("QS QH QD"), rules, Rank.KING))
    ('QC', 'KC', 'KD', 'KH', 'KS')
    """
    if not check_meld(cards, rules, wild_rank, stated).valid:
        return ()
    with_one_more = (*stated, None) if stated else ()
    return tuple(
        card
        for card, copies in rules.pack.items()
        if copies and check_meld((*cards, card), rules, wild_rank, with_one_more).valid
    )


def check_lay_off(
    cards: Sequence[Card],
    onto: Sequence[Card],
    rules: Rules,
    wild_rank: Rank | None = None,
    stated: Sequence[str | None] = (),
    onto_stated: Sequence[str | None] = (),
) -> MeldVerdict:
    """Judge laying off ``cards`` onto the meld ``onto`` already on the table.

    A set takes more cards of its rank; a run takes cards at either end (001 Laying Off;
    000 Play). The meld on the table keeps its kind, its cards keep a place side by side, and
    its wild cards keep what they stand for (:func:`check_meld`): onto ``6C 7C JK`` (6-7-8) a
    5C or 9C may be laid off, not a 4C (001 pagat 500 Rummy, Jokers: "they are not allowed to
    change the joker to a club5 so as to lay off a club4").

    :param cards: the cards laid off, in any order.
    :param onto: the meld on the table, as entered.
    :param stated: what the wild cards laid off stand for, as for :func:`check_meld`.
    :param onto_stated: what the wild cards of ``onto`` were stated to stand for.
    :returns: the verdict; ``points`` and ``cards`` are those of the cards laid off.
    """
    return on_table(onto, rules, wild_rank, onto_stated).lay_off(cards, stated)


@dataclass(frozen=True)
class TableMeld:
    """A meld on the table, judged once, to judge lay-offs onto it (:meth:`lay_off`) without
    judging it again: a deal's lay-offs are tried onto the same melds many times.

    :ivar cards: the meld as entered.
    :ivar verdict: the meld's verdict (:func:`check_meld`).
    :ivar melded_run: the run it was melded as: stated, else in the order entered, else its
        best reading (as ``verdict`` shows it); ``None`` when it is no run.
    """

    cards: tuple[Card, ...]
    rules: Rules
    wild_rank: Rank | None
    verdict: MeldVerdict
    melded_run: _Reading | None

    def lay_off(self, cards: Sequence[Card], stated: Sequence[str | None] = ()) -> MeldVerdict:
        """:func:`check_lay_off` onto this meld: ``cards`` laid off, ``stated`` what their wild
        cards stand for."""
        onto, rules, wild_rank, table = self.cards, self.rules, self.wild_rank, self.verdict
        wild = [rules.is_wild(card, wild_rank) for card in cards]
        problem: Problem | None
        if not table.valid:
            problem = Problem(
                "lay_off.table_meld_illegal", {"meld": notations(onto), "reason": table.problem}
            )
        elif not cards:
            problem = Problem("lay_off.no_cards")
        else:
            combined = [*onto, *cards]
            combined_wild = [rules.is_wild(card, wild_rank) for card in combined]
            problem = _pack_problem(combined, rules) or _stated_problem(cards, wild, stated)
            if problem is None:
                as_melded = self.melded_run
                laid_stated = [*[None] * len(onto), *stated]
                fitting = [
                    reading
                    for reading in _readings(combined, combined_wild, rules, wild_rank, len(onto))
                    if reading.kind in table.kinds and _keeps(reading, laid_stated)
                ]
                readings = [
                    reading
                    for reading in fitting
                    if reading.kind == "set" or _keeps_table_run(reading, as_melded)
                ]
                legal = [reading for reading in readings if reading.within_wild_limits(rules)]
                if legal:
                    laid = range(len(onto), len(combined))
                    return _verdict(combined, combined_wild, legal, laid)
                beside = _beside_wilds(cards, wild, onto, rules, wild_rank, as_melded)
                if beside is not None:
                    return beside
                if as_melded is not None and len(readings) < len(fitting):
                    return _illegal(cards, wild, _explain_kept_wilds(cards, onto, as_melded))
                problem = _explain_wild_limits(combined, readings, rules) or _explain_lay_off(
                    cards, onto, table.kinds, rules
                )
        return _illegal(cards, wild, problem)


def on_table(
    cards: Sequence[Card],
    rules: Rules,
    wild_rank: Rank | None = None,
    stated: Sequence[str | None] = (),
) -> TableMeld:
    """The meld ``cards`` on the table, judged as :func:`check_meld` does, ready to take
    lay-offs."""
    verdict, readings = _judge(cards, rules, wild_rank, stated)
    runs = [reading for reading in readings if reading.kind == "run"]
    run = _best(runs, range(len(cards))) if runs else None
    return TableMeld(tuple(cards), rules, wild_rank, verdict, run)


def _keeps_table_run(reading: _Reading, table: _Reading | None) -> bool:
    """Whether a reading of a lay-off leaves the run on the table as it was melded: each of
    its cards standing for the same card (the same rank, in the same suit)."""
    if table is None or reading.suit is not table.suit:
        return False
    return reading.stands[: len(table.stands)] == table.stands


def _explain_kept_wilds(cards: Sequence[Card], onto: Sequence[Card], table: _Reading) -> Problem:
    kept = tuple(
        (str(onto[i]), table.stands_for(i)) for i in range(len(onto)) if not table.natural[i]
    )
    return Problem(
        "lay_off.wild_card_kept", {"cards": notations(cards), "onto": notations(onto), "kept": kept}
    )


def _beside_wilds(
    cards: Sequence[Card],
    wild: Sequence[bool],
    onto: Sequence[Card],
    rules: Rules,
    wild_rank: Rank | None,
    table: _Reading | None,
) -> MeldVerdict | None:
    """The verdict on melding the real cards that wild cards of a run stand for, where the
    rules allow it: "you may meld the real card ... The wild card remains in place" (000 Play,
    Wild cards), or it takes the wild card's place (004 Contract Rummy, Jokers: "swap the
    actual card for the joker"). ``table`` is the run as melded. ``None`` when they are not
    such cards."""
    beside = rules.real_card_beside_wild or rules.wild_swap
    if not beside or any(wild) or table is None:
        return None
    wanted = Counter(str(card) for card in cards)
    stood_for = Counter(table.stands_for(i) for i in range(len(onto)) if not table.natural[i])
    if wanted - stood_for:
        return None
    return MeldVerdict(
        valid=True,
        kinds=("run",),
        problem=None,
        points=sum(rules.card_value(card, wild_rank) for card in cards),
        cards=tuple(CardReading(card, False, str(card)) for card in cards),
    )


def verify_lay_off(
    cards: Sequence[Card], onto: Sequence[Card], rules: Rules, wild_rank: Rank | None = None
) -> MeldVerdict:
    """Like :func:`check_lay_off`, for a lay-off that must be legal.

    :raises IllegalMeldError: carrying the verdict's problem, when it is not.
    """
    verdict = check_lay_off(cards, onto, rules, wild_rank)
    if verdict.problem is not None:
        raise IllegalMeldError(verdict.problem)
    return verdict


def can_lay_off(
    cards: Sequence[Card], onto: Sequence[Card], rules: Rules, wild_rank: Rank | None = None
) -> bool:
    """Whether ``cards`` can be laid off onto ``onto``."""
    return check_lay_off(cards, onto, rules, wild_rank).valid


def pack_problem(cards: Sequence[Card], rules: Rules) -> Problem | None:
    """What is wrong with the first card of ``cards`` that the game's packs do not hold that
    often: ``card.no_jokers``, ``card.not_in_play`` (``card``), ``card.too_many_jokers``
    (``held``, ``entered``) or ``card.too_many_copies`` (``card``, ``held``, ``packs``: the
    52-card packs, ``entered``).

    :returns: ``None`` when the packs hold every card often enough.

    >>> from scorekeeper.rules.presets import find_preset
    >>> problem = pack_problem(Card.parse("5H 5H 5C"), find_preset("5000-rummy"))
    >>> problem.code, dict(problem.params)
    ('card.too_many_copies', {'card': '5H', 'held': 1, 'packs': 1, 'entered': 2})
    """
    return _pack_problem(cards, rules)


RunSpan = tuple[Suit, int, int]
"""Where a run lies: its suit, and the places of its lowest and highest card in
:attr:`Rules.run_order` (0 is the low end; a high ace is the last place)."""


def run_spans(
    cards: Sequence[Card],
    rules: Rules,
    wild_rank: Rank | None = None,
    stated: Sequence[str | None] = (),
) -> frozenset[RunSpan]:
    """Every place ``cards`` can take as a legal run, as melded (see :func:`check_meld`).

    An ace takes its place at the low or the high end, so Q-K-A lies at the top of the order,
    far from 2-3-4 ("Ranking is still not continuous, so K-A-2 is not valid", 004 Contract
    Rummy); a wild card takes the place it stands for (``JK 5H 6H`` lies on 4-5-6, ``5H 6H JK``
    on 5-6-7, ``5H JK=7H 6H`` on 5-6-7).

    :returns: the spans; empty when ``cards`` are no legal run.

    >>> from scorekeeper.rules.presets import find_preset
    >>> sorted(run_spans(Card.parse("QH KH AH"), find_preset("contract-rummy")))
    [(<Suit.HEARTS: 'H'>, 11, 13)]
    """
    if _too_few(cards) or _pack_problem(cards, rules):
        return frozenset()
    wild = [rules.is_wild(card, wild_rank) for card in cards]
    spans: set[RunSpan] = set()
    legal = [
        reading
        for reading in _readings(cards, wild, rules, wild_rank)
        if reading.kind == "run" and reading.suit is not None and reading.within_wild_limits(rules)
    ]
    for reading in _fixed(legal, cards, stated, rules, wild_rank):
        assert reading.suit is not None
        lowest = reading.stands[reading.places.index(0)]
        first = 0 if lowest is Rank.ACE else rules.run_order.index(lowest)
        spans.add((reading.suit, first, first + len(cards) - 1))
    return frozenset(spans)


def _too_few(cards: Sequence[Card]) -> Problem | None:
    if len(cards) >= MIN_MELD:
        return None
    if not cards:
        return Problem("meld.no_cards", {"least": MIN_MELD})
    return Problem("meld.too_few_cards", {"cards": notations(cards), "least": MIN_MELD})


def _pack_problem(cards: Sequence[Card], rules: Rules) -> Problem | None:
    counts = Counter(cards)
    for card in cards:
        held = rules.pack[card]
        if counts[card] <= held:
            continue
        if held == 0:
            if card == JOKER:
                return Problem("card.no_jokers")
            return Problem("card.not_in_play", {"card": str(card)})
        if card == JOKER:
            return Problem("card.too_many_jokers", {"held": held, "entered": counts[card]})
        return Problem(
            "card.too_many_copies",
            {"card": str(card), "held": held, "packs": rules.decks or 1, "entered": counts[card]},
        )
    return None


def _readings(
    cards: Sequence[Card],
    wild: Sequence[bool],
    rules: Rules,
    wild_rank: Rank | None,
    onto: int = 0,
) -> Iterator[_Reading]:
    """Every legal reading of ``cards``; the first ``onto`` of them are a meld on the table
    that must stay together (for a run: side by side)."""
    anchors = [i for i, is_wild in enumerate(wild) if not is_wild]
    if not anchors:
        # All wild: a card of a wild rank may stand for itself (000 Rules of Play).
        anchors = [i for i, card in enumerate(cards) if card != JOKER]
    for anchor_set in _anchor_choices(cards, wild, anchors):
        if rules.sets_allowed:
            yield from _set_readings(cards, anchor_set, rules, wild_rank)
        if rules.runs_allowed:
            yield from _run_readings(cards, anchor_set, rules, wild_rank, onto)


def _anchor_choices(
    cards: Sequence[Card], wild: Sequence[bool], anchors: list[int]
) -> Iterator[frozenset[int]]:
    """The cards that stand for themselves: the natural cards, or else one wild card at a time."""
    if any(not is_wild for is_wild in wild):
        yield frozenset(anchors)
        return
    seen: set[Card] = set()
    for i in anchors:
        if cards[i] not in seen:
            seen.add(cards[i])
            yield frozenset([i])


def _set_readings(
    cards: Sequence[Card], naturals: frozenset[int], rules: Rules, wild_rank: Rank | None
) -> Iterator[_Reading]:
    ranks = {cards[i].rank for i in naturals}
    if len(ranks) != 1:
        return
    (rank,) = ranks
    assert rank is not None
    most = rules.set_most
    if most is not None and len(cards) > most:
        return
    if rules.set_suits_distinct:
        suits = [cards[i].suit for i in naturals]
        if len(set(suits)) < len(suits) or len(cards) > len(rules.suits):
            return
    points = tuple(rules.card_value(card, wild_rank) for card in cards)
    in_place = rules.wild_in_place_is_natural
    counted = tuple(
        i not in naturals and not (in_place and card.rank is rank) for i, card in enumerate(cards)
    )
    yield _Reading("set", None, (rank,) * len(cards), points, counted)


def _run_readings(
    cards: Sequence[Card],
    naturals: frozenset[int],
    rules: Rules,
    wild_rank: Rank | None,
    onto: int,
) -> Iterator[_Reading]:
    suits = {cards[i].suit for i in naturals}
    if len(suits) != 1:
        return
    (suit,) = suits
    assert suit is not None
    order = rules.run_order
    size = len(cards)
    for positions in _natural_positions(cards, naturals, order):
        low, high = min(positions.values()), max(positions.values())
        for start in range(max(0, high - size + 1), min(low, len(order) - size) + 1):
            window = order[start : start + size]
            if window[0] is Rank.ACE and window[-1] is Rank.ACE:
                continue  # an ace is low or high, never both (000 Melds; 001 The Melds)
            places = {i: position - start for i, position in positions.items()}
            for onto_start in _onto_starts(places, size, onto):
                yield _run_reading(cards, places, window, suit, onto_start, onto, rules, wild_rank)


def _natural_positions(
    cards: Sequence[Card], naturals: frozenset[int], order: Sequence[Rank]
) -> Iterator[dict[int, int]]:
    """Where the natural cards can stand in the run order: one rank each; an ace low or high."""
    ranks = [cards[i].rank for i in naturals]
    if len(set(ranks)) < len(ranks) or any(rank not in order for rank in ranks):
        return
    fixed = {i: order.index(cards[i].rank) for i in naturals if cards[i].rank is not Rank.ACE}
    aces = [i for i in naturals if cards[i].rank is Rank.ACE]
    if not aces:
        yield fixed
        return
    for place, rank in enumerate(order):
        if rank is Rank.ACE:
            yield fixed | {aces[0]: place}


def _onto_starts(places: dict[int, int], size: int, onto: int) -> Iterator[int]:
    """Where the meld on the table can start so that its cards stay side by side."""
    if onto == 0:
        yield 0
        return
    own = [place for i, place in places.items() if i < onto]
    others = {place for i, place in places.items() if i >= onto}
    for start in range(size - onto + 1):
        stop = start + onto
        if all(start <= place < stop for place in own) and not any(
            start <= place < stop for place in others
        ):
            yield start


def _run_reading(
    cards: Sequence[Card],
    places: dict[int, int],
    window: Sequence[Rank],
    suit: Suit,
    onto_start: int,
    onto: int,
    rules: Rules,
    wild_rank: Rank | None,
) -> _Reading:
    taken = set(places.values())
    free = [place for place in range(len(window)) if place not in taken]
    inside = [place for place in free if onto_start <= place < onto_start + onto]
    outside = [place for place in free if not onto_start <= place < onto_start + onto]
    wild_places = dict(places)
    for i, card in enumerate(cards):  # a wild card in its own place stands for itself
        if i not in places and card.suit is suit and card.rank in window:
            pool = inside if i < onto else outside
            own = window.index(card.rank)
            if own in pool:
                wild_places[i] = pool.pop(pool.index(own))
    for i in range(len(cards)):
        if i not in wild_places:
            wild_places[i] = (inside if i < onto else outside).pop(0)
    natural = tuple(i in places for i in range(len(cards)))
    order = [wild_places[i] for i in range(len(cards))]
    return _run_reading_at(cards, natural, window, suit, order, rules, wild_rank)


def _run_reading_at(
    cards: Sequence[Card],
    natural: Sequence[bool],
    window: Sequence[Rank],
    suit: Suit,
    places: Sequence[int],
    rules: Rules,
    wild_rank: Rank | None,
) -> _Reading:
    """The run reading with card ``i`` at ``places[i]`` of ``window``."""
    stands: list[Rank] = []
    points: list[int] = []
    counted: list[bool] = []
    for i, card in enumerate(cards):
        place = places[i]
        stands.append(window[place])
        points.append(_run_card_points(card, natural[i], place, rules, wild_rank))
        own_place = card.suit is suit and card.rank is window[place]
        counted.append(not natural[i] and not (rules.wild_in_place_is_natural and own_place))
    return _Reading(
        "run", suit, tuple(stands), tuple(points), tuple(counted), tuple(places), tuple(natural)
    )


def _run_card_points(
    card: Card,
    natural: bool,
    place: int,
    rules: Rules,
    wild_rank: Rank | None,
) -> int:
    """A card's points in a run: a natural ace melded low may count less (001 Players and Cards)."""
    low_ace = natural and card.rank is Rank.ACE and place == 0
    if low_ace and rules.ace_low_points is not None and not rules.is_wild(card, wild_rank):
        return rules.ace_low_points
    return rules.card_value(card, wild_rank)


def _verdict(
    cards: Sequence[Card], wild: Sequence[bool], readings: list[_Reading], shown: range
) -> MeldVerdict:
    kinds: tuple[MeldKind, ...] = tuple(
        kind for kind in ("set", "run") if any(reading.kind == kind for reading in readings)
    )
    best = _best(readings, shown)
    return MeldVerdict(
        valid=True,
        kinds=kinds,
        problem=None,
        points=best.points(shown),
        cards=tuple(
            CardReading(cards[i], wild[i], best.stands_for(i) if wild[i] else str(cards[i]))
            for i in shown
        ),
    )


def _best(readings: Sequence[_Reading], shown: range) -> _Reading:
    """The reading worth the most points for the cards ``shown``; the first of equals."""
    return max(readings, key=lambda reading: reading.points(shown))


def _illegal(cards: Sequence[Card], wild: Sequence[bool], problem: Problem) -> MeldVerdict:
    return MeldVerdict(
        valid=False,
        kinds=(),
        problem=problem,
        points=None,
        cards=tuple(
            CardReading(card, is_wild, None) for card, is_wild in zip(cards, wild, strict=True)
        ),
    )


def _explain_wild_limits(
    cards: Sequence[Card], readings: Sequence[_Reading], rules: Rules
) -> Problem | None:
    """Why a meld that fits as a set or run breaks the limits on wild cards; ``None`` when
    no reading fits at all."""
    if not readings:
        return None
    fewest = min(readings, key=lambda reading: reading.wilds)
    wilds, naturals = fewest.wilds, len(cards) - fewest.wilds
    shown = notations(cards)
    if rules.naturals_must_outnumber_wilds and naturals <= wilds:
        return Problem(
            "meld.too_few_naturals", {"cards": shown, "wilds": wilds, "naturals": naturals}
        )
    split = rules.split_long_melds and len(cards) >= 2 * MIN_MELD
    return Problem(
        "meld.too_many_wilds",
        {"cards": shown, "wilds": wilds, "most": rules.max_wilds_per_meld, "split": split},
    )


def _explain(cards: Sequence[Card], wild: Sequence[bool], rules: Rules) -> Problem:
    """Why no reading fits, naming the problem card."""
    naturals = [card for card, is_wild in zip(cards, wild, strict=True) if not is_wild]
    if not naturals and all(card == JOKER for card in cards):
        return Problem("meld.only_jokers")
    if not naturals:
        naturals = [card for card in cards if card != JOKER]
    ranks = Counter(card.rank for card in naturals)
    suits = Counter(card.suit for card in naturals)
    if len(ranks) == 1 and (len(suits) > 1 or not rules.runs_allowed):
        return _explain_set(cards, naturals, rules)
    if len(suits) == 1:
        return _explain_run(cards, naturals, rules)
    return _explain_mixed(naturals, ranks, suits, rules)


def _explain_set(cards: Sequence[Card], naturals: list[Card], rules: Rules) -> Problem:
    rank = naturals[0].rank
    assert rank is not None
    if not rules.sets_allowed:
        return Problem("meld.sets_not_allowed", {"cards": notations(cards)})
    too_big = _set_too_big(cards, rules)
    if too_big is not None:
        return too_big
    seen: set[Card] = set()
    for card in naturals:
        if card in seen:
            return Problem("meld.set_suit_twice", {"card": str(card)})
        seen.add(card)
    extra = next((card for card in reversed(cards) if card not in naturals), cards[-1])
    return Problem(
        "meld.set_suits_full",
        {"card": str(extra), "size": len(cards), "rank": str(rank), "most": len(rules.suits)},
    )


def _explain_run(cards: Sequence[Card], naturals: list[Card], rules: Rules) -> Problem:
    suit = naturals[0].suit
    assert suit is not None
    if not rules.runs_allowed:
        return Problem("meld.runs_not_allowed", {"cards": notations(cards)})
    seen: set[Rank | None] = set()
    for card in naturals:
        if card.rank in seen:
            return Problem("meld.run_rank_twice", {"card": str(card)})
        seen.add(card.rank)
    ranks = {card.rank for card in naturals}
    order = rules.run_order
    one_end = _ace_at_one_end(ranks, order, suit)
    if one_end is not None:
        return one_end
    if Rank.ACE in ranks and Rank.KING in ranks and Rank.TWO in ranks:
        return Problem("meld.ace_in_middle", {"card": str(Card(Rank.ACE, suit))})
    if Rank.ACE in ranks and Rank.ACE not in order:
        return Problem("meld.ace_not_in_runs", {"card": str(Card(Rank.ACE, suit))})
    missing = _shortest_span(ranks, order) - len(naturals)
    wilds = len(cards) - len(naturals)
    before, after = _widest_gap(naturals, order)
    return Problem(
        "meld.run_gap",
        {"card": str(after), "from": str(before), "missing": missing, "wilds": wilds},
    )


def _ace_at_one_end(ranks: set[Rank | None], order: Sequence[Rank], suit: Suit) -> Problem | None:
    """Why a run's natural ace does not fit where the rules put the ace at one end of the run
    order only (``aces``): it turns the corner (K-A-2), or the run would lie nearer together
    with the ace at the other end (Q-K-A, J-Q-A where the ace is low only; A-2-3 where it is
    high only). ``None`` where the ace may stand at either end, or it is not the reason.

    005 pagat Gin Rummy, Melds: "the ace low only (A-2-3 is a run, Q-K-A is not)"
    (docs/rule-sources.md); 004 Rummy: "aces always low", "K of spades-A of spades-2 of spades
    is not valid"; 000 Variations: "If low cards are omitted, aces are always high in runs".
    """
    if Rank.ACE not in ranks or order.count(Rank.ACE) != 1:
        return None
    middle = tuple(rank for rank in order if rank is not Rank.ACE)
    either_end = (Rank.ACE, *middle, Rank.ACE)
    corner = Rank.KING in ranks and Rank.TWO in ranks
    if not corner and _shortest_span(ranks, either_end) >= _shortest_span(ranks, order):
        return None
    code = "meld.ace_low_only" if order[0] is Rank.ACE else "meld.ace_high_only"
    return Problem(code, {"card": str(Card(Rank.ACE, suit))})


def _shortest_span(ranks: set[Rank | None], order: Sequence[Rank]) -> int:
    spans = []
    for low in range(len(order)):
        for high in range(low, len(order)):
            window = order[low : high + 1]
            if window.count(Rank.ACE) <= 1 and all(rank in window for rank in ranks):
                spans.append(high - low + 1)
    return min(spans, default=len(order))


def _widest_gap(naturals: list[Card], order: Sequence[Rank]) -> tuple[Card, Card]:
    """The two neighbouring natural cards of a run with the widest gap between them."""

    def place(card: Card) -> int:
        return order.index(card.rank or Rank.ACE)

    ordered = sorted(naturals, key=place)
    pairs = list(zip(ordered, ordered[1:], strict=False))
    return max(pairs, key=lambda pair: place(pair[1]) - place(pair[0]))


def _explain_mixed(
    naturals: list[Card], ranks: Counter[Rank | None], suits: Counter[Suit | None], rules: Rules
) -> Problem:
    rank, rank_count = ranks.most_common(1)[0]
    suit, suit_count = suits.most_common(1)[0]
    if rules.sets_allowed and (rank_count > suit_count or not rules.runs_allowed):
        odd = next(card for card in naturals if card.rank is not rank)
        assert rank is not None
        return Problem("meld.not_one_rank", {"card": str(odd), "rank": str(rank)})
    assert suit is not None
    odd = next(card for card in naturals if card.suit is not suit)
    if not rules.sets_allowed:
        return Problem("meld.not_one_suit", {"card": str(odd), "suit": str(suit)})
    return Problem("meld.does_not_fit", {"card": str(odd)})


def _set_too_big(cards: Sequence[Card], rules: Rules) -> Problem | None:
    """Why ``cards`` are too many for a set, where sets are limited by the packs (003 Types of
    Melds: four with one deck, eight with two; wild cards count); else ``None``."""
    most = rules.set_most
    if most is None or len(cards) <= most:
        return None
    return Problem(
        "meld.set_too_big",
        {"most": most, "packs": most // len(rules.suits), "cards": notations(cards)},
    )


def _explain_lay_off(
    cards: Sequence[Card], onto: Sequence[Card], kinds: tuple[MeldKind, ...], rules: Rules
) -> Problem:
    if kinds == ("set",):
        too_big = _set_too_big([*onto, *cards], rules)
        if too_big is not None:
            return too_big
    return Problem(
        "lay_off.does_not_extend",
        {"cards": notations(cards), "onto": notations(onto), "kinds": kinds},
    )
