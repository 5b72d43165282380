"""The form that starts a game: its players, first dealer, target and house rules, and each
player's points so far where the game is resumed from a score sheet on paper.

The forms read what a player typed and turn it into engine values. Every judgement is the
engine's or the store's (``Rules.with_options``, ``Card.parse``, ``Rules.verify_wild_rank``,
``create_game``, ``score_deal``); the forms put their errors next to the field that caused them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from flask_babel import lazy_gettext as _l
from wtforms import (
    BooleanField,
    Field,
    HiddenField,
    IntegerField,
    RadioField,
    SelectChoice,
    SelectField,
    StringField,
)
from wtforms.validators import InputRequired, Optional

from ..rules import (
    OPTIONS,
    PRESETS,
    OptionSpec,
    RulesError,
)
from ..rules.typed_scores import MOST_POINTS
from ..scorebook.changes.games import MAX_PLAYERS
from ..scorebook.changes.people import COLOURS, Look, chosen_looks
from ..scorebook.changes.sizes import MAX_NAMES_SENT
from ..web.capped_list import CappedFieldList
from ..web.deal_form import add_error
from ..web.look_form import avatar_field, colour_field
from ..words import say
from ..words.games import DEFAULT_VARIANT, GAMES
from ..words.languages import PageForm, format_number, gettext, ngettext
from ..words.option_labels import OPTION_WORDS
from ..words.options import option_named, option_words

PLAYER_FIELDS = 4
"""Name inputs a new game starts with; "Add player" adds more, up to MAX_PLAYERS."""

HOUSE_RULE_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (_l("Cards"), ("decks", "jokers", "removed_ranks", "players_min", "players_max", "teams")),
    (
        _l("Wild cards"),
        (
            "wild_upcard",
            "wild_indicator",
            "permanent_wild_indicator",
            "wild_schedule",
            "permanent_wilds",
            "max_wilds_per_meld",
            "split_long_melds",
            "naturals_must_outnumber_wilds",
            "wild_in_place_is_natural",
            "real_card_beside_wild",
            "wild_swap",
        ),
    ),
    (
        _l("Melds"),
        ("sets_allowed", "runs_allowed", "set_suits_distinct", "set_max_by_packs", "aces"),
    ),
    (_l("Card points"), ("card_points", "wild_points", "wild_ace_points", "ace_low_points")),
    (
        _l("Scoring"),
        (
            "scoring",
            "knock_penalty",
            "melds_score",
            "unmelded",
            "going_out_bonus",
            "rummy_doubles",
            "continental_bonuses",
            "going_out_cards",
        ),
    ),
    (
        _l("Gin Rummy"),
        (
            "knock_limit",
            "gin_bonus",
            "undercut_bonus",
            "big_gin_bonus",
            "game_bonus",
            "box_bonus",
            "shutout",
            "gin_deadwood",
            "oklahoma",
            "spade_doubles",
        ),
    ),
    (_l("Indian Rummy"), ("indian_format", "first_drop", "middle_drop", "rejoin_limit")),
    (_l("Canasta"), ("canastas_to_go_out",)),
    (_l("Hand and Foot"), ("books_to_go_out", "red_threes", "wild_book", "sevens_book")),
    (_l("Buraco"), ("clean_canastra_to_go_out",)),
    (_l("Phase 10"), ("phase_order",)),
    (_l("Rummikub"), ("initial_meld",)),
    (
        _l("Dealing"),
        ("upcard_counts", "upcard_cards", "permanent_wild_upcard", "buried_upcards"),
    ),
    (
        _l("Play"),
        (
            "lay_offs",
            "lay_off_after_own_meld",
            "melds_only_going_out",
            "discard_draw",
            "stock_card_played_at_once",
            "rummy_calls",
            "discard_to_go_out",
            "floating",
            "restock_from_discards",
            "final_discard_unplayable",
        ),
    ),
    (_l("The end of the game"), ("deals", "winner", "tie_at_target")),
    (_l("Scores only"), ("zero_sum", "count_down_from", "result_points")),
)
"""The options behind the "House rules" disclosure, in groups. The target is shown on its own;
the tables of packs, hand sizes, contracts and going-out hands come with the game (the rules
page shows them; the JSON API takes them)."""

HOUSE_RULES = tuple(name for _, names in HOUSE_RULE_GROUPS for name in names)


class WholeNumberField(IntegerField):
    """A number input that says what it wants in a player's words."""

    def process_formdata(self, valuelist: list[Any]) -> None:
        try:
            super().process_formdata(valuelist)
        except ValueError:
            raise ValueError(gettext("Enter a whole number, like 500.")) from None


class WordsField(StringField):
    """A list typed as words separated by spaces or commas (``2 3``, ``JS JH``); the engine
    reads each word."""

    def process_formdata(self, valuelist: list[Any]) -> None:
        text = valuelist[0] if valuelist else ""
        self.data = [word for word in text.replace(",", " ").split() if word]

    def _value(self) -> str:
        return " ".join(str(word) for word in self.data or [])


class PointsField(StringField):
    """Numbers by rank or card typed as ``A=50 QS=45``; the engine reads each key."""

    def process_formdata(self, valuelist: list[Any]) -> None:
        text = valuelist[0] if valuelist else ""
        points: dict[str, int] = {}
        for word in text.replace(",", " ").split():
            key, _, number = word.partition("=")
            if not key or not number.isdigit():
                self.data = {}
                raise ValueError(
                    gettext(
                        "Write %(word)s as a rank or card, = and a number, like A=50.",
                        word=repr(word),
                    )
                )
            points[key.upper()] = int(number)
        self.data = points

    def _value(self) -> str:
        return " ".join(f"{key}={number}" for key, number in (self.data or {}).items())


class ResultPointsField(StringField):
    """The points for a win, a draw and a loss typed as the table says them, ``3/1/0`` (or
    ``3 1 0``); empty: off. The engine checks them (``Rules.with_options``); a half (``1/½/0``,
    ``0.5``) is refused here in words, totals being whole numbers."""

    NUMBER = re.compile(r"[+\-\u2212]?[0-9]+")
    HALF = re.compile(r"[+\-\u2212]?([0-9]*½|[0-9]*[.,][0-9]+)")
    """A number with a fraction: ``½``, ``1½``, ``0.5``, ``0,5``."""

    def process_formdata(self, valuelist: list[Any]) -> None:
        text = (valuelist[0] if valuelist else "").strip()
        self.raw = text
        self.data = None
        if not text:
            return
        words = text.replace("/", " ").split()
        if any(self.HALF.fullmatch(word) for word in words):
            raise ValueError(gettext("Totals are whole numbers: score 1/½/0 as 2/1/0."))
        if len(words) != 3 or not all(self.NUMBER.fullmatch(word) for word in words):
            raise ValueError(
                gettext(
                    "Write the points for a win, a draw and a loss as three whole numbers, "
                    "like 3/1/0."
                )
            )
        numbers = [int(word.replace("\u2212", "-")) for word in words]
        self.data = dict(zip(("win", "draw", "loss"), numbers, strict=True))

    def _value(self) -> str:
        raw = getattr(self, "raw", None)
        if raw is not None:
            return str(raw)
        points = self.data
        if not points:
            return ""
        return "/".join(str(points[key]) for key in ("win", "draw", "loss"))


class StartingScoreField(StringField):
    """A player's points on the paper score sheet, a whole number (negative allowed), written
    as a table writes it: ``1200``, ``1,200``, ``1 200``, ``-50``; empty is 0. The engine checks
    its size (``verify_starting``)."""

    WRITTEN = re.compile(r"[+\-\u2212]?([0-9]+|[0-9]{1,3}(?:[ ,.'\u00a0\u202f][0-9]{3})+)")
    """A whole number, its thousands apart or not (a space, comma, dot or apostrophe)."""
    DIGITS_READ = 12
    """Digits read as they are; a longer number is past any score, read as just past the
    largest, for the engine to refuse in its words."""

    def process_formdata(self, valuelist: list[Any]) -> None:
        text = (valuelist[0] if valuelist else "").strip()
        self.raw = text
        if not text:
            self.data = 0
            return
        if not self.WRITTEN.fullmatch(text):
            self.data = 0
            raise ValueError(gettext("Write the points as a whole number, like 1200 or -50."))
        sign = -1 if text[0] in "-\u2212" else 1
        digits = "".join(character for character in text if character.isdigit())
        too_many = len(digits) > self.DIGITS_READ
        self.data = sign * (MOST_POINTS + 1 if too_many else int(digits))

    def _value(self) -> str:
        raw = getattr(self, "raw", None)
        if raw is not None:
            return str(raw)
        return str(self.data) if self.data else ""


def _option_field(name: str, spec: OptionSpec) -> Field:
    words = OPTION_WORDS[name]
    label, hint = words.label, words.description
    if spec.kind == "bool":
        return BooleanField(label, description=hint)
    if spec.kind == "choice":
        choices = [SelectChoice(value, words.choices[value]) for value in spec.choices]
        return SelectField(label, choices=choices, description=hint)
    if spec.kind in ("ranks", "wilds"):
        return WordsField(label, description=hint)
    if spec.kind == "points":
        return PointsField(label, description=hint)
    if spec.kind == "results":
        return ResultPointsField(label, description=hint)
    presence = Optional() if spec.nullable else InputRequired(message=_l("Enter a number."))
    return WholeNumberField(label, validators=[presence], description=hint)


class NewGameForm(PageForm):
    """A new game: the variant, the players in seating order, the first dealer and the rules.

    House-rule fields carry the option names of ``Rules.with_options`` (and of the JSON API).
    ``preset`` is the variant they were filled from: only the values a player changed are
    laid over the chosen variant, so choosing another game without JavaScript still gets that
    game's own rules.
    """

    variant = RadioField(
        _l("Game"),
        choices=[SelectChoice(slug, words.name) for slug, words in GAMES.items()],
        default=DEFAULT_VARIANT,
    )
    players = CappedFieldList(
        StringField(_l("Name"), filters=[lambda text: (text or "").strip()]),
        min_entries=PLAYER_FIELDS,
        max_entries=MAX_NAMES_SENT,
    )
    colours = CappedFieldList(
        colour_field(optional=True), min_entries=PLAYER_FIELDS, max_entries=MAX_NAMES_SENT
    )
    avatars = CappedFieldList(avatar_field(), min_entries=PLAYER_FIELDS, max_entries=MAX_NAMES_SENT)
    starting_scores = CappedFieldList(
        StartingScoreField(_l("Points so far")),
        min_entries=PLAYER_FIELDS,
        max_entries=MAX_NAMES_SENT,
    )
    """Each name input's points on the paper score sheet (the "Points so far"
    disclosure), in the same places."""
    starting_error: str | None = None
    """What is wrong with the starting scores together (the game already over), shown in the
    disclosure."""
    first_dealer = SelectField(_l("Deals first"), coerce=int, default=0, validate_choice=False)
    table = SelectField(
        _l("Table"),
        default="",
        validate_choice=False,
        description=_l("The game joins this table's history and player records."),
    )
    preset = HiddenField(default=DEFAULT_VARIANT)
    as_last_played = False
    """Whether the rules were filled in as the table played its last game (:meth:`prefilled`)."""
    target = _option_field("target", OPTIONS["target"])

    added_player: int | None = None
    """The place of the name input "Add player" just added, to focus it."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._pad_seats()
        self._name_dealers()

    @classmethod
    def prefilled(
        cls,
        variant: str,
        names: Sequence[str] = (),
        options: Mapping[str, Any] | None = None,
        looks: Sequence[Look | None] = (),
    ) -> NewGameForm:
        """A form for ``variant`` (the default game if unknown), its rules filled in (the
        preset's, with ``options`` laid over: a table's house rules, as its last game had
        them), and the players ``names`` in seating order (a table's usual players), if any,
        with their ``looks`` (a colour and avatar for each name, in order; the other inputs
        get the colours no one has)."""
        if variant not in PRESETS:
            variant, options = DEFAULT_VARIANT, None
        players = [*names, *[""] * (PLAYER_FIELDS - len(names))]
        rules = PRESETS[variant].options() | dict(options or {})
        data = {**rules, "variant": variant, "preset": variant}
        chosen = chosen_looks(players, looks, {})
        data |= {
            "colours": [look.colour for look in chosen],
            "avatars": [look.avatar or "" for look in chosen],
        }
        form = cls(formdata=None, data=data | {"players": players})
        form.as_last_played = options is not None
        return form

    @property
    def can_add_player(self) -> bool:
        return len(self.players) < MAX_PLAYERS

    @property
    def house_rules(self) -> list[Field]:
        return [self[name] for name in HOUSE_RULES]

    @property
    def house_rule_groups(self) -> list[tuple[str, list[Field]]]:
        """The house-rule fields under their group headings."""
        return [(title, [self[name] for name in names]) for title, names in HOUSE_RULE_GROUPS]

    def validate(self, extra_validators: Any = None) -> bool:
        """Check the fields, and that no more than ``MAX_NAMES_SENT`` name inputs were sent."""
        valid = bool(super().validate(extra_validators))
        if self.players.too_many:
            self.form_errors.append(
                ngettext(
                    "A game has at most %(most)d players; %(sent)s name input was sent.",
                    "A game has at most %(most)d players; %(sent)s name inputs were sent.",
                    self.players.sent,
                    most=MAX_PLAYERS,
                    sent=format_number(self.players.sent),
                )
            )
            return False
        return valid

    def add_player(self) -> None:
        """One more name input (up to MAX_PLAYERS)."""
        if self.can_add_player:
            self.players.append_entry()
            self._pad_seats()
            taken = {entry.data for entry in self.colours}
            free = [colour for colour in COLOURS if colour not in taken] or COLOURS
            self.colours[-1].data = free[0]
            self.added_player = len(self.players) - 1
            self._name_dealers()

    def names(self) -> list[str]:
        """The names typed, in seating order; empty inputs are skipped."""
        return [entry.data for entry in self.players if entry.data]

    def looks(self) -> list[Look | None]:
        """The colour and avatar chosen for each of :meth:`names`, in seating order (``None``
        where no colour was sent: the scorebook gives one)."""
        looks: list[Look | None] = []
        for place in self._positions():
            colour, avatar = self.colours[place].data, self.avatars[place].data
            looks.append(Look(colour, avatar or None) if colour else None)
        return looks

    def starting(self) -> list[int]:
        """The points from paper of each of :meth:`names`, in seating order (0 where none was
        typed)."""
        return [self.starting_scores[place].data or 0 for place in self._positions()]

    @property
    def resumes_from_paper(self) -> bool:
        """Whether the "Points so far" disclosure opens: points were typed in it, or
        refused."""
        entries = list(self.starting_scores)
        return bool(self.starting_error or any(entry.errors or entry.data for entry in entries))

    def first_dealer_seat(self) -> int:
        """The first dealer's seat among :meth:`names` (-1 if an empty input was chosen)."""
        positions = self._positions()
        chosen = self.first_dealer.data
        return positions.index(chosen) if chosen in positions else -1

    def options(self) -> dict[str, Any]:
        """The house rules the player changed from the preset the form was filled from."""
        base = PRESETS.get(self.preset.data or "") or PRESETS.get(self.variant.data or "")
        shown = base.options() if base else {}
        names = ("target", *HOUSE_RULES)
        return {name: self[name].data for name in names if self[name].data != shown.get(name)}

    def show_rules_error(self, error: RulesError) -> None:
        """Put the engine's refusal of the game's rules by the option it names, else by the
        game; an option the form shows is named by its label ("Target score must be at least 1,
        not 0."), any other as the API names it ("the option 'packs'")."""
        words = option_words(self._option_named).get(error.problem.code)
        message = words(error.problem.params) if words else say(error)
        self.show_error(error.option or "variant", message)

    def _option_named(self, option: str) -> str:
        return str(self[option].label.text) if option in self else option_named(option)

    def show_error(self, field: str | None, message: str) -> None:
        """Put a store or engine error by the field it names: ``"players[2]"`` or
        ``"starting_scores[2]"`` (a position among :meth:`names`), ``"starting_scores"``,
        ``"players"``, ``"first_dealer"`` or an option's name."""
        for listed in ("players", "starting_scores"):
            if field and field.startswith(f"{listed}["):
                place = int(field.removeprefix(f"{listed}[").removesuffix("]"))
                add_error(self[listed][self._positions()[place]], message)
                return
        if field == "starting_scores":
            self.starting_error = message
        elif field and field in self and field != "players":
            add_error(self[field], message)
        else:
            self.form_errors.append(message)

    def _positions(self) -> list[int]:
        return [index for index, entry in enumerate(self.players) if entry.data]

    def _pad_seats(self) -> None:
        """A colour, avatar and points-so-far input for every name input, in the same place:
        the page sends them together (an input not sent is empty: the scorebook gives a colour,
        the player starts at 0)."""
        for entries in (self.colours, self.avatars, self.starting_scores):
            while len(entries) < len(self.players):
                entries.append_entry()

    def _name_dealers(self) -> None:
        self.first_dealer.choices = [
            SelectChoice(str(index), entry.data or gettext("Player %(number)d", number=index + 1))
            for index, entry in enumerate(self.players)
        ]


for _name in HOUSE_RULES:  # one field per option, named as the option (WTForms' setattr)
    setattr(NewGameForm, _name, _option_field(_name, OPTIONS[_name]))


class JoinForm(PageForm):
    """A player who joins the game between deals (the scoreboard's "Add a player"): their name
    and the points they start at, which the table sets (``rules.seating.joining_score``
    offers one)."""

    name = StringField(
        _l("Name"),
        validators=[InputRequired(message=_l("Type the new player's name."))],
        filters=[lambda text: text.strip() if isinstance(text, str) else text],
    )
    starting_score = StartingScoreField(
        _l("Starting score"),
        description=_l(
            "The points they start at. No rule text gives a late player's score: the table sets it."
        ),
    )
