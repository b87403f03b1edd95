"""Each game's entries' running hash (``events_head``), kept so an Undo or a Redo of the last entry
hashes a few entries, not the game.

Every history record carries the hash of the game before and after it (what Undo and Redo check they give
back).  Worked out from scratch it costs every entry of the game (about 13 ms at 400 hands), so a tap would
grow with the game (issue 39).  :class:`EntryHeads` keeps, for the few games last stepped here, the hash's
state after every ``STRIDE`` entries, with the entries it was made from: the head of any count near the end
is a copy of the state below it and at most ``STRIDE - 1`` entries more.  The states are trusted only for
the entries the game on screen still holds, the very same objects (entries never change once made: a
correction replaces them), so a game changed in between is hashed again from where it differs.  A game is
hashed whole when the table opens it (opening replays it whole already); the entries played since are
hashed by the next Undo or Redo.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from itertools import islice
from operator import is_
from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules import Event, event_to_dict
from scorekeeper.store.journal_lines import canonical_json

if TYPE_CHECKING:
    from hashlib import _Hash as Hash

STRIDE = 16  # entries between two kept states: at most this many hashed again for one head
GAMES_KEPT = 4  # games whose states are held: the few at the table in this process


def events_head(events: Sequence[JsonObject]) -> str:
    """A short hash of a list of entries: tells whether the game is still exactly as an action left it."""
    digest = hashlib.sha256()
    for event in events:
        head_step(digest, event)
    return head_of(digest)


def head_step(digest: Hash, event: JsonObject) -> None:
    """Add one entry to a running :func:`events_head` (so a game's head can be kept entry by entry)."""
    digest.update(canonical_json(event).encode())  # (``json.dumps`` with sorted keys and no spaces, byte for byte)
    digest.update(b"\n")


def head_of(digest: Hash) -> str:
    """The head a running :func:`events_head` has reached."""
    return digest.hexdigest()[:32]


class EntryHeads:
    """The heads of the games Undo and Redo step, kept between steps (see the module's docstring)."""

    def __init__(self) -> None:
        self._held: dict[str, tuple[list[Event], list[Hash]]] = {}  # game -> (its entries, states every STRIDE)

    def head(self, game_id: str, events: Sequence[Event], count: int, then: JsonObject | None = None) -> str:
        """``events_head`` of the first ``count`` of ``events`` (the game's entries), and ``then`` after them."""
        states = self._states(game_id, events)
        digest = states[count // STRIDE].copy()
        for event in islice(events, count - count % STRIDE, count):
            head_step(digest, event_to_dict(event))
        if then is not None:
            head_step(digest, then)
        return head_of(digest)

    def opened(self, game_id: str, events: Sequence[Event]) -> None:
        """Hash a game just opened at the table (opening replays it whole already), so its first Undo costs a
        few entries, not the game."""
        self._states(game_id, events)

    def _states(self, game_id: str, events: Sequence[Event]) -> list[Hash]:
        """The states after every ``STRIDE`` of ``events``, those held kept as far as the entries are the same."""
        held = self._held.pop(game_id, None)
        held_events, states = held if held is not None else ([], [hashlib.sha256()])
        same = _common_start(held_events, events)
        del states[same // STRIDE + 1:]
        while len(states) * STRIDE <= len(events):
            digest = states[-1].copy()
            start = (len(states) - 1) * STRIDE
            for event in islice(events, start, start + STRIDE):
                head_step(digest, event_to_dict(event))
            states.append(digest)
        self._held[game_id] = (list(events), states)
        if len(self._held) > GAMES_KEPT:
            del self._held[next(iter(self._held))]  # the game stepped longest ago
        return states


def _common_start(held: Sequence[Event], events: Sequence[Event]) -> int:
    """How many first entries ``held`` and ``events`` share, the very same objects (compared at C speed while
    they all are: the common case, the game one entry longer or shorter)."""
    shorter = min(len(held), len(events))
    if all(map(is_, islice(held, shorter), islice(events, shorter))):
        return shorter
    return next(index for index, (a, b) in enumerate(zip(held, events)) if a is not b)
