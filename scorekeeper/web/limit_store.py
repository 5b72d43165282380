"""Flask-Limiter's counters in the app's database, so that every worker process and every app
server sharing the database count one address's creations together (issue 41, item 2: counted
in each process's memory, two workers let twice the limit through).

Flask-Limiter (through the ``limits`` library) keeps, per limit and address, a count and when
its window ends; this is that store, registered as the ``scorekeeper+database://`` storage
(``RATELIMIT_STORAGE_URI`` may still name another, such as Redis). One row per counter, in
``rate_limits``; rows whose window has ended are removed as counters are written.
"""

from __future__ import annotations

import time

from limits.storage import Storage
from sqlalchemy import case, delete, func, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import SQLAlchemyError

from scorekeeper.extensions import db
from scorekeeper.models import RateLimit
from scorekeeper.scorebook.writing import write_transaction

STORAGE_URI = "scorekeeper+database://"
"""Where Flask-Limiter keeps its counts: this module's store, in the app's database."""


class DatabaseStorage(Storage):
    """A ``limits`` storage over the app's database, for the fixed-window strategy that
    Flask-Limiter uses by default. Used within a request (the app's ``db`` session)."""

    STORAGE_SCHEME = ["scorekeeper+database"]

    @property
    def base_exceptions(self) -> type[Exception]:
        return SQLAlchemyError

    def incr(self, key: str, expiry: int, amount: int = 1) -> int:
        """Add ``amount`` to ``key``'s count, its window (``expiry`` seconds) started anew once
        the last one ended; the count."""
        now = time.time()
        dialect = postgresql if db.engine.dialect.name == "postgresql" else sqlite
        table = RateLimit.__table__
        ended = table.c.expires_at <= now
        upsert = (
            dialect.insert(table)
            .values(key=key, count=amount, expires_at=now + expiry)
            .on_conflict_do_update(
                index_elements=["key"],
                set_={
                    "count": case((ended, amount), else_=table.c.count + amount),
                    "expires_at": case((ended, now + expiry), else_=table.c.expires_at),
                },
            )
            .returning(table.c.count)
        )
        with write_transaction():
            db.session.execute(delete(RateLimit).where(RateLimit.expires_at < now - expiry))
            return int(db.session.execute(upsert).scalar_one())

    def get(self, key: str) -> int:
        """``key``'s count in its current window (0 once it ended)."""
        count = db.session.execute(
            select(RateLimit.count).where(RateLimit.key == key, RateLimit.expires_at > time.time())
        ).scalar_one_or_none()
        return int(count or 0)

    def get_expiry(self, key: str) -> float:
        """When ``key``'s window ends (seconds since the epoch; now if it has none)."""
        ends = db.session.execute(
            select(RateLimit.expires_at).where(RateLimit.key == key)
        ).scalar_one_or_none()
        return float(ends) if ends is not None else time.time()

    def check(self) -> bool:
        """Whether the store answers: its table can be read."""
        db.session.execute(select(func.count()).select_from(RateLimit)).scalar()
        return True

    def reset(self) -> int | None:
        with write_transaction():
            counters = db.session.execute(select(func.count()).select_from(RateLimit)).scalar()
            db.session.execute(delete(RateLimit))
        return int(counters or 0)

    def clear(self, key: str) -> None:
        with write_transaction():
            db.session.execute(delete(RateLimit).where(RateLimit.key == key))
