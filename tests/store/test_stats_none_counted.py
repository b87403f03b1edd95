"""``stats`` says "no games stored yet" only when no game is stored, and ``games`` names the trash's games.

The case an attacker found: with two Euchre games stored, ``stats --game spades`` (or a --since
after the last one, or every game in the trash) said "no games stored yet", and a keeper reading it
feared the games lost.  Now it says how many games are stored and why none was counted.
"""

from __future__ import annotations

from pathlib import Path

from scorekeeper.cli_store import main
from scorekeeper.rules import game_from_record
from scorekeeper.store import GameStore

from .records import example_records



def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def two_games(data_dir: Path) -> tuple[GameStore, list[str]]:
    store = GameStore(data_dir, auto_backup=False)
    game = game_from_record(example_records()["dollars-made-then-set-back"])
    return store, [store.create_game(game) for _ in range(2)]


def test_a_game_kind_none_is_of_names_how_many_games_are_stored(data_dir, capsys):
    two_games(data_dir)
    other = "euchre" if example_records()["dollars-made-then-set-back"]["game"] != "euchre" else "spades"
    assert run(capsys, "stats", "--data", str(data_dir), "--game", other) == (
        0, "no game counted: none of the 2 games stored matches --game, --player, --since or --until\n", "")
    assert run(capsys, "stats", "--data", str(data_dir), "--since", "2999-01-01") == (
        0, "no game counted: none of the 2 games stored matches --game, --player, --since or --until\n", "")


def test_every_game_in_the_trash_is_said_so(data_dir, capsys):
    store, ids = two_games(data_dir)
    for gid in ids:
        store.delete_game(gid)
    assert run(capsys, "stats", "--data", str(data_dir)) == (
        0, "no game counted: the 2 games stored are in the trash (the app's Trash gives them back)\n", "")


def test_an_empty_folder_has_no_games_stored_yet(data_dir, capsys):
    assert run(capsys, "stats", "--data", str(data_dir)) == (0, "no games stored yet\n", "")


def test_games_with_every_game_in_the_trash_says_where_they_are(data_dir, capsys):
    store, ids = two_games(data_dir)
    for gid in ids:
        store.delete_game(gid)
    assert run(capsys, "games", "--data", str(data_dir)) == (
        0, f"no games stored in {data_dir} but the 2 in the trash (`scorekeeper games --deleted` lists them)\n", "")
    code, out, _ = run(capsys, "games", "--data", str(data_dir), "--deleted")
    assert code == 0 and all(gid in out for gid in ids)
