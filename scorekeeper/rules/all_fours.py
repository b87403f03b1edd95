"""High, Low, Jack and Game: the four points of every game of the All Fours family, as their hands check them and
their records write them.

Each game has its own point events and says in its own words a point that is none of the four; the order the
points come in, which of them may be nobody's (the jack not dealt, or out of play; the game tied), and how
the record writes who took each are the same, so they are here once.
"""

from __future__ import annotations

from typing import Callable, Mapping, Sequence

from scorekeeper.jsontypes import JsonValue
from scorekeeper.words import N_

from . import record_parts
from .errors import RecordError, RuleError
from .events import Event
from .answer_values import TallyMeasure
from .tallies import Tally

POINTS = ("high", "low", "jack", "game")  # the order the points are entered and counted going out
MAY_BE_NOBODY = ("jack", "game")  # the jack may not be in play; the game may be tied
POINT_TALLIES = {  # a player's record: who took each point (the game's own measures come before and after)
    "took_high": TallyMeasure(0, N_("High taken"), line=N_("High {took_high}, Low {took_low}, Jack {took_jack}, "
                                                            "Game {took_game}")),
    "took_low": TallyMeasure(0, N_("Low taken")),
    "took_jack": TallyMeasure(0, N_("Jack taken")),
    "took_game": TallyMeasure(0, N_("Game taken")),
}


def check_point(point: str, player: str | None, due: str | None, unknown: str) -> None:
    """Refused unless ``point`` is the one due next and, where nobody took it, it may be nobody's; ``unknown``
    is the game's refusal of a point that is none of the four (``{v}``: what was entered)."""
    if point not in POINTS:
        raise RuleError(unknown, v=point)
    if point != due:
        raise RuleError("{due} comes next (the points go High, Low, Jack, Game), not {point}", due=due, point=point)
    if player is None and point not in MAY_BE_NOBODY:
        raise RuleError("{point} always goes to a player: a trump is always in play", point=point)


def points_events(value: JsonValue, taken: Callable[[str, str], Event], nobody: Callable[[str], Event]) -> list[Event]:
    """The record's ``points`` (hostile JSON) as the game's events (``taken``, ``nobody``): who took each point, in
    the order they are counted; a hand in progress names only the first ones entered (High; High and Low; ...),
    and the replay refuses it anywhere but in the last hand."""
    points = record_parts.expect_object(value, "'points'")
    entered = POINTS[:len(points)]
    if not points or set(points) != set(entered):
        raise RecordError("'points' names who took high, low, jack and game (all four, null for nobody; a hand in "
                          "progress names the first ones entered, in that order); got keys {k}",
                          k=", ".join(points) or "none")
    return [nobody(point) if points[point] is None
            else taken(point, record_parts.expect_str(points[point], f"'{point}'", f"point {point}")) for point in entered]


def tally_points(tally: Tally, points: Mapping[str, object] | None, seats: Sequence[str]) -> None:
    """The ``POINT_TALLIES`` of one hand: each point the record says one of ``seats`` took (``points``: point →
    who took it; None or empty, none entered)."""
    for point, owner in (points or {}).items():
        tally[f"took_{point}"] += 1 if owner in seats else 0
