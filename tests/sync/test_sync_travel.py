"""What travels after a game's first sync: a hand in progress, renames, a game brought back from the trash,
corrections (the real server)."""

from __future__ import annotations

from pathlib import Path

from scorekeeper.service import Scorekeeper
from scorekeeper.store import GameStore, InMemoryGameStore
from scorekeeper.ui.app import make_main
from tests.store.records import long_game
from tests.ui.harness import UI

from .test_sync import book, by_name, import_record, phone, sync


def entries_of(record: dict, first: int) -> list:
    """The entries of ``record`` from entry ``first`` on, as the keeper would tap them."""
    scratch = Scorekeeper(InMemoryGameStore())
    return list(scratch.open_game(import_record(scratch, "scratch", record)).events[first:])


def two_phones_with_a_game(tmp_path: Path, url: str) -> tuple[Scorekeeper, Scorekeeper]:
    a, b = phone(tmp_path / "A"), phone(tmp_path / "B")
    import_record(a, "long", long_game(3))
    sync(a, url)
    sync(b, url)
    return a, b


def test_the_entries_of_a_hand_in_progress_travel_and_show_in_progress_there(tmp_path: Path,
                                                                           database_url: str) -> None:
    a, b = two_phones_with_a_game(tmp_path, database_url)
    game_id = by_name(a, "long")
    game = a.open_game(game_id)
    for event in entries_of(long_game(4), 18)[:3]:  # A bids $175,000, Z and B pass: Y still to call
        game = a.play(game_id, game, event)
    assert sync(a, database_url).sent_documents == 3
    assert sync(b, database_url).received_entries == 3
    on_b = by_name(b, "long")
    assert (b.game_summary(on_b).events, b.game_summary(on_b).status) == (21, "in progress")
    ui = UI(make_main(lambda: GameStore(tmp_path / "B")), route=f"/game/{on_b}")
    try:
        assert "A $175,000 · Z pass · B pass" in ui.texts()
        assert "Y to call · bid to beat $175,000 (A) · lowest bid $185,000" in ui.texts()
        ui.assert_no_crash()
    finally:
        ui.close()
