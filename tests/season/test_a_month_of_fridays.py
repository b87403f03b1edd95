"""``scorekeeper stats`` over a month of a weekly group (``fridays``), every figure checked by hand against
issue 37: games finished and won count finished games only, the ratings are OpenSkill's Plackett-Luce with
its defaults (worked here with the library itself, match by match), and an evening is listed whole."""

from __future__ import annotations

import json

import pytest
from openskill.models import PlackettLuce

from tests.season.fridays import import_fridays
from tests.season.zone import device_zone
from tests.store.test_cli import run

# the finished games in the order their last hands ended, each as its sides (teams) and their ranks:
# the winners first, the others by final total (the Pedro game ended on the 13th at 20:10, before Seven Up)
MATCHES = [
    ([["Ann", "Cat"], ["Bob", "Dan"]], [1, 2]),                  # Euchre, the 6th
    ([["Eve"], ["Bob"], ["Cat"], ["Fay"]], [3, 2, 1, 4]),        # Pitch: Cat out first, Bob 8, Eve 0, Fay -1
    ([["Dan"], ["Eve"]], [1, 2]),                                # Sixty-six
    ([["Ann", "Cat"], ["Eve", "Fay"]], [2, 1]),                  # Pedro, paused on the 6th, won on the 13th
    ([["Fay"], ["Bob"], ["Eve"]], [1, 2, 3]),                    # Seven Up: Fay out, Bob 7, Eve 6
    ([["Bob", "Dan"], ["Ann", "Cat"]], [2, 1]),                  # Five Hundred, its last hand at 00:30 on the 14th
    ([["Ann", "Cat"], ["Bob", "Dan"]], [1, 2]),                  # Bid Whist, the 20th
    ([["Eve", "Fay"], ["Bob", "Dan"]], [2, 1]),                  # Euchre
    ([["Cat"], ["Ann"]], [2, 1]),                                # Seven Up for two, the 27th
]


def by_hand(matches: list[tuple[list[list[str]], list[int]]]) -> dict[str, tuple[float, float]]:
    """Each player's (mu, sigma) after ``matches``, rated with openskill directly."""
    model = PlackettLuce()
    ratings: dict[str, object] = {}
    for teams, ranks in matches:
        rated = model.rate([[ratings.get(p) or model.rating(name=p) for p in team] for team in teams],
                           ranks=[float(r) for r in ranks])
        for team, after in zip(teams, rated):
            for player, rating in zip(team, after):
                ratings[player] = rating
    return {p: (round(r.mu, 6), round(r.sigma, 6)) for p, r in ratings.items()}  # type: ignore[attr-defined]


def stats(capsys, data: str, *options: str) -> dict:
    code, out, err = run(capsys, "stats", "--data", data, "--json", *options)
    assert (code, err) == (0, "")
    return json.loads(out)


@pytest.fixture
def fridays(tmp_path, capsys, monkeypatch):
    with device_zone(monkeypatch, "Europe/Paris"):
        yield import_fridays(tmp_path, capsys)


def test_games_finished_and_won_count_finished_games_only(fridays, capsys):
    got = stats(capsys, fridays)
    assert {p["name"]: (p["games_played"], p["games_finished"], p["games_won"]) for p in got["players"]} == {
        "Ann": (5, 5, 4), "Bob": (6, 6, 1), "Cat": (6, 6, 4), "Dan": (5, 5, 2),
        "Eve": (6, 5, 1), "Fay": (5, 4, 2)}  # Eve and Fay's Sixty-six of the 20th is not finished
    assert got["games_counted"] == 10


def test_the_ratings_are_the_librarys_own_match_by_match(fridays, capsys):
    got = stats(capsys, fridays)
    expected = by_hand(MATCHES)
    assert {p["name"]: (p["rating"]["mu"], p["rating"]["sigma"]) for p in got["players"]} == expected
    assert expected["Ann"] == (30.312642, 7.511713)  # the library's figure, as openskill 6.2.0 gives it
    seven_up = by_hand([MATCHES[4], MATCHES[8]])  # each game rated apart: Seven Up's two games only
    assert {p["name"]: (p["by_kind"]["seven-up"]["rating"]["mu"], p["by_kind"]["seven-up"]["rating"]["sigma"])
            for p in got["players"] if "seven-up" in p["by_kind"]} == seven_up
    assert next(p for p in got["players"] if p["name"] == "Fay")["by_kind"]["sixty-six"]["rating"] is None


def test_a_range_rates_only_its_games(fridays, capsys):
    got = stats(capsys, fridays, "--since", "2026-11-14", "--until", "2026-11-20")  # Five Hundred ended on the 14th
    assert {p["name"]: (p["rating"]["mu"], p["rating"]["sigma"]) for p in got["players"] if p["rating"]} == by_hand(
        MATCHES[5:8])
    assert got["games_counted"] == 4  # Five Hundred, Bid Whist, Euchre, and the unfinished Sixty-six


@pytest.mark.parametrize("options,listed", [
    ([], [("2026-11-06T19:10:00+01:00", 4, 19), ("2026-11-13T20:00:00+01:00", 3, 12),
          ("2026-11-20T19:05:00+01:00", 3, 18), ("2026-11-27T19:05:00+01:00", 1, 4)]),
    # the Pedro game counts on the 13th, where it ended; its first hands do not bring the 6th's evening in
    (["--since", "2026-11-10"], [("2026-11-13T20:00:00+01:00", 3, 12), ("2026-11-20T19:05:00+01:00", 3, 18),
                                 ("2026-11-27T19:05:00+01:00", 1, 4)]),
    # the 6th's evening whole: its four games and 19 hands, the Pedro game not finished that evening
    (["--until", "2026-11-07"], [("2026-11-06T19:10:00+01:00", 4, 19)]),
    # the 13th's evening ran past midnight: the 14th reaches it
    (["--since", "2026-11-14", "--until", "2026-11-14"], [("2026-11-13T20:00:00+01:00", 3, 12)]),
    (["--game", "seven-up"], [("2026-11-13T21:10:00+01:00", 1, 5), ("2026-11-27T19:05:00+01:00", 1, 4)]),
    (["--player", "Dan", "--until", "2026-11-13"], [("2026-11-06T19:10:00+01:00", 2, 10),
                                                   ("2026-11-13T22:00:00+01:00", 1, 5)]),
])
def test_a_range_lists_whole_evenings_that_its_dates_reach(fridays, capsys, options, listed):
    got = stats(capsys, fridays, "--evenings", *options)
    assert [(e["start"], len(e["games"]), e["hands"]) for e in got["evenings"]] == listed


def test_the_evening_of_a_paused_game_says_it_unfinished_and_the_next_says_who_won_it(fridays, capsys):
    code, out, _err = run(capsys, "stats", "--data", fridays, "--evenings", "--until", "2026-11-07")
    assert "  g4-pedro-paused: not finished" in out.splitlines()
    code, out, _err = run(capsys, "stats", "--data", fridays, "--evenings", "--since", "2026-11-13")
    lines = out.splitlines()
    first = lines.index("Evening of Nov 13, 2026: games 3, hands 12")
    assert lines[first:first + 4] == ["Evening of Nov 13, 2026: games 3, hands 12",
                                         "  g4-pedro-paused: won by Eve & Fay", "  g6-seven-up: won by Fay",
                                         "  g5-five-hundred: won by Ann & Cat"]


def test_win_percent_streaks_and_last_played_are_the_season_tables(fridays, capsys):
    """Finished games in the order they ended: Ann won, lost the Pedro, then won three; Cat won two, lost
    the Pedro, won two, lost the last; Eve's last hand was her unfinished Sixty-six (the 20th)."""
    got = stats(capsys, fridays)
    assert {p["name"]: (p["win_pct"], p["current_streak"], p["longest_streak"], p["last_played"])
            for p in got["players"]} == {
        "Ann": (80.0, 3, 3, "2026-11-27T19:20:00+01:00"), "Bob": (16.7, 1, 1, "2026-11-20T21:35:00+01:00"),
        "Cat": (66.7, 0, 2, "2026-11-27T19:20:00+01:00"), "Dan": (40.0, 1, 1, "2026-11-20T21:35:00+01:00"),
        "Eve": (20.0, 0, 1, "2026-11-20T21:35:00+01:00"), "Fay": (50.0, 0, 2, "2026-11-20T21:35:00+01:00")}


def test_streaks_of_one_game_and_a_player_who_finished_none(fridays, capsys):
    got = stats(capsys, fridays, "--game", "sixty-six")
    assert {p["name"]: (p["games_finished"], p["win_pct"], p["current_streak"], p["last_played"])
            for p in got["players"]} == {"Dan": (1, 100.0, 1, "2026-11-06T21:40:00+01:00"),
                                         "Eve": (1, 0.0, 0, "2026-11-20T20:20:00+01:00"),
                                         "Fay": (0, None, 0, "2026-11-20T20:20:00+01:00")}


def test_partners_are_one_pair_across_every_game_they_played_together(fridays, capsys):
    """Issue 37: "Ann & Cat appear once for Euchre, once for Pitch...": across games they are one pair."""
    got = stats(capsys, fridays)
    assert [(p["names"], p["games"], p["won"], p["kinds"]) for p in got["together"]] == [
        (["Ann", "Cat"], 4, 3, ["bid-whist", "euchre", "five-hundred", "pedro"]),
        (["Bob", "Dan"], 4, 1, ["bid-whist", "euchre", "five-hundred"]),
        (["Eve", "Fay"], 2, 1, ["euchre", "pedro"])]
    code, out, _err = run(capsys, "stats", "--data", fridays)
    lines = out.splitlines()
    first = lines.index("Partners")
    assert lines[first:first + 4] == [
        "Partners",
        "  Ann & Cat: 4 games together, 3 won (Bid Whist, Euchre, Five Hundred, Pedro (Cinch))",
        "  Bob & Dan: 4 games together, 1 won (Bid Whist, Euchre, Five Hundred)",
        "  Eve & Fay: 2 games together, 1 won (Euchre, Pedro (Cinch))"]


def test_one_players_head_to_head_across_games_names_them_first(fridays, capsys):
    """Eve against each of the others, every finished game they sat on opposite sides (a game won by a third
    player counts as played, won by neither): Pitch, Seven Up, Euchre against Bob; Sixty-six and Euchre
    against Dan; Pitch and Pedro against Cat; Pitch and Seven Up against Fay; Pedro against Ann."""
    got = stats(capsys, fridays, "--player", "Eve")
    assert [(p["names"], p["games"], p["won"]) for p in got["head_to_head"]] == [
        (["Eve", "Bob"], 3, [0, 1]), (["Eve", "Cat"], 2, [1, 1]), (["Eve", "Dan"], 2, [0, 2]),
        (["Eve", "Fay"], 2, [0, 1]), (["Eve", "Ann"], 1, [1, 0])]
    code, out, _err = run(capsys, "stats", "--data", fridays, "--player", "Eve")
    assert out.splitlines()[-6:] == ["Head to head", "  Eve 0 – 1 Bob (3 games)", "  Eve 1 – 1 Cat (2 games)",
                                     "  Eve 0 – 2 Dan (2 games)", "  Eve 0 – 1 Fay (2 games)", "  Eve 1 – 0 Ann (1 game)"]
    code, out, _err = run(capsys, "stats", "--data", fridays)
    assert "Head to head" not in out  # every pair of a group is too long a list: one player's only
