"""Players: each person's lifetime record, a chart of their wins, partnerships, renaming.

Every figure comes from the service's tallies (``Scorekeeper.tallies``,
the same numbers as ``scorekeeper stats``); this screen only lays them out.
The chart counts each player's wins game by game from the store's game list
(finished games and their winners, as the store summarises them).
Tap a player to see their record per game kind, rename them (their games stay
theirs: the store follows the player's id) and put them on the chart.  A player a
sync found created on another phone under the same name has a Join card: joined
only on that tap (``scorekeeper.sync.join_player``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Mapping

import flet as ft
from scorekeeper.i18n.shown import number

import flet_charts as fch  # type: ignore[import-untyped]  # flet_charts 1.0.5 ships no py.typed marker

from scorekeeper.rules.tallies import LifetimeTallies, PlayerTallies, side_kind, side_list
from scorekeeper.words import N_, together
from scorekeeper.i18n.translate import gettext, ngettext
from scorekeeper.rules.registry import games
from scorekeeper.service import Scorekeeper, StoreError, tally_text
from scorekeeper.sync import JoinOffer, NothingToJoin, join_offers, join_player
from scorekeeper.words import _

from . import theme
from .common import game_setup
from .widgets import big_button, body, card, heading

if TYPE_CHECKING:
    from scorekeeper.service import Repository
    from .shell import Shell


# The measures every game's tally has (``rules.tallies``), as (measure, label) in the order a player reads
# them; a game adds its own (its ``TALLY_MEASURES``, each with its ``label``) and may name some of these in
# its own terms or leave them out (its setup's ``RECORD_LABELS``: money, card points or tricks captured,
# since dollars, card points and tricks do not add up together), or read them in its own order
# (``RECORD_ORDER``).
MEASURES: list[tuple[str, str]] = [
    ("games_played", N_("Games played")), ("games_won", N_("Games won")), ("hands_bid", N_("Hands bid")),
    ("bids_made", N_("Bids made")), ("bids_made_pct", N_("Bids made %")),
    ("average_winning_bid", N_("Average winning bid")), ("largest_set_back", N_("Largest set-back")),
    ("total_captured", N_("Captured")),
]


def record_labels(kind: str) -> tuple[list[str], dict[str, str | None]]:
    """The measures a game's record reads, in order, each with its label (None: not shown for that game); for a
    game that is not installed, the shared measures in the shared words."""
    shared = {measure: gettext(label) for measure, label in MEASURES}
    rules = games().get(kind)
    if rules is None:
        return list(shared), dict(shared)
    setup = game_setup(kind)
    own = {measure: gettext(tally.label) for measure, tally in rules.TALLY_MEASURES.items()}
    labels: dict[str, str | None] = {**shared, **own, **{measure: gettext(label) if label else None
                                                         for measure, label in setup.RECORD_LABELS.items()}}
    return list(setup.RECORD_ORDER) or [*shared, *own], labels


def captured_shown(kind: str) -> bool:
    """Whether a game's record shows "Captured" (a game that captures nothing has no side to explain)."""
    return record_labels(kind)[1].get("total_captured") is not None


def kind_title(kind: str) -> str:
    rules = games().get(kind)
    return gettext(rules.TITLE) if rules is not None else kind


Format = Callable[[int], str]
shown = tally_text  # a tally as the screen writes it: the same text as `scorekeeper stats`


def amount_formats(store: Repository) -> dict[str, Format]:
    """Per game kind, how its amounts read ($, ₹ or points): the service's answer (``Scorekeeper.amount_formats``)."""
    return Scorekeeper(store).amount_formats()


def measures_of(kind: str, tally: Mapping[str, object]) -> list[tuple[str, str]]:
    """The measures a tally has, in reading order, each with the game's word for it."""
    order, labels = record_labels(kind)
    return [(measure, label) for measure in order if measure in tally and (label := labels.get(measure)) is not None]


def _measure_rows(prefix: str, kind: str, t: Mapping[str, object], fmt: Format | None = None) -> list[ft.Control]:
    rows: list[ft.Control] = []
    for measure, label in measures_of(kind, t):
        rows.append(ft.Row([ft.Text(label, size=theme.SMALL, expand=True, key=f"{prefix}-{kind}-{measure}-label"),
                            ft.Text(shown(t[measure], measure, fmt), key=f"{prefix}-{kind}-{measure}",
                                    size=theme.SMALL, weight=ft.FontWeight.W_600)]))
    return rows


def _win_series(app: Shell, player_ids: list[str]) -> dict[str, list[tuple[int, int]]]:
    """Per player: (their n-th game, wins so far), oldest game first, from the store's summaries."""
    series: dict[str, list[tuple[int, int]]] = {pid: [(0, 0)] for pid in player_ids}
    for g in reversed(app.service.list_games()):  # list_games is newest first
        if g.problem:
            continue
        seats = dict(zip(g.player_ids, g.players))
        winners = set(g.winner or ())
        for pid in player_ids:
            if pid in seats:
                n, wins = series[pid][-1]
                series[pid].append((n + 1, wins + int(bool(g.finished) and seats[pid] in winners)))
    return series


def _step(top: int) -> int:
    """Whole-number axis labels, about five of them."""
    return max(1, -(-top // 5))


def _axis_labels(top: int, step: int) -> list[fch.ChartAxisLabel]:
    """The axis's whole numbers written by the app (Flutter would write Latin digits in a Bengali chart)."""
    return [fch.ChartAxisLabel(value=v, label=ft.Text(number(v), size=11)) for v in range(0, top + 1, step)]


def _chart(app: Shell, people: list[PlayerTallies], chosen: list[str]) -> list[ft.Control]:
    names = {p["id"]: p["name"] for p in people}
    chosen = [pid for pid in chosen if pid in names]
    if not chosen:
        return [body(gettext("Tick “Show on the chart” under a player to see their wins."), key="chart-empty",
                     size=theme.SMALL)]
    series = _win_series(app, chosen)
    colors = {pid: theme.SIDE_COLORS[i % len(theme.SIDE_COLORS)] for i, pid in enumerate(chosen)}
    max_x = max(len(s) - 1 for s in series.values())
    max_y = max(s[-1][1] for s in series.values())
    chart = fch.LineChart(
        key="players-chart",
        data_series=[fch.LineChartData(points=[fch.LineChartDataPoint(x, y, tooltip=f"{names[pid]}: {number(y)}")
                                               for x, y in series[pid]],
                                       color=colors[pid], stroke_width=3)
                     for pid in chosen],
        min_x=0, max_x=max(1, max_x), min_y=0, max_y=max(1, max_y + 1),
        left_axis=fch.ChartAxis(label_size=32, title=ft.Text(gettext("wins"), size=12), title_size=18,
                                labels=_axis_labels(max(1, max_y + 1), _step(max_y + 1))),
        bottom_axis=fch.ChartAxis(label_size=24, title=ft.Text(gettext("games played"), size=12), title_size=18,
                                  labels=_axis_labels(max(1, max_x), _step(max_x))),
        horizontal_grid_lines=fch.ChartGridLines(interval=1 if max_y < 10 else 5,
                                                 color=ft.Colors.with_opacity(0.15, ft.Colors.ON_SURFACE)),
        height=220, expand=True,
    )
    legend = ft.Row([ft.Row([ft.Container(width=14, height=14, bgcolor=colors[pid], border_radius=3),
                             ft.Text(names[pid], size=theme.SMALL, key=f"legend-{pid}")], spacing=4, tight=True)
                     for pid in chosen], wrap=True, spacing=12)
    return [ft.Container(content=chart, height=220, padding=ft.Padding.only(right=12, top=8)), legend]


@dataclass
class PlayersMemory:
    """What the players screen remembers between taps."""

    opened: set[str] = field(default_factory=set)  # players whose record is shown
    chart: list[str] | None = None  # players on the chart (None: everyone who has played)
    notice: str | None = None


class PlayersScreen:
    """Every player's record and the wins chart: built once per visit, brought in step after each tap."""

    def __init__(self, app: Shell) -> None:
        self.app = app
        self.memory = PlayersMemory()
        self.formats: dict[str, Format] = {}
        self.notice = body("", key="players-notice", size=theme.SMALL)
        self.content = ft.Column(spacing=12)
        self.offers = join_offers(app.service)  # read once a visit (a sync record is read from its file)
        self.view = ft.View(route="/players", appbar=ft.AppBar(title=ft.Text(gettext("Players"))),
                            controls=[app.banner, self.notice, self.content], scroll=ft.ScrollMode.AUTO,
                            padding=12, spacing=12)
        self.refresh()

    def people(self) -> tuple[list[PlayerTallies], LifetimeTallies]:
        tallies = self.app.service.tallies()
        people = list(tallies["players"])
        counted = {p["id"] for p in people}
        people += [{"id": p.id, "name": p.name, "games_played": 0, "games_finished": 0, "games_won": 0,
                    "by_kind": {}} for p in self.app.service.players() if p.id not in counted]
        return people, tallies

    def refresh(self) -> None:
        m = self.memory
        self.notice.visible = bool(m.notice)
        self.notice.value = m.notice or ""
        people, tallies = self.people()
        self.formats = self.app.service.amount_formats()
        # Every player who has played is on the chart until someone picks (not just the first few).
        chosen = m.chart if m.chart is not None else [p["id"] for p in people if p["games_played"]]
        controls: list[ft.Control] = []
        if not people:
            controls.append(body(gettext("No players yet: start a game or import a record."), key="players-none"))
        else:
            controls.append(card(heading(gettext("Wins, game by game"), size=20), *_chart(self.app, people, chosen),
                                 key="chart-card"))
        controls.append(heading(gettext("Players"), size=20))
        if any(captured_shown(kind) for p in people for kind in p["by_kind"]):  # capturing nothing: no side to explain
            controls.append(body(gettext("Captured: what the player took in the tricks they won, in every hand, "
                                         "bidding or defending (money, card points or tricks); a side's whole take, "
                                         "hands entered as totals included, is on the partnership's line."),
                                 key="players-captured-means", size=theme.SMALL))
        controls += [self.offer_card(offer) for offer in self.offers]
        controls += [self.player_card(p, chosen) for p in people]
        if tallies["partnerships"]:
            controls.append(heading(gettext("Partnerships"), size=20))
            controls.append(body(gettext("Two or more players on one side: fixed partners for a game, or the bidder's "
                                         "side of a hand."), size=theme.SMALL))
        for t in tallies["partnerships"]:
            kind, seats = side_kind(t), "-".join(side_list(t, "players"))
            pair_key = f"pair-{kind}-{seats}"
            parts: list[ft.Control] = [ft.Text(together(side_list(t, "names")), key=f"{pair_key}-names",
                                               size=theme.BODY, weight=ft.FontWeight.W_600),
                                       ft.Text(kind_title(kind), size=theme.SMALL)]
            parts.extend(_measure_rows(f"pairstat-{seats}", kind, t, self.formats.get(kind)))
            controls.append(card(*parts, key=pair_key))
        if tallies["games_skipped"]:
            controls.append(body(gettext("Not counted (the rules refuse them): {games_skipped}").format(
                games_skipped=', '.join(tallies['games_skipped'])),
                                 key="players-skipped", size=theme.SMALL))
        # A new unkeyed wrapper: the chart and the records change together; the view (and its scroll) stays.
        self.content.controls = [ft.Column(controls, spacing=12)]

    def player_card(self, p: PlayerTallies, chosen: list[str]) -> ft.Control:
        pid, opened = p["id"], p["id"] in self.memory.opened
        kinds = ", ".join(kind_title(k) for k in p["by_kind"])
        # finished games: one still under way is neither won nor lost yet
        played = ngettext("{count} game, {won} won", "{count} games, {won} won", p["games_finished"]).format(
            count=p["games_finished"], won=p["games_won"])
        subtitle = gettext("{played} — {kinds}").format(played=played, kinds=kinds) if kinds else played
        tile = ft.ListTile(
            key=f"player-{pid}",
            title=ft.Text(p["name"], key=f"player-{pid}-name", size=theme.BODY, weight=ft.FontWeight.W_600),
            subtitle=ft.Text(subtitle, key=f"player-{pid}-summary", size=theme.SMALL),
            trailing=ft.Icon(ft.Icons.EXPAND_LESS if opened else ft.Icons.EXPAND_MORE),
            on_click=lambda e: self.toggle(pid),
            tooltip=gettext("{name}: hide the record").format(
                name=p['name']) if opened else gettext("{name}: show the record").format(name=p['name']),
        )
        parts: list[ft.Control] = [tile]
        if opened:
            for kind, t in p["by_kind"].items():
                parts.append(ft.Text(kind_title(kind), size=theme.BODY, weight=ft.FontWeight.BOLD))
                parts.extend(_measure_rows(f"stat-{pid}", kind, t, self.formats.get(kind)))
            field_ = ft.TextField(key=f"rename-{pid}", label=gettext("Name"), value=p["name"], dense=True, expand=True,
                                  on_submit=lambda e: self.rename(pid, p["name"], e.control.value))
            parts.append(ft.Row([field_, big_button(gettext("Rename"), f"rename-{pid}-save",
                                                    lambda e: self.rename(pid, p["name"], field_.value),
                                                    filled=False)],
                                vertical_alignment=ft.CrossAxisAlignment.CENTER))
            parts.append(ft.Checkbox(key=f"chart-{pid}", label=gettext("Show on the chart"), value=pid in chosen,
                                     on_change=lambda e: self.set_on_chart(pid, bool(e.control.value), chosen)))
        return card(*parts, key=f"player-card-{pid}", padding=4)

    def offer_card(self, offer: JoinOffer) -> ft.Control:
        """A player a sync found created on another phone too, under the same name: joined only on a tap."""
        key = f"join-{offer.other}"
        text = _("{player} was also created on another phone. If they are the same person, join them: every "
                 "phone then counts them as one player.").format(player=offer.player.name)
        return card(body(text, key=f"{key}-text", size=theme.SMALL),
                    big_button(str(_("Join")), key, lambda e: self.join(offer), filled=False), key=f"{key}-card")

    # -- taps ----------------------------------------------------------------------------------------------
    def join(self, offer: JoinOffer) -> None:
        try:
            join_player(self.app.service, offer.player.id)
            self.offers = join_offers(self.app.service)
        except (NothingToJoin, OSError) as exc:
            self.app.show_error(str(exc))
        else:
            self.app.show_error(None)
            self.memory.notice = _("{player} is joined with the {player} of the other phone; the other phones "
                                   "join them with their next sync.").format(player=offer.player.name)
        self.refresh()

    def toggle(self, pid: str) -> None:
        self.memory.opened.symmetric_difference_update({pid})
        self.refresh()

    def set_on_chart(self, pid: str, on: bool, chosen: list[str]) -> None:
        self.memory.chart = [p for p in chosen if p != pid] + ([pid] if on else [])
        self.refresh()

    def rename(self, pid: str, old: str, typed: str | None) -> None:
        new = (typed or "").strip()
        if new == old:
            return
        try:
            self.app.service.rename_player(pid, new)  # the service's name checks, as for every name
        except StoreError as exc:
            self.memory.notice = None
            self.app.show_error(str(exc))
        else:
            self.app.show_error(None)
            self.memory.notice = gettext("{old} is now {new}; their games and record stay theirs.").format(
                old=old, new=new)
        self.refresh()
