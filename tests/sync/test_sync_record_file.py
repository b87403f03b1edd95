"""The sync record on disk: read back as it was saved, and one of another shape set aside (the next sync starts over)."""

from __future__ import annotations

import json
from pathlib import Path

from scorekeeper.sync.ledger import SyncLedger

SERVER = "http://127.0.0.1:5984/scores"


def saved_record(data_dir: Path) -> SyncLedger:
    record = SyncLedger.for_server(data_dir, SERVER)
    record.since, record.players_sent, record.offers = "42-abc", {"p-1", "p-2"}, {"p-9": "Ann"}
    record.notices, record.last_synced = ["Ann's game came in"], "2026-12-01T20:00:00Z"
    link = record.link("g-remote", local="g-here")
    link.count, link.head, link.rev, link.setup, link.marks = 7, "h7", 2, {"kind": "spades"}, {"name": "s-1"}
    record.save()
    return record


def test_a_saved_record_reads_back_field_for_field(tmp_path: Path) -> None:
    saved = saved_record(tmp_path)
    read = SyncLedger.for_server(tmp_path, SERVER)
    assert read == saved
    assert (read.games["g-remote"].count, read.games["g-remote"].setup, read.offers) == (7, {"kind": "spades"},
                                                                                          {"p-9": "Ann"})


def test_a_game_link_is_saved_with_every_field_in_order(tmp_path: Path) -> None:
    """The file a version before this one wrote (with ``dataclasses.asdict``) and this one write alike."""
    saved = saved_record(tmp_path)
    assert saved.path is not None
    assert saved.path.read_text(encoding="utf-8").split('"games":', 1)[1].startswith(
        '{"g-remote":{"remote":"g-remote","local":"g-here","count":7,"head":"h7","setup":{"kind":"spades"},'
        '"updated":null,"trashed":false,"name_suffix":"","rev":2,"name":null,"marks":{"name":"s-1"}}}')


def test_a_record_with_a_field_of_another_shape_is_set_aside_and_sync_starts_over(tmp_path: Path) -> None:
    saved = saved_record(tmp_path)
    assert saved.path is not None
    data = json.loads(saved.path.read_text())
    data["games"]["g-remote"]["count"] = "seven"
    saved.path.write_text(json.dumps(data))
    read = SyncLedger.for_server(tmp_path, SERVER)
    assert (read.since, read.games, read.phone != saved.phone) == ("0", {}, True)
    assert saved.path.with_suffix(".damaged").exists()


def test_a_record_whose_notices_are_not_a_list_is_set_aside(tmp_path: Path) -> None:
    saved = saved_record(tmp_path)
    assert saved.path is not None
    data = json.loads(saved.path.read_text())
    data["notices"] = {"not": "a list"}
    saved.path.write_text(json.dumps(data))
    assert SyncLedger.for_server(tmp_path, SERVER).since == "0"
