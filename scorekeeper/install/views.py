"""The web app manifest (so a phone can add the app to its home screen), the service worker
that keeps the last scoreboard readable when the connection drops (``static/js/sw.js``), and
the certificate authority a phone installs to trust the app served over https without a proxy
(:mod:`scorekeeper.web.https`).
"""

from __future__ import annotations

from pathlib import Path

from flask import Response, abort, current_app, jsonify, send_from_directory, url_for

from scorekeeper.web.https import CA_DOWNLOAD
from scorekeeper.web.static_files import static_url

from .blueprint import bp

THEME = "#0b5cad"
"""The top bar's colour (static/css/app.css), for the phone's title bar."""


@bp.get("/manifest.webmanifest")
def manifest() -> Response:
    """The web app manifest: name, icons, colours, and the page the app opens on."""
    icons = [
        {
            "src": static_url(f"icons/icon-{size}.png"),
            "sizes": f"{size}x{size}",
            "type": "image/png",
            "purpose": "any maskable",
        }
        for size in (192, 512)
    ]
    svg = static_url("icons/icon.svg")
    icons.append({"src": svg, "sizes": "any", "type": "image/svg+xml"})
    response = jsonify(
        id=url_for("pages.home"),  # the app's identity, whatever page it was added from
        name="Scorekeeper",
        short_name="Scorekeeper",
        description="Keeps the score and checks the melds of rummy games played with real cards.",
        start_url=url_for("games.history"),
        scope=url_for("pages.home"),
        display="standalone",
        background_color="#ffffff",
        theme_color=THEME,
        icons=icons,
    )
    response.mimetype = "application/manifest+json"
    return response


@bp.get("/sw.js")
def service_worker() -> Response:
    """The service worker, served from the root so that its scope covers every page."""
    script = Path(current_app.static_folder or "") / "js" / "sw.js"
    response = Response(script.read_text(encoding="utf-8"), mimetype="text/javascript")
    response.headers["Service-Worker-Allowed"] = url_for("pages.home")
    response.cache_control.no_cache = True
    return response


@bp.get(CA_DOWNLOAD)
def certificate_authority() -> Response:
    """The certificate authority in ``HTTPS_DIR`` (set by ``HTTPS=1 bash scripts/run``), as a
    file a phone offers to install; 404 when the app is not served so."""
    folder = current_app.config.get("HTTPS_DIR")
    if not folder:
        abort(404)
    return send_from_directory(folder, "ca.crt", mimetype="application/x-x509-ca-cert")
