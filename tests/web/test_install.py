"""The web app manifest and the service worker, through the test client."""

from __future__ import annotations

import json

from flask.testing import FlaskClient


def test_manifest(client: FlaskClient) -> None:
    response = client.get("/manifest.webmanifest")
    assert response.mimetype == "application/manifest+json"
    manifest = json.loads(response.text)
    assert (manifest["name"], manifest["start_url"], manifest["scope"]) == (
        "Scorekeeper",
        "/games",
        "/",
    )
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        with client.get(icon["src"]) as image:
            assert (image.status_code, image.mimetype) == (200, icon["type"])


def test_service_worker_served_from_the_root(client: FlaskClient) -> None:
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response.mimetype == "text/javascript"
    assert response.headers["Service-Worker-Allowed"] == "/"
    assert "no-cache" in response.headers["Cache-Control"]
    assert "You are offline" in response.text


def test_every_page_links_the_manifest_and_registers_the_worker(client: FlaskClient) -> None:
    page = client.get("/").text
    assert '<link rel="manifest" href="/manifest.webmanifest">' in page
    assert 'data-service-worker="/sw.js"' in page
