"""Make-a-Million (Parker Brothers, 1934): docs/rules.md section 1, as one game package.

The package module is the game's interface (``scorekeeper.rules.interface.GameModule``):
who shares a score, the target, trumps, takers, what the bidder still needs, how a
hand ended and who won.  Its parts: ``settings`` (settings, editions, their meanings),
``cards`` (card names, trick values), ``events`` (this game's own events), ``hand``
(the hand's state machine), ``counting`` (what the cards left can still bring),
``report`` (verdicts and the dispute view), ``record`` (the record codec) and
``words`` (the words for its own facts).  First to the target (1,000,000) wins.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Mapping, Sequence

from scorekeeper.jsontypes import JsonObject, JsonValue

from scorekeeper import words as shared_words
from scorekeeper.rules.settings import setting_str
from scorekeeper.rules.bidding import bid_outcome
from scorekeeper.rules.bidding import quick_raises as quick_raises  # the same one-tap raises for every bidding game
from scorekeeper.rules.interface import winner_line as winner_line  # the table's result line, the same for every game
from scorekeeper.rules.interface import Choice, Needed, Outcome, ScoreGroup, TallyMeasure
from scorekeeper.rules.seating import names
from scorekeeper.rules.tallies import HandReport, Tally, tally_bid_hand, taken_by_keys
from scorekeeper.rules import partners_opposite
from scorekeeper.rules.partners_opposite import group_name as group_name  # seating order, the dummy last
from scorekeeper.rules.partners_opposite import target as target

from . import words as words  # registers the words for this game's own facts
from .words import SETTING_CHOICES, SETTING_LABELS
from .cards import called_card_choices, card_keys, card_label, card_name, trick_arithmetic, trick_value
from .counting import most_still_possible, remaining_trick
from .events import CardCalled, MisdealCalled, MoneyDiscarded, PartnersNamed, TrickTaken
from .facts import MillionPhase
from .hand import MillionHand
from .record import hand_events, hand_record, unambiguous_for_record
from .table_setup import TableSetup
from .winning import who_won
from .fused import fast_score as fast_score  # score --json straight from the record (the replay's figures)
from .settings import (DUMMY, EDITIONS, KIND, MONEY_VALUES, NO_TRUMP, PARTNERSHIP_HELP, PLAYER_COUNTS, SETTING_HELP,
                       TABLES, TITLE, check_player_names, color_word, colors, default_settings, format_amount,
                       resolve_settings)

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game
    from scorekeeper.rules.interface import BoardSection

LIST_ORDER = 1  # the first game in the new-game choices
EXAMPLES = ("dollars-made-then-set-back", "eight-players-bull-bear-bull", "six-players-silent-partner")
"""This game's worked examples: records in tests/examples/ with their expected scores (docs/rules.md's examples)."""


def new_hand(game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> MillionHand:
    return MillionHand(game, number, dealer)


def winner(game: Game, hands: Sequence[MillionHand], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    """docs/rules.md 1.9: the highest score at or over the target wins.

    Partners share every score, so in fixed games the leaders are always a
    whole side.  Leaders from both sides of the last bid are an exact tie:
    play another hand, or (setting ``tie: bidder``) the bidder's side wins.
    With ``both_over: bidder``, when both sides of the last bid passed the
    target, the bidder's side wins whatever the other side scored.
    """
    target = TableSetup.of(game).target  # (worked out once a game: the replay asks after every hand)
    if not any(totals[p] >= target for p in game.players):  # first: the search below walks back over thrown-in
        return None, ""  # hands (quadratic in a long game)
    last = next((h for h in reversed(hands) if h.bidder is not None), None)
    won = who_won(game.players, totals, target, None if last is None else last.bidder_side, game.settings)
    if won is None:
        return None, ""
    fmt, winners = format_amount(game.settings), _winners_name(game, won.leaders)
    if won.how == "both_over":
        return won.leaders, words.BOTH_OVER.format(winners=winners, score=fmt(won.score), target=fmt(target))
    if won.how == "reached":
        return won.leaders, words.REACHED.format(winners=winners, score=fmt(won.score), target=fmt(target))
    return won.leaders, words.WON_THE_TIE.format(winners=winners, score=fmt(won.score))


def _winners_name(game: Game, winners: Sequence[str]) -> str:
    """Winning sides by their one name ("A+B"); players who score alone by theirs ("A and Y")."""
    chosen = set(winners)
    return names([g.name for g in score_groups(game) if chosen.intersection(g.players)])


# -- the interface every game offers (interface.GameModule) --------------------------------
def score_groups(game: Game) -> list[ScoreGroup]:
    """Fixed games: the two sides (partners alternate).  Called, silent and dummy: each player alone."""
    return partners_opposite.sides_or_each(game, game.settings["partnership"] == "fixed")


def trump_choices(settings: Mapping[str, JsonValue]) -> list[Choice]:
    """The edition's (or the table's) four colors, then no trump where the table allows it."""
    choices = [Choice(c, color_word(c)[:1].upper() + color_word(c)[1:]) for c in colors(settings)]
    if settings["no_trump"]:
        choices.append(Choice(NO_TRUMP, str(words.NO_TRUMP)))
    return choices


def takers(game: Game, hand: MillionHand) -> tuple[str, ...]:
    """Who may take a trick: the players, and the dummy in a three-player game."""
    players = tuple(game.players)
    return (*players, DUMMY) if game.settings["partnership"] == "dummy" else players


def still_needed(game: Game, hand: MillionHand) -> Needed | None:
    """What the bidder's side still needs during play, and whether what is left in play can give it."""
    if not isinstance(hand, MillionHand) or hand.phase is not MillionPhase.PLAY or hand.bid is None:
        return None
    fmt, bid = hand.fmt, hand.bid
    amount = hand.still_needed()
    if amount == 0:
        return Needed(0, True, words.BID_REACHED.format(bid=fmt(bid)))
    if most_still_possible(hand) < bid:
        return Needed(amount, False, str(shared_words.CANNOT_MAKE_IT))
    return Needed(amount, True, shared_words.NEEDS_MORE.format(amount=fmt(amount)))


def outcome(game: Game, hand: MillionHand) -> Outcome:
    """MADE / SET BACK / THROWN IN / MISDEAL, with the verdict's arithmetic."""
    if not isinstance(hand, MillionHand):
        raise TypeError("a Make-a-Million outcome needs a Make-a-Million hand")
    return bid_outcome(hand, hand.verdict())


def describe_settings(settings: Mapping[str, JsonValue]) -> list[str]:
    """The partnership, named after the title and the players: "fixed partners"."""
    partnership = setting_str(settings, "partnership")
    return [str(words.PARTNERSHIP_WORDS.get(partnership, partnership))]


def board_section() -> BoardSection:
    """The game's part of the board page (``board.py``), imported when the board first draws one of its games."""
    from . import board

    return board


def screens() -> ModuleType:
    """The game's screens (``ui/``: table, setup, corrections), imported only by the app, never by the rules."""
    from . import ui as package

    return package


# -- lifetime tallies -------------------------------------------------------------------------
TALLY_MEASURES: dict[str, TallyMeasure] = {}  # nothing beyond the measures every game shares


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """What one reported hand adds to the tally of ``seats`` (a player, or a partnership)."""
    tally_bid_hand(tally, hand, as_bidder, on_bid_side, seats)


def tally_keys(hand: MillionHand) -> JsonObject:
    """What the tallies read of a hand beyond ``score --json``: with partners, the money each took, from the
    tricks the record says he won (none where it gives only each side's totals). The bidder with only the
    dummy is a player alone: the dummy's tricks are his, played from his hand, as his side's count says."""
    if hand.bidder is None:
        return {}
    return taken_by_keys(len([p for p in hand.bidder_side if p != DUMMY]) > 1, hand.taken_by_seat())


__all__ = ["KIND", "TITLE", "PLAYER_COUNTS", "SETTING_HELP", "SETTING_LABELS", "SETTING_CHOICES", "LIST_ORDER", "EXAMPLES", "resolve_settings",
           "check_player_names", "unambiguous_for_record", "new_hand", "winner", "hand_events", "hand_record", "format_amount", "score_groups", "group_name",
           "target", "trump_choices", "takers", "quick_raises", "still_needed", "outcome", "winner_line",
           "TALLY_MEASURES", "tally_hand", "tally_keys", "board_section", "screens", "describe_settings", "fast_score", "remaining_trick", "card_keys", "card_label",
           "card_name",
           "called_card_choices", "trick_value", "trick_arithmetic", "colors",
           "default_settings", "DUMMY", "EDITIONS", "PARTNERSHIP_HELP", "TABLES", "MONEY_VALUES", "NO_TRUMP", "MillionHand", "MillionPhase",
           "CardCalled", "MisdealCalled", "MoneyDiscarded", "PartnersNamed", "TrickTaken", "words"]
