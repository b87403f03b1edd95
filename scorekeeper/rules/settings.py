"""A game's settings: declared once each (a default and a meaning), and checked with clear refusals."""

from __future__ import annotations

from typing import Callable, Mapping, NamedTuple, Sequence, TypeGuard

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import N_, LazyText, gettext
from scorekeeper.jsontypes import JsonValue
from scorekeeper.words import ChoiceWords, Labels

from .errors import RuleError, SettingError


class Whole(NamedTuple):
    """The whole numbers a setting may be, ``low`` to ``high``; ``empty``: None too (the rule is off)."""

    low: int
    high: int
    empty: bool = False


class Setting(NamedTuple):
    """One setting as a game declares it: its default (docs/rules.md), its meaning in one line and, where
    :func:`require_declared` is to check it, what it may be (a ``Whole`` range or the choices; a setting whose
    default is true or false is checked as true or false)."""

    default: JsonValue
    help: str | LazyText  # ``_("...")``: translated each time it is read
    allowed: Whole | tuple[str, ...] | None = None


def declared(settings: Mapping[str, Setting]) -> tuple[dict[str, JsonValue], Labels]:
    """A game's ``DEFAULTS`` and ``SETTING_HELP`` from one table, so each setting is named once, its
    default beside its meaning, in the order the new-game screen and a refusal list them."""
    defaults = {name: setting.default for name, setting in settings.items()}
    return defaults, Labels({name: setting.help for name, setting in settings.items()})


def merge(defaults: Mapping[str, JsonValue], given: Mapping[str, JsonValue], game: str) -> dict[str, JsonValue]:
    """Defaults overlaid with ``given``; an unknown setting is refused by name."""
    unknown = sorted(set(given) - set(defaults))
    if unknown:
        raise SettingError(
            "{game} has no setting {bad}; its settings are {known}",
            game=game, bad=", ".join(repr(u) for u in unknown), known=", ".join(defaults),
        )
    return {**defaults, **given}


def require_players(players: Sequence[str], counts: tuple[int, ...], refusal: str) -> None:
    """A table of a size the game is not played by is refused in the game's own sentence (``{n}``: the size)."""
    if len(players) not in counts:
        raise RuleError(refusal, n=len(players))


def require(settings: Mapping[str, JsonValue], name: str, ok: bool, expected: str | Callable[[], str]) -> None:
    """Refuse setting ``name`` unless ``ok``; ``expected`` says what it must be, and may be a function that
    writes it only when it is refused (its figures in the reader's digits, which only a refusal needs)."""
    if not ok:
        raise SettingError("setting {name} is {v!r} but must be {expected}", name=name, v=settings[name],
                        expected=expected if isinstance(expected, str) else expected())


def is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def require_int(settings: Mapping[str, JsonValue], name: str, low: int, high: int) -> None:
    value = settings[name]
    require(settings, name, is_int(value) and low <= value <= high,
            lambda: gettext("a whole number from {low} to {high}").format(low=number(low), high=number(high)))


# What an optional whole-number setting must be, as a template (``require_optional_int`` fills it in)
EMPTY_OR_WHOLE = N_("empty or a whole number from {low} to {high}")
EMPTY_OR_BID = N_("empty or a bid from {low} to {high}")


def require_optional_int(settings: Mapping[str, JsonValue], name: str, low: int, high: int,
                         expected: str = EMPTY_OR_WHOLE) -> None:
    """A setting that may be empty (the rule is off: no losing score, no doubling) or else a whole number in range.

    ``expected``: the template (its ``{low}`` and ``{high}``) saying what it must be, translated and filled in
    the reader's digits only when the setting is refused."""
    value = settings[name]
    require(settings, name, value is None or (is_int(value) and low <= value <= high),
            lambda: gettext(expected).format(low=number(low), high=number(high)))


def setting_int(settings: Mapping[str, JsonValue], name: str) -> int:
    """A setting that is a whole number (``require_int`` checked it when the settings were resolved)."""
    value = settings[name]
    if not is_int(value):
        raise SettingError("setting {name} is {v!r} but must be a whole number", name=name, v=value)
    return value


def setting_optional_int(settings: Mapping[str, JsonValue], name: str) -> int | None:
    """A setting that is a whole number or empty (None: the rule is off, as a game with no losing score)."""
    return None if settings[name] is None else setting_int(settings, name)


def setting_str(settings: Mapping[str, JsonValue], name: str) -> str:
    """A setting that is text (a choice: ``require_choice`` checked it when the settings were resolved)."""
    value = settings[name]
    if not isinstance(value, str):
        raise SettingError("setting {name} is {v!r} but must be text", name=name, v=value)
    return value


def require_choice(settings: Mapping[str, JsonValue], name: str, choices: tuple[JsonValue, ...]) -> None:
    require(settings, name, settings[name] in choices,
            lambda: gettext("one of {choices}").format(choices=", ".join(repr(c) for c in choices)))


def require_bool(settings: Mapping[str, JsonValue], name: str) -> None:
    require(settings, name, isinstance(settings[name], bool), gettext("true or false"))


def require_declared(settings: dict[str, JsonValue], table: Mapping[str, Setting]) -> dict[str, JsonValue]:
    """``settings`` with each declared setting checked, in the table's order, refused in the sentence of its
    ``require_*`` (a setting that declares nothing it may be, and is not true or false, is the game's to check)."""
    for name, setting in table.items():
        allowed = setting.allowed
        if isinstance(allowed, Whole):
            check = require_optional_int if allowed.empty else require_int
            check(settings, name, allowed.low, allowed.high)
        elif allowed is not None:
            require_choice(settings, name, allowed)
        elif isinstance(setting.default, bool):
            require_bool(settings, name)
    return settings


def choice_words(table: Mapping[str, Setting], words: Mapping[str, str | LazyText]) -> ChoiceWords:
    """The new-game screen's ``SETTING_CHOICES``: each declared choice's values with their ``words``, in the
    order declared (translated when shown, not at import)."""
    return ChoiceWords({name: [(value, words[value]) for value in setting.allowed] for name, setting in table.items()
                        if isinstance(setting.allowed, tuple) and not isinstance(setting.allowed, Whole)})
