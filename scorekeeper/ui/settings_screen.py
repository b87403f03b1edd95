"""Settings: theme, the ₹ digit-grouping default, and the data (back up, restore, import, export).

Preferences (theme, Indian grouping default) are kept on the device with
``ft.SharedPreferences`` (the browser's local storage on the web), not in the
game store: they belong to the device, and a restored backup must not change
them.  ``load_preferences(app)`` applies them at start-up; the values are also
in ``app.preferences`` (a dict) for other screens, e.g. the new-game screen may
read ``app.preferences.get("indian_grouping")`` as the default of the
``indian_grouping`` setting of a ₹ game.
"""

from __future__ import annotations

from typing import Any, Callable

import flet as ft

from scorekeeper.store import StoreError

from . import share, theme
from .widgets import big_button, body, card, error_banner, heading

PREF_PREFIX = "scorekeeper."
THEMES = [("light", "Light"), ("dark", "Dark"), ("system", "As the device")]


def preferences(app: Any) -> dict[str, Any]:
    prefs = getattr(app, "preferences", None)
    if prefs is None:
        prefs = {}
        app.preferences = prefs
    return prefs


def _prefs_service(app: Any) -> ft.SharedPreferences:
    return app.platform_service(ft.SharedPreferences)


async def save_preference(app: Any, name: str, value: Any) -> None:
    preferences(app)[name] = value
    try:
        await _prefs_service(app).set(PREF_PREFIX + name, value)
    except Exception:  # no storage on this platform: it still holds for this session
        pass


async def load_preferences(app: Any) -> None:
    """Read the device's preferences and apply the theme (called once at start-up)."""
    prefs = preferences(app)
    for name in ("theme", "indian_grouping"):
        try:
            value = await _prefs_service(app).get(PREF_PREFIX + name)
        except Exception:
            value = None
        if value is not None:
            prefs[name] = value
    mode = prefs.get("theme")
    if mode in {m for m, _ in THEMES} and mode != app.theme_mode:
        app.set_theme(mode)


def _say(app: Any, notice: str | None = None, error: str | None = None) -> None:
    app.state.ui["settings_notice"], app.state.ui["settings_error"] = notice, error
    app.render()


def _guard(app: Any, what: str, action: Callable[[], Any]) -> Callable[[ft.ControlEvent], Any]:
    """An async handler: run ``action`` (a coroutine function returning a message), show the outcome."""
    async def handler(e: ft.ControlEvent) -> None:
        try:
            message = await action()
        except (share.ShareError, StoreError, ValueError) as exc:
            _say(app, error=str(exc))
            return
        except Exception as exc:  # the device refused the file dialog
            _say(app, error=f"{what} did not work: {exc}")
            return
        if message is not None:
            _say(app, notice=message)
    return handler


def view(app: Any) -> ft.View:
    ui = app.state.ui
    prefs = preferences(app)
    controls: list[ft.Control] = []
    controls.append(error_banner(ui.get("settings_error")))
    if ui.get("settings_notice"):
        controls.append(card(body(ui["settings_notice"], key="settings-notice"), key="settings-notice-card"))

    # -- look -----------------------------------------------------------------------------
    def theme_handler(mode: str) -> Callable[[ft.ControlEvent], Any]:
        async def set_theme(e: ft.ControlEvent) -> None:
            app.set_theme(mode)
            await save_preference(app, "theme", mode)
        return set_theme

    controls.append(card(
        heading("Theme", size=20),
        ft.Row([big_button(label, f"theme-{mode}", theme_handler(mode),
                           filled=(app.theme_mode == mode), tooltip=f"{label} theme")
                for mode, label in THEMES], wrap=True, spacing=theme.GAP, run_spacing=theme.GAP),
        key="theme-card"))

    async def set_grouping(e: ft.ControlEvent) -> None:
        await save_preference(app, "indian_grouping", bool(e.control.value))
        app.render()

    controls.append(card(
        ft.Switch(key="indian-grouping", label="New ₹ games show lakhs: ₹1,75,000",
                  value=bool(prefs.get("indian_grouping")), on_change=set_grouping),
        body("A default for new games in rupees; each game keeps its own setting.", size=theme.SMALL),
        key="grouping-card"))

    # -- export ---------------------------------------------------------------------------
    games = [g for g in app.store.list_games() if not g.problem]
    chosen = ui.get("export_game")
    if chosen not in {g.id for g in games}:
        chosen = app.state.game_id if app.state.game_id in {g.id for g in games} else (
            games[0].id if games else None)

    def pick_game(e: ft.ControlEvent) -> None:
        ui["export_game"] = e.control.value
        app.render()

    export_controls: list[ft.Control] = [heading("Export a game", size=20)]
    if games:
        export_controls.append(ft.Semantics(label="Game to export", content=ft.Dropdown(
            key="export-game", label="Game", value=chosen, expand=True,
            options=[ft.DropdownOption(key=g.id, text=f"{g.name} ({g.status})") for g in games],
            on_select=pick_game, tooltip="Game to export")))
        export_controls.append(ft.Row([
            big_button("Game record", "export-json",
                       _guard(app, "Export", lambda: share.export_game(app, chosen, "json")),
                       tooltip="A JSON file another Scorekeeper can import"),
            big_button("Spreadsheet", "export-csv",
                       _guard(app, "Export", lambda: share.export_game(app, chosen, "csv")),
                       filled=False, tooltip="A CSV file, one row per hand"),
        ], wrap=True, spacing=theme.GAP, run_spacing=theme.GAP))
    else:
        export_controls.append(body("No games to export yet.", key="export-none"))
    controls.append(card(*export_controls, key="export-card"))

    # -- import ---------------------------------------------------------------------------
    controls.append(card(
        heading("Import", size=20),
        body("Game record files (.json) from another device or the command line.", size=theme.SMALL),
        big_button("Import game records…", "import-record",
                   _guard(app, "Import", lambda: share.pick_and_import(app))),
        key="import-card"))

    # -- backup / restore -------------------------------------------------------------------
    pending = ui.get("restore_pending")

    async def choose_backup() -> str | None:
        share.discard_pending(ui.pop("restore_pending", None))
        found = await share.pick_backup(app)
        if found is None:
            return "No file chosen; nothing was restored"
        ui["restore_pending"] = found
        ui["settings_notice"], ui["settings_error"] = None, None
        app.render()
        return None

    async def confirm_restore() -> str:
        return share.restore(app, ui.pop("restore_pending"))

    def cancel_restore(e: ft.ControlEvent) -> None:
        share.discard_pending(ui.pop("restore_pending", None))
        _say(app, notice="Restore cancelled; nothing changed")

    data_controls: list[ft.Control] = [
        heading("Your data", size=20),
        body("A backup holds every game, the trash and the players.", size=theme.SMALL),
        ft.Row([
            big_button("Back up…", "backup", _guard(app, "Backup", lambda: share.backup(app))),
            big_button("Restore…", "restore", _guard(app, "Restore", choose_backup), filled=False),
        ], wrap=True, spacing=theme.GAP, run_spacing=theme.GAP),
    ]
    if pending:
        games_word = f"{pending['games']} game{'s' if pending['games'] != 1 else ''}"
        data_controls.append(ft.Container(
            content=ft.Column([
                body(f"Replace everything stored here with {pending['name']} ({games_word})?",
                     key="restore-question", weight=ft.FontWeight.W_600),
                body("What is here now is saved first, in the backups folder.", size=theme.SMALL),
                ft.Row([
                    big_button("Replace my data", "restore-confirm",
                               _guard(app, "Restore", confirm_restore), color=theme.ERROR),
                    big_button("Keep my data", "restore-cancel", cancel_restore, filled=False),
                ], wrap=True, spacing=theme.GAP, run_spacing=theme.GAP),
            ], spacing=theme.GAP, tight=True),
            key="restore-confirm-card", padding=12, border_radius=10,
            border=ft.Border.all(2, theme.ERROR)))
    controls.append(card(*data_controls, key="data-card"))

    return ft.View(
        route="/settings",
        appbar=ft.AppBar(title=ft.Text("Settings")),
        controls=controls, scroll=ft.ScrollMode.AUTO, padding=12, spacing=12,
        horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
    )
