"""Data of the previous schema version is upgraded; the old file is kept."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from scorekeeper.rules import game_from_record, replay, score_report
from scorekeeper.store import CURRENT_SCHEMA, GameStore
from scorekeeper.store import migrations

from .records import example_records

FIXTURE = Path(__file__).parent / "fixtures" / "schema1" / "scorekeeper.json"


@pytest.fixture
def v1_folder(data_dir: Path) -> Path:
    data_dir.mkdir(parents=True)
    shutil.copy(FIXTURE, data_dir / "scorekeeper.json")
    return data_dir


def test_a_schema_1_data_folder_is_upgraded_with_every_game_and_event(v1_folder):
    store = GameStore(v1_folder)

    assert CURRENT_SCHEMA == 3
    assert any("upgraded from version 1 to version 3" in m for m in store.messages)
    index = json.loads((v1_folder / "scorekeeper.json").read_text())
    assert index["meta"]["1"]["schema"] == 3
    games = {g.name: g for g in store.list_games(include_deleted=True)}
    assert set(games) == {"Dollars night", "29 at the club", "Deleted test"}
    assert games["Deleted test"].status == "deleted"
    assert [g.name for g in store.list_games()] == ["29 at the club", "Dollars night"]

    dollars = store.load_game(games["Dollars night"].id)
    assert len(dollars.events) == 20
    table = replay(dollars)
    assert table.current.number == 1 and len(table.hands) == 0  # two tricks before the end of hand 1
    assert table.totals == {"A": 0, "Z": 0, "B": 0, "Y": 0}
    club = store.load_game(games["29 at the club"].id)
    expected = game_from_record(example_records()["twenty-nine-royals-against"])
    assert score_report(club) == score_report(expected)


def test_the_upgrade_builds_the_player_registry_from_exact_names(v1_folder):
    store = GameStore(v1_folder)
    assert sorted(p.name for p in store.list_players()) == sorted(
        ["A", "Z", "B", "Y", "North", "East", "South", "West"])
    ids = {g.name: store.game_player_ids(g.id) for g in store.list_games(include_deleted=True)}
    assert ids["Dollars night"] == ids["Deleted test"]


def test_the_schema_1_file_is_kept_beside_the_upgraded_data(v1_folder):
    GameStore(v1_folder)
    kept = list(v1_folder.glob("scorekeeper.json.schema1-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == FIXTURE.read_bytes()


def test_an_upgrade_interrupted_before_the_new_index_runs_again_cleanly(v1_folder, monkeypatch):
    real = migrations.atomic_write_bytes

    def crash_on_index(path, data, **kw):
        if Path(path).name == "scorekeeper.json":
            raise KeyboardInterrupt  # killed just before the commit point
        return real(path, data, **kw)

    monkeypatch.setattr(migrations, "atomic_write_bytes", crash_on_index)
    with pytest.raises(KeyboardInterrupt):
        GameStore(v1_folder)
    monkeypatch.undo()

    store = GameStore(v1_folder)
    assert len(store.list_games(include_deleted=True)) == 3  # no duplicates from the first try
    assert json.loads((v1_folder / "scorekeeper.json").read_text())["meta"]["1"]["schema"] == 3


FIXTURE_2 = Path(__file__).parent / "fixtures" / "schema2"


@pytest.fixture
def v2_folder(data_dir: Path) -> Path:
    shutil.copytree(FIXTURE_2, data_dir)
    return data_dir


def test_a_schema_2_folder_moves_every_games_events_into_its_journal(v2_folder):
    store = GameStore(v2_folder)

    assert any("upgraded from version 2 to version 3" in m for m in store.messages)
    games = {g.name: g for g in store.list_games(include_deleted=True)}
    assert set(games) == {"Dollars night", "29 at the club", "Deleted test"}
    assert games["Deleted test"].status == "deleted"
    dollars = store.load_game(games["Dollars night"].id)
    assert len(dollars.events) == 20 and replay(dollars).current.number == 1
    club = store.load_game(games["29 at the club"].id)
    assert score_report(club) == score_report(game_from_record(example_records()["twenty-nine-royals-against"]))
    assert store.get_player(store.game_player_ids(games["Dollars night"].id)["A"]).name == "Alice"
    for game in games.values():
        folder = "trash" if game.status == "deleted" else "games"
        setup = json.loads((v2_folder / folder / f"{game.id}.json").read_text())
        assert setup["game"]["1"]["schema"] == 3 and setup["events"] == {}
        assert (v2_folder / folder / f"{game.id}.events").exists()
        old = json.loads((v2_folder / folder / f"{game.id}.json.bak1").read_text())
        assert old["game"]["1"]["schema"] == 2 and old["events"]  # the old file is kept


def test_a_schema_2_upgrade_interrupted_before_the_new_index_runs_again_cleanly(v2_folder, monkeypatch):
    real = migrations.atomic_write_bytes

    def crash_on_index(path, data, **kw):
        if Path(path).name == "scorekeeper.json":
            raise KeyboardInterrupt
        return real(path, data, **kw)

    monkeypatch.setattr(migrations, "atomic_write_bytes", crash_on_index)
    with pytest.raises(KeyboardInterrupt):
        GameStore(v2_folder)
    monkeypatch.undo()

    store = GameStore(v2_folder)
    games = store.list_games(include_deleted=True)
    assert len(games) == 3
    assert sorted(len(store.load_game(g.id).events) for g in games) == sorted(
        [20, len(game_from_record(example_records()["twenty-nine-royals-against"]).events),
         len(game_from_record(example_records()["dollars-made-then-set-back"]).events)])
