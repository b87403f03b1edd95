"""Files a hurried or hostile user hands the command line (``score``, ``import``): each gets one line that says
what is wrong in the reader's words, or, for a record Windows Notepad saved with a byte-order mark, its scores.
In-process: ``main`` with the arguments, the output read from capsys."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.cli import main

EXAMPLES = Path(__file__).resolve().parent / "examples"
PEDRO = EXAMPLES / "pedro-difference-scoring.json"


def refusal(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(list(argv)) == 2
    out, err = capsys.readouterr()
    assert out == ""
    return err


def test_a_record_saved_with_a_byte_order_mark_is_scored(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with_mark = tmp_path / "notepad.json"
    with_mark.write_bytes(b"\xef\xbb\xbf" + PEDRO.read_bytes())
    assert main(["score", str(with_mark), "--json"]) == 0
    plain = capsys.readouterr().out
    assert main(["score", str(PEDRO), "--json"]) == 0
    assert plain == capsys.readouterr().out
    assert plain.endswith('"totals": {"Ann": 0, "Bob": 23, "Cat": 0, "Dan": 23}, "winner": ["Bob", "Dan"]}\n')


def test_a_record_with_a_byte_order_mark_is_imported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with_mark = tmp_path / "notepad.json"
    with_mark.write_bytes(b"\xef\xbb\xbf" + PEDRO.read_bytes())
    assert main(["import", "--data", str(tmp_path / "data"), str(with_mark)]) == 0
    assert ": " + str(with_mark) + " (pedro, Ann, Bob, Cat, Dan, 4 hands)\n" in capsys.readouterr().out


@pytest.mark.parametrize("content", [b"", b"  \n"])
def test_an_empty_file_is_called_empty(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes) -> None:
    empty = tmp_path / "empty.json"
    empty.write_bytes(content)
    data = tmp_path / "data"
    assert main(["import", "--data", str(data), str(PEDRO)]) == 0
    capsys.readouterr()
    stored = {path.name: path.read_bytes() for path in data.iterdir() if path.is_file()}
    assert refusal(capsys, "score", str(empty)) == (
        f"scorekeeper: {empty}: not JSON (it is empty; a game record is one JSON object)\n")
    assert refusal(capsys, "import", "--data", str(tmp_path / "data"), str(empty)) == (
        f"scorekeeper: error: {empty}: not JSON (it is empty; a game record is one JSON object)\n"
        "scorekeeper: nothing was imported\n")
    assert {path.name: path.read_bytes() for path in data.iterdir() if path.is_file()} == stored


def test_a_number_too_long_to_read_is_named_by_its_length(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    huge = tmp_path / "huge.json"
    huge.write_text(PEDRO.read_text().replace('"target": 21', '"target": ' + "9" * 5000))
    assert refusal(capsys, "score", str(huge)) == (
        f"scorekeeper: {huge}: not a game record (a number 5000 digits long; no score is that long)\n")


def stored_files(data: Path) -> dict[str, bytes]:
    return {str(path.relative_to(data)): path.read_bytes() for path in sorted(data.rglob("*")) if path.is_file()}


@pytest.mark.parametrize("content", [b"", b'{"format": "scorekeeper-game/1"', b"\x89PNG\r\n\x1a\n" + bytes(range(256))])
def test_restoring_a_file_that_is_not_a_zip_says_what_a_backup_is(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                  content: bytes) -> None:
    data = tmp_path / "data"
    assert main(["import", "--data", str(data), str(PEDRO)]) == 0
    assert main(["games", "--data", str(data)]) == 0  # the next open's backup of the day (backups/auto-*.zip)
    capsys.readouterr()
    before = stored_files(data)
    notes = tmp_path / "notes.json"
    notes.write_bytes(content)
    assert refusal(capsys, "restore", "--data", str(data), str(notes)) == (
        "scorekeeper: error: notes.json is not a Scorekeeper backup (not a zip file; a backup is the .zip that "
        "`scorekeeper backup` writes); nothing was changed\n")
    assert stored_files(data) == before


def test_restoring_a_folder_does_not_call_it_a_game_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "backups"
    folder.mkdir()
    assert refusal(capsys, "restore", "--data", str(tmp_path / "data"), str(folder)) == (
        f"scorekeeper: error: {folder} is a folder; give the path of a backup (a .zip file); nothing was changed\n")


@pytest.mark.parametrize(("asked", "said"), [
    ("Anne", "no player called 'Anne'; did you mean 'Ann'?"),
    ("dna", "no player called 'dna'; did you mean 'Dan'?"),
    ("Zed", "no player called 'Zed'; the players are: Ann, Bob, Cat, Dan"),
])
def test_stats_for_a_player_nobody_has_names_who_there_is(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          asked: str, said: str) -> None:
    data = tmp_path / "data"
    assert main(["import", "--data", str(data), str(PEDRO)]) == 0
    capsys.readouterr()
    assert refusal(capsys, "stats", "--data", str(data), "--player", asked) == f"scorekeeper: error: {said}\n"


def test_stats_for_a_player_in_an_empty_folder_says_nobody_is_stored(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert refusal(capsys, "stats", "--data", str(tmp_path), "--player", "Ann") == (
        "scorekeeper: error: no player called 'Ann': no players are stored yet\n")


def test_a_data_folder_that_is_a_link_to_nothing_says_where_it_points(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    link = tmp_path / "scores"
    link.symlink_to(tmp_path / "gone")
    said = (f"scorekeeper: error: the data folder {link} is a link to {tmp_path / 'gone'}, which does not exist; "
            "make that folder or give another\n")
    assert refusal(capsys, "stats", "--data", str(link)) == said
    assert refusal(capsys, "import", "--data", str(link), str(PEDRO)) == said
    assert not (tmp_path / "gone").exists()


@pytest.mark.parametrize("written", ["pedro", "Pedro", "PEDRO", " pedro "])
def test_stats_reads_a_game_kind_written_in_capitals(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     written: str) -> None:
    data = tmp_path / "data"
    assert main(["import", "--data", str(data), str(PEDRO)]) == 0
    capsys.readouterr()
    assert main(["stats", "--data", str(data), "--game", written]) == 0
    assert capsys.readouterr().out.splitlines()[7:12] == [
        "  Bob: 1 game, 1 won", "    Pedro (Cinch)", "      games 1 played, 1 finished, 1 won",
        "      bids 1, made 1 (100%), average winning bid 7, largest set-back –",
        "      points taken 25, Pedros won 0"]


def test_stats_reads_a_game_kind_written_as_its_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"
    seven_up = EXAMPLES / "seven-up-three-players-out-in-points-order.json"
    assert main(["import", "--data", str(data), str(seven_up)]) == 0
    capsys.readouterr()
    assert main(["stats", "--data", str(data), "--game", "Seven Up", "--json"]) == 0
    assert main(["stats", "--data", str(data), "--game", "seven-up", "--json"]) == 0
    by_name, by_kind = capsys.readouterr().out.split("\n}\n")[:2]
    assert by_name == by_kind
    assert '"seven_up_points": 7' in by_name



def test_a_record_without_a_format_says_it_has_none(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "record.json").write_bytes(b"{}")
    assert refusal(capsys, "score", str(tmp_path / "record.json")) == (
        "scorekeeper: 'format' must be 'scorekeeper-game/1'; the record has no 'format'\n")


@pytest.mark.parametrize("text, fault", [
    ('{"format": 1,\n  "kind": "pedro"\n  "players": []}', "line 3, column 3: a ',' is missing"),
    ('{"format" 1}', "line 1, column 11: a ':' is missing after the key"),
    ("{'format': 1}", "line 1, column 2: a key in double quotes is expected"),
    ('{"kind": "pedro}', "line 1, column 10: this text is never closed with a '\"'"),
    ('{"kind": "ped\nro"}', "line 1, column 14: a line break or tab inside text (write \\n or \\t)"),
    ('{"kind": "C:\\ped"}', "line 1, column 13: a backslash that JSON does not allow here (write \\\\ for one backslash)"),
    ('{"kind": "\\u12"}', "line 1, column 12: a \\u escape needs four hex digits"),
    ('{"format": 1} {}', "line 1, column 15: more text after the end (a record is one JSON object)"),
    ('{"format": tru}', "line 1, column 12: a value is missing or is not JSON (text goes in double quotes; no comma "
                        "after the last item)"),
])
def test_a_json_syntax_error_is_said_in_words_with_its_line_and_column(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, fault: str) -> None:
    """Python's English ("Expecting ',' delimiter: line 3 column 3") is said as what is wrong, where."""
    broken = tmp_path / "typed.json"
    broken.write_text(text, encoding="utf-8")
    assert refusal(capsys, "score", str(broken)) == f"scorekeeper: {broken}: not JSON ({fault})\n"
    assert refusal(capsys, "import", "--data", str(tmp_path / "data"), str(broken)) == (
        f"scorekeeper: error: {broken}: not JSON ({fault})\nscorekeeper: nothing was imported\n")

