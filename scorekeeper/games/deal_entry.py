"""Entering and fixing deals: the deal form (new and fix), its previews and discard checks,
saving (a deal another phone saved or changed first is shown side by side, a game changed
meanwhile gives the form again) and deleting a deal.

The views parse the form, ask the engine (through the store and the score sheet) and render;
they never judge a meld or add a point themselves.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from flask import abort, flash, redirect, render_template, request, url_for
from werkzeug.wrappers import Response as BaseResponse

from ..models import Deal, Game, SeatClaim
from ..rules import DealError, DealScore, NotationError, Rank, RulesError, Seating, Standings
from ..scorebook.changes.deals import (
    DealTakenError,
    GameFinishedError,
    add_deal,
    delete_deal,
    find_deal,
    replace_deal,
)
from ..scorebook.changes.links import game_by_key
from ..scorebook.changes.phantoms import needs_confirming
from ..scorebook.changes.sizes import MAX_MELDS
from ..scorebook.scores.numbers import standings_with, stored_standings
from ..scorebook.scores.scoresheet import (
    DealEntry,
    deal_plan,
    dealer_of,
    earlier_scores,
    entry_of,
    game_rules,
    players_of_deal,
    seating_of,
    starting_scores,
)
from ..scorebook.seats.seat_claims import claims_of
from ..scorebook.seats.sheets import SheetChangedError
from ..scorebook.writing import StaleGameError
from ..web.deal_form import DealForm
from ..web.kept_pages import kept_page
from ..web.whole_number import whole_number
from ..words import say
from ..words.languages import gettext
from .blueprint import bp
from .board import team_lines
from .conflicts import (
    DealChangedError,
    compare,
    shown_deal,
    snapshot,
    verify_unchanged,
    version_shown,
)
from .deal_parts import Notes, deal_parts
from .handed_in import handed_in_on

WILD_RANKS = tuple(str(rank) for rank in Rank)
"""The ranks a dealer's upcard can make wild, as the deal form's wild rank takes them."""


@bp.route("/e/<edit_key>/deals/new", methods=["GET", "POST"])
def new_deal(edit_key: str) -> str | BaseResponse | tuple[str, int]:
    """Enter the next deal, with ``wild_rank`` chosen where the scoreboard's rank of the
    dealer's upcard was tapped. The form carries a one-time ``entry_id``: sent twice, it saves
    once; and the number of the deal it was opened for: a deal another phone saved first under
    that number is shown side by side with this one, and nothing is stored until chosen."""
    game = game_by_key("edit_key", edit_key)
    number = game.deal_count + 1
    if request.method == "GET":
        if game.finished:
            flash(gettext("This game is over: start a rematch to play on."))
            return redirect(url_for(".edit", edit_key=edit_key))
        entry_id = secrets.token_hex(16)
        claims = claims_of(game) if game.seat_key else {}
        seats_held = bool(claims)
        contests = _seat_contests(claims)
        phones = _seat_phones(claims)

        def draw() -> str:
            data = {"entry_id": entry_id, "version": str(game.version), "opened_for": str(number)}
            form = _deal_form(game, number, data=data)
            if "wild_rank" in form and request.args.get("wild_rank") in WILD_RANKS:
                form.wild_rank.data = request.args["wild_rank"]  # tapped on the scoreboard
                form.wild_rank.render_kw = {"data-chosen": ""}  # a draft without one keeps it
            names = [game.players[seat].name for seat, _ in contests]
            beside = {"seat_contests": names, "seat_phones": phones}
            return _drawn_deal_page(game, form, number, seats_held=seats_held, beside=beside)

        drawn_from = (seats_held, bool(game.seat_key), contests, phones)
        return kept_page(game, "deal form", draw, drawn_from=drawn_from, own=[entry_id])

    form = _deal_form(game, number)
    token, sent = form.entry_token(), form.deal_number()
    # With the deal's number sent, a change to other deals meanwhile is no reason to refuse.
    version = form.game_version() if sent is None else None
    sheet = form.sheet_shown()

    def save(entry: DealEntry) -> Deal:
        return add_deal(game, entry, token, version, sent, sheet)

    return _deal_page(game, form, number, save)


@bp.route("/e/<edit_key>/deals/<int:number>/edit", methods=["GET", "POST"])
def edit_deal(edit_key: str, number: int) -> str | BaseResponse | tuple[str, int]:
    """Fix a deal: the same form, filled in with what was entered. The form carries the deal
    as it showed it: if another phone changed the deal since, what it changed is shown before
    anything is overwritten."""
    game = game_by_key("edit_key", edit_key)
    deal = _deal(game, number)
    # The players' open marks on this deal, beside its stored cards, whether the form opens or
    # comes back refused.
    handed_in = handed_in_on(game, deal)
    beside = {"handed_in": handed_in}
    if request.method == "GET":

        def draw() -> str:
            seats = seating_of(game).dealt_seats(deal.seats)
            data = {**DealForm.data_of(deal, seats), "shown": snapshot(deal, seats)}
            form = _deal_form(game, number, data=data)
            return _drawn_deal_page(game, form, number, beside=beside)

        # A mark is no change to the game (its version stays): the kept page is drawn from it.
        return kept_page(game, "fix form", draw, drawn_from=handed_in)
    form = _deal_form(game, number)
    shown = shown_deal(form.shown.data)
    # With the deal as shown sent, a change to other deals meanwhile is no reason to refuse.
    version = form.game_version() if shown is None else None
    sheet = form.sheet_shown()

    def save(entry: DealEntry) -> Deal:
        verify_unchanged(game, deal, shown)
        return replace_deal(game, number, entry, version, sheet)

    return _deal_page(game, form, number, save, fix=True, beside=beside)


@bp.post("/e/<edit_key>/deals/<int:number>/delete")
def remove_deal(edit_key: str, number: int) -> BaseResponse:
    """Delete a deal, if the game is still as the page that asked showed it (``version``):
    a second tap on "Yes, delete" must not delete the deal that moved up into its place."""
    game = game_by_key("edit_key", edit_key)
    _deal(game, number)
    try:
        delete_deal(game, number, version_shown())
    except StaleGameError:
        flash(
            gettext(
                "The game changed since that page was shown: deal %(number)d was not deleted. "
                "Check the scoreboard.",
                number=number,
            )
        )
    except RulesError as error:  # a later deal would not fit its new number
        flash(
            gettext(
                "Deal %(number)d was not deleted. %(reason)s Fix it instead.",
                number=number,
                reason=say(error),
            )
        )
    else:
        flash(gettext("Deal %(number)d deleted.", number=number))
    return redirect(url_for(".edit", edit_key=edit_key))


@bp.get("/e/<edit_key>/deals/<int:number>/discard")
def discard_check(edit_key: str, number: int) -> str:
    """May a player go out by discarding the card ``discard``, with the melds on the deal
    form on the table? For htmx (000 End of the play: the final discard must be unplayable)."""
    game = game_by_key("edit_key", edit_key)
    form = _deal_form(game, number, formdata=request.args)
    verdict, problem = form.discard_verdict(request.args.get("discard", ""))
    return render_template("games/_discard_check.html", verdict=verdict, problem=problem)


@bp.post("/e/<edit_key>/deals/<int:number>/preview")
def preview(edit_key: str, number: int) -> str:
    """What every player would score if the deal form were saved now, for htmx."""
    game = game_by_key("edit_key", edit_key)
    form = _deal_form(game, number)
    form.validate()
    result, problem, culprit = form.preview()
    return render_template(
        "games/_preview.html",
        form=form,
        result=result,
        problem=problem,
        culprit=culprit,
        **_after(game, form, number, result),
    )


def _after(game: Game, form: DealForm, number: int, result: DealScore | None) -> dict[str, Any]:
    """The sheet by Save's standings once the deal is stored (``after``) and, in
    partnerships, its teams' totals (``teams``)."""
    after = _standings_after(game, form, number, result)
    return {"after": after, "teams": team_lines(after) if after else ()}


def _standings_after(
    game: Game, form: DealForm, number: int, result: DealScore | None
) -> Standings | None:
    """The standings once the deal on the form is stored, for a new deal (while it does not
    score yet, the running totals as they stand: the scorekeeper sees them on the form a save
    led to); ``None`` for a fix (the later deals' totals move too)."""
    if number != game.deal_count + 1:
        return None
    if result is None:
        teams = form.rules.seat_teams(len(game.players))
        return stored_standings(game.players, game.finished, teams)
    return standings_with(game, form.rules, result)


def _deal_page(
    game: Game,
    form: DealForm,
    number: int,
    save: Callable[[DealEntry], Deal],
    *,
    fix: bool = False,
    beside: Mapping[str, object] | None = None,
) -> BaseResponse | tuple[str, int]:
    """The deal form sent: add a meld input, or save and go to the scoreboard (or show the
    form again with why it was not saved).

    :param save: stores the deal (``add_deal`` or ``replace_deal``).
    :param fix: the deal was entered before (the flash message once saved says "fixed").
    :param beside: what the page shows beside the form, as :func:`_drawn_deal_page` takes it.
    """
    changed = _players_changed(game, form)
    if changed is not None:
        return changed
    confirm = False
    seats_held = not fix and _seats_held(game)  # read with the game, not after a write
    add_meld = whole_number(request.form.get("add_meld", ""))
    if add_meld is not None and add_meld < len(form.players):
        if len(form.players[add_meld].melds) < MAX_MELDS:
            form.players[add_meld].melds.append_entry()
        page = _drawn_deal_page(game, form, number, seats_held=seats_held, sent=True, beside=beside)
        return page, 200
    if form.validate():
        entry = form.entry()
        confirm = needs_confirming(form.rules, entry) and not form.stock_out_confirmed.data
        if not confirm:
            saved = _save(game, form, number, save, entry, fix, seats_held)
            if saved is not None:
                return saved
    page = _drawn_deal_page(
        game,
        form,
        number,
        seats_held=seats_held,
        sent=True,
        refused=True,
        confirm=confirm,
        beside=beside,
    )
    return page, 422


def _drawn_deal_page(
    game: Game,
    form: DealForm,
    number: int,
    *,
    seats_held: bool = False,
    sent: bool = False,
    refused: bool = False,
    confirm: bool = False,
    beside: Mapping[str, object] | None = None,
) -> str:
    """The deal form drawn: as it opens (its fields and picker kept per version, see
    :mod:`.deal_parts`), or ``sent`` back (a meld input added; ``refused``: not saved, with
    the reasons and the scores as they would be; ``confirm``: asking to confirm the stock ran
    out).

    :param seats_held: players hand in their own cards (a new deal): the picker starts closed.
    :param beside: what the page shows beside the form: ``seat_contests`` (a new deal: the
        players whose seat a second phone tried to take), ``seat_phones`` (a new deal: the
        seats a phone holds, :func:`_seat_phones`), ``handed_in`` (a fix: the players'
        open marks on the deal, :func:`.handed_in.handed_in_on`).
    """

    def notes() -> Notes:
        return {
            field.name: (check.verdict, check.problem)
            for player in form.players
            for field in player.melds
            if not field.errors
            for check in (form.meld_check(field.data or ""),)
        }

    result, problem, culprit = form.preview() if refused else (None, None, None)
    return render_template(
        "games/deal.html",
        game=game,
        form=form,
        number=number,
        parts=deal_parts(game, form, number, notes, opened=not sent, seats_held=seats_held),
        result=result,
        problem=problem,
        culprit=culprit,
        **_after(game, form, number, result),
        confirm=confirm,
        **(beside or {}),
    )


def _save(
    game: Game,
    form: DealForm,
    number: int,
    save: Callable[[DealEntry], Deal],
    entry: DealEntry,
    fix: bool,
    seats_held: bool,
) -> BaseResponse | tuple[str, int] | None:
    """Store the deal and go to the scoreboard (``seats_held``: players hand in their own
    cards, read before the write: the next deal's form); or the page that says why it was not
    stored; or ``None`` when the engine's reason is now shown by its field."""
    try:
        deal = save(entry)
    except GameFinishedError as error:
        flash(say(error))
        return redirect(url_for(".edit", edit_key=game.edit_key))
    except DealError as error:
        form.show_error(error.path, say(error))
        return None
    except RulesError as error:
        form.show_error((error.option or "",), say(error))
        return None
    except SheetChangedError as error:  # drawn again as it now is, each change said at Save
        form.form_errors.extend(say(problem) for problem in error.problems)
        return None
    except StaleGameError as error:
        return _stale_deal_page(game, number, say(error))
    except DealTakenError as error:
        theirs = entry_of(game, find_deal(game, error.number))
        return _conflict_page(game, error.number, theirs, entry, taken=True)
    except DealChangedError as error:
        shown = _deal_form(game, number, formdata=None, data=error.shown)
        try:
            before = shown.entry()
        except NotationError:
            before = entry_of(game, _deal(game, number))
        theirs = entry_of(game, _deal(game, number))
        return _conflict_page(game, number, before, theirs, mine=entry)
    if fix:
        flash(gettext("Deal %(number)d fixed.", number=deal.number))
        return redirect(url_for(".edit", edit_key=game.edit_key))
    flash(gettext("Deal %(number)d saved.", number=deal.number))
    return redirect(_after_save(game, seats_held))


@bp.get("/e/<edit_key>/saved")
def saved(edit_key: str) -> BaseResponse:
    """Where the deal form's script goes once it has saved a new deal (``_after_save``),
    as the form sent without script is led there."""
    game = game_by_key("edit_key", edit_key)
    return redirect(_after_save(game, _seats_held(game)))


def _after_save(game: Game, seats_held: bool) -> str:
    """Where a new deal, once saved, leads the scorekeeper: while players hand in their own
    cards (``seats_held``: the seat link on and a seat held by a phone), the next deal's form,
    whose Save is their next tap (the dealer's phone says the wild rank); otherwise, or once
    the game is over, the scoreboard."""
    if not game.finished and seats_held:
        return url_for(".new_deal", edit_key=game.edit_key)
    return url_for(".edit", edit_key=game.edit_key)


def _seat_contests(claims: Mapping[int, SeatClaim]) -> tuple[tuple[int, datetime], ...]:
    """The seats a second phone tried to take (of the game's ``claims``, by seat), with when
    it last did: the new-deal form says so near its top (templates/games/_seat_contests.html),
    and the kept form is drawn from them, as a claim is no change to the game."""
    return tuple(
        sorted((seat, when) for seat, claim in claims.items() if (when := claim.contested_at))
    )


def _seat_phones(claims: Mapping[int, SeatClaim]) -> tuple[tuple[int, str | None, datetime], ...]:
    """The seats a phone holds (of the game's ``claims``, by seat), each with what the phone's
    browser said it was and since when: the new-deal form names each seat's phone in the sheet
    by Save (seats/_keeper_drafts.html), and the kept form is drawn from them."""
    return tuple(sorted((seat, claim.device, claim.claimed_at) for seat, claim in claims.items()))


def _seats_held(game: Game) -> bool:
    """Whether players hand in their own cards: the seat link is on and a phone holds a seat.
    The scorekeeper's next deal then follows each save, its card picker closed."""
    return bool(game.seat_key and claims_of(game))


def _conflict_page(
    game: Game,
    number: int,
    left: DealEntry,
    right: DealEntry,
    *,
    taken: bool = False,
    mine: DealEntry | None = None,
) -> tuple[str, int]:
    """Another phone got there first: deal ``number`` as it stands next to what was sent
    (``taken``: a new deal for a number already saved), or, for a fix, the deal before, as the
    other phone changed it, and as this phone would have it (``mine``). The entry sent rides
    along in hidden fields, to be saved only if chosen."""
    sent = [
        (name, value)
        for name, value in request.form.items(multi=True)
        if name not in ("csrf_token", "opened_for", "shown", "version", "add_meld")
    ]
    if taken:
        sent.append(("opened_for", str(game.deal_count + 1)))
    else:
        fixed = _deal(game, number)
        sent.append(("shown", snapshot(fixed, seating_of(game).dealt_seats(fixed.seats))))
    rules = game_rules(game)
    page = render_template(
        "games/conflict.html",
        game=game,
        number=number,
        taken=taken,
        comparison=compare(
            rules,
            number,
            left,
            right,
            mine,
            earlier_scores(game, rules, number),
            starting_scores(game),
        ),
        sent=sent,
        next_number=game.deal_count + 1,
    )
    return page, 409


def _stale_deal_page(game: Game, number: int, message: str) -> tuple[str, int]:
    """The deal form again with what was sent, after someone else changed the game: now for
    the game as it is (the next deal's number and dealer may have moved on), with its version,
    so that saving again is a choice made knowing the change."""
    if request.endpoint == "games.new_deal":
        number = game.deal_count + 1
    form = _deal_form(game, number)
    form.version.data = str(game.version)
    form.opened_for.data = str(number)
    form.form_errors.append(message)
    parts = deal_parts(game, form, number, lambda: {}, opened=False)
    page = render_template("games/deal.html", game=game, form=form, number=number, parts=parts)
    return page, 409


def _deal_form(game: Game, number: int, **kwargs: object) -> DealForm:
    names = players_of_deal(game, number)
    dealer = dealer_of(game, number)
    rules = game_rules(game)
    form = DealForm(rules, names, number, dealer, deal_plan(game, number), **kwargs)
    form.earlier = earlier_scores(game, rules, number)
    seating = seating_of(game)
    form.starting = tuple(
        points
        for name, points in zip(seating.names, starting_scores(game), strict=True)
        if name in names
    )
    form.dealt.data = _dealt_text(seating, names)
    return form


def _dealt_text(seating: Seating, names: Sequence[str]) -> str:
    """The seats of ``names``, as the deal form's ``dealt`` field holds them."""
    return " ".join(str(seating.names.index(name)) for name in names)


def _players_changed(game: Game, form: DealForm) -> tuple[str, int] | None:
    """The deal form drawn afresh, refused, where the one sent was drawn for other players
    (a player joined or left since it was opened on this phone); ``None`` where it was not.
    A page drawn before the field was, sent none: drawn for every player who did not join
    late."""
    seating = seating_of(game)
    sent = request.form.get("dealt", _dealt_text(seating, seating.dealt_in(None)))
    if sent == form.dealt.data:
        return None
    message = gettext(
        "The players changed since this form was opened (a player joined or left): "
        "nothing was saved. Enter the deal again for the players dealt in now: %(names)s.",
        names=", ".join(form.names),
    )
    number = form.number
    fresh = _deal_form(
        game,
        number,
        data={"entry_id": secrets.token_hex(16), "version": str(game.version)}
        | ({"opened_for": str(number)} if request.endpoint == "games.new_deal" else {}),
    )
    fresh.form_errors.append(message)
    parts = deal_parts(game, fresh, number, lambda: {}, opened=False)
    page = render_template("games/deal.html", game=game, form=fresh, number=number, parts=parts)
    return page, 409


def _deal(game: Game, number: int) -> Deal:
    try:
        return find_deal(game, number)
    except LookupError:
        abort(404)
