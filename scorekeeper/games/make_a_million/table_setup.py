"""What every hand of one Make-a-Million game shares, worked out once per game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.rules.settings import setting_int
from scorekeeper.rules.auction import BidRules
from scorekeeper.rules.seating import alternate_side

from .settings import DUMMY, MONEY_PER_PACK, NO_TRUMP, TABLES, colors, format_amount

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game


class TableSetup:
    """What every hand of one game shares (the auction's numbers, the money format, the seats),
    worked out once per game rather than once per hand: a long record opens thousands of hands."""

    __slots__ = ("mode", "target", "bid_rules", "packs", "tricks_per_hand", "cards_per_trick", "money_in_play", "partners", "fmt",
                 "seats", "players", "trumps", "fixed_sides")

    def __init__(self, game: Game) -> None:
        s, n = game.settings, len(game.players)
        self.mode = str(s["partnership"])  # asked twice a hand when it is scored
        self.target = setting_int(s, "target")  # asked once a hand, whether the game is won
        dummy = self.mode == "dummy"
        self.bid_rules = BidRules(setting_int(s, "opening_bid"), setting_int(s, "bid_step"),
                                  setting_int(s, "bid_unit"), setting_int(s, "max_bid"),
                                  s["all_pass"] == "dealer_takes")
        self.packs, self.tricks_per_hand, _ = TABLES[n]
        self.cards_per_trick = 4 if dummy else n
        self.money_in_play = MONEY_PER_PACK * self.packs
        self.partners: tuple[str, ...] | None = (DUMMY,) if dummy else None
        self.fmt = format_amount(s)
        self.seats: tuple[str, ...] = (*game.players, DUMMY) if dummy else tuple(game.players)
        self.players: tuple[str, ...] = tuple(game.players)
        self.trumps = [*colors(s), *([NO_TRUMP] if s["no_trump"] else [])]  # what the bidder may name
        self.fixed_sides: dict[str, tuple[str, ...]] = {}

    def fixed_side(self, bidder: str) -> tuple[str, ...]:
        """Fixed partners alternate around the table: the bidder first, then the partners in seat order."""
        side = self.fixed_sides.get(bidder)
        if side is None:
            side = self.fixed_sides[bidder] = (bidder, *[p for p in alternate_side(self.players, bidder)
                                                         if p != bidder])
        return side

    @classmethod
    def of(cls, game: Game) -> "TableSetup":
        """The game's setup, kept on the game (a game's settings and players never change)."""
        kept = getattr(game, "__dict__", None)
        if kept is None:
            return cls(game)
        setup = kept.get("_million_setup")
        if type(setup) is not cls:
            setup = kept["_million_setup"] = cls(game)
        return setup
