"""The words of cards, melds and deals in Spanish and Polish: whole sentences from the catalogue,
counted things in each language's plural forms, lists and alternatives as each language writes
them, ranks and suits by their own names."""

from __future__ import annotations

import pytest
from flask import Flask
from flask_babel import force_locale

from scorekeeper.rules.dealing import UpcardRule
from scorekeeper.rules.presets import find_preset
from scorekeeper.rules.problems import Problem
from scorekeeper.words import say
from scorekeeper.words.deals import contract, say_upcard_rule
from scorekeeper.words.phrases import rank_plural

SAID = [
    (
        Problem("meld.too_few_cards", {"cards": ("7H", "8H"), "least": 3}),
        "Una combinación necesita al menos 3 cartas; esta tiene 2: el 7 y el 8 de corazones.",
        "Układ wymaga co najmniej 3 kart; ten ma 2: 7 i 8 kier.",
    ),
    (
        Problem("meld.not_one_rank", {"card": "7H", "rank": "Q"}),
        "El 7 de corazones no encaja en un trío de reinas: un trío necesita cartas de un solo "
        "valor.",
        "7 kier nie pasuje do kompletu (damy): komplet wymaga kart jednej wartości.",
    ),
    (
        Problem("meld.not_one_suit", {"card": "7S", "suit": "H"}),
        "El 7 de picas no es de corazones: una escalera necesita cartas de un solo palo.",
        "7 pik nie jest w kolorze kier: sekwens wymaga kart jednego koloru.",
    ),
    (
        Problem("hand_in.several_went_out", {"names": ("Ann", "Bob", "Cy")}),
        "Ann, Bob y Cy dicen cada uno que cerraron: solo cierra un jugador.",
        "Każdy z graczy (Ann, Bob i Cy) podaje swoje zejście: schodzi tylko jeden gracz.",
    ),
    (
        Problem("card.too_many_copies", {"card": "5H", "held": 2, "packs": 2, "entered": 3}),
        "El 5 de corazones está en esta partida solo 2 veces (2 barajas), pero se anotó 3 veces.",
        "Karta 5 kier jest w tej grze tylko 2 razy (2 talie), a wpisano ją 3 razy.",
    ),
    (
        Problem(
            "tonk.not_the_hand_dealt", {"name": "Ann", "cards": 5, "dealt": 5, "variant": "tonk"}
        ),
        "Ann tiene 5 cartas anotadas: un tonk son las 5 cartas repartidas, en la mano sin nada "
        'bajado (004 Tonk: "Deal each player five cards ... Declare tonks immediately").',
        "Ann ma wpisanych 5 kart: tonk to 5 rozdanych kart trzymanych w ręce bez żadnego układu "
        '(004 Tonk: "Deal each player five cards ... Declare tonks immediately").',
    ),
]


@pytest.mark.parametrize(("problem", "spanish", "polish"), SAID)
def test_problems_are_said_in_spanish_and_polish(
    app: Flask, problem: Problem, spanish: str, polish: str
) -> None:
    with app.test_request_context():
        with force_locale("es"):
            assert say(problem) == spanish
        with force_locale("pl"):
            assert say(problem) == polish


GERMAN = [
    "Eine Kombination braucht mindestens 3 Karten; diese hat 2: Herz 7 und 8.",
    "Herz 7 passt nicht in einen Satz Damen: Ein Satz braucht Karten eines Werts.",
    "Pik 7 ist kein Herz: Eine Folge braucht Karten einer Farbe.",
    "Ann, Bob und Cy sagen jeweils, ausgemacht zu haben: Nur eine Person macht aus.",
    "Herz 5 gibt es in dieser Partie nur 2-mal (2 Decks), eingetragen aber 3-mal.",
    "Für Ann sind 5 Karten eingetragen: Ein Tonk sind die 5 gegebenen Karten, auf der Hand "
    'gehalten, ohne etwas auszulegen (004 Tonk: "Deal each player five cards ... Declare tonks '
    'immediately").',
]


@pytest.mark.parametrize(
    ("problem", "german"), list(zip([problem for problem, *_ in SAID], GERMAN, strict=True))
)
def test_problems_are_said_in_german(app: Flask, problem: Problem, german: str) -> None:
    """Cards named suit first without an article (German decks: Kreuz, Karo, Herz, Pik), so
    that no sentence needs a card's gender or case."""
    with app.test_request_context(), force_locale("de"):
        assert say(problem) == german


@pytest.mark.parametrize(
    ("language", "queens", "sevens", "said"),
    [
        ("es", "reinas", "sietes", "2 tríos y 1 escalera"),
        ("fr", "dames", "7", "2 séries et 1 suite"),
        ("pl", "damy", "siódemki", "2 komplety i 1 sekwens"),
        ("de", "Damen", "7er", "2 Sätze und 1 Folge"),
    ],
)
def test_ranks_and_contracts_in_each_language(
    app: Flask, language: str, queens: str, sevens: str, said: str
) -> None:
    with app.test_request_context(), force_locale(language):
        assert (rank_plural("Q"), rank_plural("7")) == (queens, sevens)
        assert contract(2, 1) == said


@pytest.mark.parametrize(
    ("count", "polish"),
    [(1, "1 komplet"), (3, "3 komplety"), (5, "5 kompletów"), (22, "22 komplety")],
)
def test_a_contract_counts_sets_in_polish_plural_forms(app: Flask, count: int, polish: str) -> None:
    with app.test_request_context(), force_locale("pl"):
        assert contract(count, 0) == polish


def test_the_upcard_rule_offers_buried_ranks_with_each_languages_or(app: Flask) -> None:
    rule = UpcardRule("total", find_preset("george").upcard_cards, ("2", "3", "4"))
    with app.test_request_context():
        with force_locale("es"):
            assert say_upcard_rule(rule).endswith(
                "Una carta descubierta de 2, 3 o 4 se mete en medio del mazo y se reparte otra "
                "boca arriba."
            )
        with force_locale("fr"):
            assert say_upcard_rule(rule).endswith(
                "Une carte retournée de valeur 2, 3 ou 4 est remise dans la pioche et une autre "
                "est retournée à sa place."
            )
        with force_locale("pl"):
            assert say_upcard_rule(rule).startswith(
                "Pierwsza odkryta karta każdego gracza mówi, ile kart gracz ma w sumie, łącznie z "
                "nią: od 2 do 10 tyle, ile pokazuje karta, walet 11, dama 12, król 13, as 14."
            )
            assert say_upcard_rule(rule).endswith(
                "Odkryta karta 2, 3 lub 4 wraca do talii, a w jej miejsce rozdaje się inną odkrytą."
            )
        with force_locale("de"):
            assert say_upcard_rule(rule) == (
                "Die offene erste Karte sagt, wie viele Karten man insgesamt bekommt, sie selbst "
                "mitgezählt: 2 bis 10 ihre Zahl, ein Bube 11, eine Dame 12, ein König 13, ein Ass "
                "14. Eine offene 2, 3 oder 4 wird ins Deck gesteckt und eine andere Karte offen "
                "gegeben."
            )
