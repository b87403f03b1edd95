"""Sixty-six is the first game for two: tonight, the past evenings and the season say "Ann vs Bob" and who beat
whom, never partners or sides; Seven Up's tallies and its rating sit beside it."""

from __future__ import annotations

from datetime import datetime, timedelta

from tests.conftest import load_example

from .app_fixtures import open_app, store_at
from .test_evenings_and_season import stored


def two_player_book(tmp_path):
    """Tonight: the worked game of Sixty-six, Ann beating Bob, and a game of Seven Up for two."""
    store = store_at(tmp_path)
    start = datetime.now().astimezone() - timedelta(hours=2)
    sixty_six = load_example("sixty-six-every-way-to-score")
    stored(store, sixty_six, "Sixty-six", [start + timedelta(minutes=5 * n) for n in range(len(sixty_six["hands"]))])
    seven_up = load_example("seven-up-two-players-gift-run-turned-jack-out")
    stored(store, seven_up, "Seven Up", [start + timedelta(minutes=60 + 5 * n) for n in range(len(seven_up["hands"]))])
    return store


def test_tonight_and_the_evenings_name_each_two_player_games_winner_and_both_totals(make_ui, tmp_path):
    ui = open_app(make_ui, two_player_book(tmp_path))
    assert [ui.find(f"tonight-line-{n}").value for n in range(5)] == [
        "Games: 2 · hands: 11", "Sixty-six: won by Ann", "Seven Up: won by Bob",
        "Ann: 1 won — Sixty-six 7 · Seven Up 6", "Bob: 1 won — Sixty-six 5 · Seven Up 7"]
    assert "Sixty-six · Ann vs Bob" in ui.texts() and "Seven Up (All Fours) · Ann vs Bob" in ui.texts()
    ui.click("to-evenings")
    assert ui.find("evening-0-line-1").value == "Sixty-six: won by Ann"


def test_the_season_of_sixty_six_rates_the_two_and_says_who_beat_whom_without_partners(make_ui, tmp_path):
    ui = open_app(make_ui, two_player_book(tmp_path), "/season")
    ui.select("season-range", "all")
    ui.select("season-kind", "sixty-six")
    texts = ui.texts()
    assert texts[texts.index("1. Ann") + 1] == "finished 1 · won 1 (100%)"
    assert texts[texts.index("2. Bob") + 1] == "finished 1 · won 0 (0%)"
    assert any(t.startswith("rating ") for t in texts)
    assert "Head to head" in texts and "Ann 1 – 0 Bob (1 game)" in texts
    assert not ui.exists("season-partners") and not any("&" in t or "side" in t.lower() for t in texts)


def test_a_players_record_shows_the_tallies_of_sixty_six_and_seven_up_and_no_bids(make_ui, tmp_path):
    ui = open_app(make_ui, two_player_book(tmp_path), "/players")
    ui.click("player-p-0001")  # Ann
    texts = ui.texts()
    sixty_six = texts[texts.index("Sixty-six"):texts.index("Sixty-six") + 11]
    assert sixty_six == ["Sixty-six", "Games played", "1", "Games won", "1", "Deals won", "4", "Game points won", "7",
                         "Deals won for 3", "1"]
    seven_up = texts[texts.index("Seven Up (All Fours)"):texts.index("Seven Up (All Fours)") + 17]
    assert seven_up == ["Seven Up (All Fours)", "Games played", "1", "Games won", "0", "Points scored", "6",
                        "Jacks turned as dealer", "1", "High taken", "1", "Low taken", "2", "Jack taken", "1",
                        "Game taken", "1"]
    assert not any(t.startswith(("Hands bid", "Bids made", "Average winning bid")) for t in texts)


def test_with_only_games_that_capture_nothing_the_players_screen_does_not_explain_captured_sides(make_ui, tmp_path):
    ui = open_app(make_ui, two_player_book(tmp_path), "/players")
    assert not ui.exists("players-captured-means")
    assert not any("side" in text for text in ui.texts())
