"""The checks every game's deal goes through, or several games share: the facts against the
game (:func:`verify_facts`), the names and the cards against the packs, the cards a player can
hold, lay-offs and going out, the points of the melds. Each game's module (``points``, ``tonk``,
``gin``) calls those its rules need, in the order it checks a deal.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .cards import JOKER, Card, Rank
from .deal import Ending, PlayerDeal, Said
from .dealing import contract_of, hand_size, scheduled_wild_rank
from .errors import DealError, PlayerNameError, RulesError
from .game import DealFacts
from .melds import TableMeld, on_table, pack_problem
from .options import Rules
from .problems import Param, Path, Problem


def verify_facts(facts: DealFacts, endings: tuple[Ending, ...]) -> None:
    """Check the facts of a deal beside its cards against the game: the wild rank (and the
    schedule's), the deal's number and contract, rummy, how the deal ended (``endings``: the
    game's, :attr:`~scorekeeper.rules.game.Game.endings`), a first-turn bonus.

    :raises RulesError: naming the fact (``option``).
    """
    rules, wild_rank, went_out, number = facts.rules, facts.wild_rank, facts.went_out, facts.number
    rummy, ending, first_turn = facts.rummy, facts.ending, facts.first_turn
    rules.verify_wild_rank(wild_rank)
    if number is not None:
        rules.verify_number(number)
        expected = scheduled_wild_rank(rules, number)
        if expected is not None and wild_rank is not expected:
            given = None if wild_rank is None else str(wild_rank)
            said: dict[str, Param] = {
                "variant": rules.variant,
                "number": number,
                "expected": str(expected),
            }
            raise RulesError(
                Problem("wild_rank.off_schedule", said | {"given": given}, ("wild_rank",))
            )
        contract_of(rules, number)
    game: dict[str, Param] = {"variant": rules.variant}
    if rummy and not rules.rummy_doubles:
        raise RulesError(Problem("deal.no_rummy_doubling", game, ("rummy",)))
    if rummy and went_out is None:
        raise RulesError(Problem("deal.rummy_without_going_out", {}, ("rummy",)))
    if (ending is not None) != bool(endings):
        if ending is None:
            raise RulesError(Problem("tonk.ending_needed", game, ("ending",)))
        raise RulesError(Problem("tonk.no_endings", game, ("ending",)))
    if ending is not None and ending not in endings:
        said = game | {"ending": ending, "endings": endings}
        raise RulesError(Problem("deal.ending_not_in_game", said, ("ending",)))
    if ending is not None and (ending == "stock_out") != (went_out is None):
        raise RulesError(Problem("tonk.who_ended_needed", {}, ("went_out",)))
    if went_out is None and ending is None and rules.restock_from_discards:
        raise RulesError(Problem("going_out.needed", game, ("went_out",)))
    if first_turn is not None and not rules.continental_bonuses:
        raise RulesError(Problem("going_out.no_first_turn_bonus", game, ("first_turn",)))
    if first_turn is not None and went_out is None:
        raise RulesError(Problem("going_out.first_turn_without_going_out", {}, ("first_turn",)))


def verify_upcard(rules: Rules, upcard: Card | None, ending: Ending | None) -> None:
    """An upcard where it sets the knock limit (005 Variations, Oklahoma Gin), and only there;
    a draw scores nothing, so it may leave it out.

    :raises RulesError: naming ``upcard``.
    """
    game: dict[str, Param] = {"variant": rules.variant}
    if upcard is not None and not rules.oklahoma:
        raise RulesError(Problem("upcard.not_in_game", game, ("upcard",)))
    if upcard is not None and upcard == JOKER:
        raise RulesError(Problem("upcard.joker", game, ("upcard",)))
    if rules.oklahoma and upcard is None and ending != "stock_out":
        raise RulesError(Problem("upcard.needed", game, ("upcard",)))


def deal_wild_rank(rules: Rules, wild_rank: Rank | None, number: int | None) -> Rank | None:
    """A deal's wild rank: ``wild_rank`` as given, or where the game's schedule gives it and
    none is given, the schedule's for deal ``number``: "in Round 1, 3s are wild; in Round 2, 4s
    are wild" (004 Rummy 11); "you automatically start with Aces being wild, and work your way
    up the ranks" (003 V2).

    :raises RulesError: for a scheduled wild rank neither given nor said by a ``number``
        (``option`` is ``number``).

    >>> from scorekeeper.rules.presets import find_preset
    >>> str(deal_wild_rank(find_preset("rummy-11"), None, 2))
    '4'
    """
    if wild_rank is not None or rules.wild_schedule == "none":
        return wild_rank
    if number is None:
        raise RulesError(
            Problem("wild_rank.number_needed", {"variant": rules.variant}, ("number",))
        )
    return scheduled_wild_rank(rules, number)


def verify_names(players: Sequence[PlayerDeal], went_out: str | None) -> None:
    if not players:
        raise PlayerNameError(Problem("deal.no_players", {}, ("players",)))
    seen: set[str] = set()
    for index, player in enumerate(players):
        path: Path = ("players", index, "name")
        if not player.name.strip():
            raise PlayerNameError(Problem("deal.name_missing", {}, path))
        if player.name in seen:
            raise PlayerNameError(Problem("deal.named_twice", {"name": player.name}, path))
        seen.add(player.name)
    if went_out is not None and went_out not in seen:
        said: dict[str, Param] = {"name": went_out}
        raise PlayerNameError(Problem("deal.went_out_unknown", said, ("went_out",)))


def verify_pack(players: Sequence[PlayerDeal], rules: Rules) -> None:
    """Every card entered at most as often as the packs hold it, pointing at the first excess."""
    counts: Counter[Card] = Counter()
    for index, player in enumerate(players):
        places: list[tuple[Path, tuple[Card, ...]]] = [
            (("players", index, "melds", number), meld) for number, meld in enumerate(player.melds)
        ]
        places += [(("players", index, "laid_off"), player.laid_off)]
        places += [(("players", index, "hand"), player.hand)]
        for path, cards in places:
            counts.update(cards)
            excess = [card for card in cards if counts[card] > rules.pack[card]]
            if excess:
                entered = [card for card in counts.elements() if card == excess[0]]
                found = pack_problem(entered, rules)
                if found is None:
                    raise DealError(
                        Problem("deal.entered_too_often", {"card": str(excess[0])}, path)
                    )
                raise DealError(found.at(path))


def verify_sayings(facts: DealFacts, sayings: Sequence[Said]) -> None:
    """What each player said beyond the cards is something the game's players say
    (``Game.sayings``: Indian Rummy's drops and wrong show, Buraco's morto never taken).

    :raises DealError: ``indian.said_not_in_game`` (``variant``, ``name``) at the player's
        ``said``.
    """
    for index, player in enumerate(facts.players):
        if player.said is not None and player.said not in sayings:
            said: dict[str, Param] = {"variant": facts.rules.variant, "name": player.name}
            raise DealError(Problem("indian.said_not_in_game", said, ("players", index, "said")))


def verify_said_nothing(facts: DealFacts) -> None:
    """Nobody said a drop or a wrong show, nor rejoined: those are Indian Rummy's (006).

    :raises DealError: ``indian.said_not_in_game`` (``variant``, ``name``) at the player's
        ``said`` or ``rejoined``.
    """
    for index, player in enumerate(facts.players):
        if player.said is not None or player.rejoined:
            said: dict[str, Param] = {"variant": facts.rules.variant, "name": player.name}
            field = "said" if player.said is not None else "rejoined"
            raise DealError(Problem("indian.said_not_in_game", said, ("players", index, field)))


def verify_some_cards(facts: DealFacts) -> None:
    """A player who went out got rid of cards, so a deal someone went out of with no card
    entered anywhere was never played (000 End of the play: "A player has only one card left
    after melding and discards it").

    :raises DealError: ``deal.no_cards_entered`` (``name``) at the players.
    """
    if facts.went_out is not None and not any(cards_of(player) for player in facts.players):
        said: dict[str, Param] = {"name": facts.went_out}
        raise DealError(Problem("deal.no_cards_entered", said, ("players",)))


def verify_most_cards(
    facts: DealFacts,
    no_discard: Callable[[PlayerDeal], bool],
    code: str,
    *,
    one_card_turns: bool = False,
    also: Callable[[int, PlayerDeal, int], None] | None = None,
) -> None:
    """No more cards than a player can hold: where each turn draws one card and discards one
    (:func:`most_cards_held`), nobody holds more than the cards dealt, melded, laid off and in
    hand together, but a player who went out without a discard (``no_discard``: the last card
    drawn is melded). ``also`` checks each player first, with the cards dealt.

    :raises DealError: ``code`` (``name``, ``cards``, ``dealt``, ``variant``, ``most``) at the
        hand with too many cards.
    """
    rules = facts.rules
    dealt = most_cards_held(rules, len(facts.players), False, one_card_turns=one_card_turns)
    if dealt is None:
        return
    for index, player in enumerate(facts.players):
        if also is not None:
            also(index, player, dealt)
        most = dealt + no_discard(player)
        cards = len(cards_of(player))
        if cards > most:
            said: dict[str, Param] = {"name": player.name, "cards": cards, "dealt": dealt}
            said |= {"variant": rules.variant, "most": most}
            raise DealError(Problem(code, said, ("players", index, "hand")))


def most_cards_held(
    rules: Rules, players: int, no_discard: bool, *, one_card_turns: bool = False
) -> int | None:
    """The most cards one player can have entered at the end of a deal, melded, laid off and in hand
    together, where each turn draws one card and discards one: the cards dealt, one more for
    going out without a final discard (``no_discard``); ``one_card_turns`` where the game plays
    so whatever its options (:attr:`~scorekeeper.rules.game.Game.one_card_turns`). So in Tonk
    (004: "Deal each player five cards"), Rummy (004: "With two players, ten cards each"; a turn
    draws the top card of the stock or of the discard pile) and Koon Kan (004: "Deal ten cards
    to each player"; "The player may not place the draw card in his hand"). ``None`` where a
    turn may take more (several cards from the discard pile, 000; a joker swapped out of a meld,
    004 Contract Rummy), where a player may take cards out of turn and discard none (004
    Contract Rummy, Drawing cards: "he or she must take both the discard and the topmost stock
    card. Player three may not discard", which Continental Rummy's fixed going-out hands play
    by: "Continental Rummy follows the basic rules of Contract Rummy ... the contracts are
    fixed"), or where the hands are not of one size (sized by upcards, by contract, or by the
    deal's number).

    >>> from scorekeeper.rules.presets import find_preset
    >>> most_cards_held(find_preset("tonk"), 2, no_discard=False, one_card_turns=True)
    5
    >>> most_cards_held(find_preset("rummy"), 2, no_discard=True)
    11
    >>> most_cards_held(find_preset("500-rummy"), 2, no_discard=False) is None
    True
    >>> most_cards_held(find_preset("continental-rummy"), 2, no_discard=False) is None
    True
    """
    one_card_turns = one_card_turns or (
        rules.discard_draw in ("top_card", "meld_taken")
        and not rules.contracts
        and not rules.going_out_patterns
        and not rules.wild_swap
        and rules.wild_schedule == "none"
    )
    dealt = hand_size(rules, players, 1) if one_card_turns and rules.hand_sizes else None
    return None if dealt is None else dealt + no_discard


def cards_of(player: PlayerDeal) -> tuple[Card, ...]:
    """Every card a player entered: melded, laid off and in hand."""
    return (*(card for meld in player.melds for card in meld), *player.laid_off, *player.hand)


@dataclass(frozen=True)
class LaidOut:
    """A deal's cards as counted: each player's melds on the table, their points, and the
    points left in each hand.

    :ivar tables: each player's melds as they lie on the table, in seating order.
    :ivar melded: each player's melds and lay-offs (points).
    :ivar hands: each player's cards left in hand (points).
    """

    tables: list[list[TableMeld]]
    melded: list[int]
    hands: list[int]


def laid_out(facts: DealFacts) -> LaidOut:
    """Each player's melds judged and counted, and their hand counted.

    :raises DealError: ``deal.illegal_meld`` (``name``, ``meld``) at the first illegal meld.
    """
    rules, wild_rank = facts.rules, facts.wild_rank
    tables = [
        [
            on_table(meld, rules, wild_rank, player.stated(number))
            for number, meld in enumerate(player.melds)
        ]
        for player in facts.players
    ]
    melded = [
        melded_points(i, player, tables[i], rules, wild_rank)
        for i, player in enumerate(facts.players)
    ]
    hands = [
        sum(rules.card_value(card, wild_rank) for card in player.hand) for player in facts.players
    ]
    return LaidOut(tables, melded, hands)


def melded_points(
    index: int,
    player: PlayerDeal,
    tables: Sequence[TableMeld],
    rules: Rules,
    wild_rank: Rank | None,
) -> int:
    points = 0
    for number, table in enumerate(tables):
        verdict = table.verdict
        if verdict.points is None:
            said: dict[str, Param] = {"name": player.name, "meld": verdict.problem}
            raise DealError(Problem("deal.illegal_meld", said, ("players", index, "melds", number)))
        points += verdict.points
    return points + sum(rules.card_value(card, wild_rank) for card in player.laid_off)


def verify_lay_off_order(
    rules: Rules, index: int, player: PlayerDeal, went_out: str | None
) -> None:
    """Lay-offs only after the player's own first meld, where the table plays so (002); melds
    only by the player who went out, where melding is going out: "players may not meld or build
    any other cards. You go out with the above hands in one fell swoop, or you don't go out at
    all" (004 Continental Rummy)."""
    if rules.melds_only_going_out and player.name != went_out and (player.melds or player.laid_off):
        path: Path = (
            ("players", index, "melds", 0) if player.melds else ("players", index, "laid_off")
        )
        said: dict[str, Param] = {"name": player.name, "variant": rules.variant}
        raise DealError(Problem("going_out.melded_without_going_out", said, path))
    if rules.lay_off_after_own_meld and player.laid_off and not player.melds:
        raise DealError(
            Problem(
                "deal.laid_off_before_melding",
                {"name": player.name},
                ("players", index, "laid_off"),
            )
        )


def verify_empty_hand(index: int, player: PlayerDeal) -> None:
    """Check that the player who went out has no cards left in hand: "When a player melds all
    cards in his hand, he goes out" (004 Rummy); "having no cards left in hand. This is called
    going out" (000 pagat 5000 Rummy, End of the play); "A player has no cards left in hand"
    (001 pagat 500 Rummy, The Play); Tonk's player who goes out by melding (004 Tonk). A knock
    or a tonk shown is no going out: those hands are counted.

    :param index: the player's seat, for the error's path.
    :raises DealError: pointing at the player's hand.
    """
    if player.hand:
        said: dict[str, Param] = {
            "name": player.name,
            "cards": tuple(str(card) for card in player.hand),
        }
        raise DealError(Problem("going_out.cards_left_in_hand", said, ("players", index, "hand")))


def verify_going_out(rules: Rules, index: int, player: PlayerDeal) -> None:
    """The player who went out did so as the rules allow: with exactly ``going_out_cards``
    melded (004 Koon Kan) or with one of the going-out hands, building on no meld (004
    Continental Rummy: "players may not meld or build any other cards. You go out with the
    above hands in one fell swoop")."""
    melded = sum(len(meld) for meld in player.melds) + len(player.laid_off)
    path: Path = ("players", index, "melds", 0) if player.melds else ("went_out",)
    said: dict[str, Param] = {"name": player.name}
    if rules.going_out_cards is not None and melded != rules.going_out_cards:
        said |= {"melded": melded, "needed": rules.going_out_cards}
        raise DealError(Problem("going_out.wrong_card_count", said, path))
    if rules.going_out_patterns:
        if player.laid_off:
            built: dict[str, Param] = {
                "name": player.name,
                "cards": tuple(str(card) for card in player.laid_off),
                "variant": rules.variant,
            }
            laid_off: Path = ("players", index, "laid_off")
            raise DealError(Problem("going_out.built_on_going_out", built, laid_off))
        lengths = tuple(sorted((len(meld) for meld in player.melds), reverse=True))
        if lengths not in rules.going_out_patterns:
            said |= {"lengths": lengths, "hands": rules.going_out_patterns}
            raise DealError(Problem("going_out.not_a_going_out_hand", said, path))
