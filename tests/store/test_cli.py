"""The store's commands: import, games, export, stats, backup, restore."""

from __future__ import annotations

import csv
import io
import json
import zipfile
from pathlib import Path

import pytest

from scorekeeper.cli_store import main
from scorekeeper.rules import game_from_record, game_to_record, score_report

from .records import example_records, finished_game, long_game, renamed, untimed


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write_records(folder: Path, records: dict[str, dict]) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, record in records.items():
        p = folder / f"{name}.json"
        p.write_text(json.dumps(record))
        paths.append(p)
    return paths


def imported_ids(out: str) -> list[str]:
    return [line.split()[1].rstrip(":") for line in out.splitlines() if line.startswith("stored ")]


ALL_RECORDS = {**example_records(), "long": long_game(6), "finished": finished_game(4),
               "twenty-nine-renamed": renamed(example_records()["twenty-nine-royals-against"], "2")}


def test_import_then_export_gives_back_the_same_records(tmp_path, capsys):
    data = str(tmp_path / "data")
    files = write_records(tmp_path / "in", ALL_RECORDS)
    code, out, err = run(capsys, "import", "--data", data, *map(str, files))
    assert code == 0, err
    ids = imported_ids(out)
    assert len(ids) == len(files)
    for gid, (name, record) in zip(ids, ALL_RECORDS.items()):
        code, exported, err = run(capsys, "export", "--data", data, gid)
        assert code == 0, err
        back = untimed(json.loads(exported))
        # the core writes only the settings that differ from the defaults
        assert back == game_to_record(game_from_record(record)), name
        assert {k: v for k, v in back.items() if k != "rules"} == {
            k: v for k, v in record.items() if k != "rules"}, name
        assert score_report(game_from_record(back)) == score_report(game_from_record(record))


def test_export_all_writes_one_record_per_game_that_imports_again_identically(tmp_path, capsys):
    data, again = str(tmp_path / "data"), str(tmp_path / "again")
    run(capsys, "import", "--data", data, *map(str, write_records(tmp_path / "in", ALL_RECORDS)))
    code, out, _ = run(capsys, "export", "--data", data, "--all", str(tmp_path / "out"))
    assert code == 0 and f"exported {len(ALL_RECORDS)} games" in out
    exported = sorted((tmp_path / "out").glob("*.json"))
    assert len(exported) == len(ALL_RECORDS)
    run(capsys, "import", "--data", again, *map(str, exported))
    run(capsys, "export", "--data", again, "--all", str(tmp_path / "out2"))
    for p in exported:
        second = {json.loads(q.read_text())["players"][0] + str(len(json.loads(q.read_text())["hands"]))
                  for q in (tmp_path / "out2").glob("*.json")}
        assert json.loads(p.read_text())["players"][0] + str(len(json.loads(p.read_text())["hands"])) in second
    assert sorted(q.read_text() for q in (tmp_path / "out2").glob("*.json")) == sorted(
        p.read_text() for p in exported)


def test_export_to_a_file_with_o(tmp_path, capsys):
    data = str(tmp_path / "data")
    _, out, _ = run(capsys, "import", "--data", data, *map(str, write_records(tmp_path / "in", {"l": long_game(2)})))
    gid = imported_ids(out)[0]
    code, out, _ = run(capsys, "export", "--data", data, gid[:12], "-o", str(tmp_path / "x.json"))
    assert code == 0 and out == ""
    assert untimed(json.loads((tmp_path / "x.json").read_text())) == long_game(2)


def test_export_csv_has_one_row_per_hand(tmp_path, capsys):
    data = str(tmp_path / "data")
    _, out, _ = run(capsys, "import", "--data", data, *map(str, write_records(tmp_path / "in", {"l": long_game(3)})))
    gid = imported_ids(out)[0]
    code, out, _ = run(capsys, "export", "--data", data, gid, "--csv")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert code == 0 and len(rows) == 3
    assert rows[2]["hand"] == "3" and rows[2]["made"] == "yes" and rows[2]["bidder_side"] == "A + B"
    assert rows[2]["totals:A"] == "660000" and rows[2]["scores:Z"] == "180000"


def test_export_csv_of_a_game_with_no_finished_hand_is_a_header_line(tmp_path, capsys):
    data = str(tmp_path / "data")
    _, out, _ = run(capsys, "import", "--data", data, *map(str, write_records(tmp_path / "in", {"l": long_game(0)})))
    code, out, err = run(capsys, "export", "--data", data, imported_ids(out)[0], "--csv")
    assert (code, out, err) == (0, "game\n", "")


def test_importing_the_same_record_twice_stores_it_once(tmp_path, capsys):
    data = str(tmp_path / "data")
    files = write_records(tmp_path / "in", {"l": long_game(2)})
    run(capsys, "import", "--data", data, *map(str, files))
    code, out, _ = run(capsys, "import", "--data", data, *map(str, files))
    assert code == 0 and out.startswith("already stored as ")


@pytest.mark.parametrize("content, message", [
    ("{not json", "not JSON"),
    (json.dumps({"format": "scorekeeper-game/2"}), "'format' must be"),
    (json.dumps({**long_game(2), "hands": [long_game(1)["hands"][0], {"auction": [["A", 1]]}]}), "hand 2"),
])
def test_a_broken_record_stores_nothing_and_says_why(tmp_path, capsys, content, message):
    data = str(tmp_path / "data")
    good = write_records(tmp_path / "in", {"good": long_game(2)})[0]
    bad = tmp_path / "in" / "bad.json"
    bad.write_text(content)
    code, out, err = run(capsys, "import", "--data", data, str(good), str(bad))
    assert code == 2 and out == ""
    assert message in err and "bad.json" in err and "Traceback" not in err
    code, out, _ = run(capsys, "games", "--data", data, "--json")
    assert json.loads(out)["games"] == []


def test_a_missing_file_or_unknown_game_is_exit_2_with_one_line(tmp_path, capsys):
    data = str(tmp_path / "data")
    code, out, err = run(capsys, "import", "--data", data, str(tmp_path / "nope.json"))
    assert code == 2 and "No such file" in err
    code, out, err = run(capsys, "export", "--data", data, "zzz")
    assert code == 2 and err.count("\n") == 1 and "no game with id 'zzz'" in err
    code, out, err = run(capsys, "export", "--data", data)
    assert code == 2 and "--all" in err


def test_games_lists_in_progress_and_finished_games_with_totals(tmp_path, capsys):
    data = str(tmp_path / "data")
    run(capsys, "import", "--data", data,
        *map(str, write_records(tmp_path / "in", {"done": finished_game(4), "going": long_game(2)})))
    code, out, _ = run(capsys, "games", "--data", data, "--json")
    games = {g["name"]: g for g in json.loads(out)["games"]}
    assert games["done"]["status"] == "finished" and games["done"]["winner"] == ["A", "B"]
    assert games["going"]["status"] == "in progress"
    assert games["going"]["totals"] == {"A": 440000, "Z": 360000, "B": 440000, "Y": 360000}
    code, out, _ = run(capsys, "games", "--data", data)
    assert code == 0 and "In progress (1)" in out and "Finished (1)" in out and "won by A, B" in out


def test_stats_json_has_player_and_partnership_tallies(tmp_path, capsys):
    data = str(tmp_path / "data")
    run(capsys, "import", "--data", data, *map(str, write_records(tmp_path / "in", {"done": finished_game(4)})))
    code, out, _ = run(capsys, "stats", "--data", data, "--json")
    stats = json.loads(out)
    a = next(p for p in stats["players"] if p["name"] == "A")
    assert a["games_played"] == 1 and a["games_won"] == 1
    mam = a["by_kind"]["make-a-million"]
    assert mam["hands_bid"] == 2 and mam["bids_made"] == 2 and mam["bids_made_pct"] == 100.0
    # every hand gives only the sides' totals: none of it is A's own, all of it A & B's (4 × 220,000), once
    assert mam["average_winning_bid"] == 175000 and mam["total_captured"] == 0
    ab = next(p for p in stats["partnerships"] if p["names"] == ["A", "B"])
    assert ab["games_won"] == 1 and ab["hands_bid"] == 4 and ab["total_captured"] == 880000
    code, out, _ = run(capsys, "stats", "--data", data)
    assert code == 0 and "A & B" in out


def test_stats_never_says_no_games_while_games_are_stored_and_says_why_each_is_not_counted(tmp_path, capsys):
    from scorekeeper.store.gamefiles import event_line, read_journal

    data = str(tmp_path / "data")
    assert run(capsys, "stats", "--data", data)[1] == "no games stored yet\n"
    _, out, _ = run(capsys, "import", "--data", data, *map(str, write_records(tmp_path / "in", {"long": long_game(2)})))
    refused = imported_ids(out)[0]
    journal = tmp_path / "data" / "games" / f"{refused}.events"  # an entry the rules refuse, its checksum right
    events = read_journal(journal).events
    events[2] = {"player": "Y", "type": "bid", "amount": 5}
    journal.write_bytes(b"".join(event_line(n, e) for n, e in enumerate(events, 1)))
    why = "the rules refuse its events: hand 1, call 3: Y bid 5 but bids go in steps of 5,000 (0 or 5,000 would do)"
    code, out, _ = run(capsys, "stats", "--data", data)
    assert (code, out) == (0, f"1 game is stored, but it could not be counted:\n  {refused}: {why}\n")
    run(capsys, "import", "--data", data, *map(str, write_records(tmp_path / "in2", {"done": finished_game(4)})))
    code, out, _ = run(capsys, "stats", "--data", data)
    assert code == 0 and out.startswith("Players\n") and out.endswith(f"Not counted: 1 game\n  {refused}: {why}\n")
    code, out, _ = run(capsys, "stats", "--data", data, "--json")
    assert json.loads(out)["games_skipped_why"] == {refused: why}


def test_backup_then_restore_brings_back_exactly_what_was_backed_up(tmp_path, capsys):
    data = str(tmp_path / "data")
    run(capsys, "import", "--data", data, *map(str, write_records(tmp_path / "in", {"a": long_game(2)})))
    backup = tmp_path / "backup.zip"
    code, out, _ = run(capsys, "backup", "--data", data, str(backup))
    assert code == 0 and "backed up 1 game" in out
    assert zipfile.ZipFile(backup).testzip() is None
    _, before, _ = run(capsys, "games", "--data", data, "--json")
    run(capsys, "import", "--data", data, *map(str, write_records(tmp_path / "in2", {"b": long_game(3)})))
    code, out, err = run(capsys, "restore", "--data", data, str(backup))
    assert code == 0, err
    assert "saved as" in out
    _, after, _ = run(capsys, "games", "--data", data, "--json")
    assert [g["id"] for g in json.loads(after)["games"]] == [g["id"] for g in json.loads(before)["games"]]
    saved = list((tmp_path / "data" / "backups").glob("before-restore-*.zip"))
    assert len(saved) == 1 and len([n for n in zipfile.ZipFile(saved[0]).namelist() if n.startswith("games/") and n.endswith(".json")]) == 2


def test_restoring_something_that_is_not_a_backup_changes_nothing(tmp_path, capsys):
    data = str(tmp_path / "data")
    run(capsys, "import", "--data", data, *map(str, write_records(tmp_path / "in", {"a": long_game(2)})))
    junk = tmp_path / "junk.zip"
    junk.write_bytes(b"PK\x03\x04 not really")
    code, out, err = run(capsys, "restore", "--data", data, str(junk))
    assert code == 2 and "not a Scorekeeper backup" in err and "Traceback" not in err
    _, out, _ = run(capsys, "games", "--data", data, "--json")
    assert len(json.loads(out)["games"]) == 1


def test_a_data_folder_from_a_newer_version_is_refused_by_every_command(tmp_path, capsys):
    data = tmp_path / "data"
    data.mkdir()
    (data / "scorekeeper.json").write_text(json.dumps({"meta": {"1": {"schema": 7}}}))
    for argv in (["games"], ["stats"], ["backup", str(tmp_path / "b.zip")], ["export", "--all", str(tmp_path / "o")]):
        code, out, err = run(capsys, argv[0], "--data", str(data), *argv[1:])
        assert code == 2 and "newer version" in err and err.count("\n") == 1, argv
    assert json.loads((data / "scorekeeper.json").read_text()) == {"meta": {"1": {"schema": 7}}}


def test_a_damaged_data_file_is_reported_on_stderr_and_the_command_goes_on(tmp_path, capsys):
    data = tmp_path / "data"
    run(capsys, "import", "--data", str(data), *map(str, write_records(tmp_path / "in", {"a": long_game(2)})))
    run(capsys, "games", "--data", str(data))
    (data / "scorekeeper.json").write_text("")
    code, out, err = run(capsys, "games", "--data", str(data))
    assert code == 0 and "note: The data file scorekeeper.json could not be read (the file is empty)" in err
    assert "a" in out


def test_the_data_folder_comes_from_the_environment_without_data(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("FLET_APP_STORAGE_DATA", raising=False)
    monkeypatch.setenv("SCOREKEEPER_DATA", str(tmp_path / "env"))
    run(capsys, "import", *map(str, write_records(tmp_path / "in", {"a": long_game(1)})))
    assert list((tmp_path / "env" / "games").glob("*.json"))


def test_data_given_to_the_main_command_reaches_the_store_commands(tmp_path, capsys):
    from scorekeeper.cli import main as scorekeeper_main

    files = write_records(tmp_path / "in", {"a": long_game(1)})
    assert scorekeeper_main(["--data", str(tmp_path / "d"), "import", *map(str, files)]) == 0
    assert scorekeeper_main(["games", "--data", str(tmp_path / "d"), "--json"]) == 0
    out = capsys.readouterr().out
    assert '"name": "a"' in out


def test_restoring_a_backup_of_the_previous_schema_upgrades_it(tmp_path, capsys):
    fixture = Path(__file__).parent / "fixtures" / "schema1" / "scorekeeper.json"
    backup = tmp_path / "old.zip"
    with zipfile.ZipFile(backup, "w") as zf:
        zf.writestr("manifest.json", json.dumps({"format": "scorekeeper-backup/1", "schema": 1}))
        zf.writestr("scorekeeper.json", fixture.read_text())
    data = str(tmp_path / "data")
    code, out, err = run(capsys, "restore", "--data", data, str(backup))
    assert code == 0, err
    assert "upgraded from version 1" in err
    assert len([line for line in err.splitlines() if "upgraded from version 1" in line]) == 1  # said once
    _, out, _ = run(capsys, "games", "--data", data, "--json")
    assert {g["name"] for g in json.loads(out)["games"]} == {"Dollars night", "29 at the club"}


def test_a_command_that_only_reads_makes_no_folder_at_a_mistyped_data_path(tmp_path, capsys):
    """``games``, ``stats`` and ``export`` with a mistyped ``--data`` made that folder and said "no games stored
    yet"; they make nothing now, ``games`` says there is no folder, and ``backup`` refuses in one line."""
    typo = tmp_path / "dta"
    assert run(capsys, "games", "--data", str(typo)) == (0, f"no data folder at {typo} yet: no games stored\n", "")
    assert run(capsys, "games", "--data", str(typo), "--json") == (0, '{\n "games": []\n}\n', "")
    assert run(capsys, "stats", "--data", str(typo)) == (0, "no games stored yet\n", "")
    assert run(capsys, "export", "--data", str(typo), "zzz") == (2, "", "scorekeeper: error: no game with id 'zzz'\n")
    assert run(capsys, "backup", "--data", str(typo), str(tmp_path / "b.zip")) == (
        2, "", f"scorekeeper: error: there is no data folder at {typo}: nothing to back up\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # nothing made, not even the backup
    data = str(tmp_path / "data")  # a command that writes still makes its folder
    run(capsys, "import", "--data", data, *map(str, write_records(tmp_path / "in", {"done": finished_game(4)})))
    assert (tmp_path / "data" / "games").is_dir()
