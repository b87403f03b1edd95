"""The app speaks the phone's language, and the keeper may switch it mid-evening from Settings."""

from __future__ import annotations

from scorekeeper.rules import Game
from scorekeeper.ui.app import make_main

PHONE_IN_HINDI = {"locales": [{"language_code": "hi", "country_code": "IN"}], "browser_name": "chrome",
                  "app_code_name": "", "app_name": "", "app_version": "", "device_memory": None, "language": "hi-IN",
                  "languages": ["hi-IN"], "platform": "", "product": "", "product_sub": "", "user_agent": "",
                  "vendor": "", "vendor_sub": "", "hardware_concurrency": 2, "max_touch_points": 5}


def seated_game(store) -> str:
    return store.create_game(Game.new("twenty-nine", ["North", "East", "South", "West"], "West"), name="Friday")


def test_the_first_screen_follows_the_phones_language(make_ui, tmp_path):
    from .app_fixtures import store_at

    store = store_at(tmp_path)
    game_id = seated_game(store)
    ui = make_ui(make_main(lambda: store), route=f"/game/{game_id}", stubs={"get_device_info": PHONE_IN_HINDI})
    assert "पास" in ui.texts() and "North की बारी · अभी कोई बोली नहीं · सबसे कम बोली 15" in ui.texts()


def test_a_language_chosen_in_settings_takes_effect_on_the_open_screens_and_back(make_ui, tmp_path):
    from .app_fixtures import store_at

    store = store_at(tmp_path)
    game_id = seated_game(store)
    ui = make_ui(make_main(lambda: store), route=f"/game/{game_id}")
    ui.click("bid-15")
    assert "East to call · bid to beat 15 (North) · lowest bid 16" in ui.texts()
    ui.go("/settings")
    ui.click("language-bn")
    assert "ভাষা" in ui.texts() and "অঙ্ক" in ui.texts()  # the settings screen itself, redrawn in Bengali
    ui.go(f"/game/{game_id}")
    assert "East-এর ডাকার পালা · ছাড়াতে হবে ১৫ (North) · সবচেয়ে কম ডাক ১৬" in ui.texts()
    ui.click("pass")  # a tap in Bengali: the rules' words and figures follow
    assert "South-এর ডাকার পালা · ছাড়াতে হবে ১৫ (North) · সবচেয়ে কম ডাক ১৬" in ui.texts()
    ui.go("/settings")
    ui.click("digits-latin")
    ui.go(f"/game/{game_id}")
    assert "South-এর ডাকার পালা · ছাড়াতে হবে 15 (North) · সবচেয়ে কম ডাক 16" in ui.texts()
    ui.go("/settings")
    ui.click("language-device")
    ui.go(f"/game/{game_id}")
    assert "South to call · bid to beat 15 (North) · lowest bid 16" in ui.texts()
