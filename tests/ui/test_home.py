"""Home: resume, the game list, filters, rename, delete with undo."""

from __future__ import annotations

from scorekeeper.rules import Game, game_from_record
from tests.conftest import load_example

from .app_fixtures import new_stored_game, open_app, store_at


def finished_dollar_game(store) -> str:
    """The dollar example with a 300,000 target: A and B win after two hands."""
    g = game_from_record(load_example("dollars-made-then-set-back"))
    settings = {**g.settings, "target": 300_000}
    game = Game.new(g.kind, g.players, g.dealer, settings).with_events(g.events)
    assert game.table.finished
    return store.create_game(game, name="Last week")


def test_resume_opens_the_game_in_progress_with_one_tap(make_ui, tmp_path):
    store = store_at(tmp_path)
    finished_dollar_game(store)
    gid = new_stored_game(store, "make-a-million", ["Ann", "Bo", "Cy", "Di"], "Cy", edition="inr")
    ui = open_app(make_ui, store)
    assert ui.find("resume-card") is not None
    ui.click("resume")
    assert ui.route == f"/game/{gid}"
    assert ui.find("hand-title").value == "Hand 1 · Cy deals"


def test_no_resume_without_a_game_in_progress(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store)
    assert not ui.exists("resume")
    assert ui.find("no-games").value == "No games yet: tap New game."
    ui.click("new-game")
    assert ui.route == "/new"


def test_the_list_splits_in_progress_and_finished_with_totals_in_the_games_currency(make_ui, tmp_path):
    store = store_at(tmp_path)
    done = finished_dollar_game(store)
    live = new_stored_game(store, "make-a-million", ["Ann", "Bo", "Cy", "Di"], "Cy", edition="inr")
    ui = open_app(make_ui, store)
    assert ui.find("list-in-progress").value == "In progress (1)"
    assert ui.find("list-finished").value == "Finished (1)"
    texts = ui.texts()
    assert texts.index("In progress (1)") < texts.index("Finished (1)")
    assert ui.find("totals-" + done).value == "A+B $340,000 · Z+Y $20,000"
    assert ui.find("totals-" + live).value == "Ann+Cy ₹0 · Bo+Di ₹0"
    assert "finished · won by A+B" in ui.find("when-" + done).value
    assert "Make-a-Million · Ann, Bo, Cy, Di" in texts


def test_the_list_filters_by_kind_and_by_player(make_ui, tmp_path):
    store = store_at(tmp_path)
    m = new_stored_game(store, "make-a-million", ["Ann", "Bo", "Cy", "Di"], "Ann")
    t = new_stored_game(store, "twenty-nine", ["Ann", "Eve", "Fay", "Gus"], "Eve")
    e = new_stored_game(store, "exact-bid", ["Bo", "Eve"], "Bo")
    ui = open_app(make_ui, store)
    assert all(ui.exists(f"game-{g}") for g in (m, t, e))
    ui.select("filter-kind", "twenty-nine")
    assert ui.exists(f"game-{t}") and not ui.exists(f"game-{m}") and not ui.exists(f"game-{e}")
    ui.select("filter-kind", "all")
    eve = store.player_for_name("Eve").id
    ui.select("filter-player", eve)
    assert ui.exists(f"game-{t}") and ui.exists(f"game-{e}") and not ui.exists(f"game-{m}")
    ui.select("filter-kind", "make-a-million")
    assert ui.find("no-games").value == "No game matches these filters."
    ui.select("filter-player", "all")
    assert ui.exists(f"game-{m}")


def test_a_player_renamed_in_the_registry_still_finds_their_games(make_ui, tmp_path):
    store = store_at(tmp_path)
    gid = new_stored_game(store, "twenty-nine", ["Ann", "Eve", "Fay", "Gus"], "Eve")
    eve = store.player_for_name("Eve")
    store.rename_player(eve.id, "Evelyn")
    ui = open_app(make_ui, store)
    ui.select("filter-player", eve.id)
    assert ui.exists(f"game-{gid}")


def test_a_game_can_be_renamed_in_place(make_ui, tmp_path):
    store = store_at(tmp_path)
    gid = new_stored_game(store, "exact-bid", ["Bo", "Eve"], "Bo")
    ui = open_app(make_ui, store)
    ui.click(f"rename-{gid}")
    ui.type(f"rename-field-{gid}", "   ")
    ui.click(f"rename-save-{gid}")
    assert "Not renamed: a game's name cannot be empty" in ui.find("error").value
    ui.type(f"rename-field-{gid}", "Cards with Eve")
    ui.click(f"rename-save-{gid}")
    assert not ui.exists(f"rename-field-{gid}")
    assert "Cards with Eve" in ui.texts()
    assert store.get_game_summary(gid).name == "Cards with Eve"


def test_delete_moves_a_game_to_the_trash_and_undo_brings_it_back(make_ui, tmp_path):
    store = store_at(tmp_path)
    keep = new_stored_game(store, "make-a-million", ["Ann", "Bo", "Cy", "Di"], "Ann")
    gid = store.create_game(Game.new("exact-bid", ["Bo", "Eve"], "Bo"), name="Quick one")
    ui = open_app(make_ui, store)
    ui.click(f"delete-{gid}")
    assert ui.find("deleted-text").value == "“Quick one” moved to the trash"
    assert not ui.exists(f"game-{gid}") and ui.exists(f"game-{keep}")
    assert [g.id for g in store.list_games()] == [keep]
    ui.click("undo-delete")
    assert ui.exists(f"game-{gid}")
    assert not ui.exists("deleted-banner")
    assert {g.id for g in store.list_games()} == {keep, gid}
    # Delete again and dismiss: it stays in the trash.
    ui.click(f"delete-{gid}")
    ui.click("dismiss-deleted")
    assert not ui.exists("deleted-banner") and not ui.exists(f"game-{gid}")
    assert [g.id for g in store.list_games(include_deleted=True) if g.deleted_at] == [gid]


def test_links_to_players_and_settings_are_there(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store)
    assert ui.find("to-players").tooltip == "Players"
    assert ui.find("to-settings").tooltip == "Settings"


def test_a_game_that_deals_counts_its_deals_in_the_list(make_ui, tmp_path):
    """Sixty-six's line said "in progress · 4 hands played" beside games whose hands are hands; it says deals."""
    store = store_at(tmp_path)
    sixty_six = store.create_game(game_from_record(load_example("sixty-six-early-close-fails-in-progress")))
    euchre = new_stored_game(store, "euchre", ["Ann", "Bo", "Cy", "Di"], "Cy")
    ui = open_app(make_ui, store)
    assert ui.find("when-" + sixty_six).value.startswith("in progress · 4 deals played · ")
    assert ui.find("when-" + euchre).value.startswith("in progress · 0 hands played · ")
