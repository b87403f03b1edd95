"""The race of a game to +6 / −6 game points drawn the way the table keeps it: each side's red six and black
six, pips showing its game points (the South Asian games of the Jack-Nine family keep score so: +target wins,
−target loses).

The game offers two sides (``score_groups``) and a ``target`` setting; nothing else of it is read.
"""

from __future__ import annotations


import flet as ft

from scorekeeper.i18n.shown import figures
from scorekeeper.rules.settings import setting_int
from scorekeeper.rules.interface import points_text
from scorekeeper.i18n.translate import gettext, ngettext
from scorekeeper.rules import Game

from .. import theme


RED_SIX = ft.Colors.RED_700
BLACK_SIX = ft.Colors.GREY_900


# -- the race to +6 / −6: a red six and a black six per side ----------------------------------------------
class SixCard(ft.Container):
    """One six of the pack: ``lit`` of its pips showing (the others covered by the other six)."""

    def __init__(self, color: str, pips: int, key: str) -> None:
        self.color = color
        self.pips = [ft.Container(width=11, height=11, border_radius=6) for _ in range(pips)]
        rows = [ft.Row(list[ft.Control](self.pips[r:r + 2]), spacing=8, alignment=ft.MainAxisAlignment.CENTER)
                for r in range(0, pips, 2)]
        super().__init__(
            content=ft.Column([ft.Text(figures("6"), size=13, color=color, weight=ft.FontWeight.BOLD), *rows],
                              spacing=5, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER),
            width=48, padding=ft.Padding.only(left=4, right=4, top=2, bottom=8), border_radius=6,
            bgcolor=ft.Colors.WHITE, key=key)

    def show(self, lit: int, tooltip: str) -> None:
        faded = ft.Colors.with_opacity(0.15, self.color)
        for i, pip in enumerate(self.pips):
            pip.bgcolor = self.color if i < lit else faded
        self.border = ft.Border.all(2 if lit else 1, self.color if lit else ft.Colors.GREY_400)
        self.tooltip = tooltip


class Sixes(ft.Container):
    """Each side's game points as the red six (plus) and the black six (minus), updated in place."""

    def __init__(self, game: Game) -> None:
        target = setting_int(game.settings, "target")
        self.rows: list[tuple[list[str], ft.Text, SixCard, SixCard]] = []
        lines: list[ft.Control] = []
        for group in game.rules.score_groups(game):
            side, name = list(group.players), group.name
            points = ft.Text("", key=f"sixes-{name}", size=theme.SMALL, weight=ft.FontWeight.BOLD)
            red, black = SixCard(RED_SIX, target, f"red-six-{name}"), SixCard(BLACK_SIX, target, f"black-six-{name}")
            self.rows.append((side, points, red, black))
            lines.append(ft.Row([
                ft.Column([ft.Text(name, size=theme.BODY, weight=ft.FontWeight.W_600), points], spacing=2,
                          tight=True, expand=True),
                red, black,
            ], spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER))
        # The rule of the race is the display's tooltip: a line less above the table's entry on a phone.
        super().__init__(content=ft.Column(lines, spacing=8, tight=True), key="sixes", padding=10,
                         border_radius=12, bgcolor=ft.Colors.with_opacity(0.06, ft.Colors.ON_SURFACE),
                         tooltip=gettext("First side to +{target} wins; a side at −{target} loses.").format(
                             target=target))
        self.show(game)

    def show(self, game: Game) -> None:
        target = setting_int(game.settings, "target")
        for side, text, red, black in self.rows:
            name, points = game.rules.group_name(game, side), game.table.totals[side[0]]
            lit_red, lit_black = max(0, min(points, target)), max(0, min(-points, target))
            shown = ("+" if points > 0 else "") + points_text(points)  # −1 with the money minus, in the table's digits
            text.value = ngettext("{points} game point", "{points} game points", abs(points)).format(points=shown)
            text.color = theme.MADE if points > 0 else None  # a gain is good news, never red
            red.show(lit_red, gettext("{name}: {lit_red} of +{target}").format(
                name=name, lit_red=lit_red, target=target))
            black.show(lit_black, gettext("{name}: {lit_black} of −{target}").format(
                name=name, lit_black=lit_black, target=target))
