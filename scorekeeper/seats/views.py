"""The seat pages: "Who are you?", then a seat's own page for the deal being played.

A seat link (``/s/<seat_key>``) may write its own seat's draft of the current deal, read the
scoreboard and what the last deal stored for the seat, and say that this is not what the seat
handed in: nothing else. A phone claims a free seat by confirming the player's name ("Are you
Ann?", or the name tapped on "Who are you?"), a POST: opening a seat's page claims nothing.
Only that phone writes the seat, until it changes seat or the scorekeeper frees the seat
(:mod:`scorekeeper.scorebook.seats.seat_claims`; a phone or an address claims a few seats a game at
most, :mod:`scorekeeper.web.seat_claim_limit`). The scorekeeper
switches the link on, off or changes it from the game's page (``/e/<edit_key>/seat-link``).
The seat page's scripts write the draft through the JSON API
(``PUT /api/v1/games/<id>/deals/<n>/drafts/<seat>``); the form below also works as a plain
POST, without them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from flask import (
    abort,
    current_app,
    flash,
    get_template_attribute,
    make_response,
    redirect,
    render_template,
    request,
    url_for,
)
from flask_babel import lazy_gettext as _l
from markupsafe import Markup
from werkzeug.wrappers import Response as BaseResponse
from wtforms import Field

from ..models import Game, SeatDraft
from ..rules import NotationError, Rank, Rules, RulesError, dealer_seat, game_of
from ..scorebook.changes.links import game_by_key
from ..scorebook.scores.kept import kept_for_version
from ..scorebook.scores.scoresheet import deal_plan, dealer_of, game_rules, player_marks
from ..scorebook.seats.draft_board import draft_board
from ..scorebook.seats.drafts import (
    REFUSED_NOW,
    DraftError,
    current_number,
    drafts_of,
    drafts_tag,
    facts_tag,
    save_draft,
    save_wild_rank,
    seats_live_tags,
    status_of,
    wild_rank_of,
)
from ..scorebook.seats.kept_drafts import StoredLine, mark_not_handed_in, stored_line
from ..scorebook.seats.seat_claims import (
    PHONE_COOKIE,
    PHONE_PATTERN,
    SeatTaken,
    free_seat,
    let_go,
    new_phone,
    take_seat,
)
from ..scorebook.seats.seat_links import set_seat_link
from ..scorebook.seats.seat_look import seat_look
from ..web import held_polls
from ..web.change_limit import change_limit
from ..web.etags import in_words, names_etag, unchanged
from ..web.held_polls import hold_limit
from ..web.kept_pages import kept_page
from ..web.phone_labels import phone_label
from ..web.recent_games import remember
from ..web.seat_claim_limit import new_claim
from ..web.share import qr_svg
from ..web.whole_number import whole_number
from ..words import say
from ..words.languages import gettext, page_language
from .blueprint import bp
from .seat_form import SeatForm

SEAT_COOKIE = "seat"
"""Remembers on a phone which seat it is, for its seat link's path only (a year)."""
HANDED_IN = _l(
    "Handed in. Saved: the scorekeeper sees it. You can change it until the deal is saved."
)
"""What a seat page says of a draft handed in ("Done"): only then is it the scorekeeper's."""
KEPT = _l("Kept. Tap Done when all your cards are in.")
"""What a seat page says of a draft kept before it is handed in."""
LIVE_SECONDS = 3
"""How often a seat page asks whether the deal moved on or the wild rank was chosen, where the
server answers at once; where it holds the question (``Live-Hold``), how long a page with a card
of the deal in asks it to (``seat-live.js``), six times that before. ``SEAT_LIVE_SECONDS`` in the
app's config sets another (the end-to-end tests' server: a test waits for what a question
brings, as a seat following the scorekeeper to the next deal)."""


@bp.get("/s/<seat_key>")
def choose(seat_key: str) -> str | BaseResponse:
    """ "Who are you?": the game's players; a phone that chose before goes to its seat,
    unless it asks to change (``?change``)."""
    game = game_by_key("seat_key", seat_key, numbers=False)
    remembered = request.cookies.get(SEAT_COOKIE, "")
    if "change" not in request.args and remembered.isdigit():
        if int(remembered) < len(game.players):
            return redirect(url_for(".seat", seat_key=seat_key, seat=int(remembered) + 1))
    return render_template("seats/choose.html", game=game, seat_key=seat_key)


@bp.route("/s/<seat_key>/<int:seat>", methods=["GET", "POST"])
def seat(seat_key: str, seat: int) -> str | BaseResponse | tuple[str, int]:
    """A seat's page: the deal being played, its wild rank, this player's cards. A POST (the
    page without scripts) saves the draft, "Done" hands it in, "New meld" adds a meld input.
    Opened by a phone that does not hold the seat, a free seat asks "Are you Ann?" first
    (:func:`claim`), claiming nothing; a seat another phone holds is refused (409, "Who are
    you?" again, saying so)."""
    phone = _phone() or new_phone()
    status = 200
    if request.method == "GET":
        page = _opened(seat_key, seat, phone)
        if not isinstance(page, str):
            return page
    else:
        game = game_by_key("seat_key", seat_key, numbers=False)
        place = _place(game, seat)
        refused = _refused_unless_held(game, seat_key, place, phone)
        if refused is not None:
            return refused
        number, drafts, stored = _deal_of(game, place)
        form = SeatForm.for_seat(drafts.get(place), request.form, number, game_rules(game))
        if "add_meld" in request.form:
            form.melds.append_entry()
        else:
            try:
                entry = form.entry()
                save_draft(game, form.deal_number() or 0, place, entry, "done" in request.form)
            except DraftError as error:
                form.show_error(error.field, say(error))
                status = 409 if error.problem.code in REFUSED_NOW else 422
            else:
                flash(str(HANDED_IN if "done" in request.form else KEPT))
                saved = redirect(url_for(".seat", seat_key=seat_key, seat=seat))
                _keep_phone(saved, phone)
                return saved
        page = _seat_page(game, seat_key, place, number, drafts, stored, phone, form)
    response = make_response(page, status)
    _keep_phone(response, phone)
    _keep_seat(response, seat_key, seat)
    return response


@bp.post("/s/<seat_key>/<int:seat>/claim")
def claim(seat_key: str, seat: int) -> BaseResponse:
    """ "Yes, I am Ann" (or the name tapped on "Who are you?"): this phone claims seat number
    ``seat`` (from 1), letting go of the seat it held before in the game, and opens its page
    (303). The phone's seat already: its page. Another phone's: "Who are you?" again, saying
    so (409). Past the limit on claims: 429 in words, nothing written
    (:mod:`scorekeeper.web.seat_claim_limit`)."""
    phone = _phone() or new_phone()
    game = game_by_key("seat_key", seat_key, numbers=False)
    place = _place(game, seat)
    try:
        take_seat(game, place, phone, choosing=True, claiming=new_claim(game, phone))
    except SeatTaken as taken:
        return _taken(game, seat_key, taken, phone)
    response = redirect(url_for(".seat", seat_key=seat_key, seat=seat), 303)
    _keep_phone(response, phone)
    _keep_seat(response, seat_key, seat)
    return response


def _keep_seat(response: BaseResponse, seat_key: str, seat: int) -> None:
    """Remember on this phone that it is seat number ``seat`` (from 1) of this seat link."""
    response.set_cookie(
        SEAT_COOKIE,
        str(seat - 1),
        max_age=365 * 24 * 3600,
        path=url_for(".choose", seat_key=seat_key),
        samesite="Lax",
        secure=request.is_secure,
        httponly=True,
    )


def _opened(seat_key: str, seat: int, phone: str) -> str | BaseResponse:
    """Seat number ``seat``'s page (from 1) as ``phone`` opens it: kept whole for what it is
    drawn from (:func:`seat_look`, one query), so that a phone that holds the seat already
    loads nothing more to open it again. A phone that does not is asked "Are you Ann?" for a
    free seat (nothing written), and refused for another phone's ("Who are you?" again, 409)."""
    place = seat - 1
    look = seat_look(seat_key, place)
    if look is None or not look.held_by(phone):
        game = game_by_key("seat_key", seat_key, numbers=False)
        place = _place(game, seat)
        if look is None or look.holder is not None:  # another phone's: refused, and marked
            try:
                take_seat(game, place, phone, choosing=True)  # claims nothing
            except SeatTaken as taken:
                return _taken(game, seat_key, taken, phone)
            look = seat_look(seat_key, place)
            if look is None:  # the seat link switched off meanwhile
                abort(404)
        if not look.held_by(phone):  # free: only "Yes, I am Bob" claims it
            return _confirm_page(game, seat_key, place)

    def draw() -> str:
        game = game_by_key("seat_key", seat_key, numbers=False)
        number, drafts, stored = _deal_of(game, place)
        return _seat_page(game, seat_key, place, number, drafts, stored, phone)

    # The player's mark on the stored line is no change to the game (its version stays).
    drawn_from = (seat_key, look.number, place, look.revisions, look.mark)
    return kept_page(look, "seat page", draw, drawn_from=drawn_from, own=[phone])


def _confirm_page(game: Game, seat_key: str, place: int) -> BaseResponse:
    """ "Are you Ann?": seat ``place`` (from 0) is free; only the player's "Yes" claims it."""
    page = render_template(
        "seats/confirm.html", game=game, seat_key=seat_key, player=game.players[place], place=place
    )
    response = make_response(page)
    response.cache_control.no_store = True  # Back after "Yes" asks again, and opens the seat
    return response


def _deal_of(game: Game, place: int) -> tuple[int, dict[int, SeatDraft], StoredLine | None]:
    """The deal being played, its drafts (by seat), and what the last deal stored for seat
    ``place`` (from 0), shown until the player starts on this one."""
    number = current_number(game)
    drafts = drafts_of(game, number)
    started = status_of(drafts.get(place)) != "waiting"
    stored = stored_line(game, number - 1, place) if number > 1 and not started else None
    return number, drafts, stored


def _seat_page(
    game: Game,
    seat_key: str,
    place: int,
    number: int,
    drafts: dict[int, SeatDraft],
    stored: StoredLine | None,
    phone: str,
    sent: SeatForm | None = None,
) -> str:
    """Seat ``place``'s page (from 0) for deal ``number``, with the deal's ``drafts`` (by
    seat), the line the last deal ``stored`` for the seat (shown until the player starts on
    this one) and the ``phone`` that holds the seat: its form filled from its draft, or the
    form ``sent`` back (with an error to show, or a meld input added)."""
    mine = drafts.get(place)
    rules = game_rules(game)
    form = sent or SeatForm.for_seat(mine, None, number, rules)
    table_rules = rules.for_players(len(game.players))  # the packs this table plays with
    plan = deal_plan(game, number, rules)
    copies = {str(card): count for card, count in table_rules.pack.items()}
    # The dealer turns the upcard: where it shows the wild rank, their page asks for it.
    turns_upcard = (
        rules.wild_upcard
        and not (plan and plan.wild_rank)
        and place == dealer_seat(game.first_dealer, number, len(game.players))
    )
    fields = _fields(game, form, rules, copies, mine if sent is None else False)
    return render_template(
        "seats/seat.html",
        game=game,
        seat_key=seat_key,
        place=place,
        name=game.players[place].name,
        number=number,
        form=form,
        rules=rules,
        dealer=dealer_of(game, number),
        wild_rank=(str(plan.wild_rank) if plan and plan.wild_rank else wild_rank_of(drafts)),
        live_seconds=current_app.config.get("SEAT_LIVE_SECONDS", LIVE_SECONDS),
        live_hold=f"{hold_limit():g}",
        live_etag=_live_tag(game, number, drafts),
        handed_in=bool(mine and mine.handed_in),
        said={"handed_in": str(HANDED_IN), "kept": str(KEPT)},
        stored=stored,
        fields=fields,
        problems=_problems(game, number, drafts, place),
        copies=copies,
        picker=_picker(
            game, rules, copies, form.hand if game_of(rules).hand_only else form.melds[0]
        ),
        phone=phone,
        wild_ranks=[str(rank) for rank in table_rules.ranks_held] if turns_upcard else [],
        marks=player_marks(game, rules, number),
    )


def _fields(
    game: Game,
    form: SeatForm,
    rules: Rules,
    copies: Mapping[str, int],
    draft: SeatDraft | None | Literal[False],
) -> Markup:
    """The seat page's fields (``seats/_seat_fields.html``), filled from ``draft``, the seat's
    draft they were drawn from (``None``: none yet; ``False``: a form sent back, with an error
    to show or a meld input added, drawn as it was sent). Drawn from the draft alone, they are
    kept per draft (its seat and revision) and language, within the game's version: empty,
    the same on every seat's page as a deal starts, when every seat opens it."""

    def draw() -> str:
        return render_template(
            "seats/_seat_fields.html", form=form, rules=rules, copies=copies, view_id=game.view_id
        )

    if draft is False:
        return Markup(draw())
    filled = f"{draft.seat} {draft.revision}" if draft else "empty"
    what = f"seat-fields {filled} {page_language()}"
    return Markup(kept_for_version(game, what, draw))


def _picker(game: Game, rules: Rules, copies: Mapping[str, int], target: Field) -> Markup:
    """The seat page's card picker (``cards/_picker.html``), filling ``target`` (the first
    meld input; the hand in a game of stakes, Tonk), in the words of the game's deck (Phase
    10's "Wild"): the same on every seat's page of the game,
    so drawn once per version of the game and language (see
    :mod:`scorekeeper.scorebook.scores.kept`).
    """

    def draw() -> str:
        picker = get_template_attribute("cards/_picker.html", "card_picker")
        jokers = copies.get("JK", 0) > 0
        return str(picker(target.id, jokers=jokers, copies=copies, compact=True, deck=rules.deck))

    return Markup(kept_for_version(game, f"seat-picker {target.id} {page_language()}", draw))


@bp.post("/s/<seat_key>/<int:seat>/deals/<int:number>/not-handed-in")
def not_handed_in(seat_key: str, seat: int, number: int) -> BaseResponse:
    """The player says deal ``number`` as stored for their seat is not what they handed in:
    the scorekeeper's scoreboard and the Changes page show it until the deal is fixed. 404 for
    a deal that kept nothing this seat entered."""
    game = game_by_key("seat_key", seat_key, numbers=False)
    place = _place(game, seat)
    refused = _refused_unless_held(game, seat_key, place, _phone())
    if refused is not None:
        return refused
    if not mark_not_handed_in(game, number, place):
        abort(404)
    return redirect(url_for(".seat", seat_key=seat_key, seat=seat))


@bp.post("/s/<seat_key>/<int:seat>/wild-rank")
def wild_rank(seat_key: str, seat: int) -> BaseResponse:
    """The dealer's phone says the rank of the upcard they turned (``wild_rank``) for deal
    ``number``, the deal wild (000 pagat 5000 Rummy, The Deal): every seat and the
    scorekeeper's form take it, as when the scorekeeper chooses it. A rank the packs do not
    hold, or a deal no longer being played, is refused in words on the seat page. The seat
    page's script (``Accept: application/json``) is answered ``{"wild_rank"}``, or 409 and
    ``{"error"}`` in words; a plain form, by the seat page again."""
    game = game_by_key("seat_key", seat_key, numbers=False)
    place = _place(game, seat)
    refused = _refused_unless_held(game, seat_key, place, _phone())
    if refused is not None:
        return refused
    script = request.accept_mimetypes.best == "application/json"  # the seat page's own
    try:
        rank = Rank.parse(request.form.get("wild_rank", ""))
        game_rules(game).verify_wild_rank(rank)
        save_wild_rank(game, whole_number(request.form.get("number", "")) or 0, rank)
        held_polls.poke(seat_key)  # the seats' questions held in this process hear it now
    except (NotationError, RulesError, DraftError) as error:
        if script:
            status = 409 if isinstance(error, DraftError) else 422
            return make_response({"error": say(error)}, status)
        flash(say(error))
    else:
        if script:
            return make_response({"wild_rank": str(rank)})
    return redirect(url_for(".seat", seat_key=seat_key, seat=seat))


@bp.post("/s/<seat_key>/<int:seat>/change")
def change(seat_key: str, seat: int) -> BaseResponse:
    """ "Change seat": this phone lets go of its seat (free for another phone), and chooses
    again."""
    game = game_by_key("seat_key", seat_key, numbers=False)
    let_go(game, _place(game, seat), _phone())
    response = redirect(url_for(".choose", seat_key=seat_key, change=1))
    response.delete_cookie(SEAT_COOKIE, path=url_for(".choose", seat_key=seat_key))
    return response


@bp.get("/s/<seat_key>/<int:seat>/live")
def live(seat_key: str, seat: int) -> BaseResponse:
    """What a seat page follows, as JSON: the deal being played, its wild rank, this seat's
    draft state and the engine's cross-checks that concern this seat (``problems``: messages).
    304 while unchanged (``If-None-Match``), from one query.

    Its ETag is the deal's facts' tag (:func:`facts_tag`: the game's version, the wild rank
    chosen), a dash, then the drafts' tag. Asked with ``?wait=<seconds>`` and the ETag of what
    the page shows, the question is held while the deal's facts stay as the page shows them,
    up to that long or this server's limit (``Live-Hold`` on every answer; 0 where nothing is
    held, ``web/held_polls.py``): answered as they change, else, as the wait ends, 304 if
    nothing at all changed (the seats' drafts neither), or what changed."""
    place = seat - 1
    limit = hold_limit()
    seconds = min(whole_number(request.args.get("wait", "")) or 0, limit)
    sent = request.if_none_match
    tags = seats_live_tags(seat_key, place) if sent else None
    if tags is not None and seconds and tags[0] in _facts_sent():

        def facts() -> str | None:
            now = seats_live_tags(seat_key, place)
            return now[0] if now else None

        changed = held_polls.wait(seat_key, tags[0], seconds, facts)
        tags = None if changed else seats_live_tags(seat_key, place)
    if tags is not None and names_etag(sent, in_words("-".join(tags))):
        return _held(unchanged(in_words("-".join(tags))), limit)
    game = game_by_key("seat_key", seat_key, numbers=False)
    place = _place(game, seat)
    number = current_number(game)
    drafts = drafts_of(game, number)
    tag = _live_tag(game, number, drafts)
    if names_etag(sent, tag):
        return _held(unchanged(tag), limit)
    mine = drafts.get(place)
    response = make_response(
        {
            "number": number,
            "wild_rank": wild_rank_of(drafts),
            "status": status_of(mine),
            "revision": mine.revision if mine else 0,
            "problems": _problems(game, number, drafts, place),
        }
    )
    response.set_etag(tag)
    response.cache_control.no_cache = True
    return _held(response, limit)


def _live_tag(game: Game, number: int, drafts: Mapping[int, SeatDraft]) -> str:
    """The ETag of :func:`live`'s answer about deal ``number`` and its ``drafts``, which the
    seat page also holds from the start (``data-live-etag``)."""
    revisions = {seat: draft.revision for seat, draft in drafts.items()}
    facts = facts_tag(number, revisions, game.version)
    return in_words(f"{facts}-{drafts_tag(number, drafts, game.version)}")


def _facts_sent() -> set[str]:
    """The facts' tags of the ETags the seat page sent (``If-None-Match``; see :func:`live`)."""
    return {tag.split("-", 1)[0] for tag in request.if_none_match.as_set()}


def _held(response: BaseResponse, limit: float) -> BaseResponse:
    """``response``, saying how long this server holds a seat's question (``Live-Hold``)."""
    response.headers["Live-Hold"] = f"{limit:g}"
    return response


@bp.post("/e/<edit_key>/seat-link")
@change_limit
def switch(edit_key: str) -> BaseResponse:
    """Switch the seat link on (``seat_link=on``; a new link), or off (``seat_link=off``)."""
    game = game_by_key("edit_key", edit_key)
    switched_on = request.form.get("seat_link") == "on"
    set_seat_link(game, switched_on)
    remember(game, edit=True)
    flash(
        gettext("A new seat link: the old one no longer works. Share this one with the players.")
        if switched_on
        else gettext("The seat link is off: players can no longer hand in cards from their phones.")
    )
    return redirect(url_for("games.edit", edit_key=edit_key) + "#seat-link")


@bp.post("/e/<edit_key>/seats/<int:seat>/free")
@change_limit
def free(edit_key: str, seat: int) -> BaseResponse:
    """The scorekeeper frees seat ``seat`` (from 1): the next phone to choose it takes it."""
    game = game_by_key("edit_key", edit_key)
    place = _place(game, seat)
    free_seat(game, place)
    remember(game, edit=True)
    flash(
        gettext(
            "%(name)s's seat is free: the next phone to choose it takes it.",
            name=game.players[place].name,
        )
    )
    return redirect(url_for("games.edit", edit_key=edit_key) + "#seat-link")


bp.add_app_template_filter(phone_label, "phone_label")


@bp.app_template_filter("seat_qr")
def seat_qr(url: str) -> Markup:
    """A seat link as a QR code (for the scorekeeper's page, ``seats/_seat_link.html``)."""
    return qr_svg(url, gettext("QR code of the seat link"))


def _problems(game: Game, number: int, drafts: Mapping[int, SeatDraft], place: int) -> list[str]:
    """The engine's cross-checks of deal ``number``'s drafts that name the player in seat
    ``place``, in words (the scorekeeper's form shows them all)."""
    name = game.players[place].name
    board = draft_board(game, number, drafts)
    return [say(problem.problem) for problem in board.problems if name in problem.names]


def _phone() -> str | None:
    """This phone's token, from its cookie (none yet, or not one of ours: ``None``)."""
    sent = request.cookies.get(PHONE_COOKIE, "")
    return sent if PHONE_PATTERN.fullmatch(sent) else None


def _keep_phone(response: BaseResponse, phone: str) -> None:
    response.set_cookie(
        PHONE_COOKIE,
        phone,
        max_age=365 * 24 * 3600,
        path="/s/",
        samesite="Lax",
        secure=request.is_secure,
        httponly=True,
    )


def _refused_unless_held(
    game: Game, seat_key: str, place: int, phone: str | None
) -> BaseResponse | None:
    """``None`` when ``phone`` holds seat ``place`` (or takes it, free: the page's own form
    sent, counted as a claim); else "Who are you?" again, saying why (409)."""
    claiming = new_claim(game, phone) if phone is not None else None
    try:
        take_seat(game, place, phone, claiming=claiming)
    except SeatTaken as taken:
        return _taken(game, seat_key, taken, phone)
    return None


def _taken(game: Game, seat_key: str, taken: SeatTaken, phone: str | None) -> BaseResponse:
    """ "Who are you?" again, saying the seat chosen is another phone's (409)."""
    page = render_template("seats/choose.html", game=game, seat_key=seat_key, taken=say(taken))
    response = make_response(page, 409)
    response.delete_cookie(SEAT_COOKIE, path=url_for(".choose", seat_key=seat_key))
    if phone is not None:
        _keep_phone(response, phone)
    return response


def _place(game: Game, seat: int) -> int:
    """The seat (from 0) of seat number ``seat`` (from 1), or 404."""
    if not 1 <= seat <= len(game.players):
        abort(404)
    return seat - 1
