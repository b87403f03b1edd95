"""A table reading Bengali with its own digits (``bn``: Bangladesh's default) sees no Latin digit on any
screen of the walk: seat numbers, player-count chips, house rules, card faces and counts (``J (৪)``),
the sixes, running counts, the charts' axes, the players screen, Settings' ``₹১,৭৫,০০০``, the days.

What may stay Latin is the data (players' and games' names, as typed) and the Digits button that offers
Latin digits (``0123``): every other figure passed the one digits mapping (docs/translating.md).
"""

from __future__ import annotations

import re

import pytest

from .accessible_names import names
from .app_fixtures import open_app, store_at
from .harness import UI
from .test_every_control_is_named import walk_every_screen
from .test_pseudo_language import Verdicts, data_words

LATIN_DIGIT = re.compile(r"[0-9]")
LATIN_DIGITS_BUTTON = "0123"  # Settings → Digits: the choice of Latin digits, shown in them


def latin_digit_left(text: str, data: list[str]) -> bool:
    """Whether ``text`` still has a Latin digit once the data in it is taken out."""
    for word in data:
        text = text.replace(word, " ")
    return LATIN_DIGIT.search(text) is not None


@pytest.fixture
def bengali(monkeypatch):
    monkeypatch.setenv("SCOREKEEPER_LANGUAGE", "bn")  # no device locale: CLDR's Bengali, its own digits


@pytest.mark.long
def test_every_screen_in_bengali_writes_every_figure_in_bengali_digits(bengali, make_ui, tmp_path):
    store = store_at(tmp_path)
    store.add_player("Ann")
    ui: UI = open_app(make_ui, store, "/new")
    found: dict[str, str] = {}
    moments: dict[str, str] = {}
    has_latin_digit = Verdicts(latin_digit_left)

    def check(where: str) -> None:
        data = data_words(store, ("Ann", "Bo", "Bob", "Cy", "Di", LATIN_DIGITS_BUTTON), moments)
        for text in [*ui.texts(), *(name for name in names(ui).values() if name)]:
            if has_latin_digit(text, data):
                found.setdefault(text, where)

    walk_every_screen(ui, store, check)
    assert found == {}, "\n".join(f"{where}: {text!r}" for text, where in found.items())
