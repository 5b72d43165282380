"""The scorekeeper changes the edit link (issue 5, Access), and a table's (issue 24): after
confirming, the game or table goes on at a new address and the old one answers "Page not
found"; the view link keeps working."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.phone import expect_totals, ready, start_game


def test_change_the_edit_link(page: Page) -> None:
    start_game(page, ["Ann", "Bob"])
    page.get_by_role("button", name="Start the game").click()
    expect_totals(page, ["0", "0"])
    ready(page)
    old_url = page.url
    view_url = page.locator(".share-link a[href*='/g/']").get_attribute("href")
    assert view_url

    page.get_by_text("Change the edit link", exact=True).click()
    page.get_by_role("button", name="Yes, change the edit link").click()
    expect(page.get_by_role("status")).to_contain_text("The edit link changed")
    ready(page)
    assert page.url != old_url and "/e/" in page.url
    expect_totals(page, ["0", "0"])
    expect(page.locator(".share-link a[href*='/g/']")).to_have_attribute("href", view_url)

    response = page.goto(old_url)
    assert response is not None and response.status == 404
    expect(page.get_by_role("heading", name="Page not found")).to_be_visible()
    page.goto(view_url)
    expect_totals(page, ["0", "0"])


def test_change_a_tables_link(page: Page) -> None:
    """The table's edit link changes after confirming: the old one answers "Page not found",
    the view link stays, and this phone's list of tables opens the table at its new link."""
    page.goto("/tables/new")
    page.get_by_label("Name of the table").fill("Friday nights")
    page.get_by_role("button", name="Start the table").click()
    expect(page.get_by_role("heading", name="Friday nights")).to_be_visible()
    ready(page)
    old_url = page.url
    view_url = page.locator(".share-link a[href*='/t/']").get_attribute("href")
    assert view_url

    page.get_by_text("Change this table's link", exact=True).click()
    page.get_by_role("button", name="Yes, change this table's link").click()
    expect(page.get_by_role("status")).to_contain_text("The table's link changed")
    ready(page)
    new_url = page.url
    assert new_url != old_url and "/t/e/" in new_url
    expect(page.locator(".share-link a[href*='/t/']")).to_have_attribute("href", view_url)

    response = page.goto(old_url)
    assert response is not None and response.status == 404
    expect(page.get_by_role("heading", name="Page not found")).to_be_visible()
    page.goto("/tables")
    page.get_by_role("link", name="Friday nights").click()
    expect(page.get_by_role("link", name="New game at this table")).to_be_visible()
    assert page.url == new_url
