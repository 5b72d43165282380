"""The deal form: one deal's cards, as the scorekeeper enters them and as a seat's phone asks a
meld's verdict (``scorekeeper.seats``); shared by the games and seats blueprints.

The form reads what a player typed and turns it into engine values. Every judgement is the
engine's or the store's (``Card.parse``, ``Rules.verify_wild_rank``, ``score_deal``); the form
puts its errors next to the field that caused them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from flask import render_template
from flask_babel import lazy_gettext as _l
from wtforms import (
    BooleanField,
    Field,
    Form,
    FormField,
    HiddenField,
    RadioField,
    SelectChoice,
    SelectField,
    StringField,
)
from wtforms.validators import InputRequired, Length, ValidationError

from ..models import Deal
from ..rules import (
    GIN_RUMMY,
    Arrangement,
    Card,
    DealError,
    DealPlan,
    DealScore,
    DiscardVerdict,
    GinCount,
    HandError,
    IllegalMeldError,
    NotationError,
    PlayerDeal,
    Rank,
    Rules,
    RulesError,
    check_final_discard,
    deadwood_points,
    gin_count,
    least_deadwood,
    read_meld,
)
from ..rules.deal import COUNT_NAMES, SideCounts
from ..rules.games import game_of
from ..rules.results import Result, read_result
from ..rules.typed_scores import MOST_TYPED_CHARACTERS
from ..scorebook.changes.sizes import MAX_MELDS, MAX_NAMES_SENT
from ..scorebook.checks import MeldCheck, check_meld_text, deal_wild_rank
from ..scorebook.scores.scoresheet import (
    DealEntry,
    as_ending,
    as_first_turn,
    as_said,
    score_entry,
)
from ..scorebook.seats.sheets import Part, Sheet, ShownField, Source
from ..words import say
from ..words.deal_words import (
    count_labels,
    deal_endings,
    result_choices,
    say_who_ended,
    who_ended,
    wild_rank_words,
)
from ..words.deals import SAID_TEXT, said_choices
from ..words.languages import PageForm, gettext, ngettext
from ..words.phrases import listed
from .capped_list import CappedFieldList
from .whole_number import whole_number

MELD_FIELDS = 2
"""Meld inputs each player starts with; "Add meld" adds more, up to MAX_MELDS."""
MAX_CARDS_TEXT = 200
"""Characters in one cards field: far more than two packs allow in one place."""
NOBODY = "nobody"
"""The "who went out" choice for a deal that ended with the stock run out."""
FIRST_TURN_TEXT: Mapping[str, str] = {
    "": _l("No"),
    "drew": _l("Yes, after drawing"),
    "no_draw": _l("Yes, without drawing"),
}


@dataclass(frozen=True)
class ArrangementNote:
    """A Gin Rummy player's cards (melded and in hand) at their least deadwood (``best``),
    beside the deadwood the player's entry leaves in hand (``entered``, points)."""

    seat: int
    best: Arrangement
    entered: int

    @property
    def more(self) -> bool:
        """Whether the entry leaves more deadwood than the best arrangement."""
        return self.entered > self.best.points

    @property
    def same(self) -> bool:
        """Whether the entry is the best arrangement already (its melds and deadwood)."""
        return not self.more and self.entered == self.best.points


def arrangement_note(
    seat: int, melds: Sequence[str], laid_off: str, hand: str
) -> ArrangementNote | None:
    """A Gin Rummy player's cards as typed (melds, lay-offs, hand, in notation) at their least
    deadwood: the cards melded and in hand, not those laid off, arranged by the engine's
    ``least_deadwood`` (005 pagat Gin Rummy); ``None`` for cards that do not read, or that are
    not ten or eleven in all."""
    try:
        melded = [card for text in melds for card in Card.parse(text)]
        held = Card.parse(hand)
        laid = Card.parse(laid_off)
    except NotationError:
        return None
    cards = [*melded, *held]
    if not 10 <= len(cards) + len(laid) <= 11:
        return None
    try:
        best = least_deadwood(cards, GIN_RUMMY)
    except (HandError, ValueError):
        return None
    return ArrangementNote(seat, best, sum(deadwood_points(card, GIN_RUMMY) for card in held))


def readable_cards(form: Form, field: Field) -> None:
    """Ask the engine to read the field's cards; its error names the culprit."""
    try:
        Card.parse(field.data or "")
    except NotationError as error:
        raise ValidationError(say(error)) from None


def readable_meld(form: Form, field: Field) -> None:
    """Ask the engine to read a meld's cards, with what wild cards stand for (``JK=8C``)."""
    try:
        read_meld(field.data or "")
    except NotationError as error:
        raise ValidationError(say(error)) from None


MOST_COUNT_DIGITS = 6
"""Digits in one count: far more than any side's count of a deal."""


def whole_count(form: Form, field: Field) -> None:
    """A count is a whole number, 0 or more, or left empty (0); the engine judges its size."""
    text = (field.data or "").strip()
    if text and (len(text) > MOST_COUNT_DIGITS or whole_number(text) is None):
        raise ValidationError(gettext("Enter a whole number, 0 or more."))


def _count_field() -> StringField:
    return StringField(default="", validators=[whole_count])


class SideCountsForm(Form):
    """A side's counts in place of its cards, the Canasta family's score sheet's
    (:class:`~scorekeeper.rules.deal.SideCounts`); each left empty counts 0. The labels are the
    game's (``words.deal_words.count_labels``)."""

    clean = _count_field()
    dirty = _count_field()
    red_threes = _count_field()
    melded = _count_field()
    hand = _count_field()

    def counts(self) -> SideCounts:
        """The counts entered (call once validated)."""
        return SideCounts(*(int((self[name].data or "0").strip()) for name in COUNT_NAMES))


TOO_MANY_CARDS = _l("That is more cards than a deal holds.")
"""A cards field's error when its text is longer than :data:`MAX_CARDS_TEXT`."""


def _cards_field(label: str, readable: Any = readable_cards) -> StringField:
    too_long = Length(max=MAX_CARDS_TEXT, message=TOO_MANY_CARDS)
    return StringField(label, default="", validators=[too_long, readable])


class PlayerCardsForm(Form):
    """One player's cards at the end of a deal, each field in notation (``7H 8H 9H``); a meld's
    wild card may say what it stands for (``6C 7C JK=8C``). Or, where the deal's scores are
    typed (:attr:`DealForm.typed_scores`), the player's score as typed (``25+40-10``)."""

    melds = CappedFieldList(
        _cards_field(_l("Meld"), readable_meld), min_entries=MELD_FIELDS, max_entries=MAX_MELDS
    )
    laid_off = _cards_field(_l("Laid off on other melds"))
    hand = _cards_field(_l("Left in hand"))
    score = StringField(
        _l("Score"),
        default="",
        validators=[Length(max=MOST_TYPED_CHARACTERS, message=_l("That is too long for a score."))],
    )
    said = RadioField(
        _l("What the player said"),
        choices=[SelectChoice(value, text) for value, text in SAID_TEXT.items()],
        default="",
    )
    """Indian Rummy: a drop or a wrong show (read only in that game)."""
    rejoined = BooleanField(_l("Rejoined before this deal"))
    """Indian Rummy's Pool rummy: the player was out and rejoined (read only there)."""
    counts = FormField(SideCountsForm)
    """The player's side's counts, where the deal is entered as counts (:attr:`DealForm.counted`):
    read on each side's first player only."""


class DealForm(PageForm):
    """One deal: its wild rank (where the game has one), who went out, each player's cards.

    :param rules: the game's rules.
    :param names: the players in seating order.
    :param number: the deal's number in the game (from 1).
    :param dealer: who deals this deal, for the wild rank's hint.
    :param plan: the engine's plan of this deal (its scheduled wild rank, its contract), or
        ``None`` past the game's last deal.
    """

    entry_id = HiddenField()
    version = HiddenField()
    """The game's version the form was filled against (see ``deals.verify_version``)."""
    opened_for = HiddenField()
    """The number of the deal a new-deal form was opened for (see ``deals.add_deal``)."""
    dealt = HiddenField()
    """The seats of the players the form was drawn for, as text (``"0 1 3"``): a form opened
    before a player joined or left is refused rather than read onto other players."""
    shown = HiddenField()
    """A fix form's deal as it was when the form was opened (JSON of :meth:`data_of`), to
    show what another phone changed since (see ``games.conflicts``)."""
    sheet = HiddenField()
    """What the sheet by Save showed as it was tapped, as the form's script sends it (JSON:
    ``{"fields": {field name: where its cards came from}, "leave_out": [seat, ...],
    "scores": [points, ...] or null}``, see :meth:`sheet_shown`); empty without script."""
    stock_out_confirmed = BooleanField(_l("Yes: the stock ran out and nobody melded anything"))
    wild_rank = SelectField(
        _l("Wild rank (the dealer's upcard)"),
        choices=[
            SelectChoice("", _l("Choose the rank")),
            *(SelectChoice(str(rank)) for rank in Rank),
        ],
        default="",
        validate_choice=False,  # the engine judges it (validate_wild_rank), in the rules' words
    )
    went_out = RadioField(
        _l("Who went out"),
        validators=[InputRequired(message=_l("Say who went out, or that the stock ran out."))],
    )
    ending = RadioField(
        _l("How the deal ended"),
        choices=[],
        validators=[InputRequired(message=_l("Say how the deal ended."))],
    )
    rummy = BooleanField(
        _l("Rummy: went out by melding the whole hand in one turn"),
        description=_l("Their score is doubled (004 Rummy)."),
    )
    upcard = StringField(
        _l("The first upcard"),
        default="",
        validators=[Length(max=3, message=TOO_MANY_CARDS), readable_cards],
        description=_l(
            "Oklahoma Gin: its value is the knock limit (pictures 10, an ace: gin only); a "
            "spade doubles the deal."
        ),
    )
    first_turn = RadioField(
        _l("Went out on the first turn"),
        choices=[SelectChoice(value, text) for value, text in FIRST_TURN_TEXT.items()],
        default="",
        description=_l("A bonus in Continental Rummy."),
    )
    typed_scores = BooleanField(
        _l("Type each player's score instead of the cards"),
        description=_l(
            "For a game the app does not know, or a table that counts its own points: what you "
            "type is added up (25+40-10) and not checked."
        ),
    )
    """Whether the deal is entered as each player's score typed (the cards fields are then
    left out) or as the cards (the scores left out)."""
    counted = BooleanField(
        _l("Enter each side's counts instead of the cards"),
        description=_l(
            "As a score sheet takes them: each side's canastas, red threes and card points. "
            "The app checks what counts can show."
        ),
    )
    """Whether the deal is entered as each side's counts (the Canasta family,
    :meth:`~scorekeeper.rules.game.Game.counts_taken`), on each side's first player."""
    players = CappedFieldList(FormField(PlayerCardsForm), max_entries=MAX_NAMES_SENT)
    earlier: tuple[DealScore, ...] = ()
    """The scores of the game's deals before this one, where the rules read them to score it
    (Gin Rummy's game-end bonuses: ``scoresheet.earlier_scores``); set by the view."""
    starting: tuple[int, ...] = ()
    """The players' points before the game's first deal (``scoresheet.starting_scores``: a
    game resumed from paper), which a running total before this deal starts from; set by the
    view."""

    def __init__(
        self,
        rules: Rules,
        names: Sequence[str],
        number: int,
        dealer: str,
        plan: DealPlan | None,
        *args: Any,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self.rules = rules
        self.names = tuple(names)
        self.number = number
        self.dealer = dealer
        self.plan = plan
        game = game_of(rules)
        self.went_out.label.text = str(who_ended(game))
        self.went_out.choices = [
            *(SelectChoice(str(seat), name) for seat, name in enumerate(names)),
            SelectChoice(NOBODY, gettext("Nobody: the stock ran out")),
        ]
        # 004 Tonk, 005 pagat Gin Rummy: how the deal ended (a knock, gin...) or the stock out
        self.ending.choices = [
            SelectChoice(value, str(text)) for value, text in deal_endings(game, rules).items()
        ]
        if game.winner_shows:  # 006: every deal has a winner, who showed
            del self.went_out.choices[-1]
            self.went_out.validators = [InputRequired(message=str(say_who_ended(game)))]
        if rules.restock_from_discards and not game.stakes:  # nobody out is no way to end a deal
            del self.went_out.choices[-1]
            self.went_out.description = gettext(
                'A deal ends only when a player goes out: "If the stock is exhausted before a '
                "player goes out, turn over the discard pile (do not shuffle) to form a new "
                'stock and continue play" (004 Rummy).'
            )
        if game.endings:  # one question: how the deal ended, and who, unless the stock ran out
            message = str(say_who_ended(game))
            self.went_out.validators = [InputRequired(message=message)]
            self.went_out.description = gettext("Nobody, when the stock ran out.")
            if self.ending.data == "stock_out":
                self.went_out.data, self.went_out.raw_data = NOBODY, [NOBODY]
        if rules.wild_upcard and not self.scheduled_wild_rank:
            self.wild_rank.choices = [
                SelectChoice("", gettext("Choose the rank")),
                *(SelectChoice(str(rank)) for rank in rules.ranks_held),
            ]
            self.wild_rank.description = gettext(
                "The rank of %(name)s's face-up first card: it is wild in this deal.", name=dealer
            )
            named = wild_rank_words(game, dealer)
            if named is not None:  # 006 Wild joker: a card cut after the deal
                self.wild_rank.label.text, self.wild_rank.description = named
        else:
            del self.wild_rank
        if not game.endings:
            del self.ending
        if not game.counts_taken(rules):
            del self.counted
        if not rules.oklahoma:
            del self.upcard
        if not rules.rummy_doubles:
            del self.rummy
        if not rules.continental_bonuses:
            del self.first_turn
        del self.players.entries[len(names) :]
        while len(self.players) < len(names):
            self.players.append_entry()
        for player in self.players:
            for name, label in count_labels(game, rules).items():
                player.counts[name].label.text = str(label)
        if game.sayings_for(rules):  # the game's own (006 drops, 009 the morto, 012 phases)
            choices = [SelectChoice(value, text) for value, text in said_choices(game, rules)]
            for player in self.players:
                player.said.choices = choices

    @property
    def winner_shows(self) -> bool:
        """Whether the deal's winner shows (Indian Rummy, :attr:`Game.winner_shows`)."""
        return game_of(self.rules).winner_shows

    @property
    def sayings(self) -> bool:
        """Whether the game's players may say something beyond the cards (Indian Rummy's drops
        and wrong shows, :attr:`~scorekeeper.rules.game.Game.sayings`)."""
        return bool(game_of(self.rules).sayings_for(self.rules))

    @property
    def marks(self) -> Mapping[str, int | None]:
        """Each player's stage for this deal, by name, where the game has stages (012 Phase
        10's phase, :meth:`~scorekeeper.rules.game.Game.player_marks`), from the earlier deals'
        scores; empty elsewhere."""
        return game_of(self.rules).player_marks(self.rules, self.names, self.earlier)

    @property
    def out(self) -> frozenset[str]:
        """The players who play no more before this deal, from the earlier deals' scores
        (:meth:`~scorekeeper.rules.game.Game.sitting_out`): in Pool rummy those out, the only
        ones who may rejoin; in Deals rummy's deciding deal, those not tied for the most chips."""
        game = game_of(self.rules)
        return game.sitting_out(self.rules, self.names, self.earlier, self.starting)

    @property
    def copies(self) -> dict[str, int]:
        """How many of each card this table's packs hold, by notation (``{"10H": 2}``)."""
        pack = self.rules.for_players(len(self.names)).pack
        return {str(card): count for card, count in pack.items()}

    @staticmethod
    def data_of(deal: Deal, seats: int | Sequence[int]) -> dict[str, Any]:
        """A stored deal as the form's data, with one empty meld input more per player.

        :param seats: the seats dealt into the deal, in order (a number: that many, from 0),
            the form's rows; who went out is their place among them.
        """
        seats = range(seats) if isinstance(seats, int) else seats
        lines = {line.seat: line for line in deal.lines}
        players = []
        for seat in seats:
            line = lines.get(seat)
            melds = [" ".join(meld) for meld in line.melds] if line else []
            players.append(
                {
                    "melds": [*melds, ""],
                    "laid_off": " ".join(line.laid_off) if line else "",
                    "hand": " ".join(line.hand) if line else "",
                    "score": line.typed or "" if line else "",
                    "said": line.said or "" if line else "",
                    "rejoined": bool(line.rejoined) if line else False,
                    "counts": {name: str(count) for name, count in (line.counts or {}).items()}
                    if line
                    else {},
                }
            )
        went_out = NOBODY
        if deal.went_out is not None and deal.went_out in seats:
            went_out = str(list(seats).index(deal.went_out))
        return {
            "typed_scores": any(line.typed is not None for line in deal.lines),
            "counted": any(line.counts is not None for line in deal.lines),
            "wild_rank": deal.wild_rank or "",
            "went_out": went_out,
            "players": players,
            "rummy": deal.rummy,
            "ending": deal.ending or "",
            "first_turn": deal.first_turn or "",
            "upcard": deal.upcard or "",
            "version": str(deal.game.version),
        }

    def validate(self, extra_validators: Any = None) -> bool:
        """Check the fields, and that no player sent more meld inputs than :data:`MAX_MELDS`.
        Where the scores are typed, the cards fields are left out, and the other way round."""
        valid = bool(super().validate(extra_validators))
        entered = {id(field) for field in self.entry_fields()}
        every = [*self._cards_fields(), *self._score_fields(), *self._count_fields()]
        left_out = [field for field in every if id(field) not in entered]
        if self.scores_typed() and self.went_out.data is None:
            left_out.append(self.went_out)  # who went out is the table's to say, or not
        if any(field.errors for field in left_out):
            for field in left_out:
                field.errors = []
            valid = not any(field.errors for field in [*self._facts(), *self.entry_fields()])
        if self.scores_typed() and self.counts_entered():
            self.form_errors.append(
                gettext("Choose one: each player's score typed, or each side's counts.")
            )
            return False
        if any(player.melds.too_many for player in self.players):
            self.form_errors.append(
                ngettext(
                    "A player has at most %(num)d meld in one deal.",
                    "A player has at most %(num)d melds in one deal.",
                    MAX_MELDS,
                )
            )
            return False
        return valid

    def validate_wild_rank(self, field: Field) -> None:
        try:
            self.rules.verify_wild_rank(self.wild())
        except RulesError as error:
            raise ValidationError(f"{say(error)} {self.dealer} deals.") from None

    def game_version(self) -> int | None:
        """The version sent, or ``None`` if the form carried none."""
        return whole_number(self.version.data or "")

    def deal_number(self) -> int | None:
        """The deal number the form was opened for, or ``None`` if it carried none."""
        return whole_number(self.opened_for.data or "")

    def entry_token(self) -> str | None:
        """The one-time id the form was made with (32 hex digits), or ``None`` if it carried
        none or something else."""
        token = self.entry_id.data or ""
        return token if re.fullmatch(r"[0-9a-f]{32}", token) else None

    @property
    def scheduled_wild_rank(self) -> Rank | None:
        """The wild rank the game's schedule gives this deal (Rummy 11, Ace to King)."""
        return self.plan.wild_rank if self.plan else None

    def wild(self) -> Rank | None:
        """The deal's wild rank: the schedule's, else the one chosen, else ``None``."""
        chosen = (self.wild_rank.data or "") if "wild_rank" in self else ""
        return deal_wild_rank(self.rules, self.plan, chosen)[0]

    def went_out_name(self) -> str | None:
        """Who went out, or ``None`` when nobody did (or nobody is chosen yet)."""
        seat = self.went_out.data
        if seat is None or not seat.isdigit() or int(seat) >= len(self.names):
            return None
        return self.names[int(seat)]

    def scores_typed(self) -> bool:
        """Whether the deal is entered as typed scores: the box ticked, or a game whose every
        deal is (scores only)."""
        return self.rules.typed_only or bool(self.typed_scores.data)

    def counts_entered(self) -> bool:
        """Whether the deal is entered as each side's counts: the box ticked, in a game that
        takes counts."""
        return "counted" in self and bool(self.counted.data)

    def side_firsts(self) -> tuple[int, ...]:
        """The seats each side's counts are entered on: each team's first player, or every
        player where each plays for themself."""
        teams = self.rules.seat_teams(len(self.names))
        if not teams:
            return tuple(range(len(self.names)))
        return tuple(teams.index(team) for team in sorted(set(teams)))

    def entry_fields(self) -> list[Field]:
        """The fields each player's part of the deal is entered in, in the order the engine
        checks them: the typed scores where they are typed, each side's counts where counted,
        else every cards field."""
        if self.scores_typed():
            return self._score_fields()
        return self._count_fields() if self.counts_entered() else self._cards_fields()

    def side_names(self, seat: int) -> str:
        """The players of the side whose counts are entered on ``seat``, in words ("Ann and
        Cy")."""
        teams = self.rules.seat_teams(len(self.names))
        if not teams:
            return self.names[seat]
        return listed(
            [name for name, team in zip(self.names, teams, strict=True) if team == teams[seat]]
        )

    def count_fields_of(self, seat: int) -> list[Field]:
        """The count fields the game takes on the player at ``seat`` (a side's first player)."""
        taken = game_of(self.rules).counts_taken(self.rules)
        return [self.players[seat].counts[name] for name in taken]

    def _count_fields(self) -> list[Field]:
        if "counted" not in self:
            return []
        return [field for seat in self.side_firsts() for field in self.count_fields_of(seat)]

    def _cards_fields(self) -> list[Field]:
        fields: list[Field] = []
        for player in self.players:
            if self.sayings:
                fields += [player.said, player.rejoined]
            fields += [*player.melds, player.laid_off, player.hand]
        return fields

    def _score_fields(self) -> list[Field]:
        return [player.score for player in self.players]

    def result_choices(self) -> list[tuple[str, str, int]]:
        """Where the deals are scored by their results (010 Score pads, Results), each result
        as the form sends it (``"win"``), in words and with the points the table set for it;
        else empty."""
        points = self.rules.scores_results
        if points is None:
            return []
        return [(value, str(words), points.of(Result(value))) for value, words in result_choices()]

    def chosen_result(self, seat: int) -> str | None:
        """The result chosen for the player at ``seat`` (``"win"``), read from what the form
        holds (a stored deal's ``W`` too), or ``None``."""
        result = read_result(self.players[seat].score.data)
        return result.value if result is not None else None

    def _facts(self) -> list[Field]:
        """The deal's facts the form asks, as it asks them."""
        names = ("wild_rank", "went_out", "ending", "rummy", "first_turn")
        return [self[name] for name in names if name in self]

    def entry(self) -> DealEntry:
        """The deal as the engine reads it; empty meld inputs are skipped.

        :raises NotationError: for a field the engine cannot read (see :meth:`validate`).
        """
        players = []
        for seat, (name, player) in enumerate(zip(self.names, self.players, strict=True)):
            if self.scores_typed():
                players.append(PlayerDeal(name=name, typed=(player.score.data or "").strip()))
                continue
            if self.counts_entered():
                counted = seat in self.side_firsts()
                counts = player.counts.form.counts() if counted else SideCounts()
                said = as_said(player.said.data) if self.sayings and counted else None
                players.append(PlayerDeal(name=name, counts=counts, said=said))
                continue
            melds = [read_meld(field.data or "") for field in self._melds(seat)]
            players.append(
                PlayerDeal(
                    name=name,
                    melds=tuple(cards for cards, _ in melds),
                    laid_off=Card.parse(player.laid_off.data or ""),
                    hand=Card.parse(player.hand.data or ""),
                    stands_for=tuple(stated for _, stated in melds),
                    said=as_said(player.said.data) if self.sayings else None,
                    rejoined=self.sayings and bool(player.rejoined.data),
                )
            )
        return DealEntry(
            wild_rank=self.wild(),
            players=tuple(players),
            went_out=self.went_out_name(),
            rummy="rummy" in self and bool(self.rummy.data),
            ending=as_ending(self.ending.data) if "ending" in self else None,
            first_turn=as_first_turn(self.first_turn.data) if "first_turn" in self else None,
            upcard=self._upcard(),
        )

    def _upcard(self) -> Card | None:
        """The upcard entered (Oklahoma Gin), or ``None``: none asked, or none entered."""
        if "upcard" not in self:
            return None
        cards = Card.parse(self.upcard.data or "")
        return cards[0] if cards else None

    def sheet_shown(self) -> Sheet | None:
        """The sheet by Save as it was when Save was tapped (``sheet``), to be checked before
        the deal is stored (:func:`~scorekeeper.scorebook.seats.sheets.verify_sheet`); ``None`` if
        the form carried none (sent without script) or one that does not read."""
        try:
            sent = json.loads(self.sheet.data or "")
        except ValueError:
            return None
        if not isinstance(sent, dict):
            return None
        origins, leave_out, scores = (sent.get(key) for key in ("fields", "leave_out", "scores"))
        if not isinstance(origins, dict) or not isinstance(scores, list | None):
            return None
        if not all(isinstance(score, int) for score in scores or []):
            return None
        fields = []
        for seat, player in enumerate(self.players):
            parts: list[tuple[Part, int, Field]] = [
                ("melds", index, meld) for index, meld in enumerate(player.melds)
            ]
            parts += [("laid_off", 0, player.laid_off), ("hand", 0, player.hand)]
            parts += [("score", 0, player.score)]
            if self.sayings:  # a drop or a wrong show, as the seat may have said it
                parts += [("said", 0, player.said)]
            for part, index, field in parts:
                origin = Source.read(str(origins.get(field.name, "")))
                fields.append(ShownField(seat, part, index, field.data or "", origin))
            fields.append(self._ending_shown(seat, origins))
        seats = leave_out if isinstance(leave_out, list) else []
        return Sheet(
            tuple(fields),
            frozenset(seat for seat in seats if isinstance(seat, int)),
            tuple(scores) if scores is not None else None,
        )

    def _ending_shown(self, seat: int, origins: Mapping[str, Any]) -> ShownField:
        """How the deal ended, as it concerns ``seat``: it went out, or the stock ran out."""
        went_out = self.went_out.data
        if went_out == str(seat):
            text, origin = "went_out", origins.get("went_out", "")
        elif went_out == NOBODY:
            text, origin = "stock_out", origins.get("ending") or origins.get("went_out", "")
        else:
            text, origin = "", origins.get("went_out", "")
        return ShownField(seat, "ending", 0, text, Source.read(str(origin)))

    def meld_check(self, text: str) -> MeldCheck:
        """The cards ``text`` judged as a meld under the game's rules and the deal's wild rank,
        with the cards that may still join it (``scorebook.checks.check_meld_text``)."""
        return check_meld_text(text, self.rules, self.wild(), "wild_rank" in self)

    def discard_verdict(self, text: str) -> tuple[DiscardVerdict | None, str | None]:
        """The engine's verdict on going out by discarding the card ``text``, with the melds
        entered on the form as the melds on the table; or the problem in words."""
        try:
            cards = Card.parse(text)
        except NotationError as error:
            return None, say(error)
        if len(cards) != 1:
            return None, gettext("Choose the one card the player would discard.")
        if "wild_rank" in self and self.wild() is None:
            return None, gettext("Choose the wild rank first.")
        table = []
        for field in (meld for player in self.players for meld in player.melds):
            try:
                table.append(read_meld(field.data or ""))
            except NotationError:
                continue  # a meld that does not read is flagged by its own field
        table = [(meld, said) for meld, said in table if meld]
        rules = self.rules.for_players(len(self.names))
        try:
            verdict = check_final_discard(
                cards[0], [meld for meld, _ in table], rules, self.wild(), [s for _, s in table]
            )
        except IllegalMeldError as error:
            return None, say(error)
        return verdict, None

    def preview(self) -> tuple[DealScore | None, str | None, Field | None]:
        """The engine's score of the deal as the form holds it, or the first problem and the
        field it is about. Call after :meth:`validate`; while nobody is chosen as having gone
        out, the deal is scored as if nobody did."""
        fields = [self.wild_rank] if "wild_rank" in self else []
        for field in [*fields, *self.entry_fields()]:
            if field.errors:
                return None, field.errors[0], field
        entry = self.entry()
        try:
            result = score_entry(self.rules, entry, self.number, self.earlier, self.starting)
        except DealError as error:
            return None, say(error), self.field_at(error.path)
        except RulesError as error:
            return None, say(error), self.field_at((error.option or "",))
        return result, None, None

    def arrangements(self) -> list[ArrangementNote | None]:
        """For each player of a Gin Rummy deal, the arrangement of the cards they melded and
        kept in hand (not those laid off) with the least deadwood (the engine's
        ``least_deadwood``, 005 pagat Gin Rummy), beside what their entry leaves; ``None`` for
        a player whose cards are not ten or eleven, or do not read. Nothing in other games."""
        if not game_of(self.rules).arranges_deadwood:
            return []
        return [
            arrangement_note(
                seat,
                [field.data or "" for field in self._melds(seat)],
                player.laid_off.data or "",
                player.hand.data or "",
            )
            for seat, player in enumerate(self.players)
        ]

    def gin_counts(self) -> list[tuple[str, GinCount]]:
        """For each player of a Gin Rummy deal, their name and the melds and deadwood the
        engine counts (``gin_count``: at the least deadwood, or as laid out under the house's
        ``gin_deadwood``), in seating order, for the sheet by Save to show where they are not
        the entry. Call once the form scores (:meth:`preview`); nothing in other games."""
        if not game_of(self.rules).arranges_deadwood:
            return []
        players = self.entry().players
        return [(player.name, gin_count(self.rules, player)) for player in players]

    def field_at(self, path: Sequence[str | int]) -> Field | None:
        """The field an engine error's path points at: ``("players", 0, "melds", 1)`` is the
        first player's second non-empty meld; ``None`` for a path no field matches."""
        match tuple(path):
            case ("players", int(seat), "melds", int(number)) if seat < len(self.players):
                melds = self._melds(seat)
                return melds[number] if number < len(melds) else None
            case ("players", int(seat), "laid_off" | "hand" | "score" as name) if seat < len(
                self.players
            ):
                return self.players[seat][name]
            case ("players", int(seat), "result") if seat < len(self.players):
                return self.players[seat]["score"]  # a result is sent as the score's input
            case ("players", int(seat), "said" | "rejoined" as name) if seat < len(self.players):
                return self.players[seat][name]
            case ("players", int(seat), "counts", *count) if seat < len(self.players):
                fields = self.count_fields_of(seat)
                named = [field for field in fields if field.short_name in count]
                return (named or fields or [None])[0]
            case ("players", int(seat)) if seat < len(self.players):  # a player out: no cards
                return self.players[seat]["hand"]
            case ("went_out",):
                return self.went_out
            case ("wild_rank",) if "wild_rank" in self:
                return self.wild_rank
            case ("rummy" | "ending" | "first_turn" | "upcard" as name,) if name in self:
                return self[name]
        return None

    def show_error(self, path: Sequence[str | int], message: str) -> None:
        """Put an engine error by the field its path points at, else at the top of the form."""
        field = self.field_at(path)
        if field is None:
            self.form_errors.append(message)
        else:
            add_error(field, message)

    def first_error(self) -> tuple[Field, str] | None:
        """The first field the form was refused for and its message, in the order the form
        shows them (said again by Save, which the player is looking at), or ``None``."""
        facts = [
            self[name]
            for name in ("wild_rank", "went_out", "ending", "upcard", "first_turn")
            if name in self
        ]
        for field in [*facts, *self.entry_fields()]:
            if field.errors:
                return field, str(field.errors[0])
        return None

    def label_of(self, field: Field) -> str:
        """A field's name as a player reads it: ``"Bob, meld 2"``, ``"Who went out"``."""
        for seat, player in enumerate(self.players):
            if seat < len(self.names):
                name = self.names[seat]
            else:
                name = gettext("Player %(number)d", number=seat + 1)
            for number, meld in enumerate(player.melds, start=1):
                if meld is field:
                    return gettext("%(name)s, meld %(number)d", name=name, number=number)
            if field is player.laid_off:
                return gettext("%(name)s, laid off on other melds", name=name)
            if field is player.hand:
                return gettext("%(name)s, left in hand", name=name)
            if field is player.score and self.rules.scores_results is not None:
                return gettext("%(name)s, result", name=name)
            if field is player.score:
                return gettext("%(name)s, score", name=name)
            if any(field is count for count in player.counts):
                return f"{name}, {field.label.text}"
        return str(field.label.text)

    def _melds(self, seat: int) -> list[Field]:
        melds = self.players[seat].melds
        return [field for field in melds if (field.data or "").replace(",", " ").strip()]


def add_error(field: Field, message: str) -> None:
    """Add ``message`` to ``field``'s errors (a tuple until the form was validated)."""
    field.errors = [*field.errors, message]


def meld_check_answer(rules: Rules, plan: DealPlan | None, query: Mapping[str, str]) -> str:
    """The engine's verdict on the meld in the input ``query["field"]`` names, under ``rules``
    and the wild rank (``query["wild_rank"]``, or the one ``plan`` sets: the deal's plan where
    the game's schedule gives each deal its wild rank), as htmx swaps it in
    (``games/_meld_check.html``); with the text it judged and the cards that may still join the
    meld, for the docked picker's next meld. The scorekeeper's form and a seat's page ask it
    alike (:func:`~scorekeeper.scorebook.reading.reads.next_deal_rules` reads what it needs)."""
    wild, chooses = deal_wild_rank(rules, plan, query.get("wild_rank", ""))
    text = query.get(query.get("field", ""), "")
    check = check_meld_text(text, rules, wild, chooses)
    return render_template(
        "games/_meld_check.html",
        verdict=check.verdict,
        problem=check.problem,
        melds_score=rules.melds_score,
        judged=text,
        extends=check.extends,
    )
