"""Four players as two fixed sides, partners sitting opposite, scoring plain points to a target.

Several games keep score this way; each game module re-uses these answers of the game
interface (``score_groups``, ``group_name``, ``format_amount``, ``target``) instead of
writing them again, so the sides are named and shown the same in every such game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterable, Mapping

from scorekeeper import words
from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import Counted, LazyText
from scorekeeper.jsontypes import JsonValue

from .interface import ScoreGroup, points_text, seating_name
from .settings import setting_int, setting_optional_int

if TYPE_CHECKING:
    from .game import Game


def format_amount(settings: Mapping[str, JsonValue], *, short: bool = False) -> Callable[[int], str]:
    """Points are plain numbers, negative ones with the same minus sign as money (short or not)."""
    return points_text


def score_groups(game: Game) -> list[ScoreGroup]:
    """Two sides of two, partners opposite: seats 1 and 3 against 2 and 4."""
    players = tuple(game.players)
    return [ScoreGroup(side, "+".join(side)) for side in (players[0::2], players[1::2])]


def group_name(game: Game, players: Iterable[str]) -> str:
    return seating_name(game.players, players)


def target(settings: Mapping[str, JsonValue]) -> int | None:
    """The game points that win."""
    return setting_int(settings, "target")


def past_the_target(game: Game, totals: Mapping[str, int], goal: int,
                    fell: Counted) -> tuple[tuple[str, ...], str] | None:
    """The race in game points both ways (the sixes): a side at +``goal`` wins, a side at −``goal`` loses and the
    other side wins (``fell``, the game's own sentence, names both); None while both sides are within."""
    sides = score_groups(game)
    for side, others in (sides, sides[::-1]):
        points = totals[side.players[0]]
        if points >= goal:
            reached = words.GAME_POINTS_REACHED.of(points)
            return side.players, reached.format(side=side.name, points=number(points), target=number(goal))
        if points <= -goal:
            return others.players, fell.of(-points).format(side=side.name, points=number(-points), others=others.name)
    return None


def reached_or_fell(game: Game, totals: Mapping[str, int], fell: LazyText) -> tuple[tuple[str, ...] | None, str]:
    """The race of a game with a target and a losing score (``target``; ``lose_at``, None: never) in which only
    the bidding side's score moves, so one hand takes at most one side over a line: a side at the target wins
    (``words.REACHED``); a side at ``lose_at`` loses and the other side wins, said in the game's own ``fell``
    (``{side}``, ``{points}``, ``{lose_at}``, ``{others}``)."""
    goal, floor = setting_int(game.settings, "target"), setting_optional_int(game.settings, "lose_at")
    first, second = (g.players for g in score_groups(game))
    for side, others in ((first, second), (second, first)):
        points = totals[side[0]]
        if points >= goal:
            return side, words.REACHED.format(side=group_name(game, side), points=number(points), target=number(goal))
        if floor is not None and points <= floor:
            return others, fell.format(side=group_name(game, side), points=points_text(points),
                                       lose_at=points_text(floor), others=group_name(game, others))
    return None, ""


def sides_or_each(game: Game, fixed: bool) -> list[ScoreGroup]:
    """The two fixed sides (partners opposite) when ``fixed``, else each player alone: for the games whose
    partnerships are a setting."""
    if fixed:
        return score_groups(game)
    return [ScoreGroup((p,), p) for p in game.players]


def in_seat_order(game: Game, side: Iterable[str]) -> tuple[str, ...]:
    """A side's players in seating order (a hand may name its bidder first): how a winner is announced."""
    members = set(side)
    return tuple(p for p in game.players if p in members)
