"""What every game's screens are built from, and how the app finds a game's screens (``panel_for(kind)``).

A game's screens live in its own package (``scorekeeper/games/<game>/ui/``, offered by the game
module's ``screens()``), whose ``__init__`` defines its panel class: the table panel
(``table.py``), the race display, the new-game settings (``setup.py``) and the
correction editors (``corrections.py``).  No shared UI code asks which game it
holds: it asks the panel, or the rules interface.

A table panel is built once per visit of the table screen and then brought in
step with the state by ``refresh_table`` (properties of the controls it keeps
change; nothing is rebuilt), so a tap sends the client a small patch and the
scroll position stays.
"""

from __future__ import annotations

from types import ModuleType
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Protocol, runtime_checkable

import flet as ft

from scorekeeper.rules import BidMade, Event, Game, Passed
from scorekeeper.rules.registry import rules_for
from scorekeeper.words import outcome_word
from scorekeeper.rules.bidding import BiddingHand
from scorekeeper.rules.interface import ScoreGroup

from .. import theme
from ..widgets import Keypad, Pool, big_button, body, card, fixed_lines, glued, grid, heading, score_bar

if TYPE_CHECKING:
    from ..app import App
    from ..corrections import GameCorrections
    from ..state import AppState, Draft
    from .setup_context import GameSetup


QUICK_BIDS = 6  # one-tap amounts offered in an auction


@dataclass
class TableMemory:
    """What the table remembers for as long as the game is open (a visit to the scoreboard keeps it)."""

    result_seen: int | None = None  # the hand whose result the table moved on from
    totals_only: bool = False  # the hand is being entered as totals, not trick by trick


@dataclass
class TableContext:
    """What a table panel works with: the app (state, service, messages) and what the table remembers."""

    app: App

    @property
    def memory(self) -> TableMemory:
        memory = self.app.state.panel_memory.get("table")
        if not isinstance(memory, TableMemory):
            memory = TableMemory()
            self.app.state.panel_memory["table"] = memory
        return memory

    @property
    def result_seen(self) -> int | None:
        return self.memory.result_seen

    @result_seen.setter
    def result_seen(self, number: int | None) -> None:
        self.memory.result_seen = number

    @property
    def totals_only(self) -> bool:
        return self.memory.totals_only

    @totals_only.setter
    def totals_only(self, on: bool) -> None:
        self.memory.totals_only = on

    def enter_totals_only(self, on: bool) -> Callable[[ft.ControlEvent], None]:
        """A button's handler that switches the hand to totals only (or back to trick by trick)."""
        def switch(e: ft.ControlEvent) -> None:
            self.totals_only = on
            self.changed()

        return switch

    @property
    def state(self) -> AppState:
        return self.app.state

    @property
    def game(self) -> Game:
        game = self.app.state.game
        assert game is not None
        return game

    @property
    def draft(self) -> Draft:
        return self.app.state.draft

    @property
    def fmt(self) -> Callable[[int], str]:
        return self.game.rules.format_amount(self.game.settings)

    def act(self, event: Event, *, takes_draft: bool = False) -> bool:
        """Play ``event`` (refused: the banner says why, nothing changes); the draft stays unless the event is
        what it was tapped for (``takes_draft``: the trick)."""
        return self.app.state.act(event, takes_draft=takes_draft)

    def changed(self) -> None:
        """Something on this screen changed (a card tapped): keep the draft, update what shows."""
        self.app.show_error(None)
        self.app.refresh()

    def unseen_result(self) -> Any | None:
        """The hand just finished, while its result is still to be shown (or the game is over)."""
        table = self.game.table
        last = table.hands[-1] if table.hands else None
        if last is None:
            return None
        current = table.current
        if current is None or (self.result_seen != last.number and not current.started):
            return last
        return None

    def side_name(self, players: Any) -> str:
        """A side's one name, in seating order (the same as in the race and on the scoreboard)."""
        return self.game.rules.group_name(self.game, players)

    def move_on(self, number: int) -> None:
        """On to the next hand: trick by trick again, the draft empty."""
        self.result_seen = number
        self.totals_only = False
        self.app.refresh()


@runtime_checkable
class Race(Protocol):
    """A race display that can follow the game in place."""

    def show(self, game: Game) -> None: ...


class GamePanel(Protocol):
    """What the UI asks of one game (one class per game, in ``ui/games/<game>/__init__.py``)."""

    new_game_settings: GameSetup  # the game's sections of the new-game screen (``setup.py``)
    correction_editors: GameCorrections  # the game's correction editors (``corrections.py``)

    def build_table(self, ctx: TableContext) -> ft.Control:
        """The table's entry panel for this game, built once per visit."""
        ...

    def refresh_table(self, ctx: TableContext) -> None:
        """Bring the panel in step with ``ctx.game`` by changing its controls' properties."""
        ...

    def race(self, game: Game) -> ft.Control:
        """The race to the target (score bars, Twenty-nine's sixes); the control has ``show(game)``."""
        ...

    def undone(self, ctx: TableContext, event: Event) -> str:
        """Undo took ``event`` back: give a trick back as the draft it was; say what it was, in words."""
        ...

    def take_back(self, ctx: TableContext) -> str | None:
        """Undo in the middle of an entry: take the last tapped card out of the draft and say which, in words
        ("$40,000 from trick 4"); None when nothing is tapped since the last stored entry."""
        ...


def panel_for(kind: str) -> GamePanel:
    """A fresh panel for game ``kind`` (one per table visit: it keeps the controls it built), from the game's
    own package (its ``screens()``)."""
    offered: Callable[[], ModuleType] | None = getattr(rules_for(kind), "screens", None)
    if offered is None:
        raise LookupError(f"the game {kind!r} has no screens for the app")
    panel: GamePanel = offered().Panel()
    return panel


# -- pieces every game's table uses --------------------------------------------------------------------------
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
            set_score_bar(bar, group.name, fmt(total) + (f" / {fmt(target)}" if target else ""), fraction,
                          key=f"total-{group.name}")
        self.bars.sync(rules.score_groups(game), fill)


def set_score_bar(bar: ft.Control, label: str, amount_text: str, fraction: float, key: str) -> None:
    """Change a ``score_bar`` in place."""
    assert isinstance(bar, ft.Column)
    row, progress = bar.controls
    assert isinstance(row, ft.Row) and isinstance(progress, ft.ProgressBar)
    name, amount = row.controls
    assert isinstance(name, ft.Text) and isinstance(amount, ft.Text)
    name.value, amount.value, amount.key = label, amount_text, key
    progress.value = max(0.0, min(1.0, fraction))


class ResultPart(ft.Column):
    """A finished hand: its word in large type (MADE / SET BACK / ...), the arithmetic, then on."""

    def __init__(self, ctx: TableContext, next_label: str = "Next hand",
                 extra: ft.Control | None = None) -> None:
        self.ctx = ctx
        self.winner = heading("", key="winner", color=theme.MADE)
        self.word = ft.Text("", key="result", size=44, weight=ft.FontWeight.BOLD)
        self.verdict = body("", key="verdict", weight=ft.FontWeight.W_600)
        self.lines = Pool(ft.Column(spacing=theme.GAP, tight=True), lambda i: body("", size=theme.SMALL))
        self.next = big_button(next_label, "next-hand", self._next, expand=True)
        scores = big_button("Scoreboard", "to-scores",
                            lambda e: ctx.app.go(f"/game/{ctx.state.game_id}/scores"), filled=False)
        self.number = 0
        # Next hand right under the verdict: on a phone's first screen, whatever the length of the arithmetic.
        parts: list[ft.Control] = [self.winner, self.word, self.verdict, ft.Row([self.next, scores]),
                                   card(self.lines.box, key="explain")]
        if extra is not None:
            parts.append(extra)
        super().__init__(parts, spacing=12, tight=True)

    def _next(self, e: ft.ControlEvent) -> None:
        self.ctx.move_on(self.number)

    def show(self, hand: Any, explain: list[str], word: str | None = None) -> None:
        """``hand``'s outcome in the rules' one word (``word`` may add to it), its arithmetic, the winner."""
        game = self.ctx.game
        table, outcome = game.table, game.rules.outcome(game, hand)
        self.number = hand.number
        winner = game.rules.winner_line(game)
        self.winner.visible = bool(winner)
        self.winner.value = f"Game won: {winner}" if winner else ""
        self.word.value, self.word.color = word or outcome_word(outcome), outcome_color(outcome.made)
        self.verdict.value = glued(hand.verdict())
        lines = [line for line in explain if line != hand.verdict()]

        def fill(text: ft.Control, line: str) -> None:
            assert isinstance(text, ft.Text)
            text.value = glued(line)
        self.lines.sync(lines, fill)
        self.next.visible = table.current is not None


class AuctionPart(ft.Column):
    """Whose call, the bid to beat, one tap per quick amount, Pass, and a keypad for any other amount.

    The keypad keeps what was typed across other taps and across a refusal;
    its Bid key is wide and filled and names the amount ("Bid $215,000").
    """

    def __init__(self, ctx: TableContext, *, unit: int, max_digits: int, other_label: str,
                 extra: Any | None = None, amounts: Callable[[Any], list[int]] | None = None) -> None:
        self.ctx, self.extra = ctx, extra
        self.amounts = amounts or (lambda hand: ctx.game.rules.quick_raises(hand, QUICK_BIDS))
        self.calls = body("", key="calls", size=theme.SMALL)
        self.to_call = heading("", key="to-call", size=24)
        self.to_beat = body("", key="to-beat")
        self.no_raise = body("", key="no-raise")
        self.bids = Pool(grid([]), lambda i: big_button("", f"bid-slot-{i}", self._bid))
        self.pass_button = big_button("Pass", "pass", self._pass, filled=False, expand=True)
        self.other = big_button(other_label, "bid-other", self._toggle_keypad, filled=False, expand=True)
        self.keypad = Keypad("bid-keypad", self._bid_typed, unit=unit, format_amount=ctx.fmt, done_label="Bid",
                             max_digits=max_digits)
        self.keypad_card = card(self.keypad)
        self.keypad_card.visible = False
        self.hand_number = 0
        # The call history and the bid to beat keep two lines each whatever they say, so the bids, Pass
        # and the keypad never creep down as the auction goes round.
        parts: list[ft.Control] = [fixed_lines(self.calls, 2), self.to_call, fixed_lines(self.to_beat, 2),
                                   self.bids.box, self.no_raise, ft.Row([self.pass_button, self.other]),
                                   self.keypad_card]
        if extra is not None:
            parts.append(extra)
        super().__init__(parts, spacing=12, tight=True)

    def refresh(self, hand: Any) -> None:
        fmt, auction = self.ctx.fmt, hand.auction
        if hand.number != self.hand_number:
            self.new_auction(hand.number)
        who = auction.to_call()
        self.calls.value = latest_calls([f"{p} {'pass' if a is None else fmt(a)}" for p, a in auction.calls])
        self.to_call.value = f"{who} to call"
        self.to_beat.value = (f"Bid to beat: {fmt(auction.high_bid)} ({auction.high_bidder})" if auction.high_bid
                              else f"Opening bid at least {fmt(auction.lowest_bid())} (up to {fmt(auction.rules.cap)})")
        amounts = self.amounts(hand)

        def fill(button: ft.Control, amount: int) -> None:
            assert isinstance(button, ft.Button)
            button.key, button.data = f"bid-{amount}", amount
            button.content, button.tooltip = fmt(amount), f"{who} bids {fmt(amount)}"
        self.bids.sync(amounts, fill)
        self.no_raise.visible = not amounts
        self.no_raise.value = f"No bid above {fmt(auction.rules.cap)} is possible"
        self.pass_button.disabled = not auction.may_pass(who)
        self.pass_button.tooltip = f"{who} passes"
        if self.extra is not None:
            self.extra.refresh(hand)

    def _who(self) -> str:
        hand = self.ctx.game.table.current
        assert isinstance(hand, BiddingHand)  # an auction's part: only a bidding hand is on it
        return str(hand.auction.to_call())

    def _bid(self, e: ft.ControlEvent) -> None:
        self.ctx.act(BidMade(self._who(), int(e.control.data)))

    def _bid_typed(self, amount: int) -> bool:
        done = self.ctx.act(BidMade(self._who(), amount))
        if done:
            self.keypad_card.visible = False
        return done

    def _pass(self, e: ft.ControlEvent) -> None:
        self.ctx.act(Passed(self._who()))

    def _toggle_keypad(self, e: ft.ControlEvent) -> None:
        self.keypad_card.visible = not self.keypad_card.visible

    def new_auction(self, number: int) -> None:
        """A new hand's auction starts with the keypad closed: an amount typed (and refused) in the last
        auction is nobody's bid now; if one was left, a notice says it went."""
        left = self.keypad.value() if self.keypad.digits else None
        self.hand_number = number
        self.keypad.clear()
        self.keypad_card.visible = False
        if left is not None and number > 1:
            self.ctx.state.say_notice(f"Cleared {self.ctx.fmt(left)}, typed in the last auction and not bid")


CALLS_SHOWN = 60  # about two lines of the call history on a phone: the latest calls, the older ones "…"


def latest_calls(calls: list[str]) -> str:
    """The call history, latest calls last; older calls that would not fit two lines are an ellipsis."""
    if not calls:
        return "No calls yet"
    shown: list[str] = []
    for call in reversed(calls):
        if shown and len(" · ".join([call, *shown])) > CALLS_SHOWN:
            return "… " + " · ".join(shown)
        shown.insert(0, call)
    return " · ".join(shown)


def outcome_color(made: bool | None) -> str | None:
    return None if made is None else (theme.MADE if made else theme.SET_BACK)


class Part(Protocol):
    """One phase's controls in a table panel (auction, trump, play...): built once, refreshed per hand."""

    visible: bool | None

    def refresh(self, hand: Any) -> None: ...


class PhasedTable(ft.Column):
    """A game's table panel: the result of the hand just finished, or the part of the current phase.

    Each part is built the first time its phase comes and kept for the visit;
    only the part of the phase in play is visible.
    """

    def __init__(self, ctx: TableContext, makers: dict[str, Callable[[TableContext], Any]],
                 result: ResultPart | None = None) -> None:
        self.ctx, self.makers = ctx, makers
        self.parts: dict[str, Part] = {}
        self.result = result or ResultPart(ctx)
        super().__init__([self.result], spacing=12, tight=True)

    def part(self, phase: str) -> Part:
        if phase not in self.parts:
            part = self.makers[phase](self.ctx)
            self.parts[phase] = part
            self.controls.append(part)
        return self.parts[phase]

    def show_result(self, hand: Any) -> None:
        self.result.show(hand, hand.explain())

    def refresh(self) -> None:
        finished = self.ctx.unseen_result()
        self.result.visible = finished is not None
        shown: Part | None = None
        if finished is not None:
            self.show_result(finished)
        else:
            hand = self.ctx.game.table.current
            assert hand is not None
            shown = self.part(hand.phase)
            shown.refresh(hand)
        for part in self.parts.values():
            part.visible = part is shown


class GameTable(Protocol):
    """A game's table panel: a control that brings itself in step with the open game."""

    def refresh(self) -> None: ...


class TablePanel:
    """What every game's panel does alike: its table built once per visit and refreshed in place.

    A game's ``Panel`` names its table class and adds its own ``undone`` (and ``race``
    where it draws the race its own way).
    """

    table_class: Callable[[TableContext], GameTable]
    table: GameTable

    def build_table(self, ctx: TableContext) -> ft.Control:
        self.table = self.table_class(ctx)
        self.table.refresh()
        assert isinstance(self.table, ft.Control)
        return self.table

    def refresh_table(self, ctx: TableContext) -> None:
        self.table.refresh()

    def race(self, game: Game) -> ft.Control:
        return ScoreBars(game)

    def take_back(self, ctx: TableContext) -> str | None:
        tap = ctx.draft.take_back()
        if tap is None:
            return None
        kind, value = tap
        return self.tap_words(ctx, kind, value)

    def tap_words(self, ctx: TableContext, kind: str, value: int | str) -> str:
        """A tapped card in words, for the note undo gives (a game names its own cards)."""
        return str(value)
