"""Hypothesis over the deal form (issue 5, Tests that try to break it): whatever a phone sends,
the deal is saved or the form comes back with a message by the culprit and nothing stored;
never a server error."""

from __future__ import annotations

import re

from flask.testing import FlaskClient
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from scorekeeper.rules import FRENCH_SUITS, Rank
from tests.web.game_pages import GameActions, page_text

CARDS = [f"{rank}{suit}" for rank in Rank for suit in FRENCH_SUITS] + ["JK", "10♥", "qs", "T♠"]
RANKS = [str(rank) for rank in Rank]
MESSAGE = re.compile(
    r'class="field-note field-error"|class="form-error" role="alert"'
    # a deal in which nobody went out, melded or laid off anything: "Is that how it ended?"
    r'|class="group confirm" role="alert"'
)

cards_text = st.one_of(
    st.lists(st.sampled_from(CARDS), max_size=5).map(" ".join),
    st.lists(st.sampled_from(CARDS), max_size=4).map(", ".join),
    st.text(max_size=12),
)
fields = {
    "went_out": st.one_of(st.sampled_from(["0", "1", "2", "nobody"]), st.text(max_size=3)),
    "wild_rank": st.one_of(st.sampled_from(RANKS), st.text(max_size=3)),
    "version": st.one_of(st.just("1"), st.just("0"), st.text(max_size=3)),
    "entry_id": st.text(max_size=40),
    "add_meld": st.text(max_size=2),
}
for seat in range(3):
    for name in ("melds-0", "melds-1", "melds-2", "laid_off", "hand"):
        fields[f"players-{seat}-{name}"] = cards_text
form = st.fixed_dictionaries({}, optional=fields)


@settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=form)
def test_any_deal_form_saves_or_says_what_is_wrong(
    client: FlaskClient, games: GameActions, data: dict[str, str]
) -> None:
    games.start(target=10**6)
    response = client.post(f"{games.edit_url}/deals/new", data=data)
    event(f"answered {response.status_code}")
    if response.status_code == 302:
        assert games.deal_count() == 1
        assert "Deal 1 saved." in page_text(client.get(response.headers["Location"]))
    elif "add_meld" in data and response.status_code == 200:
        assert games.deal_count() == 0
    elif response.status_code == 409:
        assert "Someone else just changed this game" in page_text(response)
        assert games.deal_count() == 0
    else:
        assert response.status_code == 422, response.text
        assert MESSAGE.search(response.text), page_text(response)
        assert games.deal_count() == 0
