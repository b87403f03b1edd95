"""The test kit's conformance check holds for every game that comes with Scorekeeper, over its worked examples,
and the defaults a plug-in takes keep their promises for any table (hypothesis)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from scorekeeper.rules import Game, defaults
from scorekeeper.testing import check_game, game_problems
from tests.shipped import shipped_games

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def examples_of(kind: str) -> list[dict[str, object]]:
    records = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(EXAMPLES.glob("*.json"))
               if not p.name.endswith(".expected.json")]
    return [r for r in records if r.get("game") == kind]


@pytest.mark.parametrize("kind", sorted(shipped_games()))
def test_every_game_that_comes_with_scorekeeper_conforms_over_its_examples(kind: str):
    check_game(kind, examples_of(kind))


def test_the_check_names_an_unknown_game_and_a_record_that_breaks_the_rules():
    assert game_problems("no-such-game")[0].startswith("unknown game 'no-such-game'; known games: ")
    record = {**examples_of("rook")[0], "dealer": "Nobody"}
    assert game_problems("rook", [record]) == ["record 1: RuleError: the first dealer 'Nobody' is not one of the players"]


@pytest.fixture(scope="module")
def plain_tricks():
    """The example plug-in installed, which answers its winner with the defaults."""
    from scorekeeper.rules import registry

    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(EXAMPLES.parent / "example_game" / "site"))
        registry.reload()
        yield
    registry.reload()


@given(scores=st.lists(st.integers(0, 12), min_size=2, max_size=5), goal=st.integers(1, 12))
def test_the_default_winner_is_the_one_alone_at_the_top_once_the_target_is_reached(plain_tricks, scores, goal):
    players = [f"P{n}" for n in range(len(scores))]
    game = Game.new("plain-tricks", players, players[0], {"cards": 1, "target": goal})
    totals = dict(zip(players, scores))
    won, why = defaults.winner(game, [], totals)
    top = max(scores)
    if top >= goal and scores.count(top) == 1:
        leader = players[scores.index(top)]
        assert (won, why) == ((leader,), f"{leader} reached {top} points (target {goal})")
    else:
        assert (won, why) == (None, "")
