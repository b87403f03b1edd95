"""Home: resume the game in progress with one tap, start a new one, find old ones.

The list shows games in progress, then finished ones, newest first, each with
its players, kind, totals (in the game's currency where it has one) and date.
A game can be renamed in place, or deleted to the store's trash with an Undo.
"""

from __future__ import annotations

import weakref
from typing import Any, Callable, Mapping

import flet as ft

from scorekeeper.rules import GAMES, Game

from . import theme
from .widgets import big_button, body, card, error_banner, grid, heading

# Per app: game id → (settings, sides), read once from the game file (a game's setup never changes).
_SETUP_CACHE: "weakref.WeakKeyDictionary[Any, dict[str, Any]]" = weakref.WeakKeyDictionary()


def game_setup(app: Any, summary: Any) -> Mapping[str, Any] | None:
    cache = _SETUP_CACHE.setdefault(app, {})
    if summary.id not in cache:
        try:
            settings = app.store.load_game_dict(summary.id)["settings"]
        except Exception:  # a game that cannot be read still shows in the list
            settings = None
        cache[summary.id] = settings
    return cache[summary.id]


def side_groups(summary: Any, settings: Mapping[str, Any] | None) -> list[list[str]]:
    """Who shares a score (ask the table frame's rule for it), else every player alone."""
    players = list(summary.players)
    if settings is not None:
        try:
            from .table import sides

            return sides(Game(summary.kind, tuple(players), summary.dealer, settings))
        except Exception:
            pass
    return [[p] for p in players]


def amount_format(summary: Any, settings: Mapping[str, Any] | None) -> Callable[[int], str]:
    if settings is not None and summary.kind in GAMES:
        try:
            return GAMES[summary.kind].format_amount(settings)
        except Exception:
            pass
    return lambda v: f"{v:,}"


def totals_line(summary: Any, settings: Mapping[str, Any] | None) -> str:
    totals = summary.totals or {}
    if not totals:
        return ""
    fmt = amount_format(summary, settings)
    parts = []
    for side in side_groups(summary, settings):
        value = totals.get(side[0])
        if value is None:
            continue
        parts.append(f"{'+'.join(side)} {fmt(value) if isinstance(value, int) else value}")
    return " · ".join(parts)


def when(summary: Any) -> str:
    return (summary.updated or summary.created or "")[:16].replace("T", " ")


def summary_line(summary: Any) -> str:
    """Players and date, then totals (plain): kept for other screens that used it."""
    totals = summary.totals or {}
    shown = ", ".join(f"{p} {v:,}" if isinstance(v, int) else f"{p} {v}" for p, v in list(totals.items())[:8])
    return f"{' · '.join(summary.players)} — {when(summary)}" + (f" — {shown}" if shown else "")


def kind_title(kind: str) -> str:
    return GAMES[kind].TITLE if kind in GAMES else kind


def status_text(summary: Any) -> str:
    if summary.status == "finished":
        won = f" · won by {'+'.join(summary.winner)}" if summary.winner else ""
        return f"finished{won}"
    if summary.status == "damaged":
        return f"cannot be read: {summary.problem}"
    hands = f" · {summary.hands} hand{'s' * (summary.hands != 1)} played" if summary.hands is not None else ""
    return f"in progress{hands}"


# -- actions ---------------------------------------------------------------------------
def ui(app: Any) -> dict[str, Any]:
    return app.state.ui


def go(app: Any, route: str) -> None:
    ui(app).pop("home_deleted", None)
    ui(app).pop("home_renaming", None)
    app.go(route)


def set_filter(app: Any, name: str, value: str | None) -> None:
    ui(app)[name] = None if value in (None, "all") else value
    app.render()


def start_rename(app: Any, summary: Any) -> None:
    ui(app)["home_renaming"] = summary.id
    ui(app)["home_rename_text"] = summary.name
    ui(app)["home_error"] = None
    app.render()


def save_rename(app: Any, game_id: str) -> None:
    text = (ui(app).get("home_rename_text") or "").strip()
    try:
        app.store.rename_game(game_id, text)
    except Exception as err:  # e.g. an empty name: say so, keep the field open
        ui(app)["home_error"] = f"Not renamed: {err}"
        app.render()
        return
    ui(app)["home_renaming"] = None
    ui(app)["home_error"] = None
    app.render()


def cancel_rename(app: Any) -> None:
    ui(app)["home_renaming"] = None
    ui(app)["home_error"] = None
    app.render()


def delete(app: Any, summary: Any) -> None:
    try:
        app.store.delete_game(summary.id)
    except Exception as err:
        ui(app)["home_error"] = f"Not deleted: {err}"
        app.render()
        return
    ui(app)["home_deleted"] = (summary.id, summary.name)
    ui(app)["home_error"] = None
    if app.state.game_id == summary.id:  # the open game is gone: do not show it as open
        app.state.game_id, app.state.game = None, None
    app.render()


def undo_delete(app: Any) -> None:
    deleted = ui(app).pop("home_deleted", None)
    if deleted:
        try:
            app.store.restore_game(deleted[0])
        except Exception as err:
            ui(app)["home_error"] = f"Could not bring “{deleted[1]}” back: {err}"
    app.render()


# -- pieces ------------------------------------------------------------------------------
def deleted_banner(app: Any) -> ft.Control | None:
    deleted = ui(app).get("home_deleted")
    if not deleted:
        return None
    return ft.Container(
        key="deleted-banner",
        content=ft.Row([
            ft.Icon(ft.Icons.DELETE_OUTLINE),
            ft.Text(f"“{deleted[1]}” moved to the trash", size=theme.BODY, expand=True, key="deleted-text"),
            ft.TextButton(content="Undo", key="undo-delete", height=48, on_click=lambda e: undo_delete(app)),
            ft.IconButton(ft.Icons.CLOSE, key="dismiss-deleted", tooltip="Dismiss",
                          on_click=lambda e: (ui(app).pop("home_deleted", None), app.render())),
        ], vertical_alignment=ft.CrossAxisAlignment.CENTER),
        padding=8, border_radius=10, bgcolor=ft.Colors.with_opacity(0.12, ft.Colors.ON_SURFACE),
    )


def game_item(app: Any, g: Any) -> ft.Control:
    settings = game_setup(app, g)
    renaming = ui(app).get("home_renaming") == g.id
    lines: list[ft.Control] = [
        ft.ListTile(
            key=f"game-{g.id}",
            title=ft.Text(g.name, size=theme.BODY, weight=ft.FontWeight.W_600),
            subtitle=ft.Text(f"{kind_title(g.kind)} · {', '.join(g.players)}", size=theme.SMALL),
            trailing=ft.Icon(ft.Icons.CHEVRON_RIGHT),
            on_click=lambda e, gid=g.id: go(app, f"/game/{gid}"),
            content_padding=ft.Padding.symmetric(horizontal=4, vertical=0),
        ),
    ]
    totals = totals_line(g, settings)
    if totals:
        lines.append(body(totals, key=f"totals-{g.id}", size=theme.SMALL, weight=ft.FontWeight.W_600))
    lines.append(body(f"{status_text(g)} · {when(g)}", key=f"when-{g.id}", size=theme.SMALL))
    if renaming:
        lines.append(ft.TextField(key=f"rename-field-{g.id}", label="New name", value=ui(app).get("home_rename_text"),
                                  autofocus=True,
                                  on_change=lambda e: ui(app).__setitem__("home_rename_text", e.control.value or ""),
                                  on_submit=lambda e, gid=g.id: save_rename(app, gid)))
        lines.append(grid([
            big_button("Save name", f"rename-save-{g.id}", lambda e, gid=g.id: save_rename(app, gid)),
            big_button("Cancel", f"rename-cancel-{g.id}", lambda e: cancel_rename(app), filled=False),
        ]))
    else:
        lines.append(ft.Row([
            ft.TextButton(content="Rename", key=f"rename-{g.id}", icon=ft.Icons.EDIT, height=48,
                          on_click=lambda e, s=g: start_rename(app, s)),
            ft.TextButton(content="Delete", key=f"delete-{g.id}", icon=ft.Icons.DELETE_OUTLINE, height=48,
                          on_click=lambda e, s=g: delete(app, s)),
        ], wrap=True, spacing=4))
    return card(*lines, key=f"item-{g.id}", padding=8)


def view(app: Any) -> ft.View:
    store = app.store
    games = store.list_games()
    in_progress = [g for g in games if g.status == "in progress"]
    controls: list[ft.Control] = []
    if app.startup_message:
        controls.append(error_banner(app.startup_message))
    if ui(app).get("home_error"):
        controls.append(error_banner(ui(app)["home_error"]))
    banner = deleted_banner(app)
    if banner is not None:
        controls.append(banner)
    if in_progress:
        latest = in_progress[0]
        settings = game_setup(app, latest)
        totals = totals_line(latest, settings)
        controls.append(card(
            heading("Game in progress", size=20),
            body(f"{latest.name}", weight=ft.FontWeight.W_600),
            body(f"{kind_title(latest.kind)} · {', '.join(latest.players)}", size=theme.SMALL),
            *([body(totals, size=theme.SMALL)] if totals else []),
            big_button("Resume", "resume", lambda e, gid=latest.id: go(app, f"/game/{gid}"), expand=True),
            key="resume-card",
        ))
    controls.append(big_button("New game", "new-game", lambda e: go(app, "/new"), expand=False))
    controls.append(heading("Games", size=20))
    kind_filter = ui(app).get("home_kind")
    player_filter = ui(app).get("home_player")
    players = store.list_players()
    shown = [g for g in games if (not kind_filter or g.kind == kind_filter)
             and (not player_filter or player_filter in g.player_ids)]
    filters = [ft.Dropdown(key="filter-kind", label="Game", value=kind_filter or "all", width=190,
                           options=[ft.DropdownOption(key="all", text="All games"),
                                    *[ft.DropdownOption(key=k, text=m.TITLE) for k, m in GAMES.items()]],
                           on_select=lambda e: set_filter(app, "home_kind", e.control.value)),
               ft.Dropdown(key="filter-player", label="Player", value=player_filter or "all", width=190,
                           options=[ft.DropdownOption(key="all", text="Everyone"),
                                    *[ft.DropdownOption(key=p.id, text=p.name) for p in players]],
                           on_select=lambda e: set_filter(app, "home_player", e.control.value))]
    controls.append(ft.Row(filters, wrap=True, run_spacing=8))
    if not shown:
        controls.append(body("No games yet: tap New game." if not games else "No game matches these filters.",
                             key="no-games"))
    for title, status, key in (("In progress", "in progress", "list-in-progress"),
                               ("Finished", "finished", "list-finished")):
        group = [g for g in shown if g.status == status]
        if group:
            controls.append(heading(f"{title} ({len(group)})", key=key, size=18))
            controls.extend(game_item(app, g) for g in group)
    other = [g for g in shown if g.status not in ("in progress", "finished")]
    if other:
        controls.append(heading(f"Cannot be read ({len(other)})", key="list-damaged", size=18))
        controls.extend(game_item(app, g) for g in other)
    return ft.View(
        route="/",
        appbar=ft.AppBar(title=ft.Text("Scorekeeper"), actions=[
            ft.IconButton(ft.Icons.PEOPLE, key="to-players", tooltip="Players", on_click=lambda e: go(app, "/players")),
            ft.IconButton(ft.Icons.SETTINGS, key="to-settings", tooltip="Settings",
                          on_click=lambda e: go(app, "/settings")),
        ]),
        controls=controls, scroll=ft.ScrollMode.AUTO, padding=12, spacing=12,
        horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
    )
