"""Make-a-Million's fused scorer (``fast_score``) gives the replay's report, byte for byte, or declines.

``score --json`` takes the fused path whenever it answers, so a report it got wrong, or a record it
scored that the replay refuses, would reach a user: here every generated record, valid (every
setting, every kind of hand, games won and games in progress) or broken (a value changed, a key
dropped, a call or trick added or lost), is scored both ways.
"""

from __future__ import annotations

import copy
import importlib.util
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from scorekeeper import cli
from scorekeeper.rules import RuleError, game_from_record, game_to_record, score_report
from scorekeeper.rules.game_record import fused_report

from tests.rules.strategies import million_games, seeds

ROOT = Path(__file__).resolve().parents[1]
PROPERTY = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# What a broken record puts where a value was: names, amounts, cards, and every JSON kind of the wrong sort.
ODD_VALUES: list[Any] = ["A", "Z", "B", "Y", "C", "dummy", "pass", "bull", "bear", "red", "none", "rouge", 0, -5000,
                         5000, 10000, 40000, 175000, 185000, 400000, 800000, 999, True, False, None, 1.5, 5000.0,
                         175000.0, [], {},
                         ["A", "pass"], ["A", 175000], {"winner": "A"}, {"winner": "A", "money": [5000]}]
SETTINGS_TRIED: dict[str, list[Any]] = {  # the settings the generator leaves at their defaults, and odd values
    "both_over": ["highest", "bidder"], "indian_grouping": [True, False], "bull_bear_any_time": [True, False],
    "trump_not_led_until_played": [True, False], "opening_bid": [175000, 150000, 5000],
    "bid_step": [10000, 5000, 15000], "bid_unit": [5000, 10000, 2500], "max_bid": [400000, 300000, 800000],
}


def replayed_report(record: Any) -> str | None:
    """The replay's ``score --json`` text of a record, or None when the rules refuse it."""
    try:
        return json.dumps(score_report(game_from_record(copy.deepcopy(record))), ensure_ascii=False)
    except RuleError:
        return None


def assert_fused_is_the_replay(record: Any) -> bool:
    """The fused report equals the replay's or the fused path declined; whether it answered."""
    expected = replayed_report(record)
    fused = fused_report(copy.deepcopy(record))
    if fused is None:
        return False
    assert expected is not None, "the fused path scored a record the replay refuses"
    assert json.dumps(fused, ensure_ascii=False) == expected
    return True


def with_settings(record: dict[str, Any], rnd: random.Random) -> dict[str, Any]:
    """The record with some settings the generator never sets (a winner or an auction may then change)."""
    rules = dict(record.get("rules", {}))
    for key in rnd.sample(sorted(SETTINGS_TRIED), rnd.randint(0, 3)):
        rules[key] = rnd.choice(SETTINGS_TRIED[key])
    return {**record, "rules": rules} if rules else record


@st.composite
def million_records(draw: st.DrawFn, kinds: tuple[str, ...] = ("tricks", "thrown_in", "counts", "misdeal"),
                    partnership: str | None = None) -> dict[str, Any]:
    players = (3, 4, 6, 8) if partnership is None else (4, 6, 8)
    generated = draw(million_games(players=players, kinds=kinds, partnership=partnership, max_hands=8))
    return game_to_record(generated.game)


@PROPERTY
@given(million_records(), seeds)
def test_a_valid_record_of_any_setting_scores_as_the_replay_or_is_declined(record: dict[str, Any], seed: int) -> None:
    assert_fused_is_the_replay(record)
    assert_fused_is_the_replay(with_settings(record, random.Random(seed)))


@PROPERTY
@given(million_records(kinds=("tricks", "thrown_in", "misdeal"), partnership="fixed"))
def test_a_plain_record_of_fixed_partners_takes_the_fused_path(record: dict[str, Any]) -> None:
    """Fixed partners, the deal passed on when all pass, tricks, thrown in or a misdeal: nothing left to the
    replay."""
    answered = assert_fused_is_the_replay(record)
    assert answered == (record.get("rules", {}).get("all_pass", "redeal") == "redeal")


def broken(record: dict[str, Any], rnd: random.Random) -> dict[str, Any]:
    """The record with one to three things changed: a value replaced, a key dropped, an item added, lost or moved."""
    record = copy.deepcopy(record)
    for _ in range(rnd.randint(1, 3)):
        spots = list(_places(record))
        parent, key = rnd.choice(spots)
        change = rnd.random()
        lists = [inner for inner in (p[k] for p, k in spots) if isinstance(inner, list) and inner]
        if change < 0.2 and len(lists) > 1:  # a card moved to another trick, a call to another auction...
            source, goal = rnd.sample(lists, 2)
            goal.insert(rnd.randint(0, len(goal)), source.pop(rnd.randrange(len(source))))
        elif change < 0.55:
            parent[key] = copy.deepcopy(rnd.choice(ODD_VALUES)) if rnd.random() < 0.7 else _near(parent[key], rnd)
        elif change < 0.7 and isinstance(parent, dict):
            del parent[key]
        elif isinstance(parent, list):
            if change < 0.85:
                parent.insert(rnd.randint(0, len(parent)), copy.deepcopy(rnd.choice(parent)))
            else:
                del parent[key]
        else:
            parent[rnd.choice(["misdeal", "counts", "ended", "partners", "called_card", "winner", "money"])] = \
                copy.deepcopy(rnd.choice(ODD_VALUES))
    return record


def varied(record: dict[str, Any], rnd: random.Random) -> dict[str, Any]:
    """The record with changes a table could make and still be right: a trick's winner, trump, two tricks'
    Money cards swapped, a bid raised by a step (each may yet break a rule: the settings' colors, a trick's room)."""
    record = copy.deepcopy(record)
    hands = [hand for hand in record["hands"] if isinstance(hand, dict) and hand.get("tricks")]
    for _ in range(rnd.randint(1, 4)):
        if not hands:
            break
        hand = rnd.choice(hands)
        tricks, change = hand["tricks"], rnd.random()
        if change < 0.4:
            rnd.choice(tricks)["winner"] = rnd.choice(record["players"] + ["dummy"])
        elif change < 0.6:
            hand["trump"] = rnd.choice(["red", "yellow", "black", "green", "blue", "none", "rouge"])
        elif change < 0.8 and len(tricks) > 1:
            first, second = rnd.sample(tricks, 2)
            first["money"], second["money"] = second.get("money", []), first.get("money", [])
        else:
            call = rnd.choice(hand["auction"])
            if isinstance(call[1], int):
                call[1] += rnd.choice([-10000, -5000, 5000, 10000])
    return record


def _places(value: Any) -> Any:
    """Every (container, key) of a JSON value, depth first."""
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, inner in list(items):
        yield value, key
        yield from _places(inner)


def _near(value: Any, rnd: random.Random) -> Any:
    """A value close to ``value``: an amount moved by a step, another player, another card."""
    if isinstance(value, bool) or not isinstance(value, int):
        return copy.deepcopy(rnd.choice(ODD_VALUES))
    return value + rnd.choice([-10000, -5000, -1, 1, 5000, 10000])


@PROPERTY
@given(million_records(), seeds)
def test_a_broken_record_is_refused_by_the_replay_or_scored_alike(record: dict[str, Any], seed: int) -> None:
    assert_fused_is_the_replay(broken(record, random.Random(seed)))


@PROPERTY
@given(million_records(kinds=("tricks", "thrown_in", "misdeal"), partnership="fixed"), seeds)
def test_a_plain_record_broken_anywhere_is_refused_by_the_replay_or_scored_alike(
        record: dict[str, Any], seed: int) -> None:
    assert_fused_is_the_replay(broken(record, random.Random(seed)))


@PROPERTY
@given(million_records(kinds=("tricks", "thrown_in", "misdeal"), partnership="fixed"), seeds)
def test_a_plain_record_changed_as_a_table_might_is_refused_by_the_replay_or_scored_alike(
        record: dict[str, Any], seed: int) -> None:
    assert_fused_is_the_replay(varied(record, random.Random(seed)))


def bench_record(hands: int) -> dict[str, Any]:
    """bench/bench_score.py's record: its auctions go on passing after a bid nobody can raise."""
    spec = importlib.util.spec_from_file_location("bench_score", ROOT / "bench" / "bench_score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    record: dict[str, Any] = module.long_record(hands)
    return record


@pytest.mark.parametrize("where", ["money", "bid", "discard"])
def test_a_number_written_with_a_decimal_point_is_declined_as_the_replay_refuses_it(where: str) -> None:
    """5000.0 equals 5000 (and sorts and sums alike), but no Money card or bid is written so."""
    record = bench_record(4)
    hand = record["hands"][1]
    if where == "money":
        trick = next(t for t in hand["tricks"] if t["money"])
        trick["money"][0] = float(trick["money"][0])
    elif where == "bid":
        call = next(c for c in hand["auction"] if c[1] != "pass")
        call[1] = float(call[1])
    else:
        trick = next(t for t in hand["tricks"] if t["money"])
        hand["discarded_money"] = [*hand.get("discarded_money", []), trick["money"].pop()]
        hand["discarded_money"][-1] = float(hand["discarded_money"][-1])
    assert replayed_report(record) is None
    assert fused_report(record) is None


def test_the_benchmarks_record_takes_the_fused_path_with_the_replays_report() -> None:
    assert assert_fused_is_the_replay(bench_record(120))


def test_score_json_prints_the_same_bytes_with_or_without_the_fused_path(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "long.json"
    record = bench_record(60)
    record["players"] = ["Åsa", "Zoë", "Bêla", "Yūki"]  # not ASCII: the output keeps them as they are
    record["dealer"] = "Yūki"
    text = json.dumps(record)
    for old, new in (('"A"', '"Åsa"'), ('"Z"', '"Zoë"'), ('"B"', '"Bêla"'), ('"Y"', '"Yūki"')):
        text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    assert cli.main(["score", str(path), "--json"]) == 0
    fused = capsys.readouterr().out
    monkeypatch.setattr("scorekeeper.rules.game_record.fused_report", lambda record: None)
    assert cli.main(["score", str(path), "--json"]) == 0
    assert capsys.readouterr().out == fused
    assert json.loads(fused)["hands"][0]["dealer"] == "Yūki"


def test_the_conformance_check_catches_a_fast_score_that_differs_from_the_replay(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import scorekeeper.games.make_a_million as million
    from scorekeeper.testing.conformance import record_problems

    record = bench_record(3)
    assert record_problems(record) == []
    real = million.fast_score

    def one_point_more(game: Any, hands: Any) -> Any:
        report = real(game, hands)
        report["totals"]["A"] += 1
        return report

    monkeypatch.setattr(million, "fast_score", one_point_more)
    assert record_problems(record) == ["fast_score's report differs from the replay's: score --json would print it"]
