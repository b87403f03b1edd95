"""Hostile records and files: refused at once with one line, never a traceback, never a hang.

Every field of every game's record is given every wrong JSON type in turn; the
reader must answer with a RuleError (a RecordError for a wrong shape) and
nothing else.  Files that are not regular files, too large, or not strict JSON
are refused by the command with exit 2.
"""

from __future__ import annotations

import copy
import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

import pytest

from scorekeeper import cli, jsonfile, limits
from scorekeeper.rules import RuleError, game_from_record
from scorekeeper.games.make_a_million import EDITIONS

from ..conftest import example_names, load_example
from .strategies import record_of

ROOT = Path(__file__).resolve().parents[2]

# One value of every JSON type (and a few that are the right type but absurd).
WRONG_VALUES: list[Any] = [None, True, 0, -1, 10**30, 1.5, "", "x\x1by", [], [None], [[1, 2]], {}, {"a": 1}]


def records() -> list[tuple[str, dict[str, Any]]]:
    """The worked examples and a generated record of each game, counts and misdeals included."""
    rnd = random.Random(29)
    found = [(name, load_example(name)) for name in example_names()]
    for kind in ("make-a-million", "make-a-million", "twenty-nine", "exact-bid"):
        found.append((f"generated {kind}", record_of(rnd, kind, hands=5)))
    for kind in ("make-a-million", "twenty-nine", "exact-bid"):  # every setting written out
        record = record_of(rnd, kind, hands=1)
        settings = dict(game_from_record(record).settings)
        if "colors" in settings:
            settings["colors"] = list(EDITIONS[settings["edition"]].colors)
        found.append((f"every setting of {kind}", {**record, "rules": settings}))
    return found


def paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a JSON document: each key's value and each list item, at every depth."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield (*path, key)
            yield from paths(inner, (*path, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield (*path, index)
            yield from paths(inner, (*path, index))


def with_value(record: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    """The record with one place changed: only the objects and lists on the way to it are copied, every other
    part is the record's own (a deep copy of the whole record for each of its thousands of trials was a third
    of this test's CPU); the test holds the record unchanged after the reader has seen every variant."""
    if not path:
        return value  # type: ignore[no-any-return]
    changed = copy.copy(record)
    changed[path[0]] = with_value(record[path[0]], path[1:], value)
    return changed


@pytest.mark.parametrize("name,record", records(), ids=[name for name, _ in records()])
def test_every_field_given_every_wrong_type_is_refused_as_a_rule_or_record_error(name: str, record: dict) -> None:
    as_given = copy.deepcopy(record)
    game_from_record(record)  # valid as it stands
    tried = 0
    for path in paths(record):
        for value in WRONG_VALUES:
            tried += 1
            try:
                game_from_record(with_value(record, path, value))
            except RuleError as err:
                assert "\n" not in str(err)
            except Exception as err:  # noqa: BLE001 - the point of the test
                pytest.fail(f"{name}: {'/'.join(map(str, path))} = {value!r} raised {type(err).__name__}: {err}")
    assert tried > 100
    assert record == as_given  # no variant changed the parts it shares with the record


def test_a_bull_bear_entry_that_is_an_object_names_the_hand_and_trick() -> None:
    record = load_example("dollars-made-then-set-back")
    record["hands"][0]["tricks"][1]["bull_bear"] = [{"card": "bull"}]
    with pytest.raises(RuleError) as caught:
        game_from_record(record)
    assert str(caught.value).startswith("hand 1, trick 2: ")
    assert "bull" in str(caught.value)


# -- names --------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["A\x1b", "A\nB", "\u202eA", "A\x00"])
def test_a_player_name_with_a_control_character_is_refused_with_the_reason(name: str) -> None:
    record = load_example("dollars-made-then-set-back")
    record["players"][0] = name
    with pytest.raises(RuleError) as caught:
        game_from_record(record)
    assert str(caught.value) == f"player name {name!r} holds a control character; names are plain text"


def test_the_error_line_never_carries_a_raw_escape_character(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = load_example("dollars-made-then-set-back")
    record["hands"][0]["tricks"][0]["winner"] = "\x1b[31mQ\u202e"
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code = cli.main(["score", str(path)])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert "\x1b" not in err and "\u202e" not in err
    assert err.startswith("scorekeeper: hand 1, trick 1: the winner \\x1b[31mQ\\u202e is not at this table")


# -- strict JSON ----------------------------------------------------------------------------------
def refusal(tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str]) -> str:
    path = tmp_path / "record.json"
    path.write_text(text, encoding="utf-8")
    code = cli.main(["score", str(path), "--json"])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert err.count("\n") == 1
    return err.strip()


def test_a_key_given_twice_at_the_top_is_refused_saying_which(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = json.dumps(load_example("dollars-made-then-set-back"))
    text = text[:-1] + ', "hands": []}'
    assert refusal(tmp_path, text, capsys).endswith('record.json: "hands" given twice in the record')


def test_a_key_given_twice_in_a_trick_names_the_hand_and_trick(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = load_example("dollars-made-then-set-back")
    text = json.dumps(record)
    tricks = record["hands"][0]["tricks"]
    third, doubled = json.dumps(tricks[2]), '{"winner": "B", ' + json.dumps(tricks[2])[1:]
    text = text.replace(json.dumps(tricks), json.dumps(tricks).replace(third, doubled, 1), 1)
    assert refusal(tmp_path, text, capsys).endswith('"winner" given twice in hand 1, trick 3')


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_refused(constant: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = json.dumps(load_example("dollars-made-then-set-back")).replace("175000", constant, 1)
    assert refusal(tmp_path, text, capsys).endswith(f"not JSON ({constant} is not a number JSON allows)")


# -- files that are not records --------------------------------------------------------------------
def run_score(target: str, timeout: float = 10, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "scorekeeper", "score", target, "--json"], cwd=ROOT,
                          input=None if stdin is None else stdin.decode("latin-1"), capture_output=True,
                          text=True, encoding="latin-1", timeout=timeout)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_without_a_writer_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)
    done = run_score(str(fifo))  # the timeout is the safety net: a blocked open would hang
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"scorekeeper: {fifo}: is a pipe (FIFO), not a regular file; give the path of a saved record\n"


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_dev_zero_is_refused_at_once() -> None:
    done = run_score("/dev/zero")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "scorekeeper: /dev/zero: is a device, not a regular file; give the path of a saved record\n"


def test_a_folder_is_refused(tmp_path: Path) -> None:
    done = run_score(str(tmp_path))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"scorekeeper: {tmp_path}: is a folder, not a game record\n"


def test_a_file_over_the_cap_is_refused_before_it_is_parsed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "MAX_RECORD_BYTES", 1000)
    path = tmp_path / "big.json"
    path.write_text(json.dumps({"pad": "x" * 1001}), encoding="utf-8")
    with pytest.raises(jsonfile.UnreadableFile) as caught:
        jsonfile.read_json(str(path))
    assert str(caught.value).endswith("big.json: larger than 0 MiB; a game record is far smaller")


def test_standard_input_has_the_same_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "MAX_RECORD_BYTES", 1000)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"[" + b"0," * 600 + b"0]")))
    with pytest.raises(jsonfile.UnreadableFile) as caught:
        jsonfile.read_json("-")
    assert str(caught.value) == "standard input: larger than 0 MiB; a game record is far smaller"


def test_the_cap_leaves_room_for_a_5000_hand_record() -> None:
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        from bench_score import long_record
    finally:
        sys.path.remove(str(ROOT / "bench"))
    size = len(json.dumps(long_record(5000)).encode("utf-8"))
    assert size < limits.caps_for(small=True).record < limits.caps_for(small=False).record


def test_a_record_on_standard_input_still_scores() -> None:
    record = json.dumps(load_example("dollars-made-then-set-back")).encode("utf-8")
    done = run_score("-", stdin=record)
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout)["totals"]


# -- stored games and events (the app's own files may be damaged too) --------------------------------
def same_shape(value: Any, sample: Any) -> bool:
    """Whether ``value`` has the JSON types of ``sample`` (lists: every item like the sample's first)."""
    if type(value) is not type(sample):
        return False
    if isinstance(sample, list):
        return all(same_shape(v, sample[0]) for v in value)
    return True


# A stored value of each field type an event may declare (rules.events: what the type is said as).
SAMPLE_OF_TYPE: dict[str, Any] = {"text": "A", "a whole number": 4, "a whole number or null": 4,
                                  "a list of names": ["A"], "a list of whole numbers": [5000],
                                  "a list of [player, number] pairs": [["A", 1]]}


def test_every_field_of_every_stored_event_given_a_wrong_type_is_a_record_error() -> None:
    """Each field's sample follows its declared type, not its name: any installed game's events are tried."""
    from scorekeeper.rules import RecordError, event_from_dict, event_to_dict
    from scorekeeper.rules.events import field_checks, registered
    from scorekeeper.rules.registry import games

    games()  # every game registers its own events as it loads
    checked = 0
    for kind, cls in registered().items():
        said = {name: check[1] for name, check in field_checks(cls).items()}
        samples = {name: SAMPLE_OF_TYPE[said[name]] for name in cls._fields}
        good = {"type": kind, **samples}
        assert event_to_dict(event_from_dict(good)) == good
        for name in cls._fields:
            for value in WRONG_VALUES + [[["A", "x"]], [[1, 1]], ["A"]]:
                if same_shape(value, samples[name]) or (value is None and said[name] == "a whole number or null"):
                    continue  # the right types: the rules judge the values
                try:
                    event_from_dict({**good, name: value})
                except RecordError as err:
                    assert f"the {name} of a {kind} event must be {said[name]}" in str(err), str(err)
                    checked += 1
                else:
                    raise AssertionError(f"{kind}.{name} = {value!r} was accepted")
    assert checked > 150


@pytest.mark.parametrize("data", [None, [], {"type": ["bid"]}, {"type": {"a": 1}}, {"type": "nope"},
                                  {"type": "bid", "player": "A"}, {"type": "pass", "player": "A", "x": 1}])
def test_a_stored_event_of_the_wrong_shape_is_a_record_error(data: Any) -> None:
    from scorekeeper.rules import RecordError, event_from_dict

    with pytest.raises(RecordError):
        event_from_dict(data)


@pytest.mark.parametrize("data", [{}, {"kind": 1, "players": ["A", "B"], "dealer": "A"},
                                  {"kind": "exact-bid", "players": "AB", "dealer": "A"},
                                  {"kind": "exact-bid", "players": ["A", "B"], "dealer": "A", "settings": []},
                                  {"kind": "exact-bid", "players": ["A", "B"], "dealer": "A", "events": {}},
                                  {"kind": "exact-bid", "players": ["A", "B"], "dealer": "A",
                                   "events": [{"type": "bids", "bids": [["A", "1"], ["B", 0]]}]}])
def test_a_damaged_stored_game_is_refused_as_a_record_error(data: dict) -> None:
    from scorekeeper.rules import Game, RecordError

    with pytest.raises(RecordError):
        Game.from_dict(data)


def test_every_registered_event_has_every_field_type_checked() -> None:
    """Each event's field checks come from its fields' declared types, so no field of any game's event goes unchecked."""
    from scorekeeper.rules.events import field_checks, registered
    from scorekeeper.rules.registry import games

    games()
    events = registered()  # (with those of any other game a test installed)
    assert sorted(k for k, cls in events.items() if cls.__module__.startswith("scorekeeper.")) == [
        "bid", "bid_euchre_trick", "bids", "blind_nil", "called_card", "card_points_trick", "counts", "discard", "double_called",
        "euchre_thrown_in", "euchre_trick", "euchre_trump", "euchre_turn_up", "five_hundred_bid",
        "five_hundred_trick", "misdeal", "pair_shown", "partners", "pass", "pedro_cards", "pitch_all_tricks",
        "pitch_no_point", "pitch_point", "pitch_sweep", "points_trick", "redouble_called", "rook_nest", "rook_trick",
        "royals", "seven_up_beg", "seven_up_jack_turned", "seven_up_no_point", "seven_up_point", "sixty_six_closed",
        "sixty_six_deal", "sixty_six_marriage", "spades_bid", "spades_trick", "trick", "tricks", "trump", "whist_bid", "whist_direction"]
    unchecked = sorted(f"{kind}.{name}" for kind, cls in events.items() for name in cls._fields
                       if name not in field_checks(cls))
    assert unchecked == []


def test_an_event_field_of_a_type_no_record_can_hold_is_refused_when_the_event_is_declared() -> None:
    from typing import NamedTuple

    from scorekeeper.rules.events import fact

    with pytest.raises(TypeError, match="the field 'when' of the 'stamped' event is <class 'float'>"):
        @fact("stamped")
        class Stamped(NamedTuple):
            when: float


def test_two_event_classes_asking_for_one_name_in_json_are_refused() -> None:
    from typing import NamedTuple

    from scorekeeper.rules.events import EventTypeClash, fact

    with pytest.raises(EventTypeClash, match="the event type 'trick' is already "
                                             "scorekeeper.games.make_a_million.events.TrickTaken's"):
        @fact("trick")
        class OtherTrick(NamedTuple):
            winner: str
