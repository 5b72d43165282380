"""The app factory: configuration, extensions, blueprints, error pages and commands.

Imported by ``scorekeeper.create_app`` when an app is made, so that ``import scorekeeper.rules``
(the engine) or any service module loads no Flask and no blueprint."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flask import Flask
from werkzeug.middleware.proxy_fix import ProxyFix

from scorekeeper import config
from scorekeeper.api import bp as api_bp
from scorekeeper.commands import backup, import_, rescore, start
from scorekeeper.errors import register_error_handlers
from scorekeeper.events import bp as events_bp
from scorekeeper.extensions import babel, cache, compress, csrf, db, htmx, limiter, migrate
from scorekeeper.games import bp as games_bp
from scorekeeper.install import bp as install_bp
from scorekeeper.leagues import bp as leagues_bp
from scorekeeper.pages import bp as pages_bp
from scorekeeper.referee import bp as referee_bp
from scorekeeper.rules import game_of
from scorekeeper.scorebook.changes.people import avatar_shown
from scorekeeper.scorebook.sqlite import configure_sqlite
from scorekeeper.seats import bp as seats_bp
from scorekeeper.tables import bp as tables_bp
from scorekeeper.web import body_limits
from scorekeeper.web.access_log import REDACTING
from scorekeeper.web.headers import register_security_headers
from scorekeeper.web.https import make_certificates
from scorekeeper.web.json_bodies import BoundedJSONProvider
from scorekeeper.web.limit_store import STORAGE_URI as LIMIT_STORE
from scorekeeper.web.static_files import register_static_versions
from scorekeeper.words import say
from scorekeeper.words.card_faces import rank_faces
from scorekeeper.words.card_names import card_names, wild_name
from scorekeeper.words.deal_words import count_labels, result_mark, result_words
from scorekeeper.words.deals import (
    phase_mark,
    said_contract,
    said_words,
    say_upcard_rule,
    say_wild_card,
)
from scorekeeper.words.games import game_name
from scorekeeper.words.languages import (
    LANGUAGES,
    day,
    duration,
    format_tenths,
    install_page_gettext,
    moment,
    month_year,
    page_language,
    page_locale,
)
from scorekeeper.words.phrases import cards, listed, rank_plural
from scorekeeper.words.script_words import script_words

PACKAGE = Path(__file__).resolve().parent
FOLDERS = ("templates", "static", "translations", "migrations")
"""The app's folders of files that are not Python modules: its pages, their static files, the
catalogues of its languages and the database's migrations."""

ROOT = PACKAGE if (PACKAGE / "templates").is_dir() else PACKAGE.parent
"""Where :data:`FOLDERS` are: inside the package when it was installed from a wheel (setup.py
copies them there, the catalogues compiled), else at the top level of the checkout it lives
in (docs/architecture.md, "The package")."""


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """Create and configure the app.

    :param test_config: settings applied last, over the defaults and the environment.
    :returns: the configured app.
    """
    app = Flask(
        __name__,
        instance_relative_config=True,
        template_folder=str(ROOT / "templates"),
        static_folder=str(ROOT / "static"),
    )
    app.json = BoundedJSONProvider(app)
    Path(app.instance_path).mkdir(parents=True, exist_ok=True)
    app.config.update(config.defaults(app.instance_path))
    app.config.update(config.from_environment())
    if test_config is not None:
        app.config.update(test_config)
    if not app.config["SECRET_KEY"]:
        app.config["SECRET_KEY"] = config.persistent_secret_key(app.instance_path)

    if app.config.get("TRUSTED_PROXIES"):
        hops = int(app.config["TRUSTED_PROXIES"])
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops, x_host=hops)  # type: ignore[method-assign]

    db.init_app(app)
    with app.app_context():
        configure_sqlite(db.engine)
    migrate.init_app(app, db, directory=str(ROOT / "migrations"))
    body_limits.init_app(app)  # before the CSRF check, which reads the form
    csrf.init_app(app)
    htmx.init_app(app)
    compress.init_app(app)
    cache.init_app(app)
    app.config.setdefault("RATELIMIT_STORAGE_URI", LIMIT_STORE)
    limiter.init_app(app)
    app.config.setdefault("BABEL_TRANSLATION_DIRECTORIES", str(ROOT / "translations"))
    babel.init_app(app, locale_selector=page_locale)
    install_page_gettext(app)
    app.jinja_env.globals.update(
        languages=LANGUAGES,
        page_language=page_language,
        script_words=script_words,
        card_names=card_names,
        wild_name=wild_name,
        rank_faces=rank_faces,
        game_of=game_of,
        count_labels=count_labels,
    )

    app.register_blueprint(pages_bp)
    app.register_blueprint(games_bp)
    app.register_blueprint(referee_bp)
    app.register_blueprint(tables_bp)
    app.register_blueprint(events_bp)
    app.register_blueprint(leagues_bp)
    app.register_blueprint(seats_bp)
    app.register_blueprint(install_bp)
    app.register_blueprint(api_bp)
    csrf.exempt(api_bp)
    register_error_handlers(app)
    app.add_template_filter(say, "say")
    app.add_template_filter(cards, "cards_said")
    app.add_template_filter(listed, "names_listed")
    app.add_template_filter(month_year, "month_year")
    app.add_template_filter(moment, "moment")
    app.add_template_filter(day, "day")
    app.add_template_filter(duration, "duration")
    app.add_template_filter(format_tenths, "number")
    app.add_template_filter(rank_plural, "rank_plural")
    app.add_template_filter(say_wild_card, "say_wild_card")
    app.add_template_filter(say_upcard_rule, "say_upcard_rule")
    app.add_template_filter(game_name, "game_name")
    app.add_template_filter(avatar_shown, "avatar")
    app.add_template_filter(said_contract, "contract_said")
    app.add_template_filter(said_words, "said_words")
    app.add_template_filter(result_words, "result_words")
    app.add_template_filter(result_mark, "result_mark")
    app.add_template_filter(phase_mark, "stage_mark")
    app.logger.addFilter(REDACTING)  # no key in the log of an error
    register_security_headers(app)
    register_static_versions(app)
    app.cli.add_command(start)
    app.cli.add_command(backup)
    app.cli.add_command(import_)
    app.cli.add_command(rescore)
    app.cli.add_command(make_certificates)
    return app
