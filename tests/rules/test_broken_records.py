"""Broken records are refused by `scorekeeper score` with one line that says where and what.

Valid records (the worked examples and generated games) are broken at random
in one place; the command must exit 2, print nothing on standard output and
exactly one line on standard error, never a traceback, and for a break at a
known place the line names the hand and the call or trick.
"""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper import cli
from scorekeeper.rules import game_from_record, game_to_record, record_parts
from scorekeeper.rules.errors import RecordError

from ..conftest import example_names, load_example, load_expected
from .strategies import any_games, record_of, round_up

Broken = tuple[bytes, "str | None"]  # what the file holds, and what the message must contain
Break = Callable[[dict[str, Any], random.Random], "Broken | None"]

# Euchre's and Five Hundred's records have no amounts to raise: tests/rules/test_euchre_records.py and
# test_five_hundred_records.py break them their own way.
EXAMPLES = [load_example(name) for name in example_names() if not name.startswith(
    ("euchre-", "five-hundred-", "bid-euchre-", "bid-whist-", "pedro-"))]  # (their own tests break them in their words)
OK_RECORD = load_example("dollars-made-then-set-back")


def dump(record: Any) -> bytes:
    return json.dumps(record, ensure_ascii=False).encode("utf-8")


# -- reading a record as the breaker needs it -------------------------------------------------
def bid_rules(record: dict[str, Any]) -> tuple[int, int, int, int]:
    """(opening, step, unit, cap) of the record's auctions."""
    s = game_from_record(record).settings
    if record["game"] == "twenty-nine":
        return s["min_bid"], 1, 1, 29 if s["last_trick_point"] else 28
    if record["game"] == "pitch":  # 2 to 4, or to 5 (the smudge)
        return s["min_bid"], 1, 1, 4 if s["smudge"] == "off" else 5
    if record["game"] == "twenty-eight":
        return s["min_bid"], 1, 1, 28
    if record["game"] == "rook":  # bids in multiples of the step, at most the points in play and the bonus
        cap = s["max_bid"] if s["max_bid"] is not None else {"standard": 120, "kentucky": 180}[s["deck"]] + s["all_points_bonus"]
        return s["min_bid"], s["bid_step"], s["bid_step"], cap
    return s["opening_bid"], s["bid_step"], s["bid_unit"], s["max_bid"]


def calls(record: dict[str, Any], want: Callable[[list[Any], int, list[Any]], bool]) -> list[tuple[int, int]]:
    """(hand index, call index) of every call for which ``want(call, index, auction)`` holds."""
    out = []
    for h, hand in enumerate(record.get("hands", [])):
        auction = hand.get("auction") if isinstance(hand, dict) else None
        for c, call in enumerate(auction or []):
            if want(call, c, auction):
                out.append((h, c))
    return out


TRICKS_A_HAND = {3: 13, 4: 13, 6: 17, 8: 13}  # Make-a-Million by table size (rules 1.2: the cards each)


def trick_hands(record: dict[str, Any]) -> list[int]:
    """The hands whose tricks are all entered: one trick more is one too many (a hand still in play,
    13 of a six-player game's 17, may take it)."""
    if record["game"] != "make-a-million":
        return []
    full = TRICKS_A_HAND[len(record["players"])]
    return [h for h, hand in enumerate(record.get("hands", []))
            if isinstance(hand.get("tricks"), list) and len(hand["tricks"]) == full]


def at_call(h: int, c: int) -> str:
    return f"hand {h + 1}, call {c + 1}: "


def high_before(auction: list[Any], c: int) -> int | None:
    bids = [a for _, a in auction[:c] if a != "pass"]
    return bids[-1] if bids else None


# -- the breaks -------------------------------------------------------------------------------
def wrong_format(record: dict[str, Any], rnd: random.Random) -> Broken:
    record["format"] = rnd.choice(["scorekeeper-game/2", "", None, 1, "SCOREKEEPER-GAME/1"])
    return dump(record), "'format' must be"


def unknown_player_in_a_call(record: dict[str, Any], rnd: random.Random) -> Broken | None:
    places = calls(record, lambda call, c, a: True)
    if not places:
        return None
    h, c = rnd.choice(places)
    name = record["hands"][h]["auction"][c][0] = rnd.choice(["Nobody", "a", "Ghost of A", "No\nbody", "Tab\tbed"])
    return dump(record), at_call(h, c) + repr(name)[1:-1] + " is not at this table"


def call_out_of_turn(record: dict[str, Any], rnd: random.Random) -> Broken | None:
    places = calls(record, lambda call, c, a: True)
    if not places:
        return None
    h, c = rnd.choice(places)
    call = record["hands"][h]["auction"][c]
    call[0] = rnd.choice([p for p in record["players"] if p != call[0]])
    return dump(record), at_call(h, c)


def call_from_a_player_who_passed(record: dict[str, Any], rnd: random.Random) -> Broken | None:
    if record["game"] == "twenty-eight":  # a pass is not final there: a player who passed may bid again
        return None
    places = calls(record, lambda call, c, a: any(x[1] == "pass" for x in a[:c]))
    if not places:
        return None
    h, c = rnd.choice(places)
    auction = record["hands"][h]["auction"]
    who = rnd.choice([p for p, a in auction[:c] if a == "pass"])
    auction[c][0] = who
    return dump(record), at_call(h, c) + f"{who} has already passed"


def bid_below_the_lowest_raise(record: dict[str, Any], rnd: random.Random) -> Broken | None:
    if record["game"] in ("pitch", "twenty-eight"):  # their own wording (the dealer's privilege, over a partner):
        return None  # tests/rules/test_pitch.py and test_twenty_eight.py quote it
    places = calls(record, lambda call, c, a: call[1] != "pass")
    if not places:
        return None
    opening, step, unit, _ = bid_rules(record)
    h, c = rnd.choice(places)
    auction = record["hands"][h]["auction"]
    high = high_before(auction, c)
    low = round_up(opening if high is None else high + step, unit)
    amount = low - unit * rnd.choice([1, 1, 2])
    if amount <= 0:
        return None
    auction[c][1] = amount
    what = "the opening bid is at least" if high is None else "the lowest raise is"
    return dump(record), at_call(h, c) + f"{auction[c][0]} bid {amount} but {what} {low}"


def bid_off_the_unit(record: dict[str, Any], rnd: random.Random) -> Broken | None:
    if record["game"] != "make-a-million":
        return None
    places = calls(record, lambda call, c, a: call[1] != "pass")
    if not places:
        return None
    h, c = rnd.choice(places)
    call = record["hands"][h]["auction"][c]
    call[1] += rnd.choice([2500, 1000, 1, -1])
    return dump(record), at_call(h, c) + f"{call[0]} bid {call[1]} but bids go in steps of 5000"


def bid_above_the_cap(record: dict[str, Any], rnd: random.Random) -> Broken | None:
    places = calls(record, lambda call, c, a: call[1] != "pass")
    if not places:
        return None
    _, _, unit, cap = bid_rules(record)
    h, c = rnd.choice(places)
    call = record["hands"][h]["auction"][c]
    call[1] = cap + unit * rnd.choice([1, 2, 100])
    return dump(record), at_call(h, c) + f"{call[0]} bid {call[1]} but no bid may be above {cap}"


def money_that_does_not_add_up(record: dict[str, Any], rnd: random.Random) -> Broken | None:
    hands = [h for h in trick_hands(record) if any(t["money"] for t in record["hands"][h]["tricks"])]
    if not hands:
        return None
    h = rnd.choice(hands)
    tricks = record["hands"][h]["tricks"]
    rnd.choice([t for t in tricks if t["money"]])["money"].pop()
    return dump(record), f"hand {h + 1}, trick {len(tricks)}: the Money cards add up to"


def a_fourteenth_trick(record: dict[str, Any], rnd: random.Random) -> Broken | None:
    hands = trick_hands(record)
    if not hands:
        return None
    h = rnd.choice(hands)
    tricks = record["hands"][h]["tricks"]
    tricks.append({"winner": record["players"][0], "money": rnd.choice([[], [5000]])})
    return dump(record), f"hand {h + 1}, trick {len(tricks)}: "


def a_bad_card_value(record: dict[str, Any], rnd: random.Random) -> Broken | None:
    places = [(h, t) for h in trick_hands(record) for t, trick in enumerate(record["hands"][h]["tricks"])
              if trick["money"]]
    if not places:
        return None
    h, t = rnd.choice(places)
    money = record["hands"][h]["tricks"][t]["money"]
    money[rnd.randrange(len(money))] = rnd.choice([20000, "x", True, None, 5000.5, -5000, [5000], {"v": 1}, 0])
    return dump(record), f"hand {h + 1}, trick {t + 1}: "


def an_unknown_key(record: dict[str, Any], rnd: random.Random) -> Broken:
    key = rnd.choice(["colour", "Tricks", "notes", ""])
    places: list[tuple[dict[str, Any], str | None]] = [(record, None)]
    for h, hand in enumerate(record["hands"]):
        places.append((hand, f"hand {h + 1}: "))
        for t, trick in enumerate(hand.get("tricks", []) if isinstance(hand.get("tricks"), list) else []):
            if isinstance(trick, dict):  # a trick given as its winner alone (Spades) has no keys to add to
                places.append((trick, f"hand {h + 1}, trick {t + 1}: "))
    where, expected = rnd.choice(places)
    where[key] = 1
    return dump(record), expected if expected is not None else "unknown keys"


def an_auction_that_is_not_a_list(record: dict[str, Any], rnd: random.Random) -> Broken | None:
    hands = [h for h, hand in enumerate(record["hands"]) if "auction" in hand]
    if not hands:
        return None
    h = rnd.choice(hands)
    record["hands"][h]["auction"] = rnd.choice(["A 175000", {"A": 175000}, 175000, None])
    return dump(record), f"hand {h + 1}: 'auction' must be a list"


def a_hand_after_the_game_was_won(record: dict[str, Any], rnd: random.Random) -> Broken | None:
    game = game_from_record(record)
    if game.table.winner is None or not record["hands"]:
        return None
    record["hands"].append(copy.deepcopy(rnd.choice(record["hands"])))
    return dump(record), f"hand {len(record['hands'])}: the game was already over"


def an_incomplete_hand_followed_by_another(record: dict[str, Any], rnd: random.Random) -> Broken | None:
    hands = [h for h, hand in enumerate(record["hands"][:-1]) if hand.get("tricks") or hand.get("counts")]
    if not hands:
        return None
    h = rnd.choice(hands)
    hand = record["hands"][h]
    hand.pop("nest", None)  # (Rook) a hand cut short has not come to its nest yet
    if isinstance(hand.get("tricks"), list) and hand["tricks"] and rnd.random() < 0.7:
        del hand["tricks"][rnd.randrange(len(hand["tricks"]))]
        if not hand["tricks"]:
            del hand["tricks"]
    else:
        hand.pop("tricks", None)
        hand.pop("counts", None)
    return dump(record), f"hand {h + 1}: the hand is incomplete"


def non_json_bytes(record: dict[str, Any], rnd: random.Random) -> Broken:
    text = dump(record)
    return rnd.choice([
        b"\xff\xfe\x00garbage", text[: len(text) // 2], text + b"}", b"{'format': 1}", b"\x89PNG\r\n\x1a\n",
        text.replace(b"\"", b"'", 1), b"NaN NaN", bytes(rnd.randrange(256) for _ in range(40)),
    ]), None


def an_empty_file(record: dict[str, Any], rnd: random.Random) -> Broken:
    return rnd.choice([b"", b"   \n", b"\n"]), "not JSON"


def a_json_array(record: dict[str, Any], rnd: random.Random) -> Broken:
    return dump(rnd.choice([[record], [], [1, 2]])), "a game record must be an object"


BREAKS: dict[str, Break] = {f.__name__: f for f in [
    wrong_format, unknown_player_in_a_call, call_out_of_turn, call_from_a_player_who_passed,
    bid_below_the_lowest_raise, bid_off_the_unit, bid_above_the_cap, money_that_does_not_add_up,
    a_fourteenth_trick, a_bad_card_value, an_unknown_key, an_auction_that_is_not_a_list,
    a_hand_after_the_game_was_won, an_incomplete_hand_followed_by_another, non_json_bytes, an_empty_file,
    a_json_array,
]}


def breaks_of(record: dict[str, Any], seed: int) -> dict[str, Broken]:
    out = {}
    for name, brk in BREAKS.items():
        broken = brk(copy.deepcopy(record), random.Random(seed))
        if broken is not None:
            out[name] = broken
    return out


def check_refusal(code: int, out: str, err: str, expected: str | None) -> None:
    assert code == 2, (code, out, err)
    assert out == ""
    assert "Traceback" not in err
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert err.startswith("scorekeeper: ")
    if expected is not None:
        assert expected in err, (expected, err)


# -- in process, at random --------------------------------------------------------------------
records = st.one_of(st.sampled_from(EXAMPLES),
                    any_games().filter(lambda g: g.game.table.hands).map(lambda g: game_to_record(g.game)))


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("broken")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(record=records, seed=st.integers(0, 2**32 - 1), data=st.data())
def test_a_broken_record_is_refused_with_one_line_naming_the_place(
        record: dict[str, Any], seed: int, data: st.DataObject, folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game_from_record(record)  # the record was valid before it was broken
    options = breaks_of(record, seed)
    name = data.draw(st.sampled_from(sorted(options)), label="break")
    payload, expected = options[name]
    path = folder / "record.json"
    path.write_bytes(payload)
    capsys.readouterr()
    code = cli.main(["score", str(path), *data.draw(st.sampled_from([["--json"], []]), label="flags")])
    out, err = capsys.readouterr()
    check_refusal(code, out, err, expected)


def test_every_break_applies_to_some_generated_record() -> None:
    seen: set[str] = set()
    rnd = random.Random(7)
    for i in range(60):
        record = record_of(rnd, rnd.choice(["make-a-million", "make-a-million", "twenty-nine", "exact-bid"]),
                           hands=rnd.randint(2, 8))
        seen |= set(breaks_of(record, i))
    assert seen == set(BREAKS)


# -- whole processes, a bounded number --------------------------------------------------------
def run_score(path: Path, *flags: str) -> tuple[int, str, str]:
    done = subprocess.run([sys.executable, "-m", "scorekeeper", "score", str(path), *flags],
                          capture_output=True, text=True, encoding="utf-8", timeout=60)
    return done.returncode, done.stdout, done.stderr


def subprocess_cases() -> list[tuple[str, bytes, str | None]]:
    """One break of each kind (and a few more), from fixed seeds: ~20 processes."""
    rnd = random.Random(2024)
    cases: list[tuple[str, bytes, str | None]] = []
    pool = [*EXAMPLES, *(record_of(rnd, "make-a-million", hands=6) for _ in range(6)),
            record_of(rnd, "twenty-nine", hands=8)]
    for name in BREAKS:
        for seed, record in enumerate(pool):
            broken = BREAKS[name](copy.deepcopy(record), random.Random(seed))
            if broken is not None:
                cases.append((name, *broken))
                break
    cases.append(("a directory", b"", None))
    cases.append(("a missing file", b"", None))
    return cases


@pytest.mark.parametrize("name,payload,expected", [pytest.param(*case, id=case[0]) for case in subprocess_cases()])
def test_the_command_refuses_a_broken_record_with_exit_2_and_one_line(
        name: str, payload: bytes, expected: str | None, tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    if name == "a directory":
        path = tmp_path
    elif name != "a missing file":
        path.write_bytes(payload)
    check_refusal(*run_score(path, "--json"), expected)


def test_the_spec_example_message_names_hand_1_call_4_and_prints_amounts_without_grouping(tmp_path: Path) -> None:
    record = {"format": "scorekeeper-game/1", "game": "make-a-million", "players": ["A", "Z", "B", "Y"],
              "dealer": "Z", "hands": [{"auction": [["B", 175000], ["Y", 190000], ["A", 210000], ["Z", 215000]]}]}
    path = tmp_path / "record.json"
    path.write_bytes(dump(record))
    code, out, err = run_score(path, "--json")
    check_refusal(code, out, err, "hand 1, call 4: Z bid 215000 but the lowest raise is 220000")


def test_a_valid_record_still_scores_in_a_whole_process(tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(dump(OK_RECORD))
    code, out, err = run_score(path, "--json")
    assert (code, err) == (0, "")
    assert json.loads(out) == load_expected("dollars-made-then-set-back")


def test_a_player_name_with_a_lone_surrogate_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(OK_RECORD).replace('"A"', '"\\ud800"'), encoding="utf-8")
    code = cli.main(["score", str(path), "--json"])
    out, err = capsys.readouterr()
    check_refusal(code, out, err, "is not valid text")


@pytest.mark.parametrize("payload", [b"[" * 100_000 + b"]" * 100_000, b'{"format": ' + b"1" * 5000 + b"}"],
                         ids=["deeply nested", "a 5000-digit number"])
def test_json_that_python_cannot_read_is_refused_without_a_traceback(
        payload: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(payload)
    try:
        code = cli.main(["score", str(path), "--json"])
    except (RecursionError, ValueError) as err:
        pytest.fail(f"traceback: {type(err).__name__}")
    out, err = capsys.readouterr()
    check_refusal(code, out, err, None)


@pytest.mark.parametrize(("read", "value", "message"), [
    (lambda v: record_parts.expect_object(v, "a hand"), [1], "a hand must be an object; got [1]"),
    (lambda v: record_parts.expect_list(v, "'tricks'", "hand 2"), "x", "hand 2: 'tricks' must be a list; got \"x\""),
    (lambda v: record_parts.expect_str(v, "'winner'"), 7, "'winner' must be text; got 7"),
    (lambda v: record_parts.expect_int(v, "'points'"), True, "'points' must be a whole number; got true"),
    (lambda v: record_parts.expect(v, (dict, list), "'tricks'"), 5, "'tricks' must be an object or a list; got 5"),
    (lambda v: record_parts.expect(v, str, "'trump'"), None, "'trump' must be text; got null"),
])
def test_a_record_reader_says_what_the_value_had_to_be(read: Callable[[object], object], value: object,
                                                       message: str) -> None:
    """The typed readers of a record's JSON refuse a wrong type with the record's one-line message."""
    with pytest.raises(RecordError) as refused:
        read(value)
    assert str(refused.value) == message


def test_a_record_reader_hands_back_what_it_checked() -> None:
    assert record_parts.expect_object({"a": 1}, "x") == {"a": 1}
    assert record_parts.expect_list([1, "b"], "x") == [1, "b"]
    assert record_parts.expect(["c"], (dict, list), "x") == ["c"]
