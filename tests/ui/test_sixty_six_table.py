"""Sixty-six at the table, tapped as a keeper would: the worked example through the real controls, 3 to 5 taps
a deal, Undo in words, a deal corrected, and the two players named "Ann vs Bob" where the game is listed."""

from __future__ import annotations

import flet as ft

from scorekeeper.rules import score_report
from tests.conftest import load_example, load_expected

from .app_fixtures import TapCounter, new_stored_game, open_app, store_at


def play_deal(taps: TapCounter, hand: dict) -> None:
    """One deal of a record: trump, marriages and the close (optional, not counted), then who won, how, the count."""
    ui = taps.ui
    if "misdeal" in hand:
        ui.click("misdeal")
        ui.click(f"misdeal-{hand['misdeal']}")
        return
    if hand.get("trump"):
        ui.click("trump")
        ui.click(f"trump-{hand['trump']}")
    for player, suit in hand.get("marriages", []):
        ui.click("marriage")
        ui.click(f"marriage-{['Ann', 'Bob'].index(player) * 4 + ['clubs', 'diamonds', 'hearts', 'spades'].index(suit)}")
    if hand.get("closed"):
        ui.click("closed")
        ui.click(f"closed-{hand['closed']}")
    taps.click(f"winner-{hand['winner']}")
    how = hand.get("how", "out")
    if how != "out":
        taps.click(f"how-{how}")
    if hand.get("loser_took_trick") is False or hand.get("winner_had_trick") is False:
        taps.click("no-trick")
    elif how in ("out", "played_out"):
        for digit in str(hand["loser_points"]):
            taps.click(f"count-{digit}")
        taps.click("count-done")
    else:
        taps.click("save")


def test_every_way_to_score_played_through_the_controls_scores_as_expected(make_ui, tmp_path):
    record = load_example("sixty-six-every-way-to-score")
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "sixty-six", record["players"], record["dealer"])
    ui = open_app(make_ui, store, f"/game/{game_id}")
    taps = TapCounter(ui)
    per_deal = []
    for number, hand in enumerate(record["hands"], 1):
        if number > 1:
            ui.click("next-hand")
        assert ui.find("trick-title").value == f"Deal {number}: who won it?"
        before = taps.taps
        play_deal(taps, hand)
        per_deal.append(taps.taps - before)
        if number == 2:
            assert ui.find("result").value == "Went out"
            assert ui.find("verdict").value == "Bob went out; Ann had 28, under 33: 2 game points"
    assert per_deal == [4, 4, 2, 3, 3, 5, 4]  # winner, the count's digits and Save; or a tap for "no trick"
    assert ui.find("winner").value == "Game won: Ann reached 7 points (target 7)"
    assert score_report(store.load_game(game_id)) == load_expected("sixty-six-every-way-to-score")


def test_the_early_close_example_with_its_misdeal_and_the_deal_in_progress(make_ui, tmp_path):
    record = load_example("sixty-six-early-close-fails-in-progress")
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "sixty-six", record["players"], record["dealer"], **record["rules"])
    ui = open_app(make_ui, store, f"/game/{game_id}")
    taps = TapCounter(ui)
    for number, hand in enumerate(record["hands"][:-1], 1):
        if number > 1:
            ui.click("next-hand")
        play_deal(taps, hand)
    ui.click("next-hand")
    ui.click("trump")
    ui.click("trump-spades")
    ui.click("marriage")
    ui.click("marriage-3")
    assert score_report(store.load_game(game_id)) == load_expected("sixty-six-early-close-fails-in-progress")
    assert store.load_game(game_id).table.current.marriages == [("Ann", "spades")]


def test_a_count_without_a_winner_asks_for_the_winner_and_a_refused_count_keeps_what_was_typed(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "sixty-six", ["Ann", "Bob"], "Bob")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("count-4")
    ui.click("count-done")
    assert ui.find("notice").value == "Tap who won the deal first"
    ui.click("marriage")
    ui.click("marriage-4")  # Bob: clubs, not trumps: 20
    ui.click("winner-Ann")
    ui.click("count-done")
    assert "Bob showed marriages worth 20, so his count is at least 20, not 4" in " ".join(ui.texts())
    assert ui.find("count-done").content == "Save 4"  # what was typed is still there: one more digit makes 40
    ui.click("count-0")
    ui.click("count-done")
    assert ui.find("verdict").value == "Ann went out; Bob had 40: 1 game point"


def test_once_the_stock_is_closed_the_winner_says_how_and_a_failed_close_takes_two_taps(make_ui, tmp_path):
    """Bob closed and Ann won: that is Bob's failed close, chosen with Ann (the keeper who left "Went out" was
    refused with the record's word "closer_failed"); Bob winning after his own close went out."""
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "sixty-six", ["Ann", "Bob"], "Bob")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("closed")
    ui.click("closed-Bob")
    assert ui.find("how-out").content == "✓ Went out"
    ui.click("winner-Ann")
    assert [ui.find(f"how-{h}").content for h in ("out", "closer_failed")] == ["Went out", "✓ Closer failed"]
    ui.click("winner-Bob")
    assert [ui.find(f"how-{h}").content for h in ("out", "closer_failed")] == ["✓ Went out", "Closer failed"]
    ui.click("winner-Ann")
    ui.click("save")
    assert ui.find("verdict").value == "Bob closed and failed: 2 game points to Ann"
    assert store.load_events(game_id)[-1] == {"type": "sixty_six_deal", "winner": "Ann", "how": "closer_failed",
                                              "loser_points": None, "no_trick": 0}


def test_undo_says_the_deal_it_took_back(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "sixty-six", ["Ann", "Bob"], "Bob")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("winner-Bob")
    ui.click("how-false_out")
    ui.click("save")
    ui.click("undo")
    assert ui.find("notice").value == "Undid: Bob won the deal: False claim"
    assert store.load_events(game_id) == []


def test_who_won_a_deal_and_how_can_be_corrected_and_the_game_is_scored_again(make_ui, tmp_path):
    from scorekeeper.games.sixty_six import DealWon

    from .test_scoreboard import stored_example

    store = store_at(tmp_path)
    game_id = stored_example(store, "sixty-six-every-way-to-score")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/2")
    assert ui.find("event-2").value == "Bob won the deal: Went out"  # deal 2: the close, then who won
    ui.click("correct-2")
    assert "Who won the deal, and how?" in ui.texts()
    played_out = ui.find("edit-how-played_out")  # greyed before the tap, the rule's reason its tooltip
    assert (played_out.disabled, played_out.tooltip) == (
        True, "deal 2: Bob closed the stock, so the cards were not played out: that is out")  # the game's word
    assert store.load_game(game_id).events[4] == DealWon("Bob", "out", 28, 0)
    ui.click("edit-how-false_out")
    assert ui.find("event-2").value == "Bob won the deal: False claim"
    assert score_report(store.load_game(game_id))["hands"][1]["game_points"] == 2


def test_the_home_list_names_the_two_players_as_ann_vs_bob(make_ui, tmp_path):
    store = store_at(tmp_path)
    new_stored_game(store, "sixty-six", ["Ann", "Bob"], "Bob")
    ui = open_app(make_ui, store, "/")
    assert any(text.endswith("Sixty-six · Ann vs Bob") for text in ui.texts())


def test_a_game_of_sixty_six_is_set_up_for_two_with_its_target_explained(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-sixty-six")
    assert not ui.exists("count-3")  # two players only
    for name in ("Ann", "Bob"):
        ui.type("new-name", name)
        ui.click("add-name")
    ui.click("house-rules")
    assert "Game points that win the game (7; some play to 10)" in ui.find("help-target").value
    ui.type("setting-target", "5")
    ui.click("dealer-Bob")
    assert ui.find("dealer-line").value == "Bob deals; Ann, on the dealer's left, leads"
    ui.click("start")
    assert ui.find("hand-title").value == "Deal 1 · Bob deals"  # as the deal's question and the scoreboard say
    [game_id] = [g.id for g in store.list_games()]
    assert dict(store.load_game(game_id).settings) == {"target": 5}


def test_the_losers_count_is_corrected_on_the_keypad_and_the_deal_is_scored_again(make_ui, tmp_path):
    from .test_scoreboard import stored_example

    store = store_at(tmp_path)
    game_id = stored_example(store, "sixty-six-every-way-to-score")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/2")
    assert ui.find("verdict").value == "Bob went out; Ann had 28, under 33: 2 game points"
    ui.click("correct-2")
    assert ui.find("edit-count").value == "Loser's count: 28"
    for digit in "40":
        ui.click(f"edit-count-keypad-{digit}")
    ui.click("edit-count-keypad-done")
    assert score_report(store.load_game(game_id))["hands"][1]["game_points"] == 1
    assert ui.find("event-2").value == "Bob won the deal: Went out"


def test_a_marriage_is_corrected_to_the_other_player_and_suit_and_each_entry_is_named_for_what_it_is(
        make_ui, tmp_path):
    from scorekeeper.games.sixty_six import MarriageShown

    store = store_at(tmp_path)
    game_id = new_stored_game(store, "sixty-six", ["Ann", "Bob"], "Bob")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("marriage")
    ui.click("marriage-6")  # Bob: hearts
    ui.click("closed")
    ui.click("closed-Ann")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert [ui.find(f"correct-{k}").content for k in (1, 2)] == ["Correct the marriage", "Correct the close"]
    ui.click("correct-1")
    assert ui.find("edit-title").value == "Who showed a marriage, in which suit?"
    assert ui.find("edit-marriage-Bob-hearts").content == "✓ Bob: Hearts"
    ui.click("edit-marriage-Ann-clubs")
    assert store.load_game(game_id).events[0] == MarriageShown("Ann", "clubs")
    assert ui.find("event-1").value == "Ann showed the marriage in Clubs"


def test_each_key_of_the_count_keypad_has_room_for_its_figure_on_a_phone(make_ui, tmp_path):
    """The compact keypad's seven keys share a 412 px phone's row (12 px margins, 6 px gaps): 50 px a key.
    Material's 24 px of padding each side left 2 px inside, and ⌫ was pushed out past the key's edge, cut in half
    (seen at 412 x 915); each key keeps its figure's width (the digit's 22 px font, ⌫'s 18) inside its padding."""
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "sixty-six", ["Ann", "Bob"], "Bob")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    key_width = (412 - 2 * 12 - 6 * 6) / 7
    for name in ("1", "2", "3", "4", "5", "6", "back", "7", "8", "9", "0"):
        key = ui.find(f"count-{name}")
        padding = key.style.padding if key.style is not None else None
        side = padding.left if isinstance(padding, ft.Padding) else 24 if padding is None else padding
        assert key_width - 2 * side >= key.content.size, (name, side)


def test_after_a_close_the_deals_winner_and_how_are_corrected_together(make_ui, tmp_path):
    """Bob closed: Ann winning is Bob's failed close, and his failed close is Ann's win, so a tap on either
    brings the other along.  Alone each was refused ("that is closer_failed, not out"; "closed and won: that is
    out, not closer_failed"), and a deal won after a close put down for the wrong player could not be corrected."""
    from scorekeeper.games.sixty_six import DealWon

    store = store_at(tmp_path)
    game_id = new_stored_game(store, "sixty-six", ["Ann", "Bob"], "Bob")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("closed")
    ui.click("closed-Bob")
    for tap in ("winner-Bob", "count-2", "count-8", "count-done"):
        ui.click(tap)
    ui.go(f"/game/{game_id}/hand/1")
    ui.click("correct-2")
    ui.click("edit-winner-Ann")
    assert ui.find("event-2").value == "Ann won the deal: Closer failed"
    assert store.load_game(game_id).events[1] == DealWon("Ann", "closer_failed", None, 0)
    ui.click("correct-2")
    ui.click("edit-how-out")  # the closer went out after all: Bob again, his opponent's count retyped below
    assert ui.find("event-2").value == "Bob won the deal: Went out"
    assert store.load_game(game_id).events[1] == DealWon("Bob", "out", 0, 0)
    ui.click("correct-2")
    ui.click("edit-how-closer_failed")
    assert ui.find("event-2").value == "Ann won the deal: Closer failed"
    ui.click("correct-2")
    ui.click("edit-how-false_out")  # Ann claimed 66 and was short: Bob, the closer, wins it
    assert ui.find("event-2").value == "Bob won the deal: False claim"
    assert score_report(store.load_game(game_id))["hands"][0]["game_points"] == 2


def test_a_finished_deal_and_its_views_say_deal_not_hand(make_ui, tmp_path):
    """After a deal the table offered "Next hand" under "Next: hand 2, Bob deals", the scoreboard listed "Hand by
    hand", and the deal's own view said "Totals after hand 1" and "There is no hand 9": each says deal now."""
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "sixty-six", ["Ann", "Bob"], "Ann")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("no-events").value == "Nothing entered for this deal yet."
    ui.go(f"/game/{game_id}")
    play_deal(TapCounter(ui), {"winner": "Bob", "loser_points": 40})
    assert ui.find("hand-title").value == "Deal 1 · result"
    assert ui.find("prompt").value == "Next: deal 2, Bob deals"
    assert ui.find("next-hand").content == "Next deal"
    ui.go(f"/game/{game_id}/scores")
    assert "Deal by deal" in ui.texts() and "Hand by hand" not in ui.texts()
    ui.go(f"/game/{game_id}/hand/1")
    assert ui.find("hand-totals").value == "Totals after deal 1: Ann 0 · Bob 1"
    ui.go(f"/game/{game_id}/hand/9")
    assert ui.find("no-hand").value == "There is no deal 9 in this game (yet)."
