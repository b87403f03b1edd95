"""The race of a game in which a side may fall below 0, to a losing score: each bar has
two parts that meet at 0, marked: the way from 0 to the target fills as the score grows, the way below 0 fills
toward the losing score while the side is under it.  A screen reader hears the score and the target, and the
share of the target reached (0 at 0, not the 29 % a bar from the losing score would say).  The losing score is the game's
``losing_score(settings)``; without one, the bars go as low as the lowest score."""

from __future__ import annotations

from typing import Callable

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Game
from scorekeeper.rules.interface import ScoreGroup, points_text

from .. import theme
from .table_parts import ScoreBars

MARK_WIDTH = 2  # the 0 mark between the two parts of a bar


class BelowZeroBars(ScoreBars):
    """Every side's two-part bar (below 0, then 0 to the target), changed in place."""

    @staticmethod
    def _bar(index: int) -> ft.Control:
        color = theme.SIDE_COLORS[index % len(theme.SIDE_COLORS)]
        below = ft.ProgressBar(value=0.0, color=theme.SET_BACK, bar_height=10, border_radius=5, expand=1,
                               rotate=ft.Rotate(angle=3.141592653589793))  # it fills from 0 toward the left
        above = ft.ProgressBar(value=0.0, color=color, bar_height=10, border_radius=5, expand=1)
        mark = ft.Container(width=MARK_WIDTH, height=18, bgcolor=ft.Colors.ON_SURFACE)
        low, high = (ft.Text("", size=12, expand=1, text_align=align) for align in (ft.TextAlign.LEFT,
                                                                                     ft.TextAlign.RIGHT))
        zero = ft.Text("", size=12)  # its 0 in the table's digits, written with the rest of the scale
        return ft.Column([
            ft.Row([ft.Text("", size=theme.BODY, weight=ft.FontWeight.W_600, expand=True),
                    ft.Text("", size=theme.BODY, weight=ft.FontWeight.BOLD)]),
            ft.Row([ft.Semantics(content=below, exclude_semantics=True), mark, above], spacing=0,
                   vertical_alignment=ft.CrossAxisAlignment.CENTER),
            ft.Row([low, zero, high], spacing=0),
        ], spacing=2, tight=True)

    def show(self, game: Game) -> None:
        totals = game.table.totals
        goal = game.rules.target(game.settings) or max([1, *totals.values()])
        losing: Callable[..., int | None] | None = getattr(game.rules, "losing_score", None)
        lose_at = losing(game.settings) if losing is not None else None
        floor = min(0, lose_at if lose_at is not None else min(0, *totals.values()))

        def fill(bar: ft.Control, group: ScoreGroup) -> None:
            total = totals[group.players[0]]
            set_race_bar(bar, group.name, self.amount_text(game, group, total, goal), total, floor, goal,
                         key=f"total-{group.name}")
        self.bars.sync(game.rules.score_groups(game), fill)

    def amount_text(self, game: Game, group: ScoreGroup, total: int, goal: int) -> str:
        """What the bar says beside the side's name: its score of the target (a game may add to it)."""
        return f"{points_text(total)} / {points_text(goal)}"


def set_race_bar(bar: ft.Control, name: str, shown: str, total: int, floor: int, goal: int, key: str) -> None:
    """One side's bar in place: its parts sized as the way below 0 and the way to the target, each filled."""
    assert isinstance(bar, ft.Column)
    heading, bars, scale = (c for c in bar.controls)
    assert isinstance(heading, ft.Row) and isinstance(bars, ft.Row) and isinstance(scale, ft.Row)
    label, amount = heading.controls
    wrapper, _mark, above = bars.controls
    low, zero, high = scale.controls
    assert isinstance(label, ft.Text) and isinstance(amount, ft.Text) and isinstance(wrapper, ft.Semantics)
    assert isinstance(above, ft.ProgressBar) and isinstance(low, ft.Text) and isinstance(high, ft.Text)
    assert isinstance(zero, ft.Text)
    below = wrapper.content
    assert isinstance(below, ft.ProgressBar)
    label.value, amount.value, amount.key = name, shown, key
    depth = -floor  # the way below 0 (none where nobody can be under it)
    wrapper.visible = low.visible = depth > 0
    wrapper.expand, above.expand = max(1, depth), max(1, goal)
    low.expand, high.expand = max(1, depth), max(1, goal)
    below.value = min(1.0, max(0, -total) / depth) if depth > 0 else 0.0
    share = min(1.0, max(0, total) / goal) if goal > 0 else 0.0
    above.value = share
    low.value, zero.value, high.value = points_text(floor), points_text(0), points_text(goal)
    above.semantics_label = gettext("{side}: {score} points, target {target}").format(
        side=name, score=points_text(total), target=points_text(goal))
    above.semantics_value = round(100 * share)
