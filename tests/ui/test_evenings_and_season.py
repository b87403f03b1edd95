"""Tonight on the home screen, the past evenings and the season table, in the in-process harness."""

from __future__ import annotations

import re
from datetime import datetime, timedelta

import pytest

from scorekeeper.rules import game_from_record
from scorekeeper.rules.when import hand_spans
from tests.store.records import finished_game, long_game

from .app_fixtures import open_app, store_at

NAMES = ("Ann", "Zed", "Bea", "Yan")  # Ann & Bea against Zed & Yan


def stored(store, record: dict, name: str, hands_ended: list[datetime]) -> str:
    """Store a game whose hand n ended at ``hands_ended[n]``."""
    game = game_from_record(record)
    times: list[str | None] = [None] * len(game.events)
    for (first, last), at in zip(hand_spans(game), hands_ended):
        times[first:last + 1] = [at.isoformat(timespec="seconds")] * (last - first + 1)
    return store.create_game(game, name=name, times=times, created=hands_ended[0].strftime("%Y-%m-%dT%H:%M:%SZ"))


def book(tmp_path, *, tonight: bool = True, extra: int = 0):
    """Last week a finished game; tonight (or a day ago) one won and one under way; ``extra`` more
    finished games long ago, for the cost of a tap."""
    store = store_at(tmp_path)
    now = datetime.now().astimezone()
    week = now - timedelta(days=7)
    stored(store, finished_game(1, NAMES), "Last week", [week])
    start = now - timedelta(hours=2 if tonight else 30)
    stored(store, finished_game(2, NAMES), "Friday", [start, start + timedelta(minutes=40)])
    stored(store, long_game(1, NAMES), "Still going", [start + timedelta(minutes=50)])
    for n in range(extra):
        stored(store, finished_game(1, NAMES), f"Old {n}", [week - timedelta(days=30 + n)])
    return store


def test_tonight_shows_the_games_their_winners_and_each_players_result_and_shares_as_text(make_ui, tmp_path):
    ui = open_app(make_ui, book(tmp_path))
    assert ui.find("tonight-title").value == "Tonight"
    lines = [ui.find(f"tonight-line-{n}").value for n in range(7)]
    assert lines == ["Games: 2 · hands: 3", "Friday: won by Ann & Bea", "Still going: not finished",
                     "Ann: 1 won — Friday $440,000 · Still going $220,000",
                     "Zed: 0 won — Friday $360,000 · Still going $180,000",
                     "Bea: 1 won — Friday $440,000 · Still going $220,000",
                     "Yan: 0 won — Friday $360,000 · Still going $180,000"]
    ui.click("tonight-share")
    [call] = ui.calls_to("Share.share_text")
    assert (call.args["text"], call.args["subject"]) == ("\n".join(["Tonight", *lines]), "Tonight")


def test_tonight_shares_as_a_picture_of_its_card(make_ui, tmp_path):
    ui = open_app(make_ui, book(tmp_path))
    ui.stub("Screenshot.capture", b"\x89PNG picture")
    ui.click("tonight-share-picture")
    [shot] = ui.calls_to("Screenshot.capture")
    assert shot.control.key == "tonight-picture"
    [call] = ui.calls_to("Share.share_files")
    [file] = call.args["files"]
    assert (file["data"], file["mime_type"], file["name"], call.args["subject"]) == (
        b"\x89PNG picture", "image/png", "evening.png", "Tonight")


def test_a_picture_that_cannot_be_shared_says_so(make_ui, tmp_path):
    ui = open_app(make_ui, book(tmp_path))
    ui.stub("Screenshot.capture", b"png")
    ui.stub("Share.share_files", lambda args, control: (_ for _ in ()).throw(RuntimeError("no share sheet")))
    ui.click("tonight-share-picture")
    assert "Could not share" in " ".join(ui.texts())


def test_no_tonight_after_six_hours_and_the_past_evenings_one_tap_away(make_ui, tmp_path):
    ui = open_app(make_ui, book(tmp_path, tonight=False))
    assert not ui.exists("tonight")
    ui.click("to-evenings")
    assert ui.route == "/evenings"
    assert ui.find("evening-0-line-0").value == "Games: 2 · hands: 3"  # newest first
    assert ui.find("evening-1-line-1").value == "Last week: won by Ann & Bea"
    assert not ui.exists("evening-2")


def test_the_season_table_ranks_the_players_and_a_choice_of_game_keeps_to_it(make_ui, tmp_path):
    ui = open_app(make_ui, book(tmp_path), "/season")
    ui.select("season-range", "all")
    texts = ui.texts()
    assert "1. Ann" in texts or "1. Bea" in texts  # the winners of both finished games lead
    assert any(re.fullmatch(r"finished 2 · won 2 \(100%\)", t) for t in texts)
    assert any(t.startswith("winning streak 2 (longest 2)") for t in texts)
    assert "Ann & Bea: 2 games together, 2 won (Make-a-Million)" in texts
    chart = ui.find("season-chart")  # each player's rating after each of the season's two games
    assert sorted(len(line.points) for line in chart.data_series) == [2, 2, 2, 2]
    assert "Ann 0 – 0 Bea (0 games)" not in texts and any(t.startswith("Ann 2 – 0 Yan") for t in texts)
    ui.select("season-kind", "make-a-million")  # the one game played (the list offers no other: the next test)
    assert "Ann & Bea: 2 games together, 2 won (Make-a-Million)" in ui.texts()


def test_the_season_offers_the_games_played_not_every_installed_one(make_ui, tmp_path):
    ui = open_app(make_ui, book(tmp_path), "/season")
    assert [o.text for o in ui.find("season-kind").options] == ["All games", "Make-a-Million"]


def season_figures(ui) -> list[str]:
    return [t for t in ui.texts() if t.startswith(("finished ", "Ann & Bea: "))]


def test_the_season_keeps_the_chosen_range_and_game_after_a_visit_to_a_game(make_ui, tmp_path):
    ui = open_app(make_ui, book(tmp_path), "/season")
    ui.select("season-range", "all")
    ui.select("season-kind", "make-a-million")
    chosen = season_figures(ui)
    assert "Ann & Bea: 2 games together, 2 won (Make-a-Million)" in chosen
    ui.go("/")
    ui.click("resume")  # the game under way
    assert ui.route.startswith("/game/")
    ui.back()
    ui.click("to-season")
    assert (ui.find("season-range").value, ui.find("season-kind").value) == ("all", "make-a-million")
    assert season_figures(ui) == chosen


def test_the_season_keeps_its_chosen_dates_for_the_session(make_ui, tmp_path):
    ui = open_app(make_ui, book(tmp_path), "/season")
    ui.select("season-range", "dates")
    picker = ui.dialog()
    week = (datetime.now().astimezone() - timedelta(days=7)).replace(tzinfo=None)
    picker.start_value, picker.end_value = week - timedelta(days=1), week + timedelta(days=1)
    ui.dispatch(picker, "change")
    chosen = [t for t in ui.texts() if t.startswith("From ")]
    ui.go("/")
    ui.click("to-season")
    assert ui.find("season-range").value == "dates"
    assert [t for t in ui.texts() if t.startswith("From ")] == chosen
    assert "finished 1 · won 1 (100%)" in " ".join(ui.texts())  # last week's game alone, as chosen


def test_home_keeps_its_filters_after_a_visit_to_a_game(make_ui, tmp_path):
    store = book(tmp_path)
    stored(store, finished_game(1, ("Cy", "Dee", "Eli", "Fay")), "Other table", [datetime.now().astimezone()])
    ui = open_app(make_ui, store)
    assert "Other table" in ui.texts()
    ui.select("filter-player", next(o.key for o in ui.find("filter-player").options if o.text == "Ann"))
    player, listed = ui.find("filter-player").value, ui.texts()
    assert "Other table" not in listed and "Last week" in listed
    ui.click("resume")
    ui.back()
    assert ui.find("filter-player").value == player
    assert ui.texts() == listed  # Ann's games still, not every game (the filter went back to Everyone)


def test_chosen_dates_keep_the_season_to_the_games_ended_between_them(make_ui, tmp_path):
    ui = open_app(make_ui, book(tmp_path), "/season")
    ui.select("season-range", "dates")
    picker = ui.dialog()
    assert picker is not None and picker.key == "season-dates-picker"
    week = (datetime.now().astimezone() - timedelta(days=7)).replace(tzinfo=None)
    picker.start_value, picker.end_value = week - timedelta(days=1), week + timedelta(days=1)
    ui.dispatch(picker, "change")
    texts = ui.texts()
    assert any(re.fullmatch(r"From .+ to .+", t) for t in texts)
    assert "finished 1 · won 1 (100%)" in " ".join(texts)  # last week's game alone, not tonight's
    assert not any(t.startswith("finished 2") for t in texts)
    picker.start_value = picker.end_value = week + timedelta(days=2)  # a day nobody played
    ui.dispatch(picker, "change")
    assert "No game was played in this range." in ui.texts()


def test_a_tap_on_the_season_costs_the_same_with_many_games(make_ui, tmp_path):
    costs = []
    for extra in (30, 90):
        ui = open_app(make_ui, book(tmp_path / str(extra), extra=extra), "/season")
        before = ui.bytes_sent
        ui.select("season-range", "all")
        costs.append(ui.bytes_sent - before)
    few, many = costs
    assert abs(many - few) <= few // 10, costs  # a row a player, a chart line of at most 24 points: figures differ


@pytest.mark.parametrize("language,digits", [("hi", None), ("bn", "০-৯")])
def test_tonight_and_the_season_in_hindi_and_bengali(make_ui, tmp_path, monkeypatch, language, digits):
    monkeypatch.setenv("SCOREKEEPER_LANGUAGE", language)
    ui = open_app(make_ui, book(tmp_path))
    first = ui.find("tonight-line-0").value
    if digits:
        assert re.search(f"[{digits}]", first) and not re.search(r"[0-9]", first)
    ui.click("to-season")
    assert ui.route == "/season" and ui.exists("season-range")


@pytest.mark.parametrize("language,winners,partners", [
    ("bn", "Last week: Ann ও Bea জিতেছে", "Ann ও Bea: একসঙ্গে"), ("hi", "Last week: Ann और Bea जीते", "Ann और Bea: साथ में")])
def test_past_evenings_join_the_winners_as_the_season_joins_partners(make_ui, tmp_path, monkeypatch, language,
                                                                     winners, partners):
    monkeypatch.setenv("SCOREKEEPER_LANGUAGE", language)
    ui = open_app(make_ui, book(tmp_path, tonight=False))
    ui.click("to-evenings")
    assert ui.find("evening-1-line-1").value == winners  # "Last week: won by Ann & Bea" in English
    ui.go("/season")
    ui.select("season-range", "all")
    assert any(t.startswith(partners) for t in ui.texts())
