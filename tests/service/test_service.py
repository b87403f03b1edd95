"""The service: every use case of the app and the command line, over either store."""

from __future__ import annotations

import errno
import json

import pytest

from scorekeeper.rules import RuleError, event_to_dict
from scorekeeper.service import ImportRefused, Scorekeeper, StaleGame, StorageProblem
from scorekeeper.store import StoreError

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
    assert str(caught.value) == "bad.json: not JSON (line 1, column 2: Expecting property name enclosed " \
                                "in double quotes); nothing was imported"
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


def damage_game_files(service: Scorekeeper, gid: str, *, backups_too: bool) -> None:
    """A storage fault cuts the game's files short (its rolling copies too, if ``backups_too``)."""
    for path in (service.repo.data_dir / "games").glob(f"{gid}*"):
        if path.is_file() and (backups_too or ".bak" not in path.name):
            path.write_bytes(path.read_bytes()[:20])


def test_a_game_file_damaged_while_playing_is_recovered_and_said_so_not_blamed_on_another_screen(
        disk_service):
    service = disk_service()
    full = dollars_full()
    gid = service.new_game(fresh(full))
    game = service.open_game(gid)
    for event in full.events[:4]:
        game = service.play(gid, game, event)
    service.correct(gid, game, lambda g: g)  # a rewrite: the file now has a rolling copy of itself
    damage_game_files(service, gid, backups_too=False)
    with pytest.raises(StorageProblem) as caught:
        service.play(gid, game, full.events[4])
    message = str(caught.value)
    assert "changed on another screen" not in message
    assert "could not be read" in message and "backup" in message and "Nothing was stored" in message
    assert caught.value.game is not None and caught.value.game.events == full.events[:4]


def test_a_game_file_damaged_beyond_its_backups_while_playing_is_a_storage_problem(disk_service):
    service = disk_service()
    full = dollars_full()
    gid = service.new_game(fresh(full))
    game = service.play(gid, service.open_game(gid), full.events[0])
    damage_game_files(service, gid, backups_too=True)
    with pytest.raises(StorageProblem, match="no backup of it is readable"):
        service.play(gid, game, full.events[1])


def test_the_service_hands_on_the_stores_recovery_notes_once(tmp_path):
    from scorekeeper.store import GameStore

    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "scorekeeper.json").write_bytes(b"\x00 not json")
    service = Scorekeeper(GameStore(tmp_path / "data"))
    assert len(service.messages) == 1 and "could not be read" in service.messages[0]
