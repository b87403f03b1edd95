"""The race on a table (the shared bars every game without its own draws) is heard by a screen reader as each
side's score and target in words, as the below-zero bars already were: the bar alone said only its share of the
target, "0" in Latin digits even at a Bengali table (found playing Pedro in Bengali at 412 x 915)."""

from __future__ import annotations

import flet as ft

from .app_fixtures import new_stored_game, open_app, store_at


def spoken_bars(ui) -> list[str]:
    return [bar.semantics_label for bar in ui.walk() if isinstance(bar, ft.ProgressBar) and bar.visible is not False
            and bar.semantics_label]


def test_the_race_bars_say_each_sides_score_and_target(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "pedro", ["Ann", "Bob", "Cat", "Dan"], "Dan")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert spoken_bars(ui) == ["Ann+Cat: 0 points, target 51", "Bob+Dan: 0 points, target 51"]


def test_the_race_bars_speak_bengali_with_its_digits(make_ui, tmp_path, monkeypatch):
    monkeypatch.setenv("SCOREKEEPER_LANGUAGE", "bn")
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "pedro", ["Ann", "Bob", "Cat", "Dan"], "Dan")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert spoken_bars(ui) == ["Ann+Cat: ০ পয়েন্ট, লক্ষ্য ৫১", "Bob+Dan: ০ পয়েন্ট, লক্ষ্য ৫১"]
