"""Time the engine's meld checks, deal scoring and deadwood finder, in microseconds per call.

Run: ``.venv/bin/python benchmarks/engine.py`` (from the repository root). It prints one line
for each case: the median and the best of several runs, each the mean of as many calls as take
at least 0.2 s (so that a slow case still ends in seconds).
"""

from __future__ import annotations

import statistics
import sys
import timeit
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorekeeper.rules import (  # noqa: E402
    GIN_RUMMY,
    INDIAN_RUMMY,
    Card,
    PlayerDeal,
    Rank,
    check_meld,
    find_preset,
    least_deadwood,
    least_deadwood_after_discard,
    score_deal,
)

FIVE_THOUSAND = find_preset("5000-rummy")
TWO_PACKS = FIVE_THOUSAND.for_players(8)
SHORT_RUN = Card.parse("7H 8H 9H")
# A to K of hearts, 13 cards; 5s are wild and four 5s fill the 3, 5, 8 and J.
LONG_RUN = Card.parse("AH 2H 5C 4H 5S 6H 7H 5D 9H 10H 5H QH KH")
# Each player melds a set and a 2-3-4 run and lays off the run's ace, which a heart, club or
# diamond ace might also seem to join the sets by its suit; the first four players' cards
# are all different (one pack), the last four repeat them (two packs from 5 players).
PLAYERS = [
    PlayerDeal(
        name=f"Player {seat}",
        melds=(Card.parse(f"{rank}C {rank}D {rank}H"), Card.parse(f"2{suit} 3{suit} 4{suit}")),
        laid_off=Card.parse(f"A{suit}"),
        hand=Card.parse(f"5{suit} 6{suit}"),
    )
    for seat, (rank, suit) in enumerate(zip("789TJQK8", "SHCDSHCD", strict=True), start=1)
]

# Gin hands where cards could go to a set or a run: the 5H and 8H each to a set or the hearts
# run; the 11th card (JS) lengthens the spades run.
GIN_TEN = Card.parse("5H 6H 7H 8H 5C 5D 8C 8S 9S 10S")
GIN_ELEVEN = Card.parse("5H 6H 7H 8H 5C 5D 8C 8S 9S 10S JS")
# A Gin Rummy deal (005 pagat Gin Rummy): Ann knocks with 2H, Bob lays 6C off on her run;
# scored as the deal that ends a game (two earlier knocks: 72, then 108), the knock limit checked.
GIN = find_preset("gin-rummy")
GIN_DEAL = [
    PlayerDeal(
        "Ann",
        melds=tuple(Card.parse(m) for m in ("3C 4C 5C", "7H 7D 7S", "JD QD KD")),
        hand=Card.parse("2H"),
    ),
    PlayerDeal(
        "Bob",
        melds=(Card.parse("9S 10S JS"),),
        laid_off=Card.parse("6C"),
        hand=Card.parse("KH QS 8D 4H 5S AH"),
    ),
]
GIN_EARLIER = (
    score_deal(GIN, GIN_DEAL, "Ann", ending="knock"),
    score_deal(GIN, GIN_DEAL, "Ann", ending="knock"),
)
# An Indian hand with both printed jokers and 7s wild (the 7H a joker or itself), sequences
# and sets to choose between.
INDIAN = Card.parse("4H 5H 7H 8C 9C 10C 10D 3S 3D 9S QH JK JK")
# A deal of Indian Rummy, Pool 101, four players: a show checked and two losers counted by the
# finder (tests/rules/data/indian-rummy.txt), one drop.
INDIAN_POOL = find_preset("indian-rummy")
INDIAN_DEAL = [
    PlayerDeal(
        "Ann",
        melds=tuple(Card.parse(m) for m in ("AH 2H 3H 4H", "6S JK 8S", "9C 9D 9H"))
        + (Card.parse("KC KD KS"),),
    ),
    PlayerDeal("Bob", hand=Card.parse("2C 3C 4C 7D 8D 9D QD QH QS 8C 9H 10S KH")),
    PlayerDeal("Cy", hand=Card.parse("2C 3C 4C 6D 7D 8D JS JH JC 10H 10S 10D KH")),
    PlayerDeal("Dee", said="first_drop"),
]


def deal_of(players: int) -> Callable[[], object]:
    return lambda: score_deal(FIVE_THOUSAND, PLAYERS[:players], None, Rank.FIVE)


def cases() -> dict[str, Callable[[], object]]:
    return {
        "meld check: 3-card run, one pack": lambda: check_meld(SHORT_RUN, FIVE_THOUSAND, Rank.FIVE),
        "meld check: 13-card run with 4 wilds, two packs": lambda: check_meld(
            LONG_RUN, TWO_PACKS, Rank.FIVE
        ),
        "deal scoring: 2 players, 2 lay-offs, one pack": deal_of(2),
        "deal scoring: 6 players, 6 lay-offs, two packs": deal_of(6),
        "deal scoring: 8 players, 8 lay-offs, two packs": deal_of(8),
        "deal scoring: Gin Rummy, a knock ending the game": lambda: score_deal(
            GIN, GIN_DEAL, "Ann", ending="knock", earlier=GIN_EARLIER
        ),
        "deal scoring: Indian Rummy, a show and two counts": lambda: score_deal(
            INDIAN_POOL, INDIAN_DEAL, "Ann", Rank.FIVE
        ),
        "least deadwood: 10-card Gin hand": lambda: least_deadwood(GIN_TEN, GIN_RUMMY),
        "least deadwood: 11-card Gin hand": lambda: least_deadwood(GIN_ELEVEN, GIN_RUMMY),
        "least deadwood: best 10 of 11 Gin cards": lambda: least_deadwood_after_discard(
            GIN_ELEVEN, GIN_RUMMY
        ),
        "least deadwood: 13-card Indian hand, 2 jokers": lambda: least_deadwood(
            INDIAN, INDIAN_RUMMY, Rank.SEVEN
        ),
    }


def measure(call: Callable[[], object], repeat: int = 7) -> tuple[float, float]:
    """The median and best of ``repeat`` runs, in microseconds per call."""
    number, _ = timeit.Timer(call).autorange()
    runs = [t / number * 1e6 for t in timeit.repeat(call, number=number, repeat=repeat)]
    return statistics.median(runs), min(runs)


def main() -> None:
    print(f"Python {sys.version.split()[0]}")
    for name, call in cases().items():
        median, best = measure(call)
        print(f"{name:52} median {median:8.1f} µs   best {best:8.1f} µs")


if __name__ == "__main__":
    main()
