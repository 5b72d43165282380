"""The stamp of the engine's scoring code (scorekeeper/scorebook/tally.py, ``engine_version``):
stored numbers are worked out again when it changes, so it changes with the code that scores
and with nothing else (issue 21, item 4: "fixing a typo in a label rescores every stored
game")."""

from __future__ import annotations

import shutil
from pathlib import Path

from scorekeeper.scorebook.tally import ENGINE_VERSION, SCORING_MODULES, _imported, engine_version

ENGINE = Path(__file__).resolve().parents[2] / "scorekeeper" / "rules"


def engine_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "rules"
    shutil.copytree(ENGINE, folder)
    return folder


def edit(folder: Path, module: str, old: str, new: str) -> None:
    path = folder / f"{module}.py"
    source = path.read_text()
    assert old in source
    path.write_text(source.replace(old, new, 1))


def test_the_copy_stamps_as_the_engine_does(tmp_path: Path) -> None:
    assert engine_version(engine_copy(tmp_path)) == ENGINE_VERSION


def test_comments_and_docstrings_change_nothing(tmp_path: Path) -> None:
    folder = engine_copy(tmp_path)
    edit(folder, "scoring", '"""', '"""Reworded. ')  # the module's docstring
    edit(folder, "layoffs", "SEARCH_LIMIT = 20_000\n", "SEARCH_LIMIT = 20_000  # tries\n")
    edit(folder, "layoffs", '"""Ways of sharing', '"""The ways of sharing')  # a constant's
    assert engine_version(folder) == ENGINE_VERSION


def test_a_module_that_scores_nothing_changes_nothing(tmp_path: Path) -> None:
    folder = engine_copy(tmp_path)
    (folder / "limits.py").write_text((folder / "limits.py").read_text() + "\nEXTRA = 1\n")
    (folder / "discards.py").write_text((folder / "discards.py").read_text() + "\nEXTRA = 1\n")
    assert engine_version(folder) == ENGINE_VERSION


def test_code_that_scores_changes_the_stamp(tmp_path: Path) -> None:
    folder = engine_copy(tmp_path)
    edit(folder, "layoffs", "SEARCH_LIMIT = 20_000", "SEARCH_LIMIT = 20_001")
    changed = engine_version(folder)
    assert changed != ENGINE_VERSION
    edit(folder, "layoffs", "SEARCH_LIMIT = 20_001", "SEARCH_LIMIT = 20_000")
    edit(folder, "options", "wild_points: int | None = None", "wild_points: int | None = 1")
    assert engine_version(folder) not in (ENGINE_VERSION, changed)


def test_the_scoring_modules_and_what_they_import() -> None:
    read = _imported(ENGINE, SCORING_MODULES)
    assert {"scoring", "deal", "melds", "layoffs", "options", "cards", "dealing", "stated"} <= read
    assert not {"limits", "discards", "handins", "__init__"} & read
