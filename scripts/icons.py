"""Draw the app's PNG icons from static/icons/icon.svg with Chromium (Playwright).

Run it after changing the SVG, from the repository root: .venv/bin/python scripts/icons.py
The PNGs are committed: the app serves them as they are. Each is saved with a palette of 256
colours (Pillow; the icon's flat colours and the steps of their smoothed edges, which look
the same), half the bytes of Chromium's full-colour PNG: every page links the 180 px one.
"""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image
from playwright.sync_api import sync_playwright

ICONS = Path(__file__).resolve().parent.parent / "static" / "icons"
SIZES = (180, 192, 512)
SYSTEM_CHROMIUM = Path("/usr/bin/chromium")


def main() -> None:
    svg = (ICONS / "icon.svg").read_text()
    with sync_playwright() as playwright:
        executable = str(SYSTEM_CHROMIUM) if SYSTEM_CHROMIUM.exists() else None
        browser = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        for size in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(
                f"<body style='margin:0'><div style='width:{size}px;height:{size}px'>{svg}</div>"
            )
            page.locator("svg").evaluate("svg => { svg.style.width = svg.style.height = '100%'; }")
            shot = page.screenshot(clip={"x": 0, "y": 0, "width": size, "height": size})
            palette = Image.open(io.BytesIO(shot)).quantize(256, dither=Image.Dither.NONE)
            palette.save(ICONS / f"icon-{size}.png", optimize=True)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
