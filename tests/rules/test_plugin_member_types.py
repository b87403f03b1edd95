"""An optional member a plug-in writes is checked against the type the interface wants, at load: a list where a
tuple is wanted is refused with the member named, before any screen trips over it."""

from __future__ import annotations

from types import SimpleNamespace

from scorekeeper.rules import defaults
from scorekeeper.rules.interface import member_problems


def a_game(**members: object) -> object:
    """A game of few names as a plain object, and the base's defaults for the rest."""
    written = dict(KIND="toy", TITLE="Toy", PLAYER_COUNTS=(2, 3), SETTING_HELP={}, resolve_settings=lambda p, g: {},
                   new_hand=lambda game, number, dealer, totals: None, hand_events=lambda game, record: [])
    return defaults.with_defaults(SimpleNamespace(**{**written, **members}))


def test_a_game_writing_only_what_it_needs_has_no_problem():
    assert member_problems(a_game()) == []


def test_a_list_where_the_interface_wants_a_tuple_is_named():
    assert member_problems(a_game(EXAMPLES=["toy-first"], PLAYER_COUNTS=[2, 3])) == [
        "PLAYER_COUNTS is list, not tuple", "EXAMPLES is list, not tuple"]


def test_a_list_order_or_a_bid_line_of_another_type_is_named():
    assert member_problems(a_game(LIST_ORDER="3", TALLY_BID_LINE=None)) == [
        "TALLY_BID_LINE is NoneType, not str", "LIST_ORDER is str, not int"]


def test_an_optional_function_answering_another_type_is_named_by_the_conformance_check(monkeypatch):
    """``losing_score`` and ``tally_keys`` are not in ``GameModule``: the check knows what each returns."""
    from scorekeeper.rules import Game, game_from_record, registry
    from tests.conftest import load_example
    from scorekeeper.testing.answer_types import answer_problems

    monkeypatch.setattr(registry.rules_for("spades"), "losing_score", lambda settings: "-200")
    monkeypatch.setattr(registry.rules_for("pitch"), "tally_keys", lambda hand: [("Ann", "high")])
    spades = Game.new("spades", ["N", "E", "S", "W"], "W")
    assert answer_problems(spades) == ["losing_score answers str '-200', not int | None"]
    pitch = game_from_record(load_example("pitch-four-players-out-in-points-order"))
    assert answer_problems(pitch) == ["tally_keys answers list [('Ann', 'high')], not dict[str, object]"]
