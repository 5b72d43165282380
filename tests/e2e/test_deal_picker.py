"""The deal form's docked card picker, in real Chromium at 390 x 844: it walks every player's
melds, lay-offs and hand without the page moving, marks the cards the packs hold no more of,
shows a long hand as chips that each go with one tap; and Tonk asks only what its stakes need.

Scores are worked out by hand from 000 pagat 5000 Rummy, Scoring (aces and wild cards 100, K Q J
10 10 points, 2-9 5 points; the player who goes out also scores the cards left in the others'
hands) and 004 Tonk (stakes; docs/rule-sources.md).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

from tests.e2e.deal_picker import new_game
from tests.e2e.phone import card_button, expect_totals, fits_the_phone, ready


def tap(dock: Locator, cards: str) -> None:
    """Tap cards in the docked picker, like ``"KS KH 10D"``."""
    for card in cards.split():
        dock.get_by_role("button", name=card_button(card), exact=True).click()


def step(dock: Locator, name: str) -> None:
    dock.get_by_role("button", name=name, exact=True).click()


def save_from_the_dock(page: Page, dock: Locator) -> None:
    """At the end of the walk the dock points to the one Save, the sheet's above it."""
    expect(dock.locator("[data-walk-end]")).to_contain_text("tap Save")
    page.locator("#save-sheet [data-save]").click()


def test_the_picker_walks_a_whole_deal_without_the_page_moving(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    """Twos wild. Ann goes out with KS KH KD (30), 5C 6C 7C (15) and 8H 8S 8C (15) and
    collects the hands: Bob's 3D 4S (10), Cy's QC 8D 2H (10 + 5 + a wild 2, 100) and Dee's
    10S (10): 195. Bob: his 9H 10H JH (25) and KC laid off on Ann's kings (10): 35. Cy: 0.
    Dee: AS AH AD, 300."""
    dock = new_game(page, ["Ann", "Bob", "Cy", "Dee"])
    title = dock.locator("[data-pick-title]")
    expect(title).to_have_text("Wild rank: tap the dealer's upcard")
    tap(dock, "2C")  # the upcard: its rank is wild
    expect(page.get_by_label("Wild rank (the dealer's upcard)")).to_have_value("2")

    expect(title).to_have_text("Ann · Meld 1")
    tap(dock, "KS KH KD")
    expect(dock.locator("[data-dock-verdict]")).to_have_text("✓ Set, 30 points")
    step(dock, "New meld")
    expect(title).to_have_text("Ann · Meld 2")
    tap(dock, "5C 6C 7C")
    step(dock, "New meld")  # a third meld field, made on the phone
    expect(title).to_have_text("Ann · Meld 3")
    tap(dock, "8H 8S 8C")
    expect(dock.locator("[data-dock-verdict]")).to_have_text("✓ Set, 15 points")
    step(dock, "Went out")  # on to Bob's melds
    expect(page.get_by_label("Ann", exact=True)).to_be_checked()

    expect(title).to_have_text("Bob · Meld 1")
    tap(dock, "9H 10H JH")
    step(dock, "Lay-offs")
    tap(dock, "KC")
    step(dock, "Hand")
    tap(dock, "3D 4S")
    step(dock, "Cy’s hand")  # Cy melded nothing
    expect(title).to_have_text("Cy · Left in hand")
    tap(dock, "QC 8D 2H")
    step(dock, "Next: Dee")
    tap(dock, "AS AH AD")
    step(dock, "Hand")
    tap(dock, "10S")
    expect(dock.get_by_role("button", name="Next: ")).to_have_count(0)  # Dee is the last

    # Every field was reached from the dock: the page never scrolled.
    assert page.evaluate("window.scrollY") == 0
    expect(page.locator("#players-1-laid_off")).to_have_value("KC")
    expect(page.locator("#players-0-melds-1")).to_have_value("5C 6C 7C")
    expect(page.locator("#players-0-melds-2")).to_have_value("8H 8S 8C")
    expect(page.locator("#preview-detail")).to_contain_text("Ann 60 0 135 195")
    assert fits_the_phone(page)
    results = screenshot("deal-picker-walk").parent
    page.screenshot(path=str(results / "deal-picker-walk-screen.png"))  # what the phone shows
    page.emulate_media(color_scheme="dark")
    page.screenshot(path=str(results / "deal-picker-walk-screen-dark.png"))
    save_from_the_dock(page, dock)
    expect(page.get_by_text("Deal 1 saved.")).to_be_visible()
    expect_totals(page, ["195", "35", "0", "300"])


def test_a_card_is_used_once_the_packs_hold_no_more(page: Page) -> None:
    """000 pagat 5000 Rummy, The Deal: five players take two packs, so a king of spades can be
    entered twice; a third is refused by the picker until one is taken out."""
    dock = new_game(page, ["Ann", "Bob", "Cy", "Dee", "Eve"])
    tap(dock, "9D")  # the upcard
    king = dock.get_by_role("button", name=card_button("KS"), exact=True)
    tap(dock, "KS")
    expect(king).to_be_enabled()
    expect(king).to_have_attribute("data-left", "1")
    page.locator('[data-pick="players-3-hand"]').click()
    expect(dock.locator("[data-pick-title]")).to_have_text("Dee · Left in hand")
    tap(dock, "KS")
    expect(king).to_be_disabled()
    expect(king).to_have_class("card-button used")

    # Taking one out, by its chip in Dee's hand, frees it again.
    dock.get_by_role("button", name="Remove K♠").click()
    expect(page.locator("#players-3-hand")).to_have_value("")
    expect(king).to_be_enabled()
    # Typing counts too: a player may type instead of tapping.
    page.locator("#players-2-hand").fill("ks")
    expect(king).to_be_disabled()


def test_a_long_hand_shows_in_full_as_chips(page: Page, screenshot: Callable[[str], Path]) -> None:
    """Thirteen cards left in a hand all show, wrapped on the phone; one tap takes one out."""
    dock = new_game(page, ["Ann", "Bob", "Cy"])
    tap(dock, "QH")  # the upcard
    step(dock, "Hand")
    hand = "AS 2S 3S 4S 5H 6H 7H 8H 9D 10D JD QC KC"
    tap(dock, hand)
    chips = page.locator('.cards-field [data-chips="players-0-hand"] .chip')
    expect(chips).to_have_count(13)
    for chip in chips.all():
        expect(chip).to_be_visible()
    expect(dock.locator("[data-chips] .chip")).to_have_count(13)
    assert fits_the_phone(page)
    screenshot("deal-picker-long-hand")

    dock.get_by_role("button", name="Remove 7♥").click()
    expect(page.locator("#players-0-hand")).to_have_value("AS 2S 3S 4S 5H 6H 8H 9D 10D JD QC KC")
    expect(chips).to_have_count(12)


def test_tonk_asks_how_the_deal_ended_and_the_hands(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    """004 Tonk: when the stock runs out, the lowest hand takes a stake from each player. Ann's
    2C 3D (5) beats Bob's 9S 8S (17) and Cy's KS 4D (14): +2, -1, -1. Nobody is asked who
    ended the deal, and nobody enters melds."""
    dock = new_game(page, ["Ann", "Bob", "Cy"], variant="Tonk")
    question = page.get_by_role("group", name="How the deal ended")
    expect(question.get_by_label("The stock ran out")).to_be_visible()
    expect(page.get_by_label("Nobody: the stock ran out")).to_have_count(0)
    expect(page.get_by_label("Meld 1")).to_have_count(0)
    question.get_by_label("The stock ran out").check()

    page.locator('[data-pick="players-0-hand"]').click()
    expect(dock.locator("[data-pick-title]")).to_have_text("Ann · Left in hand")
    expect(dock.get_by_role("button", name="New meld")).to_be_hidden()
    expect(dock.get_by_role("button", name="Went out")).to_be_hidden()
    tap(dock, "2C 3D")
    step(dock, "Next: Bob")
    tap(dock, "9S 8S")
    step(dock, "Next: Cy")
    tap(dock, "KS 4D")
    expect(page.locator("#preview-detail")).to_contain_text("Ann 0 5 0 2")
    assert fits_the_phone(page)
    screenshot("deal-picker-tonk")
    save_from_the_dock(page, dock)
    expect(page.get_by_text("Deal 1 saved.")).to_be_visible()
    expect_totals(page, ["2", "-1", "-1"])


def test_the_wild_rank_tapped_on_the_scoreboard_opens_the_deal(page: Page) -> None:
    """000 pagat 5000 Rummy, The Deal: the dealer's face-up first card is wild. Its rank,
    tapped on the scoreboard as the card is turned, opens the deal with it wild and the picker
    on the first player's melds; a draft the phone kept from before keeps that rank."""
    new_game(page, ["Ann", "Bob", "Cy", "Dee"])
    page.locator("#players-0-melds-0").fill("KS KH KD")  # kept as a draft, with no wild rank
    page.get_by_role("link", name="Scoreboard").click()
    ranks = page.get_by_role("navigation", name="Tap deal 1’s wild rank to enter it")
    ranks.get_by_role("link", name="Q", exact=True).click()
    expect(page.get_by_role("heading", name="Deal 1")).to_be_visible()
    ready(page)
    expect(page.get_by_text("Restored what you had entered.")).to_be_visible()
    expect(page.get_by_label("Wild rank (the dealer's upcard)")).to_have_value("Q")
    expect(page.locator("#players-0-melds-0")).to_have_value("KS KH KD")
    dock = page.locator("#card-picker")
    expect(dock.locator("[data-pick-title]")).to_have_text("Ann · Meld 1")
    expect(dock.get_by_role("button", name="Wild: Q")).to_be_visible()


def test_runs_by_their_ends_and_the_next_meld_without_new_meld(page: Page) -> None:
    """The deal of the walk above, with fewer taps: a run is tapped by its two ends (5C then
    7C fills in 6C), and a card that cannot join a legal meld starts the next one (8H after
    5C 6C 7C), while a card that can join it does (AC after AS AH AD: a set of four aces,
    000 pagat 5000 Rummy, Melds, 400 points). Twos wild; Ann 195 as above, Dee 400."""
    dock = new_game(page, ["Ann", "Bob", "Cy", "Dee"])
    title = dock.locator("[data-pick-title]")
    tap(dock, "2C")
    expect(title).to_have_text("Ann · Meld 1")
    tap(dock, "KS KH KD 5C 7C 8H 8S 8C")
    expect(page.locator("#players-0-melds-0")).to_have_value("KS KH KD")
    expect(page.locator("#players-0-melds-1")).to_have_value("5C 6C 7C")
    expect(page.locator("#players-0-melds-2")).to_have_value("8H 8S 8C")
    expect(title).to_have_text("Ann · Meld 3")
    step(dock, "Went out")
    tap(dock, "9H JH")
    expect(page.locator("#players-1-melds-0")).to_have_value("9H 10H JH")
    step(dock, "Lay-offs")
    tap(dock, "KC")
    step(dock, "Hand")
    tap(dock, "3D 4S")
    step(dock, "Cy’s hand")
    tap(dock, "QC 8D 2H")  # a hand: nothing is filled in between
    expect(page.locator("#players-2-hand")).to_have_value("QC 8D 2H")
    step(dock, "Next: Dee")
    tap(dock, "AS AH AD AC")
    expect(page.locator("#players-3-melds-0")).to_have_value("AS AH AD AC")
    step(dock, "Hand")
    tap(dock, "10S")
    expect(page.locator("#preview-detail")).to_contain_text("Ann 60 0 135 195")
    save_from_the_dock(page, dock)
    expect(page.get_by_text("Deal 1 saved.")).to_be_visible()
    expect_totals(page, ["195", "35", "0", "400"])


def test_a_wild_card_after_a_legal_meld_starts_a_new_one_in_one_tap(page: Page) -> None:
    """Twos wild (000 pagat 5000 Rummy: the rank of the dealer's upcard is wild). A wild card
    tapped after Ann's three kings joins them (a set of four with a wild card is a meld), and
    the dock offers to start a new meld with it instead: one tap moves it there, where it stands
    in a run (2S 5H 6H: the wild card as 4H)."""
    dock = new_game(page, ["Ann", "Bob"])
    tap(dock, "2C")
    tap(dock, "KS KH KD 2S")
    expect(page.locator("#players-0-melds-0")).to_have_value("KS KH KD 2S")
    offer = dock.get_by_role("button", name="Start a new meld with 2♠ instead")
    offer.click()
    expect(page.locator("#players-0-melds-0")).to_have_value("KS KH KD")
    expect(page.locator("#players-0-melds-1")).to_have_value("2S")
    expect(dock.locator("[data-pick-title]")).to_have_text("Ann · Meld 2")
    expect(offer).to_be_hidden()
    tap(dock, "5H 6H")
    expect(page.locator("#players-0-melds-1")).to_have_value("2S 5H 6H")
    expect(page.locator("#players-0-melds-1-check")).to_contain_text("✓ Run")

    step(dock, "New meld")
    tap(dock, "QS QH QD 2H")  # again; this time the wild card stays with the queens
    expect(dock.get_by_role("button", name="Start a new meld with 2♥ instead")).to_be_visible()
    tap(dock, "3C")  # the next tap: the offer goes, the card stays where it joined
    expect(dock.get_by_role("button", name="Start a new meld with 2♥ instead")).to_be_hidden()
    expect(page.locator("#players-0-melds-2")).to_have_value("QS QH QD 2H")
