"""The house-rule options in a player's words: each option's label (as a form names it), what it
does in a sentence, and the words for each of its choices. The engine's :data:`OPTIONS
<scorekeeper.rules.OPTIONS>` holds what each option accepts and its rule source; the forms, the
rules page and the API's ``/variants`` document put these words beside them.

>>> OPTION_WORDS["target"].label
'Target score'
>>> OPTION_WORDS["aces"].choices["low"]
'Low only (A-2-3)'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType


@dataclass(frozen=True)
class OptionWords:
    """One option in words.

    :ivar label: the option in a few plain words, as a form names it.
    :ivar description: what the option does, in a sentence.
    :ivar choices: for a ``choice`` option, each value's plain words.
    """

    label: str
    description: str
    choices: Mapping[str, str] = field(default_factory=dict)


OPTION_WORDS: Mapping[str, OptionWords] = MappingProxyType(
    {
        "decks": OptionWords(
            "Packs of 52 cards",
            "Packs shuffled together; empty: by the number of players (see packs).",
        ),
        "jokers": OptionWords(
            "Jokers in all",
            "Jokers added to the packs; empty: by the number of players (see packs).",
        ),
        "packs": OptionWords(
            "Packs by the number of players",
            (
                "From how many players on the game uses how many packs and jokers (when decks "
                "and jokers are empty)."
            ),
        ),
        "removed_ranks": OptionWords(
            "Ranks taken out of the packs",
            (
                "These ranks are taken out of every pack; when low cards are taken out, aces "
                "are high only."
            ),
        ),
        "players_min": OptionWords("Fewest players", "The game needs at least this many players."),
        "players_max": OptionWords(
            "Most players", "The game takes at most this many players (12 at most)."
        ),
        "wild_upcard": OptionWords(
            "Each deal has a wild rank",
            "A card turned at the deal makes its rank wild for that deal (see wild_indicator).",
        ),
        "wild_indicator": OptionWords(
            "Which card makes the deal's wild rank",
            "The card whose rank is wild for the deal.",
            choices={
                "dealer_upcard": "The dealer's face-up first card",
                "dealer_last_card": "The dealer's last card, shown",
                "extra_card": "An extra card dealt face up to the dealer",
                "separate_card": "A separate card, not part of any hand",
            },
        ),
        "permanent_wild_indicator": OptionWords(
            "An always-wild card turned for the wild rank",
            "What happens when the card that shows the deal's wild rank is wild in every deal.",
            choices={
                "bury": "It is buried in the pack and another card is turned",
                "deal_more": "The dealer gets more cards until one is not always wild",
            },
        ),
        "wild_schedule": OptionWords(
            "Wild rank by deal",
            "The deal's wild rank comes from the deal's number instead of a card.",
            choices={
                "none": "No: as the cards say",
                "ace_to_king": "Aces in deal 1, twos in deal 2 ... kings in deal 13",
                "cards_dealt": "The rank of the cards dealt: 3s in deal 1 ... kings in deal 11",
            },
        ),
        "permanent_wilds": OptionWords(
            "Always wild",
            (
                "Ranks or cards that are wild in every deal, besides jokers (for example 2, or "
                "JS JH for the one-eyed jacks)."
            ),
        ),
        "max_wilds_per_meld": OptionWords(
            "Most wild cards in a meld",
            (
                "At most this many wild cards in a meld; a meld of 6 or more cards may be "
                "split into parts of 3 or more, each with that many (see split_long_melds). "
                "Empty: no limit."
            ),
        ),
        "split_long_melds": OptionWords(
            "Split a long meld for the wild-card limit",
            (
                "A meld of 6 or more cards may count as parts of 3 or more, each with the most "
                "wild cards allowed; off: the limit holds for the whole meld (George)."
            ),
        ),
        "naturals_must_outnumber_wilds": OptionWords(
            "More natural cards than wild cards in a meld",
            "A meld needs more natural cards than wild cards.",
        ),
        "wild_in_place_is_natural": OptionWords(
            "A wild card in its own place counts as natural",
            (
                "With sixes wild, the 6 in 6-7-8 counts as a natural card for the wild-card "
                "limits (it keeps its points)."
            ),
        ),
        "real_card_beside_wild": OptionWords(
            "Meld the real card beside its wild card",
            (
                "The real card a wild card stands for in a run may be melded; the wild card "
                "stays in place."
            ),
        ),
        "wild_swap": OptionWords(
            "The real card may take a wild card's place",
            (
                "A player holding the real card a run's wild card stands for may put it in the "
                "meld and take the wild card to use."
            ),
        ),
        "sets_allowed": OptionWords(
            "Sets allowed", "Sets (three or more cards of one rank) may be melded."
        ),
        "runs_allowed": OptionWords(
            "Runs allowed", "Runs (three or more in a row in one suit) may be melded."
        ),
        "set_suits_distinct": OptionWords(
            "A set's cards all of different suits",
            "The cards of a set must all be of different suits, so a set has at most 4 cards.",
        ),
        "set_max_by_packs": OptionWords(
            "A set holds at most 4 cards a pack",
            "A set has at most 4 cards with one pack, 8 with two, and so on; wild cards count.",
        ),
        "aces": OptionWords(
            "Aces in runs",
            "Where an ace goes in a run; never in the middle (K-A-2).",
            choices={
                "low": "Low only (A-2-3)",
                "high": "High only (Q-K-A)",
                "low_or_high": "Low or high, not both",
            },
        ),
        "card_points": OptionWords(
            "Card points",
            (
                'Points by rank ("A", "2" ... "K") or by card ("QS": 45), laid over the '
                "game's values."
            ),
        ),
        "wild_points": OptionWords(
            "Points for a wild card",
            "What a wild card is worth, in a meld or in hand. Empty: the card's own points.",
        ),
        "wild_ace_points": OptionWords(
            "Points for an ace when aces are wild",
            "What an ace is worth when aces are the deal's wild rank. Empty: as any wild card.",
        ),
        "ace_low_points": OptionWords(
            "Points for an ace melded low",
            "What a natural ace melded low in a run (A-2-3) is worth. Empty: its usual points.",
        ),
        "scoring": OptionWords(
            "What the running totals count",
            "Points, or stakes paid between the players (Tonk).",
            choices={"points": "Points", "stakes": "Stakes (money, in stake units)"},
        ),
        "knock_penalty": OptionWords(
            "A knock that loses",
            "What a Tonk player pays who knocks without the lowest hand.",
            choices={
                "double_to_lowest": "Double to the lowest hand; the others pay it a stake",
                "stake_to_each": "A stake to every other player",
            },
        ),
        "melds_score": OptionWords(
            "Melds score points",
            "Each player scores the points of the cards they melded and laid off.",
        ),
        "unmelded": OptionWords(
            "Cards left in hand",
            "What the cards left in hand do at the end of a deal.",
            choices={
                "to_player_out": "Scored by the player who went out",
                "subtract": "Count against the player holding them",
                "to_player_out_and_subtract": (
                    "Both: scored by the player who went out, and against the player holding them"
                ),
                "penalty": "They are the player's score (lowest wins)",
            },
        ),
        "going_out_bonus": OptionWords(
            "Bonus for going out", "Points for the player who goes out."
        ),
        "rummy_doubles": OptionWords(
            "Rummy doubles the score",
            'A player who goes out by melding the whole hand in one turn ("rummy") scores double.',
        ),
        "continental_bonuses": OptionWords(
            "Continental going-out bonuses",
            (
                "The player who goes out also scores 1, 1 per 2 and 2 per joker, 10 without "
                "any, 7 or 10 on the first turn, 10 all one suit, each times the number of "
                "players."
            ),
        ),
        "melds_only_going_out": OptionWords(
            "Meld only by going out, all at once",
            (
                "A player melds only to go out, the whole hand in one turn; a player who did "
                "not go out melded and laid off nothing."
            ),
        ),
        "going_out_cards": OptionWords(
            "Cards melded to go out",
            "A player goes out only by melding exactly this many cards. Empty: any number.",
        ),
        "going_out_patterns": OptionWords(
            "Going-out hands",
            "A player goes out only with runs of one of these lengths, all at once.",
        ),
        "contracts": OptionWords(
            "Contracts by deal",
            (
                "What each player must meld first in each deal, and the cards dealt; the game "
                "has one deal per contract."
            ),
        ),
        "hand_sizes": OptionWords(
            "Cards dealt by the number of players",
            (
                "From how many players on, how many cards each player is dealt. Empty: each "
                "player's upcard says how many."
            ),
        ),
        "upcard_counts": OptionWords(
            "An upcard counts",
            "Whether an upcard's number is the cards dealt after it, or the whole hand with it.",
            choices={
                "additional": "The cards dealt after it",
                "total": "The whole hand, the upcard included",
            },
        ),
        "upcard_cards": OptionWords(
            "Cards for each upcard",
            (
                'The number an upcard stands for, by rank ("A": 11, "J": 10), laid over the '
                "game's values."
            ),
        ),
        "permanent_wild_upcard": OptionWords(
            "Cards for an always-wild upcard",
            (
                "How many cards an always-wild card dealt face up stands for. Empty: it is "
                "buried in the pack and replaced."
            ),
        ),
        "buried_upcards": OptionWords(
            "Upcards buried and replaced",
            (
                "An upcard of these ranks is buried in the pack and another card is dealt face "
                "up instead."
            ),
        ),
        "lay_off_after_own_meld": OptionWords(
            "Lay off only after your own meld",
            (
                "A player may lay off cards on other melds only after melding a set or run of "
                "their own."
            ),
        ),
        "discard_draw": OptionWords(
            "Taking from the discard pile",
            "What a player who takes cards from the discard pile must do with them.",
            choices={
                "deepest_melded": "Take any number; the deepest card taken is melded that turn",
                "top_card": "Only the top card",
                "meld_taken": "Meld the card taken, even the top card alone",
                "new_meld": "The deepest card taken goes in a new meld of 3 or more",
                "two_naturals": (
                    "The deepest card taken is melded with two natural cards from the hand"
                ),
            },
        ),
        "stock_card_played_at_once": OptionWords(
            "The stock card is melded or discarded at once",
            "A card drawn from the stock must be melded at once or discarded.",
        ),
        "rummy_calls": OptionWords(
            'Calling "rummy"',
            'Who may take a playable discard by calling "rummy".',
            choices={
                "melded_players": "Players who have melded, on the last discard",
                "anyone_in_the_pile": "Anyone but the discarder, on any card of the discard pile",
                "last_discard": "Anyone, on the last discard only",
                "in_the_pile": "Players who have melded, on any card of the discard pile",
                "none": "No rummy calls",
            },
        ),
        "discard_to_go_out": OptionWords(
            "Going out needs a final discard",
            (
                "A player goes out by discarding their last card; melding every card without a "
                "discard does not end the play."
            ),
        ),
        "floating": OptionWords(
            "Floating",
            "A player who melds every card and has no discard floats: holds no cards and plays on.",
        ),
        "restock_from_discards": OptionWords(
            "The discard pile becomes the stock",
            (
                "When the stock runs out, the discard pile is turned over (not shuffled) as a "
                "new stock and play goes on: a deal ends only when a player goes out."
            ),
        ),
        "final_discard_unplayable": OptionWords(
            "The final discard must be unplayable",
            (
                "The card a player goes out with cannot be one that could be added to a meld "
                "on the table."
            ),
        ),
        "target": OptionWords(
            "Target score",
            "The game ends once a player's running total reaches it. Empty: no target.",
        ),
        "deals": OptionWords(
            "Number of deals", "The game ends after this many deals. Empty: no fixed number."
        ),
        "winner": OptionWords(
            "Who wins",
            "Who wins once the game is over.",
            choices={
                "highest": "The highest total",
                "lowest": "The lowest total",
                "must_go_out": "The player who goes out with a total at the target",
                "went_out_first": (
                    "Of those at the target, the one who went out in the last deal, else the "
                    "highest"
                ),
            },
        ),
        "tie_at_target": OptionWords(
            "A tie for the win",
            "What happens when players tie for the win.",
            choices={"joint_winners": "Joint winners", "play_on": "Play on until one player leads"},
        ),
    }
)
"""Every option's words, by the option's key."""
