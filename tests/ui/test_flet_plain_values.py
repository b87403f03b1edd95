"""Flet's diff answering plain values at once (``scorekeeper.ui.flet_plain_values``) sends what Flet's own
walks send: every message of a visit to the table, Settings, two languages and back is the same, byte for
byte, with the controls numbered from the same start."""

from __future__ import annotations

import itertools
import shutil
from pathlib import Path

import msgpack
import pytest
from flet.controls import id_counter
from flet.controls.object_patch import DiffBuilder
from flet.messaging.protocol import MessageAction

from scorekeeper.rules import Game
from scorekeeper.store import GameStore
from scorekeeper.ui.app import make_main

from .harness import UI


def without_call_id(body: object) -> object:
    """A message as sent, but for the random id of a call to the client (each call draws its own)."""
    return {**body, "call_id": ""} if isinstance(body, dict) and "call_id" in body else body


def messages_of_a_visit(folder: Path, game_id: str, monkeypatch: pytest.MonkeyPatch) -> list[bytes]:
    """Every message the app sends opening the table, a tap at it (the turned-up card), switching language twice and
    back, then the scoreboard, the hand with an entry's editor open, the players, New game and Home."""
    monkeypatch.setattr(id_counter.ControlId, "_counter", itertools.count(100_000))
    store = GameStore(folder / "data")
    ui = UI(make_main(lambda: store), route=f"/game/{game_id}")
    try:
        ui.click("turn-up-hearts")
        for language in ("hi", "bn"):
            ui.go("/settings")
            ui.click(f"language-{language}")
            ui.go(f"/game/{game_id}")
        ui.go(f"/game/{game_id}/scores")
        ui.go(f"/game/{game_id}/hand/1")
        ui.click("correct-1")
        for route in ("/players", "/new", "/"):
            ui.go(route)
        ui.assert_no_crash()
        return [msgpack.packb([action.value, without_call_id(body)]) for action, body in ui.conn.messages
                if action != MessageAction.REGISTER_CLIENT]  # (the harness's, with the session's random id)
    finally:
        ui.close()


def test_the_app_sends_the_same_messages_as_flet_s_own_walks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game_id = GameStore(tmp_path / "a" / "data").create_game(Game.new("euchre", ["Ann", "Bo", "Cy", "Di"], "Di", None))
    shutil.copytree(tmp_path / "a", tmp_path / "b")
    quick = messages_of_a_visit(tmp_path / "a", game_id, monkeypatch)
    assert getattr(DiffBuilder._configure_dataclass, "skips_plain_values", False)  # (the app's make_main wraps them)
    assert getattr(DiffBuilder._removed_controls, "skips_plain_values", False)

    monkeypatch.setattr(DiffBuilder, "_configure_dataclass", DiffBuilder._configure_dataclass.__wrapped__)
    monkeypatch.setattr(DiffBuilder, "_removed_controls", DiffBuilder._removed_controls.__wrapped__)
    monkeypatch.setattr("scorekeeper.ui.app.skip_plain_values_in_flet_diffs", lambda: True)
    flet_s_own = messages_of_a_visit(tmp_path / "b", game_id, monkeypatch)

    assert len(quick) > 10
    assert quick == flet_s_own
