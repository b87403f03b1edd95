"""The rules core names no game and imports none: games import the core, the core finds games at first use.

A game is a package (docs/adding-a-game.md); a test here fails when shared rules code names one of the
games that come with Scorekeeper, its events or settings, or imports a game package when it is imported;
and when one game package (its screens included) imports another, except the game a variation declares.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

from scorekeeper.rules import registry

ROOT = Path(__file__).resolve().parents[2]
SHARED = [ROOT / "scorekeeper" / "rules", ROOT / "scorekeeper" / "words.py"]

# Each game's names, and the words of its own vocabulary (its events' JSON names, settings, cards).
GAME_WORDS = [
    "make_a_million", "make-a-million", "Make-a-Million", "exact_bid", "exact-bid", "Exact bid", "twenty_nine",
    "twenty-nine", "Twenty-nine", "TrickTaken", "MoneyDiscarded", "PartnersNamed", "CardCalled",
    "RoyalsShown", "PointsTrickTaken", "partnership", "bull_bear", "royals", "EXACT",
    "Tiger", "Rupee", "rook", "Rook", "CountersTaken", "NestShown", "kentucky", "nest_to", "all_points_bonus",
]  # not MISDEAL: a misdeal is the shared ``MisdealCalled`` and its ending the shared ``DealResult.MISDEAL``;
# not BidsMade: everyone's bids at once are shared (``rules.deal_events``, ``rules.bids_then_tricks``)


def shared_sources() -> dict[str, str]:
    files = [p for place in SHARED for p in ([place] if place.is_file() else sorted(place.rglob("*.py")))]
    return {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in files}


def test_no_shared_rules_module_names_a_game_or_its_vocabulary():
    named = sorted(f"{path}: {word}" for path, text in shared_sources().items() for word in GAME_WORDS
                   if re.search(rf"(?<![A-Za-z_]){re.escape(word)}(?![A-Za-z_])", text))
    assert named == []


def test_importing_the_rules_core_imports_no_game_until_one_is_asked_for():
    # One game asked for loads that game alone (`scorekeeper score` plays one); the list of games loads them all.
    code = ("import sys, scorekeeper.rules, scorekeeper.words; print(sorted(m for m in sys.modules "
            "if m.startswith('scorekeeper.games.'))); scorekeeper.rules.rules_for('twenty-nine'); "
            "print(sorted({m.split('.')[2] for m in sys.modules if m.startswith('scorekeeper.games.')})); "
            "scorekeeper.rules.registry.games(); "
            "print(sorted({m.split('.')[2] for m in sys.modules if m.startswith('scorekeeper.games.')}))")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.stdout.splitlines() == ["[]", "['twenty_nine']",
                                       "['bid_euchre', 'bid_whist', 'euchre', 'exact_bid', 'five_hundred', 'make_a_million', 'pedro', 'pitch', 'rook', "
                                       "'seven_up', 'sixty_six', 'spades', 'twenty_eight', 'twenty_nine']"], run.stderr


def test_a_game_loaded_alone_is_the_one_the_list_of_games_gives():
    """The registry loads one game alone on the promise that each game is announced under its own id (it refuses
    one that is not): were one announced under another name, the list and the one game could differ."""
    registry.reload()
    try:
        alone = {kind: registry.rules_for(kind) for kind in ("make-a-million", "exact-bid", "rook")}
        listed = registry.games()
        assert all(listed[kind] is module for kind, module in alone.items())
        announced = [(s.name.replace("_", "-"), getattr(registry._imported(s), "KIND", None))
                     for s in registry.sources()]
        assert sorted(pair for pair in announced if pair[1] in listed) == sorted((k, k) for k in listed)
    finally:
        registry.reload()


def test_a_game_announced_under_another_name_than_its_id_is_refused_naming_both():
    source = registry.Source("tricks-plain", "scorekeeper.games.rook", "entry point 'tricks-plain' of distribution 'x'")
    assert registry._load([source]) == ({}, [
        "the game 'rook' (scorekeeper.games.rook) is announced under another name, entry point 'tricks-plain' of "
        "distribution 'x': its entry point must be named 'rook', its KIND"])


# The shared code beyond the rules core: the board, the store, the use cases, the command line and the
# screens (scorekeeper/ui/; a game's own screens are its package's, scorekeeper/games/<game>/ui/).
SHARED_UI = ROOT / "scorekeeper" / "ui"
SHARED_BEYOND_RULES = [ROOT / "scorekeeper" / "board", ROOT / "scorekeeper" / "store", ROOT / "scorekeeper" / "markup.py",
                       ROOT / "scorekeeper" / "service", *sorted((ROOT / "scorekeeper").glob("cli*.py"))]


SHARED_KEYS = {"target",  # a word of the game interface itself (GameModule.target), not of one game
               "misdeal"}  # the shared event of rules.deal_events (and the shared part's key), also one game's setting


def game_vocabulary() -> tuple[set[str], set[str]]:
    """Each game's names (as words) and its keys (as string literals), read from the games themselves.

    Names: its id, title, package, and its events' classes. Keys: its events' JSON names, its setting
    keys and its tally measures. A new game's vocabulary is checked without editing this test.
    """
    from scorekeeper.rules import events

    from tests.shipped import shipped_games

    keys = {word for word in GAME_WORDS if word.islower()}  # setting keys ("partnership" is English too)
    names = set(GAME_WORDS) - keys
    for game in shipped_games().values():  # an installed plug-in's words are its own, not the app's
        package = game.__name__ if hasattr(game, "__name__") else type(game).__module__
        names.update({game.KIND, game.TITLE, str(package).rpartition(".")[2]})
        keys.update(game.SETTING_HELP, game.SETTING_LABELS, game.TALLY_MEASURES)
        for type_name, event in events._BY_TYPE.items():
            if event.__module__.startswith(str(package) + "."):
                names.add(event.__name__)
                keys.add(type_name)
    return names, keys - SHARED_KEYS


def named_in(texts: dict[str, str]) -> list[str]:
    """Each game name and key found in a text, as a word (a name) or a string literal (a key).  A word is looked
    for as plain text first and only then as a word: the few hundred patterns, each searched in every file,
    outgrew the regular expressions' cache and were compiled again for every file (about 4 s of CPU a run)."""
    names, keys = game_vocabulary()
    found = [f"{path}: {word}" for path, text in texts.items() for word in names
             if word in text and re.search(rf"(?<![A-Za-z_]){re.escape(word)}(?![A-Za-z_])", text)]
    found += [f"{path}: {key!r}" for path, text in texts.items() for key in keys
              if key in text and re.search(rf"[\"']{re.escape(key)}[\"']", text)]
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
               'parse = {"double_from": number}.get(name)\nif e["type"] == "royals": CountersTaken  # twenty_nine'}
    assert named_in(planted) == ["scorekeeper/ui/planted.py: 'double_from'", "scorekeeper/ui/planted.py: 'royals'",
                                 "scorekeeper/ui/planted.py: CountersTaken", "scorekeeper/ui/planted.py: twenty_nine"]




# -- a game package imports no other game's package ------------------------------------------------------------
GAMES_DIR = ROOT / "scorekeeper" / "games"


def game_sources() -> dict[str, str]:
    """Every module of every game package that comes with Scorekeeper, its screens (``ui/``) included."""
    return {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8")
            for p in sorted(GAMES_DIR.glob("*/**/*.py"))}


def imported_modules(path: str, text: str) -> set[str]:
    """The modules a file imports, at module level or inside a function; relative imports resolved."""
    module = path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
    package = module if path.endswith("__init__.py") else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(text, filename=path)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, *([node.module] if node.module else [])])
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)  # `from scorekeeper.games import rook`
    return found


def game_package(module: str) -> str | None:
    """``scorekeeper.games.rook.ui.table`` → ``rook``; None for a module outside the game packages."""
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[:2] == ["scorekeeper", "games"] else None


def declared_variations() -> dict[str, str]:
    """Each game package that says it varies another game (``VARIATION_OF``), with that game's package."""
    from scorekeeper.rules import registry

    games = registry.games()
    packages = {kind: game.__name__.rpartition(".")[2] for kind, game in games.items() if hasattr(game, "__name__")}
    return {packages[kind]: packages[str(base)] for kind, game in games.items()
            if (base := getattr(game, "VARIATION_OF", None)) is not None and kind in packages}


def cross_game_imports(texts: dict[str, str]) -> list[str]:
    allowed = declared_variations()
    found = []
    for path, text in texts.items():
        own = Path(path).relative_to("scorekeeper/games").parts[0]
        for module in imported_modules(path, text):
            other = game_package(module)
            if other not in (None, own, allowed.get(own)):
                found.append(f"{path}: {module}")
    return sorted(found)


def test_no_game_package_imports_another_game_except_the_game_it_declares_it_varies():
    """A game can come or go as its own package: what two games share is in the rules core or the UI toolkit.

    The one exception is declared: the exact-bid variation plays with Make-a-Million's pack and says so
    (``VARIATION_OF``), so the registry refuses it when Make-a-Million is not installed.
    """
    texts = game_sources()
    assert {Path(p).parts[2] for p in texts} >= {"make_a_million", "exact_bid", "twenty_nine", "rook", "spades"}
    assert "scorekeeper/games/spades/ui/table.py" in texts  # the screens are read too
    assert declared_variations() == {"exact_bid": "make_a_million"}
    assert cross_game_imports(texts) == []


def test_the_import_check_catches_a_game_importing_another_inside_a_function_or_relatively():
    planted = {**game_sources(), "scorekeeper/games/spades/ui/planted.py":
               "def later():\n    from scorekeeper.games.twenty_nine.ui import table\n"
               "from ...rook import words\nimport scorekeeper.games.make_a_million.cards\n"
               "from scorekeeper.games import exact_bid\nfrom .. import hand\n",
               "scorekeeper/games/twenty_nine/planted.py": "from scorekeeper.games.make_a_million import settings\n"}
    assert cross_game_imports(planted) == [
        "scorekeeper/games/spades/ui/planted.py: scorekeeper.games.exact_bid",
        "scorekeeper/games/spades/ui/planted.py: scorekeeper.games.make_a_million.cards",
        "scorekeeper/games/spades/ui/planted.py: scorekeeper.games.rook",
        "scorekeeper/games/spades/ui/planted.py: scorekeeper.games.rook.words",
        "scorekeeper/games/spades/ui/planted.py: scorekeeper.games.twenty_nine.ui",
        "scorekeeper/games/spades/ui/planted.py: scorekeeper.games.twenty_nine.ui.table",
        "scorekeeper/games/twenty_nine/planted.py: scorekeeper.games.make_a_million",
        "scorekeeper/games/twenty_nine/planted.py: scorekeeper.games.make_a_million.settings",
    ]


def test_a_variation_without_the_game_it_varies_is_refused_by_the_registry():
    from scorekeeper.rules import registry

    variation = registry.Source("exact_bid", "scorekeeper.games.exact_bid", "package scorekeeper.games")
    base = registry.Source("make_a_million", "scorekeeper.games.make_a_million", "package scorekeeper.games")
    assert registry._load([variation]) == ({}, [
        "the game 'exact-bid' (scorekeeper.games.exact_bid, package scorekeeper.games) is a variation of "
        "'make-a-million', which is not installed"])
    games, refused = registry._load([variation, base])
    assert list(games) == ["make-a-million", "exact-bid"] and refused == []
