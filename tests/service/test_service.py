"""The service: every use case of the app and the command line, over either store."""

from __future__ import annotations

import errno
import json

import pytest

from scorekeeper.rules import RuleError, event_to_dict
from scorekeeper.service import ImportRefused, Scorekeeper, StaleGame, StorageProblem
from scorekeeper.store import InMemoryGameStore, StoreError

from ..store.records import finished_game, long_game
from .conftest import dollars_full, fresh


def test_entries_played_one_by_one_reopen_as_the_same_game(service):
    full = dollars_full()
    gid = service.new_game(fresh(full))
    game = service.open_game(gid)
    for event in full.events:
        game = service.play(gid, game, event)
    assert game == full
    assert service.open_game(gid) == full


def test_a_refused_entry_raises_the_rule_and_stores_nothing(service):
    full = dollars_full()
    gid = service.new_game(fresh(full))
    game = service.play(gid, service.open_game(gid), full.events[0])
    with pytest.raises(RuleError):
        service.play(gid, game, full.events[0])  # the same player cannot call twice in a row
    assert len(service.open_game(gid).events) == 1


def test_a_second_screen_entering_on_an_old_state_gets_the_stored_game_back_and_stores_nothing(service):
    full = dollars_full()
    gid = service.new_game(fresh(full))
    screen_one = service.open_game(gid)
    screen_two = service.open_game(gid)
    screen_one = service.play(gid, screen_one, full.events[0])
    with pytest.raises(StaleGame) as caught:
        service.play(gid, screen_two, full.events[0])
    assert caught.value.game.events == full.events[:1]
    assert "changed on another screen" in str(caught.value)
    assert service.open_game(gid).events == full.events[:1]


def test_a_screen_that_missed_an_undo_and_another_entry_is_stale_although_the_count_matches(service):
    from scorekeeper.rules import Passed

    full = dollars_full()
    gid = service.new_game(fresh(full))
    game = service.open_game(gid)
    for event in full.events[:2]:  # A calls 175,000, Z calls 190,000
        game = service.play(gid, game, event)
    other = service.undo(gid, service.open_game(gid))
    other = service.play(gid, other, Passed("Z"))  # Z passes instead: still two entries
    with pytest.raises(StaleGame) as caught:
        service.play(gid, game, full.events[2])
    assert caught.value.game.events == (full.events[0], Passed("Z"))
    assert service.open_game(gid) == other


def test_undo_and_corrections_are_stored_and_a_stale_correction_is_refused(service):
    full = dollars_full()
    gid = service.new_game(full)
    game = service.open_game(gid)
    shorter = service.undo(gid, game)
    assert service.open_game(gid).events == full.events[:-1]
    with pytest.raises(StaleGame):
        service.undo(gid, game)
    assert service.open_game(gid) == shorter


def test_the_game_list_is_newest_first_in_pages_and_counts_by_status(service):
    ids = [service.repo.create_game(fresh(dollars_full()), created=f"2025-01-{day:02d}T20:00:00Z")
           for day in range(1, 8)]
    done = service.import_records([("done.json", json.dumps(finished_game(4)).encode())])[0].game_id
    first = service.list_games(limit=3)
    assert [g.id for g in first] == [done, ids[6], ids[5]]
    assert [g.id for g in service.list_games(offset=3, limit=3)] == [ids[4], ids[3], ids[2]]
    assert service.count_games() == 8
    assert service.count_games("finished") == 1
    assert service.count_games("in progress") == 7
    assert [g.id for g in service.list_games("finished")] == [done]


def test_the_game_list_filters_by_kind_and_by_player(service):
    service.import_records([("a.json", json.dumps(long_game(2)).encode()),
                            ("b.json", json.dumps(long_game(2, names=("P", "Q", "R", "S"))).encode())])
    ann = service.player_for_name("P")
    assert [g.players for g in service.list_games(player=ann.id)] == [("P", "Q", "R", "S")]
    assert len(service.list_games(kind="make-a-million")) == 2
    assert service.list_games(kind="twenty-nine") == []


def test_a_deleted_game_goes_to_the_trash_and_comes_back(service):
    gid = service.new_game(fresh(dollars_full()), name="Friday")
    service.delete_game(gid)
    assert service.list_games() == []
    assert [g.name for g in service.list_games("deleted")] == ["Friday"]
    service.restore_game(gid)
    assert [g.name for g in service.list_games()] == ["Friday"]


def test_import_checks_every_record_first_and_a_bad_one_imports_none(service):
    good = json.dumps(long_game(2)).encode()
    with pytest.raises(ImportRefused) as caught:
        service.import_records([("good.json", good), ("bad.json", b"{not json")])
    assert str(caught.value) == "bad.json: not JSON (line 1, column 2: a key in double quotes is expected); " \
                                "nothing was imported"
    assert service.count_games() == 0


def test_importing_the_same_record_twice_keeps_one_game(service):
    data = json.dumps(long_game(3)).encode()
    first = service.import_records([("l.json", data)])[0]
    again = service.import_records([("l.json", data)])[0]
    assert (first.new, again.new, again.game_id, first.hands) == (True, False, first.game_id, 3)
    assert service.count_games() == 1


def test_a_game_exports_as_the_record_it_was_imported_from(service):
    record = long_game(2)
    gid = service.import_records([("l.json", json.dumps(record).encode())])[0].game_id
    assert json.loads(service.export_game(gid))["hands"] == record["hands"]
    assert service.export_game(gid, csv=True).splitlines()[0].startswith("game,hand,")


@pytest.mark.parametrize("name", ["Ann\x1b[31m", "Bob\nCarol", "Tab\there"])
def test_a_player_name_with_control_characters_is_refused_with_the_reason(service, name):
    with pytest.raises(StoreError, match="cannot hold control characters"):
        service.add_player(name)
    ann = service.add_player("Ann")
    with pytest.raises(StoreError, match="cannot hold control characters"):
        service.rename_player(ann.id, name)
    assert [p.name for p in service.players()] == ["Ann"]


def test_drafts_are_kept_and_forgotten(service):
    gid = service.new_game(fresh(dollars_full()))
    service.save_draft(gid, {"after_events": 0, "draft": {"money": [1]}})
    assert service.load_draft(gid) == {"after_events": 0, "draft": {"money": [1]}}
    service.save_draft(gid, None)
    assert service.load_draft(gid) is None


def test_a_full_disk_while_playing_is_one_sentence_and_the_entry_is_not_stored(disk_service, monkeypatch):
    service = disk_service()
    full = dollars_full()
    gid = service.new_game(fresh(full))
    game = service.play(gid, service.open_game(gid), full.events[0])

    def no_space(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("os.fsync", no_space)
    with pytest.raises(StorageProblem) as caught:
        service.play(gid, game, full.events[1])
    monkeypatch.undo()
    assert str(caught.value) == ("Could not store that entry: the disk is full. Nothing was stored; "
                                 "free space or fix the folder and try again.")
    assert disk_service().open_game(gid).events == full.events[:1]


def test_a_read_only_folder_while_renaming_is_one_sentence(disk_service, monkeypatch):
    service = disk_service()
    gid = service.new_game(fresh(dollars_full()), name="Old")

    def read_only(*args: object, **kw: object) -> int:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr("os.open", read_only)
    with pytest.raises(StorageProblem, match="^Could not rename the game: the data folder is read-only"):
        service.rename_game(gid, "New")
    monkeypatch.undo()
    assert disk_service().game_summary(gid).name == "Old"


def damage_setup_file(service: Scorekeeper, gid: str, *, copies_too: bool) -> None:
    """A storage fault cuts the game's setup file short (and, if ``copies_too``, every copy of it)."""
    data_dir = service.repo.data_dir
    (data_dir / "games" / f"{gid}.json").write_bytes(b'{"game": {"1": {"sch')
    if copies_too:
        index = json.loads((data_dir / "scorekeeper.json").read_text())
        for doc in index["games"].values():
            doc.pop("settings", None)  # the index's copy of the setup
        (data_dir / "scorekeeper.json").write_text(json.dumps(index))
        for snapshot in (data_dir / "backups").glob("*.zip"):
            snapshot.unlink()


def test_a_game_file_damaged_while_playing_is_recovered_and_said_so_not_blamed_on_another_screen(
        disk_service):
    service = disk_service()
    full = dollars_full()
    gid = service.new_game(fresh(full))
    game = service.open_game(gid)
    for event in full.events[:4]:
        game = service.play(gid, game, event)
    damage_setup_file(service, gid, copies_too=False)
    with pytest.raises(StorageProblem) as caught:
        service.play(gid, game, full.events[4])
    message = str(caught.value)
    assert "changed on another screen" not in message
    assert "could not be read" in message and "was opened" in message and "Nothing was stored" in message
    assert caught.value.game is not None and caught.value.game.events == full.events[:4]
    assert service.open_game(gid).events == full.events[:4]


def test_a_game_file_damaged_beyond_its_backups_while_playing_is_a_storage_problem(disk_service):
    service = disk_service()
    full = dollars_full()
    gid = service.new_game(fresh(full))
    game = service.play(gid, service.open_game(gid), full.events[0])
    damage_setup_file(service, gid, copies_too=True)
    service = disk_service()
    with pytest.raises(StorageProblem, match="no backup of it is readable"):
        service.play(gid, game, full.events[1])


def test_the_service_hands_on_the_stores_recovery_notes_once(tmp_path):
    from scorekeeper.store import GameStore

    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "scorekeeper.json").write_bytes(b"\x00 not json")
    service = Scorekeeper(GameStore(tmp_path / "data"))
    [note] = service.open_library()
    assert "could not be read" in note
    assert service.open_library() == ()  # handed on once



def test_a_note_made_before_a_use_case_fails_goes_with_the_failure_and_the_command_says_both(capsys):
    import argparse

    from scorekeeper.cli_store import _guarded
    from scorekeeper.store import InMemoryGameStore

    store = InMemoryGameStore()
    service = Scorekeeper(store)
    assert service.open_library() == ()

    def repaired_then_refused() -> None:
        store.messages.append("game g1: line 3 of its journal was damaged and is set aside")
        raise ValueError("that game has no hand 4")

    @_guarded
    def command(args: argparse.Namespace) -> int:
        service.noting(repaired_then_refused)
        return 0

    assert command(argparse.Namespace()) == 2
    assert capsys.readouterr().err == ("scorekeeper: note: game g1: line 3 of its journal was damaged and is set aside\n"
                                       "scorekeeper: error: that game has no hand 4\n")
    assert service.open_library() == ()  # said once, with the failure


def test_both_stores_provide_everything_the_service_uses(tmp_path):
    from scorekeeper.store import GameStore, InMemoryGameStore, Repository

    assert isinstance(GameStore(tmp_path / "data"), Repository)
    assert isinstance(InMemoryGameStore(), Repository)


def test_a_game_played_through_the_service_lists_its_hands_and_totals_once_each_hand_ends(disk_service):
    service = disk_service()
    full = dollars_full()
    gid = service.new_game(fresh(full))
    game = service.open_game(gid)
    index = service.repo.data_dir / "scorekeeper.json"
    writes = 0
    for event in full.events:
        before = index.stat().st_ino
        game = service.play(gid, game, event)
        writes += index.stat().st_ino != before
    assert writes == len(full.table.hands) == 2  # the index is written once per hand, never per tap
    listed = disk_service().list_games()[0]
    assert (listed.hands, listed.totals) == (2, dict(full.table.totals))


@pytest.mark.parametrize("change", ["play", "undo"])
def test_when_the_game_list_cannot_be_written_at_a_hands_end_the_entry_is_not_stored_either(
        disk_service, monkeypatch, change):
    from scorekeeper.store import index as index_module

    service = disk_service()
    full = dollars_full()
    gid = service.new_game(fresh(full))
    game = service.open_game(gid)
    last_of_hand_1 = full.table.hands[0].event_count
    for event in full.events[:last_of_hand_1 - 1]:
        game = service.play(gid, game, event)
    if change == "undo":
        game = service.play(gid, game, full.events[last_of_hand_1 - 1])

    def full_disk(self, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(index_module.IndexStorage, "write", full_disk)
    with pytest.raises(StorageProblem, match="the disk is full"):
        if change == "play":
            service.play(gid, game, full.events[last_of_hand_1 - 1])
        else:
            service.undo(gid, game)
    monkeypatch.undo()
    assert disk_service().open_game(gid).events == game.events


def test_an_entry_on_a_game_deleted_on_another_screen_is_refused_with_the_reason(service):
    full = dollars_full()
    gid = service.new_game(fresh(full))
    game = service.open_game(gid)
    service.delete_game(gid)
    with pytest.raises(StorageProblem, match="deleted on another screen"):
        service.play(gid, game, full.events[0])
    with pytest.raises(StorageProblem, match="deleted on another screen"):
        service.undo(gid, game)
    service.restore_game(gid)
    assert service.open_game(gid).events == ()


def test_storing_an_entry_never_reads_the_game_back(disk_service, monkeypatch):
    from scorekeeper.store import gamefiles, recovery

    service = disk_service()
    full = dollars_full()
    gid = service.new_game(fresh(full))
    game = service.open_game(gid)

    def whole_journal_read(path):
        raise AssertionError(f"{path.name} was read whole")

    monkeypatch.setattr(gamefiles, "read_journal", whole_journal_read)
    monkeypatch.setattr(recovery, "read_journal", whole_journal_read)
    for event in full.events:
        game = service.play(gid, game, event)
    monkeypatch.undo()
    assert service.open_game(gid) == full


def test_a_large_import_writes_the_game_list_a_few_times_not_once_per_game(disk_service, monkeypatch):
    from scorekeeper.store import index as index_module

    service = disk_service()
    writes = []
    real_write = index_module.IndexStorage.write

    def counted(self, data):
        writes.append(len(data.get("games", {})))
        return real_write(self, data)

    monkeypatch.setattr(index_module.IndexStorage, "write", counted)
    files = [(f"g{k}.json", json.dumps(long_game(1, target=100_000_000 - k)).encode()) for k in range(300)]
    results = service.import_records(files)
    assert len({r.game_id for r in results}) == 300 and service.count_games() == 300
    assert writes == [1, 3, 7, 15, 31, 63, 127, 255, 300]  # batches of 1, 2, 4 ... 128 games


def test_after_a_restore_the_services_methods_reach_the_restored_book(disk_service, tmp_path):
    service = disk_service()
    service.new_game(fresh(dollars_full()), name="Before")
    backup = service.write_backup(tmp_path / "book.zip")
    service.new_game(fresh(dollars_full()), name="After")
    service.restore_backup(backup)
    assert [g.name for g in service.list_games()] == ["Before"]
    assert service.count_games() == 1


def test_a_service_method_is_its_use_cases_own_with_its_name_and_its_words():
    from scorekeeper.service.playing import Playing

    played = Scorekeeper.__dict__["play"]
    assert (played.method, played.__doc__) == (Playing.play, Playing.play.__doc__)
    assert Scorekeeper(InMemoryGameStore()).play.__name__ == "play"
