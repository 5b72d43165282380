"""The web app manifest (so a phone can add the app to its home screen) and the service worker
that keeps the last scoreboard readable when the connection drops (``static/js/sw.js``).
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, current_app, jsonify, url_for

bp = Blueprint("install", __name__)

THEME = "#0b5cad"
"""The top bar's colour (static/css/app.css), for the phone's title bar."""


@bp.get("/manifest.webmanifest")
def manifest() -> Response:
    """The web app manifest: name, icons, colours, and the page the app opens on."""
    icons = [
        {
            "src": url_for("static", filename=f"icons/icon-{size}.png"),
            "sizes": f"{size}x{size}",
            "type": "image/png",
            "purpose": "any maskable",
        }
        for size in (192, 512)
    ]
    svg = url_for("static", filename="icons/icon.svg")
    icons.append({"src": svg, "sizes": "any", "type": "image/svg+xml"})
    response = jsonify(
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
