"""Undo and Redo at phone size, as a keeper meets them: after a correction, and on a finished game.

The case a new user found: hand 3 under way with a trick entered, trick 2 of hand 1 corrected on the
hand screen, then Undo.  The correction goes, hand 3's trick stays, and the banner says so.
"""

from __future__ import annotations

import pytest

from scorekeeper.rules import BidMade, Game, Passed, TrumpNamed, game_from_record, game_to_record
from scorekeeper.games.make_a_million import TrickTaken
from scorekeeper.service import Scorekeeper
from scorekeeper.store import GameStore

from .harness import FletBrowser, opened_keeper_app, require_chromium

PHONE = (412, 915)


def hand_three_under_way() -> Game:
    """The dollar example's two hands, then hand 3: a bid, three passes, red trumps, one trick entered."""
    from tests.conftest import load_example

    game = game_from_record(load_example("dollars-made-then-set-back"))
    game = game.play(BidMade(game.table.to_act(), 175000))
    for _ in range(3):
        game = game.play(Passed(game.table.to_act()))
    game = game.play(TrumpNamed("red"))
    return game.play(TrickTaken(game.table.to_act(), (), ()))


@pytest.fixture
def hand_three(tmp_path):
    require_chromium()
    data = tmp_path / "data"
    service = Scorekeeper(GameStore(data))
    game_id = service.new_game(hand_three_under_way(), name="Tonight")
    service.repo.close()
    for browser in opened_keeper_app(data, f"/game/{game_id}/hand/1", viewport=PHONE):
        yield browser, data, game_id


@pytest.fixture
def finished(tmp_path):
    require_chromium()
    from tests.conftest import load_example

    record = load_example("dollars-made-then-set-back")
    record.setdefault("rules", {})["target"] = 300000  # A+B reach $340,000 in hand 2
    data = tmp_path / "data"
    service = Scorekeeper(GameStore(data))
    game_id = service.new_game(game_from_record(record), name="Done")
    service.repo.close()
    for browser in opened_keeper_app(data, f"/game/{game_id}/scores", viewport=PHONE):
        yield browser, data, game_id


def stored(data, game_id) -> dict:
    return game_to_record(GameStore(data).load_game(game_id))


def tap(app: FletBrowser, label: str) -> None:
    app.click(label)
    app.wait_stable()


@pytest.mark.browser
def test_undo_after_a_correction_takes_back_the_correction_and_keeps_hand_three(hand_three):
    app, data, game_id = hand_three
    before = stored(data, game_id)
    assert len(before["hands"][2]["tricks"]) == 1
    app.expect_text("Trick 2: Y took $40,000 + $40,000 + $40,000 = $120,000")
    tap(app, "Correct trick 2")
    tap(app, "A")
    app.expect_text("Trick 2: A took $40,000 + $40,000 + $40,000 = $120,000")
    corrected = stored(data, game_id)

    tap(app, "Undo the last entry")
    app.expect_text("Undid the correction of hand 1: back to trick 2, Y took $120,000")
    app.expect_text("Trick 2: Y took $40,000 + $40,000 + $40,000 = $120,000")
    assert stored(data, game_id) == before  # hand 3's trick kept, the correction undone

    tap(app, "Redo: bring back what Undo took")
    app.expect_text("Redid the correction of hand 1: trick 2, A took $120,000 again")
    assert stored(data, game_id) == corrected
    # the next entry's controls: Undo on the app bar, on the first screen
    box = app.button("Undo the last entry").bounding_box()
    assert box is not None and 0 <= box["y"] < PHONE[1]


@pytest.mark.browser
def test_undo_on_a_finished_game_says_it_is_open_again_and_redo_ends_it_again(finished):
    app, data, game_id = finished
    app.expect_text("Game over")
    tap(app, "Undo the last entry")
    app.expect_text("Undid: the counts $230,000 and $170,000. The game is open again.")
    assert not GameStore(data).load_game(game_id).table.finished
    tap(app, "Redo: bring back what Undo took")
    app.expect_text("Redid: the counts $230,000 and $170,000. The game is over again.")
    assert GameStore(data).load_game(game_id).table.finished
