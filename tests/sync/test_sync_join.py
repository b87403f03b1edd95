"""Joining a player created on two phones under one name: offered by a sync, joined only when asked (on the
command line or in the players screen), and the join travels (the real server)."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.cli import main
from scorekeeper.rules import Game
from scorekeeper.service import Scorekeeper
from scorekeeper.store import GameStore
from scorekeeper.sync import join_offers
from scorekeeper.ui.app import make_main
from tests.store.records import long_game
from tests.ui.harness import UI

from .test_sync import import_record, phone, sync


def games_played(service: Scorekeeper) -> dict[str, int]:
    return {p["name"]: p["games_played"] for p in service.tallies()["players"]}


def test_a_player_joined_on_one_phone_is_one_player_on_every_phone(tmp_path: Path, database_url: str,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    a, b = phone(tmp_path / "A"), phone(tmp_path / "B")
    import_record(a, "on A", long_game(3))
    import_record(b, "on B", long_game(2, target=60_000_000))  # A, Z, B and Y created on each phone
    sync(a, database_url)
    sync(b, database_url)
    assert sorted(o.player.name for o in join_offers(b)) == ["A", "B", "Y", "Z"]
    capsys.readouterr()
    assert main(["players", "--data", str(tmp_path / "B")]) == 0
    assert capsys.readouterr().out.splitlines()[0] == (
        'A (also created on another phone: scorekeeper players join "A" if they are the same person)')
    assert main(["players", "join", "A", "--data", str(tmp_path / "B")]) == 0
    assert capsys.readouterr().out == ("joined A with the player of the same name created on another phone "
                                       "(1 there); the join reaches the other phones with the next sync\n")
    assert main(["players", "join", "Nobody", "--data", str(tmp_path / "B")]) == 2
    assert capsys.readouterr().err == ("scorekeeper: error: no player named Nobody is offered to be joined; "
                                       "those offered are: B, Y, Z\n")
    sync(b, database_url)
    assert "A: joined on another phone with the player of the same name created there; they are one player now" \
        in sync(a, database_url).notices
    # A renames the joined A and the unjoined Z, and plays a new game with them
    a.rename_player(a.player_for_name("A").id, "Asha")
    a.rename_player(a.player_for_name("Z").id, "Zed")
    a.new_game(Game.new("make-a-million", ["Asha", "Zed", "B", "Y"], "Asha"), name="new")
    sync(a, database_url)
    sync(b, database_url)
    # on B the joined player is renamed with A's and counted once; Z, never joined, stays two players
    assert games_played(b) == {"Asha": 3, "B": 3, "Y": 3, "Z": 2, "Zed": 1}
    assert [o.player.name for o in join_offers(b)] == ["B", "Y", "Z"]


def test_the_players_screen_offers_the_join_and_joins_on_a_tap(tmp_path: Path, database_url: str) -> None:
    a, b = phone(tmp_path / "A"), phone(tmp_path / "B")
    a.add_player("Ána")
    b.add_player("Ána")
    sync(a, database_url)
    sync(b, database_url)
    other = join_offers(b)[0].other
    ui = UI(make_main(lambda: GameStore(tmp_path / "B")), route="/players")
    try:
        assert ui.find(f"join-{other}-text").value == ("Ána was also created on another phone. If they are the "
                                                       "same person, join them: every phone then counts them as "
                                                       "one player.")
        ui.click(f"join-{other}")
        assert ui.find("players-notice").value == ("Ána is joined with the Ána of the other phone; the other "
                                                   "phones join them with their next sync.")
        assert not ui.exists(f"join-{other}")
        ui.assert_no_crash()
    finally:
        ui.close()
    sync(phone(tmp_path / "B"), database_url)
    assert sync(a, database_url).notices == ["Ána: joined on another phone with the player of the same name "
                                             "created there; they are one player now"]
    assert join_offers(a) == []
