"""Junk on the real server: a document nested thousands deep, a few huge ones, thousands of tiny ones,
a rogue ``join``.  One note for what was refused; the group's games still sync; no false note or offer."""

from __future__ import annotations

from pathlib import Path

import pytest

import scorekeeper.sync.client as client
from scorekeeper.sync import join_offers
from tests.store.records import long_game

from .pouchdb import Server
from .test_sync import book, import_record, phone, sync
from .test_sync_no_loss import AS_PLAYED, server_write


def nested(depth: int) -> str:
    """JSON text nested ``depth`` deep (written out: Python's own encoder would not go so deep)."""
    return '{"x":' * depth + '"deep"' + "}" * depth


def test_deep_huge_and_tiny_junk_documents_are_one_note_and_the_games_still_sync(
        tmp_path: Path, couch_server: Server, database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(client, "MAX_ANSWER_BYTES", 1 << 20)  # a huge document: larger than an answer may be
    a = phone(tmp_path / "A")
    import_record(a, "long", long_game(3))
    sync(a, database_url)
    import httpx

    from .pouchdb import ADMIN, PASSWORD

    deep = '{"docs": [{"_id": "game:deep:setup", "type": "setup", "game": "deep", "settings": ' + nested(3000) + "}]}"
    httpx.post(f"{couch_server.base}/{database_url.rsplit('/', 1)[1]}/_bulk_docs", auth=(ADMIN, PASSWORD),
               content=deep, headers={"Content-Type": "application/json"}, timeout=30).raise_for_status()
    server_write(couch_server, database_url, [{"_id": f"player:huge{i}", "type": "player", "name": "x" * (2 << 20)}
                                              for i in range(3)])
    server_write(couch_server, database_url, [{"_id": f"junk:{i}", "type": "junk", "n": i} for i in range(3000)])
    b = phone(tmp_path / "B")
    report = sync(b, database_url)
    assert report.notices == ["4 documents on the server could not be read (too large or nested too deeply) and were "
                              "left out (game:deep:setup first); the rest synced, and their games are fetched again "
                              "once they are fixed or removed"]
    assert book(b) == [("long", 3, AS_PLAYED)]
    assert sorted(p.name for p in b.players()) == ["A", "B", "Y", "Z"]
    assert sync(b, database_url).notices == []  # nothing new there: said once


def test_a_rogue_join_document_brings_no_note_and_no_offer(tmp_path: Path, couch_server: Server,
                                                          database_url: str) -> None:
    a, b = phone(tmp_path / "A"), phone(tmp_path / "B")
    import_record(a, "long", long_game(3))
    sync(a, database_url)
    sync(b, database_url)
    ids = {p.name: p.id for p in a.players()}
    server_write(couch_server, database_url, [
        {"_id": f"join:{ids['A']}", "type": "join", "player": ids["A"], "into": ids["Z"]},  # two people
        {"_id": f"join:{ids['B']}", "type": "join", "player": ids["B"], "into": "p-nobody"},  # no such player
        {"_id": f"join:{ids['Y']}", "type": "join", "player": ids["Y"], "into": ids["Y"]},  # itself
        {"_id": "join:p-ghost", "type": "join", "player": "p-ghost", "into": ids["Y"]},  # nobody into someone
    ])
    for service in (a, b, phone(tmp_path / "C")):
        report = sync(service, database_url)
        assert report.notices == []
        assert join_offers(service) == []
        assert sorted(p.name for p in service.players()) == ["A", "B", "Y", "Z"]
        assert book(service) == [("long", 3, AS_PLAYED)]
