"""Sixty-six (docs/rules.md, "Sixty-six"): the game points of each way a deal is won, the checks on the
loser's count, the record's refusals as the spec words them, and over random legal games: replay, export then
import, and Undo."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from scorekeeper.games.sixty_six import DealWon, MarriageShown, StockClosed
from scorekeeper.rules import Game, RecordError, RuleError, TrumpNamed, game_from_record, game_to_record, score_report
from scorekeeper.rules.deal_events import MisdealCalled
from tests.rules.helpers import assert_undo_is_the_game_before_the_last_entry


def record(*hands: dict[str, Any], target: int = 7) -> dict[str, Any]:
    return {"format": "scorekeeper-game/1", "game": "sixty-six", "rules": {"target": target},
            "players": ["Ann", "Bob"], "dealer": "Bob", "hands": list(hands)}


def points(*hands: dict[str, Any]) -> list[int]:
    return [h["game_points"] for h in score_report(game_from_record(record(*hands)))["hands"]]


@pytest.mark.parametrize("hand, game_points", [
    ({"winner": "Ann", "loser_points": 33}, 1),
    ({"winner": "Ann", "loser_points": 32}, 2),
    ({"winner": "Ann", "loser_took_trick": False}, 3),
    ({"winner": "Ann", "how": "played_out", "loser_points": 65}, 1),
    ({"winner": "Ann", "how": "closer_failed", "closed": "Bob"}, 2),
    ({"winner": "Ann", "how": "closer_failed", "closed": "Bob", "winner_had_trick": False}, 3),
    ({"winner": "Ann", "how": "false_out"}, 2),
    ({"winner": "Ann", "how": "false_out", "winner_had_trick": False}, 3),
    ({"winner": "Ann", "closed": "Ann", "loser_points": 20, "trump": "hearts", "marriages": [["Bob", "clubs"]]}, 2),
])
def test_each_way_of_winning_a_deal_scores_its_game_points_to_the_winner_alone(hand, game_points):
    report = score_report(game_from_record(record(hand)))
    assert report["hands"][0]["game_points"] == game_points
    assert report["totals"] == {"Ann": game_points, "Bob": 0}


def test_the_first_to_the_target_wins_and_a_misdeal_is_dealt_again_by_the_same_dealer():
    report = score_report(game_from_record(record({"winner": "Bob", "loser_took_trick": False}, {"misdeal": "Ann"},
                                                  {"winner": "Bob", "how": "false_out"}, target=5)))
    assert [(h["dealer"], h["winner"]) for h in report["hands"]] == [("Bob", "Bob"), ("Ann", None), ("Ann", "Bob")]
    assert (report["totals"], report["winner"]) == ({"Ann": 0, "Bob": 5}, ["Bob"])


@pytest.mark.parametrize("hand, refusal", [
    ({"winner": "Bob", "loser_points": 12, "loser_took_trick": False},
     "hand 1: Ann took no trick, so his count is 0 (marriages count only after a trick), not 12"),
    ({"winner": "Bob", "closed": "Ann", "loser_points": 40},
     "hand 1: Ann closed and Bob won: that is closer_failed, not out"),
    ({"winner": "Bob", "closed": "Bob", "how": "played_out", "loser_points": 40},
     "hand 1: Bob closed the stock, so the cards were not played out: that is out"),
    ({"winner": "Bob", "trump": "clubs", "marriages": [["Ann", "clubs"]], "loser_points": 30},
     "hand 1: Ann showed marriages worth 40, so his count is at least 40, not 30"),
    ({"winner": "Bob", "loser_points": 131}, "hand 1: Ann's count is at most 130 (the cards, the last trick and "
                                             "his marriages), not 131"),
    ({"winner": "Bob", "how": "false_out", "closed": "Ann"},
     "hand 1: Ann closed and Bob won: that is closer_failed, not false_out"),
    ({"winner": "Bob", "how": "closer_failed", "closed": "Bob"}, "hand 1: Bob closed and won: that is out, not "
                                                                "closer_failed"),
    ({"winner": "Bob", "marriages": [["Ann", "clubs"], ["Bob", "clubs"]], "loser_points": 40},
     "hand 1: Ann already showed the marriage in clubs"),
    ({"winner": "Cy", "loser_points": 40}, "hand 1: Cy is not at this table (Ann and Bob)"),
    ({"winner": "Bob"}, "hand 1: a deal won out needs 'loser_points', the loser's count"),
    ({"winner": "Bob", "how": "false_out", "loser_points": 3}, "hand 1: 'loser_points' has no place in a deal won "
                                                              "false_out"),
    ({"winner": "Bob", "how": "sideways"}, "hand 1: 'how' is out, played_out, closer_failed or false_out; got "
                                          "\"sideways\""),
    ({"loser_points": 3}, "hand 1: 'loser_points' belongs to a deal that names its 'winner'"),
])
def test_a_broken_deal_is_refused_in_one_line_naming_the_hand(hand, refusal):
    with pytest.raises((RecordError, RuleError)) as err:
        score_report(game_from_record(record(hand, {"winner": "Ann", "loser_points": 40})))
    assert str(err.value) == refusal


def test_a_failed_close_may_leave_out_who_closed_it_was_the_loser():
    game = game_from_record(record({"winner": "Bob", "how": "closer_failed"},
                                   {"winner": "Bob", "how": "closer_failed", "winner_had_trick": False}))
    report = score_report(game)
    assert [h["game_points"] for h in report["hands"]] == [2, 3]
    assert report["totals"] == {"Ann": 0, "Bob": 5}
    assert game_to_record(game)["hands"][0] == {"winner": "Bob", "how": "closer_failed", "closed": "Ann"}


def test_three_players_are_refused():
    with pytest.raises(RuleError, match="Sixty-six is played by 2 players, not 3"):
        Game.new("sixty-six", ["Ann", "Bob", "Cy"], "Ann", {})


def test_a_deal_in_progress_keeps_its_trump_marriages_and_close_and_asks_who_won():
    game = game_from_record(record({"trump": "spades", "marriages": [["Ann", "spades"]], "closed": "Ann"}))
    hand = game.table.current
    assert (hand.trump, hand.marriages, hand.closed) == ("spades", [("Ann", "spades")], "Ann")
    assert game.table.prompt() == "Deal 1: who won it?"
    assert hand.explain() == ["", "Trump: Spades", "Ann showed the marriage in Spades (40)", "Ann closed the stock"]


# -- over random legal games ------------------------------------------------------------------------------------
def candidates(game: Game, rnd: random.Random) -> list[Any]:
    hand, players = game.table.current, game.players
    out: list[Any] = [DealWon(p, how, rnd.randint(0, 70), int(rnd.random() < 0.2)) for p in players
                      for how in ("out", "played_out")] * 3
    out += [DealWon(p, how, None, int(rnd.random() < 0.3)) for p in players for how in ("closer_failed", "false_out")]
    out += [TrumpNamed(rnd.choice(["hearts", "clubs"])), StockClosed(rnd.choice(players)),
            MarriageShown(rnd.choice(players), rnd.choice(["hearts", "spades"]))]
    out = [e._replace(loser_points=0) if isinstance(e, DealWon) and e.no_trick and e.loser_points is not None else e
           for e in out]
    return out + ([MisdealCalled(rnd.choice(players))] if not hand.started and rnd.random() < 0.1 else [])


@st.composite
def games(draw: st.DrawFn) -> Game:
    rnd, steps = random.Random(draw(st.integers(0, 10**6))), draw(st.integers(0, 40))
    game = Game.new("sixty-six", ["Ann", "Bob"], rnd.choice(["Ann", "Bob"]), {"target": draw(st.integers(1, 10))})
    for _ in range(steps):
        if game.table.current is None:
            break
        options = candidates(game, rnd)
        rnd.shuffle(options)
        game = game.play(next(e for e in options if game.can(e)))
    return game


RUNS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@RUNS
@given(games())
def test_replaying_the_same_entries_gives_the_same_scores(game: Game) -> None:
    again = Game.new(game.kind, game.players, game.dealer, game.settings).with_events(list(game.events))
    assert score_report(again) == score_report(game)
    assert again.table.prompt() == game.table.prompt()


@RUNS
@given(games())
def test_export_then_import_is_the_same_game(game: Game) -> None:
    record = game_to_record(game)
    imported = game_from_record(record)
    assert score_report(imported) == score_report(game)
    assert game_to_record(imported) == record
    assert sorted(map(repr, imported.events)) == sorted(map(repr, game.events))  # the close may come before trump


@RUNS
@given(games())
def test_undo_is_the_game_before_the_last_entry(game: Game) -> None:
    assert_undo_is_the_game_before_the_last_entry(game)


@RUNS
@given(games())
def test_only_the_winner_of_a_deal_scores_and_never_more_than_three(game: Game) -> None:
    for hand in game.table.hands:
        assert sorted(hand.scores.values()) in ([0, 0], [0, 1], [0, 2], [0, 3])
