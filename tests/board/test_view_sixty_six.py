"""The board page of Sixty-six: the deal in play (Ann vs Bob, trump, the marriages shown, who closed), the winner."""

from __future__ import annotations

from scorekeeper.board.view import game_view
from scorekeeper.games.sixty_six import MarriageShown, StockClosed
from scorekeeper.rules import Game, TrumpNamed

from .conftest import example_game


def test_the_deal_in_play_shows_the_two_players_trump_the_marriages_and_the_close():
    game = Game.new("sixty-six", ["Ann", "Bob"], "Bob")
    html = game_view("g1", game).html
    assert '<h2 id="play-h">Deal 1: Ann vs Bob</h2><p>Bob deals; Ann leads.</p>' in html
    assert "call" not in html
    for event in (TrumpNamed("hearts"), MarriageShown("Bob", "hearts"), MarriageShown("Ann", "clubs"),
                  StockClosed("Bob")):
        game = game.play(event)
    html = game_view("g1", game).html
    assert '<h2 id="play-h">Deal 1: Ann vs Bob</h2>' in html
    assert ("<dt>Trump</dt><dd>Hearts</dd><dt>Marriages</dt><dd>Bob showed the marriage in Hearts (40), "
            "Ann showed the marriage in Clubs (20)</dd><dt>Stock closed by</dt><dd>Bob</dd>") in html
    assert "partner" not in html.lower()


def test_a_won_game_of_sixty_six_names_its_winner():
    view = game_view("g1", example_game("sixty-six-every-way-to-score"))
    assert view.now == "Ann reached 7 points (target 7)"


def test_a_finished_game_races_the_two_players_one_bar_each_without_sides_or_partners():
    html = game_view("g1", example_game("sixty-six-every-way-to-score")).html
    assert 'class="race"' in html and 'class="race sides"' not in html  # one colour a player: nobody shares
    assert "Ann went out; Bob had 35: 1 game point" in html and "Totals: Ann 7 · Bob 5" in html
    assert not any(word in html.lower() for word in ("partner", "side", "team", "+bob", "ann+"))


def test_the_board_heads_each_deal_in_the_tables_word_for_it():
    """The frame over the deal in play and the history's lines say "Deal", as the table and its section do (it
    said "Hand 5 · Bob deals" over "Deal 5: Ann vs Bob")."""
    game = example_game("sixty-six-early-close-fails-in-progress")
    html = game_view("g1", game).html
    assert '<p class="where">Deal 5 · Bob deals</p>' in html and '<h2 id="play-h">Deal 5: Ann vs Bob</h2>' in html
    assert "<h3>Deal 4 · Ann dealt <span" in html and "<h3>Deal 3 · Bob dealt <span" in html


def test_the_boards_history_names_its_deals_deals():
    """The history's heading and each deal's arithmetic say "deal" (they said "Hands" and "The arithmetic of
    hand 4"), and so does the note before any deal is finished."""
    html = game_view("g1", example_game("sixty-six-early-close-fails-in-progress")).html
    assert '<h2 id="history-h">Deals</h2>' in html and '<summary>The arithmetic of deal 4</summary>' in html
    assert ">Hands<" not in html and "arithmetic of hand" not in html
    fresh = game_view("g1", Game.new("sixty-six", ["Ann", "Bob"], "Bob")).html
    assert '<h2 id="history-h">Deals</h2><p class="note">No deal finished yet.</p>' in fresh
