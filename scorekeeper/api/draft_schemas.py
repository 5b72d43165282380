"""The JSON API's bodies for seat drafts (see ``scorekeeper.api.drafts``)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, StrictBool, StrictStr

from ..rules.deal import Ending, Said
from ..scorebook.changes.sizes import Cards
from .schemas import Body

ENDING_SAID = (
    "how this player ended the deal, where the game asks (Tonk: went_out, "
    "went_out_no_discard, knock, tonk; Gin Rummy: knock, gin, big_gin where the house plays "
    "it); says went_out too; null: not said"
)
SCORE_SAID = (
    'this player\'s score of the deal typed in place of the cards ("25+40-10", worked out as '
    "typed; at most 20 numbers): then no melds, laid_off or hand; null: the cards are entered"
)

SAID_SAID = (
    "Indian Rummy: this player dropped (first_drop: before drawing; middle_drop: later) or "
    "showed wrongly (wrong_show): all they hand in, with no melds, laid_off, hand or score, "
    "and not with went_out; null: nothing said, the cards are counted"
)


class DraftWrite(Body):
    """A seat's whole draft, in place of what it held."""

    melds: list[Cards] = Field(default_factory=list, description="melds, each a list of cards")
    laid_off: Cards = Field(
        default_factory=list, description="cards laid off on melds already on the table"
    )
    hand: Cards = Field(default_factory=list, description="cards left in hand")
    went_out: StrictBool = Field(
        default=False, description="this player went out (in Tonk: ended the deal)"
    )
    stock_out: StrictBool = Field(
        default=False,
        description="the stock ran out: nobody went out (the scorekeeper's form records it as "
        '"Nobody: the stock ran out"); not with went_out',
    )
    ending: Ending | None = Field(default=None, description=ENDING_SAID)
    score: StrictStr | None = Field(default=None, max_length=200, description=SCORE_SAID)
    said: Said | None = Field(default=None, description=SAID_SAID)
    handed_in: StrictBool = Field(
        default=False, description='the player says the draft is complete ("Done")'
    )


class WildRankWrite(Body):
    wild_rank: StrictStr | None = Field(
        description="the rank the scorekeeper chose as wild this deal, or null for none yet"
    )


class ProblemOut(BaseModel):
    kind: Literal[
        "card_overused",
        "went_out_with_hand",
        "went_out_disagreement",
        "too_many_cards",
        "nobody_went_out",
    ]
    code: str = Field(description="the problem's stable code (like `hand_in.card_overused`)")
    message: str = Field(description="the problem in a player's words, in English")
    names: list[str] = Field(description="the players it is about")


class HandedInOut(BaseModel):
    melds: list[list[str]]
    laid_off: list[str]
    hand: list[str]
    went_out: bool
    stock_out: bool
    ending: Ending | None = Field(default=None, description=ENDING_SAID)
    score: str | None = Field(default=None, description=SCORE_SAID)
    said: Said | None = Field(default=None, description=SAID_SAID)
    revision: int = Field(description="the draft's revision it was handed in at")


class SeatDraftOut(BaseModel):
    seat: int = Field(description="the player's place in the seating order, from 1")
    name: str
    status: Literal["waiting", "entering", "handed_in"]
    melds: list[list[str]]
    laid_off: list[str]
    hand: list[str]
    went_out: bool
    stock_out: bool = Field(description="the seat says the stock ran out: nobody went out")
    ending: Ending | None = Field(default=None, description=ENDING_SAID)
    score: str | None = Field(default=None, description=SCORE_SAID)
    said: Said | None = Field(default=None, description=SAID_SAID)
    revision: int = Field(description="goes up with each change of this draft; 0: none yet")
    handed_in_version: HandedInOut | None = Field(
        default=None,
        description=(
            "what the seat last handed in (Done), kept while it changes its cards again "
            "(status entering): what the scorekeeper's form shows and saves; null: never"
        ),
    )


class MarkOut(BaseModel):
    number: int = Field(description="the deal a player marked")
    name: str = Field(description="the player who marked it")
    message: str = Field(description="the mark in words (the page's language)")


class DraftsOut(BaseModel):
    number: int = Field(description="the deal these drafts are for (the one being played)")
    wild_rank: str | None = Field(
        description="the wild rank chosen (by the scorekeeper or the dealer's phone), if any"
    )
    seats: list[SeatDraftOut]
    problems: list[ProblemOut] = Field(description="the engine's cross-checks across seats")
    marks: list[MarkOut] = Field(
        description=(
            "earlier deals a player says are not what they handed in, not fixed since "
            '("This is not what I handed in" on the seat page)'
        )
    )
