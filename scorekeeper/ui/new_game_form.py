"""The new-game form: what has been entered so far, and the settings it stands for.

Nothing here decides what the rules allow: the table sizes come from the
game's ``PLAYER_COUNTS``, each setting's default from ``resolve_settings``,
its label from ``SETTING_LABELS``, and the table's choices are made valid by
the game's own setup (``adjust``, with the device's defaults).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping, Sequence

from scorekeeper.jsontypes import JsonObject, JsonValue

from scorekeeper.i18n.translate import gettext, pgettext
from scorekeeper.rules import amount_format as format_for_kind
from scorekeeper.rules.registry import rules_for

from .common import game_setup
from .setup_context import GameSetup

DEFAULT_COUNT = 4
TARGET = "target"  # shown in its own section, above the house rules



def setting_label(kind: str, name: str) -> str:
    """A setting's label, in the game's own words (its ``SETTING_LABELS``); a game that gives none is labelled by
    the setting's one-line meaning (``SETTING_HELP``), which is translated, where its key would not be."""
    rules = rules_for(kind)
    label = rules.SETTING_LABELS.get(name)
    if label is None and name in rules.SETTING_HELP:
        return str(rules.SETTING_HELP[name])
    return label or name.replace("_", " ").capitalize()


def labelled_by_help(kind: str, name: str) -> bool:
    """Whether the setting's label is its meaning already (the game gives it no label of its own)."""
    rules = rules_for(kind)
    return name not in rules.SETTING_LABELS and name in rules.SETTING_HELP


def setup_for(kind: str) -> GameSetup:
    """The game's own new-game sections (its ui package's ``setup``), from its panel."""
    return game_setup(kind)


def player_counts(kind: str) -> list[int]:
    return sorted(rules_for(kind).PLAYER_COUNTS)


# -- the remembered form -------------------------------------------------------------
@dataclass
class NewGameForm:
    kind: str
    count: int = DEFAULT_COUNT
    seats: list[str] = field(default_factory=list)
    dealer: str | None = None
    settings: dict[str, JsonObject] = field(default_factory=dict)  # per kind: what the table changed
    typed: str = ""
    name: str = ""
    notice: str | None = None
    rules_open: bool = False
    preferences: Mapping[str, object] = field(default_factory=dict)  # the device's defaults (settings screen)

    def changes(self) -> JsonObject:
        return self.settings.setdefault(self.kind, {})


def setting_value(value: object) -> JsonValue:
    """A value the table chose, as the setting kept for it.

    A game's choices are typed ``object`` (its ``SETTING_CHOICES``, the buttons of its own sections) but each is
    plain data; anything else is a fault in the game's setup, said here rather than when the game is stored.
    """
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if isinstance(value, list):
        return [setting_value(item) for item in value]
    raise TypeError(f"a setting is plain data (text, a number, a list), not {value!r}")


def player_count(f: NewGameForm) -> int:
    return max(f.count, len(f.seats))


def placeholder_players(kind: str, n: int) -> list[str]:
    """Seat names for asking the core about defaults (a valid table size if ``n`` is not)."""
    counts = player_counts(kind)
    if n not in counts:
        n = min(counts, key=lambda c: abs(c - n))
    return [gettext("Seat {value}").format(value=i + 1) for i in range(n)]


def defaults_for(kind: str, n: int) -> JsonObject:
    """The core's defaults for this game at this table size."""
    return dict(rules_for(kind).resolve_settings(placeholder_players(kind, n), {}))


def chosen_settings(f: NewGameForm) -> JsonObject:
    """Only what the table changed from the defaults, made valid for the table size by the game."""
    return setup_for(f.kind).adjust(dict(f.changes()), player_count(f), f.preferences)


def shown_settings(f: NewGameForm) -> JsonObject:
    """Defaults overlaid with the changes: what each control shows."""
    return {**defaults_for(f.kind, player_count(f)), **chosen_settings(f)}


def amount_format(f: NewGameForm) -> Callable[[int], str]:
    """The game's own amounts ($1,000,000, ₹10,00,000, points) in fields, defaults and refusals alike."""
    return format_for_kind(f.kind, shown_settings(f))


def shown_value(value: JsonValue, fmt: Callable[[int], str], choices: Sequence[tuple[object, str]]) -> str:
    if value is None:
        return pgettext("a setting left empty", "none")  # "empty", as its help says; never "nobody"
    if isinstance(value, bool):
        return gettext("on") if value else gettext("off")
    if isinstance(value, int):
        return str(fmt(value))
    if isinstance(value, list):  # a list of words (the colors): each as the table says it, where we know it
        return ", ".join(gettext(str(v)) for v in value)
    for v, label in choices:
        if v == value:
            return label
    return str(value)


def text_of(value: JsonValue, fmt: Callable[[int], str]) -> str:
    """A setting in its field: amounts as the game shows them everywhere (``₹10,00,000``; parse_number reads it back)."""
    if value is None:
        return ""
    if isinstance(value, list):  # a list of words (the colors): each as the table says it, where we know it
        return ", ".join(gettext(str(v)) for v in value)
    if isinstance(value, int) and not isinstance(value, bool):
        return fmt(value)
    return str(value)
