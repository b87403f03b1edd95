"""Undo, replace and delete: every figure is re-derived, illegal corrections change nothing."""

from __future__ import annotations

import pytest

from scorekeeper.rules import (BidMade, Game, HandCounted, Passed, RuleError, TrumpNamed, event_from_dict,
                               event_to_dict, score_report)

from .helpers import calls, four, play

FIRST_HAND = calls(("A", 175000), ("Z", "pass"), ("B", "pass"), ("Y", "pass")) + [
    TrumpNamed("red"), HandCounted(200000, 200000)]
SECOND_HAND = calls(("Z", 200000), ("B", "pass"), ("Y", "pass"), ("A", "pass")) + [
    TrumpNamed("red"), HandCounted(210000, 190000)]


def two_hands() -> Game:
    return play(four(), FIRST_HAND + SECOND_HAND)


def test_undo_returns_to_the_state_before_the_last_event():
    game = two_hands()
    assert game.undo().table.phase == "play"
    assert score_report(game.undo()) == score_report(play(four(), FIRST_HAND + SECOND_HAND[:-1]))


def test_correcting_an_earlier_hand_rescores_everything_after_it():
    game = two_hands()
    assert game.table.totals["A"] == 200000 + 190000
    corrected = game.replace(5, HandCounted(150000, 250000))  # hand 1 was really a set-back
    assert corrected.table.totals == {"A": -175000 + 190000, "Z": 250000 + 210000,
                                      "B": -175000 + 190000, "Y": 250000 + 210000}


def test_a_correction_that_makes_a_later_hand_illegal_is_refused_and_changes_nothing():
    game = two_hands()
    # Had A passed, all four passed: hand 1 is thrown in, and its trump lands in hand 2's auction.
    with pytest.raises(RuleError) as err:
        game.replace(0, Passed("A"))
    assert str(err.value) == "hand 2, trump: trump comes after the auction; Z is still to call"
    assert game.table.totals["A"] == 390000


def test_deleting_an_event_revalidates_the_rest():
    game = two_hands()
    with pytest.raises(RuleError, match="hand 1, trump"):
        game.delete(3)  # without Y's pass the auction is not over when trump is named


def test_events_go_to_json_and_back_unchanged():
    for event in FIRST_HAND + [BidMade("A", 5)]:
        assert event_from_dict(event_to_dict(event)) == event
    game = two_hands()
    assert Game.from_dict(game.to_dict()) == game
