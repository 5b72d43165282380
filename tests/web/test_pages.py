from __future__ import annotations

from flask import Flask
from flask.testing import FlaskClient, FlaskCliRunner
from sqlalchemy import inspect

from scorekeeper.extensions import db


def test_home_page(client: FlaskClient) -> None:
    response = client.get("/")
    assert response.status_code == 200
    assert "<h1>Scorekeeper</h1>" in response.text
    assert 'href="/api/v1/openapi.json"' in response.text


def test_home_page_gives_htmx_the_csrf_token(csrf_client: FlaskClient) -> None:
    response = csrf_client.get("/")
    assert response.status_code == 200
    assert """<body hx-headers='{"X-CSRFToken": \"""" in response.text


def test_unknown_url_gives_friendly_404(client: FlaskClient) -> None:
    response = client.get("/no/such/page")
    assert response.status_code == 404
    assert response.mimetype == "text/html"
    assert "Page not found" in response.text


def test_unexpected_error_gives_friendly_500(failing_app: Flask) -> None:
    response = failing_app.test_client().get("/boom")
    assert response.status_code == 500
    assert "Something went wrong" in response.text


def test_db_upgrade_on_fresh_database(app: Flask, runner: FlaskCliRunner) -> None:
    result = runner.invoke(args=["db", "upgrade"])
    assert result.exit_code == 0, result.output
    with app.app_context():
        assert "alembic_version" in inspect(db.engine).get_table_names()
