"""The documents a sync sends and reads: their ids, and the hash chain that tells whether an entry follows on.

``game:<id>:event:<n>`` carries ``after``, the hash of the setup and the entries before it: an
entry is taken only where it follows the entries it was made after (see ``replicate.py``).

A correction made on a phone in step with the server is *revision* v of the game
(``game:<id>:rev:<v>``): the whole corrected list of entries, and which chain it replaces (``replaces``,
the hash after the ``replaced`` entries it was made over); later entries go on as
``game:<id>:rev:<v>:event:<n>``.  Nothing is written over: every revision stays on the server.

What may change after a game's first sync (its name, whether it is in the trash; a player's name)
travels as *marks*: ``<subject>:<what>:<stamp>``, the newest stamp winning on every phone alike.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass

from scorekeeper.rules.when import parse_moment
from scorekeeper.store.model import GameSummary

from .client import JSONDict


def setup_doc_id(remote: str) -> str:
    return f"game:{remote}:setup"


def event_doc_id(remote: str, n: int, revision: int = 0) -> str:
    if revision == 0:
        return f"game:{remote}:event:{n:06d}"
    return f"{revision_doc_id(remote, revision)}:event:{n:06d}"


def revision_doc_id(remote: str, revision: int) -> str:
    return f"game:{remote}:rev:{revision:04d}"


def game_of(doc_id: str) -> str:
    """The game a document belongs to (``game:<id>:...``, ``trash:<id>``), or "" for any other document."""
    kind, _sep, rest = doc_id.partition(":")
    if kind == "game":
        return rest.partition(":")[0]
    return rest if kind == "trash" else ""


def mark_doc(subject: str, what: str, stamp: str, value: object) -> JSONDict:
    """A mark: ``what`` of ``subject`` (``game:<id>``, ``player:<id>``) is ``value`` from ``stamp`` on."""
    return {"_id": f"{subject}:{what}:{stamp}", "type": "mark", "subject": subject, "what": what,
            "stamp": stamp, "value": value}


def is_mark(doc: JSONDict) -> bool:
    subject, what, stamp = doc.get("subject"), doc.get("what"), doc.get("stamp")
    return (doc.get("type") == "mark" and isinstance(subject, str) and isinstance(what, str)
            and isinstance(stamp, str) and len(stamp) <= 64 and doc["_id"] == f"{subject}:{what}:{stamp}")


def is_revision(doc: JSONDict, remote: str) -> bool:
    v, events, replaced = doc.get("v"), doc.get("events"), doc.get("replaced")
    return (isinstance(v, int) and not isinstance(v, bool) and v >= 1 and doc["_id"] == revision_doc_id(remote, v)
            and isinstance(events, list) and all(isinstance(e, dict) for e in events)
            and isinstance(doc.get("replaces"), str) and isinstance(replaced, int) and not isinstance(replaced, bool))


def revision_entries(setup: JSONDict, revisions: dict[int, JSONDict], events: dict[int, dict[int, JSONDict]],
                     v: int) -> list[JSONDict]:
    """Revision ``v``'s entries as the server holds them: its corrected list (none for the first), then the
    entries that follow it on, each checked to follow the one before."""
    if v == 0:
        return entry_chain(events.get(0, {}), 0, setup_head(setup))
    raw = revisions[v].get("events")
    base: list[JSONDict] = [e for e in raw if isinstance(e, dict)] if isinstance(raw, list) else []
    return base + entry_chain(events.get(v, {}), len(base), heads(setup, base)[-1])


@dataclass(frozen=True)
class Revision:
    """One revision of a game on the server that really replaces the one before it."""

    v: int
    entries: list[JSONDict]
    replaced: int  # how many entries of the revision before it replaced (0 for the first)


def revision_path(setup: JSONDict, revisions: dict[int, JSONDict],
                  events: dict[int, dict[int, JSONDict]]) -> tuple[list[Revision], int | None]:
    """The game's revisions from the first on, each kept only when it replaces the one before as the
    server holds it (``replaces`` is the hash after ``replaced`` of its entries; no more entries than it
    has); and the first revision that does not (None: all do).  A correction that matches nothing
    never replaces a game."""
    path = [Revision(0, revision_entries(setup, revisions, events, 0), 0)]
    v = 1
    while v in revisions:
        doc, before = revisions[v], path[-1].entries
        replaced = doc.get("replaced")
        if not (isinstance(replaced, int) and 0 <= replaced <= len(before)
                and heads(setup, before[:replaced])[-1] == doc.get("replaces")):
            return path, v
        path.append(Revision(v, revision_entries(setup, revisions, events, v), replaced))
        v += 1
    return path, (max(revisions) if revisions and max(revisions) >= v else None)


def latest_entries(setup: JSONDict, revisions: dict[int, JSONDict],
                   events: dict[int, dict[int, JSONDict]]) -> tuple[int, list[JSONDict]]:
    """The game as the server holds it now: its newest revision that replaces the one before, and that
    revision's entries."""
    newest = revision_path(setup, revisions, events)[0][-1]
    return newest.v, newest.entries


def _canonical(value: object) -> bytes:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode()


def setup_head(setup: Mapping[str, object]) -> str:
    """The chain's start: the hash of what makes the game (not its name, which may differ on a copy)."""
    core = {k: setup.get(k) for k in ("kind", "players", "dealer", "settings")}
    return hashlib.sha256(_canonical(core)).hexdigest()[:32]


def next_head(head: str, event: object) -> str:
    return hashlib.sha256(head.encode() + _canonical(event)).hexdigest()[:32]


def heads(setup: JSONDict, events: list[JSONDict]) -> list[str]:
    """``heads[n]``: what entry n must come ``after`` (len(events) + 1 values)."""
    out = [setup_head(setup)]
    for event in events:
        out.append(next_head(out[-1], event))
    return out


def change_mark(summary: GameSummary) -> str:
    """What tells, from the game list alone, that a game changed since it was last in step (the list's
    time has whole seconds, so its figures are part of it): a sync reads no game that did not change."""
    return f"{summary.updated}|{summary.events}|{summary.hands}|{summary.finished}|{summary.totals}"


def without_meta(doc: JSONDict) -> JSONDict:
    """A document without the server's fields (``_id``, ``_rev``): what two copies of it must agree on."""
    return {k: v for k, v in doc.items() if not k.startswith("_")}


def entry_chain(docs: dict[int, JSONDict], start: int, head: str) -> list[JSONDict]:
    """The entries from ``start`` on that each follow the one before (``after``): a continuation
    written on another phone after other entries is never taken as following these."""
    chain: list[JSONDict] = []
    n = start
    while n in docs and docs[n].get("after") == head and isinstance(docs[n].get("event"), dict):
        event = docs[n]["event"]
        assert isinstance(event, dict)
        chain.append(event)
        head = next_head(head, event)
        n += 1
    return chain


def entry_times(docs: dict[int, JSONDict], start: int, count: int) -> list[str | None]:
    """When each of the ``count`` entries from ``start`` was stored on its phone (an event document's
    ``at``), None where it does not say or says it in another form (a server is read as hostile)."""
    times: list[str | None] = []
    for n in range(start, start + count):
        at = docs.get(n, {}).get("at")
        times.append(at if isinstance(at, str) and parse_moment(at) is not None else None)
    return times


SETUP_KEYS = ("type", "game", "kind", "players", "dealer", "settings", "name", "created")


def setup_core(setup: JSONDict) -> JSONDict:
    """What the sync record keeps of a setup from the server: its own fields only (a hostile setup's
    extra fields, however large, never grow the record)."""
    return {k: setup[k] for k in SETUP_KEYS if k in setup}


def has_setup_shape(setup: JSONDict) -> bool:
    """Whether a setup from the server has the fields a game needs, of the right types (then the rules check it)."""
    return (isinstance(setup.get("kind"), str) and isinstance(setup.get("players"), list)
            and isinstance(setup.get("dealer"), str) and isinstance(setup.get("settings", {}), dict))


def short_text(value: object) -> str | None:
    """A short string from the server (a creation time), else None: a server is as hostile as a file."""
    return value if isinstance(value, str) and len(value) <= 64 else None
