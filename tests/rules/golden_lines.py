"""A golden deal's line read (the format is ``test_golden``'s docstring): what ``test_golden``
and ``test_golden_games`` share."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from scorekeeper.rules import Card, PlayerDeal, Rank, Rules, find_preset
from scorekeeper.rules.deal import DealScore, PlayerScore


@dataclass(frozen=True)
class GoldenDeal:
    file: str
    line: int
    rules: Rules
    wild_rank: Rank | None
    went_out: str | None
    facts: dict[str, Any]
    players: tuple[PlayerDeal, ...]
    expected: dict[str, tuple[int, int, int, int]]
    source: str = field(compare=False)
    refused: str | None = None


def _cards(text: str) -> tuple[Card, ...]:
    text = text.strip()
    return () if text == "-" else Card.parse(text)


def _value(text: str) -> Any:
    if text == "none":
        return None
    if text in ("true", "false"):
        return text == "true"
    return int(text) if text.lstrip("-").isdigit() else text


def _rules(text: str) -> Rules:
    slug, *overrides = text.split("+")
    options = dict(override.split("=") for override in overrides)
    return find_preset(slug).with_options({name: _value(v) for name, v in options.items()})


def _went_out(text: str, names: list[str]) -> tuple[str | None, dict[str, Any]]:
    name, *words = text.split()
    facts: dict[str, Any] = {}
    for word in words:
        key, _, value = word.partition("=")
        if key == "earlier":
            totals = dict(item.split(":") for item in value.split(","))
            scores = tuple(
                PlayerScore(player, 0, 0, 0, int(totals.get(player, 0))) for player in names
            )
            facts[key] = (DealScore(scores, None),)
        else:
            facts[key] = _value(value) if value else True
    if "upcard" in facts:
        facts["upcard"] = Card.from_str(str(facts["upcard"]))
    return (None if name == "-" else name), facts


def _player(text: str) -> PlayerDeal:
    named, rest = text.split(":", 1)
    name, *says = named.split()
    melds, laid_off, hand = rest.split(";")
    meld_list = () if melds.strip() == "-" else tuple(_cards(m) for m in melds.split("/"))
    said = next((word for word in says if word != "rejoined"), None)
    return PlayerDeal(
        name,
        melds=meld_list,
        laid_off=_cards(laid_off),
        hand=_cards(hand),
        said=said,  # type: ignore[arg-type]  # the engine refuses a word it does not know
        rejoined="rejoined" in says,
    )


def _expected(text: str) -> dict[str, tuple[int, int, int, int]]:
    result: dict[str, tuple[int, int, int, int]] = {}
    if text.startswith("refused="):
        return result
    for item in text.split():
        name, numbers = item.split("=")
        melded, hand, bonus, score = (int(number) for number in numbers.split(","))
        result[name] = (melded, hand, bonus, score)
    return result


def parse_deal(fields: list[str], file: str, line: int) -> GoldenDeal:
    """One deal from its fields, as a line of ``data/<preset>.txt`` holds them (the module's
    format): ``preset, wild, who went out, player, ..., expected, source``; also read by the
    golden whole games (tests/rules/test_golden_games.py)."""
    preset, wild, out, *players, expected, source = (f.strip() for f in fields)
    seated = tuple(_player(text) for text in players)
    went_out, facts = _went_out(out, [player.name for player in seated])
    return GoldenDeal(
        file=file,
        line=line,
        rules=_rules(preset),
        wild_rank=None if wild == "-" else Rank.parse(wild),
        went_out=went_out,
        facts=facts,
        players=seated,
        expected=_expected(expected),
        source=source,
        refused=expected.removeprefix("refused=") if expected.startswith("refused=") else None,
    )
