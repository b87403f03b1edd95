"""The parts of Settings' "Your data" card that are not its buttons: where the data lives (in the web app), and
the question a restore asks before it replaces everything (made at its first showing: ``SettingsScreen``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Awaitable, Callable

import flet as ft

from scorekeeper.i18n.translate import gettext

from . import theme
from .widgets import big_button, body

if TYPE_CHECKING:
    from .shell import Shell


def where_the_data_lives(app: Shell) -> list[ft.Control]:
    """In the web app, where the games are: the browser's storage of this site, which clearing it deletes."""
    if getattr(app, "web_folder", None) is None:
        return []
    return [body(gettext("In the web app your games are kept in this browser's storage for this site "
                         "(IndexedDB), on this phone only: clearing the site's data deletes them. A backup "
                         "downloads a copy; Restore and Import read a file you pick."),
                 size=theme.SMALL, key="data-where")]


def restore_confirmation(question: ft.Text, confirm: Callable[[ft.ControlEvent], Awaitable[None]],
                         cancel: Callable[[ft.ControlEvent], None]) -> ft.Container:
    """``question`` (which backup, how many games), what happens to the data here, and the two answers."""
    return ft.Container(
        content=ft.Column([
            question,
            body(gettext("What is here now is saved first, in the backups folder."), size=theme.SMALL),
            ft.Row([
                big_button(gettext("Replace my data"), "restore-confirm", confirm, color=theme.ERROR),
                big_button(gettext("Keep my data"), "restore-cancel", cancel, filled=False),
            ], wrap=True, spacing=theme.GAP, run_spacing=theme.GAP),
        ], spacing=theme.GAP, tight=True),
        key="restore-confirm-card", padding=12, border_radius=10, border=ft.Border.all(2, theme.ERROR))


def column_of(a_card: ft.Container) -> ft.Column:
    """The column of a ``card``, where its parts made at their first showing go."""
    column = a_card.content
    assert isinstance(column, ft.Column)
    return column
