"""The history file's checks: a line's checksum, the chain from line to line, the setup file's witness.

What a crash leaves (a part line, a line written before its witness) is no damage; what changes the file
after it was written (a line changed, taken out, swapped; the file cut or replaced) is, and is found.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, strategies as st

from scorekeeper.rules import Game, event_from_dict
from scorekeeper.service import Scorekeeper
from scorekeeper.store import GameStore
from scorekeeper.store.history_file import (UNREADABLE_WITNESS, HistoryDamage, Witness, damage_marker, history_tail,
                                            parse_history, sealed_lines)

from .fulldisk import FullDisk

RECORDS = [{"op": "done", "n": 1}, {"op": "undone", "n": 2}, {"op": "redone", "n": 3}]


def written(records: list[dict], raw: bytes = b"") -> tuple[bytes, Witness]:
    """``records`` appended one by one to the history ``raw``, and the witness the last append left."""
    witness = None
    for count, record in enumerate(records, start=1):
        lines, last = sealed_lines(parse_history(raw, witness), [record])
        raw = (raw if not raw or raw.endswith(b"\n") else raw + b"\n") + lines
        witness = Witness(len(raw), last, count)
    assert witness is not None
    return raw, witness


def test_a_history_as_written_gives_its_records_and_nothing_else():
    raw, witness = written(RECORDS)
    assert parse_history(raw, witness).records == RECORDS
    assert parse_history(raw, None).records == RECORDS


def test_a_killed_appends_part_line_is_no_damage_and_the_next_append_ends_it():
    raw, witness = written(RECORDS[:2])
    torn = raw + b'{"op":"redone","n":3,"pr'  # killed in the middle of its write: never acknowledged
    assert parse_history(torn, witness).records == RECORDS[:2]
    again, witness = written([RECORDS[2]], torn)
    assert parse_history(again, witness).records == RECORDS


def test_a_line_written_before_the_witness_of_it_is_trusted():
    raw, witness = written(RECORDS[:2])
    more, _later = written([RECORDS[2]], raw)  # the process died before the setup file had the new witness
    assert parse_history(more, witness).records == RECORDS


def test_a_line_taken_out_or_two_lines_swapped_break_the_chain_where_they_were():
    raw, witness = written(RECORDS)
    first, second, third = raw.split(b"\n")[:3]
    chain = damage_marker(HistoryDamage.CHAIN, line=2)
    assert parse_history(first + b"\n" + third + b"\n", None).records == [RECORDS[0], chain, RECORDS[2]]
    assert parse_history(second + b"\n" + first + b"\n" + third + b"\n", None).records == [
        damage_marker(HistoryDamage.CHAIN, line=1), RECORDS[1], chain, RECORDS[0],
        damage_marker(HistoryDamage.CHAIN, line=3), RECORDS[2]]


def test_an_older_versions_lines_are_read_as_it_read_them_and_chained_once_a_checked_line_follows():
    old = b"".join(json.dumps(r, separators=(",", ":")).encode() + b"\n" for r in RECORDS[:2])
    assert parse_history(old, None).records == RECORDS[:2]
    raw, witness = written([RECORDS[2]], old)
    assert parse_history(raw, witness).records == RECORDS
    changed = raw.replace(b'"n":1', b'"n":7')  # a line the older version wrote, changed since: the chain shows it
    assert parse_history(changed, witness).records == [{"op": "done", "n": 7}, RECORDS[1],
                                                       damage_marker(HistoryDamage.CHAIN, line=3), RECORDS[2]]


@pytest.mark.parametrize("damage, history, expected", [
    ("deleted", lambda raw: b"", HistoryDamage.MISSING),
    ("cut at a line's end", lambda raw: raw[:raw.index(b"\n") + 1], HistoryDamage.CUT),
    ("cut in a line", lambda raw: raw[:-9], HistoryDamage.CUT),
    ("replaced by a longer one", lambda raw: raw[:-1] + b" \n", HistoryDamage.REPLACED),
])
def test_a_history_deleted_cut_or_replaced_is_found_by_the_witness_and_sealed_by_the_next_append(
        damage, history, expected):
    raw, witness = written(RECORDS)
    read = parse_history(history(raw), witness)
    marker = damage_marker(expected, count=3)
    assert marker in read.records and read.seal == marker
    # the next line written (a correction) writes the damage down first: the new witness no longer shows it
    lines, last = sealed_lines(read, [{"op": "done", "n": 4}])
    after = history(raw) + (b"\n" if history(raw) and not history(raw).endswith(b"\n") else b"") + lines
    records = parse_history(after, Witness(len(after), last, 4)).records
    assert records[-2:] == [marker, {"op": "done", "n": 4}]


def test_a_witness_that_cannot_be_read_vouches_for_nothing():
    raw, _witness = written(RECORDS)
    assert Witness.of_header({"history": "garbage"}) is UNREADABLE_WITNESS
    assert Witness.of_header({}) is None
    read = parse_history(raw, Witness.of_header({"history": {"size": -1}}))
    assert read.records == [*RECORDS, damage_marker(HistoryDamage.REPLACED)]  # Undo stops at once


def test_a_correction_whose_witness_the_full_disk_refused_is_stored_and_its_line_trusted(tmp_path, monkeypatch):
    data = tmp_path / "data"
    service = Scorekeeper(GameStore(data))
    gid = service.new_game(Game.new("euchre", ["N", "E", "S", "W"], "W", None))
    game = service.open_game(gid)
    for entry in ({"type": "euchre_trump", "maker": "N", "trump": "hearts", "round": 1, "alone": []},
                  {"type": "counts", "bidder_side": 3, "other_side": None}):
        game = service.play(gid, game, event_from_dict(entry))
    setup = data / "games" / f"{gid}.json"
    disk = FullDisk(monkeypatch, data, room=3)  # the history, the journal, the game list; not the setup file
    five = service.correct(gid, game, lambda g: g.replace(1, event_from_dict(
        {"type": "counts", "bidder_side": 5, "other_side": None})))
    assert len(disk.refused) == 1 and setup.name in disk.refused[0]  # (its temporary file)
    monkeypatch.undo()
    assert "history" not in json.loads(setup.read_bytes())["game"]["1"]
    assert service.undo_action(gid, five).game == game


def test_what_the_store_hands_on_is_the_records_without_their_checks(tmp_path):
    store = GameStore(tmp_path / "data")
    gid = store.create_game(Game.new("euchre", ["N", "E", "S", "W"], "W", None))
    store.append_history(gid, {"op": "done", "kind": "received"})
    assert store.load_history(gid) == [{"op": "done", "kind": "received"}]
    line = json.loads((tmp_path / "data" / "games" / f"{gid}.history").read_bytes())
    assert sorted(line) == ["c", "kind", "op", "prev"]


damages = st.lists(st.tuples(st.sampled_from(["flip", "cut", "newline", "drop"]), st.integers(0, 10_000),
                             st.integers(1, 255)), max_size=3)


@given(st.integers(0, 4), damages, st.booleans())
def test_what_an_append_reads_of_the_tail_is_what_the_whole_read_gives(lines, damage, legacy_first):
    """The appender reads only the last line and the witnessed one: its chain and seal are the whole read's."""
    old = b'{"op":"done","n":0}\n' if legacy_first else b""
    raw, witness = written(RECORDS[:1] + [{"op": "done", "n": n} for n in range(lines)], old)
    for kind, place, flip in damage:
        if not raw:
            break
        place %= len(raw)
        raw = {"flip": raw[:place] + bytes([raw[place] ^ flip]) + raw[place + 1:], "cut": raw[:place],
               "newline": raw[:place] + b"\n" + raw[place:], "drop": raw[:place] + raw[place + 1:]}[kind]
    whole, tail = parse_history(raw, witness), history_tail(raw, witness)
    assert (tail.chain, tail.seal) == (whole.chain, whole.seal)
    if not damage:
        assert whole.seal is None and whole.records[-1]["op"] == "done"
