"""`scorekeeper games` and `stats` write amounts as the app does: the game's currency and grouping, points plain."""

from __future__ import annotations

import json
from pathlib import Path

from .records import example_records
from .test_cli import run


def imported(tmp_path: Path, capsys, name: str, **rules: object) -> str:
    """A data folder holding one example record, its rules changed by ``rules``."""
    record = example_records()[name]
    record.setdefault("rules", {}).update(rules)
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    data = str(tmp_path / "data")
    code, _, err = run(capsys, "import", "--data", data, str(path))
    assert code == 0, err
    return data


def second_lines(out: str) -> list[str]:
    return [line.strip() for line in out.splitlines() if line.startswith("      ")]


def test_games_lists_dollar_totals_in_dollars(tmp_path, capsys):
    data = imported(tmp_path, capsys, "dollars-made-then-set-back")
    _, out, _ = run(capsys, "games", "--data", data)
    assert second_lines(out) == ["A, Z, B, Y; 2 hands; A+B $340,000 · Z+Y $20,000"]


def test_games_lists_rupee_totals_in_lakhs_when_the_game_groups_in_lakhs(tmp_path, capsys):
    data = imported(tmp_path, capsys, "dollars-made-then-set-back", edition="inr", indian_grouping=True)
    _, out, _ = run(capsys, "games", "--data", data)
    assert second_lines(out) == ["A, Z, B, Y; 2 hands; A+B ₹3,40,000 · Z+Y ₹20,000"]


def test_games_lists_one_total_a_side_as_the_apps_game_list_does(tmp_path, capsys):
    data = imported(tmp_path, capsys, "spades-nil-and-two")
    _, out, _ = run(capsys, "games", "--data", data)
    assert second_lines(out) == ["Ann, Bo, Cy, Di; 1 hand; Ann+Cy −120 · Bo+Di 83"]


def test_games_lists_eight_players_as_their_two_sides(tmp_path, capsys):
    data = imported(tmp_path, capsys, "eight-players-bull-bear-bull")
    _, out, _ = run(capsys, "games", "--data", data)
    assert second_lines(out) == ["A, W, B, X, C, Y, D, Z; 1 hand; A+B+C+D $640,000 · W+X+Y+Z $370,000"]


def test_games_lists_twenty_nine_game_points_with_the_minus_sign(tmp_path, capsys):
    data = imported(tmp_path, capsys, "twenty-nine-royals-against")
    _, out, _ = run(capsys, "games", "--data", data)
    assert second_lines(out) == ["North, East, South, West; 1 hand; North+South −1 · East+West 0"]


def test_stats_writes_dollar_bids_and_captures_in_dollars(tmp_path, capsys):
    data = imported(tmp_path, capsys, "dollars-made-then-set-back")
    _, out, _ = run(capsys, "stats", "--data", data)
    # Z's own: his tricks of the first hand, $30,000 doubled by the Bull + $40,000 + $30,000 = $130,000 (the
    # second hand gives only the sides' totals, so none of it is his); Y & Z's: $260,000 + $230,000 = $490,000
    assert ("      bids 1, made 0 (0%), average winning bid $240,000, largest set-back $240,000, "
            "captured $130,000") in out.splitlines()
    assert ("      bids 2, made 1 (50%), average winning bid $230,000, largest set-back $240,000, "
            "captured $490,000") in out.splitlines()


def test_stats_writes_rupee_bids_and_captures_in_lakhs(tmp_path, capsys):
    data = imported(tmp_path, capsys, "dollars-made-then-set-back", edition="inr", indian_grouping=True)
    _, out, _ = run(capsys, "stats", "--data", data)
    assert ("      bids 1, made 0 (0%), average winning bid ₹2,40,000, largest set-back ₹2,40,000, "
            "captured ₹1,30,000") in out.splitlines()  # Z's own tricks, as in dollars above
    assert ("      bids 2, made 1 (50%), average winning bid ₹2,30,000, largest set-back ₹2,40,000, "
            "captured ₹4,90,000") in out.splitlines()  # Y & Z's


def test_stats_writes_twenty_nine_points_plain_with_the_minus_sign(tmp_path, capsys):
    data = imported(tmp_path, capsys, "twenty-nine-royals-against")
    _, out, _ = run(capsys, "stats", "--data", data)
    lines = out.splitlines()
    assert "      bids 1, made 0 (0%), average winning bid 15, largest set-back 15, captured 18" in lines
    assert "      game points −1" in lines


def test_stats_of_a_book_mixing_editions_writes_plain_figures_not_one_currency_for_both(tmp_path, capsys):
    data = imported(tmp_path, capsys, "dollars-made-then-set-back")
    record = example_records()["dollars-made-then-set-back"]
    record["rules"].update(edition="inr")
    (tmp_path / "rupees.json").write_text(json.dumps(record), encoding="utf-8")
    code, _, err = run(capsys, "import", "--data", data, str(tmp_path / "rupees.json"))
    assert code == 0, err
    _, out, _ = run(capsys, "stats", "--data", data)
    assert "      bids 2, made 0 (0%), average winning bid 240,000, largest set-back 240,000, captured 260,000" \
        in out.splitlines()  # Z's own tricks in both games: 2 × 130,000
    assert "      bids 4, made 2 (50%), average winning bid 230,000, largest set-back 240,000, captured 980,000" \
        in out.splitlines()  # Y & Z's: 2 × 490,000
