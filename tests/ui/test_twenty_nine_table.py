"""Twenty-nine at the table, clicked through as a player would."""

from __future__ import annotations

from scorekeeper.rules import score_report
from tests.conftest import load_expected

from .app_fixtures import TapCounter, new_stored_game, open_app, store_at

PLAYERS = ["North", "East", "South", "West"]

# Hand 1 of the royals-against example: each trick's counting cards (or typed points) and its winner.
HAND_1_TRICKS = [
    (["J", "A"], None, "North"),  # 4
    (["J"], None, "East"),  # 3
    (["J", "9"], None, "South"),  # 5
    (["9"], None, "North"),  # 2
    (["J", "9", "A"], None, "West"),  # 6
    ([], "3", "South"),  # typed on the keypad
    (["9"], None, "East"),  # 2
]


def auction(ui, bidder: str | None, amount: int = 15) -> None:
    """Everyone passes except ``bidder`` (None: everyone passes), whose call is read off the screen."""
    while ui.exists("to-call"):
        who = ui.find("to-call").value.removesuffix(" to call")
        if who == bidder and ui.exists(f"bid-{amount}"):
            ui.click(f"bid-{amount}")
        else:
            ui.click("pass")


def totals_hand(ui, bidder: str | None, amount: int, trump: str, count: int) -> None:
    ui.click("next-hand")
    auction(ui, bidder, amount)
    if bidder is None:
        return
    ui.click(f"trump-{trump}")
    ui.click("totals-only")
    TapCounter(ui).keypad("count-keypad", str(count))


def side_points(ui) -> tuple[str, str]:
    return ui.find("sixes-North+South").value, ui.find("sixes-East+West").value


def test_a_whole_game_to_plus_six_with_royals_a_failed_bid_and_a_thrown_in_hand(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "twenty-nine", PLAYERS, "West")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert side_points(ui) == ("0 game points", "0 game points")

    # Hand 1: North bids 15, hearts; East (other side) shows the royals: target 19.
    assert ui.find("to-call").value == "North to call"
    auction(ui, "North", 15)
    ui.click("trump-hearts")
    assert "target 15" in ui.find("contract").value
    ui.click("royals")
    assert ui.find("royals-East").content == "East: 19"
    assert ui.find("royals-South").content == "South: 15"  # −4 stops at the minimum bid
    ui.click("royals-East")
    assert ui.find("royals-shown").value == "Royals shown by East (other side: +4): target 19"
    for cards, typed, winner in HAND_1_TRICKS:
        for c in cards:
            ui.click(f"card-{c}")
        if typed:
            ui.click("points-other")
            TapCounter(ui).keypad("points-keypad", typed, done="done")
        ui.click(f"winner-{winner}")
    # 14 + 3 points left + the last trick's 1 cannot reach 19: the running line says so before trick 8
    assert ui.find("running").value == "North+South 14 · East+West 11 · cannot make it: set back"
    assert ui.find("card-J").content == "J (0)" and ui.find("card-J").disabled
    assert ui.find("card-9").content == "9 (0)"
    # Trick 8 entered one point short: the core's 28-point check refuses it, the cards stay.
    ui.click("card-A")
    ui.click("card-10")
    ui.click("winner-North")
    assert ui.find("error").value == ("hand 1, trick 8: the card points of the 8 tricks add up to 27, but the pack "
                                      "holds 28 (J 3, 9 2, A 1, 10 1 in each suit)")
    assert ui.find("trick-value").value == "Worth 2: A 1 + 10 1 (+1 for the last trick)"
    ui.click("card-10")
    ui.click("winner-North")
    assert ui.find("result").value == "SET BACK"  # the same word as the scoreboard and hand view
    assert ui.find("verdict").value == "North+South set back: 18 < target 19 (bid 15, moved by the royals) → −1 game point"
    assert side_points(ui) == ("−1 game point", "0 game points")
    assert score_report(store.load_game(game_id)) == load_expected("twenty-nine-royals-against")

    # Hand 2: South wins at 17, counts 20: made.
    ui.click("next-hand")
    assert ui.find("to-call").value == "East to call"
    ui.click("bid-16")
    ui.click("bid-17")
    auction(ui, None)
    ui.click("trump-spades")
    ui.click("totals-only")
    TapCounter(ui).keypad("count-keypad", "20")
    assert ui.find("result").value == "MADE"
    assert side_points(ui) == ("0 game points", "0 game points")

    # Hand 3: East bids 20 and counts only 10: East+West fail.
    totals_hand(ui, "East", 20, "clubs", 10)
    assert ui.find("result").value == "SET BACK"  # the same word as the scoreboard and hand view
    assert side_points(ui) == ("0 game points", "−1 game point")

    # Hand 4: everyone passes: thrown in, nobody scores.
    totals_hand(ui, None, 15, "", 0)
    assert ui.find("result").value == "THROWN IN"
    assert side_points(ui) == ("0 game points", "−1 game point")

    # Hand 5: royals by the bidding side: 16 − 4 = 12, but never below the minimum 15.
    ui.click("next-hand")
    auction(ui, "South", 16)
    ui.click("trump-diamonds")
    ui.click("royals")
    ui.click("royals-North")
    assert ui.find("royals-shown").value == "Royals shown by North (bidding side: −4): target 15"
    ui.click("totals-only")
    TapCounter(ui).keypad("count-keypad", "15")
    assert ui.find("result").value == "MADE"
    assert side_points(ui) == ("+1 game point", "−1 game point")

    # Hands 6 to 10: North+South make five more and reach +6.
    for n, bidder in enumerate(["North", "South", "North", "South", "North"], start=2):
        totals_hand(ui, bidder, 15, "hearts", 16)
        assert ui.find("result").value == "MADE"
        if n < 6:
            assert side_points(ui) == (f"+{n} game points", "−1 game point")
            assert not ui.exists("winner")
    assert side_points(ui) == ("+6 game points", "−1 game point")
    assert ui.find("winner").value == "Game won: North+South reached +6 game points (target 6)"
    assert not ui.exists("next-hand")

    report = score_report(store.load_game(game_id))
    assert report["totals"] == {"North": 6, "East": -1, "South": 6, "West": -1}
    assert report["winner"] == ["North", "South"]
    assert [h["made"] for h in report["hands"]] == [False, True, False, None] + [True] * 6


def test_the_auction_offers_every_bid_the_game_allows_and_no_keypad_for_another(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "twenty-nine", PLAYERS, "West")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert [k for k in ("bid-14", "bid-15", "bid-20", "bid-29", "bid-30") if ui.exists(k)] == [
        "bid-15", "bid-20", "bid-29"]  # the grid: every bid the game allows, 15 to 29
    assert not ui.find("bid-other").visible  # nothing else could be bid: no "Other bid…"
    TapCounter(ui).click("bid-28")
    assert ui.find("to-call").value == "East to call"
    assert not ui.exists("error")
    assert [k for k in ("bid-15", "bid-28", "bid-29") if not ui.find(k).disabled] == ["bid-29"]  # all in place
    assert store.load_game(game_id).table.current.auction.calls == [("North", 28)]


def test_the_sixes_show_minus_points_in_black_pips(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "twenty-nine", PLAYERS, "West")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    auction(ui, "North", 15)
    ui.click("trump-hearts")
    ui.click("totals-only")
    TapCounter(ui).keypad("count-keypad", "3")
    assert ui.find("sixes-North+South").value == "−1 game point"
    assert ui.find("black-six-North+South").tooltip == "North+South: 1 of −6"
    assert ui.find("red-six-North+South").tooltip == "North+South: 0 of +6"
