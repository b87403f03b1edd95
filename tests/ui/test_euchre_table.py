"""Euchre at the table, clicked through as a player would: the turn-up, the maker, the trump, the makers'
tricks; alone and defending alone; a hand trick by trick; a refusal; undo; the tap count of a typical hand."""

from __future__ import annotations

from scorekeeper.rules import score_report

from .app_fixtures import TapCounter, new_stored_game, open_app, store_at

PLAYERS = ["Ann", "Bo", "Cy", "Di"]  # Ann+Cy against Bo+Di; Di deals: Ann calls first


def test_a_typical_hand_is_four_taps_turn_up_maker_trump_tricks(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "euchre", PLAYERS, "Di")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    taps = TapCounter(ui)
    assert ui.find("calling-title").value == "Which suit is turned up?"
    taps.click("turn-up-hearts")
    assert ui.find("calling-title").value == "Turn-up ♥ hearts · who made trump?"
    taps.click("maker-Bo")
    assert ui.find("calling-title").value == "Bo made trump: which suit?"
    assert ui.find("trump-hearts").content == "♥ hearts · round 1"
    assert ui.find("trump-spades").content == "♠ spades · round 2"
    taps.click("trump-hearts")
    assert ui.find("contract").value == "Bo made ♥ hearts, round 1"
    taps.click("makers-4")
    assert taps.taps == 4
    assert ui.find("result").value == "MADE"
    assert ui.find("verdict").value == "Bo made hearts: Bo+Di took 4 of 5: +1"
    assert "Round 1: Bo ordered up the turn-up hearts; everyone before Bo passed" in ui.texts()
    assert ui.find("total-Bo+Di").value == "1 / 10"
    ui.click("next-hand")
    assert ui.find("hand-title").value == "Hand 2 · Ann deals"
    assert score_report(store.load_game(game_id))["totals"] == {"Ann": 0, "Bo": 1, "Cy": 0, "Di": 1}


def test_a_lone_maker_and_a_lone_defender_trick_by_trick(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "euchre", PLAYERS, "Di", defend_alone=True)
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("turn-up-spades")
    ui.click("maker-Ann")
    assert not ui.find("defend-Bo").visible  # only against a lone maker
    ui.click("alone")
    assert ui.find("alone").content == "✓ Ann goes alone"
    assert ui.find("defend-Bo").visible and not ui.find("defend-Cy").visible
    ui.click("defend-Bo")
    ui.click("trump-clubs")
    assert ui.find("contract").value == "Ann made ♣ clubs, round 2, alone"
    assert not ui.find("winner-Cy").visible and not ui.find("winner-Di").visible  # they sit out
    for winner in ["Ann", "Bo", "Bo"]:
        ui.click(f"winner-{winner}")
    assert not ui.find("tricks-title").visible  # trick by trick now: no count buttons
    assert ui.find("running").value == "The makers have 1 so far"
    ui.click("winner-Bo")
    ui.click("winner-Bo")
    assert ui.find("result").value == "EUCHRED"
    assert ui.find("verdict").value == "Ann made clubs alone: took 1 of 5, euchred by Bo alone: Bo+Di +4"
    assert ui.find("total-Bo+Di").value == "4 / 10"


def test_everyone_passing_twice_throws_the_hand_in_and_undo_takes_back_the_last_entry(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "euchre", PLAYERS, "Di")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("turn-up-diamonds")
    ui.click("thrown-in")
    assert ui.find("result").value == "THROWN IN"
    assert ui.find("verdict").value == "Everyone passed twice: the hand is thrown in"
    ui.click("next-hand")
    assert ui.find("hand-title").value == "Hand 2 · Ann deals"
    ui.click("turn-up-clubs")
    ui.click("undo")
    assert ui.find("calling-title").value == "Which suit is turned up?"
    assert len(store.load_game(game_id).events) == 2


def test_stick_the_dealer_offers_no_throw_in(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "euchre", PLAYERS, "Di", stick_the_dealer=True)
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("turn-up-diamonds")
    assert not ui.find("thrown-in").visible
    ui.click("maker-Di")
    ui.click("trump-spades")
    assert ui.find("contract").value == "Di made ♠ spades, round 2"


def test_correcting_the_makers_tricks_of_a_euchred_hand_rescores_the_game(make_ui, tmp_path):
    from .test_scoreboard import stored_example

    store = store_at(tmp_path)
    game_id = stored_example(store, "euchre-march-alone-euchred")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/5")
    assert [ui.find(f"event-{i}").value for i in (1, 2, 3)] == [
        "the turn-up, ♥ hearts", "South made ♣ clubs", "the makers' 2 tricks"]
    assert ui.find("correct-3").content == "Correct the makers' tricks"
    ui.click("correct-3")
    assert ui.find("edit-title").value == "Tricks the makers took"
    ui.click("edit-makers-3")
    assert ui.find("verdict").value == "South made clubs: North+South took 3 of 5: +1"
    assert ui.find("rescored-totals").value == "Scores now: North+South 4 · East+West 8"
    assert score_report(store.load_game(game_id))["winner"] is None  # East+West no longer reach 10


def test_correcting_the_trump_to_the_turn_up_suit_makes_it_round_1(make_ui, tmp_path):
    from .test_scoreboard import stored_example

    store = store_at(tmp_path)
    game_id = stored_example(store, "euchre-march-alone-euchred")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/2")
    assert ui.find("correct-2").content == "Correct the call"
    ui.click("correct-2")
    assert ui.find("edit-title").value == "Correct the call: who made trump, the suit, the round, alone"
    assert ui.find("edit-call").value == "East made ♠ spades, round 2"
    # The turn-up was diamonds: spades in round 1 is refused there, so that button is greyed.
    assert ui.find("edit-round-1").disabled and not ui.find("edit-round-2").disabled
    ui.click("edit-trump-diamonds")  # the turn-up's suit: round 1 now
    assert ui.find("edit-call").value == "East made ♦ diamonds, round 1"
    assert ui.find("edit-round-2").disabled  # the turned-down suit cannot be named in round 2
    ui.click("edit-save")
    hand = score_report(store.load_game(game_id))["hands"][1]
    assert (hand["trump"], hand["round"], hand["scores"]["East"]) == ("diamonds", 1, 2)


def test_correcting_who_made_trump_and_alone_rescores_the_hand(make_ui, tmp_path):
    from .test_scoreboard import stored_example

    store = store_at(tmp_path)
    game_id = stored_example(store, "euchre-march-alone-euchred")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/2")
    ui.click("correct-2")
    ui.click("edit-maker-North")  # North made spades: East and West took every trick, so North+South are euchred
    assert ui.find("edit-call").value == "North made ♠ spades, round 2"
    assert ui.find("edit-alone").content == "North goes alone"
    ui.click("edit-alone")
    assert ui.find("edit-alone").content == "✓ North goes alone"
    ui.click("edit-save")
    hand = score_report(store.load_game(game_id))["hands"][1]
    assert (hand["maker"], hand["alone"], hand["made"], hand["scores"]) == (
        "North", ["North"], False, {"North": 0, "East": 2, "South": 0, "West": 2})


def test_a_lone_defender_is_offered_only_against_a_maker_who_goes_alone(make_ui, tmp_path):
    from .test_scoreboard import stored_example

    store = store_at(tmp_path)
    game_id = stored_example(store, "euchre-stuck-dealer-defend-alone")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/2")
    ui.click("correct-2")  # Bob made spades alone, Ann defended alone
    assert ui.find("edit-defend-Ann").content == "✓ Ann defends alone"
    assert not ui.exists("edit-defend-Dan")  # Bob's partner is no defender
    ui.click("edit-alone")  # Bob no longer alone: nobody may defend alone
    assert ui.find("edit-defend-Ann").disabled and ui.find("edit-defend-Cat").disabled
    assert ui.find("edit-call").value == "Bob made ♠ spades, round 1"
    ui.click("edit-alone")
    ui.click("edit-defend-Cat")  # legal at the call, but Cat's partner Ann took tricks 2 and 3 of this hand
    ui.click("edit-save")
    assert ui.find("error").value == "hand 2, trick 2: Ann sits out this hand (partner of a player who went alone)"
    assert score_report(store.load_game(game_id))["hands"][1]["alone"] == ["Bob", "Ann"]


def test_a_euchre_game_is_started_with_its_house_rules_from_the_new_game_screen(make_ui, tmp_path):
    from .test_new_game import seat

    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-euchre")
    assert ui.exists("count-4") and not ui.exists("count-3")
    seat(ui, "Ann", "Bo", "Cy", "Di")
    assert ui.find("sides").value == "Partners: Ann + Cy against Bo + Di"
    ui.click("house-rules")
    ui.type("setting-target", "5")
    ui.toggle("setting-stick_the_dealer")
    ui.toggle("setting-defend_alone")
    ui.click("setting-deck-32")
    ui.click("dealer-Di")
    ui.click("start")
    assert not ui.exists("error"), ui.find("error").value
    game = store.load_game(ui.route.split("/")[2])
    assert (game.kind, game.dealer, game.settings) == (
        "euchre", "Di", {"target": 5, "deck": 32, "stick_the_dealer": True, "defend_alone": True})
    assert ui.find("calling-title").value == "Which suit is turned up?"
