"""Properties of Euchre and Five Hundred over random legal games: replay is deterministic, a record comes back as
the same game, undo is the game before the last entry, partners share every score; and `scorekeeper score`
agrees with the worked examples and refuses a broken one with one line naming the hand."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper import cli
from scorekeeper.games.euchre import SUITS, ThrownIn, TrickWon, TrumpMade, TurnedUp
from scorekeeper.games.five_hundred import ContractBid
from scorekeeper.games.five_hundred import TrickWon as FiveHundredTrick
from scorekeeper.rules import Game, HandCounted, Passed, game_from_record, game_to_record, score_report
from scorekeeper.rules.deal_events import MisdealCalled

from ..conftest import load_example, load_expected

PLAYERS = ("Ann", "Bo", "Cy", "Di")
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
EXAMPLES = ["euchre-march-alone-euchred", "euchre-stuck-dealer-defend-alone", "five-hundred-misere-slam-thrown-in",
            "five-hundred-win-by-bid"]


# -- random legal games -------------------------------------------------------------------------------
def euchre_hand(rnd: random.Random, game: Game) -> Game:
    hand = game.table.current
    if rnd.random() < 0.05:
        return game.play(MisdealCalled(rnd.choice(PLAYERS)))
    turn_up = rnd.choice(SUITS)
    game = game.play(TurnedUp(turn_up))
    if rnd.random() < 0.1 and not game.settings["stick_the_dealer"]:
        return game.play(ThrownIn())
    maker, round_ = rnd.choice(PLAYERS), rnd.choice([1, 2])
    trump = turn_up if round_ == 1 else rnd.choice([s for s in SUITS if s != turn_up])
    alone: tuple[str, ...] = ()
    if rnd.random() < 0.3:
        alone = (maker,)
        if game.settings["defend_alone"] and rnd.random() < 0.5:
            alone += (rnd.choice([p for i, p in enumerate(PLAYERS) if i % 2 != PLAYERS.index(maker) % 2]),)
    game = game.play(TrumpMade(maker, trump, round_, alone))
    hand = game.table.current
    if rnd.random() < 0.5:
        return game.play(HandCounted(rnd.randrange(6)))
    takers = [p for p in PLAYERS if p not in hand.sitting_out()]
    for _ in range(5):
        game = game.play(TrickWon(rnd.choice(takers)))
    return game


def five_hundred_hand(rnd: random.Random, game: Game) -> Game:
    if rnd.random() < 0.05:
        return game.play(MisdealCalled(rnd.choice(PLAYERS)))
    hand = game.table.current
    while not hand.auction.over:
        legal = hand.auction.legal_bids()
        player = hand.auction.to_call()
        event = Passed(player) if not legal or rnd.random() < 0.6 else ContractBid(player, rnd.choice(legal[:6]))
        game = game.play(event)
        hand = game.table.current if game.table.current is not None and game.table.current.number == hand.number else None
        if hand is None:
            return game
    if rnd.random() < 0.5:
        return game.play(HandCounted(rnd.randrange(11)))
    takers = [p for p in PLAYERS if p not in (hand.bidder_side[1:] if hand.misere else ())]
    while game.table.current is not None and game.table.current.number == hand.number:
        game = game.play(FiveHundredTrick(rnd.choice(takers)))
    return game


def random_game(kind: str, seed: int, hands: int) -> Game:
    rnd = random.Random(seed)
    if kind == "euchre":
        rules: dict[str, Any] = {"target": rnd.choice([5, 10]), "stick_the_dealer": rnd.random() < 0.5,
                                 "defend_alone": rnd.random() < 0.5}
        play = euchre_hand
    else:
        rules = {"target": rnd.choice([300, 500]), "win_by": rnd.choice(["any", "bid"]),
                 "bidding": rnd.choice(["rounds", "once"]), "misere": rnd.choice(["after_seven", "any_time", "off"]),
                 "lose_at": rnd.choice([-500, None])}
        play = five_hundred_hand
    game = Game.new(kind, PLAYERS, rnd.choice(PLAYERS), rules)
    for _ in range(hands):
        if game.table.current is None:
            break
        game = play(rnd, game)
    return game


KINDS = st.sampled_from(["euchre", "five-hundred"])
SEEDS = st.integers(0, 10**6)


@FAST
@given(KINDS, SEEDS, st.integers(1, 12))
def test_replaying_the_events_gives_the_same_table(kind, seed, hands):
    game = random_game(kind, seed, hands)
    again = Game.new(kind, PLAYERS, game.dealer, game.settings).with_events(game.events)
    assert score_report(again) == score_report(game)
    assert again.table.totals == game.table.totals


@FAST
@given(KINDS, SEEDS, st.integers(1, 12))
def test_export_then_import_is_the_same_game(kind, seed, hands):
    game = random_game(kind, seed, hands)
    back = game_from_record(json.loads(json.dumps(game_to_record(game))))
    assert back.events == game.events
    assert score_report(back) == score_report(game)


@FAST
@given(KINDS, SEEDS, st.integers(1, 12))
def test_undo_is_the_game_before_the_last_entry(kind, seed, hands):
    game = random_game(kind, seed, hands)
    if not game.events:
        return
    before = Game.new(kind, PLAYERS, game.dealer, game.settings).with_events(game.events[:-1])
    assert score_report(game.undo()) == score_report(before)
    assert game.undo().events == before.events


@FAST
@given(KINDS, SEEDS, st.integers(1, 12))
def test_partners_share_every_score_and_only_euchre_makers_or_defenders_score(kind, seed, hands):
    game = random_game(kind, seed, hands)
    for hand in score_report(game)["hands"]:
        s = hand["scores"]
        assert s["Ann"] == s["Cy"] and s["Bo"] == s["Di"]
        if kind == "euchre":
            assert 0 in (s["Ann"], s["Bo"]) and max(s.values()) in (0, 1, 2, 4)


# -- the command ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", EXAMPLES)
def test_score_agrees_with_each_worked_example(name, tmp_path, capsys):
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(load_example(name)), encoding="utf-8")
    assert cli.main(["score", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == load_expected(name)


BROKEN = [
    ("euchre-march-alone-euchred", 3, {"alone": ["East"]},
     "scorekeeper: hand 4: East is the maker's partner and cannot go alone; only the maker West may"),
    ("euchre-march-alone-euchred", 4, {"trump": "hearts"},
     "scorekeeper: hand 5: in round 2 the turned-down suit hearts cannot be named"),
    ("euchre-stuck-dealer-defend-alone", 1, {"tricks": ["Bob", "Cat", "Ann", "Bob", "Ann"]},
     "scorekeeper: hand 2, trick 2: Cat sits out this hand (partner of a player who went alone)"),
    ("five-hundred-misere-slam-thrown-in", 0, {"tricks": {"bidder_side": 7, "other_side": 4}},
     "scorekeeper: hand 1: tricks 7 + 4 do not add up to 10"),
    ("five-hundred-win-by-bid", 1, {"auction": [["Bob", "6D"], ["Cat", "6S"]]},
     "scorekeeper: hand 2, call 2: Cat bid 6S but the bid to beat is 6D"),
]


@pytest.mark.parametrize("name, index, change, line", BROKEN)
def test_score_refuses_a_broken_record_with_one_line_naming_the_hand(name, index, change, line, tmp_path, capsys):
    record = load_example(name)
    record["hands"][index].update(change)
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert cli.main(["score", str(path), "--json"]) == 2
    out, err = capsys.readouterr()
    assert (out, err.splitlines()) == ("", [line])
