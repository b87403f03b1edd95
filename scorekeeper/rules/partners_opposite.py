"""Four players as two fixed sides, partners sitting opposite, scoring plain points to a target.

Several games keep score this way; each game module re-uses these answers of the game
interface (``score_groups``, ``group_name``, ``format_amount``, ``target``) instead of
writing them again, so the sides are named and shown the same in every such game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping

from .interface import ScoreGroup, points_text, seating_name

if TYPE_CHECKING:
    from .game import Game


def format_amount(settings: Mapping[str, Any], *, short: bool = False) -> Callable[[int], str]:
    """Points are plain numbers, negative ones with the same minus sign as money (short or not)."""
    return points_text


def score_groups(game: Game) -> list[ScoreGroup]:
    """Two sides of two, partners opposite: seats 1 and 3 against 2 and 4."""
    players = tuple(game.players)
    return [ScoreGroup(side, "+".join(side)) for side in (players[0::2], players[1::2])]


def group_name(game: Game, players: Iterable[str]) -> str:
    return seating_name(game.players, players)


def target(settings: Mapping[str, Any]) -> int | None:
    """The game points that win."""
    return int(settings["target"])
