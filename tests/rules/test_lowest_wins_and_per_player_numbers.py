"""Two things the base gives a per-player game of points where the lowest wins (Hearts, written from the docs
alone): the default ``winner`` under ``LOWEST_WINS``, and ``per_player``'s check of a number that is not tricks."""

from __future__ import annotations

from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

from scorekeeper.rules import RuleError, defaults
from scorekeeper.rules.per_player import per_player

PLAYERS = ["Ann", "Bo", "Cy"]


def game_of(lowest_wins: bool | None, target: int = 40) -> Any:
    """A game as the default ``winner`` reads it: its rules (the defaults, and LOWEST_WINS where said), settings."""
    module = ModuleType("a_points_game")
    if lowest_wins is not None:
        module.LOWEST_WINS = lowest_wins  # type: ignore[attr-defined]
    return SimpleNamespace(rules=defaults.with_defaults(module), settings={"target": target}, players=PLAYERS)


def test_with_lowest_wins_the_game_ends_at_the_target_and_the_lowest_alone_wins():
    game = game_of(True)
    assert defaults.winner(game, [], {"Ann": 39, "Bo": 13, "Cy": 20}) == (None, "")
    assert defaults.winner(game, [], {"Ann": 46, "Bo": 13, "Cy": 20}) == (
        ("Bo",), "Bo ended lowest, 13, once Ann reached 46 (target 40)")


def test_with_lowest_wins_a_tie_at_the_bottom_plays_on():
    assert defaults.winner(game_of(True), [], {"Ann": 46, "Bo": 13, "Cy": 13}) == (None, "")


def test_without_it_the_highest_at_the_target_wins_as_before():
    for game in (game_of(None), game_of(False)):
        assert defaults.winner(game, [], {"Ann": 46, "Bo": 13, "Cy": 20}) == (
            ("Ann",), "Ann reached 46 points (target 40)")


def test_per_player_answers_each_players_number_and_words_points_as_plain_numbers():
    assert per_player(PLAYERS, (("Ann", 4), ("Bo", 22), ("Cy", 0)), "points", 26) == {"Ann": 4, "Bo": 22, "Cy": 0}
    with pytest.raises(RuleError) as too_many:
        per_player(PLAYERS, (("Ann", 4), ("Bo", 27), ("Cy", 0)), "points", 26)
    assert str(too_many.value) == "Bo: 27 is not a whole number from 0 to 26"
    with pytest.raises(RuleError) as missing:
        per_player(PLAYERS, (("Ann", 4), ("Bo", 22)), "points", 26)
    assert str(missing.value) == "every player has a number once; missing: Cy"
    with pytest.raises(RuleError) as tricks:
        per_player(PLAYERS, (("Ann", 4), ("Bo", 22)), "tricks", 26)
    assert str(tricks.value) == "every player has a count of tricks once; missing: Cy"
