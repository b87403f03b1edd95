"""The scoreboard and history: what a table sees when it asks "where do we stand?"."""

from __future__ import annotations

import flet as ft
import flet_charts as fch

from scorekeeper.rules import Passed, TrumpNamed, game_from_record
from scorekeeper.games.exact_bid import BidsMade, TricksCounted
from scorekeeper.games.make_a_million import MisdealCalled
from tests.conftest import load_example

from .app_fixtures import new_stored_game, open_app, store_at


# -- shared set-up (also used by test_corrections_ui.py) -----------------------------------------------
def stored_example(store, name: str, **rules) -> str:
    record = load_example(name)
    record.setdefault("rules", {}).update(rules)
    return store.create_game(game_from_record(record))


def dollars_game(store, **rules) -> str:
    """Hand 1: Y+Z bid 220,000 and count 260,000 (made); hand 2: Z bids 240,000, counts 230,000 (set back)."""
    return stored_example(store, "dollars-made-then-set-back", **rules)


def chart(ui) -> fch.LineChart:
    found = ui.find_all("chart", type=fch.LineChart)
    assert len(found) == 1
    return found[0]


# -- the scoreboard ------------------------------------------------------------------------------------
def test_the_scoreboard_shows_both_hands_with_their_arithmetic_and_running_totals(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    ui = open_app(make_ui, store, f"/game/{game_id}/scores")

    assert ui.find("hand-1-outcome").value == "MADE"
    assert ui.find("hand-1-contract").value == "Y bid $220,000, red trumps"
    assert ui.find("hand-1-verdict").value == \
        "Z+Y made it: count $260,000 ≥ bid $220,000 → +\u2060$260,000; A+B +\u2060$170,000"
    assert ui.find("hand-1-totals").value == "Totals: A+B $170,000 · Z+Y $260,000"
    assert ui.find("hand-2-outcome").value == "SET BACK"
    assert ui.find("hand-2-verdict").value == \
        "Z+Y set back: count $230,000 < bid $240,000 → −\u2060$240,000; A+B +\u2060$170,000"
    assert ui.find("hand-2-totals").value == "Totals: A+B $340,000 · Z+Y $20,000"
    assert ui.find("total-A+B").value == "$340,000 / $1,000,000"
    assert ui.find("total-Z+Y").value == "$20,000 / $1,000,000"
    assert "Hand 3 · Z deals · in progress" in ui.texts()


def test_the_chart_draws_one_line_per_side_through_the_running_totals_with_a_legend(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    ui = open_app(make_ui, store, f"/game/{game_id}/scores")

    lines = chart(ui).data_series
    sides_lines = [[(p.x, p.y) for p in s.points] for s in lines[:2]]
    assert sides_lines == [[(0, 0), (1, 170000), (2, 340000)], [(0, 0), (1, 260000), (2, 20000)]]
    assert [p.y for p in lines[2].points] == [1_000_000, 1_000_000]  # the target, dashed
    legend = ui.find("legend")
    assert ui.exists("legend-A+B") and ui.exists("legend-Z+Y") and ui.exists("legend-target")
    assert "Target $1,000,000" in [t.value for t in legend.controls[2].controls if isinstance(t, ft.Text)]
    assert "$1M" in ui.texts() and "$0" in ui.texts()  # axis labels


def test_tapping_a_hand_opens_its_dispute_view_with_every_trick_and_multiplier(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    ui = open_app(make_ui, store, f"/game/{game_id}/scores")

    ui.click("hand-1")
    assert ui.route == f"/game/{game_id}/hand/1"
    assert ui.find("result").value == "MADE"
    texts = ui.texts()
    assert "Trick 1: Z (bidder's side) $30,000; Bull → × 2 = $60,000" in texts
    assert "Trick 10: Y (bidder's side) $0; Bear: Bear last → $0" in texts
    assert "Z+Y: $60,000 + $120,000 + $70,000 + $10,000 = $260,000" in texts
    assert ui.find("event-1").value == "A bids $175,000"
    assert ui.find("event-9").value == "Trump: red"
    assert ui.find("event-10").value == "Trick 1: Z took $30,000; Bull → × 2 = $60,000"

    ui.click("back-to-scores")
    ui.click("hand-2")
    assert ui.find("result").value == "SET BACK"
    assert "Counted at the table (totals only)" in ui.texts()
    assert ui.find("event-6").value == "Counted at the table: bidder's side $230,000, other side $170,000"


def test_undo_on_the_scoreboard_takes_back_the_last_entry_everywhere(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    ui = open_app(make_ui, store, f"/game/{game_id}/scores")

    ui.click("undo")
    assert not ui.exists("hand-2-outcome")
    assert ui.find("total-A+B").value == "$170,000 / $1,000,000"
    assert "Hand 2 · A deals · in progress" in ui.texts()
    assert len(store.load_game(game_id).events) == 27
    assert store.load_game(game_id).table.totals == {"A": 170000, "Z": 260000, "B": 170000, "Y": 260000}


def test_a_won_game_shows_the_winner_on_the_scoreboard(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store, target=300000)  # A+B reach 340,000 in hand 2
    ui = open_app(make_ui, store, f"/game/{game_id}/scores")

    assert ui.find("game-over").value == "Game over"
    assert ui.find("winner").value == "Game won: A+B reached $340,000 (target $300,000)"
    assert not any("in progress" in t for t in ui.texts())


def test_thrown_in_hands_and_misdeals_are_shown_as_such(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    for event in (MisdealCalled("A"), Passed("A"), Passed("Z"), Passed("B"), Passed("Y")):
        store.append_event(game_id, event)
    ui = open_app(make_ui, store, f"/game/{game_id}/scores")

    assert ui.find("hand-1-outcome").value == "MISDEAL"
    assert ui.find("hand-1-verdict").value == "Misdeal called by A: Y deals again"
    assert ui.find("hand-2-outcome").value == "THROWN IN"
    assert ui.find("hand-2-verdict").value == "Everyone passed: the hand is thrown in"
    assert "Hand 3 · A deals · in progress" in ui.texts()


def test_a_twenty_nine_scoreboard_shows_game_points_and_the_royals(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = stored_example(store, "twenty-nine-royals-against")
    ui = open_app(make_ui, store, f"/game/{game_id}/scores")

    assert ui.find("hand-1-outcome").value == "SET BACK"
    assert ui.find("hand-1-verdict").value == "North+South set back: 18 < target 19 (bid 15, moved by the royals) → −1 game point"
    assert ui.find("sixes-North+South").value == "−1 game point"  # the black six, as tables keep it
    assert ui.find("black-six-North+South").tooltip == "North+South: 1 of −6"
    assert len(chart(ui).data_series) == 3  # two sides and the target

    ui.click("hand-1")
    assert any(t.startswith("Royals shown by East (other side: target +4") for t in ui.texts())
    assert ui.find("event-6").value == "East shows the royals (King and Queen of trump)"


def test_an_exact_bid_scoreboard_has_a_line_per_player_and_each_deals_bids(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "exact-bid", ["Ann", "Bob", "Cy"], "Cy", start_cards=3)
    for event in (TrumpNamed("red"), BidsMade((("Ann", 1), ("Bob", 2), ("Cy", 0))),
                  TricksCounted((("Ann", 1), ("Bob", 1), ("Cy", 1)))):
        store.append_event(game_id, event)
    ui = open_app(make_ui, store, f"/game/{game_id}/scores")

    assert ui.find("hand-1-verdict").value == "Deal 1 (3 cards): exact: Ann"
    assert ui.find("hand-1-contract").value == "3 cards each, trump red: Ann bid 1, took 1 · Bob bid 2, took 1 · Cy bid 0, took 1"
    assert ui.find("hand-1-totals").value == "Totals: Ann 6 · Bob 1 · Cy 1"
    assert len(chart(ui).data_series) == 3
    assert ui.exists("legend-Ann") and not ui.exists("legend-target")


def test_a_sixty_six_scoreboard_says_deal_wherever_it_speaks_of_one(make_ui, tmp_path):
    """Sixty-six calls a hand a deal and plays no counted tricks: a deal's lines, its card's spoken name and
    the chart's axis say so (they said "This hand:", "Open hand 1: every trick, and corrections" and "Hand")."""
    store = store_at(tmp_path)
    game_id = stored_example(store, "sixty-six-early-close-fails-in-progress")
    ui = open_app(make_ui, store, f"/game/{game_id}/scores")

    assert ui.find("hand-1-scores").value == "This deal: Ann +0 · Bob +3"
    assert ui.find("hand-1").tooltip == "Open deal 1: what was entered, and corrections"
    assert chart(ui).bottom_axis.title.value == "Deal"
    assert "This hand" not in " ".join(ui.texts())


def test_a_game_that_calls_a_hand_a_hand_keeps_its_words_on_the_scoreboard(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, f"/game/{dollars_game(store)}/scores")

    assert ui.find("hand-1-scores").value.startswith("This hand: ")
    assert ui.find("hand-1").tooltip == "Open hand 1: every trick, and corrections"
    assert chart(ui).bottom_axis.title.value == "Hand"
