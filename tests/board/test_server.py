"""The board over HTTP: addresses, methods, limits, headers, and live updates."""

from __future__ import annotations

import gzip
import json

import pytest

from scorekeeper.rules import BidMade, Game, Passed
from scorekeeper.games.make_a_million import default_settings
from tests.rules.strategies import NAMES, build_game

from .conftest import Reply, Stream, board_path, example_game, request

PAGE_LIMIT = 150 * 1024


def test_the_address_with_the_token_serves_the_board_page(store, serve):
    store.create_game(example_game("dollars-made-then-set-back"))
    server = serve()
    reply = request(server, board_path(server))
    assert reply.status == 200
    assert reply.headers["content-type"] == "text/html; charset=utf-8"
    assert "<h1>Make-a-Million</h1>" in reply.text
    assert "Z+Y made it: count $260,000 ≥ bid $220,000 → +$260,000; A+B +$170,000" in reply.text


def test_the_address_is_the_lan_form_with_a_128_bit_token(serve):
    server = serve()
    assert server.url.startswith(f"http://127.0.0.1:{server.port}/b/")
    assert len(server.token) >= 22  # token_urlsafe(16): 16 random bytes


@pytest.mark.parametrize("path", ["/", "/b/", "/b/wrong-token/", "/b/wrong-token/state", "/favicon.ico",
                                  "/b/TOKEN/other", "/b/TOKEN/state/x", "/b/TOKEN//", "/x/TOKEN/"])
def test_a_wrong_token_or_any_other_path_is_not_found(serve, path):
    server = serve()
    reply = request(server, path.replace("TOKEN", server.token))
    assert reply.status == 404
    assert server.token not in reply.text


def test_the_address_without_its_last_slash_leads_to_the_board(serve):
    server = serve()
    reply = request(server, f"/b/{server.token}")
    assert (reply.status, reply.headers["location"]) == (301, f"/b/{server.token}/")


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "BREW"])
def test_every_method_but_get_is_refused_as_not_allowed(serve, method):
    server = serve()
    reply = request(server, board_path(server), method=method)
    assert reply.status == 405
    assert reply.headers["allow"] == "GET"


def test_the_state_is_json_with_the_totals_from_the_rules(store, serve):
    store.create_game(example_game("dollars-made-then-set-back"))
    server = serve()
    reply = request(server, board_path(server, "state"))
    assert reply.headers["content-type"] == "application/json"
    state = json.loads(reply.text)
    assert state["data"]["totals"] == {"A": 340000, "Z": 20000, "B": 340000, "Y": 20000}
    assert [h["number"] for h in state["data"]["hands"]] == [1, 2]


def test_the_page_and_the_stream_carry_the_security_headers(serve):
    server = serve()
    for reply in (request(server, board_path(server)), request(server, "/nothing")):
        assert reply.headers["x-content-type-options"] == "nosniff"
        assert reply.headers["referrer-policy"] == "no-referrer"
        csp = reply.headers["content-security-policy"]
        assert "default-src 'none'" in csp and "script-src 'sha256-" in csp and "style-src 'sha256-" in csp
        assert "unsafe-inline" not in csp
        assert "access-control-allow-origin" not in reply.headers
    stream = Stream(server)
    try:
        assert stream.response.getheader("Referrer-Policy") == "no-referrer"
        assert stream.response.getheader("Content-Type") == "text/event-stream; charset=utf-8"
    finally:
        stream.close()


def test_an_entry_stored_by_the_keeper_reaches_an_open_stream(store, serve):
    game = Game.new("make-a-million", ["A", "Z", "B", "Y"], "Y")
    game_id = store.create_game(game)
    server = serve()
    stream = Stream(server)
    try:
        first = stream.next_state()  # the whole state on connect
        assert "no bid yet" in first["html"]
        store.append_event(game_id, BidMade("A", 175000))
        state = stream.next_state()
        assert "$175,000 by A" in state["html"]
        assert state["now"] == "Z to call · bid to beat $175,000 (A) · lowest bid $185,000"
        store.append_event(game_id, Passed("Z"))
        assert "Z: pass" in stream.next_state()["html"]
    finally:
        stream.close()


def test_a_new_game_shows_on_a_board_that_follows_the_latest_game(store, serve):
    server = serve()
    stream = Stream(server)
    try:
        assert "No game yet" in stream.next_state()["html"]
        store.create_game(example_game("twenty-nine-royals-against"))
        assert "<h1>Twenty-nine</h1>" in stream.next_state()["html"]
    finally:
        stream.close()


def test_the_page_of_a_long_game_weighs_under_150_kb(store, serve):
    """Forty hands of eight players, every trick in each hand's arithmetic: a long evening."""
    settings = default_settings(8)
    settings["target"] = 100_000_000  # nobody wins, so all forty hands are played
    game = build_game("make-a-million", NAMES[:8], "A", settings, [("tricks", seed) for seed in range(40)]).game
    assert len(game.table.hands) == 40
    store.create_game(game)
    server = serve()
    plain = request(server, board_path(server))
    zipped = request(server, board_path(server), headers={"Accept-Encoding": "gzip, deflate"})
    assert plain.status == zipped.status == 200
    assert zipped.headers["content-encoding"] == "gzip"
    assert gzip.decompress(zipped.body) == plain.body
    assert len(plain.body) <= PAGE_LIMIT
    assert len(zipped.body) < len(plain.body)


def test_names_that_hold_markup_are_shown_as_text(store, serve):
    players = ["<script>alert(1)</script>", '"><img src=x onerror=alert(2)>', "B&B", "Y"]
    game = Game.new("make-a-million", players, "Y").play(BidMade(players[0], 175000))
    store.create_game(game)
    server = serve()
    state = json.loads(request(server, board_path(server, "state")).text)
    assert state["now"].startswith('"><img src=x onerror=alert(2)> to call')  # plain text: set as textContent
    for text in (request(server, board_path(server)).text, state["html"]):
        assert "<script>alert(1)" not in text and "<img src=x" not in text
    page = request(server, board_path(server)).text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "&quot;&gt;&lt;img src=x onerror=alert(2)&gt;" in page
    assert page.count("<script>") == 1  # the page's own script only


def test_the_33rd_viewer_is_turned_away_and_the_32_stay(store, serve):
    store.create_game(example_game("dollars-made-then-set-back"))
    server = serve(burst=100)
    streams = [Stream(server) for _ in range(32)]
    try:
        for stream in streams:
            assert stream.response.status == 200
        extra = request(server, board_path(server, "events"))
        assert extra.status == 503
        assert "32 viewers" in extra.text
        assert streams[-1].next_state()["data"]["title"] == "Make-a-Million"
    finally:
        for stream in streams:
            stream.close()


def test_a_client_asking_too_fast_is_told_to_wait(serve):
    server = serve(burst=5, rate=0.5)
    statuses = [request(server, board_path(server)).status for _ in range(7)]
    assert statuses[:5] == [200] * 5
    assert statuses[5:] == [429, 429]


def test_a_new_address_retires_the_old_one_and_ends_its_streams(serve):
    server = serve()
    old_page = board_path(server)
    stream = Stream(server)
    stream.next_state()
    server.new_address()
    assert request(server, old_page).status == 404
    assert request(server, board_path(server)).status == 200
    with pytest.raises(EOFError):
        stream.next_state()
    stream.close()


def test_a_damaged_game_file_is_reported_on_the_board_and_nothing_is_written(store, serve, data_dir):
    game_id = store.create_game(example_game("dollars-made-then-set-back"))
    path = data_dir / "games" / f"{game_id}.json"
    path.write_text('{"game": {"1": ', encoding="utf-8")
    before = sorted(p.name for p in data_dir.rglob("*"))
    server = serve(game_id)
    reply = request(server, board_path(server))
    assert reply.status == 200
    assert "This game cannot be shown" in reply.text
    assert sorted(p.name for p in data_dir.rglob("*")) == before
    assert path.read_text(encoding="utf-8") == '{"game": {"1": '


def test_a_stopped_board_frees_its_port(serve):
    server = serve()
    port = server.port
    server.stop()
    import socket
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", port))




def test_a_board_that_lost_its_stream_catches_up_on_reconnecting(store, serve):
    game_id = store.create_game(Game.new("make-a-million", ["A", "Z", "B", "Y"], "Y"))
    server = serve(burst=1000)
    stream = Stream(server)
    stream.next_state()
    stream.close()  # the phone went to sleep
    store.append_event(game_id, BidMade("A", 175000))
    store.append_event(game_id, Passed("Z"))
    for _ in range(200):  # until the board has seen both entries (each try is a bounded request)
        if "<li>Z: pass</li>" in json.loads(request(server, board_path(server, "state")).text)["html"]:
            break
    again = Stream(server)
    try:
        html = again.next_state()["html"]  # the whole state, first thing on connecting
        assert "<li>A: $175,000</li><li>Z: pass</li>" in html
    finally:
        again.close()


def test_an_idle_stream_gets_keep_alive_comments(store, serve):
    server = serve(keepalive=0.05)
    stream = Stream(server)
    try:
        stream.next_state()
        assert stream.response.fp.readline() == b": keep-alive\n"
    finally:
        stream.close()


def test_the_board_keeps_up_with_a_keeper_writing_while_it_reads(store, serve):
    game_id = store.create_game(Game.new("twenty-nine", ["N", "E", "S", "W"], "W"))
    server = serve(poll=0.005)
    stream = Stream(server)
    try:
        stream.next_state()
        calls = [BidMade("N", 15), BidMade("E", 16), BidMade("S", 17), BidMade("W", 18)] * 2
        for i, event in enumerate(calls):
            store.append_event(game_id, BidMade(event.player, 15 + i))
        seen = stream.next_state()
        while "<dt>Bid to beat</dt><dd>22 by W</dd>" not in seen["html"]:
            assert "cannot be shown" not in seen["html"]
            seen = stream.next_state()
    finally:
        stream.close()


def test_the_board_serves_the_devanagari_and_bengali_fonts_its_page_names(serve):
    server = serve()
    page = request(server, board_path(server)).text
    assert 'src:url("fonts/NotoSansBengali-Regular.ttf") format("truetype");unicode-range:U+0980-09FF' in page
    assert 'src:url("fonts/NotoSansDevanagari-Regular.ttf") format("truetype");unicode-range:U+0900-097F' in page
    assert "font-src 'self'" in request(server, board_path(server)).headers["content-security-policy"]
    bengali = request(server, board_path(server, "fonts/NotoSansBengali-Regular.ttf"))
    assert (bengali.status, bengali.headers["content-type"], len(bengali.body)) == (200, "font/ttf", 201964)
    assert bengali.headers["cache-control"] == "public, max-age=86400"
    assert len(request(server, board_path(server, "fonts/NotoSansDevanagari-Regular.ttf")).body) == 229336


@pytest.mark.parametrize("path", ["fonts/DejaVuSans.ttf", "fonts/../fonts/NotoSansBengali-Regular.ttf",
                                  "fonts/", "fonts/NotoSansBengali-Regular.ttf/x", "fonts/notosansbengali-regular.ttf"])
def test_only_the_script_fonts_are_served_and_no_other_file(serve, path):
    server = serve()
    assert request(server, board_path(server, path)).status == 404
