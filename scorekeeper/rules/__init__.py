"""The rules core: pure Python, no Flet, no storage, no I/O, and no game named.

A game is its settings, seating, first dealer and an ordered list of events;
every figure is derived by replaying them (``replay``).  The games themselves
are packages (``scorekeeper.games.<game>``, or another distribution's) that the
registry loads at first use; their own events are in their packages.
"""

from .bid_events import BidMade, Call, HandCounted, Passed, TrumpNamed
from .errors import Amount, RecordError, RuleError, grouped
from .events import Event, event_from_dict, event_to_dict
from .game import Game, replay
from .legal import Legal, legal
from .played_hand import Table
from .game_record import FORMAT, game_from_record, game_to_record, score_report, score_report_json, table_text
from .registry import amount_format, rules_for

__all__ = [
    "Amount", "RecordError", "RuleError", "grouped",
    "BidMade", "Call", "Event", "HandCounted", "Passed", "TrumpNamed", "event_from_dict", "event_to_dict",
    "Game", "Legal", "Table", "legal", "replay", "rules_for",
    "FORMAT", "game_from_record", "game_to_record", "score_report", "score_report_json", "table_text",
    "amount_format",
]
