"""The board's season page (``/b/<token>/season``): tonight and the season table, the same the app shows.

Read-only like the rest of the board: worked out from the stored games through the stats cache (which a
read-only store never writes), in the keeper's language.  A page is rendered once for the book as it is
(its mark: every game's journal on disk, the players, the language, the time zone) and served again until a
game changes, so ten phones asking cost one working-out, and a request with 2,000 games stored costs a
look at each journal, not a season.
"""

from __future__ import annotations

import base64
import hashlib
import html
import threading
from datetime import datetime

from scorekeeper.i18n import shown
from scorekeeper.i18n.translate import current_language, gettext, ngettext
from scorekeeper.season import Evening, PlayedGame, Season, evening_of, evenings, season
from scorekeeper.season.chart import RatingLine, chart_top, rating_lines
from scorekeeper.season.words import standing_lines
from scorekeeper.store.interface import Repository
from scorekeeper.store.rating_memo import keep_rating_memo, rating_memo
from scorekeeper.store.stats import book
from scorekeeper.store.stats_answers import book_mark

STYLE = ("body{font-family:sans-serif;margin:12px;max-width:40em}h1{font-size:1.4em}h2{font-size:1.15em}"
         ".row{padding:6px 8px;margin:6px 0;border-radius:8px;background:#8881}.row p{margin:2px 0}"
         ".chart{width:100%;height:auto}.key{margin-right:12px;white-space:nowrap}")
# the page's own policy: no script at all, its one inline style by hash
CONTENT_SECURITY_POLICY = (
    f"default-src 'none'; style-src 'sha256-{base64.b64encode(hashlib.sha256(STYLE.encode()).digest()).decode()}'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


def _tonight(games: list[PlayedGame], names: dict[str, str], now: datetime) -> list[str]:
    evening: Evening | None = evening_of(evenings(games), now)
    if evening is None:
        return []
    parts = [f"<h2>{html.escape(gettext('Tonight'))}</h2>",
             "<p>" + html.escape(gettext("Games: {games} · hands: {hands}").format(
                 games=shown.number(len(evening.games)), hands=shown.number(evening.hands))) + "</p>"]
    for player in evening.players:
        parts.append("<p>" + html.escape(gettext("{player}: {won} won").format(
            player=names.get(player, player), won=shown.number(evening.games_won(player)))) + "</p>")
    return parts


def _table(title: str, table: Season, names: dict[str, str]) -> list[str]:
    parts = [f"<h2>{html.escape(title)}</h2>"]
    rows = table.table()
    if not rows:
        parts.append(f"<p>{html.escape(gettext('No game was played in this range.'))}</p>")
    for place, standing in enumerate(rows, start=1):
        name = gettext("{place}. {player}").format(place=shown.number(place),
                                                  player=names.get(standing.player, standing.player))
        lines = "".join(f"<p>{html.escape(line)}</p>" for line in standing_lines(standing))
        parts.append(f'<div class="row"><p><b>{html.escape(name)}</b></p>{lines}</div>')
    return parts


# the app's chart colours (ui.theme.SIDE_COLORS: Flet's blue 600, deep orange 600, green 700, purple 500, ...)
LINE_COLORS = ("#1e88e5", "#f4511e", "#388e3c", "#9c27b0", "#00897b", "#e91e63")
CHART_WIDTH, CHART_HEIGHT = 360, 200  # the SVG's own units; it is drawn as wide as the page
LEFT, BOTTOM, TOP, RIGHT = 32, 24, 8, 12  # room for the ratings on the left, the axis title below


def _svg_point(x: int, mu: float, games: int, top: int) -> str:
    """A point of a line in the SVG's units: game ``x`` of ``games``, rating ``mu`` on an axis from 0 to ``top``."""
    across = LEFT + (CHART_WIDTH - LEFT - RIGHT) * x / max(1, games)
    up = CHART_HEIGHT - BOTTOM - (CHART_HEIGHT - BOTTOM - TOP) * mu / top
    return f"{across:.1f},{up:.1f}"


def _chart(table: Season, names: dict[str, str]) -> list[str]:
    """The rating chart the app's season screen draws, as an inline SVG (no script, no other host): each of
    the top players' rating after each game of the season, a scale of ratings, and a legend of names."""
    lines: list[RatingLine] = rating_lines(table)
    if not lines:
        return []
    title = html.escape(gettext("Ratings, game by game"))
    top, games = chart_top(lines), len(table.games)
    parts = [f'<svg class="chart" viewBox="0 0 {CHART_WIDTH} {CHART_HEIGHT}" role="img" '
             f'xmlns="http://www.w3.org/2000/svg"><title>{title}</title>']
    for value in range(0, top + 1, 10):
        y = _svg_point(0, value, games, top).split(",")[1]
        parts.append(f'<line x1="{LEFT}" x2="{CHART_WIDTH - RIGHT}" y1="{y}" y2="{y}" stroke="#8884"/>'
                     f'<text x="{LEFT - 4}" y="{y}" font-size="11" text-anchor="end" dominant-baseline="middle"'
                     f' fill="currentColor">{html.escape(shown.number(value))}</text>')
    for n, line in enumerate(lines):
        points = " ".join(_svg_point(x, mu, games, top) for x, mu in line.points)
        parts.append(f'<polyline data-player="{html.escape(names.get(line.player, line.player))}" points="{points}" '
                     f'fill="none" stroke="{LINE_COLORS[n % len(LINE_COLORS)]}" stroke-width="3"/>')
    parts.append(f'<text x="{(CHART_WIDTH + LEFT) // 2}" y="{CHART_HEIGHT - 4}" font-size="12" text-anchor="middle"'
                 f' fill="currentColor">{html.escape(gettext("games of the season"))}</text></svg>')
    legend = "".join(f'<span class="key"><svg viewBox="0 0 14 14" width="14" height="14"><rect width="14" height="14" '
                     f'rx="3" fill="{LINE_COLORS[n % len(LINE_COLORS)]}"/></svg> '
                     f"{html.escape(names.get(line.player, line.player))}</span>" for n, line in enumerate(lines))
    return [f"<h2>{title}</h2>", *parts, f'<p class="legend">{legend}</p>']


def season_page(store: Repository, now: datetime) -> bytes:
    """The page: tonight (while an evening is under way), this month's table, the all-time one and its
    rating chart."""
    games = [played for _counts, played in book(store, every_hand=True)[0]]
    names = {p.id: p.name for p in store.list_players()}
    today = now.date()
    memo = rating_memo()  # each page rates only the games from the first changed one on
    month = season(games, since=today.replace(day=1), pairs=False, memo=memo)
    ever = season(games, pairs=False, memo=memo)
    keep_rating_memo(store)
    title = gettext("Season")
    counted = ngettext("{count} game finished", "{count} games finished", len(ever.games)).format(
        count=shown.number(len(ever.games)))
    body = [f"<h1>{html.escape(title)}</h1>", f"<p>{html.escape(counted)}</p>",
            *_tonight(games, names, now), *_table(gettext("This month"), month, names),
            *_table(gettext("All time"), ever, names), *_chart(ever, names)]
    lang = html.escape(current_language())
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width,initial-scale=1"><title>{html.escape(title)}</title>'
            f"<style>{STYLE}</style></head><body>{''.join(body)}</body></html>").encode("utf-8")


class SeasonPages:
    """The season page as last rendered in each language, under the book's mark: served again until a game
    changes (viewers reading in two languages do not make each other's page rendered again)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pages: dict[str, tuple[str | None, bytes]] = {}  # language -> (mark, page)

    def page(self, store: Repository, now: datetime) -> bytes:
        """The page, in the current language, for the book as it is at ``now`` (tonight and this month move
        with the clock: the page is rendered again at least every ten minutes)."""
        mark = book_mark(store)  # the language is part of the mark
        key = None if mark is None else f"{mark}|{now:%Y-%m-%d %H}:{now.minute // 10}"
        language = current_language()
        with self._lock:  # one rendering at a time: ten phones asking at once cost one
            kept_key, kept = self._pages.get(language, (None, b""))
            if key is None or key != kept_key or not kept:
                kept = season_page(store, now)
                self._pages[language] = (key, kept)
            return kept
