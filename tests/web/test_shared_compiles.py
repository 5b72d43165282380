"""The apps of a test process share the code compiled from their templates and URL rules
(``tests/apps.py``: ``TEMPLATE_CODE``, ``share_url_builders``): every URL an app builds is the
one Werkzeug's own builder for that rule builds, and a page drawn from shared template code is
the page drawn from the template compiled anew."""

from __future__ import annotations

import re
from pathlib import Path

from flask import Flask
from werkzeug.routing import IntegerConverter, Rule

from tests.apps import TEMPLATE_CODE, make_app


def test_every_rules_urls_are_the_ones_werkzeug_builds(app: Flask, tmp_path: Path) -> None:
    werkzeugs = getattr(Rule._compile_builder, "werkzeugs", None)
    if werkzeugs is None:  # another Werkzeug: nothing shared
        return
    other = make_app(tmp_path / "other.sqlite3")
    rules = list(app.url_map.iter_rules())
    assert len(rules) > 50
    for rule, twin in zip(rules, other.url_map.iter_rules(), strict=True):
        assert rule._build_unknown.__func__ is twin._build_unknown.__func__  # shared
        values: dict[str, object] = {
            name: 7 if isinstance(rule._converters[name], IntegerConverter) else "ab c"
            for name in rule.arguments
            if name not in (rule.defaults or {})
        }
        for append_unknown, extra in ((True, {"q": "1 2"}), (False, {})):
            own = werkzeugs(rule, append_unknown).__get__(rule, None)
            built = rule._build_unknown if append_unknown else rule._build
            assert built(**values, **extra) == own(**values, **extra), rule.rule


def without_tokens(page: str) -> str:
    """``page`` with each CSRF token (signed anew for every session) said as ``TOKEN``."""
    return re.sub(r"[\w-]{20,}\.[\w-]{6}\.[\w-]{20,}", "TOKEN", page)


def test_a_page_from_shared_template_code_is_the_page_compiled_anew(tmp_path: Path) -> None:
    shared = make_app(tmp_path / "shared.sqlite3", WTF_CSRF_ENABLED=False)
    page = without_tokens(shared.test_client().get("/games/new").text)
    assert TEMPLATE_CODE.code  # the templates' code was kept
    anew = make_app(tmp_path / "anew.sqlite3", WTF_CSRF_ENABLED=False)
    anew.jinja_env.bytecode_cache = None
    assert without_tokens(anew.test_client().get("/games/new").text) == page
    assert "Start the game" in page
