"""The README as a newcomer reads it (issue 37, item 6): at most 250 lines, a table of contents
near the top naming every section, the commands that run the app and its tests in the first 40
lines; and every relative link of README.md and docs/*.md leads to a file that exists (and, for
a link to a heading of a Markdown file, to a heading that exists)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCUMENTS = [README, *sorted((ROOT / "docs").glob("*.md"))]

LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^\s*(```|~~~)")


def prose(text: str) -> str:
    """The text without its fenced code blocks (a link there is code, not a link)."""
    lines, fenced = [], False
    for line in text.splitlines():
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            lines.append(line)
    return "\n".join(lines)


def links(document: Path) -> list[str]:
    return LINK.findall(prose(document.read_text(encoding="utf-8")))


def anchor(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"[`*_]|\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(document: Path) -> set[str]:
    found: set[str] = set()
    for line in prose(document.read_text(encoding="utf-8")).splitlines():
        if match := re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line):
            slug, n = anchor(match[1]), 1
            while slug in found:  # a repeated heading gets -1, -2, ...
                slug, n = f"{anchor(match[1])}-{n}", n + 1
            found.add(slug)
    return found


def test_every_document_is_checked() -> None:
    assert {path.name for path in DOCUMENTS} >= {
        "README.md",
        "architecture.md",
        "languages.md",
        "rule-sources.md",
    }


def broken_links(document: Path) -> list[str]:
    """Each relative link of ``document`` whose file, or heading, does not exist."""
    broken = []
    for target in links(document):
        if re.match(r"[a-z][a-z0-9+.-]*:", target, re.IGNORECASE):  # http:, https:, mailto:
            continue
        path, _, fragment = target.partition("#")
        destination = (document.parent / path).resolve() if path else document
        if not destination.exists():
            broken.append(f"{target}: no {os.path.relpath(destination, ROOT)}")
        elif fragment and destination.suffix == ".md" and fragment not in anchors(destination):
            broken.append(f"{target}: no heading #{fragment}")
    return broken


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: str(path.relative_to(ROOT)))
def test_every_relative_link_leads_to_a_file_that_exists(document: Path) -> None:
    assert broken_links(document) == []


def test_the_link_checker_finds_a_broken_link_and_a_missing_heading(tmp_path: Path) -> None:
    document = tmp_path / "page.md"
    document.write_text(
        "# Page\n\n## Its part\n\n[ok](#its-part) [gone](missing.md) [no heading](#elsewhere)\n"
        "```sh\n[in code](nowhere.md)\n```\n[web](https://example.org/x.md)\n"
    )
    assert links(document) == ["#its-part", "missing.md", "#elsewhere", "https://example.org/x.md"]
    assert anchors(document) == {"page", "its-part"}
    assert (
        anchor("An evening of many tables: `evening.py`") == "an-evening-of-many-tables-eveningpy"
    )


def test_the_readme_is_short_with_contents_and_both_commands_first() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 250
    first = "\n".join(lines[:40])
    assert "bash scripts/run" in first
    assert "bash scripts/test" in first
    contents = next(i for i, line in enumerate(lines) if re.fullmatch(r"##\s+Contents", line))
    assert contents < 40
    toc = []
    for line in lines[contents + 1 :]:
        if line.startswith("## "):
            break
        toc += re.findall(r"\]\(#([^)]+)\)", line)
    headings = prose("\n".join(lines)).splitlines()
    sections = {anchor(line[3:]) for line in headings if line.startswith("## ")}
    assert set(toc) == sections - {"contents"}


ARCHITECTURE = ROOT / "docs" / "architecture.md"
PYTHON_FILE = re.compile(r"`([\w./-]+\.py)(?::[^`]*)?`")
# Where a bare file name in the map may live. Not the whole checkout: .venv is not ours, and the
# browser tests' plugin empties test-results/ while another worker would be walking it.
SOURCE_FOLDERS = ("scorekeeper", "tests", "scripts", "benchmarks", "migrations")


def map_gaps(text: str, package: Path) -> list[str]:
    """What a map of ``package`` (the text of docs/architecture.md) gets wrong: a Python file it
    names that does not exist, a package of ``package`` it has no heading or entry for
    (`` `scorekeeper/<name>/` ``), a module it never names."""
    named = set(PYTHON_FILE.findall(text))
    gaps = []
    for name in sorted(named):
        if "/" in name:
            candidates = [ROOT / name, package / name]
        else:
            candidates = [path for folder in SOURCE_FOLDERS for path in (ROOT / folder).rglob(name)]
        if not any(path.exists() for path in candidates):
            gaps.append(f"names {name}, which does not exist")
    for folder in sorted(path for path in package.iterdir() if (path / "__init__.py").exists()):
        if f"`{package.name}/{folder.name}/`" not in text:
            gaps.append(f"misses the package {package.name}/{folder.name}/")
    said = {Path(name).name for name in named}
    for path in sorted(package.rglob("*.py")):
        if path.name != "__init__.py" and path.name not in said:
            gaps.append(f"never names {path.relative_to(package)}")
    return gaps


def test_the_architecture_matches_the_tree() -> None:
    """docs/architecture.md names every package and every module of ``scorekeeper/``, and no
    Python file that is not there (issue 37)."""
    assert map_gaps(ARCHITECTURE.read_text(encoding="utf-8"), ROOT / "scorekeeper") == []


def test_the_map_check_finds_a_missing_module_and_a_missing_package() -> None:
    text = ARCHITECTURE.read_text(encoding="utf-8")
    assert map_gaps(text + "\n`scorebook/ledger.py`\n", ROOT / "scorekeeper") == [
        "names scorebook/ledger.py, which does not exist"
    ]
    without_web = text.replace("`scorekeeper/web/`", "`web`")
    assert "misses the package scorekeeper/web/" in map_gaps(without_web, ROOT / "scorekeeper")
    without_etags = text.replace("`etags.py`", "etags")
    assert "never names web/etags.py" in map_gaps(without_etags, ROOT / "scorekeeper")
