"""The web app manifest, the service worker and the certificate authority of
``HTTPS=1 bash scripts/run``, through the test client."""

from __future__ import annotations

import json
from ipaddress import ip_address
from pathlib import Path

from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.web.https import server_certificate


def test_manifest(client: FlaskClient) -> None:
    response = client.get("/manifest.webmanifest")
    assert response.mimetype == "application/manifest+json"
    manifest = json.loads(response.text)
    assert (manifest["id"], manifest["name"], manifest["start_url"], manifest["scope"]) == (
        "/",
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


def test_the_certificate_authority_is_served_where_https_made_it(
    client: FlaskClient, app: Flask, tmp_path: Path
) -> None:
    assert client.get("/ca.crt").status_code == 404  # not served over https by scripts/run
    folder = tmp_path / "https"
    server_certificate(folder, ["localhost"], [ip_address("127.0.0.1")])
    app.config["HTTPS_DIR"] = str(folder)
    with client.get("/ca.crt") as response:
        assert response.status_code == 200
        assert response.mimetype == "application/x-x509-ca-cert"
        assert response.data == (folder / "ca.crt").read_bytes()
