"""The auction, shared by every game that bids in turn.

Bidding starts left of the dealer and goes clockwise, skipping players who
have passed, until all but one have passed, or until the highest possible
bid is made (nobody can raise it, so nobody needs to pass).  The auction answers the live
table's questions (whose call, the lowest legal bid) and refuses any call the
rules do not allow, saying what would be right.
"""

from __future__ import annotations

from typing import ClassVar, NamedTuple, NoReturn, Sequence

from scorekeeper.i18n.translate import N_

from .errors import Amount, RuleError
from .frozen import Compared
from .seating import left_of, names


class BidRules(NamedTuple):
    """The numbers an auction is played by."""

    opening: int  # the lowest first bid
    step: int  # every later bid is at least this much higher
    unit: int  # bids are whole multiples of this
    cap: int  # no bid above this
    dealer_must_take: bool = False  # the dealer may not pass when everyone else has


def round_up(amount: int, unit: int) -> int:
    return -(-amount // unit) * unit


class Auction(Compared):
    """One hand's auction as a state machine over its calls.

    Not a dataclass (``score`` imports it; see rules/frozen.py); equal when every field is.
    """

    FIELDS = ("players", "dealer", "rules", "calls", "passed", "high_bidder", "high_bid", "over", "late_passes")

    FIRST_BID_AT_LEAST: ClassVar[str] = N_("{p} bid {a} but the opening bid is at least {low}")

    def __init__(self, players: tuple[str, ...], dealer: str, rules: BidRules,
                 calls: list[tuple[str, int | None]] | None = None, passed: set[str] | None = None,
                 high_bidder: str | None = None, high_bid: int | None = None, over: bool = False,
                 late_passes: bool = True) -> None:
        self.players = players
        self.dealer = dealer
        self.rules = rules
        self.calls: list[tuple[str, int | None]] = [] if calls is None else calls  # None = pass
        self.passed: set[str] = set() if passed is None else passed
        self.high_bidder = high_bidder
        self.high_bid = high_bid
        self.over = over  # all but the high bidder (or everyone) have passed, or nobody can raise; kept by each call
        self.late_passes = late_passes  # passes after a bid nobody can raise are still taken, until the hand moves on

    # -- questions the table asks -------------------------------------------------
    def _update_over(self) -> None:
        active = len(self.players) - len(self.passed)
        if active == 0 or (active == 1 and self.high_bidder is not None):
            self.over = True
        else:  # at_highest_bid, spelled out: every call of a long record comes here
            self.over = self.high_bid is not None and self.lowest_bid() > self.rules.cap

    @property
    def at_highest_bid(self) -> bool:
        """A bid stands that nobody may raise (the cap: the most a game allows)."""
        return self.high_bid is not None and self.lowest_bid() > self.rules.cap

    @property
    def thrown_in(self) -> bool:
        """Everyone passed without a bid: the hand is thrown in."""
        return self.over and self.high_bidder is None

    def to_call(self) -> str | None:
        """Whose call it is now, or None once the auction is over."""
        if self.over:
            return None
        return self._next_in_turn()

    def _next_in_turn(self) -> str | None:
        """The first player clockwise after the last caller who has not passed."""
        players, calls = self.players, self.calls
        if not calls:
            return left_of(players, self.dealer)
        count, last, passed = len(players), players.index(calls[-1][0]), self.passed
        for seat in range(last + 1, last + count):
            player = players[seat % count]
            if player not in passed:
                return player
        return None

    def _is_late_pass(self, player: str) -> bool:
        """A pass in turn after the highest possible bid: needless, but an older record may hold it."""
        return (self.over and self.late_passes and self.at_highest_bid and player != self.high_bidder
                and player == self._next_in_turn())

    def lowest_bid(self) -> int:
        """The lowest amount the player to call may bid now."""
        rules, high = self.rules, self.high_bid
        unit = rules.unit
        return -(-(rules.opening if high is None else high + rules.step) // unit) * unit  # round_up, inline

    def raises(self, count: int = 4) -> list[int]:
        """The next few legal amounts (for raise buttons), never above the cap."""
        low = self.lowest_bid()
        step = max(self.rules.step, self.rules.unit)
        return [a for a in range(low, low + step * count, step) if a <= self.rules.cap]

    def may_pass(self, player: str) -> bool:
        return not self._dealer_must_take(player)

    def _dealer_must_take(self, player: str) -> bool:
        return (
            self.rules.dealer_must_take
            and self.high_bidder is None
            and player == self.dealer
            and len(self.passed) == len(self.players) - 1
        )

    # -- calls ---------------------------------------------------------------------
    def check_turn(self, player: str) -> None:
        if player not in self.players:
            raise RuleError("{p} is not at this table ({all})", p=player, all=names(self.players))
        if self.over and not (self.at_highest_bid and player in self.passed):
            # (after the highest bid, a player who passed before it is told that first)
            if self.high_bidder is None:
                raise RuleError("the auction is over: everyone passed")
            raise RuleError(
                "the auction is over: {w} won it at {bid}", w=self.high_bidder, bid=Amount(self.high_bid or 0)
            )
        if player in self.passed:
            raise RuleError("{p} has already passed and is out of this auction", p=player)
        due = self._next_in_turn()  # (the auction is not over here: to_call without asking again)
        if player != due:
            raise RuleError("it is {due}'s turn to call, not {p}'s", due=due, p=player)

    def check_bid(self, player: str, amount: int) -> None:
        """Raise a RuleError that says why ``player`` may not bid ``amount`` now."""
        self.check_turn(player)
        if not (type(amount) is int or isinstance(amount, int) and not isinstance(amount, bool)) or amount <= 0:
            raise RuleError("{p} bid {a!r}: a bid is a positive whole number", p=player, a=amount)
        low, rules = self.lowest_bid(), self.rules
        if amount % rules.unit:
            below = amount - amount % rules.unit
            raise RuleError(
                "{p} bid {a} but bids go in steps of {u} ({below} or {above} would do)",
                p=player, a=Amount(amount), u=Amount(rules.unit), below=Amount(below), above=Amount(below + rules.unit),
            )
        if amount < low:
            self.refuse_low_bid(player, amount, low)
        if amount > rules.cap:
            raise RuleError("{p} bid {a} but no bid may be above {cap}", p=player, a=Amount(amount), cap=Amount(rules.cap))

    def short_of_lowest(self, player: str, amount: int) -> int | None:
        """The checks of a bid in whole points up to the cap (in turn, a positive whole number, not above the
        cap); then the lowest bid when ``amount`` is below it, for the game to say why, or None when it will do."""
        self.check_turn(player)
        if isinstance(amount, bool) or not isinstance(amount, int) or amount <= 0:
            raise RuleError("{p} bid {a!r}: a bid is a positive whole number", p=player, a=amount)
        if amount > self.rules.cap:
            raise RuleError("{p} bid {a} but no bid may be above {cap}", p=player, a=Amount(amount), cap=Amount(self.rules.cap))
        low = self.lowest_bid()
        return None if amount >= low else low

    def check_points_bid(self, player: str, amount: int) -> None:
        """A bid in whole points (``short_of_lowest``'s checks) that reaches the lowest bid: the ``check_bid`` of a
        game whose bids go up one point at a time (Pitch, Twenty-eight)."""
        low = self.short_of_lowest(player, amount)
        if low is not None:
            self.refuse_low_bid(player, amount, low)

    def refuse_low_bid(self, player: str, amount: int, low: int) -> NoReturn:
        """A bid below ``low``, the lowest now: the first bid in the game's words (``FIRST_BID_AT_LEAST``), a raise
        that the game's own rule refuses (``refuse_raise``), else a raise that is too low."""
        if self.high_bid is None:
            raise RuleError(self.FIRST_BID_AT_LEAST, p=player, a=Amount(amount), low=Amount(low))
        self.refuse_raise(player, amount, self.high_bid, low)
        raise RuleError("{p} bid {a} but the lowest raise is {low}", p=player, a=Amount(amount), low=Amount(low))

    def refuse_raise(self, player: str, amount: int, high: int, low: int) -> None:
        """A raise of ``high`` short of ``low`` that the game refuses in its own words (a RuleError); none here."""

    def check_pass(self, player: str) -> None:
        self.check_turn(player)
        if self.rules.dealer_must_take and self._dealer_must_take(player):
            raise RuleError(
                "{p} is the dealer and must bid when everyone else has passed (lowest bid {low})",
                p=player, low=Amount(self.lowest_bid()),
            )

    def bid(self, player: str, amount: int) -> None:
        self.check_bid(player, amount)
        self.calls.append((player, amount))
        self.high_bidder, self.high_bid = player, amount
        self._update_over()

    def quick_call(self, player: str, amount: int | None) -> bool:
        """Take a call that is plainly legal (in turn, a bid on the unit between the lowest raise and the cap,
        a pass the dealer may make) as :meth:`bid` or :meth:`pass_` would; False, changing nothing, for any
        other, which those then refuse or take with their messages (see :meth:`quick_calls`)."""
        return self.quick_calls(((player,) if amount is None else (player, amount),), 0, 1) == 1

    def quick_calls(self, calls: Sequence[tuple[str] | tuple[str, int]], start: int, stop: int) -> int:
        """Take ``calls[start:stop]`` (``(player,)`` a pass, ``(player, amount)`` a bid: the call events) while
        each is plainly legal, as :meth:`quick_call` says; the index of the first it left to bid/pass_.  A
        record's replay makes every call here: a long one holds tens of thousands, each otherwise four checks
        deep, and who is due is kept from one call to the next instead of searched for again."""
        plain = _PLAIN.get(type(self))
        if not (plain if plain is not None else _plain_rules(type(self))):
            return start  # (a game's own auction, Pitch's or Twenty-eight's, asks its rules)
        players, passed, append = self.players, self.passed, self.calls.append
        rules, count = self.rules, len(self.players)
        unit, step, opening, cap = rules.unit, rules.step, rules.opening, rules.cap
        seat = players.index(self.calls[-1][0] if self.calls else self.dealer)  # (both are at the table)
        for index in range(start, stop):
            if self.over:
                return index
            # the next who has not passed is due (once round the table at most: with everyone passed, a call
            # from anyone is for bid/pass_ to refuse)
            for seat in range(seat + 1, seat + 1 + count):
                if players[seat % count] not in passed:
                    break
            else:
                return index
            seat %= count
            call = calls[index]
            player = call[0]
            if players[seat] != player:
                return index
            if len(call) == 1:
                if rules.dealer_must_take and self._dealer_must_take(player):
                    return index
                append((player, None))
                passed.add(player)
            else:
                amount, high = call[1], self.high_bid
                low = -(-(opening if high is None else high + step) // unit) * unit
                if type(amount) is not int or amount <= 0 or amount % unit or amount < low or amount > cap:
                    return index
                append((player, amount))
                self.high_bidder, self.high_bid = player, amount
            # _update_over, inline (a plain auction's own, as _plain_rules checked): one call less a call
            active, high = count - len(passed), self.high_bid
            if active == 0 or (active == 1 and self.high_bidder is not None):
                self.over = True
            else:
                self.over = high is not None and -(-(high + step) // unit) * unit > cap
        return stop

    def pass_(self, player: str) -> None:
        if not (self.over and self._is_late_pass(player)):  # (a late pass needs an auction that is over)
            self.check_pass(player)
        self.calls.append((player, None))
        self.passed.add(player)
        self._update_over()


# What an auction's rules are made of: a subclass that changes any of them (its turn order, its lowest bid,
# when the auction ends) is not the plain auction ``quick_call`` knows, and takes every call through them.
_RULE_METHODS = ("check_turn", "check_bid", "check_pass", "bid", "pass_", "lowest_bid", "_update_over",
                 "_next_in_turn", "to_call", "at_highest_bid", "_dealer_must_take")


_PLAIN: dict[type, bool] = {}


def _plain_rules(kind: type[Auction]) -> bool:
    """Whether ``kind`` keeps every rule of :class:`Auction` (a class's methods never change: asked once)."""
    if kind not in _PLAIN:
        _PLAIN[kind] = all(getattr(kind, name, None) is getattr(Auction, name, None) for name in _RULE_METHODS)
    return _PLAIN[kind]
