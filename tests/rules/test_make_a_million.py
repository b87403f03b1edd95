"""Make-a-Million at a live table: turn order, refusals, the money check, sides and the winner."""

from __future__ import annotations

import pytest

from scorekeeper.rules import BidMade, Game, HandCounted, Passed, RuleError, TrumpNamed, score_report
from scorekeeper.games.make_a_million import MisdealCalled, MoneyDiscarded, PartnersNamed, TrickTaken

from .helpers import calls, four, play


def refusal(game: Game, event) -> str:
    with pytest.raises(RuleError) as err:
        game.play(event)
    return str(err.value)


def won_by(game: Game, bidder: str, amount: int) -> Game:
    """Everyone passes but ``bidder``, who bids ``amount`` when it is their turn."""
    while game.table.phase == "auction":
        who = game.table.to_act()
        game = game.play(BidMade(who, amount) if who == bidder else Passed(who))
    return game


def test_the_player_left_of_the_dealer_calls_first():
    assert four().table.to_act() == "A"
    assert Game.new("make-a-million", ["A", "Z", "B", "Y"], "A").table.to_act() == "Z"


def test_a_bid_below_the_lowest_raise_is_refused_with_the_lowest_raise():
    game = play(four(), calls(("A", 175000), ("Z", 190000), ("B", "pass"), ("Y", 210000)))
    assert refusal(game, BidMade("A", 215000)) == "hand 1, call 5: A bid 215,000 but the lowest raise is 220,000"
    assert game.table.current.auction.lowest_bid() == 220000


def test_the_opening_bid_off_the_unit_and_over_the_cap_are_refused():
    game = four()
    assert refusal(game, BidMade("A", 170000)) == "hand 1, call 1: A bid 170,000 but the opening bid is at least 175,000"
    assert "steps of 5,000 (175,000 or 180,000 would do)" in refusal(game, BidMade("A", 177000))
    assert "no bid may be above 400,000" in refusal(game, BidMade("A", 405000))


def test_a_call_out_of_turn_names_whose_turn_it_is():
    assert refusal(four(), BidMade("B", 175000)) == "hand 1, call 1: it is A's turn to call, not B's"


def test_a_stranger_cannot_call():
    assert "Q is not at this table (A, Z, B and Y)" in refusal(four(), Passed("Q"))


def test_two_packs_double_the_opening_bid_but_not_the_step():
    game = Game.new("make-a-million", list("ABCDEF"), "F")
    assert game.settings["opening_bid"] == 350000
    game = game.play(BidMade("A", 350000))
    assert game.table.current.auction.lowest_bid() == 360000
    assert game.table.current.auction.raises(3) == [360000, 370000, 380000]


def test_a_thrown_in_hand_scores_nothing_and_passes_the_deal():
    game = play(four(), calls(("A", "pass"), ("Z", "pass"), ("B", "pass"), ("Y", "pass")))
    report = score_report(game)["hands"][0]
    assert report["bidder"] is None and report["thrown_in"] is True
    assert report["scores"] == {"A": 0, "Z": 0, "B": 0, "Y": 0}
    assert game.table.dealer == "A" and game.table.to_act() == "Z"


def test_with_dealer_takes_the_dealer_may_not_pass_after_everyone_else():
    game = play(four(all_pass="dealer_takes"), calls(("A", "pass"), ("Z", "pass"), ("B", "pass")))
    assert "Y is the dealer and must bid when everyone else has passed (lowest bid 175,000)" in refusal(game, Passed("Y"))
    game = game.play(BidMade("Y", 175000))
    assert game.table.current.bidder == "Y"


def test_a_misdeal_is_redealt_by_the_same_dealer_and_kept_in_the_history():
    game = four().play(MisdealCalled("B"))
    assert game.table.dealer == "Y" and game.table.to_act() == "A"
    assert score_report(game)["hands"][0]["misdeal"] == "B"
    assert "a misdeal is called before the first call" in refusal(game.play(BidMade("A", 175000)), MisdealCalled("B"))


def test_the_deal_passes_to_the_left_after_each_hand():
    game = won_by(four(), "A", 175000)
    game = play(game, [TrumpNamed("red"), HandCounted(200000, 200000)])
    assert game.table.dealer == "A"
    assert game.table.to_act() == "Z"


def test_the_bidder_leads_the_first_trick_and_the_winner_leads_the_next():
    game = won_by(four(), "B", 175000).play(TrumpNamed("black"))
    assert game.table.to_act() == "B"
    game = game.play(TrickTaken("Y", (40000,)))
    assert game.table.to_act() == "Y"
    assert game.table.prompt() == "Trick 2 of 13 · Y leads"


def test_trump_must_be_a_color_of_the_edition_or_none():
    game = won_by(four(edition="inr"), "A", 175000)
    assert "it must be one of red, blue, green, yellow, none" in refusal(game, TrumpNamed("black"))
    assert game.play(TrumpNamed("none")).table.current.trump == "none"
    no_nt = won_by(four(no_trump=False), "A", 175000)
    assert "none" not in refusal(no_nt, TrumpNamed("none")).split("must be one of")[1]


def test_only_cards_still_unplayed_can_be_counted():
    game = won_by(four(), "A", 175000).play(TrumpNamed("red"))
    game = game.play(TrickTaken("A", (40000, 40000, 40000)))
    left = game.table.current.cards_left()
    assert left[40000] == 1 and left["bull"] == 1
    assert "only 4 cards of 40,000" in refusal(game, TrickTaken("Z", (40000, 40000)))
    game = game.play(TrickTaken("Z", (), ("bull",)))
    assert "there is only 1 Bull in play" in refusal(game, TrickTaken("Z", (), ("bull",)))


def test_a_trick_cannot_hold_more_cards_than_players():
    game = won_by(four(), "A", 175000).play(TrumpNamed("red"))
    assert "a trick holds 4 cards but this one lists 5" in refusal(
        game, TrickTaken("A", (40000, 30000, 15000, 10000), ("bull",)))


def test_a_hand_whose_money_does_not_add_up_is_refused_with_the_numbers():
    game = won_by(four(), "A", 175000).play(TrumpNamed("red"))
    game = play(game, [TrickTaken("A", (40000, 40000, 40000, 40000)), TrickTaken("Z", (30000, 30000, 30000, 30000)),
                       TrickTaken("B", (15000, 15000, 15000, 15000)), TrickTaken("Y", (10000, 10000, 10000, 10000))])
    game = play(game, [TrickTaken("A", (5000, 5000, 5000))] + [TrickTaken("A")] * 7)
    message = refusal(game, TrickTaken("A"))
    assert message == ("hand 1, trick 13: the Money cards add up to 395,000 (395,000 in tricks + 0 discarded) "
                       "but the pack holds 400,000: 5,000 is missing")


def test_discarded_money_is_out_of_play_but_keeps_the_money_check_whole():
    game = won_by(four(), "A", 175000)
    game = play(game, [MoneyDiscarded((5000,)), TrumpNamed("red"),
                       TrickTaken("A", (40000, 40000, 40000, 40000)), TrickTaken("Z", (30000, 30000, 30000, 30000)),
                       TrickTaken("B", (15000, 15000, 15000, 15000)), TrickTaken("Y", (10000, 10000, 10000, 10000)),
                       TrickTaken("A", (5000, 5000, 5000))] + [TrickTaken("A")] * 8)
    report = score_report(game)["hands"][0]
    assert (report["bidder_count"], report["other_count"]) == (235000, 160000)
    assert "the widow is discarded before the first trick" in refusal(game.undo(), MoneyDiscarded((5000,)))


def test_the_running_count_shows_what_the_bidder_still_needs():
    game = won_by(four(), "A", 200000).play(TrumpNamed("red"))
    game = play(game, [TrickTaken("B", (40000, 30000), ("bull",)), TrickTaken("Z", (40000,))])
    hand = game.table.current
    assert hand.running_counts() == (140000, 40000)
    assert hand.still_needed() == 60000


def test_in_a_called_game_a_bidder_holding_the_called_card_plays_alone():
    game = four(partnership="called")
    game = play(won_by(game, "A", 175000), [TrumpNamed("red"), HandCounted(180000, 220000)])
    assert game.table.phase == "partners"
    game = game.play(PartnersNamed(()))
    report = score_report(game)["hands"][0]
    assert report["bidder_side"] == ["A"]
    assert report["scores"] == {"A": 180000, "Z": 220000, "B": 220000, "Y": 220000}


def test_a_called_partner_must_be_one_other_player():
    game = play(won_by(four(partnership="called"), "A", 175000), [TrumpNamed("red")])
    assert "A is the bidder and cannot also be a partner" in refusal(game, PartnersNamed(("A",)))
    assert "at most 1 can be" in refusal(game, PartnersNamed(("Z", "B")))


def test_partners_are_not_named_in_a_fixed_game():
    game = won_by(four(), "A", 175000)
    assert "partners are fixed in this game" in refusal(game, PartnersNamed(("B",)))


def test_silent_partners_can_be_fewer_than_the_cards_laid():
    game = Game.new("make-a-million", list("ABCDEFGH"), "H", {"partnership": "silent"})
    game = play(won_by(game, "A", 350000), [TrumpNamed("red"), PartnersNamed(("C",)), HandCounted(400000, 400000)])
    assert score_report(game)["hands"][0]["bidder_side"] == ["A", "C"]
    before_partners = game.undo().undo()
    assert "at most 3 can be" in refusal(before_partners, PartnersNamed(("B", "C", "D", "E")))


def test_three_players_play_with_a_dummy_that_takes_tricks_for_the_bidder():
    game = Game.new("make-a-million", ["A", "B", "C"], "C")
    assert game.settings["partnership"] == "dummy"
    game = play(won_by(game, "B", 175000), [TrumpNamed("green"),
                TrickTaken("dummy", (40000, 40000, 40000, 40000)), TrickTaken("B", (30000, 30000, 30000, 30000)),
                TrickTaken("A", (15000, 15000, 15000, 15000)), TrickTaken("C", (10000, 10000, 10000, 10000)),
                TrickTaken("A", (5000, 5000, 5000, 5000))] + [TrickTaken("A")] * 8)
    report = score_report(game)["hands"][0]
    assert report["bidder_side"] == ["B", "dummy"]
    assert report["scores"] == {"A": 120000, "B": 280000, "C": 120000}


def test_a_side_reaching_the_million_wins_and_no_hand_may_follow():
    game = four(target=400000)
    game = play(won_by(game, "A", 175000), [TrumpNamed("red"), HandCounted(420000, 0)])
    assert game.table.winner == ("A", "B")
    assert score_report(game)["winner"] == ["A", "B"]
    assert "the game is over" in refusal(game, BidMade("Z", 175000))


def test_an_exact_tie_at_the_target_plays_another_hand_by_default():
    game = four(target=400000)
    game = play(won_by(game, "A", 175000), [TrumpNamed("red"), HandCounted(200000, 200000)])
    game = play(won_by(game, "Z", 175000), [TrumpNamed("red"), HandCounted(200000, 200000)])
    assert game.table.totals == {"A": 400000, "Z": 400000, "B": 400000, "Y": 400000}
    assert game.table.winner is None and game.table.current is not None


def test_with_tie_bidder_the_side_that_won_the_bid_takes_a_tie():
    game = four(target=400000, tie="bidder")
    game = play(won_by(game, "A", 175000), [TrumpNamed("red"), HandCounted(200000, 200000)])
    game = play(won_by(game, "Z", 175000), [TrumpNamed("red"), HandCounted(200000, 200000)])
    assert game.table.winner == ("Z", "Y")


def test_scores_may_go_negative():
    game = play(won_by(four(), "A", 300000), [TrumpNamed("red"), HandCounted(100000, 300000)])
    assert game.table.totals["A"] == -300000


def test_unknown_settings_and_table_sizes_are_refused_by_name():
    with pytest.raises(RuleError, match="has no setting 'bogus'"):
        four(bogus=1)
    with pytest.raises(RuleError, match="played by 3, 4, 6 or 8 players, not 5"):
        Game.new("make-a-million", list("ABCDE"), "A")
    with pytest.raises(RuleError, match="partnership is 'silent' but must be one of fixed, called with 4 players"):
        four(partnership="silent")


def test_rupee_amounts_can_show_with_indian_grouping():
    from scorekeeper.games.make_a_million import format_amount

    assert format_amount({"edition": "inr", "indian_grouping": True})(175000) == "₹1,75,000"
    assert format_amount({"edition": "inr", "indian_grouping": True})(10000000) == "₹1,00,00,000"
    assert format_amount({"edition": "inr", "indian_grouping": False})(175000) == "₹175,000"
    assert format_amount({"edition": "usd"})(-240000) == "−$240,000"


def test_a_hand_still_being_played_explains_its_count_so_far_instead_of_failing():
    game = play(four(), calls(("A", 175000), ("Z", "pass"), ("B", "pass"), ("Y", "pass")))
    assert game.table.current.explain() == [
        "A bid $175,000; trump not named yet; A+B against Z+Y",
        "In progress: A+B $0 of the bid $175,000 so far; Z+Y $0",
        "A+B: $0 = $0",
        "Z+Y: $0 = $0",
    ]
    game = play(game, [TrumpNamed("red"), TrickTaken("B", (40000, 30000), ("bull",)), TrickTaken("Z", (5000,))])
    assert game.table.current.explain() == [
        "A bid $175,000; trump red; A+B against Z+Y",
        "In progress: A+B $140,000 of the bid $175,000 so far; Z+Y $5,000",
        "Trick 1: B (bidder's side) $40,000 + $30,000 = $70,000; Bull → × 2 = $140,000",
        "Trick 2: Z (other side) $5,000",
        "A+B: $140,000 = $140,000",
        "Z+Y: $5,000 = $5,000",
    ]


@pytest.mark.parametrize("flags", [["--json"], []])
def test_a_trick_without_its_money_is_refused_not_counted_as_empty(
        tmp_path, capsys: pytest.CaptureFixture[str], flags: list[str]) -> None:
    """Only ``bull_bear`` may be left out of a trick (spec: "money ... may be empty"): a trick with no
    ``money`` was scored as holding none, so a keeper who forgot a trick's cards saw a set back."""
    import json

    from scorekeeper import cli

    tricks = [{"winner": w, "money": m} for w, m in [
        ("A", [40000, 40000, 40000, 40000]), ("Z", [30000, 30000, 30000, 30000]), ("B", [15000, 15000, 15000, 15000]),
        ("Y", [10000, 10000, 10000, 10000]), ("A", [5000, 5000, 5000, 5000])]] + [{"winner": "B", "money": []}] * 8
    tricks[1] = {"winner": "Z"}
    record = {"format": "scorekeeper-game/1", "game": "make-a-million", "players": ["A", "Z", "B", "Y"], "dealer": "Y",
              "hands": [{"auction": [["A", 175000], ["Z", "pass"], ["B", "pass"], ["Y", "pass"]], "trump": "red",
                         "tricks": tricks}]}
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert cli.main(["score", str(path), *flags]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", "scorekeeper: hand 1, trick 2: a trick needs its 'money', the Money cards in it ([] for none)\n")


def test_a_record_without_its_hands_is_refused_not_scored_as_a_game_not_begun(
        tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    """The spec lists ``hands`` among a record's keys and only ``rules`` as optional: a game not begun says
    ``"hands": []``.  A record that lost its hands scored as all zeros with exit 0."""
    import json

    from scorekeeper import cli

    record = {"format": "scorekeeper-game/1", "game": "make-a-million", "rules": {"edition": "usd"},
              "players": ["A", "Z", "B", "Y"], "dealer": "Y"}
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert cli.main(["score", str(path), "--json"]) == 2
    assert capsys.readouterr() == ("", "scorekeeper: the record has no 'hands'\n")
    path.write_text(json.dumps({**record, "hands": []}), encoding="utf-8")
    assert cli.main(["score", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"hands": [], "totals": {"A": 0, "Z": 0, "B": 0, "Y": 0},
                                                   "winner": None}


def test_a_bad_setting_in_a_record_is_refused_at_rules_and_a_bad_table_by_its_size(
        tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    """A hand's refusal names the hand; a setting's named nothing, so a reader of the line could not tell the
    record's ``rules`` from its players.  A table size the game is not played by stays the players' fault."""
    import json

    from scorekeeper import cli

    record = {"format": "scorekeeper-game/1", "game": "make-a-million", "players": ["A", "Z", "B", "Y"],
              "dealer": "Y", "hands": []}
    path = tmp_path / "record.json"
    for rules, line in [({"target": 0}, "rules: setting target is 0 but must be a whole number from 1 to 100,000,000"),
                        ({"partnership": "silent"},
                         "rules: setting partnership is 'silent' but must be one of fixed, called with 4 players")]:
        path.write_text(json.dumps({**record, "rules": rules}), encoding="utf-8")
        assert cli.main(["score", str(path), "--json"]) == 2
        assert capsys.readouterr() == ("", f"scorekeeper: {line}\n")
    path.write_text(json.dumps({**record, "players": ["A", "Z", "B", "Y", "C"], "rules": {"target": 500000}}),
                    encoding="utf-8")
    assert cli.main(["score", str(path), "--json"]) == 2
    assert capsys.readouterr() == ("", "scorekeeper: Make-a-Million is played by 3, 4, 6 or 8 players, not 5\n")
