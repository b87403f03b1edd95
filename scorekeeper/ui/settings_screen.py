"""Settings: theme, the games' defaults the device keeps (lakhs for new ₹ games), the haptic on a phone, and
the data (back up, restore, import, export, sync with the group's server: ``sync_panel``).

Preferences (theme, the games' device defaults, the haptic) are kept on the device with ``ft.SharedPreferences``
(the browser's local storage on the web), not in the game store: they belong to the device, and a restored backup
must not change them.  ``load_preferences(app)`` applies them at start-up; the values are also in
``app.preferences`` (a dict) for other screens: the new-game screen gives them to the game's setup (``adjust``),
which puts a device default (a game's ``DEVICE_DEFAULTS``, kept under the setting's name) into a new game.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import TYPE_CHECKING, Awaitable, Callable

import flet as ft

from scorekeeper.i18n.numbers import native_digits_of, parse_locale
from scorekeeper.i18n.translate import gettext, ngettext, number_style
from scorekeeper.i18n.zone import ZONE_PREFERENCE
from scorekeeper.words import N_
from scorekeeper.service import GameSummary, StoreError

from . import file_chooser, phone, share, theme
from .progress_bar import ProgressStrip
from .data_card import column_of, restore_confirmation, where_the_data_lives
from .shown_parts import PartWhenShown, after
from .home import status_text
from .common import app_bar, choice_button, game_setup
from .setup_context import DeviceDefault
from .language import (AS_THE_DEVICE, Speech, AS_THE_LANGUAGE, DEVICE, DIGITS_PREFERENCE, LANGUAGE_NAMES, LANGUAGE_PREFERENCE,
                       device_locale)
from .widgets import big_button, body, card, heading, icon_button

if TYPE_CHECKING:
    from flet.controls.services.shared_preferences import SharedPreferencesValueType

    from .shell import Shell


PREF_PREFIX = "scorekeeper."
STATUS_WORDS = {"in progress": N_("in progress"), "finished": N_("finished"), "damaged": N_("damaged")}
THEMES = [("light", N_("Light")), ("dark", N_("Dark")), ("system", N_("As the device"))]
# "As the device" is on the Theme and the Language cards: a screen reader, which does not see the cards,
# hears which one each is.
THEME_NAMES = {"light": N_("Light theme"), "dark": N_("Dark theme"), "system": N_("Theme as the device")}


def device_defaults() -> list[DeviceDefault]:
    """The settings whose default for new games the device keeps, from every installed game (each once)."""
    from scorekeeper.rules.registry import games

    found: dict[str, DeviceDefault] = {}
    for kind in games():
        for default in game_setup(kind).DEVICE_DEFAULTS:
            found.setdefault(default.setting, default)
    return list(found.values())


def preferences(app: Shell) -> dict[str, object]:
    prefs = getattr(app, "preferences", None)
    if prefs is None:
        prefs = {}
        app.preferences = prefs
    return prefs


def _prefs_service(app: Shell) -> ft.SharedPreferences:
    return app.platform_service(ft.SharedPreferences)


async def save_preference(app: Shell, name: str, value: SharedPreferencesValueType) -> None:
    preferences(app)[name] = value
    try:
        await _prefs_service(app).set(PREF_PREFIX + name, value)
    except Exception:  # no storage on this platform: it still holds for this session
        pass


async def load_preferences(app: Shell) -> None:
    """Read the device's preferences and apply the theme (called once at start-up, before the first screen)."""
    prefs = preferences(app)
    prefs.update(await _saved_preferences(app))
    mode = prefs.get("theme")
    if mode in {m for m, _ in THEMES} and mode != app.theme_mode:
        app.set_theme(mode)
    locale = await device_locale(app.page)

    def follow(speech: Speech) -> None:
        speech.device_locale = locale
        speech.set_preferences(prefs)

    app.speak(follow)


async def _saved_preferences(app: Shell) -> dict[str, object]:
    """The preferences the device keeps, asked all at once: each question is a round trip to the screen, and
    the first screen waits for the answers. The device lists the names it keeps (one question), so no game is
    imported to learn its defaults' names before the first screen; a device that cannot list them is asked
    for every name the app and its games know."""
    service = _prefs_service(app)
    try:
        kept = await service.get_keys(PREF_PREFIX)
    except Exception:  # no storage on this platform, or no listing: ask for each name
        kept = None
    if isinstance(kept, list):
        names = [key[len(PREF_PREFIX):] for key in kept if isinstance(key, str) and key.startswith(PREF_PREFIX)]
    else:
        names = ["theme", LANGUAGE_PREFERENCE, DIGITS_PREFERENCE, ZONE_PREFERENCE,
                 *(d.setting for d in device_defaults()), phone.HAPTIC]

    async def value_of(name: str) -> object:
        try:
            return await service.get(PREF_PREFIX + name)
        except Exception:
            return None

    values = await asyncio.gather(*(value_of(name) for name in names))
    return {name: value for name, value in zip(names, values) if value is not None}


# -- the screen ------------------------------------------------------------------------------------------
@dataclass
class SettingsMemory:
    """What the settings screen remembers between taps."""

    export_game: str | None = None  # the game chosen for export
    restore_pending: share.PendingRestore | None = None  # a checked backup waiting for "Replace my data"
    notice: str | None = None  # what the last action did


def language_buttons(screen: SettingsScreen) -> list[ft.Control]:
    """As the device, then each language in its own name; the one the keeper chose is filled."""
    chosen = screen.app.speech.chosen
    options = [(DEVICE, gettext(AS_THE_DEVICE)), *LANGUAGE_NAMES.items()]
    return own_lines([choice_button(label, f"language-{value or 'device'}", screen.chooser(LANGUAGE_PREFERENCE, value),
                                    value == chosen, name=None if value else gettext("Language as the device"),
                                    every_script=bool(value))
                      for value, label in options])


def digits_buttons(screen: SettingsScreen) -> list[ft.Control]:
    """As the language, Latin digits, and the language's own where it has them (০১২৩, ०१२३)."""
    chosen, style = screen.app.speech.digits, number_style()
    native = native_digits_of(parse_locale(style.locale))[:4]
    options = [(DEVICE, gettext(AS_THE_LANGUAGE)), ("latin", "0123"), *([("native", native)] if native != "0123" else [])]
    return own_lines([choice_button(label, f"digits-{value or 'language'}", screen.chooser(DIGITS_PREFERENCE, value),
                                    value == chosen) for value, label in options])


def own_lines(buttons: list[ft.Control]) -> list[ft.Control]:
    """The "as the device" choice on a line of its own, the short ones (the languages' own names, the digits)
    on one line below it: the same two lines in every language, so the screen drawn again in the language just
    tapped puts every button where it was, however long "as the device" is in that language."""
    first, rest = buttons[0], buttons[1:]
    return [ft.Row([first]), ft.Row(rest, wrap=True, spacing=theme.GAP, run_spacing=theme.GAP)]


SCROLL_INTERVAL_MS = 250  # how often the screen hears where it is scrolled: enough to come back to the place


def from_end(above_end: float) -> float:
    """The offset ``scroll_to`` reads as that far above the end (Flet: a negative offset counts from the end,
    -1 being the end itself)."""
    return -(above_end + 1)


class SettingsScreen:
    """Theme, the lakhs default and the data: built once per visit; a tap changes what it concerns."""

    def __init__(self, app: Shell) -> None:
        self.app = app
        self.memory = SettingsMemory()
        self.notice = body("", key="settings-notice")
        self.notice_card = card(self.notice, key="settings-notice-card")
        self.theme_row = ft.Row(wrap=True, spacing=theme.GAP, run_spacing=theme.GAP)
        self.defaults = {d.setting: ft.Switch(key=d.key, label=gettext(d.label), value=bool(preferences(app).get(d.setting)),
                                              on_change=self.set_default, data=d.setting)
                         for d in device_defaults()}
        default_cards = [card(self.defaults[d.setting], body(gettext(d.help), size=theme.SMALL), key=f"{d.key}-card")
                         for d in device_defaults()]
        self.haptic = ft.Switch(key="haptic", label=gettext("A light buzz when an entry is stored"),
                                value=app.phone.haptic_on, on_change=self.set_haptic)
        self.export_game = ft.Dropdown(key="export-game", label=gettext("Game"), expand=True,
                                       on_select=self.pick_game)
        # The field shows the game's name alone (with its status it was cut to "(in prog" on a phone); the
        # menu and the line under the field say whether it is finished.
        self.export_status = body("", key="export-status", size=theme.SMALL)
        self.exportable: list[GameSummary] = []
        self.export_none = body(gettext("No games to export yet."), key="export-none")
        self.export_buttons = ft.Row([
            big_button(gettext("Game record"), "export-json", self.guard(gettext("Export"), lambda: self.export("json")),
                       tooltip=gettext("A JSON file another Scorekeeper can import")),
            big_button(gettext("Spreadsheet"), "export-csv", self.guard(gettext("Export"), lambda: self.export("csv")),
                       filled=False, tooltip=gettext("A CSV file, one row per hand")),
        ], wrap=True, spacing=theme.GAP, run_spacing=theme.GAP)
        # Shown and hidden as a whole: a Semantics whose content is hidden is drawn as an error box.
        self.export_field = ft.Semantics(label=gettext("Game to export"), content=self.export_game)
        # under their buttons, made when their work first starts: an import of many files, a restore
        self.import_progress, self.restore_progress = ProgressStrip("import-progress"), ProgressStrip("restore-progress")
        self.import_chooser, self.restore_chooser = (file_chooser.NotOpenedCard(app, self.guard, self.send, name) for name in ("import", "restore"))
        haptic_card = card(self.haptic, body(gettext("The phone confirms each entry that was kept; a refused one gives none."),
                                             size=theme.SMALL), key="haptic-card")
        haptic_card.visible = app.phone.active  # only a phone has the motor
        self.language_row = ft.Column(spacing=theme.GAP, tight=True)
        self.digits_row = ft.Column(spacing=theme.GAP, tight=True)
        controls: list[ft.BaseControl] = [
            app.banner, self.notice_card,
            card(heading(gettext("Theme"), size=20), self.theme_row, key="theme-card"),
            *default_cards,
            haptic_card,
            card(heading(gettext("Export a game"), size=20),
                 self.export_field, self.export_status, self.export_buttons,
                 self.export_none, key="export-card"),
            self._import_card(app),
            self._sync_card(app),
            self._data_card(app),
            card(heading(gettext("Language"), size=20), self.language_row,
                 body(gettext("Digits"), size=theme.SMALL), self.digits_row, key="language-card"),
        ]
        self.scrolled = 0.0  # how far the screen is scrolled: a language tap builds it again there
        self.above_end = 0.0  # how far above its end: the Language card, at the end, comes back where it was
        self.view = ft.View(route="/settings", appbar=app_bar(gettext("Settings"), [
                                icon_button(ft.Icons.SYNC, "to-sync", gettext("Sync with the group's server"),
                                            lambda e: app.go("/settings/sync"))]), controls=controls,
                            scroll=ft.ScrollMode.AUTO, padding=12, spacing=12, on_scroll=self.keep_scroll,
                            scroll_interval=SCROLL_INTERVAL_MS, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
        self.refresh()

    def _import_card(self, app: Shell) -> ft.Control:
        """Import; under its button a refused chooser's card, then the import's progress, each made when first shown."""
        button = big_button(gettext("Import game records…"), "import-record", self.import_chooser.tap(
            gettext("Import"), lambda told: share.pick_and_import(app, self.import_progress, told)))
        import_card = card(heading(gettext("Import"), size=20),
                           body(gettext("Game record files (.json) from another device or the command line."), size=theme.SMALL),
                           button, key="import-card")
        column = column_of(import_card)
        refused = self.import_chooser.place_in(column, after(column, button, []))
        self.import_progress.place_in(column, after(column, button, [refused]))
        return import_card

    def _data_card(self, app: Shell) -> ft.Control:
        """Back up and Restore; under them a refused chooser's card, the restore's question, its progress: each made
        when first shown (most visits show none: 14 controls), in that order whichever comes first."""
        buttons = ft.Row([
            big_button(gettext("Back up…"), "backup", self.guard(gettext("Backup"), lambda: share.backup(app))),
            big_button(gettext("Restore…"), "restore", self.restore_chooser.tap(gettext("Restore"), self.choose_backup), filled=False),
        ], wrap=True, spacing=theme.GAP, run_spacing=theme.GAP)
        data_card = card(heading(gettext("Your data"), size=20),
                         body(gettext("A backup holds every game, the trash and the players."), size=theme.SMALL),
                         *where_the_data_lives(app), buttons, key="data-card")
        column = column_of(data_card)
        refused = self.restore_chooser.place_in(column, after(column, buttons, []))
        self.restore_card = PartWhenShown(column, self._restore_card, after(column, buttons, [refused]))
        self.restore_progress.place_in(column, after(column, buttons, [refused, self.restore_card]))
        return data_card

    def _restore_card(self) -> ft.Container:
        """The question before a restore replaces everything, made when a checked backup first waits for it."""
        self.restore_question = body("", key="restore-question", weight=ft.FontWeight.W_600)
        return restore_confirmation(self.restore_question, self.guard(gettext("Restore"), self.confirm_restore), self.cancel_restore)

    def _sync_card(self, app: Shell) -> ft.Control:
        """Where Sync is: its fields have a screen of their own (``/settings/sync``), at its top. Here, far
        down a long screen, a field could be scrolled past as the screen was drawn again."""
        return card(heading(gettext("Sync"), size=20),
                    body(gettext("Share the games with the group's CouchDB server (see the README): every phone "
                                 "with the same server gets every game."), size=theme.SMALL),
                    big_button(gettext("Sync with the group's server"), "sync-open",
                               lambda e: app.go("/settings/sync"), filled=False),
                    key="sync-card")

    # -- bringing the controls in step ------------------------------------------------------------
    def refresh(self) -> None:
        m = self.memory
        self.notice_card.visible = bool(m.notice)
        self.notice.value = m.notice or ""
        self.language_row.controls, self.digits_row.controls = language_buttons(self), digits_buttons(self)
        self.theme_row.controls = [big_button(gettext(label), f"theme-{mode}", self.theme_handler(mode),
                                              filled=(self.app.theme_mode == mode), name=gettext(THEME_NAMES[mode]),
                                              tooltip=gettext(THEME_NAMES[mode]))
                                   for mode, label in THEMES]
        games = [g for g in self.app.service.list_games() if not g.problem]
        ids = {g.id for g in games}
        if m.export_game not in ids:
            m.export_game = self.app.state.game_id if self.app.state.game_id in ids else (
                games[0].id if games else None)
        self.export_game.options = [ft.DropdownOption(key=g.id, text=g.name, content=ft.Text(
            gettext("{name} ({status})").format(
                name=g.name, status=gettext(STATUS_WORDS.get(g.status, g.status))), max_lines=2, overflow=ft.TextOverflow.ELLIPSIS)) for g in games]
        self.export_game.value = m.export_game
        self.export_field.visible = self.export_buttons.visible = self.export_status.visible = bool(games)
        self.exportable = games
        self.show_export_status()
        self.export_none.visible = not games
        pending = m.restore_pending
        self.restore_card.show(pending is not None)
        if pending is not None:
            games_word = ngettext("{count} game", "{count} games", pending["games"]).format(count=pending["games"])
            self.restore_question.value = gettext("Replace everything stored here with {name} ({games_word})?").format(
                name=pending['name'], games_word=games_word)

    def say(self, notice: str | None = None, error: str | None = None) -> None:
        self.memory.notice = notice
        self.app.show_error(error)
        self.refresh()

    def guard(self, what: str, action: Callable[[], Awaitable[str | None]]) -> Callable[[ft.ControlEvent], Awaitable[None]]:
        """An async handler: run ``action`` (returning a message), show the outcome."""
        async def handler(e: ft.ControlEvent) -> None:
            try:
                message = await action()
            except (share.ShareError, StoreError, ValueError) as exc:
                self.say(error=str(exc))
            except Exception as exc:  # the device refused the file dialog
                self.say(error=gettext("{what} did not work: {exc}").format(what=what, exc=exc))
            else:
                if message is not None:
                    self.say(notice=message)
            self.send()
        return handler

    def send(self) -> None:
        """Send what changed: a handler whose work showed progress called ``update`` itself, and Flet then
        leaves the rest of the handler's changes unsent."""
        try:
            self.view.update()
        except RuntimeError:  # the screen is no longer on the page
            pass

    # -- taps ----------------------------------------------------------------------------------------------
    def theme_handler(self, mode: str) -> Callable[[ft.ControlEvent], Awaitable[None]]:
        async def set_theme(e: ft.ControlEvent) -> None:
            self.app.set_theme(mode)
            self.refresh()
            await save_preference(self.app, "theme", mode)
        return set_theme

    def chooser(self, preference: str, value: str) -> Callable[[ft.ControlEvent], Awaitable[None]]:
        async def chosen(e: ft.ControlEvent) -> None:
            await self.choose(preference, value)
        return chosen

    async def choose(self, preference: str, value: str) -> None:
        """The language or digits chosen: saved on the device, then every screen speaks it (this one first)."""
        await save_preference(self.app, preference, value)
        self.app.speak(lambda speech: speech.set_preferences(preferences(self.app)))
        again = self.app.screen  # built again in the new language: scrolled back to where the keeper was
        if again is not self and isinstance(again, SettingsScreen) and self.scrolled:
            again.scrolled, again.above_end = self.scrolled, self.above_end
            await again.view.scroll_to(offset=from_end(self.above_end), duration=0)

    def keep_scroll(self, e: ft.OnScrollEvent) -> None:
        """Where the keeper has scrolled (a few reports a second, no more): only this screen reads it.

        Kept as the distance above the end, not from the top: the cards above the Language card are taller
        or shorter in another language, so the same offset from the top puts the tapped language elsewhere,
        while the same distance from the end keeps it under the keeper's finger."""
        self.scrolled = e.pixels
        self.above_end = max(0.0, e.max_scroll_extent - e.pixels)

    async def set_default(self, e: ft.Event[ft.Switch]) -> None:
        await save_preference(self.app, str(e.control.data), bool(e.control.value))

    async def set_haptic(self, e: ft.Event[ft.Switch]) -> None:
        await save_preference(self.app, phone.HAPTIC, bool(self.haptic.value))

    def show_export_status(self) -> None:
        chosen = next((g for g in self.exportable if g.id == self.memory.export_game), None)
        self.export_status.value = status_text(chosen) if chosen is not None else ""

    def pick_game(self, e: ft.Event[ft.Dropdown]) -> None:
        self.memory.export_game = self.export_game.value
        self.show_export_status()

    async def export(self, fmt: str) -> str | None:
        if self.memory.export_game is None:
            return None
        return await share.export_game(self.app, self.memory.export_game, fmt)

    async def choose_backup(self, not_opened: share.NotOpened) -> str | None:
        share.discard_pending(self.memory.restore_pending)
        self.memory.restore_pending = None
        found = await share.pick_backup(self.app, not_opened)
        if found is None:
            return gettext("No file chosen; nothing was restored")
        self.memory.restore_pending = found
        self.say()
        return None

    async def confirm_restore(self) -> str:
        pending, self.memory.restore_pending = self.memory.restore_pending, None
        assert pending is not None
        return await share.restore(self.app, pending, self.restore_progress)

    def cancel_restore(self, e: ft.ControlEvent) -> None:
        share.discard_pending(self.memory.restore_pending)
        self.memory.restore_pending = None
        self.say(notice=gettext("Restore cancelled; nothing changed"))
