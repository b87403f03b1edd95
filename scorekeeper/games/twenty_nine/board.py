"""Twenty-nine on the board: the two sixes (the race to +6 / −6) and the hand in play."""

from __future__ import annotations

from typing import Callable

from scorekeeper.i18n.shown import figures, number
from scorekeeper.i18n.translate import Counted
from scorekeeper.markup import el, esc, facts, items, text
from scorekeeper.board.view import auction_section
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import _
from .hand import TwentyNineHand

from .words import suit_word

Fmt = Callable[[int], str]

GAME_POINTS = Counted("{points} game point", "{points} game points")
RED_SIX, BLACK_SIX = _("red six: {count} of +{target}"), _("black six: {count} of −{target}")
THE_SIXES, FIRST_TO = _("The sixes"), _("First side to +{target} wins; a side at −{target} loses.")
BIDDER, BID, TRUMP, NOT_NAMED = _("Bidder"), _("Bid"), _("Trump"), _("not named yet")
ROYALS, NOT_SHOWN, TARGET, BIDDING_SIDE = _("Royals"), _("not shown"), _("Target"), _("Bidding side")
TRICKS, OF = _("Tricks"), _("{count} of {total}")
BIDDING_HAS, OTHERS_HAVE, STILL_NEEDED = _("Bidding side has"), _("Other side has"), _("Still needed")
TRICK_POINTS, IN_PLAY = _("Trick {trick}: {winner} · {points}"), _("The hand in play")
TRICKS_SO_FAR = _("Tricks so far, latest first")


def six(color: str, lit: int, pips: int, label: str) -> str:
    """One six of the pack with ``lit`` of its pips showing, as the table keeps the score."""
    dots = "".join(el("span", "", class_="pip on" if i < lit else "pip") for i in range(pips))
    return el("span", el("span", figures("6"), class_="six-face", aria_hidden="true") + el("span", dots, class_="pips", aria_hidden="true"),
              class_=f"six {color}", role="img", aria_label=label)


def race(game: Game, fmt: Fmt) -> str:
    target = game.rules.target(game.settings) or 0
    rows = []
    for group in game.rules.score_groups(game):
        name = group.name
        points = game.table.totals[group.players[0]]
        shown = ("+" if points > 0 else "") + fmt(points)  # the game's points, signed: +2, −1, 0
        red, black = max(0, min(points, target)), max(0, min(-points, target))
        rows.append(el("div", text("span", name, class_="who")
                       + text("span", GAME_POINTS.of(abs(points)).format(points=shown), class_="amt"), class_="line")
                    + el("div", six("red", red, target, RED_SIX.format(count=number(red), target=number(target)))
                         + six("black", black, target, BLACK_SIX.format(count=number(black), target=number(target))),
                         class_="sixes"))
    return (text("h2", str(THE_SIXES), id="race-h") + items("ul", rows, class_="race")
            + text("p", FIRST_TO.format(target=number(target)), class_="note"))


def in_play(game: Game, hand: PlayedHand, fmt: Fmt) -> str:
    assert isinstance(hand, TwentyNineHand)  # this game's board is given this game's hands
    auction = hand.auction
    if not auction.over:
        return auction_section(auction, fmt)
    mine, other = hand.running_counts()
    target = hand.target()
    needed = game.rules.still_needed(game, hand)
    pairs: list[tuple[str, object]] = [
        (str(BIDDER), hand.bidder), (str(BID), fmt(hand.bid or 0)),
        (str(TRUMP), suit_word(hand.trump) if hand.trump else str(NOT_NAMED)),
        (str(ROYALS), hand.royals or str(NOT_SHOWN)), (str(TARGET), fmt(target)),
        (str(BIDDING_SIDE), game.rules.group_name(game, hand.bidder_side)),
        (str(TRICKS), OF.format(count=number(len(hand.tricks)), total=number(8))),
        (str(BIDDING_HAS), fmt(mine)), (str(OTHERS_HAVE), fmt(other)),
        *([(str(STILL_NEEDED), needed.text)] if needed is not None else []),
    ]
    tricks = [esc(TRICK_POINTS.format(trick=number(i), winner=t.winner, points=fmt(t.points)))
              for i, t in enumerate(hand.tricks, 1)]
    return (text("h2", str(IN_PLAY), id="play-h") + facts(pairs, class_="facts")
            + (items("ol", list(reversed(tricks)), reversed=True, class_="tricks", aria_label=str(TRICKS_SO_FAR))
               if tricks else ""))
