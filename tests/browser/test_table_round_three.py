"""The table, round three, measured at 412 x 915 in English, Hindi and Bengali: boxes, not labels.

After Undo the banner covers no text (the hand's heading stays readable); a past entry's correction opens
with its choices and Cancel on the first screen in all four new games, and a saved one shows its re-scored
summary; Twenty-eight's pair is asked in a dialog that says what it asks, on the screen; the scoreboard's
title and a finished game's result line are not cut; a finished game plays again with the same seats.
Each test reads where every text and button is (one script call) and compares the boxes.  One server for
the module and one page per language, loaded once: each test shows its game in it as the browser's Back and
Forward show a screen (a page load would start Flutter again, about 5 s of CPU); the tests of a language run
in a row (``language`` is a module's parameter), so a page is loaded 3 times, not 13.  Every test has a game
of its own (or, for the finished game, one it only reads and plays again as a new game), so nothing one test
does is on another's screen.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest

from scorekeeper.games.euchre import TrumpMade, TurnedUp
from scorekeeper.i18n.translate import gettext, use_language
from scorekeeper.rules import Game, game_from_record
from scorekeeper.store import GameStore
from tests.conftest import load_example

from .harness import FletBrowser, FletServer, require_chromium
from .in_page import OneTab
from .test_next_entry_on_first_screen import PHONE, SHOTS, settle

LOCALES = {"en": "en-US", "hi": "hi-IN", "bn": "bn-BD"}
SEATS = ["North", "East", "South", "West"]
CORRECTED = {  # a game of each new kind, and the last entry of its first hand: the one furthest down the page
    "euchre": "euchre-march-alone-euchred", "five-hundred": "five-hundred-win-by-bid",
    "pitch": "pitch-four-players-out-in-points-order", "twenty-eight": "twenty-eight-pair-rebid-and-partner-20",
}

# Every leaf of the accessibility tree (a text, a button) with its box: what a keeper sees, where.
LEAVES = """() => [...document.querySelectorAll('flt-semantics')].filter(e => !e.querySelector('flt-semantics'))
  .map(e => { const r = e.getBoundingClientRect();
              return [(e.getAttribute('aria-label') || e.textContent || '').trim(), r.left, r.top, r.right, r.bottom,
                      e.getAttribute('role') || '']; })
  .filter(x => x[0] && x[3] - x[1] > 1 && x[4] - x[2] > 1)"""
# How wide a text would be on one line in a font of ``size`` px: more than its box's lines can hold is cut.
NATURAL_WIDTH = """([text, size, weight]) => { const c = document.createElement('canvas').getContext('2d');
  c.font = `${weight} ${size}px sans-serif`; return c.measureText(text).width; }"""

Leaf = tuple[str, float, float, float, float, str]


def leaves(app: FletBrowser) -> list[Leaf]:
    return [(str(t), float(a), float(b), float(c), float(d), str(r)) for t, a, b, c, d, r in app.page.evaluate(LEAVES)]


def overlap(one: Leaf, other: Leaf) -> float:
    width = min(one[3], other[3]) - max(one[1], other[1])
    height = min(one[4], other[4]) - max(one[2], other[2])
    return max(0.0, width) * max(0.0, height)


def on_screen(leaf: Leaf) -> bool:
    return leaf[1] >= 0 and leaf[2] >= 0 and leaf[3] <= PHONE[0] + 0.5 and leaf[4] <= PHONE[1] + 0.5


def scroll_into_view(app: FletBrowser, control: object, most: int = 40) -> None:
    """The keeper scrolls down (a wheel turn at a time, at most ``most``) until ``control``, a locator, is
    wholly on the screen."""
    for _ in range(most):
        box = control.bounding_box()  # type: ignore[attr-defined]
        if box is not None and 0 <= box["y"] and box["y"] + box["height"] <= PHONE[1]:
            return
        app.page.mouse.move(200, 500)
        app.page.mouse.wheel(0, 300)
        app.page.wait_for_timeout(150)


def find(app: FletBrowser, text: str) -> Leaf:
    app.expect_text(text)
    app.wait_stable()
    found = [leaf for leaf in leaves(app) if leaf[0] == text or leaf[0].startswith(text)]
    assert found, f"no {text!r} among {[leaf[0] for leaf in leaves(app)]}"
    return found[0]


def said(language: str, message: str, **values: object) -> str:
    with use_language(language):
        return gettext(message).format(**values)


def tap(app: FletBrowser, label: str) -> None:
    frames = len(app.frames_received)
    app.button(label).first.click()
    settle(app, frames)
    app.wait_stable()


def still(app: FletBrowser, looks: int = 5, poll_ms: int = 100, most_ms: int = 20000) -> None:
    """Wait (bounded) until every text and button keeps its box for ``looks`` looks in a row, ``poll_ms`` apart:
    a scroll still under way, or still to come after a layout, moves them.  A condition, not a time: on a loaded
    machine the looks themselves are slower, and the wait with them."""
    waited, same, last = 0, 0, leaves(app)
    while same < looks and waited < most_ms:
        app.page.wait_for_timeout(poll_ms)
        waited += poll_ms
        now = leaves(app)
        same = same + 1 if now == last else 0
        last = now



def undo_and_its_notice(app: FletBrowser, language: str, shot: str) -> Leaf:
    """The keeper taps Undo: no text may then be drawn over another (dialogs apart); the notice's leaf, for the
    caller's own check of where it sits."""
    app.click_label(said(language, "Undo the last entry"))
    with use_language(language):
        template = gettext("Undid: {what}")
    notice = find(app, template.split("{what}")[0].strip() or template.split("{what}")[1].strip())
    app.screenshot(SHOTS / shot, settle_ms=0)  # find() waited for the tree to be still
    shown = [leaf for leaf in leaves(app) if leaf[5] != "dialog"]
    covered = [(a[0], b[0]) for i, a in enumerate(shown) for b in shown[i + 1:] if overlap(a, b) > 25]
    assert covered == [], f"texts drawn over each other: {covered}"
    return notice


def open_its_editor(app: FletBrowser, correct: object, shot: str) -> tuple[dict[str, float], list[Leaf]]:
    """The keeper scrolls to an entry's Correct button and taps it; once every box is at rest (the scroll to the
    editor, and the one after its layout), the corrected entry must still be on the screen: its box, and the
    screen's buttons."""
    scroll_into_view(app, correct, 30)
    frames = len(app.frames_received)
    correct.click()  # type: ignore[attr-defined]
    settle(app, frames)
    still(app)
    app.wait_stable()
    app.screenshot(SHOTS / shot, settle_ms=0)  # every box and the tree still already
    opened = correct.bounding_box()  # type: ignore[attr-defined]
    assert opened is not None and 0 <= opened["y"], f"the corrected entry went off the top: {opened}"
    return opened, [leaf for leaf in leaves(app) if leaf[5] == "button"]


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    require_chromium()
    data = tmp_path_factory.mktemp("round-three") / "data"
    store = GameStore(data)
    ids: dict[str, str] = {}
    for language in LOCALES:
        ids[f"euchre-undo-{language}"] = store.create_game(
            Game.new("euchre", SEATS, "West").with_events([TurnedUp("hearts"), TrumpMade("East", "hearts", 1, ())]),
            name=f"undo {language}")
        ids[f"pair-{language}"] = store.create_game(Game.new("twenty-eight", SEATS, "West"), name=f"pair {language}")
    for kind, example in CORRECTED.items():
        ids[kind] = store.create_game(game_from_record(load_example(example)), name=kind)
    ids["pitch-done"] = store.create_game(game_from_record(load_example(CORRECTED["pitch"])), name="done")
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command) as server:
        yield server.url, ids


@pytest.fixture(scope="module")
def pages(served: tuple[str, dict[str, str]]) -> Iterator[OneTab]:
    """The module's one page (``in_page.OneTab``): loaded afresh when the language changes, each test's game
    otherwise opened inside it."""
    tab = OneTab(served[0], viewport=PHONE)
    try:
        yield tab
    finally:
        tab.close()


@pytest.fixture(scope="module", params=sorted(LOCALES, key=lambda code: code == "en"))
def language(request: pytest.FixtureRequest) -> str:
    """A module's parameter, so that pytest runs each language's tests in a row, in its one page; English last,
    so the corrections (in English, run after them) find its page still open."""
    return str(request.param)


@pytest.mark.browser
def test_after_undo_the_banner_covers_no_text_and_the_hands_heading_stays_readable(served, pages, language):
    base, ids = served
    app = pages.open(f"/game/{ids['euchre-undo-' + language]}", locale=LOCALES[language])
    heading = said(language, "Hand {number} · {dealer} deals", number=1, dealer="West")
    find(app, heading)
    notice = undo_and_its_notice(app, language, f"round-three-undo-{language}.png")
    title = find(app, heading)
    assert on_screen(title) and on_screen(notice) and notice[2] >= title[4] - 1  # the notice under the heading


@pytest.mark.browser
@pytest.mark.parametrize("kind", list(CORRECTED))
def test_a_past_entrys_correction_opens_with_its_choices_and_cancel_on_the_first_screen(served, pages, kind):
    base, ids = served
    record = load_example(CORRECTED[kind])
    game = game_from_record(record)
    hand = game.table.hands[0]
    # the hand's last entry, at the foot of its page; in Pitch its Low (Bob's Low is a correction the later hands
    # accept, so the re-scored summary follows)
    last = 7 if kind == "pitch" else hand.event_count
    app = pages.open(f"/game/{ids[kind]}/hand/1", locale=LOCALES["en"])
    app.expect_text("Entries")
    correct = app.page.locator(f"flt-semantics[role=button]:has-text('Correct ')").nth(last - 1)
    opened, buttons = open_its_editor(app, correct, f"round-three-correct-{kind}.png")
    cancel = [b for b in buttons if b[0] == "Cancel"]
    assert cancel and on_screen(cancel[0]), f"Cancel not on the first screen: {cancel}"
    editor = [b for b in buttons if opened["y"] + opened["height"] <= b[2] < cancel[0][2] and b[0] != "Cancel"]
    assert editor and all(on_screen(b) for b in editor), f"the editor's choices off the screen: {editor}"
    if kind == "pitch":  # a tap on a player saves the point: the re-scored summary is then on the screen
        tap(app, "Bob")
        still(app)  # the scroll to the top, where the summary is
        summary = find(app, "Scores now:")
        assert on_screen(summary), f"the re-scored summary is off the screen: {summary}"


@pytest.mark.browser
def test_twenty_eights_pair_is_asked_in_a_dialog_on_the_screen_with_its_question(served, pages, language):
    base, ids = served
    app = pages.open(f"/game/{ids['pair-' + language]}", locale=LOCALES[language])
    digits = "০১২৩৪৫৬৭৮৯" if language == "bn" else "0123456789"
    sixteen = "".join(digits[int(d)] for d in "16")
    find(app, sixteen)
    tap(app, sixteen)  # South opens at 16, the others pass
    for _ in range(3):
        tap(app, said(language, "Pass"))
    tap(app, said(language, "Pair (K+Q)…"))
    question = find(app, said(language, "Who showed the pair?"))
    app.screenshot(SHOTS / f"round-three-pair-{language}.png")
    seats = [leaf for leaf in leaves(app) if leaf[5] == "button" and leaf[0] in SEATS and leaf[2] > question[2]]
    assert question and on_screen(question)
    assert sorted(s[0] for s in seats[:4]) == sorted(SEATS) and all(on_screen(s) for s in seats[:4])


@pytest.mark.browser
def test_the_scoreboards_title_and_a_finished_games_result_are_not_cut_and_it_plays_again(served, pages, language):
    base, ids = served
    game = game_from_record(load_example(CORRECTED["pitch"]))
    app = pages.open(f"/game/{ids['pitch-done']}", locale=LOCALES[language])
    with use_language(language):
        result = game.table.result
        title = gettext("{title} · Scores").format(title=gettext("Auction Pitch"))
    for text, size, weight in ((result, 15, 600),):
        leaf = find(app, text)
        lines = max(1, round((leaf[4] - leaf[2]) / (size * 1.3)))
        natural = app.page.evaluate(NATURAL_WIDTH, [text, size, weight])
        assert natural <= (leaf[3] - leaf[1]) * lines * 1.05, f"{text!r} cut: {natural:.0f} px in {leaf}"
    app.click_label(said(language, "Scoreboard and history"))
    app.expect_text(title)
    app.wait_stable()
    box = app.page.get_by_text(title).first.bounding_box()  # the app bar's title (a node with the bar's own)
    assert box is not None
    leaf = (title, box["x"], box["y"], box["x"] + box["width"], box["y"] + box["height"], "")
    lines = max(1, round((leaf[4] - leaf[2]) / (16 * 1.2)))
    natural = app.page.evaluate(NATURAL_WIDTH, [title, 16, 600])
    app.screenshot(SHOTS / f"round-three-scores-{language}.png")
    assert natural <= (leaf[3] - leaf[1]) * lines * 1.05, f"{title!r} cut: {natural:.0f} px in {leaf}"
    again = said(language, "Play again")
    tap(app, again)
    find(app, said(language, "Hand {number} · {dealer} deals", number=1, dealer=game.players[
        (game.players.index(game.table.hands[-1].dealer) + 1) % 4]))


def test_the_module_covers_the_four_new_games():
    assert sorted(CORRECTED) == ["euchre", "five-hundred", "pitch", "twenty-eight"]

