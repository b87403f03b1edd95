"""Twenty-nine on the board: the two sixes (the race to +6 / −6) and the hand in play."""

from __future__ import annotations

from typing import Callable

from scorekeeper.markup import el, esc, facts, items, text
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from .hand import TwentyNineHand

Fmt = Callable[[int], str]


def six(color: str, lit: int, pips: int, label: str) -> str:
    """One six of the pack with ``lit`` of its pips showing, as the table keeps the score."""
    dots = "".join(el("span", "", class_="pip on" if i < lit else "pip") for i in range(pips))
    return el("span", el("span", "6", class_="six-face", aria_hidden="true") + el("span", dots, class_="pips", aria_hidden="true"),
              class_=f"six {color}", role="img", aria_label=label)


def race(game: Game, fmt: Fmt) -> str:
    target = game.rules.target(game.settings) or 0
    rows = []
    for group in game.rules.score_groups(game):
        name = group.name
        points = game.table.totals[group.players[0]]
        shown = ("+" if points > 0 else "") + fmt(points)  # the game's points, signed: +2, −1, 0
        red, black = max(0, min(points, target)), max(0, min(-points, target))
        rows.append(el("div", text("span", name, class_="who") + text("span", f"{shown} game point{'s' * (abs(points) != 1)}", class_="amt"),
                       class_="line")
                    + el("div", six("red", red, target, f"red six: {red} of +{target}")
                         + six("black", black, target, f"black six: {black} of −{target}"), class_="sixes"))
    return (text("h2", "The sixes", id="race-h") + items("ul", rows, class_="race")
            + text("p", f"First side to +{target} wins; a side at −{target} loses.", class_="note"))


def in_play(game: Game, hand: PlayedHand, fmt: Fmt) -> str:
    assert isinstance(hand, TwentyNineHand)  # this game's board is given this game's hands
    auction = hand.auction
    if not auction.over:
        beat = f"{fmt(auction.high_bid)} by {auction.high_bidder}" if auction.high_bid is not None else "no bid yet"
        calls = [esc(f"{p}: {'pass' if a is None else fmt(a)}") for p, a in auction.calls]
        return (text("h2", "Auction", id="play-h")
                + facts([("Bid to beat", beat), ("To call", auction.to_call() or "—"),
                         ("Lowest bid now", auction.lowest_bid())], class_="facts")
                + (items("ol", calls, class_="calls", aria_label="Calls so far") if calls else ""))
    mine, other = hand.running_counts()
    target = hand.target()
    needed = game.rules.still_needed(game, hand)
    pairs: list[tuple[str, object]] = [
        ("Bidder", hand.bidder), ("Bid", hand.bid), ("Trump", hand.trump or "not named yet"),
        ("Royals", hand.royals or "not shown"), ("Target", target),
        ("Bidding side", game.rules.group_name(game, hand.bidder_side)), ("Tricks", f"{len(hand.tricks)} of 8"),
        ("Bidding side has", mine), ("Other side has", other),
        *([("Still needed", needed.text)] if needed is not None else []),
    ]
    tricks = [esc(f"Trick {i}: {t.winner} · {t.points}") for i, t in enumerate(hand.tricks, 1)]
    return (text("h2", "The hand in play", id="play-h") + facts(pairs, class_="facts")
            + (items("ol", list(reversed(tricks)), reversed=True, class_="tricks", aria_label="Tricks so far, latest first")
               if tricks else ""))
