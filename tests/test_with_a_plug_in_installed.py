"""The app's own tests that walk the registry pass with a plug-in really installed, and ``score`` still loads
one game.

``tests/oh_hell_game`` is a distribution as a plug-in's author ships it (a ``pyproject.toml`` announcing
``oh-hell`` in the ``scorekeeper.games`` entry points, written from docs/adding-a-game.md alone): here it is
``pip install``ed into a folder of its own, and the tests that assume the least about which games exist
(the seams, the hostile records, the conformance of every game) run with that folder on the path, beside
Oh Hell's own tests, as a CI job with the plug-in installed would.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
OH_HELL = ROOT / "tests" / "oh_hell_game"
HEARTS = ROOT / "tests" / "hearts_game"  # per-player points, the lowest wins: written from the docs alone too
WHIST = ROOT / "tests" / "whist_game"  # two sides, no auction: likewise
GIN_RUMMY = ROOT / "tests" / "gin_rummy_game"  # two players: likewise
APP_TESTS = ["tests/rules/test_seams.py", "tests/rules/test_hostile_records.py", "tests/test_docs.py",
             "tests/rules/test_interface.py", "tests/rules/test_game_checks.py",
             "tests/test_a_game_from_another_package.py", "tests/test_adding_a_game_doc.py", "tests/oh_hell_game/tests",
             "tests/hearts_game/tests", "tests/whist_game/tests", "tests/gin_rummy_game/tests",
             # (the worked examples' hostile variants read no registry beyond their own game: the plain run has them)
             "-k", "not every_field_given_every_wrong_type_is_refused"]


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with Oh Hell, Hearts, Whist and Gin Rummy pip-installed in it (their packages and ``.dist-info``),
    nothing else.  Installed once per test process: a module-scoped one was installed again whenever this module's
    tests came back after another's on the same process (no test writes to it)."""
    folder = tmp_path_factory.mktemp("site")
    run = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index",
                          "--disable-pip-version-check", "--target", str(folder), str(OH_HELL), str(HEARTS),
                          str(WHIST), str(GIN_RUMMY)],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    return folder


def with_site(site: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(site)])}


def test_pip_leaves_the_entry_point_the_registry_reads(site):
    [info] = site.glob("scorekeeper_oh_hell-*.dist-info")
    assert "[scorekeeper.games]\noh-hell = scorekeeper_oh_hell" in (info / "entry_points.txt").read_text()
    assert (site / "scorekeeper_oh_hell" / "locale" / "hi" / "LC_MESSAGES" / "scorekeeper_oh_hell.mo").is_file()
    [hearts] = site.glob("scorekeeper_hearts-*.dist-info")
    assert "[scorekeeper.games]\nhearts = scorekeeper_hearts" in (hearts / "entry_points.txt").read_text()
    [whist] = site.glob("scorekeeper_whist-*.dist-info")
    assert "[scorekeeper.games]\nwhist = scorekeeper_whist" in (whist / "entry_points.txt").read_text()


def test_the_apps_registry_tests_and_the_plug_ins_own_pass_with_it_installed(site):
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider", *APP_TESTS],
                         cwd=ROOT, env=with_site(site), capture_output=True, text=True, timeout=600)
    summary = run.stdout.strip().splitlines()[-1]
    assert run.returncode == 0, run.stdout[-3000:]
    assert " skipped" not in summary, summary  # each plug-in's own tests ran: each was found installed


@pytest.mark.parametrize("record,imported", [
    (ROOT / "tests" / "examples" / "twenty-nine-royals-against.json", ["scorekeeper.games.twenty_nine"]),
    (OH_HELL / "oh-hell.json", ["scorekeeper_oh_hell"]),
    (HEARTS / "hearts.json", ["scorekeeper_hearts"]),
    (WHIST / "whist.json", ["scorekeeper_whist"]),
    (GIN_RUMMY / "gin-rummy.json", ["scorekeeper_gin_rummy"])])
def test_score_imports_only_the_records_game_with_a_plug_in_pip_installed(site, record, imported):
    code = ("import sys; from scorekeeper import cli; code = cli.main(['score', sys.argv[1]]); "
            "print(code, sorted({'.'.join(m.split('.')[:3]) if m.startswith('scorekeeper.games.') else m.split('.')[0] "
            "for m in sys.modules if m.startswith(('scorekeeper.games.', 'scorekeeper_'))}))")
    run = subprocess.run([sys.executable, "-c", code, str(record)], cwd=ROOT, env=with_site(site),
                         capture_output=True, text=True, timeout=60)
    assert (run.stderr, run.stdout.splitlines()[-1]) == ("", f"0 {imported}")


@pytest.mark.parametrize("record,last_line", [
    (OH_HELL / "oh-hell.json", "Game won: Ann reached 23 points (target 20)"),
    (HEARTS / "hearts.json", "Game won: Bo ended lowest, 13, once Cy reached 46 (target 40)"),
    (WHIST / "whist.json", "Game won: Ann+Cy reached 6 points (target 5)")], ids=["oh-hell", "hearts", "whist"])
# (Gin Rummy's record is not shown on the page: its own test holds what score prints)
def test_score_prints_a_plug_ins_record_as_the_page_shows(site, record, last_line):
    run = subprocess.run([sys.executable, "-m", "scorekeeper", "score", str(record)], cwd=ROOT,
                         env=with_site(site), capture_output=True, text=True, timeout=60)
    assert (run.returncode, run.stderr) == (0, "")
    doc = (ROOT / "docs" / "adding-a-game.md").read_text(encoding="utf-8")
    said = f"`scorekeeper score {record.relative_to(ROOT).as_posix()}` prints:\n\n```\n"
    shown = doc.split(said, 1)[1].split("```", 1)[0]
    assert run.stdout == shown  # (docs/adding-a-game.md shows what it prints)
    assert run.stdout.splitlines()[-1] == last_line
