"""Where end-to-end tests keep their screenshots and traces (``RESULTS``)."""

from __future__ import annotations

from pathlib import Path

RESULTS = Path(__file__).resolve().parents[2] / "test-results"
