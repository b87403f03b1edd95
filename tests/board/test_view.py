"""What the board shows for each game, asked of the rules core."""

from __future__ import annotations

from scorekeeper.board.view import game_view, message_view
from scorekeeper.rules import BidMade, Game, HandCounted, Passed, TrumpNamed
from scorekeeper.games.exact_bid import BidsMade
from scorekeeper.games.make_a_million import TrickTaken
from scorekeeper.games.rook import CountersTaken

from .conftest import example_game


def test_a_finished_hand_shows_its_verdict_and_its_arithmetic_one_tap_away():
    html = game_view("g1", example_game("dollars-made-then-set-back")).html
    assert "Z+Y set back: count $230,000 &lt; bid $240,000 → −$240,000; A+B +$170,000" in html
    assert '<details id="hand-1"><summary>The arithmetic of hand 1</summary>' in html
    assert "Trick 1: Z (bidder&#x27;s side) $30,000; Bull → × 2 = $60,000" in html
    assert "Totals: A+B $340,000 · Z+Y $20,000" in html


def test_the_race_shows_each_fixed_side_against_the_target_in_the_currency():
    html = game_view("g1", example_game("dollars-made-then-set-back")).html
    assert "Race to $1,000,000" in html
    assert 'aria-label="A+B: $340,000 of $1,000,000"' in html
    assert '<progress max="1000000" value="340000"' in html


def test_the_hand_in_play_shows_bid_trump_counts_and_what_the_bidder_still_needs():
    game = Game.new("make-a-million", ["A", "Z", "B", "Y"], "Y")
    for event in (BidMade("A", 175000), Passed("Z"), Passed("B"), Passed("Y"), TrumpNamed("red"),
                  TrickTaken("A", (40000, 30000)), TrickTaken("Z", (10000,), ("bull",))):
        game = game.play(event)
    view = game_view("g1", game)
    for fact in ("<dt>Bidder</dt><dd>A</dd>", "<dt>Bid</dt><dd>$175,000</dd>", "<dt>Trump</dt><dd>red</dd>",
                 "<dt>Tricks</dt><dd>2 of 13</dd>", "<dt>Bidder&#x27;s side has</dt><dd>$70,000</dd>",
                 "<dt>Other side has</dt><dd>$20,000</dd>", "<dt>Still needed</dt><dd>needs $105,000 more</dd>",
                 "Trick 2: Z · $10,000; Bull → × 2 = $20,000"):
        assert fact in view.html
    assert view.now == "Trick 3 of 13 · Z leads"


def test_the_auction_shows_the_bid_to_beat_and_every_call():
    game = Game.new("make-a-million", ["A", "Z", "B", "Y"], "Y").play(BidMade("A", 175000)).play(Passed("Z"))
    html = game_view("g1", game).html
    assert "<dt>Bid to beat</dt><dd>$175,000 by A</dd>" in html
    assert "<dt>To call</dt><dd>B</dd>" in html
    assert "<li>A: $175,000</li><li>Z: pass</li>" in html


def test_twenty_nine_shows_the_sixes_and_the_target_after_royals():
    html = game_view("g1", example_game("twenty-nine-royals-against")).html
    assert "<h2 id=\"race-h\">The sixes</h2>" in html
    assert 'aria-label="red six:' in html and 'aria-label="black six:' in html
    assert "First side to +6 wins; a side at −6 loses." in html


def test_twenty_nine_in_play_shows_the_royals_target_and_points_still_needed():
    game = Game.new("twenty-nine", ["N", "E", "S", "W"], "W")
    for event in (BidMade("N", 16), Passed("E"), Passed("S"), Passed("W"), TrumpNamed("hearts")):
        game = game.play(event)
    html = game_view("g1", game).html
    assert "<dt>Target</dt><dd>16</dd>" in html
    assert "<dt>Still needed</dt><dd>needs 16 more</dd>" in html
    assert "<dt>Royals</dt><dd>not shown</dd>" in html


def test_rook_in_play_shows_the_bid_the_counts_and_each_tricks_counters():
    game = Game.new("rook", ["A", "B", "C", "D"], "D")
    for event in (BidMade("A", 90), Passed("B"), Passed("C"), Passed("D"), TrumpNamed("green"),
                  CountersTaken("A", ("rook", "14")), CountersTaken("B", ())):
        game = game.play(event)
    view = game_view("g1", game)
    for fact in ("<dt>Bidder</dt><dd>A</dd>", "<dt>Bid</dt><dd>90</dd>", "<dt>Trump</dt><dd>Green</dd>",
                 "<dt>Tricks</dt><dd>2 of 9</dd>", "<dt>Bidding side has</dt><dd>30</dd>",
                 "<dt>Still needed</dt><dd>needs 60 more</dd>", "Trick 1: A · Rook, 14", "Trick 2: B · no counters"):
        assert fact in view.html
    assert view.now == "Trick 3 of 9 · B leads · the counters in it, then who took it"
    finished = game_view("g1", example_game("rook-95-bid")).html
    assert "B+D made it: 95 bid, took 100 → +100; A+C +20" in finished and "Race to 300" in finished


def test_exact_bid_shows_every_players_bid_in_a_table():
    game = Game.new("exact-bid", ["A", "B", "C"], "C").play(TrumpNamed("red")).play(BidsMade((("A", 2), ("B", 0), ("C", 1))))
    html = game_view("g1", game).html
    assert "<caption>Bids and tricks</caption>" in html
    assert '<tr><th scope="row">A</th><td>2</td><td>—</td></tr>' in html


def test_a_won_game_names_the_winner_at_the_top():
    game = Game.new("twenty-nine", ["N", "E", "S", "W"], "W", {"target": 1})
    for event in (BidMade("N", 16), Passed("E"), Passed("S"), Passed("W"), TrumpNamed("hearts"),
                  HandCounted(20)):
        game = game.play(event)
    view = game_view("g1", game)
    assert '<section class="winner" aria-label="Winner"><h2>Winner</h2><p class="winner-names">N+S</p>' in view.html
    assert view.now == "N+S reached +1 game point (target 1)"


def test_no_game_yet_says_what_to_do():
    view = message_view("No game yet", "Start a game on the keeper's phone; it shows here.")
    assert view.html == "<h1>No game yet</h1><p class=\"message\">Start a game on the keeper&#x27;s phone; it shows here.</p>"


def test_each_finished_hand_says_in_one_word_how_it_ended():
    html = game_view("g1", example_game("dollars-made-then-set-back")).html
    assert 'Hand 1 · Y dealt <span class="word made">MADE</span>' in html
    assert 'Hand 2 · A dealt <span class="word set">SET BACK</span>' in html


def test_a_dummy_game_names_the_dummy_on_the_bidders_side():
    game = Game.new("make-a-million", ["A", "B", "C"], "C", {"partnership": "dummy"})
    for event in (BidMade("A", 175000), Passed("B"), Passed("C"), TrumpNamed("red"), TrickTaken("dummy", (40000,))):
        game = game.play(event)
    html = game_view("g1", game).html
    assert "<dt>Bidder&#x27;s side</dt><dd>A+the dummy</dd>" in html
    assert "<dt>Bidder&#x27;s side has</dt><dd>$40,000</dd>" in html


def test_a_called_partner_game_shows_each_player_racing_alone():
    game = Game.new("make-a-million", ["A", "Z", "B", "Y"], "Y", {"partnership": "called"}).play(BidMade("A", 175000))
    html = game_view("g1", game).html
    for player in ("A", "Z", "B", "Y"):
        assert f'aria-label="{player}: $0 of $1,000,000"' in html


def test_the_silent_partner_example_shows_its_hands():
    html = game_view("g1", example_game("six-players-silent-partner")).html
    assert '<details id="hand-1">' in html


def test_fixed_sides_race_in_two_colours_and_silent_partners_in_one():
    fixed = game_view("g1", example_game("dollars-made-then-set-back")).html
    silent = game_view("g1", example_game("six-players-silent-partner")).html
    assert '<ul class="race sides">' in fixed
    assert '<ul class="race">' in silent and "race sides" not in silent


def test_a_rupee_board_shows_the_games_lakhs():
    game = example_game("dollars-made-then-set-back")
    rupees = Game.new(game.kind, list(game.players), game.dealer,
                      {**game.settings, "edition": "inr", "indian_grouping": True}).play(BidMade("A", 175000))
    html = game_view("g1", rupees).html
    assert "Race to ₹10,00,000" in html
    assert "<dt>Bid to beat</dt><dd>₹1,75,000 by A</dd>" in html


def test_five_hundreds_race_goes_down_to_its_losing_score_in_two_bars_meeting_at_0():
    from scorekeeper.games.five_hundred import losing_score
    from scorekeeper.rules import Game

    game = Game.new("five-hundred", ["Ann", "Bo", "Cy", "Di"], "Di")
    assert losing_score(game.settings) == -500
    html = game_view("g1", game).html
    assert html.count('<div class="split b5"><progress max="500" value="0" class="below"') == 2  # −500 … 0 … 500
