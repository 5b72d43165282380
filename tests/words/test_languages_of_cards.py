"""Sentences name cards in words, in the page's language (issue 22): "the 7 of hearts", "el 7
de corazones", "7 kier"; cards of one suit or one rank in a row named together, a wild card
with the card it stands for, and no sentence of any language left with a card in notation
("7H") but the ones that teach how to write one."""

from __future__ import annotations

import dataclasses
import re

import pytest
from flask import Flask
from flask_babel import force_locale

from scorekeeper.rules import Card, check_meld, find_preset
from scorekeeper.rules.problems import Problem
from scorekeeper.words import say
from scorekeeper.words.card_names import card_names
from scorekeeper.words.phrases import cards, stand_in
from tests.words.card_cases import CASES as CARD_CASES
from tests.words.deal_cases import SAID as DEAL_CASES
from tests.words.meld_cases import CASES as MELD_CASES

NOTATION = re.compile(r"\b((10|[2-9AJQK])([CDHS]\b|\*)|(1[0-3]|[1-9])[RBGYKO]\b|SKIP\b)")
"""A card in notation, as the engine's parameters carry it."""

TEACHING = {"card.invalid_card", "card.invalid_stated"}
"""The codes whose words show how to write a card ("like 10H, QS or 7♦"), in every language."""


@pytest.mark.parametrize(
    ("language", "run"),
    [
        ("en", "the 7, 8, and 9 of stars"),
        ("es", "el 7, el 8 y el 9 de estrellas"),
        ("fr", "le 7, le 8 et le 9 d’étoile"),
        ("pl", "7, 8 i 9 gwiazd"),
        ("de", "Stern 7, 8 und 9"),
    ],
)
def test_five_crowns_stars_are_named_in_words(app: Flask, language: str, run: str) -> None:
    """011 The Cards: Five Crowns' fifth suit, stars (``*``)."""
    with app.test_request_context(), force_locale(language):
        assert cards(("7*", "8*", "9*")) == run


@pytest.mark.parametrize(
    ("language", "name", "run", "set", "skips"),
    [
        (
            "en",
            "Red 12",
            "the green 7, 8, and 9 and the joker",
            "the red 5, the blue 5, and the skip",
            "2 skips",
        ),
        (
            "es",
            "12 rojo",
            "el 7, el 8 y el 9 verdes y el joker",
            "el 5 rojo, el 5 azul y la carta de salto",
            "2 cartas de salto",
        ),
        (
            "fr",
            "12 rouge",
            "le 7, le 8 et le 9 verts et le joker",
            "le 5 rouge, le 5 bleu et la carte Passe",
            "2 cartes Passe",
        ),
        (
            "pl",
            "Czerwona 12",
            "zielone 7, 8 i 9 i joker",
            "czerwona 5, niebieska 5 i karta stop",
            "2 karty stop",
        ),
        (
            "de",
            "Rot 12",
            "die grünen 7, 8 und 9 und Joker",
            "die rote 5, die blaue 5 und die Aussetzen-Karte",
            "2 Aussetzen-Karten",
        ),
    ],
)
def test_numbered_cards_are_named_by_colour_and_number(
    app: Flask, language: str, name: str, run: str, set: str, skips: str
) -> None:
    """012 Phase 10 (1 to 12 in red, blue, green, yellow; Skip cards) and 013 Rummikub (tiles
    1 to 13 in four colours): a numbered card is named by its colour and number; cards of one
    colour in a row name it once, in agreement with their count; Phase 10's skips are
    counted as jokers are."""
    with app.test_request_context(), force_locale(language):
        assert card_names()["12R"] == name
        assert cards(("7G", "8G", "9G", "JK")) == run
        assert cards(("5R", "5B", "SKIP")) == set
        assert cards(("SKIP", "SKIP")) == skips


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "The red 13 is not in the run's colour (black): a run needs cards of one colour."),
        (
            "es",
            "El 13 rojo no es del color de la escalera (negro): una escalera necesita cartas de "
            "un solo color.",
        ),
        (
            "fr",
            "Le 13 rouge n’est pas de la couleur de la suite (noir)\N{NO-BREAK SPACE}: une suite "
            "demande des cartes d’une même couleur.",
        ),
        (
            "pl",
            "Czerwona 13 nie jest w kolorze sekwensu (czarny): sekwens wymaga kart jednego koloru.",
        ),
        (
            "de",
            "Die rote 13 hat nicht die Farbe der Folge (Schwarz): Eine Folge braucht Karten einer "
            "Farbe.",
        ),
    ],
)
def test_a_run_of_tiles_names_its_colour(app: Flask, language: str, words: str) -> None:
    """013 (Rummikub: a run is of one colour): the engine's verdict on 11K 12K 13R in a game of
    runs alone, said with the run's colour rather than a suit."""
    rummy = find_preset("rummy")
    rummikub = dataclasses.replace(rummy, deck="rummikub", decks=2, jokers=2, sets_allowed=False)
    problem = check_meld(Card.parse("11K 12K 13R"), rummikub).problem
    assert problem is not None and problem.code == "meld.not_one_suit"
    with app.test_request_context(), force_locale(language):
        assert say(problem) == words


@pytest.mark.parametrize(
    ("language", "words"),
    [
        (
            "en",
            "The orange 1 does not fit: a run needs cards of one colour and a set cards of one "
            "number.",
        ),
        (
            "es",
            "El 1 naranja no encaja: una escalera necesita cartas de un solo color y un trío "
            "cartas de un solo número.",
        ),
    ],
)
def test_a_tile_that_fits_nothing_is_told_of_colours_and_numbers(
    app: Flask, language: str, words: str
) -> None:
    """013: a run is of one colour, a group of one number: 11K 12K 13K 1O fits neither."""
    rummikub = dataclasses.replace(find_preset("rummy"), deck="rummikub", decks=2, jokers=2)
    problem = check_meld(Card.parse("11K 12K 13K 1O"), rummikub).problem
    assert problem is not None and problem.code == "meld.does_not_fit"
    with app.test_request_context(), force_locale(language):
        assert say(problem) == words


@pytest.mark.parametrize(
    ("language", "picker", "card", "book"),
    [
        ("en", "7 of stars", "the queen of stars", "the 7 of hearts and stars"),
        ("es", "7 de estrellas", "la reina de estrellas", "el 7 de corazones y estrellas"),
        ("fr", "Roi d’étoile", "la dame d’étoile", "le 7 de cœur et étoile"),
        ("pl", "7 gwiazd", "dama gwiazd", "7 kier i gwiazd"),
        ("de", "Stern-König", "Stern Dame", "Herz und Stern 7"),
    ],
)
def test_a_star_card_is_named_as_a_player_writes_it(
    app: Flask, language: str, picker: str, card: str, book: str
) -> None:
    """011 The Cards: a French player writes a card of stars as one of hearts, "7 de cœur", with
    "de" elided before the vowel: "7 d’étoile" (zpag.net, "Five crowns Français": the suits
    "cœur, carreau, trèfle, pique et étoile"), never "7 de étoile", whether the picker names it
    or a sentence does; a star among cards of one rank is named last, so that no language's
    "of" comes straight before it."""
    with app.test_request_context(), force_locale(language):
        names = card_names()
        assert names["7*" if language not in ("fr", "de") else "K*"] == picker
        assert cards("Q*") == card
        assert cards(("7*", "7H")) == cards(("7H", "7*")) == book
        assert all(" de é" not in name for name in names.values())


@pytest.mark.parametrize(
    ("language", "run", "set_and_joker", "joker_and_wild"),
    [
        (
            "en",
            "the queen, king, and ace of spades",
            "the 10 of diamonds and clubs and the joker",
            "2 jokers and the jack of hearts",
        ),
        (
            "es",
            "la reina, el rey y el as de picas",
            "el 10 de diamantes y tréboles y el joker",
            "2 jokers y la jota de corazones",
        ),
        (
            "fr",
            "la dame, le roi et l’as de pique",
            "le 10 de carreau et trèfle et le joker",
            "2 jokers et le valet de cœur",
        ),
        ("pl", "dama, król i as pik", "10 karo i trefl i joker", "2 jokery i walet kier"),
        ("de", "Pik Dame, König und Ass", "Karo und Kreuz 10 und Joker", "2 Joker und Herz Bube"),
    ],
)
def test_cards_are_named_in_words_grouped_by_suit_or_rank(
    app: Flask, language: str, run: str, set_and_joker: str, joker_and_wild: str
) -> None:
    with app.test_request_context(), force_locale(language):
        assert cards(("QS", "KS", "AS")) == run
        assert cards(("10D", "10C", "JK")) == set_and_joker
        assert cards(("JK", "JK", "JH")) == joker_and_wild


@pytest.mark.parametrize(
    ("language", "card", "rank"),
    [
        ("en", "the 8 of clubs", "an 8"),
        ("es", "el 8 de tréboles", "un 8"),
        ("fr", "le 8 de trèfle", "un 8"),
        ("pl", "8 trefl", "8"),
        ("de", "Kreuz 8", "eine 8"),
    ],
)
def test_a_wild_card_stands_for_a_card_or_a_rank(
    app: Flask, language: str, card: str, rank: str
) -> None:
    with app.test_request_context(), force_locale(language):
        assert (stand_in("8C"), stand_in("8")) == (card, rank)


@pytest.mark.parametrize(
    ("language", "stated", "kept"),
    [
        (
            "es",
            "El 6 y el 7 de tréboles y el joker no forman trío ni escalera con el joker como el "
            "9 de tréboles.",
            "No se puede colocar el as de tréboles en esta combinación (el 6 y el 7 de tréboles y "
            "el joker): el joker vale como el 8 de tréboles, como se bajó, y un comodín conserva "
            "la carta que representa.",
        ),
        (
            "fr",
            "Le 6 et le 7 de trèfle et le joker ne forment ni série ni suite avec le joker pour le "
            "9 de trèfle.",
            "Impossible de rajouter l’as de trèfle sur cette combinaison (le 6 et le 7 de trèfle "
            "et le joker)\N{NO-BREAK SPACE}: le joker remplace le 8 de trèfle, comme à la pose, et "
            "une carte libre garde la carte qu’elle remplace.",
        ),
        (
            "pl",
            "6 i 7 trefl i joker nie tworzą kompletu ani sekwensu przy takim ustawieniu: joker "
            "jako 9 trefl.",
            "As trefl: nie można dołożyć do tego układu (6 i 7 trefl i joker), bo joker gra jako "
            "8 trefl, tak jak przy wyłożeniu, a dzika karta zachowuje kartę, którą zastępuje.",
        ),
        (
            "de",
            "Kreuz 6 und 7 und Joker ergeben keinen Satz und keine Folge, wenn gilt: Joker als "
            "Kreuz 9.",
            "Anlegen von Kreuz Ass an diese Kombination (Kreuz 6 und 7 und Joker) geht nicht: "
            "Joker zählt als Kreuz 8, wie ausgelegt, und eine wilde Karte behält die Karte, für "
            "die sie steht.",
        ),
    ],
)
def test_a_sentence_names_a_wild_card_and_what_it_stands_for_in_words(
    app: Flask, language: str, stated: str, kept: str
) -> None:
    meld = ("6C", "7C", "JK")
    not_as_stated = Problem("meld.not_as_stated", {"cards": meld, "stated": (("JK", "9C"),)})
    wild_card_kept = Problem(
        "lay_off.wild_card_kept", {"cards": ("AC",), "onto": meld, "kept": (("JK", "8C"),)}
    )
    with app.test_request_context(), force_locale(language):
        assert say(not_as_stated) == stated
        assert say(wild_card_kept) == kept


@pytest.mark.parametrize("language", ["en", "es", "fr", "pl", "de"])
def test_no_sentence_names_a_card_by_its_notation(app: Flask, language: str) -> None:
    every = [(code, problem) for code, problem, _ in [*MELD_CASES, *CARD_CASES, *DEAL_CASES]]
    with app.test_request_context(), force_locale(language):
        said = [say(problem()) for code, problem in every if code not in TEACHING]
        taught = [say(problem()) for code, problem in every if code in TEACHING]
    assert len(said) > 90
    assert [sentence for sentence in said if NOTATION.search(sentence)] == []
    assert all(NOTATION.search(sentence) for sentence in taught)
