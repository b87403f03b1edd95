"""Properties of Spades over random legal games: replay is deterministic, a record comes back as the same game,
bags stay under the limit, partners share every score."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.rules import Game, game_from_record, game_to_record, score_report, table_text
from scorekeeper.games.exact_bid import TricksCounted
from scorekeeper.games.make_a_million import MisdealCalled
from scorekeeper.games.spades import BlindNilBid, TrickWon, TricksBid

PLAYERS = ("Ann", "Bo", "Cy", "Di")
FAST = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_settings(rnd: random.Random) -> dict[str, Any]:
    return {"target": rnd.choice([150, 300, 500]), "lose_at": rnd.choice([-200, -100, None]),
            "bag_limit": rnd.choice([10, 10, 5, 0]), "bag_penalty": rnd.choice([100, 50]),
            "nil_tricks": rnd.choice(["bags", "count"]), "blind_nil": rnd.choice([True, False])}


def random_hand(rnd: random.Random, game: Game, *, finish: bool) -> Game:
    """One legal hand (or a misdeal); unfinished at a random point when ``finish`` is False."""
    if rnd.random() < 0.08:
        return game.play(MisdealCalled(rnd.choice(PLAYERS)))
    steps = 17 if finish else rnd.randrange(0, 17)
    hand = game.table.current
    for player in hand.order:
        if steps == 0:
            return game
        steps -= 1
        blind = hand.may_bid_blind_nil(player) and rnd.random() < 0.3
        game = game.play(BlindNilBid(player) if blind else TricksBid(player, rnd.choice([0, 1, 2, 3, 3, 4, 5, 13])))
    if rnd.random() < 0.5:
        cuts = sorted(rnd.randint(0, 13) for _ in range(3))
        taken = [a - b for a, b in zip([*cuts, 13], [0, *cuts])]
        return game.play(TricksCounted(tuple(zip(PLAYERS, taken)))) if steps or finish else game
    for _ in range(13):
        if steps == 0:
            return game
        steps -= 1
        game = game.play(TrickWon(rnd.choice(PLAYERS)))
    return game


@st.composite
def spades_games(draw: st.DrawFn) -> Game:
    rnd = random.Random(draw(st.integers(0, 2**32 - 1)))
    game = Game.new("spades", PLAYERS, rnd.choice(PLAYERS), random_settings(rnd))
    hands = draw(st.integers(0, 12))
    for number in range(hands):
        if game.table.current is None:
            break
        game = random_hand(rnd, game, finish=number < hands - 1 or rnd.random() < 0.5)
    return game


def fresh(game: Game) -> Game:
    return Game(game.kind, game.players, game.dealer, game.settings, tuple(game.events))


@FAST
@given(spades_games())
def test_replaying_the_same_events_gives_the_same_table(game: Game) -> None:
    again = fresh(game)
    assert score_report(again) == score_report(game)
    assert (again.table.prompt(), again.table.phase, table_text(again)) == (game.table.prompt(), game.table.phase,
                                                                           table_text(game))


@FAST
@given(spades_games())
def test_an_exported_record_imports_as_the_same_game(game: Game) -> None:
    record = json.loads(json.dumps(game_to_record(game)))
    imported = game_from_record(record)
    assert imported == game
    assert score_report(imported) == score_report(game)
    assert game_to_record(imported) == record


@FAST
@given(spades_games())
def test_bags_after_a_hand_stay_under_the_limit_and_follow_from_the_bags_taken(game: Game) -> None:
    limit = game.settings["bag_limit"]
    before = {p: 0 for p in PLAYERS}
    for report in score_report(game)["hands"]:
        for p in PLAYERS:
            if limit:
                assert 0 <= report["bags"][p] < limit
                assert report["bags"][p] == (before[p] + report["bags_taken"][p]) % limit
            else:
                assert report["bags"][p] == 0
        before = report["bags"]


@FAST
@given(spades_games())
def test_partners_share_every_score_and_the_totals_add_up(game: Game) -> None:
    report = score_report(game)
    running = {p: 0 for p in PLAYERS}
    for hand in report["hands"]:
        assert hand["scores"]["Ann"] == hand["scores"]["Cy"] and hand["scores"]["Bo"] == hand["scores"]["Di"]
        running = {p: running[p] + hand["scores"][p] for p in PLAYERS}
        assert hand["totals"] == running
        if hand["tricks"]:
            assert sum(hand["tricks"].values()) == 13
    assert report["totals"] == running
