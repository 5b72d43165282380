"""The stamp of the engine's scoring code (scorekeeper/scorebook/scores/tally.py,
``engine_version``): stored numbers are worked out again when it changes, so it changes with the
code that scores and with nothing else (issue 21, item 4: "fixing a typo in a label rescores every
stored game")."""

from __future__ import annotations

import ast
import shutil
from collections.abc import Callable
from pathlib import Path

from scorekeeper.rules import OPTIONS, PRESETS, Rank, RulesError, find_preset
from scorekeeper.scorebook.scores.tally import (
    SCORING_MODULES,
    _imported,
    current_engine_version,
    engine_version,
)
from scorekeeper.words import say
from scorekeeper.words.games import GAMES
from scorekeeper.words.option_labels import OPTION_WORDS

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
    assert engine_version(engine_copy(tmp_path)) == current_engine_version()


def test_comments_and_docstrings_change_nothing(tmp_path: Path) -> None:
    folder = engine_copy(tmp_path)
    edit(folder, "scoring", '"""', '"""Reworded. ')  # the module's docstring
    edit(folder, "layoffs", "SEARCH_LIMIT = 20_000\n", "SEARCH_LIMIT = 20_000  # tries\n")
    edit(folder, "layoffs", '"""Ways of sharing', '"""The ways of sharing')  # a constant's
    assert engine_version(folder) == current_engine_version()


def test_a_module_that_scores_nothing_changes_nothing(tmp_path: Path) -> None:
    folder = engine_copy(tmp_path)
    (folder / "handins.py").write_text((folder / "handins.py").read_text() + "\nEXTRA = 1\n")
    (folder / "discards.py").write_text((folder / "discards.py").read_text() + "\nEXTRA = 1\n")
    assert engine_version(folder) == current_engine_version()


def test_code_that_scores_changes_the_stamp(tmp_path: Path) -> None:
    folder = engine_copy(tmp_path)
    edit(folder, "layoffs", "SEARCH_LIMIT = 20_000", "SEARCH_LIMIT = 20_001")
    changed = engine_version(folder)
    assert changed != current_engine_version()
    edit(folder, "layoffs", "SEARCH_LIMIT = 20_001", "SEARCH_LIMIT = 20_000")
    edit(folder, "options", "wild_points: int | None = None", "wild_points: int | None = 1")
    assert engine_version(folder) not in (current_engine_version(), changed)


def test_the_scoring_modules_and_what_they_import() -> None:
    read = _imported(ENGINE, SCORING_MODULES)
    assert {"scoring", "deal", "melds", "layoffs", "options", "cards", "dealing", "stated"} <= read
    assert not {"discards", "handins", "__init__"} & read


def stamped_texts() -> set[str]:
    """Every string the stamped modules hold, docstrings left out (as the stamp leaves them)."""
    texts = set()
    for name in _imported(ENGINE, SCORING_MODULES):
        tree = ast.parse((ENGINE / f"{name}.py").read_text())
        docstrings = {
            id(node.value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        }
        texts |= {
            node.value
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docstrings
        }
    return texts


def refusal(ask: Callable[[], object]) -> RulesError:
    try:
        ask()
    except RulesError as error:
        return error
    raise AssertionError("not refused")


def test_labels_and_words_are_not_stamped() -> None:
    """Issue 21, item 4: the options' labels and descriptions, the games' descriptions, the
    stated limits and the problems' words live outside the engine (``scorekeeper/words``), so
    rewording any of them rescores no game: no string the stamp reads holds them."""
    texts = stamped_texts()
    labels = {str(words.label) for words in OPTION_WORDS.values()}
    sentences = {
        *(str(words.description) for words in OPTION_WORDS.values()),
        *(str(text) for words in OPTION_WORDS.values() for text in words.choices.values()),
        *(str(words.description) for words in GAMES.values()),
        *(
            text
            for words in GAMES.values()
            for limit in words.limits
            for text in (str(limit.rule), str(limit.how))
        ),
        *(
            say(refusal(ask))
            for ask in (
                lambda: find_preset("gin"),
                lambda: PRESETS["rummy"].verify_players(7),
                lambda: PRESETS["george"].verify_wild_rank(Rank.TWO),
                lambda: PRESETS["contract-rummy"].verify_number(8),
                lambda: PRESETS["5000-rummy"].with_options({"target": 0}),
                lambda: PRESETS["5000-rummy"].with_options({"aces": "middle"}),
            )
        ),
    }
    assert len(labels) == len(OPTIONS) and len(sentences) > 100
    assert not labels & texts
    assert not [sentence for sentence in sentences if any(sentence in text for text in texts)]


def test_threads_asking_the_engine_version_at_once_all_get_it() -> None:
    """The first requests of a threaded server ask the version together: each gets the stamp
    (CPython 3.11's ast.parse, run by two threads at once, could fail with a SystemError)."""
    from concurrent.futures import ThreadPoolExecutor

    from scorekeeper.scorebook.scores import tally

    tally._worked_out_version.cache_clear()
    with ThreadPoolExecutor(max_workers=8) as pool:
        stamps = list(pool.map(lambda _: tally.current_engine_version(), range(8)))
    assert stamps == [tally.engine_version()] * 8
