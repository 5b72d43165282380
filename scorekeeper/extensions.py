"""Flask extensions, created unbound and attached to the app in ``create_app``."""

from __future__ import annotations

from flask_babel import Babel
from flask_caching import Cache
from flask_compress import Compress
from flask_htmx import HTMX
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from flask_migrate import Migrate
from flask_sqlalchemy import SQLAlchemy
from flask_wtf.csrf import CSRFProtect
from sqlalchemy.orm import DeclarativeBase


class Base(DeclarativeBase):
    """Base class of every model."""


db = SQLAlchemy(model_class=Base)
migrate = Migrate()
csrf = CSRFProtect()
htmx = HTMX()
compress = Compress()
"""Compresses pages, scripts, styles and JSON (gzip, Brotli or zstd, as the browser takes)."""
cache = Cache()
"""Numbers worked out from stored ones, kept in the app's memory (each process its own, as
configured: ``scorekeeper.config``) under a key naming what they were worked out from."""
limiter = Limiter(get_remote_address)
"""Throttles what anyone may make without a key, per address (``scorekeeper.web.creations``),
counting in the app's database (``scorekeeper.web.limit_store``) unless
``RATELIMIT_STORAGE_URI`` names another store."""
babel = Babel()
"""The page's language and its catalogue (``scorekeeper.words.languages``)."""
