"""What the rules take now, asked once for a whole screen: python-chess's ``legal_moves`` for a hand in progress.

A screen that greys choices (a bid grid, an auction's Pass, a picker, a correction's buttons) has a list of
candidate entries, one per button.  ``legal(game, candidates)`` answers for all of them in one pass: the
game is resumed once (its finished hands shared, the hand in progress made again from its own events), and
each candidate is tried on a fresh copy of that hand only.  The answer is the rules' own: the same ``apply``
that ``Game.play`` runs, so a screen never re-implements a rule and never disagrees with a tap.

:class:`Legal` says which candidates would be accepted (``moves()``) and, for the others, why not
(``refusals()``, the rule's sentence in the game's money format, in the language current when it is read).
"""

from __future__ import annotations

from functools import cached_property
from typing import Iterable, Mapping

from .errors import RuleError
from .events import Event
from .game import Game, Replayer
from .played_hand import PlayedHand


class Legal:
    """The rules' verdict on each candidate entry at one point of a game (see :func:`legal`)."""

    def __init__(self, game: Game, candidates: Iterable[Event]) -> None:
        self.game = game
        self.candidates: tuple[Event, ...] = tuple(dict.fromkeys(candidates))  # once each, in the order given

    @cached_property
    def _verdicts(self) -> Mapping[Event, RuleError | None]:
        """Each candidate and the rule that refuses it (None: taken), tried on copies of one resumed hand."""
        trial = _Trial(self.game)
        return {event: trial.refusal(event) for event in self.candidates}

    def moves(self) -> list[Event]:
        """The candidates the rules would take now, in the order given."""
        return [event for event, refused in self._verdicts.items() if refused is None]

    def refusals(self) -> dict[Event, str]:
        """Each refused candidate and why, one line in the game's money format (the reader's language)."""
        fmt = self.game.rules.format_amount(self.game.settings)
        return {event: refused.text(fmt) for event, refused in self._verdicts.items() if refused is not None}

    def allows(self, event: Event) -> bool:
        """Whether ``event`` (one of the candidates, else it is tried now) would be taken."""
        verdicts = self._verdicts
        return verdicts[event] is None if event in verdicts else self.game.can(event)

    def why_not(self, event: Event, hand_word: str = "hand") -> str | None:
        """Why ``event`` is refused (None: it would be taken), its place a hand said as ``hand_word`` ("deal" where
        the game deals); a non-candidate is tried on its own."""
        if event not in self._verdicts:
            return self.game.why_not(event, hand_word)
        refused = self._verdicts[event]
        return None if refused is None else refused.text(self.game.rules.format_amount(self.game.settings), hand_word)

    def __contains__(self, event: object) -> bool:
        return any(event == move for move in self.moves())


def legal(game: Game, candidates: Iterable[Event]) -> Legal:
    """The rules' verdict on every candidate entry now (``moves()``, ``refusals()``): one call per refresh."""
    return Legal(game, candidates)


class _Trial:
    """One resumed game, on which candidates are tried one after another without touching the game."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.base = Replayer.resume(game)
        self.hand: PlayedHand | None = self.base.current
        self.used = False  # the copy in ``hand`` has had a candidate applied (taken or refused half-way)

    def refusal(self, event: Event) -> RuleError | None:
        if self.hand is None:  # the game is over: every entry is refused, with the replay's own reason
            try:
                self.base.apply(event)
            except RuleError as err:
                return err
            return None  # (unreachable: a finished game takes nothing)
        hand = self._fresh()
        started = hand.started
        if not started:
            hand.started, hand.first_event, hand.event_count = True, self.base.applied, 0
        self.used = True
        try:
            hand.apply(event)
        except RuleError as err:
            if not err.where:  # placed as the replay places it, without saying it again until it is read
                err.where = self.base.where(hand)
            return err
        return None

    def _fresh(self) -> PlayedHand:
        """The hand in progress as it stands: the resumed copy the first time, a new copy after a trial."""
        current = self.hand
        assert current is not None
        if not self.used:
            return current
        table = self.game.table.current
        assert table is not None
        self.hand = self.base._again(table, self.game.events)
        return self.hand
