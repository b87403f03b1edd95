"""A whole hand in Chromium asks the server for nothing it does not serve: no 404, no failed request.

The web client used to ask for Noto fallback fonts (`/assets/fonts/notosanssymbols/...`) for
text drawn before the app's font had arrived, and again on every frame after the 404: about
5,400 failed requests in one session.  The game's name here is in Devanagari, which DejaVu Sans
lacks, so the fallback path is taken too (and answered, with the shipped Noto Sans Devanagari).

The hand is the rule texts' first Make-a-Million hand, tapped card by card, its result on screen and in the store
checked as the example says (``test_play_a_hand.play_the_first_example_hand``): the one test that plays it.
A page loaded afresh: every request from its first on is counted.
"""

from __future__ import annotations

import pytest

from scorekeeper.rules import Game

from .test_play_a_hand import play_the_first_example_hand, serve_game

# Flet 1.0.5's web client loads the Rive animation runtime from this address, hard-coded in
# its main.dart.js (no setting changes it); offline it fails once at start.  It is the only
# request that leaves the app's own server, and the only failure allowed here.
FLET_CLIENT_CDN = "https://cdn.jsdelivr.net/npm/@rive-app/flutter-native-wasm@"


@pytest.fixture
def table_named_in_hindi(tmp_path):
    yield from serve_game(tmp_path, Game.new("make-a-million", ["A", "Z", "B", "Y"], "Y"), name="शुक्रवार का खेल")


@pytest.mark.browser
def test_a_whole_hand_brings_no_404_and_no_failed_request_and_names_every_control(table_named_in_hindi):
    app, data, game_id = table_named_in_hindi
    assert "शुक्रवार का खेल" in app.aria()  # drawn on the home screen, in a script DejaVu Sans lacks
    assert app.unnamed_controls() == []  # and every control of home, then of the result, has a name
    play_the_first_example_hand(app, data, game_id)
    assert app.unnamed_controls() == []
    own = [line for line in app.failed_requests if FLET_CLIENT_CDN not in line]
    assert own == []
    assert len(app.failed_requests) <= 2  # the Rive runtime: its first address and its fallback, once
    # Flutter's fallback path for the Devanagari name is answered, so asked at most once, never on every frame
    # (since the first screen waits for the device's language, the shipped fonts have often arrived before the
    # name is drawn, and it is not asked at all: the name still draws in Devanagari, checked by eye at 412 px).
    fallbacks = app.page.evaluate("performance.getEntriesByType('resource').map(e => e.name)"
                                  ".filter(n => n.includes('/assets/fonts/noto'))")
    assert len(fallbacks) <= 1, fallbacks
