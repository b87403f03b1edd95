"""The facts the service keeps after each write of a game (``service/kept_facts.py``, ``store/fact_files.py``):
the first ``stats`` on a folder the service wrote reads them instead of replaying every game, and says
exactly what it says without them; a fact file that no longer matches its journal, or is damaged, is
ignored; a correction, an Undo and a Redo keep the file in step with the game."""

from __future__ import annotations

import contextlib
import io
import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from scorekeeper.cli_store import main
from scorekeeper.rules import Game, event_to_dict, game_from_record
from scorekeeper.service import Scorekeeper, kept_facts
from scorekeeper.store import GameStore, rating_memo, stats_cache
from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.store.fact_files import Facts, fact_file, facts_folder, read_facts, stored_seats
from scorekeeper.store.model import GameSummary
from scorekeeper.store.stats import game_facts
from scorekeeper.store.stats_cache import CACHE_VERSION, _facts_json, _journal_mark

from tests.store.records import finished_game, long_game


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("SCOREKEEPER_CACHE_DIR", str(folder))
    return folder


def played_through_service(service: Scorekeeper, record: dict) -> tuple[str, Game]:
    """A game stored new and then played entry by entry, as the table stores it."""
    whole = game_from_record(record)
    game = Game.new(whole.kind, whole.players, whole.dealer, whole.settings)
    game_id = service.new_game(game)
    for event in whole.events:
        game = service.play(game_id, game, event)
    return game_id, game


def book_through_service(data: Path) -> tuple[GameStore, Scorekeeper, list[str]]:
    store = GameStore(data, auto_backup=False, sync=False)
    service = Scorekeeper(store)
    ids = []
    for record in (finished_game(2), long_game(3), finished_game(1, ("Ann", "Bo", "Cy", "Di"))):
        game_id, game = played_through_service(service, record)
        ids.append(game_id)
    game = service.open_game(ids[1])
    game = service.correct(ids[1], game, lambda g: g.with_events(g.events[:-2]))  # a correction
    game = service.undo(ids[1], game)  # and its Undo
    return store, service, ids


def kept_now(store: GameStore, game_id: str) -> tuple[GameSummary, tuple[JsonValue, Facts] | None]:
    """The game's summary, and the facts kept for its journal as it is now (None: none match it)."""
    summary = store.get_game_summary(game_id)
    key = [CACHE_VERSION, _journal_mark(str(store.games_dir / f"{game_id}.events")), list(summary.player_ids),
           summary.created]
    return summary, read_facts(store.data_dir, game_id, key)


def cold_stats(data: Path, cache: Path) -> dict:
    """``stats --json --evenings`` as the first run on the folder would answer (nothing this process or the
    stats cache kept; the fact files left as they are)."""
    stats_cache.KEPT.clear()
    rating_memo.MEMO.clear()
    for kept in cache.glob("*.json"):
        kept.unlink()
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["stats", "--data", str(data), "--json", "--evenings"]) == 0
    return json.loads(out.getvalue())


def test_the_first_stats_reads_the_kept_facts_and_says_what_a_replay_says(tmp_path: Path, cache: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "data"
    store, _service, ids = book_through_service(data)
    store.close()
    finished, being_played = [ids[0], ids[2]], ids[1]  # (a game still being played keeps no facts)
    assert sorted(p.stem for p in facts_folder(data).glob("*.json")) == sorted(finished)
    replayed_never = cold_stats(data, cache)
    read_game = GameStore.load_timed_game_dict

    def only_the_game_being_played(self: GameStore, game_id: str) -> object:
        assert game_id == being_played, "a finished game was replayed although its facts were kept"
        return read_game(self, game_id)

    with monkeypatch.context() as patched:  # the kept facts alone answer for the finished games
        patched.setattr(GameStore, "load_timed_game_dict", only_the_game_being_played)
        assert cold_stats(data, cache) == replayed_never
    shutil.rmtree(facts_folder(data))  # a folder an older version wrote: every game replayed
    replayed = cold_stats(data, cache)
    assert replayed == replayed_never
    assert [p["games_played"] for p in replayed["players"]] == [2, 2, 2, 2, 1, 1, 1, 1]
    assert replayed["players"][0]["games_won"] == 1  # A won the one finished game of the two A played


def test_a_stale_or_damaged_fact_file_is_ignored(tmp_path: Path, cache: Path) -> None:
    data = tmp_path / "data"
    store, service, ids = book_through_service(data)
    game = service.open_game(ids[0])
    events = [event_to_dict(e) for e in game.events]
    store.replace_events(ids[0], events[:-1])  # written without the service (an older version, a crash)
    path = fact_file(data, ids[2])
    assert path is not None
    path.write_bytes(b'{"key": [2, ')  # damaged
    store.close()
    with_files = cold_stats(data, cache)
    shutil.rmtree(facts_folder(data))
    assert with_files == cold_stats(data, cache)
    first = next(p for p in with_files["players"] if p["name"] == "A")
    assert (first["games_played"], first["games_finished"], first["games_won"]) == (2, 0, 0)  # the last entry gone


def finished_while_another_process_writes(tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch,
                                          their_journal: Callable[[list[JsonObject]], list[JsonObject]]) -> dict:
    """This process enters the entry that finishes a two-hand game; in the moment between that write and its
    facts, another process (a second window, a sync) replaces the journal with ``their_journal(entries)``.
    Checks no facts were kept under the journal it left, and returns a cold stats of the folder then."""
    data = tmp_path / "data"
    store = GameStore(data, auto_backup=False, sync=False)
    service = Scorekeeper(store)
    whole = game_from_record(finished_game(2))
    game_id, game = played_to(service, whole, len(whole.events) - 1)
    other = GameStore(data, auto_backup=False, sync=False)  # the other process, on the same folder
    real_write = kept_facts.write_facts

    def another_process_first(*args: object, **kwargs: object) -> None:
        other.replace_events(game_id, their_journal([event_to_dict(e) for e in whole.events]))
        real_write(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(kept_facts, "write_facts", another_process_first)
    assert service.play(game_id, game, whole.events[-1]).table.finished
    seats = stored_seats(store, game_id)
    assert seats is not None
    assert read_facts(data, game_id, seats.key()) is None  # no facts under the journal the other process left
    monkeypatch.setattr(kept_facts, "write_facts", real_write)
    other.close()
    store.close()
    return cold_stats(data, cache)


def test_facts_are_not_kept_under_a_journal_another_process_wrote_since(tmp_path: Path, cache: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """A second window or a sync writes the same game between this process's last entry and its facts (here
    it takes that entry back): the facts (of the finished game) must not be keyed by the journal without the
    entry, or stats would count the game finished until it is written again."""
    answered = finished_while_another_process_writes(tmp_path, cache, monkeypatch, lambda entries: entries[:-1])
    assert [p["games_finished"] for p in answered["players"]] == [0, 0, 0, 0]  # the other process's Undo counts


def test_facts_are_not_kept_after_another_process_corrected_the_last_entry(tmp_path: Path, cache: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The same moment, but the other process corrects the entry that finished the game (A and B now lose that
    hand): the journal holds as many entries as the facts, its last line numbered as theirs, yet the game is
    no longer finished; the facts must not be kept under it."""
    won: JsonObject = {"type": "counts", "bidder_side": 220000, "other_side": 180000}
    lost: JsonObject = {"type": "counts", "bidder_side": 180000, "other_side": 220000}

    def corrected(entries: list[JsonObject]) -> list[JsonObject]:
        assert entries[-1] == won
        return [*entries[:-1], lost]

    answered = finished_while_another_process_writes(tmp_path, cache, monkeypatch, corrected)
    assert [p["games_finished"] for p in answered["players"]] == [0, 0, 0, 0]  # the other process's correction


def played_to(service: Scorekeeper, whole: Game, entries: int) -> tuple[str, Game]:
    """A new game of ``whole``'s table, stored through the service with its first ``entries`` entries."""
    game = Game.new(whole.kind, whole.players, whole.dealer, whole.settings)
    game_id = service.new_game(game)
    for event in whole.events[:entries]:
        game = service.play(game_id, game, event)
    return game_id, game


@pytest.mark.parametrize("change", ["the last entry", "its undo", "its redo", "a correction back to finished"])
def test_a_change_that_leaves_the_game_finished_keeps_the_facts_a_replay_gives(tmp_path: Path, cache: Path,
                                                                             change: str) -> None:
    store = GameStore(tmp_path / "data", auto_backup=False, sync=False)
    service = Scorekeeper(store)
    whole = game_from_record(finished_game(2))
    game_id, game = played_to(service, whole, len(whole.events) - 1)
    game = service.play(game_id, game, whole.events[-1])
    if change in ("its undo", "its redo"):
        game = service.undo(game_id, game)
        if change == "its redo":
            game = service.redo_action(game_id, game).game
    elif change == "a correction back to finished":
        game = service.correct(game_id, game, lambda g: g.with_events(g.events[:-7]))  # the last hand undone
        game = service.correct(game_id, game, lambda g: g.with_events(whole.events))  # and entered again
    summary, kept = kept_now(store, game_id)
    if change == "its undo":  # no longer finished: nothing kept for this journal, a cold stats replays it
        assert kept is None and not game.table.finished
    else:
        assert kept is not None, "the fact file does not match the journal the change left"
        assert kept[0] == _facts_json(*game_facts(store, summary))
        assert kept[1][1].finished and len(kept[1][1].hand_ends) == 2
    store.close()


def test_an_import_keeps_its_facts_from_the_times_it_wrote_without_reading_its_journal_back(
        tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The import wrote the journal with the record's times: reading it back for them cost a quarter of the
    import of the longest record.  The facts kept are the ones a replay of the stored game gives, times too."""
    store, service, ids = book_through_service(tmp_path / "data")
    record = service.export_game(ids[0])
    store.close()
    other = GameStore(tmp_path / "other", auto_backup=False, sync=False)
    with monkeypatch.context() as patched:
        for name in ("load_event_times", "load_timed_game_dict"):
            patched.setattr(GameStore, name, lambda *_args: pytest.fail("the journal was read back"))
        [result] = Scorekeeper(other).import_records([("game.json", record.encode("utf-8"))])
    summary, kept = kept_now(other, result.game_id)
    assert kept is not None and kept[0] == _facts_json(*game_facts(other, summary))
    assert kept[1][1].finished and len(kept[1][1].hand_ends) == 2
    other.close()


def test_games_and_entries_from_sync_come_with_their_facts(tmp_path: Path, cache: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Received games keep their facts from the times the server gave, not by reading their journals back."""
    from scorekeeper.service.receiving import ReceivedGame

    store = GameStore(tmp_path / "data", auto_backup=False, sync=False)
    service = Scorekeeper(store)
    whole = game_from_record(finished_game(2))
    setup = {"kind": whole.kind, "players": list(whole.players), "dealer": whole.dealer, "settings": dict(whole.settings)}
    events = [event_to_dict(e) for e in whole.events]
    with monkeypatch.context() as patched:
        for name in ("load_event_times", "load_timed_game_dict"):
            patched.setattr(GameStore, name, lambda *_args: pytest.fail("the journal was read back"))
        [game_id] = service.receive_games([ReceivedGame(setup, events[:6], None, "2026-12-04T19:00:00Z",
                                                        ["2026-12-04T20:00:00+01:00"] * 6)])
    assert isinstance(game_id, str)
    service.extend_received_game(game_id, events[6:], expected_count=6, times=["2026-12-04T21:00:00+01:00"] * 6)
    summary, kept = kept_now(store, game_id)
    assert kept is not None and kept[0] == _facts_json(*game_facts(store, summary))
    assert [at.isoformat() for at in kept[1][1].hand_ends] == ["2026-12-04T20:00:00+01:00", "2026-12-04T21:00:00+01:00"]
    store.close()


def test_an_entry_and_an_undo_mid_game_cost_no_facts(tmp_path: Path, cache: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A game's facts cost every hand of it: an entry that leaves the game unfinished neither reads its
    journal back nor works out or reads any facts, so the 400th hand's tap costs what the first one's does."""
    store = GameStore(tmp_path / "data", auto_backup=False, sync=False)
    service = Scorekeeper(store)
    game_id, game = played_through_service(service, long_game(3))
    next_entry = game_from_record(long_game(4)).events[len(game.events)]
    with monkeypatch.context() as patched:
        for name in ("load_event_times", "load_timed_game_dict"):
            patched.setattr(GameStore, name, lambda *_args: pytest.fail("the journal was read back"))
        patched.setattr(kept_facts, "facts_of_game", lambda *_args: pytest.fail("facts worked out mid-game"))
        patched.setattr(kept_facts, "kept_times_of", lambda *_args: pytest.fail("a fact file read mid-game"))
        game = service.play(game_id, game, next_entry, at="2026-12-05T01:10:00+01:00")
        game = service.undo(game_id, game)
        game = service.play(game_id, game, next_entry, at="2026-12-05T01:20:00+01:00")
    assert not game.table.finished
    assert fact_file(store.data_dir, game_id) is not None and not fact_file(store.data_dir, game_id).exists()
    store.close()


def test_emptying_the_trash_removes_the_fact_files_of_the_games_deleted_for_good(tmp_path: Path, cache: Path) -> None:
    """A game in the trash keeps its fact file (restored, its journal is the same and the facts still hold);
    once the trash is emptied nothing would read it again, and it goes."""
    store, service, ids = book_through_service(tmp_path / "data")
    finished, other = ids[0], ids[2]
    path = fact_file(store.data_dir, finished)
    assert path is not None and path.is_file()
    store.delete_game(finished)
    assert path.is_file()
    assert store.empty_trash() == 1
    assert not path.exists()
    kept = fact_file(store.data_dir, other)
    assert kept is not None and kept.is_file()  # the games still stored keep theirs
    store.close()


def test_a_stats_run_drops_the_fact_files_of_games_no_longer_in_the_folder(tmp_path: Path, cache: Path) -> None:
    """A game deleted for good without this version (an older one, by hand, a restore of a backup without it)
    leaves its fact file behind: the next ``stats`` that reads the whole book removes it, and keeps the
    files of the games stored and of those in the trash."""
    data = tmp_path / "data"
    store = GameStore(data, auto_backup=False, sync=False)
    service = Scorekeeper(store)
    gone, trashed, stored = (played_through_service(service, finished_game(n))[0] for n in (1, 2, 3))
    store.delete_game(trashed)
    for file in [*(data / "games").glob(f"{gone}.*"), *(data / "games").glob(f"{gone}-*")]:
        file.unlink()  # deleted by hand
    store.close()
    before = sorted(p.name for p in facts_folder(data).iterdir())
    assert before == sorted([f"{gone}.json", f"{trashed}.json", f"{stored}.json"])
    cold_stats(data, cache)
    assert sorted(p.name for p in facts_folder(data).iterdir()) == sorted([f"{trashed}.json", f"{stored}.json"])


def test_the_entry_that_finishes_a_game_reads_no_journal_for_its_times(tmp_path: Path, cache: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The service holds the entries' times as it stores them: the finishing entry of a long game reads
    neither its journal nor a fact file for them (it once read the journal: 10 ms at 400 hands), and keeps
    the facts a replay of the stored game gives, its hands' times too."""
    store = GameStore(tmp_path / "data", auto_backup=False, sync=False)
    service = Scorekeeper(store)
    whole = game_from_record(finished_game(12))
    game_id, game = played_to(service, whole, len(whole.events) - 1)
    with monkeypatch.context() as patched:
        for name in ("load_event_times", "load_timed_game_dict", "load_game_dict"):
            patched.setattr(GameStore, name, lambda *_args: pytest.fail("the journal was read back"))
        patched.setattr(kept_facts, "kept_times_of", lambda *_args: pytest.fail("a fact file read for the times"))
        assert service.play(game_id, game, whole.events[-1], at="2026-12-05T23:59:00+01:00").table.finished
    summary, kept = kept_now(store, game_id)
    assert kept is not None and kept[0] == _facts_json(*game_facts(store, summary))
    assert len(kept[1][1].hand_ends) == 12 and kept[1][1].hand_ends[-1].isoformat() == "2026-12-05T23:59:00+01:00"
    store.close()


def test_a_game_resumed_in_a_new_process_finishes_without_reading_its_journal_again(
        tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The game is played to its last entry, and the app closed; a new process opens it (one reading of its
    journal) and stores the last entry: that entry does not read the journal again for the times (the opening
    read them), and keeps the facts a replay of the stored game gives."""
    data = tmp_path / "data"
    first = GameStore(data, auto_backup=False, sync=False)
    whole = game_from_record(finished_game(12))
    game_id, _game = played_to(Scorekeeper(first), whole, len(whole.events) - 1)
    first.close()
    store = GameStore(data, auto_backup=False, sync=False)  # the next day's process
    service = Scorekeeper(store)
    game = service.open_game(game_id)
    with monkeypatch.context() as patched:
        for name in ("load_event_times", "load_timed_game_dict", "load_game_dict"):
            patched.setattr(GameStore, name, lambda *_args: pytest.fail("the journal was read back"))
        assert service.play(game_id, game, whole.events[-1], at="2026-12-05T23:59:00+01:00").table.finished
    summary, kept = kept_now(store, game_id)
    assert kept is not None and kept[0] == _facts_json(*game_facts(store, summary))
    assert len(kept[1][1].hand_ends) == 12 and kept[1][1].hand_ends[-1].isoformat() == "2026-12-05T23:59:00+01:00"
    store.close()


def test_times_read_at_opening_are_not_used_once_another_process_wrote_the_game(tmp_path: Path, cache: Path) -> None:
    """A game opened here, then written by another process (the first hand's last entry stored again with
    another time) before this process stores its next entry: the times the opening read are no longer the
    journal's, and the facts kept at the finish have the journal's times, as a replay gives them."""
    data = tmp_path / "data"
    first = GameStore(data, auto_backup=False, sync=False)
    whole = game_from_record(finished_game(2))
    first_hand = len(whole.events) // 2
    game_id, game = played_to(Scorekeeper(first), whole, first_hand)
    first.close()
    store = GameStore(data, auto_backup=False, sync=False)
    service = Scorekeeper(store)
    game = service.open_game(game_id)
    _another_process_stores_the_last_entry_again_then_this_one_finishes(
        data, store, service, game_id, game, whole, first_hand)


def test_times_held_are_not_used_once_another_process_wrote_the_game(tmp_path: Path, cache: Path) -> None:
    """Between two of this process's entries another process stores the first hand's last entry again with
    another time (its Undo and a sync's entry): the count and the last entry are as this process holds them,
    so its next entries are stored, but the times it held are no longer the journal's.  The facts kept at the
    finish have the journal's times, as a replay gives them."""
    data = tmp_path / "data"
    store = GameStore(data, auto_backup=False, sync=False)
    service = Scorekeeper(store)
    whole = game_from_record(finished_game(2))
    first_hand = len(whole.events) // 2
    game_id, game = played_to(service, whole, first_hand)
    _another_process_stores_the_last_entry_again_then_this_one_finishes(
        data, store, service, game_id, game, whole, first_hand)


def _another_process_stores_the_last_entry_again_then_this_one_finishes(
        data: Path, store: GameStore, service: Scorekeeper, game_id: str, game: Game, whole: Game,
        first_hand: int) -> None:
    """Another process on the same folder stores the first hand's last entry again at another time; this
    process plays the game to its end: the facts kept at the finish are a replay's, with the journal's time."""
    other = GameStore(data, auto_backup=False, sync=False)  # the other process, on the same folder
    entries = [event_to_dict(e) for e in game.events]
    other.replace_events(game_id, entries[:-1])
    other.append_event(game_id, entries[-1], at="2026-12-04T20:00:00+01:00")
    other.close()
    for event in whole.events[first_hand:]:
        game = service.play(game_id, game, event)
    assert game.table.finished
    summary, kept = kept_now(store, game_id)
    assert kept is not None and kept[0] == _facts_json(*game_facts(store, summary))
    assert kept[1][1].hand_ends[0].isoformat() == "2026-12-04T20:00:00+01:00"
    store.close()


def test_a_restore_keeps_the_facts_its_check_replayed_so_the_first_stats_replays_no_game(
        tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A restore replays every game of the backup to check it; the first ``stats`` after it replayed each again
    (2,000 games: seconds).  The restore keeps what its replay gave, and ``stats`` says what a replay says."""
    store, _service, ids = book_through_service(tmp_path / "data")
    backup = store.write_backup(tmp_path / "book.zip")
    store.close()
    data = tmp_path / "restored"
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["restore", "--data", str(data), str(backup)]) == 0
    assert sorted(p.stem for p in facts_folder(data).glob("*.json")) == sorted(ids)  # the game being played too
    with monkeypatch.context() as patched:
        patched.setattr(GameStore, "load_timed_game_dict", lambda *_args: pytest.fail("a restored game was replayed"))
        with_facts = cold_stats(data, cache)
    shutil.rmtree(facts_folder(data))
    assert with_facts == cold_stats(data, cache)
    assert [p["games_played"] for p in with_facts["players"]] == [2, 2, 2, 2, 1, 1, 1, 1]
