"""Euchre's settings: docs/rules.md "Euchre" (the defaults, their checks, what each means in one line)."""

from __future__ import annotations

from typing import Mapping, Sequence

from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules.settings import Setting, declared, merge, require_bool, require_choice, require_int, require_players
from scorekeeper.words import N_, _

KIND = "euchre"
TITLE = N_("Euchre")  # a str (the interface), translated where shown
PLAYER_COUNTS: tuple[int, ...] = (4,)
TRICKS = 5  # five cards each, with either pack
SUITS = ("clubs", "diamonds", "hearts", "spades")
DECKS: tuple[JsonValue, ...] = (24, 32)
HIGHEST_TARGET = 100  # no table plays further; a typing slip is refused

DEFAULTS, SETTING_HELP = declared({
    "target": Setting(10, _("Points that win: the first side to reach them (only one side scores in a hand)")),
    "deck": Setting(24, _("The pack: 24 cards (9 to ace) or 32 (7 to ace); it changes nothing the scorekeeper counts")),
    "stick_the_dealer": Setting(False, _("The dealer must name trump when the other three pass twice (no hand is thrown in)")),
    "defend_alone": Setting(False, _("One defender may play alone against a lone maker, and scores 4 for a euchre")),
})


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    """The defaults overlaid with ``given``, each checked: only four players, partners opposite."""
    require_players(players, PLAYER_COUNTS,
                    N_("Euchre is played by 4 players (two sides of two, partners opposite), not {n}"))
    s = merge(DEFAULTS, {k: v for k, v in given.items() if k in DEFAULTS}, TITLE)  # unknown keys are ignored
    require_int(s, "target", 1, HIGHEST_TARGET)
    require_choice(s, "deck", DECKS)
    require_int(s, "deck", 24, 32)  # 24 or 32 as a whole number, never 24.0 or true
    require_bool(s, "stick_the_dealer")
    require_bool(s, "defend_alone")
    return s
