"""Evenings: the group's hands of every game in the order they ended, a new evening after a long pause.

A new evening begins after more than ``EVENING_GAP`` (six hours) without a hand, so a session that runs
past midnight is one evening, and a game paused and finished a week later counts in both evenings.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from .games import Amount, PlayedGame

EVENING_GAP = timedelta(hours=6)


@dataclass(frozen=True)
class EveningGame:
    """One game as one evening saw it: its hands that evening, what each player took in them, and its
    winners when it ended that evening."""

    game: PlayedGame
    first_hand: int  # index of its first hand that evening
    last_hand: int   # and of its last
    points: dict[str, Amount]  # per player id: their total after the evening's last hand less before its first

    @property
    def hands(self) -> int:
        return self.last_hand - self.first_hand + 1

    @property
    def ended_tonight(self) -> bool:
        return self.game.finished and self.last_hand == len(self.game.hand_ends) - 1

    @property
    def winners(self) -> frozenset[str]:
        return self.game.winners if self.ended_tonight else frozenset()


@dataclass(frozen=True)
class Evening:
    start: datetime  # when its first hand ended
    end: datetime    # when its last hand ended
    games: tuple[EveningGame, ...]  # in the order of their first hand that evening
    hands: int
    players: tuple[str, ...] = field(default=())  # everyone who played that evening, first seen first

    def games_won(self, player: str) -> int:
        return sum(1 for g in self.games if player in g.winners)


def evenings(games: Iterable[PlayedGame], gap: timedelta = EVENING_GAP) -> list[Evening]:
    """Every evening of ``games``, oldest first."""
    ended = [(at, game.id, index, game) for game in games for index, at in enumerate(game.hand_ends)]
    ended.sort()  # by time, then game and hand: never two alike, so the games themselves are never compared
    out: list[Evening] = []
    run: list[tuple[datetime, str, int, PlayedGame]] = []
    for entry in ended:
        if run and entry[0] - run[-1][0] > gap:
            out.append(_evening(run))
            run = []
        run.append(entry)
    if run:
        out.append(_evening(run))
    return out


def _evening(run: list[tuple[datetime, str, int, PlayedGame]]) -> Evening:
    spans: dict[str, tuple[PlayedGame, int, int]] = {}
    for _at, game_id, index, game in run:
        first, _last = spans[game_id][1:] if game_id in spans else (index, index)
        spans[game_id] = (game, min(first, index), max(_last, index))
    games = tuple(EveningGame(game, first, last, _points(game, first, last)) for game, first, last in spans.values())
    players = tuple(dict.fromkeys(p for g in games for p in g.game.players))
    return Evening(run[0][0], run[-1][0], games, len(run), players)


def _points(game: PlayedGame, first: int, last: int) -> dict[str, Amount]:
    before = game.running[first - 1] if first > 0 else {}
    after = game.running[last]
    return {p: after.get(p, 0) - before.get(p, 0) for p in game.players}


def evening_of(evenings_list: list[Evening], now: datetime, gap: timedelta = EVENING_GAP) -> Evening | None:
    """Tonight: the last evening, while it is still under way (its last hand ended at most ``gap`` ago)."""
    if not evenings_list or now - evenings_list[-1].end > gap:
        return None
    return evenings_list[-1]
