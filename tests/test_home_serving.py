"""The home table served straight to its Wi-Fi by ``bash scripts/run``, no proxy in front
(issue 24, items 6 and 7): slow phones cannot take the app away from the others, and
``HTTPS=1`` serves it over https with a certificate authority that vouches for local names
and addresses only."""

from __future__ import annotations

import http.client
import json
import socket
import ssl
import time
import urllib.request
from ipaddress import ip_address
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from click.testing import CliRunner
from cryptography import x509
from cryptography.x509.verification import PolicyBuilder, Store, VerificationError

from scorekeeper.web.https import make_certificates, server_certificate
from tests.api.game_calls import FIRST_DEAL
from tests.api.threaded_calls import call
from tests.apps import sqlite_only
from tests.gunicorn_server import scripts_run_serving

SLOW_CLIENTS = 16
"""Connections that send a byte a second: more than the threads of gunicorn's gthread workers."""

SAVE_WAIT = 30
"""Seconds the save's connection waits for its answer before the test gives up on it: a limit
on waiting, never a measure (a save takes about 0.1 s; how long it takes with the slow clients
holding on is measured by ``benchmarks/hostile.py slow``)."""

BYTES_BEFORE_THE_SAVE = 2
"""Bytes each slow client sends, a second apart, before the save: by then the server has read
from each of them and waits for the rest. gunicorn closes a connection whose request has not all
come 5 s after it opened (its ``keepalive``), so the slow ones are still held if the save is
answered in the 3 s left (it takes about 0.1 s)."""

SLOW_REQUEST = b"POST /api/v1/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\n{}"


def saved(url: str, deals: str, edit_key: str) -> int:
    """Save :data:`FIRST_DEAL` on a connection of its own; the answer's status (0 if none came
    within :data:`SAVE_WAIT` seconds)."""
    address = urlsplit(url)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=SAVE_WAIT)
    try:
        connection.request(
            "POST",
            deals,
            body=json.dumps(FIRST_DEAL),
            headers={"Content-Type": "application/json", "Authorization": f"Bearer {edit_key}"},
        )
        return connection.getresponse().status
    except TimeoutError:
        return 0
    finally:
        connection.close()


@sqlite_only
def test_slow_clients_leave_a_save_answered(tmp_path: Path) -> None:
    """16 connections that each send a byte a second, as phones on a weak signal, hold on while
    a save is sent: the save is answered (201) and the slow ones are still held, waiting for the
    rest of their requests. ``bash scripts/run``'s gevent workers wait for each connection in a
    greenlet of their own; gunicorn's gthread workers (``gunicorn.conf.py``, behind a proxy)
    would give each slow connection a thread until it had sent its request, and leave the save
    unanswered. No time is measured: the save's connection only stops waiting after
    :data:`SAVE_WAIT` seconds (issue 55)."""
    with (
        (tmp_path / "run.log").open("wb") as log,
        scripts_run_serving(tmp_path / "slow.sqlite3", log) as url,
    ):
        players = {"variant": "5000-rummy", "players": ["Ann", "Bob", "Cy"]}
        status, game, _ = call("POST", f"{url}/api/v1/games", players)
        assert status == 201
        deals = f"/api/v1/games/{game['id']}/deals"
        assert saved(url, deals, game["edit_key"]) == 201  # both ways warmed up
        address = urlsplit(url)
        slow = [
            socket.create_connection((address.hostname, address.port), timeout=5)
            for _ in range(SLOW_CLIENTS)
        ]
        try:
            for sent in range(BYTES_BEFORE_THE_SAVE):
                for connection in slow:
                    connection.sendall(SLOW_REQUEST[sent : sent + 1])
                time.sleep(1)
            status = saved(url, deals, game["edit_key"])
            held = 0
            for connection in slow:  # still open, still waiting for the rest of the request
                connection.setblocking(False)
                try:
                    connection.recv(1)
                except BlockingIOError:
                    held += 1
        finally:
            for connection in slow:
                connection.close()
    assert (status, held) == (201, SLOW_CLIENTS)


def verify(folder: Path, name: x509.DNSName | x509.IPAddress) -> None:
    """Verify ``folder``'s server certificate for ``name`` as a phone that installed the
    authority does (RFC 5280 and the CA/Browser Forum's rules).

    :raises VerificationError: if the certificate does not hold for ``name``."""
    authority = x509.load_pem_x509_certificate((folder / "ca.crt").read_bytes())
    leaf = x509.load_pem_x509_certificate((folder / "server.crt").read_bytes())
    verifier = PolicyBuilder().store(Store([authority])).build_server_verifier(name)
    verifier.verify(leaf, [])


def test_the_authority_vouches_for_local_names_and_addresses_only(tmp_path: Path) -> None:
    folder = tmp_path / "https"
    local = ["localhost", "laptop.local"]
    addresses = [ip_address("192.168.1.20"), ip_address("127.0.0.1")]
    server_certificate(folder, local, addresses)
    for name in [*map(x509.DNSName, local), *map(x509.IPAddress, addresses)]:
        verify(folder, name)
    with pytest.raises(VerificationError):
        verify(folder, x509.DNSName("laptop.example.com"))  # not in this certificate
    server_certificate(folder, ["bank.example.com"], [ip_address("8.8.8.8")])
    for outside in (x509.DNSName("bank.example.com"), x509.IPAddress(ip_address("8.8.8.8"))):
        with pytest.raises(VerificationError):  # signed, but the authority may not vouch
            verify(folder, outside)
    assert (folder / "ca.key").stat().st_mode & 0o077 == 0


@sqlite_only
def test_https_serves_over_the_authority_kept_and_offers_it_for_download(tmp_path: Path) -> None:
    folder = tmp_path / "https"
    database = tmp_path / "https.sqlite3"
    for start in range(2):  # the authority is kept from one start to the next
        with (
            (tmp_path / f"run-{start}.log").open("wb") as log,
            scripts_run_serving(database, log, HTTPS="1", HTTPS_DIR=str(folder)) as url,
        ):
            # reached trusting the authority alone (see scripts_run_serving)
            with urllib.request.urlopen(f"{url}/ca.crt", context=trusting(folder)) as download:
                assert download.headers["Content-Type"] == "application/x-x509-ca-cert"
                authority = download.read()
            assert authority == (folder / "ca.crt").read_bytes()
        if start == 0:
            first = authority
    assert authority == first
    output = (tmp_path / "run-1.log").read_text()
    assert f"Scorekeeper is served at {url} (Ctrl+C stops it)" in output
    # The default HOST is this computer alone: no phone instructions or code for an address no
    # phone can open (issue 41), but how to serve the phones.
    assert "start it again with HOST=0.0.0.0" in output
    assert "ca.crt on the phone" not in output and "Certificate Trust Settings" not in output


def test_https_on_the_wifi_tells_a_phone_where_to_go(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """HOST=0.0.0.0: the start names the Wi-Fi address (the first of this computer's local
    addresses), with the steps and the code a phone needs."""
    wifi = [ip_address("192.168.1.20"), ip_address("127.0.0.1")]
    monkeypatch.setattr("scorekeeper.web.https.local_addresses", lambda host: wifi)
    said = CliRunner().invoke(make_certificates, [str(tmp_path / "https"), "0.0.0.0", "5000"])
    assert said.exit_code == 0, said.output
    assert "Scorekeeper is served at https://192.168.1.20:5000 (Ctrl+C stops it)" in said.output
    assert "open\nhttps://192.168.1.20:5000/ca.crt on the phone" in said.output
    assert "Certificate Trust Settings" in said.output
    assert "HOST=0.0.0.0" not in said.output


def trusting(folder: Path) -> ssl.SSLContext:
    """A TLS client that trusts ``folder``'s authority and nothing else."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.load_verify_locations(folder / "ca.crt")
    return context
