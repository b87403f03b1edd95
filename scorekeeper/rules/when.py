"""When a game was played, as its record says it (docs/game-record.md, "When it was played").

A record may say when the game was started (top-level ``"started"``) and
when each hand ended (``"ended"`` in the hand: when its last entry was
stored), both ISO 8601 with a UTC offset.  Scoring ignores them; they are
what evenings and seasons are read from.  Pure: no clock is read here.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from scorekeeper.jsontypes import JsonArray, JsonObject, JsonValue

from .errors import RecordError
from .game import Game
from .played_hand import PlayedHand

MAX_MOMENT_LENGTH = 40  # "2026-12-05T21:04:09.123456+05:30" and to spare


def parse_moment(value: str) -> datetime | None:
    """An ISO 8601 date and time with a UTC offset (``2026-12-05T21:04:09+05:30``, ``...Z``), or None."""
    if len(value) > MAX_MOMENT_LENGTH or "T" not in value:
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else None


def check_moment(value: JsonValue, what: str) -> str:
    """``value`` if it is a time as a record writes one; else the one sentence saying what would be right."""
    if not isinstance(value, str) or parse_moment(value) is None:
        raise RecordError("{what} must be a date and time with its UTC offset, like "
                          "\"2026-12-05T21:04:09+01:00\"; got {got!r}", what=what, got=value)
    return value


def without_end(hand: JsonValue, number: int) -> JsonValue:
    """A record's hand without its ``"ended"`` (checked first): the games read hands without it."""
    if not isinstance(hand, dict) or "ended" not in hand:
        return hand
    try:
        check_moment(hand["ended"], "'ended'")
    except RecordError as err:
        raise err.located(f"hand {number}") from None
    return {key: value for key, value in hand.items() if key != "ended"}


def recorded_hands(game: Game) -> list[PlayedHand]:
    """The hands a record of ``game`` lists: every hand played, and the one under way once it has begun."""
    table = game.table
    current = table.current
    return [*table.hands, *([current] if current is not None and current.started else [])]


def hand_spans(game: Game) -> list[tuple[int, int]]:
    """(first, last) index in ``game.events`` of each recorded hand's entries."""
    hands = recorded_hands(game)
    starts = [hand.first_event for hand in hands]
    ends = [*(start - 1 for start in starts[1:]), len(game.events) - 1]
    return list(zip(starts, ends))


def hand_end_times(game: Game, times: Sequence[str | None]) -> list[str | None]:
    """When each recorded hand ended: when its last entry was stored (None: not known)."""
    return [times[last] if 0 <= last < len(times) else None for _first, last in hand_spans(game)]


def hand_ends(record: JsonObject) -> list[str | None]:
    """Each hand's ``"ended"`` as the record says it (None where it says nothing): read before the
    record's hands are replayed and let go (``game_from_record(..., consume=True)``)."""
    hands = record.get("hands")
    return [ended if isinstance(hand, dict) and isinstance(ended := hand.get("ended"), str) else None
            for hand in (hands if isinstance(hands, list) else [])]


def event_times(game: Game, ended: Sequence[str | None]) -> list[str | None]:
    """A time for each of the game's entries from its record's :func:`hand_ends`: each entry of a hand
    gets the hand's ``"ended"`` (all the record says of it); None where the hand says nothing."""
    times: list[str | None] = [None] * len(game.events)
    for (first, last), end in zip(hand_spans(game), ended):
        for index in range(first, last + 1):
            times[index] = end
    return times


def record_with_times(record: JsonObject, game: Game, started: str | None,
                      times: Sequence[str | None]) -> JsonObject:
    """``record`` (``game_to_record(game)``) with when the game started and when each hand ended, where
    known; ``started`` goes after ``dealer``, ``ended`` last in each hand."""
    out: JsonObject = {}
    for key, value in record.items():
        if key == "hands" and started is not None:
            out["started"] = started
        out[key] = value
    hands = record.get("hands")
    if isinstance(hands, list):
        timed: JsonArray = []
        for hand, end in zip(hands, [*hand_end_times(game, times), *[None] * len(hands)]):
            timed.append({**hand, "ended": end} if isinstance(hand, dict) and end is not None else hand)
        out["hands"] = timed
    return out
