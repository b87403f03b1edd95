"""What a game's own parts of the screens around the table are given, and what they offer (``GameSetup``).

The new-game screen builds a ``SetupContext`` and asks the game's setup (its ui package's ``setup``
module, or an object) for everything that is the game's: its own sections, the settings it types as
words, how the table's choices are made valid, its words for the scoreboard and the players screen.
``Setup`` gives the defaults, for a game with nothing of its own to add.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping, Protocol, Sequence

from scorekeeper.jsontypes import JsonObject, JsonValue

import flet as ft


@dataclass(frozen=True)
class SetupContext:
    seats: Sequence[str]  # the players seated so far, in seating order
    count: int  # how many will play
    shown: Mapping[str, JsonValue]  # the settings as they stand (defaults overlaid with the changes)
    choose: Callable[[str, object], None]  # set one setting (the screen refreshes; the rules refuse a bad value)


@dataclass(frozen=True)
class TypedSetting:
    """A house rule typed into a field: how the typed text becomes its value (the core refuses a bad one)."""

    parse: Callable[[str], JsonValue]
    words: bool = False  # typed as words (a text keyboard), not as a number


@dataclass(frozen=True)
class DeviceDefault:
    """A setting whose default for new games the device keeps (a switch on the settings screen).

    The preference is kept under the setting's own name; ``key`` is the switch's key.
    """

    setting: str
    key: str
    label: str
    help: str


class GameSetup(Protocol):
    """What a game's ``setup`` offers the new-game, scoreboard, players and settings screens."""

    @property
    def OWN_SETTINGS(self) -> tuple[str, ...]:
        """Settings shown in its own sections, not among the house rules."""
        ...

    @property
    def FIRST_TO_ACT(self) -> str:
        """"calls first" / "plays first": what the player left of the dealer does."""
        ...

    @property
    def HAND_WORD(self) -> str:
        """"Hand" / "Deal": what one round of play is called on every screen: it heads the table and the
        scoreboard's lines, and picks the whole sentences about a hand ("Next deal", "Totals after deal 3"); a
        word the shared screens have no sentences for reads them as "Hand"."""
        ...

    @property
    def RECORD_LABELS(self) -> Mapping[str, str | None]:
        """Its words for shared tally measures (None: not shown)."""
        ...

    @property
    def RECORD_ORDER(self) -> tuple[str, ...]:
        """The order the players screen reads its measures in (empty: shared, then own)."""
        ...

    @property
    def TYPED(self) -> Mapping[str, TypedSetting]:
        """House rules typed as text other than a plain number."""
        ...

    @property
    def DEVICE_DEFAULTS(self) -> tuple[DeviceDefault, ...]:
        """Settings whose default the device keeps."""
        ...

    def sections(self, ctx: SetupContext) -> list[ft.Control]: ...

    def adjust(self, given: JsonObject, count: int, preferences: Mapping[str, object]) -> JsonObject:
        """The settings the table chose, made valid for the table size, with the device's defaults put in."""
        ...

    def hidden(self, shown: Mapping[str, JsonValue]) -> set[str]:
        """House rules that do not apply to these settings."""
        ...

    def default_text(self, name: str, shown: Mapping[str, JsonValue]) -> str | None:
        """A default shown in words where the setting's default is None (the color names); None: none."""
        ...


NOBODY_BIDS: Mapping[str, str | None] = dict.fromkeys(
    ("hands_bid", "bids_made", "bids_made_pct", "average_winning_bid", "largest_set_back"))
"""The ``record_labels`` of a game where nobody bids: the players screen leaves out every bid line."""


class Setup:
    """A game's setup with nothing of its own: a game overrides what it has (``GameSetup``)."""

    OWN_SETTINGS: tuple[str, ...] = ()
    FIRST_TO_ACT = "plays first"
    HAND_WORD = "Hand"
    RECORD_LABELS: Mapping[str, str | None] = {}
    RECORD_ORDER: tuple[str, ...] = ()
    TYPED: Mapping[str, TypedSetting] = {}
    DEVICE_DEFAULTS: tuple[DeviceDefault, ...] = ()

    def __init__(self, *, first_to_act: str | None = None, hand_word: str | None = None,
                 record_labels: Mapping[str, str | None] | None = None, record_order: tuple[str, ...] | None = None,
                 typed: Mapping[str, TypedSetting] | None = None) -> None:
        """A game whose setup differs only in its words and data names them here (``Setup(first_to_act=N_("leads"))``,
        the players screen's ``record_labels`` and ``record_order``, the settings it ``typed`` as words)."""
        given = {"FIRST_TO_ACT": first_to_act, "HAND_WORD": hand_word, "RECORD_LABELS": record_labels,
                 "RECORD_ORDER": record_order, "TYPED": typed}
        for name, value in given.items():
            if value is not None:  # (else the class's own)
                setattr(self, name, value)

    def sections(self, ctx: SetupContext) -> list[ft.Control]:
        return []

    def adjust(self, given: JsonObject, count: int, preferences: Mapping[str, object]) -> JsonObject:
        return given

    def hidden(self, shown: Mapping[str, JsonValue]) -> set[str]:
        return set()

    def default_text(self, name: str, shown: Mapping[str, JsonValue]) -> str | None:
        return None


# -- typed values ------------------------------------------------------------------------------------------
def parse_number(text: str) -> int | str:
    """``1,000,000`` / ``$175,000`` / ``16`` → int; anything else is passed on for the core to refuse."""
    cleaned = "".join(ch for ch in text if ch not in ",  _$₹").replace("−", "-")
    if cleaned.lstrip("-").isdecimal():  # ৫০০ and ५०० too (a field shows the table's digits); never ² (int refuses it)
        return int(cleaned)
    return text


def parse_optional_number(text: str) -> int | str | None:
    """A number, or nothing (None) for an empty field."""
    return None if not text.strip() else parse_number(text)


def parse_list(text: str) -> list[JsonValue] | None:
    """Words separated by commas (``red, blue``), or nothing (None) for an empty field."""
    if not text.strip():
        return None
    return [part.strip() for part in text.split(",")]
