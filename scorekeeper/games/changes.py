"""The Changes page's words for what a fix changed in a deal (``scorebook.history.changelog`` gives
it as data): ``"Bob's hand: 9D 4S → 9D"``, ``"Wild rank: none → 7"``, in the page's language."""

from __future__ import annotations

from dataclasses import dataclass

from ..scorebook.history.changelog import CardChange
from ..words.languages import gettext, pgettext


@dataclass(frozen=True)
class ToldChange:
    """A :class:`CardChange` in words: what changed, and its old and new value."""

    what: str
    before: str
    after: str


def told_change(change: CardChange) -> ToldChange:
    """``change`` as the Changes page says it (its ``told_change`` filter): ``what`` like
    ``"Ann's hand"``; a rank, a player or cards as notation, else "none" (or "nobody", for who
    went out)."""
    name = change.player or ""
    if change.part == "wild_rank":
        what, none = gettext("Wild rank"), pgettext("wild rank", "none")
    elif change.part == "went_out":
        what, none = gettext("Went out"), gettext("nobody")
    elif change.part == "melds":
        what, none = gettext("%(name)s's melds", name=name), gettext("none")
    elif change.part == "laid_off":
        what, none = gettext("%(name)s's lay-offs", name=name), gettext("none")
    else:
        what, none = gettext("%(name)s's hand", name=name), gettext("none")
    return ToldChange(what, change.before or none, change.after or none)
