"""A game from another installed package is found through the scorekeeper.games entry points and played
like the games that come with Scorekeeper: by `scorekeeper score`, the service, both stores, the board
and `scorekeeper stats`.

``tests/example_game/site`` holds Plain tricks (a tiny trick-counting game, docs/adding-a-game.md) and
its ``.dist-info`` with the entry point, as ``pip install`` would leave them; putting the folder on
``sys.path`` installs it.  ``broken_site`` holds a distribution announcing two games that cannot be played.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.rules import Game, RuleError, game_from_record, score_report
from scorekeeper.rules import registry
from scorekeeper.service import Scorekeeper
from scorekeeper.store import GameStore, InMemoryGameStore
from tests.shipped import shipped_games

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "tests" / "example_game"
SITE, BROKEN_SITE = EXAMPLE / "site", EXAMPLE / "broken_site"
RECORD = EXAMPLE / "plain-tricks.json"
GAMES_FOLDER = ROOT / "scorekeeper" / "games"


def built_in() -> list[str]:
    """The games that come with Scorekeeper (its own subpackages), in list order: derived, never listed here, so
    these tests hold with any game added to the package or installed beside it."""
    return list(shipped_games())


def subpackages() -> set[str]:
    """The modules of the games on disk in ``scorekeeper/games``."""
    return {f"scorekeeper.games.{path.parent.name}" for path in GAMES_FOLDER.glob("*/__init__.py")}


def install(monkeypatch: pytest.MonkeyPatch, site: Path) -> None:
    """The distributions in ``site`` installed beside Scorekeeper; the registry looks again."""
    monkeypatch.syspath_prepend(str(site))
    registry.reload()


@pytest.fixture(autouse=True)
def registry_looks_again_afterwards():
    yield
    registry.reload()  # (monkeypatch then takes the folders off sys.path: the next question finds the built-in games)


@pytest.fixture
def plain_tricks(monkeypatch: pytest.MonkeyPatch) -> None:
    install(monkeypatch, SITE)


def test_a_game_from_another_distribution_is_found_through_its_entry_point(plain_tricks):
    found = registry.games()
    assert [kind for kind in found if kind in built_in()] == built_in()  # (in their own order)
    assert "plain-tricks" in found
    assert found["plain-tricks"].TITLE == "Plain tricks"
    assert registry.problems() == []
    announced = {source.name: source.announced_by for source in registry.sources()}
    assert announced["plain-tricks"] == "entry point 'plain-tricks' of distribution 'scorekeeper-plain-tricks'"


def run_score(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(SITE)}
    return subprocess.run([sys.executable, "-m", "scorekeeper", "score", *args, str(RECORD)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def test_the_score_command_reads_the_record_of_a_game_from_another_distribution():
    run = run_score()
    assert (run.returncode, run.stderr) == (0, "")
    assert run.stdout == (
        "Plain tricks · 3 players · 3 cards each · target 4\n"
        "\n"
        "Hand  Dealer  Result                     Ann  Bo  Cy\n"
        "1     Cy      Hand 1: Ann 2, Bo 1, Cy 0    2   1   0\n"
        "2     Ann     Hand 2: Ann 2, Bo 0, Cy 1    4   1   1\n"
        "\n"
        "Totals: Ann 4, Bo 1, Cy 1\n"
        "Winner: Ann reached 4 points (target 4)\n")


def test_the_score_command_prints_the_json_of_a_game_from_another_distribution():
    import json

    run = run_score("--json")
    assert (run.returncode, run.stderr) == (0, "")
    assert json.loads(run.stdout) == {
        "hands": [{"number": 1, "dealer": "Cy", "tricks": ["Ann", "Ann", "Bo"], "scores": {"Ann": 2, "Bo": 1, "Cy": 0},
                   "totals": {"Ann": 2, "Bo": 1, "Cy": 0}},
                  {"number": 2, "dealer": "Ann", "tricks": ["Ann", "Cy", "Ann"], "scores": {"Ann": 2, "Bo": 0, "Cy": 1},
                   "totals": {"Ann": 4, "Bo": 1, "Cy": 1}}],
        "totals": {"Ann": 4, "Bo": 1, "Cy": 1}, "winner": ["Ann"]}


def test_without_the_distribution_the_score_command_says_the_game_is_unknown():
    paths = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p and Path(p).resolve() != SITE]
    run = subprocess.run([sys.executable, "-m", "scorekeeper", "score", str(RECORD)], cwd=ROOT,
                         env={**os.environ, "PYTHONPATH": os.pathsep.join(paths)},
                         capture_output=True, text=True, timeout=60)
    known = ", ".join(kind for kind in registry.games() if kind != "plain-tricks")  # (any other game installed too)
    assert (run.returncode, run.stderr) == (2, f"scorekeeper: unknown game 'plain-tricks'; known games: {known}\n")


@pytest.mark.parametrize("where", ["memory", "disk"])
def test_the_service_plays_and_the_store_keeps_a_game_from_another_distribution(plain_tricks, tmp_path, where):
    from scorekeeper_plain_tricks import TrickWon

    def service() -> Scorekeeper:
        return Scorekeeper(memory if where == "memory" else GameStore(tmp_path / "data"))

    memory = InMemoryGameStore()
    keeper = service()
    game = Game.new("plain-tricks", ["Ann", "Bo"], "Bo", {"cards": 2, "target": 3})
    game_id = keeper.new_game(game, name="Tuesday")
    for winner in ("Ann", "Bo", "Ann"):
        game = keeper.play(game_id, game, TrickWon(winner))
    with pytest.raises(RuleError, match="hand 2, trick 2: Cy is not at this table \\(Ann and Bo\\)"):
        keeper.play(game_id, game, TrickWon("Cy"))
    game = keeper.play(game_id, game, TrickWon("Ann"))

    again = service().open_game(game_id)
    assert again.events == game.events
    assert again.table.totals == {"Ann": 3, "Bo": 1}
    assert (again.table.winner, again.table.result) == (("Ann",), "Ann reached 3 points (target 3)")
    assert [h.verdict() for h in again.table.hands] == ["Hand 1: Ann 1, Bo 1", "Hand 2: Ann 2, Bo 0"]
    listed = service().list_games()
    assert [(s.name, s.kind) for s in listed] == [("Tuesday", "plain-tricks")]
    tallies = service().tallies()["players"]  # the game's own measure ("tricks") beside those every game shares
    assert [(t["name"], t["games_won"], t["by_kind"]["plain-tricks"]["tricks"]) for t in tallies] == [
        ("Ann", 1, 3), ("Bo", 0, 1)]


def test_a_record_of_a_game_from_another_distribution_goes_to_events_and_back(plain_tricks):
    import json

    from scorekeeper.rules import game_to_record

    record = json.loads(RECORD.read_text())
    game = game_from_record(record)
    assert game_to_record(game) == record
    assert score_report(game)["winner"] == ["Ann"]


def test_a_game_announced_but_incomplete_or_missing_is_left_out_and_says_why(monkeypatch):
    install(monkeypatch, BROKEN_SITE)
    assert {"half-game", "gone-game"}.isdisjoint(registry.games())
    assert {m.__name__ for m in registry.games().values()} >= subpackages()
    assert registry.problems() == [
        "the game 'half-game' (scorekeeper_half_game, entry point 'half-game' of distribution 'scorekeeper-half-game') "
        "is incomplete: lacks SETTING_HELP, resolve_settings, new_hand, hand_events",
        "the game 'gone-game' (scorekeeper_gone_game, entry point 'gone-game' of distribution 'scorekeeper-half-game') "
        "could not be loaded: ModuleNotFoundError: No module named 'scorekeeper_gone_game'",
    ]
    with pytest.raises(RuleError, match="^the game 'half-game' is installed but cannot be played: .* is incomplete: "
                                        "lacks SETTING_HELP, "):
        registry.rules_for("half-game")
    with pytest.raises(RuleError, match="^the game 'gone-game' is installed but cannot be played: .*ModuleNotFound"):
        registry.rules_for("gone-game")


def test_a_phone_build_without_package_metadata_finds_the_games_that_come_with_it(monkeypatch):
    """`flet build` copies the source without scorekeeper's .dist-info: the games are found as subpackages."""
    from scorekeeper import entry_points

    monkeypatch.setattr(entry_points, "entry_points", lambda group: [])
    registry.reload()
    assert {m.__name__ for m in registry.games().values()} == subpackages()
    assert {s.announced_by for s in registry.sources()} == {"package scorekeeper.games"}
    assert Game.new("twenty-nine", ["N", "E", "S", "W"], "W").rules.TITLE == "Twenty-nine"


def test_a_game_announced_by_entry_point_and_found_as_a_subpackage_is_loaded_once():
    ours = [s for s in registry.sources() if s.announced_by.endswith("of distribution 'scorekeeper'")]
    assert sorted(s.name for s in ours) == sorted(built_in())
    assert {s.module for s in ours} == subpackages()  # each found twice (entry point, subpackage), loaded once
    assert registry.problems() == []


def test_a_copy_of_the_source_without_any_package_metadata_finds_its_games(tmp_path):
    """As `flet build` ships the app: the source copied beside its dependencies (Babel, which the
    rules write numbers with), no .dist-info, no site-packages (python -S)."""
    import shutil

    import babel

    shutil.copytree(ROOT / "scorekeeper", tmp_path / "app" / "scorekeeper",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "app" / "babel").symlink_to(Path(babel.__file__).parent, target_is_directory=True)
    code = ("import sys; sys.path.insert(0, 'app'); from scorekeeper.rules import registry, rules_for; "
            "print(list(registry.games())); print(sorted({s.announced_by for s in registry.sources()})); "
            "print(registry.problems()); print(rules_for('exact-bid').__file__)")
    run = subprocess.run([sys.executable, "-I", "-S", "-c", code], cwd=tmp_path, capture_output=True, text=True,
                         timeout=60)  # (-I: nor PYTHONPATH, where a plug-in may be installed)
    assert run.stdout.splitlines() == [str(built_in()), "['package scorekeeper.games']", "[]",
                                       str(tmp_path / "app" / "scorekeeper" / "games" / "exact_bid" / "__init__.py")], run.stderr


def play_plain_tricks(keeper: Scorekeeper, winners: tuple[str, ...]) -> tuple[str, Game]:
    from scorekeeper_plain_tricks import TrickWon

    game = Game.new("plain-tricks", ["Ann", "Bo"], "Bo", {"cards": 2, "target": 3})
    game_id = keeper.new_game(game, name="Tuesday")
    for winner in winners:
        game = keeper.play(game_id, game, TrickWon(winner))
    return game_id, game


def test_the_board_shows_a_game_from_another_distribution_with_the_generic_section(plain_tricks):
    """Plain tricks offers no board section: the board draws the shared race, its hand's running
    arithmetic and the hands list, with the game's own verdicts."""
    from scorekeeper.board.view import game_view

    game_id, game = play_plain_tricks(Scorekeeper(InMemoryGameStore()), ("Ann", "Bo", "Ann"))
    view = game_view(game_id, game)
    assert view.now == "Trick 2 of 2: who took it? · Ann to act"
    assert view.html == (
        '<header><h1>Plain tricks</h1><p class="where">Hand 2 · Ann deals</p></header>'
        '<section class="now" aria-label="Now"><p class="prompt">Trick 2 of 2: who took it? · Ann to act</p></section>'
        '<section aria-labelledby="race-h"><h2 id="race-h">Race to 3</h2><ul class="race">'
        '<li><div class="line"><span class="who">Ann</span><span class="amt">1</span></div>'
        '<progress max="3" value="1" aria-label="Ann: 1 of 3"></progress></li>'
        '<li><div class="line"><span class="who">Bo</span><span class="amt">1</span></div>'
        '<progress max="3" value="1" aria-label="Bo: 1 of 3"></progress></li></ul></section>'
        '<section aria-labelledby="play-h" class="in-play"><h2 id="play-h">Hand 2</h2>'
        '<ul class="arithmetic"><li>Hand 2: Ann 1, Bo 0</li><li>Trick 1: Ann</li></ul></section>'
        '<section aria-labelledby="history-h"><h2 id="history-h">Hands</h2><ol reversed class="history">'
        '<li><h3>Hand 1 · Bo dealt <span class="word">PLAYED</span></h3><p class="verdict">Hand 1: Ann 1, Bo 1</p>'
        '<p class="totals">Totals: Ann 1 · Bo 1</p><details id="hand-1"><summary>The arithmetic of hand 1</summary>'
        '<ul><li>Trick 1: Ann</li><li>Trick 2: Bo</li></ul></details></li></ol></section>'
    )


def test_stats_prints_a_game_from_another_distribution_with_its_own_measure(plain_tricks, tmp_path, capsys):
    from scorekeeper.cli import main

    data = tmp_path / "data"
    play_plain_tricks(Scorekeeper(GameStore(data)), ("Ann", "Bo", "Ann", "Ann"))
    assert main(["stats", "--data", str(data)]) == 0
    assert capsys.readouterr().out == (  # its own measure on its own line, and no bids line: nobody bids
        "Players\n"
        "  Ann: 1 game, 1 won\n    Plain tricks\n      games 1 played, 1 finished, 1 won\n      tricks 3\n"
        "    rating 27.6 ± 8.1 over every game counted\n"
        "  Bo: 1 game, 0 won\n    Plain tricks\n      games 1 played, 1 finished, 0 won\n      tricks 1\n"
        "    rating 22.4 ± 8.1 over every game counted\n")


TOY_SITE = ROOT / "tests" / "toy_game" / "site"


@pytest.mark.parametrize("record,imported", [
    (ROOT / "tests" / "examples" / "twenty-nine-royals-against.json", ["scorekeeper.games.twenty_nine"]),
    (RECORD, ["scorekeeper_plain_tricks"]),
    (ROOT / "tests" / "toy_game" / "last-trick.json", ["scorekeeper_last_trick"])])
def test_with_plug_ins_installed_the_score_command_imports_only_the_records_game(record, imported):
    """``score`` plays one game: with two plug-ins installed beside the games that come with Scorekeeper it
    still imports that game's package alone (its own catalog, no other game's)."""
    code = ("import sys; from scorekeeper import cli; code = cli.main(['score', sys.argv[1]]); "
            "print(code, sorted({'.'.join(m.split('.')[:3]) if m.startswith('scorekeeper.games.') else m.split('.')[0] "
            "for m in sys.modules if m.startswith(('scorekeeper.games.', 'scorekeeper_'))}))")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(SITE), str(TOY_SITE)])}
    run = subprocess.run([sys.executable, "-c", code, str(record)], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60)
    assert (run.stderr, run.stdout.splitlines()[-1]) == ("", f"0 {imported}")
