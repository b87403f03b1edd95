"""The board draws Bengali and Devanagari with the fonts it serves itself: fetched once, never a 404."""

from __future__ import annotations

import pytest

from scorekeeper.board import BoardServer, open_source
from scorekeeper.rules import Game
from scorekeeper.store import GameStore

from .harness import require_chromium, shared_chromium

PHONE = {"width": 412, "height": 915}


def open_board(tmp_path, players: list[str]):
    """The board of a new game of ``players`` on a phone: (page, the URLs that failed or answered ≥ 400)."""
    require_chromium()

    data = tmp_path / "data"
    with GameStore(data) as store:
        store.create_game(Game.new("make-a-million", players, players[-1]), name="Friday")
    board = BoardServer(open_source(data), host="127.0.0.1", port=0)
    board.start()
    try:
        context = shared_chromium().new_context(viewport=PHONE)  # a fresh profile: no font cached by another test
        try:
            page = context.new_page()
            failed: list[str] = []
            page.on("requestfailed", lambda request: failed.append(request.url))
            page.on("response", lambda response: failed.append(response.url) if response.status >= 400 else None)
            page.goto(board.url)
            page.wait_for_selector("#live.ok", timeout=10000)
            page.evaluate("document.fonts.ready.then(() => true)")  # both faces fetched and parsed
            yield page, failed
        finally:
            context.close()
    finally:
        board.stop()


@pytest.fixture
def board_of_a_table_named_in_two_scripts(tmp_path):
    yield from open_board(tmp_path, ["রাজু", "सीमा", "B", "Y"])


@pytest.fixture
def board_of_a_table_named_in_latin(tmp_path):
    yield from open_board(tmp_path, ["A", "Z", "B", "Y"])


@pytest.mark.browser
def test_bengali_and_hindi_names_draw_with_the_served_noto_fonts(board_of_a_table_named_in_two_scripts):
    page, failed = board_of_a_table_named_in_two_scripts
    board = page.locator("#board").inner_text()
    assert "রাজু" in board and "सीमा" in board
    loaded = page.evaluate("[...document.fonts].filter(f => f.status === 'loaded').map(f => f.family).sort()")
    assert loaded == ["Noto Sans Bengali", "Noto Sans Devanagari"]
    fonts = page.evaluate("performance.getEntriesByType('resource').map(e => e.name.split('/').pop())"
                          ".filter(n => n.endsWith('.ttf')).sort()")
    assert fonts == ["NotoSansBengali-Regular.ttf", "NotoSansDevanagari-Regular.ttf"]
    assert failed == []


@pytest.mark.browser
def test_a_board_with_no_indian_script_on_it_fetches_no_font(board_of_a_table_named_in_latin):
    page, failed = board_of_a_table_named_in_latin
    assert "Y" in page.locator("#board").inner_text()
    assert page.evaluate("[...document.fonts].map(f => f.status)") == ["unloaded", "unloaded"]
    assert page.evaluate("performance.getEntriesByType('resource').filter(e => e.name.endsWith('.ttf')).length") == 0
    assert failed == []
