"""The figures of a season's rating chart: the app's season screen draws them with Flet, the board's season
page as an inline SVG, so both show the same lines from the same points."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from .standings import Rating, Season

CHART_PLAYERS = 6  # the table's top players drawn; more lines than that cannot be told apart on a phone
CHART_MARKS = 10  # game numbers the x axis names at most (about 35 px each on a 412 px phone)
CHART_POINTS = 24  # points a line has at most: a long season's chart costs a tap no more than a short one's


@dataclass(frozen=True)
class RatingLine:
    """One player's line: (the game's number in the season, their rating mu after it), oldest first."""

    player: str
    points: tuple[tuple[int, float], ...]


def thinned(history: list[tuple[datetime, Rating]]) -> list[tuple[datetime, Rating]]:
    """At most ``CHART_POINTS`` of a rating history, evenly spread, the first and the last kept."""
    if len(history) <= CHART_POINTS:
        return history
    last = len(history) - 1
    return [history[round(i * last / (CHART_POINTS - 1))] for i in range(CHART_POINTS)]


def rating_lines(table: Season) -> list[RatingLine]:
    """The top players' rating (mu) after each game of the season, the x being the game's number in it;
    none when nobody has a rating."""
    order = {game.id: n for n, game in enumerate(table.games, start=1)}
    at = {game.last_played: order[game.id] for game in table.games}
    players = [s for s in table.table() if s.history][:CHART_PLAYERS]
    if not table.games:
        return []
    return [RatingLine(s.player, tuple((at.get(when, 0), round(r.mu, 2)) for when, r in thinned(s.history)))
            for s in players]


def game_marks(games: int) -> list[int]:
    """The game numbers the x axis names: 1 to ``games`` when they are at most ``CHART_MARKS``, else every
    2nd, 5th, 10th, 20th... game, so a long season's axis stays legible on a phone."""
    step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10**9) if games <= s * CHART_MARKS)
    return list(range(step, games + 1, step))


def chart_top(lines: list[RatingLine]) -> int:
    """The y axis' top: 50 (a new player's 25 in the middle), or above the highest rating drawn."""
    return max(50, *(round(mu) + 1 for line in lines for _x, mu in line.points))
