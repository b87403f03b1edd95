"""The plainest trick-taking hand (``rules.trick_hand.TrickHand``) and what ``rules.defaults`` gives a module
whose ``HAND`` is one: its hand made, its record read, its tricks tallied."""

from __future__ import annotations

from types import ModuleType, SimpleNamespace
from typing import Any, NamedTuple

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.rules import RecordError, RuleError, defaults
from scorekeeper.rules.events import fact
from scorekeeper.rules.trick_hand import TrickHand


@fact("test_trick_hand_taken", place="trick")
class Taken(NamedTuple):
    winner: str


class Hand(TrickHand):
    TRICK = Taken


PLAYERS = ("Ann", "Bo", "Cy")


def table(cards: int) -> Any:
    """The two things a hand reads of its game: who sits at it and its settings."""
    return SimpleNamespace(players=list(PLAYERS), settings={"cards": cards})


def test_a_hand_of_three_tricks_scores_each_player_their_tricks():
    hand = Hand(table(3), 1, "Cy")
    assert hand.prompt() == "Trick 1 of 3: who took it?" and hand.to_act() == "Ann"
    for winner in ("Bo", "Bo", "Cy"):
        hand.apply(Taken(winner))
    assert hand.complete and hand.scores == {"Ann": 0, "Bo": 2, "Cy": 1}
    assert hand.reported() == {"tricks": ["Bo", "Bo", "Cy"]}
    assert hand.taken() == "Ann 0, Bo 2, Cy 1"
    assert hand.explained() == ["Trick 1: Bo", "Trick 2: Bo", "Trick 3: Cy"]


def test_the_taker_of_a_trick_leads_the_next():
    hand = Hand(table(3), 1, "Cy")
    hand.apply(Taken("Cy"))
    assert hand.to_act() == "Cy" and hand.location() == "trick 2"


def test_a_taker_not_at_the_table_is_refused_by_name():
    with pytest.raises(RuleError) as refused:
        Hand(table(3), 1, "Cy").apply(Taken("Dee"))
    assert str(refused.value) == "Dee is not at this table (Ann, Bo and Cy)"


def test_the_defaults_make_read_and_tally_a_trick_hand_game():
    module = ModuleType("a_trick_game")
    module.HAND = Hand  # type: ignore[attr-defined]
    given_names = defaults.missing(module)
    module = defaults.with_defaults(module)  # type: ignore[assignment]
    assert {"new_hand", "hand_events", "tally_hand", "TALLY_MEASURES", "TALLY_BID_LINE"} <= set(given_names)
    assert isinstance(module.new_hand(table(2), 1, "Bo", {}), Hand)
    assert module.hand_events(None, {"tricks": ["Ann", "Bo"]}) == [Taken("Ann"), Taken("Bo")]
    tally = {"tricks": 0}
    module.tally_hand(tally, {"tricks": ["Ann", "Bo", "Ann"]}, False, False, ["Ann"])
    assert tally == {"tricks": 2} and module.TALLY_BID_LINE == ""


def test_a_hostile_record_hand_is_refused_in_one_line():
    with pytest.raises(RecordError) as refused:
        Hand.events_of({"tricks": ["Ann", 7]})
    assert str(refused.value) == "each trick's winner must be text; got 7"


@given(st.lists(st.sampled_from(PLAYERS), min_size=1, max_size=12))
def test_the_scores_of_a_finished_hand_are_its_tricks(winners: list[str]):
    hand = Hand(table(len(winners)), 1, "Cy")
    for winner in winners:
        hand.apply(Taken(winner))
    assert hand.complete and sum(hand.scores.values()) == len(winners)
    assert Hand.events_of(hand.reported()) == [Taken(w) for w in winners]
