"""The words for the problems of melds and lay-offs (``rules/melds.py``, ``rules/layoffs.py``)
and of the checks asked as cards are tapped (``scorebook/checks.py``)."""

from __future__ import annotations

from .area import Area

WORDS: Area = {
    "meld.wild_rank_not_chosen": lambda _: "Choose the wild rank to check this meld.",
}
