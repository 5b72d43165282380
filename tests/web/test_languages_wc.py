"""Words the web side builds in Python (flash messages, forms, error pages, the Changes page)
in Spanish, French and Polish; the API stays English whatever the client asks."""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient
from flask_babel import force_locale

from scorekeeper.games.changes import ToldChange, told_change
from scorekeeper.games.conflicts import describe
from scorekeeper.rules import Card, PlayerDeal
from scorekeeper.scorebook.history.changelog import CardChange
from scorekeeper.web.table_form import NewTableForm
from tests.web.game_pages import Cards, GameActions, page_text


@pytest.mark.parametrize(
    ("language", "title"),
    [("es", "Página no encontrada"), ("fr", "Page introuvable"), ("pl", "Nie znaleziono strony")],
)
def test_the_error_page_speaks_the_browsers_language(
    client: FlaskClient, language: str, title: str
) -> None:
    page = client.get("/nothing-here", headers={"Accept-Language": language})
    assert page.status_code == 404
    assert title in page_text(page)


def test_the_apis_errors_stay_english(client: FlaskClient) -> None:
    answer = client.get("/api/v1/games/nothing-here", headers={"Accept-Language": "pl"})
    assert answer.status_code == 404
    assert answer.get_json()["code"] == "link.no_game"
    assert "Nie" not in answer.get_json()["error"]


@pytest.mark.parametrize(
    ("language", "said"),
    [("es", "Ronda 1 guardada."), ("fr", "Manche 1 enregistrée."), ("pl", "Rozdanie 1 zapisane.")],
)
def test_a_saved_deal_is_flashed_in_the_phones_language(
    games: GameActions, client: FlaskClient, language: str, said: str
) -> None:
    client.set_cookie("lang", language)
    edit_url = games.start()
    games.enter_deal(
        [Cards(melds=["KS KH KD"]), Cards(hand="9D 4S"), Cards(hand="QC 2H")], 0, wild_rank="A"
    )
    assert said in page_text(client.get(edit_url))


@pytest.mark.parametrize(
    ("language", "told"),
    [
        ("es", ToldChange("Mano de Bob", "9D 4S", "9D")),
        ("fr", ToldChange("Bob\N{NO-BREAK SPACE}: main", "9D 4S", "9D")),
        ("pl", ToldChange("Ręka: Bob", "9D 4S", "9D")),
    ],
)
def test_the_changes_page_names_a_players_hand(app: Flask, language: str, told: ToldChange) -> None:
    with app.test_request_context(), force_locale(language):
        assert told_change(CardChange("hand", "Bob", "9D 4S", "9D")) == told


@pytest.mark.parametrize(
    ("language", "none"), [("es", "ninguno"), ("fr", "aucune"), ("pl", "brak")]
)
def test_no_wild_rank_is_said_as_a_rank(app: Flask, language: str, none: str) -> None:
    with app.test_request_context(), force_locale(language):
        assert told_change(CardChange("wild_rank", None, None, "7")).before == none


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("es", "bajó 7H 8H 9H; mano KS"),
        ("fr", "a posé 7H 8H 9H; main\N{NO-BREAK SPACE}: KS"),
        ("pl", "wyłożone: 7H 8H 9H; ręka KS"),
    ],
)
def test_a_conflicts_cards_in_words(app: Flask, language: str, said: str) -> None:
    player = PlayerDeal("Ann", melds=(Card.parse("7H 8H 9H"),), hand=Card.parse("KS"))
    with app.test_request_context(), force_locale(language):
        assert describe(player) == said


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("es", "El nombre de una mesa tiene como máximo 60 letras."),
        ("fr", "Le nom d’une table compte au plus 60 lettres."),
        ("pl", "Nazwa stołu ma najwyżej 60 liter."),
    ],
)
def test_a_long_table_name_is_refused_in_words(app: Flask, language: str, said: str) -> None:
    with app.test_request_context(method="POST", data={"name": "x" * 61}), force_locale(language):
        form = NewTableForm()
        assert not form.validate()
        assert form.name.errors == [said]
