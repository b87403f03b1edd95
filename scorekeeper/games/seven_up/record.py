"""Seven Up's hands in the game record (docs/game-record.md, "Seven Up"): read into events, written back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules import all_fours, record_parts
from scorekeeper.rules.events import Event

from .hand import Begged, JackTurned, PointNobody, PointTaken, SevenUpHand
from .settings import FIRST, NEW, POINTS

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

HAND_KEYS = ("jack_turned", "beg", "new_jack_turned", "trump", "points")


@record_parts.misdeal_or(HAND_KEYS)
def hand_events(game: Game, hand: JsonObject) -> list[Event]:
    """A hand of the record (hostile JSON) as events, in the order they happen: the turned jack, the beg, the
    new turned jack, trump, then the points (a hand in progress names the first ones entered)."""
    events: list[Event] = []
    if record_parts.flag(hand, "jack_turned", False):
        events.append(JackTurned(FIRST))
    if "beg" in hand:
        events.append(Begged(record_parts.expect_str(hand["beg"], "'beg'")))
    if record_parts.flag(hand, "new_jack_turned", False):
        events.append(JackTurned(NEW))
    events += record_parts.trump_event(hand)
    if "points" in hand:
        events += all_fours.points_events(hand["points"], PointTaken, PointNobody)
    return events


@record_parts.misdeal_first
def hand_record(hand: SevenUpHand) -> JsonObject:
    """The hand as the record writes it: the inverse of :func:`hand_events` (a stand left unsaid is not written)."""
    out: JsonObject = {"jack_turned": True} if FIRST in hand.jacks else {}
    if hand.beg is not None:
        out["beg"] = hand.beg
    if NEW in hand.jacks:
        out["new_jack_turned"] = True
    out |= record_parts.trump_record(hand.trump)
    if hand.points:
        out["points"] = {p: hand.points[p] for p in POINTS if p in hand.points}
    return out
