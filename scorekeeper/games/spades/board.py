"""Spades on the board: the hand in play (the bids and contracts as they form, the tricks so far) and the
race, whose bars run from the losing score to the target and carry each side's bags."""

from __future__ import annotations

from typing import Callable

from scorekeeper.i18n.shown import number
from scorekeeper.markup import el, esc, facts, items, split_meter_row, text
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.rules.settings import setting_int, setting_optional_int
from scorekeeper.words import _

from .hand import SpadesHand
from .settings import TRICKS as TRICKS_IN_HAND
from .verdict import contracts_line

Fmt = Callable[[int], str]

# The board's words for Spades: whole templates, translated when the board is drawn for a viewer.
BIDS_AND_TRICKS, PLAYER, BID, TOOK = _("Bids and tricks"), _("Player"), _("Bid"), _("Took")
CONTRACTS, TO_ACT, TRICKS, OF = _("Contracts"), _("To act"), _("Tricks"), _("{count} of {total}")
SIDE_BAGS, TRICK_WON = _("{side} bags"), _("Trick {trick}: {winner}")
HAND, TRICKS_SO_FAR = _("Hand {number}"), _("Tricks so far, latest first")
RACE_TO, ON_THE_WAY = _("Race to {target}"), _(" on the way from {floor} to {target}")
ENDS_BOTH = _("First side to {target} wins; a side at {floor} or below loses.")
ENDS_TARGET = _("First side to {target} wins.")
SIDE_BAG_COUNT = _("{side} {count}")
BAGS_LINE = _("Bags: {sides} ({limit} cost {penalty})")
BAGS_OFF = _("Bags are off.")


def in_play(game: Game, hand: PlayedHand, fmt: Fmt) -> str:
    assert isinstance(hand, SpadesHand)  # this game's board is given this game's hands
    tricks = hand.tricks()
    rows = "".join(el("tr", text("th", p, scope="row") + text("td", hand.bid_text(p) if p in hand.bids else "—")
                      + text("td", number(tricks[p]) if hand.winners or hand.counted else "—")) for p in game.players)
    table = el("table", text("caption", str(BIDS_AND_TRICKS))
               + el("thead", el("tr", text("th", str(PLAYER), scope="col") + text("th", str(BID), scope="col")
                                + text("th", str(TOOK), scope="col"))) + el("tbody", rows), class_="bids")
    bags = hand.bags_before
    pairs: list[tuple[str, object]] = [
        (str(CONTRACTS), contracts_line(hand)), (str(TO_ACT), hand.to_act() or "—"),
        (str(TRICKS), OF.format(count=number(len(hand.winners)), total=number(TRICKS_IN_HAND))),
        *[(SIDE_BAGS.format(side=hand.side_name(side)), number(bags[side[0]])) for side in hand.sides],
    ]
    winners = [esc(TRICK_WON.format(trick=number(i), winner=w)) for i, w in enumerate(hand.winners, 1)]
    return (text("h2", HAND.format(number=number(hand.number)), id="play-h") + text("p", hand.prompt())
            + facts(pairs, class_="facts")
            + table + (items("ol", list(reversed(winners)), reversed=True, class_="tricks",
                             aria_label=str(TRICKS_SO_FAR)) if winners else ""))


def bags_now(game: Game) -> dict[str, int]:
    """Each player's side's bags as the next hand starts (or as the game ended)."""
    table = game.table
    playing = table.current is not None
    hand = table.current if playing else (table.hands[-1] if table.hands else None)
    if not isinstance(hand, SpadesHand):
        return {p: 0 for p in game.players}
    return dict(hand.bags_before) if playing else hand.bags_after()


def race(game: Game, fmt: Fmt) -> str:
    """Each side's bar in two parts meeting at 0 (as the app draws it): the way down to the losing score (or
    the lowest score, when nobody loses), the way up to the target; and each side's bags."""
    s, totals = game.settings, game.table.totals
    goal = setting_int(s, "target")
    lose_at = setting_optional_int(s, "lose_at")
    floor = min(0, lose_at if lose_at is not None else min(0, *totals.values()))
    bags = bags_now(game)
    groups = game.rules.score_groups(game)
    rows = [split_meter_row(g.name, fmt(totals[g.players[0]]), totals[g.players[0]], floor, goal,
                            ON_THE_WAY.format(floor=fmt(floor), target=fmt(goal))) for g in groups]
    ends = (ENDS_BOTH.format(target=fmt(goal), floor=fmt(floor)) if s["lose_at"] is not None
            else ENDS_TARGET.format(target=fmt(goal)))
    sides = ", ".join(SIDE_BAG_COUNT.format(side=g.name, count=number(bags[g.players[0]])) for g in groups)
    bag_line = (BAGS_LINE.format(sides=sides, limit=number(setting_int(s, "bag_limit")),
                                 penalty=number(setting_int(s, "bag_penalty"))) if s["bag_limit"] else str(BAGS_OFF))
    return (text("h2", RACE_TO.format(target=fmt(goal)), id="race-h") + items("ul", rows, class_="race sides")
            + text("p", ends, class_="note") + text("p", bag_line, class_="note"))
