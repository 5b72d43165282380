"""Keys stay out of the logs (issue 24): the app's log of an unexpected error and gunicorn's
error log write ``[key]`` for edit keys, seat keys and a table's key in ``/games/new?table=``."""

from __future__ import annotations

import io
import logging

import pytest
from gunicorn.config import Config

from scorekeeper import create_app
from scorekeeper.web.access_log import RedactingLogger

KEY = "s3cr3t-edit-key_0123456789abcdef"


def test_the_apps_log_of_an_error_holds_no_key(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = create_app({"SECRET_KEY": "test", "SQLALCHEMY_DATABASE_URI": "sqlite://"})
    # A migration run by an earlier test (alembic's fileConfig) turns off the loggers it finds.
    monkeypatch.setattr(app.logger, "disabled", False)

    @app.get("/e/<edit_key>/boom")
    def boom(edit_key: str) -> str:
        raise RuntimeError(f"boom at /e/{edit_key}/boom")

    with caplog.at_level(logging.ERROR, logger=app.logger.name):
        assert app.test_client().get(f"/e/{KEY}/boom").status_code == 500
    text = caplog.text
    assert "Exception on /e/[key]/boom [GET]" in text
    assert "RuntimeError: boom at /e/[key]/boom" in text
    assert KEY not in text


@pytest.mark.parametrize(
    "uri",
    [f"/e/{KEY}/deals/new", f"/t/e/{KEY}/", f"/s/{KEY}/1", f"/games/new?table={KEY}&x=1"],
)
def test_gunicorns_error_log_holds_no_key(uri: str) -> None:
    logger = RedactingLogger(Config())
    written = io.StringIO()
    handler = logging.StreamHandler(written)
    logger.error_log.addHandler(handler)
    try:
        raise ValueError(f"while handling {uri}")
    except ValueError:
        logger.exception("Error handling request %s", uri)
    finally:
        logger.error_log.removeHandler(handler)
    text = written.getvalue()
    assert "Error handling request /" in text and "[key]" in text
    assert "ValueError: while handling" in text
    assert KEY not in text
