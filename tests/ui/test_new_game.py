"""Setting up a game at the table, tapped through as a player would."""

from __future__ import annotations

import pytest

from .app_fixtures import open_app, store_at


def seat(ui, *names):
    for name in names:
        ui.type("new-name", name)
        ui.click("add-name")


def seated(ui, n):
    return [ui.find(f"seat-{i}").value for i in range(1, n + 1)]


def test_a_four_player_rupee_game_with_two_new_and_two_known_players_starts_at_the_table(make_ui, tmp_path):
    store = store_at(tmp_path)
    ann, bo = store.add_player("Ann"), store.add_player("Bo")
    ui = open_app(make_ui, store, "/new")
    assert ui.route == "/new"
    # Make-a-Million offers exactly the table sizes the rules know.
    assert [ui.exists(f"count-{n}") for n in (2, 3, 4, 5, 6, 8)] == [False, True, True, False, True, True]
    ui.click("pick-Ann")
    seat(ui, "Cy")
    ui.click("pick-Bo")
    ui.submit("new-name", "Di")  # Enter in the field adds too
    assert seated(ui, 4) == ["1. Ann", "2. Cy", "3. Bo", "4. Di"]
    assert ui.find("pick-Ann").disabled  # a seated player is greyed in his place, the others do not slide

    # Reorder: Cy down one, Bo now in seat 2.
    ui.click("seat-down-2")
    assert seated(ui, 4) == ["1. Ann", "2. Bo", "3. Cy", "4. Di"]
    ui.click("seat-up-4")
    assert seated(ui, 4) == ["1. Ann", "2. Bo", "3. Di", "4. Cy"]
    # Fixed partners alternate around the table.
    assert ui.find("sides").value == "Partners: Ann + Di against Bo + Cy"
    assert "the bidder calls a card; its holder is the secret partner" in ui.texts()

    # Rupees: the Lion of India appears.
    assert "Lion of India" not in ui.text()
    ui.click("edition-inr")
    assert "Bengal Tiger · Lion of India · Bear" in ui.find("edition-names").value
    assert "₹" in ui.find("edition-names").value

    # A house rule: the target and the misdeal.
    ui.type("setting-target", "1,500,000")
    ui.click("house-rules")
    assert ui.find("setting-misdeal").value is True
    assert "default: on" in ui.find("help-misdeal").value
    ui.toggle("setting-misdeal")
    ui.click("setting-all_pass-dealer_takes")
    assert "2 changed" in ui.text()

    ui.click("dealer-Bo")
    assert ui.find("dealer-line").value == "Bo deals; Di, on the dealer's left, calls first"
    ui.type("game-name", "Friday rupees")
    ui.click("start")

    assert ui.route.startswith("/game/")
    game_id = ui.route.split("/")[2]
    assert ui.find("hand-title").value == "Hand 1 · Bo deals"
    assert ui.find("prompt").value.startswith("Di to call")
    assert "₹" in ui.find("prompt").value
    game = store.load_game(game_id)
    assert game.players == ("Ann", "Bo", "Di", "Cy") and game.dealer == "Bo"
    assert game.settings["edition"] == "inr" and game.settings["target"] == 1_500_000
    assert game.settings["misdeal"] is False and game.settings["all_pass"] == "dealer_takes"
    # Known players kept their ids; the new names were registered.
    ids = store.game_player_ids(game_id)
    assert ids["Ann"] == ann.id and ids["Bo"] == bo.id
    assert sorted(p.name for p in store.list_players()) == ["Ann", "Bo", "Cy", "Di"]
    assert store.get_game_summary(game_id).name == "Friday rupees"


def test_a_typed_name_that_matches_a_registered_player_is_that_player(make_ui, tmp_path):
    store = store_at(tmp_path)
    sam = store.add_player("Sam")
    ui = open_app(make_ui, store, "/new")
    seat(ui, "sam", "Lee", "Mo", "Di")  # "sam" reads as "Sam": the same player (names are case-folded)
    ui.click("dealer-Lee")
    ui.click("start")
    game_id = ui.route.split("/")[2]
    ids = store.game_player_ids(game_id)
    assert ids["sam"] == sam.id
    assert sorted(p.name for p in store.list_players()) == ["Di", "Lee", "Mo", "Sam"]


def test_the_same_name_in_another_case_or_accent_encoding_is_refused_as_one_player(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    seat(ui, "\u00c1na", "Bo", "A\u0301na", "Di")  # "Ána" with a precomposed letter, then with a combining accent
    ui.click("dealer-Bo")
    ui.click("start")
    assert ui.route == "/new"
    assert ui.find("error").value == ("\u00c1na and A\u0301na are the same name (compared ignoring case and how "
                                      "accents are typed); every player needs a different name")
    assert store.list_games() == [] and store.list_players() == []


def test_two_players_with_the_same_name_are_refused_and_everything_entered_is_kept(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    seat(ui, "Ann", "Bo", "Ann", "Di")
    ui.click("edition-inr")
    ui.click("dealer-Bo")
    ui.click("start")
    assert ui.route == "/new"
    assert ui.find("error").value == "Ann is seated twice; every player needs a different name"
    assert seated(ui, 4) == ["1. Ann", "2. Bo", "3. Ann", "4. Di"]
    assert "Lion of India" in ui.find("edition-names").value
    assert store.list_games() == [] and store.list_players() == []
    # Fix it: remove the second Ann, seat Cy, and go.
    ui.click("seat-remove-3")
    seat(ui, "Cy")
    ui.click("start")
    assert ui.route.startswith("/game/")


@pytest.mark.parametrize("typed, said", [
    ("Dummy", "'Dummy' cannot be a player's name in a dummy game: \"dummy\" is the name of the dummy's seat; "
              "add an initial or use another name"),
    ("Maximiliana Eleonora Wilhelmina von Habsburg-Lothringen",
     "A name can have at most 40 characters; 'Maximiliana Eleonora…' has 55"),
])
def test_a_reserved_or_too_long_name_is_refused_in_the_rules_own_words(make_ui, tmp_path, typed, said):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("count-3")  # three players: a dummy game
    seat(ui, "Ann", typed, "Cy")
    ui.click("dealer-Ann")
    ui.click("start")
    assert ui.route == "/new"
    assert ui.find("error").value == said
    assert seated(ui, 3)[1] == f"2. {typed}"
    assert store.list_games() == [] and store.list_players() == []


def test_five_players_of_make_a_million_are_refused_in_the_rules_own_words(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    seat(ui, "A", "B", "C", "D", "E")
    assert seated(ui, 5)[-1] == "5. E"
    ui.click("dealer-A")
    ui.click("start")
    assert ui.find("error").value == "Make-a-Million is played by 3, 4, 6 or 8 players, not 5"
    assert seated(ui, 5) == ["1. A", "2. B", "3. C", "4. D", "5. E"]
    assert store.list_games() == []


def test_a_bad_house_rule_value_is_refused_with_the_setting_named(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    seat(ui, "A", "B", "C", "D")
    ui.type("setting-target", "a lot")
    ui.click("dealer-A")
    ui.click("start")
    assert "setting target is 'a lot' but must be a whole number" in ui.find("error").value
    assert ui.find("setting-target").value == "a lot"


def test_empty_seats_and_no_dealer_are_asked_for_before_starting(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("start")
    assert "Seat the players first" in ui.find("error").value
    seat(ui, "A", "B")
    ui.click("start")
    assert ui.find("error").value.startswith("Seat 3 of 4 is empty")
    ui.click("count-3")
    assert ui.find("partnership-dummy") is not None  # three players: the dummy game only
    assert not ui.exists("partnership-fixed")
    seat(ui, "C")
    ui.click("start")
    assert ui.find("error").value == "Choose who deals first: tap a player, or draw at random"
    # Fewer seats than seated players: say what to do, change nothing.
    seat(ui, "D")
    ui.click("count-3")
    assert "remove 1" in ui.find("error").value
    assert seated(ui, 4)[-1] == "4. D"


def test_the_random_dealer_draw_gives_one_of_the_players(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    seat(ui, "Ann", "Bo", "Cy", "Di")
    drawn = set()
    for _ in range(12):
        ui.click("dealer-random")
        line = ui.find("dealer-line").value
        dealer = line.split(" deals;")[0]
        assert dealer in {"Ann", "Bo", "Cy", "Di"}
        assert f"Drawn at random: {dealer} deals first" in ui.texts()
        drawn.add(dealer)
    assert len(drawn) >= 2
    ui.click("start")
    assert store.load_game(ui.route.split("/")[2]).dealer == dealer


def test_a_twenty_nine_game_can_be_started(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-twenty-nine")
    assert ui.exists("count-4") and not ui.exists("count-3")
    assert not ui.exists("edition-inr")
    seat(ui, "N", "E", "S", "W")
    assert ui.find("sides").value == "Partners: N + S against E + W"
    ui.click("house-rules")
    assert "The lowest bid (15, or 16 as many tables play) · default: 15" == ui.find("help-min_bid").value
    ui.type("setting-min_bid", "16")
    ui.click("dealer-W")
    ui.click("start")
    game_id = ui.route.split("/")[2]
    game = store.load_game(game_id)
    assert game.kind == "twenty-nine" and game.settings["min_bid"] == 16 and game.dealer == "W"
    assert ui.find("hand-title").value == "Hand 1 · W deals"


def test_an_exact_bid_game_can_be_started_with_any_number_from_two_to_eight(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-exact-bid")
    assert [ui.exists(f"count-{n}") for n in range(1, 10)] == [False] + [True] * 7 + [False]
    ui.click("count-3")
    seat(ui, "A", "B", "C")
    ui.click("house-rules")
    assert "default: 13" in ui.find("help-start_cards").value
    ui.type("setting-start_cards", "10")
    ui.click("dealer-C")
    assert ui.find("dealer-line").value == "C deals; A, on the dealer's left, plays first"
    ui.click("start")
    game = store.load_game(ui.route.split("/")[2])
    assert game.kind == "exact-bid" and game.players == ("A", "B", "C")
    assert game.settings["start_cards"] == 10


def test_switching_games_keeps_the_names_and_each_game_its_own_settings(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    seat(ui, "A", "B", "C", "D")
    ui.click("edition-inr")
    ui.click("kind-twenty-nine")
    assert seated(ui, 4) == ["1. A", "2. B", "3. C", "4. D"]
    ui.click("kind-make-a-million")
    assert "Lion of India" in ui.find("edition-names").value
    assert seated(ui, 4) == ["1. A", "2. B", "3. C", "4. D"]


def test_the_settings_screen_default_for_lakhs_applies_to_new_rupee_games(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/settings")
    ui.toggle("indian-grouping")
    ui.go("/new")
    seat(ui, "Asha", "Ravi", "Meera", "Dev")
    ui.click("edition-inr")
    ui.click("dealer-Dev")
    ui.click("start")
    assert "₹1,75,000" in " ".join(ui.texts())


def test_indic_names_with_a_joiner_or_non_joiner_inside_the_word_start_a_game_as_typed(make_ui, tmp_path):
    rab = "\u09b0\u200d\u09cd\u09af\u09be\u09ac"  # Bengali "র‍্যাব": a zero-width joiner after its first letter
    ksha = "\u0915\u094d\u200d\u0937"  # Hindi "क्‍ष": a joiner after the virama keeps the half form
    kshz = "\u0915\u094d\u200c\u0937"  # Hindi "क्‌ष": a non-joiner shows the virama instead
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("count-4")
    seat(ui, rab, ksha, kshz, "Di")
    ui.click("dealer-Di")
    ui.click("start")
    assert ui.route.startswith("/game/")
    [game] = store.list_games()
    assert game.players == (rab, ksha, kshz, "Di")
    assert sorted(p.name for p in store.list_players()) == sorted([rab, ksha, kshz, "Di"])


def test_a_joiner_at_the_start_of_a_name_is_refused_with_where_it_may_stand(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("count-4")
    seat(ui, "\u200dAnn", "Bo", "Cy", "Di")
    ui.click("dealer-Bo")
    ui.click("start")
    assert ui.route == "/new"
    assert ui.find("error").value == ("player name '\\u200dAnn' has a zero-width joiner or non-joiner outside a "
                                      "word; it may only stand between two letters, as in a Bengali or Hindi "
                                      "spelling")
    assert store.list_games() == []
