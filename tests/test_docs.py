"""The repo carries its own documents: a user's clone has nothing outside it to refer to.

docs/rules.md and docs/game-record.md name every setting the rules code accepts, and no
tracked file points at a folder that only exists on the machine it was written on.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.shipped import shipped_games

ROOT = Path(__file__).resolve().parents[1]
RULES_DOC = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
RECORD_DOC = (ROOT / "docs" / "game-record.md").read_text(encoding="utf-8")


def setting_names(kind: str) -> list[str]:
    """The settings a game resolves for a table of four (or its smallest table where four cannot play)."""
    game = shipped_games()[kind]
    count = 4 if 4 in game.PLAYER_COUNTS else game.PLAYER_COUNTS[0]
    return sorted(game.resolve_settings([f"P{n}" for n in range(1, count + 1)], {}))


@pytest.mark.parametrize("kind", sorted(shipped_games()))  # the games the documents are Scorekeeper's for
def test_every_setting_of_every_game_is_named_in_both_documents(kind: str):
    missing_from_rules = [s for s in setting_names(kind) if f"`{s}`" not in RULES_DOC]
    missing_from_record = [s for s in setting_names(kind) if f"`{s}`" not in RECORD_DOC]
    assert (missing_from_rules, missing_from_record) == ([], [])


def test_the_record_document_shows_the_json_the_command_prints_for_the_first_example():
    expected = json.loads((ROOT / "tests" / "examples" / "dollars-made-then-set-back.expected.json").read_text())
    first = expected["hands"][0]
    assert first["bidder_side"] == ["Y", "Z"]
    assert '"bidder_side": ["Y", "Z"], "bidder_count": 260000, "other_count": 170000' in RECORD_DOC


def test_every_worked_example_comes_with_its_expected_score():
    examples = ROOT / "tests" / "examples"
    records = sorted(p.name.removesuffix(".json") for p in examples.glob("*.json") if ".expected." not in p.name)
    expected = sorted(p.name.removesuffix(".expected.json") for p in examples.glob("*.expected.json"))
    assert records == expected == [
        "bid-euchre-failed-moon-win-by-set", "bid-euchre-stuck-dealer-moon",
        "bid-whist-downtown-over-bid-scoring-lose-at", "bid-whist-no-trump-double-forced-dealer",
        "dollars-made-then-set-back", "eight-players-bull-bear-bull", "euchre-march-alone-euchred",
        "euchre-stuck-dealer-defend-alone", "five-hundred-misere-slam-thrown-in", "five-hundred-win-by-bid",
        "pedro-difference-scoring", "pedro-each-side-bidder-goes-out", "pitch-four-players-out-in-points-order", "pitch-partners-smudge-bidder-goes-out", "rook-95-bid",
        "rook-kentucky-all-points",
        "rook-set-back-to-the-target", "seven-up-three-players-out-in-points-order",
        "seven-up-two-players-gift-run-turned-jack-out", "six-players-silent-partner", "sixty-six-early-close-fails-in-progress",
        "sixty-six-every-way-to-score", "spades-bag-penalty", "spades-blind-nil",
        "spades-nil-and-two", "twenty-eight-kerala-double-redouble", "twenty-eight-pair-rebid-and-partner-20",
        "twenty-nine-royals-against",
    ]


def tracked_text_files() -> list[Path]:
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=False)
    if listed.returncode != 0:
        pytest.skip("not a git checkout")
    paths = [ROOT / name for name in listed.stdout.splitlines()]
    return [p for p in paths if p.suffix in (".py", ".md", ".toml", ".txt", ".cfg", ".yml", ".yaml") and p.is_file()]


def test_no_tracked_file_names_a_folder_outside_the_repo():
    outside = ["/" + "work/", "../" + "shared", "RULES" + ".md", "spec/" + "game-record", "FLET-" + "NOTES", "STYLE" + ".md"]
    offenders = [
        f"{path.relative_to(ROOT)}: {needle}"
        for path in tracked_text_files()
        for needle in outside
        if needle in path.read_text(encoding="utf-8", errors="replace")
    ]
    assert offenders == []


def modules_a_reader_must_find() -> list[str]:
    """Every module of the package, as docs/ui-architecture.md names it: a package by its folder, a game's
    own modules by its package (``scorekeeper/games/<game>/``)."""
    package = ROOT / "scorekeeper"
    games = package / "games"
    names = []
    for path in sorted(package.rglob("*.py")):
        if games in path.parents and len(path.relative_to(games).parts) > 1:
            continue
        if path.name == "__init__.py" and path.parent != package:
            names.append(path.parent.relative_to(ROOT).as_posix() + "/")
        else:
            names.append(path.relative_to(ROOT).as_posix())
    return names


def test_the_architecture_document_names_every_module():
    """A newcomer finds every module in one place (issue 39): a module added without a line there fails."""
    document = (ROOT / "docs" / "ui-architecture.md").read_text(encoding="utf-8")
    unnamed = [name for name in modules_a_reader_must_find() if f"`{name}`" not in document]
    assert unnamed == []
    assert "`scorekeeper/rules/game_record.py`" in document and "`scorekeeper/rules/" + "record.py`" not in document
