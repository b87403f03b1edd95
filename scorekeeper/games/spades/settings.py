"""Spades' settings: docs/rules.md section 5 (the defaults, their checks, what each means in one line)."""

from __future__ import annotations

from typing import Mapping, Sequence

from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules.settings import (Setting, declared, merge, require_bool, require_choice, require_int,
                                        require_optional_int, require_players)
from scorekeeper.words import N_, _

KIND = "spades"
TITLE = N_("Spades")  # a str (the interface), translated where shown
PLAYER_COUNTS: tuple[int, ...] = (4,)
TRICKS = 13  # all 52 cards are dealt, 13 each
NIL_POINTS = 100  # a Nil made or failed; Blind Nil doubles it
BLIND_NIL_BEHIND = 100  # only a side at least this far behind may bid Blind Nil
NIL_TRICKS = ("bags", "count")
HIGHEST = 100_000  # no table plays to more; a typing slip is refused

DEFAULTS, SETTING_HELP = declared({
    "target": Setting(500, _("Points that win: the first side to reach them (both in one hand: the higher)")),
    "lose_at": Setting(-200, _("A side at or below this loses (empty: never)")),
    "bag_limit": Setting(10, _("Bags (overtricks) that cost the penalty once a side has this many (0: no bags)")),
    "bag_penalty": Setting(100, _("Points a side loses each time its bags reach the limit")),
    "nil_tricks": Setting("bags", _("A failed Nil's tricks: bags that score nothing, or counted toward the partner's contract")),
    "blind_nil": Setting(False, _("Blind Nil (±200) allowed, for a side at least 100 points behind")),
})


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    require_players(players, PLAYER_COUNTS,
                    N_("Spades is played by 4 players (two sides of two, partners opposite), not {n}"))
    s = merge(DEFAULTS, given, TITLE)
    require_int(s, "target", 1, HIGHEST)
    require_optional_int(s, "lose_at", -HIGHEST, -1)
    require_int(s, "bag_limit", 0, HIGHEST)
    require_int(s, "bag_penalty", 0, HIGHEST)
    require_choice(s, "nil_tricks", NIL_TRICKS)
    require_bool(s, "blind_nil")
    return s
