"""The exact-bid variation at the table, clicked through as a player would."""

from __future__ import annotations

from scorekeeper.rules import score_report

from .app_fixtures import new_stored_game, open_app, store_at


def set_numbers(ui, what: str, wanted: dict[str, int]) -> None:
    """Step each player's number (bids or tricks) from what is shown to ``wanted``."""
    for p, n in wanted.items():
        while int(ui.find(f"{what}-{p}-value").value) < n:
            ui.click(f"{what}-{p}-plus")
        while int(ui.find(f"{what}-{p}-value").value) > n:
            ui.click(f"{what}-{p}-minus")


def standings(ui, players) -> dict[str, str]:
    return {p: ui.find(f"standing-{p}").value for p in players}


def test_a_whole_three_player_game_of_three_deals_with_a_refused_tricks_entry(make_ui, tmp_path):
    store = store_at(tmp_path)
    players = ["Ann", "Bob", "Cy"]
    game_id = new_stored_game(store, "exact-bid", players, "Cy", start_cards=3)
    ui = open_app(make_ui, store, f"/game/{game_id}")

    # Deal 1: three cards each, red turned up; bids 1, 1, 0.
    assert ui.find("deal-title").value == "Deal 1 of 3 · 3 cards each"
    ui.click("trump-red")
    assert ui.find("trump-shown").value == "Trump: red"
    set_numbers(ui, "bids", {"Ann": 1, "Bob": 1})
    assert ui.find("bids-sum").value == "Bids total 2 for 3 tricks"
    ui.click("bids-save")
    # The tricks start from the bids; saved as they are they add up to 2 of 3: the core refuses.
    assert ui.find("tricks-sum").value == "2 of 3 tricks"
    ui.click("tricks-save")
    assert ui.find("error").value == "hand 1, tricks: the tricks add up to 2 but each player held 3, so 3 tricks were played"
    assert ui.find("tricks-Ann-value").value == "1"  # nothing typed is lost
    ui.click("tricks-Cy-plus")
    assert ui.find("tricks-sum").value == "3 of 3 tricks"
    assert not ui.exists("error")
    ui.click("tricks-save")
    assert ui.find("result").value == "2 EXACT"
    assert ui.find("verdict").value == "Deal 1 (3 cards): exact: Ann and Bob"
    assert "Cy: bid 0, took 1 → 1" in ui.texts()
    assert "Ann: bid 1, took 1: exact → 1 + 5 = 6" in ui.texts()
    assert standings(ui, players) == {"Ann": "6", "Bob": "6", "Cy": "1"}

    # Deal 2: two cards each, no trump turned; Ann bids 2 but takes 1.
    ui.click("next-hand")
    assert ui.find("deal-title").value == "Deal 2 of 3 · 2 cards each"
    set_numbers(ui, "bids", {"Ann": 2})
    assert ui.find("bids-Ann-plus").disabled  # no more than the cards each holds
    ui.click("bids-save")
    set_numbers(ui, "tricks", {"Ann": 1, "Cy": 1})
    assert ui.find("tricks-sum").value == "2 of 2 tricks"
    ui.click("tricks-save")
    assert ui.find("result").value == "1 EXACT"
    assert standings(ui, players) == {"Ann": "7", "Bob": "11", "Cy": "2"}
    assert not ui.exists("winner")

    # Deal 3: one card each; Ann bids 1 and takes it.
    ui.click("next-hand")
    assert ui.find("deal-title").value == "Deal 3 of 3 · 1 card each"
    set_numbers(ui, "bids", {"Ann": 1})
    ui.click("bids-save")
    ui.click("tricks-save")
    assert ui.find("result").value == "3 EXACT"
    assert standings(ui, players) == {"Ann": "13", "Bob": "16", "Cy": "7"}
    assert ui.find("winner").value == "Game won: Bob has the most points after the last deal: 16"
    assert not ui.exists("next-hand")

    report = score_report(store.load_game(game_id))
    assert report["totals"] == {"Ann": 13, "Bob": 16, "Cy": 7}
    assert report["winner"] == ["Bob"]
    assert [h["cards"] for h in report["hands"]] == [3, 2, 1]


def test_eight_players_start_from_six_cards_each_and_bids_stop_at_the_cards_held(make_ui, tmp_path):
    store = store_at(tmp_path)
    players = [f"P{i}" for i in range(1, 9)]
    game_id = new_stored_game(store, "exact-bid", players, "P8")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert ui.find("deal-title").value == "Deal 1 of 6 · 6 cards each"
    assert ui.find("bids-P1-minus").disabled
    set_numbers(ui, "bids", {"P1": 6})
    assert ui.find("bids-P1-plus").disabled
    assert ui.find("bids-sum").value == "Bids total 6 for 6 tricks"


def test_undo_while_the_numbers_are_entered_takes_back_the_last_tap_then_the_stored_entry(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "exact-bid", ["Ann", "Bob", "Cy"], "Cy", start_cards=3)
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("trump-red")
    for key in ("bids-Ann-plus", "bids-Ann-plus", "bids-Bob-plus"):
        ui.click(key)
    ui.click("undo")
    assert ui.find("notice").value == "Took back: Bob's bid, back to 0"
    assert [ui.find(f"bids-{p}-value").value for p in ("Ann", "Bob")] == ["2", "0"]
    ui.click("undo")
    assert ui.find("notice").value == "Took back: Ann's bid, back to 1"
    ui.click("bids-save")
    ui.click("tricks-Cy-plus")
    ui.click("tricks-Ann-minus")
    ui.click("undo")
    assert ui.find("notice").value == "Took back: Ann's tricks, back to 1"
    assert [ui.find(f"tricks-{p}-value").value for p in ("Ann", "Bob", "Cy")] == ["1", "0", "1"]
    ui.click("undo")
    ui.click("undo")  # nothing tapped since the bids were saved: undo takes back the stored bids
    assert ui.find("notice").value == "Undid: the bids of deal 1: Ann 1 · Bob 0 · Cy 0"
    assert ui.find("bids-Ann-value").value == "1"
    assert len(store.load_game(game_id).events) == 1
