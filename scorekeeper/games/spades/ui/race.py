"""Spades' race: each side's bar runs from the losing score (−200) to the target, so a side below zero
still shows where it stands, with its bags beside its score."""

from __future__ import annotations

import flet as ft

from scorekeeper.rules import Game

from scorekeeper.ui import theme
from scorekeeper.ui.widgets import Pool, score_bar
from scorekeeper.ui.games import set_score_bar


class SpadesBars(ft.Column):
    """Both sides' bars, changed in place after every hand."""

    def __init__(self, game: Game) -> None:
        self.bars = Pool(ft.Column(spacing=6, tight=True), self._bar)
        super().__init__([self.bars.box], spacing=6, tight=True, key="race")
        self.show(game)

    @staticmethod
    def _bar(index: int) -> ft.Control:
        return score_bar("", "", 0.0, theme.SIDE_COLORS[index % len(theme.SIDE_COLORS)], key=f"total-{index}")

    def show(self, game: Game) -> None:
        from scorekeeper.games.spades.board import bags_now

        s, totals = game.settings, game.table.totals
        goal = int(s["target"])
        floor = s["lose_at"] if s["lose_at"] is not None else min(0, *totals.values())
        bags = bags_now(game)

        def fill(bar: ft.Control, group: object) -> None:
            players, name = getattr(group, "players"), getattr(group, "name")
            total = totals[players[0]]
            shown = f"{total} / {goal}".replace("-", "−")
            if s["bag_limit"]:
                shown += f" · {bags[players[0]]} bags"
            set_score_bar(bar, name, shown, (total - floor) / (goal - floor), key=f"total-{name}")
        self.bars.sync(game.rules.score_groups(game), fill)
