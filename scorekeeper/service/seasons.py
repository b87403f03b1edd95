"""Tonight, the evenings and the season, for the app's screens (``scorekeeper stats`` reads the same).

Derived from the stored games each time a screen asks (``scorekeeper.season``, fed by
``store.stats.read_book``), never stored beside them: a correction, an Undo or a game that came by
sync shows at once.  Tonight reads only the games played in the last hours, so the home screen costs
the same with 2,000 games stored as with 10.
"""

from __future__ import annotations

from datetime import date, datetime

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules.when import parse_moment
from scorekeeper.season import EVENING_GAP, Evening, PlayedGame, Season, evening_of, evenings, season
from scorekeeper.store.model import GameSummary
from scorekeeper.store.stats import book

from .core import ServiceCore


def _last_change(summary: GameSummary) -> datetime | None:
    return parse_moment(summary.updated or "") or parse_moment(summary.created or "")


class Seasons(ServiceCore):
    """The use cases of the evenings and seasons."""

    def played_games(self, summaries: list[GameSummary] | None = None, every_hand: bool = True) -> list[PlayedGame]:
        """Every stored game (or ``summaries``'), as evenings (``every_hand``) and seasons read them."""
        with self._storing(gettext("read the games")):
            return [played for _counts, played in book(self.repo, summaries, every_hand)[0]]

    def tonight(self, now: datetime, listed: list[GameSummary] | None = None) -> Evening | None:
        """The evening under way at ``now`` (its last hand at most six hours before), or None.

        Only games changed since the evening could have begun are read: those changed in the last six
        hours, then, while the evening reaches further back, those changed up to six hours before it.
        ``listed``: the game list, when the caller has just read it."""
        listed = [s for s in (self.repo.list_games() if listed is None else listed)
                  if not s.problem and s.hands != 0]  # a game with no hand played yet has no evening
        since = now - EVENING_GAP
        chosen: dict[str, GameSummary] = {}
        while True:
            more = [s for s in listed if s.id not in chosen and (_last_change(s) or since) >= since]
            if not more:
                break
            chosen.update((s.id, s) for s in more)
            evening = evening_of(evenings(self.played_games(list(chosen.values()))), now)
            if evening is None:
                return None
            since = evening.start - EVENING_GAP
        return evening_of(evenings(self.played_games(list(chosen.values()))), now) if chosen else None

    def all_evenings(self) -> list[Evening]:
        """Every evening, oldest first."""
        return evenings(self.played_games())

    def season_of(self, since: date | None = None, until: date | None = None, kind: str | None = None) -> Season:
        """The season table of a range of local dates (inclusive), of one game or all."""
        return season(self.played_games(every_hand=False), since=since, until=until, kind=kind)

    def player_names(self) -> dict[str, str]:
        return {p.id: p.name for p in self.repo.list_players()}
