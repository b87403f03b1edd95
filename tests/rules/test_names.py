"""Player names: the length limit, one player however a name is typed, joiners inside Indic words, and
"dummy", which in a dummy game is the dummy's seat and nobody's name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.board.view import game_view
from scorekeeper.games.make_a_million import PartnersNamed, TrickTaken
from scorekeeper.rules import (BidMade, Game, HandCounted, Passed, RuleError, TrumpNamed, game_from_record, game_to_record,
                               score_report)

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
BENGALI_RAB = "\u09b0\u200d\u09cd\u09af\u09be\u09ac"  # "র‍্যাব": a zero-width joiner after its first letter
HINDI_KSHA = "\u0915\u094d\u200d\u0937"  # "क्‍ष": a joiner after the virama keeps the half form
ANA = "\u00c1na"  # "Ána", one precomposed letter
ANA_DECOMPOSED = "A\u0301na"  # "Ána", an A and a combining acute accent


def refusal(players: list[str], **settings: object) -> str:
    with pytest.raises(RuleError) as refused:
        Game.new("make-a-million", players, players[0], settings)
    return str(refused.value)


def test_a_name_of_more_than_40_characters_is_refused_with_the_limit_and_its_length() -> None:
    assert refusal(["Ann", "Bo", "Cy", "Maximiliana Eleonora Wilhelmina von Habsburg-Lothringen"]) == (
        "A name can have at most 40 characters; 'Maximiliana Eleonora…' has 55")
    assert Game.new("make-a-million", ["Ann", "Bo", "Cy", "x" * 40], "Ann").players[3] == "x" * 40


def test_a_stored_game_with_a_longer_name_still_opens() -> None:
    """Kept before the limit: read as it was stored, never lost."""
    stored = {"kind": "make-a-million", "players": ["Ann", "Bo", "Cy", "y" * 41], "dealer": "Ann", "events": []}
    assert Game.from_dict(stored).players[3] == "y" * 41


def test_names_that_read_the_same_are_one_player_and_cannot_sit_twice() -> None:
    assert refusal([ANA, "Bo", ANA_DECOMPOSED, "Di"]) == (
        f"{ANA} and {ANA_DECOMPOSED} are the same name (compared ignoring case and how accents are typed); "
        "every player needs a different name")
    assert refusal(["Sam", "Bo", "sam", "Di"]) == (
        "Sam and sam are the same name (compared ignoring case and how accents are typed); every player needs "
        "a different name")


def test_a_record_typed_with_combining_accents_is_read_in_nfc_throughout() -> None:
    text = (EXAMPLES / "dollars-made-then-set-back.json").read_text(encoding="utf-8")
    game = game_from_record(json.loads(text.replace('"Z"', json.dumps(ANA_DECOMPOSED))))
    assert game.players == ("A", ANA, "B", "Y")  # four characters became three
    assert score_report(game)["totals"][ANA] == 20000


@pytest.mark.parametrize("name", [BENGALI_RAB, HINDI_KSHA])
def test_a_joiner_inside_an_indic_word_is_accepted(name: str) -> None:
    game = Game.new("make-a-million", ["Ann", name, "Cy", "Di"], "Ann")
    assert game.players[1] == name and len(name) in (4, 6)


@pytest.mark.parametrize("name, shown", [("\u200dAnn", "'\\u200dAnn'"), ("Ann\u200c", "'Ann\\u200c'"),
                                         ("\u200d", "'\\u200d'"), ("An\u200d\u200dn", "'An\\u200d\\u200dn'")])
def test_a_joiner_at_the_start_or_end_alone_or_doubled_is_refused(name: str, shown: str) -> None:
    assert refusal(["Bo", name, "Cy", "Di"]) == (
        f"player name {shown} has a zero-width joiner or non-joiner outside a word; it may only stand between "
        "two letters, as in a Bengali or Hindi spelling")


def test_other_invisible_characters_are_still_refused() -> None:
    assert refusal(["Bo", "An\u200bn", "Cy", "Di"]) == (
        "player name 'An\\u200bn' holds a control character; names are plain text")


@pytest.mark.parametrize("name", ["dummy", "Dummy", "DUMMY", "dummy "])
def test_dummy_is_reserved_in_a_dummy_game_in_any_case(name: str) -> None:
    assert refusal(["Ann", name, "Cy"]) == (
        f"{name!r} cannot be a player's name in a dummy game: \"dummy\" is the name of the dummy's seat; add an "
        "initial or use another name")


def test_a_player_named_dummy_outside_a_dummy_game_is_scored_as_the_player_they_are() -> None:
    """A called-partner game: the bidder calls the player named "dummy" as partner; the side is the two of them
    (it was listed with "dummy" twice, the player and a dummy seat that game has not got)."""
    game = Game.new("make-a-million", ["A", "dummy", "B", "Y"], "Y", {"partnership": "called"})
    for event in (BidMade("A", 175000), Passed("dummy"), Passed("B"), Passed("Y"), TrumpNamed("red"),
                  PartnersNamed(("dummy",)), HandCounted(220000, 180000)):
        game = game.play(event)
    hand = score_report(game)["hands"][0]
    assert hand["bidder_side"] == ["A", "dummy"]
    assert hand["scores"] == {"A": 220000, "dummy": 220000, "B": 180000, "Y": 180000}


def test_a_trick_taken_by_a_player_named_dummy_counts_for_their_own_side() -> None:
    game = Game.new("make-a-million", ["A", "dummy", "B", "Y"], "Y", {"partnership": "called"})
    for event in (BidMade("A", 175000), Passed("dummy"), Passed("B"), Passed("Y"), TrumpNamed("red"),
                  PartnersNamed(("B",)), TrickTaken("dummy", (40000, 40000))):
        game = game.play(event)
    assert game.table.current.running_counts() == (0, 80000)


def test_the_board_names_the_dummys_seat_without_rewriting_a_name_that_holds_the_word() -> None:
    game = Game.new("make-a-million", ["Ann", "Bigdummy", "Cy"], "Cy")
    for event in (BidMade("Ann", 175000), Passed("Bigdummy"), Passed("Cy"), TrumpNamed("red"),
                  TrickTaken("dummy", (40000,)), TrickTaken("Bigdummy", (30000,))):
        game = game.play(event)
    html = game_view("g1", game).html
    assert "<dt>Bidder&#x27;s side</dt><dd>Ann+the dummy</dd>" in html
    assert "<dt>Against</dt><dd>Bigdummy+Cy</dd>" in html
    assert "<dt>Bidder&#x27;s side has</dt><dd>$40,000</dd>" in html
    assert "<dt>Other side has</dt><dd>$30,000</dd>" in html


def test_an_old_dummy_game_seating_a_player_named_dummy_is_recorded_without_two_seats_under_one_word() -> None:
    """Stored before "dummy" was reserved: the player is written "dummy (player)" in the record (the seating and
    the auction, where only players act), the dummy's seat stays "dummy", and the record scores as the game."""
    game = Game.new("make-a-million", ["A", "dummy", "B"], "B", {"partnership": "dummy"}, stored=True)
    for event in (BidMade("A", 175000), BidMade("dummy", 185000), Passed("B"), Passed("A"), TrumpNamed("red"),
                  HandCounted(220000, 180000)):
        game = game.play(event)

    record = game_to_record(game)

    assert record == {"format": "scorekeeper-game/1", "game": "make-a-million",
                      "players": ["A", "dummy (player)", "B"], "dealer": "B",
                      "hands": [{"auction": [["A", 175000], ["dummy (player)", 185000], ["B", "pass"], ["A", "pass"]],
                                 "trump": "red", "counts": {"bidder_side": 220000, "other_side": 180000}}]}
    [hand] = score_report(game_from_record(record))["hands"]
    assert (hand["bidder_side"], hand["totals"]) == (["dummy (player)", "dummy"],
                                                     {"A": 180000, "dummy (player)": 220000, "B": 180000})
    assert score_report(game)["hands"][0]["totals"] == {"A": 180000, "dummy": 220000, "B": 180000}
