"""What the packaged app on a phone does that the web app and the desktop window do not.

- Files going out (a game record, a spreadsheet, a backup) go through the phone's share sheet
  (``ft.Share``): a phone has no save dialog worth the name, and the share sheet reaches mail,
  chat and the phone's own files.
- A light haptic (``ft.HapticFeedback``) when an entry is stored, so a keeper looking at the cards
  feels that the tap was kept; a refused entry gives none.  A setting, on by default on a phone.
- The system back button: from a screen it goes to the screen before (``App.on_view_pop``); from
  the first screen it would leave the app, so while a hand is in progress it asks first.

"On a phone" means the packaged Android or iOS app: a phone's browser running the web app keeps
downloads and has no haptic.  Flet's services are made once per session (``App.platform_service``)
and the haptic's when the app starts, so the first stored entry carries no extra registration.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.translate import N_, gettext
from scorekeeper.service import StoreError

from .common import in_hand_word

if TYPE_CHECKING:
    from .shell import Shell

HAPTIC = "haptic"  # the preference's name (settings_screen keeps the device's preferences)
MIME_TYPES = {"json": "application/json", "csv": "text/csv", "zip": "application/zip"}
PHONES = (ft.PagePlatform.ANDROID, ft.PagePlatform.IOS)


def on_phone(page: ft.Page) -> bool:
    """The packaged app on Android or iOS (not a browser, wherever it runs)."""
    return not page.web and page.platform in PHONES


# The question in the word the open game calls a hand ("Deal 2 of Friday" where it deals)
LEAVING = {"Hand": N_("Hand {hand} of {game_name} is in progress. Everything entered is kept; leave Scorekeeper "
                      "anyway?"),
           "Deal": N_("Deal {hand} of {game_name} is in progress. Everything entered is kept; leave Scorekeeper "
                      "anyway?")}


def leaving_question(game_name: str, hand: int, kind: str | None = None) -> str:
    """Back on the first screen mid-hand: the question names the hand as the game ``kind`` calls it."""
    template = in_hand_word(kind, LEAVING) if kind else gettext(LEAVING["Hand"])
    return template.format(hand=hand, game_name=game_name)


class PhoneServices:
    """The share sheet, the haptic and the back button's question, for one session."""

    def __init__(self, app: Shell) -> None:
        self.app = app
        self.active = on_phone(app.page)
        self.leave_dialog: ft.AlertDialog | None = None
        if self.active:
            app.platform_service(ft.HapticFeedback)

    # -- the haptic -----------------------------------------------------------------------------
    @property
    def haptic_on(self) -> bool:
        """The player's setting; on by default, and only a phone has the motor."""
        return self.active and self.app.preferences.get(HAPTIC, True) is not False

    def entry_stored(self) -> None:
        """An entry was stored: a light tap felt, without waiting for it (nothing else is sent)."""
        if self.haptic_on:
            self.app.page.run_task(self.app.platform_service(ft.HapticFeedback).light_impact)

    # -- the share sheet ------------------------------------------------------------------------------
    async def share_file(self, file_name: str, data: bytes, extension: str) -> str:
        """Hand ``data`` to the share sheet as ``file_name``; say what the player did with it."""
        shared = ft.ShareFile.from_bytes(data, mime_type=MIME_TYPES.get(extension), name=file_name)
        result = await self.app.platform_service(ft.Share).share_files([shared], subject=file_name)
        if result.status == ft.ShareResultStatus.DISMISSED:
            return gettext("Not shared: the share sheet was closed; {file_name} can be shared again").format(
                file_name=file_name)
        return gettext("Shared {file_name} ({count:,} bytes)").format(file_name=file_name, count=len(data))

    # -- the back button on the first screen -----------------------------------------------------------------
    def hand_in_progress(self) -> int | None:
        """The number of the open game's hand being played (None: no game open, or it is over)."""
        game = self.app.state.game
        if game is None:
            return None
        table = game.table
        return None if table.finished or table.current is None else table.current.number

    def guard_leaving(self, view: ft.View) -> None:
        """Back from ``view`` (the first screen) leaves the app: while a hand is in progress, ask first."""
        if self.active and self.hand_in_progress() is not None:
            view.can_pop = False
            view.on_confirm_pop = self.ask_before_leaving

    def ask_before_leaving(self, e: ft.Event[ft.View]) -> None:
        view = e.control
        hand = self.hand_in_progress()
        if hand is None:  # the game ended meanwhile: nothing to ask
            self.app.page.run_task(view.confirm_pop, True)
            return
        dialog = ft.AlertDialog(
            key="leave-dialog", modal=True, title=ft.Text(gettext("Leave Scorekeeper?")),
            content=ft.Text(leaving_question(self.open_game_name(), hand, self.open_game_kind()),
                            key="leave-question"))

        def answer(leave: bool) -> None:
            if self.leave_dialog is not dialog:  # answered already (the dialog closing after a tap)
                return
            self.leave_dialog = None
            self.app.page.run_task(view.confirm_pop, leave)

        def tapped(leave: bool) -> None:
            answer(leave)
            self.app.page.pop_dialog()

        dialog.actions = [ft.TextButton(content=gettext("Stay"), key="leave-stay", on_click=lambda _: tapped(False)),
                          ft.TextButton(content=gettext("Leave"), key="leave-confirm", on_click=lambda _: tapped(True))]
        dialog.on_dismiss = lambda _: answer(False)  # closed by a second back: the player stays
        self.leave_dialog = dialog
        self.app.page.show_dialog(dialog)

    def open_game_kind(self) -> str | None:
        game = self.app.state.game
        return game.kind if game is not None else None

    def open_game_name(self) -> str:
        state = self.app.state
        try:
            return state.service.game_summary(state.game_id).name if state.game_id else gettext("the game")
        except (StoreError, KeyError, OSError):  # the question still makes sense without the name
            return gettext("the game")
