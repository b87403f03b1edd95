"""Answers of the rules interface for a rules module that does not give them yet.

The screens ask ``game.rules`` (``score_groups``, ``outcome``, ``target``,
``winner_line``, ``PLAYER_COUNTS``); until every rules module offers them, the
answer comes from here.  Once the rules offer them all, this module goes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from scorekeeper.rules import Game
from scorekeeper.rules.seating import alternate_side


@dataclass(frozen=True)
class Group:
    players: tuple[str, ...]
    name: str


@dataclass(frozen=True)
class Outcome:
    word: str
    made: bool | None
    arithmetic: str


def _groups(game: Game) -> list[Group]:
    if game.settings.get("partnership") == "fixed" or game.kind == "twenty-nine":
        sides = [alternate_side(game.players, game.players[0]), alternate_side(game.players, game.players[1])]
    else:
        sides = [[p] for p in game.players]
    return [Group(tuple(s), "+".join(s)) for s in sides]


def _outcome(game: Game, hand: Any) -> Outcome:
    if getattr(hand, "misdeal_by", None) is not None:
        return Outcome("MISDEAL", None, hand.verdict())
    if not hasattr(hand, "auction"):
        return Outcome("SCORED", None, hand.verdict())
    if hand.bidder is None:
        return Outcome("THROWN IN", None, hand.verdict())
    made = bool(getattr(hand, "made", None))
    return Outcome("MADE" if made else "SET BACK", made, hand.verdict())


def _target(game: Game) -> int | None:
    return None if game.kind == "exact-bid" else game.settings["target"]


def _winner_line(game: Game) -> str:
    table = game.table
    return f"Game won: {table.result}" if table.winner else str(table.result)


def _player_counts(kind: str) -> tuple[int, ...]:
    if kind == "make-a-million":
        from scorekeeper.rules.make_a_million import TABLES
        return tuple(sorted(TABLES))
    return (4,) if kind == "twenty-nine" else tuple(range(2, 9))


def score_groups(game: Game) -> list[Any]:
    ask: Callable[[Game], list[Any]] | None = getattr(game.rules, "score_groups", None)
    return ask(game) if ask is not None else _groups(game)


def outcome(game: Game, hand: Any) -> Any:
    ask = getattr(game.rules, "outcome", None)
    return ask(game, hand) if ask is not None else _outcome(game, hand)


def target(game: Game) -> int | None:
    ask = getattr(game.rules, "target", None)
    return ask(game.settings) if ask is not None else _target(game)


def winner_line(game: Game) -> str:
    ask = getattr(game.rules, "winner_line", None)
    return ask(game) if ask is not None else _winner_line(game)


def player_counts(rules: Any) -> tuple[int, ...]:
    counts = getattr(rules, "PLAYER_COUNTS", None)
    return tuple(counts) if counts is not None else _player_counts(rules.KIND)


def contract_line(game: Game, hand: Any) -> str:
    """Who bid what (or the bids of an exact-bid deal), in words."""
    fmt = game.rules.format_amount(game.settings)
    if not hasattr(hand, "auction"):
        report = hand.report()
        bids, tricks = report.get("bids") or {}, report.get("tricks") or {}
        shown = " · ".join(f"{p} bid {bids[p]}" + (f", took {tricks[p]}" if p in tricks else "")
                           for p in game.players if p in bids)
        trump = getattr(hand, "trump", None)
        head = f"{report.get('cards', '?')} cards each" + (f", trump {trump}" if trump else "")
        return f"{head}: {shown}" if shown else head
    if getattr(hand, "misdeal_by", None) is not None:
        return f"Misdeal called by {hand.misdeal_by}"
    if hand.bidder is None:
        return "Everyone passed"
    trump = getattr(hand, "trump", None)
    trump_text = "" if trump is None else (", no trump" if trump == "none" else f", {trump} trumps")
    return f"{hand.bidder} bid {fmt(hand.bid)}{trump_text}"
