"""The command line's edges, as processes: ``--data .`` and ``SCOREKEEPER_DATA=.`` for every command, and
``score`` on an output that cannot write every character (``PYTHONIOENCODING=ascii``, a C locale)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "tests" / "examples" / "dollars-made-then-set-back.json"


def run(*args: str, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if not k.startswith(("SCOREKEEPER_", "FLET_"))}
    environ["PYTHONPATH"] = str(REPO)
    return subprocess.run([sys.executable, "-m", "scorekeeper", *args], cwd=cwd, capture_output=True, text=True,
                          env={**environ, **(env or {})}, timeout=120)


@pytest.mark.long
@pytest.mark.parametrize("how", ["--data .", "SCOREKEEPER_DATA=."])
def test_the_folder_one_is_in_is_a_data_folder_for_every_command(tmp_path: Path, how: str) -> None:
    here = tmp_path / "book"
    here.mkdir()
    data, env = (["--data", "."], None) if how == "--data ." else ([], {"SCOREKEEPER_DATA": "."})

    def command(*args: str) -> subprocess.CompletedProcess[str]:
        done = run(*args, *data, cwd=here, env=env)
        assert "Traceback" not in done.stderr and "empty name" not in done.stderr, done.stderr
        return done

    stored = command("import", str(EXAMPLE))
    assert stored.returncode == 0 and stored.stdout.startswith("stored ")
    assert (here / "scorekeeper.json").exists()
    games = command("games")
    assert games.returncode == 0
    assert "      A, Z, B, Y; 2 hands; A+B $340,000 · Z+Y $20,000" in games.stdout.splitlines()
    assert command("players").stdout == "A\nB\nY\nZ\n"
    assert command("stats").returncode == 0
    assert command("export", "--all", str(tmp_path / "out")).stdout == f"exported 1 game to {tmp_path / 'out'}\n"
    assert command("backup", str(tmp_path / "b.zip")).stdout == f"backed up 1 game and 4 players to {tmp_path / 'b.zip'}\n"
    restored = command("restore", str(tmp_path / "b.zip"))
    assert restored.returncode == 0, restored.stderr
    assert command("games").stdout == games.stdout
    no_server = command("sync")
    assert (no_server.returncode, no_server.stderr) == (2, "scorekeeper: error: no sync server is set for this data "
                                                           "folder; give its URL, such as "
                                                           "https://user:password@couch.example.org:6984/scores\n")


@pytest.mark.parametrize("env", [{"PYTHONIOENCODING": "ascii"},
                                 {"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"},
                                 {"LANG": "hi_IN.UTF-8", "PYTHONIOENCODING": "ascii"}])
def test_score_on_an_output_that_cannot_write_every_character_prints_it_escaped(tmp_path: Path,
                                                                                env: dict[str, str]) -> None:
    utf8 = run("score", str(EXAMPLE), "--json", cwd=tmp_path)
    done = run("score", str(EXAMPLE), "--json", cwd=tmp_path, env=env)
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.isascii() and json.loads(done.stdout) == json.loads(utf8.stdout)
    table = run("score", str(EXAMPLE), cwd=tmp_path, env=env)
    assert (table.returncode, table.stderr) == (0, "")
    assert table.stdout.isascii()
    assert table.stdout.splitlines()[-2] == {
        "hi_IN.UTF-8": "\\u0915\\u0941\\u0932: A+B $3,40,000, Z+Y $20,000"}.get(
        env.get("LANG", ""), "Totals: A+B $340,000, Z+Y $20,000")
    missing = run("score", str(tmp_path / "gone-₹.json"), cwd=tmp_path, env=env)
    assert missing.returncode == 2 and "Traceback" not in missing.stderr and len(missing.stderr.splitlines()) == 1


@pytest.mark.parametrize("columns", ["60", "100"])
def test_the_help_wraps_two_columns_inside_the_terminal_as_argparse_does(monkeypatch: pytest.MonkeyPatch,
                                                                        columns: str) -> None:
    """The parser sizes its help without shutil (``score`` would pay for it on every run), and keeps argparse's
    margin: a line that reached the terminal's last column would wrap on some terminals."""
    from scorekeeper import cli

    monkeypatch.setenv("COLUMNS", columns)
    ours = cli.build_parser().format_help()
    # argparse's own width (HelpFormatter with no width asks shutil), lines kept as ours keeps the examples
    monkeypatch.setattr(cli._Parser, "_get_formatter", lambda self: cli._LineKeepingFormatter(prog=self.prog))
    assert ours == cli.build_parser().format_help()
    assert max(len(line) for line in ours.splitlines()) <= int(columns) - 2
