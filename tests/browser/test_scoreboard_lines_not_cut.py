"""The scoreboard's title is not cut at 412 px, in every registered game and language.

One Chromium per language visits the scoreboard of each game's finished game (the Play again set); the
title ("Make-a-Million · Scores") is measured: the width the text needs on one line must fit in the lines
its box holds. A cut title ("Make-a-Million · Sco…") fails.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scorekeeper.i18n.translate import gettext, use_language
from scorekeeper.rules.registry import games, rules_for
from tests.ui.test_play_again import FINISHED

from .harness import FletBrowser, keeper_app_over
from .test_next_entry_on_first_screen import PHONE, SHOTS
from .test_table_round_three import LOCALES, NATURAL_WIDTH


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    stored = {kind: (f"done {kind}", make()) for kind, (make, _) in FINISHED.items()}
    with keeper_app_over(tmp_path_factory.mktemp("titles") / "data", stored) as served_app:
        yield served_app


def test_every_registered_game_is_measured_here():
    assert set(FINISHED) == set(games())


def fits(app: FletBrowser, text: str, box: tuple[float, float, float, float], size: float, weight: int) -> bool:
    """Whether ``text`` fits in ``box`` (left, top, right, bottom) on the lines the box is tall enough for."""
    lines = max(1, round((box[3] - box[1]) / (size * 1.2)))
    natural = app.page.evaluate(NATURAL_WIDTH, [text, size, weight])
    # 1.15: the page's canvas measures a Devanagari conjunct wider than Flutter draws it ("पेड्रो (सिंच) · स्कोर"
    # measured 15 % over its box while drawn whole); a cut title loses a word or more, far over that
    return bool(natural <= (box[2] - box[0]) * lines * 1.15)


@pytest.mark.browser
@pytest.mark.parametrize("language", list(LOCALES))
def test_each_games_scoreboard_title_is_whole(served, language):
    base, ids = served
    cut: list[str] = []
    with FletBrowser(f"{base}game/{ids[sorted(ids)[0]]}/scores", viewport=PHONE, locale=LOCALES[language]) as app:
        for kind in sorted(ids):
            with use_language(language):
                title = gettext("{title} · Scores").format(title=gettext(rules_for(kind).TITLE))
            if kind != sorted(ids)[0]:
                app.page.goto(f"{base}game/{ids[kind]}/scores")
                app.page.wait_for_selector("#loading", state="detached")
                app.enable_accessibility()
            app.expect_text(title)
            app.wait_stable()
            found = app.page.get_by_text(title).first.bounding_box()
            assert found is not None
            box = (found["x"], found["y"], found["x"] + found["width"], found["y"] + found["height"])
            if not fits(app, title, box, 16, 600):
                cut.append(f"{kind}: {title!r} in {box}")
            app.screenshot(SHOTS / f"scores-title-{kind}-{language}.png")
    assert cut == [], cut
