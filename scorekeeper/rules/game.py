"""A game is its setup plus an ordered list of events; everything else is replayed.

``Game`` is immutable.  ``play`` appends an event, ``undo`` drops the last, ``replace``/``delete``/``insert``
correct an earlier one; each returns a new ``Game`` only if every event still replays under the rules, so a
correction that makes a later hand illegal is refused with the reason and the game is unchanged.
``replay(game)`` is the only way to a ``Table`` (the live state).
The protocols of a game module (``GameBasics``, ``GameModule``) live here beside ``Game``, since each names
the other; ``rules.interface`` re-exports them.  A game finds its rules through a port (``find_rules_with``)
the registry plugs into when ``scorekeeper.rules`` is imported.
"""

from __future__ import annotations

from functools import cached_property
from typing import Callable, Iterable, Mapping, Protocol, Sequence, TypeVar, runtime_checkable

from scorekeeper.jsontypes import GameDict, JsonObject, JsonValue

from .answer_values import Choice, Needed, Outcome, ScoreGroup, TallyMeasure
from .errors import RecordError, RuleError
from .events import Event, EventLog, event_from_dict, event_to_dict, events_taken_from
from .frozen import Frozen
from .names import check_players
from .played_hand import HandT, PlayedHand, Table, apply_in_turn, deal_passed
from .tallies import HandReport, Tally

HandCo = TypeVar("HandCo", bound=PlayedHand, covariant=True)  # a module's hands, in what it only makes

_finders: list[Callable[[str], AnyGame]] = []  # the registry plugs itself in when it is imported (see ``find_rules_with``)


def find_rules_with(finder: Callable[[str], AnyGame]) -> None:
    """The port through which a game finds its rules: ``rules.registry`` plugs its ``rules_for`` in.

    The registry checks each game module against :class:`GameModule`, which is defined here next
    to :class:`Game` (each names the other); so the registry imports this module, never the
    other way round, and the rules core has no import circle.
    """
    _finders[:] = [finder]


def rules_for(kind: str) -> AnyGame:
    """The module of game ``kind``, through the registry plugged in (``scorekeeper.rules`` always loads it)."""
    if not _finders:
        raise RuntimeError(f"no game registry is plugged in to find the game {kind!r} (import scorekeeper.rules)")
    return _finders[0](kind)


class Game(Frozen):
    """Settings, seating, first dealer and events: the whole truth about a game (``Frozen``: never changed)."""
    FIELDS, UNHASHED = ("kind", "players", "dealer", "settings", "events"), frozenset({"settings"})
    kind: str
    players: tuple[str, ...]
    dealer: str
    settings: Mapping[str, JsonValue]
    events: Sequence[Event]  # a tuple, or the EventLog that ``play`` extends without copying

    # -- construction ---------------------------------------------------------------
    def __init__(self, kind: str, players: tuple[str, ...], dealer: str, settings: Mapping[str, JsonValue],
                 events: Sequence[Event] = ()) -> None:
        self._set(kind=kind, players=players, dealer=dealer, settings=settings, events=events)
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

    def why_not(self, event: Event, hand_word: str = "hand") -> str | None:
        """Why the rules refuse ``event`` now, as one line in the game's money format (its place a hand said as
        ``hand_word``); None if allowed.  A screen greying many choices asks ``rules.legal.legal`` once instead."""
        try:
            Replayer.resume(self).apply(event)
        except RuleError as err:
            return err.text(self.rules.format_amount(self.settings), hand_word)
        return None

    def can(self, event: Event) -> bool:
        """Whether the rules allow ``event`` now (see :meth:`why_not` for the reason)."""
        return self.why_not(event) is None

    def undo(self) -> "Game":
        """The game without its last event, not replayed: the state before it is made again from the last
        hand's own events (``Replayer.before_last``), so Undo costs the same in hand 500 as in hand 2."""
        if not self.events:
            return self
        return self._with(EventLog.of(self.events).without_last(), Replayer.before_last(self))

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
        log, replayer = EventLog(events), Replayer(self)
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
    def table(self) -> Table:
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
    def from_dict(cls, data: Mapping[str, object], *, consume: bool = False) -> "Game":
        """The inverse of :meth:`to_dict`; stored data may be damaged, so a wrong shape is a RecordError.
        ``consume``: each dict of ``data["events"]`` is let go as it becomes an event (see events_taken_from)."""
        if isinstance(data, Mapping):
            kind, players, dealer = data.get("kind"), data.get("players"), data.get("dealer")
            settings, events = data.get("settings"), data.get("events", [])
            if (type(kind) is str and type(dealer) is str and isinstance(players, (list, tuple))
                    and (settings is None or isinstance(settings, Mapping)) and isinstance(events, (list, tuple))):
                game = cls.new(kind, players, dealer, settings, stored=True)
                if consume and isinstance(events, list):
                    return game.with_events(events_taken_from(events))
                return game.with_events(event_from_dict(e) for e in events)
        raise RecordError("a stored game needs kind and dealer (text), players and events (lists) and settings "
                          "(an object)")


def replay(game: Game) -> Table:
    """The live state of ``game``, derived from its events."""
    return game.table


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
        """A replayer standing after ``game``'s last event, without replaying it: the finished hands shared
        (they never change again), the totals copied, the hand in progress made again from its own events,
        so applying an event here leaves ``game`` and its table exactly as they were."""
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

    @classmethod
    def before_last(cls, game: Game) -> "Replayer":
        """A replayer standing before ``game``'s last event, without replaying the game (Undo): the hand that
        event went to is made again from its own events but that one; the hands before it are shared."""
        table, last = game.table, len(game.events) - 1
        hand = table.current if table.current is not None and table.current.started else table.hands[-1]
        replayer = cls.__new__(cls)
        replayer.game, replayer.rules, replayer.winner, replayer.result = game.setup(), game.rules, None, ""
        closed = hand is not table.current  # the last event ended a hand: its totals are taken off again
        replayer.hands, replayer._hands_shared = (table.hands[:-1], False) if closed else (table.hands, True)
        replayer.totals = dict(replayer.hands[-1].totals) if closed and replayer.hands else \
            (dict.fromkeys(game.players, 0) if closed else dict(table.totals))
        replayer.applied = last
        replayer.current = replayer._again(hand, game.events, last)
        return replayer

    def _again(self, hand: PlayedHand, events: Sequence[Event], stop: int | None = None) -> PlayedHand:
        """A new copy of ``hand``, its own events (up to ``stop``) applied again: a hand is small (one auction, at
        most 17 tricks), so this costs the same at any point of a game, and shares nothing the next event changes."""
        again = self._hand(hand.number, hand.dealer)
        stop = len(events) if stop is None else stop
        if hand.started and hand.first_event < stop:
            again.started, again.first_event, again.event_count = True, hand.first_event, 0
            for index in range(hand.first_event, stop):
                again.apply(events[index])
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

        The same checks as :meth:`apply` event by event, with less work around each: a long record replays
        tens of thousands of them.  A hand may take them at once through its optional ``apply_events(events)
        -> int`` (how many it applied).  An error is located in the hand only ("call 4", "trick 13").
        """
        hand = self.current
        if hand is None:
            raise RuleError("the game is over: {why}; no more hands can be played", why=self.result)
        if not hand.started:
            hand.started, hand.first_event, hand.event_count = True, self.applied, 0
        apply_events: Callable[[Sequence[Event]], int] | None = getattr(hand, "apply_events", None)
        try:
            count = apply_events(events) if apply_events is not None else apply_in_turn(hand, events)
        except RuleError as err:  # (the replayer stops here: its applied count is left where the hand began)
            raise err.located(hand.location()) from None
        self.applied += count
        if hand.complete:
            self._close(hand)
        return count

    def where(self, hand: PlayedHand) -> str:
        return f"hand {hand.number}, {inner}" if (inner := hand.location()) else f"hand {hand.number}"

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
        self.current = self._hand(hand.number + 1, deal_passed(self.game.players, hand))

    def _hand(self, number: int, dealer: str) -> PlayedHand:
        """A fresh hand; a game that carries state across hands (overtricks counted over a game) makes it from
        the hand before through its optional ``hand_after``, so that state is derived from the events too."""
        if "_hand_after" not in self.__dict__:  # asked once a replay: a module asked for a name it lacks raises inside,
            self._hand_after = getattr(self.rules, "hand_after", None)  # and a long record opens thousands of hands
        hand_after: Callable[..., PlayedHand] | None = self._hand_after
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
        rules, game, hands, totals = self.rules, self.game, self.hands, dict(self.totals)
        return (lambda: rules.winner(game, hands, totals)[1]) if self.result else (lambda: "")


class GameNames(Protocol):
    """What every game module writes itself, whatever its hand: its id, title, table sizes and settings."""
    KIND: str  # the game's id in records and stores (lower case, words joined by "-")
    TITLE: str  # its name, translated where shown
    PLAYER_COUNTS: tuple[int, ...]  # the table sizes the game allows
    @property
    def SETTING_HELP(self) -> Mapping[str, str]: ...  # each setting's meaning in one line (a Labels: translated)
    def resolve_settings(self, players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]: ...


class GameBasics(GameNames, Protocol[HandCo]):
    """What a plug-in writes, its ``HAND`` class too: ``rules.defaults`` answers the rest of :class:`GameModule`
    (``new_hand`` from ``HAND``; for a ``TrickHand`` its record and tally).  It checks itself with mypy as
    ``GameBasics[ItsHand]``; the games that come with Scorekeeper, writing every member, as ``GameModule``."""

    @property
    def HAND(self) -> type[HandCo]: ...  # the game's hand class, made as ``HAND(game, number, dealer)``


@runtime_checkable
class GameModule(GameNames, Protocol[HandT]):
    """What every game module offers, generic over its hand type (``registry`` checks each one against MEMBERS).

    A game's package checks itself with mypy as ``GameModule[ItsHand]``; shared code knows a game's hands only
    as :class:`PlayedHand` (see :data:`AnyGame`).  Optional: ``LIST_ORDER`` (an int: lower comes first in lists,
    then by title); ``board_section()`` (its :class:`BoardSection`, imported when the board first draws the game);
    ``screens()`` (the module of its app screens, whose ``Panel`` the app builds; imported only by the app);
    ``TALLY_BID_LINE`` (a str: the ``scorekeeper stats`` line that replaces the shared bids line, a template over
    the tally's measures as they print; "" where nobody bids); ``hand_after(game, previous, number, dealer,
    totals) -> HandT`` (every hand after the first, made from the finished one before it: for a game that carries
    state across hands); ``dealt_hand_events(game, record, dealer)`` (a hand of the record read knowing who
    dealt it, in place of ``hand_events``: for bids that go round from the dealer's left).
    """
    def new_hand(self, game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> HandT: ...
    def hand_events(self, game: Game, record: JsonValue) -> list[Event]: ...  # a record's hand (hostile JSON) → events

    # Read-only mappings: a plain dict, or scorekeeper.words.Labels / ChoiceWords (translated when read).
    @property
    def SETTING_LABELS(self) -> Mapping[str, str]: ...  # each setting's label on the new-game screen (its words module)
    @property
    def SETTING_CHOICES(self) -> Mapping[str, list[tuple[object, str]]]: ...  # a choice: each value and its words

    # -- replay, and how an amount is shown ------------------------------------------
    def winner(self, game: Game, hands: Sequence[HandT],
               totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]: ...
    def hand_record(self, hand: HandT) -> JsonObject: ...  # default: a BaseHand's ``reported()``
    # The one way an amount is shown (app, board, CLI): the game's currency and grouping,
    # points as plain numbers; ``short=True`` for a chart's axis ($1M, ₹10L).
    def format_amount(self, settings: Mapping[str, JsonValue], *, short: bool = False) -> Callable[[int], str]: ...

    # -- what the table is shown --------------------------------------------------
    def score_groups(self, game: Game) -> list[ScoreGroup]: ...
    def group_name(self, game: Game, players: Iterable[str]) -> str: ...
    def target(self, settings: Mapping[str, JsonValue]) -> int | None: ...
    def trump_choices(self, settings: Mapping[str, JsonValue]) -> list[Choice]: ...
    def takers(self, game: Game, hand: HandT) -> tuple[str, ...]: ...
    def quick_raises(self, hand: HandT, count: int = 3) -> list[int]: ...
    def still_needed(self, game: Game, hand: HandT) -> Needed | None: ...
    def outcome(self, game: Game, hand: HandT) -> Outcome: ...
    def winner_line(self, game: Game) -> str: ...
    def describe_settings(self, settings: Mapping[str, JsonValue]) -> list[str]: ...  # after title and players: "fixed partners"

    # -- lifetime tallies -----------------------------------------------------------
    TALLY_MEASURES: dict[str, TallyMeasure]  # the game's own measures, beside those every game shares
    def tally_hand(self, tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool,
                   seats: Sequence[str]) -> None: ...


AnyGame = GameModule[PlayedHand]
"""A game's module as shared code sees it: its hands are known only as PlayedHand (the registry's answer)."""
