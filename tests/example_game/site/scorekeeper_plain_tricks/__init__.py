"""Plain tricks, the example game of docs/adding-a-game.md, from a package of its own: each hand deals
``cards`` cards each, a trick scores 1 for whoever takes it, the first player alone at ``target`` wins.
The rest of the interface is ``rules.defaults``'s; its words are translated by its own catalog (``locale/``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Mapping, NamedTuple, Sequence

from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules import RuleError
from scorekeeper.rules.events import fact
from scorekeeper.rules.settings import merge, require_int
from scorekeeper.rules.trick_hand import TrickHand
from scorekeeper.words import N_, Labels, _

KIND = "plain-tricks"
TITLE = N_("Plain tricks")  # a str, translated where it is shown (by this package's catalog)
PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4, 5)
SETTING_HELP = Labels({"cards": _("Cards each, so tricks in a hand"), "target": _("The points that win")})
SETTING_LABELS = Labels({"cards": _("Cards each"), "target": _("Target")})
LOCALE_DIR = str(Path(__file__).resolve().parent / "locale")  # <lang>/LC_MESSAGES/scorekeeper_plain_tricks.mo


@fact("plain_trick", place="trick")
class TrickWon(NamedTuple):
    """A player took a trick."""

    winner: str


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    if len(players) not in PLAYER_COUNTS:
        raise RuleError("Plain tricks is played by 2 to 5 players, not {n}", n=len(players))
    settings = merge({"cards": 5, "target": 10}, given, gettext(TITLE))
    require_int(settings, "cards", 1, 52 // len(players))
    require_int(settings, "target", 1, 1000)
    return settings


class PlainHand(TrickHand):
    """One hand: tricks taken one by one until every card is played (``TrickHand`` plays, scores and records
    them, and gives the module its ``new_hand``, ``hand_events`` and tricks tally)."""

    TRICK = TrickWon

    def verdict(self) -> str:
        return gettext("Hand {number}: {tricks}").format(number=self.number, tricks=self.taken())


HAND = PlainHand


def describe_settings(settings: Mapping[str, JsonValue]) -> list[str]:
    return [gettext("{cards} cards each").format(cards=settings["cards"])]


if TYPE_CHECKING:  # mypy checks what the game writes itself; the registry gives it the rest (rules.defaults)
    import scorekeeper_plain_tricks as _module
    from scorekeeper.rules.interface import GameBasics
    _checked: GameBasics[PlainHand] = _module
