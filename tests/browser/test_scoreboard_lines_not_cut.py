"""No line a keeper reads on is cut at 412 px, in every registered game and language.

One Chromium per language visits, for each game's finished game (the Play again set), the scoreboard and
then, in the same tab, the page of the game's last hand (its heading, the bid or contract line, how it
adds up, each entry, the result).  The scoreboard's title ("Make-a-Million · Scores") is measured in its
own font; every other text leaf of the accessibility tree (a standings line, a hand's row, an entry) is
measured too: the width its words need on one line must fit in the lines its box is tall enough for.  A
line that ends in an ellipsis ("Ann went out first with Game: 11 (ta…") keeps its whole text in the tree
but a box one line wide, and fails.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scorekeeper.i18n.translate import gettext, use_language
from scorekeeper.rules.registry import games, rules_for
from tests.ui.test_play_again import FINISHED

from .harness import FletBrowser, keeper_app_over
from .test_next_entry_on_first_screen import PHONE, SHOTS
from .test_table_round_three import LOCALES, NATURAL_WIDTH, Leaf, leaves

# 1.15: the page's canvas measures a Devanagari conjunct wider than Flutter draws it ("पेड्रो (सिंच) · स्कोर"
# measured 15 % over its box while drawn whole); a cut line loses a word or more, far over that
CONJUNCTS = 1.15
# The screens' smallest reading size (theme.SMALL) and their line height in font sizes (widgets.LINE_HEIGHT):
# a leaf is measured in it, bold, unless its box is too low for a line of it (a chart's axis numbers, drawn
# smaller).  Measuring a larger line in the small size is lenient, never a false alarm; the lines a box holds
# are counted in the small size's line height, which counts a tall Hindi or Bengali line as one.
SMALL, LINE_HEIGHT = 15, 1.3


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
    return bool(natural <= (box[2] - box[0]) * lines * CONJUNCTS)


def leaf_is_whole(app: FletBrowser, leaf: Leaf) -> bool:
    """Whether a text leaf's words fit the lines its box holds.  A leaf that joins several texts (a race's
    names and points, side by side or one under another) is read part by part: none may need more lines than
    the whole box holds."""
    text, left, top, right, bottom, _ = leaf
    width, height = right - left, bottom - top
    size = min(SMALL, height / LINE_HEIGHT)
    room = max(1, round(height / (size * LINE_HEIGHT)))
    widest = max(float(app.page.evaluate(NATURAL_WIDTH, [part, size, 600])) for part in text.split("\n"))
    return widest <= width * room * CONJUNCTS


def read_texts(app: FletBrowser) -> list[Leaf]:
    """The leaves a keeper reads: not buttons (an icon button's label is spoken, not drawn; a text button's
    label is checked by its own screen's tests), progress bars (their label is spoken), nor a chart axis's bare
    numbers (drawn at 11 px in a box just their width, and too short to end in an ellipsis)."""
    return [leaf for leaf in leaves(app) if leaf[5] not in ("button", "progressbar") and not leaf[0].isdigit()]


def cut_lines(app: FletBrowser, where: str) -> list[str]:
    app.wait_stable()
    return [f"{where}: {leaf[0]!r} in {leaf[1:5]}" for leaf in read_texts(app) if not leaf_is_whole(app, leaf)]


def open_in_tab(app: FletBrowser, address: str) -> None:
    app.page.goto(address)
    app.page.wait_for_selector("#loading", state="detached")
    app.enable_accessibility()


@pytest.mark.browser
@pytest.mark.parametrize("language", list(LOCALES))
def test_each_games_scoreboard_and_last_hands_lines_are_whole(served, language):
    base, ids = served
    cut: list[str] = []
    kinds = sorted(ids)
    with FletBrowser(f"{base}game/{ids[kinds[0]]}/scores", viewport=PHONE, locale=LOCALES[language]) as app:
        for kind in kinds:
            with use_language(language):
                title = gettext("{title} · Scores").format(title=gettext(rules_for(kind).TITLE))
            if kind != kinds[0]:
                open_in_tab(app, f"{base}game/{ids[kind]}/scores")
            app.expect_text(title)
            app.wait_stable()
            found = app.page.get_by_text(title).first.bounding_box()
            assert found is not None
            box = (found["x"], found["y"], found["x"] + found["width"], found["y"] + found["height"])
            if not fits(app, title, box, 16, 600):
                cut.append(f"{kind}: {title!r} in {box}")
            cut += cut_lines(app, f"{kind} scores")
            app.screenshot(SHOTS / f"scores-title-{kind}-{language}.png")
            last = len(FINISHED[kind][0]().table.hands)
            open_in_tab(app, f"{base}game/{ids[kind]}/hand/{last}")
            cut += cut_lines(app, f"{kind} hand {last}")
    assert cut == [], "\n".join(cut)
