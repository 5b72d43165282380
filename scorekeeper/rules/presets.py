"""The named games: each a :class:`Rules` value, looked up by a stable slug.

Every value here is taken from a rule source (``docs/rule-sources.md``), cited
beside it. House rules are laid over a preset with :meth:`Rules.with_options`.

>>> [rules.variant for rules in PRESETS.values()][:3]
['5000-rummy', '5000-rummy-subtract', '500-rummy']
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from types import MappingProxyType

from .cards import Rank
from .errors import RulesError
from .options import MOST_PLAYERS, Contract, HandSize, Packs, Rules
from .problems import Problem


def _points(ace: int, pips: Mapping[int, int], pictures: int) -> dict[str, int]:
    values = {"A": ace} | {str(number): points for number, points in pips.items()}
    return values | {rank: pictures for rank in ("J", "Q", "K")}


FACE_VALUE = {n: n for n in range(2, 11)}
"""2 to 10 at face value."""

FIVE_THOUSAND_RUMMY = Rules(
    variant="5000-rummy",
    name="5000 Rummy",
    source="000 pagat 5000 Rummy (base rules)",
    packs=(Packs(1, 1, 0), Packs(5, 2, 0)),  # 000 Players and Cards: two packs for 5 to 8
    wild_upcard=True,
    real_card_beside_wild=True,
    card_points=_points(100, {n: 5 for n in range(2, 10)} | {10: 10}, 10),  # 000 Scoring
    wild_points=100,
    wild_ace_points=200,
    unmelded="to_player_out",
    upcard_cards=_points(11, FACE_VALUE, 10),  # 000 Deal: pictures 10 more, an ace 11 more
    floating=True,  # 000 Floating
    final_discard_unplayable=True,  # 000 End of the play
    target=5000,
)
"""000 pagat 5000 Rummy, base rules: Players and Cards, Deal, Melds, Play, Scoring."""

FIVE_THOUSAND_SUBTRACT = dataclasses.replace(
    FIVE_THOUSAND_RUMMY,
    variant="5000-rummy-subtract",
    name="5000 Rummy, hand subtracted",
    source="003 5000 Rummy (learned as Polish Rummy)",
    unmelded="subtract",  # 003 Ending the Round: subtract it from their meld score
    set_max_by_packs=True,  # 003 Types of Melds: four with one deck, eight with two
    wild_swap=True,  # 003 Types of Melds: "You are also able to steal wildcards"
)
"""003 5000 Rummy: The Deal (aces 11, pictures 10), Ending the Round (subtract the hand)."""

FIVE_HUNDRED_RUMMY = Rules(
    variant="500-rummy",
    name="500 Rummy",
    source="001 pagat 500 Rummy (base rules)",
    packs=(Packs(1, 1, 2), Packs(5, 2, 4)),  # 001 Players and Cards
    set_suits_distinct=True,  # 001 The Melds
    card_points=_points(15, FACE_VALUE, 10),
    wild_points=15,
    wild_ace_points=15,
    ace_low_points=1,
    unmelded="subtract",  # 001 The Scoring
    hand_sizes=(HandSize(2, 13), HandSize(3, 7)),  # 001 The Deal
    rummy_calls="anyone_in_the_pile",  # 001 Calling "Rummy!"
    discard_to_go_out=False,  # 001 The Play: melding all the cards ends the play
    target=500,
    tie_at_target="play_on",
)
"""001 pagat 500 Rummy, base rules: Players and Cards, The Melds, Jokers, The Deal, The Scoring."""

GEORGE = dataclasses.replace(
    FIVE_THOUSAND_RUMMY,
    variant="george",
    name="George (2500 Rummy)",
    source="000 pagat 5000 Rummy, Variations (George / 2500 Rummy)",
    packs=(Packs(1, 2, 0),),
    removed_ranks=(Rank.TWO,),
    runs_allowed=False,
    real_card_beside_wild=False,
    max_wilds_per_meld=1,
    split_long_melds=False,  # "A set can contain at most one wild card"
    upcard_counts="total",
    upcard_cards=_points(14, FACE_VALUE, 10) | {"J": 11, "Q": 12, "K": 13},
    discard_draw="two_naturals",
    target=2500,
)
"""000 Variations: "George ... 2500 Rummy, no runs ... at most one wild card ... a double 48-card
pack without twos ... jack as 11, queen 12, king 13, ace 14"."""

RUMMY = Rules(
    variant="rummy",
    name="Rummy",
    source="004 rummy family, Rummy",
    players_max=6,
    aces="low",
    card_points=_points(1, FACE_VALUE, 10),
    melds_score=False,
    unmelded="to_player_out",
    rummy_doubles=True,
    hand_sizes=(HandSize(2, 10), HandSize(3, 7), HandSize(5, 6)),
    discard_draw="top_card",
    rummy_calls="none",
    discard_to_go_out=False,
    restock_from_discards=True,  # 004 Rummy: "turn over the discard pile ... continue play"
    target=100,
)
"""004 Rummy: How to deal, Scoring (face cards 10, aces 1, others index value; doubled for
rummy), played to 50 or 100."""

CONTRACT_RUMMY = Rules(
    variant="contract-rummy",
    name="Contract Rummy",
    source="004 rummy family, Variation 1: Contract Rummy",
    packs=(Packs(1, 2, 1), Packs(5, 3, 2)),
    players_min=3,
    wild_swap=True,  # 004 Jokers: "may swap the actual card for the joker"
    card_points=_points(15, FACE_VALUE, 10) | {"JK": 20},
    melds_score=False,
    unmelded="penalty",
    contracts=(
        Contract(2, 0, 10),
        Contract(1, 1, 10),
        Contract(0, 2, 10),
        Contract(3, 0, 10),
        Contract(2, 2, 12),
        Contract(1, 2, 12),
        Contract(0, 3, 12),
    ),
    discard_draw="top_card",
    rummy_calls="none",
    discard_to_go_out=False,
    target=None,
    winner="lowest",
)
"""004 Contract Rummy: Dealing, the contracts table, jokers 20 and aces 15, lowest total after
seven rounds wins."""

CONTINENTAL_RUMMY = Rules(
    variant="continental-rummy",
    name="Continental Rummy",
    source="004 rummy family, Variation 2: Continental Rummy; docs/rule-sources.md",
    packs=(Packs(1, 2, 1), Packs(6, 3, 3), Packs(9, 4, 3)),
    players_max=12,  # 004: "may be played by two to twelve players"
    sets_allowed=False,
    permanent_wilds=("2",),
    card_points=_points(15, FACE_VALUE, 10) | {"JK": 20},
    melds_score=False,
    unmelded="to_player_out",
    continental_bonuses=True,
    melds_only_going_out=True,  # 004: "in one fell swoop, or you don't go out at all"
    going_out_patterns=((3, 3, 3, 3, 3), (4, 4, 4, 3), (5, 4, 3, 3)),
    hand_sizes=(HandSize(1, 15),),
    discard_draw="top_card",
    rummy_calls="none",
    discard_to_go_out=False,
    target=500,
)
"""004 Continental Rummy: packs by players, fifteen cards, runs only, jokers and 2s wild, the three
going-out hands, bonuses times the players, played to 500. Card values as Contract Rummy (004:
"follows the basic rules of Contract Rummy")."""

KOON_KAN = Rules(
    variant="koon-kan",
    name="Koon Kan",
    source="004 rummy family, Koon Kan; docs/rule-sources.md (Coon Can)",
    players_max=2,
    removed_ranks=(Rank.EIGHT, Rank.NINE, Rank.TEN),
    card_points=_points(1, FACE_VALUE, 10),
    melds_score=False,
    unmelded="to_player_out",
    going_out_cards=11,
    hand_sizes=(HandSize(1, 10),),
    discard_draw="meld_taken",
    stock_card_played_at_once=True,
    rummy_calls="none",
    discard_to_go_out=False,
    target=100,
)
"""004 Koon Kan: forty cards, ten dealt, meld eleven to go out, a draw when the stock runs out;
scored as 004 Rummy ("follows all other standard Rummy rules")."""

TONK = Rules(
    variant="tonk",
    name="Tonk",
    source="004 rummy family, Tonk; docs/rule-sources.md",
    players_max=3,
    aces="low",
    card_points=_points(1, FACE_VALUE, 10),
    scoring="stakes",
    melds_score=False,
    hand_sizes=(HandSize(1, 5),),
    discard_draw="top_card",
    rummy_calls="none",
    discard_to_go_out=False,
    target=None,
)
"""004 Tonk and docs/rule-sources.md: face cards 10, aces 1; stakes for a tonk, a knock, going out
with or without a discard, and the stock running out."""

RUMMY_11 = Rules(
    variant="rummy-11",
    name="Rummy 11",
    source="004 rummy family, Variation 6: Rummy 11",
    packs=(Packs(1, 1, 0), Packs(3, 2, 0)),
    players_max=4,
    aces="low",
    wild_schedule="cards_dealt",
    card_points=_points(1, FACE_VALUE, 10),
    melds_score=False,
    unmelded="to_player_out",
    discard_draw="top_card",
    rummy_calls="none",
    discard_to_go_out=False,
    restock_from_discards=True,  # 004 Rummy 11: "The standard Rummy rules are followed"
    target=None,
    deals=11,
)
"""004 Rummy 11: packs by players, eleven rounds, deal n gives n + 2 cards and that rank is wild,
highest total after round 11 wins; scored as 004 Rummy."""

FIVE_CROWNS = Rules(
    variant="five-crowns",
    name="Five Crowns",
    source="011 Five Crowns (the rules sheet of SET Enterprises)",
    deck="five_crowns",  # 011 The Cards: five suits, stars, hearts, clubs, spades, diamonds
    packs=(Packs(1, 2, 6),),  # 011 The Cards: two 58-card decks, three jokers each
    removed_ranks=(Rank.ACE, Rank.TWO),  # 011 The Cards: each suit 3 through 10, J, Q, K
    players_max=7,  # 011 Players: 2 to 7
    wild_schedule="cards_dealt",  # 011 Card Values: the rank of the cards dealt is wild
    card_points={str(n): n for n in range(3, 11)} | {"J": 11, "Q": 12, "K": 13, "JK": 50},
    wild_points=20,  # 011 Card Values: "the current wild card is 20 points"; jokers 50
    melds_score=False,
    unmelded="penalty",  # 011 Scoring: the points left in hand are the deal's score
    discard_draw="top_card",
    rummy_calls="none",
    discard_to_go_out=True,  # 011 Going Out: every card melded, one discarded
    lay_offs=False,  # 011 everything2.com: "not allowed to play on another player's ... runs"
    target=None,
    deals=11,  # 011 Object: "all eleven hands of the game"
    winner="lowest",  # 011 Object: "the lowest number of points"
)
"""011 Five Crowns: its own 116-card deck, eleven deals of 3 to 13 cards, the rank of the cards
dealt wild and jokers always wild, no playing on another player's melds (no lay-offs), the cards
left in hand counted against their holder (wild cards 20, jokers 50), lowest total after the
eleventh deal wins."""

PHASE_10 = Rules(
    variant="phase-10",
    name="Phase 10",
    source="012 Phase 10 (the rules printed with the game, in their published descriptions)",
    deck="phase_10",  # 012 The Deck: 1 to 12 twice in four colours, 8 wild cards, 4 skips
    packs=(Packs(1, 2, 8),),  # 012: 108 cards, two of each numbered card
    removed_ranks=(Rank.KING,),  # 012 The Deck: numbered 1 to 12
    players_max=6,  # 012: two to six players
    hand_sizes=(HandSize(1, 10),),  # 012: ten cards each
    card_points={str(n): 5 for n in range(2, 10)}
    | {"A": 5, "10": 10, "J": 10, "Q": 10, "JK": 25, "SKIP": 15},  # 012 penalty points
    scoring="phase_10",
    melds_score=False,
    unmelded="penalty",  # 012: the cards left in hand count against their holder
    discard_draw="top_card",
    rummy_calls="none",
    target=None,
    winner="lowest",  # 012 gamexpla.in: of several completing phase 10, the fewest points
)
"""012 Phase 10: its own 108-card deck, ten cards each, ten phases laid down in order one a deal,
the cards left in hand counted against their holder (1 to 9 five, 10 to 12 ten, a skip 15, a
wild card 25); the game ends after the deal a player completes the tenth phase."""

GIN = Rules(
    variant="gin-rummy",
    name="Gin Rummy",
    source="005 pagat Gin Rummy (base rules); docs/rule-sources.md",
    players_max=2,  # 005 Players and Cards: a game for two
    aces="low",  # 005 Melds: "ace is always low"; A-2-3 is a run, Q-K-A is not
    card_points=_points(1, FACE_VALUE, 10),  # 005 Scoring: aces 1, pictures 10, others face value
    scoring="gin",
    melds_score=False,
    unmelded="to_player_out",
    hand_sizes=(HandSize(1, 10),),  # 005 Deal: ten cards each
    discard_draw="top_card",
    rummy_calls="none",
    target=100,  # 005 Scoring: until one player's total reaches 100
)
"""005 pagat Gin Rummy: two players, one pack, ten cards, knock at 10 or less, gin 20, undercut
10, game 100 (doubled on a shutout), a box of 20 a deal won; the other values are options."""

INDIAN = Rules(
    variant="indian-rummy",
    name="Indian Rummy",
    source="006 Indian Rummy (published descriptions); docs/rule-sources.md",
    packs=(Packs(1, 2, 2),),  # 006 Cards: two packs, each with its printed joker
    players_max=6,  # 006 Players: two to six
    wild_upcard=True,  # 006 Wild joker: a card cut after the deal, its rank wild
    wild_indicator="separate_card",
    permanent_wild_indicator="aces",  # 006 Wild joker: a printed joker cut makes the aces wild
    set_suits_distinct=True,  # 006 Sets: one rank, each card of a different suit
    card_points=_points(10, FACE_VALUE, 10) | {"JK": 0},  # 006 Scoring: A K Q J 10, jokers 0
    wild_points=0,
    wild_ace_points=0,
    scoring="indian",
    melds_score=False,
    unmelded="penalty",
    hand_sizes=(HandSize(1, 13),),  # 006 Deal: thirteen cards each
    discard_draw="top_card",
    rummy_calls="none",
    target=None,
    winner="lowest",
    tie_at_target="play_on",  # 006 Deals rummy: a tie for the most chips plays a deciding deal
)
"""006 Indian Rummy: two to six players, two packs with their jokers, 13 cards, a wild joker cut
each deal; a show of two sequences or more, one pure; Pool 101 by default, Pool 201, Points and
Deals rummy the table's choice (``indian_format``), drops and the rejoin limit the format's
unless the table says, a tie in Deals rummy played off (docs/rule-sources.md)."""

CANASTA = Rules(
    variant="canasta",
    name="Canasta",
    source="007 Canasta (published descriptions); docs/rule-sources.md",
    # 007 Yahoo! Games: two packs and four jokers, 108 cards; rummy-games.com, six players:
    # "three 52-card decks, plus 6 jokers, for a total of 162 cards"
    packs=(Packs(1, 2, 4), Packs(6, 3, 6)),
    players_max=6,  # 007 Yahoo! Games: four in partnerships, two (three) alone; six (rummy-games)
    teams=2,  # 007 Yahoo! Games: "two competing partnerships"; two or three play it emptied
    permanent_wilds=("2",),  # 007 Yahoo! Games: jokers and deuces are wild
    max_wilds_per_meld=3,  # 007 Yahoo! Games: "no meld may contain more than three wild cards"
    split_long_melds=False,  # the three a meld, however long: a canasta holds at most three
    runs_allowed=False,  # 007 Yahoo! Games: melds are sets of one rank
    card_points=_points(20, {n: 5 for n in range(3, 8)} | {n: 10 for n in range(8, 11)}, 10)
    | {"2": 20, "JK": 50, "3H": 100, "3D": 100},  # 007 Yahoo! Games, card values
    scoring="canasta",
    unmelded="subtract",  # 007 Britannica: each side subtracts the cards still held
    # 007 Yahoo!, pagat.com (two: 15); odeities (three: 13); rummy-games.com (six: thirteen)
    hand_sizes=(HandSize(2, 15), HandSize(3, 13), HandSize(4, 11), HandSize(6, 13)),
    canastas_to_go_out=None,  # by the players: two for two (pagat.com) and six (rummy-games)
    rummy_calls="none",
    discard_to_go_out=False,  # 007 Britannica: out by melding, laying off or discarding
    target=5000,  # 007 Yahoo! Games: "the first partnership to score 5,000 points"
)
"""007 Canasta: classic partnership Canasta, four players in two sides (two or three each for
themself, two needing two canastas to go out; six in two sides of three or three of two, 162
cards, two canastas to go out), 108 cards, jokers 50, aces and twos 20, K to 8 10, 7 to 4
and black threes 5, red threes 100 each (800 all four); canastas 500 natural, 300 mixed;
going out 100 (concealed 200); the initial minimum by the side's total; game 5,000
(``canasta.py``)."""

HAND_AND_FOOT = Rules(
    variant="hand-and-foot",
    name="Hand and Foot",
    source="008 Hand and Foot (published descriptions); docs/rule-sources.md",
    # 008 reference.com: "a total of five decks"; emil.com: "6 (six) decks ... including jokers"
    packs=(Packs(1, 5, 10), Packs(6, 6, 12)),
    players_max=6,  # 008 GOCC: "The number of players must be four or six"
    teams=2,  # 008 GOCC: "Partners sit across the table"; six: 3 against 3 (teams=3: 2, 2, 2)
    permanent_wilds=("2",),  # 008 GOCC: "Jokers and deuces (2's) are wild"
    max_wilds_per_meld=3,  # 008 nwpages: "The total number of wilds can never exeed 3"
    naturals_must_outnumber_wilds=True,  # 008 GOCC: "at least one more real card than wild"
    runs_allowed=False,  # 008 nwpages: "it does NOT use Runs"
    card_points=CANASTA.card_points,  # 008 jerrycolby: Canasta's card values, red threes 100
    scoring="hand_and_foot",
    unmelded="subtract",  # 008 GOCC: cards left in hand and foot count against
    hand_sizes=(HandSize(2, 22),),  # 008 GOCC: "two hands of eleven cards", hand and foot
    rummy_calls="none",
    target=None,  # 008 GOCC: "The game consists of four rounds"
    deals=4,
)
"""008 Hand and Foot: four players in two sides (six: two sides of three or three of two), five
packs and ten jokers (six and twelve for six players), each dealt a hand and a foot of 11;
Canasta's card points, red threes 100 each laid aside, 100 against held (500 against, a house
rule); piles of three to seven of one rank, more naturals than wild cards; books clean 500,
dirty 300; going out 100 with a clean and a dirty book; four deals, first melds 50, 90, 120,
150 (``hand_and_foot.py``)."""

BURACO = Rules(
    variant="buraco",
    name="Buraco",
    source="009 Buraco (published descriptions); docs/rule-sources.md",
    packs=(Packs(1, 2, 0),),  # 009 Wikipedia (pt): two packs of 52, jokers optional
    players_max=4,  # 009 pagat, netcartas: four in two partnerships, or two each alone
    teams=2,  # 009 pagat: "4 players in two fixed partnerships"; two play it emptied
    permanent_wilds=("2",),  # 009 Wikipedia (pt): every two is a curinga (jokers too)
    max_wilds_per_meld=1,  # 009 canastra.online, playjoy: one wild card a meld
    wild_in_place_is_natural=True,  # 009 netcartas, playjoy: a two in its own place is a two
    sets_allowed=False,  # 009 Wikipedia (pt), jogatina (Aberto, STBL): sequences of one suit
    card_points=_points(15, {n: 5 for n in range(3, 8)} | {n: 10 for n in range(8, 11)}, 10)
    | {"2": 10, "JK": 20},  # 009 pagat, card values: A 15, 2 10, K to 8 10, 7 to 3 5, joker 20
    scoring="buraco",
    unmelded="subtract",  # 009 pokerlivepro: the cards left in hand are subtracted
    hand_sizes=(HandSize(2, 11),),  # 009 pagat: 11 cards each, and two mortos of 11
    rummy_calls="none",
    discard_to_go_out=False,  # 009 pagat: out with or without a final discard
    target=3000,  # 009 Wikipedia (pt): "até que se atinjam 3 000 ou 5 000 pontos"
)
"""009 Buraco: Brazilian Buraco with the morto, four players in two sides (two each alone),
104 cards (jokers the table's choice), 11 cards and two mortos of 11; sequences of one suit,
twos wild, one wild card a meld; canastras 200 clean, 100 dirty; going out 100 with a clean
canastra; a morto not taken -100; game 3,000 (``buraco.py``)."""

RUMMIKUB = Rules(
    variant="rummikub",
    name="Rummikub",
    source="013 Rummikub (pagat Tile Rummy; the rules card; the rules sheet); docs/rule-sources.md",
    deck="rummikub",  # 013 pagat: 1 to 13 twice in each of four colours, and two jokers
    packs=(Packs(1, 2, 2),),  # 013: 106 tiles
    players_max=4,  # 013 pagat: two to four players
    set_suits_distinct=True,  # 013 the rules card: a group, "all different colors"
    aces="low",  # 013 pagat: "1-2-3 is a valid run; 12-13-1 is not"
    card_points={str(rank): rank.value for rank in Rank} | {"JK": 30},  # 013: the number; joker 30
    scoring="rummikub",
    melds_score=False,
    hand_sizes=(HandSize(1, 14),),  # 013 pagat: 14 tiles each
    discard_draw="top_card",  # a turn draws one tile from the pool, or plays
    rummy_calls="none",
    discard_to_go_out=False,  # 013: no discard pile; out with the last tile played
    target=None,
    deals=4,  # 013 the rules sheet: its score table's round of four games, the round's total
)
"""013 Rummikub: two to four players, 106 tiles (1 to 13 twice in four colours, two jokers),
14 each; groups of 3 or 4 of one number in different colours, runs of 3 or more in one colour,
the 1 low only; an initial meld of 30; the player who goes out collects the others' racks, a
joker 30; the pool empty, the lowest rack wins the differences; four deals, highest total wins
(``rummikub.py``)."""

SCORES_ONLY = Rules(
    variant="scores-only",
    name="Scores only",
    players_max=MOST_PLAYERS,
    typed_only=True,
    target=None,
)
"""Any card game, kept as a score pad keeps it: each deal typed as every player's score (a
sum is worked out), nothing checked; the table sets a target, or none, and whether the highest
or the lowest total wins."""

_PRESETS: dict[str, Rules] = {
    rules.variant: rules
    for rules in (
        FIVE_THOUSAND_RUMMY,
        FIVE_THOUSAND_SUBTRACT,
        FIVE_HUNDRED_RUMMY,
        GEORGE,
        RUMMY,
        CONTRACT_RUMMY,
        CONTINENTAL_RUMMY,
        KOON_KAN,
        TONK,
        RUMMY_11,
        FIVE_CROWNS,
        PHASE_10,
        GIN,
        INDIAN,
        CANASTA,
        HAND_AND_FOOT,
        BURACO,
        RUMMIKUB,
        SCORES_ONLY,
    )
}
PRESETS: Mapping[str, Rules] = MappingProxyType(_PRESETS)
"""Every named game's rules by its slug, in the order the pages list them."""


def find_preset(slug: str) -> Rules:
    """The preset named by ``slug`` (``"5000-rummy"``, ``"500-rummy"``, ...).

    :raises RulesError: for an unknown slug, listing the known ones.
    """
    rules = PRESETS.get(slug)
    if rules is None:
        raise RulesError(Problem("variant.unknown", {"variant": slug, "known": tuple(PRESETS)}))
    return rules
