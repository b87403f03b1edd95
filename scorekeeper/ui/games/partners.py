"""The new-game screen's lines for partners: who plays with whom, and the section of fixed partners opposite.

A game whose sides are fixed partners sitting opposite offers ``opposite_partners_sections`` as its
setup's ``sections``; a game with partners chosen otherwise shows the sides with ``sides_text``.
"""

from __future__ import annotations

from typing import Sequence

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules.seating import alternate_side

from .. import theme
from ..widgets import body, card, heading
from ..setup_context import Setup, SetupContext


def sides_text(seats: Sequence[str]) -> str:
    a, b = alternate_side(list(seats), seats[0]), alternate_side(list(seats), seats[1])
    return gettext("Partners: {a} against {b}").format(a=' + '.join(a), b=' + '.join(b))


class OppositePartnersSetup(Setup):
    """The new-game screen of a game of fixed partners sitting opposite: the partners' section; the game gives
    its words and data (``OppositePartnersSetup(first_to_act=..., record_labels=...)``)."""

    def sections(self, ctx: SetupContext) -> list[ft.Control]:
        return opposite_partners_sections(ctx)


class PartnersWhenFourSetup(Setup):
    """The new-game screen of a game where two or three play each for himself and four play as two sides,
    partners opposite: the partners' section shows once four are seated."""

    def sections(self, ctx: SetupContext) -> list[ft.Control]:
        return opposite_partners_sections(ctx) if len(ctx.seats) == 4 else []


def opposite_partners_sections(ctx: SetupContext) -> list[ft.Control]:
    """Fixed partners sitting opposite, and (once four are seated) who plays with whom."""
    lines: list[ft.Control] = [body(gettext("Fixed partners sitting opposite (seats 1 + 3 against 2 + 4)"), size=theme.SMALL)]
    if len(ctx.seats) == 4:
        lines.append(body(sides_text(ctx.seats), key="sides", weight=ft.FontWeight.W_600))
    return [card(heading(gettext("Partners"), size=20), *lines, key="partnership-section")]
