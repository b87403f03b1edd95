"""`scorekeeper score` says each hand's result in the app's words: the same sentence, for every game.

The plain table's Result cell of a hand is the sentence the app's scoreboard shows under that hand
("Asha+Chitra's bid failed: 19 < target 20 (bid 16, moved by the pair) ..."), and the game's end is told in
the app's sentence too.  Every worked example of every registered game, and each game's finished game of
the Play again tests (every registered game has one), is written as a record, scored both ways and compared.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper import cli
from scorekeeper.rules import Game, game_from_record, game_to_record
from tests.shipped import shipped_games
from tests.conftest import EXAMPLES, load_example

from .app_fixtures import open_app, store_at
from .test_play_again import FINISHED

WORKED = sorted(p.stem for p in Path(EXAMPLES).glob("*.json") if ".expected" not in p.name)


def games_of(kind: str) -> list[Game]:
    """The worked examples of ``kind`` and its finished game from the Play again tests."""
    worked = [game_from_record(load_example(name)) for name in WORKED if load_example(name).get("game") == kind]
    return [*worked, FINISHED[kind][0]()]


def cli_rows(game: Game, folder: Path, capsys: pytest.CaptureFixture[str]) -> list[str]:
    path = folder / "record.json"
    path.write_text(json.dumps(game_to_record(game)), encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["score", str(path)]) == 0
    return capsys.readouterr().out.split("\n")


@pytest.mark.parametrize("kind", sorted(shipped_games()))
def test_the_clis_result_for_each_hand_is_the_sentence_the_apps_scoreboard_shows(make_ui, tmp_path, capsys, kind):
    store = store_at(tmp_path)
    ui = None
    for game in games_of(kind):
        game_id = store.create_game(game)
        if ui is None:
            ui = open_app(make_ui, store, f"/game/{game_id}/scores")
        else:
            ui.go(f"/game/{game_id}/scores")
        rows = cli_rows(game, tmp_path, capsys)
        for hand in game.table.hands:
            app_says = ui.find(f"hand-{hand.number}-verdict").value.replace("\u2060", "")
            row = [line for line in rows if line.split(" ", 1)[0] == str(hand.number)]
            assert app_says and row and app_says in row[0], (hand.number, app_says, row)
        ended = ui.find("winner").value if game.table.current is None else ""
        if ended:  # "Game won: Cy went out first with Low: 7 (target 7)", the CLI's last line too
            assert rows[-2] == ended, (ended, rows[-3:])
