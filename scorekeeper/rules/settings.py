"""Checking a game's settings: defaults from docs/rules.md, clear refusals for the rest."""

from __future__ import annotations

from typing import Any, Mapping

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext

from .errors import RuleError


def merge(defaults: Mapping[str, Any], given: Mapping[str, Any], game: str) -> dict[str, Any]:
    """Defaults overlaid with ``given``; an unknown setting is refused by name."""
    unknown = sorted(set(given) - set(defaults))
    if unknown:
        raise RuleError(
            "{game} has no setting {bad}; its settings are {known}",
            game=game, bad=", ".join(repr(u) for u in unknown), known=", ".join(defaults),
        )
    return {**defaults, **given}


def require(settings: Mapping[str, Any], name: str, ok: bool, expected: str) -> None:
    if not ok:
        raise RuleError("setting {name} is {v!r} but must be {expected}", name=name, v=settings[name], expected=expected)


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def require_int(settings: Mapping[str, Any], name: str, low: int, high: int) -> None:
    value = settings[name]
    require(settings, name, is_int(value) and low <= value <= high,
            gettext("a whole number from {low} to {high}").format(low=number(low), high=number(high)))


def require_choice(settings: Mapping[str, Any], name: str, choices: tuple[Any, ...]) -> None:
    require(settings, name, settings[name] in choices,
            gettext("one of {choices}").format(choices=", ".join(repr(c) for c in choices)))


def require_bool(settings: Mapping[str, Any], name: str) -> None:
    require(settings, name, isinstance(settings[name], bool), gettext("true or false"))
