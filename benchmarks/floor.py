"""The app as gunicorn serves it, plus one trivial route, ``/floor``, for ``benchmarks/scale.py``
only: the same app's cost of answering anything at all (its hooks, headers and WSGI), against
which every other route is measured."""

from __future__ import annotations

from scorekeeper import create_app

app = create_app()


@app.get("/floor")
def floor() -> str:
    """Nothing to read, nothing to render."""
    return "floor"
