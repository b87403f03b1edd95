"""Play again: a finished game starts the same table's next game in one tap, in every game.

The same players in the same seats (the same registered players), the same settings, and the deal goes on
from where the game left it (to the left, or to the right in Twenty-eight as it is played by default).
"""

from __future__ import annotations

import pytest

from scorekeeper.games.exact_bid import BidsMade, TricksCounted
from scorekeeper.rules import Game, game_from_record
from tests.shipped import shipped_games
from tests.conftest import load_example

from .app_fixtures import open_app, store_at


def cut_at_the_end(game: Game) -> Game:
    """The game's events up to the hand that ended it."""
    played = Game.new(game.kind, game.players, game.dealer, game.settings)
    for event in game.events:
        if played.table.finished:
            break
        played = played.play(event)
    assert played.table.finished
    return played


def example(name: str, **settings: object) -> Game:
    """A worked example, with ``settings`` changed (a lower target), up to the hand that ends it."""
    game = game_from_record(load_example(name))
    return cut_at_the_end(Game(game.kind, game.players, game.dealer, {**game.settings, **settings}, game.events))


def exact_bid() -> Game:
    game = Game.new("exact-bid", ["Ann", "Bo", "Cy"], "Cy", {"start_cards": 1})
    return game.play(BidsMade((("Ann", 0), ("Bo", 0), ("Cy", 0)))).play(
        TricksCounted((("Ann", 1), ("Bo", 0), ("Cy", 0))))


# each game, finished, and who deals the first hand of the next one
FINISHED = {
    "make-a-million": (lambda: example("dollars-made-then-set-back", target=300_000), "Z"),
    "exact-bid": (exact_bid, "Ann"),
    "twenty-eight": (lambda: example("twenty-eight-kerala-double-redouble"), "South"),  # passed to the right
    "twenty-nine": (lambda: example("twenty-nine-royals-against", target=1), "North"),
    "rook": (lambda: example("rook-set-back-to-the-target"), "North"),
    "spades": (lambda: example("spades-bag-penalty", target=110), None),
    "euchre": (lambda: example("euchre-march-alone-euchred"), "South"),
    "pitch": (lambda: example("pitch-partners-smudge-bidder-goes-out"), "South"),
    "five-hundred": (lambda: example("five-hundred-win-by-bid"), "Ann"),
    "seven-up": (lambda: example("seven-up-two-players-gift-run-turned-jack-out"), "Ann"),
    "sixty-six": (lambda: example("sixty-six-every-way-to-score"), "Ann"),  # Bob dealt the last deal
    "bid-whist": (lambda: example("bid-whist-no-trump-double-forced-dealer"), "South"),  # East dealt the last hand
    "bid-euchre": (lambda: example("bid-euchre-stuck-dealer-moon"), "North"),  # West dealt the last hand
    "pedro": (lambda: example("pedro-each-side-bidder-goes-out"), "North"),
}


def test_every_game_that_comes_with_the_app_is_played_again_here():
    assert set(FINISHED) == set(shipped_games())


@pytest.mark.parametrize("kind", sorted(FINISHED))
def test_play_again_on_a_finished_games_table_starts_the_same_table_with_the_next_dealer(make_ui, tmp_path, kind):
    make, next_dealer = FINISHED[kind]
    game = make()
    assert game.kind == kind and game.table.finished
    last = game.table.hands[-1]
    store = store_at(tmp_path)
    old_id = store.create_game(game)
    ui = open_app(make_ui, store, f"/game/{old_id}")
    assert not ui.find("next-hand").visible
    ui.click("play-again")
    new_id = ui.route.removeprefix("/game/")
    assert new_id != old_id
    again = store.load_game(new_id)
    dealer = next_dealer or game.players[(game.players.index(last.dealer) + 1) % len(game.players)]
    assert (again.players, again.dealer, dict(again.settings), again.events) == (
        game.players, dealer, dict(game.settings), ())
    assert store.game_player_ids(new_id) == store.game_player_ids(old_id)
    word = "Deal" if kind in ("exact-bid", "sixty-six") else "Hand"  # each game's word, as its scoreboard says
    assert ui.find("hand-title").value == f"{word} 1 · {dealer} deals"


def test_the_scoreboard_of_a_finished_game_offers_play_again_and_an_open_game_does_not(make_ui, tmp_path):
    store = store_at(tmp_path)
    done = store.create_game(exact_bid())
    playing = store.create_game(Game.new("exact-bid", ["Ann", "Bo", "Cy"], "Cy", {"start_cards": 2}))
    ui = open_app(make_ui, store, f"/game/{playing}/scores")
    assert not ui.find("winner-card").visible
    ui.go(f"/game/{done}/scores")
    ui.click("scores-play-again")
    new_id = ui.route.removeprefix("/game/")
    assert new_id not in (done, playing)
    assert store.load_game(new_id).dealer == "Ann"  # Cy dealt the one deal; Ann is on his left
    assert [s.name for s in store.list_games()][:1] == [store.get_game_summary(new_id).name]
