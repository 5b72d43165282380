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
from sqlalchemy import URL, create_engine, make_url, text
from sqlalchemy.exc import DBAPIError
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
    the database ``template``; return its URL. A copy of :func:`migrated_database` that this
    process made before is emptied instead, when its schema is still the template's
    (:func:`emptied`): the same database, made in a tenth of the time."""
    server = make_url(TEST_DATABASE_URL)
    url = server.set(database="_".join(filter(None, [server.database, WORKER, name])))
    migrated = template != "template0" and template == migrated_database()
    if migrated and url.database in MIGRATED_COPIES and emptied(url, template):
        return url.render_as_string(hide_password=False)
    MIGRATED_COPIES.discard(url.database)
    admin = create_engine(server, isolation_level="AUTOCOMMIT", poolclass=NullPool)
    with admin.connect() as connection:
        connection.execute(text(f'DROP DATABASE IF EXISTS "{url.database}" WITH (FORCE)'))
        connection.execute(text(f'CREATE DATABASE "{url.database}" TEMPLATE "{template}"'))
    admin.dispose()
    if migrated:
        MIGRATED_COPIES.add(str(url.database))
    return url.render_as_string(hide_password=False)


MIGRATED_COPIES: set[str] = set()
"""The PostgreSQL databases this process made as copies of :func:`migrated_database`."""

SCHEMA = """SELECT md5(concat_ws('|',
    (SELECT string_agg(format('%s.%s %s %s %s', c.relname, a.attname,
            format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid)),
            ',' ORDER BY c.relname, a.attnum)
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
        LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE c.relnamespace = 'public'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped),
    (SELECT string_agg(format('%s.%s %s', n.nspname, c.relname, c.relkind), ','
            ORDER BY n.nspname, c.relname)
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')),
    (SELECT string_agg(conname || ' ' || pg_get_constraintdef(oid), ',' ORDER BY conname)
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace),
    (SELECT string_agg(indexdef, ',' ORDER BY indexname) FROM pg_indexes
        WHERE schemaname = 'public'),
    (SELECT string_agg(tgname, ',' ORDER BY tgname) FROM pg_trigger),
    (SELECT string_agg(p.oid::regprocedure::text, ',' ORDER BY p.oid::regprocedure::text)
        FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace),
    (SELECT string_agg(typname, ',' ORDER BY typname) FROM pg_type
        WHERE typnamespace = 'public'::regnamespace),
    (SELECT string_agg(enumlabel::text, ',' ORDER BY enumtypid, enumsortorder) FROM pg_enum),
    (SELECT string_agg(extname, ',' ORDER BY extname) FROM pg_extension),
    (SELECT string_agg(array_to_string(setconfig, ','), ';' ORDER BY setconfig)
        FROM pg_db_role_setting),
    (SELECT string_agg(version_num, ',' ORDER BY version_num) FROM alembic_version)))"""
"""A checksum of a database's schema: its tables' columns, every relation, constraint, index,
trigger, function, type and extension, the settings given to databases and roles, and the
migration it is at."""


@functools.cache
def template_rows(template: str) -> tuple[str, tuple[str, ...]]:
    """The schema checksum (:data:`SCHEMA`) of the PostgreSQL database ``template`` and its
    tables but ``alembic_version``; it holds no row in them."""
    url = make_url(TEST_DATABASE_URL).set(database=template)
    engine = create_engine(url, poolclass=NullPool)
    with engine.connect() as connection:
        schema = connection.execute(text(SCHEMA)).scalar_one()
        tables = tuple(
            connection.execute(
                text(
                    "SELECT tablename FROM pg_tables WHERE schemaname = 'public'"
                    " AND tablename <> 'alembic_version' ORDER BY tablename"
                )
            ).scalars()
        )
        for table in tables:
            assert connection.execute(text(f'SELECT count(*) FROM "{table}"')).scalar() == 0
    engine.dispose()
    return schema, tables


def emptied(url: URL, template: str) -> bool:
    """Make the PostgreSQL database at ``url``, a copy of ``template`` a test used, as the copy
    was made, when its schema is still the template's (:data:`SCHEMA`): end every connection to
    it, delete every row of every table but ``alembic_version`` (the foreign keys not checked:
    every row goes) and set each sequence used back to its start. Say whether it was done; a
    schema changed, or a server that refuses (no superuser), leaves the database as it was."""
    schema, tables = template_rows(template)
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.begin() as connection:
            connection.execute(
                text(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )
            )
            if connection.execute(text(SCHEMA)).scalar_one() != schema:
                return False
            connection.execute(
                text(
                    "SET LOCAL session_replication_role = replica;"
                    + "".join(f'DELETE FROM "{table}";' for table in tables)
                    + "SELECT setval(format('%I.%I', schemaname, sequencename), start_value,"
                    " false) FROM pg_sequences WHERE last_value IS NOT NULL"
                )
            )
    except DBAPIError:
        return False
    finally:
        engine.dispose()
    return True


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
    shared.werkzeugs = compile_builder  # type: ignore[attr-defined]
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
