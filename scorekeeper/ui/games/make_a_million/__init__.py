"""Make-a-Million's UI: the table panel, the race bars, (setup and corrections: see their modules)."""

from __future__ import annotations

import flet as ft

from scorekeeper.rules import Event, Game
from scorekeeper.rules.seating import alternate_side

from .. import ScoreBars, TableContext
from .table import MillionTable, describe, give_back


def score_groups(game: Game) -> list[tuple[str, tuple[str, ...]]]:
    """Fixed partners share a score; otherwise every player scores alone."""
    if game.settings.get("partnership") == "fixed":
        sides = [alternate_side(game.players, game.players[0]), alternate_side(game.players, game.players[1])]
    else:
        sides = [[p] for p in game.players]
    return [("+".join(side), tuple(side)) for side in sides]


def target(game: Game) -> int | None:
    return int(game.settings["target"])


class Panel:
    """Make-a-Million behind the ``GamePanel`` interface."""

    table: MillionTable
    from . import corrections as correction_editors, setup as new_game_settings  # screens' parts

    def build_table(self, ctx: TableContext) -> ft.Control:
        self.table = MillionTable(ctx)
        self.table.refresh()
        return self.table

    def refresh_table(self, ctx: TableContext) -> None:
        self.table.refresh()

    def race(self, game: Game) -> ft.Control:
        return ScoreBars(game, score_groups, target)

    def undone(self, ctx: TableContext, event: Event) -> str:
        game = ctx.game
        hand = game.table.current or game.table.hands[-1]
        give_back(ctx, event)
        return describe(ctx, event, hand)
