"""The screens other than the table: built once per visit, changed in place, and saying what the rules say."""

from __future__ import annotations

import flet as ft
import msgpack

from scorekeeper.rules import Game, game_from_record
from scorekeeper.words import outcome_word
from scorekeeper.games.make_a_million import PartnersNamed, TrickTaken
from scorekeeper.store.memory import InMemoryGameStore
from scorekeeper.ui.scoreboard import ranks
from tests.conftest import load_example

from .app_fixtures import new_stored_game, open_app, store_at
from .test_scoreboard import dollars_game, stored_example


def bytes_sent_by(ui, action) -> int:
    """How many bytes the app sent the client for one action (the patch a phone downloads)."""
    client = ui.session.connection
    before = len(client.messages)
    action()
    return sum(len(msgpack.packb(body)) for _, body in client.messages[before:])


# -- in place: the scroll stays, a tap sends a small patch ---------------------------------------------
def test_drawing_the_dealer_low_on_the_new_game_screen_keeps_the_view_and_sends_a_small_patch(make_ui, tmp_path):
    ui = open_app(make_ui, InMemoryGameStore(), "/new")
    for name in ("Ann", "Bo", "Cy", "Di"):
        ui.type("new-name", name)
        ui.click("add-name")
    view = ui.page.views[-1]
    sent = bytes_sent_by(ui, lambda: ui.click("dealer-random"))
    assert ui.page.views[-1] is view  # the same view: Flutter keeps its scroll position
    assert ui.find("dealer-notice").value.startswith("Drawn at random: ")
    assert sent < 2_000, sent  # the four dealer buttons and two lines; the whole screen was about 8,400


def test_enter_in_the_new_player_field_adds_the_player_and_keeps_the_focus_in_the_field(make_ui, tmp_path):
    ui = open_app(make_ui, InMemoryGameStore(), "/new")
    ui.submit("new-name", "Ann")
    assert ui.find("seat-1").value == "1. Ann"
    assert ui.find("new-name").value == ""
    assert [c.control.key for c in ui.calls_to("focus")] == ["new-name"]


def test_a_correction_in_the_hand_view_keeps_the_same_view_so_the_editor_stays_under_the_finger(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    view = ui.page.views[-1]
    ui.click("correct-11")
    sent = bytes_sent_by(ui, lambda: ui.click("edit-chip-money-0"))  # one $40,000 card out of the trick
    assert ui.page.views[-1] is view
    assert sent < 6_000, sent  # that entry's editor only; the whole hand view was about 21,000
    assert ui.find("edit-value").value == "Worth $40,000 + $40,000 = $80,000"


# -- home: the first page only ----------------------------------------------------------------------------
def test_home_builds_only_the_first_page_of_many_saved_games_and_show_more_adds_the_next(make_ui, tmp_path):
    store = InMemoryGameStore()
    game = Game.new("exact-bid", ["Ann", "Bo"], "Ann", {})
    for _ in range(45):
        store.create_game(game)
    ui = open_app(make_ui, store)
    assert ui.find("list-in-progress").value == "In progress (45)"
    assert len([c for c in ui.walk() if str(getattr(c, "key", "")).startswith("item-")]) == 20
    assert ui.find("more-list-in-progress").content == "Show more (25 more)"
    ui.click("more-list-in-progress")
    assert len([c for c in ui.walk() if str(getattr(c, "key", "")).startswith("item-")]) == 40
    ui.click("more-list-in-progress")
    assert len([c for c in ui.walk() if str(getattr(c, "key", "")).startswith("item-")]) == 45
    assert not ui.exists("more-list-in-progress")


def test_the_home_filters_and_the_export_dropdown_have_names_a_screen_reader_says(make_ui, tmp_path):
    store = store_at(tmp_path)
    new_stored_game(store, "exact-bid", ["Ann", "Bo"], "Ann")
    ui = open_app(make_ui, store)
    labels = {c.label for c in ui.walk() if isinstance(c, ft.Semantics)}
    assert {"Filter by game", "Filter by player"} <= labels
    ui.click("to-settings")
    assert "Game to export" in {c.label for c in ui.walk() if isinstance(c, ft.Semantics)}


# -- what the rules say, said the same way everywhere -------------------------------------------------------
def test_twenty_nine_shows_the_rules_outcome_word_on_the_scoreboard_and_in_the_hand_view(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = stored_example(store, "twenty-nine-royals-against")
    game = store.load_game(game_id)
    words = [outcome_word(game.rules.outcome(game, h)) for h in game.table.hands]
    ui = open_app(make_ui, store, f"/game/{game_id}/scores")
    assert [ui.find(f"hand-{n}-outcome").value for n in range(1, len(words) + 1)] == words
    assert words[0] == "SET BACK"
    ui.click("hand-1")
    assert ui.find("result").value == "SET BACK"


def test_each_side_is_named_once_in_seating_order_in_the_standings_and_equal_scores_share_a_place(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["Ann", "Bo", "Cy", "Di"], "Di")
    ui = open_app(make_ui, store, f"/game/{game_id}/scores")
    assert ui.find("rank-Ann+Cy").value == "1. Ann+Cy $0"
    assert ui.find("rank-Bo+Di").value == "1. Bo+Di $0"
    assert not ui.exists("rank-Cy+Ann")
    assert ranks([300, 100, 100, 50]) == [1, 2, 2, 4]


def test_after_a_correction_the_notice_quotes_the_old_entry_and_the_new_one(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("event-11").value == "Trick 2: Y took $40,000 + $40,000 + $40,000 = $120,000"
    ui.click("correct-11")
    ui.click("edit-winner-A")
    assert ui.find("notice").value == "Corrected trick 2: Y → A"  # who took it, before and after


def test_a_correction_that_takes_back_the_winning_hand_says_the_game_is_no_longer_over(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store, target=300_000)
    assert store.load_game(game_id).table.current is None  # A+B won with hand 2
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/2")
    assert ui.find("event-6").value == "Counted at the table: bidder's side $230,000, other side $170,000"
    ui.click("delete-6")
    ui.click("delete-confirm")
    assert ui.find("notice").value == ("Deleted “Counted at the table: bidder's side $230,000, other side "
                                       "$170,000”; the game is no longer over: play goes on from here")
    assert store.load_game(game_id).table.current is not None


def test_the_new_game_screen_offers_both_over_with_its_meaning_and_starts_with_the_choice(make_ui, tmp_path):
    store = InMemoryGameStore()
    ui = open_app(make_ui, store, "/new")
    ui.click("house-rules")
    assert "When both sides pass the target in the same hand" in ui.texts()
    assert ui.find("help-both_over").value == (
        "Both sides over the target in one hand: the highest score wins, or the side that won the bid"
        " · default: Highest score wins")
    ui.click("setting-both_over-bidder")
    assert ui.find("help-both_over").value.endswith("· default: Highest score wins · changed")
    for name in ("Ann", "Bo", "Cy", "Di"):
        ui.submit("new-name", name)
    ui.click("dealer-Ann")
    ui.click("start")
    game_id = ui.route.removeprefix("/game/")
    assert store.load_game(game_id).settings["both_over"] == "bidder"


def test_each_game_names_its_own_tallies_on_the_players_screen():
    from scorekeeper.ui.players import measures_of

    every = {m: 1 for m in ("games_played", "games_won", "hands_bid", "bids_made", "bids_made_pct", "exact_hits",
                            "exact_pct", "average_winning_bid", "largest_set_back", "total_captured", "points")}
    assert measures_of("exact-bid", every) == [
        ("games_played", "Games played"), ("games_won", "Games won"), ("hands_bid", "Deals played"),
        ("exact_hits", "Exact hits"), ("exact_pct", "Exact %"), ("total_captured", "Tricks taken"),
        ("points", "Points")]
    assert dict(measures_of("make-a-million", every))["total_captured"] == "Money captured"


def test_players_money_reads_in_the_books_currency_and_plain_when_the_book_mixes_editions():
    from scorekeeper.ui.players import amount_formats, shown

    store = InMemoryGameStore()
    store.create_game(Game.new("make-a-million", ["Ann", "Bo", "Cy", "Di"], "Di", {"edition": "inr"}))
    store.create_game(Game.new("twenty-nine", ["N", "E", "S", "W"], "W", {}))
    fmts = amount_formats(store)
    assert shown(175_000, "total_captured", fmts["make-a-million"]) == "₹175,000"
    assert shown(187_500.0, "average_winning_bid", fmts["make-a-million"]) == "₹187,500"
    assert shown(18, "total_captured", fmts["twenty-nine"]) == "18"
    store.create_game(Game.new("make-a-million", ["Ann", "Bo", "Cy", "Di"], "Di", {"edition": "usd"}))
    assert "make-a-million" not in amount_formats(store)
    assert shown(175_000, "total_captured", None) == "175,000"


def test_the_exact_bid_scoreboard_and_hand_view_speak_of_deals_with_the_rules_outcome_word(make_ui, tmp_path):
    from scorekeeper.rules import TrumpNamed
    from scorekeeper.games.exact_bid import BidsMade, TricksCounted

    store = store_at(tmp_path)
    game_id = new_stored_game(store, "exact-bid", ["Ann", "Bob", "Cy"], "Cy", start_cards=3)
    for event in (TrumpNamed("red"), BidsMade((("Ann", 1), ("Bob", 1), ("Cy", 0))),
                  TricksCounted((("Ann", 1), ("Bob", 1), ("Cy", 1)))):
        store.append_event(game_id, event)
    ui = open_app(make_ui, store, f"/game/{game_id}/scores")
    assert ui.find("hand-1-title").value == "Deal 1 · Cy deals"
    assert ui.find("hand-1-outcome").value == "EXACT"
    ui.click("hand-1")
    assert ui.find("result").value == "EXACT"
    assert "Deal 1" in [c.value for c in ui.walk() if isinstance(c, ft.Text)]
