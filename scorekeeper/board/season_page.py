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
from scorekeeper.season.words import standing_lines
from scorekeeper.store.interface import Repository
from scorekeeper.store.rating_memo import keep_rating_memo, rating_memo
from scorekeeper.store.stats import book
from scorekeeper.store.stats_answers import book_mark

STYLE = ("body{font-family:sans-serif;margin:12px;max-width:40em}h1{font-size:1.4em}h2{font-size:1.15em}"
         ".row{padding:6px 8px;margin:6px 0;border-radius:8px;background:#8881}.row p{margin:2px 0}")
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


def season_page(store: Repository, now: datetime) -> bytes:
    """The page: tonight (while an evening is under way), this month's table and the all-time one."""
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
            *_table(gettext("All time"), ever, names)]
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
