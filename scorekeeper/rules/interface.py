"""The one interface every game offers, so that no other layer asks which game it holds.

A game is a package of ``scorekeeper.games`` (or of another installed
distribution) found through the registry (``registry.rules_for(kind)`` or
``game.rules``).  Its module answers the questions of :class:`GameModule` in
its own terms: who shares a score, what the target is, which trumps may be
named, who may take a trick, what the bidder's side still needs, how a hand
ended and who won.  Screens, the store and the CLI show the answers; they
never branch on the kind.  ``GameModule`` is generic over the game's hand
type, so mypy checks that a game's functions take the hands it makes.

The vocabulary of those answers is ``answers.py`` (small frozen values: facts, never display
words, which ``scorekeeper.words`` says), the hands' protocol ``played.py``, the module protocols
``game.py`` (beside ``Game``, which each names); this module gathers them and checks a module
against ``MEMBERS``.  What a plug-in must write is ``GameBasics``; ``rules.defaults`` answers the rest.
"""

from __future__ import annotations

from typing import Callable, Mapping, Protocol

from .answer_values import (BidResult, Choice, DealResult, MeasureShown, Needed, Outcome, ScoreGroup, TallyMeasure, points_text,
                      seating_name)
from .game import AnyGame, Game, GameBasics, GameModule, GameNames
from .played_hand import HandT, PlayedHand

__all__ = [
    "AnyGame", "BidResult", "BoardSection", "Choice", "DealResult", "GameBasics", "GameModule", "GameNames", "HandT", "MeasureShown", "Needed",
    "Outcome", "PlayedHand", "ScoreGroup", "TallyMeasure", "points_text", "seating_name",
    "MEMBERS", "VALUES", "OPTIONAL", "missing_members", "member_problems", "winner_line",
]


class BoardSection(Protocol):
    """A game's own part of the board page (``scorekeeper.board.view`` draws the frame around it).

    ``in_play`` is the markup of the hand in play, under a heading with ``id="play-h"``.  The
    section may also offer ``race(game, fmt) -> str`` (the race, under ``id="race-h"``) where the
    shared bars against the target do not say the game's score, and ``HAND_WORD`` (a lazy "Deal") where the
    table calls a hand otherwise (it heads each deal and picks the history's sentences: "Deals", "The arithmetic
    of deal 3"; a word the board has no sentences for reads them as "Hand"); a game that offers no section at
    all gets the shared race, the hands list and a generic hand in play (its running arithmetic).
    """

    def in_play(self, game: Game, hand: PlayedHand, fmt: Callable[[int], str]) -> str: ...


MEMBERS: tuple[str, ...] = (
    "KIND", "TITLE", "PLAYER_COUNTS", "SETTING_HELP",
    "resolve_settings", "new_hand", "winner", "hand_events", "hand_record", "format_amount",
    "score_groups", "group_name", "target", "trump_choices", "takers", "quick_raises",
    "still_needed", "outcome", "winner_line", "TALLY_MEASURES", "tally_hand", "describe_settings",
    "SETTING_LABELS", "SETTING_CHOICES",
)
VALUES: dict[str, type | tuple[type, ...]] = {  # the members that are values, and what each must be
    "KIND": str, "TITLE": str, "PLAYER_COUNTS": tuple, "SETTING_HELP": Mapping, "TALLY_MEASURES": dict,
    "SETTING_LABELS": Mapping, "SETTING_CHOICES": Mapping,
}


OPTIONAL: dict[str, type | None] = {  # members a game may offer, and what each must be (None: a function)
    "board_section": None, "screens": None, "TALLY_BID_LINE": str, "hand_after": None, "dealt_hand_events": None,
    "tally_keys": None,  # tally_keys(hand) -> JsonObject: what the tallies read of a hand beyond its report
    "fast_score": None,  # fast_score(game, hands) -> JsonObject | None: score --json without the replay, or None
    "losing_score": None,  # losing_score(settings) -> int | None: the score at or below which a side loses
    "VARIATION_OF": str,
    "LOWEST_WINS": bool,  # the default winner: once anyone reaches the target, the lowest alone wins (Hearts)
    "IGNORES_OTHER_GAMES_SETTINGS": bool,  # a record's ``rules`` may hold other games' settings: dropped, not refused
    "LIST_ORDER": int, "EXAMPLES": tuple,  # where it comes in the new-game choices; its worked examples' names
    "HAND": type,  # the game's hand class: ``new_hand`` (and for a ``TrickHand`` its record and tally) by default
    "LOCALE_DIR": str,  # the folder of the game's own gettext catalogs (<lang>/LC_MESSAGES/<GETTEXT_DOMAIN>.mo)
    "GETTEXT_DOMAIN": str,  # their domain (default: the game's package name)  # the KIND of the game this one varies, whose package (its pack, its screens) it may import
}


def missing_members(module: object) -> list[str]:
    """The names of :class:`GameModule` that ``module`` does not offer (empty when it is complete)."""
    return [name for name in MEMBERS if not hasattr(module, name)]


def member_problems(module: object) -> list[str]:
    """What is wrong with ``module`` as a game, one phrase each (empty when it is a complete game)."""
    missing = missing_members(module)
    problems = [f"lacks {', '.join(missing)}"] if missing else []
    for name in MEMBERS:
        if name in missing:
            continue
        value, wanted = getattr(module, name), VALUES.get(name)
        if wanted is None and not callable(value):
            problems.append(f"{name} is not a function")
        elif wanted is not None and (not isinstance(value, wanted) or isinstance(value, bool)):
            problems.append(f"{name} is {type(value).__name__}, not {_type_names(wanted)}")
    for name, wanted_type in OPTIONAL.items():
        if not hasattr(module, name):
            continue
        value = getattr(module, name)
        if wanted_type is None and not callable(value):
            problems.append(f"{name} is not a function")
        elif wanted_type is not None and (type(value) is not wanted_type):
            problems.append(f"{name} is {type(value).__name__}, not {wanted_type.__name__}")
    measures = getattr(module, "TALLY_MEASURES", None)
    if isinstance(measures, dict) and not all(isinstance(m, TallyMeasure) for m in measures.values()):
        problems.append("TALLY_MEASURES must map each measure to a TallyMeasure")
    kind, counts = getattr(module, "KIND", None), getattr(module, "PLAYER_COUNTS", None)
    if isinstance(kind, str) and not kind.strip():
        problems.append("KIND is empty")
    if isinstance(counts, tuple) and not (counts and all(type(n) is int and n > 0 for n in counts)):
        problems.append("PLAYER_COUNTS must list table sizes (whole numbers above 0)")
    return problems


def _type_names(wanted: type | tuple[type, ...]) -> str:
    return " or ".join(t.__name__ for t in (wanted if isinstance(wanted, tuple) else (wanted,)))


def winner_line(game: Game) -> str:
    """Who won and why, in the game's own units ("" while nobody has): every game's table says it."""
    table = game.table
    return table.result if table.winner else ""
