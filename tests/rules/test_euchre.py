"""Euchre (docs/rules.md section 7): every rule and setting with literal figures, every refusal as a player
reads it."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.games.euchre import ThrownIn, TrickWon, TrumpMade, TurnedUp
from scorekeeper.rules import Game, HandCounted, RuleError, game_from_record, game_to_record, score_report, table_text
from scorekeeper.rules.deal_events import MisdealCalled

PLAYERS = ["North", "East", "South", "West"]


def record(hands: list[Any], **rules: Any) -> dict[str, Any]:
    return {"format": "scorekeeper-game/1", "game": "euchre", "rules": rules, "players": PLAYERS, "dealer": "West",
            "hands": hands}


def refusal(hands: list[Any], **rules: Any) -> str:
    with pytest.raises(RuleError) as err:
        game_from_record(record(hands, **rules))
    return str(err.value)


def scores(hand: dict[str, Any], **rules: Any) -> dict[str, int]:
    return score_report(game_from_record(record([hand], **rules)))["hands"][0]["scores"]


def game(**rules: Any) -> Game:
    return Game.new("euchre", PLAYERS, "West", rules)


NS = {"North": 1, "East": 0, "South": 1, "West": 0}


# -- scoring ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("tricks, alone, expected", [
    (3, [], {"North": 1, "East": 0, "South": 1, "West": 0}),
    (4, [], {"North": 1, "East": 0, "South": 1, "West": 0}),
    (5, [], {"North": 2, "East": 0, "South": 2, "West": 0}),
    (4, ["North"], {"North": 1, "East": 0, "South": 1, "West": 0}),
    (5, ["North"], {"North": 4, "East": 0, "South": 4, "West": 0}),
    (2, [], {"North": 0, "East": 2, "South": 0, "West": 2}),
    (0, ["North"], {"North": 0, "East": 2, "South": 0, "West": 2}),
])
def test_the_makers_score_1_for_3_or_4_2_for_a_march_4_alone_and_the_defenders_2_for_a_euchre(tricks, alone, expected):
    hand = {"maker": "North", "trump": "hearts", "round": 1, "alone": alone, "tricks": {"makers": tricks}}
    assert scores(hand) == expected


def test_a_lone_defender_who_euchres_a_lone_maker_scores_4_and_one_who_fails_changes_nothing():
    lone = {"maker": "North", "trump": "hearts", "round": 1, "alone": ["North", "East"], "tricks": {"makers": 2}}
    assert scores(lone, defend_alone=True) == {"North": 0, "East": 4, "South": 0, "West": 4}
    march = dict(lone, tricks={"makers": 5})
    assert scores(march, defend_alone=True) == {"North": 4, "East": 0, "South": 4, "West": 0}
    made = dict(lone, tricks={"makers": 3})
    assert scores(made, defend_alone=True) == NS


def test_the_json_hand_carries_the_spec_keys_and_the_verdict_its_arithmetic():
    g = game_from_record(record([{"turn_up": "spades", "maker": "West", "trump": "spades", "round": 1,
                                  "alone": ["West"], "tricks": ["West"] * 5}]))
    assert score_report(g)["hands"][0] == {
        "number": 1, "dealer": "West", "maker": "West", "trump": "spades", "round": 1, "alone": ["West"],
        "maker_side": ["West", "East"], "maker_tricks": 5, "made": True, "march": True,
        "scores": {"North": 0, "East": 4, "South": 0, "West": 4}, "totals": {"North": 0, "East": 4, "South": 0, "West": 4}}
    assert g.table.hands[0].verdict() == "West made spades alone: took all 5, a march alone: +4"
    assert g.table.hands[0].explain()[1:3] == [
        "Round 1: the dealer West took up the turn-up spades; the other three passed", "West went alone; East sat out"]


def test_a_euchre_says_who_scores():
    g = game_from_record(record([{"maker": "South", "trump": "clubs", "round": 2, "tricks": {"makers": 2}}]))
    assert g.table.hands[0].verdict() == "South made clubs: North+South took 2 of 5, euchred: East+West +2"


def test_a_thrown_in_hand_scores_nothing_and_the_deal_passes():
    g = game_from_record(record([{"thrown_in": True, "turn_up": "clubs"}, {}]))
    assert score_report(g)["hands"][0] == {"number": 1, "dealer": "West", "maker": None,
                                           "scores": dict.fromkeys(PLAYERS, 0), "totals": dict.fromkeys(PLAYERS, 0)}
    assert g.table.current.dealer == "North"


def test_a_misdeal_is_dealt_again_by_the_same_dealer():
    g = game_from_record(record([{"misdeal": "East"}, {}]))
    assert (g.table.hands[0].verdict(), g.table.current.dealer) == ("Misdeal called by East: West deals again", "West")


# -- winning ------------------------------------------------------------------------------------------
def test_the_first_side_at_the_target_wins_and_no_hand_may_follow():
    marches = [{"maker": "North", "trump": "hearts", "round": 1, "tricks": {"makers": 5}}] * 3
    g = game_from_record(record(marches, target=5))
    assert (score_report(g)["winner"], g.table.result) == (["North", "South"], "North+South reached 6 (target 5)")
    assert refusal(marches + [{}], target=5) == ("hand 4: the game was already over (North+South reached 6 (target 5)); "
                                                 "no hand may follow")


# -- the calling ----------------------------------------------------------------------------------------
def test_round_1_trump_is_the_turn_up_suit_and_round_2_never_is():
    assert refusal([{"turn_up": "hearts", "maker": "East", "trump": "spades", "round": 1}]) == (
        "hand 1: in round 1 trump is the turn-up suit hearts, not spades")
    assert refusal([{"turn_up": "hearts", "maker": "East", "trump": "hearts", "round": 2}]) == (
        "hand 1: in round 2 the turned-down suit hearts cannot be named")


def test_a_round_is_1_or_2_and_a_suit_one_of_four():
    assert refusal([{"maker": "East", "trump": "hearts", "round": 3}]) == (
        "hand 1: round is 1 (the turn-up ordered up) or 2 (a suit named after all four passed), not 3")
    assert refusal([{"maker": "East", "trump": "red", "round": 1}]) == (
        "hand 1: 'red' is not a suit; a suit is clubs, diamonds, hearts or spades")
    assert refusal([{"maker": "Zed", "trump": "hearts", "round": 1}]) == (
        "hand 1: Zed is not at this table (North, East, South and West)")


def test_only_the_maker_goes_alone_unless_defending_alone_is_on():
    assert refusal([{"maker": "North", "trump": "hearts", "round": 1, "alone": ["South"]}]) == (
        "hand 1: South is the maker's partner and cannot go alone; only the maker North may")
    assert refusal([{"maker": "North", "trump": "hearts", "round": 1, "alone": ["North", "East"]}]) == (
        "hand 1: East goes alone, but only the maker North may (defend_alone is off)")
    assert refusal([{"maker": "North", "trump": "hearts", "round": 1, "alone": ["East"]}], defend_alone=True) == (
        "hand 1: East defends alone, but a defender may play alone only against a maker who went alone")
    assert refusal([{"maker": "North", "trump": "hearts", "round": 1, "alone": ["North", "East", "West"]}],
                   defend_alone=True) == "hand 1: East and West both defend alone; only one defender may"


def test_the_partner_of_a_player_who_went_alone_never_wins_a_trick():
    hand = {"maker": "North", "trump": "hearts", "round": 1, "alone": ["North"],
            "tricks": ["North", "East", "North", "South", "North"]}
    assert refusal([hand]) == "hand 1, trick 4: South sits out this hand (partner of a player who went alone)"
    lone = {"maker": "North", "trump": "hearts", "round": 1, "alone": ["North", "East"], "tricks": ["West"]}
    assert refusal([lone], defend_alone=True) == (
        "hand 1, trick 1: West sits out this hand (partner of a player who went alone)")


def test_the_makers_tricks_are_0_to_5_and_add_up_with_the_defenders():
    hand = {"maker": "North", "trump": "hearts", "round": 1, "tricks": {"makers": 3, "defenders": 3}}
    assert refusal([hand]) == "hand 1: tricks 3 + 3 do not add up to 5"
    assert refusal([dict(hand, tricks={"makers": 6})]) == "hand 1: the makers took 6 tricks, but a hand has 5 tricks: 0 to 5"
    assert scores(dict(hand, tricks={"makers": 3, "defenders": 2})) == NS


def test_a_defenders_count_written_null_is_refused_not_taken_as_left_out():
    hand = {"maker": "North", "trump": "hearts", "round": 1, "tricks": {"makers": 5, "defenders": None}}
    assert refusal([hand]) == "hand 1: the defenders' tricks must be a whole number; got null"


def test_stick_the_dealer_refuses_a_thrown_in_hand():
    assert refusal([{"thrown_in": True}], stick_the_dealer=True) == (
        "hand 1: thrown in, but with stick_the_dealer the dealer West must name trump when the others pass twice")
    g = game_from_record(record([{"turn_up": "hearts", "maker": "West", "trump": "clubs", "round": 2,
                                  "tricks": {"makers": 3}}], stick_the_dealer=True))
    assert g.table.hands[0].explain()[1] == ("Round 2: everyone passed the turn-up and the others passed again; "
                                             "the dealer West, stuck, named clubs")


def test_a_hand_missing_part_of_trump_made_is_refused_by_its_keys():
    assert refusal([{"maker": "North", "trump": "hearts", "tricks": {"makers": 3}}]) == (
        "hand 1: a hand names maker, trump and round together; it lacks round")
    assert refusal([{"maker": "North", "round": 1}]) == "hand 1: a hand names maker, trump and round together; it lacks trump"
    assert refusal([{"maker": "North", "trump": "hearts", "round": 1, "extra": 1}]) == (
        "hand 1: a hand has unknown keys extra; allowed: turn_up, maker, trump, round, alone, tricks")
    assert refusal([{"thrown_in": True, "maker": "North"}]) == (
        "hand 1: a thrown-in hand has unknown keys maker; allowed: thrown_in, turn_up")


def test_only_the_last_hand_may_be_in_progress():
    assert refusal([{"turn_up": "hearts"}, {}]).startswith("hand 1: the hand is incomplete")
    g = game_from_record(record([{"maker": "North", "trump": "hearts", "round": 1, "tricks": ["North", "East", "North"]}]))
    assert (g.table.current.maker_tricks(), score_report(g)["hands"]) == (2, [])
    assert "in progress" in table_text(g)


def test_a_last_hand_with_a_maker_and_trump_and_no_tricks_yet_is_in_progress_as_the_record_format_says():
    g = game_from_record(record([{"maker": "North", "trump": "hearts"}]))  # its round not said yet
    assert score_report(g) == {"hands": [], "totals": {"North": 0, "East": 0, "South": 0, "West": 0}, "winner": None}
    assert refusal([{"maker": "North", "trump": "hearts"}, {}]).startswith("hand 1: the hand is incomplete")


# -- the settings ---------------------------------------------------------------------------------------
def test_the_settings_and_their_defaults():
    assert game().settings == {"target": 10, "deck": 24, "stick_the_dealer": False, "defend_alone": False}
    assert game(deck=32, unknown_key=1).settings["deck"] == 32  # a key the game does not know is ignored
    with pytest.raises(RuleError) as err:
        game(deck=36)
    assert str(err.value) == "setting deck is 36 but must be one of 24, 32"
    with pytest.raises(RuleError) as err:
        Game.new("euchre", PLAYERS[:3], "North", {})
    assert str(err.value) == "Euchre is played by 4 players (two sides of two, partners opposite), not 3"


def test_the_table_plays_it_event_by_event_and_refuses_out_of_place_entries():
    g = game().play(TurnedUp("hearts"))
    assert g.table.current.prompt() == "Turn-up hearts · who made trump?"
    assert g.why_not(HandCounted(3)) == "hand 1: the tricks come after trump is made; enter who made trump first"
    g = g.play(TrumpMade("East", "hearts", 1))
    assert g.why_not(MisdealCalled("North")) == ("hand 1: East has already made trump hearts in this hand; "
                                                 "correct that entry instead")
    assert g.why_not(ThrownIn()) == "hand 1: East has already made trump hearts in this hand; correct that entry instead"
    g = g.play(TrickWon("East"))
    assert g.why_not(HandCounted(3)) == ("hand 1: 1 of the tricks are already entered one by one; enter the other 4 "
                                         "or undo them")
    assert game_from_record(game_to_record(g)).events == g.events
