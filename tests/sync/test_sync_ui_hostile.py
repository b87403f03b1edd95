"""The Sync card against a hostile server (``hostile.py``): the same bounds as the command line, a line on
the card, never stuck at "Syncing…"; a password is never shown back, whatever it holds."""

from __future__ import annotations

from pathlib import Path

import pytest

import scorekeeper.sync.http as http
from scorekeeper.store import GameStore
from scorekeeper.ui.app import make_main
from tests.ui.harness import UI

from .hostile import drip, head, hostile_server


@pytest.mark.parametrize("case", ["drip", "an exception no sync expects"])
def test_the_sync_card_says_one_line_and_never_sticks_at_syncing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: str) -> None:
    monkeypatch.setattr(http, "REQUEST_SECONDS", 1.0)
    if case == "an exception no sync expects":
        import scorekeeper.sync.replicate as replicate

        def broken(self: object) -> None:
            raise RuntimeError("a bug")
        monkeypatch.setattr(replicate.Replicator, "run", broken)
    dripping = drip(head(200, {"Content-Type": "application/json", "Content-Length": "300"}) + b" " * 300, 0.05)

    def answers(method: str, path: str, _query: dict[str, str]):  # type: ignore[no-untyped-def]
        return dripping if case == "drip" and path == "/scores" else None

    with hostile_server(answers) as server:
        ui = UI(make_main(lambda: GameStore(tmp_path / "B")), route="/settings/sync")
        try:
            ui.type("sync-server", f"http://127.0.0.1:{server.port}/scores")
            ui.type("sync-user", "keeper")
            ui.type("sync-password", "pa#ss/w?rd")
            ui.click("sync-now")
            status = ui.find("sync-status").value
            assert status == {
                "drip": f"Not synced: http://127.0.0.1:{server.port}/scores as keeper: the server did not answer "
                        "within 1 seconds; the sync stopped (nothing was changed here)",
                "an exception no sync expects": "Not synced: the sync stopped on something unexpected "
                                                "(RuntimeError); try again later"}[case]
            assert not ui.find("sync-now").disabled  # the card can sync again
            assert "pa#ss" not in " ".join(ui.texts())
            ui.assert_no_crash()
        finally:
            ui.close()


def test_a_password_typed_into_the_server_address_is_never_shown_on_the_card(tmp_path: Path) -> None:
    ui = UI(make_main(lambda: GameStore(tmp_path / "B")), route="/settings/sync")
    try:
        ui.type("sync-server", "https://keeper:se#cret/pw?x@couch.example.org:6984/scores")
        ui.click("sync-save")
        assert ui.find("sync-status").value == (
            "Not saved: https://keeper:***@couch.example.org:6984/scores: the user or password holds a character "
            "that must be percent-encoded in an address (# as %23, / as %2F, ? as %3F, @ as %40, % as %25)")
        ui.type("sync-server", "https://keeper:se%23cret%2Fpw%3Fx@couch.example.org:6984/scores")
        ui.click("sync-save")
        assert ui.find("sync-status").value == ("Saved: https://couch.example.org:6984/scores as keeper. Tap Sync "
                                                "now, or play: each finished hand syncs.")
        assert ui.find("sync-server").value == "https://couch.example.org:6984/scores"
        assert "se#cret" not in " ".join(ui.texts()) and "se%23cret" not in " ".join(ui.texts())
        ui.assert_no_crash()
    finally:
        ui.close()
    from scorekeeper.sync import load_server

    saved = load_server(tmp_path / "B")
    assert saved is not None and saved.password == "se#cret/pw?x"
