"""The rules engine: cards, rules, melds and scoring for rummy games. Pure Python, no web.

Every rule cites the rule text it comes from (``docs/rule-sources.md`` says what each code means).
"""

from .arrangements import (
    GIN_RUMMY,
    INDIAN_RUMMY,
    Arrangement,
    HandError,
    MeldStyle,
    deadwood_points,
    least_deadwood,
    least_deadwood_after_discard,
)
from .cards import (
    FIVE_CROWNS_SUITS,
    FRENCH_SUITS,
    JOKER,
    Card,
    Rank,
    Suit,
    format_cards,
    pack_contents,
)
from .deal import DealScore, Ending, FirstTurn, PlayerDeal, PlayerScore, Standings
from .deal_checks import deal_wild_rank, verify_empty_hand
from .dealing import (
    DealPlan,
    PlayerHand,
    UpcardDeal,
    dealer_seat,
    plan_deal,
    scheduled_wild_rank,
    upcard_deal,
    upcard_table,
    verify_upcards,
)
from .discards import DiscardVerdict, can_final_discard, check_final_discard, verify_final_discard
from .errors import (
    DealError,
    IllegalDiscardError,
    IllegalMeldError,
    NotationError,
    PlayerNameError,
    RulesError,
)
from .game import DealFacts, Game, WholeHand
from .games import GAMES, game_of
from .gin import GinCount, gin_count
from .handins import HandIn, HandInProblem, check_hand_ins
from .melds import (
    CardReading,
    MeldVerdict,
    as_melded,
    can_lay_off,
    can_meld,
    check_lay_off,
    check_meld,
    extending_cards,
    verify_lay_off,
    verify_meld,
)
from .options import MOST_PLAYERS, OPTIONS, Contract, OptionSpec, Rules
from .points import verify_contract
from .presets import PRESETS, find_preset
from .scores_only import opening_scores
from .scoring import score_deal, standings, standings_after, verify_starting
from .seating import (
    Seating,
    at_table,
    can_join,
    joining_score,
    seated_score,
    verify_join,
    verify_leave,
)
from .stated import Stated, meld_tokens, read_card, read_meld, read_tokens

__all__ = [
    "Seating",
    "at_table",
    "can_join",
    "joining_score",
    "seated_score",
    "verify_join",
    "verify_leave",
    "DealFacts",
    "GAMES",
    "Game",
    "WholeHand",
    "game_of",
    "GIN_RUMMY",
    "INDIAN_RUMMY",
    "Arrangement",
    "HandError",
    "MeldStyle",
    "deadwood_points",
    "least_deadwood",
    "least_deadwood_after_discard",
    "PlayerHand",
    "as_melded",
    "Stated",
    "meld_tokens",
    "read_card",
    "read_meld",
    "read_tokens",
    "MOST_PLAYERS",
    "verify_empty_hand",
    "FirstTurn",
    "HandIn",
    "HandInProblem",
    "check_hand_ins",
    "Ending",
    "UpcardDeal",
    "DealPlan",
    "FIVE_CROWNS_SUITS",
    "FRENCH_SUITS",
    "JOKER",
    "OPTIONS",
    "PRESETS",
    "Card",
    "CardReading",
    "Contract",
    "DealError",
    "DealScore",
    "DiscardVerdict",
    "IllegalDiscardError",
    "IllegalMeldError",
    "MeldVerdict",
    "NotationError",
    "OptionSpec",
    "PlayerDeal",
    "PlayerNameError",
    "PlayerScore",
    "Rank",
    "Rules",
    "RulesError",
    "Standings",
    "Suit",
    "can_final_discard",
    "can_lay_off",
    "can_meld",
    "check_final_discard",
    "check_lay_off",
    "check_meld",
    "extending_cards",
    "find_preset",
    "format_cards",
    "opening_scores",
    "pack_contents",
    "score_deal",
    "standings",
    "standings_after",
    "verify_starting",
    "verify_final_discard",
    "verify_lay_off",
    "verify_meld",
    "verify_contract",
    "upcard_deal",
    "upcard_table",
    "scheduled_wild_rank",
    "plan_deal",
    "dealer_seat",
    "deal_wild_rank",
    "verify_upcards",
    "GinCount",
    "gin_count",
]
