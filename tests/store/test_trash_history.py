"""A game's history goes where the game goes: into the trash, back out of it, and away when it is emptied."""

from __future__ import annotations

import json
import os
import secrets
import zipfile
from pathlib import Path

import pytest

from scorekeeper.rules import Game, event_from_dict
from scorekeeper.service import Scorekeeper
from scorekeeper.store import GameStore, restore_backup

COUNTS_FIVE = {"type": "counts", "bidder_side": 5, "other_side": None}


def corrected_game(data):
    """A stored euchre game with one hand, then that hand corrected (a history line): the service, the
    game's id, the game before the correction and after it."""
    service = Scorekeeper(GameStore(data, auto_backup=False))
    gid = service.new_game(Game.new("euchre", ["N", "E", "S", "W"], "W", None))
    game = service.open_game(gid)
    for entry in ({"type": "euchre_trump", "maker": "N", "trump": "hearts", "round": 1, "alone": []},
                  {"type": "counts", "bidder_side": 3, "other_side": None}):
        game = service.play(gid, game, event_from_dict(entry))
    five = service.correct(gid, game, lambda g: g.replace(1, event_from_dict(COUNTS_FIVE)))
    return service, gid, game, five


FILES = [".events", ".events.bak1", ".history", ".json", ".json.bak1"]  # the journal, the history, the setup


def names(folder, gid: str = "") -> list[str]:
    """The files in ``folder``, each named without ``gid``."""
    return sorted(name.replace(gid, "", 1) if gid else name for name in os.listdir(folder))


def test_a_deleted_game_takes_its_history_to_the_trash_and_back_and_its_undo_still_works(tmp_path):
    data = tmp_path / "data"
    service, gid, game, five = corrected_game(data)

    service.delete_game(gid)
    assert names(data / "games") == []
    assert names(data / "trash", gid) == FILES

    service.restore_game(gid)
    assert names(data / "trash") == []
    assert names(data / "games", gid) == FILES
    reopened = Scorekeeper(GameStore(data, auto_backup=False))
    assert reopened.open_game(gid) == five
    assert reopened.undo_action(gid, five).game == game  # the witness still vouches for the history


def test_emptying_the_trash_removes_the_history_with_the_game(tmp_path):
    data = tmp_path / "data"
    service, gid, _game, _five = corrected_game(data)
    service.delete_game(gid)
    assert service.repo.empty_trash() == 1
    assert names(data / "games") == [] and names(data / "trash") == []


def test_a_history_an_older_version_left_in_games_goes_when_its_game_leaves_the_trash(tmp_path):
    data = tmp_path / "data"
    service, gid, _game, _five = corrected_game(data)
    service.delete_game(gid)
    os.replace(data / "trash" / f"{gid}.history", data / "games" / f"{gid}.history")  # as an older version left it
    service.restore_game(gid)  # brought back, it pairs with the history it left there
    assert names(data / "games", gid) == FILES

    service.delete_game(gid)
    os.replace(data / "trash" / f"{gid}.history", data / "games" / f"{gid}.history")
    assert service.repo.empty_trash() == 1
    assert names(data / "games") == [] and names(data / "trash") == []


def test_a_new_game_never_takes_the_id_of_a_history_left_behind(tmp_path, monkeypatch):
    data = tmp_path / "data"
    service = Scorekeeper(GameStore(data, auto_backup=False))
    (data / "games").mkdir(exist_ok=True)
    draws = iter(["aaaaaa", "bbbbbb"])  # the id's random part: first the stale history's, then a fresh one
    real = secrets.token_hex
    monkeypatch.setattr("scorekeeper.store.creation.secrets.token_hex", lambda n: next(draws) if n == 3 else real(n))
    monkeypatch.setattr("scorekeeper.store.creation.time.strftime", lambda fmt, t: "20261206")
    stale = data / "games" / "20261206-aaaaaa.history"
    stale.write_bytes(json.dumps({"op": "done"}).encode() + b"\n")
    assert service.new_game(Game.new("euchre", ["N", "E", "S", "W"], "W", None)) == "20261206-bbbbbb"
    assert stale.read_bytes() == b'{"op": "done"}\n'  # left as it was: nothing the app did not write is removed


def test_a_backup_restored_gives_back_a_deleted_game_with_its_history_and_its_undo(tmp_path):
    service, gid, game, five = corrected_game(tmp_path / "data")
    service.delete_game(gid)
    backup = service.repo.write_backup(tmp_path / "backup.zip")
    with zipfile.ZipFile(backup) as zf:
        assert sorted(n.replace(gid, "") for n in zf.namelist() if n.startswith("trash/")) == [
            "trash/.events", "trash/.history", "trash/.json"]
    restore_backup(tmp_path / "restored", backup)
    restored = Scorekeeper(GameStore(tmp_path / "restored", auto_backup=False))
    restored.restore_game(gid)
    assert restored.undo_action(gid, five).game == game


@pytest.mark.parametrize("stopped_at", ["deleting, before the history left", "bringing back, after the history came"])
def test_a_move_stopped_half_way_leaves_the_history_where_the_game_is_brought_back_to(tmp_path, monkeypatch,
                                                                                       stopped_at):
    data = tmp_path / "data"
    service, gid, game, five = corrected_game(data)
    real_replace = os.replace

    def dying_replace(src, dst):
        moving = Path(src).name
        if (stopped_at.startswith("deleting") and moving == f"{gid}.history") or \
                (stopped_at.startswith("bringing") and moving == f"{gid}.json"):
            raise OSError(5, "Input/output error")  # the process dies here
        return real_replace(src, dst)

    if stopped_at.startswith("bringing"):
        service.delete_game(gid)
    monkeypatch.setattr("scorekeeper.store.trash.os.replace", dying_replace)
    with pytest.raises(OSError):
        (service.repo.delete_game if stopped_at.startswith("deleting") else service.repo.restore_game)(gid)
    monkeypatch.undo()
    assert f"{gid}.history" in names(data / "games") and f"{gid}.json" in names(data / "trash")

    reopened = Scorekeeper(GameStore(data, auto_backup=False))
    assert [g.id for g in reopened.list_games("deleted")] == [gid]
    reopened.restore_game(gid)
    assert names(data / "games", gid) == FILES
    assert reopened.undo_action(gid, five).game == game
