"""Golden whole games: a game of Canasta, Hand and Foot, Buraco, Five Crowns and Rummikub worked
out by hand from the rule sources, deal after deal, one file per preset in ``data/games/``
(STYLE point 8).

Each deal is scored with the game's deals before it (``score_deal``'s ``earlier``), so that
what depends on the game so far (Canasta's initial minimum by the side's total) is read from
the game itself; each side's running total is checked after every deal (``standings``), the game
goes on until its last deal, and ends there with its winners. A file's lines, fields separated
by `` | ``::

    game | preset | source
    deal | wild rank (- if none) | who went out, facts | player | player ... | expected
    totals | Name+Name=total | Name+Name=total
    winners | Name Name

(in a game each for themself, each side of a ``totals`` line is one player: ``Ann=37``).

- ``game`` comes first: the preset (a slug, house rules appended as in test_golden.py's
  format, ``+deals=8``) and the rule sources the game cites (codes 007 to 009 and 011, and
  sections).
- ``deal`` is a deal in the format of tests/rules/test_golden.py (read by its
  :func:`~tests.rules.test_golden.parse_deal`) without the preset and source: the game's are
  taken. A deal whose expected is ``refused=code`` is a deal the rules refuse at that point of
  the game, in the place of the next deal (scored with the deals so far, its problem's code
  checked; after the last deal of a game of a fixed number of deals, a deal past it); it is no
  part of the game. ``earlier=`` is not written: the game's deals are the
  earlier ones. A Hand and Foot deal's ``number=`` must be its number in the game.
- ``totals`` follows every deal of the game: each side, its players joined by ``+``, and its
  running total after the deal (the sum of its players' totals in ``standings``); in a game
  without partnerships (Rummikub) each side is one player.
- ``winners`` ends the file: the game is over after its last deal, and not before, and these
  players won.

Lines starting with ``#`` are comments: each deal's comment shows the hand calculation (card
points, bonuses, per side) and the running totals. The numbers are worked out by hand from the
rule sources, never copied from the engine's output.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from scorekeeper.rules import PRESETS, DealScore, Rules, score_deal, standings
from scorekeeper.rules.canasta import initial_minimum
from scorekeeper.rules.dealing import scheduled_wild_rank
from scorekeeper.rules.problems import ProblemError
from tests.rules.golden_lines import GoldenDeal, parse_deal
from tests.rules.notation import SOURCE_CODES

GAMES = Path(__file__).with_name("data") / "games"

GAME_PRESETS = ("buraco", "canasta", "five-crowns", "hand-and-foot", "phase-10", "rummikub")
"""The games with a golden whole game: the partnership games (issue: golden whole games),
Five Crowns, whose eleven deals each have their own wild rank (issue 52, item 3), Phase 10,
whose phases and end come from the game's deals (issue 52, item 2), and Rummikub (issue 52,
item 4)."""


@dataclass(frozen=True)
class Totals:
    """A ``totals`` line: each side's players and its running total."""

    line: int
    sides: tuple[tuple[tuple[str, ...], int], ...]


@dataclass(frozen=True)
class GoldenGame:
    file: str
    preset: str
    rules: Rules
    source: str
    steps: tuple[GoldenDeal | Totals, ...]
    winners: tuple[str, ...]


def _totals(fields: list[str], line: int) -> Totals:
    sides = []
    for field in fields:
        players, _, total = field.partition("=")
        sides.append((tuple(players.split("+")), int(total)))
    return Totals(line, tuple(sides))


def load_game(path: Path) -> GoldenGame:
    """A game file's lines read in order (the module's format)."""
    preset = source = ""
    steps: list[GoldenDeal | Totals] = []
    winners: tuple[str, ...] | None = None
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        kind, *fields = (field.strip() for field in raw.split(" | "))
        assert winners is None, f"{path.name}:{number}: nothing follows the winners"
        if kind == "game":
            assert not preset and not steps, f"{path.name}:{number}: one game line, first"
            preset, source = fields
        elif kind == "deal":
            assert preset, f"{path.name}:{number}: the game line comes first"
            steps.append(parse_deal([preset, *fields, source], path.stem, number))
        elif kind == "totals":
            steps.append(_totals(fields, number))
        elif kind == "winners":
            (names,) = fields
            winners = tuple(names.split())
        else:
            raise AssertionError(f"{path.name}:{number}: unknown line {kind!r}")
    assert winners is not None, f"{path.name}: the game ends with its winners"
    rules = next(step.rules for step in steps if isinstance(step, GoldenDeal))
    return GoldenGame(path.stem, preset, rules, source, tuple(steps), winners)


GOLDEN_GAMES = [load_game(path) for path in sorted(GAMES.glob("*.txt"))]


def test_each_game_in_the_list_has_a_golden_game() -> None:
    """One game per preset of :data:`GAME_PRESETS`, in a file of its name, citing its rule
    source; at least eight deals each, or every deal where the game has fewer (Rummikub's
    four), every deal of the game followed by the sides' totals."""
    assert [game.file for game in GOLDEN_GAMES] == list(GAME_PRESETS)
    for game in GOLDEN_GAMES:
        assert game.file in PRESETS
        assert game.rules.variant == game.file
        assert game.source[:3] in SOURCE_CODES, game.source
        played = [step for step in game.steps if isinstance(step, GoldenDeal) and not step.refused]
        assert len(played) >= min(8, game.rules.deal_count or 8), game.file
        for step, after in zip(game.steps, [*game.steps[1:], None], strict=True):
            if isinstance(step, GoldenDeal) and not step.refused:
                assert isinstance(after, Totals), f"{game.file}:{step.line}: totals follow"


@pytest.mark.parametrize("game", GOLDEN_GAMES, ids=[game.file for game in GOLDEN_GAMES])
def test_golden_game(game: GoldenGame) -> None:
    """The game played through the engine deal after deal, each deal scored with the deals
    before it: every player's melded points, hand, bonus and score as worked out by hand, each
    side's running total after every deal, the game going on to its last deal and no further,
    and its winners."""
    played: list[DealScore] = []
    last = max(i for i, step in enumerate(game.steps) if isinstance(step, Totals))
    names: list[str] = []
    for index, step in enumerate(game.steps):
        if isinstance(step, Totals):
            assert names, f"{game.file}:{step.line}: totals after a deal"
            after = standings(game.rules, names, played)
            by_name = dict(zip(after.names, after.totals, strict=True))
            for players, total in step.sides:
                if after.teams:
                    teams = {after.teams[names.index(name)] for name in players}
                    assert len(teams) == 1, f"{game.file}:{step.line}: {players} are one side"
                else:  # each for themself
                    assert len(players) == 1, f"{game.file}:{step.line}: {players} alone"
                side = sum(by_name[name] for name in players)
                assert side == total, f"{game.file}:{step.line}: {'+'.join(players)}"
            assert sorted(n for players, _ in step.sides for n in players) == sorted(names)
            assert after.finished == (index == last), f"{game.file}:{step.line}: finished"
            continue
        where = f"{game.file}:{step.line} ({game.source})"
        assert "earlier" not in step.facts, where
        if "number" in step.facts:
            assert step.facts["number"] == len(played) + 1, where
        if step.refused is not None:
            with pytest.raises(ProblemError) as refused:
                score_deal(
                    step.rules,
                    step.players,
                    step.went_out,
                    step.wild_rank,
                    earlier=tuple(played),
                    **step.facts,
                )
            assert refused.value.problem.code == step.refused, where
            continue
        deal = score_deal(
            step.rules,
            step.players,
            step.went_out,
            step.wild_rank,
            earlier=tuple(played),
            **step.facts,
        )
        got = {p.name: (p.melded, p.hand, p.bonus, p.score) for p in deal.players}
        assert got == step.expected, where
        for result in deal.players:  # the parts add up as the rule source says
            if game.rules.unmelded == "penalty":  # 011 Scoring: the hand counts against
                assert result.score == result.hand, where
            else:
                assert result.score == result.melded + result.bonus - result.hand, where
        names = names or [player.name for player in step.players]
        played.append(deal)
    end = standings(game.rules, names, played)
    assert end.finished
    assert end.winners == game.winners, game.file


def _played(file: str) -> list[GoldenDeal]:
    game = next(game for game in GOLDEN_GAMES if game.file == file)
    return [step for step in game.steps if isinstance(step, GoldenDeal) and not step.refused]


def test_the_games_hold_what_the_issue_asks() -> None:
    """Canasta: a side's first meld checked at every step of the initial minimum (15, 50, 90,
    120 by the side's total before the deal, read from the hand-worked scores), a deal refused
    below it, a concealed going out, red threes against a side that never melded (007). Hand
    and Foot: deals numbered in order past the fourth (008). Buraco: the morto left untaken
    (009)."""
    sides = (("Ann", "Cy"), ("Bob", "Dee"))
    totals = dict.fromkeys(("Ann", "Bob", "Cy", "Dee"), 0)
    steps = set()
    for deal in _played("canasta"):
        for side in sides:
            if any(deal.expected[name][0] for name in side):
                steps.add(initial_minimum(sum(totals[name] for name in side)))
        for name, (_, _, _, score) in deal.expected.items():
            totals[name] += score
    assert steps == {15, 50, 90, 120}
    game = next(game for game in GOLDEN_GAMES if game.file == "canasta")
    refused = [step for step in game.steps if isinstance(step, GoldenDeal) and step.refused]
    assert {step.refused for step in refused} == {"canasta.below_minimum"}
    endings = {deal.facts.get("ending") for deal in _played("canasta")}
    assert "went_out_concealed" in endings
    assert any(
        melded == 0 and bonus < 0
        for deal in _played("canasta")
        for melded, _, bonus, _ in deal.expected.values()
    )
    numbers = [deal.facts["number"] for deal in _played("hand-and-foot")]
    assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) >= 8
    assert "went_out_morto_untaken" in {deal.facts.get("ending") for deal in _played("buraco")}


def test_the_five_crowns_game_plays_every_deal_of_the_sheet() -> None:
    """011 Five Crowns: eleven deals, deal n of n + 2 cards with that rank wild (3s in deal 1 ...
    kings in deal 11, The Deal, Card Values), each player holding the cards dealt; jokers and
    the deal's wild cards both in melds and left in hand; every deal ended by a player going
    out (Going Out); a twelfth deal refused (Object: "all eleven hands of the game")."""
    played = _played("five-crowns")
    assert [deal.facts["number"] for deal in played] == list(range(1, 12))
    ranks = [scheduled_wild_rank(deal.rules, deal.facts["number"]) for deal in played]
    assert [str(rank) for rank in ranks] == [*map(str, range(3, 11)), "J", "Q", "K"]
    wild_in_melds = wild_in_hand = 0
    for deal, wild in zip(played, ranks, strict=True):
        assert deal.went_out is not None and deal.wild_rank is None  # the schedule's rank
        for player in deal.players:
            melded = [card for meld in player.melds for card in meld]
            assert len(melded) + len(player.hand) == deal.facts["number"] + 2, deal.line
            wild_in_melds += any(card.rank == wild for card in melded)
            wild_in_hand += any(card.rank == wild for card in player.hand)
    assert wild_in_melds >= 5 and wild_in_hand >= 5
    jokers = [card for deal in played for p in deal.players for card in p.hand if card.is_joker]
    assert jokers
    game = next(game for game in GOLDEN_GAMES if game.file == "five-crowns")
    refused = [step for step in game.steps if isinstance(step, GoldenDeal) and step.refused]
    assert [(step.facts["number"], step.refused) for step in refused] == [
        (12, "deal_number.past_last")
    ]


def test_the_rummikub_game_holds_what_the_issue_asks() -> None:
    """Rummikub (issue 52, item 4): an initial meld refused in the game, a deal ended by the
    pool running out, and every deal's scores summing to zero (013 the rules sheet, Scoring)."""
    game = next(game for game in GOLDEN_GAMES if game.file == "rummikub")
    refused = [step for step in game.steps if isinstance(step, GoldenDeal) and step.refused]
    assert {step.refused for step in refused} == {"rummikub.initial_meld_short"}
    played = _played("rummikub")
    assert "pool_empty" in {deal.facts.get("ending") for deal in played}
    for deal in played:
        assert sum(score for *_, score in deal.expected.values()) == 0, deal.line


def test_two_players_complete_phase_10_in_the_last_deal() -> None:
    """012 everything2.com, gamexpla.in: the game ends after the deal a player completes phase
    10; of several who did in that deal, the fewest points wins. In the golden game Ann and Bob
    both complete it in the last deal, Ann going out; Bob, with the lower total, wins. Each deal
    before the last leaves the game going on (checked by :func:`test_golden_game`)."""
    game = next(game for game in GOLDEN_GAMES if game.file == "phase-10")
    deals = _played("phase-10")
    played: list[DealScore] = []
    for deal in deals:
        played.append(score_deal(deal.rules, deal.players, deal.went_out, earlier=tuple(played)))
    names = [player.name for player in deals[0].players]
    phases = {p.name: len(p.stages) for p in played[-1].players}
    assert phases == {"Ann": 10, "Bob": 10, "Cy": 5}
    assert [len(p.stages) for p in played[-2].players] == [9, 9, 4]
    assert played[-1].went_out == "Ann"
    end = standings(game.rules, names, played)
    assert dict(zip(end.names, end.totals, strict=True)) == {"Ann": 95, "Bob": 75, "Cy": 205}
    assert end.winners == ("Bob",)
