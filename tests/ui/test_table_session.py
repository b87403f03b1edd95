"""One table session: a tap that changes the draft keeps it, a tap that stores an entry writes the entry and
the draft it leaves in one store call, and drawing a screen (a refresh, a visit, a language switch) writes
nothing.  Undo and Redo hand back the words the banner says."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.games.make_a_million.events import TrickTaken
from scorekeeper.rules import Game
from scorekeeper.store import InMemoryGameStore
from scorekeeper.ui.app import App, make_main
from scorekeeper.ui.undoing import redo_last, undo_last

SIX = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
WRITES = ("append_event", "replace_events", "take_back_last_event", "put_back_event", "append_history", "save_draft",
          "create_game", "rename_game", "delete_game", "restore_game", "add_player", "rename_player")


class SpyStore(InMemoryGameStore):
    """The in-memory store, with every write it is asked for counted by name (reads are not)."""

    def __init__(self) -> None:
        super().__init__()
        self.writes: list[str] = []


def _spied(name: str) -> Any:
    def write(self: SpyStore, *args: Any, **kwargs: Any) -> Any:
        self.writes.append(name)
        return getattr(InMemoryGameStore, name)(self, *args, **kwargs)
    return write


for _name in WRITES:
    setattr(SpyStore, _name, _spied(_name))


def at_the_first_trick(make_ui: Any) -> tuple[SpyStore, str, Any]:
    """A six-player silent-partner Make-a-Million game at its first trick, nothing written since."""
    store = SpyStore()
    game_id = store.create_game(Game.new("make-a-million", SIX, "Flo", {"partnership": "silent"}))
    ui = make_ui(make_main(lambda: store), route=f"/game/{game_id}")
    for key in ("bid-350000", "pass", "pass", "pass", "pass", "pass", "trump-red"):
        ui.click(key)
    store.writes.clear()
    return store, game_id, ui


def reopened(make_ui: Any, store: SpyStore, game_id: str) -> Any:
    """The app started again on the same store (a phone that died), at the table."""
    return make_ui(make_main(lambda: store), route=f"/game/{game_id}")


def app_of(ui: Any) -> App:
    app: App = ui.page.data
    return app


def test_a_card_tapped_is_kept_by_its_tap_and_is_there_after_reopening(make_ui):
    store, game_id, ui = at_the_first_trick(make_ui)
    ui.click("money-40000")
    assert store.writes == ["save_draft"]
    assert store.load_draft(game_id) == {"after_events": 7, "draft": {"money": [40000]}}
    again = reopened(make_ui, store, game_id)
    assert again.find("trick-value").value == "Worth $40,000"


@pytest.mark.parametrize("tap, entry, draft, shown", [
    # who took it: the trick is stored and its cards go with it
    ("winner-Bo", {"type": "trick", "winner": "Bo", "money": [40000], "bull_bear": []}, None,
     "Worth nothing so far"),
    # a partner named mid-trick: stored, and the cards tapped move on with it
    ("partner-Di", {"type": "partners", "partners": ["Di"]}, {"after_events": 8, "draft": {"money": [40000]}},
     "Worth $40,000"),
])
def test_a_tap_that_stores_an_entry_writes_it_and_its_draft_in_one_call(make_ui, tap, entry, draft, shown):
    store, game_id, ui = at_the_first_trick(make_ui)
    ui.click("money-40000")
    store.writes.clear()
    ui.click(tap)
    assert store.writes == ["append_event"]
    assert store.load_events(game_id)[-1] == entry
    assert store.load_draft(game_id) == draft
    assert reopened(make_ui, store, game_id).find("trick-value").value == shown


def test_a_refused_entry_writes_nothing_and_keeps_the_cards(make_ui):
    store, game_id, ui = at_the_first_trick(make_ui)
    ui.click("money-40000")
    store.writes.clear()
    app = app_of(ui)
    assert ui.run(lambda: app.render(app.state.submit(TrickTaken("Nobody", (40000,), ())))) is False
    assert store.writes == []
    assert ui.find("error").value == "hand 1, trick 1: the winner Nobody is not at this table (Ann, Bo, Cy, Di, Ed and Flo)"
    assert ui.find("trick-value").value == "Worth $40,000"


def test_drawing_the_table_again_visiting_the_scoreboard_or_switching_language_writes_nothing(make_ui):
    store, game_id, ui = at_the_first_trick(make_ui)
    ui.click("money-40000")
    store.writes.clear()
    app = app_of(ui)
    ui.run(app.refresh)
    ui.run(lambda: app.show(app.route))
    ui.go(f"/game/{game_id}/scores")
    ui.go(f"/game/{game_id}")
    ui.go("/settings")
    ui.click("language-bn")
    ui.go(f"/game/{game_id}")
    ui.go("/settings")
    ui.click("language-device")
    ui.go(f"/game/{game_id}")
    assert store.writes == []
    assert ui.find("trick-value").value == "Worth $40,000"


def test_undo_and_redo_hand_back_the_words_the_banner_says(make_ui):
    store, game_id, ui = at_the_first_trick(make_ui)
    ui.click("money-5000")
    ui.click("winner-Cy")
    app = app_of(ui)
    undone = ui.run(lambda: undo_last(app))
    assert undone.stored and undone.error is None
    assert undone.notices == ("Undid: trick 1, Cy took $5,000",)
    assert ui.find("notice").value == "Undid: trick 1, Cy took $5,000"
    redone = ui.run(lambda: redo_last(app))
    assert redone.stored and redone.notices == ("Redid: trick 1, Cy took $5,000",)
    assert ui.find("notice").value == "Redid: trick 1, Cy took $5,000"
    nothing = ui.run(lambda: redo_last(app))
    assert not nothing.stored
    assert nothing.error == "Nothing to redo: Undo has taken nothing back since the last entry"
    assert ui.find("error").value == nothing.error


def test_a_correction_with_cards_tapped_keeps_the_taps_in_its_one_write(make_ui):
    store, game_id, ui = at_the_first_trick(make_ui)
    ui.click("money-40000")
    ui.click("winner-Bo")
    ui.click("money-5000")  # trick 2 being tapped
    store.writes.clear()
    app = app_of(ui)
    outcome = ui.run(lambda: app.render(app.state.replace(7, TrickTaken("Cy", (40000,), ()))))
    assert outcome is True
    assert store.writes == ["replace_events"]
    assert store.load_events(game_id)[7] == {"type": "trick", "winner": "Cy", "money": [40000], "bull_bear": []}
    assert store.load_draft(game_id) == {"after_events": 8, "draft": {"money": [5000]}, "after_changes": 1}
    assert reopened(make_ui, store, game_id).find("trick-value").value == "Worth $5,000"


def test_undo_of_an_entry_stored_mid_trick_keeps_the_cards_in_its_one_write_and_after_reopening(make_ui):
    store, game_id, ui = at_the_first_trick(make_ui)
    ui.click("money-40000")
    ui.click("partner-Di")  # stored while the trick's card stays tapped
    store.writes.clear()
    ui.click("undo")  # the last action is the partner named: the card tapped before it stays
    assert store.writes == ["take_back_last_event"]  # (the last entry taken back: one line, not the game rewritten)
    assert len(store.load_events(game_id)) == 7
    assert ui.find("notice").value == "Undid: partners Di"
    draft = store.load_draft(game_id)
    assert draft is not None and draft["after_events"] == 7 and draft["after_changes"] == 1
    assert draft["draft"] == {"money": [40000]}
    again = reopened(make_ui, store, game_id)
    assert again.find("trick-value").value == "Worth $40,000"
    assert again.find("redo").disabled is False


def test_undo_and_redo_of_a_trick_each_store_the_draft_they_leave_in_one_write(make_ui):
    store, game_id, ui = at_the_first_trick(make_ui)
    ui.click("money-5000")
    ui.click("winner-Cy")
    store.writes.clear()
    ui.click("undo")  # the trick comes back as its cards
    assert store.writes == ["take_back_last_event"]
    assert store.load_draft(game_id)["draft"] == {"money": [5000]}
    again = reopened(make_ui, store, game_id)
    assert again.find("trick-value").value == "Worth $5,000"
    store.writes.clear()
    again.click("redo")  # Redo works after the restart: the trick is stored again, and its cards go with it
    assert store.writes == ["put_back_event"]
    assert store.load_events(game_id)[-1] == {"type": "trick", "winner": "Cy", "money": [5000], "bull_bear": []}
    assert store.load_draft(game_id) is None
    assert reopened(make_ui, store, game_id).find("trick-value").value == "Worth nothing so far"
