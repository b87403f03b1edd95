"""The shared base of a game where everyone bids tricks at once, then the tricks each took are entered
(``rules.bids_then_tricks``), played through Oh Hell (tests/oh_hell_game), which writes only ``score``."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from scorekeeper.rules import Game, RecordError, RuleError, game_from_record, game_to_record, registry
from scorekeeper.rules.deal_events import BidsMade, TricksCounted
from scorekeeper.service import Scorekeeper
from scorekeeper.store import InMemoryGameStore
from tests.plugin_sites import install_oh_hell


@pytest.fixture(autouse=True)
def oh_hell(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    install_oh_hell(tmp_path, monkeypatch)
    yield
    registry.reload()


def new_game(**settings: int) -> Game:
    return Game.new("oh-hell", ["Ann", "Bo", "Cy"], "Cy", {"cards": 3, "target": 20, **settings})


def test_the_bids_then_the_tricks_each_checked_for_everyone_at_the_table():
    game = new_game()
    assert game.table.prompt() == "Hand 1: everyone's bid, 0 to 3"
    with pytest.raises(RuleError, match="hand 1: every player bids once; missing: Cy"):
        game.play(BidsMade((("Ann", 1), ("Bo", 1))))
    with pytest.raises(RuleError, match="hand 1: Ann: 4 is not a number of tricks from 0 to 3"):
        game.play(BidsMade((("Ann", 4), ("Bo", 1), ("Cy", 0))))
    with pytest.raises(RuleError, match="hand 1: a TricksCounted event has no place here: Hand 1: everyone's bid"):
        game.play(TricksCounted((("Ann", 1), ("Bo", 2), ("Cy", 0))))
    game = game.play(BidsMade((("Ann", 1), ("Bo", 1), ("Cy", 0))))
    assert game.table.prompt() == "Hand 1: the tricks each took (3 in all)"
    game = game.play(TricksCounted((("Ann", 1), ("Bo", 2), ("Cy", 0))))
    assert [h.report() for h in game.table.hands] == [
        {"number": 1, "dealer": "Cy", "bids": {"Ann": 1, "Bo": 1, "Cy": 0}, "tricks": {"Ann": 1, "Bo": 2, "Cy": 0},
         "scores": {"Ann": 11, "Bo": 0, "Cy": 10}, "totals": {"Ann": 11, "Bo": 0, "Cy": 10}}]


def test_its_record_reads_back_and_refuses_a_hand_without_bids():
    game = new_game().play(BidsMade((("Ann", 1), ("Bo", 1), ("Cy", 0))))
    record = game_to_record(game)
    assert record["hands"] == [{"bids": {"Ann": 1, "Bo": 1, "Cy": 0}}]
    assert game_from_record(record).events == game.events
    with pytest.raises(RecordError, match="a hand needs 'bids'"):
        game_from_record({**record, "hands": [{"tricks": {"Ann": 3, "Bo": 0, "Cy": 0}}]})


def test_its_tallies_count_each_bid_made_exactly_and_the_tricks_taken():
    keeper = Scorekeeper(InMemoryGameStore())
    game = new_game()
    game_id = keeper.new_game(game, name="Friday")
    for event in (BidsMade((("Ann", 1), ("Bo", 1), ("Cy", 0))), TricksCounted((("Ann", 1), ("Bo", 2), ("Cy", 0))),
                  BidsMade((("Ann", 2), ("Bo", 0), ("Cy", 0))), TricksCounted((("Ann", 2), ("Bo", 0), ("Cy", 1)))):
        game = keeper.play(game_id, game, event)
    tallies = {t["name"]: t["by_kind"]["oh-hell"] for t in keeper.tallies()["players"]}
    assert {name: (t["hands_bid"], t["bids_made"], t["total_captured"]) for name, t in tallies.items()} == {
        "Ann": (2, 2, 3), "Bo": (2, 1, 2), "Cy": (2, 1, 1)}
