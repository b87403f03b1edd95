"""Seven Up (All Fours)'s settings and fixed facts: docs/rules.md section "Seven Up (All Fours)"."""

from __future__ import annotations

from typing import Mapping, Sequence

from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules import all_fours
from scorekeeper.rules.settings import Setting, declared, merge, require_int, require_players
from scorekeeper.words import N_, _

KIND = "seven-up"
TITLE = N_("Seven Up (All Fours)")
PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4)  # four play as two sides, partners opposite
POINTS = all_fours.POINTS  # the jack may be out of play; the game may be tied
BEGS = ("stand", "gift", "run")  # the eldest stands, or begs and the dealer gives a point or runs the cards
FIRST, NEW = "first", "new"  # the jack turned: the first turn-up, or the new trump card after running

DEFAULTS, SETTING_HELP = declared({
    "target": Setting(7, _("Points that win (7; the older game plays to 10 or 11)")),
})


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    """The target overlaid on its default and checked; two or three each for himself, or four as two sides."""
    require_players(players, PLAYER_COUNTS, "Seven Up is played by 2 to 4 players, not {n}")
    settings = merge(DEFAULTS, given, TITLE)
    require_int(settings, "target", 1, 1000)
    return settings
