"""A season: the table of a date range, per game or over all games.

Per player: games finished and won, win %, current and longest winning streak, last played, and a rating
(OpenSkill's Plackett-Luce model with the library's defaults): one match per finished game, in the order
of their last hands; the teams are the game's sides; the winners rank first, the others by final total,
equal totals sharing a rank.  Head-to-head and partnership records are kept across games: one pair,
every game they played against or beside each other.

Dates are local dates of the device reading the season: each stored time keeps the UTC offset of the
phone that stored it, and is read in this device's time zone (:func:`local_day`), so a hand stored at
00:20+01:00 is on the 5th in Paris and on the 4th in New York.  A game counts in the range where its last
hand ended.  Pure: the games are given, nothing is read or stored.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from itertools import combinations
from typing import TYPE_CHECKING

from .evenings import Evening
from .games import Amount, PlayedGame
from .rated import Pair, RatingMemo, chain_key, model_key, rate_match

if TYPE_CHECKING:  # the ratings' model is imported when a season is worked out, not at the app's start
    from openskill.models import PlackettLuce


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float


@dataclass
class Standing:
    """One player's line of the season table."""

    player: str
    games_finished: int = 0
    games_won: int = 0
    current_streak: int = 0
    longest_streak: int = 0
    last_played: datetime | None = None
    rating: Rating | None = None
    history: list[tuple[datetime, Rating]] = field(default_factory=list)  # their rating after each game

    @property
    def win_pct(self) -> float | None:
        return round(100 * self.games_won / self.games_finished, 1) if self.games_finished else None


@dataclass
class PairRecord:
    """Two players across every game of the season: together on one side, or against each other."""

    players: tuple[str, str]
    games: int = 0
    won: int = 0         # partners: games their side won; opponents: games the first player won
    other_won: int = 0   # opponents: games the second player won
    kinds: set[str] = field(default_factory=set)


@dataclass
class Season:
    standings: dict[str, Standing]
    games: list[PlayedGame]  # the finished games counted, in the order they were rated
    partners: dict[tuple[str, str], PairRecord]
    opponents: dict[tuple[str, str], PairRecord]

    def table(self) -> list[Standing]:
        """The standings, best first: by the rating's conservative estimate (mu - 3 sigma, openskill's ordinal), then
        wins, then the player id (a stable order)."""
        return sorted(self.standings.values(), key=lambda s: (
            -(s.rating.mu - 3 * s.rating.sigma if s.rating else float("-inf")), -s.games_won, s.player))


def local_day(moment: datetime) -> date:
    """The day a stored moment falls on in this device's time zone (a moment without an offset: as written)."""
    return (moment.astimezone() if moment.tzinfo is not None else moment).date()


def in_range(game: PlayedGame, since: date | None, until: date | None) -> bool:
    """Whether the game counts in the range (inclusive local dates): where its last hand ended (for a game
    under way, where its latest entry was stored, or its creation before any: README, ``stats --since``)."""
    last = game.last_seen
    if last is None:
        return False
    day = local_day(last)
    return (since is None or day >= since) and (until is None or day <= until)


def evening_in_range(evening: Evening, since: date | None, until: date | None) -> bool:
    """Whether an evening was played in the range (inclusive local dates): some of its hands ended in it.  An
    evening is whole or not at all: a game paused on the 6th and finished on the 13th counts on the 13th,
    but ``--since`` the 10th does not list the evening of the 6th for its first hands."""
    return (since is None or local_day(evening.end) >= since) and (until is None or local_day(evening.start) <= until)


def played_order(games: Iterable[PlayedGame]) -> list[PlayedGame]:
    """Games in the order of their last hands (the game id breaks a tie)."""
    return sorted((g for g in games if g.last_played is not None),
                  key=lambda g: (g.last_played, g.id))


def match_ranks(game: PlayedGame) -> tuple[list[tuple[str, ...]], list[int]]:
    """The teams of a finished game as a rated match and their ranks: the winners first (rank 1), the others
    by final total, best first (highest, or lowest where the game's lowest total wins), equal totals sharing a
    rank."""
    teams = [tuple(side) for side in game.sides]
    losers = sorted({game.total(team[0]) for team in teams if not set(team) & game.winners},
                    reverse=not game.lowest_wins)
    place: dict[Amount, int] = {total: n for n, total in enumerate(losers, start=2 if game.winners else 1)}
    ranks = [1 if set(team) & game.winners else place[game.total(team[0])] for team in teams]
    return teams, ranks


def season(games: Iterable[PlayedGame], *, since: date | None = None, until: date | None = None,
           kind: str | None = None, model: PlackettLuce | None = None, pairs: bool = True,
           memo: RatingMemo | None = None) -> Season:
    """The season of ``games`` in the range (and of one game, with ``kind``); without ``pairs``, no
    partners or head-to-head records (the ratings per game need none).  ``memo``: matches rated before
    (see ``rated``), read where the season up to them is unchanged and added to with every match rated
    now: rating a season again costs only the games from its first change on."""
    chosen = [g for g in played_order(games) if in_range(g, since, until) and (kind is None or g.kind == kind)]
    from openskill.models import PlackettLuce

    model = model or PlackettLuce()
    chain = [model_key(model)]  # the key of the last match rated: one element, carried from game to game
    memo = {} if memo is None else memo
    standings: dict[str, Standing] = {}
    ratings: dict[str, Pair] = {}
    partners: dict[tuple[str, str], PairRecord] = {}
    opponents: dict[tuple[str, str], PairRecord] = {}
    finished: list[PlayedGame] = []
    for game in chosen:
        for player in game.players:
            standing = standings.setdefault(player, Standing(player))
            standing.last_played = game.last_played
        if not game.finished:
            continue
        finished.append(game)
        for player in game.players:
            _count_result(standings[player], player in game.winners)
        _rate(model, game, ratings, standings, memo, chain)
        if pairs:
            _pairs(game, partners, opponents)
    return Season(standings, finished, partners, opponents)


def _count_result(standing: Standing, won: bool) -> None:
    standing.games_finished += 1
    if won:
        standing.games_won += 1
        standing.current_streak += 1
        standing.longest_streak = max(standing.longest_streak, standing.current_streak)
    else:
        standing.current_streak = 0


def _rate(model: PlackettLuce, game: PlayedGame, ratings: dict[str, Pair], standings: dict[str, Standing],
          memo: RatingMemo, chain: list[str]) -> None:
    teams, ranks = match_ranks(game)
    if len(teams) < 2:
        return
    chain[0] = chain_key(chain[0], teams, ranks)
    after = rate_match(model, memo, chain[0], teams, ranks, ratings)
    assert game.last_played is not None
    for player, (mu, sigma) in zip((p for team in teams for p in team), after):
        ratings[player] = (mu, sigma)
        standing = standings[player]
        standing.rating = Rating(mu, sigma)
        standing.history.append((game.last_played, standing.rating))


def _pairs(game: PlayedGame, partners: dict[tuple[str, str], PairRecord],
           opponents: dict[tuple[str, str], PairRecord]) -> None:
    for side in game.sides:
        for a, b in combinations(sorted(side), 2):
            record = partners.setdefault((a, b), PairRecord((a, b)))
            record.games += 1
            record.won += int(bool(set(side) & game.winners))
            record.kinds.add(game.kind)
    for one, other in combinations(game.sides, 2):
        for a in one:
            for b in other:
                first, second = sorted((a, b))
                record = opponents.setdefault((first, second), PairRecord((first, second)))
                record.games += 1
                record.won += int(first in game.winners)
                record.other_won += int(second in game.winners)
                record.kinds.add(game.kind)


def ratings_by_kind(games: Sequence[PlayedGame], *, since: date | None = None, until: date | None = None,
                    memo: RatingMemo | None = None) -> dict[str, dict[str, Rating]]:
    """Each game's own ratings: kind -> player id -> rating (each game rated apart)."""
    out: dict[str, dict[str, Rating]] = {}
    for kind in sorted({g.kind for g in games}):
        table = season(games, since=since, until=until, kind=kind, pairs=False, memo=memo)
        out[kind] = {p: s.rating for p, s in table.standings.items() if s.rating is not None}
    return out
