"""A restore reads, parses and replays each journal of the backup once: the check does, and the restored
folder's opening (its snapshot, its game list) finds every game listed as its journal is and reads none again.
"""

from __future__ import annotations

import json
import zipfile
from collections import Counter
from pathlib import Path

import pytest

from scorekeeper.rules import game_from_record
from scorekeeper.rules import game as rules_game
from scorekeeper.store import GameStore, gamefiles
from scorekeeper.store.restore import restore_into
from scorekeeper.store.model import GameSummary

from .records import long_game, renamed


def figures(summaries: list[GameSummary]) -> dict[str, tuple[object, ...]]:
    """What the game list shows of each game, by id."""
    return {s.id: (s.name, s.events, s.hands, s.finished, s.winner, s.totals, s.deleted_at is not None, s.problem)
            for s in summaries}


def listed(store: GameStore) -> dict[str, tuple[object, ...]]:
    return figures(store.list_games(include_deleted=True))


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Journal lines parsed and events replayed by the rules, counted as they happen (a line parsed one by one,
    or in a journal read whole: ``gamefiles.intact_journal``)."""
    counts: Counter[str] = Counter()
    parse, parse_whole, apply = gamefiles.parse_timed_line, gamefiles.intact_journal, rules_game.Replayer.apply

    def parsed(line: bytes) -> object:
        counts["lines parsed"] += 1
        return parse(line)

    def parsed_whole(raw: bytes) -> object:
        read = parse_whole(raw)
        counts["lines parsed"] += raw.count(b"\n") if read is not None else 0
        return read

    def applied(self: rules_game.Replayer, event: object) -> None:
        counts["events replayed"] += 1
        apply(self, event)  # type: ignore[arg-type]

    monkeypatch.setattr(gamefiles, "parse_timed_line", parsed)
    monkeypatch.setattr(gamefiles, "intact_journal", parsed_whole)
    monkeypatch.setattr(rules_game.Replayer, "apply", applied)
    return counts


def a_book(folder: Path) -> GameStore:
    """Three games: one finished (A and B reach 440,000 in two hands), one under way, one in the trash."""
    store = GameStore(folder, auto_backup=False)
    finished = store.create_game(game_from_record(renamed(long_game(2, target=440_000), "0")))
    store.create_game(game_from_record(renamed(long_game(5), "1")))
    trashed = store.create_game(game_from_record(renamed(long_game(3), "2")))
    store.delete_game(trashed)
    assert finished and store.get_game_summary(finished).finished
    return store


def with_index(backup: Path, change: object) -> Path:
    """The backup with its index changed by ``change`` (a function of the parsed index)."""
    with zipfile.ZipFile(backup) as zf:
        members = {name: zf.read(name) for name in zf.namelist()}
    index = json.loads(members["scorekeeper.json"])
    change(index)  # type: ignore[operator]
    members["scorekeeper.json"] = json.dumps(index).encode()
    with zipfile.ZipFile(backup, "w") as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return backup


def test_a_restore_and_the_restored_folder_s_opening_and_list_parse_and_replay_each_entry_once(
        tmp_path: Path, counted: Counter[str]) -> None:
    other = a_book(tmp_path / "other")
    expected = listed(other)
    entries = sum(s.events or 0 for s in other.list_games(include_deleted=True))  # (the trash's too)
    assert entries == 6 * (2 + 5 + 3)  # a hand of long_game is six entries
    backup = other.write_backup(tmp_path / "other.zip")

    def claim_other_figures(index: dict[str, dict[str, dict[str, dict[str, object]]]]) -> None:
        for doc in index["games"].values():  # figures a backup may carry (a hostile one): never taken for true
            doc["summary"].update({"totals": {"A0": 1}, "hands": 99, "finished": True})

    with_index(backup, claim_other_figures)
    counted.clear()
    restored = restore_into(tmp_path / "data", backup)  # checks, swaps and opens the restored folder
    assert sorted(p.name.split("-")[0] for p in (tmp_path / "data" / "backups").iterdir()) == ["auto", "before"]
    assert restored.store.messages == []
    assert listed(restored.store) == expected
    assert listed(GameStore(tmp_path / "data")) == expected  # as the next command opens it
    assert counted == {"lines parsed": entries, "events replayed": entries}


def test_a_backup_whose_list_says_more_entries_were_stored_than_its_journal_holds_is_recovered_on_opening(
        tmp_path: Path) -> None:
    other = GameStore(tmp_path / "other", auto_backup=False)
    game_id = other.create_game(game_from_record(renamed(long_game(3), "0")))
    backup = other.write_backup(tmp_path / "other.zip")

    def claim_more(index: dict[str, dict[str, dict[str, dict[str, object]]]]) -> None:
        [doc] = index["games"].values()
        doc["summary"]["events"] = 19  # the journal holds 18: an acknowledged entry is lost

    with_index(backup, claim_more)
    restored = restore_into(tmp_path / "data", backup)
    [said] = restored.store.messages
    assert said.startswith(f"The events of game 'Make-a-Million, ") and \
        f"{game_id}.events holds 18 whole entries but 19 were stored (it was cut short). Entry 19 is in no " \
        "backup and could not be recovered." in said
    [summary] = restored.store.list_games()
    assert (summary.id, summary.events, summary.hands, summary.totals) == (
        game_id, 18, 3, {"A0": 660_000, "Z0": 540_000, "B0": 660_000, "Y0": 540_000})
