"""Home: resume the game in progress with one tap, start a new one, find old ones."""

from __future__ import annotations

from typing import Any

import flet as ft

from scorekeeper.rules import GAMES

from . import theme
from .widgets import big_button, body, card, error_banner, heading


def summary_line(summary: Any) -> str:
    totals = summary.totals or {}
    shown = ", ".join(f"{p} {v:,}" if isinstance(v, int) else f"{p} {v}" for p, v in list(totals.items())[:8])
    when = (summary.updated or summary.created or "")[:16].replace("T", " ")
    return f"{' · '.join(summary.players)} — {when}" + (f" — {shown}" if shown else "")


def view(app: Any) -> ft.View:
    store = app.store
    games = store.list_games()
    in_progress = [g for g in games if g.status == "in progress"]
    controls: list[ft.Control] = []
    if app.startup_message:
        controls.append(error_banner(app.startup_message))
    if in_progress:
        latest = in_progress[0]
        controls.append(card(
            heading("Game in progress", size=20),
            body(f"{latest.name}", weight=ft.FontWeight.W_600),
            body(summary_line(latest), size=theme.SMALL),
            big_button("Resume", "resume", lambda e, gid=latest.id: app.go(f"/game/{gid}"), expand=True),
            key="resume-card",
        ))
    controls.append(big_button("New game", "new-game", lambda e: app.go("/new"), expand=False))
    controls.append(heading("Games", size=20))
    kind_filter = app.state.ui.get("home_kind")
    player_filter = app.state.ui.get("home_player")
    shown = [g for g in games if (not kind_filter or g.kind == kind_filter)
             and (not player_filter or player_filter in g.players)]
    filters = [ft.Dropdown(key="filter-kind", label="Game", value=kind_filter or "all", width=220,
                           options=[ft.DropdownOption(key="all", text="All games"),
                                    *[ft.DropdownOption(key=k, text=m.TITLE) for k, m in GAMES.items()]],
                           on_select=lambda e: set_filter(app, "home_kind", e.control.value)),
               ft.Dropdown(key="filter-player", label="Player", value=player_filter or "all", width=220,
                           options=[ft.DropdownOption(key="all", text="Everyone"),
                                    *[ft.DropdownOption(key=p.name, text=p.name) for p in store.list_players()]],
                           on_select=lambda e: set_filter(app, "home_player", e.control.value))]
    controls.append(ft.Row(filters, wrap=True))
    if not shown:
        controls.append(body("No games yet." if not games else "No game matches.", key="no-games"))
    for g in shown:
        controls.append(ft.ListTile(
            key=f"game-{g.id}",
            title=ft.Text(f"{g.name} ({g.status})", size=theme.BODY),
            subtitle=ft.Text(summary_line(g), size=theme.SMALL),
            on_click=lambda e, gid=g.id: app.go(f"/game/{gid}"),
        ))
    return ft.View(
        route="/",
        appbar=ft.AppBar(title=ft.Text("Scorekeeper"), actions=[
            ft.IconButton(ft.Icons.PEOPLE, key="to-players", tooltip="Players", on_click=lambda e: app.go("/players")),
            ft.IconButton(ft.Icons.SETTINGS, key="to-settings", tooltip="Settings",
                          on_click=lambda e: app.go("/settings")),
        ]),
        controls=controls, scroll=ft.ScrollMode.AUTO, padding=12, spacing=12,
    )


def set_filter(app: Any, name: str, value: str | None) -> None:
    app.state.ui[name] = None if value in (None, "all") else value
    app.render()
