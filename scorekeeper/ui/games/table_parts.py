"""The parts every game's table shows alike: the race as score bars, a finished hand's result, its contract.

Each is built once per visit and changed in place (``show``), so a tap sends a small patch.
"""

from __future__ import annotations


import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.words import N_
from scorekeeper.rules import Game
from scorekeeper.rules.bidding import BiddingHand
from scorekeeper.rules.interface import PlayedHand, ScoreGroup
from scorekeeper.words import outcome_word

from .. import theme
from ..shown_parts import PartWhenShown as PartWhenShown  # its home before Settings used it too: kept for imports of it here
from ..widgets import Pool, big_button, body, card, glued, heading, score_bar
from ..again import play_again_button
from ..table_context import TableContext


class ScoreBars(ft.Column):
    """Each side's (or player's) score against the target, as progress bars, updated in place.

    The sides and their names come from the rules (``score_groups``): one
    name per side, in seating order, the same everywhere.
    """

    def __init__(self, game: Game) -> None:
        self.bars = Pool(ft.Column(spacing=6, tight=True), self._bar)
        super().__init__([self.bars.box], spacing=6, tight=True, key="race")
        self.show(game)

    @staticmethod
    def _bar(index: int) -> ft.Control:
        return score_bar("", "", 0.0, theme.SIDE_COLORS[index % len(theme.SIDE_COLORS)], key=f"total-{index}")

    def show(self, game: Game) -> None:
        rules = game.rules
        fmt, target, totals = rules.format_amount(game.settings), rules.target(game.settings), game.table.totals
        top = max([1, *[abs(v) for v in totals.values()]])

        def fill(bar: ft.Control, group: ScoreGroup) -> None:
            total = totals[group.players[0]]
            fraction = total / target if target else total / top
            # heard in words, as the below-zero bars are: the bar alone says only its share
            spoken = gettext("{side}: {score} points, target {target}").format(
                side=group.name, score=fmt(total), target=fmt(target)) if target else None
            set_score_bar(bar, group.name, fmt(total) + (f" / {fmt(target)}" if target else ""), fraction,
                          key=f"total-{group.name}", spoken=spoken)
        self.bars.sync(rules.score_groups(game), fill)


def set_score_bar(bar: ft.Control, label: str, amount_text: str, fraction: float, key: str,
                  spoken: str | None = None) -> None:
    """Change a ``score_bar`` in place; ``spoken``, where given, is what a screen reader says of its bar."""
    assert isinstance(bar, ft.Column)
    row, progress = bar.controls
    assert isinstance(row, ft.Row) and isinstance(progress, ft.ProgressBar)
    name, amount = row.controls
    assert isinstance(name, ft.Text) and isinstance(amount, ft.Text)
    name.value, amount.value, amount.key = label, amount_text, key
    progress.value = max(0.0, min(1.0, fraction))
    if spoken is not None:
        progress.semantics_label = spoken


# The button on to the next hand, in the word the game calls one (its setup's HAND_WORD); "Hand"'s where it has none
NEXT_HAND = {"Hand": N_("Next hand"), "Deal": N_("Next deal")}


class ResultPart(ft.Column):
    """A finished hand: its word in large type (MADE / SET BACK / ...), the arithmetic, then on: the next hand,
    or after the game's last hand, Play again."""

    def __init__(self, ctx: TableContext, next_label: str = NEXT_HAND["Hand"],
                 extra: ft.Control | None = None) -> None:
        self.ctx, self.next_label, self.extra = ctx, next_label, extra
        self.number = 0
        super().__init__([], spacing=12, tight=True)  # its lines are made at the first result shown (``show``)

    def _build(self) -> None:
        """The result's lines, made when a hand's result is first shown: a table visited mid-hand (the usual
        visit) never sends them (11 controls, the standings' besides where a game adds them)."""
        ctx = self.ctx
        self.winner = heading("", key="winner", color=theme.MADE)
        self.word = ft.Text("", key="result", size=44, weight=ft.FontWeight.BOLD)
        self.verdict = body("", key="verdict", weight=ft.FontWeight.W_600)
        self.lines = Pool(ft.Column(spacing=theme.GAP, tight=True), lambda i: body("", size=theme.SMALL))
        self.next = big_button(gettext(self.next_label), "next-hand", self._next, expand=True)
        self.again = play_again_button(ctx.app)
        scores = big_button(gettext("Scoreboard"), "to-scores",
                            lambda e: ctx.app.go(f"/game/{ctx.state.game_id}/scores"), filled=False)
        # Next hand right under the verdict: on a phone's first screen, whatever the length of the arithmetic.
        parts: list[ft.Control] = [self.winner, self.word, self.verdict, ft.Row([self.next, self.again, scores]),
                                   card(self.lines.box, key="explain")]
        if self.extra is not None:
            parts.append(self.extra)
        self.controls = parts

    def _next(self, e: ft.ControlEvent) -> None:
        self.ctx.move_on(self.number)

    def show(self, hand: PlayedHand, explain: list[str], word: str | None = None) -> None:
        """``hand``'s outcome in the rules' one word (``word`` may add to it), its arithmetic, the winner."""
        game = self.ctx.game
        table, outcome = game.table, game.rules.outcome(game, hand)
        if not self.controls:
            self._build()
        self.number = hand.number
        winner = game.rules.winner_line(game)
        self.winner.visible = bool(winner)
        self.winner.value = gettext("Game won: {winner}").format(winner=winner) if winner else ""
        self.word.value, self.word.color = word or outcome_word(outcome), outcome_color(outcome.made)
        self.verdict.value = glued(hand.verdict())
        lines = [line for line in explain if line != hand.verdict()]

        def fill(text: ft.Control, line: str) -> None:
            assert isinstance(text, ft.Text)
            text.value = glued(line)
        self.lines.sync(lines, fill)
        self.next.visible = table.current is not None
        self.again.visible = table.current is None  # the game is over: the same table plays again at once


def outcome_color(made: bool | None) -> str | None:
    return None if made is None else (theme.MADE if made else theme.SET_BACK)


def bid_contract(game: Game, hand: BiddingHand) -> str:
    """Who bid what and the trump (its word as the game's trump buttons say it), or that everyone passed."""
    if hand.bidder is None or hand.bid is None:
        return gettext("Everyone passed")
    trump, bid = hand.trump, game.rules.format_amount(game.settings)(hand.bid)
    if trump is None:
        return gettext("{bidder} bid {bid}").format(bidder=hand.bidder, bid=bid)
    if trump == "none":
        return gettext("{bidder} bid {bid}, no trump").format(bidder=hand.bidder, bid=bid)
    return gettext("{bidder} bid {bid}, {trump} trumps").format(
        bidder=hand.bidder, bid=bid, trump=trump_word(game, trump))


def trump_word(game: Game, trump: str) -> str:
    """A trump as a sentence says it: the game's trump button's word ("पान", "লাল"), or, where that is
    only the stored key capitalized ("Red" for "red"), the key as it was ("red trumps", not "Red trumps")."""
    label = next((c.label for c in game.rules.trump_choices(game.settings) if c.key == trump), trump)
    return trump if label.lower() == trump.lower() else label


def contract_of(game: Game, hand: PlayedHand) -> str:
    """A hand's contract line where the game says nothing of its own: the bid, or nothing without an auction."""
    return bid_contract(game, hand) if isinstance(hand, BiddingHand) else ""
