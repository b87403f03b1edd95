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
    assert run.stdout.splitlines() == ["[]", "['exact_bid', 'make_a_million', 'twenty_nine']"], run.stderr


def test_each_game_module_is_under_400_lines():
    games = sorted((ROOT / "scorekeeper" / "games").rglob("*.py"))
    long = [f"{p.relative_to(ROOT)}: {len(p.read_text().splitlines())}" for p in games
            if len(p.read_text().splitlines()) > 400]
    assert long == []
