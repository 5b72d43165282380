"""What every module of words holds: a mapping from a problem's code to its words."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from scorekeeper.rules.problems import Param

Words = Callable[[Mapping[str, Param]], str]
"""The words of one code: the parameters in, a sentence out."""

Area = Mapping[str, Words]
"""The words of one area's codes, by code."""
