"""Every control on every screen has an accessible name that says what it does.

The walk visits home, new game (each game, house rules open), the table after every single entry of
each example game (so every phase: auction, trump, royals, partners, each trick with a card tapped,
the result), an exact-bid game deal by deal, the scoreboard, each hand with each correction editor
open, every opener of the table (other amount, misdeal, royals, totals only, the race) open, the
players and their records, settings and the board sheet.  Any control a user can tap,
type into or toggle without a name fails the test, listed by screen and key.

The whole walk runs in tests/ui/test_pseudo_language.py, which checks every screen's names there as well
as its words: a control has a name or not in any language, and a walk is thousands of screens drawn.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft
import pytest

from scorekeeper.rules import Game, game_from_record
from scorekeeper.rules.registry import games as installed_games
from tests.board.test_board_sheet import running_app
from tests.conftest import load_example

from .accessible_names import names, unnamed, unnamed_and_names
from .app_fixtures import open_app, store_at
from .harness import UI
from .test_exact_bid_table import set_numbers

EXAMPLES = ("dollars-made-then-set-back", "eight-players-bull-bear-bull", "six-players-silent-partner",
            "twenty-nine-royals-against", "spades-blind-nil", "rook-95-bid", "pitch-partners-smudge-bidder-goes-out",
            "twenty-eight-kerala-double-redouble")
FIRST_MONEY_CARD = ("money-", "card-", "counter-")  # a Money card (Make-a-Million), a counting card (Twenty-nine), a counter (Rook)
# Taps that open a part of the table (a keypad, a picker, a confirmation): each is visited open too.
OPENERS = ("bid-other", "misdeal", "new-deal", "royals", "points-other", "totals-only", "scores-expand", "other-count-edit",
           "trump", "double", "redouble", "pair")


def after_each_entry(record_name: str) -> list[Game]:
    """The example game as it stood after 0, 1, 2, ... of its entries."""
    full = game_from_record(load_example(record_name))
    game = Game.new(full.kind, list(full.players), full.dealer, dict(full.settings))
    games = [game]
    for event in full.events:
        game = game.play(event)
        games.append(game)
    return games


def usable_keys(ui: UI) -> set[str]:
    """The keys of the controls on the screen a user can tap now (one walk answers for every opener)."""
    return {c.key for c in ui.walk() if isinstance(getattr(c, "key", None), str) and not getattr(c, "disabled", False)}


def tap_a_card(ui: UI) -> bool:
    """Tap the first enabled card button (the highest) of the trick being entered: its draft chip appears."""
    for control in ui.walk():
        key = getattr(control, "key", None)
        if isinstance(key, str) and key.startswith(FIRST_MONEY_CARD) and isinstance(control, ft.OutlinedButton) \
                and not control.disabled and getattr(control, "on_click", None) is not None:
            ui.click(key)
            return True
    return False


def test_the_checker_fails_on_an_unnamed_icon_button_and_passes_named_controls(make_ui):
    def main(page: ft.Page) -> None:
        page.add(ft.IconButton(ft.Icons.UNDO, key="tooltip-only", tooltip="Undo", on_click=lambda e: None),
                 ft.IconButton(icon=ft.Icon(ft.Icons.UNDO, semantics_label="Undo"), key="named-icon",
                               on_click=lambda e: None),
                 ft.Semantics(content=ft.IconButton(ft.Icons.HOME, key="in-semantics", on_click=lambda e: None),
                              label="Home"),
                 ft.TextField(key="no-label"), ft.TextField(key="field", label="Name"),
                 ft.Container(content=ft.Icon(ft.Icons.HOME), key="bare-tap", on_click=lambda e: None),
                 ft.Button(content="Save", key="save"))
    ui = make_ui(main)
    assert unnamed(ui, "demo") == ["demo: IconButton(key='tooltip-only')", "demo: TextField(key='no-label')",
                                   "demo: Container(key='bare-tap')"]
    assert {k: v for k, v in names(ui).items() if v} == {"named-icon": "Undo", "in-semantics": "Home",
                                                          "field": "Name", "save": "Save"}
    # the pseudo-language walk asks both of one walk of the screen: the same answers
    assert unnamed_and_names(ui, "demo") == (unnamed(ui, "demo"), names(ui))


def walk_every_screen(ui: UI, store, check: Callable[[str], None]) -> None:
    """Visit every screen and every state of it a player reaches (see the module docstring), calling
    ``check(where)`` on each: the walk the accessible-name test and the pseudo-language test share."""
    for kind in sorted(installed_games()):  # every installed game, its house rules (each one's meaning) open and closed
        ui.click(f"kind-{kind}")
        check(f"/new {kind}")
        ui.click("house-rules")
        check(f"/new {kind}, house rules open")
        ui.click("house-rules")
    ui.click("kind-make-a-million")
    ui.click("pick-Ann")
    for name in ("Bo", "Cy", "Di"):
        ui.type("new-name", name)
        ui.click("add-name")
    ui.click("edition-inr")
    ui.click("house-rules")
    ui.click("dealer-Ann")
    check("/new seated, rupees, house rules open")

    for example in EXAMPLES:
        games = after_each_entry(example)
        ids = [store.create_game(game) for game in games]
        for entries, game_id in enumerate(ids):
            ui.go(f"/game/{game_id}")
            check(f"{example} table after {entries} entries")
            usable = usable_keys(ui)
            for opener in OPENERS:
                if opener in usable:
                    ui.click(opener)
                    check(f"{example} table after {entries} entries, {opener} open")
                    ui.go(f"/game/{game_id}")
                    usable = usable_keys(ui)  # the table drawn anew: asked again for the openers after this one
            if tap_a_card(ui):
                check(f"{example} table after {entries} entries and a card tapped")
        last = ids[-1]
        ui.go(f"/game/{last}/scores")
        check(f"{example} scoreboard")
        for hand in games[-1].table.hands:
            ui.go(f"/game/{last}/hand/{hand.number}")
            check(f"{example} hand {hand.number}")
            for k in range(1, hand.event_count + 1):
                ui.go(f"/game/{last}/hand/{hand.number}")
                correct = ui.find(f"correct-{k}")
                if not correct.disabled:
                    ui.click(f"correct-{k}")
                    check(f"{example} hand {hand.number}, correcting entry {k}")
            ui.go(f"/game/{last}/hand/{hand.number}")
            ui.click("delete-1")
            check(f"{example} hand {hand.number}, deleting entry 1")

    exact = store.create_game(Game.new("exact-bid", ["Ann", "Bob", "Cy"], "Cy", {"start_cards": 3}))
    ui.go(f"/game/{exact}")
    check("exact-bid trump")
    ui.click("trump-red")
    check("exact-bid bids")
    set_numbers(ui, "bids", {"Ann": 1, "Bob": 1})
    ui.click("bids-save")
    check("exact-bid tricks")
    set_numbers(ui, "tricks", {"Ann": 2, "Bob": 1})
    ui.click("tricks-save")
    check("exact-bid after the first deal")  # its result: "Next deal", the standings
    ui.go(f"/game/{exact}/scores")
    check("exact-bid scoreboard")

    ui.go("/")
    check("home")
    ui.click(f"delete-{exact}")
    check("home, a game just deleted")
    ui.go("/players")
    check("players")
    ui.click(next(k for k in names(ui) if isinstance(k, str) and k.startswith("player-")))
    check("players, a record open")
    ui.go("/settings")
    check("settings")


@pytest.fixture
def board_ui():
    store = store_at(None)
    game_id = store.create_game(game_from_record(load_example("dollars-made-then-set-back")))
    yield from running_app(store, lambda app: app.go(f"/game/{game_id}/board"))


def test_the_board_sheet_names_every_control(board_ui):
    assert unnamed(board_ui, "board sheet") == []
    assert "Show the board" in board_ui.texts()


def test_correction_buttons_are_named_for_the_entry_they_correct(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = store.create_game(game_from_record(load_example("dollars-made-then-set-back")))
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    shown = names(ui)
    assert [shown[f"correct-{k}"] for k in (1, 3, 8, 9, 10, 21)] == [
        "Correct call 1", "Correct call 3", "Correct call 8", "Correct the trump", "Correct trick 1",
        "Correct trick 12"]
    assert shown["delete-21"] == "Delete trick 12"
    assert (shown["undo"], shown["scores"]) == ("Undo the last entry", "Scoreboard and history")


def test_icon_buttons_of_home_and_scoreboard_and_the_keypads_delete_key_are_named(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = store.create_game(game_from_record(load_example("dollars-made-then-set-back")))
    ui = open_app(make_ui, store, "/")
    assert (names(ui)["to-players"], names(ui)["to-settings"]) == ("Players", "Settings")
    ui.go(f"/game/{game_id}/scores")
    assert (names(ui)["undo"], names(ui)["show-board"]) == ("Undo the last entry", "Show the board to the table")
    ui.click("to-table")
    ui.click("next-hand")
    ui.click("bid-other")
    assert names(ui)["bid-keypad-back"] == "Delete a digit"


def test_a_tapped_card_is_named_for_taking_it_back_out_of_the_trick(make_ui, tmp_path):
    store = store_at(tmp_path)
    games = after_each_entry("dollars-made-then-set-back")
    ui = open_app(make_ui, store, f"/game/{store.create_game(games[9])}")  # 8 calls and the trump: trick 1
    assert tap_a_card(ui)
    assert names(ui)["draft-card-0"] == "Take $40,000 out of this trick"


def test_a_games_rename_and_delete_say_which_game_and_a_dummy_discard_says_it_discards(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = store.create_game(Game.new("make-a-million", ["Ann", "Bo", "Cy"], "Cy", {"partnership": "dummy"}),
                                name="Friday at Ann's")
    ui = open_app(make_ui, store, "/")
    assert (names(ui)[f"rename-{game_id}"], names(ui)[f"delete-{game_id}"]) == (
        "Rename Friday at Ann's", "Delete Friday at Ann's")
    ui.go(f"/game/{game_id}")
    for key in ("bid-175000", "pass", "pass"):
        ui.click(key)
    assert [names(ui)[f"discard-{v}"] for v in (5000, 10000, 40000)] == [
        "Discard $5,000", "Discard $10,000", "Discard $40,000"]


def test_the_player_count_buttons_and_the_hand_views_way_back_say_what_they_do(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = store.create_game(game_from_record(load_example("dollars-made-then-set-back")))
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-make-a-million")
    assert [names(ui)[f"count-{n}"] for n in (3, 4, 6, 8)] == ["3 players", "4 players", "6 players", "8 players"]
    ui.go(f"/game/{game_id}/hand/1")
    assert (names(ui)["back-to-table"], names(ui)["back-to-scores"]) == ("Back to the table", "Scoreboard")
