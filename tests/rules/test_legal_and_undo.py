"""``legal(game, candidates)`` says what the rules take now, for a whole screen at once; ``Game.undo`` takes the
last entry back without replaying the game, and the state it leaves is the one a full replay gives."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from scorekeeper.games.exact_bid import BidsMade
from scorekeeper.games.five_hundred import ContractBid
from scorekeeper.games.seven_up import PointTaken
from scorekeeper.games.sixty_six import StockClosed
from scorekeeper.games.twenty_eight import Doubled
from scorekeeper.i18n.suits import SUITS
from scorekeeper.rules import BidMade, Event, Game, HandCounted, Passed, RuleError, TrumpNamed, game_from_record, legal
from scorekeeper.games.euchre import TrickWon, TrumpMade
from scorekeeper.games.spades import TricksBid

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
RECORDS = sorted(p for p in EXAMPLES.glob("*.json") if not p.name.endswith(".expected.json"))


def example(name: str) -> Game:
    return game_from_record(json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8")))


def at(name: str, count: int) -> Game:
    """The example game as it stood after its first ``count`` entries."""
    game = example(name)
    return game.with_events(game.events[:count])


def neighbours(game: Game, event: Event) -> list[Event]:
    """The entry and those one field away from it (another player or suit, a nearby number): a screen's choices."""
    found: list[Event] = [event]
    for i, value in enumerate(event):
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            continue
        values = [*game.players, *SUITS] if isinstance(value, str) else sorted({max(value + d, 0) for d in (-1, 1, 5)})
        found += [type(event)(*event[:i], v, *event[i + 1:]) for v in values if v != value]
    return found


# -- literal positions of every game ---------------------------------------------------------------------
def test_make_a_million_opening_bid_only_for_the_player_to_call() -> None:
    game = at("dollars-made-then-set-back", 1)  # A opened 175,000; Z to call, a raise of at least 15,000
    candidates = [BidMade(p, a) for p in game.players for a in (175000, 180000, 190000)] + [Passed("Z"), Passed("A")]
    verdict = legal(game, candidates)
    assert verdict.moves() == [BidMade("Z", 190000), Passed("Z")]
    assert set(verdict.refusals()) == set(candidates) - set(verdict.moves())


def test_a_refusal_says_why_in_the_rules_words() -> None:
    game = at("dollars-made-then-set-back", 1)
    refusals = legal(game, [BidMade("Z", 180000), BidMade("Z", 190000)]).refusals()
    assert list(refusals) == [BidMade("Z", 180000)]
    assert refusals[BidMade("Z", 180000)] == game.why_not(BidMade("Z", 180000))


def test_exact_bid_bids_for_the_table() -> None:
    game = Game.new("exact-bid", ["A", "Z", "B"], "B", {"start_cards": 1})
    verdict = legal(game, [BidsMade((("A", 0), ("Z", 0), ("B", 0))), BidsMade((("A", 1), ("Z", 0), ("B", 0))),
                           BidsMade((("A", 2), ("Z", 0), ("B", 0)))])
    assert [e[0][0][1] for e in verdict.moves()] == [0, 1]  # one card dealt: a bid of 2 is too many
    assert list(verdict.refusals().values()) == ["hand 1, bids: A: 2 is not a number of tricks from 0 to 1"]


def test_euchre_the_turn_up_suit_in_round_one() -> None:
    game = at("euchre-march-alone-euchred", 1)
    moves = legal(game, neighbours(game, game.events[1] if len(game.events) > 1 else example(
        "euchre-march-alone-euchred").events[1])).moves()
    assert moves == [TrumpMade("North", "hearts", 1, ()), TrumpMade("East", "hearts", 1, ()),
                     TrumpMade("South", "hearts", 1, ()), TrumpMade("West", "hearts", 1, ())]


def test_euchre_a_trick_in_play() -> None:
    game = at("euchre-march-alone-euchred", 14)
    assert set(legal(game, [TrickWon(p) for p in game.players]).moves()) == {
        TrickWon("West"), TrickWon("North"), TrickWon("South")}  # East sits out: West went alone against


def test_five_hundred_only_a_higher_bid() -> None:
    game = at("five-hundred-win-by-bid", 2)  # Ann passed, Bob bid 9H: Cat to call
    moves = legal(game, [Passed("Cat"), *(ContractBid("Cat", b) for b in ("6S", "9H", "9D", "10S", "misere"))]).moves()
    assert moves == [Passed("Cat"), ContractBid("Cat", "10S")]


def test_pitch_trump_any_suit() -> None:
    game = at("pitch-four-players-out-in-points-order", 31)
    assert legal(game, [TrumpNamed(s) for s in SUITS]).moves() == [TrumpNamed(s) for s in SUITS]


def test_rook_opening_bids() -> None:
    game = at("rook-95-bid", 1)
    moves = legal(game, [BidMade("B", a) for a in (70, 75, 80, 85, 200)]).moves()
    assert moves == [BidMade("B", 75), BidMade("B", 80), BidMade("B", 85)]  # over A's 70, by fives


def test_seven_up_who_took_high() -> None:
    game = at("seven-up-three-players-out-in-points-order", 1)
    assert legal(game, [PointTaken("high", p) for p in game.players] + [PointTaken("low", "Ann")]).moves() == [
        PointTaken("high", p) for p in game.players]


def test_sixty_six_the_stock_closed_by_either() -> None:
    game = at("sixty-six-every-way-to-score", 6)
    assert legal(game, [StockClosed("Ann"), StockClosed("Bob"), StockClosed("Nobody")]).moves() == [
        StockClosed("Ann"), StockClosed("Bob")]


def test_spades_bids_for_the_player_to_bid() -> None:
    game = at("spades-nil-and-two", 2)
    moves = legal(game, [TricksBid(p, 3) for p in game.players] + [TricksBid("Cy", 14)]).moves()
    assert moves == [TricksBid("Cy", 3)]


def test_twenty_eight_only_the_other_side_doubles() -> None:
    game = at("twenty-eight-kerala-double-redouble", 15)
    assert legal(game, [Doubled(p) for p in game.players]).moves() == [Doubled("East"), Doubled("West")]


def test_twenty_nine_opening() -> None:
    game = at("twenty-nine-royals-against", 1)
    moves = legal(game, [Passed(p) for p in game.players]).moves()
    assert moves == [Passed("East")]


def test_a_finished_game_takes_nothing() -> None:
    game = example("five-hundred-win-by-bid")
    assert game.table.finished
    verdict = legal(game, [Passed(p) for p in game.players] + [HandCounted(10, None)])
    assert verdict.moves() == [] and len(verdict.refusals()) == len(game.players) + 1


def test_legal_leaves_the_game_as_it_was() -> None:
    game = at("dollars-made-then-set-back", 14)
    before = (dict(game.table.totals), game.table.current and game.table.current.prompt(), len(game.events))
    legal(game, neighbours(game, example("dollars-made-then-set-back").events[14])).moves()
    assert (dict(game.table.totals), game.table.current and game.table.current.prompt(), len(game.events)) == before


# -- the same verdict as a tap ----------------------------------------------------------------------------
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(RECORDS), st.floats(0, 1))
def test_legal_agrees_with_play(path: Path, where: float) -> None:
    """Every move legal lists is taken by ``play``; every candidate it refuses is refused by ``play``."""
    full = game_from_record(json.loads(path.read_text(encoding="utf-8")))
    count = int(where * (len(full.events) - 1))
    game = full.with_events(full.events[:count])
    candidates = neighbours(game, full.events[count])
    verdict = legal(game, candidates)
    assert full.events[count] in verdict.moves()
    for event in verdict.moves():
        game.play(event)
    for event in verdict.refusals():
        with pytest.raises(RuleError):
            game.play(event)


# -- Undo without replay ----------------------------------------------------------------------------------
def state(game: Game) -> tuple[object, ...]:
    """What a keeper sees of a game: totals, every finished hand's line, the winner, the hand in progress."""
    table, hand = game.table, game.table.current
    now = None if hand is None else (hand.number, hand.dealer, hand.started, str(hand.phase), hand.to_act(),
                                     hand.prompt(), hand.location(), dict(hand.scores))
    return dict(table.totals), [h.report() for h in table.hands], table.winner, table.result, now


def replayed(game: Game) -> Game:
    return Game(game.kind, game.players, game.dealer, game.settings, tuple(game.events))


@pytest.mark.parametrize("path", RECORDS[::3], ids=lambda p: p.stem)
def test_undo_from_the_end_to_the_start_matches_a_replay(path: Path) -> None:
    game = game_from_record(json.loads(path.read_text(encoding="utf-8")))
    while game.events:
        shorter = game.undo()
        assert tuple(shorter.events) == tuple(game.events)[:-1]
        assert state(shorter) == state(replayed(shorter))
        game = shorter
    assert game.undo() is game


class TapsAndUndos(RuleBasedStateMachine):
    """Any sequence of taps (the record's next entry) and Undos: the game always equals its full replay."""

    @initialize(path=st.sampled_from(RECORDS))
    def open_game(self, path: Path) -> None:
        self.record = game_from_record(json.loads(path.read_text(encoding="utf-8")))
        self.game = self.record.with_events(())

    @precondition(lambda self: len(self.game.events) < len(self.record.events))
    @rule(taps=st.integers(1, 6))
    def tap(self, taps: int) -> None:
        for event in self.record.events[len(self.game.events):len(self.game.events) + taps]:
            self.game = self.game.play(event)

    @rule(undos=st.integers(1, 3))
    def undo(self, undos: int) -> None:
        for _ in range(undos):
            self.game = self.game.undo()

    @invariant()
    def equals_a_full_replay(self) -> None:
        assert state(self.game) == state(replayed(self.game))


TestTapsAndUndos = TapsAndUndos.TestCase
TestTapsAndUndos.settings = settings(max_examples=25, stateful_step_count=20, deadline=None)
