"""What a wheel carries besides the package's modules (pyproject.toml holds everything else).

In a checkout, the app's folders, ``templates/``, ``static/``, ``translations/`` and
``migrations/``, sit at the repository's top level, and the app reads them there. A wheel (and
so ``pip install .``) carries them inside the package, as ``scorekeeper/templates/`` and so on,
where the installed app reads them (``scorekeeper.app.FOLDERS``, docs/architecture.md, "The
package"). Every catalogue is compiled into the wheel too: each
``translations/<language>/LC_MESSAGES/messages.po`` beside it as the ``messages.mo`` that
Flask-Babel reads (Babel's compiler, as ``bash scripts/translations compile``), made from the
``.po`` of the build whatever .mo files the checkout holds (they are never committed).

An editable install (``pip install -e .``) reads the checkout's folders and gets no copy."""

from __future__ import annotations

import shutil
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
FOLDERS = ("templates", "static", "translations", "migrations")
"""The top-level folders a wheel carries inside the package (``scorekeeper.app.FOLDERS``)."""

LEFT_OUT = shutil.ignore_patterns("__pycache__", "*.py[co]", "*.mo")
"""What is not copied: caches, and the checkout's compiled catalogues (made anew from the .po)."""


class BuildWithFolders(build_py):
    """setuptools' ``build_py``, then the folders copied into the built package and the
    catalogues compiled there."""

    def run(self) -> None:
        super().run()
        if self.editable_mode or self.dry_run:
            return
        package = Path(self.build_lib) / "scorekeeper"
        for folder in FOLDERS:
            target = package / folder
            shutil.rmtree(target, ignore_errors=True)  # nothing left from an earlier build
            shutil.copytree(HERE / folder, target, ignore=LEFT_OUT)
        for po in sorted((package / "translations").glob("*/LC_MESSAGES/*.po")):
            with po.open("rb") as source:
                catalog = read_po(source, locale=po.parent.parent.name)
            with po.with_suffix(".mo").open("wb") as compiled:
                write_mo(compiled, catalog)


setup(cmdclass={"build_py": BuildWithFolders})
