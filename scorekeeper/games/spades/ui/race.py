"""Spades' race: each side's bar runs from the losing score (−200) to the target, so a side below zero
still shows where it stands, with its bags beside its score."""

from __future__ import annotations

import flet as ft

from scorekeeper.i18n.translate import ngettext
from scorekeeper.rules import Game
from scorekeeper.rules.settings import setting_int, setting_optional_int
from scorekeeper.rules.interface import ScoreGroup, points_text

from scorekeeper.ui.games import ScoreBars, set_score_bar


class SpadesBars(ScoreBars):
    """Both sides' bars as every game draws them, measured from the losing score; changed in place."""

    def show(self, game: Game) -> None:
        from scorekeeper.games.spades.board import bags_now

        s, totals = game.settings, game.table.totals
        goal = setting_int(s, "target")
        lose_at = setting_optional_int(s, "lose_at")
        floor = lose_at if lose_at is not None else min(0, *totals.values())
        bags = bags_now(game)

        def fill(bar: ft.Control, group: ScoreGroup) -> None:
            total = totals[group.players[0]]
            held = bags[group.players[0]]
            shown = f"{points_text(total)} / {points_text(goal)}"
            if s["bag_limit"]:
                shown = ngettext("{score} · {count} bag", "{score} · {count} bags", held).format(
                    score=shown, count=held)
            set_score_bar(bar, group.name, shown, (total - floor) / (goal - floor), key=f"total-{group.name}")
        self.bars.sync(game.rules.score_groups(game), fill)
