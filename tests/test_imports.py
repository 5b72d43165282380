"""The house's imports (issue 21): the engine loads without the web app; every module of
``scorekeeper`` imports on its own, in any order (no module works only because another was
loaded first); and the layers keep to their imports: the scorebook (the service) imports no web
package and no blueprint, nor do the words, no blueprint imports another (what they share lives
beside them: ``deal_form``, ``share``, ``recent_games`` ...), outside them only ``app.py``
imports a blueprint, and no package imports one that imports it back (issue 37)."""

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


def test_only_the_app_imports_a_blueprint() -> None:
    """Outside the blueprints' packages only ``app.py`` imports one (each package's
    ``__init__.py`` imports its own route modules: importing it loads every route)."""
    importers = {
        str(path.relative_to(ROOT / "scorekeeper"))
        for path in sorted((ROOT / "scorekeeper").rglob("*.py"))
        if path.relative_to(ROOT / "scorekeeper").parts[0] not in BLUEPRINTS
        and {area(module) for module in imports_of(path)} & set(BLUEPRINTS)
    }
    assert importers == {"app.py"}


def package_of(module: str) -> str:
    """The package of ours a module belongs to (``scorebook`` for ``scorekeeper.scorebook.x``);
    "" for a module at the top of ``scorekeeper`` or not ours."""
    parts = module.split(".")
    if parts[0] != "scorekeeper" or len(parts) < 2:
        return ""
    return parts[1] if (ROOT / "scorekeeper" / parts[1]).is_dir() else ""


def package_imports() -> dict[str, set[str]]:
    """Each package of ours and the other packages of ours its modules import (the modules at
    the top of ``scorekeeper``, the app and what the areas share, left out)."""
    graph: dict[str, set[str]] = {}
    for folder in sorted(path for path in (ROOT / "scorekeeper").iterdir() if path.is_dir()):
        if not (folder / "__init__.py").exists():
            continue
        imported = {
            package_of(module) for path in folder.glob("*.py") for module in imports_of(path)
        }
        graph[folder.name] = imported - {"", folder.name}
    return graph


def test_no_package_imports_one_that_imports_it_back() -> None:
    """The packages' imports go one way (the engine at the bottom, then the scorebook and the
    words, then the blueprints): no chain of them comes back to where it started."""
    graph = package_imports()

    def cycle_from(package: str, path: tuple[str, ...]) -> tuple[str, ...] | None:
        for imported in sorted(graph.get(package, ())):
            if imported in path:
                return (*path[path.index(imported) :], imported)
            found = cycle_from(imported, (*path, imported))
            if found:
                return found
        return None

    assert {"rules", "scorebook", "words", "games", "api"} <= set(graph)
    for package in graph:
        assert cycle_from(package, (package,)) is None, " -> ".join(
            cycle_from(package, (package,)) or ()
        )


def test_the_words_import_no_blueprint() -> None:
    for path in sorted((ROOT / "scorekeeper" / "words").glob("*.py")):
        for module in imports_of(path):
            assert area(module) not in BLUEPRINTS, (path.name, module)
