"""Save stores what each seat handed in or what the scorekeeper typed, never a mix the sheet did
not name (issue 49, items 2 to 4), at the service level: a seat that hands in cards and then
types its score (the deal becomes one of typed scores), a seat's cards taken as they are in the
middle of a change, and a deal that would leave out what a seat handed in.

5000 Rummy (000 pagat 5000 Rummy, Scoring: aces 100, K Q J 10 10 points, 2 to 9 5 points), twos
wild (the dealer's upcard), Ann, Ben and Cat; the stock ran out, so each scores what they
melded. Typed scores are not counted (no rule is cited for them).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.models import Game
from scorekeeper.rules import Card, PlayerDeal
from scorekeeper.scorebook.changes.deals import add_deal, find_deal
from scorekeeper.scorebook.changes.games import create_game
from scorekeeper.scorebook.scores.scoresheet import DealEntry
from scorekeeper.scorebook.seats.drafts import SeatEntry, save_draft
from scorekeeper.scorebook.seats.kept_drafts import stored_line
from scorekeeper.scorebook.seats.sheets import Sheet, SheetChangedError, ShownField, Source
from tests.web.game_pages import GameActions, page_text
from tests.web.seated_games import open_seat, put_draft, seated_game

NAMES = ("Ann", "Ben", "Cat")
WILD = Card.parse("2C")[0].rank
BEN = SeatEntry.read([["AS", "AH", "AD"]], "", "", False)
CAT = SeatEntry.read([["5C", "6C", "7C"]], "", "QH 3H", False)


@pytest.fixture
def game(app: Flask) -> Iterator[Game]:
    with app.app_context():
        yield create_game("5000-rummy", {}, NAMES)


def fields(seat: int, entry: SeatEntry, source: Source, score: str = "") -> list[ShownField]:
    """A player's fields as the deal form sends them: two meld inputs, the lay-offs, the hand
    and the score (the cards hidden in a deal of typed scores, the score in a deal of cards),
    all from ``source``; the score from ``score_source`` where it is the scorekeeper's."""
    melds = [" ".join(map(str, meld)) for meld in entry.melds] + ["", ""]
    shown = [ShownField(seat, "melds", index, melds[index], source) for index in range(2)]
    shown.append(ShownField(seat, "laid_off", 0, " ".join(map(str, entry.laid_off)), source))
    shown.append(ShownField(seat, "hand", 0, " ".join(map(str, entry.hand)), source))
    shown.append(ShownField(seat, "score", 0, score or entry.score or "", source))
    shown.append(ShownField(seat, "ending", 0, "stock_out", Source("keeper")))
    return shown


def typed(*scores: str) -> DealEntry:
    players = tuple(
        PlayerDeal(name, typed=score) for name, score in zip(NAMES, scores, strict=True)
    )
    return DealEntry(wild_rank=WILD, players=players, went_out=None)


def of_cards(*entries: SeatEntry) -> DealEntry:
    players = tuple(entry.player(name) for name, entry in zip(NAMES, entries, strict=True))
    return DealEntry(wild_rank=WILD, players=players, went_out=None)


def sheet(*seats: Sequence[ShownField]) -> Sheet:
    return Sheet(tuple(item for shown in seats for item in shown), frozenset(), None)


def refused(game: Game, entry: DealEntry, shown: Sheet) -> tuple[str, ...]:
    with pytest.raises(SheetChangedError) as raised:
        add_deal(game, entry, sheet=shown)
    assert game.deal_count == 0
    return tuple(
        f"{problem.code} {problem.params.get('name', '')}" for problem in raised.value.problems
    )


def ben_and_cat_hand_in(game: Game) -> tuple[int, int]:
    """Ben hands in his aces; Cat hands in her cards, then types 50 and hands that in (the
    deal becomes one of typed scores): their revisions handed in."""
    ben = save_draft(game, 1, 1, BEN, handed_in=True).revision
    save_draft(game, 1, 2, CAT, handed_in=True)
    cat = save_draft(game, 1, 2, SeatEntry.read([], "", "", False, score="50"), True).revision
    return ben, cat


def test_a_typed_deal_stores_no_score_for_a_seat_that_handed_in_cards_unless_the_keeper_chose(
    game: Game,
) -> None:
    """Item 2: Ben handed in cards, Cat then typed 50. A score typed for Ben by the keeper
    before his cards came, or none, stores nothing (his cards would be left out, unnamed);
    his score typed over the very cards he handed in (``kept``) stores that score."""
    ben, cat = ben_and_cat_hand_in(game)
    cat_typed = SeatEntry(score="50")
    ann = fields(0, SeatEntry(), Source("keeper"), "10")
    from_cat = fields(2, cat_typed, Source("seat", 2, cat))
    keeper_over_ben = fields(1, BEN, Source("seat", 1, ben))
    keeper_over_ben[4] = ShownField(1, "score", 0, "400", Source("keeper"))
    assert refused(game, typed("10", "400", "50"), sheet(ann, keeper_over_ben, from_cat)) == (
        "sheet.phone_differs Ben",
    )

    kept_over_ben = list(keeper_over_ben)
    kept_over_ben[4] = ShownField(1, "score", 0, "400", Source("kept", 1, ben))
    add_deal(game, typed("10", "400", "50"), sheet=sheet(ann, kept_over_ben, from_cat))
    assert [line.typed for line in find_deal(game, 1).lines] == ["10", "400", "50"]


def test_a_deal_of_cards_leaves_out_no_score_a_seat_typed(game: Game) -> None:
    """Item 2, the way out the page offered: the box "Type each player's score" unticked, the
    deal of cards stored Ben's aces and no cards of Cat, who handed in a typed 50."""
    ben, cat = ben_and_cat_hand_in(game)
    ann = fields(0, SeatEntry(), Source("keeper"))
    from_ben = fields(1, BEN, Source("seat", 1, ben))
    from_cat = fields(2, SeatEntry(score="50"), Source("seat", 2, cat))
    entry = of_cards(SeatEntry(), BEN, SeatEntry())
    assert refused(game, entry, sheet(ann, from_ben, from_cat)) == ("sheet.phone_differs Cat",)


def test_a_deal_that_leaves_out_every_seats_cards_is_not_stored(game: Game) -> None:
    """Item 4: every seat handed in cards, and the scorekeeper typed each score over none of
    them: "all handed in" would store none of what they handed in."""
    ann_entry = SeatEntry.read([["KS", "KH", "KD"]], "", "", False)
    revisions = [
        save_draft(game, 1, seat, entry, handed_in=True).revision
        for seat, entry in enumerate((ann_entry, BEN, CAT))
    ]
    shown = []
    for seat, entry in enumerate((ann_entry, BEN, CAT)):
        seat_fields = fields(seat, entry, Source("seat", seat, revisions[seat]))
        seat_fields[4] = ShownField(seat, "score", 0, "30", Source("keeper"))
        shown.append(seat_fields)
    assert refused(game, typed("30", "30", "30"), sheet(*shown)) == tuple(
        f"sheet.phone_differs {name}" for name in NAMES
    )
    # The same deal as cards, from the seats, stores what each handed in.
    add_deal(game, of_cards(ann_entry, BEN, CAT), sheet=sheet(*shown))
    assert [line.score for line in find_deal(game, 1).lines] == [30, 300, 15]


def test_cards_taken_as_they_are_are_all_taken_or_nothing_is_stored(game: Game) -> None:
    """Item 3: Cat handed in her run and QH 3H, then cleared her run and changed her hand to
    QH JS. A sheet with her hand taken as it is now beside the run she handed in before is a
    mix of two versions: nothing is stored. Taken whole, her cards as they are are stored, and
    kept with the deal as taken, with what she had handed in."""
    save_draft(game, 1, 2, CAT, handed_in=True)
    now = SeatEntry.read([], "", "QH JS", False)
    revision = save_draft(game, 1, 2, now).revision
    handed = Source("seat", 2, revision - 1)
    mix = fields(2, now, Source("taken", 2, revision))
    mix[0] = ShownField(2, "melds", 0, "5C 6C 7C", handed)
    ann = fields(0, SeatEntry(), Source("keeper"))
    ben = fields(1, BEN, Source("keeper"))
    entry = of_cards(SeatEntry(), BEN, SeatEntry.read([["5C", "6C", "7C"]], "", "QH JS", False))
    assert refused(game, entry, sheet(ann, ben, mix)) == ("sheet.draft_changed Cat",)

    whole = fields(2, now, Source("taken", 2, revision))
    whole[0] = ShownField(2, "melds", 0, "", Source("taken", 2, revision))
    add_deal(game, of_cards(SeatEntry(), BEN, now), sheet=sheet(ann, ben, whole))
    stored = stored_line(game, 1, 2)
    assert stored is not None and stored.taken
    assert stored.player.hand == Card.parse("QH JS")
    assert stored.changed is not None and stored.changed.hand == Card.parse("QH 3H")


def test_a_seats_page_says_its_cards_were_stored_as_taken(
    client: FlaskClient, games: GameActions
) -> None:
    """Item 3: Bob hands in his run and 2C QS, then undoes the QS; the scorekeeper uses his
    cards as they are now. His page says the deal stored them as taken, not as he handed them
    in, and what he had handed in."""
    _, keys = seated_game(games)
    seat_url = f"/s/{keys['seat_key']}/2"
    open_seat(client, seat_url)
    bob = {"melds": [["7H", "8H", "9H"]], "hand": ["2C", "QS"], "handed_in": True}
    assert put_draft(client, keys, 2, 2, bob).get_json()["status"] == "handed_in"
    changing = put_draft(client, keys, 2, 2, {"melds": [["7H", "8H", "9H"]], "hand": ["2C"]})
    taken = f"taken:2:{changing.get_json()['revision']}"
    body = {
        "wild_rank": "5",
        "players": [
            {"name": "Ann", "melds": [["KS", "KH", "KD"]]},
            {"name": "Bob", "melds": [["7H", "8H", "9H"]], "hand": ["2C"]},
            {"name": "Cy"},
        ],
        "went_out": "Ann",
        "sheet": {"players": [{"name": "Bob", "melds": [taken], "hand": taken}]},
    }
    saved = client.post(
        f"/api/v1/games/{keys['view_id']}/deals",
        json=body,
        headers={"Authorization": f"Bearer {keys['edit_key']}"},
    )
    assert saved.status_code == 201, saved.get_json()
    page = page_text(client.get(seat_url))
    assert "Your cards as the scorekeeper took them, not as you handed them in." in page
    note = page.split("not as you handed them in. You had handed in:")[1]
    assert "2♣" in note and "Q♠" in note.split("If that is")[0]
