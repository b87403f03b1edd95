"""Scoreboard and history: the race to the target, every hand with its arithmetic, a chart.

Works for every game kind through the hand interface the core offers
(``number``, ``dealer``, ``totals``, ``verdict()``, ``report()``): nothing here
re-computes a score.  A hand's row opens its dispute view (``/game/ID/hand/N``),
where any entry can be corrected.
"""

from __future__ import annotations

from typing import Any, Callable

import flet as ft
import flet_charts as fch

from scorekeeper.rules import Game

from . import theme
from .table import race, sides, target_of
from .widgets import big_button, body, card, error_banner, heading

CHART_HEIGHT = 240


# -- what a hand came to, asked of the core ------------------------------------------------------
def outcome(hand: Any) -> tuple[str, str | None]:
    """The big word for a finished hand and its color: MADE, SET BACK, THROWN IN, MISDEAL."""
    if getattr(hand, "misdeal_by", None) is not None:
        return "MISDEAL", None
    if not hasattr(hand, "auction"):  # the exact-bid variation: no single bidder
        return "SCORED", None
    if hand.bidder is None:
        return "THROWN IN", None
    made = getattr(hand, "made", None)
    return ("MADE", theme.MADE) if made else ("SET BACK", theme.SET_BACK)


def contract_line(game: Game, hand: Any) -> str:
    """Who bid what (or the bids of an exact-bid deal), in words."""
    fmt = game.rules.format_amount(game.settings)
    if not hasattr(hand, "auction"):
        report = hand.report()
        bids, tricks = report.get("bids") or {}, report.get("tricks") or {}
        shown = " · ".join(f"{p} bid {bids[p]}" + (f", took {tricks[p]}" if p in tricks else "")
                           for p in game.players if p in bids)
        head = f"{report.get('cards', '?')} cards each" + (f", trump {hand.trump}" if getattr(hand, "trump", None) else "")
        return f"{head}: {shown}" if shown else head
    if getattr(hand, "misdeal_by", None) is not None:
        return f"Misdeal called by {hand.misdeal_by}"
    if hand.bidder is None:
        return "Everyone passed"
    trump = getattr(hand, "trump", None)
    trump_text = "" if trump is None else (", no trump" if trump == "none" else f", {trump} trumps")
    return f"{hand.bidder} bid {fmt(hand.bid)}{trump_text}"


def totals_line(game: Game, totals: dict[str, int]) -> str:
    fmt = game.rules.format_amount(game.settings)
    return " · ".join(f"{'+'.join(side)} {fmt(totals.get(side[0], 0))}" for side in sides(game))


def undo_button(app: Any, game: Game) -> ft.Control:
    return ft.IconButton(ft.Icons.UNDO, key="undo", tooltip="Undo the last entry",
                         on_click=lambda e: app.state.undo(), disabled=not game.events)


def cannot_open(app: Any, route: str, err: Exception) -> ft.View:
    return ft.View(route=route, appbar=ft.AppBar(title=ft.Text("Game")),
                   controls=[error_banner(f"This game cannot be opened: {err}"),
                             big_button("Home", "home", lambda e: app.go("/"))])


# -- the screen ------------------------------------------------------------------------------------------
def view(app: Any, game_id: str) -> ft.View:
    route = f"/game/{game_id}/scores"
    try:
        app.ensure_game(game_id)
    except Exception as err:  # a game that cannot be opened: say so, lose nothing
        return cannot_open(app, route, err)
    state, game = app.state, app.state.game
    assert game is not None
    table = game.table
    controls: list[ft.Control] = []
    if table.current is None:
        controls.append(card(
            heading("Game over", size=22, key="game-over"),
            heading(f"Game won: {table.result}" if table.winner else table.result, key="winner",
                    size=20, color=theme.MADE if table.winner else None),
            key="winner-card"))
    controls.append(error_banner(state.error))
    note = rescored_note(app, game)
    if note is not None:
        controls.append(note)
    controls.append(card(heading("Race to the target" if target_of(game) else "Points", size=20),
                         race(game), key="race"))
    controls.append(chart_card(game))
    controls.append(heading("Hand by hand", size=20))
    controls.extend(history_rows(app, game))
    controls.append(ft.Row([
        big_button("Back to the table", "to-table", lambda e: app.go(f"/game/{game_id}"), filled=False, expand=True),
    ]))
    return ft.View(
        route=route,
        appbar=ft.AppBar(title=ft.Text(f"{game.rules.TITLE} · Scores"), actions=[undo_button(app, game)]),
        controls=controls, scroll=ft.ScrollMode.AUTO, padding=12, spacing=12,
    )


def rescored_note(app: Any, game: Game) -> ft.Control | None:
    done = app.state.ui.get("hd_rescored")
    if not done or done.get("game") != app.state.game_id:
        return None
    return card(body(f"{done['what']}: hand {done['number']} and every hand after it were re-scored.",
                     key="rescored-note", weight=ft.FontWeight.W_600))


def history_rows(app: Any, game: Game) -> list[ft.Control]:
    table, state = game.table, app.state
    fmt = game.rules.format_amount(game.settings)
    rows: list[ft.Control] = []
    for hand in table.hands:
        word, color = outcome(hand)
        deal = "Deal" if not hasattr(hand, "auction") else "Hand"
        scores = " · ".join(f"{'+'.join(side)} {signed(fmt, hand.scores.get(side[0], 0))}" for side in sides(game))
        rows.append(ft.Container(
            key=f"hand-{hand.number}",
            on_click=lambda e, n=hand.number: app.go(f"/game/{state.game_id}/hand/{n}"),
            ink=True, padding=10, border_radius=10, tooltip=f"Open hand {hand.number}: every trick, and corrections",
            bgcolor=ft.Colors.with_opacity(0.06, ft.Colors.ON_SURFACE),
            content=ft.Column([
                ft.Row([
                    ft.Text(f"{deal} {hand.number} · {hand.dealer} deals", size=theme.BODY,
                            weight=ft.FontWeight.BOLD, expand=True),
                    ft.Text(word, key=f"hand-{hand.number}-outcome", size=theme.BODY, weight=ft.FontWeight.BOLD,
                            color=color),
                ]),
                ft.Text(contract_line(game, hand), key=f"hand-{hand.number}-contract", size=theme.SMALL),
                ft.Text(hand.verdict(), key=f"hand-{hand.number}-verdict", size=theme.SMALL),
                ft.Text(f"This hand: {scores}", key=f"hand-{hand.number}-scores", size=theme.SMALL),
                ft.Text(f"Totals: {totals_line(game, hand.totals)}", key=f"hand-{hand.number}-totals",
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
                ft.Text(f"{'Hand' if hasattr(current, 'auction') else 'Deal'} {current.number} · "
                        f"{current.dealer} deals · in progress", size=theme.BODY, weight=ft.FontWeight.BOLD),
                ft.Text(current.prompt() if started else "Not started yet", key="current-prompt",
                        size=theme.SMALL),
            ], spacing=2, tight=True),
        ))
    if not rows:
        rows.append(body("No hands yet.", key="no-hands"))
    return rows


def signed(fmt: Callable[[int], str], amount: int) -> str:
    return fmt(amount) if amount < 0 else f"+{fmt(amount)}"


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


def compact(fmt: Callable[[int], str], value: int) -> str:
    """Short axis labels: $1M, $500k, 6."""
    if value and value % 1_000_000 == 0:
        return fmt(value // 1_000_000) + "M"
    if abs(value) >= 1000 and value % 1000 == 0:
        return fmt(value // 1000) + "k"
    return fmt(value)


def chart_card(game: Game) -> ft.Control:
    """Running totals after each hand: one line per side or player, with a legend."""
    table, fmt, target = game.table, game.rules.format_amount(game.settings), target_of(game)
    groups = sides(game)
    hands = table.hands
    values = [0] + [h.totals[side[0]] for h in hands for side in groups]
    low = min(values + ([0] if target is None else [0, target if target < 0 else 0]))
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
        legend.append(legend_item(f"Target {fmt(target)}", ft.Colors.GREY_500, key="legend-target"))
    x_every = max(1, -(-last_x // 8))
    chart = fch.LineChart(
        key="chart",
        data_series=series,
        min_x=0, max_x=last_x, min_y=min_y, max_y=max_y,
        left_axis=fch.ChartAxis(label_size=52, labels=[
            fch.ChartAxisLabel(value=v, label=ft.Text(compact(fmt, v), size=11))
            for v in range(int(min_y), int(max_y) + 1, step)]),
        bottom_axis=fch.ChartAxis(label_size=24, title=ft.Text("Hand", size=11), title_size=18, labels=[
            fch.ChartAxisLabel(value=x, label=ft.Text(str(x), size=11)) for x in range(0, last_x + 1, x_every)]),
        horizontal_grid_lines=fch.ChartGridLines(interval=step, color=ft.Colors.with_opacity(0.15, ft.Colors.ON_SURFACE),
                                                 width=1),
        interactive=True,
        expand=True,
    )
    return card(
        heading("Running totals", size=20),
        ft.Container(content=chart, height=CHART_HEIGHT, padding=ft.Padding.only(right=12, top=8)),
        ft.Row(legend, wrap=True, spacing=14, run_spacing=6, key="legend"),
        key="chart-card",
    )


def legend_item(label: str, color: str, key: str) -> ft.Control:
    return ft.Row([ft.Container(width=14, height=14, bgcolor=color, border_radius=3),
                   ft.Text(label, size=theme.SMALL)], spacing=6, tight=True, key=key)
