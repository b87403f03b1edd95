"""A trick written past a hand's last is refused saying why, in every game that enters tricks one by one
(issue 40): the hand has so many tricks and all are in, not "the hand was complete before its trick".  (Any other
entry after a complete hand still names it and how the hand ended: tests/rules/test_five_hundred.py.)"""

from __future__ import annotations

import copy

import pytest

from scorekeeper.rules import RuleError, game_from_record

from ..conftest import load_example


@pytest.mark.parametrize("example, hand, refusal", [
    ("euchre-march-alone-euchred", 2, "hand 2, trick 6: a hand has 5 tricks and all are entered"),
    ("spades-bag-penalty", 3, "hand 3, trick 14: a hand has 13 tricks and all are entered"),
    ("five-hundred-misere-slam-thrown-in", 5, "hand 5, trick 11: a hand has 10 tricks and all are entered"),
    ("twenty-eight-pair-rebid-and-partner-20", 1, "hand 1, trick 9: a hand has 8 tricks and all are entered"),
    ("twenty-nine-royals-against", 1, "hand 1, trick 9: a hand has 8 tricks and all are entered"),
    ("dollars-made-then-set-back", 1, "hand 1, trick 14: a hand has 13 tricks and all are entered"),
    ("bid-euchre-failed-moon-win-by-set", 3, "hand 3, trick 7: a hand has 6 tricks and all are entered"),
])
def test_a_trick_past_the_last_says_how_many_a_hand_has(example, hand, refusal):
    record = copy.deepcopy(load_example(example))
    tricks = record["hands"][hand - 1]["tricks"]
    tricks.append(copy.deepcopy(tricks[-1]))  # the last trick written twice
    with pytest.raises(RuleError) as refused:
        game_from_record(record)
    assert str(refused.value) == refusal

