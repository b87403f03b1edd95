"""``scorekeeper stats`` over a range of dates, one game, one player, with each player's rating and the
evenings: read from imported records that say when each hand ended."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.season.zone import device_zone

from .records import example_records, finished_game, long_game
from .test_cli import run, write_records

NAMES = ("Ann", "Zed", "Bea", "Yan")  # Ann & Bea against Zed & Yan


def timed(record: dict, started: str, ends: list[str]) -> dict:
    record = {**record, "started": started}
    record["hands"] = [{**hand, "ended": end} for hand, end in zip(record["hands"], ends)]
    return record


def book(tmp_path, capsys) -> str:
    """Friday: a finished game (two hands, the second after midnight) and one paused after a hand; a week
    later the paused game's second hand and a one-hand game, finished."""
    records = {
        "friday": timed(finished_game(2, NAMES), "2026-12-04T19:00:00Z",
                        ["2026-12-04T21:30:00+01:00", "2026-12-05T00:20:00+01:00"]),
        "paused": timed(long_game(2, NAMES), "2026-12-04T19:10:00Z",
                        ["2026-12-04T22:00:00+01:00", "2026-12-11T20:30:00+01:00"]),
        "next-friday": timed(finished_game(1, NAMES), "2026-12-11T19:00:00Z", ["2026-12-11T21:00:00+01:00"]),
    }
    data = str(tmp_path / "data")
    code, _out, err = run(capsys, "import", "--data", data, *map(str, write_records(tmp_path / "in", records)))
    assert code == 0, err
    return data


def stats(capsys, data: str, *options: str) -> dict:
    code, out, err = run(capsys, "stats", "--data", data, "--json", *options)
    assert (code, err) == (0, "")
    return json.loads(out)


def test_stats_json_keeps_its_keys_and_adds_each_players_rating(tmp_path, capsys):
    data = book(tmp_path, capsys)
    got = stats(capsys, data)
    ann = next(p for p in got["players"] if p["name"] == "Ann")
    assert (ann["games_played"], ann["games_finished"], ann["games_won"]) == (3, 2, 2)
    # two games won by Ann & Bea against Zed & Yan: PlackettLuce() rating, worked by hand with openskill 6.2.0
    assert ann["rating"] == {"mu": 28.460463, "sigma": 8.034052}
    assert ann["by_kind"]["make-a-million"]["rating"] == {"mu": 28.460463, "sigma": 8.034052}
    zed = next(p for p in got["players"] if p["name"] == "Zed")
    assert zed["rating"] == {"mu": 21.539537, "sigma": 8.034052}
    assert got["games_counted"] == 3


@pytest.mark.parametrize("options,counted,ann_finished", [
    (["--since", "2026-12-05"], 3, 2),            # friday's last hand was after midnight: it counts on the 5th
    (["--since", "2026-12-06"], 2, 1),
    (["--until", "2026-12-04"], 0, 0),
    (["--since", "2026-12-11", "--until", "2026-12-11"], 2, 1),
    (["--game", "spades"], 0, 0),
    (["--player", "bea"], 3, 2),
])
def test_a_range_a_game_and_a_player_choose_the_games_counted(tmp_path, capsys, options, counted, ann_finished,
                                                             monkeypatch):
    with device_zone(monkeypatch, "Europe/Paris"):  # the dates are this device's: here, where the hands were played
        got = stats(capsys, book(tmp_path, capsys), *options)
    assert got["games_counted"] == counted
    finished = {p["name"]: p["games_finished"] for p in got["players"]}
    assert finished.get("Ann", 0) == ann_finished or options[0] == "--player"
    if options[0] == "--player":
        assert list(finished) == ["Bea"]


def test_the_range_is_of_this_devices_dates_so_a_hand_after_midnight_moves_with_the_zone(tmp_path, capsys,
                                                                                         monkeypatch):
    data = book(tmp_path, capsys)
    counted = {}
    for zone in ("Europe/Paris", "America/New_York"):
        with device_zone(monkeypatch, zone):
            counted[zone] = stats(capsys, data, "--since", "2026-12-05")["games_counted"]
    assert counted == {"Europe/Paris": 3, "America/New_York": 2}  # friday's 00:20+01:00 is 18:20 on the 4th in New York


def test_an_evening_is_named_by_its_day_on_this_devices_clock(tmp_path, capsys, monkeypatch):
    data = book(tmp_path, capsys)
    firsts = {}
    for zone in ("Europe/Paris", "Asia/Kolkata"):
        with device_zone(monkeypatch, zone):
            code, out, _err = run(capsys, "stats", "--data", data, "--evenings")
        firsts[zone] = next(line for line in out.splitlines() if line.startswith("Evening of"))
    assert firsts == {"Europe/Paris": "Evening of Dec 4, 2026: games 2, hands 3",  # began 21:30+01:00
                      "Asia/Kolkata": "Evening of Dec 5, 2026: games 2, hands 3"}  # 02:00 on the 5th in India


def test_evenings_list_each_evening_oldest_first_and_a_paused_game_in_both(tmp_path, capsys):
    data = book(tmp_path, capsys)
    got = stats(capsys, data, "--evenings")
    ids = {g: n for n, g in enumerate(got["evenings"][0]["games"])}
    assert [(e["start"], e["end"], e["hands"], len(e["games"])) for e in got["evenings"]] == [
        ("2026-12-04T21:30:00+01:00", "2026-12-05T00:20:00+01:00", 3, 2),
        ("2026-12-11T20:30:00+01:00", "2026-12-11T21:00:00+01:00", 2, 2),
    ]
    first = got["evenings"][0]
    assert len(ids) == 2 and list(first["winners"].values()) == [["Ann", "Bea"]]
    assert {r["name"]: r["games_won"] for r in first["results"]} == {"Ann": 1, "Zed": 0, "Bea": 1, "Yan": 0}
    ann = next(r for r in first["results"] if r["name"] == "Ann")
    assert sorted(ann["totals"].values()) == [220000, 440000]  # the paused game's first hand, friday's two


def games_under_way(tmp_path, capsys) -> str:
    """Two Sixty-six games under way: one played on the 4th whose fifth hand (not finished) was begun on the
    11th, and one created on the 11th with no hand yet."""
    record = example_records()["sixty-six-early-close-fails-in-progress"]  # five hands, the fifth under way
    records = {
        "resumed": timed(record, "2026-12-04T19:00:00Z", ["2026-12-04T20:10:00Z", "2026-12-04T20:20:00Z",
                                                          "2026-12-04T20:30:00Z", "2026-12-04T20:40:00Z",
                                                          "2026-12-11T20:30:00Z"]),
        "not-begun": {**record, "players": ["Cat", "Dan"], "dealer": "Cat", "started": "2026-12-11T19:00:00Z",
                      "hands": []},
    }
    data = str(tmp_path / "data")
    code, _out, err = run(capsys, "import", "--data", data, *map(str, write_records(tmp_path / "in", records)))
    assert code == 0, err
    return data


@pytest.mark.parametrize("options,counted", [
    ([], 2),
    (["--since", "2026-12-01", "--until", "2026-12-31"], 2),  # both were played in December
    (["--since", "2026-12-11"], 2),   # the first one's hand under way, the other's creation
    (["--until", "2026-12-10"], 0),
])
def test_a_game_under_way_counts_where_its_last_hand_was_played_and_one_not_begun_where_it_was_created(
        tmp_path, capsys, monkeypatch, options, counted):
    """A game under way counts where its last hand ended, as README says: for the hand being played that is its
    latest entry (docs/game-record.md); before any entry, its creation.  Before, a game with no finished hand
    was outside every range ("--since 2026-01-01" said no game matched) and a resumed one stayed where its last
    finished hand was."""
    with device_zone(monkeypatch, "Europe/Paris"):
        got = stats(capsys, games_under_way(tmp_path, capsys), *options)
    assert got["games_counted"] == counted
    assert {p["name"]: p["games_played"] for p in got["players"]} == (
        {"Ann": 1, "Bob": 1, "Cat": 1, "Dan": 1} if counted else {})


def test_stats_evenings_says_who_won_what_and_each_players_money_per_game(tmp_path, capsys, monkeypatch):
    """README: --evenings adds "who won what and each player's points per game"; the text said only "Ann: 1 won".
    The paused game's second hand was a week later: in that evening it is not finished and worth one hand."""
    data = book(tmp_path, capsys)
    with device_zone(monkeypatch, "Europe/Paris"):
        code, out, err = run(capsys, "stats", "--data", data, "--evenings")
    assert (code, err) == (0, "")
    assert out[out.index("Evening of"):].splitlines() == [
        "Evening of Dec 4, 2026: games 2, hands 3",
        "  friday: won by Ann & Bea",
        "  paused: not finished",
        "  Ann: 1 won — friday $440,000 · paused $220,000",
        "  Zed: 0 won — friday $360,000 · paused $180,000",
        "  Bea: 1 won — friday $440,000 · paused $220,000",
        "  Yan: 0 won — friday $360,000 · paused $180,000",
        "Evening of Dec 11, 2026: games 2, hands 2",
        "  paused: not finished",
        "  next-friday: won by Ann & Bea",
        "  Ann: 1 won — paused $220,000 · next-friday $220,000",
        "  Zed: 0 won — paused $180,000 · next-friday $180,000",
        "  Bea: 1 won — paused $220,000 · next-friday $220,000",
        "  Yan: 0 won — paused $180,000 · next-friday $180,000",
    ]


@pytest.mark.parametrize("options,said", [
    (["--since", "5 Dec"], "scorekeeper: error: --since takes a date written YYYY-MM-DD, such as 2026-12-31; "
                           "got '5 Dec'\n"),
    (["--since", "2026-12-05", "--until", "2026-12-01"],
     "scorekeeper: error: --since 2026-12-05 is after --until 2026-12-01: give the earlier date first\n"),
    (["--player", "Nobody"], "scorekeeper: error: no player called 'Nobody'; the players are: Ann, Bea, Yan, Zed\n"),
    (["--player", "Bee"], "scorekeeper: error: no player called 'Bee'; did you mean 'Bea'?\n"),
])
def test_a_wrong_choice_is_one_sentence_saying_what_would_be_right(tmp_path, capsys, options, said):
    data = book(tmp_path, capsys)
    code, out, err = run(capsys, "stats", "--data", data, *options)
    assert (code, out, err) == (2, "", said)


def test_what_stats_keeps_to_go_faster_never_outlives_an_undo(tmp_path, capsys):
    from scorekeeper.store import GameStore
    from scorekeeper.store.stats_cache import cache_files

    data = book(tmp_path, capsys)
    before = stats(capsys, data)
    cached = [path for path in cache_files(Path(data)) if path.exists()]
    assert cached and not (tmp_path / "data" / "cache").exists()  # kept outside the synced data folder
    store = GameStore(data, auto_backup=False)
    [friday] = [g.id for g in store.list_games() if g.name == "friday"]
    events = store.load_events(friday)
    store.replace_events(friday, events[:-1])  # Undo of friday's last entry: the game is no longer won
    store.close()
    after = stats(capsys, data)
    ann = {p["name"]: p for p in after["players"]}["Ann"]
    assert ({p["name"]: p for p in before["players"]}["Ann"]["games_won"], ann["games_won"]) == (2, 1)
    for path in cached:
        path.write_text("not json")  # a damaged cache is worked out again
    assert stats(capsys, data) == after


def test_after_an_entry_only_the_changed_game_is_worked_out_again(tmp_path, capsys):
    from scorekeeper.store import GameStore
    from scorekeeper.store.stats import game_facts
    from scorekeeper.store.stats_cache import KEPT, cache_files, read_book

    data = book(tmp_path, capsys)
    store = GameStore(data, auto_backup=False)
    worked = []

    def work_out(summary):
        worked.append(summary.name)
        return game_facts(store, summary)

    def read() -> list[str]:
        worked.clear()
        read_book(store, work_out, every_hand=False)
        return sorted(worked)

    for path in cache_files(Path(data)):
        path.unlink(missing_ok=True)
    KEPT.clear()  # a new process: nothing read yet
    assert read() == ["friday", "next-friday", "paused"]  # the first reading replays every game
    assert read() == []                                   # the book unchanged: nothing replayed
    KEPT.clear()
    assert read() == []                                   # a new process reads the file, replays nothing
    [paused] = [g.id for g in store.list_games() if g.name == "paused"]
    store.replace_events(paused, store.load_events(paused)[:-1])  # an Undo in one game
    assert read() == ["paused"]                           # only that game is worked out again
    KEPT.clear()
    assert read() == []                                   # and the file kept it
    store.close()
