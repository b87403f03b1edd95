"""Four players, partners opposite, one side playing a contract for tricks: the skeleton such hands share.

A hand of this kind is called (trump made, or an auction won), then the
contracting side's tricks go in as one count or as each trick's winner, and a
misdeal before the contract throws the hand back to the same dealer.  The
checks on those entries are the same whatever the game calls the contract, so
they live here once; a game's hand extends :class:`PartnershipHand` with its
calling, who may take a trick and how the hand scores.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar, Mapping, NamedTuple, Protocol, Sequence

from scorekeeper import words
from scorekeeper.i18n.translate import N_, LazyText, gettext
from scorekeeper.jsontypes import JsonValue

from .answer_values import Needed, Outcome, points_text, seating_name
from .bid_events import HandCounted
from .deal_events import MisdealCalled
from .errors import RuleError
from .events import Event
from .hand_base import BaseHand
from .played_hand import SeatedHand
from .seating import names
from .settings import setting_optional_int
from .event_dispatch import TakesEvents, takes

if TYPE_CHECKING:
    from .game import Game


def partner_of(players: tuple[str, ...], player: str) -> str:
    """Partners sit opposite."""
    return players[(players.index(player) + 2) % 4]


def side_of(players: tuple[str, ...], player: str) -> tuple[str, ...]:
    """``player`` and the partner opposite, ``player`` first: a side as the record lists it (the bidder's)."""
    return player, partner_of(players, player)


def side_tricks(took: int, other: int | None, tricks: int, out_of_range: str, unequal: str) -> tuple[int, int | None]:
    """The bidding side's tricks (whist's books) and the other side's when entered, as a hand of ``tricks``
    holds them: refused in the game's words outside 0..tricks (``out_of_range``: {n}) or when the two do not add
    up to the hand (``unequal``: {n}, {m}, {tricks}).  Every game whose keeper enters the side's count at once
    (a ``PartnershipHand``, or a whist game counting books) checks it so."""
    if not 0 <= took <= tricks:
        raise RuleError(out_of_range, n=took)
    if other is not None and took + other != tricks:
        raise RuleError(unequal, n=took, m=other, tricks=tricks)
    return took, other


class PartnershipHand(TakesEvents, BaseHand):
    """The tricks of a contract and a misdeal, checked alike; the game's subclass says who contracts (it sets
    ``bidder`` and ``bidder_side`` once the contract is known) and marks the events of its own it takes."""

    TRICKS: ClassVar[int]  # the tricks in a hand
    COUNT_RANGE: ClassVar[str]  # the refusal of a count out of 0..TRICKS ({n}: the count)
    COUNTED_ALREADY: ClassVar[str]  # the refusal of a trick after the count

    def __init__(self, game: Game, number: int, dealer: str) -> None:
        super().__init__(game, number, dealer)
        self.winners: list[str] = []
        self.counted: tuple[int, int | None] | None = None
        self.misdeal_by: str | None = None

    @property
    def tricks_per_hand(self) -> int:
        """How many tricks a hand has: a trick written past them is refused saying so (``game_record``)."""
        return self.TRICKS

    def apply(self, event: Event) -> None:
        self._where = ""  # an event that is no trick says only the hand
        super().apply(event)

    def side_name(self, side: tuple[str, ...]) -> str:
        return seating_name(self.players, side)

    # -- what the game says --------------------------------------------------------------------
    def counting_side(self) -> tuple[str, ...]:
        """Whose tricks count for the contract (the side, or the bidder alone on a misère)."""
        raise NotImplementedError

    def contractor(self) -> str:
        """The player whose contract the tricks are played for; a RuleError while there is none yet."""
        if self.bidder is None:
            raise RuleError("the tricks come after the contract; enter it first")
        return self.bidder

    @property
    def made(self) -> bool | None:
        """Whether the contract was made (None while the hand is played, or when nobody contracted)."""
        raise NotImplementedError

    def may_take(self, winner: str) -> None:
        """Refuse a trick to a player who sits out (a RuleError); everyone at the table may by default."""

    def trick_ends_hand(self, winner: str) -> bool:
        return len(self.winners) == self.TRICKS

    def score(self) -> None:
        """The hand is over: its scores."""
        raise NotImplementedError

    def misdeal_in_time(self) -> None:
        """Refuse a misdeal called once it is too late (a RuleError); the game says when that is."""

    # -- the shared entries ----------------------------------------------------------------------
    def contract_tricks(self) -> int:
        """The tricks the contract counts: the one count, or the winners on the counting side."""
        if self.counted is not None:
            return self.counted[0]
        counting = self.counting_side()
        return sum(1 for w in self.winners if w in counting)

    def at_table(self, player: str) -> None:
        if player not in self.players:
            raise RuleError("{p} is not at this table ({all})", p=player, all=names(self.players))

    def nobody_scores(self) -> None:
        self.scores = {p: 0 for p in self.players}

    @takes(HandCounted)
    def count_tricks(self, counts: HandCounted) -> None:
        """The contractors' tricks in one count (with the others', when given, adding up to the hand)."""
        took, other = counts.bidder_side, counts.other_side
        self.contractor()
        if self.winners:
            raise RuleError("{n} of the tricks are already entered one by one; enter the other {m} or undo them",
                            n=len(self.winners), m=self.TRICKS - len(self.winners))
        self.counted = side_tricks(took, other, self.TRICKS, self.COUNT_RANGE,
                                   N_("tricks {n} + {m} do not add up to {tricks}"))
        self.score()

    def take_trick(self, winner: str) -> None:
        """The next trick's winner; the last one (or the one that decides the hand) scores it."""
        self._where = f"trick {len(self.winners) + 1}"
        self.contractor()
        if self.counted is not None:
            raise RuleError(self.COUNTED_ALREADY)
        self.at_table(winner)
        self.may_take(winner)
        self.winners.append(winner)
        if self.trick_ends_hand(winner):
            self.score()

    @takes(MisdealCalled)
    def call_misdeal(self, event: MisdealCalled) -> None:
        """A misdeal: nobody scores and the same dealer deals again."""
        player = event.player
        self.at_table(player)
        self.misdeal_in_time()
        self.misdeal_by = player
        self.passes_deal, self.complete = False, True
        self.nobody_scores()


class PartnershipReported(SeatedHand, Protocol):
    """What the sentences read of any such hand: module functions over this value need nothing of a game's
    ``hand.py``, so its hand calls them without the two importing each other."""

    misdeal_by: str | None

    @property
    def winners(self) -> Sequence[str]: ...
    @property
    def thrown_in(self) -> bool: ...


def unplayed_line(hand: PartnershipReported, thrown_in: str | LazyText = words.THROWN_IN) -> str | None:
    """The verdict of a hand whose contract is not in play: a misdeal (every game's sentence), thrown in (the
    game's own sentence where it has one), or its prompt while nobody has contracted yet; None once there is a
    contract."""
    if hand.misdeal_by is not None:
        return words.MISDEAL.format(player=hand.misdeal_by, dealer=hand.dealer)
    if hand.thrown_in:
        return str(thrown_in)
    return hand.prompt() if hand.bidder is None else None


def tricks_still_needed(hand: PartnershipHand, wanted: int, have: str, more: str, short: str) -> Needed | None:
    """The tricks the contractors still need of ``wanted`` while the tricks go in one by one: ``have`` once
    they have them, ``more`` ({count}) while they can, ``short`` once they cannot (the game's words)."""
    if hand.bidder is None or hand.complete or hand.counted is not None:
        return None
    need, left = max(0, wanted - hand.contract_tricks()), hand.TRICKS - len(hand.winners)
    if need == 0:
        return Needed(0, True, have)
    return Needed(need, need <= left, more.format(count=need) if need <= left else short)


class ContractResults(NamedTuple):
    """A game's words for how a contract ended (its own ``StrEnum`` members)."""

    misdeal: StrEnum
    thrown_in: StrEnum
    swept: StrEnum  # every trick taken (a march, a slam)
    made: StrEnum
    set_back: StrEnum


def contract_outcome(hand: PartnershipHand, results: ContractResults, swept: bool) -> Outcome:
    """The hand's result: a misdeal or thrown in (nothing made), all the tricks, made, or set back."""
    if hand.misdeal_by is not None:
        return Outcome(results.misdeal, None, hand.verdict())
    if hand.bidder is None:
        return Outcome(results.thrown_in, None, hand.verdict())
    if swept:
        return Outcome(results.swept, True, hand.verdict())
    made = bool(hand.made)
    return Outcome(results.made if made else results.set_back, made, hand.verdict())


def lose_at_said(settings: Mapping[str, JsonValue], usual: int) -> list[str]:
    """The ``lose_at`` setting in words, said only when it is not the ``usual`` one."""
    lose_at = setting_optional_int(settings, "lose_at")
    if lose_at is None:
        return [gettext("no losing score")]
    return [] if lose_at == usual else [gettext("lose at {lose_at}").format(lose_at=points_text(lose_at))]
