"""Hand and Foot (preset ``hand-and-foot``): Canasta's North American cousin, four players in
two sides of two (six: two sides of three, or three of two), five packs and their jokers (six
packs for six), each player dealt a hand and a foot, the foot taken up once the hand is
played (008 Hand and Foot; docs/rule-sources.md).

A side's piles are shared by its partners: each pile is three to seven cards of one natural
rank (4 to A), jokers and twos wild, more naturals than wild cards and at most three wild cards
(``naturals_must_outnumber_wilds``, ``max_wilds_per_meld``); threes are never melded. Seven
cards make a book, clean (500) or dirty (300), as Canasta's canastas. Red threes laid aside
count 100 each, and 100 against where held (``red_threes="bonus"``); or 500 against where held
and nothing laid aside (``"penalty"``). A player may go out once the side has
``books_to_go_out`` clean books and as many dirty ones: 100. The four deals of a game ask
rising first melds, 50, 90, 120 and 150 by the deal's number. A side's deal score is its
melded cards, book bonuses, red threes and going-out bonus, less the cards left in both
partners' hands and feet.

How a deal is entered: each meld entered is one pile of the side, whole, on either partner (a
pile both partners built is entered on one of them; a side may hold two piles of one rank).
Red threes laid aside are entered as a "meld" of red threes only (``3H 3D``). Nothing is laid
off: a card added to a pile is entered in the pile (``laid_off`` is refused). Each player's
``hand`` is every card that player holds at the end, hand and foot together: the cards cannot
show which was which, so that the player who went out played the hand before the foot, and
which cards of a pile came from which partner, are taken as played.

>>> from scorekeeper.rules.presets import find_preset
>>> from scorekeeper.rules.deal import PlayerDeal
>>> from scorekeeper.rules.scoring import score_deal
>>> deal = score_deal(find_preset("hand-and-foot"), [
...     PlayerDeal("Ann", melds=(Card.parse("KH KS KD KC KH KS KD"), Card.parse("3H"))),
...     PlayerDeal("Bob", melds=(Card.parse("AH AS AD"),), hand=Card.parse("9C 3D")),
...     PlayerDeal("Cy", melds=(Card.parse("8H 8S 8D 8C 2S JK 8H"),)),
...     PlayerDeal("Dee", hand=Card.parse("JK")),
... ], "Cy", ending="went_out", number=1)
>>> [(player.name, player.score) for player in deal.players]
[('Ann', 670), ('Bob', -50), ('Cy', 520), ('Dee', -50)]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .canasta import (
    CANASTA_LEAST,
    GOING_OUT,
    MELD_LEAST,
    MIXED_CANASTA,
    NATURAL_CANASTA,
    RED_THREE,
    red_threes_apart,
    team_sides,
)
from .cards import Card, Rank, is_red_three
from .deal import COUNT_NAMES, CountName, DealScore, Ending, PlayerScore
from .deal_checks import verify_empty_hand, verify_said_nothing
from .errors import DealError
from .game import DealFacts, Game
from .melds import CardReading, MeldVerdict
from .options import Rules
from .problems import Param, Path, Problem
from .side_counts import counted_sides, counts_path, score_counted

HAND_AND_FOOT_ENDINGS: tuple[Ending, ...] = ("went_out", "stock_out")
"""How a deal of Hand and Foot ends (008 GOCC, nwpages): a player went out, hand and foot
played, or the stock ran out."""

PILE_MOST = CANASTA_LEAST
"""A pile holds three to seven cards; seven make a book (008 GOCC: "A book consists of at least
seven cards of the same rank"; arcadeferro: "a set of 3 - 7 cards of the same rank")."""

RED_THREE_HELD = 500
"""A red three held in hand or foot at the end where red threes are a penalty (008 goodsams
and Tanglewood: "Red threes are 500 points each against you if you are caught with them in
your Hand or Foot")."""

FIRST_MELDS = (50, 90, 120, 150)
"""The least count of a side's first meld in the first to fourth deal (008 GOCC: "Round #1 =
50, Round #2 = 90, Round #3 = 120, Round #4 = 150"); the count of the fourth for any later
deal."""


def first_meld_minimum(number: int) -> int:
    """The least count of a side's first meld in deal ``number`` (from 1; 008 GOCC).

    >>> [first_meld_minimum(number) for number in (1, 2, 3, 4, 5)]
    [50, 90, 120, 150, 150]
    """
    return FIRST_MELDS[min(number, len(FIRST_MELDS)) - 1]


@dataclass(frozen=True)
class Pile:
    """One pile of a side as entered: its cards, the seat it was entered on, where."""

    cards: tuple[Card, ...]
    seat: int
    path: Path


@dataclass(frozen=True)
class Team:
    """A side (a partnership, or one player alone): its seats, its piles of one rank, its red
    threes laid aside."""

    seats: tuple[int, ...]
    piles: tuple[Pile, ...]
    red_threes: tuple[Pile, ...]


class HandAndFoot(Game):
    """Hand and Foot's deals: each entry read as the side's piles (:func:`read_teams`), judged
    (:func:`verify_teams`), the sides scored (:func:`score_hand_and_foot`)."""

    scoring = "hand_and_foot"
    endings = HAND_AND_FOOT_ENDINGS
    confirms_empty_deals = True
    lays_off = False

    def check_meld(
        self,
        cards: Sequence[Card],
        rules: Rules,
        wild_rank: Rank | None,
        stated: Sequence[str | None] = (),
    ) -> MeldVerdict:
        """A pile as the engine judges a set under the preset's options (more naturals than
        wild cards, at most three), and red threes laid aside alone (008); where the table
        plays wild books, wild cards alone, three to seven (``wild_book``); where it plays books
        of sevens, sevens with no wild card (``sevens_book``: ``hand_and_foot.sevens_wild``,
        ``name`` empty, ``cards``)."""
        wild = [rules.is_wild(card, wild_rank) for card in cards]
        if rules.wild_book is not None and cards and all(wild):
            if MELD_LEAST <= len(cards) <= PILE_MOST:
                readings = tuple(CardReading(card, True, None) for card in cards)
                points = sum(rules.card_value(card, wild_rank) for card in cards)
                return MeldVerdict(True, ("set",), None, points, readings)
        if sevens_without_wilds(rules, cards) is False:
            said: dict[str, Param] = {"name": "", "cards": tuple(str(card) for card in cards)}
            problem = Problem("hand_and_foot.sevens_wild", said)
            return MeldVerdict(False, (), problem, None, ())
        return red_threes_apart(cards) or super().check_meld(cards, rules, wild_rank, stated)

    def counts_taken(self, rules: Rules) -> tuple[CountName, ...]:
        """Every count; no red threes laid aside where they are a penalty only."""
        if rules.red_threes == "penalty":
            return tuple(name for name in COUNT_NAMES if name != "red_threes")
        return COUNT_NAMES

    def score_counts(self, facts: DealFacts) -> DealScore:
        return score_hand_and_foot_counts(facts, self.counts_taken(facts.rules))

    def score(self, facts: DealFacts) -> DealScore:
        teams = read_teams(facts)
        verify_teams(facts, teams)
        return score_hand_and_foot(facts, teams)


HAND_AND_FOOT_GAME = HandAndFoot()


def sevens_without_wilds(rules: Rules, cards: Sequence[Card]) -> bool | None:
    """Where the table plays books of sevens (``sevens_book``), whether a pile of sevens holds
    no wild card (008 drwingnut.info: "A "natural" set of sevens is worth 1500 points"); ``None``
    for cards that are no pile of sevens, or a table that plays no books of sevens."""
    if rules.sevens_book is None:
        return None
    naturals = {card.rank for card in cards if not rules.is_wild(card, None)}
    if naturals != {Rank.SEVEN}:
        return None
    return not any(rules.is_wild(card, None) for card in cards)


def is_wild_pile(rules: Rules, cards: Sequence[Card]) -> bool:
    """A pile of wild cards alone, where the table plays wild books (``wild_book``)."""
    return rules.wild_book is not None and all(rules.is_wild(card, None) for card in cards)


def read_teams(facts: DealFacts) -> list[Team]:
    """Each side's piles and red threes from its players' entries, once the players have said
    nothing beyond their cards and are as many as the game takes, in teams it can make.

    :raises RulesError: for the players (``Rules.verify_players``).
    :raises DealError: a said drop (``verify_said_nothing``); ``hand_and_foot.laid_off``
        (``name``) at the lay-offs; ``hand_and_foot.red_three_mixed`` (``name``, ``cards``)
        at the meld.
    """
    verify_said_nothing(facts)
    facts.rules.verify_players(len(facts.players))
    teams = []
    for seats in team_sides(facts):
        piles: list[Pile] = []
        red: list[Pile] = []
        for seat in seats:
            player = facts.players[seat]
            if player.laid_off:
                said: dict[str, Param] = {"name": player.name}
                raise DealError(
                    Problem("hand_and_foot.laid_off", said, ("players", seat, "laid_off"))
                )
            for number, meld in enumerate(player.melds):
                pile = Pile(tuple(meld), seat, ("players", seat, "melds", number))
                reds = sum(is_red_three(card) for card in meld)
                if reds == len(meld):
                    red.append(pile)
                elif reds:
                    said = {"name": player.name, "cards": tuple(str(card) for card in meld)}
                    raise DealError(Problem("hand_and_foot.red_three_mixed", said, pile.path))
                else:
                    piles.append(pile)
        teams.append(Team(seats, tuple(piles), tuple(red)))
    return teams


def verify_teams(facts: DealFacts, teams: Sequence[Team]) -> None:
    """Every pile of every side (:func:`verify_pile`), then going out (:func:`verify_out`),
    then each side's first meld (:func:`verify_first_meld`), in that order."""
    for pile in (pile for team in teams for pile in team.piles):
        verify_pile(facts, pile)
    verify_out(facts, teams)
    for team in teams:
        verify_first_meld(facts, team)


def verify_pile(facts: DealFacts, pile: Pile) -> None:
    """A pile is a legal pile of Hand and Foot (008 GOCC, nwpages): natural cards of one rank,
    four to ace, with wild cards; three to seven cards; more naturals than wild cards
    (``naturals_must_outnumber_wilds``; else no more wild cards than naturals) and at most
    ``max_wilds_per_meld`` wild cards.

    Where the table plays wild books (``wild_book``), wild cards alone make a pile, three to
    seven; where it plays books of sevens (``sevens_book``), a pile of sevens holds no wild
    card.

    :raises DealError: ``hand_and_foot.not_one_rank`` (``name``, ``cards``) for wild cards
        alone (but under ``wild_book``), threes or two ranks; ``hand_and_foot.pile_size``
        (``name``, ``rank``, ``cards``), ``hand_and_foot.wild_pile_size`` (``name``, ``cards``)
        for a wild pile;
        ``hand_and_foot.wild_limits`` (``name``, ``rank``, ``naturals``, ``wilds``, ``most``:
        the most wild cards, ``None`` for none beyond the naturals' limit);
        ``hand_and_foot.sevens_wild`` (``name``, ``cards``); each at the pile.
    """
    rules = facts.rules
    name = facts.players[pile.seat].name
    if pile.cards and is_wild_pile(rules, pile.cards):
        if not MELD_LEAST <= len(pile.cards) <= PILE_MOST:
            sized: dict[str, Param] = {"name": name, "cards": len(pile.cards)}
            raise DealError(Problem("hand_and_foot.wild_pile_size", sized, pile.path))
        return
    if sevens_without_wilds(rules, pile.cards) is False:
        sevens: dict[str, Param] = {"name": name, "cards": tuple(str(card) for card in pile.cards)}
        raise DealError(Problem("hand_and_foot.sevens_wild", sevens, pile.path))
    wilds = sum(rules.is_wild(card, None) for card in pile.cards)
    naturals = len(pile.cards) - wilds
    ranks = {card.rank for card in pile.cards if not rules.is_wild(card, None)}
    if len(ranks) != 1 or Rank.THREE in ranks:
        said: dict[str, Param] = {"name": name, "cards": tuple(str(card) for card in pile.cards)}
        raise DealError(Problem("hand_and_foot.not_one_rank", said, pile.path))
    said = {"name": name, "rank": str(ranks.pop())}
    if not MELD_LEAST <= len(pile.cards) <= PILE_MOST:
        said |= {"cards": len(pile.cards)}
        raise DealError(Problem("hand_and_foot.pile_size", said, pile.path))
    most = rules.max_wilds_per_meld
    over = wilds >= naturals if rules.naturals_must_outnumber_wilds else wilds > naturals
    if over or (most is not None and wilds > most):
        said |= {"naturals": naturals, "wilds": wilds, "most": most}
        raise DealError(Problem("hand_and_foot.wild_limits", said, pile.path))


def book_bonus(rules: Rules, pile: Pile) -> int:
    """A pile's book bonus: 500 clean, 300 dirty, none under seven cards (008 jerrycolby:
    "Each "Clean" pile 500 points, each "Dirty" pile 300 points"; as Canasta's canastas); a
    wild book ``wild_book`` and a book of sevens ``sevens_book`` where the table plays them.

    >>> from scorekeeper.rules.presets import find_preset
    >>> rules = find_preset("hand-and-foot")
    >>> [book_bonus(rules, Pile(Card.parse(text), 0, ())) for text in
    ...  ("7H 7S 7D 7C 7H 7S 7D", "7H 7S 7D 7C 7H JK 2D", "7H 7S 7D 2D")]
    [500, 300, 0]
    """
    if len(pile.cards) < CANASTA_LEAST:
        return 0
    if rules.wild_book is not None and is_wild_pile(rules, pile.cards):
        return rules.wild_book
    if rules.sevens_book is not None and sevens_without_wilds(rules, pile.cards):
        return rules.sevens_book
    dirty = any(rules.is_wild(card, None) for card in pile.cards)
    return MIXED_CANASTA if dirty else NATURAL_CANASTA


def books(rules: Rules, team: Team) -> tuple[int, int]:
    """A side's clean and dirty books, toward going out: a book of sevens (``sevens_book``)
    is a clean one, having no wild card; a wild book (``wild_book``) is neither, no
    description read counting it toward going out."""
    clean = dirty = 0
    for pile in team.piles:
        if len(pile.cards) < CANASTA_LEAST or is_wild_pile(rules, pile.cards):
            continue
        if any(rules.is_wild(card, None) for card in pile.cards):
            dirty += 1
        else:
            clean += 1
    return clean, dirty


def verify_out(facts: DealFacts, teams: Sequence[Team]) -> None:
    """The player who went out holds no card (hand and foot both played), and the side has
    ``books_to_go_out`` clean books and as many dirty ones (008 nwpages: "A player/team must
    meet the required minimum number of clean and dirty books"; Grandma Sue's rules: "both a
    'red' and a 'black'"; goodsams: two of each).

    :raises DealError: ``going_out.cards_left_in_hand`` at the hand;
        ``hand_and_foot.books_to_go_out`` (``name``, ``clean``, ``dirty``, ``needed``) at
        ``went_out``.
    """
    if facts.went_out is None:
        return
    out = facts.names.index(facts.went_out)
    verify_empty_hand(out, facts.players[out])
    team = next(team for team in teams if out in team.seats)
    verify_books_to_go_out(facts, *books(facts.rules, team))


def verify_books_to_go_out(facts: DealFacts, clean: int, dirty: int) -> None:
    """The side of the player who went out made ``clean`` and ``dirty`` books: at least
    ``books_to_go_out`` of each (008 nwpages).

    :raises DealError: ``hand_and_foot.books_to_go_out`` (``name``, ``clean``, ``dirty``,
        ``needed``) at ``went_out``.
    """
    needed = facts.rules.books_to_go_out
    if facts.went_out is not None and (clean < needed or dirty < needed):
        said: dict[str, Param] = {
            "name": facts.went_out,
            "clean": clean,
            "dirty": dirty,
            "needed": needed,
        }
        raise DealError(Problem("hand_and_foot.books_to_go_out", said, ("went_out",)))


def verify_first_meld(facts: DealFacts, team: Team) -> None:
    """A side that melded has melded at least the deal's first-meld minimum in card points
    (:func:`first_meld_minimum` of the deal's number, else of the earlier deals' count and one;
    008 GOCC: "Only the first player of a partnership to lay down cards must meet this
    minimum").

    As in Canasta, only this necessary condition can be read from the cards at the end: which
    cards were the first meld is not known, so a first meld below the minimum that later melds
    made up for passes; book bonuses and red threes never count toward it.

    :raises DealError: ``hand_and_foot.below_minimum`` (``name``, ``points``, ``minimum``,
        ``number``) at the side's first pile.
    """
    if not team.piles:
        return
    rules = facts.rules
    points = sum(rules.card_value(card, None) for pile in team.piles for card in pile.cards)
    first = min(team.piles, key=lambda pile: pile.path)
    verify_first_meld_met(facts, points, first.seat, first.path)


def verify_first_meld_met(facts: DealFacts, points: int, seat: int, path: Path) -> None:
    """A side that melded ``points`` card points in all met the deal's first-meld minimum
    (:func:`first_meld_minimum` of the deal's number, else of the earlier deals' count and
    one).

    :raises DealError: ``hand_and_foot.below_minimum`` (``name``: the player at ``seat``,
        ``points``, ``minimum``, ``number``) at ``path``.
    """
    number = facts.number if facts.number is not None else len(facts.earlier) + 1
    minimum = first_meld_minimum(number)
    if points < minimum:
        said: dict[str, Param] = {
            "name": facts.players[seat].name,
            "points": points,
            "minimum": minimum,
            "number": number,
        }
        raise DealError(Problem("hand_and_foot.below_minimum", said, path))


def held_value(rules: Rules, card: Card) -> int:
    """What a card left in hand or foot counts against its player: its card points, but a red
    three 500 where red threes are a penalty (008 goodsams, Tanglewood)."""
    if rules.red_threes == "penalty" and is_red_three(card):
        return RED_THREE_HELD
    return rules.card_value(card, None)


def red_three_bonus(rules: Rules, pile: Pile) -> int:
    """What red threes laid aside count: their card points (100 each, 008 jerrycolby: "Red
    Threes 100 points"), nothing where they are a penalty."""
    if rules.red_threes == "penalty":
        return 0
    return sum(rules.card_value(card, None) for card in pile.cards)


def score_hand_and_foot(facts: DealFacts, teams: Sequence[Team]) -> DealScore:
    """Each side's deal score, shared among its players so that theirs add up to it (008
    jerrycolby, GOCC, Scoring): a pile's card points and book bonus go to the player it was
    entered on, red threes alike, the going-out bonus to the player who went out; each
    player's hand and foot are taken off that player's score ("all cards in remaining player's
    hands are counted against them", goodsams).
    """
    rules, players = facts.rules, facts.players
    melded = [0] * len(players)
    bonus = [0] * len(players)
    for team in teams:
        for pile in team.piles:
            melded[pile.seat] += sum(rules.card_value(card, None) for card in pile.cards)
            bonus[pile.seat] += book_bonus(rules, pile)
        for pile in team.red_threes:
            bonus[pile.seat] += red_three_bonus(rules, pile)
    if facts.went_out is not None:
        bonus[facts.names.index(facts.went_out)] += GOING_OUT
    held = [sum(held_value(rules, card) for card in player.hand) for player in players]
    scores = tuple(
        PlayerScore(player.name, melded[i], held[i], bonus[i], melded[i] + bonus[i] - held[i])
        for i, player in enumerate(players)
    )
    return DealScore(scores, facts.went_out)


def score_hand_and_foot_counts(facts: DealFacts, taken: Sequence[CountName]) -> DealScore:
    """A deal of Hand and Foot entered as each side's counts (``taken``; :mod:`.side_counts`;
    008 jerrycolby, GOCC, Scoring): checked as counts can be, the side of the player who went
    out holding its books, each side that melded at the deal's first-meld minimum; scored as
    the cards are (clean books 500, dirty 300, red threes laid aside 100 each, going out 100).
    A red three held counts in the hand's points, as the rules count it (100, or 500 where red
    threes are a penalty).

    :raises RulesError: for the players (``Rules.verify_players``).
    :raises DealError: as :func:`~.side_counts.counted_sides`;
        ``hand_and_foot.books_to_go_out`` at ``went_out``; ``hand_and_foot.below_minimum`` at
        the side's first player's melded points.
    """
    verify_said_nothing(facts)
    facts.rules.verify_players(len(facts.players))
    rules = facts.rules
    sides = counted_sides(facts, team_sides(facts), taken, lambda card: held_value(rules, card))
    if facts.went_out is not None:
        out = facts.names.index(facts.went_out)
        side = next(side for side in sides if out in side.seats)
        verify_books_to_go_out(facts, side.counts.clean, side.counts.dirty)
    for side in sides:
        if side.melded:
            first = side.seats[0]
            verify_first_meld_met(facts, side.counts.melded, first, counts_path(first, "melded"))
    return score_counted(
        facts,
        sides,
        (NATURAL_CANASTA, MIXED_CANASTA),
        lambda side: side.counts.red_threes * RED_THREE,
        GOING_OUT,
    )
