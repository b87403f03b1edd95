"""Home: resume the game in progress with one tap, start a new one, find old ones.

The list shows games in progress, then finished ones, newest first, each with
its players, kind, totals (in the game's currency) and date.  Only the first
page of each list is built (``PAGE`` games); "Show more" loads the next page,
so a thousand saved games open as fast as ten.  A game can be renamed in
place, or deleted to the store's trash with an Undo.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Mapping, Protocol

import flet as ft

from scorekeeper.i18n import shown
from scorekeeper.i18n.zone import now_here
from scorekeeper.i18n.translate import Counted, gettext
from scorekeeper.words import N_

from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules.registry import games, known_game
from scorekeeper.service import GameSummary, totals_line

from . import theme
from .common import app_bar, banner_of, game_setup, show_error
from .evenings import evening_card
from .widgets import big_button, body, card, error_banner, grid, heading, icon_button, said, tapped

if TYPE_CHECKING:
    from .shell import Shell

PAGE = 20  # games built per list until the player asks for more
LISTS = (("in progress", N_("In progress"), "list-in-progress"), ("finished", N_("Finished"), "list-finished"),
         ("damaged", N_("Cannot be read"), "list-damaged"))


# -- the games, a page at a time ------------------------------------------------------------------
class GameListSource(Protocol):
    """Where the game list comes from: the service (its checks on names included), or a bare store."""

    def list_games(self, status: str | None = None, *, offset: int = 0, limit: int | None = None,
                   kind: str | None = None, player: str | None = None) -> list[GameSummary]: ...

    def count_games(self, status: str | None = None) -> int: ...

    def rename_game(self, game_id: str, name: str) -> None: ...

    def delete_game(self, game_id: str) -> None: ...

    def restore_game(self, game_id: str) -> None: ...


def games_source(app: Shell) -> GameListSource:
    return app.service


def listed(app: Shell, kind: str | None, player: str | None) -> tuple[dict[str, list[GameSummary]], tuple[str, ...]]:
    """The game list by status, newest first: one read of the store's index (summaries, no controls), and
    what the store found reading it (a damaged game's journal, repaired), for the banner."""
    by_status: dict[str, list[GameSummary]] = {status: [] for status, _, _ in LISTS}
    found = app.service.game_list(None, kind=kind, player=player)
    for g in found.value:
        by_status.setdefault(g.status, []).append(g)
    return by_status, found.notes


def matches(summary: GameSummary, kind: str | None, player: str | None) -> bool:
    return (kind is None or summary.kind == kind) and (player is None or player in summary.player_ids)


# -- one game's lines -----------------------------------------------------------------------------------
def kind_title(kind: str) -> str:
    rules = known_game(kind)  # the book's own games only: the first screen does not wait for every game's import
    return gettext(rules.TITLE) if rules is not None else kind


def players_line(players: tuple[str, ...]) -> str:
    """Who plays, as a game's card says it: two players face each other ("Ann vs Bob"), more are listed."""
    if len(players) == 2:
        return gettext("{first} vs {second}").format(first=players[0], second=players[1])
    return ", ".join(players)


def game_settings(app: Shell, summary: GameSummary) -> Mapping[str, JsonValue] | None:
    """The game's settings (currency, sides), read for the games shown only."""
    try:
        return app.service.game_settings(summary.id)
    except Exception:  # a game that cannot be read still shows in the list
        return None


def when(summary: GameSummary) -> str:
    """When the game was last played, as the reader's language writes a day and a time."""
    return shown.moment(summary.updated or summary.created or "")


# A game in progress counts its hands in the word the game calls one ("2 deals played" where it deals)
PLAYED = {"Hand": Counted("in progress · {count} hand played", "in progress · {count} hands played"),
          "Deal": Counted("in progress · {count} deal played", "in progress · {count} deals played")}


def hand_word_of(kind: str) -> str:
    """The game's word for a hand (its setup's ``HAND_WORD``); "Hand" for a game this install cannot show."""
    if known_game(kind) is None:
        return "Hand"
    try:
        return game_setup(kind).HAND_WORD
    except LookupError:  # a game without screens for the app
        return "Hand"


def status_text(summary: GameSummary) -> str:
    if summary.status == "finished":
        won = gettext(" · won by {winner}").format(winner='+'.join(summary.winner)) if summary.winner else ""
        return gettext("finished{won}").format(won=won)
    if summary.status == "damaged":
        return gettext("cannot be read: {problem}").format(problem=summary.problem)
    if summary.hands is None:
        return gettext("in progress")
    played = PLAYED.get(hand_word_of(summary.kind), PLAYED["Hand"])
    return played.of(summary.hands).format(count=summary.hands)


# -- what the screen remembers between taps -------------------------------------------------------
@dataclass
class HomeMemory:
    kind: str | None = None  # the game filter
    player: str | None = None  # the player filter (a player id)
    renaming: str | None = None  # the game whose name is being edited
    rename_text: str = ""
    deleted: tuple[str, str] | None = None  # (id, name) of the game just moved to the trash
    shown: dict[str, int] = field(default_factory=lambda: {status: PAGE for status, _, _ in LISTS})


class HomeScreen:
    """The home screen: built once per visit; a tap changes only the controls it concerns."""

    def __init__(self, app: Shell) -> None:
        self.app = app
        kept = app.screen_memory.get("home-filters")  # the filters chosen earlier this session (set_filter)
        self.memory = HomeMemory(*kept) if isinstance(kept, tuple) else HomeMemory()
        self.items: dict[str, tuple[GameSummary, bool, ft.Control]] = {}  # id → (summary, renaming, card)
        self.banner = banner_of(app)
        self.startup = error_banner(app.startup_message) if app.startup_message else None
        self.deleted_bar: ft.Container | None = None  # made at the first deletion (``deleted_banner``)
        self.deleted_text = ft.Text("", size=theme.BODY, expand=True, key="deleted-text")
        self.resume_name = body("", weight=ft.FontWeight.W_600)
        self.resume_players = body("", size=theme.SMALL)
        self.resume_totals = body("", size=theme.SMALL, key="resume-totals")
        self.resume_button = big_button(gettext("Resume"), "resume", lambda e: self.resume(), expand=True)
        self.resume_card = card(heading(gettext("Game in progress"), size=20), self.resume_name, self.resume_players,
                                self.resume_totals, self.resume_button, key="resume-card")
        self.resume_id: str | None = None
        self.kind_filter = ft.Dropdown(
            key="filter-kind", label=gettext("Game"), value=self.memory.kind or "all", width=190,
            options=[ft.DropdownOption(key="all", text=gettext("All games"))],
            on_select=lambda e: self.set_filter(kind=e.control.value))
        app.page.run_task(self.offer_every_game)  # once the first frame is sent
        self.player_filter = ft.Dropdown(
            key="filter-player", label=gettext("Player"), value=self.memory.player or "all", width=190,
            options=[], on_select=lambda e: self.set_filter(player=e.control.value))
        self.filters = ft.Row([ft.Semantics(content=self.kind_filter, label=gettext("Filter by game")),
                               ft.Semantics(content=self.player_filter, label=gettext("Filter by player"))],
                              wrap=True, run_spacing=8)
        self.no_games = body("", key="no-games")
        self.new_game = big_button(gettext("New game"), "new-game", lambda e: self.go("/new"))
        self.games_heading = heading(gettext("Games"), size=20)
        self.list = ft.ListView(controls=[], expand=True, spacing=12, padding=12, key="home-list")
        self.view = ft.View(
            route="/",
            appbar=app_bar(gettext("Scorekeeper"), [
                icon_button(ft.Icons.PEOPLE, "to-players", gettext("Players"), lambda e: self.go("/players")),
                icon_button(ft.Icons.SETTINGS, "to-settings", gettext("Settings"), lambda e: self.go("/settings")),
            ]),
            controls=[self.list], padding=0, spacing=0,
        )
        self.refresh()

    async def offer_every_game(self) -> None:
        """Every installed game in the filter, added once the screen is sent: importing every game's rules
        to learn their titles took a phone's browser about a second before the first frame (issue 36)."""
        with self.app.speech.active():
            self.kind_filter.options = [*self.kind_filter.options[:1],
                                        *[ft.DropdownOption(key=k, text=gettext(m.TITLE)) for k, m in games().items()]]
        if self.kind_filter.page is not None:
            self.kind_filter.update()

    # -- bringing the controls in step ------------------------------------------------------------
    def refresh(self) -> None:
        m = self.memory
        controls: list[ft.Control] = [c for c in (self.startup, self.banner) if c is not None]
        if m.deleted is not None or self.deleted_bar is not None:
            bar = self.deleted_banner()
            bar.visible = m.deleted is not None
            if m.deleted is not None:
                self.deleted_text.value = gettext("“{deleted}” moved to the trash").format(deleted=m.deleted[1])
            controls.append(bar)
        games, notes = listed(self.app, m.kind, m.player)
        everything, more = (games, ()) if m.kind is None and m.player is None else listed(self.app, None, None)
        if notes or more:  # the listing met a damaged game: the very sentence the command line prints
            self.app.show_error(" ".join(notes + more))
        if everything["in progress"]:
            self.fill_resume(everything["in progress"][0])
            controls.append(self.resume_card)
        controls += self.tonight_part(everything)
        controls += [self.new_game, self.games_heading]
        self.player_filter.options = [ft.DropdownOption(key="all", text=gettext("Everyone")),
                                      *[ft.DropdownOption(key=p.id, text=p.name)
                                        for p in self.app.service.players()]]
        controls.append(self.filters)
        for status, title, key in LISTS:
            group = games[status]
            if not group:
                continue
            controls.append(heading(gettext("{status} ({count})").format(status=gettext(title), count=len(group)),
                                    key=key, size=18))
            page = group[:m.shown[status]]
            controls.extend(self.item(g) for g in page)  # cards for the page shown only
            if len(group) > len(page):
                controls.append(big_button(gettext("Show more ({count} more)").format(
                    count=len(group) - len(page)), f"more-{key}",
                                           tapped(self.show_more, status), filled=False))
        if not any(games.values()):
            nothing = not any(everything.values())
            self.no_games.value = gettext("No games yet: tap New game.") if nothing else gettext("No game matches these filters.")
            controls.append(self.no_games)
        self.list.controls = controls

    def deleted_banner(self) -> ft.Container:
        """The note that a game went to the trash, with Undo: made at the first deletion of the visit and kept
        (hidden once dismissed), so a home screen where nothing was deleted sends none of it."""
        if self.deleted_bar is None:
            self.deleted_bar = ft.Container(
                key="deleted-banner", visible=False,
                content=ft.Row([
                    ft.Icon(ft.Icons.DELETE_OUTLINE), self.deleted_text,
                    ft.TextButton(content=gettext("Undo"), key="undo-delete", height=48,
                                  on_click=lambda e: self.undo_delete()),
                    icon_button(ft.Icons.CLOSE, "dismiss-deleted", gettext("Dismiss this note"),
                                lambda e: self.dismiss_deleted()),
                ], vertical_alignment=ft.CrossAxisAlignment.CENTER),
                padding=8, border_radius=10, bgcolor=ft.Colors.with_opacity(0.12, ft.Colors.ON_SURFACE))
        return self.deleted_bar

    def tonight_part(self, everything: dict[str, list[GameSummary]]) -> list[ft.Control]:
        """Tonight's card when an evening is under way (only tonight's games are read), and the ways to the
        past evenings and the season table."""
        listed = [g for group in everything.values() for g in group]
        links = ft.Row([big_button(gettext("Past evenings"), "to-evenings", lambda e: self.go("/evenings"), filled=False),
                        big_button(gettext("Season"), "to-season", lambda e: self.go("/season"), filled=False)],
                       wrap=True, spacing=8)
        try:
            evening = self.app.service.tonight(now_here(), listed)
        except Exception:  # tonight is a convenience: a game that cannot be read never keeps the home screen away
            evening = None
        if evening is None:
            return [links]
        summaries = {g.id: g for g in listed}
        return [evening_card(self.app, evening, self.app.service.player_names(), summaries, tonight=True,
                             key="tonight"), links]

    def fill_resume(self, summary: GameSummary) -> None:
        self.resume_id = summary.id
        self.resume_name.value = summary.name
        self.resume_players.value = f"{kind_title(summary.kind)} · {players_line(summary.players)}"
        totals = totals_line(summary, game_settings(self.app, summary))
        self.resume_totals.value = totals
        self.resume_totals.visible = bool(totals)

    def item(self, summary: GameSummary) -> ft.Control:
        """The card of one game, kept while the game and its rename state stay the same."""
        renaming = self.memory.renaming == summary.id
        known = self.items.get(summary.id)
        if known is not None and known[0] == summary and known[1] == renaming:
            return known[2]
        built = self.build_item(summary, renaming)
        self.items[summary.id] = (summary, renaming, built)
        return built

    def build_item(self, g: GameSummary, renaming: bool) -> ft.Control:
        lines: list[ft.Control] = [
            ft.ListTile(
                key=f"game-{g.id}",
                title=ft.Text(g.name, size=theme.BODY, weight=ft.FontWeight.W_600),
                subtitle=ft.Text(f"{kind_title(g.kind)} · {players_line(g.players)}", size=theme.SMALL),
                trailing=ft.Icon(ft.Icons.CHEVRON_RIGHT),
                on_click=lambda e, gid=g.id: self.go(f"/game/{gid}"),
                content_padding=ft.Padding.symmetric(horizontal=4, vertical=0),
            ),
        ]
        totals = totals_line(g, game_settings(self.app, g)) if g.totals else ""
        if totals:
            lines.append(body(totals, key=f"totals-{g.id}", size=theme.SMALL, weight=ft.FontWeight.W_600))
        lines.append(body(f"{status_text(g)} · {when(g)}", key=f"when-{g.id}", size=theme.SMALL))
        if renaming:
            lines.append(ft.TextField(key=f"rename-field-{g.id}", label=gettext("New name"), value=self.memory.rename_text,
                                      autofocus=True, on_change=lambda e: self.keep_rename_text(e.control.value),
                                      on_submit=lambda e, gid=g.id: self.save_rename(gid)))
            lines.append(grid([
                big_button(gettext("Save name"), f"rename-save-{g.id}", tapped(self.save_rename, g.id)),
                big_button(gettext("Cancel"), f"rename-cancel-{g.id}", lambda e: self.cancel_rename(), filled=False),
            ]))
        else:
            lines.append(ft.Row([
                ft.TextButton(content=said(gettext("Rename"), gettext("Rename {name}").format(
                    name=g.name)), key=f"rename-{g.id}", icon=ft.Icons.EDIT, height=48,
                              on_click=lambda e, s=g: self.start_rename(s)),
                ft.TextButton(content=said(gettext("Delete"), gettext("Delete {name}").format(
                    name=g.name)), key=f"delete-{g.id}", icon=ft.Icons.DELETE_OUTLINE, height=48,
                              on_click=lambda e, s=g: self.delete(s)),
            ], wrap=True, spacing=4))
        return card(*lines, key=f"item-{g.id}", padding=8)

    # -- taps ---------------------------------------------------------------------------------------------
    def go(self, route: str) -> None:
        self.memory.deleted, self.memory.renaming = None, None
        self.app.go(route)

    def resume(self) -> None:
        if self.resume_id is not None:
            self.go(f"/game/{self.resume_id}")

    def set_filter(self, *, kind: str | None = "", player: str | None = "") -> None:
        if kind != "":
            self.memory.kind = None if kind in (None, "all") else kind
        if player != "":
            self.memory.player = None if player in (None, "all") else player
        self.app.screen_memory["home-filters"] = (self.memory.kind, self.memory.player)  # kept for the session
        self.memory.shown = {status: PAGE for status, _, _ in LISTS}
        self.refresh()

    def show_more(self, status: str) -> None:
        self.memory.shown[status] += PAGE
        self.refresh()

    def keep_rename_text(self, text: str | None) -> None:
        self.memory.rename_text = text or ""

    def start_rename(self, summary: GameSummary) -> None:
        self.memory.renaming, self.memory.rename_text = summary.id, summary.name
        show_error(self.app, None)
        self.refresh()

    def save_rename(self, game_id: str) -> None:
        try:
            games_source(self.app).rename_game(game_id, self.memory.rename_text.strip())
        except Exception as err:  # e.g. an empty name: say so, keep the field open
            show_error(self.app, gettext("Not renamed: {err}").format(err=err))
            return
        self.memory.renaming = None
        show_error(self.app, None)
        self.refresh()

    def cancel_rename(self) -> None:
        self.memory.renaming = None
        show_error(self.app, None)
        self.refresh()

    def delete(self, summary: GameSummary) -> None:
        try:
            games_source(self.app).delete_game(summary.id)
        except Exception as err:
            show_error(self.app, gettext("Not deleted: {err}").format(err=err))
            return
        self.memory.deleted = (summary.id, summary.name)
        show_error(self.app, None)
        if self.app.state.game_id == summary.id:  # the open game is gone: do not show it as open
            self.app.state.game_id, self.app.state.game = None, None
        self.refresh()

    def undo_delete(self) -> None:
        deleted, self.memory.deleted = self.memory.deleted, None
        if deleted:
            try:
                games_source(self.app).restore_game(deleted[0])
            except Exception as err:
                show_error(self.app, gettext("Could not bring “{deleted}” back: {err}").format(
                    deleted=deleted[1], err=err))
        self.refresh()

    def dismiss_deleted(self) -> None:
        self.memory.deleted = None
        self.refresh()

