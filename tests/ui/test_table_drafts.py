"""At the table nothing tapped is lost: a partner, royals or a refusal mid-trick keep the trick's cards,
undo takes back the last thing tapped, a reveal is one tap, a new hand's keypad starts empty."""

from __future__ import annotations

from scorekeeper.service import Scorekeeper

from .test_at_a_real_table import open_game

SIX = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


def silent_six(make_ui):
    """A six-player silent-partner game at its first trick: Ann bid $350,000, red trumps."""
    store, game_id, ui = open_game(make_ui, "make-a-million", SIX, "Flo", partnership="silent")
    ui.click("bid-350000")
    for _ in range(5):
        ui.click("pass")
    ui.click("trump-red")
    return store, game_id, ui


def test_naming_a_silent_partner_mid_trick_keeps_the_cards_tapped_and_stores_them_with_the_trick(make_ui):
    store, game_id, ui = silent_six(make_ui)
    ui.click("money-40000")
    ui.click("money-30000")
    ui.click("partner-Di")
    assert ui.find("trick-value").value == "Worth $40,000 + $30,000 = $70,000"
    assert ui.find("running").value.startswith("Ann+Di $0 · Bo+Cy+Ed+Flo $0")
    # The draft moved on with the stored reveal: a phone that dies now still has both cards.
    assert Scorekeeper(store).load_draft(game_id) == {"after_events": 8, "draft": {"money": [40000, 30000]}}
    ui.click("bull")
    ui.click("winner-Bo")
    assert store.load_events(game_id)[-2:] == [
        {"type": "partners", "partners": ["Di"]},
        {"type": "trick", "winner": "Bo", "money": [40000, 30000], "bull_bear": ["bull"]}]
    assert ui.find("trick-title").value == "Trick 2 of 17"
    assert ui.find("trick-value").value == "Worth nothing so far"


def test_undo_mid_trick_takes_back_the_last_card_tapped_then_the_trick_before_it(make_ui):
    store, game_id, ui = silent_six(make_ui)
    for key in ("money-5000", "winner-Cy", "money-40000", "bull"):
        ui.click(key)
    ui.click("undo")
    assert ui.find("notice").value == "Took back: Bull from trick 2"
    assert ui.find("trick-value").value == "Worth $40,000"
    ui.click("undo")
    assert ui.find("notice").value == "Took back: $40,000 from trick 2"
    assert ui.find("trick-value").value == "Worth nothing so far"
    assert len(store.load_events(game_id)) == 8  # nothing stored was touched so far
    ui.click("undo")
    assert ui.find("notice").value == "Undid: trick 1, Cy took $5,000"
    assert ui.find("trick-title").value == "Trick 1 of 17"
    assert ui.find("trick-value").value == "Worth $5,000"


def test_undo_after_a_reveal_mid_trick_takes_back_the_reveal_and_keeps_the_cards(make_ui):
    store, game_id, ui = silent_six(make_ui)
    ui.click("money-40000")
    ui.click("partner-Ed")  # the wrong seat: the last thing tapped
    ui.click("undo")
    assert ui.find("notice").value == "Undid: partners Ed"
    assert ui.find("trick-value").value == "Worth $40,000"
    assert not ui.find("partner-Ed").disabled
    ui.click("undo")
    assert ui.find("notice").value == "Took back: $40,000 from trick 1"
    assert store.load_events(game_id)[-1] == {"type": "trump", "trump": "red"}


def test_a_partner_is_revealed_in_one_tap_and_the_running_count_follows_at_once(make_ui):
    store, game_id, ui = silent_six(make_ui)
    for key in ("money-40000", "money-40000", "winner-Di"):
        ui.click(key)
    assert ui.find("running").value.startswith("Ann $0 · Bo+Cy+Di+Ed+Flo $80,000")
    ui.click("partner-Di")
    assert ui.find("running").value.startswith("Ann+Di $80,000 · Bo+Cy+Ed+Flo $0")
    assert store.load_events(game_id)[-1] == {"type": "partners", "partners": ["Di"]}
    assert not ui.exists("partners-confirm")


def test_royals_shown_mid_trick_keep_the_counting_cards_tapped(make_ui):
    store, game_id, ui = open_game(make_ui, "twenty-nine", ["North", "East", "South", "West"], "West")
    for key in ("bid-15", "pass", "pass", "pass", "trump-hearts", "card-J", "card-9", "royals", "royals-East"):
        ui.click(key)
    assert ui.find("trick-value").value == "Worth 5: J 3 + 9 2"
    ui.click("undo")
    assert ui.find("notice").value == "Undid: the royals shown by East"
    assert ui.find("trick-value").value == "Worth 5: J 3 + 9 2"
    ui.click("undo")
    assert ui.find("notice").value == "Took back: 9 from trick 1"
    ui.click("winner-North")
    assert store.load_events(game_id)[-1] == {"type": "points_trick", "winner": "North", "points": 3}


def test_the_other_amount_keypad_does_not_stay_open_into_the_next_hand(make_ui):
    store, game_id, ui = open_game(make_ui, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui.click("bid-other")
    for digit in "10":
        ui.click(f"bid-keypad-{digit}")
    ui.click("bid-keypad-done")
    assert ui.find("error").value == "hand 1, call 1: A bid $10,000 but the opening bid is at least $175,000"
    assert ui.find("bid-keypad-display").value == "$10,000"  # kept for fixing
    for key in ("bid-175000", "pass", "pass", "pass", "trump-red", "totals-only", "count-keypad-2",
                "count-keypad-0", "count-keypad-0", "count-keypad-done", "counts-save"):
        ui.click(key)
    assert ui.find("result").value == "MADE"
    ui.click("next-hand")
    assert ui.find("to-call").value == "Z to call"
    assert not ui.exists("bid-keypad-1")  # the keypad is closed
    assert ui.find("bid-keypad-display").value == "—"  # emptied: nothing typed
    assert ui.find("notice").value == "Cleared $10,000, typed in the last auction and not bid"


def test_cards_tapped_for_a_trick_go_with_a_notice_when_the_hand_is_counted_in_totals(make_ui):
    store, game_id, ui = open_game(make_ui, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    for key in ("bid-175000", "pass", "pass", "pass", "trump-red", "money-40000", "totals-only",
                "count-keypad-2", "count-keypad-0", "count-keypad-0", "count-keypad-done", "counts-save"):
        ui.click(key)
    assert ui.find("result").value == "MADE"
    assert ui.find("notice").value == "The cards tapped for the unfinished trick went with its hand"
    assert Scorekeeper(store).load_draft(game_id) is None


def test_a_correction_a_reveal_and_a_new_part_of_the_hand_bring_the_screen_to_its_top_a_card_does_not(make_ui):
    store, game_id, ui = silent_six(make_ui)
    scrolls = lambda: [c.args["offset"] for c in ui.calls_to("View.scroll_to")]  # noqa: E731
    assert scrolls() == [0, 0]  # the auction ended, then trump was named: the next part opens at the top
    for key in ("money-5000", "winner-Cy", "money-40000"):
        ui.click(key)
    assert scrolls() == [0, 0]  # tricks entered: the seats and cards stay where the thumb is
    ui.click("edit-trick-1")  # the correction's cards and seats are at the top
    assert ui.find("trick-title").value == "Correct trick 1"
    assert scrolls() == [0, 0, 0]
    ui.click("cancel-edit")
    assert scrolls() == [0, 0, 0, 0]
    ui.click("partner-Bo")  # the sides change: the next trick's cards at the top
    assert scrolls() == [0, 0, 0, 0, 0]


def test_a_trick_corrected_mid_trick_gives_back_the_cards_tapped_for_the_trick_being_entered(make_ui):
    store, game_id, ui = silent_six(make_ui)
    for key in ("money-5000", "winner-Cy", "money-40000", "edit-trick-1"):
        ui.click(key)
    assert ui.find("trick-value").value == "Worth $5,000"  # trick 1's cards, to correct
    ui.click("winner-Di")
    assert store.load_events(game_id)[-1] == {"type": "trick", "winner": "Di", "money": [5000], "bull_bear": []}
    assert ui.find("trick-title").value == "Trick 2 of 17"
    assert ui.find("trick-value").value == "Worth $40,000"  # the trick being entered, as it was
    ui.click("edit-trick-1")
    ui.click("cancel-edit")
    assert ui.find("trick-value").value == "Worth $40,000"
