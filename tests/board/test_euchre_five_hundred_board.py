"""Euchre and Five Hundred on the board: the hand in play (turn-up, maker, who sits out, the tricks; the calls,
the contract, the tricks) and each finished hand's arithmetic, literally."""

from __future__ import annotations

from scorekeeper.board.view import game_view
from scorekeeper.games.euchre import TrickWon, TrumpMade, TurnedUp
from scorekeeper.games.five_hundred import ContractBid
from scorekeeper.rules import Game, Passed

from .conftest import example_game

SEATS = ["North", "East", "South", "West"]


def test_euchre_in_play_shows_the_turn_up_the_maker_alone_and_the_tricks():
    game = Game.new("euchre", SEATS, "West")
    for event in (TurnedUp("hearts"), TrumpMade("East", "hearts", 1, ("East",)), TrickWon("East")):
        game = game.play(event)
    view = game_view("g1", game)
    for fact in ("<dt>Turn-up</dt><dd>hearts</dd>", "<dt>Maker</dt><dd>East</dd>", "<dt>Alone</dt><dd>East</dd>",
                 "<dt>Tricks</dt><dd>1 of 5</dd>", "Trick 1: East"):
        assert fact in view.html
    assert view.now == "Trick 2 of 5 · East leads · who took it?"
    finished = game_view("g1", example_game("euchre-march-alone-euchred")).html
    assert "West made spades alone: took all 5, a march alone: +4" in finished


def test_five_hundred_in_play_shows_the_calls_and_the_contract():
    game = Game.new("five-hundred", SEATS, "West")
    for event in (ContractBid("North", "6S"), ContractBid("East", "7H"), Passed("South"), Passed("West"),
                  Passed("North")):
        game = game.play(event)
    view = game_view("g1", game)
    for fact in ("<dt>Calls</dt><dd>North 6♠, East 7♥, South pass, West pass, North pass</dd>",
                 "<dt>Contract</dt><dd>East 7♥ (200)</dd>", "<dt>Tricks</dt><dd>0 of 10</dd>"):
        assert fact in view.html
    finished = game_view("g1", example_game("five-hundred-misere-slam-thrown-in")).html
    assert "West misère: took no trick: +250; North+South score nothing on a misère" in finished
