"""A seat's hand-in racing the deal's save (issue 49, item 1): two requests, each with its own
session, as two phones at the table are. The seat's request loaded the game while deal 1 was
being played; before it writes, the scorekeeper's request stores deal 1. The hand-in is then
refused (``draft.deal_saved``, a 409 on the seat's page, whose phone keeps the cards typed),
and no draft of deal 1 is left behind to start its revisions again at 1.

5000 Rummy (000 pagat 5000 Rummy, Scoring), three players, twos wild (000 pagat 5000 Rummy,
The deal). Runs on SQLite and, with ``TEST_DATABASE_URL``, on PostgreSQL, where the game's row
is locked by both writes."""

from __future__ import annotations

import pytest
from flask import Flask
from sqlalchemy import select

from scorekeeper.extensions import db
from scorekeeper.models import SeatDraft
from scorekeeper.rules import Card
from scorekeeper.scorebook.changes.deals import add_deal
from scorekeeper.scorebook.changes.games import create_game
from scorekeeper.scorebook.changes.links import game_by_key
from scorekeeper.scorebook.scores.scoresheet import DealEntry
from scorekeeper.scorebook.seats.drafts import DraftError, SeatEntry, save_draft, save_wild_rank

NAMES = ("Ann", "Bob", "Cy")
WILD = Card.parse("2C")[0].rank


def first_deal() -> DealEntry:
    players = (
        SeatEntry.read(["KS KH KD"], "", "", False).player("Ann"),
        SeatEntry.read([], "", "4C", False).player("Bob"),
        SeatEntry.read([], "", "9D", False).player("Cy"),
    )
    return DealEntry(wild_rank=WILD, players=players, went_out=None)


def drafts_of_deal(number: int) -> list[tuple[int, int]]:
    query = select(SeatDraft.seat, SeatDraft.revision).filter_by(number=number)
    return [(seat, revision) for seat, revision in db.session.execute(query)]


@pytest.mark.parametrize("handed_in", [True, False])
def test_a_hand_in_after_the_deal_was_stored_is_refused(app: Flask, handed_in: bool) -> None:
    with app.app_context():
        seat_key = create_game("5000-rummy", {}, NAMES).seat_key
    with app.app_context():  # Bob's phone: its request has loaded the game
        bobs = game_by_key("seat_key", seat_key)
        assert bobs is not None and bobs.deal_count == 0
        with app.app_context():  # the scorekeeper's phone, meanwhile: Save
            keepers = game_by_key("seat_key", seat_key)
            assert keepers is not None
            add_deal(keepers, first_deal())
        with pytest.raises(DraftError) as refused:
            save_draft(bobs, 1, 1, SeatEntry.read([], "", "4C 5D", False), handed_in)
        assert refused.value.problem.code == "draft.deal_saved"
        assert refused.value.problem.params == {"number": 1, "current": 2}
        with pytest.raises(DraftError) as chosen:  # nor is a wild rank told for it
            save_wild_rank(bobs, 1, WILD)
        assert chosen.value.problem.code == "draft.deal_saved"
        assert drafts_of_deal(1) == []
        written = save_draft(bobs, 2, 1, SeatEntry.read([], "", "4C 5D", False), handed_in)
        assert (written.revision, drafts_of_deal(2)) == (1, [(1, 1)])


def test_a_hand_in_before_the_save_is_written_and_the_save_clears_it(app: Flask) -> None:
    """The other way round: the hand-in is written first; the deal's save then takes the game
    as it is after it (the seats' drafts of the saved deal are cleared)."""
    with app.app_context():
        seat_key = create_game("5000-rummy", {}, NAMES).seat_key
    with app.app_context():
        keepers = game_by_key("seat_key", seat_key)
        assert keepers is not None and keepers.deal_count == 0
        with app.app_context():
            bobs = game_by_key("seat_key", seat_key)
            assert bobs is not None
            written = save_draft(bobs, 1, 1, SeatEntry.read([], "", "4C", False), True)
            assert (written.status, written.revision) == ("handed_in", 1)
        add_deal(keepers, first_deal())
        assert keepers.deal_count == 1
        assert drafts_of_deal(1) == []
