"""The meld checker's form: reads the query string and turns it into engine values.

Every check is the engine's (``find_preset``, ``Rules.with_options``, ``Rank.parse``,
``Card.parse``, ``Rules.verify_wild_rank``); the form only puts its errors in a player's words,
next to the field that caused them.
"""

from __future__ import annotations

import json
from typing import Any

from flask_babel import LazyString
from flask_babel import lazy_gettext as _l
from wtforms import Field, HiddenField, SelectChoice, SelectField, StringField
from wtforms.validators import Length, ValidationError

from ..rules import (
    PRESETS,
    SKIP,
    Card,
    MeldVerdict,
    NotationError,
    Rank,
    Rules,
    RulesError,
    Stated,
    Suit,
    find_preset,
    read_card,
    read_meld,
)
from ..words import say
from ..words.games import DEFAULT_VARIANT, GAMES, game_name
from ..words.languages import PageForm, gettext, pgettext
from ..words.phrases import listed

NO_WILD = "none"
PACKS = ("1", "2")
MAX_CARDS_TEXT = 200
"""Characters in a cards field: far more than the longest meld two packs allow."""

_SEPARATORS = ",\t\n\r "


def _wild_games() -> str:
    """The games with a wild rank, by their names in the page's language, listed as it lists."""
    return listed([game_name(slug) for slug, rules in PRESETS.items() if rules.has_wild_rank])


_WILD_VARIANTS = LazyString(_wild_games)
_TOO_LONG = _l("That is too long for one meld.")


class MeldCheckForm(PageForm):
    """The meld checker's fields, read from the query string (a GET form: no CSRF token).

    Field names are those of the JSON API (``variant``, ``wild_rank``, ``cards``, ``onto``) and
    of the house-rule option ``decks``.
    """

    class Meta:
        csrf = False

    variant = SelectField(
        _l("Variant"),
        choices=[SelectChoice(slug, words.name) for slug, words in GAMES.items()],
        default=DEFAULT_VARIANT,
        validate_choice=False,
    )
    wild_rank = SelectField(
        _l("Wild rank"),
        description=_l(
            "A wild rank is for %(variants)s only: the deal's wild rank.", variants=_WILD_VARIANTS
        ),
        default=NO_WILD,
        validate_choice=False,
    )
    decks = SelectField(
        _l("Packs"),
        choices=[SelectChoice(n) for n in PACKS],
        default=PACKS[0],
        validate_choice=False,
    )
    cards = StringField(
        _l("Cards"),
        default="",
        validators=[Length(max=MAX_CARDS_TEXT, message=_TOO_LONG)],
    )
    onto = StringField(
        _l("Meld on the table"),
        description=_l("Then the cards you tap or type below are the ones laid off."),
        default="",
        validators=[Length(max=MAX_CARDS_TEXT, message=_TOO_LONG)],
    )

    def validate_variant(self, field: Field) -> None:
        try:
            find_preset(field.data or "")
        except RulesError:
            if field.data:
                message = gettext(
                    "%(variant)s is not a variant this app knows: choose a game.",
                    variant=repr(field.data),
                )
            else:
                message = gettext("No variant chosen: choose a game.")
            raise ValidationError(message) from None

    def validate_wild_rank(self, field: Field) -> None:
        if field.data in ("", NO_WILD):
            return
        try:
            field.data = str(Rank.parse(field.data or ""))  # "q" or "T" from a typed URL: Q, 10
        except NotationError:
            raise ValidationError(
                gettext(
                    "%(rank)s is not a rank: choose none, A, 2 to 10, J, Q or K.",
                    rank=repr(field.data),
                )
            ) from None

    def validate_decks(self, field: Field) -> None:
        if field.data not in PACKS:
            raise ValidationError(
                gettext(
                    "%(packs)s is not a number of packs: choose 1 or 2.", packs=repr(field.data)
                )
            )

    def validate_cards(self, field: Field) -> None:
        _check_notation(field.data or "")

    def validate_onto(self, field: Field) -> None:
        _check_notation(field.data or "")

    game = HiddenField()
    """The view id of the game whose rules judge the meld (its variant, packs and house rules
    then stand in for ``variant`` and ``decks``); empty for the checker opened alone."""

    def __init__(self, *args: Any, game_rules: Rules | None = None, **kwargs: Any) -> None:
        """:param game_rules: the rules of the game named by ``game``, once found."""
        super().__init__(*args, **kwargs)
        self.game_rules = game_rules
        self.wild_rank.choices = [
            SelectChoice(NO_WILD, pgettext("wild rank", "none")),
            *(SelectChoice(str(rank)) for rank in Rank),
        ]

    def validate(self, extra_validators: Any = None) -> bool:
        """Check each field, then, when there are cards to judge, the wild rank against the
        variant: 500 Rummy never has one. A game that has one (5000 Rummy) may still have none
        chosen yet: a meld that needs no wild card is judged all the same (see
        :meth:`needs_wild_rank`)."""
        if not super().validate(extra_validators):
            return False
        if not self.has_cards:
            return True
        rules, wild = self.rules(), self.wild()
        if wild is not None and not rules.has_wild_rank:
            self.wild_rank.errors = [
                gettext("%(game)s has no wild rank: choose none.", game=rules.name)
            ]
            return False
        return True

    def ask_for_wild_rank(self, verdict: MeldVerdict) -> None:
        """Where the meld was judged illegal with no wild rank chosen, in a game that has one,
        the note by the wild rank asks for it."""
        rules = self.rules()
        if verdict.valid or self.wild() is not None or not rules.has_wild_rank:
            return
        self.wild_rank.errors = [
            gettext(
                "Not a meld without a wild card: if one of these cards is wild, choose the "
                "deal's wild rank (%(game)s: the rank of the dealer's upcard).",
                game=rules.name,
            )
        ]

    @property
    def has_cards(self) -> bool:
        """Whether the meld's cards field holds anything to judge."""
        return bool((self.cards.data or "").strip(_SEPARATORS))

    def rules(self) -> Rules:
        """The game's rules, or the chosen variant with the chosen number of packs (call after
        :meth:`validate`)."""
        if self.game_rules is not None:
            return self.game_rules
        return find_preset(self.variant.data or "").with_options({"decks": int(self.decks.data)})

    def picker_suits(self) -> list[str]:
        """The letters of the suits the chosen variant's packs hold, for the picker to show:
        the French pack's four, Five Crowns' stars too (011 The Deck), or a numbered deck's
        colours (Phase 10, Rummikub), with ``"SKIP"`` for the skips' row where the packs hold
        Phase 10's skip cards; the four for a variant the app does not know."""
        if self.game_rules is not None:
            return _letters(self.game_rules)
        preset = PRESETS.get(self.variant.data or "")
        return _letters(preset) if preset is not None else _letters(find_preset(DEFAULT_VARIANT))

    @staticmethod
    def every_suit() -> list[str]:
        """The letters of every suit some variant's packs hold (:meth:`picker_suits`), in the
        picker's order: the rows the checker opened alone draws, to show the chosen variant's
        (``["C", "D", "H", "S", "*"]`` while no variant plays numbered cards)."""
        held = {letter for rules in PRESETS.values() for letter in _letters(rules)}
        order = [suit.value for suit in Suit] + [_SKIP]
        return [letter for letter in order if letter in held]

    @staticmethod
    def suits_by_variant() -> str:
        """Every variant's suit letters (:meth:`picker_suits`) by its slug, as JSON, for the
        picker to follow the variant chosen without a round trip (static/js/checker-suits.js)."""
        return json.dumps({slug: _letters(rules) for slug, rules in PRESETS.items()})

    def wild(self) -> Rank | None:
        """The chosen wild rank, or ``None`` (call after :meth:`validate`)."""
        if self.wild_rank.data in ("", NO_WILD):
            return None
        return Rank.parse(self.wild_rank.data or "")

    def meld_cards(self) -> tuple[tuple[Card, ...], Stated]:
        """The meld's cards, or the cards to lay off, with what wild cards are stated to stand
        for (``JK=8C``; call after :meth:`validate`)."""
        return read_meld(self.cards.data or "")

    def onto_cards(self) -> tuple[tuple[Card, ...], Stated]:
        """The meld on the table to lay off onto, as it was melded; empty for a new meld."""
        return read_meld(self.onto.data or "")


_SKIP = str(SKIP)


def _letters(rules: Rules) -> list[str]:
    skips = [_SKIP] if SKIP in rules.pack else []
    return [suit.value for suit in rules.suits] + skips


def _check_notation(text: str) -> None:
    """Ask the engine to read ``text``; on failure, name the first token it cannot read."""
    try:
        read_meld(text)
    except NotationError as error:
        culprit = _first_unreadable(text)
        if culprit is None:  # the engine reads tokens differently: show its own words
            raise ValidationError(say(error)) from None
        raise ValidationError(
            gettext(
                "%(card)s is not a card: write rank then suit, like 10H or QS (JK for a joker).",
                card=repr(culprit),
            )
        ) from None


def _first_unreadable(text: str) -> str | None:
    for token in text.replace(",", " ").split():
        try:
            read_card(token)
        except NotationError:
            return token
    return None
