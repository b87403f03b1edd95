"""The conformance check a game plug-in's own tests run: what the app would trip over in it, in words.

``check_game(kind, records)`` fails (an AssertionError listing every problem) unless the game

- loads: the registry finds it, imports it and finds nothing missing or wrongly typed;
- reads and writes its records: each given record replays, scores (``scorekeeper score --json``
  is JSON), and comes back the same through ``game_to_record``; each finished hand's
  ``hand_record`` reads back (``hand_events``) as the very events it was played with;
- answers the shared questions of every hand: its verdict, its dispute view, its outcome, where
  the next entry goes, what the table is asked;
- is translated: with ``LOCALE_DIR``, its catalogs hold every message its package marks, each
  compiled, and its title reads translated in every language the app speaks;
- offers the app a complete ``Panel`` when it has screens.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Sequence

from scorekeeper.i18n.catalogs import LANGUAGES_TRANSLATED
from scorekeeper.i18n.game_catalogs import game_catalog_problems
from scorekeeper.i18n.translate import gettext, use_language
from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules import RuleError, game_from_record, game_to_record, registry, score_report
from scorekeeper.rules.game import AnyGame, Game
from scorekeeper.rules.played import PlayedHand

PANEL_MEMBERS = ("build_table", "refresh_table", "race", "undone", "contract", "take_back", "new_game_settings",
                 "correction_editors")


def check_game(kind: str, records: Sequence[JsonObject] = ()) -> None:
    """Raise an AssertionError naming every problem of game ``kind`` (see the module); nothing when it conforms."""
    problems = game_problems(kind, records)
    assert not problems, f"the game {kind!r} does not conform:\n- " + "\n- ".join(problems)


def game_problems(kind: str, records: Sequence[JsonObject] = ()) -> list[str]:
    """Every problem of game ``kind``, one sentence each (empty: it conforms)."""
    try:
        rules = registry.rules_for(kind)
    except RuleError as err:
        return [str(err)]
    problems = [p for p in registry.problems() if repr(kind) in p]
    for number, record in enumerate(records, 1):
        problems += [f"record {number}: {p}" for p in record_problems(record)]
    return problems + catalog_problems(rules) + panel_problems(rules)


def record_problems(record: JsonObject) -> list[str]:
    """What goes wrong reading, scoring, writing back and replaying one record."""
    try:
        game = game_from_record(record)
        json.dumps(score_report(game))
    except (RuleError, TypeError, ValueError) as err:
        return [f"{type(err).__name__}: {err}"]
    problems = [f"hand {hand.number}: {p}" for hand in game.table.hands for p in hand_problems(game, hand)]
    try:
        again = game_from_record(game_to_record(game))
    except (RuleError, TypeError, ValueError) as err:
        return [*problems, f"the record game_to_record writes does not replay: {err}"]
    if list(again.events) != list(game.events):
        problems.append("game_to_record does not give its events back")
    return problems


def hand_problems(game: Game, hand: PlayedHand) -> list[str]:
    """A finished hand's record reads back as its events, and it answers every shared question."""
    rules, problems = game.rules, []
    played = list(game.events[hand.first_event:hand.first_event + hand.event_count])
    written = rules.hand_record(hand)
    dealt = getattr(rules, "dealt_hand_events", None)  # a hand read knowing who dealt it (Spades' bids)
    read = dealt(game, written, hand.dealer) if callable(dealt) else rules.hand_events(game, written)
    if list(read) != played:
        problems.append("hand_events(hand_record(hand)) is not the hand's events")
    answers = (hand.verdict(), *hand.explain(), hand.location(), rules.outcome(game, hand).arithmetic)
    if not all(isinstance(text, str) for text in answers):
        problems.append("a verdict, dispute line, location or outcome is not text")
    json.dumps(hand.report())
    return problems


def catalog_problems(rules: AnyGame) -> list[str]:
    """Its own catalogs (when it names them): complete, compiled, and its title translated."""
    folder = getattr(rules, "LOCALE_DIR", None)
    if not isinstance(folder, str):
        return []
    package = Path(str(getattr(rules, "__file__", folder))).parent
    domain = str(getattr(rules, "GETTEXT_DOMAIN", package.name))
    problems = [p for language in LANGUAGES_TRANSLATED
                for p in game_catalog_problems(package, Path(folder), domain, language)]
    for language in LANGUAGES_TRANSLATED:
        with use_language(language):
            if gettext(rules.TITLE) == rules.TITLE:
                problems.append(f"{language}: the title {rules.TITLE!r} is not translated")
    return problems


def panel_problems(rules: AnyGame) -> list[str]:
    """The screens' ``Panel`` offers what the app asks of it (``ui.panels.GamePanel``)."""
    screens = getattr(rules, "screens", None)
    if screens is None:
        return []
    panel = screens().Panel()
    return [f"its Panel lacks {name}" for name in PANEL_MEMBERS if not hasattr(panel, name)]
