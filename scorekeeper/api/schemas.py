"""The JSON API's bodies, as pydantic models: they validate requests and describe the OpenAPI
document. Cards stay notation strings here; the engine reads them."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr

from ..rules.deal import Ending, Said
from ..scorebook.changes.sizes import MAX_MELDS, MAX_NAMES_SENT, Cards

MAX_COUNT = 2**31 - 1
"""The largest count the API reads (a stored integer's); the engine judges what the packs hold."""


class Body(BaseModel):
    """A request body: unknown fields are refused, so a misspelt field is not silently ignored."""

    model_config = ConfigDict(extra="forbid")


class MeldCheckRequest(Body):
    variant: StrictStr = Field(description="a preset's slug, as listed by /api/v1/variants")
    options: dict[str, Any] = Field(default_factory=dict, description="house rules")
    wild_rank: StrictStr | None = Field(
        default=None, description="the deal's wild rank where the variant has one: A, 2-10, J, Q, K"
    )
    cards: Cards = Field(
        description="the meld's cards in notation, a run in order (low to high or high to low), "
        'or the cards laid off; a wild card may say what it stands for: "JK=8C" in a run, '
        '"JK=9" in a set'
    )
    onto: Cards | None = Field(
        default=None,
        description="a meld on the table that `cards` are laid off onto, as it was melded: its "
        "wild cards keep what its order or their statements (JK=8C) make them",
    )


class DiscardCheckRequest(Body):
    variant: StrictStr = Field(description="a preset's slug, as listed by /api/v1/variants")
    options: dict[str, Any] = Field(default_factory=dict, description="house rules")
    players: StrictInt | None = Field(
        default=None, ge=1, description="players at the table: fixes the packs (two with 5+)"
    )
    wild_rank: StrictStr | None = Field(default=None, description="the deal's wild rank")
    card: StrictStr = Field(description="the card the player would discard to go out")
    table: list[Cards] = Field(
        max_length=MAX_MELDS * MAX_NAMES_SENT,
        description="the melds on the table, each a list of cards as melded (JK=8C allowed)",
    )


class SideCountsIn(Body):
    clean: StrictInt = Field(
        default=0, ge=0, le=MAX_COUNT, description="natural canastas, clean books or canastras"
    )
    dirty: StrictInt = Field(
        default=0, ge=0, le=MAX_COUNT, description="mixed canastas, dirty books or canastras"
    )
    red_threes: StrictInt = Field(default=0, ge=0, le=MAX_COUNT, description="red threes laid down")
    melded: StrictInt = Field(
        default=0, ge=0, le=MAX_COUNT, description="card points melded (red threes aside)"
    )
    hand: StrictInt = Field(
        default=0, ge=0, le=MAX_COUNT, description="card points left in hand (and foot)"
    )


class PlayerCards(Body):
    name: StrictStr
    melds: list[Cards] = Field(
        default_factory=list,
        max_length=MAX_MELDS,
        description="melds, each a list of cards, a run in order; a wild card may say what it "
        'stands for: "JK=8C" (a run), "JK=9" (a set)',
    )
    laid_off: Cards = Field(
        default_factory=list, description="cards laid off on melds already on the table"
    )
    hand: Cards = Field(default_factory=list, description="cards left in hand")
    score: StrictInt | StrictStr | None = Field(
        default=None,
        description="the player's score of the deal typed in place of cards: points, or a sum as "
        'typed ("25+40-10"); not checked. A deal is typed (every player a score, no cards) or '
        "entered as cards",
    )
    result: Literal["win", "draw", "loss"] | None = Field(
        default=None,
        description="scores-only with result_points: the player's result in the deal, in place "
        "of a score; it scores the points the table set for it. A deal is won (a winner, "
        "someone losing) or drawn (two players or more drawing, the others losing), not both "
        "(422 results.*). Refused in other games and beside a score",
    )
    counts: SideCountsIn | None = Field(
        default=None,
        description="Canasta, Hand and Foot, Buraco: the table's counts of the player's side in "
        "place of cards (each side's on one of its players, its partners' all 0 or empty); "
        "checked for what counts can show. A deal is counted (every player counts, no cards) "
        "or entered as cards",
    )
    said: Said | None = Field(
        default=None,
        description="Indian Rummy: what the player said beyond the cards, a first drop (before "
        "drawing), a middle drop (later) or a wrong show; their cards are then not counted and "
        "may be left out. Buraco: morto_untaken, the player's side never took its morto "
        "(-100; the cards still count). Phase 10 with phase_order any_order: phase_1 to "
        "phase_10, the phase the player laid down as their melds (needed where they laid "
        "any). Refused in other variants",
    )
    rejoined: StrictBool = Field(
        default=False,
        description="Indian Rummy, Pool rummy: the player was out and rejoins with this deal, "
        "on the highest total left in plus 1 (once a game, while that is below the rejoin "
        "limit)",
    )


class DealCards(Body):
    wild_rank: StrictStr | None = Field(
        default=None,
        description="the deal's wild rank where the variant has one (the dealer's upcard); "
        "where the deal's number gives it (Rummy 11, wild_schedule) it may be left out",
    )
    players: list[PlayerCards] = Field(min_length=1, max_length=MAX_NAMES_SENT)
    went_out: StrictStr | None = Field(
        default=None,
        description="the player who went out (in Tonk: went out, knocked or showed a tonk; in "
        "Gin Rummy: knocked, went gin or big gin), or null when the stock ran out (refused "
        "where the discard pile restocks the stock: 004 Rummy, Rummy 11); required for a deal "
        "entered as cards (400 api.field_required); a typed deal (every player's score) may "
        "leave it out, as every deal of scores-only may: nobody is said to have gone out",
    )
    rummy: StrictBool = Field(
        default=False,
        description="the player who went out melded the whole hand in one turn (rummy: 004 "
        "Rummy doubles the score); only where the variant has rummy_doubles",
    )
    ending: Ending | None = Field(
        default=None,
        description="how a deal of Tonk (went_out, went_out_no_discard, knock, tonk, "
        "stock_out), Gin Rummy (knock, gin, big_gin, stock_out: a draw), Canasta (went_out, "
        "went_out_concealed, stock_out), Buraco (went_out, went_out_morto_untaken: the other "
        "side never took its morto, stock_out) or Rummikub (went_out, pool_empty: the pool ran "
        "out and nobody could go out, went_out naming the player with the lowest rack, who "
        "won the deal) ended; required for those five only",
    )
    upcard: StrictStr | None = Field(
        default=None,
        max_length=3,
        description="the deal's first upcard in notation (7S), where it sets the knock limit "
        "(Gin Rummy's oklahoma house rule: its value, an ace gin only; a spade doubles the "
        "deal); refused elsewhere",
    )
    first_turn: Literal["drew", "no_draw"] | None = Field(
        default=None,
        description="the player who went out did so on the first turn (Continental bonuses)",
    )


ORIGIN = (
    'where the cards came from: "seat:<seat>:<revision>" (what that seat, from 1, handed in at '
    'that revision of its draft), "taken:<seat>:<revision>" (its draft as it was then, taken '
    'before it was handed in), "kept:<seat>:<revision>" (typed over that version) or "keeper"'
)


class SheetPlayer(Body):
    name: StrictStr
    melds: list[StrictStr] = Field(
        default_factory=list, max_length=MAX_MELDS, description=f"each meld's origin: {ORIGIN}"
    )
    laid_off: StrictStr = Field(default="keeper", description=ORIGIN)
    hand: StrictStr = Field(default="keeper", description=ORIGIN)
    score: StrictStr = Field(default="keeper", description=f"the typed score's origin: {ORIGIN}")
    said: StrictStr = Field(
        default="keeper", description=f"Indian Rummy: the origin of what the player said: {ORIGIN}"
    )


class Sheet(Body):
    """What the scorekeeper saw as they saved: checked before the deal is stored (409,
    ``sheet.*``, when it no longer holds: nothing is stored)."""

    players: list[SheetPlayer] = Field(default_factory=list, max_length=MAX_NAMES_SENT)
    went_out: StrictStr = Field(default="keeper", description=f"who went out: {ORIGIN}")
    leave_out: list[StrictStr] = Field(
        default_factory=list,
        max_length=MAX_NAMES_SENT,
        description="players changing their cards after Done, to be saved with what they handed in",
    )
    scores: dict[StrictStr, StrictInt] | None = Field(
        default=None,
        description="each player's score of the deal as shown, by name (points); null not to "
        "check them",
    )


class DealCreate(DealCards):
    sheet: Sheet | None = Field(
        default=None,
        description="what the scorekeeper's sheet showed (see the seat drafts): the deal is "
        "stored only if each seat's draft and the scores are still as it says",
    )


class DealScoreRequest(DealCards):
    variant: StrictStr
    options: dict[str, Any] = Field(default_factory=dict)
    number: StrictInt | None = Field(
        default=None,
        ge=1,
        description="the deal's number in the game (from 1): checks the contract (Contract "
        "Rummy) and gives or checks the scheduled wild rank (Rummy 11)",
    )


class DealPlanRequest(Body):
    variant: StrictStr = Field(description="a preset's slug, as listed by /api/v1/variants")
    options: dict[str, Any] = Field(default_factory=dict, description="house rules")
    players: list[StrictStr] = Field(description="names in seating order (clockwise)")
    dealer: StrictStr | None = Field(
        default=None,
        description="who dealt the game's first deal (the deal passes to the left); the first "
        "player when left out",
    )
    number: StrictInt = Field(default=1, ge=1, description="the deal's number in the game")
    upcards: dict[StrictStr, StrictStr] = Field(
        default_factory=dict,
        description="where upcards size the hands: each player's face-up first card dealt so "
        'far, by name ({"Ann": "7H"}); the dealer\'s shows the wild rank. Each must be a card '
        "of the packs, no more often than they hold it (else 422)",
    )


class UpcardOut(BaseModel):
    upcard: str = Field(description="a rank shown by its club (7C), a card wild by itself, or JK")
    buried: bool = Field(description="buried in the pack; another card is dealt face up")
    face_down: int | None = Field(description="cards dealt face down after it")
    hand: int | None = Field(description="the whole hand, the upcard included")


class HandOut(BaseModel):
    name: str
    cards: int | None = Field(description="cards dealt to the player; null while not known")
    upcard: str | None = Field(description="the player's upcard, where given")
    buried: bool = Field(description="the upcard is buried: deal the player another face up")


class DealPlanOut(BaseModel):
    number: int
    dealer: str = Field(description="who deals this deal")
    order: list[str] = Field(description="who receives cards, from the dealer's left; dealer last")
    last: bool = Field(description="whether it is the game's last deal")
    hand_size: int | None = Field(description="cards each, where every player gets as many")
    hands: list[HandOut] = Field(description="each player's cards, in the order dealt")
    wild_rank: str | None = Field(
        description="the deal's wild rank: from the schedule, or the dealer's upcard once given"
    )
    wild_card: str | None = Field(description="how the wild rank is found, in words")
    contract: str | None = Field(description="what each player must meld first")
    upcard_rule: str | None = Field(description="how the upcards size the hands, in words")
    upcards: list[UpcardOut] = Field(description="what each upcard deals")


class CardReadingOut(BaseModel):
    card: str = Field(description="the card in canonical notation")
    wild: bool
    stands_for: str | None = Field(
        description="what the card stands for: a card in a run, a rank in a set"
    )


class MeldVerdictOut(BaseModel):
    valid: bool
    kinds: list[Literal["set", "run"]]
    points: int | None = Field(description="points of `cards` under the best reading")
    reason: str | None
    cards: list[CardReadingOut]


class DiscardVerdictOut(BaseModel):
    card: str
    playable: bool = Field(description="whether the card could be laid off on a meld")
    fits: list[int] = Field(description="the melds it could be laid off on, as places in table")
    may_go_out: bool = Field(description="whether the player may go out by discarding it")
    message: str = Field(description="one plain sentence for the player")


class PlayerScoreOut(BaseModel):
    name: str
    melded: int = Field(description="points of melds and lay-offs")
    hand: int = Field(description="points of the cards left in hand")
    bonus: int = Field(description="points collected for going out")
    score: int = Field(description="what the deal adds to the running total")
    typed: str | None = Field(
        default=None, description="the score as typed where the deal was typed (not checked)"
    )
    result: Literal["win", "draw", "loss"] | None = Field(
        default=None,
        description="the player's result where the game is scored by results (result_points)",
    )


class DealScoreOut(BaseModel):
    players: list[PlayerScoreOut]


class VariantOut(BaseModel):
    slug: str
    name: str
    description: str
    options: dict[str, Any]


class OptionOut(BaseModel):
    type: str = Field(description="its JSON type: integer, boolean, string, array or object")
    label: str = Field(description="the option in a few plain words")
    description: str
    source: str = Field(description="the rule text it comes from")
    nullable: bool
    minimum: int | None
    choices: list[str]


class VariantsOut(BaseModel):
    variants: list[VariantOut]
    options: dict[str, OptionOut]


class ErrorOut(BaseModel):
    error: str = Field(description="one sentence saying what is wrong, in English")
    code: str = Field(
        description="the stable code of what is wrong, area.what: the engine's or the "
        "scorebook's problem (meld.too_few_cards, game.changed_meanwhile, link.wrong_key, "
        "draft.deal_saved, seat.taken), the API's own (api.field_required), http.<status name> "
        "(http.not_found) or, for 429, limit.too_many_new, limit.too_many_seats or "
        "limit.too_many_wrong_links; never "
        "reworded, unlike error"
    )
    field: str | None = Field(description="where, e.g. cards[2] or players[0].melds[1]")


class GameCreateRequest(Body):
    variant: StrictStr = Field(
        description="a preset's slug, as listed by /api/v1/variants; scores-only for any card "
        "game kept as a score pad keeps it (every deal typed as each player's score)"
    )
    options: dict[str, Any] = Field(default_factory=dict, description="house rules")
    players: list[StrictStr] = Field(
        max_length=MAX_NAMES_SENT,
        description="names in seating order, as many as the variant takes (players_min to "
        "players_max; 12 at most)",
    )
    first_dealer: StrictStr | None = Field(
        default=None, description="who deals first; the first player when left out"
    )
    table: StrictStr | None = Field(
        default=None, description="the edit key of the table the game is played at, if any"
    )
    starting_scores: dict[StrictStr, StrictInt] = Field(
        default_factory=dict,
        max_length=MAX_NAMES_SENT,
        description="a game resumed from a score sheet on paper: each player's points before "
        'the first deal by name ({"Ann": 1200, "Bob": 800}), whole numbers, negative allowed, '
        "at most 1,000,000 either way; a player left out starts at 0. They count in the running "
        "totals, the target and the win (a team's: its players' together)",
    )


class GameUrlsOut(BaseModel):
    view: str = Field(description="read-only scoreboard, safe to share")
    edit: str = Field(description="the scorekeeper's page; keep it secret")


class GameCreatedOut(BaseModel):
    id: str = Field(description="the view id")
    edit_key: str = Field(description="send as `Authorization: Bearer <edit_key>` to change it")
    urls: GameUrlsOut


class PlayerTotalOut(BaseModel):
    name: str
    total: int = Field(description="running total, points (the starting score included)")
    starting_score: int = Field(
        default=0, description="points before the first deal (a game resumed from paper), else 0"
    )
    colour: str = Field(
        description="the player's colour, one of blue, orange, green, purple, red, teal, pink,"
        " olive, brown, indigo, magenta, grey (each drawn to pass WCAG AA in light and dark)"
    )
    avatar: str = Field(description="one emoji, or one or two letters (the name's initial)")
    joined_late: bool = Field(
        default=False,
        description="joined after the game's first deal: no line in the deals before",
    )
    left: bool = Field(
        default=False,
        description="left the table: keeps their total, dealt in no more, not a winner",
    )


class PlayerJoinRequest(Body):
    name: StrictStr = Field(
        max_length=200,
        description="the new player's name (checked as a new game's names are)",
    )
    starting_score: StrictInt | None = Field(
        default=None,
        description="the points the player starts at, which the table sets (no rule text gives "
        "a late player's score); null: 0, or counting down, the number counted down from",
    )


class PlayerOut(BaseModel):
    name: str
    seat: int = Field(description="the player's seat, from 0 (a late player takes the next one)")
    total: int = Field(description="running total, points (the starting score included)")
    starting_score: int = Field(description="points before their first deal")
    joined_late: bool = Field(description="joined after the game's first deal")
    left: bool = Field(description="left the table: dealt in no more, not a winner")


class PoolOut(BaseModel):
    out: list[str] = Field(description="the players whose total reached the pool's limit")
    rejoined: list[str] = Field(description="the players who have rejoined (once a game)")
    rejoin_on: int | None = Field(
        description="the total a player out would rejoin on now; null: rejoining is closed"
    )


class DealOut(BaseModel):
    number: int
    wild_rank: str | None
    went_out: str | None
    scores: dict[str, int] = Field(
        description="what the deal adds to the total of each player dealt in (a player who "
        "joined later or had left is not named)"
    )
    typed: bool = Field(
        default=False, description="the deal was entered as typed scores, not checked"
    )
    results: dict[str, Literal["win", "draw", "loss"]] | None = Field(
        default=None,
        description="where the game is scored by results (result_points), each player's "
        "result by name; else null",
    )


class TeamOut(BaseModel):
    players: list[str] = Field(description="the team's players, in seating order")
    total: int = Field(description="its players' totals together, points")
    won: bool


class GameOut(BaseModel):
    id: str
    variant: str
    options: dict[str, Any]
    players: list[PlayerTotalOut]
    deals: list[DealOut]
    finished: bool
    winners: list[str]
    teams: list[TeamOut] = Field(
        default_factory=list,
        description="in a game played in teams (the option teams), each team's players and "
        "total, the target and the win being the team's; empty where each plays for themself",
    )
    pool: PoolOut | None = Field(
        default=None,
        description="Indian Rummy's Pool rummy: who is out, who has rejoined, and the total a "
        "rejoin would give now; null in every other game",
    )


class TableCreateRequest(Body):
    name: StrictStr = Field(description="who plays together, or where: 1 to 60 letters")


class TableUrlsOut(BaseModel):
    view: str = Field(description="the table's games and records, read only, safe to share")
    edit: str = Field(description="the table's page for who keeps the score; keep it secret")


class TableCreatedOut(BaseModel):
    id: str = Field(description="the table's view id")
    edit_key: str = Field(description='send as "table" when starting a game at the table')
    urls: TableUrlsOut


class TableGameOut(BaseModel):
    id: str = Field(description="the game's view id")
    started: str = Field(description="when the game started (UTC, ISO 8601)")
    variant: str
    game: str = Field(description="the game's name")
    deals: int = Field(description="deals played")
    players: list[PlayerTotalOut]
    teams: list[TeamOut] = Field(
        description="in a game played in teams, each team; empty where each played for themself"
    )
    finished: bool
    winners: list[str]


class PlayerRecordOut(BaseModel):
    name: str = Field(description="as in the player's latest game at the table")
    played: int = Field(description="games played, finished or not")
    won: int = Field(description="games won (a joint win counts for each winner)")
    win_rate: float | None = Field(description="games won of finished games played, 0 to 1")
    average_deal: float | None = Field(description="average deal score, points")
    best_deal: int | None = Field(description="highest deal score, points")
    went_out: int = Field(description="deals ended by going out")
    average_hand: float | None = Field(description="average points left in hand after a deal")
    longest_streak: int = Field(description="most finished games won one after another")


class PartnersOut(BaseModel):
    games: int = Field(description="finished games the pair played as partners")
    won: int = Field(description="the games of those their team won")


class HeadToHeadOut(BaseModel):
    players: list[str] = Field(description="the pair, in alphabetical order")
    games: int = Field(
        description="finished games both sat in against each other (each for themself, or on "
        "opposing teams)"
    )
    won: list[int] = Field(description="the games each of them won, in the order of players")
    partners: PartnersOut = Field(description="their games on one team, counted apart")


class MadeOut(BaseModel):
    name: str = Field(description="who made the record, as in their latest game")
    partners: list[str] = Field(
        description="in a game played in teams, the player's partners (a game total is then "
        "the team's, made together); empty where each played for themself"
    )
    points: int = Field(description="the deal score, the game total or the deficit overcome")
    game: str = Field(description="the view id of the game it was made in")
    deal: int | None = Field(None, description="the deal's number, for the best deal")


class WinningRunOut(BaseModel):
    names: list[str] = Field(description="everyone who won that many in a row")
    games: int


class GameRecordsOut(BaseModel):
    game: str = Field(description="the preset's slug")
    lowest_wins: bool = Field(description="whether its lowest total wins (its records lowest)")
    best_deal: MadeOut | None
    best_game_total: MadeOut | None = Field(description="of a finished game")
    most_wins_in_a_row: WinningRunOut | None
    biggest_comeback: MadeOut | None = Field(
        description="the most points a winner was behind the best running total after a deal "
        "of the game they won"
    )


class TableOut(BaseModel):
    id: str
    name: str
    game_count: int = Field(description="games played at the table")
    page: int = Field(description="this page of games, from 1 (newest first)")
    pages: int = Field(description="pages of games")
    next: str | None = Field(description="the next page (older games), if any")
    games: list[TableGameOut] = Field(description="this page's games, newest first")
    records: list[PlayerRecordOut] = Field(description="every player's record over every game")
    head_to_head: list[HeadToHeadOut] = Field(description="each pair's finished games together")
    game_records: list[GameRecordsOut] = Field(description="the records of each game played")
