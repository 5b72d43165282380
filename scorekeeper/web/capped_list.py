"""A WTForms list of inputs that reads at most so many, however many a request sends.

WTForms' ``FieldList`` makes one input for every index a request names: a new-game form sent
with 50,000 name inputs took seconds to read and answered a 21 MB page. :class:`CappedFieldList`
makes at most ``max_entries`` and counts what was sent in :attr:`CappedFieldList.sent`, so that
the form can refuse too many in words.
"""

from __future__ import annotations

from typing import Any

from wtforms import FieldList
from wtforms.utils import unset_value


class CappedFieldList(FieldList):
    """A ``FieldList`` of at most ``max_entries`` inputs; :attr:`sent` counts the inputs the
    request named (0 without form data), :attr:`too_many` says whether they were more."""

    sent = 0

    def process(self, formdata: Any, data: Any = unset_value, extra_filters: Any = None) -> None:
        self.sent = len(set(self._extract_indices(self.name, formdata))) if formdata else 0
        super().process(formdata, data, extra_filters)

    @property
    def too_many(self) -> bool:
        return self.max_entries is not None and self.sent > self.max_entries
