"""The season (``/season``): the table of a range of dates, of one game or all, and the pairs across games.

Per player: games finished and won, win %, current and longest winning streak, last played and the
rating (``scorekeeper.season``: OpenSkill's Plackett-Luce model).  The table has one row a player, so a
tap (another range, another game) sends the same with 2,000 games in the season as with ten; working
the season out reads each game's facts from the stats cache, not a replay.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n import shown
from scorekeeper.i18n.translate import gettext, ngettext
from scorekeeper.rules.registry import games
from scorekeeper.season import Season, Standing
from scorekeeper.words import N_

from . import theme
from .widgets import body, card, heading

if TYPE_CHECKING:
    from .shell import Shell

RANGES = (("month", N_("This month")), ("year", N_("This year")), ("all", N_("All time")))


def range_dates(choice: str, today: date) -> tuple[date | None, date | None]:
    """The local dates a range choice covers (inclusive)."""
    if choice == "month":
        return today.replace(day=1), None
    if choice == "year":
        return today.replace(month=1, day=1), None
    return None, None


def kind_title(kind: str) -> str:
    rules = games().get(kind)
    return gettext(rules.TITLE) if rules is not None else kind


def rating_text(standing: Standing) -> str:
    if standing.rating is None:
        return "–"
    return gettext("{mu} ± {sigma}").format(mu=shown.decimal(round(standing.rating.mu, 1)),
                                           sigma=shown.decimal(round(standing.rating.sigma, 1)))


def standing_lines(standing: Standing) -> list[str]:
    """A player's row in words (the screen reader and the narrow phone read it as lines)."""
    pct = "–" if standing.win_pct is None else gettext("{pct}%").format(pct=shown.decimal(standing.win_pct))
    last = shown.day(standing.last_played.date().isoformat()) if standing.last_played else "–"
    return [gettext("finished {finished} · won {won} ({pct})").format(
                finished=shown.number(standing.games_finished), won=shown.number(standing.games_won), pct=pct),
            gettext("winning streak {current} (longest {longest}) · last played {day}").format(
                current=shown.number(standing.current_streak), longest=shown.number(standing.longest_streak), day=last),
            gettext("rating {rating}").format(rating=rating_text(standing))]


@dataclass
class SeasonMemory:
    range: str = "month"
    kind: str | None = None


class SeasonScreen:
    """The season table; built once a visit, the table brought in step after each choice."""

    def __init__(self, app: Shell) -> None:
        self.app = app
        self.memory = SeasonMemory()
        self.range_choice = ft.Dropdown(
            key="season-range", label=gettext("When"), value=self.memory.range, width=180,
            options=[ft.DropdownOption(key=k, text=gettext(label)) for k, label in RANGES],
            on_select=lambda e: self.choose(range_=e.control.value))
        self.kind_choice = ft.Dropdown(
            key="season-kind", label=gettext("Game"), value="all", width=180,
            options=[ft.DropdownOption(key="all", text=gettext("All games")),
                     *[ft.DropdownOption(key=k, text=gettext(m.TITLE)) for k, m in games().items()]],
            on_select=lambda e: self.choose(kind=e.control.value))
        self.content = ft.Column(spacing=12)
        self.view = ft.View(route="/season", appbar=ft.AppBar(title=ft.Text(gettext("Season"))),
                            controls=[app.banner, ft.Row([
                                ft.Semantics(content=self.range_choice, label=gettext("Season: when")),
                                ft.Semantics(content=self.kind_choice, label=gettext("Season: which game"))], wrap=True),
                                      self.content], scroll=ft.ScrollMode.AUTO, padding=12, spacing=12)
        self.refresh()

    def season(self) -> Season:
        since, until = range_dates(self.memory.range, datetime.now().astimezone().date())
        return self.app.service.season_of(since, until, self.memory.kind)

    def refresh(self) -> None:
        table = self.season()
        names = self.app.service.player_names()
        controls: list[ft.Control] = []
        rows = table.table()
        if not rows:
            controls.append(body(gettext("No game was played in this range."), key="season-none"))
        for place, standing in enumerate(rows, start=1):
            pid = standing.player
            controls.append(card(
                ft.Text(gettext("{place}. {player}").format(place=shown.number(place), player=names.get(pid, pid)),
                        key=f"season-{pid}-name", size=theme.BODY, weight=ft.FontWeight.W_600),
                *(body(line, key=f"season-{pid}-{n}", size=theme.SMALL) for n, line in enumerate(standing_lines(standing))),
                key=f"season-{pid}", padding=8))
        partners = sorted(table.partners.values(), key=lambda r: (-r.games, r.players))
        if partners:
            controls.append(heading(gettext("Partners"), size=18, key="season-partners"))
        for record in partners:
            a, b = (names.get(p, p) for p in record.players)
            controls.append(body(ngettext("{first} & {second}: {games} game together, {won} won ({kinds})",
                                          "{first} & {second}: {games} games together, {won} won ({kinds})",
                                          record.games).format(
                first=a, second=b, games=shown.number(record.games), won=shown.number(record.won),
                kinds=", ".join(kind_title(k) for k in sorted(record.kinds))),
                key=f"partners-{'-'.join(record.players)}", size=theme.SMALL))
        opponents = sorted(table.opponents.values(), key=lambda r: (-r.games, r.players))
        if opponents:
            controls.append(heading(gettext("Head to head"), size=18, key="season-head-to-head"))
        for record in opponents:
            a, b = (names.get(p, p) for p in record.players)
            controls.append(body(ngettext("{first} {first_won} – {second_won} {second} ({games} game)",
                                          "{first} {first_won} – {second_won} {second} ({games} games)",
                                          record.games).format(
                first=a, second=b, first_won=shown.number(record.won), second_won=shown.number(record.other_won),
                games=shown.number(record.games)), key=f"versus-{'-'.join(record.players)}", size=theme.SMALL))
        self.content.controls = controls

    def choose(self, *, range_: str | None = None, kind: str | None = "") -> None:
        if range_ is not None:
            self.memory.range = range_
        if kind != "":
            self.memory.kind = None if kind in (None, "all") else kind
        self.refresh()
