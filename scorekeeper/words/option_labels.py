"""The house-rule options in a player's words: each option's label (as a form names it), what it
does in a sentence, and the words for each of its choices. The engine's :data:`OPTIONS
<scorekeeper.rules.OPTIONS>` holds what each option accepts and its rule source; the forms, the
rules page and the API's ``/variants`` document put these words beside them.

Each is lazy (``lazy_gettext``): it becomes the page's language where it is used, and stays
English under the API (``/variants``).

>>> str(OPTION_WORDS["target"].label)
'Target score'
>>> str(OPTION_WORDS["aces"].choices["low"])
'Low only (A-2-3)'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from flask_babel import LazyString
from flask_babel import lazy_gettext as _l


@dataclass(frozen=True)
class OptionWords:
    """One option in words.

    :ivar label: the option in a few plain words, as a form names it.
    :ivar description: what the option does, in a sentence.
    :ivar choices: for a ``choice`` option, each value's plain words.
    """

    label: LazyString
    description: LazyString
    choices: Mapping[str, LazyString] = field(default_factory=dict)


OPTION_WORDS: Mapping[str, OptionWords] = MappingProxyType(
    {
        "decks": OptionWords(
            _l("Packs of 52 cards"),
            _l("Packs shuffled together; empty: by the number of players (see packs)."),
        ),
        "jokers": OptionWords(
            _l("Jokers in all"),
            _l("Jokers added to the packs; empty: by the number of players (see packs)."),
        ),
        "packs": OptionWords(
            _l("Packs by the number of players"),
            _l(
                "From how many players on the game uses how many packs and jokers (when decks "
                "and jokers are empty)."
            ),
        ),
        "removed_ranks": OptionWords(
            _l("Ranks taken out of the packs"),
            _l(
                "These ranks are taken out of every pack; when low cards are taken out, aces "
                "are high only."
            ),
        ),
        "players_min": OptionWords(
            _l("Fewest players"), _l("The game needs at least this many players.")
        ),
        "players_max": OptionWords(
            _l("Most players"), _l("The game takes at most this many players (12 at most).")
        ),
        "teams": OptionWords(
            _l("Partnerships"),
            _l(
                "The players play in this many teams of two or more, partners sitting apart "
                "(four: two against two, partners across the table); a team scores its players' "
                "points together. Empty: each plays for themself."
            ),
        ),
        "wild_upcard": OptionWords(
            _l("Each deal has a wild rank"),
            _l("A card turned at the deal makes its rank wild for that deal (see wild_indicator)."),
        ),
        "wild_indicator": OptionWords(
            _l("Which card makes the deal's wild rank"),
            _l("The card whose rank is wild for the deal."),
            choices={
                "dealer_upcard": _l("The dealer's face-up first card"),
                "dealer_last_card": _l("The dealer's last card, shown"),
                "extra_card": _l("An extra card dealt face up to the dealer"),
                "separate_card": _l("A separate card, not part of any hand"),
            },
        ),
        "permanent_wild_indicator": OptionWords(
            _l("An always-wild card turned for the wild rank"),
            _l("What happens when the card that shows the deal's wild rank is wild in every deal."),
            choices={
                "bury": _l("It is buried in the pack and another card is turned"),
                "deal_more": _l("The dealer gets more cards until one is not always wild"),
                "aces": _l("A printed joker turned: the aces are wild (Indian Rummy)"),
            },
        ),
        "wild_schedule": OptionWords(
            _l("Wild rank by deal"),
            _l("The deal's wild rank comes from the deal's number instead of a card."),
            choices={
                "none": _l("No: as the cards say"),
                "ace_to_king": _l("Aces in deal 1, twos in deal 2 ... kings in deal 13"),
                "cards_dealt": _l("The rank of the cards dealt: 3s in deal 1 ... kings in deal 11"),
            },
        ),
        "permanent_wilds": OptionWords(
            _l("Always wild"),
            _l(
                "Ranks or cards that are wild in every deal, besides jokers (for example 2, or "
                "JS JH for the one-eyed jacks)."
            ),
        ),
        "max_wilds_per_meld": OptionWords(
            _l("Most wild cards in a meld"),
            _l(
                "At most this many wild cards in a meld; a meld of 6 or more cards may be "
                "split into parts of 3 or more, each with that many (see split_long_melds). "
                "Empty: no limit."
            ),
        ),
        "split_long_melds": OptionWords(
            _l("Split a long meld for the wild-card limit"),
            _l(
                "A meld of 6 or more cards may count as parts of 3 or more, each with the most "
                "wild cards allowed; off: the limit holds for the whole meld (George)."
            ),
        ),
        "naturals_must_outnumber_wilds": OptionWords(
            _l("More natural cards than wild cards in a meld"),
            _l("A meld needs more natural cards than wild cards."),
        ),
        "wild_in_place_is_natural": OptionWords(
            _l("A wild card in its own place counts as natural"),
            _l(
                "With sixes wild, the 6 in 6-7-8 counts as a natural card for the wild-card "
                "limits (it keeps its points)."
            ),
        ),
        "real_card_beside_wild": OptionWords(
            _l("Meld the real card beside its wild card"),
            _l(
                "The real card a wild card stands for in a run may be melded; the wild card "
                "stays in place."
            ),
        ),
        "wild_swap": OptionWords(
            _l("The real card may take a wild card's place"),
            _l(
                "A player holding the real card a run's wild card stands for may put it in the "
                "meld and take the wild card to use."
            ),
        ),
        "sets_allowed": OptionWords(
            _l("Sets allowed"), _l("Sets (three or more cards of one rank) may be melded.")
        ),
        "runs_allowed": OptionWords(
            _l("Runs allowed"), _l("Runs (three or more in a row in one suit) may be melded.")
        ),
        "set_suits_distinct": OptionWords(
            _l("A set's cards all of different suits"),
            _l("The cards of a set must all be of different suits, so a set has at most 4 cards."),
        ),
        "set_max_by_packs": OptionWords(
            _l("A set holds at most 4 cards a pack"),
            _l("A set has at most 4 cards with one pack, 8 with two, and so on; wild cards count."),
        ),
        "aces": OptionWords(
            _l("Aces in runs"),
            _l("Where an ace goes in a run; never in the middle (K-A-2)."),
            choices={
                "low": _l("Low only (A-2-3)"),
                "high": _l("High only (Q-K-A)"),
                "low_or_high": _l("Low or high, not both"),
            },
        ),
        "card_points": OptionWords(
            _l("Card points"),
            _l(
                'Points by rank ("A", "2" ... "K") or by card ("QS": 45), laid over the '
                "game's values."
            ),
        ),
        "wild_points": OptionWords(
            _l("Points for a wild card"),
            _l("What a wild card is worth, in a meld or in hand. Empty: the card's own points."),
        ),
        "wild_ace_points": OptionWords(
            _l("Points for an ace when aces are wild"),
            _l("What an ace is worth when aces are the deal's wild rank. Empty: as any wild card."),
        ),
        "ace_low_points": OptionWords(
            _l("Points for an ace melded low"),
            _l("What a natural ace melded low in a run (A-2-3) is worth. Empty: its usual points."),
        ),
        "scoring": OptionWords(
            _l("What the running totals count"),
            _l(
                "Points, stakes paid between the players (Tonk), or Gin Rummy's, Indian "
                "Rummy's, Canasta's, Hand and Foot's, Buraco's, Rummikub's or Phase 10's "
                "scoring."
            ),
            choices={
                "points": _l("Points"),
                "stakes": _l("Stakes (money, in stake units)"),
                "gin": _l("Gin Rummy: the deal's winner scores the difference and bonuses"),
                "indian": _l("Indian Rummy: the winner 0, each loser the count"),
                "canasta": _l("Canasta: each side its melds, canastas, red threes and going out"),
                "hand_and_foot": _l(
                    "Hand and Foot: each side its piles, books, red threes and going out, less "
                    "every hand and foot"
                ),
                "buraco": _l("Buraco: each side its melds, canastras, going out and the morto"),
                "rummikub": _l(
                    "Rummikub: going out collects the others' racks; the pool empty, the "
                    "lowest rack the differences"
                ),
                "phase_10": _l(
                    "Phase 10: ten phases laid down one a deal, the cards left in hand against "
                    "their holder"
                ),
            },
        ),
        "canastas_to_go_out": OptionWords(
            _l("Canastas needed to go out"),
            _l(
                "How many canastas a side must have before one of its players may go out; "
                "empty: by the number of players, two for two or six players, else one."
            ),
        ),
        "wild_book": OptionWords(
            _l("Wild books"),
            _l(
                "What a book of seven wild cards (jokers and twos only) counts; empty: wild "
                "cards never make a pile of their own."
            ),
        ),
        "sevens_book": OptionWords(
            _l("Books of sevens"),
            _l(
                "What a book of seven sevens counts, wild cards never in it; empty: sevens "
                "make books as any other rank."
            ),
        ),
        "books_to_go_out": OptionWords(
            _l("Books of each kind needed to go out"),
            _l(
                "How many clean books, and as many dirty ones, a side must have before one of "
                "its players may go out."
            ),
        ),
        "red_threes": OptionWords(
            _l("Red threes"),
            _l("What a red three laid aside, and one left in hand or foot, counts."),
            choices={
                "bonus": _l("100 each laid aside; 100 against in hand or foot"),
                "penalty": _l("Nothing laid aside; 500 against in hand or foot"),
            },
        ),
        "clean_canastra_to_go_out": OptionWords(
            _l("A clean canastra to go out"),
            _l(
                "Whether a side needs a clean canastra (no wild card) before one of its players "
                "may go out; off: any canastra will do."
            ),
        ),
        "initial_meld": OptionWords(
            _l("Initial meld"),
            _l(
                "The least a player's first melds from their own tiles must total, a joker "
                "counting as the tile it stands for."
            ),
        ),
        "phase_order": OptionWords(
            _l("Order of the phases"),
            _l(
                "Whether each player lays down the ten phases in order, or chooses a phase not "
                "yet done each deal and says which they laid down (Phase 10 Masters)."
            ),
            choices={
                "in_order": _l("In order, 1 to 10"),
                "any_order": _l("In any order, each player saying the phase laid down"),
            },
        ),
        "indian_format": OptionWords(
            _l("Format"),
            _l(
                "Pool: a player reaching the limit is out, the last left wins. Points: each "
                "deal's count, lowest total leads. Deals: a fixed number of deals, chips to "
                "each deal's winner."
            ),
            choices={
                "points": _l("Points"),
                "pool_101": _l("Pool 101"),
                "pool_201": _l("Pool 201"),
                "deals": _l("Deals"),
            },
        ),
        "first_drop": OptionWords(
            _l("First drop"),
            _l(
                "Points for a player who drops before drawing a card. Empty: the format's (20; "
                "Pool 201: 25)."
            ),
        ),
        "middle_drop": OptionWords(
            _l("Middle drop"),
            _l(
                "Points for a player who drops later, before anyone shows. Empty: the format's "
                "(40; Pool 201: 50)."
            ),
        ),
        "rejoin_limit": OptionWords(
            _l("Rejoin limit"),
            _l(
                "In Pool rummy a player out may rejoin once while the highest score left in is "
                "below this. Empty: the format's (80; Pool 201: 175)."
            ),
        ),
        "knock_limit": OptionWords(
            _l("Knock limit"),
            _l("The most deadwood a Gin Rummy player may knock with, in points (0: gin only)."),
        ),
        "gin_bonus": OptionWords(
            _l("Gin bonus"),
            _l("Points a Gin Rummy player scores for gin, besides the defender's deadwood."),
        ),
        "undercut_bonus": OptionWords(
            _l("Undercut bonus"),
            _l(
                "Points the defender scores for an undercut (deadwood at most the knocker's), "
                "besides the difference."
            ),
        ),
        "big_gin_bonus": OptionWords(
            _l("Big gin bonus"),
            _l(
                "Points for big gin, all eleven cards melded without a discard, besides the "
                "defender's deadwood. Empty: big gin is not played."
            ),
        ),
        "game_bonus": OptionWords(
            _l("Game bonus"),
            _l("Points the player who reaches the target scores at the end of a Gin Rummy game."),
        ),
        "box_bonus": OptionWords(
            _l("Box bonus"),
            _l("Points each player scores at the end of a Gin Rummy game for every deal won."),
        ),
        "shutout": OptionWords(
            _l("Shutout"),
            _l("What the winner of a Gin Rummy game gains when the loser scored nothing."),
            choices={
                "game_bonus_doubled": _l("The game bonus is doubled"),
                "hands_doubled": _l("The winner's points of every deal are doubled"),
                "none": _l("Nothing more"),
            },
        ),
        "gin_deadwood": OptionWords(
            _l("Deadwood counted"),
            _l(
                "How a Gin Rummy player's deadwood is counted from the cards entered (the "
                "defender's lay-offs taken off as entered)."
            ),
            choices={
                "least": _l("At the least the cards can leave, melded at best"),
                "as_laid_out": _l("As the cards are laid out: the cards in hand count"),
            },
        ),
        "oklahoma": OptionWords(
            _l("Oklahoma Gin"),
            _l(
                "The first upcard's value is the knock limit (pictures 10); an ace upcard means "
                "gin only. Each deal's upcard is entered."
            ),
        ),
        "spade_doubles": OptionWords(
            _l("A spade upcard doubles the deal"),
            _l("In Oklahoma Gin, a deal whose first upcard is a spade scores double."),
        ),
        "knock_penalty": OptionWords(
            _l("A knock that loses"),
            _l("What a Tonk player pays who knocks without the lowest hand."),
            choices={
                "double_to_lowest": _l("Double to the lowest hand; the others pay it a stake"),
                "stake_to_each": _l("A stake to every other player"),
            },
        ),
        "melds_score": OptionWords(
            _l("Melds score points"),
            _l("Each player scores the points of the cards they melded and laid off."),
        ),
        "unmelded": OptionWords(
            _l("Cards left in hand"),
            _l("What the cards left in hand do at the end of a deal."),
            choices={
                "to_player_out": _l("Scored by the player who went out"),
                "subtract": _l("Count against the player holding them"),
                "to_player_out_and_subtract": _l(
                    "Both: scored by the player who went out, and against the player holding them"
                ),
                "penalty": _l("They are the player's score (lowest wins)"),
            },
        ),
        "going_out_bonus": OptionWords(
            _l("Bonus for going out"), _l("Points for the player who goes out.")
        ),
        "rummy_doubles": OptionWords(
            _l("Rummy doubles the score"),
            _l(
                'A player who goes out by melding the whole hand in one turn ("rummy") scores '
                "double."
            ),
        ),
        "continental_bonuses": OptionWords(
            _l("Continental going-out bonuses"),
            _l(
                "The player who goes out also scores 1, 1 per 2 and 2 per joker, 10 without "
                "any, 7 or 10 on the first turn, 10 all one suit, each times the number of "
                "players."
            ),
        ),
        "melds_only_going_out": OptionWords(
            _l("Meld only by going out, all at once"),
            _l(
                "A player melds only to go out, the whole hand in one turn; a player who did "
                "not go out melded and laid off nothing."
            ),
        ),
        "going_out_cards": OptionWords(
            _l("Cards melded to go out"),
            _l("A player goes out only by melding exactly this many cards. Empty: any number."),
        ),
        "going_out_patterns": OptionWords(
            _l("Going-out hands"),
            _l("A player goes out only with runs of one of these lengths, all at once."),
        ),
        "contracts": OptionWords(
            _l("Contracts by deal"),
            _l(
                "What each player must meld first in each deal, and the cards dealt; the game "
                "has one deal per contract."
            ),
        ),
        "hand_sizes": OptionWords(
            _l("Cards dealt by the number of players"),
            _l(
                "From how many players on, how many cards each player is dealt. Empty: each "
                "player's upcard says how many."
            ),
        ),
        "upcard_counts": OptionWords(
            _l("An upcard counts"),
            _l(
                "Whether an upcard's number is the cards dealt after it, or the whole hand with it."
            ),
            choices={
                "additional": _l("The cards dealt after it"),
                "total": _l("The whole hand, the upcard included"),
            },
        ),
        "upcard_cards": OptionWords(
            _l("Cards for each upcard"),
            _l(
                'The number an upcard stands for, by rank ("A": 11, "J": 10), laid over the '
                "game's values."
            ),
        ),
        "permanent_wild_upcard": OptionWords(
            _l("Cards for an always-wild upcard"),
            _l(
                "How many cards an always-wild card dealt face up stands for. Empty: it is "
                "buried in the pack and replaced."
            ),
        ),
        "buried_upcards": OptionWords(
            _l("Upcards buried and replaced"),
            _l(
                "An upcard of these ranks is buried in the pack and another card is dealt face "
                "up instead."
            ),
        ),
        "lay_offs": OptionWords(
            _l("Laying off on other melds"),
            _l(
                "A player may lay off cards on the melds on the table (sets and runs already "
                "laid down). Off: each player melds only their own cards (Five Crowns)."
            ),
        ),
        "lay_off_after_own_meld": OptionWords(
            _l("Lay off only after your own meld"),
            _l(
                "A player may lay off cards on other melds only after melding a set or run of "
                "their own."
            ),
        ),
        "discard_draw": OptionWords(
            _l("Taking from the discard pile"),
            _l("What a player who takes cards from the discard pile must do with them."),
            choices={
                "deepest_melded": _l("Take any number; the deepest card taken is melded that turn"),
                "top_card": _l("Only the top card"),
                "meld_taken": _l("Meld the card taken, even the top card alone"),
                "new_meld": _l("The deepest card taken goes in a new meld of 3 or more"),
                "two_naturals": _l(
                    "The deepest card taken is melded with two natural cards from the hand"
                ),
            },
        ),
        "stock_card_played_at_once": OptionWords(
            _l("The stock card is melded or discarded at once"),
            _l("A card drawn from the stock must be melded at once or discarded."),
        ),
        "rummy_calls": OptionWords(
            _l('Calling "rummy"'),
            _l('Who may take a playable discard by calling "rummy".'),
            choices={
                "melded_players": _l("Players who have melded, on the last discard"),
                "anyone_in_the_pile": _l(
                    "Anyone but the discarder, on any card of the discard pile"
                ),
                "last_discard": _l("Anyone, on the last discard only"),
                "in_the_pile": _l("Players who have melded, on any card of the discard pile"),
                "none": _l("No rummy calls"),
            },
        ),
        "discard_to_go_out": OptionWords(
            _l("Going out needs a final discard"),
            _l(
                "A player goes out by discarding their last card; melding every card without a "
                "discard does not end the play."
            ),
        ),
        "floating": OptionWords(
            _l("Floating"),
            _l(
                "A player who melds every card and has no discard floats: holds no cards and "
                "plays on."
            ),
        ),
        "restock_from_discards": OptionWords(
            _l("The discard pile becomes the stock"),
            _l(
                "When the stock runs out, the discard pile is turned over (not shuffled) as a "
                "new stock and play goes on: a deal ends only when a player goes out."
            ),
        ),
        "final_discard_unplayable": OptionWords(
            _l("The final discard must be unplayable"),
            _l(
                "The card a player goes out with cannot be one that could be added to a meld "
                "on the table."
            ),
        ),
        "target": OptionWords(
            _l("Target score"),
            _l("The game ends once a player's running total reaches it. Empty: no target."),
        ),
        "deals": OptionWords(
            _l("Number of deals"),
            _l("The game ends after this many deals. Empty: no fixed number."),
        ),
        "winner": OptionWords(
            _l("Who wins"),
            _l("Who wins once the game is over."),
            choices={
                "highest": _l("The highest total"),
                "lowest": _l("The lowest total"),
                "must_go_out": _l("The player who goes out with a total at the target"),
                "went_out_first": _l(
                    "Of those at the target, the one who went out in the last deal, else the "
                    "highest"
                ),
            },
        ),
        "tie_at_target": OptionWords(
            _l("A tie for the win"),
            _l("What happens when players tie for the win."),
            choices={
                "joint_winners": _l("Joint winners"),
                "play_on": _l("Play on until one player leads"),
            },
        ),
        "zero_sum": OptionWords(
            _l("Zero-sum deals"),
            _l(
                "Scores only: each deal's scores add up to 0, what one player wins the others "
                "lose (as Rummikub is kept). A deal that does not is refused."
            ),
        ),
        "count_down_from": OptionWords(
            _l("Count down from"),
            _l(
                "Scores only: each player starts at this number and each deal's score is taken "
                "off it; the first to reach exactly 0 wins. Leave the target empty and let the "
                "lowest total win. Empty: count up."
            ),
        ),
        "result_points": OptionWords(
            _l("Win / draw / loss points"),
            _l(
                "Scores only: each deal is entered as each player's result, a win, a draw or a "
                "loss, which scores the points set here for it, like 3/1/0. Whole numbers: "
                "score 1/½/0 as 2/1/0. Empty: type each player's score."
            ),
        ),
    }
)
"""Every option's words, by the option's key."""
