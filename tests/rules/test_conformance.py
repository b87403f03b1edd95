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


NO_SCREENS = '''
from typing import NamedTuple
from scorekeeper.rules.events import fact
from scorekeeper.rules.settings import merge
from scorekeeper.rules.trick_hand import TrickHand
from scorekeeper.words import Labels, _

KIND, TITLE, PLAYER_COUNTS = "no-screens", "No screens", (2, 3)
SETTING_HELP = Labels({"cards": _("Cards each")})


@fact("no_screens_trick")
class Took(NamedTuple):
    winner: str


def resolve_settings(players, given):
    return merge({"cards": 2}, given, TITLE)


class HAND(TrickHand):
    TRICK = Took


def takers(game, hand):  # the interface wants a tuple: a list passes mypy where only GameBasics is checked
    return list(game.players)
'''


@pytest.fixture
def a_game_without_screens_or_catalog(tmp_path, monkeypatch):
    """A plug-in of one module (so no ``ui`` submodule), with no screens() and no LOCALE_DIR, installed."""
    from scorekeeper.rules import registry

    (tmp_path / "scorekeeper_no_screens.py").write_text(NO_SCREENS, encoding="utf-8")
    info = tmp_path / "scorekeeper_no_screens-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: scorekeeper-no-screens\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[scorekeeper.games]\nno-screens = scorekeeper_no_screens\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    registry.reload()
    yield
    registry.reload()


def test_the_check_refuses_a_game_with_no_screens_and_no_catalog(a_game_without_screens_or_catalog):
    assert game_problems("no-screens") == [
        "it names no LOCALE_DIR: its words have no catalog, so Hindi and Bengali show them in English",
        "hi: the title 'No screens' is not translated", "bn: the title 'No screens' is not translated",
        "it has no screens: its package needs a ui submodule (or its module a screens()) with a Panel"]


def test_the_registry_writes_nothing_onto_a_plug_ins_module(a_game_without_screens_or_catalog):
    import scorekeeper_no_screens as module

    from scorekeeper.rules import registry

    own = set(vars(module))
    game = registry.rules_for("no-screens")
    assert game.score_groups is defaults.score_groups and game.KIND == "no-screens"  # the base's answer, and its own
    assert set(vars(module)) == own  # nothing written onto it: neither the defaults nor anything else
    assert not hasattr(module, "new_hand") and callable(game.new_hand)


def test_the_check_refuses_a_member_a_plug_in_writes_that_answers_the_wrong_type(a_game_without_screens_or_catalog):
    record = {"format": "scorekeeper-game/1", "game": "no-screens", "rules": {"cards": 1}, "players": ["Ann", "Bo"],
              "dealer": "Bo", "hands": [{"tricks": ["Ann"]}]}
    assert "record 1: takers answers list ['Ann', 'Bo'], not tuple[str, ...]" in game_problems("no-screens", [record])
