"""The house's imports (issue 21): the engine loads without the web app; every module of
``scorekeeper`` imports on its own, in any order (no module works only because another was
loaded first); and the layers keep to their imports: the scorebook (the service) imports no web
package and no blueprint, nor do the words, no blueprint imports another (what they share lives
beside them: ``deal_form``, ``share``, ``recent_games`` ...), outside them only ``app.py``
imports a blueprint, and no package imports one that imports it back (issue 37), nor does any
module (issue 50)."""

from __future__ import annotations

import ast
import json
import re
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


BLUEPRINTS = ("games", "tables", "seats", "events", "leagues", "referee", "api", "pages", "install")
WEB_PACKAGES = ("flask", "flask_wtf", "flask_htmx", "wtforms", "werkzeug", "markupsafe")


def imports_of(path: Path) -> set[str]:
    """The modules ``path`` imports, as absolute names (relative imports resolved; a module
    imported from its package, ``from scorekeeper import config``, named whole)."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            found.add(module)
            for alias in node.names:
                place = ROOT.joinpath(*module.split("."), alias.name)
                if place.is_dir() or place.with_suffix(".py").exists():
                    found.add(f"{module}.{alias.name}")
    return found


def area(module: str) -> str:
    """``scorekeeper.<area>`` of a module of ours (its package or top-level module)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "scorekeeper" else ""


def test_the_scorebook_imports_no_web_package_and_no_blueprint() -> None:
    for path in sorted((ROOT / "scorekeeper" / "scorebook").rglob("*.py")):
        for module in imports_of(path):
            assert module.split(".")[0] not in WEB_PACKAGES, (path.name, module)
            assert area(module) not in (*BLUEPRINTS, "web"), (path.name, module)


def test_the_engine_imports_nothing_above_it() -> None:
    for path in sorted((ROOT / "scorekeeper" / "rules").glob("*.py")):
        ours = {module for module in imports_of(path) if module.split(".")[0] == "scorekeeper"}
        assert {area(module) for module in ours} <= {"rules"}, (path.name, ours)


def test_web_imports_no_blueprint() -> None:
    """``scorekeeper/web`` holds what the blueprints share: it stands below them."""
    for path in sorted((ROOT / "scorekeeper" / "web").glob("*.py")):
        for module in imports_of(path):
            assert area(module) not in BLUEPRINTS, (path.name, module)


def test_only_the_app_imports_and_registers_blueprints() -> None:
    """Outside the blueprints' own packages, only ``app.py`` imports one, and only it calls
    ``register_blueprint``."""
    registering = []
    for path in sorted((ROOT / "scorekeeper").rglob("*.py")):
        name = path.relative_to(ROOT / "scorekeeper").as_posix()
        calls = [
            node
            for node in ast.walk(ast.parse(path.read_text()))
            if isinstance(node, ast.Attribute) and node.attr == "register_blueprint"
        ]
        if calls:
            registering.append(name)
        if name == "app.py" or name.split("/")[0] in BLUEPRINTS:
            continue
        for module in imports_of(path):
            assert area(module) not in BLUEPRINTS, (name, module)
    assert registering == ["app.py"]


def test_no_blueprint_imports_another() -> None:
    for blueprint in BLUEPRINTS:
        for path in sorted((ROOT / "scorekeeper" / blueprint).glob("*.py")):
            others = {area(module) for module in imports_of(path)} & set(BLUEPRINTS)
            assert others <= {blueprint}, (f"{blueprint}/{path.name}", others - {blueprint})


def package_imports() -> dict[str, set[str]]:
    """Each package of ours, and each module at the top of ``scorekeeper``, with the others of
    them that it imports."""
    graph: dict[str, set[str]] = {}
    for place in sorted((ROOT / "scorekeeper").iterdir()):
        if place.is_dir() and (place / "__init__.py").exists():
            paths = list(place.glob("*.py"))
        elif place.suffix == ".py" and place.name != "__init__.py":
            paths = [place]
        else:
            continue
        imported = {area(module) for path in paths for module in imports_of(path)}
        graph[place.stem] = imported - {"", place.stem}
    return graph


def cycle_in(graph: dict[str, set[str]]) -> tuple[str, ...] | None:
    """A chain of ``graph``'s imports that comes back to where it started, if there is one."""

    def cycle_from(node: str, path: tuple[str, ...]) -> tuple[str, ...] | None:
        for imported in sorted(graph.get(node, ())):
            if imported in path:
                return (*path[path.index(imported) :], imported)
            if imported not in seen:
                seen.add(imported)
                found = cycle_from(imported, (*path, imported))
                if found:
                    return found
        return None

    seen: set[str] = set()
    for node in sorted(graph):
        if node not in seen:
            seen.add(node)
            found = cycle_from(node, (node,))
            if found:
                return found
    return None


def test_no_package_imports_one_that_imports_it_back() -> None:
    """The packages' imports go one way (the engine at the bottom, then the scorebook and the
    words, then the blueprints): no chain of them comes back to where it started."""
    graph = package_imports()
    assert {"rules", "scorebook", "words", "web", "games", "api", "errors"} <= set(graph)
    assert cycle_in(graph) is None, " -> ".join(cycle_in(graph) or ())


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def module_level_imports(source: str, package: str) -> set[str]:
    """The modules that the Python ``source`` of a module in ``package`` imports as it loads:
    its imports at module level (in an ``if`` or ``try`` there too, but not under ``if
    TYPE_CHECKING:``, nor in a function), as absolute names, each ``from package import
    module`` counted as importing that module, not the package (Python runs a package's
    ``__init__.py`` before any of its modules: that is not counted either)."""
    found = set()

    def visit(statements: list[ast.stmt]) -> None:
        for node in statements:
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    parts = package.split(".")
                    base = parts[: len(parts) - node.level + 1]
                    module = ".".join([*base, node.module] if node.module else base)
                else:
                    module = node.module or ""
                for alias in node.names:
                    place = ROOT.joinpath(*module.split("."), alias.name)
                    if place.is_dir() or place.with_suffix(".py").exists():
                        found.add(f"{module}.{alias.name}")
                    else:
                        found.add(module)
            elif isinstance(node, ast.If):
                if "TYPE_CHECKING" not in ast.unparse(node.test):
                    visit(node.body)
                visit(node.orelse)
            elif isinstance(node, ast.Try):
                for block in (node.body, *(h.body for h in node.handlers)):
                    visit(block)
                visit(node.orelse)
                visit(node.finalbody)

    visit(ast.parse(source).body)
    return found


def module_imports() -> dict[str, set[str]]:
    """Each module of ``scorekeeper`` (a package as its ``__init__.py``), with the others of
    them that it imports as it loads."""
    paths = sorted((ROOT / "scorekeeper").rglob("*.py"))
    modules = {module_name(path): path for path in paths}
    graph = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        imported = module_level_imports(path.read_text(), package)
        graph[name] = {module for module in imported if module in modules} - {name}
    return graph


def test_no_module_imports_one_that_imports_it_back() -> None:
    """No chain of module-level imports between the modules of ``scorekeeper`` comes back to
    where it started: a blueprint's ``bp`` is made in a module of its own that its route
    modules import, not in the package's ``__init__.py``, which imports them (issue 50)."""
    graph = module_imports()
    assert len(graph) > 100
    assert graph["scorekeeper.games"] >= {"scorekeeper.games.pages"}
    assert cycle_in(graph) is None, " -> ".join(cycle_in(graph) or ())


SCOREBOOK_LAYERS = ("scores", "seats", "changes", "reading", "records", "history")
"""The scorebook's sub-packages, each importing only those before it (and the shared modules at
the scorebook's top, which import none of them)."""


def test_the_scorebook_sub_packages_import_those_before_them() -> None:
    scorebook = ROOT / "scorekeeper" / "scorebook"
    packages = sorted(path.name for path in scorebook.iterdir() if (path / "__init__.py").exists())
    assert packages == sorted(SCOREBOOK_LAYERS)
    shared = ""  # the modules at the scorebook's top

    def layer(module: str) -> str | None:
        parts = module.split(".")
        if parts[:2] != ["scorekeeper", "scorebook"] or len(parts) < 3:
            return None
        return parts[2] if parts[2] in SCOREBOOK_LAYERS else shared

    for module, imported in module_imports().items():
        here = layer(module)
        if here is None:
            continue
        below = SCOREBOOK_LAYERS[: SCOREBOOK_LAYERS.index(here)] if here else ()
        for other in imported:
            there = layer(other)
            assert there in (None, shared, here, *below), (module, other)


def test_the_module_cycle_check_finds_a_cycle_through_a_package() -> None:
    """The wiring a blueprint had: the package makes ``bp``, then imports its routes, which
    take ``bp`` from the package."""
    made_here = "bp = Blueprint('games', __name__)\nfrom . import pages  # noqa: E402\n"
    package = module_level_imports(made_here, "scorekeeper.games")
    routes = module_level_imports("from . import bp\n", "scorekeeper.games")
    assert package == {"scorekeeper.games.pages"}
    assert routes == {"scorekeeper.games"}
    graph = {"scorekeeper.games": package, "scorekeeper.games.pages": routes}
    assert cycle_in(graph) == ("scorekeeper.games", "scorekeeper.games.pages", "scorekeeper.games")
    hidden = "if TYPE_CHECKING:\n    from . import bp\ndef f():\n    from . import bp\n"
    assert module_level_imports(hidden, "scorekeeper.games") == set()


def test_the_words_import_no_blueprint_and_nothing_from_web() -> None:
    for path in sorted((ROOT / "scorekeeper" / "words").glob("*.py")):
        for module in imports_of(path):
            assert area(module) not in (*BLUEPRINTS, "web"), (path.name, module)


def imported_test_modules(source: str, package: str = "tests") -> list[str]:
    """The test files and conftests that the Python ``source`` of a module in ``package``
    imports, by module name (the tests import ours absolutely: ``from tests.web.game_pages
    import ...``; a relative import, ``from .test_seats import ...``, is resolved in
    ``package``)."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            parts = package.split(".")
            base = parts[: len(parts) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            found |= {module, *(f"{module}.{alias.name}" for alias in node.names)}
    return sorted(
        module
        for module in found
        if module.split(".")[0] == "tests"
        and re.fullmatch(r"test_\w+|conftest", module.split(".")[-1])
    )


def test_no_test_file_imports_another_test_file_or_a_conftest() -> None:
    """What tests share lives in helper modules (``tests/apps.py``, ``tests/web/game_pages.py``
    ...): a test file imported by another would run its tests there too, and a conftest is
    pytest's to load (issue 37)."""
    importing: dict[str, list[str]] = {}
    for path in sorted((ROOT / "tests").rglob("*.py")):
        package = ".".join(path.relative_to(ROOT).parts[:-1])
        imported = imported_test_modules(path.read_text(), package)
        if imported:
            importing[str(path.relative_to(ROOT))] = imported
    assert len(list((ROOT / "tests").rglob("test_*.py"))) > 100
    assert importing == {}


def test_the_test_import_check_finds_an_import_of_a_test_file() -> None:
    source = "from tests.web.test_seats import FIRST_DEAL\nfrom tests import conftest\n"
    assert imported_test_modules(source) == ["tests.conftest", "tests.web.test_seats"]
    source = "import tests.api.test_games as games\nfrom tests.web.game_pages import Cards\n"
    assert imported_test_modules(source) == ["tests.api.test_games"]


def test_the_test_import_check_resolves_relative_imports() -> None:
    source = "from .test_seats import FIRST_DEAL\nfrom .. import conftest\nfrom . import board\n"
    found = imported_test_modules(source, "tests.web")
    assert found == ["tests.conftest", "tests.web.test_seats"]
