"""The rules core names no game and imports none: games import the core, the core finds games at first use.

A game is a package (docs/adding-a-game.md); a test here fails when shared rules code names one of the
games that come with Scorekeeper, its events or settings, or imports a game package when it is imported.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHARED = [ROOT / "scorekeeper" / "rules", ROOT / "scorekeeper" / "words.py"]

# Each game's names, and the words of its own vocabulary (its events' JSON names, settings, cards).
GAME_WORDS = [
    "make_a_million", "make-a-million", "Make-a-Million", "exact_bid", "exact-bid", "Exact bid", "twenty_nine",
    "twenty-nine", "Twenty-nine", "TrickTaken", "MisdealCalled", "MoneyDiscarded", "PartnersNamed", "CardCalled",
    "RoyalsShown", "PointsTrickTaken", "BidsMade", "TricksCounted", "partnership", "bull_bear", "royals", "EXACT",
    "MISDEAL", "Tiger", "Rupee",
]


def shared_sources() -> dict[str, str]:
    files = [p for place in SHARED for p in ([place] if place.is_file() else sorted(place.rglob("*.py")))]
    return {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in files}


def test_no_shared_rules_module_names_a_game_or_its_vocabulary():
    named = sorted(f"{path}: {word}" for path, text in shared_sources().items() for word in GAME_WORDS
                   if re.search(rf"(?<![A-Za-z_]){re.escape(word)}(?![A-Za-z_])", text))
    assert named == []


def test_importing_the_rules_core_imports_no_game_until_one_is_asked_for():
    code = ("import sys, scorekeeper.rules, scorekeeper.words; print(sorted(m for m in sys.modules "
            "if m.startswith('scorekeeper.games.'))); scorekeeper.rules.rules_for('twenty-nine'); "
            "print(sorted({m.split('.')[2] for m in sys.modules if m.startswith('scorekeeper.games.')}))")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.stdout.splitlines() == ["[]", "['exact_bid', 'make_a_million', 'spades', 'twenty_nine']"], run.stderr


# The shared code beyond the rules core: the board, the store, the use cases, the command line and the
# screens (scorekeeper/ui/; a game's own screens are its package's, scorekeeper/games/<game>/ui/).
SHARED_UI = ROOT / "scorekeeper" / "ui"
SHARED_BEYOND_RULES = [ROOT / "scorekeeper" / "board", ROOT / "scorekeeper" / "store", ROOT / "scorekeeper" / "markup.py",
                       ROOT / "scorekeeper" / "service", *sorted((ROOT / "scorekeeper").glob("cli*.py"))]


SHARED_KEYS = {"target"}  # a word of the game interface itself (GameModule.target), not of one game


def game_vocabulary() -> tuple[set[str], set[str]]:
    """Each game's names (as words) and its keys (as string literals), read from the games themselves.

    Names: its id, title, package, and its events' classes. Keys: its events' JSON names, its setting
    keys and its tally measures. A new game's vocabulary is checked without editing this test.
    """
    from scorekeeper.rules import events, registry

    keys = {word for word in GAME_WORDS if word.islower()}  # setting keys ("partnership" is English too)
    names = set(GAME_WORDS) - keys
    for game in registry.games().values():
        package = game.__name__ if hasattr(game, "__name__") else type(game).__module__
        names.update({game.KIND, game.TITLE, str(package).rpartition(".")[2]})
        keys.update(game.SETTING_HELP, game.SETTING_LABELS, game.TALLY_MEASURES)
        for type_name, event in events._BY_TYPE.items():
            if event.__module__.startswith(str(package) + "."):
                names.add(event.__name__)
                keys.add(type_name)
    return names, keys - SHARED_KEYS


def named_in(texts: dict[str, str]) -> list[str]:
    names, keys = game_vocabulary()
    found = [f"{path}: {word}" for path, text in texts.items() for word in names
             if re.search(rf"(?<![A-Za-z_]){re.escape(word)}(?![A-Za-z_])", text)]
    found += [f"{path}: {key!r}" for path, text in texts.items() for key in keys
              if re.search(rf"[\"']{re.escape(key)}[\"']", text)]
    return sorted(found)


def test_the_board_the_store_the_service_and_the_command_line_name_no_game_nor_its_vocabulary():
    files = [p for place in SHARED_BEYOND_RULES for p in ([place] if place.is_file() else sorted(place.rglob("*.py")))]
    assert len(files) > 20  # the board, the store, the service and the cli modules are all read
    assert named_in({str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in files}) == []


def test_the_vocabulary_check_catches_a_game_named_in_shared_code():
    """The check above can fail: a measure, a setting key, an event and a title are each caught."""
    text = 'if "exact_hits" in t and settings["partnership"] == "fixed": TrickTaken  # Twenty-nine'
    assert named_in({"scorekeeper/example.py": text}) == [
        "scorekeeper/example.py: 'exact_hits'", "scorekeeper/example.py: 'partnership'",
        "scorekeeper/example.py: TrickTaken", "scorekeeper/example.py: Twenty-nine"]


def ui_sources() -> dict[str, str]:
    return {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in sorted(SHARED_UI.rglob("*.py"))}


def test_the_shared_screens_name_no_game_nor_its_vocabulary():
    """A game's screens live in its package; the shared screens and the toolkit ask its panel, setup and
    corrections, or the rules interface."""
    texts = ui_sources()
    assert len(texts) > 20 and "scorekeeper/ui/games/__init__.py" in texts  # the screens and the toolkit
    assert named_in(texts) == []


def test_the_screens_check_catches_a_game_named_in_shared_ui_code():
    """Planted in a shared screen: a setting, an event's JSON name, a game's event class and its package."""
    planted = {**ui_sources(), "scorekeeper/ui/planted.py":
               'parse = {"double_from": number}.get(name)\nif e["type"] == "royals": MisdealCalled  # twenty_nine'}
    assert named_in(planted) == ["scorekeeper/ui/planted.py: 'double_from'", "scorekeeper/ui/planted.py: 'royals'",
                                 "scorekeeper/ui/planted.py: MisdealCalled", "scorekeeper/ui/planted.py: twenty_nine"]


