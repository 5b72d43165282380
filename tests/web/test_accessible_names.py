"""Accessible names contain the visible text (WCAG 2.5.3, Label in Name; issue 14, item 11): a
button, link or summary named by aria-label must show text its name contains, so that a
player who says what they see ("tap A clubs") reaches it. axe-core's own rule skips a label of
one letter and a suit sign, such as a card button's "A♣", so the pages are read here too."""

from __future__ import annotations

from html.parser import HTMLParser

from flask.testing import FlaskClient

from tests.web.game_pages import Cards, GameActions, squeeze

NAMED_BY_CONTENT = {"a", "button", "summary"}
VOID = {
    "area",
    "base",
    "br",
    "col",
    "embed",
    "hr",
    "img",
    "input",
    "link",
    "meta",
    "source",
    "track",
    "wbr",
}


class LabelsOverText(HTMLParser):
    """Collects each button, link and summary named by aria-label, with the text it shows
    (text under aria-hidden or .visually-hidden is not shown)."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[tuple[str, bool]] = []  # tag, and whether it hides its text
        self.labelled: list[tuple[int, str, list[str]]] = []  # depth, aria-label, text shown
        self.found: list[tuple[str, str]] = []  # aria-label, text shown

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID:
            return
        values = dict(attrs)
        hides = (
            values.get("aria-hidden") == "true"
            or "visually-hidden" in (values.get("class") or "").split()
        )
        self.open.append((tag, hides))
        if tag in NAMED_BY_CONTENT and values.get("aria-label"):
            self.labelled.append((len(self.open), values["aria-label"] or "", []))

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID or not self.open:
            return
        if self.labelled and self.labelled[-1][0] == len(self.open):
            _, label, shown = self.labelled.pop()
            self.found.append((label, squeeze("".join(shown))))
        self.open.pop()

    def handle_data(self, data: str) -> None:
        if self.labelled and not any(hides for _, hides in self.open):
            for _, _, shown in self.labelled:
                shown.append(data)


def mismatches(page: str) -> list[tuple[str, str]]:
    """Each (aria-label, text shown) where the label does not contain the text it shows."""
    parser = LabelsOverText()
    parser.feed(page)
    return [
        (label, shown)
        for label, shown in parser.found
        if shown and shown.casefold() not in label.casefold()
    ]


def test_card_buttons_and_deal_rows_are_named_by_what_they_show(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(["Ann", "Bob"])
    games.enter_deal([Cards(melds=["KS KH KD"]), Cards(hand="3C 9D")], 0, wild_rank="J")
    view_id = games.game().view_id
    pages = [
        "/games/new",
        games.edit_url,
        f"{games.edit_url}/deals/new",
        f"/g/{view_id}",
        f"/g/{view_id}/record",
        f"/g/{view_id}/deals/1",
        f"{games.edit_url}/changes",
        "/games",
        "/check",
        "/rules",
    ]
    for path in pages:
        page = client.get(path)
        assert page.status_code == 200, path
        assert mismatches(page.text) == [], path
    deal_form = client.get(f"{games.edit_url}/deals/new").text
    assert 'aria-label="A♣ Ace of clubs">A<span class="suit">♣</span></button>' in deal_form
    assert 'aria-label="10♥ 10 of hearts">10<span class="suit">♥</span></button>' in deal_form
