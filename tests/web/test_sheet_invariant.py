"""The keeper stores exactly the sheet they saw, and only what each player handed in (issue 36),
as a stateful property test at the service level: seats hand in, go back to changing their
cards (an undo, a clear, another card), hand in again; the scorekeeper looks at the drafts
(the form follows what each seat handed in), types a player's cards, takes a seat's cards as
they are now (and the seat changes them again), looks at the sheet's scores and saves, in any
order; a seat may type its score in place of its cards and switch back (issue 49, item 2).
Every deal stored holds, per player, exactly that seat's last handed-in version, or the
scorekeeper's own typing, or the cards the scorekeeper took, unchanged since; and its scores
are the scores the sheet showed. A save that would store anything else stores nothing.

5000 Rummy (000 pagat 5000 Rummy, Scoring), three players, twos wild (the dealer's upcard: 000
pagat 5000 Rummy, The deal); the deals end with the stock run out,
so each player scores what they melded less what they hold. Every card below is legal wherever
it goes, and no two players hold the same card.
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import Flask
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule, run_state_machine_as_test

from scorekeeper.extensions import db
from scorekeeper.models import Game
from scorekeeper.rules import Card, DealError, RulesError
from scorekeeper.scorebook.changes.deals import add_deal, find_deal
from scorekeeper.scorebook.changes.games import create_game
from scorekeeper.scorebook.changes.links import game_by_key
from scorekeeper.scorebook.scores.scoresheet import DealEntry, game_rules, score_entry
from scorekeeper.scorebook.seats.draft_board import draft_board
from scorekeeper.scorebook.seats.drafts import DraftError, SeatEntry, Written, save_draft
from scorekeeper.scorebook.seats.sheets import Sheet, SheetChangedError, ShownField, Source

NAMES = ("Ann", "Bob", "Cy")
MELDS = (("KS KH KD",), ("5H 6H 7H",), ("10C 10D 10S",))
HANDS = (("", "4C", "4C 9D"), ("", "QC", "3S QC"), ("", "8S", "JD 8S"))
WILD = Card.parse("2C")[0].rank
"""The dealer's upcard's rank, wild this deal: no player here holds a two."""


def entries(seat: int) -> st.SearchStrategy[SeatEntry]:
    """What seat ``seat`` may enter: its meld or none, and one of its hands; or its score typed
    in place of its cards (a seat switching between its cards and a typed score: issue 49,
    item 2)."""
    cards = st.builds(
        lambda melds, hand: SeatEntry.read(list(melds), "", hand, False),
        st.sampled_from(((), MELDS[seat])),
        st.sampled_from(HANDS[seat]),
    )
    typed = st.sampled_from(("25", "40-5")).map(lambda score: SeatEntry(score=score))
    return st.one_of(cards, typed)


any_entry = st.integers(0, 2).flatmap(lambda seat: st.tuples(st.just(seat), entries(seat)))


@dataclass(frozen=True)
class Shown:
    """A player's cards on the scorekeeper's form: ``kind`` as the sheet names where they came
    from ("none": nothing there), and the draft's revision they came from."""

    kind: str
    entry: SeatEntry
    revision: int = 0


NOTHING = Shown("none", SeatEntry())


def stored_entry(game: Game, number: int, seat: int) -> SeatEntry:
    line = next(line for line in find_deal(game, number).lines if line.seat == seat)
    return SeatEntry.read(line.melds, line.laid_off, line.hand, False)


def same_cards(one: SeatEntry, other: SeatEntry) -> bool:
    return (one.melds, one.laid_off, one.hand) == (other.melds, other.laid_off, other.hand)


def test_a_stored_deal_is_the_sheet_seen_and_what_each_seat_handed_in(app: Flask) -> None:
    class Table(RuleBasedStateMachine):
        def __init__(self) -> None:
            super().__init__()
            self.context = app.app_context()
            self.context.push()
            self.game = create_game("5000-rummy", {}, NAMES)
            self.seat_key = self.game.seat_key
            self.stored = 0
            self.new_deal()

        def new_deal(self) -> None:
            self.handed: list[tuple[SeatEntry, int] | None] = [None] * 3  # the seats' model
            self.now = [SeatEntry()] * 3
            self.revision = [0] * 3
            self.done = [False] * 3
            self.form = [NOTHING] * 3  # the scorekeeper's form
            self.changing_seen: set[int] = set()
            self.scores_shown: tuple[int, ...] = ()

        def teardown(self) -> None:
            self.context.pop()

        @property
        def number(self) -> int:
            return self.stored + 1

        def write(self, seat: int, entry: SeatEntry, handed_in: bool) -> None:
            written = save_draft(self.game, self.number, seat, entry, handed_in)
            self.written(seat, entry, handed_in, written)

        def written(self, seat: int, entry: SeatEntry, handed_in: bool, written: Written) -> None:
            """The seats' model, after seat ``seat``'s draft was written."""
            if written.revision != self.revision[seat]:  # the same draft again changes nothing
                self.revision[seat] = written.revision
            self.now[seat], self.done[seat] = entry, handed_in
            if handed_in:
                self.handed[seat] = (entry, self.revision[seat])

        @rule(seat_entry=any_entry)
        def seat_hands_in(self, seat_entry: tuple[int, SeatEntry]) -> None:
            self.write(*seat_entry, handed_in=True)

        @rule(seat_entry=any_entry)
        def seat_changes_its_cards(self, seat_entry: tuple[int, SeatEntry]) -> None:
            """An undo, a clear or another card, after Done or before it."""
            self.write(*seat_entry, handed_in=False)

        @rule(seat_entry=any_entry, leave_changing=st.booleans(), counted=st.booleans())
        def seat_hands_in_as_the_keeper_saves(
            self, seat_entry: tuple[int, SeatEntry], leave_changing: bool, counted: bool
        ) -> None:
            """A seat's Done racing the keeper's Save (issue 49, item 1), each phone's request
            with a session of its own: the seat's request has loaded the game while this deal
            is played, then the keeper's Save runs. A hand-in after the deal was stored is
            refused (``draft.deal_saved``) and leaves no draft; one before it is the seat's."""
            seat, entry = seat_entry
            number = self.number
            with app.app_context():  # the seat's request
                seats = game_by_key("seat_key", self.seat_key)
                assert seats.deal_count == number - 1
                with app.app_context():  # the keeper's, meanwhile
                    kept, self.game = self.game, game_by_key("seat_key", self.seat_key)
                    try:
                        self.keeper_saves(leave_changing, counted)
                    finally:
                        self.game = kept
                try:
                    written = save_draft(seats, number, seat, entry, True)
                except DraftError as refused:
                    assert self.number != number, refused.problem
                    assert refused.problem.code == "draft.deal_saved"
                    assert draft_board(seats, number).seats[seat].revision == 0
                else:
                    assert self.number == number
                    self.written(seat, entry, True, written)
            db.session.rollback()  # this session reads the game as the other requests left it

        @rule()
        def keeper_looks(self) -> None:
            """The form follows what each seat handed in (a poll); cards taken follow the seat's
            draft until it changes."""
            board = draft_board(self.game, self.number)
            self.changing_seen = set()
            for state in board.seats:
                shown = self.form[state.seat]
                if shown.kind == "taken" and shown.revision == state.revision:
                    continue
                if shown.kind in ("seat", "none", "taken"):
                    handed = state.handed_in
                    revision = state.handed_in_revision
                    self.form[state.seat] = Shown("seat", handed, revision) if handed else NOTHING
                if state.status == "entering" and state.handed_in is not None:
                    self.changing_seen.add(state.seat)

        @rule(seat_entry=any_entry)
        def keeper_types(self, seat_entry: tuple[int, SeatEntry]) -> None:
            seat, entry = seat_entry
            self.form[seat] = Shown("keeper", entry)

        @rule(seat=st.integers(0, 2))
        def keeper_takes_the_cards_as_they_are_now(self, seat: int) -> None:
            state = draft_board(self.game, self.number).seats[seat]
            if state.revision:
                self.form[seat] = Shown("taken", state.entry, state.revision)

        @rule()
        def keeper_reads_the_sheet(self) -> None:
            try:
                result = score_entry(game_rules(self.game), self.entry(), self.number)
            except (DealError, RulesError):
                self.scores_shown = ()
            else:
                self.scores_shown = tuple(player.score for player in result.players)

        def entry(self) -> DealEntry:
            players = tuple(
                shown.entry.player(name) for name, shown in zip(NAMES, self.form, strict=True)
            )
            return DealEntry(wild_rank=WILD, players=players, went_out=None)

        def sheet(self, leave_out: frozenset[int]) -> Sheet:
            fields = []
            for seat, shown in enumerate(self.form):
                kind = "keeper" if shown.kind == "none" else shown.kind
                source = Source(kind, None if kind == "keeper" else seat, shown.revision)  # type: ignore[arg-type]
                melds = [" ".join(map(str, meld)) for meld in shown.entry.melds]
                melds += [""] * (2 - len(melds))
                for index, meld in enumerate(melds):
                    fields.append(ShownField(seat, "melds", index, meld, source))
                hand = " ".join(map(str, shown.entry.hand))
                fields.append(ShownField(seat, "laid_off", 0, "", source))
                fields.append(ShownField(seat, "hand", 0, hand, source))
                fields.append(ShownField(seat, "score", 0, shown.entry.score or "", source))
                fields.append(ShownField(seat, "ending", 0, "stock_out", Source("keeper")))
            return Sheet(tuple(fields), leave_out, self.scores_shown)

        @rule(leave_changing=st.booleans(), counted=st.booleans())
        def keeper_saves(self, leave_changing: bool, counted: bool) -> None:
            """Save, with the sheet counted for the form as it is (as a rule), or as it was."""
            if counted:
                self.keeper_reads_the_sheet()
            sheet = self.sheet(frozenset(self.changing_seen) if leave_changing else frozenset())
            try:
                add_deal(self.game, self.entry(), sheet=sheet)
            except (SheetChangedError, DealError, RulesError):
                assert self.game.deal_count == self.stored  # nothing stored
                return
            self.stored += 1
            assert self.game.deal_count == self.stored
            deal = find_deal(self.game, self.stored)
            assert tuple(line.score for line in deal.lines) == sheet.scores
            for seat, shown in enumerate(self.form):
                stored = stored_entry(self.game, self.stored, seat)
                assert same_cards(stored, shown.entry)
                if shown.kind == "seat":  # exactly what the seat last handed in
                    handed = self.handed[seat]
                    assert handed is not None and same_cards(stored, handed[0])
                    changing = not self.done[seat] and not self.now[seat].empty
                    assert not changing or seat in sheet.leave_out
                elif shown.kind == "taken":  # the seat's cards, unchanged since they were taken
                    assert self.revision[seat] == shown.revision
                    assert same_cards(stored, self.now[seat])
                elif shown.kind == "none":  # the seat handed in no cards, or nothing at all
                    handed = self.handed[seat]
                    assert handed is None or same_cards(stored, handed[0])
            self.new_deal()

        @invariant()
        def nothing_stored_behind_the_model(self) -> None:
            assert self.game.deal_count == self.stored

    Table.TestCase.settings = settings(
        max_examples=40,
        stateful_step_count=25,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
    )
    run_state_machine_as_test(Table, settings=Table.TestCase.settings)
