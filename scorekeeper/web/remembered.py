"""Links this device has opened, remembered in the signed session cookie: games and tables.

Each list in the cookie holds pairs ``[view_id, edit_key or None]``, most recently opened
first; the edit key only where this device has opened the edit link.
"""

from __future__ import annotations

from flask import session


def remember(list_name: str, view_id: str, edit_key: str | None, limit: int) -> None:
    """Put ``view_id`` first in the list ``list_name``, keeping at most ``limit`` pairs.

    :param edit_key: the edit key if the device opened the edit link, else ``None`` (an edit
        key remembered before is kept).
    """
    pairs: list[list[str | None]] = session.get(list_name, [])
    known = next((key for view_id_, key in pairs if view_id_ == view_id), None)
    pair = [view_id, edit_key or known]
    if pairs[:1] == [pair]:
        return
    others = [other for other in pairs if other[0] != view_id]
    session[list_name] = [pair, *others][:limit]


def remembered(list_name: str) -> dict[str, str | None]:
    """The list ``list_name``: each view id with its edit key (or ``None``), newest first."""
    return {view_id: key for view_id, key in session.get(list_name, [])}
