"""Pieces of the game record shared by games: shape checks and the auction list.

A record is read into events here and written back from them, so reading
and writing cannot drift apart.
"""

from __future__ import annotations

from functools import wraps
from typing import Callable, Iterable, Mapping, Protocol, Sequence, TypeVar, overload

from scorekeeper.jsontypes import JsonArray, JsonObject, JsonValue

from .errors import RecordError
from .bid_events import BidMade, HandCounted, Passed, TrumpNamed
from .deal_events import MisdealCalled
from .events import Event


T = TypeVar("T")


class MayBeMisdealt(Protocol):
    """A hand a misdeal may have ended: ``misdeal_by`` says who called it."""

    @property
    def misdeal_by(self) -> str | None: ...


HandT = TypeVar("HandT", bound=MayBeMisdealt)
GameT = TypeVar("GameT")
_KIND_NAMES: dict[type, str] = {dict: "an object", list: "a list", str: "text", int: "a whole number"}


@overload
def expect(value: object, kind: type[T], what: str, where: str = "") -> T: ...
@overload
def expect(value: object, kind: tuple[type, ...], what: str, where: str = "") -> object: ...
def expect(value: object, kind: type | tuple[type, ...], what: str, where: str = "") -> object:
    """``value`` if it is of ``kind`` (a JSON type, or one of several), or the record's error saying what it
    had to be; :func:`expect_object`, :func:`expect_list` and :func:`expect_str` name the usual kinds."""
    ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
    if not ok:
        wanted = (_KIND_NAMES.get(kind, str(kind)) if isinstance(kind, type)
                  else " or ".join(_KIND_NAMES.get(k, str(k)) for k in kind))
        raise _refused(value, wanted, what, where)
    return value


def _refused(value: object, wanted: str, what: str, where: str) -> RecordError:
    return RecordError("{what} must be {wanted}; got {v}", what=what, wanted=wanted, v=show(value)).located(where)


def expect_object(value: object, what: str, where: str = "") -> JsonObject:
    """``value`` as a JSON object, or the record's error saying what it had to be."""
    if not isinstance(value, dict):
        raise _refused(value, "an object", what, where)
    return value


def expect_list(value: object, what: str, where: str = "") -> JsonArray:
    """``value`` as a JSON list, or the record's error saying what it had to be."""
    if not isinstance(value, list):
        raise _refused(value, "a list", what, where)
    return value


def expect_str(value: object, what: str, where: str = "") -> str:
    """``value`` as text, or the record's error saying what it had to be."""
    if not isinstance(value, str):
        raise _refused(value, "text", what, where)
    return value


def expect_int(value: object, what: str, where: str = "") -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError("{what} must be a whole number; got {v}", what=what, v=show(value)).located(where)
    return value


def flag(record: JsonObject, key: str, default: bool) -> bool:
    """A hand's true-or-false ``key`` (``default`` where the record leaves it out), or the record's error."""
    value = record.get(key, default)
    if not isinstance(value, bool):
        raise RecordError("'{key}' must be true or false; got {v}", key=key, v=show(value))
    return value


def show(value: object) -> str:
    """A value as it would be written in the record (JSON), for messages."""
    import json

    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


def only_keys(record: Mapping[str, object], allowed: Iterable[str], what: str) -> None:
    extra = sorted(set(record) - set(allowed))
    if extra:
        raise RecordError("{what} has unknown keys {extra}; allowed: {allowed}",
                          what=what, extra=", ".join(extra), allowed=", ".join(allowed))


def auction_events(calls: JsonValue) -> list[Event]:
    """``[["A", 175000], ["Z", "pass"]]`` → events; shape errors name the call."""
    calls = expect_list(calls, "'auction'")
    events: list[Event] = []
    append = events.append
    new = tuple.__new__  # what BidMade(...)/Passed(...) run, without their Python frame: a long record has many calls
    for call in calls:
        if type(call) is list and len(call) == 2:  # the usual, well-formed call: no message to prepare
            player, what = call
            if type(player) is str:
                if type(what) is int:
                    append(new(BidMade, (player, what)))
                    continue
                if what == "pass":
                    append(new(Passed, (player,)))
                    continue
        where = f"call {len(events) + 1}"  # (one event for each call before it)
        if not (isinstance(call, list) and len(call) == 2):
            raise RecordError('a call is [player, amount] or [player, "pass"]; got {v}', v=show(call)).located(where)
        player, what = call
        player = expect_str(player, "the player of a call", where)
        if what == "pass":
            events.append(Passed(player))
        elif isinstance(what, int) and not isinstance(what, bool):
            events.append(BidMade(player, what))
        else:
            raise RecordError('{p} called {v}: a call is an amount or "pass"', p=player, v=show(what)).located(where)
    return events


def worded_calls(auction: JsonValue, bid: Callable[[str, str], Event | None], refusal: str,
                 shown: Callable[[JsonValue], str] = show) -> list[Event]:
    """``[["North", "4NT"], ["East", "pass"]]`` → events, for a game whose bids are words ("4NT", "7H"), not
    amounts: each call's shape checked (the refusal names the call), a pass as ``Passed``, a bid as ``bid(player,
    word)`` makes it (None: no bid of the game), anything else refused in the game's ``refusal`` ({p}: the player,
    {v}: what was called, as ``shown`` writes it)."""
    events: list[Event] = []
    for index, call in enumerate(expect_list(auction, "'auction'"), 1):
        where = f"call {index}"
        if not (isinstance(call, list) and len(call) == 2):
            raise RecordError('a call is [player, bid] or [player, "pass"]; got {v}', v=show(call)).located(where)
        player, said = expect_str(call[0], "the player of a call", where), call[1]
        if said == "pass":
            events.append(Passed(player))
            continue
        made = bid(player, said) if isinstance(said, str) else None
        if made is None:
            raise RecordError(refusal, p=player, v=shown(said)).located(where)
        events.append(made)
    return events


def auction_record(calls: Iterable[tuple[str, int | str | None]]) -> JsonArray:
    """The calls as the record writes them: "pass", or the amount (or the game's word for one, such as "moon")."""
    return [[p, "pass" if a is None else a] for p, a in calls]


def bid_record(calls: Iterable[tuple[str, int | str | None]], trump: str | None) -> JsonObject:
    """How a bidding hand's record begins: its calls, then trump once named (what ``trump_event`` reads back)."""
    return {"auction": auction_record(calls), **trump_record(trump)}


def trump_record(trump: str | None) -> JsonObject:
    """A hand's ``"trump"`` once named (none before): the inverse of :func:`trump_event`."""
    return {"trump": trump} if trump is not None else {}


def trump_event(hand: JsonObject) -> list[Event]:
    if "trump" not in hand:
        return []
    return [TrumpNamed(expect_str(hand["trump"], "'trump'"))]


def side_counts(value: JsonValue) -> HandCounted:
    """A record's ``counts`` of a hand one side bid for, ``{"bidder_side": N, "other_side": M}``, as its event."""
    counts = expect_object(value, "'counts'")
    only_keys(counts, ("bidder_side", "other_side"), "'counts'")
    if set(counts) != {"bidder_side", "other_side"}:
        raise RecordError("'counts' needs both bidder_side and other_side")
    return HandCounted(expect_int(counts["bidder_side"], "bidder_side", "counts"),
                       expect_int(counts["other_side"], "other_side", "counts"))


def winners_or_counts(tricks: JsonValue) -> JsonObject | list[str]:
    """A hand's ``tricks``: each trick's winner in order (a list), or the sides' counts (an object, for
    :func:`trick_counts`): the two ways a hand of tricks for a contract is written."""
    expect(tricks, (dict, list), "'tricks'")
    if isinstance(tricks, dict):
        return tricks
    assert isinstance(tricks, list)  # expect refused anything else
    return [expect_str(w, "the winner of a trick", f"trick {i}") for i, w in enumerate(tricks, 1)]


def trick_counts(tricks: JsonObject, keys: tuple[str, str], needed: str, said: tuple[str, str]) -> HandCounted:
    """The contracting side's tricks (``keys[0]``, refused with ``needed`` when missing) and the other side's
    (``keys[1]``, when given) as one count; ``said`` names each count in a refusal."""
    only_keys(tricks, keys, "'tricks'")
    if keys[0] not in tricks:
        raise RecordError(needed)
    other = None if keys[1] not in tricks else expect_int(tricks[keys[1]], said[1])  # written null: refused
    return HandCounted(expect_int(tricks[keys[0]], said[0]), other)


def tricks_record(counted: tuple[int, int | None] | None, winners: Sequence[str],
                  keys: tuple[str, str]) -> JsonValue | None:
    """A hand's ``tricks`` as the record writes them (what :func:`winners_or_counts` reads back): the sides' counts
    under ``keys`` (the other side's only when it was given), else the winners; None when none were entered."""
    if counted is not None:
        took, other = counted
        return {keys[0]: took} if other is None else {keys[0]: took, keys[1]: other}
    return list(winners) if winners else None


def hand_or_misdeal(value: JsonValue, keys: Iterable[str]) -> tuple[JsonObject, list[Event]]:
    """A hand of the record (hostile JSON) with only ``keys``; or, written ``{"misdeal": player}``, that one
    event (every game that re-deals a misdeal writes it so)."""
    hand = expect_object(value, "a hand")
    if "misdeal" in hand:
        only_keys(hand, ("misdeal",), "a misdeal hand")
        return hand, [MisdealCalled(expect_str(hand["misdeal"], "'misdeal'"))]
    only_keys(hand, keys, "a hand")
    return hand, []


def misdeal_first(written: Callable[[HandT], JsonObject]) -> Callable[[HandT], JsonObject]:
    """A game's ``hand_record`` (``@record_parts.misdeal_first``) that writes a hand a misdeal ended as
    ``{"misdeal": player}``, the way every game that re-deals one writes it (the inverse of
    :func:`hand_or_misdeal`); any other hand as ``written`` writes it."""
    @wraps(written)
    def record(hand: HandT) -> JsonObject:
        return {"misdeal": hand.misdeal_by} if hand.misdeal_by is not None else written(hand)
    return record


def misdeal_or(keys: Iterable[str]) -> Callable[[Callable[[GameT, JsonObject], list[Event]]],
                                              Callable[[GameT, JsonValue], list[Event]]]:
    """A game's ``hand_events`` (``@record_parts.misdeal_or(HAND_KEYS)``) that reads a hand written
    ``{"misdeal": player}`` as that one event, and gives any other, checked to have only ``keys``, to the game's
    reading (:func:`hand_or_misdeal`, the inverse of :func:`misdeal_first`)."""
    def reading(read: Callable[[GameT, JsonObject], list[Event]]) -> Callable[[GameT, JsonValue], list[Event]]:
        @wraps(read)
        def events(game: GameT, value: JsonValue) -> list[Event]:
            hand, misdeal = hand_or_misdeal(value, keys)
            return misdeal or read(game, hand)
        return events
    return reading


def opening_events(value: JsonValue, keys: Iterable[str], misdeal: bool = True,
                   calls: Callable[[JsonValue], list[Event]] | None = None) -> tuple[JsonObject, list[Event]]:
    """A bid-for hand of the record (hostile JSON) and its auction and trump as events (every bidding game
    opens so); where ``misdeal`` is allowed, a hand written ``{"misdeal": player}`` is that one event.  A game
    whose calls are not amounts reads its ``auction`` with ``calls``."""
    if misdeal:
        hand, misdealt = hand_or_misdeal(value, keys)
        if misdealt:
            return hand, misdealt
    else:
        hand = expect_object(value, "a hand")
        only_keys(hand, keys, "a hand")
    if "auction" not in hand:
        if misdeal:
            raise RecordError("a hand needs an 'auction' (or is {{\"misdeal\": player}})")
        raise RecordError("a hand needs an 'auction'")
    return hand, (calls or auction_events)(hand["auction"]) + trump_event(hand)


def side_count(value: JsonValue, what: str, needed: str) -> HandCounted:
    """A hand's ``{"bidder_side": N, "other_side": M}`` under ``what`` (the other side's count optional), as its
    event; refused with ``needed`` without the bidding side's count."""
    counts = expect_object(value, f"'{what}'")
    only_keys(counts, ("bidder_side", "other_side"), f"'{what}'")
    if "bidder_side" not in counts:
        raise RecordError(needed)
    other = expect_int(counts["other_side"], "other_side", what) if "other_side" in counts else None
    return HandCounted(expect_int(counts["bidder_side"], "bidder_side", what), other)


def side_count_record(counted: tuple[int, int | None]) -> JsonObject:
    """The inverse of :func:`side_count`: the other side's count written only when it was entered."""
    took, other = counted
    return {"bidder_side": took} if other is None else {"bidder_side": took, "other_side": other}


def card_point_tricks(hand: JsonObject, trick_event: Callable[[str, int], Event]) -> list[Event]:
    """A hand's ``tricks`` written as ``{"winner": player, "points": n}`` each, as events (not beside ``counts``)."""
    if "tricks" in hand and "counts" in hand:
        raise RecordError("a hand has either 'tricks' or 'counts', not both")
    events: list[Event] = []
    for i, trick in enumerate(expect_list(hand.get("tricks", []), "'tricks'"), 1):
        where = f"trick {i}"
        trick = expect_object(trick, "a trick", where)
        if set(trick) != {"winner", "points"}:
            raise RecordError("a trick is {{\"winner\": player, \"points\": n}}; got keys {k}",
                              k=", ".join(trick) or "none").located(where)
        events.append(trick_event(expect_str(trick["winner"], "'winner'", where),
                                  expect_int(trick["points"], "'points'", where)))
    return events
