"""Sixty-six's deals in the game record (docs/game-record.md, "Sixty-six"): read into events, written back.

``{"winner": "Bob", "how": "out", "closed": "Bob", "loser_points": 28, "trump": "hearts", "marriages":
[["Bob", "hearts"]]}``; a deal without ``winner`` is in progress; ``{"misdeal": player}`` is re-dealt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules import record_parts
from scorekeeper.rules.errors import RecordError
from scorekeeper.rules.events import Event

from .hand import COUNTED, DealWon, How, MarriageShown, SixtySixHand, StockClosed

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

HAND_KEYS = ("winner", "how", "closed", "loser_points", "loser_took_trick", "winner_had_trick", "trump", "marriages")
RESULT_KEYS = ("how", "loser_points", "loser_took_trick", "winner_had_trick")


@record_parts.misdeal_or(HAND_KEYS)
def hand_events(game: Game, hand: JsonObject) -> list[Event]:
    """A deal of the record (hostile JSON) as events: trump, the marriages, the close, then who won and how."""
    events = record_parts.trump_event(hand)
    for shown in record_parts.expect_list(hand.get("marriages", []), "'marriages'"):
        pair = record_parts.expect_list(shown, "a marriage")
        if len(pair) != 2:
            raise RecordError("a marriage is [player, suit]; got {v}", v=record_parts.show(pair))
        events.append(MarriageShown(record_parts.expect_str(pair[0], "a marriage's player"),
                                    record_parts.expect_str(pair[1], "a marriage's suit")))
    if "closed" in hand:
        events.append(StockClosed(record_parts.expect_str(hand["closed"], "'closed'")))
    elif hand.get("how") == How.CLOSER_FAILED and hand.get("winner") in game.players:
        loser = next(seat for seat in game.players if seat != hand["winner"])  # ``closed`` may be left out here
        events.append(StockClosed(loser))
    if "winner" not in hand:
        for key in RESULT_KEYS:
            if key in hand:
                raise RecordError("'{key}' belongs to a deal that names its 'winner'", key=key)
        return events
    return [*events, _won(hand)]


def _won(hand: JsonObject) -> DealWon:
    winner = record_parts.expect_str(hand["winner"], "'winner'")
    how = record_parts.expect_str(hand.get("how", "out"), "'how'")
    if how not in set(How):
        raise RecordError("'how' is out, played_out, closer_failed or false_out; got {v}", v=record_parts.show(how))
    wrong = ("winner_had_trick",) if how in COUNTED else ("loser_points", "loser_took_trick")
    for key in wrong:
        if key in hand:
            raise RecordError("'{key}' has no place in a deal won {how}", key=key, how=how)
    if how not in COUNTED:
        return DealWon(winner, how, None, 0 if record_parts.flag(hand, "winner_had_trick", True) else 1)
    took = record_parts.flag(hand, "loser_took_trick", True)
    if "loser_points" not in hand and took:
        raise RecordError("a deal won {how} needs 'loser_points', the loser's count", how=how)
    return DealWon(winner, how, record_parts.expect_int(hand.get("loser_points", 0), "'loser_points'"), 0 if took else 1)


@record_parts.misdeal_first
def hand_record(hand: SixtySixHand) -> JsonObject:
    """The deal as the record writes it: the inverse of :func:`hand_events`."""
    out: JsonObject = {}
    won = hand.won
    if won is not None:  # what the record leaves out takes its default: out, and a trick taken
        out["winner"] = won.winner
        out |= {"how": won.how} if won.how != How.OUT else {}
        out |= {"loser_points": won.loser_points} if won.how in COUNTED else {}
        out |= {("loser_took_trick" if won.how in COUNTED else "winner_had_trick"): False} if won.no_trick else {}
    if hand.closed is not None:
        out["closed"] = hand.closed
    out |= record_parts.trump_record(hand.trump)
    if hand.marriages:
        out["marriages"] = [[player, suit] for player, suit in hand.marriages]
    return out
