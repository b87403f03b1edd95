"""Bid Whist (docs/rules.md, "Bid Whist"): each setting's scoring, the one-round auction's checks, the record's
refusals as the spec words them, and over random legal games: replay, export then import, and Undo."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import strategies as st

from scorekeeper.games.bid_whist import DirectionNamed, WhistBid
from scorekeeper.rules import Game, RecordError, RuleError, TrumpNamed, game_from_record, score_report
from scorekeeper.rules.bid_events import HandCounted, Passed
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.words import outcome_word
from tests.rules.helpers import random_walk, the_three_properties

PLAYERS = ["North", "East", "South", "West"]


def record(*hands: dict[str, Any], **rules: Any) -> dict[str, Any]:
    return {"format": "scorekeeper-game/1", "game": "bid-whist", "rules": rules, "players": PLAYERS,
            "dealer": "West", "hands": list(hands)}


def hand(*calls: str, books: int | dict[str, int] | None = None, **more: Any) -> dict[str, Any]:
    """Calls in turn from North (West deals first)."""
    out: dict[str, Any] = {"auction": [[p, c] for p, c in zip(PLAYERS, calls)], **more}
    if books is not None:
        out["books"] = books if isinstance(books, dict) else {"bidder_side": books}
    return out


def report(*hands: dict[str, Any], **rules: Any) -> dict[str, Any]:
    return score_report(game_from_record(record(*hands, **rules)))


@pytest.mark.parametrize("calls, books, rules, bidder, score", [
    (("3U", "4D", "pass", "pass"), 10, {}, "East", 4),
    (("3U", "4D", "pass", "pass"), 9, {}, "East", -4),
    (("3U", "4D", "pass", "pass"), 11, {"score_made": "bid"}, "East", 4),
    (("pass", "pass", "4NT", "pass"), 11, {}, "South", 10),
    (("pass", "pass", "4NT", "pass"), 11, {"no_trump_double": False}, "South", 5),
    (("pass", "pass", "4NT", "pass"), 11, {"score_made": "bid"}, "South", 8),
    (("pass", "pass", "4NT", "pass"), 9, {}, "South", -8),
    (("7U", "pass", "pass", "pass"), 13, {}, "North", 7),
    (("7NT", "pass", "pass", "pass"), 13, {}, "North", 14),
    (("pass", "pass", "pass", "1D"), 7, {"min_bid": 1}, "West", 1),
])
def test_only_the_bidding_side_scores_what_each_setting_says(calls, books, rules, bidder, score):
    got = report(hand(*calls, books=books), **rules)["hands"][0]
    partner = PLAYERS[(PLAYERS.index(bidder) + 2) % 4]
    assert got["bidder"] == bidder
    assert got["scores"] == {p: score if p in (bidder, partner) else 0 for p in PLAYERS}


def test_no_trump_beats_uptown_at_the_same_number_and_downtown_does_only_with_downtown_over():
    assert report(hand("4U", "4NT", "pass", "pass", books=10))["hands"][0]["bidder"] == "East"
    assert report(hand("4U", "4D", "pass", "pass", books=10), ranking="downtown_over")["hands"][0]["bidder"] == "East"
    with pytest.raises(RuleError) as err:
        report(hand("4U", "4D", "pass", "pass", books=10))
    assert str(err.value) == "hand 1, call 2: East bid 4D but the bid to beat is 4U"
    with pytest.raises(RuleError) as err:
        report(hand("4D", "4U", "pass", "pass", books=10), ranking="downtown_over")
    assert str(err.value) == "hand 1, call 2: East bid 4U but the bid to beat is 4D"


def test_the_dealer_may_match_only_with_dealer_match():
    assert report(hand("4U", "pass", "pass", "4U", books=10), dealer_match=True)["hands"][0]["bidder"] == "West"
    with pytest.raises(RuleError) as err:
        report(hand("4U", "pass", "pass", "4U", books=10))
    assert str(err.value) == "hand 1, call 4: West bid 4U but the bid to beat is 4U"
    with pytest.raises(RuleError) as err:  # only the dealer has the privilege
        report(hand("4U", "pass", "4U", "pass", books=10), dealer_match=True)
    assert str(err.value) == "hand 1, call 3: South bid 4U but the bid to beat is 4U"


def test_four_passes_throw_the_hand_in_with_redeal_and_the_deal_passes():
    got = report(hand("pass", "pass", "pass", "pass"), {"misdeal": "North"}, all_pass="redeal")
    assert [(h["dealer"], h["bidder"], h["bid"]) for h in got["hands"]] == [("West", None, None), ("North", None, None)]
    assert got["totals"] == dict.fromkeys(PLAYERS, 0)


def test_a_side_at_the_target_wins_and_a_side_at_lose_at_loses():
    assert report(hand("7U", "pass", "pass", "pass", books=13))["winner"] == ["North", "South"]
    assert report(hand("7U", "pass", "pass", "pass", books=5))["winner"] == ["East", "West"]
    assert report(hand("7U", "pass", "pass", "pass", books=5), lose_at=None)["winner"] is None
    assert report(hand("4U", "pass", "pass", "pass", books=13), target=8)["winner"] is None


@pytest.mark.parametrize("hands, rules, refusal", [
    ([hand("4NT", "4U", "pass", "pass", books=9)], {}, "hand 1, call 2: East bid 4U but the bid to beat is 4NT"),
    ([hand("pass", "pass", "pass", "pass")], {},
     "hand 1, call 4: everyone else passed, so the dealer West must bid (at least 3)"),
    ([hand("4NT", "pass", "pass", "pass", books=9, trump="hearts")], {},
     "hand 1: 4NT is a no-trump bid: no trump suit is named"),
    ([hand("4U", "pass", "pass", "pass", books=9, direction="uptown")], {},
     "hand 1: 4U names trump: only a no-trump bid names a direction"),
    ([hand("4U", "pass", "pass", "pass", books={"bidder_side": 9, "other_side": 5})], {},
     "hand 1: books 9 + 5 do not add up to 13"),
    ([hand("4U", "pass", "pass", "pass", books=14)], {}, "hand 1: books 14: a side takes 0 to 13 books"),
    ([hand("2U", "pass", "pass", "pass", books=9)], {}, "hand 1, call 1: North bid 2U but the lowest bid is 3"),
    ([hand("8U", "pass", "pass", "pass", books=9)], {},
     "hand 1, call 1: North bid 8U but the highest bid is 7 (all 13 books)"),
    ([{"auction": [["East", "4U"]]}], {}, "hand 1, call 1: it is North's turn to call, not East's"),
    ([hand("4S", "pass", "pass", "pass", books=9)], {},
     'hand 1, call 1: North called "4S": a call is a bid such as "4U", "4D" or "4NT", or "pass"'),
    ([hand("4U", "pass", "pass", books=9)], {}, "hand 1: books comes after the auction; West is still to call"),
    ([hand("4U", "pass", "pass", "pass", books=9, trump="stars")], {},
     "hand 1: trump is clubs, diamonds, hearts or spades, not stars"),
    ([hand("4U", "pass", "pass", "pass"), hand("pass", "4U", "pass", "pass", books=9)], {},
     "hand 1: the hand is incomplete (Hand 1: how many books did North+South take? (4 uptown: 10 needed)) but "
     "another hand follows it"),
    ([hand("7U", "pass", "pass", "pass", books=13), {"misdeal": "East"}], {},
     "hand 2: the game was already over (North+South reached 7 (target 7)); no hand may follow"),
    ([hand("pass", "pass", "pass", "pass", books=9)], {"all_pass": "redeal"},
     "hand 1: everyone passed, so the hand was thrown in; it has no books"),
])
def test_a_broken_record_is_refused_in_one_line_naming_the_hand(hands, rules, refusal):
    with pytest.raises((RecordError, RuleError)) as err:
        report(*hands, **rules)
    assert str(err.value) == refusal


@pytest.mark.parametrize("rules, refusal", [
    ({"min_bid": 8}, "min_bid"), ({"lose_at": 3}, "lose_at"), ({"ranking": "suits"}, "ranking"),
    ({"jokers": 1}, "jokers"), ({"colour": 1}, "colour"),
])
def test_a_bad_setting_is_refused_by_name(rules, refusal):
    with pytest.raises(RuleError, match=refusal):
        report(**rules)


def test_three_players_are_refused():
    with pytest.raises(RuleError, match="Bid Whist is played by 4 players, not 3"):
        Game.new("bid-whist", PLAYERS[:3], "North", {})


def test_the_dealer_who_may_match_is_asked_to_match_or_beat():
    """With dealer_match the dealer's prompt says the bid may be matched (the button of the same bid is lit, and
    'the bid to beat' would tell the keeper otherwise); the others are still asked to beat it."""
    game = game_from_record(record(hand("4U", "pass", "pass"), dealer_match=True))
    assert game.table.prompt() == "Hand 1: West to call (the bid to match or beat: 4 uptown by North)"
    game = game_from_record(record(hand("4U"), dealer_match=True))
    assert game.table.prompt() == "Hand 1: East to call (the bid to beat: 4 uptown by North)"
    game = game_from_record(record(hand("4U", "pass", "pass")))
    assert game.table.prompt() == "Hand 1: West to call (the bid to beat: 4 uptown by North)"


def test_a_hand_in_progress_asks_for_the_next_call_then_the_books():
    game = game_from_record(record(hand("3U", "4D")))
    assert game.table.prompt() == "Hand 1: South to call (the bid to beat: 4 downtown by East)"
    game = game_from_record(record(hand("3U", "4D", "pass", "pass", trump="clubs")))
    assert game.table.prompt() == "Hand 1: how many books did East+West take? (4 downtown: 10 needed)"
    assert game.table.current.explain() == ["", "North 3 uptown, East 4 downtown, South pass, West pass",
                                            "Trump: Clubs"]


# -- over random legal games ------------------------------------------------------------------------------------
def candidates(game: Game, rnd: random.Random) -> list[Any]:
    hand, players = game.table.current, game.players
    out: list[Any] = [Passed(p) for p in players] * 3
    out += [WhistBid(p, rnd.randint(1, 7), rnd.choice(["U", "D", "NT"])) for p in players for _ in range(3)]
    out += [WhistBid(p, 7, "NT") for p in players]
    out += [TrumpNamed(rnd.choice(["hearts", "clubs"])), DirectionNamed(rnd.choice(["uptown", "downtown"]))]
    out += [HandCounted(rnd.randint(0, 13), None), HandCounted(took := rnd.randint(0, 13), 13 - took)]
    return out + ([MisdealCalled(rnd.choice(players))] if not hand.started and rnd.random() < 0.1 else [])


@st.composite
def games(draw: st.DrawFn) -> Game:
    rnd, steps = random.Random(draw(st.integers(0, 10**6))), draw(st.integers(0, 50))
    rules = {"min_bid": draw(st.integers(1, 4)), "ranking": draw(st.sampled_from(["no_trump_over", "downtown_over"])),
             "dealer_match": draw(st.booleans()), "all_pass": draw(st.sampled_from(["dealer_takes", "redeal"])),
             "score_made": draw(st.sampled_from(["books", "bid"])), "no_trump_double": draw(st.booleans()),
             "target": draw(st.integers(5, 15)), "lose_at": draw(st.sampled_from([None, -7, -12]))}
    game = Game.new("bid-whist", PLAYERS, rnd.choice(PLAYERS), rules)
    return random_walk(game, rnd, steps, candidates)


(test_replaying_the_same_entries_gives_the_same_scores, test_export_then_import_is_the_same_game,
 test_undo_is_the_game_before_the_last_entry) = the_three_properties(games())


def test_a_misdealt_hand_shows_misdeal_and_a_hand_everyone_passed_shows_thrown_in():
    """The word the scoreboard shows for each: a misdeal was once shown as thrown in."""
    game = game_from_record(record({"misdeal": "North"}, hand("pass", "pass", "pass", "pass"), all_pass="redeal"))
    assert [outcome_word(game.rules.outcome(game, h)) for h in game.table.hands] == ["MISDEAL", "THROWN IN"]
