"""The people at the table, end to end in real Chromium at 390 x 844 (issue: "What every score
pad has", item 2): a colour and an avatar chosen on the new-game form and on the scoreboard,
seen on the scoreboard and the seat page; remembered on the phone for a game at no table; two
names made one person at a table; axe on those pages in the light and the dark colour scheme.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

from tests.e2e.phone import axe_violations, expect_totals, fits_the_phone, ready, start_game
from tests.e2e.record import enter_deal


def tile(page: Page, name: str) -> Locator:
    """A player's tile at the top of the scoreboard."""
    return page.locator(".total").filter(has=page.locator(".total-name", has_text=name))


def test_a_colour_and_avatar_chosen_show_on_the_scoreboard_and_the_seat_page(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    start_game(page, ["Ann", "Bob", "Cy"])
    # Given without asking: a colour each, in seating order, and the name's initial.
    expect(page.locator("#colours-0")).to_have_value("blue")
    expect(page.locator("#colours-1")).to_have_value("orange")
    expect(page.locator("#colours-0")).to_be_hidden()  # one tap away: no tap needed to start
    page.locator('[data-player-look="0"] summary').click()
    page.locator("#colours-0").select_option(label="Teal")
    page.locator('[data-player-look="1"] summary').click()
    page.locator("#avatars-1").fill("🦊")
    preview = page.locator('[data-player-look="1"] [data-look-avatar]')
    expect(preview).to_have_text("🦊")
    expect(page.locator('[data-player-look="0"] [data-look-avatar]')).to_have_class(
        "avatar colour-teal"
    )
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        assert axe_violations(page) == []
        screenshot(f"people-new-game-{scheme}")
    page.emulate_media(color_scheme="light")
    page.get_by_role("button", name="Start the game").click()
    expect_totals(page, ["0", "0", "0"])
    scoreboard = page.url

    expect(tile(page, "Ann")).to_have_class("total colour-teal")
    expect(tile(page, "Ann").locator(".avatar")).to_have_text("A")
    expect(tile(page, "Bob").locator(".avatar")).to_have_text("🦊")
    expect(tile(page, "Cy")).to_have_class("total colour-green")

    # From the scoreboard: Cy takes purple and the letters CJ.
    page.locator("#player-looks summary").click()
    cy = page.locator(".player-look-form").filter(has_text="Cy")
    cy.get_by_label("Colour").select_option(label="Purple")
    cy.get_by_label("Avatar").fill("CJ")
    cy.get_by_role("button", name="Save").click()
    expect(page.get_by_text("Cy's colour and avatar are saved.")).to_be_visible()
    expect(tile(page, "Cy")).to_have_class("total colour-purple")
    expect(tile(page, "Cy").locator(".avatar")).to_have_text("CJ")
    assert fits_the_phone(page)

    # Refused in words by its field, nothing changed.
    page.locator("#player-looks summary").click()
    ann = page.locator(".player-look-form").filter(has_text="Ann")
    ann.get_by_label("Avatar").fill("Anna")
    ann.get_by_role("button", name="Save").click()
    expect(page.locator("#seat0-avatar-error")).to_have_text(
        "⚠ Anna cannot be an avatar: type one emoji, or one or two letters."
    )
    page.goto(scoreboard)
    ready(page)
    expect(tile(page, "Ann").locator(".avatar")).to_have_text("A")

    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.reload()
        ready(page)
        assert axe_violations(page) == []
        page.evaluate("window.scrollTo(0, 0)")
        screenshot(f"people-scoreboard-{scheme}")

    seat_link = page.locator("#seat-link .share-link a").get_attribute("href") or ""
    page.goto(seat_link)
    expect(page.get_by_role("heading", name="Who are you?")).to_be_visible()
    page.get_by_role("button", name="Bob").click()
    heading = page.get_by_role("heading", name="Bob: deal 1")
    expect(heading).to_be_visible()
    expect(heading.locator(".avatar")).to_have_text("🦊")
    expect(heading.locator(".avatar")).to_have_class("avatar colour-orange")
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.reload()
        ready(page)
        assert axe_violations(page) == []
        screenshot(f"people-seat-{scheme}")


def test_a_phone_offers_a_names_look_again_for_a_game_at_no_table(page: Page) -> None:
    start_game(page, ["Zoe", "Yann"])
    page.locator('[data-player-look="1"] summary').click()
    page.locator("#colours-1").select_option(label="Magenta")
    page.locator("#avatars-1").fill("🐙")
    page.get_by_role("button", name="Start the game").click()
    expect_totals(page, ["0", "0"])
    start_game(page, ["Xavi", "Yann"])
    page.locator("#players-1").blur()
    expect(page.locator("#colours-1")).to_have_value("magenta")
    expect(page.locator("#avatars-1")).to_have_value("🐙")
    expect(page.locator('[data-player-look="1"] [data-look-avatar]')).to_have_text("🐙")
    page.get_by_role("button", name="Start the game").click()
    expect_totals(page, ["0", "0"])
    expect(tile(page, "Yann").locator(".avatar")).to_have_text("🐙")
    expect(tile(page, "Yann")).to_have_class("total colour-magenta")


def test_two_names_made_one_person_at_a_table(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    page.goto("/tables/new")
    page.get_by_label("Name of the table").fill("Sunday lunch")
    page.get_by_role("button", name="Start the table").click()
    table = page.url
    for names in (["Ann", "Bob"], ["Anna", "Bob"]):
        page.goto(table)
        page.get_by_role("link", name="New game at this table").click()
        ready(page)
        for number, name in enumerate(names, start=1):
            page.get_by_label(f"Player {number}", exact=True).fill(name)
        page.get_by_role("button", name="Start the game").click()
        # Deal 1, jacks wild: the first player goes out with three kings (30) and Bob holds
        # 3C 9D (10): 40 (000 pagat 5000 Rummy, Scoring).
        enter_deal(
            page, "J", names[0], {"players-0-melds-0": "KS KH KD", "players-1-hand": "3C 9D"}
        )
    page.goto(table)
    ready(page)
    records = page.locator(".player-record:not(.game-records) h3")
    expect(records).to_have_count(3)
    people = page.locator("#people")
    people.get_by_label("This name").select_option("Anna")
    people.get_by_label("is the same person as").select_option("Ann")
    people.get_by_role("button", name="Count them as one person").click()
    expect(
        page.get_by_text("Anna and Ann are one person in this table's records now.")
    ).to_be_visible()
    expect(records).to_have_count(2)
    expect(page.get_by_text("Anna counts as Ann.")).to_be_visible()
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.reload()
        ready(page)
        assert axe_violations(page) == []
        assert fits_the_phone(page)
        screenshot(f"people-table-{scheme}")
    page.emulate_media(color_scheme="light")
    page.locator("#people").get_by_role("button", name="Undo").click()
    expect(page.get_by_text("Anna and Ann count as two people again.")).to_be_visible()
    expect(records).to_have_count(3)
