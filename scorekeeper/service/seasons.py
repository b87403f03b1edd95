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
from scorekeeper.store.rating_memo import keep_rating_memo, rating_memo
from scorekeeper.store.ports import TallyReader
from scorekeeper.store.stats import book
from scorekeeper.store.stats_answers import book_mark

from .core import StoreGuard

WORKED_OUT_KEPT = 8  # seasons and evening lists kept in this process, each for the book as it was


class WorkedOut:
    """The last few seasons and evening lists worked out, each under the book's mark (every game's journal
    on disk, its players, the language, the time zone): a screen asking again about an unchanged book
    reads it here; any entry stored anywhere changes the mark.  Kept in the process (a phone's app runs
    for the evening), never written: the stats cache beneath keeps each game's facts between runs."""

    def __init__(self) -> None:
        self.kept: dict[tuple[object, ...], object] = {}

    def get(self, key: tuple[object, ...] | None) -> object | None:
        return self.kept.get(key) if key is not None else None

    def keep(self, key: tuple[object, ...] | None, value: object) -> None:
        if key is None:
            return
        if len(self.kept) >= WORKED_OUT_KEPT:
            self.kept.pop(next(iter(self.kept)))
        self.kept[key] = value


WORKED_OUT = WorkedOut()


def _last_change(summary: GameSummary) -> datetime | None:
    return parse_moment(summary.updated or "") or parse_moment(summary.created or "")


class Seasons:
    """The use cases of the evenings and seasons."""

    def __init__(self, repo: TallyReader, guard: StoreGuard) -> None:
        self.repo = repo  # the one port of the store this use case calls (``store/ports.py``)
        self._storing = guard.storing

    def played_games(self, summaries: list[GameSummary] | None = None, every_hand: bool = True) -> list[PlayedGame]:
        """Every stored game (or ``summaries``'), as evenings (``every_hand``) and seasons read them."""
        if summaries is None:
            return self._book(self._book_mark(), every_hand)
        with self._storing(gettext("read the games")):
            return [played for _counts, played in book(self.repo, summaries, every_hand)[0]]

    def _book_mark(self) -> str | None:
        with self._storing(gettext("read the games")):
            return book_mark(self.repo)

    def _book(self, mark: str | None, every_hand: bool) -> list[PlayedGame]:
        """The whole book, read from the stats cache once for the book as it is (``mark``), not again for
        each choice on the season screen."""
        key = (mark, "book", every_hand) if mark is not None else None
        kept = WORKED_OUT.get(key)
        if isinstance(kept, list):
            return kept
        with self._storing(gettext("read the games")):
            played = [played for _counts, played in book(self.repo, None, every_hand)[0]]
        WORKED_OUT.keep(key, played)
        return played

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
        """Every evening, oldest first (worked out again only when a game changed)."""
        mark = self._book_mark()
        key = (mark, "evenings") if mark is not None else None
        kept = WORKED_OUT.get(key)
        if isinstance(kept, list):
            return kept
        worked_out = evenings(self._book(mark, True))
        WORKED_OUT.keep(key, worked_out)
        return worked_out

    def season_kinds(self) -> set[str]:
        """The games the season has ever counted (finished ones): what the season's Game list offers.  Read
        from the book the season is worked out from, without rating it (a season of every game is the dearest)."""
        return {played.kind for played in self._book(self._book_mark(), False) if played.finished}

    def season_of(self, since: date | None = None, until: date | None = None, kind: str | None = None) -> Season:
        """The season table of a range of local dates (inclusive), of one game or all (worked out again only
        when a game changed)."""
        mark = self._book_mark()
        key = (mark, "season", since, until, kind) if mark is not None else None
        kept = WORKED_OUT.get(key)
        if isinstance(kept, Season):
            return kept
        worked_out = season(self._book(mark, False), since=since, until=until, kind=kind, memo=rating_memo())
        keep_rating_memo(self.repo)
        WORKED_OUT.keep(key, worked_out)
        return worked_out

    def player_names(self) -> dict[str, str]:
        return {p.id: p.name for p in self.repo.list_players()}
