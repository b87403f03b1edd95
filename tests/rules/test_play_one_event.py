"""Playing one event applies only that event, and leaves the game it was played on as it was.

``Game.play`` starts from the table of the game it is played on (no replay), so
these tests check that the result is exactly what a full replay gives, that the
earlier game and its table never change, and that ``why_not``/``can`` answer
without changing anything.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings

from scorekeeper.rules import BidMade, Game, Passed, RuleError, TrumpNamed, game_to_record, score_report, table_text
from scorekeeper.games.make_a_million import TrickTaken

from .helpers import calls, four, play
from .strategies import Generated, any_games

FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def replayed(game: Game) -> Game:
    """The same game built from scratch: nothing carried over from earlier plays."""
    return Game(game.kind, game.players, game.dealer, game.settings, tuple(game.events))


def snapshot(game: Game) -> tuple[Any, ...]:
    table = game.table
    current = table.current
    return (score_report(game), table_text(game), table.prompt(), table.phase, table.to_act(),
            game_to_record(game), None if current is None else (current.started and current.event_count, current.phase),
            [h.event_count for h in table.hands])


@FAST
@given(any_games())
def test_playing_a_game_event_by_event_gives_what_replaying_it_whole_gives(g: Generated) -> None:
    start = Game.new(g.game.kind, g.game.players, g.game.dealer, g.game.settings)
    played = play(start, g.game.events)
    assert played.events == g.game.events
    assert snapshot(played) == snapshot(replayed(g.game))


@FAST
@given(any_games())
def test_every_earlier_game_is_unchanged_by_the_events_played_after_it(g: Generated) -> None:
    game = Game.new(g.game.kind, g.game.players, g.game.dealer, g.game.settings)
    history = [(game, snapshot(game))]
    for event in g.game.events:
        game = game.play(event)
        history.append((game, snapshot(game)))
    for earlier, seen in history:
        assert snapshot(earlier) == seen
        assert snapshot(replayed(earlier)) == seen


def test_two_different_bids_played_on_one_game_do_not_see_each_other():
    opened = play(four(), calls(("A", 175000)))
    low, high = opened.play(BidMade("Z", 185000)), opened.play(BidMade("Z", 250000))
    assert opened.table.current.auction.calls == [("A", 175000)]
    assert low.table.current.auction.calls == [("A", 175000), ("Z", 185000)]
    assert high.table.current.auction.calls == [("A", 175000), ("Z", 250000)]
    assert high.table.prompt() == "B to call · bid to beat $250,000 (Z) · lowest bid $260,000"


def test_a_refused_event_leaves_the_game_and_its_table_as_they_were():
    opened = play(four(), calls(("A", 175000)))
    before = snapshot(opened)
    try:
        opened.play(BidMade("Z", 180000))
    except RuleError as err:
        assert str(err) == "hand 1, call 2: Z bid 180,000 but the lowest raise is 185,000"
    else:
        raise AssertionError("a bid below the lowest raise was accepted")
    assert snapshot(opened) == before
    assert opened.play(BidMade("Z", 185000)).table.current.auction.high_bid == 185000


def test_why_not_gives_the_refusal_in_the_games_money_and_none_for_a_legal_event():
    opened = play(four(), calls(("A", 175000)))
    assert opened.why_not(BidMade("Z", 180000)) == "hand 1, call 2: Z bid $180,000 but the lowest raise is $185,000"
    assert opened.why_not(BidMade("B", 185000)) == "hand 1, call 2: it is Z's turn to call, not B's"
    assert opened.why_not(Passed("Z")) is None
    assert opened.why_not(BidMade("Z", 185000)) is None


def test_why_not_speaks_rupees_in_a_rupee_game():
    rupees = four(edition="inr", indian_grouping=True)
    assert rupees.why_not(BidMade("A", 170000)) == ("hand 1, call 1: A bid ₹1,70,000 but the opening bid is "
                                                    "at least ₹1,75,000")


def test_can_says_yes_or_no_and_asking_changes_nothing():
    opened = play(four(), calls(("A", 175000)))
    before = snapshot(opened)
    assert opened.can(Passed("Z")) is True
    assert opened.can(TrickTaken("A")) is False
    assert opened.can(TrumpNamed("red")) is False
    assert snapshot(opened) == before
    assert len(opened.events) == 1


def test_a_finished_game_refuses_every_event_with_the_reason_it_ended():
    game = Game.new("exact-bid", ["A", "B"], "A", {"start_cards": 1})
    from scorekeeper.games.exact_bid import BidsMade, TricksCounted

    done = game.play(BidsMade((("A", 1), ("B", 0)))).play(TricksCounted((("A", 1), ("B", 0))))
    assert done.table.finished
    assert done.why_not(BidsMade((("A", 0), ("B", 0)))) == (
        "the game is over: A has the most points after the last deal: 6; no more hands can be played")
    assert done.can(BidsMade((("A", 0), ("B", 0)))) is False


def test_a_hand_closed_by_play_appears_in_the_new_table_but_not_in_the_old_one():
    bid_in = play(four(), calls(("A", 175000), ("Z", "pass"), ("B", "pass")))
    assert bid_in.table.hands == []
    thrown = play(four(), calls(("A", "pass"), ("Z", "pass"), ("B", "pass")))
    before = list(thrown.table.hands)
    after = thrown.play(Passed("Y"))
    assert [h.number for h in after.table.hands] == [1]
    assert after.table.current.number == 2 and after.table.current.dealer == "A"
    assert thrown.table.hands == before == []
    assert thrown.table.current.number == 1


# -- the events of successive games share one list -------------------------------------------------
def test_events_played_one_by_one_read_like_a_tuple():
    game = play(four(), calls(("A", 175000), ("Z", "pass")))
    assert game.events == (BidMade("A", 175000), Passed("Z"))
    assert (BidMade("A", 175000), Passed("Z")) == game.events
    assert game.events[-1] == Passed("Z") and game.events[0] == BidMade("A", 175000)
    assert game.events[:1] == (BidMade("A", 175000),)
    assert game.events + (Passed("B"),) == (BidMade("A", 175000), Passed("Z"), Passed("B"))
    assert list(game.events) == [BidMade("A", 175000), Passed("Z")]
    assert len(game.events) == 2 and game.events
    assert hash(game) == hash(replayed(game)) and game == replayed(game)


def test_a_game_branched_after_an_undo_does_not_see_the_undone_event():
    three = play(four(), calls(("A", 175000), ("Z", "pass"), ("B", "pass")))
    two = three.undo()
    other = two.play(BidMade("B", 185000))
    assert three.events[-1] == Passed("B")
    assert other.events[-1] == BidMade("B", 185000)
    assert len(three.events) == len(other.events) == 3
    opened = play(four(), calls(("A", 175000)))
    first, second = opened.play(Passed("Z")), opened.play(BidMade("Z", 185000))
    assert (first.events[1], second.events[1]) == (Passed("Z"), BidMade("Z", 185000))
    assert opened.events == (BidMade("A", 175000),)
    assert first.play(Passed("B")).events[1:] == (Passed("Z"), Passed("B"))


def test_an_event_index_past_the_end_of_a_shared_log_is_refused():
    short = play(four(), calls(("A", 175000)))
    short.play(Passed("Z"))  # the shared list now holds a second event this game must not show
    assert len(short.events) == 1
    try:
        short.events[1]
    except IndexError:
        pass
    else:
        raise AssertionError("an event beyond the game's own was shown")
    assert short.events[1:] == ()
    assert list(short.events) == [BidMade("A", 175000)]
