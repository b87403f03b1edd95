"""The name rules hold the same in the app (the service), the import and the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.cli import main as scorekeeper_main
from scorekeeper.rules import Game
from scorekeeper.service import Scorekeeper
from scorekeeper.store import StoreError

from ..rules.test_names import ANA, ANA_DECOMPOSED, BENGALI_RAB
from ..store.records import long_game
from ..store.test_import_guards import run_cli

LONG = "Maximiliana Eleonora Wilhelmina von Habsburg-Lothringen"
TOO_LONG = "A name can have at most 40 characters; 'Maximiliana Eleonora…' has 55"
DUMMY_TAKEN = ("'Dummy' cannot be a player's name in a dummy game: \"dummy\" is the name of the dummy's seat; add an "
               "initial or use another name")


def write(folder: Path, name: str, record: dict) -> Path:
    path = folder / name
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    return path


def three_with(name: str) -> dict:
    return {"format": "scorekeeper-game/1", "game": "make-a-million", "players": ["Ann", name, "Cy"],
            "dealer": "Ann", "hands": []}


def test_the_app_refuses_a_player_name_over_40_characters_and_keeps_a_bengali_one(service: Scorekeeper) -> None:
    with pytest.raises(StoreError) as refused:
        service.add_player(LONG)
    assert str(refused.value) == TOO_LONG
    assert service.add_player(BENGALI_RAB).name == BENGALI_RAB
    with pytest.raises(StoreError) as refused:
        service.add_player("\u200dAnn")
    assert str(refused.value) == ("a player's name cannot hold control characters (such as a tab, a line break, an "
                                  "escape, or a zero-width joiner outside a word); type it with letters, digits, "
                                  "spaces and punctuation")
    assert [p.name for p in service.players()] == [BENGALI_RAB]


def test_the_app_keeps_a_name_typed_with_a_combining_accent_as_the_same_player(service: Scorekeeper) -> None:
    ana = service.add_player(ANA)
    assert service.player_for_name(ANA_DECOMPOSED, create=True).id == ana.id
    game_id = service.new_game(Game.new("make-a-million", [ANA_DECOMPOSED, "Bo", "Cy", "Di"], "Bo"))
    assert service.open_game(game_id).players == (ANA, "Bo", "Cy", "Di")
    assert service.game_player_ids(game_id)[ANA] == ana.id
    assert [p.name for p in service.players()] == ["Bo", "Cy", "Di", ANA]


def test_import_and_score_refuse_the_same_names_with_the_same_words(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    long_path = write(tmp_path, "long.json", {**three_with("Bo"), "players": ["Ann", "Bo", "Cy", LONG]})
    dummy_path = write(tmp_path, "dummy.json", three_with("Dummy"))
    assert scorekeeper_main(["import", "--data", str(tmp_path / "data"), str(long_path), str(dummy_path)]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"scorekeeper: error: {long_path}: {TOO_LONG}\n"
                              f"scorekeeper: error: {dummy_path}: {DUMMY_TAKEN}\n"
                              "scorekeeper: nothing was imported\n")
    for path, said in ((long_path, TOO_LONG), (dummy_path, DUMMY_TAKEN)):
        done = run_cli("score", str(path))  # its own process: `score` turns the collector off for good
        assert (done.returncode, done.stdout, done.stderr) == (2, "", f"scorekeeper: {said}\n")


def test_import_keeps_a_bengali_name_as_it_is_written_and_one_player_however_ana_is_typed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = str(tmp_path / "data")
    rab = write(tmp_path, "rab.json", long_game(2, names=("A", BENGALI_RAB, "B", "Y")))
    composed = write(tmp_path, "composed.json", long_game(1, names=(ANA, "Z", "B", "Y")))
    decomposed = write(tmp_path, "decomposed.json", long_game(3, names=(ANA_DECOMPOSED, "Z", "B", "Y")))
    assert scorekeeper_main(["import", "--data", data, str(rab), str(composed), str(decomposed)]) == 0
    lines = [line.split(": ", 1)[1] for line in capsys.readouterr().out.splitlines()]
    assert lines == [f"{rab} (make-a-million, A, {BENGALI_RAB}, B, Y, 2 hands)",
                     f"{composed} (make-a-million, {ANA}, Z, B, Y, 1 hand)",
                     f"{decomposed} (make-a-million, {ANA}, Z, B, Y, 3 hands)"]
    assert scorekeeper_main(["stats", "--data", data, "--json"]) == 0
    players = {p["name"]: p["games_played"] for p in json.loads(capsys.readouterr().out)["players"]}
    assert players == {"A": 1, BENGALI_RAB: 1, "B": 3, "Y": 3, "Z": 2, ANA: 2}


def test_one_record_imported_again_with_its_accent_typed_another_way_is_already_stored(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = str(tmp_path / "data")
    composed = write(tmp_path, "composed.json", long_game(2, names=(ANA, "Z", "B", "Y")))
    decomposed = write(tmp_path, "decomposed.json", long_game(2, names=(ANA_DECOMPOSED, "Z", "B", "Y")))
    assert scorekeeper_main(["import", "--data", data, str(composed)]) == 0
    game_id = capsys.readouterr().out.split()[1].rstrip(":")

    assert scorekeeper_main(["import", "--data", data, str(decomposed)]) == 0

    assert capsys.readouterr().out == f"already stored as {game_id}: {decomposed}\n"
    assert scorekeeper_main(["stats", "--data", data, "--json"]) == 0
    players = {p["name"]: p["games_played"] for p in json.loads(capsys.readouterr().out)["players"]}
    assert players == {ANA: 1, "Z": 1, "B": 1, "Y": 1}
