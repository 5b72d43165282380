"""The words of a deal's problems (``scorekeeper/words/deals.py``): every code of the areas
``deal``, ``contract``, ``wild_rank`` (a deal's, off or without its schedule), ``tonk``,
``going_out``, ``upcard``, ``hand_in``, ``event`` (014 Events: an event's seating and
ranking rule) and ``league`` (015 Leagues: a league's groups, promotion and relegation),
raised or found by the engine with real input where input reaches it, and said exactly as
the engine said it before problems had codes; and the words of a deal plan's wild card and
upcard rule, as the plan said them.

Sources: 000 pagat 5000 Rummy (Players and Cards, Deal, End of the play, Variations), 003 5000
Rummy (V1, V7), 004 rummy family (Rummy, Contract Rummy, Continental Rummy, Koon Kan, Tonk,
Rummy 11), as cited by the rules each refusal holds.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.rules import (
    find_preset,
    plan_deal,
)
from scorekeeper.rules.problems import Problem
from scorekeeper.words import deals, say
from scorekeeper.words.deals import say_upcard_rule, say_wild_card
from tests.words.deal_cases import NAMES, SAID


@pytest.mark.parametrize(("code", "problem", "words"), SAID)
def test_each_problem_is_said_as_before(
    code: str, problem: Callable[[], Problem], words: str
) -> None:
    found = problem()
    assert found.code == code
    assert say(found) == words


def test_every_code_of_the_area_is_said_above() -> None:
    assert {code for code, _, _ in SAID} == set(deals.WORDS)


# What a deal plan says of the wild card and the upcards (000 Deal; 000 Variations, Dealing
# and Choosing the Wild Card; 003 V1, V7; George).

EACH_PLAIN = "2 to 10 their number, a picture 10, an ace 11."
MORE = "Each player's face-up first card says how many more cards they are dealt face down: "
IN_ALL = "Each player's face-up first card says how many cards they hold in all, itself included: "


@pytest.mark.parametrize(
    ("slug", "options", "wild_card", "upcard_rule"),
    [
        ("5000-rummy", {}, "the dealer's face-up first card", MORE + EACH_PLAIN),
        (
            "george",
            {},
            "the dealer's face-up first card",
            IN_ALL + "2 to 10 their number, a jack 11, a queen 12, a king 13, an ace 14.",
        ),
        (
            "5000-rummy",
            {"upcard_counts": "total", "buried_upcards": ["2", "3", "4"]},
            "the dealer's face-up first card",
            IN_ALL + EACH_PLAIN + " An upcard of 2, 3, or 4 is buried in the pack and another "
            "dealt face up.",
        ),
        (
            "5000-rummy",
            {"buried_upcards": ["2"], "upcard_cards": {"5": 7}},
            "the dealer's face-up first card",
            MORE + "a number card as the table says, a picture 10, an ace 11. An upcard of 2 is "
            "buried in the pack and another dealt face up.",
        ),
        (
            "5000-rummy",
            {"permanent_wilds": ["2"]},
            "the dealer's face-up first card; if it is always wild, it is buried and another "
            "card is turned",
            MORE + EACH_PLAIN,
        ),
        (
            "5000-rummy",
            {
                "permanent_wilds": ["2"],
                "permanent_wild_indicator": "deal_more",
                "wild_indicator": "extra_card",
            },
            "an extra card dealt face up to the dealer; if it is always wild, the dealer gets "
            "more cards until one is not",
            MORE + EACH_PLAIN,
        ),
        (
            "5000-rummy",
            {"wild_indicator": "dealer_last_card"},
            "the dealer's last card, shown to all",
            MORE + EACH_PLAIN,
        ),
        (
            "5000-rummy",
            {"wild_indicator": "separate_card", "jokers": 2},
            "a card turned after the deal, not part of any hand; if it is always wild, it is "
            "buried and another card is turned",
            MORE + EACH_PLAIN,
        ),
    ],
)
def test_a_plans_wild_card_and_upcard_rule_are_said_as_before(
    slug: str, options: dict[str, object], wild_card: str, upcard_rule: str
) -> None:
    plan = plan_deal(find_preset(slug).with_options(options), NAMES, 0, 1)
    assert plan.wild_card is not None and plan.upcard_rule is not None
    assert say_wild_card(plan.wild_card) == wild_card
    assert say_upcard_rule(plan.upcard_rule) == upcard_rule
