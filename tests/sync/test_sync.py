"""Two phones (two data folders) syncing through a real CouchDB-API server (PouchDB Server)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.cli import main
from scorekeeper.rules import event_from_dict
from scorekeeper.service import Scorekeeper
from scorekeeper.store import GameStore, InMemoryGameStore
from scorekeeper.sync import ServerAddress, SyncFailure, sync_book
from tests.store.records import example_records, long_game

from .pouchdb import PASSWORD, Server

REPO = Path(__file__).resolve().parents[2]


def phone(folder: Path) -> Scorekeeper:
    return Scorekeeper(GameStore(folder))


def import_record(service: Scorekeeper, name: str, record: dict) -> str:
    return service.import_records([(f"{name}.json", json.dumps(record).encode())])[0].game_id


def book(service: Scorekeeper) -> list[tuple[str, int, dict]]:
    """What a player sees of the game list: each game's name, hands and totals, by name."""
    return sorted((g.name, g.hands, g.totals) for g in service.list_games())


def by_name(service: Scorekeeper, name: str) -> str:
    return next(g.id for g in service.list_games() if g.name == name)


def sync(service: Scorekeeper, url: str):
    return sync_book(service, ServerAddress.parse(url))


def play_hands_of(service: Scorekeeper, game_id: str, record: dict, first: int) -> None:
    """Play on ``game_id`` the entries of ``record`` from entry ``first`` on (as the keeper taps them)."""
    scratch = Scorekeeper(InMemoryGameStore())
    entries = scratch.open_game(import_record(scratch, "scratch", record)).events[first:]
    game = service.open_game(game_id)
    for event in entries:
        game = service.play(game_id, game, event)


def other_fourth_hand() -> dict:
    """``long_game(4)`` whose fourth hand went the other way (the bidders counted 180,000)."""
    record = long_game(4)
    record["hands"][3]["counts"] = {"bidder_side": 180000, "other_side": 220000}
    return record


def test_a_game_from_phone_a_appears_on_phone_b_unchanged(tmp_path: Path, database_url: str) -> None:
    a, b = phone(tmp_path / "A"), phone(tmp_path / "B")
    game_id = import_record(a, "dollars", example_records()["dollars-made-then-set-back"])
    import_record(a, "long", long_game(3))
    report = sync(a, database_url)
    assert (report.sent_games, report.received_games) == (2, 0)
    report = sync(b, database_url)
    assert (report.received_games, report.received_entries, report.sent_games) == (2, 46, 0)
    assert book(b) == [("dollars", 2, {"A": 340000, "Z": 20000, "B": 340000, "Y": 20000}),
                       ("long", 3, {"A": 660000, "Z": 540000, "B": 660000, "Y": 540000})]
    assert b.export_game(by_name(b, "dollars")) == a.export_game(game_id)
    assert b.open_game(by_name(b, "dollars")).to_dict() == a.open_game(game_id).to_dict()
    assert sorted(p.name for p in b.players()) == ["A", "B", "Y", "Z"]
    assert report.notices == []


def test_an_entry_on_phone_b_reaches_phone_a(tmp_path: Path, database_url: str) -> None:
    a, b = phone(tmp_path / "A"), phone(tmp_path / "B")
    import_record(a, "long", long_game(3))
    sync(a, database_url)
    sync(b, database_url)
    play_hands_of(b, by_name(b, "long"), long_game(4), first=len(a.open_game(by_name(a, "long")).events))
    assert sync(b, database_url).sent_games == 1
    report = sync(a, database_url)
    assert (report.received_games, report.received_entries) == (0, 6)
    assert book(a) == [("long", 4, {"A": 880000, "Z": 720000, "B": 880000, "Y": 720000})]
    assert a.open_game(by_name(a, "long")).to_dict() == b.open_game(by_name(b, "long")).to_dict()


def test_a_game_continued_on_two_phones_keeps_both_continuations_on_both(tmp_path: Path, database_url: str) -> None:
    a, b = phone(tmp_path / "A"), phone(tmp_path / "B")
    import_record(a, "long", long_game(3))
    sync(a, database_url)
    sync(b, database_url)
    entries = len(a.open_game(by_name(a, "long")).events)
    play_hands_of(a, by_name(a, "long"), long_game(4), first=entries)  # A&B made 220,000 on phone A
    play_hands_of(b, by_name(b, "long"), other_fourth_hand(), first=entries)  # 180,000 on phone B
    sync(a, database_url)
    report = sync(b, database_url)
    assert report.notices == ["long (continued on another phone): this game was continued on another phone as "
                              "well; that continuation is kept here as its own game, and yours as it was"]
    sync(a, database_url)
    mine_on_a = {"A": 880000, "Z": 720000, "B": 880000, "Y": 720000}
    mine_on_b = {"A": 840000, "Z": 760000, "B": 840000, "Y": 760000}
    assert book(a) == [("long", 4, mine_on_a), ("long (continued on another phone)", 4, mine_on_b)]
    assert book(b) == [("long", 4, mine_on_b), ("long (continued on another phone)", 4, mine_on_a)]
    # and each goes on in step afterwards: a fifth hand on B's own game reaches A's copy of it
    play_hands_of(b, by_name(b, "long"), {**other_fourth_hand(), "hands": other_fourth_hand()["hands"] +
                                          long_game(5)["hands"][4:]}, first=entries + 6)
    sync(b, database_url)
    sync(a, database_url)
    assert book(a) == [("long", 4, mine_on_a), ("long (continued on another phone)", 5,
                                                {"A": 1060000, "Z": 940000, "B": 1060000, "Y": 940000})]


@pytest.mark.long
def test_a_sync_with_nothing_new_costs_three_requests_with_1000_games(tmp_path: Path, database_url: str) -> None:
    """(Pulling 1,000 games and syncing again on the other phone: bench/bench_sync.py, three requests too.)"""
    a = phone(tmp_path / "A")
    a.import_records([(f"g{i}.json", json.dumps(long_game(1, target=50_000_000 + i)).encode())
                      for i in range(1000)])
    assert sync(a, database_url).sent_games == 1000
    again = sync(a, database_url)
    # the database, the checkpoint there, one page of changes (none): nothing written, nothing sent
    assert (again.requests, again.sent_documents, again.received_entries) == (3, 0, 0)


# A sync whose client, after ``N`` documents the server acknowledged, says so and waits to be killed.
KILLED_SYNC = """
import sys
import scorekeeper.sync.push as push
from scorekeeper.sync.client import CouchClient
push.PUSH_BATCH = 10
acknowledged = 0
real = CouchClient.bulk_docs
def bulk_docs(self, docs):
    global acknowledged
    results = real(self, docs)
    acknowledged += len(docs)
    if acknowledged >= int(sys.argv[1]):
        print("acknowledged", acknowledged, flush=True)
        sys.stdin.read()  # killed here: after the server stored them, before this phone noted it
    return results
CouchClient.bulk_docs = bulk_docs
from scorekeeper.cli import main
main(["sync", *sys.argv[2:]])
print("done", flush=True)
sys.stdin.read()
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_sync_killed_mid_way_and_run_again_leaves_every_game_once(tmp_path: Path, database_url: str) -> None:
    a = phone(tmp_path / "A")
    a.import_records([(f"g{i}.json", json.dumps(long_game(2, target=50_000_000 + i)).encode()) for i in range(6)])
    proc = subprocess.Popen([sys.executable, "-c", KILLED_SYNC, "25", database_url, "--data", str(tmp_path / "A")],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO)
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().split()[0] == "acknowledged"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    a = phone(tmp_path / "A")
    report = sync(a, database_url)
    assert report.notices == []
    b = phone(tmp_path / "B")
    sync(b, database_url)
    expected = [(f"g{i}", 2, {"A": 440000, "Z": 360000, "B": 440000, "Y": 360000}) for i in range(6)]
    assert book(a) == expected
    assert book(b) == expected
    assert sync(a, database_url).received_games == 0


def _folder_bytes(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and p.parent.name != "backups"}  # opening a folder may write its daily backup


@pytest.mark.parametrize("case", ["wrong password", "dead server"])
def test_a_wrong_password_or_a_dead_server_is_one_line_and_leaves_the_data_unchanged(
        tmp_path: Path, couch_server: Server, database_url: str, capsys: pytest.CaptureFixture[str],
        case: str) -> None:
    a = phone(tmp_path / "A")
    import_record(a, "long", long_game(3))
    sync(a, database_url)
    import_record(a, "more", long_game(2))
    before = _folder_bytes(tmp_path / "A")
    url = (database_url.replace(PASSWORD, "not-the-password") if case == "wrong password"
           else f"http://keeper:{PASSWORD}@127.0.0.1:9/scores")
    capsys.readouterr()
    assert main(["sync", url, "--data", str(tmp_path / "A")]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    shown = url.split("@")[1].split("/")[0]
    assert err == {"wrong password": f"scorekeeper: error: http://{shown}/{database_url.rsplit('/', 1)[1]} as keeper: "
                                     "the server refused the user or password (nothing was changed here)\n",
                   "dead server": f"scorekeeper: error: could not reach http://{shown}/scores as keeper: ConnectError; "
                                  "check the address and the network (nothing was changed here)\n"}[case]
    assert "not-the-password" not in err and PASSWORD not in err
    assert _folder_bytes(tmp_path / "A") == before


def test_a_deleted_game_goes_to_the_trash_on_the_other_phone(tmp_path: Path, database_url: str) -> None:
    a, b = phone(tmp_path / "A"), phone(tmp_path / "B")
    import_record(a, "long", long_game(3))
    import_record(a, "kept", long_game(2))
    sync(a, database_url)
    sync(b, database_url)
    a.delete_game(by_name(a, "long"))
    sync(a, database_url)
    assert sync(b, database_url).trashed == 1
    assert [g.name for g in b.list_games()] == ["kept"]
    assert [g.name for g in b.list_games("deleted")] == ["long"]


def test_the_same_name_created_on_two_phones_is_offered_never_joined(tmp_path: Path, database_url: str) -> None:
    a, b = phone(tmp_path / "A"), phone(tmp_path / "B")
    a.add_player("Ána")
    b.add_player("Ána")
    sync(a, database_url)
    report = sync(b, database_url)
    assert report.notices == ["Ána: a player of this name was also created on another phone; if they are the "
                              "same person, join them (nothing was joined)"]
    assert [p.name for p in b.players()] == ["Ána"]
    assert len({p.id for p in a.players()} | {p.id for p in b.players()}) == 2


def test_a_game_the_rules_refuse_is_left_out_with_a_notice(tmp_path: Path, couch_server: Server,
                                                           database_url: str) -> None:
    import httpx

    database = database_url.rsplit("/", 1)[1]
    setup = {"_id": "game:evil:setup", "type": "setup", "game": "evil", "kind": "make-a-million",
             "players": ["A", "A"], "dealer": "A", "settings": {}, "name": "evil"}
    httpx.post(f"{couch_server.base}/{database}/_bulk_docs", auth=("keeper", PASSWORD),
               json={"docs": [setup]}, timeout=10).raise_for_status()
    b = phone(tmp_path / "B")
    report = sync(b, database_url)
    assert b.count_games() == 0
    assert len(report.notices) == 1 and report.notices[0].startswith("a game from the server was left out: ")


def test_an_entry_that_does_not_follow_the_entries_before_it_is_never_taken(tmp_path: Path, couch_server: Server,
                                                                            database_url: str) -> None:
    """A server holding an entry written after other entries than ours (a continuation pushed half over
    another): the game comes without it, as it was up to there."""
    import httpx

    a, b = phone(tmp_path / "A"), phone(tmp_path / "B")
    import_record(a, "long", long_game(3))
    sync(a, database_url)
    database = database_url.rsplit("/", 1)[1]
    remote = a.list_games()[0].id
    stray = {"_id": f"game:{remote}:event:000018", "type": "event", "game": remote, "n": 18, "after": "0" * 32,
             "event": a.open_game(remote).to_dict()["events"][0]}
    httpx.post(f"{couch_server.base}/{database}/_bulk_docs", auth=("keeper", PASSWORD),
               json={"docs": [stray]}, timeout=10).raise_for_status()
    report = sync(b, database_url)
    assert (report.received_games, report.received_entries) == (1, 18)
    assert book(b) == [("long", 3, {"A": 660000, "Z": 540000, "B": 660000, "Y": 540000})]


def test_an_address_without_a_database_is_refused_before_any_request() -> None:
    with pytest.raises(SyncFailure) as err:
        ServerAddress.parse("https://keeper:pw@couch.example.org:6984/")
    assert str(err.value) == ("https://keeper:***@couch.example.org:6984/ names no database; end it with the "
                              "database, such as https://couch.example.org:6984/scores")


def test_two_stores_that_keep_nothing_on_disk_each_keep_their_own_checkpoint(database_url: str) -> None:
    a, b = Scorekeeper(InMemoryGameStore()), Scorekeeper(InMemoryGameStore())
    import_record(a, "long", long_game(3))
    assert sync(a, database_url).sent_games == 1
    assert sync(b, database_url).received_games == 1
    assert (sync(a, database_url).received_games, sync(b, database_url).requests) == (0, 3)
    assert book(b) == [("long", 3, {"A": 660000, "Z": 540000, "B": 660000, "Y": 540000})]


def test_a_phone_whose_sync_record_was_lost_receives_no_game_twice(tmp_path: Path, database_url: str) -> None:
    a, b = phone(tmp_path / "A"), phone(tmp_path / "B")
    import_record(a, "long", long_game(3))
    import_record(a, "dollars", example_records()["dollars-made-then-set-back"])
    sync(a, database_url)
    sync(b, database_url)
    for record in (tmp_path / "B" / "sync").glob("*.json"):
        record.unlink()  # as a restore or a lost folder leaves it
    report = sync(b, database_url)
    assert (report.received_games, report.received_entries, report.sent_games, report.sent_documents) == (0, 0, 0, 0)
    assert book(b) == [("dollars", 2, {"A": 340000, "Z": 20000, "B": 340000, "Y": 20000}),
                       ("long", 3, {"A": 660000, "Z": 540000, "B": 660000, "Y": 540000})]
    play_hands_of(b, by_name(b, "long"), long_game(4), first=18)  # and it goes on in step with the others
    sync(b, database_url)
    assert sync(a, database_url).received_entries == 6
