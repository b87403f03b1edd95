"""Pieces of the game record shared by games: shape checks and the auction list.

A record is read into events here and written back from them, so reading
and writing cannot drift apart.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from .errors import RecordError
from .bid_events import BidMade, Passed, TrumpNamed
from .events import Event


def expect(value: Any, kind: type | tuple[type, ...], what: str, where: str = "") -> Any:
    ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
    if not ok:
        names = {dict: "an object", list: "a list", str: "text", int: "a whole number"}
        wanted = names.get(kind, str(kind)) if isinstance(kind, type) else " or ".join(names.get(k, str(k)) for k in kind)
        raise RecordError("{what} must be {wanted}; got {v}", what=what, wanted=wanted, v=show(value)).located(where)
    return value


def expect_int(value: Any, what: str, where: str = "") -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError("{what} must be a whole number; got {v}", what=what, v=show(value)).located(where)
    return value


def show(value: Any) -> str:
    """A value as it would be written in the record (JSON), for messages."""
    import json

    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


def only_keys(record: Mapping[str, Any], allowed: Iterable[str], what: str) -> None:
    extra = sorted(set(record) - set(allowed))
    if extra:
        raise RecordError("{what} has unknown keys {extra}; allowed: {allowed}",
                          what=what, extra=", ".join(extra), allowed=", ".join(allowed))


def auction_events(calls: Any) -> list[Event]:
    """``[["A", 175000], ["Z", "pass"]]`` → events; shape errors name the call."""
    expect(calls, list, "'auction'")
    events: list[Event] = []
    new = tuple.__new__  # what BidMade(...)/Passed(...) run, without their Python frame: a long record has many calls
    for i, call in enumerate(calls, 1):
        if type(call) is list and len(call) == 2:  # the usual, well-formed call: no message to prepare
            player, what = call
            if type(player) is str:
                if what == "pass":
                    events.append(new(Passed, (player,)))
                    continue
                if type(what) is int:
                    events.append(new(BidMade, (player, what)))
                    continue
        where = f"call {i}"
        if not (isinstance(call, list) and len(call) == 2):
            raise RecordError('a call is [player, amount] or [player, "pass"]; got {v}', v=show(call)).located(where)
        player, what = call
        expect(player, str, "the player of a call", where)
        if what == "pass":
            events.append(Passed(player))
        elif isinstance(what, int) and not isinstance(what, bool):
            events.append(BidMade(player, what))
        else:
            raise RecordError('{p} called {v}: a call is an amount or "pass"', p=player, v=show(what)).located(where)
    return events


def auction_record(calls: Iterable[tuple[str, int | None]]) -> list[list[Any]]:
    return [[p, "pass" if a is None else a] for p, a in calls]


def trump_event(hand: Mapping[str, Any]) -> list[Event]:
    if "trump" not in hand:
        return []
    return [TrumpNamed(expect(hand["trump"], str, "'trump'"))]
