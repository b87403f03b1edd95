"""What the board shows, built from the game the rules core replayed.

The frame is the same for every game (title, hand, who deals and acts, the
winner, the hand-by-hand history with each hand's full arithmetic); the race
and the hand in play come from the game's own board module (``SECTIONS``),
the board's one seam per game.  Every figure is asked of the core.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping, Protocol, Sequence

from scorekeeper.jsontypes import JsonObject

from scorekeeper.rules import Game, all_fours
from scorekeeper.rules.auction import Auction
from scorekeeper.rules.interface import BoardSection, PlayedHand
from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import LazyText, gettext
from scorekeeper.words import _, outcome_word

from scorekeeper.markup import el, esc, facts, items, meter_row, split_meter_row, text

# The board's words: whole templates, translated when the board is drawn for a viewer.
HAND = _("Hand {number}")
POINTS_HEADING = _("Points (most after the last deal wins)")
RACE_TO = _("Race to {target}")
OF_TARGET = _(" of {target}")
GAME_OVER = _("Game over")
WHERE = _("Hand {number} · {dealer} deals")
# A game whose section names its own word for a hand (``HAND_WORD``, "Deal") is headed in it, as its table is
WORD_WHERE, WORD_DEALT = _("{word} {number} · {dealer} deals"), _("{word} {number} · {dealer} dealt ")
TO_ACT = _("{prompt} · {player} to act")
DAMAGED = _("Damaged data")
WINNER = _("Winner")
NOW = _("Now")
WAITING = _("{dealer} deals. Waiting for the first call.")
# The history in the word its game calls a hand (its section's HAND_WORD): a whole template per word, since a
# language may change more than the noun; a word not here reads as "Hand"
HANDS = {"Hand": _("Hands"), "Deal": _("Deals")}
NO_HAND_YET = {"Hand": _("No hand finished yet."), "Deal": _("No deal finished yet.")}
HAND_DEALT = _("Hand {number} · {dealer} dealt ")
TOTALS = _("Totals: {totals}")
SIDE_TOTAL = _("{side} {total}")
ARITHMETIC_OF = {"Hand": _("The arithmetic of hand {number}"), "Deal": _("The arithmetic of deal {number}")}
# An auction while it runs, as every game with one shows it.
BID_BY, NO_BID_YET = _("{amount} by {player}"), _("no bid yet")
CALL_PASS, CALL_BID = _("{player}: pass"), _("{player}: {amount}")
AUCTION, BID_TO_BEAT, TO_CALL, LOWEST_NOW = _("Auction"), _("Bid to beat"), _("To call"), _("Lowest bid now")
CALLS_SO_FAR = _("Calls so far")

# The hand in play of a game one side bids for, as every such game's section writes it.
BIDDER, BID, TRUMP, NOT_NAMED = _("Bidder"), _("Bid"), _("Trump"), _("not named yet")
TRICKS, OF = _("Tricks"), _("{count} of {total}")
BIDDING_HAS, OTHERS_HAVE, STILL_NEEDED = _("Bidding side has"), _("Other side has"), _("Still needed")
IN_PLAY, TRICKS_SO_FAR = _("The hand in play"), _("Tricks so far, latest first")
NOT_ENTERED = _("not entered yet")

Row = tuple[str, object]


class CountedHand(PlayedHand, Protocol):
    """A hand one side bids for, as its section's rows read it: its bid, its tricks and both sides' counts."""

    @property
    def bid(self) -> int | None: ...
    @property
    def tricks(self) -> Sequence[object]: ...
    def running_counts(self) -> tuple[int, int]: ...


def contract_rows(hand: CountedHand, fmt: Callable[[int], str], trump: str | None) -> list[Row]:
    """The bidder, the bid and trump (``trump`` in the game's words; None before it is named)."""
    return [(str(BIDDER), hand.bidder), (str(BID), fmt(hand.bid or 0)), (str(TRUMP), trump or str(NOT_NAMED))]


def count_rows(game: Game, hand: CountedHand, fmt: Callable[[int], str], tricks: int,
               ours: LazyText = BIDDING_HAS) -> list[Row]:
    """The tricks so far of the hand's ``tricks``, each side's count (``ours`` names the bidder's) and what
    the bidder's side still needs."""
    mine, other = hand.running_counts()
    needed = game.rules.still_needed(game, hand)
    return [(str(TRICKS), OF.format(count=number(len(hand.tricks)), total=number(tricks))),
            (str(ours), fmt(mine)), (str(OTHERS_HAVE), fmt(other)),
            *([(str(STILL_NEEDED), needed.text)] if needed is not None else [])]


def in_play_section(pairs: Sequence[Row], tricks: Sequence[str], race: str = "") -> str:
    """The section once the contract is known: its heading, the game's race bar if it draws one, the facts,
    and the tricks (already markup), latest first."""
    return (text("h2", str(IN_PLAY), id="play-h") + race + facts(pairs, class_="facts")
            + (items("ol", list(reversed(tricks)), reversed=True, class_="tricks", aria_label=str(TRICKS_SO_FAR))
               if tricks else ""))


def point_rows(points: Mapping[str, str | None], point_words: Mapping[str, LazyText],
               nobody: Mapping[str, LazyText]) -> list[Row]:
    """Who took High, Low, Jack and Game (``rules.all_fours``) so far, on the board of an All Fours game: a
    player, nobody in the game's words (``nobody``: "Tied"), or not entered yet."""
    return [(str(point_words[point]), str(NOT_ENTERED) if point not in points else (points[point] or str(nobody[point])))
            for point in all_fours.POINTS]


def hand_heading(hand: PlayedHand) -> str:
    """The section's heading "Hand 3" (in the viewer's digits), where a game heads its hand in play by its number."""
    return text("h2", HAND.format(number=number(hand.number)), id="play-h")


class GenericSection:
    """The board section of a game that offers none: the hand in play as its own running arithmetic."""

    @staticmethod
    def in_play(game: Game, hand: PlayedHand, fmt: Callable[[int], str]) -> str:
        return hand_heading(hand) + items("ul", [esc(line) for line in hand.explain()], class_="arithmetic")


def auction_section(auction: Auction, fmt: Callable[[int], str]) -> str:
    """The auction in play (``rules.auction.Auction``): the bid to beat, who calls, the lowest bid, the calls."""
    beat = (BID_BY.format(amount=fmt(auction.high_bid), player=auction.high_bidder)
            if auction.high_bid is not None else str(NO_BID_YET))
    calls = [esc(CALL_PASS.format(player=p) if a is None else CALL_BID.format(player=p, amount=fmt(a)))
             for p, a in auction.calls]
    return (text("h2", str(AUCTION), id="play-h")
            + facts([(str(BID_TO_BEAT), beat), (str(TO_CALL), auction.to_call() or "—"),
                     (str(LOWEST_NOW), fmt(auction.lowest_bid()))], class_="facts")
            + (items("ol", calls, class_="calls", aria_label=str(CALLS_SO_FAR)) if calls else ""))


def sections_for(game: Game) -> BoardSection:
    """The game's board section (``in_play``, and ``race`` where it draws its own); the generic one otherwise."""
    offered: Callable[[], BoardSection] | None = getattr(game.rules, "board_section", None)
    return offered() if offered is not None else GenericSection()


def race(game: Game, fmt: Callable[[int], str]) -> str:
    """Each score group against the target, as bars (the game's section may draw its own race)."""
    own_race: Callable[[Game, Callable[[int], str]], str] | None = getattr(sections_for(game), "race", None)
    if own_race is not None:
        return own_race(game, fmt)
    totals, target = game.table.totals, game.rules.target(game.settings)
    groups = game.rules.score_groups(game)
    if target is None:
        top = max([1, *totals.values()])
        heading = str(POINTS_HEADING)
    else:
        top, heading = target, RACE_TO.format(target=fmt(target))
    losing: Callable[..., int | None] | None = getattr(game.rules, "losing_score", None)
    floor = losing(game.settings) if losing is not None else None
    note = OF_TARGET.format(target=fmt(target)) if target is not None else ""
    if floor is not None:  # a side may fall to a losing score: each bar in two parts meeting at 0
        rows = [split_meter_row(g.name, fmt(totals[g.players[0]]), totals[g.players[0]], min(floor, 0), top, note)
                for g in groups]
    else:
        rows = [meter_row(g.name, fmt(totals[g.players[0]]), totals[g.players[0]], top, note) for g in groups]
    # Two colours tell fixed sides apart; where everyone scores alone (partners named per hand,
    # or none) every bar has one colour, so no colour suggests a side that does not exist.
    fixed_sides = any(len(g.players) > 1 for g in groups)
    return text("h2", heading, id="race-h") + items("ul", rows, class_="race sides" if fixed_sides else "race")


@dataclass(frozen=True)
class BoardView:
    """One state of the board: the markup of its main part, the line read aloud, and the facts as data."""

    html: str
    now: str  # one line for the live region ("Hand 3 · Ann to call")
    data: JsonObject  # the game as data, for the page's script (sent as JSON)


def message_view(title: str, message: str) -> BoardView:
    """The board when there is no game to show (none yet, or it cannot be read)."""
    html = text("h1", title) + text("p", message, class_="message")
    return BoardView(html, f"{title}: {message}", {"game": None, "message": message})


def game_view(game_id: str, game: Game, notice: str | None = None) -> BoardView:
    """The board of a game; ``notice``: the store's message about a damaged journal the game was put
    together from, shown first so nobody at the table takes a repaired game for a whole one."""
    table = game.table
    fmt = game.rules.format_amount(game.settings)
    sections = sections_for(game)
    hand = table.current
    if hand is None:
        where = str(GAME_OVER)
        now = game.rules.winner_line(game) or table.result or where
    else:
        word = getattr(sections, "HAND_WORD", None)
        where = (WORD_WHERE.format(word=str(word), number=number(hand.number), dealer=hand.dealer) if word
                 else WHERE.format(number=number(hand.number), dealer=hand.dealer))
        to_act, prompt = table.to_act(), table.prompt()
        now = TO_ACT.format(prompt=prompt, player=to_act) if to_act and to_act not in prompt else prompt
    parts = [el("header", text("h1", gettext(game.rules.TITLE)) + text("p", where, class_="where"))]
    if notice:
        parts.append(el("section", text("h2", str(DAMAGED)) + text("p", notice, class_="message"),
                        class_="notice", role="alert"))
    if table.winner:
        parts.append(el("section", text("h2", str(WINNER)) + text("p", game.rules.group_name(game, table.winner),
                                                                    class_="winner-names")
                        + text("p", game.rules.winner_line(game)), class_="winner", aria_label=str(WINNER)))
    if not table.winner:  # the winner's section already says the result: said once, not twice
        parts.append(el("section", text("p", now, class_="prompt"), class_="now", aria_label=str(NOW)))
    parts.append(el("section", race(game, fmt), aria_labelledby="race-h"))
    if hand is not None and hand.started:
        parts.append(el("section", sections.in_play(game, hand, fmt), aria_labelledby="play-h", class_="in-play"))
    elif hand is not None:  # a game with no call to wait for says its own deal before its first entry
        waiting: Callable[[Game, PlayedHand], str] | None = getattr(sections, "waiting", None)
        parts.append(el("section", waiting(game, hand) if waiting is not None
                        else hand_heading(hand) + text("p", WAITING.format(dealer=hand.dealer)),
                        aria_labelledby="play-h"))
    parts.append(el("section", history(game, fmt), aria_labelledby="history-h"))
    data: JsonObject = {
        "game": game_id, "notice": notice, "title": game.rules.TITLE, "players": list(game.players),
        "hand": hand.number if hand else None, "dealer": hand.dealer if hand else None,
        "to_act": table.to_act(), "prompt": table.prompt(), "totals": dict(table.totals),
        "finished": table.finished, "winner": list(table.winner) if table.winner else None, "result": table.result,
        "hands": [{"number": h.number, "dealer": h.dealer, "outcome": outcome_word(game.rules.outcome(game, h)),
                   "verdict": h.verdict(), "explain": list(h.explain()), "totals": dict(h.totals)} for h in table.hands],
    }
    return BoardView("".join(parts), now, data)


def in_word(templates: Mapping[str, LazyText], word: LazyText | None) -> LazyText:
    """The template for the game's word for a hand (its section's ``HAND_WORD``); "Hand"'s where it names none."""
    return templates.get(word.message if word is not None else "Hand", templates["Hand"])


def history(game: Game, fmt: Callable[[int], str]) -> str:
    """Every finished hand, latest first: its verdict, and its whole arithmetic one tap away."""
    hands = game.table.hands
    word: LazyText | None = getattr(sections_for(game), "HAND_WORD", None)
    heading = text("h2", str(in_word(HANDS, word)), id="history-h")
    if not hands:
        return heading + text("p", str(in_word(NO_HAND_YET, word)), class_="note")
    groups = game.rules.score_groups(game)
    rows = []
    for hand in reversed(hands):
        totals = " · ".join(SIDE_TOTAL.format(side=g.name, total=fmt(hand.totals[g.players[0]])) for g in groups)
        result = game.rules.outcome(game, hand)
        lines = [line for line in hand.explain() if line != result.arithmetic]
        word_class = "word made" if result.made else ("word set" if result.made is False else "word")
        rows.append(
            el("h3", esc(WORD_DEALT.format(word=str(word), number=number(hand.number), dealer=hand.dealer) if word
                         else HAND_DEALT.format(number=number(hand.number), dealer=hand.dealer))
               + text("span", outcome_word(result), class_=word_class))
            + text("p", result.arithmetic, class_="verdict")
            + text("p", TOTALS.format(totals=totals), class_="totals")
            + el("details", text("summary", in_word(ARITHMETIC_OF, word).format(number=number(hand.number)))
                 + items("ul", [esc(line) for line in lines]), id=f"hand-{hand.number}"))
    return heading + items("ol", rows, reversed=True, class_="history")
