"""The repository contract: games, events, players (disk and in-memory stores)."""

from __future__ import annotations

import json
import os

import pytest

from scorekeeper.rules import Game, event_to_dict, game_from_record, replay, score_report
from scorekeeper.store import GameStore, NewerVersionError, NotFoundError, StoreError

from .records import example_records, finished_game, long_game


def dollars() -> Game:
    return game_from_record(example_records()["dollars-made-then-set-back"])


def test_a_created_game_loads_back_equal_with_its_events(any_store):
    game = dollars()
    gid = any_store.create_game(game)
    assert any_store.load_game(gid) == game


def test_events_appended_one_by_one_are_all_there_after_reopening(open_store):
    full = dollars()
    store = open_store()
    gid = store.create_game(Game.new(full.kind, full.players, full.dealer, full.settings))
    for n, event in enumerate(full.events, start=1):
        assert store.append_event(gid, event_to_dict(event)) == n
    assert open_store().load_game(gid) == full


def test_a_game_stopped_in_the_middle_of_a_hand_reopens_exactly_where_it_was(open_store):
    full = dollars()
    partial_events = full.events[:20]  # hand 1, two tricks before its end
    store = open_store()
    gid = store.create_game(Game.new(full.kind, full.players, full.dealer, full.settings))
    for event in partial_events:
        store.append_event(gid, event)
    reopened = open_store().load_game(gid)
    expected = Game(full.kind, full.players, full.dealer, full.settings, partial_events)
    assert reopened.events == partial_events
    assert replay(reopened).current.prompt() == replay(expected).current.prompt()
    assert replay(reopened).totals == replay(expected).totals


def test_replacing_events_corrects_a_game_in_one_step(any_store):
    game = dollars()
    gid = any_store.create_game(game)
    any_store.replace_events(gid, [event_to_dict(e) for e in game.events[:5]])
    assert any_store.load_game(gid).events == game.events[:5]


def test_the_game_list_is_newest_first_with_status_players_and_totals(any_store):
    old = any_store.create_game(game_from_record(finished_game(5)), created="2025-01-01T20:00:00Z")
    new = any_store.create_game(game_from_record(long_game(2)), created="2025-02-01T20:00:00Z")
    games = any_store.list_games()
    assert [g.id for g in games] == [new, old]
    assert games[0].status == "in progress" and games[1].status == "finished"
    assert games[1].winner == ("A", "B")
    assert games[1].totals == {"A": 1_100_000, "Z": 900_000, "B": 1_100_000, "Y": 900_000}
    assert games[0].players == ("A", "Z", "B", "Y") and games[0].kind == "make-a-million"
    assert games[0].created.startswith("2025-02-01") and games[0].hands == 2
    assert [g.id for g in any_store.list_games("finished")] == [old]
    assert [g.id for g in any_store.list_games("in progress")] == [new]


def test_the_game_list_follows_events_played_since_it_was_last_shown(any_store):
    game = game_from_record(long_game(1))
    gid = any_store.create_game(game)
    assert any_store.list_games()[0].hands == 1
    for event in game_from_record(long_game(2)).events[len(game.events):]:
        any_store.append_event(gid, event)
    assert any_store.list_games()[0].hands == 2
    assert any_store.list_games()[0].totals["A"] == 440_000


def test_a_game_can_be_renamed(any_store):
    gid = any_store.create_game(dollars())
    any_store.rename_game(gid, "Friday at Sam's")
    assert any_store.list_games()[0].name == "Friday at Sam's"
    with pytest.raises(StoreError):
        any_store.rename_game(gid, "   ")


def test_a_deleted_game_goes_to_the_trash_and_can_be_brought_back(any_store):
    gid = any_store.create_game(dollars())
    any_store.delete_game(gid)
    assert any_store.list_games() == []
    assert [g.id for g in any_store.list_games(include_deleted=True)] == [gid]
    with pytest.raises(NotFoundError):
        any_store.append_event(gid, {"type": "pass", "player": "A"})
    any_store.restore_game(gid)
    assert any_store.load_game(gid) == dollars()
    any_store.delete_game(gid)
    assert any_store.empty_trash() == 1
    assert any_store.list_games(include_deleted=True) == []


def test_an_unknown_game_id_is_a_clear_not_found_error(any_store):
    with pytest.raises(NotFoundError, match="no game"):
        any_store.load_game("nope")


# ---------------------------------------------------------------- players
def test_the_same_name_in_two_games_is_the_same_player(any_store):
    g1 = any_store.create_game(dollars())
    g2 = any_store.create_game(game_from_record(long_game(1)))
    assert any_store.game_player_ids(g1)["A"] == any_store.game_player_ids(g2)["A"]
    assert len(any_store.list_players()) == 4


def test_similar_names_stay_different_people(any_store):
    sam = any_store.add_player("Sam")
    spaced = any_store.add_player("Sam ")
    assert len({sam.id, spaced.id}) == 2
    with pytest.raises(StoreError, match="already a player named 'Sam'"):
        any_store.add_player("Sam")


def test_names_that_read_the_same_are_one_player(any_store):
    ana = any_store.add_player("A\u0301na")  # kept in NFC: one precomposed letter
    assert ana.name == "\u00c1na"
    for same in ("\u00c1na", "A\u0301na", "\u00e1na", "ÁNA"):
        assert any_store.player_for_name(same).id == ana.id
        with pytest.raises(StoreError, match="already a player named '\u00c1na'"):
            any_store.add_player(same)
    sam = any_store.add_player("Sam")
    with pytest.raises(StoreError, match="already a player named 'Sam'"):
        any_store.add_player("sam")
    assert len(any_store.list_players()) == 2 and any_store.get_player(sam.id).name == "Sam"


def test_renaming_a_player_keeps_their_games(any_store):
    gid = any_store.create_game(dollars())
    a = any_store.player_for_name("A")
    any_store.rename_player(a.id, "Alice")
    assert any_store.get_player(a.id).name == "Alice"
    assert any_store.game_player_ids(gid)["A"] == a.id
    # a new game with seat "A" is someone new now: names match exactly, today
    g2 = any_store.create_game(dollars())
    assert any_store.game_player_ids(g2)["A"] != a.id


def test_a_game_can_seat_registered_players_by_id(any_store):
    ids = [any_store.add_player(n).id for n in ("Ann", "Bob", "Cy", "Dee")]
    gid = any_store.create_game(Game.new("twenty-nine", ["N", "E", "S", "W"], "W"), player_ids=ids)
    assert list(any_store.game_player_ids(gid).values()) == ids
    with pytest.raises(StoreError):
        any_store.create_game(Game.new("twenty-nine", ["N", "E", "S", "W"], "W"), player_ids=ids[:3])


# ---------------------------------------------------------------- disk only
def test_appending_an_event_does_not_touch_the_index(open_store, data_dir):
    store = open_store()
    gid = store.create_game(dollars())
    store.list_games()
    before = (data_dir / "scorekeeper.json").stat()
    store.append_event(gid, {"type": "misdeal", "player": "A"})
    after = (data_dir / "scorekeeper.json").stat()
    assert (before.st_mtime_ns, before.st_ino) == (after.st_mtime_ns, after.st_ino)


def test_a_game_file_whose_index_entry_was_never_written_is_added_back(open_store, data_dir, monkeypatch):
    store = open_store()
    first = store.create_game(dollars())  # registers the players
    monkeypatch.setattr(GameStore, "_index_db", lambda self: (_ for _ in ()).throw(KeyboardInterrupt()))
    with pytest.raises(KeyboardInterrupt):  # killed between the two writes of create_game
        store.create_game(dollars())
    monkeypatch.undo()
    games = open_store().list_games()
    assert len(games) == 2 and {g.players for g in games} == {("A", "Z", "B", "Y")}
    assert all(open_store().load_game(g.id) == dollars() for g in games)
    assert first in {g.id for g in games}


def test_data_written_by_a_newer_version_is_refused_and_left_untouched(data_dir):
    data_dir.mkdir()
    index = data_dir / "scorekeeper.json"
    index.write_text(json.dumps({"meta": {"1": {"schema": 99}}, "games": {}, "players": {}}))
    before = index.read_bytes()
    with pytest.raises(NewerVersionError, match="newer version"):
        GameStore(data_dir)
    assert index.read_bytes() == before
    assert sorted(os.listdir(data_dir)) == [".lock", "backups", "games", "scorekeeper.json", "trash"]


def test_a_game_file_written_by_a_newer_version_is_refused(open_store, data_dir):
    store = open_store()
    gid = store.create_game(dollars())
    path = data_dir / "games" / f"{gid}.json"
    data = json.loads(path.read_text())
    data["game"]["1"]["schema"] = 99
    path.write_text(json.dumps(data))
    with pytest.raises(NewerVersionError):
        store.load_game(gid)
    assert json.loads(path.read_text())["game"]["1"]["schema"] == 99


def test_the_index_stays_small_however_many_events_are_played(open_store, data_dir):
    store = open_store()
    gid = store.create_game(game_from_record(long_game(1)))
    size = (data_dir / "scorekeeper.json").stat().st_size
    for event in game_from_record(long_game(30)).events[6:]:
        store.append_event(gid, event)
    assert (data_dir / "scorekeeper.json").stat().st_size == size
    assert score_report(store.load_game(gid))["totals"]["A"] == 30 * 220_000


def test_a_finished_game_is_in_the_finished_list_before_any_full_listing(any_store):
    done = any_store.create_game(game_from_record(finished_game(3)))
    assert [g.id for g in any_store.list_games("finished")] == [done]
    assert any_store.count_games("in progress") == 0


def test_a_game_added_back_from_its_files_lists_with_its_status(open_store, data_dir):
    store = open_store()
    done = store.create_game(game_from_record(finished_game(3)))
    index = json.loads((data_dir / "scorekeeper.json").read_text())
    index["games"] = {}
    (data_dir / "scorekeeper.json").write_text(json.dumps(index))
    assert [g.id for g in open_store().list_games("finished")] == [done]


def test_a_games_settings_load_alone_as_they_were_set(any_store):
    game = Game.new("make-a-million", ["A", "Z", "B", "Y"], "Y", {"edition": "inr", "indian_grouping": True})
    game_id = any_store.create_game(game)
    settings = any_store.load_settings(game_id)
    assert (settings["edition"], settings["indian_grouping"], settings["target"]) == ("inr", True, 1_000_000)
    assert settings == any_store.load_game_dict(game_id)["settings"]
