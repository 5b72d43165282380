"""The sentences the page's scripts say (``static/js/*.js``), in the page's language.

A script says ``words("Restored what you had entered.")`` or, with what varies,
``words("%(name)s went out", {name})`` (``static/js/words.js``); the page hands the scripts the
translations of these messages as JSON (``base.html``, ``#script-words``), and a script falls
back to the English it was given. An English page sends none.
"""

from __future__ import annotations

from scorekeeper.words.languages import gettext


def N_(message: str) -> str:  # noqa: N802  (the name pybabel extracts by default)
    """Mark ``message`` for the catalogue; translated when the page is drawn."""
    return message


SCRIPT_MESSAGES = (
    N_("Restored what you had entered."),
    N_(
        "Restored what you had entered for deal %(number)s. Another phone has saved a deal "
        "%(number)s since: save yours to compare the two."
    ),
    N_("Start again"),
    N_("You are offline: the score shown stays as it is until the connection is back."),
    N_(
        "You are offline: this is the score as it was at %(time)s. It does not change until "
        "the connection is back."
    ),
    N_(
        "Not sent yet: it will be sent when you are back online. It is kept on this phone "
        "until then."
    ),
    N_("Fix deal %(number)s"),
    N_("Wild: %(rank)s"),
    N_("Wild rank"),
    N_("Wild rank: tap the dealer's upcard"),
    N_("Start a new meld with %(card)s instead"),
    N_("Remove %(card)s"),
    N_("Player %(number)s"),
    N_("Deal %(number)s: %(note)s"),
    N_("Meld %(number)s"),
    N_("Go to the next deal"),
    N_("This deal is already saved."),
    N_("This change is not in it: tell the scorekeeper, who can fix the deal."),
    N_("Not saved: try again."),
    N_("Not sent yet: it will be sent when you are back online."),
    N_("%(name)s went out"),
    N_("nothing yet"),
    N_("nothing"),
    N_("How the deal ended: you say “%(mine)s”; %(name)s’s phone says %(shown)s."),
    N_("%(name)s: %(field)s: you have “%(mine)s”; %(name)s’s phone says “%(shown)s”."),
    N_("Keep “%(mine)s”"),
    N_("Use %(name)s’s"),
    N_("Use “%(shown)s”"),
    N_("Keeping…"),
    N_("no cards yet"),
    N_("%(field)s:"),
    N_("the stock ran out"),
    N_("%(save)s: all handed in"),
    N_("Counting…"),
    N_("changing their cards"),
    N_("%(name)s is changing their cards: the form has what they handed in."),
    N_("%(name)s is still entering their cards."),
    N_("Wait for %(name)s"),
    N_("Save with what %(name)s handed in"),
    N_("Use %(name)s’s cards as they are now"),
    N_(
        "%(name)s handed in a score, not cards: type each player’s score, or enter %(name)s’s "
        "cards."
    ),
    N_("Type each player’s score"),
    N_("%(name)s handed in cards, not a score; you have “%(mine)s”."),
    N_(
        "%(name)s handed in cards, not a score: type %(name)s’s score, or wait for them to type it."
    ),
    N_("Type %(name)s’s score"),
    N_("waiting"),
    N_("entering"),
    N_("handed in"),
    N_("%(done)s/%(seats)s handed in"),
    N_("Wild rank: "),
    N_("This seat link no longer works: ask the scorekeeper for the new one."),
)


def script_words(language: str) -> dict[str, str]:
    """Each script message's translation into ``language`` (none for English), by its English."""
    if language == "en":
        return {}
    return {message: gettext(message) for message in SCRIPT_MESSAGES}
