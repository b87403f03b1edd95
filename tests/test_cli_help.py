"""Every command's ``--help`` says what the command does, its options, and ends with examples a hurried user can
copy: in-process, at 80 columns."""

from __future__ import annotations

import pytest

from scorekeeper.cli import main

COMMANDS = ["score", "board", "build-web", "import", "games", "export", "stats", "backup", "restore", "sync",
            "players"]


def help_of(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, *argv: str) -> str:
    monkeypatch.setenv("COLUMNS", "80")
    assert main([*argv, "--help"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def test_score_help_says_what_it_does_and_shows_how(capsys: pytest.CaptureFixture[str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    assert help_of(capsys, monkeypatch, "score") == (
        "usage: scorekeeper score [-h] [--json] FILE\n"
        "\n"
        "re-score a game record and show the arithmetic\n"
        "\n"
        "positional arguments:\n"
        "  FILE        a game record (format 1); - reads standard input\n"
        "\n"
        "options:\n"
        "  -h, --help  show this help message and exit\n"
        "  --json      print the scores as JSON\n"
        "\n"
        "examples:\n"
        "  scorekeeper score friday.json\n"
        "  scorekeeper score friday.json --json\n"
        "  cat friday.json | scorekeeper score -\n")


def test_stats_help_ends_with_its_flags_in_use(capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    assert help_of(capsys, monkeypatch, "stats").endswith(
        "\n\nexamples:\n"
        "  scorekeeper stats\n"
        "  scorekeeper stats --since 2026-12-01 --until 2026-12-31\n"
        "  scorekeeper stats --game bid-euchre --player Ann\n"
        "  scorekeeper stats --evenings --json\n")


def test_the_app_help_ends_with_examples(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    assert help_of(capsys, monkeypatch).endswith(
        "\n\nexamples:\n  scorekeeper\n  scorekeeper --web --port 8550\n  scorekeeper score friday.json\n"
        "  scorekeeper stats --evenings\n")


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_help_says_what_it_does_and_ends_with_an_example_of_it(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, command: str) -> None:
    lines = help_of(capsys, monkeypatch, command).splitlines()
    usage_ends = lines.index("")
    assert lines[usage_ends + 1].strip() and not lines[usage_ends + 1].startswith(("positional", "options"))
    examples = lines[lines.index("examples:") + 1:]
    assert examples and all(line.startswith(f"  scorekeeper {command}") or "| scorekeeper " + command in line
                            for line in examples), examples


def test_building_the_command_line_imports_no_game_until_an_example_names_one() -> None:
    """The app and every command build the parser at start: the game the stats example names is looked up only
    when that help is shown (finding the games imports every one of them: about 100 modules)."""
    import subprocess
    import sys

    count = ("import sys; from scorekeeper.cli import build_parser; build_parser(); "
             "print(sum(m.startswith('scorekeeper.games.') for m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", count], capture_output=True, text=True, check=True)
    assert done.stdout == "0\n"
