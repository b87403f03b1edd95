"""Every phone at the table reads the board in its own language: its browser's, else the keeper's."""

from __future__ import annotations

import json

from .conftest import Stream, board_path, example_game, request


def test_each_viewer_reads_the_board_in_the_language_their_browser_asks_for(serve, store):
    store.create_game(example_game("twenty-nine-royals-against"), name="Friday")
    server = serve(language="hi")  # the keeper reads Hindi
    bengali = request(server, board_path(server), headers={"Accept-Language": "bn-BD,bn;q=0.9,en;q=0.5"})
    assert bengali.status == 200 and '<html lang="bn">' in bengali.text
    assert "North+South-এর ডাক ফেল: ১৮ &lt; লক্ষ্য ১৯ (ডাক ১৫, জোড়ায় বদলেছে) → −১ গেম পয়েন্ট" in bengali.text
    assert "accept-language" in bengali.headers["vary"].lower()
    english = request(server, board_path(server), headers={"Accept-Language": "en-GB,en;q=0.8"})
    assert '<html lang="en">' in english.text and "North+South set back: 18 &lt; target 19 (bid 15, moved by the royals) → −1 game point" in english.text
    for header in ({"Accept-Language": "fr-FR,de;q=0.7"}, {}, {"Accept-Language": "x" * 5000}):
        keepers = request(server, board_path(server), headers=header)
        assert '<html lang="hi">' in keepers.text and "North+South की बोली टूटी: 18 &lt; लक्ष्य 19 (बोली 15, जोड़ी से बदला) → −1 गेम पॉइंट" in keepers.text


def test_the_push_stream_and_the_state_speak_the_viewers_language(serve, store):
    store.create_game(example_game("twenty-nine-royals-against"), name="Friday")
    server = serve()
    state = json.loads(request(server, board_path(server, "state"), headers={"Accept-Language": "bn"}).text)
    assert "ডাক ফেল" in state["now"] + state["html"]
    stream = Stream(server)
    try:
        first = stream.next_state()
    finally:
        stream.close()
    assert "set back" in first["html"]  # no header: the keeper's language (English here)
