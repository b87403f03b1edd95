"""After Undo the banner covers nothing, in every registered game, the games dealt in turn to English, Hindi and
Bengali (every language meets about a third of the games; a game in all three tripled the suite's longest module).

At 412 x 915 in Chromium: a game of each kind with its first hand under way (the first entries of its
Play again game) is opened at its table, Undo is tapped, and every text and button then drawn (the
"Undid: ..." notice among them) is measured: no two overlap, and the notice is wholly on the screen.  One page
per language (``in_page.OneTab``, the tests run a language after another): each game's table is opened inside the
loaded app, a new screen with a new banner, and each game is undone once.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scorekeeper.rules import Game
from tests.shipped import shipped_games
from tests.ui.test_play_again import FINISHED

from .harness import keeper_app_over
from .in_page import OneTab
from .test_next_entry_on_first_screen import PHONE
from .test_table_round_three import LOCALES, on_screen, said, undo_and_its_notice


def under_way(kind: str) -> Game:
    """The first entries of the kind's Play again game: its first hand under way."""
    game = FINISHED[kind][0]()
    count = max(1, min(2, game.table.hands[0].event_count - 1))
    return Game.new(kind, game.players, game.dealer, game.settings).with_events(game.events[:count])


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    stored = {f"{kind}-{language}": (f"undo {kind} {language}", under_way(kind))
              for kind, language in languages_in_turn()}
    with keeper_app_over(tmp_path_factory.mktemp("undo-banner") / "data", stored) as served_app:
        yield served_app


@pytest.fixture(scope="module")
def tab(served: tuple[str, dict[str, str]]) -> Iterator[OneTab]:
    with OneTab(served[0], viewport=PHONE) as one:
        yield one


def test_every_registered_game_is_undone_here():
    assert set(FINISHED) == set(shipped_games())


def languages_in_turn() -> list[tuple[str, str]]:
    """Each game with one language, the three taken in turn down the sorted list of games; listed a language
    after another, so the module's page is loaded once per language."""
    dealt = [(kind, list(LOCALES)[i % len(LOCALES)]) for i, kind in enumerate(sorted(FINISHED))]
    return sorted(dealt, key=lambda pair: list(LOCALES).index(pair[1]))


@pytest.mark.browser
@pytest.mark.parametrize(("kind", "language"), languages_in_turn())
def test_after_undo_the_banner_covers_nothing_and_is_on_the_screen(served, tab, kind, language):
    base, ids = served
    app = tab.open(f"/game/{ids[f'{kind}-{language}']}", locale=LOCALES[language])
    app.expect_text(said(language, "Undo the last entry"))
    app.wait_stable()
    notice = undo_and_its_notice(app, language, f"undo-banner-{kind}-{language}.png")
    assert on_screen(notice), f"the notice is off the screen: {notice}"
