"""What evenings and seasons read of one game: who sat, who played with whom, when each hand ended,
the running totals, the winners.  Pure: built from the game's setup, its score report and its entries'
times, all of which the store and the rules core already give.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules.when import parse_moment

Amount = int | float


@dataclass(frozen=True)
class PlayedGame:
    """One stored game as evenings and seasons see it (players by registry id, never by seat name,
    so a renamed player keeps their season)."""

    id: str
    kind: str
    players: tuple[str, ...]                 # player ids, in seat order
    sides: tuple[tuple[str, ...], ...]       # who shared a score every hand (one player alone otherwise)
    hand_ends: tuple[datetime, ...]          # when each hand ended, in play order
    running: tuple[Mapping[str, Amount], ...]  # each player's total after each hand
    finished: bool
    winners: frozenset[str]                  # player ids; empty while the game goes on
    lowest_wins: bool = False                # its rules say the lowest total wins (Hearts): the others rank so
    last_entry: datetime | None = None       # when its latest entry was stored (its creation when it has none)

    @property
    def last_played(self) -> datetime | None:
        return self.hand_ends[-1] if self.hand_ends else None

    @property
    def last_seen(self) -> datetime | None:
        """When the game was last played, for a range of dates: its last hand's end, which for a game under
        way is the hand being played (its latest entry, as the record's ``ended`` says), and its creation
        when no entry is stored yet."""
        return self.last_entry or self.last_played

    def total(self, player: str) -> Amount:
        """The player's final total (0 before any hand)."""
        return self.running[-1].get(player, 0) if self.running else 0

    def side_of(self, player: str) -> tuple[str, ...]:
        return next((side for side in self.sides if player in side), (player,))


def _amount(value: JsonValue) -> Amount | None:
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def per_seat(value: JsonValue) -> dict[str, Amount]:
    """A report's ``{"A": 170000, ...}`` (a hand's scores or totals), the numbers only."""
    if not isinstance(value, dict):
        return {}
    return {seat: amount for seat, v in value.items() if (amount := _amount(v)) is not None}


def sides_from_scores(seats: Sequence[str], hand_scores: Sequence[Mapping[str, Amount]]) -> list[list[str]]:
    """Who played together: players whose scores are the same in every hand form a side; where each keeps
    their own score, each player is a side alone (also before any hand is scored)."""
    if not hand_scores:
        return [[seat] for seat in seats]
    groups: dict[tuple[Amount | None, ...], list[str]] = {}
    for seat in seats:
        groups.setdefault(tuple(scores.get(seat) for scores in hand_scores), []).append(seat)
    return list(groups.values())


def played_game(game_id: str, kind: str, seat_ids: Mapping[str, str], report: JsonObject, finished: bool,
                times: Sequence[str | None], hand_last_events: Sequence[int], created: str,
                sides: Sequence[Sequence[str]] | None = None, lowest_wins: bool = False) -> PlayedGame:
    """A game from its score report (``score_report``), the time each entry was stored (``times``; None:
    before times were kept), the index of each reported hand's last entry, and when it was created (the
    time of every entry stored before times were kept).  ``sides``: the game's own score groups (seats),
    where its rules say them; else the players whose scores are the same every hand.  ``lowest_wins``: the
    game's rules say the lowest total wins, so the season ranks the others from the lowest total up."""
    fallback = parse_moment(created) or datetime.fromisoformat("1970-01-01T00:00:00+00:00")
    hands = report.get("hands")
    hand_list = [h for h in hands if isinstance(h, dict)] if isinstance(hands, list) else []
    ends: list[datetime] = []
    for last in hand_last_events[:len(hand_list)]:
        at = times[last] if 0 <= last < len(times) else None
        moment = parse_moment(at) if at is not None else None
        ends.append(moment or (ends[-1] if ends else fallback))
    seats = list(seat_ids)
    by_seat: list[dict[str, Amount]] = []
    for hand in hand_list:
        totals = per_seat(hand.get("totals"))
        if not totals:  # no running totals reported: add the hand's scores up
            before, own = by_seat[-1] if by_seat else {}, per_seat(hand.get("scores"))
            totals = {seat: before.get(seat, 0) + own.get(seat, 0) for seat in seats}
        by_seat.append(totals)
    final = per_seat(report.get("totals"))
    if final and by_seat:
        by_seat[-1] = final
    running = [{seat_ids[s]: v for s, v in totals.items() if s in seat_ids} for totals in by_seat]
    winner = report.get("winner")
    winners = frozenset(seat_ids[s] for s in (winner if isinstance(winner, list) else [])
                        if isinstance(s, str) and s in seat_ids)
    # (each hand's scores read only where they are needed: a season reads every hand of 2,000 games)
    grouped = [list(side) for side in sides] if sides else sides_from_scores(
        seats, [per_seat(h.get("scores")) for h in hand_list[:len(ends)]])
    sides_out = tuple(tuple(seat_ids[s] for s in side if s in seat_ids) for side in grouped)
    latest = next((moment for at in reversed(times) if at is not None and (moment := parse_moment(at))), None)
    return PlayedGame(game_id, kind, tuple(seat_ids.values()), sides_out, tuple(ends), tuple(running[:len(ends)]),
                      finished and bool(ends), winners if finished else frozenset(), lowest_wins,
                      max(filter(None, (latest, ends[-1] if ends else None)), default=fallback))
