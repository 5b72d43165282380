"""The engine owns the rules and knows nothing of the web (docs/architecture.md,
"The engine"): every module in scorekeeper/rules imports only the standard library and itself,
and its modules import each other without a cycle (docs/architecture.md, "Who imports whom")."""

from __future__ import annotations

import ast
import graphlib
import shutil
import sys
from itertools import pairwise
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[2] / "scorekeeper" / "rules"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("path", sorted(RULES.glob("*.py")), ids=lambda path: path.name)
def test_engine_module_imports_only_the_standard_library(path: Path) -> None:
    outside = imported_modules(path) - set(sys.stdlib_module_names)
    assert outside == set(), f"{path.name} imports {sorted(outside)}"


def engine_imports(folder: Path) -> dict[str, set[str]]:
    """Each engine module (but ``__init__``) and the engine modules it imports
    (``from .module import ...``), wherever the import stands."""
    graph: dict[str, set[str]] = {}
    for path in sorted(folder.glob("*.py")):
        if path.stem == "__init__":
            continue
        tree = ast.parse(path.read_text(), filename=str(path))
        graph[path.stem] = {
            node.module
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module
        }
    return graph


def import_cycle(graph: dict[str, set[str]]) -> list[str]:
    """A chain of modules, each importing the next, back to the first (``[a, b, a]``); ``[]``
    when there is none."""
    try:
        graphlib.TopologicalSorter(graph).prepare()
    except graphlib.CycleError as error:
        imported_by: list[str] = error.args[1]  # each module is imported by the next
        return imported_by[::-1]
    return []


def test_the_engine_modules_import_each_other_without_a_cycle() -> None:
    """The engine has a bottom: the values of a deal live in ``deal.py`` that scoring, lay-offs,
    hand-ins and ranking import, and no module imports one that imports it back (issue 21)."""
    graph = engine_imports(RULES)
    assert {"scoring", "layoffs", "handins", "ranking"} <= {
        name for name, imported in graph.items() if "deal" in imported
    }
    assert import_cycle(graph) == []


def test_a_cycle_is_found(tmp_path: Path) -> None:
    """Lay-offs importing from scoring again, as they did under ``TYPE_CHECKING``, is a cycle."""
    folder = tmp_path / "rules"
    shutil.copytree(RULES, folder)
    layoffs = folder / "layoffs.py"
    layoffs.write_text(layoffs.read_text() + "\nfrom .scoring import score_deal\n")
    graph = engine_imports(folder)
    cycle = import_cycle(graph)
    assert {"layoffs", "scoring"} <= set(cycle)
    assert cycle[0] == cycle[-1]
    assert all(imported in graph[module] for module, imported in pairwise(cycle))


@pytest.mark.parametrize("path", sorted(RULES.glob("*.py")), ids=lambda path: path.name)
def test_engine_module_hides_no_import_from_the_type_checker(path: Path) -> None:
    """An import under ``if TYPE_CHECKING:`` would hide a cycle from the test above."""
    assert "TYPE_CHECKING" not in path.read_text()
