"""Data a hostile or a half-finished sync must never lose (the real server): a correction that matches
nothing, a hand entered while another phone renamed or trashed the game, one rule-breaking entry on the
server, a sync killed right after the server stored a correction."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from scorekeeper.sync.documents import next_head

from .pouchdb import ADMIN, PASSWORD, Server
from .test_sync import KILLED_SYNC, REPO, book, by_name, phone, sync
from .test_sync_travel import correct_third_hand, entries_of, two_phones_with_a_game
from tests.store.records import long_game

AS_PLAYED = {"A": 660000, "Z": 540000, "B": 660000, "Y": 540000}
CORRECTED = {"A": 620000, "Z": 580000, "B": 620000, "Y": 580000}
FOUR_HANDS = {"A": 880000, "Z": 720000, "B": 880000, "Y": 720000}


def server_write(server: Server, url: str, docs: list[dict]) -> None:
    database = url.rsplit("/", 1)[1]
    httpx.post(f"{server.base}/{database}/_bulk_docs", auth=(ADMIN, PASSWORD), json={"docs": docs},
               timeout=10).raise_for_status()


def server_doc(server: Server, url: str, doc_id: str) -> dict:
    database = url.rsplit("/", 1)[1]
    answer = httpx.get(f"{server.base}/{database}/{doc_id}", auth=(ADMIN, PASSWORD), timeout=10)
    answer.raise_for_status()
    return answer.json()


def server_delete(server: Server, url: str, doc_id: str) -> None:
    database = url.rsplit("/", 1)[1]
    rev = server_doc(server, url, doc_id)["_rev"]
    httpx.delete(f"{server.base}/{database}/{doc_id}", params={"rev": rev}, auth=(ADMIN, PASSWORD),
                 timeout=10).raise_for_status()


def play_fourth_hand(service, name: str = "long") -> None:
    for event in entries_of(long_game(4), 18):
        service.play(by_name(service, name), service.open_game(by_name(service, name)), event)


@pytest.mark.parametrize("rogue", [{"replaces": "0" * 32, "replaced": 18},  # names no revision
                                   {"replaced": 999}])  # more entries than the game has
def test_a_correction_that_matches_nothing_is_refused_with_a_note_and_the_game_is_untouched(
        tmp_path: Path, couch_server: Server, database_url: str, rogue: dict) -> None:
    a, b = two_phones_with_a_game(tmp_path, database_url)
    remote = a.list_games()[0].id
    head = server_doc(couch_server, database_url, f"game:{remote}:event:000017")
    replaces = next_head(head["after"], head["event"])
    server_write(couch_server, database_url, [{"_id": f"game:{remote}:rev:0001", "type": "revision", "game": remote,
                                               "v": 1, "events": [], "replaces": replaces, **rogue}])
    for service in (a, b):
        report = sync(service, database_url)
        assert report.notices == ["long: a correction from the server replaces nothing this phone holds; it was "
                                  "refused, and the game here is as it was"]
        assert (report.corrected, book(service)) == (0, [("long", 3, AS_PLAYED)])
    assert sync(b, database_url).notices == []  # said once
    play_fourth_hand(b)  # and the game goes on, and reaches the other phone
    sync(b, database_url)
    sync(a, database_url)
    assert book(a) == book(b) == [("long", 4, FOUR_HANDS)]
    c = phone(tmp_path / "C")  # a new phone gets the game as played, not emptied
    sync(c, database_url)
    assert book(c) == [("long", 4, FOUR_HANDS)]


@pytest.mark.parametrize("mark", ["rename", "trash"])
def test_a_hand_entered_while_another_phone_renamed_or_trashed_the_game_reaches_the_server(
        tmp_path: Path, database_url: str, mark: str) -> None:
    a, b = two_phones_with_a_game(tmp_path, database_url)
    if mark == "rename":
        b.rename_game(by_name(b, "long"), "Tuesday")
    else:
        b.delete_game(by_name(b, "long"))
    sync(b, database_url)
    play_fourth_hand(a)  # meanwhile, on phone A
    report = sync(a, database_url)
    assert report.sent_documents == 6
    sync(b, database_url)
    if mark == "rename":
        assert book(a) == book(b) == [("Tuesday", 4, FOUR_HANDS)]
    else:
        assert [(g.name, g.hands) for g in a.list_games("deleted")] == [("long", 4)]
        assert [(g.name, g.hands) for g in b.list_games("deleted")] == [("long", 4)]
    assert (sync(a, database_url).requests, sync(b, database_url).requests) == (3, 3)  # in step


def test_one_rule_breaking_entry_on_the_server_leaves_the_game_to_be_fetched_once_it_is_removed(
        tmp_path: Path, couch_server: Server, database_url: str) -> None:
    a = phone(tmp_path / "A")
    from .test_sync import import_record

    import_record(a, "long", long_game(3))
    sync(a, database_url)
    remote = a.list_games()[0].id
    last = server_doc(couch_server, database_url, f"game:{remote}:event:000017")
    first = server_doc(couch_server, database_url, f"game:{remote}:event:000000")
    broken = {**first["event"], "amount": 1}  # a call of $1: no bid is that low
    server_write(couch_server, database_url, [{"_id": f"game:{remote}:event:000018", "type": "event",
                                               "game": remote, "n": 18, "event": broken,
                                               "after": next_head(last["after"], last["event"])}])
    b = phone(tmp_path / "B")
    report = sync(b, database_url)
    assert b.count_games() == 0
    assert len(report.notices) == 1
    assert report.notices[0].startswith("a game from the server was left out: ")
    assert report.notices[0].endswith("; it is fetched again once it is fixed or removed on the server")
    assert sync(b, database_url).notices == []  # nothing changed there: said once, not fetched again
    server_delete(couch_server, database_url, f"game:{remote}:event:000018")
    report = sync(b, database_url)
    assert (report.received_games, report.received_entries, report.notices) == (1, 18, [])
    assert book(b) == [("long", 3, AS_PLAYED)]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_sync_killed_right_after_the_server_stored_a_correction_is_a_no_op_when_run_again(
        tmp_path: Path, database_url: str) -> None:
    a, b = two_phones_with_a_game(tmp_path, database_url)
    correct_third_hand(a, by_name(a, "long"))
    proc = subprocess.Popen([sys.executable, "-c", KILLED_SYNC, "1", database_url, "--data", str(tmp_path / "A")],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=REPO)
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().split()[0] == "acknowledged"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    a = phone(tmp_path / "A")
    again = sync(a, database_url)
    assert (again.notices, again.sent_documents, again.received_games) == ([], 0, 0)
    report = sync(b, database_url)
    assert (report.corrected, report.received_games) == (1, 0)
    assert book(a) == book(b) == [("long", 3, CORRECTED)]
    assert (sync(a, database_url).requests, sync(b, database_url).requests) == (3, 3)
