"""The words of the house-rule options, the games, their stated limits and the scorebook's and
options' problems in Spanish, French and Polish: whole sentences, counts in each language's plural
forms, a game's name in the page's language; the API stays English."""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient
from flask_babel import force_locale

from scorekeeper.rules import PRESETS
from scorekeeper.rules.problems import Problem
from scorekeeper.words import say
from scorekeeper.words.games import GAMES, game_name
from scorekeeper.words.option_labels import OPTION_WORDS


@pytest.mark.parametrize(
    ("language", "contract", "tonk", "label", "choice"),
    [
        ("es", "Rummy de contratos", "Tonk", "Puntuación objetivo", "Solo bajo (A-2-3)"),
        ("fr", "Rami à contrats", "Tonk", "Score à atteindre", "En bas seulement (A-2-3)"),
        ("pl", "Remik z kontraktami", "Tonk", "Wynik docelowy", "Tylko nisko (A-2-3)"),
        ("de", "Kontrakt-Rommé", "Tonk", "Zielpunktzahl", "Nur niedrig (A-2-3)"),
    ],
)
def test_names_labels_and_choices_in_the_page_language(
    app: Flask, language: str, contract: str, tonk: str, label: str, choice: str
) -> None:
    with app.test_request_context(), force_locale(language):
        assert game_name("contract-rummy") == contract
        assert game_name(PRESETS["tonk"].with_options({"target": 100})) == tonk
        assert str(OPTION_WORDS["target"].label) == label
        assert str(OPTION_WORDS["aces"].choices["low"]) == choice


@pytest.mark.parametrize(
    ("language", "description", "rule"),
    [
        (
            "es",
            "Dos jugadores, cuarenta cartas (sin 8, 9 ni 10); cierra bajando once cartas.",
            "Diez cartas cada uno",
        ),
        (
            "fr",
            "Deux joueurs, quarante cartes (sans 8, 9 ni 10)\N{NARROW NO-BREAK SPACE}; on finit en "
            "posant onze cartes.",
            "Dix cartes chacun",
        ),
        (
            "pl",
            "Dwóch graczy, czterdzieści kart (bez 8, 9 i 10); zejdź, wykładając jedenaście kart.",
            "Po dziesięć kart",
        ),
        (
            "de",
            "Zwei Personen, vierzig Karten (keine 8, 9 oder 10); mach aus, indem du elf Karten "
            "auslegst.",
            "Je zehn Karten",
        ),
    ],
)
def test_descriptions_and_limits_in_the_page_language_the_sources_quoted_as_they_are(
    app: Flask, language: str, description: str, rule: str
) -> None:
    (limit,) = [limit for limit in GAMES["koon-kan"].limits if limit.rule == "Ten cards each"]
    with app.test_request_context(), force_locale(language):
        assert str(GAMES["koon-kan"].description) == description
        assert str(limit.rule) == rule
        assert limit.source == '004 Koon Kan: "Deal ten cards to each player"'


@pytest.mark.parametrize(
    ("language", "most", "said"),
    [
        ("es", 1, "Como máximo 1 combinación en una ronda."),
        ("es", 4, "Como máximo 4 combinaciones en una ronda."),
        ("fr", 0, "Au plus 0 combinaison par manche."),
        ("fr", 1, "Au plus 1 combinaison par manche."),
        ("fr", 4, "Au plus 4 combinaisons par manche."),
        ("pl", 1, "Najwyżej 1 układ w jednym rozdaniu."),
        ("pl", 4, "Najwyżej 4 układy w jednym rozdaniu."),
        ("pl", 5, "Najwyżej 5 układów w jednym rozdaniu."),
        ("pl", 22, "Najwyżej 22 układy w jednym rozdaniu."),
        ("de", 1, "Höchstens 1 Kombination in einer Runde."),
        ("de", 4, "Höchstens 4 Kombinationen in einer Runde."),
    ],
)
def test_a_counted_problem_in_each_plural_form(
    app: Flask, language: str, most: int, said: str
) -> None:
    with app.test_request_context(), force_locale(language):
        assert say(Problem("draft.too_many_melds", {"most": most})) == said


@pytest.mark.parametrize(
    ("language", "past_last", "wrong_count", "too_many"),
    [
        (
            "es",
            "Rummy de contratos tiene 7 rondas; no hay ronda 8.",
            "Rummy es para 2 a 6 jugadores; hay 7 nombres.",
            "Esta partida tiene 10.000 rondas, el máximo que guarda una partida: empieza una "
            "revancha.",
        ),
        (
            "fr",
            "Rami à contrats a 7 manches\N{NARROW NO-BREAK SPACE}; il n’y a pas de manche 8.",
            "Rami se joue de 2 à 6 joueurs\N{NARROW NO-BREAK SPACE}; 7 sont nommés.",
            "Cette partie a 10\N{NARROW NO-BREAK SPACE}000 manches, le maximum qu’une partie "
            "conserve\N{NO-BREAK SPACE}: lancez une revanche.",
        ),
        (
            "pl",
            "Remik z kontraktami ma 7 rozdań; nie ma rozdania 8.",
            "Remik: od 2 do 6 graczy; podano 7 imion.",
            "Ta gra ma 10\N{NO-BREAK SPACE}000 rozdań, najwięcej, ile mieści jedna gra: "
            "zacznij rewanż.",
        ),
        (
            "de",
            "Kontrakt-Rommé hat 7 Runden; es gibt keine Runde 8.",
            "Rommé ist für 2 bis 6 Personen; 7 sind genannt.",
            "Diese Partie hat 10.000 Runden, so viele, wie eine Partie höchstens speichert: "
            "Starte eine Revanche.",
        ),
    ],
)
def test_problems_name_the_game_and_write_numbers_in_the_page_language(
    app: Flask, language: str, past_last: str, wrong_count: str, too_many: str
) -> None:
    with app.test_request_context(), force_locale(language):
        past = Problem(
            "deal_number.past_last", {"variant": "contract-rummy", "deals": 7, "number": 8}
        )
        count = Problem(
            "players.wrong_count", {"variant": "rummy", "fewest": 2, "most": 6, "count": 7}
        )
        assert say(past) == past_last
        assert say(count) == wrong_count
        assert say(Problem("game.too_many_deals", {"most": 10_000})) == too_many


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("es", "El nombre del jugador 2 no tiene nada visible."),
        ("fr", "Le nom du joueur 2 ne contient rien de visible."),
        ("pl", "Imię gracza 2 nie zawiera nic widocznego."),
        ("de", "Im Namen von Person 2 ist nichts Sichtbares."),
    ],
)
def test_a_refused_name_is_one_sentence(app: Flask, language: str, said: str) -> None:
    refused = Problem(
        "game.player_name_refused", {"number": 2, "problem": Problem("name.nothing_visible")}
    )
    with app.test_request_context(), force_locale(language):
        assert say(refused) == said


def test_the_rules_and_new_game_pages_name_the_games_in_the_page_language(
    client: FlaskClient,
) -> None:
    polish = {"Accept-Language": "pl"}
    rules = client.get("/rules", headers=polish).text
    assert "Remik z kontraktami" in rules and "Wynik docelowy" in rules
    new = client.get("/games/new", headers=polish).text
    assert "Remik kontynentalny" in new and "Continental Rummy" not in new


def test_the_variants_document_stays_english(client: FlaskClient) -> None:
    document = client.get("/api/v1/variants", headers={"Accept-Language": "es"}).json
    assert document is not None
    contract = next(v for v in document["variants"] if v["slug"] == "contract-rummy")
    assert contract["name"] == "Contract Rummy"
    assert contract["description"].startswith("Seven deals, each with its contract")
    assert document["options"]["target"]["label"] == "Target score"
