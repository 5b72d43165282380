"""The meld checker page: ``GET /check`` judges a meld or a lay-off as the player taps cards.

The same URL answers a plain request with the whole page and an htmx request with the verdict
partial (plus the fields' error messages, swapped out of band), so ``Vary: HX-Request``.
"""

from __future__ import annotations

from flask import Response, make_response, render_template, request

from ..extensions import htmx
from ..rules import Arrangement, MeldVerdict, check_lay_off, game_of
from ..scorebook.changes.links import game_by_key
from ..scorebook.scores.scoresheet import deal_plan, game_rules
from .blueprint import bp
from .forms import MeldCheckForm


@bp.get("/check")
def check() -> Response:
    """Judge the meld (or lay-off) in the query string; with no cards, show how to start.

    With ``game`` (a game's view id), by that game's rules; its next deal's wild rank, where
    the game's schedule sets it, is chosen unless the query chooses one.

    Under Gin Rummy's rules, a whole hand (ten cards, or eleven for big gin) is arranged
    instead: its melds with the least deadwood (``least_deadwood``, 005 pagat Gin Rummy).
    Under Indian Rummy's, a whole hand of thirteen cards is: a valid show, or its count at
    best (``loser_count``, 006 Indian Rummy).
    """
    game = game_by_key("view_id", request.args["game"]) if request.args.get("game") else None
    rules = game_rules(game).for_players(len(game.players)) if game else None
    form = MeldCheckForm(formdata=request.args, game_rules=rules)
    if game is not None and "wild_rank" not in request.args:
        plan = deal_plan(game, game.deal_count + 1)
        if plan is not None and plan.wild_rank is not None:
            form.wild_rank.data = str(plan.wild_rank)
    verdict: MeldVerdict | None = None
    arrangement: Arrangement | None = None
    count: int | None = None
    lay_off = False
    if form.validate() and form.has_cards:
        rules, wild_rank = form.rules(), form.wild()
        (cards, stated), (onto, onto_stated) = form.meld_cards(), form.onto_cards()
        lay_off = bool(onto)
        players = len(game.players) if game else rules.players_min
        whole = None if lay_off else game_of(rules).whole_hand(rules, cards, wild_rank, players)
        if whole is not None:
            arrangement, count = whole.arrangement, whole.count
        if lay_off:
            verdict = check_lay_off(cards, onto, rules, wild_rank, stated, onto_stated)
        else:
            verdict = game_of(rules).check_meld(cards, rules, wild_rank, stated)
        form.ask_for_wild_rank(verdict)
    partial = bool(htmx) and not htmx.history_restore_request
    response = make_response(
        render_template(
            "referee/_update.html" if partial else "referee/check.html",
            form=form,
            game=game,
            verdict=verdict,
            lay_off=lay_off,
            arrangement=arrangement,
            count=count,
        )
    )
    response.vary.add("HX-Request")
    return response
