"""Each answer a game gives checked against the type the interface declares for it, as the game plays.

mypy checks what a game writes against ``GameBasics`` (or ``GameModule``), but a plug-in that takes the rest
from the registry's defaults checks only the members every game writes: one that also writes ``takers`` and
returns a list where the interface wants a tuple passes ``mypy --strict`` and trips the app later.  The
conformance check (``check_game``) calls every member of the interface on each hand of the records it is
given and compares what comes back with the declared return type (``rules.game.GameModule``).
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable as AbcCallable, Mapping, Sequence
from typing import ForwardRef, TypeVar, get_args, get_origin, get_type_hints

from scorekeeper.rules.game import Game, GameModule
from scorekeeper.rules.played_hand import PlayedHand


UNCHECKED = object()  # a member whose type is not declared (nothing to compare with)


def conforms(value: object, hint: object) -> bool:
    """Whether ``value`` has the type ``hint`` says, as far as a value can show it (a function is callable)."""
    if hint is UNCHECKED or isinstance(hint, (TypeVar, ForwardRef, str)):
        return True
    if hint is None or hint is types.NoneType:
        return value is None
    origin, args = get_origin(hint), get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return any(conforms(value, arg) for arg in args)
    if origin is AbcCallable or hint is AbcCallable:
        return callable(value)
    if origin is tuple:
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(conforms(v, args[0]) for v in value)
        return len(args) == len(value) and all(conforms(v, a) for v, a in zip(value, args))
    if origin in (list, Sequence):
        if not isinstance(value, list if origin is list else Sequence):
            return False
        return not args or all(conforms(v, args[0]) for v in value)
    if origin in (dict, Mapping):
        if not isinstance(value, dict if origin is dict else Mapping):
            return False
        return not args or all(conforms(k, args[0]) and conforms(v, args[1]) for k, v in value.items())
    if isinstance(hint, type):
        if hint is float:
            return type(value) in (int, float)
        try:
            return isinstance(value, hint) and not (hint is int and isinstance(value, bool))
        except TypeError:  # a type no value is an instance of by isinstance (typing's top type): not checked
            return True
    return True  # a form not checked here (a Literal, a Protocol...)


# The optional members ``GameModule`` does not name (``interface.OPTIONAL``), by what each returns.
OPTIONAL_RETURNS: dict[str, object] = {"losing_score": int | None, "tally_keys": dict[str, object]}


def declared(member: str) -> object:
    """The type the interface declares for ``member``: a function's return, a value's own type."""
    if member in OPTIONAL_RETURNS:
        return OPTIONAL_RETURNS[member]
    found = getattr(GameModule, member, None)
    if isinstance(found, property):
        found = found.fget
    if callable(found):
        return get_type_hints(found).get("return", UNCHECKED)
    return get_type_hints(GameModule).get(member, UNCHECKED)  # a value the protocol only annotates


def answer_problems(game: Game) -> list[str]:
    """What a game's members answer over one game's hands that is not of the declared type, one phrase each."""
    rules, settings, hands = game.rules, game.settings, list(game.table.hands)
    asked: list[tuple[str, Callable_]] = [
        ("SETTING_HELP", lambda: rules.SETTING_HELP), ("SETTING_LABELS", lambda: rules.SETTING_LABELS),
        ("SETTING_CHOICES", lambda: rules.SETTING_CHOICES), ("TALLY_MEASURES", lambda: rules.TALLY_MEASURES),
        ("target", lambda: rules.target(settings)), ("trump_choices", lambda: rules.trump_choices(settings)),
        ("describe_settings", lambda: rules.describe_settings(settings)),
        ("format_amount", lambda: rules.format_amount(settings)),
        ("score_groups", lambda: rules.score_groups(game)), ("winner_line", lambda: rules.winner_line(game)),
        ("group_name", lambda: rules.group_name(game, game.players[:1])),
        ("winner", lambda: rules.winner(game, hands, game.table.totals)),
    ]
    if callable(getattr(rules, "losing_score", None)):  # the optional ones the game writes
        asked.append(("losing_score", lambda: getattr(rules, "losing_score")(settings)))
    for hand in hands:
        asked += _hand_questions(game, hand)
    problems: list[str] = []
    for member, ask in asked:
        answer = ask()
        hint = declared(member)
        if not conforms(answer, hint):
            problems.append(f"{member} answers {_shown(answer)}, not {_hint_name(hint)}")
        elif member == "format_amount" and callable(answer) and not isinstance(answer(0), str):
            problems.append(f"format_amount(settings)(0) answers {_shown(answer(0))}, not str")
    return sorted(set(problems))


Callable_ = typing.Callable[[], object]  # (a question put to the game, answered when called)


def _hand_questions(game: Game, hand: PlayedHand) -> list[tuple[str, Callable_]]:
    rules = game.rules
    return [("takers", lambda: rules.takers(game, hand)), ("still_needed", lambda: rules.still_needed(game, hand)),
            ("outcome", lambda: rules.outcome(game, hand)), ("quick_raises", lambda: rules.quick_raises(hand)),
            ("hand_record", lambda: rules.hand_record(hand)),
            *([("tally_keys", lambda: getattr(rules, "tally_keys")(hand))] if callable(getattr(rules, "tally_keys", None))
              else [])]


def _shown(value: object) -> str:
    text = repr(value)
    return f"{type(value).__name__} {text if len(text) < 60 else text[:57] + '...'}"


def _hint_name(hint: object) -> str:
    return hint.__name__ if isinstance(hint, type) else str(hint).replace("typing.", "")
