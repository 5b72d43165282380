"""The house's imports (issue 21): the engine loads without the web app; every module of
``scorekeeper`` imports on its own, in any order (no module works only because another was
loaded first); and the layers keep to their imports: the scorebook (the service) imports no web
package and no blueprint, and no blueprint imports another (what they share lives beside them:
``deal_form``, ``share``, ``recent_games`` ...)."""

from __future__ import annotations

import ast
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


BLUEPRINTS = ("games", "tables", "seats", "referee", "api", "pages", "install")
WEB_PACKAGES = ("flask", "flask_wtf", "flask_htmx", "wtforms", "werkzeug", "markupsafe")


def imports_of(path: Path) -> set[str]:
    """The modules ``path`` imports, as absolute names (relative imports resolved)."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                found.add(".".join([*base, node.module] if node.module else base))
            else:
                found.add(node.module or "")
    return found


def area(module: str) -> str:
    """``scorekeeper.<area>`` of a module of ours (its package or top-level module)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "scorekeeper" else ""


def test_the_scorebook_imports_no_web_package_and_no_blueprint() -> None:
    for path in sorted((ROOT / "scorekeeper" / "scorebook").glob("*.py")):
        for module in imports_of(path):
            assert module.split(".")[0] not in WEB_PACKAGES, (path.name, module)
            assert area(module) not in BLUEPRINTS, (path.name, module)


def test_no_blueprint_imports_another() -> None:
    for blueprint in BLUEPRINTS:
        for path in sorted((ROOT / "scorekeeper" / blueprint).glob("*.py")):
            others = {area(module) for module in imports_of(path)} & set(BLUEPRINTS)
            assert others <= {blueprint}, (f"{blueprint}/{path.name}", others - {blueprint})
