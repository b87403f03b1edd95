"""Five Hundred's settings and its table of bids: docs/rules.md "Five Hundred" (the Avondale table, the
defaults, their checks, what each setting means in one line)."""

from __future__ import annotations

from typing import Mapping, Sequence

from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules.settings import (Setting, declared, merge, require_bool, require_choice, require_int,
                                        require_optional_int, require_players)
from scorekeeper.words import N_, _

KIND = "five-hundred"
TITLE = N_("Five Hundred")  # a str (the interface), translated where shown
PLAYER_COUNTS: tuple[int, ...] = (4,)
TRICKS = 10  # ten cards each, three to the kitty
HIGHEST = 100_000  # no table plays to more; a typing slip is refused
SUITS = ("S", "C", "D", "H", "NT")  # the Avondale table's columns, low to high
MISERE, OPEN_MISERE = "misere", "open_misere"
SLAM_POINTS = 250  # all ten tricks with a contract worth less


def _rank_order() -> tuple[str, ...]:
    """Every bid, low to high: misère between 7NT and 8♠, open misère between 10♦ and 10♥."""
    bids = [f"{n}{s}" for n in range(6, 11) for s in SUITS]
    bids.insert(bids.index("8S"), MISERE)
    bids.insert(bids.index("10H"), OPEN_MISERE)
    return tuple(bids)


BIDS = _rank_order()
RANK = {bid: i for i, bid in enumerate(BIDS)}


def bid_value(bid: str) -> int:
    """The Avondale table: 6♠ 40, each suit 20 more, each trick 100 more; misère 250, open misère 500."""
    if bid == MISERE:
        return 250
    if bid == OPEN_MISERE:
        return 500
    tricks, suit = int(bid[:-2] if bid.endswith("NT") else bid[:-1]), bid[-2:] if bid.endswith("NT") else bid[-1]
    return 40 + 100 * (tricks - 6) + 20 * SUITS.index(suit)


def bid_tricks(bid: str) -> int:
    """The tricks a bid contracts for (a misère: none)."""
    if bid in (MISERE, OPEN_MISERE):
        return 0
    return int(bid[:-2] if bid.endswith("NT") else bid[:-1])


DEFAULTS, SETTING_HELP = declared({
    "target": Setting(500, _("Points that win: a side at or over them after a hand")),
    "lose_at": Setting(-500, _("A side whose failed contract leaves it at or below this loses (empty: never)")),
    "win_by": Setting("any", _("Who may win at the target: any side, or only a side that has just made its contract")),
    "bidding": Setting("rounds", _("The bidding goes round until three pass after a bid, or each player calls once")),
    "misere": Setting("after_seven", _("Misère only over a bid of seven, at any time it ranks higher, or not at all")),
    "slam": Setting(True, _("All ten tricks with a contract worth less than 250 score 250")),
})


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    """The defaults overlaid with ``given``, each checked; keys the game does not know are ignored."""
    require_players(players, PLAYER_COUNTS,
                    N_("Five Hundred is played by 4 players (two sides of two, partners opposite), not {n}"))
    s = merge(DEFAULTS, {k: v for k, v in given.items() if k in DEFAULTS}, TITLE)
    require_int(s, "target", 1, HIGHEST)
    require_optional_int(s, "lose_at", -HIGHEST, -1)
    require_choice(s, "win_by", ("any", "bid"))
    require_choice(s, "bidding", ("rounds", "once"))
    require_choice(s, "misere", ("after_seven", "any_time", "off"))
    require_bool(s, "slam")
    return s
