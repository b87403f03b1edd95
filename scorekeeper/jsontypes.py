"""The types of JSON documents: what a record, a store document, a sync document or a report holds.

A value parsed from a file is a :data:`JsonValue` until it is checked; the
readers of a document's owner (``scorekeeper.rules.parts`` for records, the
store's validators for its files) turn it into the shape they expect and refuse
anything else with a message of their own.  Documents we write are
:data:`JsonObject` (or a ``TypedDict`` where their shape is fixed), so mypy
checks that only JSON goes to the disk.
"""

from __future__ import annotations

from typing import TypeAlias, Union

JsonScalar: TypeAlias = Union[str, int, float, bool, None]
JsonValue: TypeAlias = Union[JsonScalar, list["JsonValue"], dict[str, "JsonValue"]]
JsonObject: TypeAlias = dict[str, JsonValue]
JsonArray: TypeAlias = list[JsonValue]
