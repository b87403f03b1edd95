"""Make-a-Million at the table, clicked through as a player would."""

from __future__ import annotations


from scorekeeper.rules import score_report
from tests.conftest import load_expected

from .app_fixtures import TapCounter, new_stored_game, open_app, store_at

DOLLARS_HAND_1 = {
    "calls": [("A", 175000), ("Z", 190000), ("B", "pass"), ("Y", 200000), ("A", 210000), ("Z", "pass"),
              ("Y", 220000), ("A", "pass")],
    "tricks": [("Z", [30000], ["bull"]), ("Y", [40000, 40000, 40000], []), ("Z", [40000, 30000], []),
               ("Y", [10000], []), ("A", [30000, 30000], []), ("B", [15000, 15000, 15000], []),
               ("A", [15000, 10000, 10000], []), ("B", [5000, 5000, 5000], []), ("A", [5000, 10000], []),
               ("Y", [], ["bear"]), ("B", [], []), ("A", [], []), ("B", [], [])],
}


def call(t: TapCounter, amount) -> None:
    if amount == "pass":
        t.click("pass")
    else:
        t.click(f"bid-{amount}")


def play_hand_one(t: TapCounter, tricks: list[tuple[str, list[int], list[str]]]) -> None:
    """The calls, trump, then each trick's cards and who took it; the last trick's cards are already in."""
    for _, amount in DOLLARS_HAND_1["calls"]:
        call(t, amount)
    t.click("trump-red")
    for number, (winner, money, specials) in enumerate(tricks, 1):
        if number < len(tricks):
            for v in money:
                t.click(f"money-{v}")
            for c in specials:
                t.click(c)
        t.click(f"winner-{winner}")


def test_hand_one_of_the_dollar_example_takes_44_taps_trick_by_trick_and_15_totals_only(make_ui, tmp_path):
    """44 = 8 calls + trump + 20 Money cards + Bull + Bear + 13 winners: every tap is a fact the game
    record keeps.  Totals only: 5 for the keypad bid, 3 passes, trump, the mode, 4 for the count, Save."""
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    t = TapCounter(ui)
    play_hand_one(t, DOLLARS_HAND_1["tricks"])  # its last trick is empty: nothing to fill in
    assert ui.find("result").value == "MADE"
    hand1_taps = t.taps
    print(f"\nhand 1 trick by trick: {hand1_taps} taps (goal ≤ 50)")
    assert hand1_taps <= 50
    assert hand1_taps == 44
    expected = load_expected("dollars-made-then-set-back")["hands"][0]
    assert score_report(store.load_game(game_id))["hands"][0] == expected
    assert "Z+Y made it: count $260,000 ≥ bid $220,000 → +\u2060$260,000; A+B +\u2060$170,000" in ui.texts()

    # Hand 2, totals only: Z 240,000, three passes, green, Y+Z count 230,000.
    t.click("next-hand")
    t.taps = 0
    t.click("bid-other")
    t.keypad("bid-keypad", "240")
    for _ in range(3):
        t.click("pass")
    t.click("trump-green")
    t.click("totals-only")
    t.keypad("count-keypad", "230")
    t.click("counts-save")  # after both counts were shown: Y+Z $230,000 · A+B $170,000
    print(f"hand 2 totals only: {t.taps} taps (goal ≤ 15)")
    assert t.taps <= 15
    assert t.taps == 15
    assert ui.find("result").value == "SET BACK"
    assert score_report(store.load_game(game_id)) == load_expected("dollars-made-then-set-back")


def test_the_same_hand_with_its_three_40000_trick_played_last_takes_41_taps(make_ui, tmp_path):
    """The last trick fills itself with what is left: its three Money cards cost no tap."""
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    t = TapCounter(ui)
    tricks = DOLLARS_HAND_1["tricks"]
    play_hand_one(t, [tricks[0], *tricks[2:], tricks[1]])
    print(f"\nhand 1, the $120,000 trick last: {t.taps} taps")
    assert t.taps == 41
    assert ui.find("result").value == "MADE"
    assert "Z+Y made it: count $260,000 ≥ bid $220,000 → +\u2060$260,000; A+B +\u2060$170,000" in ui.texts()
