"""Invariants of Auction Pitch and Twenty-eight over random legal games: replay, export → import, undo.

A game is built by offering, at every step, every entry a keeper could tap and playing one the rules
accept, so every setting and every path (misdeals, throw-ins, smudges, the pair, doubles, counts) is met.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

from scorekeeper.games.pitch import AllTricksTaken, PointNobody, PointTaken
from scorekeeper.games.twenty_eight import CardPointsTrick, Doubled, PairShown, Redoubled
from scorekeeper.rules import (BidMade, Game, HandCounted, Passed, TrumpNamed, game_from_record, game_to_record,
                               score_report)
from scorekeeper.rules.deal_events import MisdealCalled

PITCH_SETTINGS = st.fixed_dictionaries({}, optional={
    "partnership": st.sampled_from(["none", "fixed"]), "min_bid": st.sampled_from([1, 2]),
    "dealer_match": st.booleans(), "all_pass": st.sampled_from(["dealer_takes", "redeal"]),
    "smudge": st.sampled_from(["off", "five", "wins"]), "target": st.integers(3, 11),
    "going_out": st.sampled_from(["points_order", "bidder_only"])})
TWENTY_EIGHT_SETTINGS = st.fixed_dictionaries({}, optional={
    "min_bid": st.sampled_from([14, 16]), "direction": st.sampled_from(["anticlockwise", "clockwise"]),
    "pass_final": st.booleans(), "pair": st.booleans(), "double_from": st.sampled_from([None, 20]),
    "fail_extra": st.integers(0, 1), "doubling": st.booleans(), "target": st.integers(1, 6),
    "max_hands": st.sampled_from([None, 3])})


def pitch_candidates(game: Game, rnd: random.Random) -> list[Any]:
    hand, players = game.table.current, game.players
    if hand.phase == "auction":
        who = hand.auction.to_call()
        out = [Passed(who), *[BidMade(who, b) for b in range(1, 6)]]
        return out + ([MisdealCalled(rnd.choice(players))] if not hand.auction.calls and rnd.random() < 0.1 else [])
    point = hand.next_point()
    out = [PointTaken(point, p) for p in players] + [PointNobody(point)]
    if not hand.points:
        out += [TrumpNamed(rnd.choice(["hearts", "spades"])), AllTricksTaken(hand.bidder)]
    return out


def twenty_eight_candidates(game: Game, rnd: random.Random) -> list[Any]:
    hand, players = game.table.current, game.players
    if hand.phase == "auction":
        who = hand.auction.to_call()
        low = hand.auction.lowest_bid()
        out = [Passed(who)] * 3 + [BidMade(who, b) for b in (low, low + 1, low + 4, 28)]
        return out + ([MisdealCalled(rnd.choice(players))] if not hand.auction.calls and rnd.random() < 0.1 else [])
    left = hand.points_left()
    if len(hand.tricks) == 7:
        return [CardPointsTrick(p, left) for p in players]
    after = 7 - len(hand.tricks)  # tricks still to come after this one: each holds at most 12
    out = [CardPointsTrick(p, rnd.randint(max(0, left - 12 * after), min(12, left))) for p in players] * 2
    out += [PairShown(rnd.choice(players)), Doubled(rnd.choice(players)), Redoubled(rnd.choice(players)),
            TrumpNamed("clubs")]
    return out + ([HandCounted(rnd.randint(0, 28))] if not hand.tricks else [])


def build(kind: str, seated: list[str], given: dict[str, Any], seed: int, steps: int) -> Game:
    rnd = random.Random(seed)
    game = Game.new(kind, seated, rnd.choice(seated), given)
    offer = pitch_candidates if kind == "pitch" else twenty_eight_candidates
    for _ in range(steps):
        if game.table.current is None:
            break
        options = offer(game, rnd)
        rnd.shuffle(options)
        legal = next((e for e in options if game.can(e)), None)
        assert legal is not None, f"no entry is possible at {game.table.prompt()}"
        game = game.play(legal)
    return game


@st.composite
def games(draw: st.DrawFn) -> Game:
    seed, steps = draw(st.integers(0, 10**6)), draw(st.integers(0, 90))
    if draw(st.booleans()):
        given = draw(PITCH_SETTINGS)
        count = 4 if given.get("partnership") == "fixed" else draw(st.integers(2, 7))
        return build("pitch", ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus"][:count], given, seed, steps)
    return build("twenty-eight", ["N", "E", "S", "W"], draw(TWENTY_EIGHT_SETTINGS), seed, steps)


RUNS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@RUNS
@given(games())
def test_replaying_the_same_events_gives_the_same_scores(game: Game) -> None:
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
    assert (imported.table.winner, imported.table.totals) == (game.table.winner, game.table.totals)


@RUNS
@given(games())
def test_export_then_import_keeps_every_entry_of_a_pitch_hand_in_progress(game: Game) -> None:
    if game.kind != "pitch":
        return
    record = game_to_record(game)
    imported = game_from_record(record)
    # The record writes a hand's entries in its own order (trump before all six tricks), so the same entries,
    # the points entered so far of a hand in progress among them.
    assert sorted(map(repr, imported.events)) == sorted(map(repr, game.events))
    now, then = imported.table.current, game.table.current
    if then is not None:
        assert (now.points, now.trump, now.all_tricks) == (then.points, then.trump, then.all_tricks)
    assert imported.table.prompt() == game.table.prompt()


@RUNS
@given(games())
def test_undo_is_the_game_before_the_last_entry(game: Game) -> None:
    if not game.events:
        return
    before = Game.new(game.kind, game.players, game.dealer, game.settings).with_events(list(game.events[:-1]))
    undone = game.undo()
    assert undone.to_dict() == before.to_dict()
    assert score_report(undone) == score_report(before)
    assert undone.table.prompt() == before.table.prompt()


@RUNS
@given(games())
def test_partners_share_every_total_and_totals_are_the_sum_of_the_hands(game: Game) -> None:
    table = game.table
    for p in game.players:
        assert table.totals[p] == sum(h.scores.get(p, 0) for h in table.hands)
    for group in game.rules.score_groups(game):
        assert len({table.totals[p] for p in group.players}) == 1
