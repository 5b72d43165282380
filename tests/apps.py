"""Apps for tests: ``make_app`` with a database of its own at the newest migration, on SQLite or,
with ``TEST_DATABASE_URL``, on PostgreSQL (``database_settings``, a migrated template copied
per test), and ``sqlite_only`` for tests about SQLite itself. The apps of one test process
share the code compiled from their templates and URL rules (``TEMPLATE_CODE``,
``share_url_builders``): each test makes an app of its own, and compiling them again was half
the time of a test of the pages."""

from __future__ import annotations

import atexit
import functools
import os
import shutil
import tempfile
from pathlib import Path
from types import CodeType
from typing import Any

import pytest
from flask import Flask
from flask_migrate import upgrade
from jinja2.bccache import Bucket, BytecodeCache
from sqlalchemy import create_engine, make_url, text
from sqlalchemy.pool import NullPool
from werkzeug.routing import Rule

from scorekeeper import create_app

TEST_DATABASE_URL = os.environ.get("TEST_DATABASE_URL", "")
"""A PostgreSQL server to run the tests on, like ``postgresql+psycopg://user@127.0.0.1:5432/sk``
(its database is used to create the others); SQLite files when empty."""


sqlite_only = pytest.mark.skipif(
    bool(TEST_DATABASE_URL), reason="about SQLite itself, and TEST_DATABASE_URL is set"
)


WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")
"""The pytest-xdist worker running the tests, like ``gw0``; empty without xdist. Each worker
has databases of its own: their PostgreSQL names hold it."""


def database_settings(database: Path, *, migrated: bool = False) -> dict[str, Any]:
    """Settings for a new database of its own, named after ``database``: that SQLite file, or
    with ``TEST_DATABASE_URL`` a PostgreSQL database (made again). It is empty, or with
    ``migrated`` a copy of :func:`migrated_database` (for SQLite, unless the file exists: it
    is then upgraded as it is). Connections are not pooled, so that no test leaves one open
    (Python 3.13 warns of an unclosed SQLite one)."""
    if not TEST_DATABASE_URL:
        if migrated:
            if database.exists():
                upgrade_database(f"sqlite:///{database}")
            else:
                shutil.copyfile(migrated_database(), database)
        return {
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{database}",
            "SQLALCHEMY_ENGINE_OPTIONS": {"poolclass": NullPool},
        }
    url = postgresql_database(database.stem, migrated_database() if migrated else "template0")
    return {
        "SQLALCHEMY_DATABASE_URI": url,
        "SQLALCHEMY_ENGINE_OPTIONS": {"poolclass": NullPool},
    }


def postgresql_database(name: str, template: str) -> str:
    """Make the database ``<TEST_DATABASE_URL's database>_[<worker>_]<name>`` again as a copy of
    the database ``template``; return its URL."""
    server = make_url(TEST_DATABASE_URL)
    url = server.set(database="_".join(filter(None, [server.database, WORKER, name])))
    admin = create_engine(server, isolation_level="AUTOCOMMIT", poolclass=NullPool)
    with admin.connect() as connection:
        connection.execute(text(f'DROP DATABASE IF EXISTS "{url.database}" WITH (FORCE)'))
        connection.execute(text(f'CREATE DATABASE "{url.database}" TEMPLATE "{template}"'))
    admin.dispose()
    return url.render_as_string(hide_password=False)


@functools.cache
def migrated_database() -> str:
    """A database brought up to date by the migrations, made once per test process (per xdist
    worker): a SQLite file's path, or with ``TEST_DATABASE_URL`` a PostgreSQL database's name.
    :func:`make_app` copies it, which takes milliseconds where the migrations take half a second.
    """
    if not TEST_DATABASE_URL:
        folder = Path(tempfile.mkdtemp(prefix="scorekeeper-migrated-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        path = folder / "migrated.sqlite3"
        upgrade_database(f"sqlite:///{path}")
        return str(path)
    url = make_url(postgresql_database("migrated_template", "template0"))
    upgrade_database(url.render_as_string(hide_password=False))
    return str(url.database)


def upgrade_database(url: str) -> None:
    """Run the migrations on the database at ``url``."""
    app = create_app(
        {
            "SECRET_KEY": "test",
            "SQLALCHEMY_DATABASE_URI": url,
            "SQLALCHEMY_ENGINE_OPTIONS": {"poolclass": NullPool},
        }
    )
    with app.app_context():
        upgrade()


class SharedTemplateCode(BytecodeCache):
    """Jinja's compiled templates, kept in memory for every app of the test process: each test
    makes an app of its own, and each app's Jinja environment compiled every template it
    rendered again (a third of the time of a test of the pages). A template's code is found by
    its name and file and the checksum of its source (Jinja's ``Bucket``), so that a changed
    template is compiled anew; every test app's environment is set up alike (``create_app``),
    and the code is the one that environment would compile. Production has one app a process
    and no need of it."""

    def __init__(self) -> None:
        self.code: dict[tuple[str, str], CodeType] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        code = self.code.get((bucket.key, bucket.checksum))
        if code is not None:
            bucket.code = code

    def dump_bytecode(self, bucket: Bucket) -> None:
        if bucket.code is not None:
            self.code[(bucket.key, bucket.checksum)] = bucket.code


TEMPLATE_CODE = SharedTemplateCode()
"""The compiled templates of the test process's apps (:func:`make_app`)."""


def share_url_builders() -> None:
    """Let every app of the test process share the functions Werkzeug compiles to build a URL
    rule's URLs (``url_for``): Werkzeug writes and compiles two for each rule of each app as
    the app registers its blueprints (a fifth of the time of a test of the pages, nine tenths of
    ``create_app``). A builder is the same function for rules alike in all it is made from: the
    rule's text, its parts (``_trace``), its defaults (the URL form of those of its variables)
    and whether it appends unknown arguments as a query string; it reads its rule's converters
    when it runs, from the rule it is bound to. Werkzeug's own code makes each one, once."""
    compile_builder = getattr(Rule, "_compile_builder", None)
    if compile_builder is None or getattr(compile_builder, "shared", False):
        return  # another Werkzeug: each app compiles its own, as before
    builders: dict[tuple[object, ...], Any] = {}

    def shared(rule: Rule, append_unknown: bool = True) -> Any:
        defaults = rule.defaults or {}
        key = (
            rule.rule,
            tuple(rule._trace),
            tuple(defaults),
            tuple(
                rule._converters[name].to_url(value)
                for name, value in defaults.items()
                if name in rule._converters
            ),
            append_unknown,
        )
        if key not in builders:
            builders[key] = compile_builder(rule, append_unknown)
        return builders[key]

    shared.shared = True  # type: ignore[attr-defined]
    Rule._compile_builder = shared  # type: ignore[method-assign]


share_url_builders()


def make_app(database: Path, **settings: object) -> Flask:
    """An app for tests, with its own database at the newest migration."""
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test",
            "RATELIMIT_ENABLED": False,  # tests/web/test_creation_limit.py turns it on
            **database_settings(database, migrated=True),
            **settings,
        }
    )
    app.jinja_env.bytecode_cache = TEMPLATE_CODE
    return app
