"""A pull merges the server's changes page by page: it never holds the whole feed (up to 500 pages of
2,000 documents) until the end, and what a phone receives is the same whatever the page size."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.service import Scorekeeper
from scorekeeper.store import GameStore
from scorekeeper.sync import ServerAddress, client, record_of, sync_book
from scorekeeper.sync.pull import Found
from scorekeeper.sync.replicate import Replicator
from tests.store.records import example_records, long_game

from .fake_couch import FakeCouch
from .test_sync import book, by_name, import_record

ADDRESS = ServerAddress.parse("http://keeper:pw@couch.test/scores")


def phone(folder: Path) -> Scorekeeper:
    return Scorekeeper(GameStore(folder, auto_backup=False))


@pytest.fixture
def server_with_a_book(tmp_path: Path) -> FakeCouch:
    """A server holding phone A's book: two games (one of 24 entries), one renamed and one deleted since
    their first sync (marks later in the feed than the games they name)."""
    server = FakeCouch()
    a = phone(tmp_path / "A")
    import_record(a, "dollars", example_records()["dollars-made-then-set-back"])
    import_record(a, "long", long_game(4))
    sync_book(a, ADDRESS, transport=server)
    a.rename_game(by_name(a, "long"), "long evening")
    a.delete_game(by_name(a, "dollars"))
    sync_book(a, ADDRESS, transport=server)
    return server


def test_a_pull_in_pages_of_three_documents_brings_what_one_page_brings(tmp_path, server_with_a_book, monkeypatch):
    whole = phone(tmp_path / "B")
    report = sync_book(whole, ADDRESS, transport=server_with_a_book)
    assert (report.received_games, report.trashed, report.notices) == (2, 1, [])

    monkeypatch.setattr(client, "CHANGES_PAGE", 3)  # a game's entries span pages; its marks come pages later
    stored_when_read: list[int] = []
    paged = phone(tmp_path / "C")
    read_page = client.CouchClient._changes_page

    def noting_page(self, since):
        stored_when_read.append(paged.count_games() + paged.count_games("deleted"))
        return read_page(self, since)

    monkeypatch.setattr(client.CouchClient, "_changes_page", noting_page)
    report = sync_book(paged, ADDRESS, transport=server_with_a_book)

    assert (report.received_games, report.trashed, report.notices) == (2, 1, [])
    assert book(paged) == book(whole) == [("long evening", 4, {"A": 880000, "Z": 720000, "B": 880000,
                                                               "Y": 720000})]
    assert [g.name for g in paged.list_games("deleted")] == ["dollars"]
    assert paged.export_game(by_name(paged, "long evening")) == whole.export_game(by_name(whole, "long evening"))
    # each page's games are stored before the next page is read: the pull never holds them all
    assert stored_when_read[0] == 0 and stored_when_read[-1] == 2
    assert 0 < stored_when_read.index(1) < stored_when_read.index(2) < len(stored_when_read) - 1


def test_games_a_page_names_without_their_setups_are_read_whole_one_at_a_time(tmp_path, monkeypatch):
    server = FakeCouch()
    a = phone(tmp_path / "A")
    for k in range(3):
        import_record(a, f"long {k}", long_game(k + 2))
    sync_book(a, ADDRESS, transport=server)
    page = Found()  # a page of the games' entries alone: each game must be read whole from the server
    for doc in server.docs.values():
        if doc.get("type") == "event":
            page.sort(doc)
    b = phone(tmp_path / "B")
    stored_when_read: list[int] = []
    read_whole = client.CouchClient.docs_in_range

    def noting_read(self, start, end):
        stored_when_read.append(b.count_games())
        return read_whole(self, start, end)

    monkeypatch.setattr(client.CouchClient, "docs_in_range", noting_read)
    with client.CouchClient(ADDRESS, transport=server) as couch:
        Replicator(b, couch, record_of(b, ADDRESS)).merge_page(page, Found(), set())
    assert stored_when_read == [0, 1, 2]  # each game stored before the next is read: one held at a time
    assert book(b) == book(a)
