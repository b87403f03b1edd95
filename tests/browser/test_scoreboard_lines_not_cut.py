"""No line a keeper reads on is cut at 412 px, in every registered game and language, each measured in its own size.

One Chromium page per language visits, for each game, three pages in one tab: the live table in the middle of a
hand (the finished game of the Play again set, cut back to half its last hand: the hand's heading, the prompt, the
bid and choice buttons), the finished game's scoreboard, and the page of its last hand (its heading, the bid or
contract line, how it adds up, each entry, the result).  Flutter starts once per language: each next page is
opened by its address inside the loaded app (``in_page.go_within``), a third of a fresh load's CPU.  Every text
leaf of the accessibility tree is measured, and every button whose label is drawn as words: the width its words
need on one line must fit in the lines its box is tall enough for.  A line that ends in an ellipsis ("Ann went out
first with Game: 11 (ta…") keeps its whole text in the tree but a box one line wide, and fails.

How a line's size is known: the accessibility tree gives a text's words and box, not its font size.  The app
builds each screen from the stored game alone, so the same screen is built in-process (`drawn_sizes`: the same
game, route and phone locale) and its control tree says each text's size and weight (Material 3's default where
the app names none) and, for a button's label, the button's padding.  The page's canvas then measures the words
in that size and weight, in the fonts the app ships (DejaVu Sans, Noto Sans Devanagari and Bengali, loaded from
the app's server): a heading drawn at 28 px is measured at 28 px, not at the screens' smallest reading
size, which let a larger line cut by less pass.  A leaf whose words the control tree does not draw (a button
named for a screen reader, "Discard $10,000" on a button showing "$10,000") is measured in the smallest reading
size (lenient, never a false alarm); an icon button's spoken label is not drawn at all and is passed over.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scorekeeper.rules import Game
from scorekeeper.webfonts import SHIPPED_FONTS
from tests.shipped import shipped_games
from tests.ui.test_play_again import FINISHED

from .drawn_sizes import Drawn, drawn_on
from .harness import FletBrowser, keeper_app_over
from .in_page import go_within
from .test_next_entry_on_first_screen import PHONE, SHOTS
from .test_table_round_three import LOCALES, Leaf, leaves

# Each text's width on one line, measured by the page's canvas in the fonts the app ships and draws with (loaded
# once per page from the app's own server), so a Devanagari or Bengali line is shaped as Flutter shapes it.
WIDTHS_IN_FONTS = """async ([parts, fonts]) => {
  if (!window.keeperFonts) {
    window.keeperFonts = Promise.all(fonts.map(([family, address]) =>
      new FontFace(family, `url(${address})`).load().then(face => document.fonts.add(face))));
  }
  await window.keeperFonts;
  const c = document.createElement('canvas').getContext('2d');
  const families = fonts.map(([family]) => `"${family}"`).join(', ');
  return parts.map(([text, size, weight]) => { c.font = `${weight} ${size}px ${families}`;
                                                return c.measureText(text).width; });
}"""
# In the app's own fonts the canvas measures a line as wide as Flutter draws it: a button's box (its label and
# padding) to the pixel, a bold heading's tight box 1-3 % wider (Flutter's bold is synthesized a little wider);
# a cut line loses a word or more, far over the 2 % allowed
TOLERANCE = 1.02
# The screens' smallest reading size (theme.SMALL), for a leaf whose words the control tree does not draw; a
# text line's height in font sizes (widgets.LINE_HEIGHT): the lines a box holds are counted in it, which counts
# a tall Hindi or Bengali line as one.  A button's label has its padding above and below (at least 8 px each),
# and a line of it takes 1.2 sizes: a 56 px button holds one line of an 18 px label, not two.
SMALL, LINE_HEIGHT = 15, 1.3
BUTTON_PADDING_Y, BUTTON_LINE = 8, 1.2


def mid_hand(game: Game) -> Game:
    """``game`` cut back to the middle of its last hand: the live table a keeper reads while playing it."""
    last = game.table.hands[-1]
    return game.with_events(game.events[:last.first_event + max(1, last.event_count // 2)])


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    stored = {kind: (f"done {kind}", make()) for kind, (make, _) in FINISHED.items()}
    stored.update({f"live {kind}": (f"live {kind}", mid_hand(make())) for kind, (make, _) in FINISHED.items()})
    with keeper_app_over(tmp_path_factory.mktemp("titles") / "data", stored) as served_app:
        yield served_app


def test_every_registered_game_is_measured_here():
    assert set(FINISHED) == set(shipped_games())


def shipped_fonts(base: str) -> list[tuple[str, str]]:
    """The fonts the app draws with (family, address on the app's server), in the order a glyph is looked for."""
    return [(family, base + path) for family, path in SHIPPED_FONTS.items()]


def widths_in(app: FletBrowser, base: str, parts: list[tuple[str, float, int]]) -> list[float]:
    """How wide each (words, size, weight) is on one line, in the app's own fonts, measured in one script call."""
    return [float(w) for w in app.page.evaluate(WIDTHS_IN_FONTS, [parts, shipped_fonts(base)])]


def room(box_height: float, size: float, button: bool) -> int:
    """How many lines of ``size`` px a box ``box_height`` tall holds (a button's label has its padding too)."""
    if button:
        return max(1, int((box_height - 2 * BUTTON_PADDING_Y) / (size * BUTTON_LINE)))
    return max(1, round(box_height / (size * LINE_HEIGHT)))


def cut_leaves(app: FletBrowser, base: str, shown: list[Leaf], drawn: dict[str, Drawn]) -> list[Leaf]:
    """The leaves whose words do not fit the lines their boxes hold, each part in the size the screen draws it.
    A leaf that joins several texts (a race's names and points, side by side or one under another) is read part
    by part: none may need more lines than the whole box holds.  A button none of whose words are drawn is an
    icon's spoken name, and is passed over."""
    asked: list[tuple[Leaf, str, Drawn]] = []
    for leaf in shown:
        parts = leaf[0].split("\n")
        if leaf[5] == "button" and not any(part in drawn for part in parts):
            continue
        for part in parts:
            asked.append((leaf, part, drawn.get(part) or Drawn(min(SMALL, (leaf[4] - leaf[2]) / LINE_HEIGHT), 600)))
    widths = widths_in(app, base, [(part, how.size, how.weight) for _, part, how in asked])
    cut: list[Leaf] = []
    for (leaf, _, how), natural in zip(asked, widths):
        width = leaf[3] - leaf[1] - 2 * how.padding
        if natural > width * room(leaf[4] - leaf[2], how.size, leaf[5] == "button") * TOLERANCE and leaf not in cut:
            cut.append(leaf)
    return cut


def read_texts(app: FletBrowser) -> list[Leaf]:
    """The leaves a keeper reads, buttons too: not progress bars (their label is spoken), nor a bare number (a
    chart axis's, drawn at 11 px in a box just its width; a keypad's digit), too short to end in an ellipsis."""
    return [leaf for leaf in leaves(app) if leaf[5] != "progressbar" and not leaf[0].isdigit()]


def page_cut_lines(app: FletBrowser, base: str, where: str, drawn: dict[str, Drawn]) -> list[str]:
    """The lines cut on the open page; the page must be the screen built in-process (some of its words drawn)."""
    app.wait_stable()
    shown = read_texts(app)
    if sum(leaf[0] in drawn for leaf in shown) < 3:
        return [f"{where}: not the screen built in-process: {[leaf[0] for leaf in shown]}"]
    return [f"{where}: {leaf[0]!r} in {leaf[1:5]}" for leaf in cut_leaves(app, base, shown, drawn)]


@pytest.mark.browser
@pytest.mark.parametrize("language", list(LOCALES))
def test_each_games_live_table_scoreboard_and_last_hands_lines_are_whole(served, language):
    base, ids = served
    cut: list[str] = []
    kinds = sorted(FINISHED)
    locale = LOCALES[language]
    with FletBrowser(f"{base}game/{ids[f'live {kinds[0]}']}", viewport=PHONE, locale=locale) as app:
        for kind in kinds:
            finished = FINISHED[kind][0]()
            last = len(finished.table.hands)
            pages = [(f"live {kind}", mid_hand(finished), "", f"{kind} live table"),
                     (kind, finished, "/scores", f"{kind} scores"),
                     (kind, finished, f"/hand/{last}", f"{kind} hand {last}")]
            for key, game, path, where in pages:
                if (key, path) != (f"live {kinds[0]}", "") and not go_within(app, f"/game/{ids[key]}{path}"):
                    cut.append(f"{where}: the page never opened")
                    continue
                drawn = drawn_on(game, ("" if key.startswith("live") else "done ") + key, path, locale)
                page_cut = page_cut_lines(app, base, where, drawn)  # (it waited for the page to be still)
                if page_cut:  # the page to look at beside the failure; a page with nothing cut is not drawn
                    app.screenshot(SHOTS / f"lines-{where.replace(' ', '-')}-{language}.png", settle_ms=0)
                cut += page_cut
    assert cut == [], "\n".join(cut)
