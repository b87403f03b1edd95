"""The board's race of a game kept with the two sixes (+target wins, −target loses), for every game scored so.

Each side's red six and black six, pips showing its game points; a game's board section offers it as
its ``race``.  It reads only the game's two sides (``score_groups``) and its ``target``.
"""

from __future__ import annotations

from typing import Callable

from scorekeeper.i18n.shown import figures, number
from scorekeeper.i18n.translate import Counted
from scorekeeper.markup import el, items, text
from scorekeeper.rules import Game
from scorekeeper.words import _

GAME_POINTS = Counted("{points} game point", "{points} game points")
RED_SIX, BLACK_SIX = _("red six: {count} of +{target}"), _("black six: {count} of −{target}")
THE_SIXES, FIRST_TO = _("The sixes"), _("First side to +{target} wins; a side at −{target} loses.")


def six(color: str, lit: int, pips: int, label: str) -> str:
    """One six of the pack with ``lit`` of its pips showing, as the table keeps the score."""
    dots = "".join(el("span", "", class_="pip on" if i < lit else "pip") for i in range(pips))
    return el("span", el("span", figures("6"), class_="six-face", aria_hidden="true") + el("span", dots, class_="pips", aria_hidden="true"),
              class_=f"six {color}", role="img", aria_label=label)


def race(game: Game, fmt: Callable[[int], str]) -> str:
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
