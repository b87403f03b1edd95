"""The types of JSON documents: what a record, a store document, a sync document or a report holds.

A value parsed from a file is a :data:`JsonValue` until it is checked; the
readers of a document's owner (``scorekeeper.rules.record_parts`` for records, the
store's validators for its files) turn it into the shape they expect and refuse
anything else with a message of their own.  Documents we write are
:data:`JsonObject` (or a ``TypedDict`` where their shape is fixed), so mypy
checks that only JSON goes to the disk.
"""

from __future__ import annotations

from typing import TypeAlias, TypedDict, Union

JsonScalar: TypeAlias = Union[str, int, float, bool, None]
JsonValue: TypeAlias = Union[JsonScalar, list["JsonValue"], dict[str, "JsonValue"]]
JsonObject: TypeAlias = dict[str, JsonValue]
JsonArray: TypeAlias = list[JsonValue]


class GameDict(TypedDict):
    """A game as plain data (``Game.to_dict``): what every store keeps of it, and what sync sends."""

    kind: str
    players: list[str]
    dealer: str
    settings: JsonObject
    events: list[JsonObject]  # each ``event_to_dict``: its "type" and its fields


class GameListFigures(TypedDict, total=False):
    """A game's figures in the game list (the store's summary of it, written when a hand ends).

    ``events`` is always there; a game the rules cannot replay has ``problem`` instead of the rest.
    """

    events: int
    hands: int
    finished: bool
    winner: list[str] | None
    totals: dict[str, int]
    problem: str
    journal: list[int]  # the journal file these figures describe (its inode, size, time: ``journal_mark``)
