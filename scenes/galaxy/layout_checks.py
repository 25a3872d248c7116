"""The Weavers' own screens for `weavers layout-check` (its contract's `layout_checks` in
scenes.games): the guided game's steps and the scenario and campaign screens."""

from __future__ import annotations

from collections.abc import Callable

from scenes.galaxy import scenario_checks, tutorial_checks


def builders() -> dict[str, Callable]:
    return {**tutorial_checks.builders(), **scenario_checks.builders()}


def names() -> tuple[str, ...]:
    return tutorial_checks.names() + scenario_checks.names()
