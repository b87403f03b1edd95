"""One hand of Spades (docs/rules.md section 5), built up event by event.

Each player bids once, in turn from the dealer's left (0 to 13, 0 is Nil; Blind
Nil where the table plays it and the side is at least 100 behind); then either
who took each of the 13 tricks or each player's tricks at once.  The side's
bags carried in come from the hand before (``hand_after``), so they are
derived from the events like everything else, and re-counted on a correction.
"""

from __future__ import annotations

from scorekeeper.jsontypes import JsonObject, JsonValue
from collections import Counter
from typing import TYPE_CHECKING, Mapping

from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.events import Event
from scorekeeper.rules.interface import points_text, seating_name
from scorekeeper.rules.seating import clockwise_from, left_of, names
from scorekeeper.rules.settings import is_int
from scorekeeper.rules.deal_events import MisdealCalled, TricksCounted
from scorekeeper.rules.per_player import per_player

from . import words
from .events import BlindNilBid, TrickWon, TricksBid
from .facts import SpadesPhase
from .scoring import SideResult, score_side
from .settings import BLIND_NIL_BEHIND, TRICKS
from .verdict import explain, verdict

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game


def sides_of(players: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Partners sit opposite: seats 1 and 3 against 2 and 4."""
    return players[0::2], players[1::2]


class SpadesHand:
    """One hand: the four bids in turn, then the tricks (one by one or as totals), then both sides' scores."""

    first_event: int  # set by the replay once the hand has its first event
    event_count: int

    # Everyone bids for their own side: no single bidder, no bidder's side.
    bidder: str | None = None
    bidder_side: tuple[str, ...] = ()
    tricks_per_hand = TRICKS  # a record's trick past the 13th is refused saying a hand has 13

    def __init__(self, game: Game, number: int, dealer: str, totals: Mapping[str, int],
                 bags_before: Mapping[str, int] | None = None) -> None:
        self.settings, self.players = game.settings, tuple(game.players)
        self.sides = sides_of(self.players)
        self.number, self.dealer = number, dealer
        self.order = clockwise_from(self.players, left_of(self.players, dealer))
        self.before = dict(totals)  # the totals this hand started from: who may bid Blind Nil
        self.bags_before = {p: (bags_before or {}).get(p, 0) for p in self.players}
        self.bids: dict[str, int] = {}  # in bid order; 0 is Nil
        self.blind: set[str] = set()  # who bid Blind Nil (their bid is 0)
        self.winners: list[str] = []  # who took each trick, entered trick by trick
        self.counted: dict[str, int] | None = None  # each player's tricks, entered at once
        self.misdeal_by: str | None = None
        self.results: tuple[SideResult, SideResult] | None = None
        self.complete, self.passes_deal, self.started = False, True, False
        self.scores: dict[str, int] = {}
        self.totals: dict[str, int] = {}
        self._where = ""

    # -- where it stands -----------------------------------------------------------------------------
    @property
    def phase(self) -> SpadesPhase:
        if self.complete:
            return SpadesPhase.DONE
        return SpadesPhase.BIDS if len(self.bids) < len(self.players) else SpadesPhase.TRICKS

    def side_of(self, player: str) -> tuple[str, ...]:
        return self.sides[0] if player in self.sides[0] else self.sides[1]

    def side_name(self, side: tuple[str, ...]) -> str:
        return seating_name(self.players, side)

    def to_bid(self) -> str | None:
        return self.order[len(self.bids)] if len(self.bids) < len(self.players) else None

    def to_act(self) -> str | None:
        if self.complete:
            return None
        if self.phase is SpadesPhase.BIDS:
            return self.to_bid()
        return self.winners[-1] if self.winners else self.order[0]

    def behind(self, player: str) -> int:
        """How many points ``player``'s side is behind the other at the start of this hand (negative: ahead)."""
        mine = self.side_of(player)
        other = self.sides[1] if mine is self.sides[0] else self.sides[0]
        return self.before.get(other[0], 0) - self.before.get(mine[0], 0)

    def may_bid_blind_nil(self, player: str) -> bool:
        return bool(self.settings["blind_nil"]) and self.behind(player) >= BLIND_NIL_BEHIND

    def tricks(self) -> dict[str, int]:
        """Each player's tricks so far (all of them once the hand is complete)."""
        if self.counted is not None:
            return dict(self.counted)
        taken = Counter(self.winners)
        return {p: taken[p] for p in self.players}

    def bags_after(self) -> dict[str, int]:
        """Each player's side's bags after this hand (after any penalty); those carried in until it is scored."""
        if self.results is None:
            return dict(self.bags_before)
        after = {p: r.bags_after for r in self.results for p in r.side}
        return {p: after[p] for p in self.players}

    def bid_text(self, player: str) -> str:
        bid = self.bids[player]
        if player in self.blind:
            return str(words.BLIND_NIL)
        return str(words.NIL) if bid == 0 else points_text(bid)

    def prompt(self) -> str:
        phase = self.phase
        if phase is SpadesPhase.BIDS:
            player = self.to_bid() or ""
            sentence = words.BID_PROMPT_BLIND if self.may_bid_blind_nil(player) else words.BID_PROMPT
            return sentence.format(number=self.number, player=player)
        if phase is SpadesPhase.TRICKS:
            return words.TRICK_PROMPT.format(trick=len(self.winners) + 1, tricks=TRICKS, leader=self.to_act())
        return ""

    def location(self) -> str:
        return self._where

    # -- events --------------------------------------------------------------------------------------
    def apply(self, event: Event) -> None:
        kind = type(event)
        if type(event) is TricksBid:
            self._bid(event.player, event.bid, blind=False)
        elif type(event) is BlindNilBid:
            self._bid(event.player, 0, blind=True)
        elif type(event) is TrickWon:
            self._where = f"trick {len(self.winners) + 1}"
            self._trick(event.winner)
        elif type(event) is TricksCounted:
            self._where = "tricks"
            self._counts(event.tricks)
        elif type(event) is MisdealCalled:
            self._where = "misdeal"
            self._misdeal(event.player)
        else:
            raise RuleError("a {t} event has no place in Spades", t=getattr(event, "TYPE", kind))

    def _at_table(self, player: str) -> None:
        if player not in self.players:
            raise RuleError("{p} is not at this table ({all})", p=player, all=names(self.players))

    def _bid(self, player: str, tricks: int, *, blind: bool) -> None:
        self._where = f"bid {len(self.bids) + 1}"
        self._at_table(player)
        if player in self.bids:
            raise RuleError("{p} has already bid {b}; each player bids once (correct that bid instead)",
                            p=player, b=self.bid_text(player))
        turn = self.to_bid()
        if player != turn:
            raise RuleError("it is {t}'s turn to bid, not {p}'s: the bids go once around from {first}, left of "
                            "the dealer", t=turn, p=player, first=self.order[0])
        if not blind and not (is_int(tricks) and 0 <= tricks <= TRICKS):
            raise RuleError("{p} bid {n}: a bid is 0 (Nil) to 13 tricks", p=player, n=tricks)
        if blind:
            self._blind_nil_allowed(player)
            self.blind.add(player)
        self.bids[player] = tricks

    def _blind_nil_allowed(self, player: str) -> None:
        if not self.settings["blind_nil"]:
            raise RuleError("{p} may not bid Blind Nil: this table does not play it (setting blind_nil)", p=player)
        behind = self.behind(player)
        if behind < BLIND_NIL_BEHIND:
            if behind > 0:
                sentence = "{p} may not bid Blind Nil: only a side at least {need} points behind may, and {side} is {n} behind"
            elif behind == 0:
                sentence = "{p} may not bid Blind Nil: only a side at least {need} points behind may, and {side} is level"
            else:
                sentence = "{p} may not bid Blind Nil: only a side at least {need} points behind may, and {side} is {n} ahead"
            raise RuleError(sentence, p=player, need=BLIND_NIL_BEHIND, side=self.side_name(self.side_of(player)),
                            n=abs(behind))

    def _all_bid(self) -> None:
        if self.misdeal_by is not None or len(self.bids) < len(self.players):
            missing = [p for p in self.order if p not in self.bids]
            raise RuleError("everyone bids before the tricks are entered; still to bid: {m}", m=names(missing))

    def _trick(self, winner: str) -> None:
        self._all_bid()
        if winner not in self.players:
            raise RuleError("the winner {w} is not at this table ({all})", w=winner, all=names(self.players))
        self.winners.append(winner)
        if len(self.winners) == TRICKS:
            self._score(self.tricks())

    def _counts(self, pairs: tuple[tuple[str, int], ...]) -> None:
        self._all_bid()
        if self.winners:
            raise RuleError("{n} of the tricks are already entered one by one; enter the other {m} or undo them",
                            n=len(self.winners), m=TRICKS - len(self.winners))
        tricks = per_player(self.players, pairs, "tricks", TRICKS)
        total = sum(tricks.values())
        if total != TRICKS:
            raise RuleError("the tricks add up to {t}, but a hand has 13 tricks (all 52 cards dealt, 13 each)",
                            t=total)
        self.counted = {p: tricks[p] for p in self.players}
        self._score(self.counted)

    def _misdeal(self, player: str) -> None:
        self._at_table(player)
        if self.bids:
            raise RuleError("a misdeal is called before the first bid; {n} of this hand's bids are in",
                            n=len(self.bids))
        self.misdeal_by = player
        self.passes_deal, self.complete = False, True
        self.scores = {p: 0 for p in self.players}

    def _score(self, tricks: Mapping[str, int]) -> None:
        blind = frozenset(self.blind)
        first, second = (score_side(side, self.bids, blind, tricks, self.settings, self.bags_before[side[0]])
                         for side in self.sides)
        self.results = (first, second)
        scores = {p: r.score for r in self.results for p in r.side}
        self.scores = {p: scores[p] for p in self.players}
        self.complete = True

    # -- reports -------------------------------------------------------------------------------------
    def report(self) -> JsonObject:
        """This hand as in ``scorekeeper score --json``."""
        out: dict[str, JsonValue] = {"number": self.number, "dealer": self.dealer}
        if self.misdeal_by is not None:
            out["misdeal"] = self.misdeal_by
        taken = {p: r.bags_taken for r in self.results for p in r.side} if self.results else {}
        out["bids"] = self.record_bids()
        out["tricks"] = dict(self.tricks()) if self.results else {}
        out["scores"] = dict(self.scores)
        out["totals"] = dict(self.totals)
        out["bags"] = dict(self.bags_after())
        out["bags_taken"] = {p: taken.get(p, 0) for p in self.players}
        return out

    def record_bids(self) -> JsonObject:
        """The bids as the game record writes them: a number, or "blind_nil"."""
        return {p: "blind_nil" if p in self.blind else b for p, b in self.bids.items()}

    def verdict(self) -> str:
        return verdict(self)

    def explain(self) -> list[str]:
        return explain(self)
