"""The players screen: lifetime records from the store's tallies, partnerships, a chart, renaming."""

from __future__ import annotations

import copy
import json

import pytest

import flet_charts as fch

from scorekeeper.rules import game_from_record
from scorekeeper.store import store_tallies
from scorekeeper.store.import_once import store_record
from scorekeeper.ui.players import amount_formats, measures_of, shown
from tests.conftest import EXAMPLES, example_names, load_example

from .app_fixtures import new_stored_game, open_app, store_at


def _store(store, record, name):
    return store_record(store, record, game_from_record(record), name=name)[0]


def seeded_store(tmp_path):
    """Every worked example, plus games built with the core: two finished, one just started."""
    store = store_at(tmp_path)
    for name in example_names():
        _store(store, load_example(name), name)
    short = copy.deepcopy(load_example("dollars-made-then-set-back"))
    short["rules"] = {**short.get("rules", {}), "target": 300_000}
    _store(store, short, "short dollars")          # finished: A and B win
    quick29 = copy.deepcopy(load_example("twenty-nine-royals-against"))
    quick29["rules"] = {"target": 1}
    _store(store, quick29, "quick 29")             # finished: East and West win
    new_stored_game(store, "exact-bid", ["A", "B", "Ravi"], "A")
    return store


def open_player(ui, pid):
    ui.click(f"player-{pid}")
    assert ui.exists(f"rename-{pid}")


def test_every_players_record_on_the_screen_matches_the_stores_tallies(make_ui, tmp_path):
    store = seeded_store(tmp_path)
    tallies = store_tallies(store)
    fmts = amount_formats(store)
    ui = open_app(make_ui, store, "/players")
    assert ui.route == "/players"
    for p in tallies["players"]:
        pid = p["id"]
        assert ui.find(f"player-{pid}-name").value == p["name"]
        assert ui.find(f"player-{pid}-summary").value.startswith(
            f"{p['games_finished']} game{'s' if p['games_finished'] != 1 else ''}, {p['games_won']} won")  # finished ones
    # every game kind, a winner, a loser and a set-back among them (each tap re-renders everything)
    for p in tallies["players"]:
        pid = p["id"]
        if p["name"] not in ("A", "Z", "North", "East", "Ravi"):
            continue
        open_player(ui, pid)
        for kind, t in p["by_kind"].items():
            for measure, _label in measures_of(kind, t):
                assert ui.find(f"stat-{pid}-{kind}-{measure}").value == shown(t[measure], measure, fmts.get(kind)), \
                    (p["name"], kind, measure)
    a = next(p for p in tallies["players"] if p["name"] == "A")
    assert "Exact bid" in ui.find(f"player-{a['id']}-summary").value  # the game just started counts
    assert ui.find(f"stat-{a['id']}-make-a-million-games_won").value == "1"
    # money in the book's currency: every Make-a-Million game here is a dollar game
    a_million = a["by_kind"]["make-a-million"]
    assert ui.find(f"stat-{a['id']}-make-a-million-total_captured").value == f"${a_million['total_captured']:,}"


def test_partnerships_show_their_own_record_from_the_tallies(make_ui, tmp_path):
    store = seeded_store(tmp_path)
    tallies = store_tallies(store)
    fmts = amount_formats(store)
    ui = open_app(make_ui, store, "/players")
    assert "Partnerships" in ui.texts()
    assert "A, B, C & D" in ui.texts()  # four on one side, as a list is said (was "A & B & C & D")
    assert tallies["partnerships"]
    for t in tallies["partnerships"]:
        ids = "-".join(t["players"])
        *others, last = t["names"]  # named as a list is said: "A & B", "A, B, C & D"
        assert ui.find(f"pair-{t['kind']}-{ids}-names").value == f"{', '.join(others)} & {last}"
        for measure, _label in measures_of(t["kind"], t):
            assert ui.find(f"pairstat-{ids}-{t['kind']}-{measure}").value == shown(t[measure], measure,
                                                                                 fmts.get(t["kind"]))
    east_west = next(t for t in tallies["partnerships"]
                     if t["kind"] == "twenty-nine" and t["names"] == ["East", "West"])
    assert east_west["games_won"] == 1
    ids = "-".join(east_west["players"])
    assert ui.find(f"pairstat-{ids}-twenty-nine-games_won").value == "1"


def test_renaming_a_player_keeps_their_history_on_the_screen(make_ui, tmp_path):
    store = seeded_store(tmp_path)
    before = next(p for p in store_tallies(store)["players"] if p["name"] == "North")
    pid = before["id"]
    ui = open_app(make_ui, store, "/players")
    open_player(ui, pid)
    kept = measures_of("twenty-nine", before["by_kind"]["twenty-nine"])
    assert [m for m, _ in kept] == ["games_played", "games_won", "hands_bid", "bids_made", "bids_made_pct",
                                    "average_winning_bid", "largest_set_back", "total_captured", "game_points"]
    shown_before = {m: ui.find(f"stat-{pid}-twenty-nine-{m}").value for m, _ in kept}
    ui.type(f"rename-{pid}", "Nora")
    ui.click(f"rename-{pid}-save")
    assert ui.find(f"player-{pid}-name").value == "Nora"
    assert "North is now Nora; their games and record stay theirs." in ui.texts()
    assert {m: ui.find(f"stat-{pid}-twenty-nine-{m}").value for m, _ in kept} == shown_before
    assert ui.find(f"stat-{pid}-twenty-nine-total_captured-label").value == "Card points captured"
    after = next(p for p in store_tallies(store)["players"] if p["id"] == pid)
    assert after["name"] == "Nora" and after["by_kind"] == before["by_kind"]
    assert "North" not in [p.name for p in store.list_players()]


@pytest.mark.parametrize("typed, said", [
    ("South", "there is already a player named 'South'"),
    ("Maximiliana Eleonora Wilhelmina von Habsburg-Lothringen",
     "A name can have at most 40 characters; 'Maximiliana Eleonora…' has 55"),
])
def test_renaming_to_a_name_someone_else_has_or_too_long_is_refused_with_the_reason(make_ui, tmp_path, typed, said):
    store = seeded_store(tmp_path)
    north = store.player_for_name("North")
    ui = open_app(make_ui, store, "/players")
    open_player(ui, north.id)
    ui.type(f"rename-{north.id}", typed)
    ui.submit(f"rename-{north.id}")
    assert ui.find("error").value == said
    assert store.get_player(north.id).name == "North"


def test_the_chart_shows_every_player_who_has_played_one_line_each_until_someone_picks(make_ui, tmp_path):
    store = seeded_store(tmp_path)
    tallies = store_tallies(store)
    ui = open_app(make_ui, store, "/players")
    chart = ui.find("players-chart")
    assert isinstance(chart, fch.LineChart)
    played = [p for p in tallies["players"] if p["games_played"]]
    # the worked examples' players (the Spades, Rook and Pitch ones: Ann, Bo, Bob, Cy, Di; Euchre's and Five
    # Hundred's Ann, Bob, Cat, Dan; Twenty-eight's Asha, Ben, Chitra, Dev) and the built games'
    assert len(played) == 24
    assert len(chart.data_series) == 24
    for series, p in zip(chart.data_series, played):
        last = series.points[-1]
        assert (last.x, last.y) == (p["games_played"], p["games_won"])
        assert ui.find(f"legend-{p['id']}").value == p["name"]
    east = store.player_for_name("East")
    open_player(ui, east.id)
    ui.toggle(f"chart-{east.id}")  # East off the chart
    assert len(ui.find("players-chart").data_series) == 23
    ui.toggle(f"chart-{east.id}")  # and back on, last
    chart = ui.find("players-chart")
    assert len(chart.data_series) == 24
    # East: ten games (Bid Euchre, Bid Whist, Euchre, Five Hundred, Pedro, Pitch, Rook, Twenty-eight, Twenty-nine
    # twice), won seven (Bid Euchre, Bid Whist, Euchre, Pedro, Pitch, Rook and the quick Twenty-nine)
    assert (chart.data_series[-1].points[-1].x, chart.data_series[-1].points[-1].y) == (10, 7)


def test_with_no_games_the_screen_says_so(make_ui, tmp_path):
    ui = open_app(make_ui, store_at(tmp_path), "/players")
    assert "No players yet: start a game or import a record." in ui.texts()
    assert not ui.exists("players-chart")


def test_the_home_screens_players_button_opens_the_players_screen(make_ui, tmp_path):
    store = store_at(tmp_path)
    _store(store, json.loads((EXAMPLES / "twenty-nine-royals-against.json").read_text()), "29")
    ui = open_app(make_ui, store, "/")
    ui.click("to-players")
    assert ui.route == "/players"
    assert ui.exists(f"player-{store.player_for_name('West').id}")


@pytest.mark.long
def test_renaming_to_a_bengali_spelling_keeps_its_joiner_and_a_decomposed_accent_is_kept_in_nfc(make_ui, tmp_path):
    rab = "\u09b0\u200d\u09cd\u09af\u09be\u09ac"  # "র‍্যাব": a zero-width joiner after its first letter
    store = seeded_store(tmp_path)
    north, south = store.player_for_name("North"), store.player_for_name("South")
    ui = open_app(make_ui, store, "/players")
    open_player(ui, north.id)
    ui.type(f"rename-{north.id}", rab)
    ui.submit(f"rename-{north.id}")
    assert store.get_player(north.id).name == rab
    open_player(ui, south.id)
    ui.type(f"rename-{south.id}", "A\u0301na")  # "Ána" typed with a combining accent
    ui.submit(f"rename-{south.id}")
    assert store.get_player(south.id).name == "\u00c1na"  # kept as one precomposed letter


def test_renaming_to_another_players_name_in_another_case_or_accent_encoding_is_refused(make_ui, tmp_path):
    store = seeded_store(tmp_path)
    north, south = store.player_for_name("North"), store.player_for_name("South")
    store.rename_player(south.id, "\u00c1na")
    ui = open_app(make_ui, store, "/players")
    open_player(ui, north.id)
    ui.type(f"rename-{north.id}", "a\u0301NA")
    ui.submit(f"rename-{north.id}")
    assert ui.find("error").value == "there is already a player named '\u00c1na'"
    assert store.get_player(north.id).name == "North"
