"""Golden deals: complete deals scored by hand, one file per preset in ``data/`` (STYLE point 8).

Each line of ``data/<preset>.txt`` is one deal; fields are separated by `` | ``::

    preset | wild rank (- if none) | who went out, facts | player | player ... | expected | source

- The preset is a slug, optionally with house rules appended as ``+name=value`` (a whole number,
  ``true`` or ``false``, a word, or ``none`` for empty: ``+teams=none``, each for themself).
- Who went out is a name, or ``-`` if the stock ran out; facts may follow, separated by spaces:
  ``number=3`` (the deal's number), ``rummy``, ``ending=knock``, ``first_turn=drew``,
  ``upcard=7S`` (Oklahoma Gin's upcard), ``earlier=Ann:1600,Cy:-20`` (the earlier deals
  as one deal scoring those totals, every player not named 0: where a side's total before the
  deal matters, as Canasta's initial minimum).
- A player is ``Name: melds ; laid off ; hand``, melds separated by ``/`` and ``-`` for empty;
  what an Indian Rummy player said may follow the name (``Bob first_drop: - ; - ; -``).
- Expected is ``Name=melded,hand,bonus,score`` for each player, separated by spaces; or
  ``refused=code`` for a deal the rules refuse, with the code of the problem the engine raises.
- The source cites the seed section (or docs/rule-sources.md) the numbers come from.

Lines starting with ``#`` are comments: each deal's comment shows the hand calculation.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.rules import PRESETS, score_deal
from scorekeeper.rules.problems import ProblemError
from tests.rules.golden_lines import GoldenDeal, parse_deal
from tests.rules.notation import SOURCE_CODES

DATA = Path(__file__).with_name("data")


def load_golden() -> list[GoldenDeal]:
    deals = []
    for path in sorted(DATA.glob("*.txt")):
        for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if not raw.strip() or raw.lstrip().startswith("#"):
                continue
            deals.append(parse_deal(raw.split(" | "), path.stem, number))
    return deals


GOLDEN_DEALS = load_golden()


def test_every_preset_has_golden_deals_in_its_own_file() -> None:
    """Issue 4, Done when: a golden file per preset, each deal citing its source; but the
    preset whose deals are all typed (scores only), which counts no card (its deals are tested
    in tests/rules/test_typed_scores.py)."""
    checked = {slug for slug, rules in PRESETS.items() if not rules.typed_only}
    assert {deal.file for deal in GOLDEN_DEALS} == checked
    for deal in GOLDEN_DEALS:
        assert deal.rules.variant == deal.file
        assert deal.source[:3] in (*SOURCE_CODES, "RUL"), deal.source
        if deal.refused is None:
            assert set(deal.expected) == {player.name for player in deal.players}


@pytest.mark.parametrize(
    "golden", GOLDEN_DEALS, ids=[f"{deal.file}-line{deal.line}" for deal in GOLDEN_DEALS]
)
def test_golden_deal(golden: GoldenDeal) -> None:
    """Each line cites its rule source; the scores are worked out by hand in its comment; a
    deal the rules refuse is refused with the problem named."""
    if golden.refused is not None:
        with pytest.raises(ProblemError) as refused:
            score_deal(
                golden.rules, golden.players, golden.went_out, golden.wild_rank, **golden.facts
            )
        assert refused.value.problem.code == golden.refused, golden.source
        return
    deal = score_deal(
        golden.rules, golden.players, golden.went_out, golden.wild_rank, **golden.facts
    )
    got = {p.name: (p.melded, p.hand, p.bonus, p.score) for p in deal.players}
    assert got == golden.expected, golden.source
    if golden.rules.scoring == "stakes":
        assert sum(p.score for p in deal.players) == 0  # stakes change hands
        return
    for result in deal.players:  # the parts add up as each rule source says
        if golden.rules.indian_format == "deals" and golden.rules.scoring == "indian":
            assert result.score == result.bonus - result.hand  # chips won, or lost
        elif golden.rules.unmelded == "penalty":
            assert result.score == result.hand
        else:
            subtract = golden.rules.unmelded in ("subtract", "to_player_out_and_subtract")
            assert result.score == result.melded + result.bonus - subtract * result.hand
