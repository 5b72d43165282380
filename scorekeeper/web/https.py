"""HTTPS for the home table without a proxy (``HTTPS=1 bash scripts/run``): a certificate
authority of this computer's own, which a phone installs once, and a server certificate it
signs for this computer's local names and addresses. Over https a phone on the Wi-Fi gets what
browsers give secure pages only: the service worker's offline scoreboard and the screen wake
lock.

The authority vouches only for local names and addresses (name constraints: ``localhost``,
``*.local``, loopback and private networks): on a phone that trusts it, it cannot stand for a
site on the internet, even were its key to leak. Its key stays in the folder, readable by its
owner only. The server certificate is made afresh at every start, for the addresses of the day.

usage: flask --app scorekeeper https FOLDER HOST PORT (scripts/run runs it)
  FOLDER gets ca.crt and ca.key (kept), server.crt and server.key (remade); HOST and PORT are
  where gunicorn listens (HOST 0.0.0.0: every address of this computer).
"""

from __future__ import annotations

import datetime
import ipaddress
import socket
from pathlib import Path

import click
import segno
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

Address = ipaddress.IPv4Address | ipaddress.IPv6Address

LOCAL_NAMES = ("localhost", "local")
"""The DNS names the authority may vouch for: ``localhost`` and names under ``.local``
(multicast DNS, like ``laptop.local``)."""

LOCAL_NETWORKS = tuple(
    ipaddress.ip_network(network)
    for network in ("127.0.0.0/8", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "::1/128")
)
"""The addresses the authority may vouch for: loopback (IPv4 and IPv6) and private IPv4
networks."""

AUTHORITY_DAYS = 3650
"""How long the authority holds: ten years, installed once."""

SERVER_DAYS = 397
"""How long a server certificate holds (phones refuse longer ones); each start makes one."""

CA_DOWNLOAD = "/ca.crt"
"""Where the app serves the authority's certificate (``scorekeeper.install``)."""


def local_addresses(host: str) -> list[Address]:
    """This computer's addresses that phones can reach, within :data:`LOCAL_NETWORKS`: for
    ``host`` 0.0.0.0 (or ::) every one of them, its Wi-Fi address first; else ``host``
    itself and loopback. Public addresses are left out (the authority may not vouch for them).
    """
    found: list[str] = []
    if host in ("0.0.0.0", "::", ""):
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            try:
                probe.connect(("192.0.2.1", 9))  # picks the outgoing address; sends nothing
                found.append(probe.getsockname()[0])
            except OSError:
                pass  # no network: loopback only
        try:
            found += [
                info[4][0]
                for info in socket.getaddrinfo(socket.gethostname(), None)
                if isinstance(info[4][0], str)  # an int (and bytes): Python without IPv6
            ]
        except OSError:
            pass
    else:
        found.append(host)
    found += ["127.0.0.1", "::1"]
    addresses: list[Address] = []
    for text in found:
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            continue  # a host name: reached by name, not by address
        if address not in addresses and any(address in net for net in LOCAL_NETWORKS):
            addresses.append(address)
    return addresses


def local_names() -> list[str]:
    """``localhost`` and this computer's multicast DNS name (``laptop.local``)."""
    name = socket.gethostname().split(".")[0]
    return ["localhost", f"{name}.local"] if name else ["localhost"]


def _write(path: Path, data: bytes, private: bool = False) -> None:
    path.touch()
    path.chmod(0o600 if private else 0o644)  # before a key is in it
    path.write_bytes(data)


def _key_bytes(key: ec.EllipticCurvePrivateKey) -> bytes:
    return key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )


def authority(folder: Path) -> tuple[x509.Certificate, ec.EllipticCurvePrivateKey]:
    """The authority kept in ``folder`` (``ca.crt``, ``ca.key``), made on first use: its
    certificate and key."""
    cert_path, key_path = folder / "ca.crt", folder / "ca.key"
    if cert_path.exists() and key_path.exists():
        key = serialization.load_pem_private_key(key_path.read_bytes(), password=None)
        assert isinstance(key, ec.EllipticCurvePrivateKey)
        return x509.load_pem_x509_certificate(cert_path.read_bytes()), key
    folder.mkdir(parents=True, exist_ok=True)
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name(
        [x509.NameAttribute(NameOID.COMMON_NAME, f"Scorekeeper on {socket.gethostname()}")]
    )
    now = datetime.datetime.now(datetime.UTC)
    constraints = x509.NameConstraints(
        permitted_subtrees=[
            *(x509.DNSName(dns) for dns in LOCAL_NAMES),
            *(x509.IPAddress(net) for net in LOCAL_NETWORKS),
        ],
        excluded_subtrees=None,
    )
    usage = x509.KeyUsage(
        digital_signature=False, content_commitment=False, key_encipherment=False,
        data_encipherment=False, key_agreement=False, key_cert_sign=True, crl_sign=True,
        encipher_only=False, decipher_only=False,
    )  # fmt: skip
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(hours=1))
        .not_valid_after(now + datetime.timedelta(days=AUTHORITY_DAYS))
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(usage, critical=True)
        .add_extension(constraints, critical=True)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), False)
        .sign(key, hashes.SHA256())
    )
    _write(key_path, _key_bytes(key), private=True)
    _write(cert_path, cert.public_bytes(serialization.Encoding.PEM))
    return cert, key


def server_certificate(folder: Path, names: list[str], addresses: list[Address]) -> str:
    """Write ``server.crt`` and ``server.key`` in ``folder``: a certificate for ``names`` and
    ``addresses``, signed by the :func:`authority` kept there; return the authority's name."""
    ca_cert, ca_key = authority(folder)
    key = ec.generate_private_key(ec.SECP256R1())
    now = datetime.datetime.now(datetime.UTC)
    alternative = x509.SubjectAlternativeName(
        [*(x509.DNSName(name) for name in names), *(x509.IPAddress(a) for a in addresses)]
    )
    cert = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, names[0])]))
        .issuer_name(ca_cert.subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(hours=1))
        .not_valid_after(now + datetime.timedelta(days=SERVER_DAYS))
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(alternative, critical=False)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()), False
        )
        .sign(ca_key, hashes.SHA256())
    )
    _write(folder / "server.key", _key_bytes(key), private=True)
    _write(folder / "server.crt", cert.public_bytes(serialization.Encoding.PEM))
    return str(ca_cert.subject.get_attributes_for_oid(NameOID.COMMON_NAME)[0].value)


@click.command("https")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.argument("host")
@click.argument("port", type=int)
def make_certificates(folder: Path, host: str, port: int) -> None:
    """Make the certificates in FOLDER for serving on HOST:PORT and say how a phone comes to
    trust them (where a phone can reach HOST: else, how to serve where one can)."""
    addresses = local_addresses(host)
    authority_name = server_certificate(folder, local_names(), addresses)
    shown = str(addresses[0]) if addresses[0].version == 4 else f"[{addresses[0]}]"
    url = f"https://{shown}:{port}"
    click.echo(f"Scorekeeper is served at {url} (Ctrl+C stops it)")
    if addresses[0].is_loopback:  # no phone can open it: say how to serve where one can
        click.echo(
            "Phones cannot reach this address, only this computer can. To serve the phones on "
            "this computer's Wi-Fi, start it again with HOST=0.0.0.0 (HTTPS=1 HOST=0.0.0.0 bash "
            "scripts/run): this start then prints the address and code a phone opens."
        )
        return
    click.echo(
        f"""
A phone trusts it once it has installed this computer's certificate authority (made for
Scorekeeper, it vouches for local addresses only). Scan the code below or open
{url}{CA_DOWNLOAD} on the phone; the browser warns the first time: go on
("Advanced", then "Proceed" / "Show Details", then "visit this website"), and:
  Android: Settings > Security > More security settings > Encryption & credentials >
    Install a certificate > CA certificate, and pick the file just downloaded (ca.crt).
  iPhone: Settings > Profile Downloaded > Install; then Settings > General > About >
    Certificate Trust Settings, and switch on "{authority_name}".
Then open {url} on the phone: no warning now; the scoreboard
works offline and the screen stays on. The authority is kept in {folder}
(keep ca.key private; delete the folder to make a new one, which phones then install again).
"""
    )
    segno.make(f"{url}{CA_DOWNLOAD}", error="m").terminal(compact=True)
