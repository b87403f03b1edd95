"""The table screen: the same frame for every game, the game's own panel inside.

The frame shows which hand, who deals, who acts now, the scores against the
target, the message banner, and undo / scoreboard in the app bar.  The panel
comes from the game's UI package (``games.panel_for``).  Everything is built
once per visit; ``refresh`` changes what changed, so a tap sends a small patch
and the scroll position stays where the player's thumb left it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.translate import N_, gettext

from .games import GamePanel, Race, TableContext, panel_for
from .shown_parts import PartWhenShown
from . import theme
from .common import game_setup, in_hand_word, show_board_button
from .undoing import redo_last, refresh_undo_redo, undo_last
from .widgets import LINE_HEIGHT, MessageBanner, body, fixed_lines, heading, icon_button, title_lines

if TYPE_CHECKING:
    from .shell import Shell


NEXT_WHO = {"Hand": N_("Next: hand {number}, {dealer} deals"), "Deal": N_("Next: deal {number}, {dealer} deals")}
SLOT_LINES = 3  # a refusal at 412 px ("hand 1, call 1: Ann bid $1,000 but bids go in steps of...") takes three


def message_slot(banner: MessageBanner, prompt: ft.Text) -> ft.Control:
    """The prompt's lines under the hand's heading, where the banner says a refusal or a note in its place
    (the prompt repeats what the panel's own heading asks): the heading "Hand 7 · Bob deals" and the race stay
    readable, and the card keeps its height whatever the banner says, so nothing under the finger moves (a
    message longer than ``SLOT_LINES`` lines ends with an ellipsis)."""
    banner.padding = ft.Padding.symmetric(horizontal=8, vertical=0)
    for text in (banner.error_text, banner.notice_text):
        text.size = theme.SMALL
        text.max_lines, text.overflow = SLOT_LINES, ft.TextOverflow.ELLIPSIS
        text.style = ft.TextStyle(height=LINE_HEIGHT)  # the prompt's line height: three lines fit its three
    banner.icon.size = theme.SMALL + 3
    return ft.Stack([prompt, banner], key="message-slot")  # both in flow: the prompt's fixed lines set the height


class StatusCard(ft.Container):
    """Which hand, who deals, what the table does now, the race to the target, and the banner's place.

    With more than two sides (3 to 8 players each scoring alone) the race is
    one compact line, "A $340,000 · Z $120,000 · ...", that opens into the full
    display on a tap: the next entry's controls stay on a phone's first screen.
    """

    def __init__(self, ctx: TableContext, panel: GamePanel) -> None:
        self.ctx = ctx
        game = ctx.game
        self.title = heading("", key="hand-title", size=22)
        # The slot's lines whatever it says (a Bengali prompt, the game's result, a refusal in its place): never
        # cut short, and a message that needs one line more moves nothing below it.
        self.prompt = fixed_lines(body("", key="prompt", size=theme.SMALL, weight=ft.FontWeight.W_600), SLOT_LINES)
        self.panel = panel
        self.collapsible = len(game.rules.score_groups(game)) > 2
        # Behind the expander (more than two sides) the race is made at its first opening, not with the table
        self.race: ft.Control | None = None if self.collapsible else panel.race(game)
        self.line = body("", key="scores-line", size=theme.SMALL, weight=ft.FontWeight.W_600, expand=True)
        self.expander = icon_button(ft.Icons.EXPAND_MORE, "scores-expand", gettext("Show the race to the target"),
                                  self._toggle)
        # One line for the scores whatever they say (the rest behind the expander): a total growing by a digit
        # moves nothing below, and eight players' seats stay on the first screen.
        self.line.max_lines, self.line.overflow = 1, ft.TextOverflow.ELLIPSIS
        self.expander.height = 48  # Material's smallest touch target: the line beside it sets the row's height
        self.summary = ft.Row([self.line, self.expander],
                              vertical_alignment=ft.CrossAxisAlignment.CENTER, visible=self.collapsible)
        self.column = ft.Column([self.title, message_slot(ctx.app.banner, self.prompt), self.summary,
                                 *([self.race] if self.race is not None else [])], spacing=4, tight=True)
        # the race behind the expander: made at its first opening, in step with the game then, at the card's end
        self.opened_race = PartWhenShown(self.column, lambda: self.panel.race(self.ctx.game))
        super().__init__(content=self.column,
                         padding=12, border_radius=12, key="status",
                         bgcolor=ft.Colors.with_opacity(0.06, ft.Colors.ON_SURFACE))

    @property
    def hand_word(self) -> str:
        """What the game calls a hand ("Hand", or "Deal"), in the language shown now."""
        return gettext(game_setup(self.ctx.game.kind).HAND_WORD)

    def _toggle(self, e: ft.ControlEvent) -> None:
        self.opened_race.show(not self.opened_race.shown)
        self.race = self.opened_race.part  # (refreshed with the card from now on, shown or not, as before)
        opened = self.opened_race.shown
        self.expander.icon = ft.Icon(ft.Icons.EXPAND_LESS if opened else ft.Icons.EXPAND_MORE,
                                   semantics_label=gettext("Hide the race") if opened else gettext("Show the race to the target"))
        self.expander.tooltip = gettext("Hide the race") if opened else gettext("Show the race to the target")

    def refresh(self) -> None:
        game = self.ctx.game
        table = game.table
        hand = table.current
        finished = self.ctx.unseen_result()
        if hand is None:
            self.title.value, self.prompt.value = gettext("Game over"), table.result
        elif finished is not None:
            self.title.value = gettext("{word} {number} · result").format(word=self.hand_word, number=finished.number)
            self.prompt.value = in_hand_word(game.kind, NEXT_WHO).format(
                number=hand.number, dealer=hand.dealer)
        else:  # the game's own word for a hand ("Deal 3" where the game deals), as its scoreboard says it
            self.title.value, self.prompt.value = gettext("{word} {number} · {dealer} deals").format(
                word=self.hand_word, number=hand.number, dealer=hand.dealer), table.prompt()
        self.prompt.opacity = 0 if self.ctx.app.banner.visible else 1  # the banner says its message in its place
        if self.collapsible:
            fmt = game.rules.format_amount(game.settings)
            self.line.value = " · ".join(f"{g.name} {fmt(table.totals[g.players[0]])}"
                                         for g in game.rules.score_groups(game))
        if isinstance(self.race, Race):
            self.race.show(game)


class TableScreen:
    """``/game/ID``: where a game is played, one tap per fact."""

    def __init__(self, app: Shell, game_id: str) -> None:
        self.app = app
        app.ensure_game(game_id)
        self.ctx = TableContext(app)
        game = self.ctx.game
        self.panel = panel_for(game.kind)
        self.status = StatusCard(self.ctx, self.panel)
        self.undo_button = icon_button(ft.Icons.UNDO, "undo", gettext("Undo the last entry"), self.undo)
        self.redo_button = icon_button(ft.Icons.REDO, "redo", gettext("Redo: bring back what Undo took"), self.redo)
        self.scores_button = icon_button(ft.Icons.LEADERBOARD, "scores", gettext("Scoreboard and history"),
                                         lambda e: app.go(f"/game/{game_id}/scores"))
        self.view = ft.View(
            route=f"/game/{game_id}",
            appbar=ft.AppBar(title=title_lines(gettext(game.rules.TITLE)),
                             title_spacing=0, actions=[self.undo_button, self.redo_button, show_board_button(app, game_id),
                                                       self.scores_button]),
            controls=[self.status, self.panel.build_table(self.ctx)],
            scroll=ft.ScrollMode.AUTO, padding=12, spacing=12,
        )
        self.entering: tuple[object, ...] | None = None
        self.refresh()

    def refresh(self) -> None:
        self.status.refresh()
        refresh_undo_redo(self.app, self.undo_button, self.redo_button)
        self.panel.refresh_table(self.ctx)
        self.show_next_entry()

    def what_is_entered(self) -> tuple[object, ...]:
        """What the next tap enters: a result to read, a phase of a hand, a correction, the sides."""
        game, finished = self.ctx.game, self.ctx.unseen_result()
        hand = game.table.current
        if finished is not None or hand is None:
            return ("result", finished.number if finished is not None else None)
        return (hand.number, hand.phase, self.ctx.draft.editing, tuple(getattr(hand, "bidder_side", ())))

    def show_next_entry(self) -> None:
        """When what is entered changes (a reveal, a correction opened or saved, a result), the screen goes
        to its top: the next entry's controls (or the result's verdict) are there, on the first screen."""
        entering = self.what_is_entered()
        if entering == self.entering:
            return
        first = self.entering is None
        self.entering = entering
        if not first:  # a fresh visit starts at the top anyway
            self.app.page.run_task(self.view.scroll_to, offset=0)

    def undo(self, e: ft.ControlEvent | None = None) -> None:
        """Take back the last action: a card of the trick being entered before the entry stored before it, a
        whole correction, a deletion (``ui/undoing.py``); a stored trick comes back as the draft it was."""
        undo_last(self.app, self.panel)

    def redo(self, e: ft.ControlEvent | None = None) -> None:
        """Bring back what Undo took last, until the next action."""
        redo_last(self.app, self.panel)
