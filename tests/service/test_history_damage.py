"""Undo and Redo never store what the keeper never entered: a damaged history makes them refuse, and say why.

The case an attacker found: a Euchre game whose hand 1 was corrected from 3 to 5 tricks.  One byte
changed in the history (the 3 the correction took out, made a 2) made Undo store hand 1 as 2 tricks, a
value nobody entered; a deleted or cut history made Undo take back the last entry played instead of the
correction, with no word.  Now every history line is checked (its checksum, its place in the chain, the
setup file's witness of the history), and what a step would store is checked against the game the
record says it gives back; the game itself stays open and playable.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.rules import Game, event_to_dict, game_from_record
from scorekeeper.service import Scorekeeper, StorageProblem
from scorekeeper.service.history import CannotStep, Damage, HistoryDamage, Refusal
from scorekeeper.store import GameStore, InMemoryGameStore
from scorekeeper.ui.state import refusal_words

from ..store.fulldisk import FullDisk

PLAYERS = ["North", "East", "South", "West"]
HANDS = [{"maker": "North", "trump": "hearts", "round": 1, "alone": [], "tricks": {"makers": 3}},
         {"maker": "East", "trump": "spades", "round": 1, "alone": [], "tricks": {"makers": 4}}]
THREE = {"type": "counts", "bidder_side": 3, "other_side": None}  # hand 1's tricks as the keeper entered them
FIVE = {"type": "counts", "bidder_side": 5, "other_side": None}  # and as corrected


def euchre(hands: list[dict] = HANDS) -> Game:
    return game_from_record({"format": "scorekeeper-game/1", "game": "euchre", "rules": {}, "players": PLAYERS,
                             "dealer": "West", "hands": hands})


def tricks(game: Game) -> list[int]:
    """The makers' tricks of each hand, as stored."""
    return [e["bidder_side"] for e in map(event_to_dict, game.events) if e["type"] == "counts"]


@pytest.fixture
def data(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def service(data: Path) -> Scorekeeper:
    return Scorekeeper(GameStore(data))


def played(service: Scorekeeper) -> tuple[str, Game]:
    """Two Euchre hands played, hand 1 with 3 tricks."""
    full = euchre()
    gid = service.new_game(Game.new(full.kind, full.players, full.dealer, full.settings))
    game = service.open_game(gid)
    for event in full.events:
        game = service.play(gid, game, event)
    return gid, game


def corrected(service: Scorekeeper) -> tuple[str, Game]:
    """Hand 1 corrected from 3 tricks to 5: the history's one line."""
    gid, game = played(service)
    game = service.correct(gid, game, lambda g: g.replace(1, euchre([{**HANDS[0], "tricks": {"makers": 5}}]).events[1]))
    assert tricks(game) == [5, 4]
    return gid, game


def history_file(data: Path, gid: str) -> Path:
    return data / "games" / f"{gid}.history"


def edit(path: Path, old: str, new: str) -> None:
    raw = path.read_bytes()
    assert raw.count(old.encode()) == 1
    path.write_bytes(raw.replace(old.encode(), new.encode()))


def refused(step, gid: str, game: Game) -> CannotStep:
    with pytest.raises(CannotStep) as refusal:
        step(gid, game)
    return refusal.value


# -- one byte changed -----------------------------------------------------------------------------------
def test_the_three_a_correction_took_out_changed_to_two_makes_undo_refuse_and_say_the_line_is_damaged(service, data):
    gid, game = corrected(service)
    edit(history_file(data, gid), '"removed":[{"bidder_side":3', '"removed":[{"bidder_side":2')

    refusal = refused(service.undo_action, gid, game)
    assert refusal.reason is Refusal.DAMAGED_HISTORY
    assert refusal.damage == Damage(HistoryDamage.CHECKSUM, line=1, count=4)
    assert refusal_words(refusal.reason, undoing=True, damage=refusal.damage) == (
        "Undo cannot take that back: line 1 of this game's record of changes is not as it was written. Undo never "
        "guesses, so nothing was changed; correct an entry from its hand instead.")
    assert tricks(service.open_game(gid)) == [5, 4]  # never the 2 nobody entered


def test_a_byte_changed_in_what_a_correction_put_in_makes_undo_refuse(service, data):
    gid, game = corrected(service)
    edit(history_file(data, gid), '"inserted":[{"bidder_side":5', '"inserted":[{"bidder_side":4')
    assert refused(service.undo_action, gid, game).damage == Damage(HistoryDamage.CHECKSUM, line=1, count=4)
    assert tricks(service.open_game(gid)) == [5, 4]


def test_a_byte_changed_in_what_an_undo_took_back_makes_redo_refuse_and_say_so(service, data):
    gid, game = corrected(service)
    undone = service.undo_action(gid, game).game
    assert tricks(undone) == [3, 4]
    # the Undo's line: it took the 5 out, so Redo would put that back
    edit(history_file(data, gid), '"removed":[{"bidder_side":5', '"removed":[{"bidder_side":2')

    refusal = refused(service.redo_action, gid, undone)
    assert (refusal.reason, refusal.damage) == (Refusal.DAMAGED_HISTORY, Damage(HistoryDamage.CHECKSUM, line=2,
                                                                                 count=4))
    assert refusal_words(refusal.reason, undoing=False, damage=refusal.damage) == (
        "Redo cannot bring that back: line 2 of this game's record of changes is not as it was written. Redo never "
        "guesses, so nothing was changed.")
    assert tricks(service.open_game(gid)) == [3, 4]
    assert refused(service.undo_action, gid, undone).reason is Refusal.DAMAGED_HISTORY


def test_a_byte_changed_in_the_checksum_itself_makes_undo_refuse(service, data):
    gid, game = corrected(service)
    path = history_file(data, gid)
    line = json.loads(path.read_bytes())
    flipped = ("0" if line["c"][0] != "0" else "1") + line["c"][1:]
    edit(path, f'"c":"{line["c"]}"', f'"c":"{flipped}"')
    assert refused(service.undo_action, gid, game).damage == Damage(HistoryDamage.CHECKSUM, line=1, count=4)
    assert tricks(service.open_game(gid)) == [5, 4]


def test_any_one_byte_of_the_history_changed_makes_undo_refuse_and_changes_nothing(service, data):
    gid, game = corrected(service)
    path = history_file(data, gid)
    good = path.read_bytes()
    for place in [*range(0, len(good), 5), len(good) - 1]:  # its last byte too: the newline
        path.write_bytes(good[:place] + bytes([good[place] ^ 0x01]) + good[place + 1:])
        assert refused(service.undo_action, gid, game).reason is Refusal.DAMAGED_HISTORY, place
    assert tricks(service.open_game(gid)) == [5, 4]


def test_entries_that_would_not_give_back_the_game_before_are_refused_even_with_the_checks_passed():
    """A store that keeps no checksums (the in-memory one) shows the service's own check: what a step would
    store is hashed and compared with the game the record says it gives back."""
    store = InMemoryGameStore()
    service = Scorekeeper(store)
    gid, game = corrected(service)
    store._history[gid][0]["removed"] = [{**THREE, "bidder_side": 2}]
    refusal = refused(service.undo_action, gid, game)
    assert (refusal.reason, refusal.damage) == (Refusal.DAMAGED_HISTORY, Damage(HistoryDamage.ENTRIES))
    assert tricks(service.open_game(gid)) == [5, 4]


# -- a history deleted or cut ---------------------------------------------------------------------------
def test_a_deleted_history_makes_undo_refuse_instead_of_taking_back_the_last_entry(service, data):
    gid, game = corrected(service)
    history_file(data, gid).unlink()
    refusal = refused(service.undo_action, gid, game)
    assert refusal.damage == Damage(HistoryDamage.MISSING, count=4)
    assert refusal_words(refusal.reason, undoing=True, damage=refusal.damage).startswith(
        "Undo cannot take that back: this game's record of changes was deleted. ")
    assert tricks(service.open_game(gid)) == [5, 4]


def test_a_history_cut_after_a_correction_makes_undo_refuse_at_the_cut(service, data):
    gid, game = corrected(service)
    game = service.correct(gid, game, lambda g: g.replace(3, event_from_tricks(2)))  # a second correction
    assert tricks(game) == [5, 2]
    path = history_file(data, gid)
    first_line = path.read_bytes().split(b"\n")[0] + b"\n"
    path.write_bytes(first_line)
    assert refused(service.undo_action, gid, game).damage == Damage(HistoryDamage.CUT, count=4)
    path.write_bytes(first_line + b'{"op":"done","ki')  # cut in the middle of the second line
    assert refused(service.undo_action, gid, game).damage == Damage(HistoryDamage.CUT, count=4)
    assert tricks(service.open_game(gid)) == [5, 2]


def event_from_tricks(count: int):
    return euchre([HANDS[0], {**HANDS[1], "tricks": {"makers": count}}]).events[3]


def test_playing_on_after_damage_works_and_what_is_done_after_it_can_be_undone(service, data):
    gid, game = corrected(service)
    history_file(data, gid).unlink()
    third = euchre([*HANDS, {"maker": "South", "trump": "clubs", "round": 2, "alone": [], "tricks": {"makers": 3}}])
    for event in third.events[4:]:
        game = service.play(gid, game, event)
    assert tricks(game) == [5, 4, 3]

    # the entries played after the last action the witness knows are the keeper's last taps: Undo takes them back
    back = service.undo_action(gid, game).game
    assert tricks(back) == [5, 4]
    assert len(back.events) == 5
    back = service.undo_action(gid, back).game
    assert len(back.events) == 4
    assert refused(service.undo_action, gid, back).damage == Damage(HistoryDamage.MISSING, count=4)
    assert len(service.redo_action(gid, back).game.events) == 5  # Redo brings them back, past the damage

    # a correction after the damage starts again: it can be undone, and Undo stops at the damage again
    game = service.open_game(gid)
    fixed = service.correct(gid, game, lambda g: g.replace(3, event_from_tricks(5)))
    assert tricks(service.undo_action(gid, fixed).game) == [5, 4]
    opened = Scorekeeper(GameStore(data))  # as the app finds it again: the damage is written down
    now = opened.open_game(gid)
    assert len(now.events) == 5
    assert len(opened.undo_action(gid, now).game.events) == 4
    assert refused(opened.undo_action, gid, opened.open_game(gid)).damage == Damage(HistoryDamage.MISSING,
                                                                                     count=4)
    assert tricks(opened.open_game(gid)) == [5, 4]


# -- an older version's history ------------------------------------------------------------------------
def test_a_history_an_older_version_wrote_without_checksums_still_undoes_and_redoes(service, data):
    gid, game = corrected(service)
    path = history_file(data, gid)
    record = json.loads(path.read_bytes())
    old = {k: v for k, v in record.items() if k not in ("c", "prev", "head_before")}
    path.write_bytes(json.dumps(old, separators=(",", ":"), sort_keys=True).encode() + b"\n")
    setup = data / "games" / f"{gid}.json"
    saved = json.loads(setup.read_bytes())
    del saved["game"]["1"]["history"]  # no witness: the older version kept none
    setup.write_text(json.dumps(saved))

    reopened = Scorekeeper(GameStore(data))
    undone = reopened.undo_action(gid, reopened.open_game(gid)).game
    assert tricks(undone) == [3, 4]
    assert tricks(reopened.redo_action(gid, undone).game) == [5, 4]
    assert [r["op"] for r in reopened.history(gid)] == ["done", "undone", "redone"]


# -- a full disk ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("room", [0, 1, 2])  # the history, the journal, the game list: each refused in turn
def test_undo_on_a_full_disk_says_so_in_its_own_words_and_changes_nothing(service, data, monkeypatch, room):
    gid, game = corrected(service)
    history = history_file(data, gid).read_bytes()
    FullDisk(monkeypatch, data, room=room)
    with pytest.raises(StorageProblem) as failed:
        service.undo_action(gid, game)
    assert str(failed.value) == ("Could not store that Undo: the disk is full. Nothing was stored; free space or "
                                 "fix the folder and try again.")
    monkeypatch.undo()
    assert tricks(service.open_game(gid)) == [5, 4]
    assert history_file(data, gid).read_bytes() == history
    assert tricks(service.undo_action(gid, game).game) == [3, 4]  # space freed: the same Undo is made


@pytest.mark.parametrize("room", [0, 1, 2])
def test_redo_on_a_full_disk_says_so_in_its_own_words_and_changes_nothing(service, data, monkeypatch, room):
    gid, game = corrected(service)
    undone = service.undo_action(gid, game).game
    history = history_file(data, gid).read_bytes()
    FullDisk(monkeypatch, data, room=room)
    with pytest.raises(StorageProblem) as failed:
        service.redo_action(gid, undone)
    assert str(failed.value) == ("Could not store that Redo: the disk is full. Nothing was stored; free space or "
                                 "fix the folder and try again.")
    monkeypatch.undo()
    assert tricks(service.open_game(gid)) == [3, 4]
    assert history_file(data, gid).read_bytes() == history
    assert tricks(service.redo_action(gid, undone).game) == [5, 4]
