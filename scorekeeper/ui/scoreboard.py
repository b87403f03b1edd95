"""Scoreboard and history: the race to the target, every hand with its arithmetic, a chart.

Works for every game kind through the hand interface the core offers
(``number``, ``dealer``, ``totals``, ``verdict()``, ``report()``): nothing here
re-computes a score.  A hand's row opens its dispute view (``/game/ID/hand/N``),
where any entry can be corrected.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import flet as ft
from scorekeeper.i18n.shown import number

import flet_charts as fch  # type: ignore[import-untyped]  # flet_charts 1.0.5 ships no py.typed marker

from scorekeeper.i18n.translate import N_, gettext
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand

from . import theme
from .undoing import refresh_undo_redo, undo_redo_buttons
from .again import play_again_button
from .common import (contract_line, OutcomeShown, show_board_button, banner_of, game_setup, outcome_shown, score_groups, scores_line,
                     target_of, totals_line, winner_line, in_hand_word)
from .widgets import big_button, body, card, error_banner, glued, heading, title_lines

if TYPE_CHECKING:
    from .shell import Shell

CHART_HEIGHT = 240

# A finished hand's lines in the word its game calls a hand (``in_hand_word``)
BY_HAND = {"Hand": N_("Hand by hand"), "Deal": N_("Deal by deal")}
THIS_HAND = {"Hand": N_("This hand: {scores}"), "Deal": N_("This deal: {scores}")}
OPEN_HAND = {"Hand": N_("Open hand {number}: every trick, and corrections"),
             "Deal": N_("Open deal {number}: what was entered, and corrections")}


# -- what a hand came to, asked of the core ------------------------------------------------------
def outcome(game: Game, hand: PlayedHand) -> OutcomeShown:
    """The big word for a finished hand and its color, exactly as the table says it."""
    return outcome_shown(game, hand)


def race_of(game: Game) -> ft.Control:
    """The race display the game's own panel draws (bars, or its own display); it has ``show(game)``."""
    from .games import panel_for

    return panel_for(game.kind).race(game)


# -- the screen ------------------------------------------------------------------------------------------
class ScoreboardScreen:
    """The race, a chart and every hand: built once per visit, brought in step after each change."""

    def __init__(self, app: Shell, game_id: str) -> None:
        self.app, self.game_id = app, game_id
        route = f"/game/{game_id}/scores"
        self.undo, self.redo = undo_redo_buttons(app)
        # One line, in the table's title size: at 22 px a long game title with " · Scores" was cut short.
        self.title = title_lines(gettext("Scores"), size=16)
        self.winner = heading("", key="winner", size=20)
        self.winner_card = card(heading(gettext("Game over"), size=22, key="game-over"), self.winner,
                                ft.Row([play_again_button(app, "scores-play-again")]), key="winner-card")
        self.race_title = heading("", size=20)
        self.race_card = card(self.race_title, key="race")
        self.race: ft.Control | None = None
        self.rest = ft.Column(spacing=12)
        self.body = ft.Column([self.winner_card, self.race_card, self.rest], spacing=12, key="scoreboard")
        self.view = ft.View(route=route, appbar=ft.AppBar(title=self.title, title_spacing=0, actions=[self.undo, self.redo, show_board_button(app, game_id)]),
                            controls=[banner_of(app), self.body], scroll=ft.ScrollMode.AUTO, padding=12, spacing=12)
        self.refresh()

    def refresh(self) -> None:
        try:
            self.app.ensure_game(self.game_id)
        except Exception as err:  # a game that cannot be opened: say so, lose nothing
            self.winner_card.visible = self.race_card.visible = False
            self.rest.controls = [ft.Column([error_banner(gettext("This game cannot be opened: {err}").format(err=err)),
                                             big_button(gettext("Home"), "home", lambda e: self.app.go("/"))])]
            return
        game = self.app.state.game
        assert game is not None
        self.title.value = gettext("{title} · Scores").format(title=gettext(game.rules.TITLE))
        refresh_undo_redo(self.app, self.undo, self.redo)
        table = game.table
        self.winner_card.visible = table.current is None
        self.winner.value = winner_line(game) if table.current is None else ""
        self.winner.color = theme.MADE if table.winner else None
        self.race_title.value = gettext("Race to the target") if target_of(game) else gettext("Points")
        self.show_race(game)
        controls: list[ft.Control] = [standings_card(game), chart_card(game), heading(in_hand_word(game.kind, BY_HAND), size=20),
                                      *history_rows(self.app, game),
                                      ft.Row([big_button(gettext("Back to the table"), "to-table",
                                                         lambda e: self.app.go(f"/game/{self.game_id}"),
                                                         filled=False, expand=True)])]
        # A new unkeyed wrapper: what it holds is sent fresh (the chart and the history change together).
        self.rest.controls = [ft.Column(controls, spacing=12)]

    def show_race(self, game: Game) -> None:
        """The race display is built once and then follows the game in place."""
        if self.race is None:
            self.race = race_of(game)
            column = self.race_card.content
            assert isinstance(column, ft.Column)
            column.controls.append(self.race)
            return
        from .games import Race

        if isinstance(self.race, Race):
            self.race.show(game)


def ranks(totals: list[int]) -> list[int]:
    """Each total's place, highest first; equal totals share a place (100, 100, 50 → 1, 1, 3)."""
    return [1 + sum(other > mine for other in totals) for mine in totals]


def standings_card(game: Game) -> ft.Control:
    """Who leads: each side or player once, by total, with its place."""
    fmt, totals = game.rules.format_amount(game.settings), game.table.totals
    groups = sorted(score_groups(game), key=lambda g: -totals.get(g.first, 0))
    places = ranks([totals.get(g.first, 0) for g in groups])
    lines = [body(f"{number(place)}. {g.name} {fmt(totals.get(g.first, 0))}", key=f"rank-{g.name}",
                  weight=ft.FontWeight.W_600 if place == 1 else None)
             for place, g in zip(places, groups)]
    return card(heading(gettext("Standings"), size=20), *lines, key="standings")




def history_rows(app: Shell, game: Game) -> list[ft.Control]:
    table, state = game.table, app.state
    word = gettext(game_setup(game.kind).HAND_WORD)
    rows: list[ft.Control] = []
    for hand in table.hands:
        shown = outcome(game, hand)
        rows.append(ft.Container(
            key=f"hand-{hand.number}",
            on_click=lambda e, n=hand.number: app.go(f"/game/{state.game_id}/hand/{n}"),
            ink=True, padding=10, border_radius=10, tooltip=in_hand_word(game.kind, OPEN_HAND).format(
                number=hand.number),
            bgcolor=ft.Colors.with_opacity(0.06, ft.Colors.ON_SURFACE),
            content=ft.Column([
                ft.Row([
                    ft.Text(gettext("{word} {number} · {dealer} deals").format(
                        word=word, number=hand.number, dealer=hand.dealer), key=f"hand-{hand.number}-title",
                            size=theme.BODY, weight=ft.FontWeight.BOLD, expand=True),
                    ft.Text(shown.word, key=f"hand-{hand.number}-outcome", size=theme.BODY,
                            weight=ft.FontWeight.BOLD, color=shown.color),
                ]),
                ft.Text(contract_line(game, hand), key=f"hand-{hand.number}-contract", size=theme.SMALL),
                ft.Text(glued(hand.verdict()), key=f"hand-{hand.number}-verdict", size=theme.SMALL),
                ft.Text(in_hand_word(game.kind, THIS_HAND).format(
                    scores=scores_line(game, hand.scores)), key=f"hand-{hand.number}-scores",
                        size=theme.SMALL),
                ft.Text(gettext("Totals: {totals}").format(
                    totals=totals_line(game, hand.totals)), key=f"hand-{hand.number}-totals",
                        size=theme.SMALL, weight=ft.FontWeight.W_600),
            ], spacing=2, tight=True),
        ))
    current = table.current
    if current is not None:
        started = current.started
        rows.append(ft.Container(
            key=f"hand-{current.number}",
            on_click=(lambda e, n=current.number: app.go(f"/game/{state.game_id}/hand/{n}")) if started
            else (lambda e: app.go(f"/game/{state.game_id}")),
            ink=True, padding=10, border_radius=10,
            border=ft.Border.all(1, ft.Colors.with_opacity(0.3, ft.Colors.ON_SURFACE)),
            content=ft.Column([
                ft.Text(gettext("{word} {number} · {dealer} deals · in progress").format(
                    word=word, number=current.number, dealer=current.dealer), size=theme.BODY,
                        weight=ft.FontWeight.BOLD),
                ft.Text(current.prompt() if started else gettext("Not started yet"), key="current-prompt",
                        size=theme.SMALL),
            ], spacing=2, tight=True),
        ))
    if not rows:
        rows.append(body(gettext("No hands yet."), key="no-hands"))
    return rows


# -- the chart -------------------------------------------------------------------------------------------
def nice_step(span: float) -> int:
    """A round step (1, 2, 5 × 10^k) that cuts ``span`` into about five parts."""
    raw = max(span / 5, 1)
    magnitude = 1
    while magnitude * 10 <= raw:
        magnitude *= 10
    for m in (1, 2, 5, 10):
        if m * magnitude >= raw:
            return m * magnitude
    return 10 * magnitude


def losing_score(game: Game) -> int | None:
    """The score at or below which a side loses, where the game has one (its optional ``losing_score``)."""
    losing: Callable[..., int | None] | None = getattr(game.rules, "losing_score", None)
    return losing(game.settings) if losing is not None else None


def chart_card(game: Game) -> ft.Control:
    """Running totals after each hand: one line per side or player, with a legend."""
    table, fmt, target = game.table, game.rules.format_amount(game.settings), target_of(game)
    short = game.rules.format_amount(game.settings, short=True)  # the axis: $1M, ₹10L, the same currency
    axis_word = gettext(game_setup(game.kind).HAND_WORD)  # the hands along the bottom, in the game's word
    groups = [list(g.players) for g in score_groups(game)]
    hands = table.hands
    values = [0] + [h.totals[side[0]] for h in hands for side in groups]
    losing = losing_score(game)
    low = min(values + ([0] if target is None else [0, target if target < 0 else 0])
              + ([losing] if losing is not None else []))
    high = max(values + ([target] if target is not None else []) + [1])
    step = nice_step(high - low)
    min_y = (low // step) * step
    max_y = -((-high) // step) * step
    if max_y == min_y:
        max_y = min_y + step
    last_x = max(1, len(hands))
    series = []
    legend: list[ft.Control] = []
    for i, side in enumerate(groups):
        color = theme.SIDE_COLORS[i % len(theme.SIDE_COLORS)]
        points = [fch.LineChartDataPoint(0, 0, tooltip=f"{'+'.join(side)}: {fmt(0)}")]
        points += [fch.LineChartDataPoint(n, h.totals[side[0]], tooltip=f"{'+'.join(side)}: {fmt(h.totals[side[0]])}")
                   for n, h in enumerate(hands, 1)]
        series.append(fch.LineChartData(points=points, color=color, stroke_width=3, curved=False))
        legend.append(legend_item("+".join(side), color, key=f"legend-{'+'.join(side)}"))
    if target is not None:
        series.append(fch.LineChartData(points=[fch.LineChartDataPoint(0, target), fch.LineChartDataPoint(last_x, target)],
                                        color=ft.Colors.GREY_500, stroke_width=1, dash_pattern=[6, 4]))
        legend.append(legend_item(gettext("Target {target}").format(
            target=fmt(target)), ft.Colors.GREY_500, key="legend-target"))
    if losing is not None:  # the way down: a side at this score loses
        series.append(fch.LineChartData(points=[fch.LineChartDataPoint(0, losing),
                                                fch.LineChartDataPoint(last_x, losing)],
                                        color=theme.SET_BACK, stroke_width=1, dash_pattern=[6, 4]))
        legend.append(legend_item(gettext("Loses at {score}").format(score=fmt(losing)), theme.SET_BACK,
                                  key="legend-losing"))
    x_every = max(1, -(-last_x // 8))
    chart = fch.LineChart(
        key="chart",
        data_series=series,
        min_x=0, max_x=last_x, min_y=min_y, max_y=max_y,
        left_axis=fch.ChartAxis(label_size=52, labels=[
            fch.ChartAxisLabel(value=v, label=ft.Text(short(v), size=11))
            for v in range(int(min_y), int(max_y) + 1, step)]),
        bottom_axis=fch.ChartAxis(label_size=24, title=ft.Text(axis_word, size=11), title_size=18, labels=[
            fch.ChartAxisLabel(value=x, label=ft.Text(number(x), size=11)) for x in range(0, last_x + 1, x_every)]),
        horizontal_grid_lines=fch.ChartGridLines(interval=step, color=ft.Colors.with_opacity(0.15, ft.Colors.ON_SURFACE),
                                                 width=1),
        interactive=True,
        expand=True,
    )
    return card(
        heading(gettext("Running totals"), size=20),
        ft.Container(content=chart, height=CHART_HEIGHT, padding=ft.Padding.only(right=12, top=8)),
        ft.Row(legend, wrap=True, spacing=14, run_spacing=6, key="legend"),
        key="chart-card",
    )


def legend_item(label: str, color: str, key: str) -> ft.Control:
    return ft.Row([ft.Container(width=14, height=14, bgcolor=color, border_radius=3),
                   ft.Text(label, size=theme.SMALL)], spacing=6, tight=True, key=key)
