"""`scorekeeper score` on the worked examples of Auction Pitch and Twenty-eight, and on broken ones."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent / "examples"
NAMES = ["pitch-four-players-out-in-points-order", "pitch-partners-smudge-bidder-goes-out",
         "twenty-eight-pair-rebid-and-partner-20", "twenty-eight-kerala-double-redouble"]


def score(path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "scorekeeper", "score", str(path), *args], capture_output=True,
                          text=True, timeout=60, env={"PATH": "/usr/bin:/bin", "LANGUAGE": "en"})


@pytest.mark.parametrize("name", NAMES)
def test_score_json_agrees_with_the_expected_file(name):
    done = score(EXAMPLES / f"{name}.json", "--json")
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout) == json.loads((EXAMPLES / f"{name}.expected.json").read_text(encoding="utf-8"))


def test_the_readable_table_says_who_went_out_first_and_why():
    done = score(EXAMPLES / "pitch-four-players-out-in-points-order.json")
    assert "7     Bob     Di set back: took 0 < bid 2 → −2           0    8   7  −1" in done.stdout
    assert done.stdout.endswith("Game won: Cy went out first with Low: 7 (target 7)\n")


@pytest.mark.parametrize("name, hand, change, line", [
    ("pitch-four-players-out-in-points-order", 2, {"auction": [["Cy", 2], ["Di", "pass"], ["Ann", 2], ["Bob", "pass"]]},
     "scorekeeper: hand 3, call 3: Ann bid 2 but the bid is already 2: the lowest raise is 3"),
    ("pitch-partners-smudge-bidder-goes-out", 1, {"all_tricks": False},
     None),  # not broken: the smudge fails (−5), and the totals change
    ("twenty-eight-pair-rebid-and-partner-20", 1, {"auction": [["Ben", 14], ["Asha", "pass"], ["Dev", 15]]},
     "scorekeeper: hand 2, call 3: Dev bid 15 over his partner Ben's 14: over a partner a bid is at least 20"),
    ("twenty-eight-kerala-double-redouble", 3, {"redouble": "East"},
     "scorekeeper: hand 4, redouble: East is not on the bidding side; only South's side may redouble"),
])
def test_a_broken_record_is_exit_2_and_one_line_naming_the_hand(tmp_path, name, hand, change, line):
    record = json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))
    record["hands"][hand].update(change)
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    done = score(path, "--json")
    if line is None:
        assert done.returncode == 0
        assert json.loads(done.stdout)["hands"][hand]["scores"]["South"] == -5
        return
    assert (done.returncode, done.stdout, done.stderr) == (2, "", line + "\n")


def test_twenty_eights_table_says_the_bid_failed_and_that_a_pair_moved_the_target_as_the_app_does():
    done = score(EXAMPLES / "twenty-eight-pair-rebid-and-partner-20.json")
    assert "Asha+Chitra's bid failed: 19 < target 20 (bid 16, moved by the pair) → −1 game point" in done.stdout
    assert "Ben+Dev made it: 17 ≥ target 16 (bid 20, moved by the pair) → +1 game point" in done.stdout
    assert "set back" not in done.stdout


@pytest.mark.parametrize("game, rules, line", [
    ("twenty-eight-kerala-double-redouble", {"fail_extra": -1},
     "scorekeeper: rules: setting fail_extra is -1 but must be a whole number from 0 to 10"),
    ("twenty-eight-pair-rebid-and-partner-20", {"direction": "left"},
     "scorekeeper: rules: setting direction is 'left' but must be one of 'anticlockwise', 'clockwise'"),
    ("pitch-four-players-out-in-points-order", {"target": 0},
     "scorekeeper: rules: setting target is 0 but must be a whole number from 1 to 1,000"),
])
def test_a_bad_setting_is_one_line_naming_the_records_rules(tmp_path, game, rules, line):
    """The spec: "a bad value is refused with a message naming `rules`" (a player count or a dealer is not a setting)."""
    record = json.loads((EXAMPLES / f"{game}.json").read_text(encoding="utf-8"))
    record["rules"] = {**record.get("rules", {}), **rules}
    path = tmp_path / "bad-setting.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    done = score(path, "--json")
    assert (done.returncode, done.stdout, done.stderr) == (2, "", line + "\n")
