"""Seven Up (All Fours), docs/rules.md: the turn-up, the beg, the four points, going out in the points' order;
the record's refusals; and, over random legal games, replay, export → import and Undo (hypothesis)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from scorekeeper.games.seven_up import Begged, JackTurned, PointNobody, PointTaken
from scorekeeper.rules import Game, RuleError, TrumpNamed, game_from_record, game_to_record, score_report
from scorekeeper.rules.deal_events import MisdealCalled
from tests.conftest import load_example, load_expected

from .helpers import assert_undo_is_the_game_before_the_last_entry, play

EXAMPLES = ["seven-up-two-players-gift-run-turned-jack-out", "seven-up-three-players-out-in-points-order"]


def new(players=("Ann", "Bob"), dealer="Ann", **rules: Any) -> Game:
    return Game.new("seven-up", list(players), dealer, rules)


def points(high: str, low: str, jack: str | None, game_point: str | None) -> list:
    return [PointTaken("high", high), PointTaken("low", low),
            PointNobody("jack") if jack is None else PointTaken("jack", jack),
            PointNobody("game") if game_point is None else PointTaken("game", game_point)]


def refused(record: dict) -> str:
    with pytest.raises(RuleError) as err:
        game_from_record(record)
    return str(err.value)


def record(players: list[str], dealer: str, *hands: dict, **rules: Any) -> dict:
    return {"format": "scorekeeper-game/1", "game": "seven-up", "players": players, "dealer": dealer,
            **({"rules": rules} if rules else {}), "hands": list(hands)}


@pytest.mark.parametrize("name", EXAMPLES)
def test_the_worked_examples_score_as_written_and_come_back_from_their_record(name: str) -> None:
    game = game_from_record(load_example(name))
    assert score_report(game) == load_expected(name)
    assert game_to_record(game_from_record(game_to_record(game))) == game_to_record(game)


def test_the_rules_example_a_gift_then_high_and_game_against_low_and_jack() -> None:
    game = play(new(), [Begged("gift"), *points("Bob", "Ann", "Ann", "Bob")])
    hand = game.table.hands[0]
    assert (hand.scores, hand.gift_to()) == ({"Ann": 2, "Bob": 3}, ["Bob"])
    assert hand.verdict() == "Ann +2 points · Bob +3 points"
    assert hand.explain()[1:3] == ["Bob begged; Ann gave a point", "Gift: +1 to Bob"]


def test_a_dealer_out_on_a_turned_jack_wins_at_once_and_the_hand_ends_there() -> None:
    game = new(target=1).play(JackTurned("first"))
    assert game.table.winner == ("Ann",)
    assert game.table.hands[0].report()["points"] is None
    assert game.table.hands[0].verdict() == "the dealer Ann went out with the turned jack: the hand ends there"
    assert game.table.result == "Ann went out first with the turned jack: 1 (target 1)"


def test_three_players_the_gift_goes_to_both_opponents_and_the_first_to_the_target_wins() -> None:
    game = game_from_record(load_example(EXAMPLES[1]))
    assert game.table.hands[0].gift_to() == ["Ann", "Bob"]
    assert game.table.winner == ("Ann",)  # Ann and Bob both reach 7: High, Ann's, counts first
    assert game.table.hands[-1].explain()[-1] == "Ann went out first with High: 7 (target 7)"


def test_four_players_play_as_two_sides_sharing_every_point() -> None:
    game = play(new(["N", "E", "S", "W"], "W"), [Begged("gift"), *points("E", "S", None, "W")])
    hand = game.table.hands[0]
    assert hand.gift_to() == ["N"]
    assert hand.scores == {"N": 2, "E": 2, "S": 2, "W": 2}
    assert [g.players for g in game.rules.score_groups(game)] == [("N", "S"), ("E", "W")]


def test_a_table_of_five_or_one_is_refused() -> None:
    with pytest.raises(RuleError, match="Seven Up is played by 2 to 4 players, not 5"):
        new(list("ABCDE"), "A")


def test_the_jack_of_trumps_turned_up_is_nobodys_but_after_running_the_new_suits_jack_is_in_play() -> None:
    game = new(["Ann", "Bob"], "Bob").play(JackTurned("first"))
    game = play(game, [PointTaken("high", "Ann"), PointTaken("low", "Bob")])
    with pytest.raises(RuleError, match="the jack of trumps is the turned-up card, out of play: nobody takes jack"):
        game.play(PointTaken("jack", "Ann"))
    ran = play(new(), [JackTurned("first"), Begged("run"), *points("Ann", "Bob", "Bob", "Ann")])
    assert ran.table.hands[0].scores == {"Ann": 3, "Bob": 2}


@pytest.mark.parametrize("hands, said", [
    ([{"beg": "run", "points": {"high": "Ann", "low": "Bob", "jack": None, "game": "Ann"}},
      {"beg": "gift"}], "hand 2: the dealer Bob may not give Ann the point that puts him out: he must run the cards"),
    ([{"jack_turned": True, "points": {"high": "Ann", "low": "Bob", "jack": "Ann", "game": None}}],
     "hand 1: the jack of trumps is the turned-up card, out of play: nobody takes jack"),
    ([{"new_jack_turned": True}], "hand 1: a new trump card is turned only when the dealer runs the cards"),
    ([{"beg": "beg"}], "hand 1: the eldest stands, or the dealer gives or runs: 'stand', 'gift' or 'run', not 'beg'"),
    ([{"jack_turned": "yes"}], "hand 1: 'jack_turned' must be true or false; got \"yes\""),
])
def test_a_broken_record_is_refused_in_one_line_naming_the_hand(hands: list, said: str) -> None:
    assert refused(record(["Ann", "Bob"], "Ann", *hands, target=3)) == said


@pytest.mark.parametrize("hand, said", [
    ({"jack_turned": True, "beg": "gift"},
     "hand 1: the hand was already complete (the dealer Ann went out with the turned jack: the hand ends there)"),
    ({"beg": "run", "new_jack_turned": True, "points": {"high": "Ann", "low": "Bob", "jack": None, "game": None}},
     "hand 1, point 1: the hand was already complete (the dealer Ann went out with the turned jack: the hand ends "
     "there)"),
])
def test_nothing_follows_a_dealer_out_on_a_turned_jack(hand: dict, said: str) -> None:
    """The line names the hand (and the point), never the app's own name for an entry (seven_up_beg)."""
    assert refused(record(["Ann", "Bob"], "Ann", hand, target=1)) == said


def test_a_misdeal_comes_first_and_the_same_dealer_deals_again() -> None:
    game = new().play(MisdealCalled("Bob"))
    assert game.table.current.dealer == "Ann"
    assert game.table.hands[0].report() == {"number": 1, "dealer": "Ann", "scores": {"Ann": 0, "Bob": 0},
                                            "totals": {"Ann": 0, "Bob": 0}}
    with pytest.raises(RuleError, match="a misdeal is called before anything else"):
        new().play(Begged("run")).play(MisdealCalled("Bob"))


# -- properties over random legal games ----------------------------------------------------------------------

def candidates(game: Game, rnd: random.Random) -> list[Any]:
    hand, players = game.table.current, game.players
    point = hand.next_point()
    out: list[Any] = [PointTaken(point, p) for p in players] * 2 + [PointNobody(point)]
    if not hand.points:
        out += [JackTurned("first"), JackTurned("new"), *[Begged(b) for b in ("stand", "gift", "run")],
                TrumpNamed(rnd.choice(["hearts", "clubs"])), MisdealCalled(rnd.choice(players))]
    return out


def build(players: list[str], rules: dict[str, Any], seed: int, steps: int) -> Game:
    rnd = random.Random(seed)
    game = new(players, rnd.choice(players), **rules)
    for _ in range(steps):
        if game.table.current is None:
            break
        options = candidates(game, rnd)
        rnd.shuffle(options)
        legal = next((e for e in options if game.can(e)), None)
        assert legal is not None, f"no entry is possible at {game.table.prompt()}"
        game = game.play(legal)
    return game


@st.composite
def games(draw: st.DrawFn) -> Game:
    count, target = draw(st.integers(2, 4)), draw(st.sampled_from([None, 1, 3, 7]))
    rules = {} if target is None else {"target": target}
    return build(["Ann", "Bob", "Cy", "Di"][:count], rules, draw(st.integers(0, 10**6)), draw(st.integers(0, 60)))


RUNS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@RUNS
@given(games())
def test_replaying_the_same_entries_gives_the_same_scores(game: Game) -> None:
    again = Game.new(game.kind, game.players, game.dealer, game.settings).with_events(list(game.events))
    assert score_report(again) == score_report(game)
    assert again.table.prompt() == game.table.prompt()


@RUNS
@given(games())
def test_export_then_import_is_the_same_game_entry_for_entry(game: Game) -> None:
    exported = game_to_record(game)
    imported = game_from_record(exported)
    assert score_report(imported) == score_report(game)
    assert game_to_record(imported) == exported
    assert list(imported.events) == list(game.events)
    assert (imported.table.winner, imported.table.prompt()) == (game.table.winner, game.table.prompt())


@RUNS
@given(games())
def test_undo_is_the_game_before_the_last_entry(game: Game) -> None:
    assert_undo_is_the_game_before_the_last_entry(game)


@RUNS
@given(games())
def test_partners_share_every_total_and_totals_are_the_sum_of_the_hands(game: Game) -> None:
    table = game.table
    for p in game.players:
        assert table.totals[p] == sum(h.scores.get(p, 0) for h in table.hands)
    for group in game.rules.score_groups(game):
        assert len({table.totals[p] for p in group.players}) == 1


def test_the_board_shows_what_was_entered_before_play_and_each_point_so_far() -> None:
    from scorekeeper.board.view import game_view

    game = play(new(["Ann", "Bob", "Cy"], "Cy"), [Begged("gift"), PointTaken("high", "Bob")])
    html = game_view("g1", game).html
    assert "<dt>Before play</dt><dd>Ann begged; Cy gave a point · Gift: +1 to Ann and Bob</dd>" in html
    assert "<dt>High</dt><dd>Bob</dd><dt>Low</dt><dd>not entered yet</dd>" in html
    won = game_from_record(load_example(EXAMPLES[1]))
    assert game_view("g1", won).now == "Ann went out first with High: 7 (target 7)"
