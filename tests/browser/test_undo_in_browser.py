"""Undo and Redo at phone size, as a keeper meets them: after a correction, and on a finished game.

The case a new user found: hand 3 under way with a trick entered, trick 2 of hand 1 corrected on the
hand screen, then Undo.  The correction goes, hand 3's trick stays, and the banner says so.

One served data folder and one page for the module (``in_page.OneTab``): each test opens its own game's screen
inside the loaded app, a new screen with its own banner; Undo and Redo act on the game on screen.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.rules import BidMade, Game, Passed, TrumpNamed, game_from_record, game_to_record
from scorekeeper.games.make_a_million import TrickTaken
from scorekeeper.store import GameStore

from .harness import FletBrowser, keeper_app_over
from .in_page import OneTab, Untouched, for_each_try

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


def finished_game() -> Game:
    """The dollar example with a target of $300,000, which A+B reach in hand 2: the game is over."""
    from tests.conftest import load_example

    record = load_example("dollars-made-then-set-back")
    record.setdefault("rules", {})["target"] = 300000  # A+B reach $340,000 in hand 2
    return game_from_record(record)


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path, Untouched]]:
    """The two games (each once for each try of its test) in one data folder, served by `scorekeeper --web`."""
    data = tmp_path_factory.mktemp("undo") / "data"
    stored = for_each_try({"hand three": ("Tonight", hand_three_under_way()), "finished": ("Done", finished_game())})
    with keeper_app_over(data, stored) as (base, ids):
        yield base, data, Untouched(ids)


@pytest.fixture(scope="module")
def tab(served: tuple[str, Path, Untouched]) -> Iterator[OneTab]:
    """One page at phone size for the module: each test opens its game's screen inside it."""
    with OneTab(served[0], viewport=PHONE) as one:
        yield one


@pytest.fixture
def hand_three(served, tab):
    """Hand 1's page of the game with hand 3 under way."""
    base, data, games = served
    game_id = games.take("hand three")
    return tab.open(f"/game/{game_id}/hand/1"), data, game_id


@pytest.fixture
def finished(served, tab):
    """The finished game's scoreboard."""
    base, data, games = served
    game_id = games.take("finished")
    return tab.open(f"/game/{game_id}/scores"), data, game_id


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
