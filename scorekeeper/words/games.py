"""Each game's words, one record a game (:class:`GameWords`) by the slug of its preset in the
engine's :data:`PRESETS <scorekeeper.rules.PRESETS>` (which holds its rules, their name in English
as the engine and the API know it, and their source): its name and a sentence about it, for the
page that starts a game, the rules page, the game's pages and the API's ``/variants`` document;
and every limit its rule sources state, with its source line and whether the app holds it, for
the rules page.

A limit the app cannot hold is a rule of play that leaves no trace in the cards entered at the
end of a deal (who drew what, in which turn); the list says so. The engine holds the limits
(``scorekeeper/rules``); the list says how the app's forms and endpoints keep to them.

The words are lazy (``lazy_gettext``): each becomes the page's language where it is used, and
stays English under the API.

>>> koon_kan = GAMES["koon-kan"]
>>> str(koon_kan.name), [limit.enforced for limit in koon_kan.limits][:2]
('Koon Kan', [True, True])
>>> str(koon_kan.description)
'Two players, forty cards (no 8s, 9s or 10s); go out by melding eleven cards.'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from flask_babel import LazyString
from flask_babel import lazy_gettext as _l

from scorekeeper.rules import PRESETS, Rules


@dataclass(frozen=True)
class Limit:
    """One stated limit of a game.

    :ivar rule: the limit in plain words (lazy: in the page's language where it is shown).
    :ivar source: the seed file and section, with the line's words quoted as the source has
        them (in English, whatever the page's language).
    :ivar enforced: whether the app refuses what breaks it.
    :ivar how: how the app holds it, or why it cannot (lazy, as ``rule``).
    """

    rule: LazyString
    source: str
    enforced: bool
    how: LazyString


@dataclass(frozen=True)
class GameWords:
    """One game's words, in the page's language where they are shown (each is lazy).

    :ivar name: its name; its English is the engine's ``Rules.name``.
    :ivar description: a sentence about it.
    :ivar limits: every limit its rule sources state, in the order the rules page lists them.
    """

    name: LazyString
    description: LazyString
    limits: tuple[Limit, ...]


def _game(name: LazyString, description: LazyString, *limits: Limit) -> GameWords:
    return GameWords(name, description, limits)


_NO_TRACE = _l(
    "A rule of play: it leaves no trace in the cards entered, so the app cannot check it."
)
_DEALT = _l(
    "A rule of the deal: the cards entered at the end do not show what was dealt. The table "
    "guide and POST /api/v1/deals/plan say it for each deal."
)
_HELD = _l(
    "Each turn draws one card and discards one, so nobody holds more than the cards dealt, "
    "melded, laid off and in hand together (one more for the player who went out without a "
    "discard): a deal that shows more is refused, and so is a seat that hands in more."
)
_MAY_I = _l(
    "A rule of play: it leaves no trace in the cards entered, so the app cannot check it. "
    "The table guide reminds the table of it."
)
_HAND_EMPTY = _l(
    "Refused in every entry path: the player who went out has no cards left in hand, and a deal "
    "someone went out of with no card entered at all is refused."
)
_PACKS = _l(
    "A card entered more often than the packs hold, or not in them, is refused: in a deal's "
    "cards, and as an upcard in POST /api/v1/deals/plan."
)
_UPCARDS = _l(
    "POST /api/v1/deals/plan refuses an upcard the packs do not hold (a joker without jokers, a "
    "copy too many, a rank taken out); no deal's wild rank can be a rank taken out."
)
_STOCK_OUT = _l("Each deal says who went out, or that the stock ran out; both are scored.")
_RESTOCK = _l(
    'A deal with nobody out is refused; the house rule "The discard pile becomes the stock" '
    "turned off lets an exhausted stock end it."
)
_MELDS = _l("Every meld is judged by the engine; an illegal one is refused with its reason.")
_WILDS_KEPT = _l(
    "A run's wild card stands for what its place as entered says, or what is stated (JK=8C); "
    "it is saved so, and lay-offs keep it."
)
_LAY_OFF = _l(
    "The meld checker (and POST /api/v1/melds/check with onto) refuses a lay-off that does not "
    "extend the meld; the deal form takes laid-off cards without the meld they went onto."
)
_SCORED = _l("The engine scores it.")


def _players(text: LazyString, source: str) -> Limit:
    return Limit(text, source, True, _l("Refused when a game starts and in every deal scored."))


_5000 = _game(
    _l("5000 Rummy"),
    _l("Hands sized by each upcard; the dealer's upcard is wild; aces and wilds 100."),
    _players(
        _l("3 to 8 players; the app also takes 2 (003 plays with two)"),
        '000 Players and Cards: "3 or 4 players use a standard 52-card pack; from 5 to 8 '
        'players use two 52-card packs"',
    ),
    Limit(
        _l("One pack for 3 or 4 players, two for 5 to 8"),
        '000 Players and Cards: "from 5 to 8 players use two 52-card packs"',
        True,
        _PACKS,
    ),
    Limit(
        _l("Each upcard is a card of the packs, and the dealer's shows a rank they hold"),
        '000 Deal: "The dealer deals one card in front of the player, face up"; 000 Variations, '
        'Cards: "It seems to be quite common to play without twos"',
        True,
        _UPCARDS,
    ),
    Limit(
        _l("Each upcard says how many more cards its player gets: pictures 10, an ace 11"),
        '000 Deal: "A player whose first card is a picture ... receives 10 more cards: if the '
        'first card is an ace, the player receives 11 more cards"',
        False,
        _DEALT,
    ),
    Limit(
        _l("The dealer's upcard makes its rank wild for the deal"),
        '000 Deal: "The dealer\'s first (face up) card is wild for the current deal"',
        True,
        _l("Each deal asks for its wild rank and judges every meld with it."),
    ),
    Limit(
        _l(
            "Sets of three or more equal cards; runs of three or more in one suit; an ace low or "
            "high, never in the middle"
        ),
        '000 Melds: "sets of three or more equal cards and runs of three or more consecutive '
        'cards of the same suit ... but not in the middle of a run"',
        True,
        _MELDS,
    ),
    Limit(
        _l("A wild card stands for one missing card of a set or run, and keeps it"),
        '000 Melds: "A wild card can be used as a substitute for any missing card"; 000 Play: '
        '"the real card that is represented by a wild card"',
        True,
        _WILDS_KEPT,
    ),
    Limit(
        _l("Cards taken from deep in the discard pile: the deepest is melded that turn"),
        '000 Play: "the deepest buried card that is taken is melded in the current turn"',
        False,
        _NO_TRACE,
    ),
    Limit(
        _l("A lay-off extends a meld on the table, and its player says which"),
        '000 Play: "you must state which set or run you are adding it to"',
        True,
        _LAY_OFF,
    ),
    Limit(
        _l("The real card a run's wild card stands for may be melded beside it"),
        '000 Play, Wild cards: "you may meld the real card ... The wild card remains in place"',
        True,
        _l("A lay-off of that real card is accepted; of any other card, judged as usual."),
    ),
    Limit(
        _l('Only a player who has melded may call "rummy"'),
        "000 Play: \"any player who has already melded can call 'rummy'\"",
        False,
        _NO_TRACE,
    ),
    Limit(
        _l("Going out leaves no cards in hand"),
        '000 End of the play: "discards it, so having no cards left in hand. This is called '
        "'going out'\"",
        True,
        _HAND_EMPTY,
    ),
    Limit(
        _l("The final discard must be unplayable"),
        "000 End of the play: \"this final discard must be 'unplayable'\"",
        True,
        _l("The deal form's discard check and POST /api/v1/discards/check say whether it may be."),
    ),
    Limit(
        _l(
            "The play ends by going out, or once the stock is empty and the player to play takes "
            "nothing from the discard pile"
        ),
        '000 End of the play: "There are no cards left in the stock pile, and the player whose '
        'turn it is cannot or does not wish to take a card or cards from the discard pile"',
        True,
        _STOCK_OUT,
    ),
    Limit(
        _l("A player with nothing to discard floats"),
        "000 Floating: \"the player 'floats', holding no cards\"",
        False,
        _NO_TRACE,
    ),
    Limit(
        _l("Melds score their cards; who went out scores the others' hands; 5000 wins"),
        '000 Scoring: "that player scores the value of all the cards remaining in the other '
        "players' hands ... until one or more players reaches a cumulative score of 5000\"",
        True,
        _SCORED,
    ),
)

_SUBTRACT = _game(
    _l("5000 Rummy, hand subtracted"),
    _l("5000 Rummy as many tables learned it: the cards left in your hand count against you."),
    _players(
        _l("2 to 8 players: one deck up to 4, two past 4"),
        '003: "You can play this game with 2-4 players comfortably with one deck, past 4 '
        'players, I would suggest adding two decks"',
    ),
    Limit(
        _l("A set holds at most four cards with one deck, eight with two; wild cards count"),
        '003 Types of Melds: "If you are using one deck the max cards a set may have would be '
        'four, if your using two decks the max cards a set may have is eight"',
        True,
        _MELDS,
    ),
    Limit(
        _l("A new meld takes three cards or more; a run never wraps (K-A-2)"),
        '003 Types of Melds: "Creating a new meld requires at least three cards ... you may not '
        'use the ace to wrap a run (K-A-2)"',
        True,
        _MELDS,
    ),
    Limit(
        _l("One deck up to 4 players, two past 4; no jokers"),
        '003: "past 4 players, I would suggest adding two decks to the game. Leave the Jokers '
        'out!"',
        True,
        _PACKS,
    ),
    _5000.limits[2],
    Limit(
        _l("Each upcard says how many more cards its player gets: pictures 10, an ace 11"),
        '003 The Deal: "The rank of this card determines the amount of cards the player will '
        'receive ... Face Cards (J/Q/K) have a rank of 10, Aces have a rank of 11"',
        False,
        _DEALT,
    ),
    _5000.limits[4],
    _5000.limits[6],
    Limit(
        _l("A wild card may be stolen by the player holding the card it stands for"),
        '003 Types of Melds: "you are eligible to replace the wildcard with your card"',
        False,
        _NO_TRACE,
    ),
    Limit(
        _l("Going out: the last card is discarded, and is unplayable"),
        '003 Ending the Round: "once a players last card is placed on the discard pile, and is '
        'unplayable"',
        True,
        _l(
            "Refused in every entry path: the player who went out has no cards left in hand, and a "
            "deal someone went out of with no card entered at all is refused. The discard check "
            "says whether the card may go out."
        ),
    ),
    Limit(
        _l("Or the stock runs out and the player to play takes nothing from the discard pile"),
        '003 Ending the Round: "In the event there are no more cards left in the draw pile the '
        "game ends if a player cannot play, or doesn't wish to take, any card(s) from the "
        'discard pile"',
        True,
        _STOCK_OUT,
    ),
    Limit(
        _l("The hand left is subtracted from the melds; scores may go negative"),
        '003: "subtract it from their meld score(v5). You are able to go negative"',
        True,
        _SCORED,
    ),
)

_500 = _game(
    _l("500 Rummy"),
    _l("Jokers wild; score your melds and lose what is left in your hand."),
    _players(
        _l("2 to 8 players"), '001 Players and Cards: "any number of players from 2 to about 8"'
    ),
    Limit(
        _l("One pack and two jokers; two packs from 5 players"),
        '001 Players and Cards: "When 5 or more people play, two decks shuffled together"',
        True,
        _PACKS,
    ),
    Limit(
        _l("A group holds three or four cards of one rank, all of different suits"),
        '001 The Melds: "three or four cards of the same rank ... the cards of a group must all '
        'be of different suits"',
        True,
        _MELDS,
    ),
    Limit(
        _l("An ace is low or high in a sequence, not both"),
        '001 The Melds: "An ace can count as low or high but not both at the same time"',
        True,
        _MELDS,
    ),
    Limit(
        _l("A joker represents one card, stated or shown by the arrangement, and cannot change"),
        '001 Jokers: "by putting the cards down in this arrangement you are specifying that the '
        'joker represents the club8 ... they are not allowed to change the joker"',
        True,
        _WILDS_KEPT,
    ),
    Limit(
        _l("No fifth card of a group: a joker must represent a card there can be"),
        '001 Jokers: "It is therefore not possible to meld a group of ... four kings and a joker"',
        True,
        _MELDS,
    ),
    Limit(
        _l("Seven cards each; thirteen with two players"),
        '001 The Deal: "until everyone has seven cards. In a two-player game the dealer deals '
        'thirteen cards"',
        False,
        _DEALT,
    ),
    Limit(
        _l("A card taken from lower in the discard pile is melded at once"),
        '001 The Play: "you immediately meld the card"',
        False,
        _NO_TRACE,
    ),
    Limit(
        _l("The play ends when a player has no cards left in hand"),
        '001 The Play: "A player has no cards left in hand"',
        True,
        _HAND_EMPTY,
    ),
    Limit(
        _l("Or when the stock is empty and the player to play does not draw from the discard pile"),
        '001 The Play: "There are no cards left in the stock, and the person whose turn it is '
        'does not wish to draw from the discard pile"',
        True,
        _STOCK_OUT,
    ),
    Limit(
        _l("Melds minus the hand; first past 500 wins, a tie plays on"),
        '001 The Scoring: "subtract the value of the cards they have left in their hands ... In '
        'the event of a tie, further hands are played"',
        True,
        _SCORED,
    ),
)

_GEORGE = _game(
    _l("George (2500 Rummy)"),
    _l("5000 Rummy with sets only, one wild card a set, two packs without twos."),
    _5000.limits[0],
    _5000.limits[2],
    Limit(
        _l("Sets only, no runs"),
        '000 Variations (George): "no runs can be melded, only sets of equal cards"',
        True,
        _MELDS,
    ),
    Limit(
        _l("At most one wild card in a set"),
        '000 Variations (George): "A set can contain at most one wild card"',
        True,
        _MELDS,
    ),
    Limit(
        _l("A double 48-card pack without twos"),
        '000 Variations (George): "a double 48-card pack without twos"',
        True,
        _l(
            "A card entered more often than the packs hold, or not in them, is refused: in a deal's"
            " cards, and as an upcard in POST /api/v1/deals/plan. A two is not in play."
        ),
    ),
    Limit(
        _l("Taking from the discard pile needs two natural cards matching the deepest card"),
        '000 Variations (George): "when a player has two natural cards in hand that match the '
        'deepest buried card"',
        False,
        _NO_TRACE,
    ),
    Limit(
        _l("The upcard says the whole hand: jack 11, queen 12, king 13, ace 14"),
        "000 Variations (George): \"a player's first card indicates the total number of cards "
        '... counting jack as 11, queen 12, king 13, ace 14"',
        False,
        _DEALT,
    ),
    *_5000.limits[11:14],
)

_RUMMY = _game(
    _l("Rummy"),
    _l("Basic Rummy: go out first and score what the others hold; rummy doubles it."),
    _players(_l("2 to 6 players"), '004 Rummy: "NUMBER OF PLAYERS 2 to 6"'),
    Limit(_l("One 52-card deck"), '004 Rummy: "Start with a fifty-two-card deck"', True, _PACKS),
    Limit(
        _l("Ten cards each for two, seven for three or four, six for five or six"),
        '004 Rummy, How to deal: "With two players, ten cards each ..."',
        True,
        _HELD,
    ),
    Limit(
        _l("Aces low; K-A-2 is no sequence"),
        '004 Rummy: "aces always low ... K of spades-A of spades-2 of spades is not valid"',
        True,
        _MELDS,
    ),
    Limit(
        _l("Going out melds every card in hand"),
        '004 Rummy: "When a player melds all cards in his hand, he goes out"',
        True,
        _HAND_EMPTY,
    ),
    Limit(
        _l(
            "A deal ends only when a player goes out: an exhausted stock is replaced by the "
            "discard pile, turned over"
        ),
        '004 Rummy: "If the stock is exhausted before a player goes out, turn over the discard '
        'pile (do not shuffle) to form a new stock and continue play"',
        True,
        _RESTOCK,
    ),
    Limit(
        _l("Who goes out scores the others' hands; all doubled for rummy"),
        '004 Rummy, Scoring: "she earns a rummy bonus, and all points are doubled"',
        True,
        _SCORED,
    ),
    Limit(
        _l("One card from the stock or the top of the discard pile"),
        '004 Rummy, How to play: "drawing a card (either from the stock or the top card in the '
        'discard pile)"',
        False,
        _NO_TRACE,
    ),
)

_CONTRACT = _game(
    _l("Contract Rummy"),
    _l("Seven deals, each with its contract to meld; your hand counts against you; lowest wins."),
    _players(_l("3 to 8 players"), '004 Contract Rummy: "may be played by three to eight players"'),
    Limit(
        _l("Two packs and a joker for 3 or 4; three packs and two jokers for 5 or more"),
        '004 Contract Rummy, Dealing: "With five or more players, use three fifty-two-card '
        'decks plus two jokers"',
        True,
        _PACKS,
    ),
    Limit(
        _l("Seven deals"),
        '004 Contract Rummy: "Games are always limited to seven rounds"',
        True,
        _l("A deal past the seventh is refused everywhere, /deals/score with a number included."),
    ),
    Limit(
        _l("Ten cards in deals 1 to 4, twelve in 5 to 7"),
        '004 Contract Rummy: "Each player receives ten cards in the first four rounds, twelve '
        'cards in the remaining three rounds"',
        False,
        _DEALT,
    ),
    Limit(
        _l("Each deal's contract, melded first and exactly; then only building"),
        '004 Contract Rummy, Melding: "All players must first meld the exact melds called for '
        '... she may not create any new melds"',
        True,
        _l("A player's melds must be the deal's contract exactly, or none."),
    ),
    Limit(
        _l("Two sequences in one suit are not in continuous rank order"),
        '004 Contract Rummy: "separate the sequences by at least one card"',
        True,
        _l("Judged where the runs lie as melded, wild cards included."),
    ),
    Limit(
        _l("A joker is stated as a suit and rank"),
        '004 Contract Rummy, Jokers: "a player must state a suit and rank for the card"',
        True,
        _WILDS_KEPT,
    ),
    Limit(
        _l('"May I": taking a discard out of turn with a stock card, no meld, no discard'),
        '004 Contract Rummy, Drawing cards: "he or she must take both the discard and the '
        'topmost stock card. Player three may not discard and may not meld"',
        False,
        _MAY_I,
    ),
    Limit(
        _l("Jokers 20, aces 15; the lowest total after seven deals wins"),
        '004 Contract Rummy: "except for jokers (20 points) and aces (15 points)"',
        True,
        _SCORED,
    ),
)

_CONTINENTAL = _game(
    _l("Continental Rummy"),
    _l("Fifteen cards, runs only, jokers and 2s wild; go out all at once with one of three hands."),
    _players(
        _l("2 to 12 players"), '004 Continental Rummy: "may be played by two to twelve players"'
    ),
    Limit(
        _l(
            "Two packs and a joker up to 5 players; three packs and three jokers for 6 to 8; four "
            "packs and three jokers from 9"
        ),
        '004 Continental Rummy: "with nine or more players, use four fifty-two-card decks plus '
        'three jokers"',
        True,
        _PACKS,
    ),
    Limit(
        _l("Fifteen cards each, in batches of three"),
        '004 Continental Rummy: "All players are dealt fifteen cards in batches of three"',
        False,
        _l(
            "A rule of the deal: the cards entered at the end do not show what was dealt, and a "
            'player who says "May I" holds two cards more for each discard taken out of turn, so '
            "a hand of more than fifteen cards is not refused. The table guide and POST "
            "/api/v1/deals/plan say what is dealt."
        ),
    ),
    Limit(
        _l("Jokers and 2s wild; aces high and low"),
        '004 Continental Rummy: "Aces may be played high and low. Both jokers and 2s are wild"',
        True,
        _MELDS,
    ),
    Limit(
        _l("Going out with one of three hands of runs, all at once"),
        '004 Continental Rummy: "Five three-card sequences; Three four-card sequences plus one '
        "three-card sequence; One five-card sequence, one four-card sequence, two three-card "
        'sequences"',
        True,
        _l(
            "The player who went out must have melded exactly one of the three hands; a card "
            "laid off is refused as built on another meld."
        ),
    ),
    Limit(
        _l("No sets; nobody melds or builds except to go out"),
        '004 Continental Rummy: "Sets are not valid ... players may not meld or build any other '
        "cards. You go out with the above hands in one fell swoop, or you don't go out at all\"",
        True,
        _l("A meld or lay-off of a player who did not go out is refused."),
    ),
    Limit(
        _l('"May I": taking a discard out of turn with a stock card, no meld, no discard'),
        '004 Continental Rummy: "follows the basic rules of Contract Rummy"; 004 Contract Rummy, '
        'Drawing cards: "he or she must take both the discard and the topmost stock card. Player '
        'three may not discard and may not meld"',
        False,
        _MAY_I,
    ),
    Limit(
        _l("Bonuses times the number of players; played to 500"),
        "004 Continental Rummy: \"the following points are added to the winner's score, "
        'multiplied by the number of players"',
        True,
        _SCORED,
    ),
)

_KOON_KAN = _game(
    _l("Koon Kan"),
    _l("Two players, forty cards (no 8s, 9s or 10s); go out by melding eleven cards."),
    _players(_l("2 players"), '004 Koon Kan: "pitting two players in head-to-head competition"'),
    Limit(
        _l("Forty cards: no 8s, 9s or 10s"),
        '004 Koon Kan: "removing all 8s, 9s, and 10s from a standard fifty-two-card deck"',
        True,
        _l(
            "A card entered more often than the packs hold, or not in them, is refused: in a deal's"
            " cards, and as an upcard in POST /api/v1/deals/plan. An 8, 9 or 10 is not in play."
        ),
    ),
    Limit(_l("Ten cards each"), '004 Koon Kan: "Deal ten cards to each player"', True, _HELD),
    Limit(
        _l("Going out melds eleven cards"),
        '004 Koon Kan: "The goal is to meld eleven cards: ten in your hand, plus the final card '
        'drawn"',
        True,
        _l("The player who went out must have melded exactly 11 cards, none left in hand."),
    ),
    Limit(
        _l("A drawn card is melded or discarded at once"),
        '004 Koon Kan: "This card must immediately be melded or discarded"',
        False,
        _NO_TRACE,
    ),
    Limit(
        _l("A draw when the stock runs out"),
        '004 Koon Kan: "The game is a draw if the stock is exhausted before either player goes '
        'out"',
        True,
        _l("A deal where the stock ran out scores nothing."),
    ),
)

_TONK = _game(
    _l("Tonk"),
    _l("Two or three players, five cards, played for stakes: tonks, knocks and going out."),
    _players(_l("2 or 3 players"), '004 Tonk: "ideal for two or three players"'),
    Limit(
        _l("Five cards each; a tonk is the five cards dealt"),
        '004 Tonk: "Deal each player five cards ... Declare tonks immediately"',
        True,
        _l(
            "A tonk is the five cards dealt, held with nothing melded, before anyone plays: a "
            "tonk deal where someone melded or laid off is refused; nobody has more than five "
            "cards, melded, laid off and in hand together (six after going out without a discard)."
        ),
    ),
    Limit(
        _l("A hand of 49 or 50 dealt is a tonk: a double stake; two tonks draw"),
        "004 Tonk: \"If a player's hand is worth 49 or 50 points, it's a tonk ... The game is "
        'a draw if two players have tonks"',
        True,
        _l("A tonk shown with another hand is refused; two tonks pay nothing."),
    ),
    Limit(
        _l("A knock wins a stake with the lowest hand, else pays double"),
        "004 Tonk: \"If she's right, she is paid the basic stake. Otherwise, she pays the actual "
        'low-score holder double the stake"',
        True,
        _SCORED,
    ),
    Limit(
        _l("Going out by melding: a stake, double without a discard"),
        '004 Tonk: "Players who go out by melding earn the standard stake, unless they go out '
        'without a discard"',
        True,
        _HAND_EMPTY,
    ),
    Limit(
        _l("The stock runs out: the lowest hand is paid a stake"),
        '004 Tonk: "the player with the lowest overall score is paid the basic stake from all '
        'players"',
        True,
        _SCORED,
    ),
)

_RUMMY_11 = _game(
    _l("Rummy 11"),
    _l("Eleven deals of 3 to 13 cards; the rank of the cards dealt is wild."),
    _players(_l("2 to 4 players"), '004 Rummy 11: "best for two to four players"'),
    Limit(
        _l("One pack for two players; two for three or four"),
        '004 Rummy 11: "a single fifty-two-card deck for two players; two fifty-two-card decks '
        'for three or four players"',
        True,
        _PACKS,
    ),
    Limit(
        _l("Eleven deals"),
        '004 Rummy 11: "The game has eleven total rounds"',
        True,
        _l("A deal past the eleventh is refused everywhere, /deals/score with a number included."),
    ),
    Limit(
        _l("Three cards in deal 1, four in deal 2 ... thirteen in deal 11"),
        '004 Rummy 11: "players receive three cards in Round 1, four cards in Round 2"',
        False,
        _DEALT,
    ),
    Limit(
        _l("The rank of the cards dealt is wild: 3s in deal 1 ... kings in deal 11"),
        '004 Rummy 11: "in Round 1, 3s are wild; in Round 2, 4s are wild; etc."',
        True,
        _l("The deal's wild rank comes from its number: none need be entered; another is refused."),
    ),
    Limit(
        _l("Going out melds every card"),
        '004 Rummy: "When a player melds all cards in his hand, he goes out"',
        True,
        _HAND_EMPTY,
    ),
    Limit(
        _l("A deal ends only when a player goes out, as in Rummy"),
        '004 Rummy 11: "The standard Rummy rules are followed"; 004 Rummy: "If the stock is '
        'exhausted before a player goes out, turn over the discard pile ... and continue play"',
        True,
        _RESTOCK,
    ),
    Limit(
        _l("After a player goes out, the others have one final turn to meld"),
        '004 Rummy 11: "When a player goes out, the other players have one final turn to meld '
        'cards"',
        False,
        _NO_TRACE,
    ),
)

_FIVE_CROWNS = _game(
    _l("Five Crowns"),
    _l(
        "Five suits with stars; eleven deals of 3 to 13 cards, the rank of the cards dealt wild; "
        "your hand counts against you; lowest wins."
    ),
    _players(_l("2 to 7 players"), '011 Players: "2 to 7"'),
    Limit(
        _l("Two Five Crowns decks: five suits (stars too), 3 to king, six jokers: 116 cards"),
        '011 The Cards: "two 58-card decks. Each deck has three Jokers and five suits ... Each '
        'suit has eleven cards: 3 through 10, Jack, Queen and King"',
        True,
        _l(
            "A card entered more often than the two decks hold, or not in them (an ace, a two), "
            "is refused. The card picker shows the stars (★, written *) for this game only."
        ),
    ),
    Limit(
        _l("Eleven deals"),
        '011 Object: "after playing all eleven hands of the game"',
        True,
        _l("A deal past the eleventh is refused everywhere, /deals/score with a number included."),
    ),
    Limit(
        _l("Three cards in deal 1, four in deal 2 ... thirteen in deal 11"),
        '011 The Deal: "In the first hand, three cards are dealt ... one additional card"',
        False,
        _DEALT,
    ),
    Limit(
        _l("The rank of the cards dealt is wild: 3s in deal 1 ... kings in deal 11; jokers always"),
        '011 Card Values: "the card that matches the number of cards dealt in the hand is wild '
        '... Jokers are always wild"',
        True,
        _l("The deal's wild rank comes from its number: none need be entered; another is refused."),
    ),
    Limit(
        _l("Books of one rank in any suits; runs in one suit; as many wild cards as you like"),
        '011 Runs: "three or more cards of the same suit"; Books: "three or more cards of the '
        'same value regardless of suit"; "You can have as many wild cards or Jokers"',
        True,
        _MELDS,
    ),
    Limit(
        _l("Going out melds every card but one, which is discarded"),
        '011 Going Out: "lays the cards down and discards the one card to go out"',
        True,
        _HAND_EMPTY,
    ),
    Limit(
        _l("After a player goes out, each other player has one last turn to lay down melds"),
        '011 Going Out: "When a player is able to go out, the remaining players each have one last '
        'turn"',
        False,
        _NO_TRACE,
    ),
    Limit(
        _l("No playing on another player's melds"),
        "011 everything2.com, Five Crowns: \"It is not allowed to play on another player's books "
        'or runs"',
        False,
        _l("Lay-offs are not refused: leave them out, and enter those cards in the hand."),
    ),
    Limit(
        _l(
            "Cards left in hand: face value, jacks 11, queens 12, kings 13, the wild rank 20, "
            "jokers 50; the lowest total after eleven deals wins"
        ),
        '011 Card Values: "Jacks are 11 points, Queens are 12, Kings are 13, Jokers are 50, and '
        'the current wild card is 20 points"',
        True,
        _SCORED,
    ),
)

_PHASE_10 = _game(
    _l("Phase 10"),
    _l(
        "Ten phases of sets, runs and one colour, one a deal; the first to lay down the tenth "
        "ends the game; your hand counts against you; lowest wins among those who finished."
    ),
    _players(_l("2 to 6 players"), '012 everything2.com: "card game for 2 to 6 players"'),
    Limit(
        _l(
            "Phase 10's deck: 1 to 12 twice in red, blue, green and yellow, eight wild cards, "
            "four skips: 108 cards"
        ),
        '012 ourpastimes.com, The Deck: "96 number cards from 1 to 12, with two of each in all '
        "four colors ... two wild cards in each color for a total of eight ... four blue Skip "
        'cards"',
        True,
        _l(
            "A card entered more often than the deck holds, or not in it (a 13), is refused. "
            "Numbered cards are written number then colour (12G, 1R), a wild card JK (or W), a "
            "skip SKIP."
        ),
    ),
    Limit(
        _l(
            "The ten phases: two sets of 3; a set of 3 and a run of 4; a set of 4 and a run of "
            "4; a run of 7; of 8; of 9; two sets of 4; 7 cards of one colour; a set of 5 and a "
            "set of 2; a set of 5 and a set of 3"
        ),
        '012 everything2.com: "1. 2 sets of 3 2. 1 set of 3 and 1 run of 4 ... 10. 1 set of 5 '
        'and 1 set of 3"',
        True,
        _l(
            "Enter the phase a player laid down as its melds, one a part; they are checked "
            "against the phase the player is on, and refused in words naming the phase."
        ),
    ),
    Limit(
        _l(
            "Sets of one number and runs in order, in any colours; a wild card stands for any "
            "card, but no meld is of wild cards alone; a skip is in no meld; a part may be "
            "longer than the phase asks"
        ),
        '012 everything2.com: "A \u2018set\u2019 is a group of cards with the same number, '
        "regardless of color. A \u2018run\u2019 is a series of cards in numerical order, "
        'regardless of color"; tekatrade.com: "as long as it isn\'t a run or set of wild cards '
        'by themselves"; rf-onlinegame.com: "A player may lay down more than the minimum '
        'requirements of a Phase"',
        True,
        _MELDS,
    ),
    Limit(
        _l(
            "A player who lays down the phase moves on to the next for the next deal; the "
            "others stay on theirs"
        ),
        '012 ourpastimes.com, The Phases: "If a player completes one of the 10 phases, he moves '
        'on to the next phase. Players who do not complete the phase must repeat it"',
        True,
        _l(
            "Each player's phase is worked out from the game's earlier deals and shown on the "
            "score sheet, the deal form and every seat; a deal entered as typed scores completes "
            "no phase."
        ),
    ),
    Limit(
        _l("Going out: the phase laid down and every card played"),
        '012 ourpastimes.com, The Game: "Once a player has completed the phase, he must discard '
        "all cards in his hand by playing them on other laid down phases ... The first person "
        'out of cards wins the phase"',
        True,
        _l(
            "A player who went out without laying down a phase, or with cards left in hand, is "
            "refused. Cards laid off (hits) need not be entered: leave them out of the hand."
        ),
    ),
    Limit(
        _l("A skip makes a player lose a turn"),
        '012 ourpastimes.com: "Skip cards may be used when it is your turn to select any player '
        'at the table to be skipped"',
        False,
        _NO_TRACE,
    ),
    Limit(
        _l(
            "Cards left in hand: 1 to 9 five points, 10 to 12 ten, a skip 15, a wild card 25; "
            "the game ends after the deal a player completes phase 10, and of those who did, "
            "the lowest total wins"
        ),
        '012 gamexpla.in: "Cards 1-9: 5 points each - Cards 10-12: 10 points each - Wild cards: '
        "25 points each - Skip cards: 15 points each ... If multiple players complete the tenth "
        'phase in the same round, the player with the fewest points wins"',
        True,
        _SCORED,
    ),
    Limit(
        _l(
            "House rule (Phase 10 Masters): phases in any order, each player choosing a phase "
            "not yet done each deal"
        ),
        '012 nemestats.com, Phase 10 Masters Edition: "Players pick a phase at the beginning of '
        'each hand based on the cards they have. Phases can be done in any order"',
        True,
        _l(
            "The house rule Order of the phases, In any order: each player who laid down a phase "
            "says which, and a phase already done is refused."
        ),
    ),
    Limit(
        _l("House rule (Phase 10 Masters): one card saved each deal for a later deal"),
        '012 nemestats.com, Phase 10 Masters Edition: "One card can be saved each hand to be '
        'used in a future hand"',
        False,
        _l(
            "Not kept: a saved card is no card of the deal's end. Leave it out of the cards "
            "entered; the packs' counts are checked deal by deal."
        ),
    ),
    Limit(
        _l("House rule: runs that go round from 12 to 1"),
        '012 eatsip365.com, FAQ: "we established a house rule for \u201cwrapping runs\u201d"',
        False,
        _l("Not kept: a run from 12 on to 1 is refused as no run."),
    ),
)

_GIN_RUMMY = _game(
    _l("Gin Rummy"),
    _l(
        "Two players, ten cards: knock, gin or undercut; game to 100 with game, box and shutout "
        "bonuses."
    ),
    _players(_l("2 players"), '005 Players and Cards: "a game for two players"'),
    Limit(
        _l("One pack, ten cards each"),
        '005 Deal: "Each player is dealt ten cards"',
        True,
        _l(
            "Each player shows ten cards, melded, laid off and in hand (the knocker eleven for "
            "big gin); a card entered twice is refused. A draw may leave the cards out."
        ),
    ),
    Limit(
        _l(
            "A knock leaves at most 10 points of deadwood (house rules: less; Oklahoma: the upcard)"
        ),
        '005 Knocking: "Only a player with 10 or fewer points of deadwood may knock"',
        True,
        _l(
            "A knock over the limit is refused, saying how little the knocker's cards leave "
            "at best; a knock with no deadwood is to be entered as gin."
        ),
    ),
    Limit(
        _l("The defender lays off on the knocker's melds, never after gin"),
        '005 Laying off: "If the knocker went gin, the opponent cannot lay off"',
        True,
        _l(
            "A lay-off that extends none of the knocker's melds, a lay-off by the knocker and "
            "any lay-off after gin are refused."
        ),
    ),
    Limit(
        _l("Knocker's difference; an undercut pays the defender and a bonus; gin a bonus"),
        "005 Scoring: \"If the knocker's count is lower, the knocker scores the difference "
        'between the two counts"',
        True,
        _SCORED,
    ),
    Limit(
        _l("Two cards left in the stock: a draw, nothing scored"),
        '005 The Play: "the hand is cancelled, no points are scored"',
        True,
        _l("A deal ended by the stock scores nothing."),
    ),
    Limit(
        _l("Game to 100: a game bonus, a box for each deal won, more on a shutout"),
        '005 Scoring: "These extra points are not counted as part of the one hundred needed to '
        'win the game"',
        True,
        _l(
            "The deal that brings a player to 100 carries the game bonus and every player's "
            "boxes, so totals, records and charts include them."
        ),
    ),
    Limit(
        _l("The knocker discards face down and spreads the melds"),
        '005 Knocking: "discards a card face down"',
        False,
        _NO_TRACE,
    ),
)

_INDIAN = "006 Indian Rummy"

_INDIAN_RUMMY = _game(
    _l("Indian Rummy"),
    _l(
        "Thirteen cards, two packs and a wild joker cut each deal: show two sequences, one pure; "
        "Pool 101 or 201, Points or Deals."
    ),
    _players(_l("2 to 6 players"), f"{_INDIAN}, Players: two to six at a table"),
    Limit(
        _l("Two packs with their printed jokers, thirteen cards each"),
        f"{_INDIAN}, Cards and Deal: two packs and two jokers, thirteen cards a player",
        True,
        _l(
            "The winner shows thirteen cards, and so does each player whose count is taken; a "
            "card entered more often than two packs hold is refused."
        ),
    ),
    Limit(
        _l("A show holds two sequences or more, one of them pure, and every card melded"),
        f"{_INDIAN}, Declaring: a pure sequence and a second sequence are required",
        True,
        _l(
            "A show without a pure sequence, with one sequence only, or with cards that count "
            "left unmelded is refused, saying which; a wrong show is entered as said by the "
            "player, and costs 80."
        ),
    ),
    Limit(
        _l("A loser counts the unmatched cards, all of them without two sequences, at most 80"),
        f"{_INDIAN}, Scoring: the count of a losing hand is capped at the full count, 80",
        True,
        _l(
            "The engine arranges each loser's thirteen cards for the least count, whatever "
            "groups were entered."
        ),
    ),
    Limit(
        _l("First drop 20, middle drop 40 (Pool 201: 25 and 50)"),
        f"{_INDIAN}, Drops: a drop before the first draw costs less than a drop later",
        True,
        _l("A drop is entered as said by the player; its points are the house rules'."),
    ),
    Limit(
        _l("Pool: out at 101 (or 201); one rejoin while the highest score is below 80 (175)"),
        f"{_INDIAN}, Pool rummy: a player who reaches the pool's limit is eliminated",
        True,
        _l(
            "A player out cannot enter cards; a rejoin is entered with the next deal, refused "
            "a second time or once the highest score left in reaches the rejoin limit."
        ),
    ),
    Limit(
        _l("Deals: a fixed number of deals, the winner taking the losers' counts in chips"),
        f"{_INDIAN}, Deals rummy: the winner of a deal takes the chips the losers count",
        True,
        _SCORED,
    ),
    Limit(
        _l("A wild card may not be picked from the discard pile but the first one"),
        f"{_INDIAN}, Play: a wild card discarded by a player stays in the pile",
        False,
        _NO_TRACE,
    ),
)

_CANASTA = "007 Canasta"

_CANASTA_GAME = _game(
    _l("Canasta"),
    _l(
        "Four in two partnerships, two packs and four jokers: melds of one rank, canastas of "
        "seven, red threes; game to 5,000."
    ),
    _players(
        _l(
            "2, 3, 4 or 6 players; four in two partnerships, partners across; six in two "
            "partnerships of three or three of two, three packs and six jokers"
        ),
        f'{_CANASTA}, Yahoo! Games: "Players are divided into two competing partnerships"; '
        'rummy-games.com: "two three-player partnerships, or three two-player partnerships"',
    ),
    Limit(
        _l("Two packs and four jokers, 108 cards"),
        f'{_CANASTA}, Yahoo! Games: "two standard 52-card decks and four jokers"',
        True,
        _PACKS,
    ),
    Limit(
        _l(
            "A meld is three cards or more of one rank, two natural at least, never more wild "
            "cards than natural ones, at most three wild"
        ),
        f'{_CANASTA}, Yahoo! Games: "no meld may contain more than three wild cards"',
        True,
        _l(
            "A side's melds of one rank are put together, whichever partner they were entered "
            "on, and judged as one meld; an illegal one is refused with its reason."
        ),
    ),
    Limit(
        _l("Red threes are laid face up on their own; black threes are melded only going out"),
        f'{_CANASTA}, Yahoo! Games: "Red threes may not be melded or discarded"',
        True,
        _l(
            "Red threes are entered as a meld of red threes only; a red three in hand or among "
            "other cards is refused, and so are black threes melded by a side that did not go "
            "out, or with wild cards."
        ),
    ),
    Limit(
        _l("Going out needs a canasta on the side; two with two players or six"),
        f'{_CANASTA}, Britannica: "provided that the partnership has made at least one canasta"; '
        'pagat.com: "A player needs two canastas to go out"',
        True,
        _l(
            "A deal someone went out of without the canastas the table needs is refused. The "
            "published forms' targets (7,500 for three players or three teams, 10,000 for two "
            "teams of three) are the table's to set."
        ),
    ),
    Limit(
        _l("A side's first meld counts 15, 50, 90 or 120, by its total before the deal"),
        f'{_CANASTA}, Yahoo! Games: "The first meld a player makes during a hand must have a '
        'minimum value"',
        True,
        _l(
            "Only what the cards at the end show is checked: a side that melded has melded at "
            "least the minimum in all; what its first meld held is not known."
        ),
    ),
    Limit(
        _l("Going out concealed: the whole hand melded at once, nothing melded before"),
        f'{_CANASTA}, Britannica: "without having previously made any melds"',
        False,
        _l(
            "Taken as said on the deal form: the cards at the end do not show the turn they "
            "were melded in."
        ),
    ),
    Limit(
        _l("Canastas 500 natural, 300 mixed; red threes 100 each, 800 all four; going out 100"),
        f'{_CANASTA}, Britannica: "plus bonus points for each natural canasta (500), each mixed '
        'canasta (300), going out (100, but 200 if concealed)"',
        True,
        _l(
            "The engine scores each side and shares it among the partners: each meld and its "
            "bonus for the partner it was entered on (the side's first player where entered on "
            "both), each hand for its holder."
        ),
    ),
    Limit(
        _l("The discard pile is taken only with a natural pair, frozen by wild cards"),
        f'{_CANASTA}, Yahoo! Games: "If a red three, black three, or wildcard is placed atop the '
        'discard pile, the pile is effectively frozen"',
        False,
        _NO_TRACE,
    ),
)

_HAND_AND_FOOT = "008 Hand and Foot"

_HAND_AND_FOOT_GAME = _game(
    _l("Hand and Foot"),
    _l(
        "Four in two partnerships, five packs with jokers, a hand and a foot each: piles of one "
        "rank, books of seven, four deals of rising first melds."
    ),
    _players(
        _l("2 to 6 players; four in two partnerships, six in two or three"),
        f'{_HAND_AND_FOOT}, GOCC: "The number of players must be four or six"',
    ),
    Limit(
        _l("Five packs and ten jokers; six packs and twelve jokers for six players"),
        f'{_HAND_AND_FOOT}, reference.com: "a total of five decks of cards are mixed together"',
        True,
        _PACKS,
    ),
    Limit(
        _l(
            "A pile is three to seven cards of one rank, four to ace, more natural than wild, "
            "at most three wild; threes are never melded"
        ),
        f'{_HAND_AND_FOOT}, GOCC: "at least one more real card than wild cards"',
        True,
        _l(
            "Each pile is entered whole on one partner and judged on its own (a side may have "
            "two piles of one rank); an illegal one is refused with its reason."
        ),
    ),
    Limit(
        _l("The hand is played before the foot; the player going out has played both"),
        f'{_HAND_AND_FOOT}, nwpages: "A player must have played both their HAND and their FOOT"',
        True,
        _l(
            "A player's hand on the deal form holds every card left, hand and foot together: "
            "the player who went out holds none, which is checked; which cards were the foot is "
            "not known."
        ),
    ),
    Limit(
        _l("Going out needs a clean and a dirty book on the side"),
        f'{_HAND_AND_FOOT}, nwpages: "A player/team must meet the required minimum number of '
        'clean and dirty books"',
        True,
        _l(
            "A deal someone went out of without the side's books (two or three of each, by the "
            "house rule) is refused."
        ),
    ),
    Limit(
        _l("A side's first meld counts 50, 90, 120 and 150 in the four deals"),
        f'{_HAND_AND_FOOT}, GOCC: "Round #1 = 50, Round #2 = 90, Round #3 = 120, Round #4 = 150"',
        True,
        _l(
            "Only what the cards at the end show is checked: a side that melded has melded at "
            "least the deal's minimum in all; what its first meld held is not known."
        ),
    ),
    Limit(
        _l("Books 500 clean, 300 dirty; red threes 100 each; going out 100"),
        f'{_HAND_AND_FOOT}, jerrycolby: "For "Going Out"---100 points Each "Clean" pile-500 '
        'points Each "Dirty" pile-300 points"',
        True,
        _l(
            "The engine scores each side and shares it among the partners: each pile and its "
            "bonus for the partner it was entered on, each hand and foot against its holder."
        ),
    ),
    Limit(
        _l("Four deals make a game; the side with the higher total wins"),
        f'{_HAND_AND_FOOT}, GOCC: "The game consists of four rounds"',
        True,
        _SCORED,
    ),
    Limit(
        _l("The discard pile is taken only with two natural cards of its top card's rank"),
        f'{_HAND_AND_FOOT}, GOCC: "a card may be picked up from the discard pile only if the '
        'player has two other cards of that rank"',
        False,
        _NO_TRACE,
    ),
)

_BURACO = "009 Buraco"

_BURACO_GAME = _game(
    _l("Buraco"),
    _l(
        "Brazilian Buraco with the morto: four in two partnerships, two packs, sequences of one "
        "suit, canastras of seven; game to 3,000."
    ),
    _players(
        _l("2 or 4 players; four in two partnerships, partners across"),
        f'{_BURACO}, netcartas: "2 or 4 players (4 as partnership and 2 as pair)"',
    ),
    Limit(
        _l("Two packs of 52, 104 cards; jokers the table's choice"),
        f'{_BURACO}, Wikipedia (pt): "Usam-se dois baralhos completos de 52 cartas e, '
        'opcionalmente, os curingas"',
        True,
        _PACKS,
    ),
    Limit(
        _l(
            "A meld is a sequence of three cards or more of one suit, an ace low or high, twos "
            "wild, at most one wild card a meld"
        ),
        f'{_BURACO}, canastra.online: "Só é permitido um coringa por abertura"',
        True,
        _l(
            "Each meld entered is judged on its own, a run in the order entered; a two of the "
            "run's suit in its own place is a two, not a wild card. Sets of one rank only by the "
            "house rule."
        ),
    ),
    Limit(
        _l("Going out needs a clean canastra on the side"),
        f'{_BURACO}, Wikipedia (pt): "Só pode-se bater com uma canastra limpa"',
        True,
        _l(
            "A deal someone went out of without a clean canastra on the side (any canastra, by "
            "the house rule) is refused."
        ),
    ),
    Limit(
        _l("Canastras 200 clean, 100 dirty; going out 100; a morto never taken -100"),
        f'{_BURACO}, Wikipedia (pt): "a canastra limpa (sem curingas) vale 200 pontos, a suja '
        'vale 100 pontos"',
        True,
        _l(
            "The engine scores each side and shares it among the partners: each meld and its "
            "bonus for the partner it was entered on, each hand for its holder, the morto for "
            "the side's first player; whether a side took its morto is said with how the deal "
            "ended."
        ),
    ),
    Limit(
        _l("The first player of a side to play out the hand takes the side's morto"),
        f'{_BURACO}, pokerlivepro: "The first player to beat with the first 11 cards must get '
        'the other 11 cards"',
        False,
        _l(
            "Taken as said on the deal form: the cards at the end do not show who took a "
            "morto, so the side that went out is taken to have had its own."
        ),
    ),
    Limit(
        _l("Runs from ace to ace (fourteen cards)"),
        f'{_BURACO}, Wikipedia (pt): "muitos jogos permitem as canastras de ás a Rei e de ás a ás"',
        False,
        _l("Not taken up: an ace stands at one end of a run only, as in every game here."),
    ),
)

_RUMMIKUB = "013 Rummikub"

_RUMMIKUB_GAME = _game(
    _l("Rummikub"),
    _l(
        "Tile rummy: 106 tiles, 14 each; the initial meld 30 or more; going out collects the "
        "others' racks, a joker 30; four deals."
    ),
    _players(
        _l("2 to 4 players"),
        f'{_RUMMIKUB}, rummyo.com (the Sabra way): "played by 2-4 participants"',
    ),
    Limit(
        _l("106 tiles: 1 to 13 twice in each of four colours, and two jokers; 14 tiles each"),
        f'{_RUMMIKUB}, ourpastimes.com (after pagat): "Tile rummy uses 106 tiles, including two '
        'jokers"; "Each player draws 14 tiles"',
        True,
        _PACKS,
    ),
    Limit(
        _l(
            "A group is 3 or 4 tiles of one number, all different colours; a run 3 or more in a "
            "row of one colour, the 1 low only; a joker stands for any tile"
        ),
        f'{_RUMMIKUB}, the rules card: "Group: 3 or 4 tiles of the same number & all different '
        'colors"; pagat: "1-2-3 is a valid run; 12-13-1 is not"',
        True,
        _l(
            "Each meld of an initial meld is judged by the meld checker, a run in the "
            "order entered."
        ),
    ),
    Limit(
        _l(
            "The initial meld totals 30 or more from the player's own tiles, a joker counting as "
            "the tile it stands for"
        ),
        f'{_RUMMIKUB}, pagat: "If a joker is used, it counts as the number of the tile it '
        'represents"',
        True,
        _l(
            "Each player's initial meld is entered with the deal and refused below 30 (the "
            "house rule sets another number), saying its total; a player who never made it "
            "keeps the 14 tiles dealt, so a shorter rack without one is refused."
        ),
    ),
    Limit(
        _l(
            "Going out collects every rack, each other player scores minus their own, a joker 30; "
            "the pool empty, the lowest rack wins the differences"
        ),
        f'{_RUMMIKUB}, the rules sheet: "the penalty for having a joker on a rack is 30 points"; '
        '"the player with the lowest value of tiles on his/her rack wins the round"',
        True,
        _l(
            "Every deal sums to zero. Where the pool ran out, the deal names the player with the "
            "lowest rack, and another rack lower than theirs is refused; of two racks as low, the "
            "table says which won."
        ),
    ),
    Limit(
        _l("The game is played for a number of deals; the player who won the most deals wins"),
        f'{_RUMMIKUB}, the rules sheet: "the player who has won the most games in all rounds '
        'combined is the winner"',
        False,
        _l(
            "Four deals, the highest total winning, as rummikub.org plays a fixed number of "
            "rounds; the number of deals, or a target, is the table's."
        ),
    ),
    Limit(
        _l("Rearranging the tiles on the table, a time limit on each turn"),
        f'{_RUMMIKUB}, ourpastimes.com: "John McLeod suggests a time limit of two minutes, with '
        'a three-tile penalty"',
        False,
        _NO_TRACE,
    ),
)

_SCORES_ONLY = _game(
    _l("Scores only"),
    _l("Any card game: type each player's score a deal; the app adds them up and checks nothing."),
)

_WORDS: dict[str, GameWords] = {
    "5000-rummy": _5000,
    "5000-rummy-subtract": _SUBTRACT,
    "500-rummy": _500,
    "george": _GEORGE,
    "rummy": _RUMMY,
    "contract-rummy": _CONTRACT,
    "continental-rummy": _CONTINENTAL,
    "koon-kan": _KOON_KAN,
    "tonk": _TONK,
    "rummy-11": _RUMMY_11,
    "five-crowns": _FIVE_CROWNS,
    "phase-10": _PHASE_10,
    "gin-rummy": _GIN_RUMMY,
    "indian-rummy": _INDIAN_RUMMY,
    "canasta": _CANASTA_GAME,
    "hand-and-foot": _HAND_AND_FOOT_GAME,
    "buraco": _BURACO_GAME,
    "rummikub": _RUMMIKUB_GAME,
    "scores-only": _SCORES_ONLY,
}
GAMES: Mapping[str, GameWords] = MappingProxyType(_WORDS)
"""Each game's words, by the slug of its preset (in the engine's order)."""
DEFAULT_VARIANT = next(iter(GAMES))
"""The game a form offers first: the engine's first preset."""

_SLUGS = {rules.name: slug for slug, rules in PRESETS.items()}


def game_name(game: str | Rules) -> str:
    """A game's name in the page's language (the ``game_name`` template filter), from its
    variant's slug (``"contract-rummy"``) or its :class:`Rules` (house rules keep their
    preset's name); rules under a name no preset has keep it.

    :raises KeyError: for a slug no preset has.

    >>> game_name("contract-rummy"), game_name(PRESETS["tonk"])
    ('Contract Rummy', 'Tonk')
    """
    if isinstance(game, Rules):
        slug = _SLUGS.get(game.name)
        return str(GAMES[slug].name) if slug else game.name
    return str(GAMES[game].name)
