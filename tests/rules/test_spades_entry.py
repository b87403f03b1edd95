"""Spades at the table and on paper: every refusal with its message, the settings, Blind Nil, the record,
`scorekeeper score`, the tallies and the board.  Ann, Bo, Cy, Di clockwise; Di deals, so Ann bids first."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scorekeeper import cli
from scorekeeper.board.view import game_view
from scorekeeper.rules import Game, RuleError, TrumpNamed, game_from_record, game_to_record
from scorekeeper.games.exact_bid import TricksCounted
from scorekeeper.games.spades import BlindNilBid, TrickWon, TricksBid
from scorekeeper.store import lifetime_tallies
from scorekeeper.store.stats import StoredGame
from tests.conftest import load_example

from .test_spades import PLAYERS, bids, counts, hand, new

WINNERS = ["Ann", "Bo", "Bo", "Cy", "Di", "Ann", "Ann", "Cy", "Bo", "Di", "Ann", "Cy", "Cy"]  # Ann 4, Bo 3, Cy 4, Di 2


def refusal(game: Game, event: Any) -> str:
    with pytest.raises(RuleError) as err:
        game.play(event)
    return str(err.value)


# -- the bids ------------------------------------------------------------------------------------------
def test_the_bids_go_once_around_from_the_dealers_left():
    assert refusal(new(), TricksBid("Bo", 3)) == (
        "hand 1, bid 1: it is Ann's turn to bid, not Bo's: the bids go once around from Ann, left of the dealer")
    assert new().table.current.prompt() == "Ann bids: 0 to 13 tricks, or Nil"


def test_a_player_bids_once():
    assert refusal(bids(new(), 3), TricksBid("Ann", 4)) == (
        "hand 1, bid 2: Ann has already bid 3; each player bids once (correct that bid instead)")


def test_a_bid_is_0_to_13_tricks():
    assert refusal(new(), TricksBid("Ann", 14)) == "hand 1, bid 1: Ann bid 14: a bid is 0 (Nil) to 13 tricks"
    assert refusal(new(), TricksBid("Ann", -1)) == "hand 1, bid 1: Ann bid -1: a bid is 0 (Nil) to 13 tricks"


def test_a_bid_from_someone_not_at_the_table_is_refused():
    assert refusal(new(), TricksBid("Zed", 3)) == "hand 1, bid 1: Zed is not at this table (Ann, Bo, Cy and Di)"


def test_blind_nil_is_refused_where_the_table_does_not_play_it():
    assert refusal(new(), BlindNilBid("Ann")) == (
        "hand 1, bid 1: Ann may not bid Blind Nil: this table does not play it (setting blind_nil)")


def test_blind_nil_is_only_for_a_side_at_least_100_behind():
    game = new(blind_nil=True)
    assert refusal(game, BlindNilBid("Ann")) == (
        "hand 1, bid 1: Ann may not bid Blind Nil: only a side at least 100 points behind may, and Ann+Cy is level")
    game = hand(game, (5, 2, 5, 1), (3, 4, 3, 3))  # Ann+Cy set −100; Bo+Di 3 took 7: 34
    assert game.table.current.prompt() == "Bo bids: 0 to 13 tricks, or Nil"
    assert refusal(game, BlindNilBid("Bo")) == (
        "hand 2, bid 1: Bo may not bid Blind Nil: only a side at least 100 points behind may, and Bo+Di is 134 ahead")
    game = game.play(TricksBid("Bo", 4))
    assert game.table.current.prompt() == "Cy bids: 0 to 13 tricks, Nil or Blind Nil"
    game = game.play(BlindNilBid("Cy"))
    assert game.table.current.bid_text("Cy") == "Blind Nil"


def test_a_blind_nil_scores_plus_or_minus_200():
    game = game_from_record(load_example("spades-blind-nil"))
    assert game.table.hands[1].scores["Cy"] == 40 + 1 + 200
    failed = bids(hand(new(blind_nil=True), (5, 2, 5, 1), (3, 4, 3, 3)), 4, "blind", 4, 4)
    failed = counts(failed, 4, 4, 1, 4)  # Cy took a trick: −200; Ann 4 of 4: +40; Cy's trick a bag
    assert failed.table.hands[1].scores["Cy"] == 40 - 200
    assert "Cy Blind Nil failed: −200; Cy's trick: 1 bag, scoring nothing" in failed.table.hands[1].verdict()


# -- the tricks ----------------------------------------------------------------------------------------
def test_everyone_bids_before_the_tricks():
    assert refusal(bids(new(), 3, 3), TrickWon("Ann")) == (
        "hand 1, trick 1: everyone bids before the tricks are entered; still to bid: Cy and Di")
    assert refusal(bids(new(), 3, 3), TricksCounted((("Ann", 13),))) == (
        "hand 1, tricks: everyone bids before the tricks are entered; still to bid: Cy and Di")


def test_a_hand_entered_trick_by_trick_ends_after_13_tricks_each_led_by_the_last_winner():
    game = bids(new(), 4, 3, 4, 2)
    assert game.table.current.prompt() == "Trick 1 of 13 · Ann leads"
    for winner in WINNERS[:2]:
        game = game.play(TrickWon(winner))
    assert game.table.current.prompt() == "Trick 3 of 13 · Bo leads"
    for winner in WINNERS[2:]:
        game = game.play(TrickWon(winner))
    assert game.table.hands[0].scores == {"Ann": 80, "Bo": 50, "Cy": 80, "Di": 50}
    assert "Trick by trick: " + ", ".join(WINNERS) in game.table.hands[0].explain()


def test_the_winner_of_a_trick_is_at_the_table():
    assert refusal(bids(new(), 3, 3, 3, 3), TrickWon("Zed")) == (
        "hand 1, trick 1: the winner Zed is not at this table (Ann, Bo, Cy and Di)")


def test_a_hand_is_entered_trick_by_trick_or_as_totals_not_both():
    game = bids(new(), 3, 3, 3, 3).play(TrickWon("Ann")).play(TrickWon("Bo"))
    assert refusal(game, TricksCounted((("Ann", 4), ("Bo", 3), ("Cy", 3), ("Di", 3)))) == (
        "hand 1, tricks: 2 of the tricks are already entered one by one; enter the other 11 or undo them")


def test_the_tricks_add_up_to_13_each_player_once():
    game = bids(new(), 3, 3, 3, 3)
    assert refusal(game, TricksCounted((("Ann", 4), ("Bo", 3), ("Cy", 3), ("Di", 2)))) == (
        "hand 1, tricks: the tricks add up to 12, but a hand has 13 tricks (all 52 cards dealt, 13 each)")
    assert refusal(game, TricksCounted((("Ann", 4), ("Bo", 3), ("Cy", 6)))) == (
        "hand 1, tricks: every player has a count of tricks once; missing: Di")
    assert refusal(game, TricksCounted((("Ann", 14), ("Bo", 0), ("Cy", 0), ("Di", 0)))) == (
        "hand 1, tricks: Ann: 14 is not a number of tricks from 0 to 13")


def test_an_event_of_another_game_has_no_place_in_spades():
    assert refusal(new(), TrumpNamed("spades")) == "hand 1: a trump event has no place in Spades"


def test_nothing_is_played_after_the_game_is_won():
    game = hand(new(target=100), (6, 1, 6, 1), (6, 1, 6, 0))
    assert refusal(game, TricksBid("Ann", 3)) == (
        "the game is over: Ann+Cy reached 120 (target 100); no more hands can be played")


# -- the settings --------------------------------------------------------------------------------------
def test_the_defaults_are_those_of_the_rules():
    assert new().settings == {"target": 500, "lose_at": -200, "bag_limit": 10, "bag_penalty": 100,
                              "nil_tricks": "bags", "blind_nil": False}


@pytest.mark.parametrize("given, message", [
    ({"nil_tricks": "half"}, "setting nil_tricks is 'half' but must be one of 'bags', 'count'"),
    ({"lose_at": 0}, "setting lose_at is 0 but must be empty or a whole number from −100,000 to −1"),
    ({"bag_limit": -1}, "setting bag_limit is -1 but must be a whole number from 0 to 100,000"),
    ({"bag_penalty": "100"}, "setting bag_penalty is '100' but must be a whole number from 0 to 100,000"),
    ({"blind_nil": "yes"}, "setting blind_nil is 'yes' but must be true or false"),
    ({"target": 0}, "setting target is 0 but must be a whole number from 1 to 100,000"),
    ({"bags": 10}, "Spades has no setting 'bags'; its settings are target, lose_at, bag_limit, bag_penalty, "
                   "nil_tricks, blind_nil"),
])
def test_a_setting_the_rules_do_not_allow_is_refused_with_what_is_allowed(given, message):
    with pytest.raises(RuleError) as err:
        new(**given)
    assert str(err.value) == message


def test_spades_is_four_players():
    with pytest.raises(RuleError) as err:
        Game.new("spades", ["Ann", "Bo", "Cy"], "Cy")
    assert str(err.value) == "Spades is played by 4 players (two sides of two, partners opposite), not 3"


# -- the record ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["spades-nil-and-two", "spades-bag-penalty", "spades-blind-nil"])
def test_each_example_writes_back_the_record_it_was_read_from(name):
    record = load_example(name)
    assert game_to_record(game_from_record(record)) == record


def record(*hands: Any, **rules: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"format": "scorekeeper-game/1", "game": "spades", "players": PLAYERS, "dealer": "Di",
                           "hands": list(hands)}
    if rules:
        out["rules"] = rules
    return out


def test_a_records_bids_are_read_in_turn_whatever_order_the_object_lists_them():
    listed = game_from_record(record({"bids": {"Di": 4, "Cy": 2, "Bo": 4, "Ann": 0}, "tricks": {"Ann": 1, "Bo": 5, "Cy": 1, "Di": 6}},
                                     {"bids": {"Ann": 3, "Bo": 3, "Cy": 3, "Di": 4}}))
    assert [tuple(e) for e in listed.events[:4]] == [("Ann", 0), ("Bo", 4), ("Cy", 2), ("Di", 4)]
    assert [e.player for e in listed.events[5:]] == ["Bo", "Cy", "Di", "Ann"]  # hand 2: Ann deals
    assert game_to_record(listed)["hands"][1] == {"bids": {"Bo": 3, "Cy": 3, "Di": 4, "Ann": 3}}


def test_a_last_hand_in_progress_is_kept_and_not_scored():
    game = game_from_record(record({"bids": {"Ann": 4, "Bo": 3, "Cy": 4, "Di": 2}, "tricks": WINNERS[:5]}))
    assert (game.table.hands, game.table.current.prompt()) == ([], "Trick 6 of 13 · Di leads")
    assert game_to_record(game)["hands"] == [{"bids": {"Ann": 4, "Bo": 3, "Cy": 4, "Di": 2}, "tricks": WINNERS[:5]}]
    bidding = game_from_record(record({"bids": {"Ann": 4, "Bo": 3}}))
    assert bidding.table.current.prompt() == "Cy bids: 0 to 13 tricks, or Nil"


def test_a_misdeal_in_the_record_is_kept():
    game = game_from_record(record({"misdeal": "Bo"}, {"bids": {"Ann": 4, "Bo": 3, "Cy": 4, "Di": 2}, "tricks": WINNERS}))
    assert game.table.hands[1].dealer == "Di"
    assert game_to_record(game)["hands"][0] == {"misdeal": "Bo"}


@pytest.mark.parametrize("hand_, message", [
    ({"bids": {"Ann": "x", "Bo": 3, "Cy": 3, "Di": 3}},
     'hand 1: the bid of Ann is "x": a bid is a number of tricks 0 to 13, or "blind_nil"'),
    ({"bids": {"Ann": True, "Bo": 3, "Cy": 3, "Di": 3}},
     'hand 1: the bid of Ann is true: a bid is a number of tricks 0 to 13, or "blind_nil"'),
    ({"bids": {"Ann": 3, "Bo": 3, "Cy": 3, "Di": 3}, "notes": "x"},
     "hand 1: a hand has unknown keys notes; allowed: bids, tricks"),
    ({"tricks": {"Ann": 13, "Bo": 0, "Cy": 0, "Di": 0}}, "hand 1: a hand needs 'bids' (or is {\"misdeal\": player})"),
    ({"bids": {"Ann": 3, "Bo": 3, "Cy": 3, "Di": 3}, "tricks": "Ann"}, "hand 1: 'tricks' must be an object or a list"),
    ({"bids": {"Ann": 3, "Bo": 3, "Cy": 3, "Di": 3}, "tricks": ["Ann"] * 14},
     "hand 1, trick 14: a hand has 13 tricks and all are entered"),
    ({"bids": {"Ann": 3, "Bo": 3, "Di": 3}, "tricks": ["Ann"] * 13},
     "hand 1, bid 3: it is Cy's turn to bid, not Di's"),
    ({"bids": {"Ann": 3, "Bo": 3, "Cy": 3, "Di": "blind_nil"}},
     "hand 1, bid 4: Di may not bid Blind Nil: this table does not play it (setting blind_nil)"),
    ({"misdeal": "Bo", "bids": {}}, "hand 1: a misdeal hand has unknown keys bids; allowed: misdeal"),
])
def test_a_broken_spades_hand_is_refused_naming_the_place(hand_, message):
    with pytest.raises(RuleError) as err:
        game_from_record(record(hand_))
    assert str(err.value).startswith(message), str(err.value)


def test_an_unfinished_hand_followed_by_another_is_refused():
    with pytest.raises(RuleError) as err:
        game_from_record(record({"bids": {"Ann": 3, "Bo": 3, "Cy": 3, "Di": 3}}, {"bids": {"Ann": 3}}))
    assert str(err.value) == ("hand 1: the hand is incomplete (Trick 1 of 13 · Ann leads) but another "
                              "hand follows it")


def test_score_prints_the_readable_table_with_each_sides_arithmetic(tmp_path: Path, capsys):
    path = tmp_path / "nil.json"
    path.write_text(json.dumps(load_example("spades-nil-and-two")), encoding="utf-8")
    assert cli.main(["score", str(path)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Spades · 4 players · target 500", "",
        "Hand  Dealer  Result" + " " * 132 + "Ann+Cy  Bo+Di",
        "1     Di      Ann+Cy contract 2, took 1: set, −20; Ann Nil failed: −100; Ann's trick: 1 bag, scoring "
        "nothing · Bo+Di contract 8, took 11: +80 + 3 bags    −120     83", "",
        "Totals: Ann+Cy −120, Bo+Di 83", "No winner yet"]
    assert cli.main(["score", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["hands"][0]["bags"] == {"Ann": 1, "Bo": 3, "Cy": 1, "Di": 3}


def test_the_house_settings_are_named_after_the_title():
    game = game_from_record(record(nil_tricks="count", lose_at=None, bag_limit=5, bag_penalty=50, blind_nil=True))
    from scorekeeper.rules.game_record import settings_label

    assert settings_label(game) == ("Spades · 4 players · Blind Nil · 5 bags cost 50 · failed Nil tricks count · "
                                    "no losing score · target 500")


# -- tallies and the board -------------------------------------------------------------------------------
def test_the_tallies_count_nils_made_and_bags_per_game():
    from scorekeeper.rules import score_report

    games = [StoredGame(kind="spades", settings={}, seat_ids=dict(zip(PLAYERS, ("p1", "p2", "p3", "p4"))),
                        report=score_report(game_from_record(load_example(name))), finished=False,
                        shared_sides=(("Ann", "Cy"), ("Bo", "Di")))
             for name in ("spades-nil-and-two", "spades-bag-penalty")]
    tallies = lifetime_tallies(games, {"p1": "Ann", "p2": "Bo", "p3": "Cy", "p4": "Di"})
    ann = next(p for p in tallies["players"] if p["name"] == "Ann")["by_kind"]["spades"]
    assert (ann["hands_bid"], ann["nils_bid"], ann["nils_made"], ann["nils_made_pct"]) == (4, 1, 0, 0.0)
    assert (ann["bags"], ann["bags_per_game"], ann["points"]) == (11, 5.5, -50)
    bo = next(p for p in tallies["players"] if p["name"] == "Bo")["by_kind"]["spades"]
    assert (bo["nils_bid"], bo["nils_made_pct"], bo["bags"], bo["bags_per_game"]) == (0, None, 4, 2.0)
    side = next(s for s in tallies["partnerships"] if s["names"] == ["Ann", "Cy"])
    assert (side["nils_bid"], side["bags"], side["points"]) == (1, 11, -50)


def test_the_board_shows_the_contracts_the_bids_and_each_sides_bags():
    game = game_from_record(load_example("spades-bag-penalty"))
    html = game_view("g1", game).html
    assert "<dt>Contracts</dt><dd>Ann+Cy 6 · Bo+Di 7</dd>" in html
    assert '<tr><th scope="row">Bo</th><td>4</td><td>2</td></tr>' in html
    assert "<dt>Ann+Cy bags</dt><dd>0</dd><dt>Bo+Di bags</dt><dd>1</dd>" in html
    assert "Bags: Ann+Cy 0, Bo+Di 1 (10 cost 100)" in html


def test_the_race_is_two_bars_meeting_at_0_so_a_negative_score_shows_below_it_as_the_app_draws_it():
    game = game_from_record(load_example("spades-nil-and-two"))
    html = game_view("g1", game).html
    # −120: 120 of the 200 down to −200 filled, none of the 500 up to the target (not "80 of 700 from −200")
    assert '<progress max="200" value="120" class="below" aria-hidden="true"></progress><span class="zero"></span>' \
           '<progress max="500" value="0" aria-label="Ann+Cy: −120 on the way from −200 to 500">' in html
    assert "First side to 500 wins; a side at −200 or below loses." in html


def test_blind_nil_is_refused_for_a_side_less_than_100_behind():
    game = hand(new(blind_nil=True), (3, 3, 3, 3), (3, 3, 3, 4))  # Ann+Cy 60, Bo+Di 61
    game = game.play(TricksBid("Bo", 3))
    assert refusal(game, BlindNilBid("Cy")) == (
        "hand 2, bid 2: Cy may not bid Blind Nil: only a side at least 100 points behind may, and Ann+Cy is 1 behind")
