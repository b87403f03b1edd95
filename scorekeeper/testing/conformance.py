"""The conformance check a game plug-in's own tests run: what the app would trip over in it, in words.

``check_game(kind, records)`` fails (an AssertionError listing every problem) unless the game

- loads: the registry finds it, imports it and finds nothing missing or wrongly typed;
- reads and writes its records: each given record replays, scores (``scorekeeper score --json``
  is JSON, and its optional ``fast_score`` gives the same or None), and comes back the same through
  ``game_to_record``; each finished hand's ``hand_record`` reads back (``hand_events``) as the very
  events it was played with;
- answers the shared questions of every hand: its verdict, its dispute view, its outcome, where
  the next entry goes, what the table is asked; and every member of the interface (those it writes and
  the defaults alike) answers over the records' hands with the type ``GameModule`` declares (``answers``);
- is translated: its title reads translated in every language the app speaks, and a game from another
  package names its catalogs (``LOCALE_DIR``), which hold every message its package marks, each compiled;
- has screens (``screens()``, or its package's ``ui`` submodule) whose ``Panel`` offers what the app asks,
  and the app plays it: chosen on the new-game screen, started with its least table and its defaults, its
  table drawn; the last record's game opens at its table (or its result) with no handler failing.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

from scorekeeper.i18n.catalogs import LANGUAGES_TRANSLATED
from scorekeeper.i18n.game_catalogs import game_catalog_problems
from scorekeeper.i18n.translate import gettext, use_language
from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules import RuleError, game_from_record, game_to_record, registry, score_report
from scorekeeper.rules.game_record import fused_report
from scorekeeper.rules.game import AnyGame, Game
from scorekeeper.rules.played_hand import PlayedHand

from .answer_types import answer_problems

if TYPE_CHECKING:
    from .harness import UI

PANEL_MEMBERS = ("build_table", "refresh_table", "race", "undone", "entry_words", "contract", "take_back",
                 "new_game_settings", "correction_editors")  # ``scorekeeper.ui.panels.GamePanel``
NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo")  # the table the screens check seats


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
    problems += catalog_problems(rules)
    panel = panel_problems(rules)
    return problems + (panel or screen_problems(kind, records))


def record_problems(record: JsonObject) -> list[str]:
    """What goes wrong reading, scoring, writing back and replaying one record."""
    try:
        game = game_from_record(record)
        report = json.dumps(score_report(game))
    except (RuleError, TypeError, ValueError) as err:
        return [f"{type(err).__name__}: {err}"]
    problems = [f"hand {hand.number}: {p}" for hand in game.table.hands for p in hand_problems(game, hand)]
    fused = fused_report(record)  # a game's optional fast_score: the replay's report, or None
    if fused is not None and json.dumps(fused) != report:
        problems.append("fast_score's report differs from the replay's: score --json would print it")
    try:
        problems += answer_problems(game)  # each member's answer of the type the interface declares
    except Exception as err:  # noqa: BLE001 - a member that fails on a game that plays is a problem to say
        problems.append(f"a member failed answering over the game's hands: {type(err).__name__}: {err}")
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
    """Its own catalogs (a game from another package must name them): complete, compiled, and its title
    translated (a game that comes with Scorekeeper is translated by the app's catalog)."""
    folder = getattr(rules, "LOCALE_DIR", None)
    problems: list[str] = []
    if isinstance(folder, str):
        package = Path(str(getattr(rules, "__file__", folder))).parent
        domain = str(getattr(rules, "GETTEXT_DOMAIN", package.name))
        problems = [p for language in LANGUAGES_TRANSLATED
                    for p in game_catalog_problems(package, Path(folder), domain, language)]
    elif not str(getattr(rules, "__name__", "")).startswith("scorekeeper."):
        problems.append("it names no LOCALE_DIR: its words have no catalog, so Hindi and Bengali show them in English")
    for language in LANGUAGES_TRANSLATED:
        with use_language(language):
            if gettext(rules.TITLE) == rules.TITLE:
                problems.append(f"{language}: the title {rules.TITLE!r} is not translated")
    return problems


def panel_problems(rules: AnyGame) -> list[str]:
    """It has screens, and their ``Panel`` offers what the app asks of it (``ui.panels.GamePanel``)."""
    screens = getattr(rules, "screens", None)
    if screens is None:
        return ["it has no screens: its package needs a ui submodule (or its module a screens()) with a Panel"]
    try:
        panel = screens().Panel()
    except Exception as err:  # noqa: BLE001 - said as a problem, as the app would meet it
        return [f"its screens give no Panel: {type(err).__name__}: {err}"]
    return [f"its Panel lacks {name}" for name in PANEL_MEMBERS if not hasattr(panel, name)]


def screen_problems(kind: str, records: Sequence[JsonObject] = ()) -> list[str]:
    """The app plays the game: chosen on the new-game screen, started with its least table and its defaults, its
    table drawn; and the last record's game opens at its table.  What failed, in words (a handler that raised, a
    screen that could not be shown)."""
    from scorekeeper.store import InMemoryGameStore  # (Flet and the app only for this check)
    from scorekeeper.ui.app import make_main

    from .harness import UI

    store = InMemoryGameStore()
    problems: list[str] = []
    with UI(make_main(lambda: store), route="/new") as ui:
        try:
            _start_a_game(ui, kind)
        except Exception as err:  # noqa: BLE001 - the check says what the app met
            problems.append(f"the new-game screen could not start it: {type(err).__name__}: {err}")
        problems += _shown_problems(ui, "its first table")
    for number, record in enumerate(records[-1:], len(records)):  # the last record's game, at its end
        try:
            game_id = store.create_game(game_from_record(record))
        except (RuleError, TypeError, ValueError):
            continue  # (said by record_problems)
        with UI(make_main(lambda: store), route=f"/game/{game_id}") as ui:
            problems += _shown_problems(ui, f"record {number}'s table")
    return problems


def _start_a_game(ui: "UI", kind: str) -> None:
    ui.click(f"kind-{kind}")
    count = min(registry.rules_for(kind).PLAYER_COUNTS)
    ui.click(f"count-{count}")
    for name in NAMES[:count]:
        ui.type("new-name", name)
        ui.click("add-name")
    ui.click(f"dealer-{NAMES[0]}")
    ui.click("start")


def _shown_problems(ui: "UI", where: str) -> list[str]:
    problems = [f"{where}: a handler failed: {crash}" for crash in ui.crashes]
    if not ui.route.startswith("/game/"):
        problems.append(f"{where}: the app stayed at {ui.route}: {' / '.join(ui.texts())[:300]}")
    elif not ui.exists("hand-title") and not ui.exists("result"):
        problems.append(f"{where}: no table was drawn: {' / '.join(ui.texts())[:300]}")
    return problems
