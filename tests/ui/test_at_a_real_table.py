"""What a real table asked for: the last trick fills itself, partners revealed one by one, plain words."""

from __future__ import annotations

import flet as ft

from scorekeeper.store import InMemoryGameStore

from .app_fixtures import new_stored_game, open_app
from .test_million_table import DOLLARS_HAND_1
from .test_twenty_nine_table import HAND_1_TRICKS, PLAYERS, auction


def open_game(make_ui, kind: str, players: list[str], dealer: str, **settings):
    store = InMemoryGameStore()
    game_id = new_stored_game(store, kind, players, dealer, **settings)
    return store, game_id, open_app(make_ui, store, f"/game/{game_id}")


def play_trick(ui, winner: str, money: list[int], specials: list[str]) -> None:
    for v in money:
        ui.click(f"money-{v}")
    for c in specials:
        ui.click(c)
    ui.click(f"winner-{winner}")

def at_the_last_million_trick(make_ui):
    """The rule text's dollar hand 1 played up to its last trick, trick 2 (three $40,000) kept for last: the
    app fills it in."""
    store, game_id, ui = open_game(make_ui, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    for _, amount in DOLLARS_HAND_1["calls"]:
        ui.click("pass" if amount == "pass" else f"bid-{amount}")
    ui.click("trump-red")
    tricks = DOLLARS_HAND_1["tricks"]
    for winner, money, specials in [tricks[0], *tricks[2:]]:
        play_trick(ui, winner, money, specials)
    return store, game_id, ui


def test_the_last_trick_holds_what_is_left_and_takes_one_tap(make_ui):
    store, game_id, ui = at_the_last_million_trick(make_ui)
    assert ui.find("trick-title").value == "Trick 13 of 13"
    assert ui.find("trick-value").value == "Worth $40,000 + $40,000 + $40,000 = $120,000"
    assert ui.find("trick-help").value == "B leads the last trick: it holds what is left. Tap who took it."
    ui.click("winner-Y")
    assert ui.find("result").value == "MADE"
    assert "Z+Y made it: count $260,000 ≥ bid $220,000 → +\u2060$260,000; A+B +\u2060$170,000" in ui.texts()


def test_drawing_the_filled_last_trick_writes_nothing_and_a_reopened_table_fills_it_again(make_ui):
    store, game_id, ui = at_the_last_million_trick(make_ui)
    assert ui.find("trick-value").value == "Worth $40,000 + $40,000 + $40,000 = $120,000"
    # the fill is the screen's, not a tap: the kept draft is still the empty one trick 12 left
    assert (store.load_draft(game_id) or {}).get("draft", {}) == {}
    again = open_app(make_ui, store, f"/game/{game_id}")
    assert again.find("trick-value").value == "Worth $40,000 + $40,000 + $40,000 = $120,000"
    again.click("winner-Y")
    assert again.find("result").value == "MADE"


def test_twenty_nines_last_trick_comes_with_the_points_left(make_ui):
    store, game_id, ui = open_game(make_ui, "twenty-nine", PLAYERS, "West")
    auction(ui, "North", 15)
    ui.click("trump-hearts")
    for cards, typed, winner in HAND_1_TRICKS:
        for c in cards:
            ui.click(f"card-{c}")
        if typed:
            ui.click("points-other")
            for d in typed:
                ui.click(f"points-keypad-{d}")
            ui.click("points-keypad-done")
        ui.click(f"winner-{winner}")
    assert ui.find("trick-value").value == "Worth 3: what is left (+1 for the last trick)"
    ui.click("winner-North")
    assert ui.find("result").value == "MADE"


def test_silent_partners_are_named_one_at_a_time_as_each_is_revealed(make_ui):
    players = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
    store, game_id, ui = open_game(make_ui, "make-a-million", players, "Flo", partnership="silent")
    ui.click("bid-350000")  # two packs: the opening bid doubles
    for _ in range(5):
        ui.click("pass")
    ui.click("trump-red")
    assert ui.find("sides-known").value == "A partner of Ann revealed? Tap them."
    ui.click("partner-Di")  # one tap: stored, the running count follows at once
    tick = ui.find("partner-Di").content  # the shipped font has no ✓: the tick is an icon
    assert isinstance(tick, ft.Row) and isinstance(tick.controls[0], ft.Icon) and tick.controls[0].icon == ft.Icons.CHECK
    assert ui.find("partner-Di").disabled and not ui.find("partner-Cy").disabled  # another may still be revealed
    assert ui.find("sides-known").value == "Another partner of Ann revealed? Tap them."
    assert ui.find("running").value.startswith("Ann+Di $0 · Bo+Cy+Ed+Flo $0")
    play_trick(ui, "Di", [40000], [])
    assert ui.find("running").value.startswith("Ann+Di $40,000 · Bo+Cy+Ed+Flo $0")
    ui.click("partner-Cy")
    assert ui.find("sides-known").value == "Sides: Ann+Cy+Di against Bo+Ed+Flo"
    # Two cards laid face up: two partners at most; the buttons stay where they were, disabled.
    assert [ui.find(f"partner-{p}").disabled for p in players[1:]] == [True, True, True, True, True]
    assert store.load_events(game_id)[-3:] == [{"type": "partners", "partners": ["Di"]},
                                               {"type": "trick", "winner": "Di", "money": [40000], "bull_bear": []},
                                               {"type": "partners", "partners": ["Cy"]}]


def test_a_game_point_won_shows_in_green_not_red(make_ui):
    store, game_id, ui = open_game(make_ui, "twenty-nine", PLAYERS, "West")
    auction(ui, "North", 15)
    ui.click("trump-hearts")
    ui.click("totals-only")
    for key in ("count-keypad-2", "count-keypad-0", "count-keypad-done"):
        ui.click(key)
    assert ui.find("sixes-North+South").value == "+1 game point"
    assert ui.find("sixes-North+South").color == "green700"


def test_the_exact_bid_standings_share_a_place_and_a_one_card_deal_is_singular(make_ui):
    store, game_id, ui = open_game(make_ui, "exact-bid", ["Ann", "Bob", "Cy"], "Cy", start_cards=1)
    assert ui.find("deal-title").value == "Deal 1 of 1 · 1 card each"
    ui.click("bids-Cy-plus")
    ui.click("bids-save")
    assert ui.find("tricks-sum").value == "1 of 1 trick"
    ui.click("tricks-save")  # everyone exact: Ann 0+5, Bob 0+5, Cy 1+5
    texts = ui.texts()
    assert "Deal 1 (1 card): exact: Ann, Bob and Cy" in texts
    assert "1. Cy" in texts and "2. Ann" in texts and "2. Bob" in texts


def test_totals_only_shows_both_counts_and_takes_the_other_sides_own_count_when_a_bull_moved_it(make_ui):
    store, game_id, ui = open_game(make_ui, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    for key in ("bid-175000", "pass", "pass", "pass", "trump-red", "totals-only"):
        ui.click(key)
    for key in ("count-keypad-2", "count-keypad-0", "count-keypad-0", "count-keypad-done"):
        ui.click(key)
    assert ui.find("both-counts").value == "A+B $200,000 · Z+Y $200,000"
    assert not store.load_events(game_id)[5:]  # nothing saved before both counts were seen
    ui.click("other-count-edit")
    for key in ("other-keypad-2", "other-keypad-6", "other-keypad-0", "other-keypad-done"):
        ui.click(key)
    assert ui.find("both-counts").value == "A+B $200,000 · Z+Y $260,000"
    assert ui.find("other-count").value == "Z+Y counted $260,000"
    ui.click("counts-save")
    assert store.load_events(game_id)[-1] == {"type": "counts", "bidder_side": 200000, "other_side": 260000}


def test_a_failed_twenty_nine_bid_is_set_back_on_the_table_and_on_the_scoreboard_alike(make_ui):
    store, game_id, ui = open_game(make_ui, "twenty-nine", PLAYERS, "West")
    auction(ui, "North", 20)
    ui.click("trump-hearts")
    ui.click("totals-only")
    for key in ("count-keypad-1", "count-keypad-2", "count-keypad-done"):
        ui.click(key)
    assert ui.find("result").value == "SET BACK"
    ui.click("to-scores")
    assert ui.find("hand-1-outcome").value == "SET BACK"
