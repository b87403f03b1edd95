"""A game's facts for ``stats`` folded hand by hand, so the entry that finishes a game adds only its last hand.

``stats.facts_of_game`` works the facts out from the whole game's score report: every hand's report line,
every hand tallied for every player and side, every hand's running totals and end.  At 400 hands that is
about 5 ms of CPU (a phone running the web build: several times more), paid by the tap that finishes the
game.  :class:`FactFold` keeps, beside an open game, what its hands have added so far (each player's and
side's tallies, each hand's running totals and first entry, who has scored alike in every hand) and adds
each hand once, as it ends; the finishing entry adds its own hand and the game's end (games played, won).

The facts are exactly those ``facts_of_game`` gives (tests/store/test_fact_fold.py folds every game hand by
hand, corrections and Undo included, and compares after every entry).  The fold keys its tallies by seat and
names the players only at the end, so it needs nothing but the game: a game whose stored seats are not one
player each, in seating order, is worked out whole (``facts`` says None).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules.registry import rules_for
from scorekeeper.rules.tallies import Tally
from scorekeeper.rules.when import parse_moment
from scorekeeper.season import PlayedGame
from scorekeeper.season.games import Amount, per_seat

from .stats import empty_tally, report_names
from .stats_cache import GameCounts

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game
    from scorekeeper.rules.interface import PlayedHand

Side = tuple[str, ...]
EPOCH = datetime.fromisoformat("1970-01-01T00:00:00+00:00")
HANDS_TAKEN_BACK = 8  # hands an Undo can take back one by one (beyond them the game is folded again)


class FactFold:
    """What a game's ended hands add to its facts, kept while it is open (see the module's docstring)."""

    def __init__(self, game: Game) -> None:
        self.kind = game.kind
        self.seats = tuple(game.players)
        self.groups = tuple(tuple(g.players) for g in game.rules.score_groups(game))
        self.fixed = [list(side) for side in self.groups if len(side) >= 2]  # sides sharing one score
        self._tally_hand = rules_for(game.kind).tally_hand
        self._keys: Callable[[PlayedHand], JsonObject] | None = getattr(game.rules, "tally_keys", None)
        self.players: dict[str, Tally] = {seat: empty_tally(game.kind) for seat in self.seats}
        # by sorted seats, fixed sides first, then bidders' sides as first seen: the order the whole count makes
        self.sides: dict[Side, Tally] = {tuple(sorted(side)): empty_tally(game.kind) for side in self.fixed}
        self.firsts: list[int] = []  # each folded hand's first entry
        self.running: list[dict[str, Amount]] = []  # each seat's total after each folded hand
        self._alike = [0] * len(self.seats)  # seats with one number here scored the same in every hand so far
        self._moments: dict[str, datetime | None] = {}  # each entry time read once
        self._ends_of: Sequence[str | None] | None = None  # the times the fixed ends below were read from
        self._ends_from = EPOCH  # and the time they start from where none is known
        self._fixed_ends: list[datetime] = []  # each hand's end but the last folded one's
        self._named_by: tuple[tuple[str, str], ...] = ()  # the players the hands' totals below are named by
        self._named_totals: list[dict[str, Amount]] = []  # each ended hand's running totals by player but the last
        self.events = 0  # the game's entries when it was last folded
        self._before_hands: list[_BeforeHand] = []  # what the last few hands found, so an Undo can take one back
        self._snapshots_from = len(game.table.hands) - HANDS_TAKEN_BACK  # (opening keeps only the last few)
        self.add(game)

    def fits(self, game: Game) -> bool:
        """The fold was last given ``game`` less its last entry (the game the service just stored onto)."""
        return self.events == len(game.events) - 1 and len(self.firsts) <= len(game.table.hands)

    def add(self, game: Game) -> None:
        """Fold in the hands of ``game`` that ended since the fold last saw it (none or one, entry by entry)."""
        for hand in game.table.hands[len(self.firsts):]:
            self._add_hand(hand)
        self.events = len(game.events)

    def takes_back(self, game: Game) -> bool:
        """Whether ``game`` is the game the fold was last given less its last entry, and the fold still knows
        what the hand that entry ended (if it ended one) found: an Undo of the last entry, taken back here
        with :meth:`take_back` instead of folding the whole game again."""
        ended = len(self.firsts) - len(game.table.hands)
        return self.events == len(game.events) + 1 and (ended == 0 or (
            ended == 1 and bool(self._before_hands) and self._before_hands[-1].hand == len(self.firsts) - 1))

    def take_back(self, game: Game) -> None:
        """Take back the last entry the fold was given (:meth:`takes_back` first): the hand it ended, if any,
        leaves the tallies, totals and ends as they were before it."""
        if len(self.firsts) > len(game.table.hands):
            self._before_hands.pop().restore(self)
            self.firsts.pop()
            self.running.pop()
            del self._fixed_ends[max(0, len(self.firsts) - 1):]
            del self._named_totals[max(0, len(self.running) - 1):]
        self.events = len(game.events)

    def _add_hand(self, hand: PlayedHand) -> None:
        if len(self.firsts) >= self._snapshots_from:
            self._before_hands.append(_BeforeHand.of(self))
            del self._before_hands[:-HANDS_TAKEN_BACK]
        line = hand.report()
        if self._keys is not None:
            line.update(self._keys(hand))
        side = [s for s in hand.bidder_side if s in self.players]
        tally_hand = self._tally_hand
        for seat, tally in self.players.items():
            tally_hand(tally, line, line.get("bidder") == seat, seat in side, [seat])
        counted: set[Side] = set()
        if len(side) >= 2:
            key = tuple(sorted(side))
            tally_hand(self._side(key), line, True, True, side)
            counted.add(key)
        for other in self.fixed:
            if (key := tuple(sorted(other))) not in counted:
                tally_hand(self._side(key), line, False, False, other)
        self.firsts.append(hand.first_event)
        self._add_totals(line)

    def _side(self, key: Side) -> Tally:
        found = self.sides.get(key)
        if found is None:
            found = self.sides[key] = empty_tally(self.kind)
        return found

    def _add_totals(self, line: JsonObject) -> None:
        totals = per_seat(line.get("totals"))
        scores = per_seat(line.get("scores"))
        if not totals:  # no running totals reported: add the hand's scores up
            before = self.running[-1] if self.running else {}
            totals = {seat: before.get(seat, 0) + scores.get(seat, 0) for seat in self.seats}
        self.running.append(totals)
        if not self.groups:
            alike: dict[tuple[int, Amount | None], int] = {}
            self._alike = [alike.setdefault((was, scores.get(seat)), len(alike))
                           for seat, was in zip(self.seats, self._alike)]

    def facts(self, game_id: str, game: Game, seat_ids: Mapping[str, str], times: Sequence[str | None],
              created: str) -> tuple[GameCounts, PlayedGame] | None:
        """The facts of ``game`` (folded up to its last entry: :meth:`add` first), as ``facts_of_game`` gives
        them; None where the fold cannot say them (seats not one player each in seating order)."""
        if (tuple(seat_ids) != self.seats or len(set(seat_ids.values())) != len(self.seats)
                or tuple(tuple(g.players) for g in game.rules.score_groups(game)) != self.groups
                or self.events != len(game.events)):
            return None
        table = game.table
        winners = set(report_names(list(table.winner) if table.winner else None))
        return self._counts(seat_ids, bool(table.finished), winners), self._played(game_id, game, seat_ids, times,
                                                                                   created)

    def _counts(self, seat_ids: Mapping[str, str], finished: bool, winners: set[str]) -> GameCounts:
        players: dict[str, Tally] = {}
        for seat, pid in seat_ids.items():
            t = players[pid] = dict(self.players[seat])
            t["games_played"] += 1
            t["games_finished"] += int(finished)
            t["games_won"] += int(finished and seat in winners)
        sides = {key: dict(tally) for key, tally in self.sides.items()}
        for side in self.fixed:
            t = sides[tuple(sorted(side))]
            t["games_played"] += 1
            t["games_finished"] += int(finished)
            t["games_won"] += int(finished and bool(winners) and set(side) <= winners)
        named = {tuple(sorted(seat_ids[s] for s in key)): tally for key, tally in sides.items()}
        return GameCounts(self.kind, players, named)

    def _played(self, game_id: str, game: Game, seat_ids: Mapping[str, str], times: Sequence[str | None],
                created: str) -> PlayedGame:
        table = game.table
        fallback = parse_moment(created) or EPOCH
        current = table.current
        after = current.first_event if current is not None and current.started else len(game.events)
        ends = self._ends(times, fallback, after - 1)
        running = self.running
        final = per_seat(dict(table.totals))
        if final and running:
            running = [*running[:-1], final]
        named = self._named(seat_ids, running)
        finished = bool(table.finished)
        winners = frozenset(seat_ids[s] for s in (table.winner or ()) if s in seat_ids) if finished else frozenset()
        sides = tuple(tuple(seat_ids[s] for s in side) for side in (self.groups or self._scored_alike()))
        latest = next((moment for at in reversed(times) if at is not None and (moment := self._moment(at))), None)
        return PlayedGame(game_id, game.kind, tuple(seat_ids.values()), sides, tuple(ends), named,
                          finished and bool(ends), winners, getattr(game.rules, "LOWEST_WINS", False) is True,
                          max(filter(None, (latest, ends[-1] if ends else None)), default=fallback))

    def _ends(self, times: Sequence[str | None], fallback: datetime, last_entry: int) -> list[datetime]:
        """When each hand ended: when its last entry was stored (the previous hand's end, or ``fallback``, where
        that time is not known).  Every hand's but the last is fixed once the next began, so those are kept for
        the same ``times`` (the keeper's list, only ever extended in place) and only the new ones are read."""
        if times is not self._ends_of or fallback != self._ends_from:
            self._ends_of, self._ends_from, self._fixed_ends = times, fallback, []
        ends = self._fixed_ends
        lasts = [*(first - 1 for first in self.firsts[len(ends) + 1:]), last_entry][:len(self.firsts) - len(ends)]
        for index, last in enumerate(lasts, start=len(ends)):
            at = times[last] if 0 <= last < len(times) else None
            moment = self._moment(at) if at is not None else None
            end = moment or (ends[-1] if ends else fallback)
            if index < len(self.firsts) - 1:
                ends.append(end)
            else:
                return [*ends, end]
        return list(ends)

    def _named(self, seat_ids: Mapping[str, str], running: list[dict[str, Amount]]) -> tuple[dict[str, Amount], ...]:
        """Each hand's running totals by player: those of the hands named at an earlier entry kept (a hand's
        totals never change once it ended), the new ones named, and the last as ``running`` ends (the final)."""
        key = tuple(seat_ids.items())
        if key != self._named_by:
            self._named_by, self._named_totals = key, []
        for totals in self.running[len(self._named_totals):-1]:
            self._named_totals.append({seat_ids[s]: v for s, v in totals.items() if s in seat_ids})
        last = [{seat_ids[s]: v for s, v in running[-1].items() if s in seat_ids}] if running else []
        return tuple(self._named_totals[:len(running) - 1] + last)

    def _scored_alike(self) -> list[list[str]]:
        """Who played together where the rules name no sides: seats that scored the same in every hand."""
        if not self.firsts:
            return [[seat] for seat in self.seats]
        groups: dict[int, list[str]] = {}
        for seat, alike in zip(self.seats, self._alike):
            groups.setdefault(alike, []).append(seat)
        return list(groups.values())

    def _moment(self, at: str) -> datetime | None:
        if at not in self._moments:
            self._moments[at] = parse_moment(at)
        return self._moments[at]


@dataclass(frozen=True)
class _BeforeHand:
    """What a fold held just before it added hand ``hand``: its tallies and who had scored alike (the lists of
    firsts, totals and ends only grow, so an Undo shortens them)."""

    hand: int
    players: dict[str, Tally]
    sides: dict[Side, Tally]
    alike: list[int]

    @classmethod
    def of(cls, fold: FactFold) -> _BeforeHand:
        return cls(len(fold.firsts), {seat: dict(t) for seat, t in fold.players.items()},
                   {key: dict(t) for key, t in fold.sides.items()}, list(fold._alike))

    def restore(self, fold: FactFold) -> None:
        fold.players, fold.sides, fold._alike = self.players, self.sides, self.alike
