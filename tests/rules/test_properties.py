"""Properties of the rules core over random legal games of every mode (see strategies.py)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.rules import BidMade, Game, HandCounted, Passed, RuleError, TrumpNamed, game_from_record, game_to_record, score_report, table_text
from scorekeeper.games.exact_bid import BidsMade, TricksCounted
from scorekeeper.games.make_a_million import MisdealCalled, MoneyDiscarded, PartnersNamed, TrickTaken
from scorekeeper.games.twenty_nine import PointsTrickTaken, RoyalsShown

from .strategies import (MILLION_TABLES, MONEY_PER_PACK, ROOK_POINTS, Generated, any_games, exact_bid_games,
                         fixed_side_games, million_games, rook_games, twenty_nine_games)

FAST = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SLOW = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def fresh(game: Game, events: Any = None) -> Game:
    """The same game replayed from scratch (nothing cached)."""
    return Game(game.kind, game.players, game.dealer, game.settings,
                tuple(game.events if events is None else events))


def state(game: Game) -> tuple[Any, ...]:
    table = game.table
    return score_report(game), table.prompt(), table.phase, table.to_act(), table_text(game)


# -- Make-a-Million ---------------------------------------------------------------------------
@FAST
@given(million_games(kinds=("tricks", "tricks", "misdeal", "thrown_in")))
def test_money_is_conserved_in_every_trick_by_trick_hand(g: Generated) -> None:
    packs = MILLION_TABLES[len(g.game.players)][0]
    table = g.game.table
    scored = 0
    for planned in g.hands:
        tricks = [e for e in planned.events if type(e) is TrickTaken]
        if planned.kind != "tricks" or not planned.complete:
            continue
        captured = sum(sum(t.money) for t in tricks)
        discarded = sum(sum(e.values) for e in planned.events if type(e) is MoneyDiscarded)
        assert captured + discarded == MONEY_PER_PACK * packs
        for card in ("bull", "bear"):
            assert sum(t.bull_bear.count(card) for t in tricks) <= packs
        scored += 1
    # and the core saw the same money: the counts of each scored trick hand add up to the tricks' values
    trick_hands = [h for h in table.hands if getattr(h, "tricks", None)]
    assert len(trick_hands) == scored
    for hand in trick_hands:
        assert sum(sum(t.money) for t in hand.tricks) + sum(hand.discarded) == MONEY_PER_PACK * packs


@FAST
@given(million_games())
def test_a_set_back_scores_minus_the_bid_and_the_other_side_scores_its_count(g: Generated) -> None:
    for hand in score_report(g.game)["hands"]:
        if hand["bidder"] is None:
            assert set(hand["scores"].values()) == {0}
            continue
        side = set(hand["bidder_side"])
        assert hand["bidder"] == hand["bidder_side"][0]
        assert hand["made"] == (hand["bidder_count"] >= hand["bid"])
        for player, score in hand["scores"].items():
            if player in side:
                assert score == (hand["bidder_count"] if hand["made"] else -hand["bid"])
            else:
                assert score == hand["other_count"]


@FAST
@given(million_games(players=(3, 4, 6, 8), kinds=("tricks",)))
def test_a_hand_played_trick_by_trick_counts_each_side_by_the_bull_bear_rule(g: Generated) -> None:
    reports = score_report(g.game)["hands"]
    for planned, hand in zip(g.hands, reports):
        if planned.kind != "tricks":
            continue
        side = set(hand["bidder_side"])
        mine = other = 0
        for t in (e for e in planned.events if type(e) is TrickTaken):
            value = sum(t.money)
            if t.bull_bear:
                value = 0 if t.bull_bear[-1] == "bear" else value * 2 ** t.bull_bear.count("bull")
            if t.winner in side:
                mine += value
            else:
                other += value
        assert (hand["bidder_count"], hand["other_count"]) == (mine, other)


# -- every game -------------------------------------------------------------------------------
@FAST
@given(fixed_side_games())
def test_partners_in_fixed_games_always_have_equal_totals_after_every_hand(g: Generated) -> None:
    players = g.game.players
    sides = [players[0::2], players[1::2]]
    report = score_report(g.game)
    for hand in [*report["hands"], report]:
        for side in sides:
            assert len({hand["totals"][p] for p in side}) == 1
    if report["winner"] is not None:
        assert tuple(report["winner"]) in sides


@FAST
@given(any_games())
def test_totals_are_the_sum_of_hand_scores(g: Generated) -> None:
    report = score_report(g.game)
    running = dict.fromkeys(g.game.players, 0)
    for number, hand in enumerate(report["hands"], 1):
        assert hand["number"] == number
        for p in running:
            running[p] += hand["scores"][p]
        assert hand["totals"] == running
    assert report["totals"] == running


@FAST
@given(any_games())
def test_the_deal_passes_left_after_every_hand_except_a_misdeal(g: Generated) -> None:
    reports = score_report(g.game)["hands"]
    assert [h["dealer"] for h in reports] == [p.dealer for p in g.hands if p.complete]
    for planned, hand in zip(g.hands, reports):
        assert ("misdeal" in hand) == (planned.kind == "misdeal")
        assert hand.get("thrown_in", False) == (planned.kind == "thrown_in")


@FAST
@given(any_games(max_hands=12))
def test_a_generated_game_stops_once_it_is_won_and_says_who_won(g: Generated) -> None:
    table = g.game.table
    complete = [p for p in g.hands if p.complete]
    assert len(table.hands) == len(complete)
    if table.finished:
        assert table.current is None and table.result
        assert all(p.complete for p in g.hands)
        try:
            g.game.play(Passed(g.game.players[0]))
        except RuleError as err:
            assert "over" in str(err)
        else:  # pragma: no cover
            raise AssertionError("a finished game accepted another call")
    else:
        assert table.winner is None


@FAST
@given(any_games())
def test_replaying_the_same_events_twice_gives_equal_reports(g: Generated) -> None:
    one, two = fresh(g.game), fresh(g.game)
    assert state(one) == state(two) == state(g.game)
    assert one == two == g.game


@FAST
@given(any_games())
def test_record_to_game_to_record_is_identical(g: Generated) -> None:
    record = game_to_record(g.game)
    text = json.dumps(record, ensure_ascii=False)
    again = game_to_record(game_from_record(json.loads(text)))
    assert again == record
    assert json.dumps(again, ensure_ascii=False) == text


@FAST
@given(any_games())
def test_game_to_record_to_game_gives_an_equal_game(g: Generated) -> None:
    back = game_from_record(json.loads(json.dumps(game_to_record(g.game))))
    assert back == g.game
    assert state(back) == state(g.game)


@FAST
@given(any_games())
def test_game_to_dict_and_from_dict_round_trip(g: Generated) -> None:
    data = json.loads(json.dumps(g.game.to_dict()))
    back = Game.from_dict(data)
    assert back == g.game
    assert back.to_dict() == data
    assert state(back) == state(g.game)


@SLOW
@given(any_games(), st.data())
def test_undo_of_the_last_event_restores_the_previous_state_exactly(g: Generated, data: st.DataObject) -> None:
    events = g.game.events
    if not events:
        assert g.game.undo() == g.game
        return
    k = data.draw(st.integers(min_value=1, max_value=len(events)), label="events played")
    played = fresh(g.game, events[:k])
    before = fresh(g.game, events[: k - 1])
    undone = played.undo()
    assert undone == before
    assert undone.events == events[: k - 1]
    assert state(undone) == state(before)
    redone = undone.play(events[k - 1])
    assert redone == played and state(redone) == state(played)


# -- corrections ------------------------------------------------------------------------------
def corrections(g: Generated, event: Any) -> st.SearchStrategy[Any]:
    """Other events that could have been entered in ``event``'s place (legal or not)."""
    players = list(g.game.players)
    names = st.sampled_from(players + ["Nobody"])
    amounts = st.integers(min_value=-2, max_value=900_000).map(lambda a: a - a % 5000 if a > 100 else a)
    money = st.lists(st.sampled_from([40000, 30000, 15000, 10000, 5000, 20000]), max_size=4).map(tuple)
    common = [
        st.builds(Passed, names),
        st.builds(BidMade, names, amounts),
        st.builds(TrumpNamed, st.sampled_from(["red", "green", "none", "hearts", "spades", "purple"])),
        st.builds(MisdealCalled, names),
    ]
    specific: list[st.SearchStrategy[Any]] = []
    t = type(event)
    if t is BidMade:
        specific.append(st.integers(min_value=-4, max_value=4).map(
            lambda d: BidMade(event.player, event.amount + d * (5000 if event.amount > 1000 else 1))))
    elif t is TrickTaken:
        specific += [
            st.builds(lambda w: event._replace(winner=w), st.sampled_from(players + ["dummy"])),
            st.just(event._replace(bull_bear=tuple(reversed(event.bull_bear)))),
            st.just(event._replace(bull_bear=event.bull_bear[:-1])),
            st.builds(lambda m: event._replace(money=m), money),
        ]
    elif t is PointsTrickTaken:
        specific += [st.builds(PointsTrickTaken, st.sampled_from(players), st.integers(-1, 13))]
    elif t is PartnersNamed:
        specific.append(st.lists(st.sampled_from(players + ["dummy"]), max_size=3, unique=True)
                        .map(lambda ps: PartnersNamed(tuple(ps))))
    elif t is MoneyDiscarded:
        specific.append(money.map(MoneyDiscarded))
    elif t is HandCounted:
        specific.append(st.builds(lambda a, b: HandCounted(a, None if event.other_side is None else b),
                                  st.integers(-5, 40) if event.other_side is None else amounts, amounts))
    elif t is RoyalsShown:
        specific.append(st.builds(RoyalsShown, names))
    elif t in (BidsMade, TricksCounted):
        pairs = event[0]
        specific.append(st.lists(st.integers(-1, 14), min_size=len(pairs), max_size=len(pairs))
                        .map(lambda ns: t(tuple((p, n) for (p, _), n in zip(pairs, ns)))))
    return st.one_of(*specific, *specific, *common) if specific else st.one_of(*common)


@SLOW
@given(any_games(), st.data())
def test_a_correction_is_refused_with_the_game_unchanged_or_equals_replaying_the_corrected_events(
        g: Generated, data: st.DataObject) -> None:
    game = g.game
    if not game.events:
        return
    before = state(game)
    table = game.table
    index = data.draw(st.integers(min_value=0, max_value=len(game.events) - 1), label="index")
    event = data.draw(corrections(g, game.events[index]), label="replacement")
    corrected = game.events[:index] + (event,) + game.events[index + 1:]
    try:
        result = game.replace(index, event)
    except RuleError as err:
        assert str(err)
        assert game.table is table and state(game) == before
        try:
            fresh(game, corrected).table
        except RuleError as again:
            assert str(again) == str(err)
        else:  # pragma: no cover
            raise AssertionError("replace refused what a replay from scratch accepts")
        return
    assert result.events == corrected
    assert state(result) == state(fresh(game, corrected))
    assert state(game) == before


@FAST
@given(st.one_of(twenty_nine_games(), exact_bid_games()))
def test_twenty_nine_and_exact_bid_hands_score_by_their_rules(g: Generated) -> None:
    game = g.game
    for hand in game.table.hands:
        report = hand.report()
        if game.kind == "exact-bid":
            for p in game.players:
                bid, took = report["bids"][p], report["tricks"][p]
                assert report["scores"][p] == (bid + 5 if bid == took else took)
            assert sum(report["tricks"].values()) == report["cards"]
        elif report["bidder"] is not None:
            stake = 2 if game.settings["double_from"] and report["bid"] >= game.settings["double_from"] else 1
            side = set(hand.bidder_side)
            for p in game.players:
                expected = (stake if report["made"] else -stake) if p in side else 0
                assert report["scores"][p] == expected
            assert report["made"] == (report["bidder_count"] >= report["target"])


@FAST
@given(rook_games())
def test_every_rook_hand_counts_the_points_in_play_and_scores_its_count_or_minus_the_bid(g: Generated) -> None:
    """Each side's count (nest included) adds up to the points in play, plus the bonus for a side that took them all."""
    points, bonus = ROOK_POINTS[g.game.settings["deck"]], g.game.settings["all_points_bonus"]
    for hand in score_report(g.game)["hands"]:
        if hand["bidder"] is None:
            assert set(hand["scores"].values()) == {0}
            continue
        counts = (hand["bidder_count"], hand["other_count"])
        took_all = bonus and points + bonus in counts
        assert sum(counts) == points + (bonus if took_all else 0)
        bidder, other = hand["bidder_side"][0], next(p for p in g.game.players if p not in hand["bidder_side"])
        assert hand["made"] == (hand["bidder_count"] >= hand["bid"])
        assert hand["scores"][bidder] == (hand["bidder_count"] if hand["made"] else -hand["bid"])
        assert hand["scores"][other] == hand["other_count"]
