"""Who has won a game of Make-a-Million (docs/rules.md 1.9), from the totals alone.

Both the replay (``winner`` of the game's module, which also words the result) and the fused
scorer (``fused``, which needs only who) ask it, so the two cannot disagree on a winner.
"""

from __future__ import annotations

from typing import Collection, Mapping, NamedTuple, Sequence

from scorekeeper.jsontypes import JsonValue


class Win(NamedTuple):
    """The winners, how they won ("reached", "both_over" or "tie": the result's sentence) and their score."""

    leaders: tuple[str, ...]
    how: str
    score: int


def who_won(players: Sequence[str], totals: Mapping[str, int], target: int, bidder_side: Collection[str] | None,
            settings: Mapping[str, JsonValue]) -> Win | None:
    """The highest score at or over the target wins; None while nobody has won.

    ``bidder_side``: the side of the last hand anyone bid for (None before any).  Leaders from both
    sides of it are an exact tie: play another hand, or (setting ``tie: bidder``) the bidder's side
    wins.  With ``both_over: bidder``, when both sides passed the target, the bidder's side wins.
    """
    reached = [p for p in players if totals[p] >= target]
    if not reached or bidder_side is None:
        return None
    side = set(bidder_side)
    if settings["both_over"] == "bidder" and len({p in side for p in reached}) == 2:
        reached = [p for p in reached if p in side]
        top = max(totals[p] for p in reached)
        return Win(tuple(p for p in reached if totals[p] == top), "both_over", top)
    top = max(totals[p] for p in reached)
    leaders = [p for p in reached if totals[p] == top]
    if len({p in side for p in leaders}) == 1:
        return Win(tuple(leaders), "reached", top)
    if settings["tie"] != "bidder":
        return None
    return Win(tuple(p for p in leaders if p in side), "tie", top)
