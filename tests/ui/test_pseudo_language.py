"""With the pseudo-language (``en_XA``: every translated text accented and bracketed) every screen of
the walk shows no English: a text nobody wrapped for gettext would still read plain English here.

The same walk checks that every control has an accessible name (tests/ui/test_every_control_is_named.py
holds the walk and says what it visits): whether a control has a name does not depend on the language
(a name is a marked text, accented here, or data), so one walk answers both and the suite pays for one
walk fewer (each is thousands of screens drawn and diffed).

What may stay unaccented is the data a table typed or a record holds (players' names, games' names),
figures and signs, the dates CLDR writes, and each language's name in itself on the language buttons.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from scorekeeper.i18n.pseudo import PSEUDO_LOCALE
from scorekeeper.i18n.shown import moment
from scorekeeper.ui.language import LANGUAGE_NAMES
from tests.conftest import load_example

from .accessible_names import unnamed_and_names
from .app_fixtures import open_app, store_at
from .harness import UI
from .test_every_control_is_named import EXAMPLES, walk_every_screen

ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
RANKS = re.compile(r"\b(?:J|A|K|Q|10|9|8|7)\b")  # the card faces of Twenty-nine's buttons, as printed


def data_words(store, extra: tuple[str, ...] = (), moments: dict[str, str] | None = None) -> list[str]:
    """What the walk's games hold (names of players and games): shown as typed, in no language.

    ``moments`` remembers each time as CLDR wrote it, for one walk in one language: the walk asks
    for the data words on every screen, and writing hundreds of dates anew each time was slow."""
    moments = {} if moments is None else moments
    words = {*extra, *LANGUAGE_NAMES.values()}
    for example in EXAMPLES:
        words.update(load_example(example)["players"])
    for summary in store.list_games(include_deleted=True):  # the games in play and those deleted, in one list
        words.add(summary.name)
        words.update(summary.players)
        stamp = summary.updated or summary.created
        if stamp not in moments:
            moments[stamp] = moment(stamp)  # CLDR's date ("Dec 1, 2026, 9:09 PM"), not ours
        words.add(moments[stamp])
    return sorted(words, key=len, reverse=True)  # longest first: "Bob" before "Bo"


class Verdicts:
    """Whether each text shown is wrong, remembered while the data words stay the same: the walk shows
    the same labels on hundreds of screens, and taking every data word out of each anew was slow.
    The verdict is the same function of (text, data words) it was; it is only not worked out twice."""

    def __init__(self, wrong: Callable[[str, list[str]], bool]) -> None:
        self.wrong, self.data, self.known = wrong, [], {}

    def __call__(self, text: str, data: list[str]) -> bool:
        if data != self.data:
            self.data, self.known = data, {}
        if text not in self.known:
            self.known[text] = self.wrong(text, data)
        return self.known[text]


def english_left(text: str, data: list[str]) -> list[str]:
    """The English words of ``text`` once the data in it is taken out."""
    for word in data:
        text = text.replace(word, " ")
    return ENGLISH_WORD.findall(RANKS.sub(" ", text))


@pytest.fixture
def pseudo(monkeypatch):
    monkeypatch.setenv("SCOREKEEPER_LANGUAGE", PSEUDO_LOCALE)


@pytest.mark.long
def test_every_screen_in_the_pseudo_language_names_every_control_and_shows_no_untranslated_text(pseudo, make_ui,
                                                                                               tmp_path):
    store = store_at(tmp_path)
    store.add_player("Ann")
    ui: UI = open_app(make_ui, store, "/new")
    found: dict[str, str] = {}
    moments: dict[str, str] = {}
    has_english = Verdicts(lambda text, data: bool(english_left(text, data)))
    unnamed_controls: list[str] = []

    def check(where: str) -> None:
        nameless, shown_names = unnamed_and_names(ui, where)
        unnamed_controls.extend(nameless)
        data = data_words(store, ("Ann", "Bo", "Bob", "Cy", "Di"), moments)
        shown = [*ui.texts(), *(name for name in shown_names.values() if name)]
        for text in shown:
            if has_english(text, data):
                found.setdefault(text, where)

    walk_every_screen(ui, store, check)
    assert unnamed_controls == []
    assert found == {}, "\n".join(f"{where}: {text!r}" for text, where in found.items())
