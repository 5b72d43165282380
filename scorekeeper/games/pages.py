"""The game's pages: start a game, its scoreboards (the scorekeeper's and everyone's), a
rematch, putting it on a table, a new edit link, its changes and a deleted deal put back, the
meld check the deal forms ask, the JSON export and this device's games.

A game has two links: ``/e/<edit_key>`` for the scorekeeper and ``/g/<view_id>`` for everyone
else; nothing reached from a view link shows the edit key. The views parse forms, ask the
engine (through the store and the score sheet) and render; they never judge a meld or add a
point themselves. Entering and fixing deals is :mod:`.deal_entry`'s.
"""

from __future__ import annotations

from flask import (
    Response,
    abort,
    flash,
    jsonify,
    make_response,
    redirect,
    render_template,
    request,
    url_for,
)
from werkzeug.wrappers import Response as BaseResponse

from ..extensions import htmx
from ..models import Game, SeatClaim
from ..rules import (
    PRESETS,
    DealError,
    Rules,
    RulesError,
    Seating,
    game_of,
    joining_score,
    verify_join,
    verify_leave,
)
from ..rules.problems import Problem
from ..scorebook.changes.deals import GameFinishedError, restore_deal
from ..scorebook.changes.games import GameInputError, create_game, create_rematch, seat_at_table
from ..scorebook.changes.joining import add_player, player_leaves
from ..scorebook.changes.links import game_by_key, rotate_edit_key
from ..scorebook.changes.people import Look, LookError, change_look
from ..scorebook.changes.tables import (
    create_table,
    last_game,
    table_by_edit_key,
    table_for_new_game,
)
from ..scorebook.history.archive import export_games
from ..scorebook.history.changelog import changes_told
from ..scorebook.reading.event_results import table_of_event
from ..scorebook.reading.reads import game_version, next_deal_rules
from ..scorebook.scores.scoresheet import dealer_of, game_rules, seating_of
from ..scorebook.seats.kept_drafts import Mark, marks_of, open_marks
from ..scorebook.seats.seat_claims import claims_of
from ..scorebook.writing import StaleGameError
from ..web.change_limit import change_limit
from ..web.creations import creation_limit
from ..web.deal_form import arrangement_note, meld_check_answer
from ..web.etags import names_etag
from ..web.guesses import count_as_guess
from ..web.kept_pages import kept_page
from ..web.look_form import COLOUR_NAMES, PlayerLookForm
from ..web.recent_games import last_variant, recent_games, remember
from ..web.recent_tables import recent_tables, table_choices
from ..web.recent_tables import remember as remember_table
from ..web.share import qr_svg
from ..web.table_form import NewTableForm
from ..words import say
from ..words.games import GAMES
from ..words.languages import format_number, gettext, page_language
from ..words.option_labels import OPTION_WORDS
from .blueprint import bp
from .board import by_rank, keepers_parts, points, viewers_scoreboard
from .changes import told_change
from .conflicts import version_shown
from .forms import JoinForm, NewGameForm

POLL_SECONDS = 4
"""How often a view page asks whether the game changed (each answer is 304 until it does)."""


@bp.context_processor
def games_context() -> dict[str, object]:
    return {
        "option_words": OPTION_WORDS,
        "poll_seconds": POLL_SECONDS,
        "colour_names": COLOUR_NAMES,
    }


bp.add_app_template_filter(points, "points")
bp.add_app_template_filter(told_change, "told_change")


@bp.route("/games/new", methods=["GET", "POST"])
@creation_limit
def new() -> str | BaseResponse | tuple[str, int]:
    """Start a game: "Add player" re-renders with one more name input; "Start" creates it."""
    if request.method == "GET":
        key = request.args.get("table", "")
        if key and table_by_edit_key(key) is None:
            count_as_guess()
        last = last_game(key)  # at a table, its last game's game, house rules and players
        # come first; else the game this device played last
        variant = request.args.get("variant") or (last.variant if last else last_variant())
        players = last.players if last else []
        names = [player.name for player in players]
        looks = [Look(player.colour, player.avatar) for player in players]
        house_rules = game_rules(last).options() if last and last.variant == variant else None
        form = NewGameForm.prefilled(variant, names, house_rules, looks)
        form.table.data = key
        return _new_page(form)
    form = NewGameForm()
    if "add_player" in request.form:
        form.add_player()
        return _new_page(form)
    if form.validate():
        try:
            table = table_for_new_game(form.table.data or "")
            game = create_game(
                form.variant.data,
                form.options(),
                form.names(),
                form.first_dealer_seat(),
                table,
                looks=form.looks(),
                starting=form.starting(),
            )
        except GameInputError as error:
            if error.field == "table":
                count_as_guess()
            form.show_error(error.field, say(error))
        except RulesError as error:
            form.show_rules_error(error)
        except LookError as error:
            form.show_error(None, say(error))
        else:
            remember(game, edit=True)
            return redirect(url_for(".edit", edit_key=game.edit_key))
    return _new_page(form), 422


@bp.get("/e/<edit_key>")
def edit(edit_key: str) -> str:
    """The scorekeeper's scoreboard, with the buttons that change the game and its view link."""
    game = game_by_key("edit_key", edit_key)
    remember(game, edit=True)
    hand_in_marks, seat_claims, choices = _keepers_reads(game)
    claims = sorted(
        (seat, claim.contested_at, claim.claimed_at, claim.device)
        for seat, claim in seat_claims.items()
    )
    event = table_of_event(game)
    return kept_page(
        game,
        "edit page",
        lambda: _edit_page(game, NewTableForm(), hand_in_marks, seat_claims, choices),
        drawn_from=(by_rank(), hand_in_marks, claims, choices, game.seat_key, event),
    )


@bp.get("/g/<view_id>")
def view(view_id: str) -> str:
    """The read-only scoreboard; it asks for changes every few seconds."""
    game = game_by_key("view_id", view_id)
    remember(game, edit=False)
    return render_template(
        "games/view.html",
        game=game,
        rules=game_rules(game),
        scoreboard=viewers_scoreboard(game),
        event=table_of_event(game),
    )


@bp.get("/g/<view_id>/scoreboard")
def view_scoreboard(view_id: str) -> BaseResponse:
    """The view page's scoreboard for its poll: 304 while the game's version is the one the
    page shows (``If-None-Match``), else the fresh scoreboard; once a rematch has started, an
    answer that moves the page to the rematch (``HX-Redirect``; starting it made the game's
    next version). A plain request goes to the page.

    The 304 costs one indexed query, for the version alone.
    """
    version = game_version(view_id)
    if version is None:
        abort(404)
    etag = f"{version}.{page_language()}"  # the answer is in the page's language
    if not htmx:
        response = redirect(url_for(".view", view_id=view_id))
    elif names_etag(request.if_none_match, etag):
        response = make_response("", 304)
    else:
        game = game_by_key("view_id", view_id)
        etag = f"{game.version}.{page_language()}"
        if game.rematch is not None:
            response = make_response("", 200)
            response.headers["HX-Redirect"] = url_for(".view", view_id=game.rematch.view_id)
        else:
            response = make_response(viewers_scoreboard(game))
    response.set_etag(etag)
    response.cache_control.no_cache = True
    response.vary.add("HX-Request")
    return response


@bp.post("/e/<edit_key>/rematch")
@creation_limit
def rematch(edit_key: str) -> BaseResponse:
    """Start a new game for the same table and rules (once: a second tap opens the same one);
    the finished game's view pages follow to it. ``partners=new``: in partnerships, the
    players seated for new partners."""
    partners_changed = request.form.get("partners") == "new"
    try:
        game = create_rematch(game_by_key("edit_key", edit_key), partners_changed)
    except StaleGameError:
        flash(gettext("Someone else just changed this game: no rematch was started. Try again."))
        return redirect(url_for(".edit", edit_key=edit_key))
    remember(game, edit=True)
    flash(gettext("A new game: good luck!"))
    return redirect(url_for(".edit", edit_key=game.edit_key))


@bp.post("/e/<edit_key>/table")
def put_on_table(edit_key: str) -> BaseResponse | tuple[str, int]:
    """Put a game started outside a table on one of this device's tables (``table``: its edit
    key) or on a new table (``name``). A game already at a table stays there."""
    game = game_by_key("edit_key", edit_key)
    if game.table is not None:
        flash(gettext("This game is already at %(table)s.", table=game.table.name))
        return redirect(url_for(".edit", edit_key=edit_key))
    form = NewTableForm()
    try:
        if "table" in request.form:
            table = table_for_new_game(request.form["table"])
        elif form.validate():
            table = create_table(form.name.data, commit=False)
        else:
            return _edit_page(game, form, *_keepers_reads(game)), 422
        if table is None:
            raise GameInputError(Problem("table.not_chosen", path=("table",)))
        at = seat_at_table(game, table)
    except GameInputError as error:
        flash(say(error))
        return redirect(url_for(".edit", edit_key=edit_key))
    except StaleGameError:
        flash(gettext("Someone else just changed this game: it is not on a table yet. Try again."))
        return redirect(url_for(".edit", edit_key=edit_key))
    if at.id != table.id:  # put on a table by another request meanwhile
        flash(gettext("This game is already at %(table)s.", table=at.name))
    else:
        remember_table(at, edit=True)
        flash(gettext("This game is now at %(table)s.", table=at.name))
    return redirect(url_for(".edit", edit_key=edit_key))


@bp.post("/e/<edit_key>/players/<int:seat>/look")
@change_limit
def change_player_look(edit_key: str, seat: int) -> BaseResponse | tuple[str, int]:
    """Give the player at ``seat`` another colour or avatar (the scoreboard's small form for
    them); a refused one comes back by its field, nothing changed."""
    game = game_by_key("edit_key", edit_key)
    if not 0 <= seat < len(game.players):
        abort(404)
    form = PlayerLookForm(prefix=f"seat{seat}")
    if not form.validate():
        return _edit_page(
            game, NewTableForm(), *_keepers_reads(game), looks_shown={seat: form}
        ), 422
    try:
        change_look(game, seat, form.look())
    except StaleGameError:
        flash(gettext("Someone else just changed this game: nothing was changed. Try again."))
        return redirect(url_for(".edit", edit_key=edit_key))
    name = game.players[seat].name
    flash(gettext("%(name)s's colour and avatar are saved.", name=name))
    return redirect(url_for(".edit", edit_key=edit_key))


@bp.post("/e/<edit_key>/players")
@change_limit
def add_late_player(edit_key: str) -> BaseResponse | tuple[str, int]:
    """A player joins the game between deals (the scoreboard's "Add a player"): the next seat,
    dealt in from the next deal, at the starting score typed. Sent twice (a double tap, a
    retry), the player is added once; a name or score refused comes back by its field."""
    game = game_by_key("edit_key", edit_key)
    form = JoinForm(prefix="join")
    if form.validate():
        try:
            player = add_player(game, form.name.data or "", form.starting_score.data or 0)
        except GameInputError as error:
            field = error.field
            target = form.starting_score if field == "starting_score" else form.name
            target.errors = [*target.errors, say(error)]
        except GameFinishedError as error:
            flash(say(error))
            return redirect(url_for(".edit", edit_key=edit_key))
        except StaleGameError:
            flash(gettext("Someone else just changed this game: nobody was added. Try again."))
            return redirect(url_for(".edit", edit_key=edit_key))
        else:
            flash(
                gettext(
                    "%(name)s joins at %(points)s points, dealt in from deal %(number)d.",
                    name=player.name,
                    points=format_number(player.starting_score),
                    number=game.deal_count + 1,
                )
            )
            return redirect(url_for(".edit", edit_key=edit_key))
    page = _edit_page(game, NewTableForm(), *_keepers_reads(game), join_form=form)
    return page, 422


@bp.post("/e/<edit_key>/players/<int:seat>/leave")
@change_limit
def late_player_leaves(edit_key: str, seat: int) -> BaseResponse:
    """The player at ``seat`` leaves the table between deals: they keep their total, are dealt
    in no more and cannot win. Sent twice, they leave once."""
    game = game_by_key("edit_key", edit_key)
    if not 0 <= seat < len(game.players):
        abort(404)
    try:
        player = player_leaves(game, seat)
    except (GameInputError, GameFinishedError) as error:
        flash(say(error))
    except StaleGameError:
        flash(gettext("Someone else just changed this game: nobody left. Try again."))
    else:
        flash(
            gettext(
                "%(name)s left the table with %(points)s points: no longer dealt in.",
                name=player.name,
                points=format_number(player.total),
            )
        )
    return redirect(url_for(".edit", edit_key=edit_key))


@bp.post("/e/<edit_key>/rotate")
def rotate(edit_key: str) -> BaseResponse:
    """Change the edit link, for when it reached someone who should not keep score."""
    game = game_by_key("edit_key", edit_key)
    try:
        rotate_edit_key(game)
    except StaleGameError:
        flash(gettext("Someone else just changed this game: the edit link stays. Try again."))
        return redirect(url_for(".edit", edit_key=edit_key))
    remember(game, edit=True)
    flash(
        gettext("The edit link changed: the old one no longer works. Share the view link instead.")
    )
    return redirect(url_for(".edit", edit_key=game.edit_key))


@bp.get("/e/<edit_key>/export")
def export(edit_key: str) -> Response:
    """The game as a JSON file (``flask --app scorekeeper import`` reads it back)."""
    game = game_by_key("edit_key", edit_key)
    response = jsonify(export_games([game]))
    response.headers["Content-Disposition"] = (
        f'attachment; filename="scorekeeper-{game.view_id}.json"'
    )
    return response


@bp.get("/e/<edit_key>/changes")
def changes(edit_key: str) -> str:
    """The game's audit trail, newest first, with what each change did and a way to restore
    each deleted deal."""
    return _changes_page(game_by_key("edit_key", edit_key), edit=True)


@bp.get("/g/<view_id>/changes")
def view_changes(view_id: str) -> str:
    """The game's audit trail for everyone, read only."""
    return _changes_page(game_by_key("view_id", view_id), edit=False)


def _changes_page(game: Game, *, edit: bool) -> str:
    """The Changes page: every change to ``game``, newest first, and what its seats marked as
    not what they handed in; ``edit`` offers to put a deleted deal back."""
    return render_template(
        "games/changes.html",
        game=game,
        changes=changes_told(game),
        hand_in_marks=marks_of(game),
        edit=edit,
    )


@bp.post("/e/<edit_key>/changes/<int:event_id>/restore")
def restore(edit_key: str, event_id: int) -> BaseResponse:
    """Put a deleted deal back where it was, if the game is as the page that asked showed it."""
    game = game_by_key("edit_key", edit_key)
    try:
        deal = restore_deal(game, event_id, version_shown())
    except LookupError:
        abort(404)
    except StaleGameError:
        flash(
            gettext("The game changed since that page was shown: nothing was restored. Check it.")
        )
        return redirect(url_for(".changes", edit_key=edit_key))
    except (DealError, RulesError) as error:
        flash(gettext("That deal cannot be restored: %(reason)s", reason=say(error)))
        return redirect(url_for(".changes", edit_key=edit_key))
    flash(gettext("Deal %(number)d restored.", number=deal.number))
    return redirect(url_for(".edit", edit_key=edit_key))


@bp.get("/g/<view_id>/arrangement")
def arrangement(view_id: str) -> str:
    """A Gin Rummy player's cards (a seat's fields: ``melds-0``, ``melds-1`` ..., ``laid_off``,
    ``hand``) at their least deadwood, with a note where the cards as entered leave more, for
    htmx (``games/_arrangement.html``); empty in other games, or for cards that are not a Gin
    hand. Like a meld's verdict, it tells nothing of the game: the view id is all it needs."""
    rules, _ = next_deal_rules(view_id)
    note = None
    if game_of(rules).arranges_deadwood:
        melds = [text for name, text in request.args.items() if name.startswith("melds-")]
        laid_off, hand = request.args.get("laid_off", ""), request.args.get("hand", "")
        note = arrangement_note(0, melds, laid_off, hand)
    return render_template("games/_arrangement.html", note=note)


@bp.get("/g/<view_id>/meld")
def meld_check(view_id: str) -> str:
    """The engine's verdict on one meld input (``field`` names it), for htmx: the
    scorekeeper's deal form and a seat's page ask it alike, on every tap of a meld, with the
    text it judged and the cards that may still join the meld (for the docked picker's next
    meld). It judges by the game's rules, which its view link names as well as any (as the
    meld checker does, a verdict tells nothing of the game): kept once read (a game's rules
    never change), so most checks read nothing; where the game's schedule sets each deal's
    wild rank, its players and deal count are read (one query, on a connection of its own)."""
    return meld_check_answer(*next_deal_rules(view_id), request.args)


@bp.get("/games")
def history() -> str:
    """The games this device has started or opened, newest first, and its tables; a finished
    game links to its rematch (to keep score, where this device keeps the rematch's)."""
    games = recent_games()
    editable = {item.sheet.view_id for item in games if item.can_edit}
    return render_template(
        "games/history.html", games=games, editable=editable, tables=recent_tables()
    )


def _keepers_reads(
    game: Game,
) -> tuple[list[Mark], dict[int, SeatClaim], list[tuple[str, str]]]:
    """What the scorekeeper's scoreboard shows that is no change to the game: the players'
    open marks, the seats a phone holds (by seat) and, for a game at no table, the tables this
    device may put it on (pairs of edit key and name)."""
    choices = table_choices("")[1:] if game.table is None else []
    return open_marks(game), claims_of(game), choices


def _edit_page(
    game: Game,
    table_form: NewTableForm,
    hand_in_marks: list[Mark],
    seat_claims: dict[int, SeatClaim],
    choices: list[tuple[str, str]],
    looks_shown: dict[int, PlayerLookForm] | None = None,
    join_form: JoinForm | None = None,
) -> str:
    """The scorekeeper's scoreboard, with the players' open marks, the seats a phone holds
    and, for a game at no table, the ``choices`` of this device's tables (pairs of edit key
    and name) and ``table_form``, which names a new table; each player's colour and avatar
    form, as sent where ``looks_shown`` has it (by seat: a form refused), else as stored."""
    view_url = url_for(".view", view_id=game.view_id, _external=True)
    look_forms = [
        (looks_shown or {}).get(player.seat)
        or PlayerLookForm(
            formdata=None,
            prefix=f"seat{player.seat}",
            data={"colour": player.colour, "avatar": player.avatar or ""},
        )
        for player in game.players
    ]
    rules = game_rules(game)
    seating = seating_of(game)
    return render_template(
        "games/edit.html",
        game=game,
        rules=rules,
        next_dealer=dealer_of(game, game.deal_count + 1),
        parts=keepers_parts(game, hand_in_marks),
        hand_in_marks=hand_in_marks,
        seat_claims=seat_claims,
        view_url=view_url,
        qr=qr_svg(view_url, gettext("QR code of the view link")),
        table_choices=choices,
        table_form=table_form,
        look_forms=look_forms,
        looks_open=bool(looks_shown),
        join_form=join_form
        or JoinForm(formdata=None, prefix="join", data={"starting_score": joining_score(rules)}),
        join_open=join_form is not None,
        join_refused=_join_refused(rules, seating),
        leave_refused=_leave_refused(rules, seating),
        seating=seating,
        event=table_of_event(game),
    )


def _join_refused(rules: Rules, seating: Seating) -> str | None:
    """Why the game takes in no more players, in words; ``None`` where it does."""
    try:
        verify_join(rules, seating)
    except RulesError as error:
        return say(error)
    return None


def _leave_refused(rules: Rules, seating: Seating) -> str | None:
    """Why no player may leave the game now, in words; ``None`` where one may."""
    seats = [seat for seat in range(len(seating.names)) if seat not in seating.left]
    if not seats:
        return ""
    try:
        verify_leave(rules, seating, seats[0])
    except RulesError as error:
        return say(error)
    return None


def _new_page(form: NewGameForm) -> str:
    form.table.choices = table_choices(form.table.data or "")
    return render_template("games/new.html", form=form, presets=PRESETS, game_words=GAMES)
