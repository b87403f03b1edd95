"""The board's season page (``/b/<token>/season``): the same table and tonight the app shows, read-only."""

from __future__ import annotations

from datetime import datetime, timedelta

from scorekeeper.rules import game_from_record
from scorekeeper.rules.when import hand_spans
from tests.store.records import finished_game, long_game

from .conftest import board_path, request

NAMES = ("Ann", "Zed", "Bea", "Yan")  # Ann & Bea against Zed & Yan


def stored(store, record: dict, hands_ended: list[datetime]) -> str:
    game = game_from_record(record)
    times: list[str | None] = [None] * len(game.events)
    for (first, last), at in zip(hand_spans(game), hands_ended):
        times[first:last + 1] = [at.isoformat(timespec="seconds")] * (last - first + 1)
    return store.create_game(game, times=times, created=hands_ended[0].strftime("%Y-%m-%dT%H:%M:%SZ"))


def test_the_season_page_shows_tonight_and_the_table_as_the_app_does(store, serve, data_dir):
    now = datetime.now().astimezone()
    stored(store, finished_game(2, NAMES), [now - timedelta(hours=2), now - timedelta(hours=1)])
    stored(store, long_game(1, NAMES), [now - timedelta(minutes=30)])
    server = serve()
    reply = request(server, board_path(server, "season"))
    assert reply.status == 200
    assert reply.headers["content-type"] == "text/html; charset=utf-8"
    assert "script-src" not in reply.headers["content-security-policy"]  # no script at all on this page
    page = reply.text
    for text in ("<h1>Season</h1>", "<p>1 game finished</p>", "<h2>Tonight</h2>", "<p>Games: 2 · hands: 3</p>",
                 "<p>Ann: 1 won</p>", "<p>Zed: 0 won</p>", "<h2>All time</h2>", "<p>finished 1 · won 1 (100%)</p>",
                 "<p>finished 1 · won 0 (0%)</p>", "<p>rating 27 ± 8.2</p>", "<p>rating 23 ± 8.2</p>"):  # openskill PlackettLuce(), one 2-v-2 game, worked by hand
        assert text in page, text
    assert "<script" not in page
    assert not (data_dir / "cache").exists()  # the board writes nothing in the data folder


def test_an_entry_changes_the_season_page_at_once(store, serve):
    now = datetime.now().astimezone()
    game_id = stored(store, finished_game(2, NAMES), [now - timedelta(hours=2), now - timedelta(hours=1)])
    server = serve()
    assert "<p>1 game finished</p>" in request(server, board_path(server, "season")).text
    events = store.load_events(game_id)
    store.replace_events(game_id, events[:-1])  # Undo: the game is no longer finished
    page = request(server, board_path(server, "season")).text
    assert "<p>0 games finished</p>" in page and "<p>finished 0 · won 0 (–)</p>" in page


def test_names_that_hold_markup_are_text_on_the_season_page(store, serve):
    now = datetime.now().astimezone()
    stored(store, finished_game(1, ("<b>Ann</b>", "Zed", "Bea", "Yan")), [now - timedelta(hours=1)])
    server = serve()
    page = request(server, board_path(server, "season")).text
    assert "<b>Ann</b>" not in page and "&lt;b&gt;Ann&lt;/b&gt;" in page


def test_a_wrong_token_has_no_season(serve):
    server = serve()
    assert request(server, "/b/not-the-token/season").status == 404


def test_each_viewer_reads_the_season_page_in_their_browsers_language_as_on_the_boards_other_pages(store, serve):
    now = datetime.now().astimezone()
    stored(store, finished_game(1, NAMES), [now - timedelta(hours=1)])
    server = serve()  # the keeper's language: English
    path = board_path(server, "season")
    bengali = request(server, path, headers={"Accept-Language": "bn-BD,bn;q=0.9,en;q=0.5"})
    assert '<html lang="bn">' in bengali.text and "<h1>সিজন</h1>" in bengali.text and "<h2>শুরু থেকে</h2>" in bengali.text
    assert bengali.headers["vary"] == "Accept-Language"
    hindi = request(server, path, headers={"Accept-Language": "hi"}).text
    assert '<html lang="hi">' in hindi and "<h1>सीज़न</h1>" in hindi and "<h2>शुरू से</h2>" in hindi
    for header in ({"Accept-Language": "fr-FR,de;q=0.7"}, {}):  # none we speak: the keeper's
        page = request(server, path, headers=header).text
        assert '<html lang="en">' in page and "<h1>Season</h1>" in page
    again = request(server, path, headers={"Accept-Language": "bn"}).text  # kept per language, not overwritten
    assert "<h1>সিজন</h1>" in again


def test_the_season_page_draws_each_players_rating_game_by_game_as_the_app_does(store, serve):
    now = datetime.now().astimezone()
    stored(store, finished_game(1, NAMES), [now - timedelta(days=3)])  # Ann & Bea win both games
    stored(store, finished_game(1, NAMES), [now - timedelta(days=2)])
    server = serve()
    page = request(server, board_path(server, "season")).text
    chart = page[page.index("<h2>Ratings, game by game</h2>"):]
    assert chart.startswith('<h2>Ratings, game by game</h2><svg class="chart" viewBox="0 0 360 200" role="img"')
    assert "<title>Ratings, game by game</title>" in chart and ">games of the season</text>" in chart
    # the scale 0..50 by tens, and each player's rating (mu) after game 1 and game 2 (openskill PlackettLuce(),
    # two 2-v-2 games won by the same side, worked by hand): winners 26.96 then 28.46, losers 23.04 then 21.54;
    # game 1 of 2 halfway across the plot (x 32..348), a rating of mu at y 176 - 3.36 * mu
    for value in ("0", "10", "20", "30", "40", "50"):
        assert f'fill="currentColor">{value}</text>' in chart
    lines = {line.split('"')[1]: line.split('points="')[1].split('"')[0]
             for line in chart.split("<polyline data-player=")[1:]}
    assert set(lines) == {"Ann", "Bea", "Zed", "Yan"}
    assert lines["Ann"] == lines["Bea"] and lines["Zed"] == lines["Yan"]
    assert lines["Ann"] == "190.0,85.4 348.0,80.4" and lines["Zed"] == "190.0,98.6 348.0,103.6"
    assert '<p class="legend"><span class="key">' in chart and "</svg> Ann</span>" in chart
    assert "<script" not in page
    bengali = request(server, board_path(server, "season"), headers={"Accept-Language": "bn"}).text
    assert "<h2>রেটিং, প্রতি খেলার পরে</h2>" in bengali and ">সিজনের খেলা</text>" in bengali
    assert 'fill="currentColor">৫০</text>' in bengali  # the scale in the reader's digits
    assert 'points="190.0,85.4 348.0,80.4"' in bengali  # the same lines


def test_the_season_page_has_no_chart_before_a_game_is_finished(store, serve):
    now = datetime.now().astimezone()
    stored(store, long_game(1, NAMES), [now - timedelta(minutes=30)])
    server = serve()
    page = request(server, board_path(server, "season")).text
    assert "<h2>All time</h2>" in page and "Ratings, game by game" not in page and "<svg" not in page
