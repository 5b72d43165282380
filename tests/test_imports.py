"""The house's imports (issue 21): the engine loads without the web app, and every module of
``scorekeeper`` imports on its own, in any order (no module works only because another was
loaded first)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ("flask", "sqlalchemy", "wtforms", "pydantic", "werkzeug")


def in_fresh_python(code: str) -> str:
    """What ``code`` prints, run by a new interpreter from the repository's root."""
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_engine_loads_no_web_package() -> None:
    loaded = in_fresh_python(
        "import json, sys, scorekeeper.rules; print(json.dumps(sorted(sys.modules)))"
    )
    names = json.loads(loaded)
    assert "scorekeeper.rules" in names
    assert [name for name in names if name.split(".")[0] in WEB] == []


def test_every_module_imports_on_its_own() -> None:
    """Each module is imported with no other module of ours loaded before it."""
    modules = sorted(
        ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for path in (ROOT / "scorekeeper").rglob("*.py")
    )
    code = f"""
import importlib, sys, traceback
failed = []
for name in {modules!r}:
    for loaded in [key for key in sys.modules if key.split(".")[0] == "scorekeeper"]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except Exception:
        failed.append(name + ": " + traceback.format_exc().splitlines()[-1])
print("\\n".join(failed))
"""
    assert len(modules) > 50
    assert in_fresh_python(code).strip() == ""
