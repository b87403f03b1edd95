"""Spades on the board: the hand in play (the bids and contracts as they form, the tricks so far) and the
race, whose bars run from the losing score to the target and carry each side's bags."""

from __future__ import annotations

from typing import Any, Callable

from scorekeeper.markup import el, esc, facts, items, meter_row, text
from scorekeeper.rules import Game

from .hand import SpadesHand
from .verdict import contracts_line

Fmt = Callable[[int], str]


def in_play(game: Game, hand: Any, fmt: Fmt) -> str:
    tricks = hand.tricks()
    rows = "".join(el("tr", text("th", p, scope="row") + text("td", hand.bid_text(p) if p in hand.bids else "—")
                      + text("td", tricks[p] if hand.winners or hand.counted else "—")) for p in game.players)
    table = el("table", text("caption", "Bids and tricks")
               + el("thead", el("tr", text("th", "Player", scope="col") + text("th", "Bid", scope="col")
                                + text("th", "Took", scope="col"))) + el("tbody", rows), class_="bids")
    bags = hand.bags_before
    pairs: list[tuple[str, object]] = [
        ("Contracts", contracts_line(hand)), ("To act", hand.to_act() or "—"),
        ("Tricks", f"{len(hand.winners)} of 13"),
        *[(f"{hand.side_name(side)} bags", bags[side[0]]) for side in hand.sides],
    ]
    winners = [esc(f"Trick {i}: {w}") for i, w in enumerate(hand.winners, 1)]
    return (text("h2", f"Hand {hand.number}", id="play-h") + text("p", hand.prompt()) + facts(pairs, class_="facts")
            + table + (items("ol", list(reversed(winners)), reversed=True, class_="tricks",
                             aria_label="Tricks so far, latest first") if winners else ""))


def bags_now(game: Game) -> dict[str, int]:
    """Each player's side's bags as the next hand starts (or as the game ended)."""
    table = game.table
    hand = table.current if table.current is not None else (table.hands[-1] if table.hands else None)
    if not isinstance(hand, SpadesHand):
        return {p: 0 for p in game.players}
    return dict(hand.bags_before) if hand is table.current else hand.bags_after()


def race(game: Game, fmt: Fmt) -> str:
    """Bars from the losing score (or the lowest score, when nobody loses) to the target: −120 shows as a short
    bar, not as none; and each side's bags."""
    s, totals = game.settings, game.table.totals
    goal = int(s["target"])
    floor = s["lose_at"] if s["lose_at"] is not None else min(0, *totals.values())
    bags = bags_now(game)
    rows = [meter_row(g.name, fmt(totals[g.players[0]]), totals[g.players[0]] - floor, goal - floor,
                      f" on the way from {fmt(floor)} to {fmt(goal)}") for g in game.rules.score_groups(game)]
    ends = (f"First side to {fmt(goal)} wins; a side at {fmt(floor)} or below loses." if s["lose_at"] is not None
            else f"First side to {fmt(goal)} wins.")
    bag_line = ("Bags: " + ", ".join(f"{g.name} {bags[g.players[0]]}" for g in game.rules.score_groups(game))
                + f" ({s['bag_limit']} cost {s['bag_penalty']})") if s["bag_limit"] else "Bags are off."
    return (text("h2", f"Race to {fmt(goal)}", id="race-h") + items("ul", rows, class_="race sides")
            + text("p", ends, class_="note") + text("p", bag_line, class_="note"))
