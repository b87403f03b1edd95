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
import flet_charts as fch  # type: ignore[import-untyped]  # flet_charts 1.0.5 ships no py.typed marker

from scorekeeper.i18n import shown
from scorekeeper.i18n.zone import now_here
from scorekeeper.i18n.translate import gettext, ngettext
from scorekeeper.rules.registry import games
from scorekeeper.season import Season
from scorekeeper.season.chart import chart_top, game_marks, rating_lines
from scorekeeper.season.words import rating_text, standing_lines
from scorekeeper.words import N_

from . import theme
from .widgets import body, card, heading

if TYPE_CHECKING:
    from .shell import Shell

RANGES = (("month", N_("This month")), ("year", N_("This year")), ("all", N_("All time")),
          ("dates", N_("Chosen dates")))


def picked_day(value: object) -> date | None:
    """A date the range picker gave (a datetime, maybe with an offset: read in the device's time zone)."""
    if isinstance(value, datetime):
        return (value.astimezone() if value.tzinfo is not None else value).date()
    return value if isinstance(value, date) else None


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


def rating_chart(table: Season, names: dict[str, str]) -> list[ft.Control]:
    """Each of the top players' rating (mu) after each game of the season, game by game (the figures of
    ``season.chart``, which the board's season page draws too)."""
    players = rating_lines(table)
    if not players:
        return []
    colors = {s.player: theme.SIDE_COLORS[i % len(theme.SIDE_COLORS)] for i, s in enumerate(players)}
    top = chart_top(players)
    steps = range(0, top + 1, 10)
    chart = fch.LineChart(
        key="season-chart",
        data_series=[fch.LineChartData(
            points=[fch.LineChartDataPoint(x, mu, tooltip=f"{names.get(s.player, s.player)}: {shown.decimal(round(mu, 1))}")
                    for x, mu in s.points],
            color=colors[s.player], stroke_width=3) for s in players],
        min_x=0, max_x=max(1, len(table.games)), min_y=0, max_y=top,
        left_axis=fch.ChartAxis(label_size=32, labels=[fch.ChartAxisLabel(value=v, label=ft.Text(shown.number(v), size=11))
                                                       for v in steps]),
        bottom_axis=fch.ChartAxis(  # the game numbers in the reader's digits (Flutter's own are Latin ones)
            label_size=24, title=ft.Text(gettext("games of the season"), size=12), title_size=18,
            labels=[fch.ChartAxisLabel(value=n, label=ft.Text(shown.number(n), size=11, key=f"season-chart-game-{n}"))
                    for n in game_marks(len(table.games))]),
        height=200, expand=True)
    legend = ft.Row([ft.Row([ft.Container(width=14, height=14, bgcolor=colors[s.player], border_radius=3),
                             ft.Text(names.get(s.player, s.player), size=theme.SMALL)], spacing=4, tight=True)
                     for s in players], wrap=True, spacing=12)
    return [card(heading(gettext("Ratings, game by game"), size=18),
                 ft.Container(content=chart, height=200, padding=ft.Padding.only(right=12, top=8)), legend,
                 key="season-chart-card")]


@dataclass
class SeasonMemory:
    """What the keeper chose, kept in the session (``Shell.screen_memory``) so a visit to a game and back
    shows the same range and game: comparing this year's figures of one game must not mean choosing again."""

    range: str = "month"
    kind: str | None = None
    since: date | None = None  # the chosen dates (range "dates"), inclusive local dates
    until: date | None = None


class SeasonScreen:
    """The season table; built once a visit, the table brought in step after each choice."""

    def __init__(self, app: Shell) -> None:
        self.app = app
        kept = app.screen_memory.get("season")
        self.memory = kept if isinstance(kept, SeasonMemory) else SeasonMemory()
        app.screen_memory["season"] = self.memory
        self.range_choice = ft.Dropdown(
            key="season-range", label=gettext("When"), value=self.memory.range, width=180,
            options=[ft.DropdownOption(key=k, text=gettext(label)) for k, label in RANGES],
            on_select=lambda e: self.choose(range_=e.control.value))
        self.kind_choice = ft.Dropdown(
            key="season-kind", label=gettext("Game"), value=self.memory.kind or "all", width=180,
            options=[ft.DropdownOption(key="all", text=gettext("All games")),
                     *[ft.DropdownOption(key=k, text=kind_title(k)) for k in self.played_kinds()]],
            on_select=lambda e: self.choose(kind=e.control.value))
        # The calendar's spoken header keeps one English word in every language: Flutter builds it as
        # Semantics(label: '$helpText $startDateText to $endDateText') in _CalendarRangePickerDialog
        # (packages/flutter/lib/src/material/date_picker.dart, the same in every Flutter release read, old and
        # new); the "to" is a literal, not a MaterialLocalizations string, and Flet's DateRangePicker has no field
        # for it. What is drawn (help text, the two days and " – ") and the rest of the dialog are in the chosen
        # language. Two single-day pickers would read right but take four taps where this takes three.
        self.dates = ft.DateRangePicker(
            key="season-dates-picker", help_text=gettext("Season: from and to"), on_change=self.dates_chosen,
            current_date=datetime.now().astimezone().replace(tzinfo=None))
        self.content = ft.Column(spacing=12)
        self.view = ft.View(route="/season", appbar=ft.AppBar(title=ft.Text(gettext("Season"))),
                            controls=[app.banner, ft.Container(ft.Row([  # room above for the labels (LABEL_ROOM)
                                ft.Semantics(content=self.range_choice, label=gettext("Season: when")),
                                ft.Semantics(content=self.kind_choice, label=gettext("Season: which game"))], wrap=True),
                                padding=ft.Padding.only(top=theme.LABEL_ROOM)),
                                      self.content], scroll=ft.ScrollMode.AUTO, padding=12, spacing=12)
        self.refresh()

    def played_kinds(self) -> list[str]:
        """The games the season has ever counted, by title, and the one chosen: an installed game nobody
        played would only crowd the list on a phone.  Ever, not in the chosen range: a list that changed with
        the range would drop the chosen game, or hide one the keeper means to pick next."""
        played = self.app.service.season_kinds()
        if self.memory.kind is not None:
            played.add(self.memory.kind)
        return sorted(played, key=lambda k: (kind_title(k).casefold(), k))

    def season(self) -> Season:
        since, until = ((self.memory.since, self.memory.until) if self.memory.range == "dates"
                        else range_dates(self.memory.range, now_here().date()))
        return self.app.service.season_of(since, until, self.memory.kind)

    def refresh(self) -> None:
        table = self.season()
        names = self.app.service.player_names()
        controls: list[ft.Control] = []
        rows = table.table()
        if self.memory.range == "dates":
            controls.append(body(self.dates_words(), key="season-dates", size=theme.SMALL))
        if not rows:
            controls.append(body(gettext("No game was played in this range."), key="season-none"))
        for place, standing in enumerate(rows, start=1):
            pid = standing.player
            controls.append(card(
                ft.Text(gettext("{place}. {player}").format(place=shown.number(place), player=names.get(pid, pid)),
                        key=f"season-{pid}-name", size=theme.BODY, weight=ft.FontWeight.W_600),
                *(body(line, key=f"season-{pid}-{n}", size=theme.SMALL) for n, line in enumerate(standing_lines(standing))),
                key=f"season-{pid}", padding=8))
        controls += rating_chart(table, names)
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

    def dates_words(self) -> str:
        since, until = self.memory.since, self.memory.until
        if since is None or until is None:
            return gettext("Choose the dates: pick a first and a last day.")
        return gettext("From {since} to {until}").format(since=shown.day(since.isoformat()),
                                                        until=shown.day(until.isoformat()))

    def dates_chosen(self, _e: ft.Event[ft.DateRangePicker]) -> None:
        """The picker's two days (inclusive) become the season's range."""
        since, until = picked_day(self.dates.start_value), picked_day(self.dates.end_value)
        if since is not None and until is not None and since > until:
            since, until = until, since
        self.memory.since, self.memory.until = since, until or since
        self.memory.range = self.range_choice.value = "dates"
        self.refresh()

    def choose(self, *, range_: str | None = None, kind: str | None = "") -> None:
        if range_ == "dates":
            self.app.page.show_dialog(self.dates)  # the table follows once two days are picked
        if range_ is not None:
            self.memory.range = range_
        if kind != "":
            self.memory.kind = None if kind in (None, "all") else kind
        self.refresh()
