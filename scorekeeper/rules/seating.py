"""Seats around the table: who is left of whom, who partners whom.

Players are listed clockwise, so "left of" is the next name in the list.
"""

from __future__ import annotations

from scorekeeper.i18n.translate import gettext

from typing import Collection, Sequence


def left_of(players: Sequence[str], player: str) -> str:
    """The player who sits to the left (clockwise) of ``player``."""
    return players[(players.index(player) + 1) % len(players)]


def clockwise_from(players: Sequence[str], first: str) -> list[str]:
    """Everyone in clockwise order starting with ``first`` (the order bids go round in)."""
    start = players.index(first)
    return [*players[start:], *players[:start]]


def next_in_turn(players: Sequence[str], last: str, passed: Collection[str]) -> str | None:
    """The first player clockwise after ``last`` who has not passed (None when everyone has)."""
    return next((p for p in clockwise_from(players, last)[1:] + [last] if p not in passed), None)


def alternate_side(players: Sequence[str], player: str) -> list[str]:
    """Fixed partners alternate around the table: ``player``'s side, seat order."""
    parity = players.index(player) % 2
    return [p for i, p in enumerate(players) if i % 2 == parity]


def names(players: Sequence[str]) -> str:
    """``A``, ``A and B``, ``A, B and C``: names as a player would say them."""
    players = list(players)
    if len(players) <= 1:
        return "".join(players)
    return gettext("{names} and {last}").format(names=gettext(", ").join(players[:-1]), last=players[-1])
