"""A base for the plainest trick-taking hand: every trick taken by one player, one point a trick.

A game whose hand is only "who took each trick?" extends :class:`TrickHand`,
names its trick event (``TRICK``, a ``@fact`` with one field, ``winner``) and
writes its verdict (the prompt asks "Trick 2 of 5: who took it?").  The base plays the tricks (the
taker leads the next), scores each player their tricks once every card is
played, writes the hand in the record as ``{"tricks": [winner, ...]}`` and
reads it back (``events_of``), so ``rules.defaults`` gives such a game its
``new_hand``, ``hand_events`` and its tricks tally too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonObject, JsonValue

from .errors import RuleError
from .events import Event
from .hand_base import BaseHand
from .record_parts import expect_list, expect_object, expect_str
from .seating import names
from .settings import setting_int

if TYPE_CHECKING:
    from .game import Game


class TrickHand(BaseHand):
    """One hand of ``cards`` tricks (the game's ``cards`` setting: cards each), each taken by one player."""

    TRICK: ClassVar[type]  # the game's trick event, made from the taker (``TrickWon(winner)``)

    def __init__(self, game: Game, number: int, dealer: str) -> None:
        super().__init__(game, number, dealer)
        self.cards = setting_int(game.settings, "cards")
        self.winners: list[str] = []

    def apply(self, event: Event) -> None:
        if type(event) is not self.TRICK:
            raise RuleError("a {t} event has no place in this hand", t=type(event).__name__)
        winner = getattr(event, "winner", None)
        if not isinstance(winner, str) or winner not in self.players:
            raise RuleError("{w} is not at this table ({all})", w=winner, all=names(self.players))
        self.winners.append(winner)
        if len(self.winners) == self.cards:
            self.scores = {p: self.winners.count(p) for p in self.players}
            self.complete = True

    def location(self) -> str:
        return f"trick {len(self.winners) + 1}"  # "hand 2, trick 3": the shared messages' own words

    def to_act(self) -> str | None:
        """Who leads: the taker of the last trick; the first player at the table leads the first."""
        return None if self.complete else (self.winners[-1] if self.winners else self.players[0])

    def prompt(self) -> str:
        return gettext("Trick {number} of {cards}: who took it?").format(number=len(self.winners) + 1,
                                                                           cards=self.cards)

    def reported(self) -> JsonObject:
        return {"tricks": list(self.winners)}

    def taken(self) -> str:
        """Each player's tricks so far, in the table's digits: "Ann 2, Bo 1, Cy 0"."""
        return ", ".join(f"{p} {number(self.winners.count(p))}" for p in self.players)

    def explained(self) -> list[str]:
        trick = gettext("Trick {number}: {winner}")
        return [trick.format(number=i, winner=w) for i, w in enumerate(self.winners, 1)]

    @classmethod
    def events_of(cls, record: JsonValue) -> list[Event]:
        """A hand of the record (hostile JSON) as its events: ``{"tricks": ["Ann", "Bo"]}``."""
        tricks = expect_object(record, "a hand").get("tricks")
        events: list[Event] = [cls.TRICK(expect_str(w, "each trick's winner")) for w in expect_list(tricks, "its tricks")]
        return events

