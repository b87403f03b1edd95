"""Make-a-Million's hands in the game record (docs/game-record.md): read into events, written back from them.

Reading and writing live side by side so they cannot drift apart; a long record
has tens of thousands of tricks, so the well-formed ones take a fast path.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonArray, JsonObject, JsonValue
from scorekeeper.rules import record_parts
from scorekeeper.rules.bid_events import BidMade, Passed
from scorekeeper.rules.errors import RecordError
from scorekeeper.rules.events import Event
from scorekeeper.rules.game import Game
from scorekeeper.rules.names import name_key

from .events import CardCalled, MisdealCalled, MoneyDiscarded, PartnersNamed, TrickTaken
from .settings import DUMMY, is_dummy_word

if TYPE_CHECKING:
    from .hand import MillionHand


HAND_KEYS = ("auction", "trump", "called_card", "partners", "discarded_money", "tricks", "counts")
_HAND_KEYS = frozenset(HAND_KEYS)


def hand_events(game: Game, hand: JsonValue) -> list[Event]:
    """A record's hand → events in the order they happen at the table."""
    if type(hand) is not dict:
        hand = record_parts.expect_object(hand, "a hand")
    if "misdeal" in hand:
        record_parts.only_keys(hand, ("misdeal",), "a misdeal hand")
        return [MisdealCalled(record_parts.expect_str(hand["misdeal"], "'misdeal'"))]
    if not _HAND_KEYS.issuperset(hand):  # (the usual hand: no message to prepare)
        record_parts.only_keys(hand, HAND_KEYS, "a hand")
    if "auction" not in hand:
        raise RecordError("a hand needs an 'auction' (or is {{\"misdeal\": player}})")
    events = record_parts.auction_events(hand["auction"])
    events += record_parts.trump_event(hand)
    if "called_card" in hand:
        events.append(CardCalled(record_parts.expect_str(hand["called_card"], "'called_card'")))
    if "partners" in hand:
        partners = record_parts.expect_list(hand["partners"], "'partners'")
        events.append(PartnersNamed(tuple(record_parts.expect_str(p, "a partner") for p in partners)))
    if "discarded_money" in hand:
        values = record_parts.expect_list(hand["discarded_money"], "'discarded_money'")
        events.append(MoneyDiscarded(tuple(record_parts.expect_int(v, "a discarded Money card") for v in values)))
    if "tricks" in hand and "counts" in hand:
        raise RecordError("a hand has either 'tricks' or 'counts', not both")
    if "tricks" in hand:
        tricks = hand["tricks"]
        if type(tricks) is not list:
            tricks = record_parts.expect_list(tricks, "'tricks'")
        events += _trick_events(tricks)
    if "counts" in hand:
        events.append(record_parts.side_counts(hand["counts"]))
    return events


_TRICK_KEYS = frozenset(("winner", "money", "bull_bear"))
_CARD_LISTS = (list, tuple)  # a list from JSON, or the () default when the key is left out


def _trick_events(tricks: JsonArray) -> list[Event]:
    """A hand's tricks → events.

    Fast path for a well-formed trick (a long record has tens of thousands): tuple.__new__ is
    what TrickTaken(...) runs, without its Python frame.  Each card is checked where the rules
    check every trick (MillionHand._tricks); anything else takes _trick_event's checks.
    """
    superset, new, lists = _TRICK_KEYS.issuperset, tuple.__new__, _CARD_LISTS
    out: list[Event] = []
    append = out.append
    for trick in tricks:
        if type(trick) is dict and len(trick) == 2:  # the usual trick: a winner and Money cards
            try:  # (a try costs nothing until it catches: cheaper than asking for both keys first)
                taker, cards = trick["winner"], trick["money"]
            except KeyError:
                pass
            else:
                if type(taker) is str and type(cards) is list:
                    append(new(TrickTaken, (taker, tuple(cards), ())))
                    continue
        if type(trick) is dict and superset(trick):
            winner, money, specials = trick.get("winner"), trick.get("money"), trick.get("bull_bear", ())
            if type(winner) is str and type(money) is list and isinstance(specials, lists):
                append(new(TrickTaken, (winner, tuple(money), tuple(specials))))
                continue
        append(_trick_event(trick, f"trick {len(out) + 1}"))
    return out


def _trick_event(trick: JsonValue, where: str) -> TrickTaken:
    # Fast path for a well-formed trick (a long record has thousands); anything else takes the
    # checks below, which say what is wrong.
    if type(trick) is dict and _TRICK_KEYS.issuperset(trick):
        winner, money, specials = trick.get("winner"), trick.get("money"), trick.get("bull_bear", [])
        if type(winner) is str and type(money) is list and type(specials) is list:
            # each card is checked where the rules check every trick (MillionHand._tricks)
            return tuple.__new__(TrickTaken, (winner, tuple(money), tuple(specials)))
    trick = record_parts.expect_object(trick, "a trick", where)
    try:
        record_parts.only_keys(trick, ("winner", "money", "bull_bear"), "a trick")
    except RecordError as err:
        raise err.located(where) from None
    if "winner" not in trick:
        raise RecordError("a trick needs a 'winner'").located(where)
    if "money" not in trick:  # (only bull_bear may be left out: a trick without Money says "money": [])
        raise RecordError("a trick needs its 'money', the Money cards in it ([] for none)").located(where)
    winner = record_parts.expect_str(trick["winner"], "'winner'", where)
    money = record_parts.expect_list(trick["money"], "'money'", where)
    specials = record_parts.expect_list(trick.get("bull_bear", []), "'bull_bear'", where)
    return TrickTaken(winner, tuple(record_parts.expect_int(m, "a Money card", where) for m in money),
                      tuple(record_parts.expect_str(c, "a bull_bear card", where) for c in specials))


@record_parts.misdeal_first
def hand_record(hand: MillionHand) -> JsonObject:
    """A hand → its record, the exact inverse of :func:`hand_events`."""
    out = record_parts.bid_record(hand.auction.calls, hand.trump)
    if hand.called_card is not None:
        out["called_card"] = hand.called_card
    if hand.partners_named:
        out["partners"] = list(hand.partners or ())
    if hand.discard_entered:
        out["discarded_money"] = list(hand.discarded)
    if hand.tricks:
        out["tricks"] = [_trick_record(t) for t in hand.tricks]
    if hand.counts is not None:
        out["counts"] = {"bidder_side": hand.counts.bidder_side, "other_side": hand.counts.other_side}
    return out


def _trick_record(trick: TrickTaken) -> JsonObject:
    out: JsonObject = {"winner": trick.winner, "money": list(trick.money)}
    if trick.bull_bear:
        out["bull_bear"] = list(trick.bull_bear)
    return out


def unambiguous_for_record(game: Game) -> Game:
    """The game as its record is written: never a player and the dummy's seat under one word.

    A dummy game stored before "dummy" was reserved may seat a player called that; every
    trick and partner written "dummy" was scored as the dummy's seat, so the player (in the
    seating, the deal and the auction, where only players act) is written ``dummy (player)``
    and the record scores exactly as the stored game does.  Any other game is returned as it is.
    """
    if game.settings.get("partnership") != "dummy" or not any(is_dummy_word(p) for p in game.players):
        return game
    taken = {name_key(p) for p in game.players}
    new_name = next(name for name in (f"{DUMMY} (player)", *(f"{DUMMY} (player {k})" for k in range(2, 9)))
                    if name_key(name) not in taken)

    def seat(name: str) -> str:
        return new_name if is_dummy_word(name) else name

    renamed = Game.new(game.kind, [seat(p) for p in game.players], seat(game.dealer), game.settings, stored=True)
    for event in game.events:
        if isinstance(event, (BidMade, Passed, MisdealCalled)):
            event = event._replace(player=seat(event.player))
        renamed = renamed.play(event)
    return renamed
