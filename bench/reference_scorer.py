"""An independent, minimal scorer of Make-a-Million records: the yardstick ``bench_score.py`` times ``score`` against.

    python bench/reference_scorer.py RECORD [--no-checks]

Written from docs/game-record.md and docs/rules.md (section 1) alone, without importing
scorekeeper, so that "score costs N times a plain scorer" compares the app with an honest
floor rather than with itself.  It reads the JSON file, scores it, and prints what
``scorekeeper score RECORD --json`` prints for the same record, byte for byte, so the
benchmark can check that both agree before it times them.

It does the job ``score`` does, in the plainest Python: besides the arithmetic it checks
the rules the spec says a record must keep (the format's keys, the auction's turns and
raises, trump, every Money card and Bull/Bear once, the money in play, only the last hand
unfinished, no hand after the game is won).  A record it cannot score or that breaks a
rule gets one line on standard error and exit 2; the words differ from the app's, the
verdict does not.  ``--no-checks`` leaves the checks out: the floor of the arithmetic alone.

Two process-level habits of ``score`` are copied, so that the figures compare the work and not
the interpreter's settings: the cyclic collector is off (a parsed record is a million objects
that hold no cycle, and the collector would walk them again and again), and the process ends
with ``os._exit`` once its output is flushed (freeing every object one by one is a tenth of the
time, for nothing anyone sees).

Scope, to stay minimal: ``fixed`` partnerships (4, 6 or 8 players), the bench's game.
"""

from __future__ import annotations

import gc
import json
import os
import sys

MONEY = (5000, 10000, 15000, 30000, 40000)
EDITION_COLORS = {"usd": ["red", "yellow", "black", "green"], "inr": ["red", "yellow", "blue", "green"]}
TOP_KEYS = {"format", "game", "rules", "players", "dealer", "started", "hands"}
HAND_KEYS = {"auction", "trump", "called_card", "partners", "discarded_money", "tricks", "counts", "ended"}
TRICK_KEYS = {"winner", "money", "bull_bear"}
RULE_KEYS = {"edition", "partnership", "target", "opening_bid", "bid_step", "bid_unit", "max_bid", "all_pass",
             "tie", "both_over", "no_trump", "bull_bear_any_time", "trump_not_led_until_played", "misdeal",
             "colors", "indian_grouping"}


class Refused(Exception):
    """A record this scorer will not score: the reason, for standard error."""


def settings(record: dict, packs: int) -> dict:
    """The record's ``rules`` over the defaults of docs/game-record.md."""
    given = record.get("rules") or {}
    if not isinstance(given, dict) or not RULE_KEYS.issuperset(given):
        raise Refused("unknown or malformed rules")
    rules = {"edition": "usd", "partnership": "fixed", "target": 1_000_000, "opening_bid": 175_000 * packs,
             "bid_step": 10_000, "bid_unit": 5000, "max_bid": 400_000 * packs, "all_pass": "redeal",
             "tie": "play_on", "both_over": "highest", "no_trump": True, "misdeal": True, "colors": None}
    rules.update(given)
    if rules["partnership"] != "fixed":
        raise Refused("the reference scores fixed partnerships only")
    return rules


def auction(calls: object, order: list[str], rules: dict, check: bool) -> tuple[str | None, int]:
    """(bidder, bid) of an auction, or (None, 0) when everyone passed; the calls checked in turn."""
    if not isinstance(calls, list):
        raise Refused("'auction' is not a list")
    passed: set[str] = set()
    bidder, bid, seat = None, 0, 0
    done = False
    for number, call in enumerate(calls, 1):
        if not (isinstance(call, list) and len(call) == 2):
            raise Refused(f"call {number} is not [player, amount]")
        player, amount = call
        if check:
            if done and amount != "pass":
                raise Refused(f"call {number}: the auction is over")
            while order[seat % len(order)] in passed:
                seat += 1
            if player != order[seat % len(order)]:
                raise Refused(f"call {number}: it is {order[seat % len(order)]}'s turn, not {player}'s")
            seat += 1
        if amount == "pass":
            if check and bidder is None and len(passed) == len(order) - 1 and rules["all_pass"] == "dealer_takes":
                raise Refused(f"call {number}: the dealer may not pass")
            passed.add(player)
        else:
            if check:
                low = rules["opening_bid"] if bidder is None else bid + rules["bid_step"]
                if type(amount) is not int or amount < low or amount > rules["max_bid"] \
                        or amount % rules["bid_unit"]:
                    raise Refused(f"call {number}: {player} bid {amount!r}, not allowed after {bid}")
            bidder, bid = player, amount
            done = done or amount == rules["max_bid"]
        if len(passed) == len(order) or (bidder is not None and len(passed) == len(order) - 1):
            done = True
    if check and not done:
        raise Refused("the auction is unfinished")
    return bidder, bid


def trick_value(money: list[int], bull_bear: list[str]) -> int:
    """Rules 1.7: nothing if the last of the Bulls and Bears is a Bear, else doubled for every Bull."""
    if not bull_bear:
        return sum(money)
    if bull_bear[-1] == "bear":
        return 0
    return sum(money) * 2 ** bull_bear.count("bull")


def counted(hand: dict, side: set[str], players: list[str], packs: int, check: bool) -> tuple[int, int] | None:
    """(bidder's side, other side) of a hand, or None while it is unfinished."""
    if "counts" in hand:
        counts = hand["counts"]
        if not isinstance(counts, dict) or set(counts) != {"bidder_side", "other_side"}:
            raise Refused("'counts' needs bidder_side and other_side")
        mine, other = counts["bidder_side"], counts["other_side"]
        if check and not (type(mine) is int and type(other) is int and mine % 5000 == 0 and other % 5000 == 0
                          and 0 <= mine <= 520_000 * packs and 0 <= other <= 520_000 * packs
                          and 280_000 * packs <= mine + other <= 520_000 * packs):
            raise Refused("counts the packs cannot make")
        return mine, other
    tricks = hand.get("tricks", [])
    if not isinstance(tricks, list):
        raise Refused("'tricks' is not a list")
    if len(tricks) > (17 if len(players) == 6 else 13):
        raise Refused("too many tricks")
    seen = dict.fromkeys(MONEY, 0)
    specials = {"bull": 0, "bear": 0}
    discarded = hand.get("discarded_money", [])
    mine = other = 0
    for number, trick in enumerate(tricks, 1):
        if not (isinstance(trick, dict) and "winner" in trick):
            raise Refused(f"trick {number} needs a winner")
        money, bull_bear = trick.get("money", []), trick.get("bull_bear", [])
        if check:
            if not TRICK_KEYS.issuperset(trick) or trick["winner"] not in players:
                raise Refused(f"trick {number}: unknown key or winner")
            if len(money) + len(bull_bear) > len(players):
                raise Refused(f"trick {number}: more cards than players")
            for card in money:
                if type(card) is not int or card not in seen:
                    raise Refused(f"trick {number}: {card!r} is not a Money card")
                seen[card] += 1
            for card in bull_bear:
                if card not in specials:
                    raise Refused(f"trick {number}: {card!r} is neither bull nor bear")
                specials[card] += 1
        value = trick_value(money, bull_bear)
        if trick["winner"] in side:
            mine += value
        else:
            other += value
    if len(tricks) < (17 if len(players) == 6 else 13):
        return None
    if check:
        if not isinstance(discarded, list) or len(discarded) > 3:
            raise Refused("at most three discarded Money cards")
        for card in discarded:
            if type(card) is not int or card not in seen:
                raise Refused(f"{card!r} is not a Money card")
            seen[card] += 1
        if any(n > 4 * packs for n in seen.values()) or any(n > packs for n in specials.values()):
            raise Refused("a card is played more often than the packs hold it")
        if sum(v * n for v, n in seen.items()) != 400_000 * packs:
            raise Refused("the Money cards do not add up to the money in play")
    return mine, other


def winners(totals: dict[str, int], sides: list[list[str]], bidder_side: list[str], rules: dict) -> list[str] | None:
    """Rules 1.9 for two fixed sides, once a hand is scored."""
    over = [side for side in sides if totals[side[0]] >= rules["target"]]
    if not over:
        return None
    if len(over) == 1:
        return over[0]
    if rules["both_over"] == "bidder":
        return next(side for side in sides if bidder_side[0] in side)
    first, second = totals[sides[0][0]], totals[sides[1][0]]
    if first == second:
        return next(side for side in sides if bidder_side[0] in side) if rules["tie"] == "bidder" else None
    return sides[0] if first > second else sides[1]


def score(record: object, check: bool = True) -> dict:
    """The ``score --json`` report of a Make-a-Million record."""
    if not isinstance(record, dict) or (check and not TOP_KEYS.issuperset(record)):
        raise Refused("not a game record (unknown top-level key)")
    if record.get("format") != "scorekeeper-game/1" or record.get("game") != "make-a-million":
        raise Refused("not a scorekeeper-game/1 make-a-million record")
    players, dealer = record.get("players"), record.get("dealer")
    if isinstance(players, list) and len(players) == 3:
        raise Refused("the reference scores fixed partnerships only (three players play with a dummy)")
    if not (isinstance(players, list) and len(players) in (4, 6, 8) and all(type(p) is str and p for p in players)
            and len({p.casefold() for p in players}) == len(players) and dealer in players):
        raise Refused("players must be 4, 6 or 8 unique names, and the dealer one of them")
    packs = 1 if len(players) == 4 else 2
    rules = settings(record, packs)
    colors = rules["colors"] or EDITION_COLORS[rules["edition"]]
    trumps = set(colors) | ({"none"} if rules["no_trump"] else set())
    sides = [players[0::2], players[1::2]]
    seat_of = {p: i for i, p in enumerate(players)}
    totals = dict.fromkeys(players, 0)
    hands = record.get("hands")
    if not isinstance(hands, list):
        raise Refused("'hands' is not a list")
    out: list[dict] = []
    won: list[str] | None = None
    deal = players.index(dealer)
    for number, hand in enumerate(hands, 1):
        where = f"hand {number}: "
        if won is not None:
            raise Refused(where + "the game is already won")
        if not isinstance(hand, dict) or (check and not HAND_KEYS.issuperset(hand) and "misdeal" not in hand):
            raise Refused(where + "not a hand, or an unknown key")
        dealer = players[deal % len(players)]
        nobody = {"number": number, "dealer": dealer, "bidder": None, "bid": None, "bidder_side": [],
                  "bidder_count": 0, "other_count": 0, "made": None}
        if "misdeal" in hand:
            if check and (len(hand) != 1 or hand["misdeal"] not in players or not rules["misdeal"]):
                raise Refused(where + "a misdeal is {\"misdeal\": player} alone, when misdeals are allowed")
            out.append({**nobody, "misdeal": hand["misdeal"], "scores": dict.fromkeys(players, 0),
                        "totals": dict(totals)})
            continue  # the same dealer deals again
        order = [players[(deal + 1 + i) % len(players)] for i in range(len(players))]
        try:
            bidder, bid = auction(hand.get("auction"), order, rules, check)
        except Refused as err:
            raise Refused(where + str(err)) from None
        deal += 1
        if bidder is None:
            if check and set(hand) != {"auction"}:
                raise Refused(where + "a thrown-in hand holds nothing but its auction")
            out.append({**nobody, "thrown_in": True, "scores": dict.fromkeys(players, 0), "totals": dict(totals)})
            continue
        if check and hand.get("trump") not in trumps and ("tricks" in hand or "counts" in hand or "trump" in hand):
            raise Refused(where + "trump must be one of " + ", ".join(sorted(trumps)))
        side = sides[seat_of[bidder] % 2]
        try:
            counts = counted(hand, set(side), players, packs, check)
        except Refused as err:
            raise Refused(where + str(err)) from None
        if counts is None:
            if number != len(hands):
                raise Refused(where + "only the last hand may be unfinished")
            break
        mine, other = counts
        made = mine >= bid
        bidder_side = [bidder] + [p for p in side if p != bidder]
        scores = {p: (mine if made else -bid) if p in side else other for p in players}
        for p in players:
            totals[p] += scores[p]
        out.append({"number": number, "dealer": dealer, "bidder": bidder, "bid": bid, "bidder_side": bidder_side,
                    "bidder_count": mine, "other_count": other, "made": made, "scores": scores,
                    "totals": dict(totals)})
        won = winners(totals, sides, bidder_side, rules)
    return {"hands": out, "totals": totals, "winner": won}


def main(argv: list[str]) -> int:
    check = "--no-checks" not in argv
    paths = [a for a in argv if a != "--no-checks"]
    if len(paths) != 1:
        print("usage: reference_scorer.py RECORD [--no-checks]", file=sys.stderr)
        return 2
    try:
        with open(paths[0], encoding="utf-8") as file:
            report = score(json.load(file), check)
    except (OSError, ValueError, Refused) as err:
        print(f"reference: {err}", file=sys.stderr)
        return 2
    sys.stdout.write(json.dumps(report, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    gc.disable()
    code = main(sys.argv[1:])
    sys.stdout.flush()
    os._exit(code)
