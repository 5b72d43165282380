"""Driving the games pages through the Flask test client as a browser would, and reading them."""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from scorekeeper.extensions import db
from scorekeeper.games.forms import HOUSE_RULES
from scorekeeper.models import Deal, Game
from scorekeeper.rules import PRESETS

HTMX = {"HX-Request": "true"}


@dataclass
class Cards:
    """One player's cards as typed into the deal form, each a notation string."""

    melds: Sequence[str] = ()
    laid_off: str = ""
    hand: str = ""


@dataclass
class GameActions:
    """Start games and enter deals the way the forms send them."""

    client: FlaskClient
    app: Flask
    edit_url: str = field(default="", init=False)

    def new_game_form(
        self, names: Sequence[str] = ("Ann", "Bob", "Cy"), variant: str = "5000-rummy", **changes
    ) -> dict[str, str]:
        """What the new-game form sends: the preset's rules as prefilled, with ``changes``."""
        options = PRESETS[variant].options()
        data = {"variant": variant, "preset": variant, "first_dealer": "0"}
        data |= {f"players-{index}": name for index, name in enumerate(names)}
        for name in ("target", *HOUSE_RULES):
            value = changes.get(name, options[name])
            if value is True:
                data[name] = "y"
            elif isinstance(value, dict):  # a points field: A=50 QS=45
                data[name] = " ".join(f"{key}={number}" for key, number in value.items())
            elif isinstance(value, list):  # a words field: 2 3
                data[name] = " ".join(value)
            elif value is not False:
                data[name] = "" if value is None else str(value)
        return data

    def start(self, names: Sequence[str] = ("Ann", "Bob", "Cy"), **changes) -> str:
        """Start a game; remember and return its edit page's path."""
        response = self.client.post("/games/new", data=self.new_game_form(names, **changes))
        assert response.status_code == 302, page_text(response)
        self.edit_url = response.headers["Location"]
        return self.edit_url

    def deal_form(
        self,
        players: Sequence[Cards],
        went_out: int | None,
        wild_rank: str | None = None,
        entry_id: str = "",
        facts: dict[str, str] | None = None,
    ) -> dict[str, str]:
        """What the deal form sends; ``went_out`` a seat, or ``None`` for the stock running out;
        ``facts`` the fields some games add (``rummy``, ``ending``, ``first_turn``)."""
        data = {"went_out": "nobody" if went_out is None else str(went_out), **(facts or {})}
        if wild_rank is not None:
            data["wild_rank"] = wild_rank
        if entry_id:
            data["entry_id"] = entry_id
        for seat, cards in enumerate(players):
            for number, meld in enumerate([*cards.melds, ""]):
                data[f"players-{seat}-melds-{number}"] = meld
            data[f"players-{seat}-laid_off"] = cards.laid_off
            data[f"players-{seat}-hand"] = cards.hand
        return data

    def enter_deal(self, players: Sequence[Cards], went_out: int | None, **kwargs) -> TestResponse:
        """Open the new-deal form (for its one-time entry id) and send it."""
        entry_id = entry_id_of(self.client.get(f"{self.edit_url}/deals/new"))
        data = self.deal_form(players, went_out, entry_id=entry_id, **kwargs)
        return self.client.post(f"{self.edit_url}/deals/new", data=data)

    def game(self) -> Game:
        key = self.edit_url.rsplit("/", 1)[-1]
        with self.app.app_context():
            game = db.session.execute(db.select(Game).filter_by(edit_key=key)).scalar_one()
            db.session.expunge(game)
            return game

    def deal_count(self) -> int:
        key = self.edit_url.rsplit("/", 1)[-1]
        with self.app.app_context():
            query = db.select(db.func.count(Deal.id)).join(Game).filter(Game.edit_key == key)
            return db.session.execute(query).scalar_one()


def all_rows(app: Flask) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table (but the counts of wrong links), to show that a refused
    request changed nothing."""
    with app.app_context():
        return {
            table.name: [tuple(row) for row in db.session.execute(db.select(table)).all()]
            for table in db.metadata.sorted_tables
            if table.name != "key_guesses"  # counts of wrong links, not a game's data
        }


def page_text(response: TestResponse) -> str:
    """The page's text with tags removed and entities decoded, spaces squeezed."""
    return squeeze(response.text)


def squeeze(markup: str) -> str:
    without_tags = re.sub(r"<[^>]+>", " ", markup)
    return re.sub(r"\s+", " ", html.unescape(without_tags)).strip()


def field_note(response: TestResponse, field_id: str) -> str:
    """The text of the note under a field: its error, or else its hint."""
    match = re.search(
        rf'<p class="field-note[^"]*" id="{field_id}-error"[^>]*>(.*?)</p>', response.text, re.S
    )
    assert match is not None, f"no note for {field_id}"
    return squeeze(match.group(1))


def meld_check(response: TestResponse, field_id: str) -> str:
    """The text of the engine's verdict under a meld field."""
    match = re.search(
        rf'<p class="meld-check" id="{field_id}-check"[^>]*>(.*?)</p>', response.text, re.S
    )
    assert match is not None, f"no verdict slot for {field_id}"
    return squeeze(match.group(1))


def totals(response: TestResponse) -> list[str]:
    """The running totals at the top of a scoreboard, in seating order."""
    return re.findall(r'<span class="total-points">([^<]*)</span>', response.text)


def entry_id_of(response: TestResponse) -> str:
    match = re.search(r'name="entry_id" type="hidden" value="([0-9a-f]+)"', response.text)
    assert match is not None, "no entry id on the deal form"
    return match.group(1)
