"""A season's row in words: the season screen and the board's season page say it alike.

Every sentence is a translatable template (``scorekeeper.i18n``); figures in the reader's digits, days in
this device's time zone.  No Flet here: the board (a plain web server) reads it too.
"""

from __future__ import annotations

from scorekeeper.i18n import shown
from scorekeeper.i18n.translate import gettext

from .standings import Standing


def rating_text(standing: Standing) -> str:
    if standing.rating is None:
        return "–"
    return gettext("{mu} ± {sigma}").format(mu=shown.decimal(round(standing.rating.mu, 1)),
                                           sigma=shown.decimal(round(standing.rating.sigma, 1)))


def standing_lines(standing: Standing) -> list[str]:
    """A player's row in words (the screen reader and the narrow phone read it as lines)."""
    pct = "–" if standing.win_pct is None else gettext("{pct}%").format(pct=shown.decimal(standing.win_pct))
    last = shown.day(standing.last_played.isoformat()) if standing.last_played else "–"
    return [gettext("finished {finished} · won {won} ({pct})").format(
                finished=shown.number(standing.games_finished), won=shown.number(standing.games_won), pct=pct),
            gettext("winning streak {current} (longest {longest}) · last played {day}").format(
                current=shown.number(standing.current_streak), longest=shown.number(standing.longest_streak), day=last),
            gettext("rating {rating}").format(rating=rating_text(standing))]
