"""Game records into the store: a checked record stored once (an import repeated adds nothing).

The use cases (import, export) are the service's (``scorekeeper.service``),
shared by the command line and the app so both write and read exactly the
same files; this module holds the pieces that need no rules core.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonValue

from .model import GameSpec, record_fingerprint

if TYPE_CHECKING:
    from scorekeeper.rules import Game

    from .ports import GameImport

def store_record(store: GameImport, record: JsonValue, game: Game, name: str | None = None) -> tuple[str, bool]:
    """Store a record already checked by ``game_from_record`` (``game``).

    Returns (game id, True) when stored now, or (the id it was stored under
    before, False) when the same record was imported already.
    """
    return store.import_games([GameSpec(game=game, source=record_fingerprint(record), name=name)])[0]


def store_once(specs: Sequence[GameSpec], find_by_source: Callable[[str], str | None],
               create_games: Callable[[Sequence[GameSpec]], list[str]]) -> list[tuple[str, bool]]:
    """(game id, stored now) for each spec: a spec whose ``source`` is stored already (or comes
    earlier in ``specs``) is not stored again.  A store calls it holding its writers' lock, so the
    look-up and the store are one step that no other import can come between."""
    stored: dict[str, str] = {}  # source -> game id, stored before or by this call
    new: list[GameSpec] = []
    coming: set[str] = set()  # sources of the specs in ``new``
    for spec in specs:
        source = spec.get("source")
        if source and (source in stored or source in coming):
            continue
        found = find_by_source(source) if source else None
        if source and found is not None:
            stored[source] = found
            continue
        new.append(spec)
        if source:
            coming.add(source)
    created = iter(create_games(new) if new else [])
    out: list[tuple[str, bool]] = []
    for spec in specs:
        source = spec.get("source")
        if source in stored:
            out.append((stored[source], False))
            continue
        game_id = next(created)
        out.append((game_id, True))
        if source:
            stored[source] = game_id
    return out
