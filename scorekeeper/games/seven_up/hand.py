"""Seven Up's hand: the turn-up and the beg before play, then who took High, Low, Jack and Game.

Each point is one to whoever (whichever side) made it; nobody bids and nobody is set back.  The points
count in the order they are made (turned jack, gift, new turned jack, High, Low, Jack, Game): a dealer
who goes out on a turned jack ends the hand there, and a gift may not put anyone out.  Its own events are
here (a jack turned, the beg, who took each point); trump and a misdeal are the shared ``TrumpNamed`` and
``MisdealCalled``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator, Mapping, NamedTuple

from scorekeeper.i18n.shown import number
from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import all_fours
from scorekeeper.rules.bid_events import TrumpNamed
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.events import fact
from scorekeeper.rules.hand_base import BaseHand, misdeal_said_first
from scorekeeper.rules.interface import seating_name
from scorekeeper.rules.seating import alternate_side, left_of, names
from scorekeeper.rules.settings import setting_int
from scorekeeper.rules.event_dispatch import TakesEvents, takes
from scorekeeper.i18n.suits import SUITS
from scorekeeper.words import N_

from . import words
from .settings import BEGS, FIRST, NEW, POINTS

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game


@fact("seven_up_jack_turned")
class JackTurned(NamedTuple):
    """The card turned for trump was a jack: ``turn`` is "first" (the deal's turn-up) or "new" (after running)."""

    turn: str


@fact("seven_up_beg")
class Begged(NamedTuple):
    """How the turn-up was settled: ``answer`` is "stand", "gift" (the dealer gave a point) or "run"."""

    answer: str


@fact("seven_up_point", place="point")
class PointTaken(NamedTuple):
    """``player`` took the point ``point`` (high, low, jack or game)."""

    point: str
    player: str


@fact("seven_up_no_point", place="point")
class PointNobody(NamedTuple):
    """Nobody took the point: the jack of trumps was out of play, or the game was tied."""

    point: str


Step = tuple[str, tuple[str, ...]]  # a point as it is counted: what it is, and the players it scores for


class SevenUpHand(TakesEvents, BaseHand):
    """One hand of Seven Up, built up event by event; ``before`` holds the totals it started from."""

    NO_PLACE = N_("a {t} event has no place in Seven Up")

    def __init__(self, game: Game, number: int, dealer: str, before: Mapping[str, int] | None = None) -> None:
        super().__init__(game, number, dealer)
        self.before = dict(before or {p: 0 for p in self.players})
        self.jacks: list[str] = []  # "first" and/or "new": the turn-ups that were jacks
        self.beg: str | None = None  # None: not entered (the eldest stood)
        self.trump: str | None = None
        self.points: dict[str, str | None] = {}
        self.out_on_jack = False

    # -- where the hand stands (its phases are the shared ``HandPhase``: one screen, then done) ---------
    @property
    def eldest(self) -> str:
        return left_of(self.players, self.dealer)

    def side_of(self, player: str) -> tuple[str, ...]:
        """A player alone, or with four at the table him and his partner opposite (seating order)."""
        return tuple(alternate_side(self.players, player)) if len(self.players) == 4 else (player,)

    def gift_to(self) -> list[str]:
        """Who the gift went to: the eldest (his side, with partners), or both the dealer's opponents with three."""
        if self.beg != "gift":
            return []
        return [p for p in self.players if p != self.dealer] if len(self.players) == 3 else [self.eldest]

    def jack_out_of_play(self) -> bool:
        """The trump card turned up (for good) is a jack: the jack of trumps is in nobody's hand."""
        return (NEW if self.beg == "run" else FIRST) in self.jacks

    def next_point(self) -> str | None:
        return next((p for p in POINTS if p not in self.points), None)

    def prompt(self) -> str:
        point = self.next_point()
        return "" if self.complete or point is None else str(words.POINT_QUESTIONS[point])

    # -- events ------------------------------------------------------------------------------
    def _before_play(self) -> None:
        """The turn-up and the beg come first (a finished hand takes nothing: the replay moves on to the next)."""
        if self.points or self.trump is not None:
            raise RuleError("the turn-up and the beg are entered before trump and the points; undo those first")

    @takes(MisdealCalled)
    def _misdeal(self, event: MisdealCalled) -> None:
        late = N_("a misdeal is called before anything else of the hand is entered; undo those entries first")
        self.misdealt(event.player, late if self.jacks or self.beg or self.trump or self.points else None)

    @takes(JackTurned)
    def _jack(self, event: JackTurned) -> None:
        self._before_play()
        if event.turn not in (FIRST, NEW) or event.turn in self.jacks:
            raise RuleError("a jack is turned once 'first' (the deal's turn-up) and once 'new' (after running); "
                            "not {t!r} again", t=event.turn)
        if event.turn == FIRST and self.beg is not None:
            raise RuleError("the jack turned up with the deal is entered before the beg")
        if event.turn == NEW and self.beg != "run":
            raise RuleError("a new trump card is turned only when the dealer runs the cards")
        self.jacks.append(event.turn)
        self._settle_if_out()

    @takes(Begged)
    def _beg(self, event: Begged) -> None:
        self._before_play()
        if event.answer not in BEGS:
            raise RuleError("the eldest stands, or the dealer gives or runs: 'stand', 'gift' or 'run', not {a!r}",
                            a=event.answer)
        if self.beg is not None:
            raise RuleError("the beg is already entered ({b}); correct that entry instead", b=self.beg)
        self.beg = event.answer
        goal = setting_int(self.settings, "target")
        for player in self.gift_to():
            if self.before[player] + 1 >= goal:
                self.beg = None
                raise RuleError("the dealer {dealer} may not give {player} the point that puts him out: he must run "
                                "the cards", dealer=self.dealer, player=player)

    @takes(TrumpNamed)
    def _trump(self, event: TrumpNamed) -> None:
        if self.points:
            raise RuleError("trump is named before the points are entered")
        if self.trump is not None:
            raise RuleError("trump is already {t} in this hand; correct that event instead", t=self.trump)
        if event.trump not in SUITS:
            raise RuleError("trump {t!r} must be one of {ok}", t=event.trump, ok=", ".join(SUITS))
        self.trump = event.trump

    @takes(PointTaken, PointNobody)
    def _point(self, event: PointTaken | PointNobody) -> None:
        point, player = event.point, event.player if type(event) is PointTaken else None
        all_fours.check_point(point, player, self.next_point(),
                              N_("{v!r} is not a point of Seven Up: the points are high, low, jack and game"))
        if player is not None:
            self.seated(player)
            if point == "jack" and self.jack_out_of_play():
                raise RuleError("the jack of trumps is the turned-up card, out of play: nobody takes jack")
        self.points[point] = player
        if len(self.points) == len(POINTS):
            self.scores, self.complete = self.won(), True

    def _settle_if_out(self) -> None:
        """A dealer whose turned jack brings him to the target has won: the hand ends there."""
        if self.before[self.dealer] + self.won()[self.dealer] >= setting_int(self.settings, "target"):
            self.scores, self.complete, self.out_on_jack = self.won(), True, True

    # -- scoring ----------------------------------------------------------------------------
    def steps(self) -> Iterator[Step]:
        """Each point made so far, in the order it counts: turned jack, gift, new turned jack, High, Low, Jack, Game."""
        if FIRST in self.jacks:
            yield str(words.TURNED_JACK_WORD), self.side_of(self.dealer)
        for player in self.gift_to():
            yield str(words.GIFT_WORD), self.side_of(player)
        if NEW in self.jacks:
            yield str(words.TURNED_JACK_WORD), self.side_of(self.dealer)
        for point in POINTS:
            owner = self.points.get(point)
            if owner is not None:
                yield str(words.POINT_WORDS[point]), self.side_of(owner)

    def won(self) -> dict[str, int]:
        scores = {p: 0 for p in self.players}
        for _what, side in self.steps():
            for p in side:
                scores[p] += 1
        return scores

    def first_out(self) -> tuple[tuple[str, ...], str, int] | None:
        """The side that reached the target first in this hand, the point that took it there, and its total."""
        goal, running = setting_int(self.settings, "target"), dict(self.before)
        for what, side in self.steps():
            for p in side:
                running[p] += 1
            if running[side[0]] >= goal:
                return side, what, running[side[0]]
        return None

    # -- reports ----------------------------------------------------------------------------
    def reported(self) -> JsonObject:
        if self.misdeal_by is not None:
            return {}
        points: JsonValue = None if self.out_on_jack else {p: self.points.get(p) for p in POINTS}
        return {"jack_turned": FIRST in self.jacks, "beg": self.beg or "stand", "new_jack_turned": NEW in self.jacks,
                "gift_to": list[JsonValue](self.gift_to()), "points": points}

    @misdeal_said_first
    def verdict(self) -> str:
        if self.out_on_jack:
            return words.OUT_ON_JACK.format(dealer=self.dealer)
        if not self.complete:
            return ""
        won, seen, said = self.won(), set[str](), []
        for p in self.players:
            side = self.side_of(p)
            if p not in seen and won[p]:
                said.append(words.SIDE_SCORES.of(won[p]).format(side=seating_name(self.players, side),
                                                                points=number(won[p])))
            seen.update(side)
        return " · ".join(said)  # High and Low always score: never empty

    def explained(self) -> list[str]:
        if self.misdeal_by is not None:
            return []
        lines = self.before_lines()
        for point, owner in self.points.items():
            lines.append(words.POINT_LINE[point].format(player=owner) if owner is not None
                         else str(words.NOBODY_LINE[point]))
        out = self.first_out() if self.complete else None
        if out is not None:
            side, what, total = out
            lines.append(words.WENT_OUT.format(side=seating_name(self.players, side), point=what, points=number(total),
                                               target=number(setting_int(self.settings, "target"))))
        return lines

    def before_lines(self) -> list[str]:
        """What was entered before play, in words: the turned jacks, the beg and its gift, trump."""
        lines = [words.JACK_LINE[FIRST].format(dealer=self.dealer)] if FIRST in self.jacks else []
        if self.beg is not None:
            lines.append(words.BEG_LINE[self.beg].format(eldest=self.eldest, dealer=self.dealer))
        if self.gift_to():
            lines.append(words.GIFT_LINE.format(players=names(self.gift_to())))
        if NEW in self.jacks:
            lines.append(words.JACK_LINE[NEW].format(dealer=self.dealer))
        if self.trump is not None:
            lines.append(words.TRUMP_LINE.format(trump=words.suit_word(self.trump)))
        return lines
