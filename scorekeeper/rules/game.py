"""A game is its setup plus an ordered list of events; everything else is replayed.

``Game`` is immutable.  ``play`` appends an event, ``undo`` drops the last,
``replace``/``delete``/``insert`` correct an earlier one; each returns a new
``Game`` only if every event still replays under the rules, so a correction
that makes a later hand illegal is refused with the reason and the game is
unchanged.  ``replay(game)`` is the only way to a ``Table`` (the live state).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Callable, Iterable, Mapping, Sequence

from scorekeeper.jsontypes import GameDict, JsonValue

from .errors import RecordError, RuleError
from .events import Event, EventLog, event_from_dict, event_to_dict
from .interface import AnyGame, PlayedHand
from .names import check_name_length, check_name_text, first_same_name
from .registry import rules_for


@dataclass(frozen=True)
class Game:
    """Settings, seating, first dealer and events: the whole truth about a game."""

    kind: str
    players: tuple[str, ...]
    dealer: str
    settings: Mapping[str, JsonValue] = field(compare=True, hash=False)
    events: Sequence[Event] = ()  # a tuple, or the EventLog that ``play`` extends without copying

    # -- construction ---------------------------------------------------------------
    @classmethod
    def new(cls, kind: str, players: Iterable[str], dealer: str, settings: Mapping[str, JsonValue] | None = None,
            *, stored: bool = False) -> "Game":
        """A game with no events yet; refuses a seating or setting the rules do not allow.

        ``stored``: the setup of a game kept before, checked only as far as it must be to replay
        (see :func:`check_players`); a new game's names are checked in full.
        """
        players = tuple(players)
        check_players(players, new=not stored)
        if dealer not in players:
            raise RuleError("the first dealer {d!r} is not one of the players", d=dealer)
        rules = rules_for(kind)
        resolved = rules.resolve_settings(players, dict(settings or {}))
        reserved = getattr(rules, "check_player_names", None)  # a name a game keeps for itself (a seat of its own)
        if reserved is not None and not stored:
            reserved(players, resolved)
        return cls(kind, players, dealer, resolved)

    @property
    def rules(self) -> AnyGame:
        return rules_for(self.kind)

    # -- changes (each validated by replaying) --------------------------------------
    def play(self, event: Event) -> "Game":
        """The game with ``event`` appended; RuleError if the rules refuse it.

        Only ``event`` is applied, to a copy of the hand in progress: a tap costs
        the same on the hundredth evening as on the first.  This game is unchanged.
        """
        replayer = Replayer.resume(self)
        replayer.apply(event)
        return self._with(EventLog.of(self.events).appended(event), replayer)

    def why_not(self, event: Event) -> str | None:
        """Why the rules refuse ``event`` now, as one line in the game's money format; None if allowed.

        Screens ask this (or :meth:`can`) to grey out a button instead of trying ``play``.
        """
        try:
            Replayer.resume(self).apply(event)
        except RuleError as err:
            return err.text(self.rules.format_amount(self.settings))
        return None

    def can(self, event: Event) -> bool:
        """Whether the rules allow ``event`` now (see :meth:`why_not` for the reason)."""
        return self.why_not(event) is None

    def undo(self) -> "Game":
        """The game without its last event (a game with no events is unchanged)."""
        return self.with_events(self.events[:-1])

    def replace(self, index: int, event: Event) -> "Game":
        """Correct event ``index``; everything after it is re-validated and re-scored."""
        self._check_index(index)
        return self.with_events((*self.events[:index], event, *self.events[index + 1 :]))

    def delete(self, index: int) -> "Game":
        self._check_index(index)
        return self.with_events((*self.events[:index], *self.events[index + 1 :]))

    def insert(self, index: int, event: Event) -> "Game":
        if not 0 <= index <= len(self.events):
            raise RuleError("there is no place {i} among {n} events", i=index, n=len(self.events))
        return self.with_events((*self.events[:index], event, *self.events[index:]))

    def with_events(self, events: Iterable[Event]) -> "Game":
        """The same setup with other events, if they all replay."""
        log = EventLog(events)
        replayer = Replayer(self)
        replayer.apply_all(log)
        return self._with(log, replayer)

    def setup(self) -> "Game":
        """This game without its events: what a hand needs to know (players, settings).

        Hands keep it, so a long game does not keep every earlier ``Game`` alive.
        """
        return self if not self.events else Game(self.kind, self.players, self.dealer, self.settings)

    def _with(self, events: Sequence[Event], replayer: "Replayer") -> "Game":
        game = Game(self.kind, self.players, self.dealer, self.settings, events)
        game.__dict__["table"] = replayer.table()
        return game

    def _check_index(self, index: int) -> None:
        if not 0 <= index < len(self.events):
            raise RuleError("there is no event {i}; the game has {n}", i=index, n=len(self.events))

    # -- state ----------------------------------------------------------------------
    @cached_property
    def table(self) -> "Table":
        replayer = Replayer(self)
        replayer.apply_all(self.events)
        return replayer.table()

    # -- plain data -----------------------------------------------------------------
    def to_dict(self) -> GameDict:
        """Setup and events as JSON-safe data (what the store keeps)."""
        return {
            "kind": self.kind,
            "players": list(self.players),
            "dealer": self.dealer,
            "settings": dict(self.settings),
            "events": [event_to_dict(e) for e in self.events],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> "Game":
        """The inverse of :meth:`to_dict`; stored data may be damaged, so a wrong shape is a RecordError."""
        if isinstance(data, Mapping):
            kind, players, dealer = data.get("kind"), data.get("players"), data.get("dealer")
            settings, events = data.get("settings"), data.get("events", [])
            if (type(kind) is str and type(dealer) is str and isinstance(players, (list, tuple))
                    and (settings is None or isinstance(settings, Mapping)) and isinstance(events, (list, tuple))):
                game = cls.new(kind, players, dealer, settings, stored=True)
                return game.with_events(event_from_dict(e) for e in events)
        raise RecordError("a stored game needs kind and dealer (text), players and events (lists) and settings "
                          "(an object)")


def check_players(given: Sequence[object], *, new: bool = True) -> list[str]:
    """Names are non-empty plain text, each seated once: they are printed, stored and compared.

    ``new`` (a game being set up or imported): every name is also at most 40 characters, and two
    names that are one player (the same after NFC and case folding) are refused.  A stored game is
    read with only the first checks, so a game kept before these rules still opens.
    Returns the names, now known to be text.
    """
    players: list[str] = []
    for p in given:
        players.append(check_name_text(p))
        if new:
            check_name_length(players[-1])
    seen: set[str] = set()
    for p in players:
        if p in seen:
            raise RuleError("{p} is seated twice; every player needs a different name", p=p)
        seen.add(p)
    same = first_same_name(players) if new else None
    if same is not None:
        raise RuleError("{a} and {b} are the same name (compared ignoring case and how accents are typed); "
                        "every player needs a different name", a=same[0], b=same[1])
    return players


def replay(game: Game) -> "Table":
    """The live state of ``game``, derived from its events."""
    return game.table


@dataclass
class Table:
    """Everything a screen or report shows, derived by replaying the events."""

    kind: str
    players: tuple[str, ...]
    settings: Mapping[str, JsonValue]
    hands: list[PlayedHand]  # finished hands, in order
    current: PlayedHand | None  # the hand being played; None once the game is over
    totals: dict[str, int]
    winner: tuple[str, ...] | None
    said: Callable[[], str] = field(default=lambda: "", compare=False, repr=False)

    @property
    def result(self) -> str:
        """Why the game ended ("" while it goes on), said in the language current when it is read: a game
        replayed once is shown to a Bengali app and a Hindi board alike."""
        return self.said()

    @property
    def finished(self) -> bool:
        return self.winner is not None or self.current is None

    @property
    def phase(self) -> str:
        return self.current.phase if self.current else "over"

    @property
    def dealer(self) -> str | None:
        return self.current.dealer if self.current else None

    def to_act(self) -> str | None:
        return self.current.to_act() if self.current else None

    def prompt(self) -> str:
        return self.current.prompt() if self.current else self.result


class Replayer:
    """Applies events one by one, opening a new hand whenever one completes."""

    def __init__(self, game: Game) -> None:
        self.game = game.setup()
        self.rules = game.rules
        self.hands: list[PlayedHand] = []
        self._hands_shared = False  # ``hands`` is also a Table's: copy before appending
        self.totals = {p: 0 for p in game.players}
        self.winner: tuple[str, ...] | None = None
        self.result = ""
        self.applied = 0  # events applied so far: the index of the next one
        self.current: PlayedHand | None = self._hand(1, game.dealer)

    @classmethod
    def resume(cls, game: Game) -> "Replayer":
        """A replayer standing after ``game``'s last event, without replaying it.

        It starts from the game's table: the finished hands are shared (they never
        change again), the totals are copied and the hand in progress is made again
        from its own events, so applying an event here leaves ``game`` and its table
        exactly as they were.
        """
        table = game.table
        replayer = cls.__new__(cls)
        replayer.game = game.setup()
        replayer.rules = game.rules
        replayer.hands, replayer._hands_shared = table.hands, True
        replayer.totals = dict(table.totals)
        replayer.winner, replayer.result = table.winner, table.result
        replayer.applied = len(game.events)
        replayer.current = None if table.current is None else replayer._again(table.current, game.events)
        return replayer

    def _again(self, hand: PlayedHand, events: Sequence[Event]) -> PlayedHand:
        """A new copy of the hand in progress, made by applying its own events again.

        A hand is small (one auction, at most 17 tricks), so this costs the same at
        any point of a game, and the copy shares nothing that the next event changes.
        """
        again = self._hand(hand.number, hand.dealer)
        if hand.started:
            again.started, again.first_event, again.event_count = True, hand.first_event, 0
            for event in events[hand.first_event:]:
                again.apply(event)
        return again

    def apply_all(self, events: Iterable[Event]) -> None:
        for event in events:
            self.apply(event)

    def apply(self, event: Event) -> None:
        hand = self.current
        if hand is None:
            raise RuleError("the game is over: {why}; no more hands can be played", why=self.result)
        if not hand.started:
            hand.started, hand.first_event, hand.event_count = True, self.applied, 0
        try:
            hand.apply(event)
        except RuleError as err:
            raise err.located(self.where(hand)) from None
        self.applied += 1
        if hand.complete:
            self._close(hand)

    def apply_hand(self, events: Sequence[Event]) -> int:
        """Apply one hand's events (a record's hand) until the hand completes; how many were applied.

        The same checks as :meth:`apply` event by event, with less work around each:
        a long record replays tens of thousands of them.  An error is located in the
        hand only ("call 4", "trick 13"); the caller names the hand.
        """
        hand = self.current
        if hand is None:
            raise RuleError("the game is over: {why}; no more hands can be played", why=self.result)
        if not hand.started:
            hand.started, hand.first_event, hand.event_count = True, self.applied, 0
        apply, count = hand.apply, 0
        try:
            for event in events:
                apply(event)
                count += 1
                if hand.complete:
                    break
        except RuleError as err:
            self.applied += count
            raise err.located(hand.location()) from None
        self.applied += count
        if hand.complete:
            self._close(hand)
        return count

    def where(self, hand: PlayedHand) -> str:
        inner = hand.location()
        return f"hand {hand.number}, {inner}" if inner else f"hand {hand.number}"

    def _close(self, hand: PlayedHand) -> None:
        hand.event_count = self.applied - hand.first_event
        for player, score in hand.scores.items():
            self.totals[player] += score
        hand.totals = dict(self.totals)
        if self._hands_shared:
            self.hands, self._hands_shared = list(self.hands), False
        self.hands.append(hand)
        self.winner, self.result = self.rules.winner(self.game, self.hands, self.totals)
        if self.winner is not None or self.result:
            self.current = None
            return
        players = self.game.players
        dealer = players[(players.index(hand.dealer) + 1) % len(players)] if hand.passes_deal else hand.dealer
        self.current = self._hand(hand.number + 1, dealer)

    def _hand(self, number: int, dealer: str) -> PlayedHand:
        """A fresh hand; a game that carries state across hands (overtricks counted over a game) makes it from
        the hand before through its optional ``hand_after``, so that state is derived from the events too."""
        hand_after: Callable[..., PlayedHand] | None = getattr(self.rules, "hand_after", None)
        if hand_after is not None and self.hands:
            return hand_after(self.game, self.hands[-1], number, dealer, self.totals)
        return self.rules.new_hand(self.game, number, dealer, self.totals)

    def table(self) -> Table:
        """The state so far; the replayer may go on (the table keeps what it was given)."""
        g = self.game
        if self.current is not None and self.current.started:
            self.current.event_count = self.applied - self.current.first_event
        self._hands_shared = True
        return Table(g.kind, g.players, g.settings, self.hands, self.current,
                     dict(self.totals), self.winner, self._said())

    def _said(self) -> Callable[[], str]:
        """The game's result sentence, asked of its rules again each time it is read (in the reader's language)."""
        if not self.result:
            return lambda: ""
        rules, game, hands, totals = self.rules, self.game, self.hands, dict(self.totals)
        return lambda: rules.winner(game, hands, totals)[1]

