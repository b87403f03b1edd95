"""The season screen as a weekly group meets it: the rating chart's game numbers in the reader's digits,
and a correction or Undo at the table shows in the season the moment the keeper goes back to it."""

from __future__ import annotations

import pytest

from .app_fixtures import open_app
from .test_evenings_and_season import book


@pytest.mark.parametrize("language,marks", [("en", ["1", "2"]), ("hi", ["1", "2"]), ("bn", ["১", "২"])])
def test_the_charts_game_numbers_are_in_the_readers_digits(make_ui, tmp_path, monkeypatch, language, marks):
    """Flutter wrote the x axis' numbers itself, in Latin digits beside a Bengali y axis (০, ২০, ৪০)."""
    monkeypatch.setenv("SCOREKEEPER_LANGUAGE", language)
    ui = open_app(make_ui, book(tmp_path))
    ui.click("to-season")
    ui.select("season-range", "all")
    assert [ui.find(f"season-chart-game-{n}").value for n in (1, 2)] == marks
    assert not ui.exists("season-chart-game-3")  # two finished games: two numbers



def ann_lines(ui, store) -> list[str]:
    """Ann's games finished and won, and her rating, in the season of all time (last week's game may be last
    month's)."""
    ui.select("season-range", "all")
    ann = next(p.id for p in store.list_players() if p.name == "Ann")
    return [ui.find(f"season-{ann}-{n}").value for n in (0, 2)]


def test_an_undo_at_the_table_shows_in_the_season_and_tonight_at_once(make_ui, tmp_path):
    """Friday (won by Ann & Bea on its second hand) is opened from the season, its last hand undone, and the
    keeper goes back: the season counts last week's game alone, and tonight no longer says Friday was won."""
    store = book(tmp_path)
    ui = open_app(make_ui, store, "/season")
    assert ann_lines(ui, store) == ["finished 2 · won 2 (100%)", "rating 28.5 ± 8"]
    friday = next(s.id for s in store.list_games() if s.name == "Friday")
    ui.go(f"/game/{friday}")
    ui.click("undo")
    ui.go("/season")
    assert ann_lines(ui, store) == ["finished 1 · won 1 (100%)", "rating 27 ± 8.2"]  # one 2-against-2 match won
    ui.go("/")
    texts = ui.texts()
    assert "Friday: not finished" in texts and "Ann: 0 won — Friday $220,000 · Still going $220,000" in texts
