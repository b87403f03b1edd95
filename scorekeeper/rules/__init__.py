"""The rules core: pure Python, no Flet, no storage, no I/O.

A game is its settings, seating, first dealer and an ordered list of events;
every figure is derived by replaying them (``replay``).
"""

from .errors import Amount, RecordError, RuleError, grouped
from .events import (BidMade, BidsMade, Event, HandCounted, MisdealCalled, MoneyDiscarded, PartnersNamed,
                     Passed, PointsTrickTaken, RoyalsShown, TrickTaken, TricksCounted, TrumpNamed,
                     event_from_dict, event_to_dict)
from .game import Game, Table, replay, rules_for
from .record import FORMAT, game_from_record, game_to_record, score_report, table_text
from .registry import GAMES, amount_format

__all__ = [
    "Amount", "RecordError", "RuleError", "grouped",
    "BidMade", "BidsMade", "Event", "HandCounted", "MisdealCalled", "MoneyDiscarded", "PartnersNamed",
    "Passed", "PointsTrickTaken", "RoyalsShown", "TrickTaken", "TricksCounted", "TrumpNamed",
    "event_from_dict", "event_to_dict",
    "Game", "Table", "replay", "rules_for",
    "FORMAT", "game_from_record", "game_to_record", "score_report", "table_text", "GAMES", "amount_format",
]
