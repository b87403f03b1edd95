"""A fold that takes back its last entry (``FactFold.take_back``, an Undo of the entry played last) and adds it
again (a Redo) holds exactly the whole game's facts after every step, for every worked example and every table
size the generators draw; and at the table an Undo and a Redo of the last entry fold nothing again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from scorekeeper.rules import Game, game_from_record
from scorekeeper.service import Scorekeeper, kept_facts
from scorekeeper.store import GameStore
from scorekeeper.store.fact_files import fact_file
from scorekeeper.store.fact_fold import HANDS_TAKEN_BACK, FactFold
from scorekeeper.store.stats import game_facts
from scorekeeper.store.stats_cache import _facts_json

from tests.rules.strategies import Generated, any_games
from tests.store.records import finished_game
from tests.store.test_fact_fold import RECORDS, entry_times, same_facts


def played_undone_and_redone(whole: Game, data: st.DataObject) -> None:
    """Play ``whole``'s entries one by one, with runs of Undo of the last entry and Redo drawn in between, the
    fold and the times held kept as the fact keeper keeps them (in place); the facts compared after every step."""
    game = Game.new(whole.kind, whole.players, whole.dealer, whole.settings)
    fold = FactFold(game)
    times = entry_times(len(whole.events), data)
    held: list[str | None] = []
    undone = 0  # entries taken back that Redo can bring back
    for _step in range(len(whole.events) * 2 + 4):
        change = data.draw(st.sampled_from(["entry"] * 3 + ["undo"] * 2 + ["redo"]))
        if change == "undo" and game.events:
            new = game.undo()
            if fold.takes_back(new):
                fold.take_back(new)
            else:  # more hands taken back in a row than the fold keeps: folded again, as the keeper does
                assert len(fold.firsts) - len(new.table.hands) == 1
                fold = FactFold(new)
            del held[len(new.events):]
            undone += 1
        elif (change == "redo" and undone) or (change == "entry" and len(game.events) < len(whole.events)):
            new = game.play(whole.events[len(game.events)])
            assert fold.fits(new)
            fold.add(new)
            held.append(times[len(held)])
            undone = undone - 1 if change == "redo" else 0
        else:
            continue
        game = new
        same_facts(fold, game, held)


FOLD_SETTINGS = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
@FOLD_SETTINGS
@given(data=st.data())
def test_the_facts_after_undo_and_redo_are_the_whole_games(path: Path, data: st.DataObject) -> None:
    played_undone_and_redone(game_from_record(json.loads(path.read_text(encoding="utf-8"))), data)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(generated=any_games(), data=st.data())
def test_the_facts_after_undo_and_redo_are_the_whole_games_at_every_table_size(generated: Generated,
                                                                              data: st.DataObject) -> None:
    played_undone_and_redone(generated.game, data)


def test_a_fold_takes_back_as_many_hands_as_it_keeps() -> None:
    whole = game_from_record(finished_game(HANDS_TAKEN_BACK + 3))
    fold = FactFold(whole.with_events(whole.events[:-1]))
    game = whole.with_events(whole.events[:-1])
    taken = 0
    while fold.takes_back(game.undo()):
        game = game.undo()
        taken += int(len(fold.firsts) > len(game.table.hands))
        fold.take_back(game)
    assert taken == HANDS_TAKEN_BACK  # the hands the fold kept: the next one is folded again
    assert len(game.table.hands) == len(whole.table.hands) - 1 - HANDS_TAKEN_BACK


def test_undo_and_redo_of_the_finishing_entry_fold_nothing_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """At the table (a game opened, played to its end), Undo of the finishing entry and Redo of it neither fold
    the game again nor work its facts out whole, and the fact file says what a replay of the stored game says."""
    monkeypatch.setenv("SCOREKEEPER_CACHE_DIR", str(tmp_path / "cache"))
    data = tmp_path / "data"
    whole = game_from_record(finished_game(4))
    store = GameStore(data, auto_backup=False, sync=False)
    service = Scorekeeper(store)
    game_id = service.new_game(whole.with_events(whole.events[:-1]))
    game = service.play(game_id, service.opened_game(game_id).value, whole.events[-1])
    with monkeypatch.context() as patched:
        patched.setattr(kept_facts, "facts_of_game", lambda *_args: pytest.fail("the whole game's facts worked out"))
        patched.setattr(kept_facts, "FactFold", lambda *_args: pytest.fail("the game folded again"))
        undone = service.undo_action(game_id, game).game
        assert not undone.table.finished
        game = service.redo_action(game_id, undone).game
    assert game.table.finished
    path = fact_file(data, game_id)
    assert path is not None and path.is_file()
    kept = json.loads(path.read_bytes().split(b"\n")[1])["facts"]
    assert kept == json.loads(json.dumps(_facts_json(*game_facts(store, store.get_game_summary(game_id)))))
    store.close()
