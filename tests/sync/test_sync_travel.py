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


def test_renames_after_the_first_sync_travel_both_ways(tmp_path: Path, database_url: str) -> None:
    a, b = two_phones_with_a_game(tmp_path, database_url)
    a.rename_game(by_name(a, "long"), "Tuesday")
    a.rename_player(a.player_for_name("Z").id, "Zoë")
    sync(a, database_url)
    assert sync(b, database_url).notices == []
    assert [g.name for g in b.list_games()] == ["Tuesday"]
    assert sorted(p.name for p in b.players()) == ["A", "B", "Y", "Zoë"]
    b.rename_game(by_name(b, "Tuesday"), "Tuesday night")
    b.rename_player(b.player_for_name("Y").id, "Yann")
    sync(b, database_url)
    sync(a, database_url)
    assert [g.name for g in a.list_games()] == ["Tuesday night"]
    assert sorted(p.name for p in a.players()) == ["A", "B", "Yann", "Zoë"]
    assert (sync(a, database_url).requests, sync(b, database_url).requests) == (3, 3)  # in step: nothing new


def test_a_game_brought_back_from_the_trash_comes_back_on_the_other_phone(tmp_path: Path, database_url: str) -> None:
    a, b = two_phones_with_a_game(tmp_path, database_url)
    a.delete_game(by_name(a, "long"))
    sync(a, database_url)
    assert sync(b, database_url).trashed == 1
    a.restore_game(a.list_games("deleted")[0].id)
    sync(a, database_url)
    report = sync(b, database_url)
    assert (report.restored, report.summary()) == (1, "received 0 new games and 0 entries; sent 0 games "
                                                      "(0 documents); 1 brought back from the trash")
    assert (book(b), b.list_games("deleted")) == ([("long", 3, {"A": 660000, "Z": 540000, "B": 660000,
                                                                 "Y": 540000})], [])
    b.delete_game(by_name(b, "long"))  # and deleted again, on the other phone this time
    sync(b, database_url)
    assert sync(a, database_url).trashed == 1
    assert [g.name for g in a.list_games("deleted")] == ["long"]


def third_hand_the_other_way() -> dict:
    """``long_game(3)`` whose third hand was counted the other way round (a slip the keeper corrects)."""
    record = long_game(3)
    record["hands"][2]["counts"] = {"bidder_side": 180000, "other_side": 220000}
    return record


def correct_third_hand(service: Scorekeeper, game_id: str) -> None:
    corrected = entries_of(third_hand_the_other_way(), 0)
    service.correct(game_id, service.open_game(game_id), lambda game: game.with_events(corrected))


def test_a_correction_on_a_phone_in_step_replaces_the_entry_on_the_other_phones(tmp_path: Path,
                                                                               database_url: str) -> None:
    a, b = two_phones_with_a_game(tmp_path, database_url)
    correct_third_hand(a, by_name(a, "long"))
    assert sync(a, database_url).sent_documents == 1  # the revision: the corrected entries, what it replaces
    report = sync(b, database_url)
    assert (report.corrected, report.received_games, report.notices) == (
        1, 0, ["long: corrected on another phone; the correction is made here too (every entry stays on the server)"])
    corrected = {"A": 620000, "Z": 580000, "B": 620000, "Y": 580000}
    assert book(b) == book(a) == [("long", 3, corrected)]
    # and the corrected game goes on in step: a fourth hand on B reaches A
    for event in entries_of(long_game(4), 18):
        b.play(by_name(b, "long"), b.open_game(by_name(b, "long")), event)
    sync(b, database_url)
    assert sync(a, database_url).received_entries == 6
    assert book(a) == book(b) == [("long", 4, {"A": 840000, "Z": 760000, "B": 840000, "Y": 760000})]


def test_a_correction_while_another_phone_went_on_keeps_both_as_two_games(tmp_path: Path,
                                                                         database_url: str) -> None:
    a, b = two_phones_with_a_game(tmp_path, database_url)
    correct_third_hand(a, by_name(a, "long"))
    for event in entries_of(long_game(4), 18):  # B played a fourth hand over the third as it was
        b.play(by_name(b, "long"), b.open_game(by_name(b, "long")), event)
    sync(a, database_url)
    report = sync(b, database_url)
    assert report.notices == ["long (continued on another phone): this game was continued on another phone as "
                              "well; that continuation is kept here as its own game, and yours as it was"]
    sync(a, database_url)
    corrected, went_on = {"A": 620000, "Z": 580000, "B": 620000, "Y": 580000}, \
        {"A": 880000, "Z": 720000, "B": 880000, "Y": 720000}
    assert book(a) == [("long", 3, corrected), ("long (continued on another phone)", 4, went_on)]
    assert book(b) == [("long", 4, went_on), ("long (continued on another phone)", 3, corrected)]


def test_a_phone_whose_record_was_lost_after_a_correction_receives_no_game_twice(tmp_path: Path,
                                                                                database_url: str) -> None:
    a, b = two_phones_with_a_game(tmp_path, database_url)
    correct_third_hand(a, by_name(a, "long"))
    sync(a, database_url)
    sync(b, database_url)
    for record in (tmp_path / "B" / "sync").glob("*.json"):
        record.unlink()  # as a restore or a lost folder leaves it
    report = sync(b, database_url)
    assert (report.received_games, report.received_entries, report.notices) == (0, 0, [])
    assert book(b) == [("long", 3, {"A": 620000, "Z": 580000, "B": 620000, "Y": 580000})]
