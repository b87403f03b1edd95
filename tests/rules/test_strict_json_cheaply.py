"""The score command reads a record at C speed and still finds every key given twice.

It counts the keys of the objects a record has where format 1 puts them and compares the
count with the colons of the text; any difference (a key given twice, a colon inside a name,
an object where none belongs) sends the text through the strict reader, whose messages
are the same as ever.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper import cli, jsonfile
from scorekeeper.rules.game_record import record_keys

from ..conftest import load_example


def score(tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    path = tmp_path / "record.json"
    path.write_text(text, encoding="utf-8")
    code = cli.main(["score", str(path), "--json"])
    out, err = capsys.readouterr()
    return code, out, err.strip().replace(str(path), "record.json")


def test_a_record_holds_as_many_colons_as_the_keys_counted_where_its_objects_are() -> None:
    record = load_example("dollars-made-then-set-back")
    text = json.dumps(record)
    assert record_keys(json.loads(text)) == text.count(":")


def test_a_key_given_twice_in_the_rules_is_found(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = json.dumps({**load_example("dollars-made-then-set-back"), "rules": {"target": 1000000}})
    text = text.replace('{"target": 1000000}', '{"target": 1000000, "target": 2000000}', 1)
    assert score(tmp_path, text, capsys) == (2, "", 'scorekeeper: record.json: "target" given twice in rules')


def test_a_key_given_twice_in_an_object_where_none_belongs_is_found_first(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = json.dumps(load_example("dollars-made-then-set-back"))
    text = text.replace('["A", 175000]', '{"player": "A", "player": "Z"}', 1)  # an object where a call belongs
    assert score(tmp_path, text, capsys) == (
        2, "", 'scorekeeper: record.json: "player" given twice in hand 1, call 1')


def test_a_colon_in_a_name_costs_the_strict_reading_but_scores_the_same(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = load_example("dollars-made-then-set-back")
    plain = score(tmp_path, json.dumps(record), capsys)
    text = json.dumps(record).replace('"A"', '"Ann: the dealer\'s left"')
    named = score(tmp_path, text, capsys)
    assert plain[0] == named[0] == 0
    assert json.loads(named[1])["totals"]["Ann: the dealer's left"] == json.loads(plain[1])["totals"]["A"]


def refusal(text: str, known_keys: jsonfile.KeyCount | None) -> str:
    with pytest.raises(jsonfile.UnreadableFile) as caught:
        jsonfile.parse_json(text, "record.json", known_keys)
    return str(caught.value)


@pytest.mark.parametrize("text, message", [
    ('{"rules": {"target": 1, "target": 2}, "hands": [}', '"target" given twice in one object'),
    ('{"rules": {"target": 1, "target": 2}, "hands": [NaN]}', '"target" given twice in rules'),
    ('{"format": 1, "format": 2, "hands": [}', "not JSON (line 1, column 38: a value is missing or is not JSON (text goes in double quotes; no comma after the "
     "last item))"),
    ('{"hands": [NaN], "hands": []}', "not JSON (NaN is not a number JSON allows)"),
])
def test_a_record_with_several_faults_is_refused_for_the_first_the_strict_reader_meets(text: str, message: str) -> None:
    assert refusal(text, record_keys) == refusal(text, None) == f"record.json: {message}"


def test_a_list_where_a_trick_belongs_does_not_hide_a_key_given_twice(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = load_example("dollars-made-then-set-back")
    record["hands"][0]["tricks"][0] = ["a", "b"]  # two items, but no keys: they cannot stand in for the lost key
    text = json.dumps(record).replace('"trump": ', '"trump": "red", "trump": ', 1)
    assert score(tmp_path, text, capsys) == (2, "", 'scorekeeper: record.json: "trump" given twice in hand 1')
