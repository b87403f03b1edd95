"""Spades' race: the shared two-part bars (a side may fall below zero, to −200, where it loses), with each
side's bags beside its score."""

from __future__ import annotations

from scorekeeper.i18n.translate import ngettext
from scorekeeper.rules import Game
from scorekeeper.rules.interface import ScoreGroup

from scorekeeper.ui.games.below_zero import BelowZeroBars


class SpadesBars(BelowZeroBars):
    """Both sides' two-part bars, each side's bags beside its score when bags are played."""

    def amount_text(self, game: Game, group: ScoreGroup, total: int, goal: int) -> str:
        from scorekeeper.games.spades.board import bags_now

        shown = super().amount_text(game, group, total, goal)
        if not game.settings["bag_limit"]:
            return shown
        held = bags_now(game)[group.players[0]]
        return ngettext("{score} · {count} bag", "{score} · {count} bags", held).format(score=shown, count=held)
