"""The registry refuses a game whose board section or tally measures are not what the interface says,
with the reason, so a game author learns it at start instead of from a broken board or stats page."""

from __future__ import annotations

from types import SimpleNamespace

from scorekeeper.rules.interface import MEMBERS, member_problems
from scorekeeper.rules.registry import rules_for


def a_copy_of_twenty_nine(**changed: object) -> SimpleNamespace:
    game = rules_for("twenty-nine")
    members = {name: getattr(game, name) for name in (*MEMBERS, "board_section")}
    return SimpleNamespace(**{**members, **changed})


def test_a_complete_game_with_its_board_section_and_measures_has_no_problem():
    assert member_problems(a_copy_of_twenty_nine()) == []


def test_a_board_section_that_is_not_a_function_is_refused():
    assert member_problems(a_copy_of_twenty_nine(board_section="board.py")) == ["board_section is not a function"]


def test_tally_measures_given_as_bare_numbers_are_refused():
    assert member_problems(a_copy_of_twenty_nine(TALLY_MEASURES={"game_points": 0})) == [
        "TALLY_MEASURES must map each measure to a TallyMeasure"]


def test_a_bid_line_that_is_not_text_is_refused():
    assert member_problems(a_copy_of_twenty_nine(TALLY_BID_LINE=None)) == ["TALLY_BID_LINE is NoneType, not str"]
