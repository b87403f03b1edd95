"""Seven Up at the table: the turn-up and the beg (a tap each, stand needing none), then four taps: who took
High, Low, Jack and Game.  Every figure comes from the rules core; built once per visit, changed in place."""

from __future__ import annotations

import flet as ft

from scorekeeper.games.seven_up import Begged, JackTurned, PointNobody, PointTaken, SevenUpHand, words
from scorekeeper.games.seven_up.settings import BEGS, FIRST, NEW
from scorekeeper.i18n.translate import gettext
from scorekeeper.ui import theme
from scorekeeper.ui.games import TableContext
from scorekeeper.ui.games.four_points import PointButtons
from scorekeeper.ui.games.misdeal import MisdealPart
from scorekeeper.ui.games.picker import TrumpPicker
from scorekeeper.ui.widgets import big_button, body, fixed_lines, heading, tapped


class PlayPart(ft.Column):
    """Before play (a jack turned, stand / gift / run, a new jack), then the point asked and a button per player."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.contract = body("", key="contract", size=theme.SMALL)
        self.jack = big_button(str(words.JACK_BUTTON[FIRST]), "jack-turned", self._jack, filled=False, data=FIRST)
        self.new_jack = big_button(str(words.JACK_BUTTON[NEW]), "new-jack-turned", self._jack, filled=False, data=NEW)
        self.begs = {b: big_button(str(words.BEG_WORDS[b]), f"beg-{b}", tapped(self._beg, b), filled=False) for b in BEGS}
        self.before = ft.Row([self.jack, *self.begs.values(), self.new_jack], wrap=True, spacing=theme.GAP)
        self.question = heading("", key="point-question", size=24)
        self.points = PointButtons(ctx, words, PointTaken, PointNobody)
        self.trump = TrumpPicker(ctx)  # optional: the record keeps it
        self.misdeal = MisdealPart(ctx)
        help_line = body(gettext("High and Low go to who was dealt them; Jack to who won it; Game to the most pips "
                                 "(10 = 10, A 4, K 3, Q 2, J 1)."), size=theme.SMALL)
        super().__init__([self.contract, self.before, self.question, self.points.row,
                          fixed_lines(self.points.taken, 2), ft.Row([self.trump, self.misdeal], wrap=True), help_line],
                         spacing=10, tight=True)

    def refresh(self, hand: SevenUpHand) -> None:
        point = hand.next_point() or "game"
        open_ = not hand.points and hand.trump is None  # the turn-up and the beg come before trump and the points
        said = hand.before_lines()
        self.contract.value = " · ".join(said) if said else gettext(
            "{dealer} deals; {eldest} stands or begs (nothing to tap when he stands)").format(
            dealer=hand.dealer, eldest=hand.eldest)
        self.jack.visible = open_ and hand.beg is None and FIRST not in hand.jacks
        for button in self.begs.values():
            button.visible = open_ and hand.beg is None
        self.new_jack.visible = open_ and hand.beg == "run" and NEW not in hand.jacks
        self.trump.offer(hand.trump is None and not hand.points)
        self.misdeal.refresh(hand)
        self.question.value = str(words.POINT_QUESTIONS[point])
        self.points.refresh(hand.next_point(), hand.points)  # the rules grey players: the turned-up jack is nobody's

    def _jack(self, e: ft.ControlEvent) -> None:
        self.ctx.act(JackTurned(str(e.control.data)))

    def _beg(self, answer: str) -> None:
        self.ctx.act(Begged(answer))
